//! Fair Beehive hints: the complete search run on sampled worlds.
//!
//! - Pass 1 with cards left in the stock: deal. Redeals are unlimited and
//!   dealing changes nothing but the waste, so going once through the stock
//!   before playing from it loses nothing (from the deal, the position after
//!   the turn-over is the very same one) and shows every card of the pack:
//!   afterwards only the storehouse's face-down cards are hidden (Keller:
//!   Beehive is about managing the stock).
//! - A provably safe move (a merge, the storehouse's top onto its rank: see
//!   the parent module) is played at once: it is safe in every world.
//! - Otherwise every step of the search (some deals, then one play) is tried
//!   in each sampled world ([`fair::world`]: the hidden cards
//!   sorted, then shuffled by a fixed seed) and the position after it is
//!   solved by the complete search with a node cap; the step that wins in
//!   the most worlds is chosen (ties: the search's own order — quartets,
//!   plays onto a column, the storehouse into an empty column, the waste
//!   into one, fewest deals first), and the hint is its first move. With
//!   nothing hidden this is the exact verdict.
//!
//! Everything depends only on what the player sees: the steps are read
//! from the visible cards (the storehouse's top, the waste, the columns, and
//! the pack once it has been seen), and the worlds from the sorted hidden
//! cards.

use crate::games::beehive::Beehive;
use crate::games::{AnyGame, Game, Move};
use crate::solver::answer::{Hint, NoHint};
use crate::solver::fair::{self, greedy_hint, Player, Seen};
use crate::solver::search::{Budget, Clock, Dfs, Outcome, Space};
use crate::solver::tuning::{BEEHIVE_SOLVE_NODES, BEEHIVE_SOLVE_TABLE, BEEHIVE_WORLDS};

use super::{play, steps, BeehiveSpace, Step};

/// The fair player of Beehive: its own hint, else the greedy fallback.
#[derive(Copy, Clone, Debug, Default)]
pub struct BeehivePlayer;

impl Player for BeehivePlayer {
    fn choose(&self, game: &AnyGame, budget: Budget, seen: &Seen) -> (Result<Hint, NoHint>, Option<Vec<Move>>) {
        match hint(game, budget, seen) {
            Some(h) => (h, None),
            None => (greedy_hint(game, budget, seen, None), None),
        }
    }
}

/// The first game move of `step` from `b`.
fn first_move(b: &Beehive, step: Step) -> Move {
    if step.deals == 0 {
        return step.play.unwrap_or(Move::Deal);
    }
    if b.check_move(Move::Deal).is_ok() {
        Move::Deal
    } else {
        Move::TurnOver
    }
}

/// The complete search from `s`: 2 for a win, 0 for a proven loss, 1 when
/// it gave up; and the nodes it used.
fn verdict(s: &Beehive, clock: Clock) -> (u32, u64) {
    if s.is_won() {
        return (2, 1);
    }
    let budget = Budget { nodes: BEEHIVE_SOLVE_NODES, ms: f64::INFINITY, table: BEEHIVE_SOLVE_TABLE, clock };
    let r = Dfs::new(BeehiveSpace::new(s), s.clone(), budget).run();
    let v = match r.outcome {
        Outcome::Solved(_) => 2,
        Outcome::Unsolvable => 0,
        Outcome::GaveUp { .. } => 1,
    };
    (v, r.nodes)
}

fn hint_of(base: &AnyGame, mv: Move, why: String, progress: bool, nodes: u64, ms: f64) -> Hint {
    let mut after = base.clone();
    let _ = after.apply(mv);
    let mut reason = fair::reason(base, &after, mv, true);
    if !why.is_empty() {
        reason.push_str(" · ");
        reason.push_str(&why);
    }
    Hint { mv, text: base.format_move(mv), reason, solution_len: None, progress, nodes, ms }
}

/// The fair hint for a Beehive position; `None` leaves it to the greedy
/// fallback (no step to take, or every world lost).
pub fn hint(game: &AnyGame, budget: Budget, seen: &Seen) -> Option<Result<Hint, NoHint>> {
    let AnyGame::Beehive(_) = game else { return None };
    let t0 = (budget.clock)();
    let base = fair::world(game, 0);
    let AnyGame::Beehive(b) = &base else { return None };
    if b.is_won() {
        return Some(Err(NoHint::Won));
    }
    if b.pass() == 1 && !b.stock().is_empty() {
        let why = "look through the stock first: redeals are unlimited, so nothing is lost".to_string();
        return Some(Ok(hint_of(&base, Move::Deal, why, true, 0, (budget.clock)() - t0)));
    }
    let space = BeehiveSpace::new(b);
    if let Some(step) = space.forced(b) {
        let why = "safe in every case".to_string();
        return Some(Ok(hint_of(&base, first_move(b, step), why, true, 0, (budget.clock)() - t0)));
    }
    let mut cands = Vec::new();
    steps(&space, b, &mut cands);
    cands.retain(|&st| {
        let mut after = base.clone();
        after.apply(first_move(b, st)).is_ok() && (st.deals > 0 || !seen.contains(&after))
    });
    if cands.is_empty() {
        return None;
    }
    let hidden = !game.unseen().is_empty();
    let worlds = if hidden { BEEHIVE_WORLDS } else { 1 };
    let mut score = vec![0u32; cands.len()];
    let mut nodes = 0u64;
    let mut used = 0u64;
    for i in 0..worlds {
        if i > 0 && (budget.clock)() - t0 > budget.ms {
            break;
        }
        let w = if i == 0 { base.clone() } else { fair::world(game, i) };
        let AnyGame::Beehive(wb) = &w else { return None };
        used += 1;
        for (k, &st) in cands.iter().enumerate() {
            let mut c = wb.clone();
            if !play(&mut c, st) {
                continue;
            }
            let (v, n) = verdict(&c, budget.clock);
            nodes += n;
            score[k] += v;
            // With nothing hidden the first win is the answer.
            if !hidden && v == 2 {
                break;
            }
        }
    }
    let (k, &best) = score.iter().enumerate().max_by_key(|&(k, &s)| (s, std::cmp::Reverse(k)))?;
    if best == 0 {
        return None;
    }
    let st = cands[k];
    let mv = first_move(b, st);
    let wins = format!("wins in {} of {} sampled {}", halves(best), used, if used == 1 { "world" } else { "worlds" });
    let why = match (st.deals, st.play) {
        (0, _) | (_, None) => wins,
        (d, Some(_)) => {
            let mut c = b.clone();
            let _ = play(&mut c, Step { deals: d, play: None });
            let card = c.waste().last().map(|c| c.pretty()).unwrap_or_default();
            format!("{d} {} bring {card} to the top · {wins}", if d == 1 { "deal" } else { "deals" })
        }
    };
    let why = if hidden { why } else { why.replace("wins in 1 of 1 sampled world", "winnable") };
    Some(Ok(hint_of(&base, mv, why, true, nodes, (budget.clock)() - t0)))
}

/// A score in half points (a tie scores 1 of 2) as `{}` writes the f64
/// `score / 2` ("3", "3.5"), without pulling float formatting into the wasm.
fn halves(score: u32) -> String {
    format!("{}{}", score / 2, if score % 2 == 1 { ".5" } else { "" })
}

#[cfg(test)]
mod tests {
    #[test]
    fn halves_as_the_float_is_written() {
        for score in 0..5_000u32 {
            assert_eq!(super::halves(score), format!("{}", score as f64 / 2.0));
        }
    }
}
