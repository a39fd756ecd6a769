//! Fair autoplay of Spider or Beetle over a range of deals with a node cap
//! only (no time cap, so a loaded machine does not change the result), on
//! several threads. Usage:
//! `cargo run --release --example fair_bench -- GAME A B [SUITS] [NODES] [THREADS]`
//! (GAME `spider` or `beetle`; SUITS 1, 2 or 4 for Spider; NODES positions a
//! hint, default the page's 1,500, which Beetle multiplies by
//! `tuning::BEETLE_SEARCH`; THREADS default 2). The summary adds the time a
//! move took to choose (median, p95, max; no time cap here). `SW_SHOW=1` prints
//! each lost game's final position, `SW_TRACE=1` the position before every deal.
//! A seventh argument picks the player: `fair` (the game's own, default) or
//! `commit` (Spider by commitments, `solver::spider::commit`), optionally
//! with knobs: `commit:root=4000,inner=150,horizon=3,group=2,width=12`;
//! `chance` (chance nodes, `solver::spider::chance`, knobs
//! `root inner width group explore widen alpha rollout learned`;
//! `learned=1000` values leaves by the learned value, `docs/lab/learned-value.md`) or `nested` (a
//! level-1 nested rollout of the current player, `solver::spider::nested`,
//! knobs `root policy moves width group`).

use swarm::games::options::Options;
use swarm::games::{AnyGame, GameId};
use swarm::solver::{self, fair, tuning};

mod support;
use support::{arg, parallel};

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let game = match a.get(1).map(String::as_str) {
        Some("beetle") => GameId::Beetle,
        Some("spider") => GameId::Spider,
        _ => {
            eprintln!("usage: fair_bench spider|beetle A B [SUITS] [NODES] [THREADS]");
            std::process::exit(2);
        }
    };
    let (lo, hi): (u32, u32) = (arg(&a, 2, 1), arg(&a, 3, 30));
    let suits: String = arg(&a, 4, "4".to_string());
    let nodes: u64 = arg(&a, 5, tuning::AUTOPLAY_NODES);
    let threads: usize = arg(&a, 6, 2);
    let which: String = arg(&a, 7, "fair".to_string());
    let player = pick_player(&which);
    let options = match game {
        GameId::Spider => Options::parse(game, [("suits", suits.as_str())]),
        _ => Ok(Options::defaults(game)),
    };
    let options = options.unwrap_or_else(|e| {
        eprintln!("{e}");
        std::process::exit(2)
    });
    let t0 = std::time::Instant::now();
    let r = parallel((hi.saturating_sub(lo) + 1) as usize, threads, move |i| {
        let n = lo + i as u32;
        let Ok(g) = AnyGame::deal(game, &options, n) else { return None };
        let budget = fair::node_capped(nodes);
        let f = match player {
            Some(p) => fair::autoplay(&g, p, budget, f64::INFINITY, 2000),
            None => solver::autoplay(&g, budget, f64::INFINITY, 2000),
        };
        let mut end = g.clone();
        for &m in &f.moves {
            let _ = end.apply(m);
        }
        let removed = match &end {
            AnyGame::Spider(s) => s.removed_count(),
            _ => 0,
        };
        let word = if f.won { "won" } else { "lost" };
        eprintln!("deal {n}: {word} in {} moves, {removed} suits removed, {} positions", f.moves.len(), f.nodes);
        if std::env::var("SW_TRACE").is_ok() {
            let mut t = g.clone();
            for &m in &f.moves {
                if matches!(m, swarm::games::Move::Deal) {
                    eprintln!("--- before deal:\n{}", t.to_text(true));
                }
                let _ = t.apply(m);
            }
        }
        if !f.won && std::env::var("SW_SHOW").is_ok() {
            eprintln!("{}", end.to_text(true));
        }
        Some((f.won, f.nodes, f.move_ms, removed))
    });
    let won = r.iter().filter(|x| x.0).count();
    let total: u64 = r.iter().map(|x| x.1).sum();
    // A move that follows a line chosen before takes no search: only hints count.
    let mut ms: Vec<f64> = r.iter().flat_map(|x| x.2.iter().copied()).filter(|&t| t > 0.05).collect();
    let hints = ms.len() as u64;
    ms.sort_by(|x, y| x.total_cmp(y));
    let n = r.len().max(1) as f64;
    let suits_removed = r.iter().map(|x| x.3 as f64).sum::<f64>() / n;
    println!(
        "{} {}{which} deals {lo}..{hi}, {nodes}{} positions a hint: won {won} of {} ({:.1}%, 95% {:.1}–{:.1}%), {suits_removed:.2} suits removed a game, {:.0} positions a game, {:.0} hints a game, {:.0} positions a hint, {:.0} s; a hint takes median {:.1} ms, p95 {:.1} ms, max {:.1} ms ({threads} threads)",
        game.key(),
        if game == GameId::Spider { format!("suits={suits} ") } else { String::new() },
        if game == GameId::Beetle { format!(" × {}", tuning::BEETLE_SEARCH) } else { String::new() },
        r.len(),
        100.0 * won as f64 / n,
        100.0 * wilson(won as f64, n).0,
        100.0 * wilson(won as f64, n).1,
        total as f64 / n,
        hints as f64 / n,
        total as f64 / hints.max(1) as f64,
        t0.elapsed().as_secs_f64(),
        solver::percentile(&ms, 50.0),
        solver::percentile(&ms, 95.0),
        ms.last().copied().unwrap_or(0.0)
    );
}

/// The player named by the seventh argument: `None` for the game's own.
fn pick_player(which: &str) -> Option<&'static dyn fair::Player> {
    let (name, knobs) = which.split_once(':').unwrap_or((which, ""));
    match name {
        "fair" => None,
        "commit" => {
            let mut c = solver::spider::commit::COMMIT;
            for kv in knobs.split(',').filter(|kv| !kv.is_empty()) {
                let (k, v) = kv.split_once('=').unwrap_or((kv, ""));
                let v: u64 = v.parse().unwrap_or_else(|_| panic!("knob {kv}: not a number"));
                match k {
                    "root" => c.root = v,
                    "inner" => c.inner = v,
                    "horizon" => c.horizon = v as usize,
                    "phases" => c.phases = v as usize,
                    "group" => c.group = v as usize,
                    "width" => c.width = v as usize,
                    "deal" => c.deal_early = v != 0,
                    "dealw" => c.deal_weight = v as i64,
                    "mob" => c.mobility = v as i64,
                    _ => panic!("unknown knob {k}"),
                }
            }
            Some(Box::leak(Box::new(c)))
        }
        "chance" => {
            let mut c = solver::spider::chance::CHANCE;
            for (k, v) in knob_values(knobs) {
                match k.as_str() {
                    "root" => c.root = v as u64,
                    "inner" => c.inner = v as u64,
                    "width" => c.width = v as usize,
                    "group" => c.group = v as usize,
                    "explore" => c.explore = v,
                    "widen" => c.widen = v,
                    "alpha" => c.alpha = v,
                    "rollout" => c.rollout = v as usize,
                    "learned" => c.learned = v,
                    _ => panic!("unknown knob {k}"),
                }
            }
            Some(Box::leak(Box::new(c)))
        }
        "nested" => {
            let mut c = solver::spider::nested::NESTED;
            for (k, v) in knob_values(knobs) {
                match k.as_str() {
                    "root" => c.root = v as u64,
                    "policy" => c.policy = v as u64,
                    "moves" => c.moves = v as usize,
                    "width" => c.width = v as usize,
                    "group" => c.group = v as usize,
                    _ => panic!("unknown knob {k}"),
                }
            }
            Some(Box::leak(Box::new(c)))
        }
        _ => panic!("unknown player {name}: fair, commit, chance or nested"),
    }
}

/// `k=v,k=v` as names and numbers.
fn knob_values(knobs: &str) -> Vec<(String, f64)> {
    let parse = |kv: &str| {
        let (k, v) = kv.split_once('=').unwrap_or((kv, ""));
        let v: f64 = v.parse().unwrap_or_else(|_| panic!("knob {kv}: not a number"));
        (k.to_string(), v)
    };
    knobs.split(',').filter(|kv| !kv.is_empty()).map(parse).collect()
}

/// The Wilson 95 % interval of `k` wins in `n` games.
fn wilson(k: f64, n: f64) -> (f64, f64) {
    let (z, p) = (1.96f64, k / n);
    let d = 1.0 + z * z / n;
    let c = (p + z * z / (2.0 * n)) / d;
    let h = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / d;
    (c - h, c + h)
}
