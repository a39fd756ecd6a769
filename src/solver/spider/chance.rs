//! Spider's fair player on chance nodes: a Monte Carlo tree search over
//! commitments in which every card turned up and every deal is a chance
//! node (issue 35; `docs/lab/chance-nodes.md` has the method and the
//! measurements).
//!
//! - **Decision nodes** are positions. Their arms are the commitments of
//!   [`super::commit`]: a line of rearrangements of face-up cards ending in
//!   a move that turns up a card or deals, found by the closure (a
//!   best-first search that touches face-up cards only, so it is the same
//!   whatever the hidden cards are). The best [`Chance::group`] per pile
//!   and [`Chance::width`] in all are kept; the deal is an arm only when
//!   nothing can be turned up (Woods). An arm is chosen by UCB1 with the
//!   exploration constant [`Chance::explore`] in evaluation points.
//! - **Chance nodes** are the commitments. Their outcomes are drawn as the
//!   tree grows: the position's unseen cards are sorted, shuffled by the
//!   search's generator, and the commitment is played, which shows a card
//!   (or ten) drawn from exactly the cards the player has not seen. Two
//!   draws that show the same are one outcome. Progressive widening: a
//!   chance node visited `n` times has at most ⌈[`Chance::widen`] ·
//!   n^[`Chance::alpha`]⌉ outcomes; past that an existing outcome is
//!   revisited with the probability it was drawn.
//! - **Leaves** (a position first reached) are valued without
//!   clairvoyance: the best arrangement of face-up cards its closure finds
//!   (the fair evaluation, [`super::evaluate`]), after [`Chance::rollout`]
//!   greedy commitments (turn-ups only) when that is not 0. The same
//!   closure gives the new node its arms.
//!
//! The hint is the first move of the root's most visited commitment, and
//! autoplay is handed the rest of its line (nothing is shown on the way).
//! The search's generator is seeded from what the player sees, so a hint
//! depends only on the position it is given and the node cap. Once nothing
//! is hidden, or when there is nothing to commit to, [`SpiderPlayer`] plays,
//! as it does for the commitment player.

use crate::deal::SplitMix64;
use crate::games::spider::{Spider, Variant};
use crate::games::{AnyGame, Game, Move, Slot};
use crate::solver::answer::{Hint, NoHint};
use crate::solver::fair::{reason, visible_key, Player, Seen};
use crate::solver::search::Budget;

use super::commit::{closure, open_budget, play, policy, Cand, Closure, Commit, COMMIT};
use super::evaluate;
use super::fair::SpiderPlayer;
use super::selfplay::{choose, redraw};
use super::value::{slot, LEARNED};

/// The chance-node player's knobs (`fair_bench … chance:knob=value,…`
/// sets others to measure them).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Chance {
    /// Most positions of the root's closure (a quarter of the hint's
    /// budget when that is less).
    pub root: u64,
    /// Positions of the closure of a node inside the tree.
    pub inner: u64,
    /// Commitments kept at a decision node…
    pub width: usize,
    /// …and per pile turned up.
    pub group: usize,
    /// UCB1's exploration constant, in evaluation points.
    pub explore: f64,
    /// Progressive widening at a chance node: at most ⌈widen · n^alpha⌉
    /// outcomes after `n` visits.
    pub widen: f64,
    pub alpha: f64,
    /// Greedy commitments (turn-ups, no deal) a new leaf plays before it is
    /// valued (0: its closure's best arrangement).
    pub rollout: usize,
    /// 0: leaves valued by the fair evaluation. Otherwise the learned value
    /// ([`super::value::LEARNED`], about 0..1) times this many points
    /// values them, and chooses the rollout's turn-ups (issue 45,
    /// `docs/lab/learned-value.md`; not the page's: it did not win).
    pub learned: f64,
}

/// The player as measured (`docs/lab/chance-nodes.md`): leaves rolled
/// out to the end of their deal phase (60 turn-ups at most) won more than
/// leaves valued by their closure alone (2 suits, deals 1–20: 9 and 11
/// against 8 and 4 at 5,000 and 20,000 positions a hint).
pub const CHANCE: Chance = Chance {
    root: 4000,
    inner: 150,
    width: 8,
    group: 2,
    explore: 60.0,
    widen: 1.0,
    alpha: 0.5,
    rollout: 60,
    learned: 0.0,
};

/// A leaf's value for a position that can never be won (far below any
/// evaluation, far above overflow when summed).
const LOST: i64 = -50_000;

impl Player for Chance {
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

/// A position in the tree: one arrangement of its unseen cards (redrawn at
/// every chance node below it), its value as a leaf and its arms.
struct Decision {
    state: Spider,
    value: i64,
    arms: Vec<Arm>,
    visits: u64,
}

/// A commitment from a decision node: a chance node.
struct Arm {
    cand: Cand,
    visits: u64,
    sum: f64,
    /// What it showed: the visible key, the decision node, times drawn.
    outcomes: Vec<(u128, usize, u64)>,
}

/// The search's seed: what the player sees of `s`, folded to 64 bits.
fn seed(s: &Spider) -> u64 {
    let k = visible_key(&AnyGame::Spider(s.clone()));
    (k as u64) ^ ((k >> 64) as u64) ^ 0xC4A0_CE00
}

/// The search tree and what it has spent.
struct Tree<'a> {
    knobs: &'a Chance,
    nodes: Vec<Decision>,
    spent: u64,
    rng: SplitMix64,
}

impl Tree<'_> {
    /// A new decision node for `s`: its closure (at most `cap` positions)
    /// gives its value and its arms. Returns its index.
    fn grow(&mut self, s: Spider, cap: u64, seen: &Seen) -> usize {
        let own = (!s.is_won()).then(|| closure(&s, cap));
        let value = match &own {
            Some(c) if self.knobs.learned > 0.0 && self.knobs.rollout == 0 => self.learned(&c.best_state),
            _ => self.leaf_value(&s),
        };
        let arms = if let Some(c) = own {
            self.spent += c.nodes;
            let pick = Commit { width: self.knobs.width, group: self.knobs.group, deal_early: false, ..COMMIT };
            let base = AnyGame::Spider(s.clone());
            let kept = pick.candidates(&base, c.cands, seen);
            kept.into_iter().map(|cand| Arm { cand, visits: 0, sum: 0.0, outcomes: Vec::new() }).collect()
        } else {
            Vec::new()
        };
        self.nodes.push(Decision { state: s, value, arms, visits: 0 });
        self.nodes.len() - 1
    }

    /// A leaf's value: the best arrangement its closure finds, after
    /// [`Chance::rollout`] greedy turn-ups in the arrangement drawn.
    fn leaf_value(&mut self, s: &Spider) -> i64 {
        if s.is_won() {
            return self.won(s);
        }
        let mut w = s.clone();
        let weights = (self.knobs.learned > 0.0).then(|| &LEARNED.weights[slot(s.suits())]);
        for _ in 0..self.knobs.rollout {
            let c = closure(&w, self.knobs.inner);
            self.spent += c.nodes;
            let pick = match weights {
                Some(_) => choose(&w, &c, weights, &mut self.rng),
                None => policy(&c),
            };
            match pick {
                Some(k) if k.commit != Move::Deal => {
                    let (path, commit) = (k.path.clone(), k.commit);
                    play(&mut w, &path, commit);
                    if w.is_won() {
                        return self.won(&w);
                    }
                }
                _ => return self.end(&c),
            }
        }
        let c = closure(&w, self.knobs.inner);
        self.spent += c.nodes;
        self.end(&c)
    }

    /// A won position's value.
    fn won(&self, s: &Spider) -> i64 {
        if self.knobs.learned > 0.0 {
            return self.knobs.learned as i64;
        }
        evaluate(s)
    }

    /// The value at the end of a leaf's rollout, whose last closure is `c`.
    fn end(&self, c: &Closure) -> i64 {
        if self.knobs.learned > 0.0 {
            return self.learned(&c.best_state);
        }
        c.best.max(LOST)
    }

    /// The learned value of `s` in points ([`Chance::learned`] for 1).
    fn learned(&self, s: &Spider) -> i64 {
        (LEARNED.of(s) as f64 * self.knobs.learned).round() as i64
    }

    /// One simulation from decision node `d`: down the tree by UCB1 and
    /// drawn outcomes to a new leaf (or a node with no arm); its value,
    /// backed up.
    fn simulate(&mut self, d: usize) -> f64 {
        self.spent += 1;
        if self.nodes[d].arms.is_empty() {
            return self.nodes[d].value as f64;
        }
        let a = self.select(d);
        let v = self.chance(d, a);
        let node = &mut self.nodes[d];
        node.visits += 1;
        node.arms[a].visits += 1;
        node.arms[a].sum += v;
        v
    }

    /// The arm UCB1 picks at `d` (an arm never tried first, best first).
    fn select(&self, d: usize) -> usize {
        let node = &self.nodes[d];
        if let Some(a) = node.arms.iter().position(|a| a.visits == 0) {
            return a;
        }
        let ln = (node.visits.max(1) as f64).ln();
        let ucb = |a: &Arm| a.sum / a.visits as f64 + self.knobs.explore * (ln / a.visits as f64).sqrt();
        (0..node.arms.len()).max_by(|&x, &y| ucb(&node.arms[x]).total_cmp(&ucb(&node.arms[y]))).unwrap_or(0)
    }

    /// Arm `a` of `d` as a chance node: a new draw while progressive
    /// widening allows one, else an outcome already drawn, as often as it
    /// was drawn. A new outcome is a leaf (its value returned); an old one
    /// is searched on.
    fn chance(&mut self, d: usize, a: usize) -> f64 {
        let arm = &self.nodes[d].arms[a];
        let limit = (self.knobs.widen * ((arm.visits + 1) as f64).powf(self.knobs.alpha)).ceil() as usize;
        if arm.outcomes.len() < limit.max(1) {
            let mut w = redraw(&self.nodes[d].state, &mut self.rng);
            let arm = &self.nodes[d].arms[a];
            play(&mut w, &arm.cand.path, arm.cand.commit);
            let k = visible_key(&AnyGame::Spider(w.clone()));
            if let Some(o) = arm.outcomes.iter().position(|o| o.0 == k) {
                self.nodes[d].arms[a].outcomes[o].2 += 1;
                let child = self.nodes[d].arms[a].outcomes[o].1;
                return self.simulate(child);
            }
            let child = self.grow(w, self.knobs.inner, &Seen::default());
            self.nodes[d].arms[a].outcomes.push((k, child, 1));
            return self.nodes[child].value as f64;
        }
        let total: u64 = arm.outcomes.iter().map(|o| o.2).sum();
        let mut r = self.rng.below(total.max(1));
        let mut child = arm.outcomes[0].1;
        for o in &arm.outcomes {
            if r < o.2 {
                child = o.1;
                break;
            }
            r -= o.2;
        }
        self.simulate(child)
    }
}

impl Chance {
    /// The hint and the line to its commitment, or `None` when there is
    /// nothing to commit to (the other player decides).
    fn search(&self, s: &Spider, budget: Budget, seen: &Seen) -> Option<(Hint, Vec<Move>)> {
        let t0 = (budget.clock)();
        let mut rng = SplitMix64::new(seed(s));
        let w0 = redraw(s, &mut rng);
        let mut tree = Tree { knobs: self, nodes: Vec::new(), spent: 0, rng };
        let root = tree.grow(w0, self.root.min(budget.nodes / 4).max(self.inner), seen);
        let arms = tree.nodes[root].arms.len();
        if arms == 0 {
            return None;
        }
        let mut idle = 0;
        while arms > 1 && tree.spent < budget.nodes && (budget.clock)() - t0 <= budget.ms {
            let before = tree.spent;
            tree.simulate(root);
            // Every line ends in a node with no arm: the tree is complete.
            idle = if tree.spent - before <= 64 { idle + 1 } else { 0 };
            if idle > 10_000 {
                break;
            }
        }
        let node = &tree.nodes[root];
        let mean = |a: &Arm| a.sum / a.visits.max(1) as f64;
        let pick = (0..arms)
            .max_by(|&x, &y| {
                let (p, q) = (&node.arms[x], &node.arms[y]);
                p.visits.cmp(&q.visits).then(mean(p).total_cmp(&mean(q))).then(y.cmp(&x))
            })
            .unwrap_or(0);
        let arm = &node.arms[pick];
        let mut line = arm.cand.path.clone();
        line.push(arm.cand.commit);
        let mv = line[0];
        let base = AnyGame::Spider(node.state.clone());
        let mut after = base.clone();
        let _ = after.apply(mv);
        let mut why = reason(&base, &after, mv, true);
        if !arm.cand.path.is_empty() {
            let goal = match arm.cand.commit {
                Move::Deal => "a deal".to_string(),
                Move::Transfer { from: Slot::Column(f), .. } => format!("turning up a card in pile {}", f + 1),
                Move::Remove { column } => format!("turning up a card in pile {}", column + 1),
                _ => String::new(),
            };
            why.push_str(&format!(" · on the way to {goal} ({} moves)", line.len()));
        }
        if arm.visits > 0 {
            why.push_str(&format!(
                " · best of {arms} commitments, {} of {} simulations through it",
                arm.visits, node.visits
            ));
        }
        let ms = (budget.clock)() - t0;
        let nodes = tree.spent;
        let hint = Hint { mv, text: base.format_move(mv), reason: why, solution_len: None, progress: true, nodes, ms };
        Some((hint, line))
    }
}
