//! `swarm rate GAME (N | A..B) [--opt KEY=VALUE]... [--json]`: each deal's
//! difficulty (`solver::rate`), one line a deal, as soon as it is known.

use super::out::Out;
use super::{fail, usage, Args, Outcome};
use crate::games::{AnyGame, GameId};
use crate::solver::rate::{rate, Rating};

/// The JSON line of deal `n`'s rating: the label and number, then the parts.
pub fn json_line(game: &AnyGame, n: u32, r: &Rating) -> String {
    let mut o = serde_json::Map::new();
    o.insert("game".into(), game.id().key().into());
    o.insert("deal".into(), n.into());
    let options = game.options().summary();
    if !options.is_empty() {
        o.insert("options".into(), options.into());
    }
    o.insert("difficulty".into(), r.difficulty.word().into());
    o.insert("rating".into(), r.rating.into());
    o.insert("score".into(), if r.score == u32::MAX { serde_json::Value::Null } else { r.score.into() });
    o.insert("search".into(), r.search.into());
    o.insert("search_nodes".into(), r.search_nodes.into());
    o.insert("solution".into(), r.solution.map_or(serde_json::Value::Null, Into::into));
    if let Some((w, n)) = r.first_moves {
        o.insert("first_moves".into(), n.into());
        o.insert("winning_first_moves".into(), w.into());
    }
    o.insert("plays".into(), r.plays.into());
    o.insert("plays_won".into(), r.plays_won.into());
    o.insert("progress".into(), r.progress.into());
    o.insert("play_nodes".into(), r.play_nodes.into());
    o.insert("nodes".into(), r.nodes.into());
    format!("{}\n", serde_json::Value::Object(o))
}

/// The human line: `spider deal 7: hard (61)`, a proven loss said so.
fn human(game: &AnyGame, n: u32, r: &Rating) -> String {
    let what = format!("{} deal {n}", game.id().key());
    if r.score == u32::MAX {
        return format!("{what}: not winnable (proven)\n");
    }
    let plays = if r.plays > 0 { format!(", fair play won {} of {}", r.plays_won, r.plays) } else { String::new() };
    let first = r.first_moves.map_or(String::new(), |(w, n)| format!(", {w} of {n} first moves win"));
    format!("{what}: {} ({}){first}{plays}\n", r.difficulty.word(), r.rating)
}

/// `swarm rate GAME (N | A..B) [--opt KEY=VALUE]... [--json]`.
pub fn cmd_rate(a: &Args, out: &mut Out) -> Outcome {
    if a.positional.len() != 2 || a.value("--position").is_some() {
        return usage("rate takes GAME and N or A..B");
    }
    if let Some(k) =
        a.values.iter().map(|(k, _)| k.as_str()).chain(a.flags.iter().map(String::as_str)).find(|k| *k != "--json")
    {
        return usage(&format!("rate takes no {k}"));
    }
    let parsed = (|| {
        let game = GameId::parse(&a.positional[0])?;
        let options = a.options(game)?;
        let (lo, hi) = match super::solve::parse_range(&a.positional[1]) {
            Some(r) => r?,
            None => {
                let n = crate::deal::parse_deal_number(&a.positional[1])?;
                (n, n)
            }
        };
        Ok::<_, String>((game, options, lo, hi))
    })();
    let (game, options, lo, hi) = match parsed {
        Ok(p) => p,
        Err(e) => return usage(&e),
    };
    for n in lo..=hi {
        let g = match AnyGame::deal(game, &options, n) {
            Ok(g) => g,
            Err(e) => return fail(e),
        };
        let r = rate(&g);
        if !out.print(&if a.flag("--json") { json_line(&g, n, &r) } else { human(&g, n, &r) }) {
            break;
        }
    }
    (0, String::new(), String::new())
}
