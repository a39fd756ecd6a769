//! The greedy fallback every fair player ends with: each candidate move is
//! played in a few sampled worlds and followed by a greedy rollout (the move
//! with the best evaluation while one improves, else the stock); the move
//! with the best mix of where it leads and what it gives at once is the
//! hint, a move that makes progress before one that does not.

use crate::games::{AnyGame, Move};
use crate::solver::answer::{Hint, NoHint};
use crate::solver::eval::{evaluate, WON};
use crate::solver::search::Budget;
use crate::solver::tuning::{IMMEDIATE_WEIGHT, LOOKAHEAD_WEIGHT, SAMPLES};

use super::player::Player;
use super::reason::{reason, woods_bonus};
use super::worlds::{world, Seen};

/// What the greedy hint plays when no move is useful and there is no stock
/// move to fall back on (Spider and Beetle: fill a space, since a deal needs
/// every pile filled): given the position (world 0), the candidate moves and which of them may not be played (they return to a
/// position seen before), the candidate to play and why, if any.
pub type Filler = fn(&AnyGame, &[Move], &[bool]) -> Option<(usize, &'static str)>;

/// The fair player of a game with no player of its own: greedy rollouts.
#[derive(Copy, Clone, Debug, Default)]
pub struct Greedy;

impl Player for Greedy {
    fn choose(&self, game: &AnyGame, budget: Budget, seen: &Seen) -> (Result<Hint, NoHint>, Option<Vec<Move>>) {
        (greedy_hint(game, budget, seen, None), None)
    }
}

/// A greedy rollout in one world: from `g`, repeatedly play the move with
/// the best evaluation if it improves on the position, else deal (or turn
/// the waste over), else stop; at most `allowance` positions evaluated.
/// Returns the best evaluation met and the positions evaluated.
pub fn rollout(g: &AnyGame, allowance: u64) -> (i64, u64) {
    let mut cur = g.clone();
    let mut here = evaluate(&cur);
    let mut best = here;
    let mut used = 1;
    while used < allowance && !cur.is_won() {
        let mut pick: Option<(i64, AnyGame)> = None;
        let mut stock: Option<AnyGame> = None;
        for m in cur.legal_moves() {
            let mut c = cur.clone();
            if c.apply(m).is_err() {
                continue;
            }
            if matches!(m, Move::Deal | Move::TurnOver) {
                stock.get_or_insert(c);
                continue;
            }
            let e = evaluate(&c);
            used += 1;
            if e > here && pick.as_ref().is_none_or(|(b, _)| e > *b) {
                pick = Some((e, c));
            }
            if used >= allowance {
                break;
            }
        }
        match (pick, stock) {
            (Some((e, c)), _) => {
                here = e;
                cur = c;
            }
            (None, Some(c)) => {
                here = evaluate(&c);
                used += 1;
                cur = c;
            }
            (None, None) => break,
        }
        best = best.max(here);
    }
    if cur.is_won() {
        best = best.max(WON);
    }
    (best, used)
}

/// The hint by greedy rollouts per candidate (Beehive when its planner has
/// nothing; Spider and Beetle when no plan improves the position), with
/// `filler` for a position that cannot deal while a space is open.
pub fn greedy_hint(game: &AnyGame, budget: Budget, seen: &Seen, filler: Option<Filler>) -> Result<Hint, NoHint> {
    let t0 = (budget.clock)();
    let base = world(game, 0);
    let cands: Vec<Move> = base.legal_moves();
    if cands.is_empty() {
        return Err(NoHint::NoMove("no move is left".into()));
    }
    let now = evaluate(&base);
    // Per candidate: (sum of lookaheads, sum of immediate evals, worlds, loops).
    let mut acc: Vec<(i64, i64, i64, bool)> = vec![(0, 0, 0, false); cands.len()];
    let mut nodes = 0u64;
    let allowance = (budget.nodes / (SAMPLES * (cands.len() as u64 + 1))).max(1);
    // Where greedy play from the position itself leads, per world.
    let (mut base_look, mut worlds) = (0i64, 0i64);
    for i in 0..SAMPLES {
        if i > 0 && (nodes >= budget.nodes || (budget.clock)() - t0 > budget.ms) {
            break;
        }
        let w = if i == 0 { base.clone() } else { world(game, i) };
        let (here, n) = rollout(&w, allowance);
        base_look += here;
        worlds += 1;
        nodes += n;
        for (k, &m) in cands.iter().enumerate() {
            if acc[k].3 {
                continue;
            }
            let mut c = w.clone();
            if c.apply(m).is_err() {
                acc[k].3 = true;
                continue;
            }
            if i == 0 && seen.contains(&c) {
                acc[k].3 = true;
                continue;
            }
            let imm = evaluate(&c);
            let (look, n) = rollout(&c, allowance);
            nodes += n;
            acc[k].0 += look;
            acc[k].1 += imm;
            acc[k].2 += 1;
        }
    }
    let mut best: Option<(i64, usize, bool)> = None;
    let mut fallback: Option<usize> = None;
    for (k, &m) in cands.iter().enumerate() {
        let (look, imm, n, loops) = acc[k];
        if loops || n == 0 {
            continue;
        }
        let stock_move = matches!(m, Move::Deal | Move::TurnOver);
        // Progress now (a join, a turn-up, a quartet), or it opens a better
        // line than greedy play from here finds: lateral shuffles are not.
        let useful = imm > now * n || (look > now * n && look as i128 * worlds as i128 > base_look as i128 * n as i128);
        if stock_move {
            fallback.get_or_insert(k);
        }
        let total =
            (LOOKAHEAD_WEIGHT * (look / n) + IMMEDIATE_WEIGHT * (imm / n)).saturating_add(woods_bonus(&base, m));
        if best.is_none_or(|(t, _, u)| (useful, total) > (u, t)) {
            best = Some((total, k, useful));
        }
    }
    let ms = (budget.clock)() - t0;
    let (k, useful) = match (best, fallback) {
        (Some((_, k, true)), _) => (k, true),
        (_, Some(k)) => (k, false),
        (Some((_, k, false)), None) => match filler.and_then(|f| {
            let looping: Vec<bool> = acc.iter().map(|a| a.3).collect();
            f(&base, &cands, &looping)
        }) {
            Some((f, why)) => {
                let mv = cands[f];
                let mut after = base.clone();
                let _ = after.apply(mv);
                let reason = format!("{} · {why}", reason(&base, &after, mv, true));
                let ms = (budget.clock)() - t0;
                return Ok(Hint {
                    mv,
                    text: base.format_move(mv),
                    reason,
                    solution_len: None,
                    progress: false,
                    nodes,
                    ms,
                });
            }
            None => (k, false),
        },
        (None, None) => return Err(NoHint::NoMove("no useful move left".into())),
    };
    let mv = cands[k];
    let mut after = base.clone();
    let _ = after.apply(mv);
    let mut reason = reason(&base, &after, mv, useful);
    if !useful && !matches!(mv, Move::Deal | Move::TurnOver) {
        reason.push_str(" · no progress in sight");
    }
    Ok(Hint { mv, text: base.format_move(mv), reason, solution_len: None, progress: useful, nodes, ms })
}
