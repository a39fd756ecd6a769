//! Spider's fair player by a level-1 nested rollout of the current player
//! (issue 35's second candidate; `docs/lab/chance-nodes.md`).
//!
//! The arms are the commitments of [`super::commit`] (rearrangements ending
//! in a turn-up or, when nothing can be turned up, the deal). Each arm is
//! scored in sampled worlds (world `j` for every arm's `j`-th sample) by a
//! rollout in which [`SpiderPlayer`] (the current fair player, itself fair
//! inside the world: it samples the world's hidden cards) plays on with
//! [`Nested::policy`] positions a hint, through the next deal or for
//! [`Nested::moves`] moves, whichever comes first; the rollout's score is
//! the best arrangement its last position's closure finds. Sequential
//! halving spends the hint's positions. Yan et al. (2004) measured such a
//! level over a good base policy as the largest single gain in Klondike,
//! at about ten times the cost.

use std::cmp::Reverse;

use crate::games::spider::{Spider, Variant};
use crate::games::{AnyGame, Game, Move};
use crate::solver::answer::{Hint, NoHint};
use crate::solver::fair::{node_capped, reason, AutoPlayer, Player, Seen};
use crate::solver::search::Budget;

use super::commit::{closure, open_budget, play, world, Commit, COMMIT};
use super::evaluate;
use super::fair::SpiderPlayer;

/// The nested player's knobs (`fair_bench … nested:knob=value,…`).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Nested {
    /// Most positions of the root's closure.
    pub root: u64,
    /// Positions a hint of the current player inside a rollout.
    pub policy: u64,
    /// Moves a rollout plays at most.
    pub moves: usize,
    /// Commitments kept in all…
    pub width: usize,
    /// …and per pile turned up.
    pub group: usize,
}

/// The player as measured.
pub const NESTED: Nested = Nested { root: 4000, policy: 100, moves: 20, width: 6, group: 1 };

/// The inner player of the rollouts.
static INNER: SpiderPlayer = SpiderPlayer;

impl Player for Nested {
    fn choose(&self, game: &AnyGame, budget: Budget, seen: &Seen) -> (Result<Hint, NoHint>, Option<Vec<Move>>) {
        match game {
            AnyGame::Spider(s) if s.variant() == Variant::Spider && !s.unseen().is_empty() => {
                match self.search(s, budget, seen) {
                    Some((h, line)) => (Ok(h), Some(line)),
                    None => SpiderPlayer.choose(game, open_budget(budget), seen),
                }
            }
            _ => SpiderPlayer.choose(game, open_budget(budget), seen),
        }
    }

    fn unstall(&self, game: &AnyGame, seen: &Seen) -> Option<Move> {
        SpiderPlayer.unstall(game, seen)
    }
}

impl Nested {
    /// The current player's rollout from `w` (a sampled world just after an
    /// arm; `dealt`: the arm was the deal): through the next deal or
    /// [`Nested::moves`] moves. Adds the positions evaluated.
    fn rollout(&self, w: Spider, dealt: bool, nodes: &mut u64) -> i64 {
        let mut g = AnyGame::Spider(w);
        let mut auto = AutoPlayer::new(&g, &INNER);
        let budget = node_capped(self.policy);
        if !dealt {
            for _ in 0..self.moves {
                if g.is_won() {
                    break;
                }
                let Some(m) = auto.next(&g, budget) else { break };
                if g.apply(m).is_err() {
                    break;
                }
                auto.played(m, &g);
                if m == Move::Deal {
                    break;
                }
            }
        }
        *nodes += auto.nodes;
        let AnyGame::Spider(end) = g else { return 0 };
        if end.is_won() {
            return evaluate(&end);
        }
        let c = closure(&end, 150);
        *nodes += c.nodes;
        c.best.max(-50_000)
    }

    /// The hint and the line to its commitment, or `None` when there is
    /// nothing to commit to.
    fn search(&self, s: &Spider, budget: Budget, seen: &Seen) -> Option<(Hint, Vec<Move>)> {
        let t0 = (budget.clock)();
        let w0 = world(s, 0);
        let base = AnyGame::Spider(w0.clone());
        let root = closure(&w0, self.root.min(budget.nodes / 4).max(150));
        let mut nodes = root.nodes;
        let pick = Commit { width: self.width, group: self.group, deal_early: false, ..COMMIT };
        let cands = pick.candidates(&base, root.cands, seen);
        if cands.is_empty() {
            return None;
        }
        let k = cands.len();
        let (mut sum, mut n) = (vec![0i64; k], vec![0i64; k]);
        let mut alive: Vec<usize> = (0..k).collect();
        let rounds = (usize::BITS - (k - 1).leading_zeros()) as u64;
        let mut out = k == 1;
        for r in 0..rounds {
            if out {
                break;
            }
            let share = budget.nodes.saturating_sub(nodes) / (rounds - r);
            let start = nodes;
            loop {
                for &c in &alive {
                    let mut w = world(s, n[c] as u64);
                    play(&mut w, &cands[c].path, cands[c].commit);
                    let v = self.rollout(w, cands[c].commit == Move::Deal, &mut nodes);
                    sum[c] = sum[c].saturating_add(v);
                    n[c] += 1;
                }
                if nodes >= budget.nodes || (budget.clock)() - t0 > budget.ms {
                    out = true;
                    break;
                }
                if nodes - start >= share {
                    break;
                }
            }
            alive.sort_by_key(|&c| (Reverse(n[c]), Reverse(sum[c] / n[c].max(1)), c));
            alive.truncate(alive.len().div_ceil(2).max(1));
        }
        let best =
            alive.iter().copied().filter(|&c| n[c] > 0).max_by_key(|&c| (n[c], sum[c] / n[c], Reverse(c))).unwrap_or(0);
        let cand = &cands[best];
        let mut line = cand.path.clone();
        line.push(cand.commit);
        let mv = line[0];
        let mut after = base.clone();
        let _ = after.apply(mv);
        let mut why = reason(&base, &after, mv, true);
        if n[best] > 0 {
            why.push_str(&format!(" · best of {k} commitments over {} rollouts of the fair player", n[best]));
        }
        let ms = (budget.clock)() - t0;
        let hint = Hint { mv, text: base.format_move(mv), reason: why, solution_len: None, progress: true, nodes, ms };
        Some((hint, line))
    }
}
