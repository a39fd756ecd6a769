//! `swarm review GAME (N | --position FILE) [--opt ...] --moves MOVES
//! [--nodes N] [--fair-nodes N] [--json]`: after each move, whether the
//! game was still winnable and the fair player's chance from there
//! (`solver::review`), each move's class and the better move, then the move
//! that lost the game or the most chance.

use super::out::Out;
use super::{fail, start_session, usage, Args, Outcome};
use crate::games::GameId;
use crate::solver::review::{move_words, percent, Ply, Review, ReviewBudget, Reviewer, Verdict};

fn json_value<T: Into<serde_json::Value>>(v: Option<T>) -> serde_json::Value {
    v.map_or(serde_json::Value::Null, Into::into)
}

/// A chance (wins, worlds) as a fraction rounded to 3 places.
fn fraction(c: Option<(u32, u32)>) -> serde_json::Value {
    json_value(c.map(|(w, n)| if n == 0 { 0.0 } else { (1000.0 * w as f64 / n as f64).round() / 1000.0 }))
}

/// A ply's JSON line: `{"ply":9,"move":"B2","winnable":false,"chance":null,
/// "class":"lost_game","better":"2B","win_after":37,"kept":["2B"],…}`:
/// `better` is the move that would have been better (or null),
/// `better_chance` the fair player's chance after it (the games that hide
/// cards), `win_after` the moves of the win found after it (at a lost game),
/// `kept` every move that kept the game winnable there (Beeswax, Beehive).
pub fn ply_json(p: &Ply) -> String {
    let b = p.better.as_ref();
    let mut o = serde_json::Map::new();
    o.insert("ply".into(), p.ply.into());
    o.insert("move".into(), p.mv.clone().into());
    o.insert("winnable".into(), json_value(p.winnable));
    o.insert("chance".into(), fraction(p.chance));
    o.insert("worlds".into(), json_value(p.chance.map(|c| c.1)));
    o.insert("worlds_won".into(), json_value(p.chance.map(|c| c.0)));
    o.insert("class".into(), json_value(p.class.map(|c| c.name())));
    o.insert("better".into(), json_value(b.map(|b| b.mv.clone())));
    o.insert("better_chance".into(), fraction(b.and_then(|b| b.chance)));
    o.insert("win_after".into(), json_value(b.and_then(|b| b.win_after)));
    o.insert("kept".into(), json_value(b.filter(|b| !b.kept.is_empty()).map(|b| b.kept.clone())));
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
    o.insert("start_chance".into(), fraction(start.chance));
    format!("{}\n", serde_json::Value::Object(o))
}

/// A ply in words: "9 B2: not winnable · lost the game; 2B kept it
/// winnable (won in 37 more moves)".
fn human(p: &Ply, game: GameId) -> String {
    let w = match p.winnable {
        Some(true) => "winnable",
        Some(false) => "not winnable",
        None => "winnable: not decided",
    };
    let c = match p.chance {
        Some((won, n)) => format!(", chance {}% ({won} of {n})", percent((won, n))),
        None => String::new(),
    };
    let taught =
        move_words(p.class, p.better.as_ref(), game != GameId::Beeswax).map(|t| format!(" · {t}")).unwrap_or_default();
    format!("{} {}: {w}{c}{taught}\n", p.ply, p.mv)
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
        if !out.print(&if json { ply_json(p) } else { human(p, r.game) }) {
            return (0, String::new(), String::new());
        }
    }
    out.print(&if json { summary_json(&r) } else { format!("{}\n", r.summary()) });
    (0, String::new(), note.unwrap_or_default())
}
