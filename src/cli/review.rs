//! `swarm review GAME (N | --position FILE) [--opt ...] --moves MOVES
//! [--nodes N] [--fair-nodes N] [--json]`: after each move, whether the
//! game was still winnable and the fair player's chance from there
//! (`solver::review`), then the move that lost the game or the most chance.

use super::out::Out;
use super::{fail, start_session, usage, Args, Outcome};
use crate::solver::review::{Ply, Review, ReviewBudget, Reviewer, Verdict};

fn json_value<T: Into<serde_json::Value>>(v: Option<T>) -> serde_json::Value {
    v.map_or(serde_json::Value::Null, Into::into)
}

/// A ply's JSON line: `{"ply":9,"move":"B2","winnable":false,"chance":null,…}`.
pub fn ply_json(p: &Ply) -> String {
    let chance = p.chance_f64().map(|c| (c * 1000.0).round() / 1000.0);
    let mut o = serde_json::Map::new();
    o.insert("ply".into(), p.ply.into());
    o.insert("move".into(), p.mv.clone().into());
    o.insert("winnable".into(), json_value(p.winnable));
    o.insert("chance".into(), json_value(chance));
    o.insert("worlds".into(), json_value(p.chance.map(|c| c.1)));
    o.insert("worlds_won".into(), json_value(p.chance.map(|c| c.0)));
    o.insert("nodes".into(), p.nodes.into());
    format!("{}\n", serde_json::Value::Object(o))
}

/// The summary's JSON line: the verdict, its move, and the start.
pub fn summary_json(r: &Review) -> String {
    let (kind, ply) = match r.verdict {
        Verdict::LostGame { ply } => ("lost_game", Some(ply)),
        Verdict::LostChance { ply, .. } => ("lost_chance", Some(ply)),
        Verdict::NotWinnable => ("not_winnable", None),
        Verdict::NothingLost => ("nothing_lost", None),
        Verdict::Undecided => ("undecided", None),
    };
    let start = &r.plies[0];
    let mut o = serde_json::Map::new();
    o.insert("summary".into(), r.summary().into());
    o.insert("verdict".into(), kind.into());
    o.insert("ply".into(), json_value(ply));
    o.insert("move".into(), json_value(ply.map(|k| r.plies[k].mv.clone())));
    o.insert("start_winnable".into(), json_value(start.winnable));
    o.insert("start_chance".into(), json_value(start.chance_f64().map(|c| (c * 1000.0).round() / 1000.0)));
    format!("{}\n", serde_json::Value::Object(o))
}

fn human(p: &Ply) -> String {
    let w = match p.winnable {
        Some(true) => "winnable",
        Some(false) => "not winnable",
        None => "winnable: not decided",
    };
    let c = match p.chance {
        Some((won, n)) => format!(", chance {}% ({won} of {n})", (1000 * won / n.max(1) + 5) / 10),
        None => String::new(),
    };
    format!("{} {}: {w}{c}\n", p.ply, p.mv)
}

fn positive(a: &Args, flag: &str) -> Result<Option<u64>, String> {
    a.value(flag)
        .map(|v| {
            v.parse::<u64>()
                .ok()
                .filter(|&n| n > 0)
                .ok_or_else(|| format!("{flag} `{}` is not a positive whole number", crate::text::clip(v, 12)))
        })
        .transpose()
}

/// `swarm review …`: one line a move, then the summary.
pub fn cmd_review(a: &Args, out: &mut Out) -> Outcome {
    if a.positional.len() > 2 {
        return usage("review takes GAME and N (or --position FILE)");
    }
    let Some(moves) = a.value("--moves") else { return usage("review needs --moves") };
    let (nodes, fair) = match (positive(a, "--nodes"), positive(a, "--fair-nodes")) {
        (Ok(n), Ok(f)) => (n, f),
        (Err(e), _) | (_, Err(e)) => return usage(&e),
    };
    let (s, note) = match start_session(a) {
        Err(e) => return usage(&e),
        Ok(Err(e)) => return fail(e),
        Ok(Ok(s)) => s,
    };
    let start = s.state().clone();
    let texts = match super::moves_of(&start, moves) {
        Ok(t) => t,
        Err(e) => return fail(e),
    };
    let mut budget = ReviewBudget::default_for(start.id());
    budget.search_nodes = nodes.unwrap_or(budget.search_nodes);
    budget.hint_nodes = fair.unwrap_or(budget.hint_nodes);
    let reviewer = match Reviewer::of_moves(&start, &texts, budget) {
        Ok(r) => r,
        Err(e) => return fail(e),
    };
    let r = reviewer.run();
    let json = a.flag("--json");
    for p in &r.plies[1..] {
        if !out.print(&if json { ply_json(p) } else { human(p) }) {
            return (0, String::new(), String::new());
        }
    }
    out.print(&if json { summary_json(&r) } else { format!("{}\n", r.summary()) });
    (0, String::new(), note.unwrap_or_default())
}
