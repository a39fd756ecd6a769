//! `swarm solve`, `swarm hint` and `swarm bench` (SPEC §5): the solver on
//! deals, deal ranges and positions.
//!
//! Games that hide cards (Spider, Beetle, Beehive) get a verdict only with
//! `--peek` (analysis with every card known). Without it, `solve` reports
//! the result of *fair autoplay* (playing hints that use only what the
//! player sees): `solved` when autoplay won, otherwise `gave_up` — never
//! `unsolvable`, since losing fairly proves nothing.

use super::{fail, start_session, usage, Args, Out, Outcome};
use crate::games::{AnyGame, GameId};
use crate::history::Session;
use crate::record::Origin;
use crate::solver::{self, percentile, Budget, SolveResult};

/// What `solve`/`bench` work on: deals `a..=b`, or one session (with its
/// name, and a note when reading its position assumed something).
enum Target {
    Range(GameId, u32, u32),
    One(Box<Session>, String, Option<String>),
}

/// Parses `A..B` (both deal numbers, A ≤ B).
pub fn parse_range(s: &str) -> Option<Result<(u32, u32), String>> {
    let (a, b) = s.split_once("..")?;
    Some((|| {
        let a = crate::deal::parse_deal_number(a)?;
        let b = crate::deal::parse_deal_number(b)?;
        if a > b {
            return Err(format!("range {a}..{b} is empty (write the smaller number first)"));
        }
        Ok((a, b))
    })())
}

/// `Err((code, message))`: 2 for usage, 1 for game errors.
fn target(a: &Args) -> Result<Target, (i32, String)> {
    if a.positional.len() > 2 {
        return Err((2, "takes GAME and N, A..B or --position FILE".into()));
    }
    if let Some(r) = a.positional.get(1).and_then(|s| parse_range(s)) {
        let (lo, hi) = r.map_err(|e| (2, e))?;
        if a.value("--position").is_some() {
            return Err((2, "give a deal range or --position, not both".into()));
        }
        let game = GameId::parse(&a.positional[0]).map_err(|e| (2, e))?;
        a.options(game).map_err(|e| (2, e))?;
        return Ok(Target::Range(game, lo, hi));
    }
    let (mut s, note) = match start_session(a) {
        Err(e) => return Err((2, e)),
        Ok(Err(e)) => return Err((1, e)),
        Ok(Ok(s)) => s,
    };
    if let Some(moves) = a.value("--moves") {
        let texts = super::moves_of(s.state(), moves).map_err(|e| (1, e))?;
        s.replay(&texts).map_err(|e| (1, e))?;
    }
    let name = match &s.origin {
        Origin::Deal(n) => n.to_string(),
        _ => a.value("--position").unwrap_or("-").to_string(),
    };
    Ok(Target::One(Box::new(s), name, note))
}

fn budget_ms(a: &Args, default: f64) -> Result<f64, String> {
    match a.value("--budget-ms") {
        None => Ok(default),
        Some(v) => match v.parse::<f64>() {
            Ok(x) if x > 0.0 && x.is_finite() => Ok(x),
            _ => Err(format!("--budget-ms `{}` is not a positive number", crate::text::clip(v, 12))),
        },
    }
}

/// The budget from `--budget-ms` (default `ms`) and `--nodes` (a node cap:
/// reproducible on any machine).
fn budget(a: &Args, ms: f64) -> Result<Budget, String> {
    with_flags(a, Budget::ms(ms))
}

/// `base` with `--budget-ms` and `--nodes` applied where given.
pub(crate) fn with_flags(a: &Args, base: Budget) -> Result<Budget, String> {
    let mut b = Budget { ms: budget_ms(a, base.ms)?, ..base };
    if let Some(v) = a.value("--nodes") {
        b.nodes = v
            .parse::<u64>()
            .ok()
            .filter(|&n| n > 0)
            .ok_or_else(|| format!("--nodes `{}` is not a positive whole number", crate::text::clip(v, 12)))?;
    }
    Ok(b)
}

fn json_line(game: GameId, origin: (&str, serde_json::Value), r: &SolveResult) -> String {
    // Keys in the order SPEC §5 lists them.
    let j = |v: serde_json::Value| v.to_string();
    format!(
        "{{\"game\":{},\"{}\":{},\"result\":{},\"moves\":{},\"nodes\":{},\"ms\":{}}}",
        j(game.key().into()),
        origin.0,
        j(origin.1),
        j(r.word().into()),
        j(r.texts.clone().into()),
        r.nodes,
        j(serde_json::json!((r.ms * 1000.0).round() / 1000.0))
    )
}

fn human(game: &AnyGame, what: &str, r: &SolveResult) -> String {
    let head = match r.word() {
        "solved" => format!("solved in {} moves", r.texts.len()),
        "unsolvable" => "not winnable (proven)".to_string(),
        _ => "gave up".to_string(),
    };
    let label = if r.peeked { " [peeking]" } else { "" };
    let mut s =
        format!("{} {what}: {head}{label} by {} ({} nodes, {:.3} ms)\n", game.id().key(), r.method, r.nodes, r.ms);
    if !r.texts.is_empty() {
        s.push_str(&game.format_record(&r.texts));
        s.push('\n');
    }
    s
}

/// `swarm solve GAME (N | A..B | --position FILE) [--opt ...] [--budget-ms M] [--peek] [--json]`:
/// each deal's or position's result is printed as soon as it is known, and
/// a range stops when the output has ended (a closed pipe, a write error);
/// the returned standard output is empty.
pub fn cmd_solve(a: &Args, out: &mut Out) -> Outcome {
    let t = match target(a) {
        Ok(t) => t,
        Err((2, e)) => return usage(&e),
        Err((_, e)) => return fail(e),
    };
    let budget = match budget(a, 10_000.0) {
        Ok(b) => b,
        Err(e) => return usage(&e),
    };
    let (peek, json) = (a.flag("--peek"), a.flag("--json"));
    let mut err = match &t {
        Target::One(_, _, Some(note)) => format!("{note}\n"),
        _ => String::new(),
    };
    let mut one = |g: &AnyGame, origin: (&str, serde_json::Value), what: String| {
        if solver::hides_cards(g) && !peek && !err.contains("fair autoplay") {
            err += &format!(
                "note: {} hides cards; without --peek this is fair autoplay (no verdict). Add --peek for analysis with every card known.",
                g.id().title()
            );
        }
        let r = solver::solve(g, budget, peek);
        if json {
            out.print(&format!("{}\n", json_line(g.id(), origin, &r)))
        } else {
            out.print(&human(g, &what, &r))
        }
    };
    match t {
        Target::One(s, name, _) => {
            let origin = match &s.origin {
                Origin::Deal(n) => ("deal", serde_json::Value::from(*n)),
                _ => ("position", serde_json::Value::from(name.clone())),
            };
            let what = if origin.0 == "deal" { format!("deal {name}") } else { name };
            one(s.state(), origin, what);
        }
        Target::Range(game, lo, hi) => {
            let options = a.options(game).expect("checked in target");
            for n in lo..=hi {
                match AnyGame::deal(game, &options, n) {
                    Ok(g) if one(&g, ("deal", n.into()), format!("deal {n}")) => {}
                    // The output has ended: so has the run.
                    Ok(_) => break,
                    Err(e) => return fail(e),
                }
            }
        }
    }
    (0, String::new(), err)
}

/// `swarm hint GAME (N | --position FILE) [--moves MOVES]`
pub fn cmd_hint(a: &Args) -> Outcome {
    let (s, note) = match target(a) {
        Ok(Target::One(s, _, note)) => (s, note.map(|n| n + "\n").unwrap_or_default()),
        Ok(Target::Range(..)) => return usage("hint takes one deal or position, not a range"),
        Err((2, e)) => return usage(&e),
        Err((_, e)) => return fail(e),
    };
    let positions = s.positions();
    let answer = solver::hint_in_game(&positions, Budget::hint());
    match answer.hint {
        Ok(h) => (0, format!("{}  {}\n", h.text, h.reason), note),
        Err(solver::NoHint::NotWinnable) => {
            let back = match answer.last_winnable {
                Some(k) => format!("; it was last winnable {k} move{} back", if k == 1 { "" } else { "s" }),
                None if positions.len() > 1 => "; it was not winnable from the start".into(),
                None => String::new(),
            };
            (0, format!("not winnable: no solution from this position (proven){back}\n"), note)
        }
        Err(e) => (0, format!("no hint: {e}\n"), note),
    }
}

/// Peak resident memory (VmHWM) in kB, where /proc says.
pub fn peak_memory_kb() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = s.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Wilson 95% interval for `k` of `n`.
pub fn wilson(k: usize, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 0.0);
    }
    let (k, n, z) = (k as f64, n as f64, 1.96f64);
    let p = k / n;
    let d = 1.0 + z * z / n;
    let c = (p + z * z / (2.0 * n)) / d;
    let h = z * ((p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt()) / d;
    ((c - h).max(0.0), (c + h).min(1.0))
}

/// `swarm bench GAME A..B [--opt ...] [--budget-ms M]`: solver (and, for
/// games that hide cards, fair autoplay) statistics over a deal range.
/// With `--fair-only`, each deal's result is a line on standard error as it
/// is known, and the run ends when that output has.
pub fn cmd_bench(a: &Args, out: &mut Out) -> Outcome {
    let (game, lo, hi) = match target(a) {
        Ok(Target::Range(g, lo, hi)) => (g, lo, hi),
        Ok(Target::One(..)) => return usage("bench takes a deal range A..B"),
        Err((2, e)) => return usage(&e),
        Err((_, e)) => return fail(e),
    };
    let options = a.options(game).expect("checked in target");
    let hidden = game != GameId::Beeswax;
    let budget = match budget(a, if hidden { 10_000.0 } else { 20_000.0 }) {
        Ok(b) => b,
        Err(e) => return usage(&e),
    };
    let ms = budget.ms;
    let (mut solved, mut unsolvable, mut gave_up) = (0usize, 0usize, 0usize);
    let (mut fair_won, mut base_won) = (0usize, 0usize);
    let mut times = Vec::new();
    let mut per_deal = Vec::new();
    let mut hint_ms = Vec::new();
    // The time each fair autoplay move took to choose.
    let mut move_ms = Vec::new();
    let mut nodes = 0u64;
    let mut fair_ms = 0.0;
    // `--fair-only`: skip the peeking analysis and hint latency (fair autoplay alone).
    let fair_only = hidden && a.flag("--fair-only");
    let mut fair_budget = solver::fair::autoplay_hint_budget(solver::native_clock);
    if let Some(v) = a.value("--fair-nodes") {
        match v.parse::<u64>() {
            Ok(n) if n > 0 => {
                fair_budget.nodes = n;
                fair_budget.ms = fair_budget.ms.max(n as f64 / 15.0);
            }
            _ => return usage(&format!("--fair-nodes `{}` is not a positive whole number", crate::text::clip(v, 12))),
        }
    }
    for n in lo..=hi {
        let g = match AnyGame::deal(game, &options, n) {
            Ok(g) => g,
            Err(e) => return fail(e),
        };
        if fair_only {
            let f = solver::autoplay(&g, fair_budget, 600_000.0, 2000);
            fair_ms += f.ms;
            fair_won += f.won as usize;
            move_ms.extend_from_slice(&f.move_ms);
            let mut said =
                out.note(&format!("deal {n}: {} in {} moves", if f.won { "won" } else { "lost" }, f.moves.len()));
            if !f.won && std::env::var("SW_SHOW").is_ok() {
                let mut end = g.clone();
                for &m in &f.moves {
                    let _ = end.apply(m);
                }
                said &= out.note(&format!("{}stuck: {}", end.to_text(true), end.is_stuck()));
            }
            if !said {
                return (0, String::new(), String::new());
            }
            continue;
        }
        let t = solver::native_clock();
        let _ = solver::hint(&g, Budget::hint());
        hint_ms.push(solver::native_clock() - t);
        let r = solver::solve(&g, budget, true);
        match r.word() {
            "solved" => solved += 1,
            "unsolvable" => unsolvable += 1,
            _ => gave_up += 1,
        }
        times.push(r.ms);
        per_deal.push(r.nodes as f64);
        nodes += r.nodes;
        if hidden {
            let f = solver::autoplay(&g, fair_budget, 60_000.0, 2000);
            fair_ms += f.ms;
            fair_won += f.won as usize;
            move_ms.extend_from_slice(&f.move_ms);
            base_won += solver::fair::first_legal_autoplay(&g, 2000).won as usize;
        }
    }
    let deals = (hi - lo + 1) as usize;
    let decided = solved + unsolvable;
    times.sort_by(|x, y| x.total_cmp(y));
    let total_ms: f64 = times.iter().sum();
    let (wl, wh) = wilson(solved, decided);
    let mut s = format!(
        "{} deals {lo}..{hi} ({deals}){}\n",
        game.key(),
        if options.non_default().is_empty() { String::new() } else { format!(" options {}", options.summary()) }
    );
    if fair_only {
        s.push_str("peeking analysis skipped (--fair-only)\n");
    } else {
        let kind = if hidden { "peeking analysis" } else { "complete search" };
        s.push_str(&format!(
            "{kind}: decided {decided} of {deals} (winnable {solved}, not winnable {unsolvable}, gave up {gave_up}; budget {ms} ms a deal)\n"
        ));
        s.push_str(&format!(
            "winnable share: {:.2}% of decided (95% interval {:.2}%–{:.2}%)\n",
            100.0 * solved as f64 / decided.max(1) as f64,
            100.0 * wl,
            100.0 * wh
        ));
        s.push_str(&format!(
            "time per deal: median {:.4} ms, p95 {:.4} ms, p99 {:.4} ms, max {:.4} ms; total {:.1} ms\n",
            percentile(&times, 50.0),
            percentile(&times, 95.0),
            percentile(&times, 99.0),
            times.last().copied().unwrap_or(0.0),
            total_ms
        ));
        per_deal.sort_by(|x, y| x.total_cmp(y));
        s.push_str(&format!(
            "nodes per deal (independent of machine load): median {}, p95 {}, p99 {}, max {}\n",
            percentile(&per_deal, 50.0),
            percentile(&per_deal, 95.0),
            percentile(&per_deal, 99.0),
            per_deal.last().copied().unwrap_or(0.0)
        ));
        s.push_str(&format!(
            "nodes: {nodes} ({:.0} nodes/s)\n",
            if total_ms > 0.0 { nodes as f64 / (total_ms / 1000.0) } else { 0.0 }
        ));
        hint_ms.sort_by(|x, y| x.total_cmp(y));
        s.push_str(&format!(
            "hint latency at the deal (budget 100 ms): median {:.2} ms, p95 {:.2} ms, max {:.2} ms\n",
            percentile(&hint_ms, 50.0),
            percentile(&hint_ms, 95.0),
            hint_ms.last().copied().unwrap_or(0.0)
        ));
    }
    if hidden {
        let (fl, fh) = wilson(fair_won, deals);
        let (bl, bh) = wilson(base_won, deals);
        s.push_str(&format!(
            "fair autoplay: won {fair_won} of {deals} ({:.1}%, 95% interval {:.1}%–{:.1}%), {:.1} ms a game\n",
            100.0 * fair_won as f64 / deals as f64,
            100.0 * fl,
            100.0 * fh,
            fair_ms / deals as f64
        ));
        move_ms.sort_by(|x, y| x.total_cmp(y));
        s.push_str(&format!(
            "fair autoplay, time to choose a move (budget {} ms): median {:.2} ms, p95 {:.2} ms, max {:.2} ms\n",
            fair_budget.ms,
            percentile(&move_ms, 50.0),
            percentile(&move_ms, 95.0),
            move_ms.last().copied().unwrap_or(0.0)
        ));
        s.push_str(&format!(
            "baseline (first legal move): won {base_won} of {deals} ({:.1}%, 95% interval {:.1}%–{:.1}%)\n",
            100.0 * base_won as f64 / deals as f64,
            100.0 * bl,
            100.0 * bh
        ));
    }
    if let Some(kb) = peak_memory_kb() {
        s.push_str(&format!("peak memory (VmHWM): {:.1} MB\n", kb as f64 / 1024.0));
    }
    (0, s, String::new())
}
