//! `swarm next-winnable` and `swarm daily` (SPEC §4–5): winnable deals and
//! the deal of the day, from [`crate::winnable`].

use super::{fail, usage, Args, Outcome};
use crate::games::GameId;
use crate::winnable::{self, Date, Found};

/// Each deal's budget: the daily search's node cap (so the answer is the
/// same on every machine), or `--nodes N` / `--budget-ms M`.
fn budget(a: &Args, game: GameId) -> Result<crate::solver::Budget, String> {
    super::solve::with_flags(a, winnable::daily_budget(game))
}

fn json(game: GameId, f: &Found, extra: &[(&str, serde_json::Value)]) -> String {
    let mut o = serde_json::Map::new();
    o.insert("game".into(), game.key().into());
    for (k, v) in extra {
        o.insert((*k).into(), v.clone());
    }
    o.insert("deal".into(), f.deal.map_or(serde_json::Value::Null, Into::into));
    o.insert("claim".into(), winnable::claim(game).into());
    let moves = f.solution.as_ref().map(|s| s.texts.clone()).unwrap_or_default();
    o.insert("moves".into(), moves.into());
    let skipped: Vec<serde_json::Value> = f
        .skipped
        .iter()
        .map(|s| {
            serde_json::json!({
                "deal": s.deal,
                "result": match s.why { winnable::Skip::Unsolvable => "unsolvable", winnable::Skip::GaveUp => "gave_up" },
                "nodes": s.nodes,
                "ms": (s.ms * 1000.0).round() / 1000.0,
            })
        })
        .collect();
    o.insert("skipped".into(), skipped.into());
    o.insert("nodes".into(), f.nodes.into());
    o.insert("ms".into(), serde_json::json!((f.ms * 1000.0).round() / 1000.0));
    format!("{}\n", serde_json::Value::Object(o))
}

/// The deals passed over, one line each, for standard error.
fn notes(f: &Found) -> String {
    f.skipped.iter().map(|s| format!("skipped {s}")).collect::<Vec<_>>().join("\n")
}

/// `swarm next-winnable GAME N [--opt ...] [--nodes N] [--budget-ms M] [--json]`:
/// prints the first deal number ≥ N that is winnable (Beeswax, Beehive:
/// proven; Spider, Beetle: a win found with every card known); the deals
/// passed over go to standard error with the reason.
pub fn cmd_next_winnable(a: &Args) -> Outcome {
    if a.positional.len() != 2 || a.value("--position").is_some() {
        return usage("next-winnable takes GAME and N");
    }
    let parsed = (|| {
        let game = GameId::parse(&a.positional[0])?;
        let options = a.options(game)?;
        let n = crate::deal::parse_deal_number(&a.positional[1])?;
        Ok::<_, String>((game, options, n, budget(a, game)?))
    })();
    let (game, options, n, budget) = match parsed {
        Ok(p) => p,
        Err(e) => return usage(&e),
    };
    let f = match winnable::next_winnable(game, &options, n, budget) {
        Ok(f) => f,
        Err(e) => return fail(e),
    };
    let Some(deal) = f.deal else {
        let last = f.skipped.last().map_or(n, |s| s.deal);
        return (
            1,
            if a.flag("--json") { json(game, &f, &[]) } else { String::new() },
            format!("{}\nswarm: no winnable {} deal found from {n} to {last}", notes(&f), game.key()),
        );
    };
    let out = if a.flag("--json") { json(game, &f, &[]) } else { format!("{deal}\n") };
    (0, out, notes(&f))
}

/// `swarm daily GAME [YYYY-MM-DD] [--opt KEY=VALUE]... [--json]`: the deal
/// of the day (UTC today when no date is given) with the rules given (the
/// game's default ones when none), the page's own search.
pub fn cmd_daily(a: &Args) -> Outcome {
    if a.positional.is_empty() || a.positional.len() > 2 || a.value("--position").is_some() {
        return usage("daily takes GAME and an optional date YYYY-MM-DD");
    }
    let game = match GameId::parse(&a.positional[0]) {
        Ok(g) => g,
        Err(e) => return usage(&e),
    };
    let options = match a.options(game) {
        Ok(o) => o,
        Err(e) => return usage(&e),
    };
    let date = match a.positional.get(1).map(|s| Date::parse(s)) {
        None => Date::today_utc(),
        Some(Ok(d)) => d,
        Some(Err(e)) => return usage(&e),
    };
    let d = match winnable::daily_with(&options, date) {
        Ok(d) => d,
        Err(e) => return usage(&e),
    };
    let out = if a.flag("--json") {
        let rules = ("options", options.summary().into());
        json(game, &d.found, &[("date", date.to_string().into()), rules, ("start", d.start.into())])
    } else {
        format!("{}\n", d.deal)
    };
    if !d.winnable {
        return (1, out, format!("{}\nswarm: no winnable deal found for {date}", notes(&d.found)));
    }
    (0, out, notes(&d.found))
}
