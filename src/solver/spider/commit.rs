//! Spider's fair player by commitments (issue 25; the method and its
//! measurements: `docs/lab/commitments.md`).
//!
//! The decisions of Spider that cannot be taken back are the ones that show
//! the player something: turning up a face-down card, and dealing. Every
//! other move only rearranges face-up cards, whose values the player
//! already knows. So a hint here:
//!
//! 1. searches the *closure* of the position: every arrangement reachable
//!    without turning up a card or dealing (a best-first search over face-up
//!    cards only, so the same in every sampled world), and collects the
//!    *commitments* at its edge: a line of rearrangements ending in a move
//!    that turns up a card (or removes a suit from over one), or in a deal;
//! 2. keeps the most promising few (the best two per pile turned up, and per
//!    deal) and estimates each over sampled worlds (the unseen cards sorted,
//!    then shuffled by a fixed seed: [`world`]), each world scored by a
//!    *fair rollout*: a greedy player that itself only commits (turn up the
//!    card whose commitment looks best, deal when none is left) until just
//!    after the next deal, so that every candidate, the deal among them, is
//!    scored at the same point of the game: the best arrangement of the
//!    last closure;
//! 3. spends the samples by sequential halving (Karnin, Koren and Somekh,
//!    2013: the budget in rounds, the worse half dropped after each),
//!    every candidate's `j`-th sample in world `j`, so they are compared on
//!    the same layouts;
//! 4. plays the winner's first move and hands autoplay the rest of its
//!    line up to the commitment (nothing is revealed on the way, so there is
//!    nothing to re-decide).
//!
//! Once nothing is hidden the game is open and [`SpiderPlayer`] (its search
//! for a win) plays it; Beetle stays with [`SpiderPlayer`] too. Measured
//! against [`SpiderPlayer`] it loses with one and two suits and ties with
//! four, so it is a lab player (`fair_bench … commit`), not the page's.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::deal::{shuffle, SplitMix64};
use crate::games::spider::{Spider, Variant, PILES};
use crate::games::{AnyGame, Game, Move, Slot};
use crate::solver::answer::{Hint, NoHint};
use crate::solver::fair::{reason, Player, Seen};
use crate::solver::search::{Budget, FxSet};
use crate::solver::tuning::{
    AUTOPLAY_NODES, COMMIT_DEAL, COMMIT_GROUP, COMMIT_HORIZON, COMMIT_INNER, COMMIT_MOBILITY, COMMIT_PHASES,
    COMMIT_ROOT, COMMIT_WIDTH, FAIR_ONE_SUIT, FAIR_SPIDER,
};

use super::fair::SpiderPlayer;
use super::{evaluate, key, one_suit, useful_moves};

/// The commitment player's knobs (defaults in `tuning.rs`; `fair_bench`
/// can set others to measure them).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Commit {
    /// Most positions of the closure searched at the root.
    pub root: u64,
    /// Positions of each closure searched inside a rollout.
    pub inner: u64,
    /// Commitments a rollout plays after the candidate at most.
    pub horizon: usize,
    /// Deals a rollout plays through (0: only [`Commit::horizon`] counts):
    /// every rollout then ends just after the same deal, so a candidate
    /// that deals now and one that turns up cards first are compared at
    /// the same point of the game.
    pub phases: usize,
    /// Candidates kept per pile turned up (and for the deal).
    pub group: usize,
    /// Candidates kept in all.
    pub width: usize,
    /// Whether a deal is a candidate while a card can be turned up.
    pub deal_early: bool,
    /// A rollout's score counts a deal done this much (the evaluation's
    /// own weight rewards dealing for its own sake).
    pub deal_weight: i64,
    /// A rollout's score counts each pile the last closure can turn up
    /// this much (turn-ups in hand).
    pub mobility: i64,
}

/// The player as tuned.
pub const COMMIT: Commit = Commit {
    root: COMMIT_ROOT,
    inner: COMMIT_INNER,
    horizon: COMMIT_HORIZON,
    group: COMMIT_GROUP,
    width: COMMIT_WIDTH,
    deal_early: COMMIT_PHASES > 0,
    phases: COMMIT_PHASES,
    deal_weight: COMMIT_DEAL,
    mobility: COMMIT_MOBILITY,
};

/// A rollout's value for a position that can never be won (far below any
/// evaluation, far above overflow when summed).
const LOST: i64 = -50_000;

impl Player for Commit {
    fn choose(&self, game: &AnyGame, budget: Budget, seen: &Seen) -> (Result<Hint, NoHint>, Option<Vec<Move>>) {
        match game {
            AnyGame::Spider(s) if s.variant() == Variant::Spider && !s.unseen().is_empty() => {
                match self.hint(s, budget, seen) {
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

/// The budget [`SpiderPlayer`] gets where it plays for this player (an
/// open game, or nothing to commit to): at most an autoplay hint's, so
/// what differs from it is only the play while cards are hidden.
pub(crate) fn open_budget(budget: Budget) -> Budget {
    Budget { nodes: budget.nodes.min(AUTOPLAY_NODES), ..budget }
}

/// A world: `s` with its unseen cards sorted, then shuffled by seed `i`
/// (depends only on what the player sees).
pub fn world(s: &Spider, i: u64) -> Spider {
    let mut u = s.unseen();
    if u.is_empty() {
        return s.clone();
    }
    u.sort();
    shuffle(&mut u, &mut SplitMix64::new(0xC0_4417_0000 + i));
    s.with_unseen(&u)
}

/// Whether `m` shows the player something: turns up a card (a transfer or
/// a removal that uncovers a face-down card) or deals.
pub fn commits(s: &Spider, m: Move) -> bool {
    let uncovers = |p: usize, n: usize| {
        let down = s.face_down(p);
        down > 0 && s.pile(p).len() - down == n
    };
    match m {
        Move::Deal => true,
        Move::Transfer { from: Slot::Column(f), count, .. } => uncovers(f as usize, count as usize),
        Move::Remove { column } => uncovers(column as usize, 13),
        _ => false,
    }
}

/// A commitment: rearrangements (`path`), then the move that commits;
/// `score` is its value seen from before it is made (a turn-up: the
/// position after it, where the new card sits alone on its pile; a deal:
/// the position before it).
#[derive(Clone, Debug)]
pub(crate) struct Cand {
    pub(crate) path: Vec<Move>,
    pub(crate) commit: Move,
    pub(crate) score: i64,
    /// Which pile it turns up (`PILES`: a deal), for keeping a few per pile.
    pub(crate) group: usize,
    /// The position after it, in the world it was found in (for duplicates).
    pub(crate) after: u128,
}

/// A position's closure: the commitments at its edge, the value of the
/// best arrangement and the positions evaluated.
pub(crate) struct Closure {
    pub(crate) cands: Vec<Cand>,
    pub(crate) best: i64,
    /// That best arrangement (the learned value reads it: `value.rs`).
    pub(crate) best_state: Spider,
    pub(crate) nodes: u64,
}

/// The closure of `s` by best-first search over rearrangements (no card
/// turned up, no deal), at most `cap` positions evaluated.
pub(crate) fn closure(s: &Spider, cap: u64) -> Closure {
    let mut states: Vec<(Spider, u32, Move)> = vec![(s.clone(), u32::MAX, Move::Deal)];
    let mut keys = FxSet::default();
    keys.insert(key(s));
    let start = evaluate(s);
    let mut heap = BinaryHeap::new();
    heap.push((start, Reverse(0u32)));
    let (mut used, mut best, mut best_at) = (1u64, start, 0usize);
    let mut found: Vec<(i64, u32, Move, usize, u128)> = Vec::new();
    let mut moves = Vec::new();
    while let Some((value, Reverse(i))) = heap.pop() {
        if used >= cap {
            break;
        }
        moves.clear();
        useful_moves(&states[i as usize].0, &mut moves);
        filling(&states[i as usize].0, &mut moves);
        for &m in &moves {
            let here = &states[i as usize].0;
            if commits(here, m) {
                let group = match m {
                    Move::Transfer { from: Slot::Column(f), .. } => f as usize,
                    Move::Remove { column } => column as usize,
                    _ => PILES,
                };
                let mut a = here.clone();
                if a.apply(m).is_err() {
                    continue;
                }
                used += 1;
                let score = if m == Move::Deal { value } else { evaluate(&a) };
                found.push((score, i, m, group, key(&a)));
                continue;
            }
            let mut c = here.clone();
            if c.apply(m).is_err() || !keys.insert(key(&c)) {
                continue;
            }
            let e = evaluate(&c);
            used += 1;
            if e > best {
                (best, best_at) = (e, states.len());
            }
            heap.push((e, Reverse(states.len() as u32)));
            states.push((c, i, m));
        }
    }
    let path = |mut i: u32| {
        let mut p = Vec::new();
        while i != 0 {
            let (_, parent, m) = &states[i as usize];
            p.push(*m);
            i = *parent;
        }
        p.reverse();
        p
    };
    let cands = found
        .into_iter()
        .map(|(score, i, commit, group, after)| Cand { path: path(i), commit, score, group, after })
        .collect();
    let best_state = states.swap_remove(best_at).0;
    Closure { cands, best, best_state, nodes: used }
}

/// With cards left to deal and a space open, the moves that fill it with
/// one card off a longer pile ([`useful_moves`] moves only whole runs into
/// a space, and a deal needs every pile filled).
fn filling(s: &Spider, out: &mut Vec<Move>) {
    let Some(space) = (0..PILES).find(|&p| s.pile(p).is_empty()) else { return };
    if s.deals_left() == 0 {
        return;
    }
    for p in 0..PILES {
        let m = Move::Transfer { from: Slot::Column(p as u8), to: Slot::Column(space as u8), count: 1 };
        if s.pile(p).len() > 1 && !out.contains(&m) {
            out.push(m);
        }
    }
}

/// The rollout policy's commitment: the best turn-up; with none, the deal
/// from the best position that can deal (Woods: deal only when nothing
/// else helps); `None` when nothing is left to commit to.
pub(crate) fn policy(c: &Closure) -> Option<&Cand> {
    let best = |deal: bool| c.cands.iter().filter(|k| (k.commit == Move::Deal) == deal).max_by_key(|k| k.score);
    best(false).or_else(|| best(true))
}

/// Plays `path` then `commit` on `s` (they were found on a world with the
/// same face-up cards, so they apply).
pub(crate) fn play(s: &mut Spider, path: &[Move], commit: Move) {
    for &m in path.iter().chain(std::iter::once(&commit)) {
        let r = s.apply(m);
        debug_assert!(r.is_ok(), "a commitment's move does not apply: {m:?}");
    }
}

impl Commit {
    /// A fair rollout from `w` (a sampled world, just after a candidate):
    /// [`policy`] for [`Commit::horizon`] commitments, then the best
    /// arrangement of the closure reached. Adds the positions evaluated.
    fn rollout(&self, mut w: Spider, dealt: bool, nodes: &mut u64) -> i64 {
        let mut deals = dealt as usize;
        for _ in 0..self.horizon {
            if w.is_won() {
                return evaluate(&w);
            }
            if self.phases > 0 && deals >= self.phases {
                break;
            }
            let c = closure(&w, self.inner);
            *nodes += c.nodes;
            let Some(k) = policy(&c) else { return self.score(&w, &c) };
            let (path, commit) = (k.path.clone(), k.commit);
            deals += (commit == Move::Deal) as usize;
            play(&mut w, &path, commit);
        }
        if w.is_won() {
            return evaluate(&w);
        }
        let c = closure(&w, self.inner);
        *nodes += c.nodes;
        self.score(&w, &c)
    }

    /// A rollout's score at `w`, whose closure is `c`: its best
    /// arrangement, a deal done counted [`Commit::deal_weight`], each pile
    /// it can turn up [`Commit::mobility`].
    fn score(&self, w: &Spider, c: &Closure) -> i64 {
        let own = if one_suit(w) { FAIR_ONE_SUIT.deal } else { FAIR_SPIDER.deal };
        let dealt = 5usize.saturating_sub(w.deals_left()) as i64;
        let mut piles = [false; PILES + 1];
        c.cands.iter().for_each(|k| piles[k.group] = true);
        let turnable = piles[..PILES].iter().filter(|&&b| b).count() as i64;
        (c.best + (self.deal_weight - own) * dealt + self.mobility * turnable).max(LOST)
    }

    /// The candidates worth sampling: the best [`Commit::group`] per pile
    /// turned up (and for the deal), [`Commit::width`] in all, none that
    /// returns to a position in `seen` or repeats another's outcome.
    pub(crate) fn candidates(&self, base: &AnyGame, cands: Vec<Cand>, seen: &Seen) -> Vec<Cand> {
        let mut cands = cands;
        if !self.deal_early && cands.iter().any(|k| k.commit != Move::Deal) {
            cands.retain(|k| k.commit != Move::Deal);
        }
        cands.sort_by_key(|k| (Reverse(k.score), k.path.len()));
        let mut per = [0usize; PILES + 1];
        let mut outcomes = FxSet::default();
        let mut kept = Vec::new();
        for k in cands {
            if kept.len() >= self.width || per[k.group] >= self.group || !outcomes.insert(k.after) {
                continue;
            }
            let first = k.path.first().copied().unwrap_or(k.commit);
            let mut after = base.clone();
            if after.apply(first).is_err() || seen.contains(&after) {
                continue;
            }
            per[k.group] += 1;
            kept.push(k);
        }
        kept
    }

    /// The hint, or `None` when there is nothing to commit to (the other
    /// player decides).
    fn hint(&self, s: &Spider, budget: Budget, seen: &Seen) -> Option<(Hint, Vec<Move>)> {
        let t0 = (budget.clock)();
        let w0 = world(s, 0);
        let base = AnyGame::Spider(w0.clone());
        let root = closure(&w0, self.root.min(budget.nodes / 4).max(self.inner));
        let mut nodes = root.nodes;
        let cands = self.candidates(&base, root.cands, seen);
        if cands.is_empty() {
            return None;
        }
        // Sequential halving over the candidates, world j for every
        // candidate's j-th sample.
        let k = cands.len();
        let mut sum = vec![0i64; k];
        let mut n = vec![0i64; k];
        let mut alive: Vec<usize> = (0..k).collect();
        let rounds = (usize::BITS - (k - 1).leading_zeros()) as u64;
        let mut out_of_budget = k == 1;
        for r in 0..rounds {
            if out_of_budget {
                break;
            }
            let share = budget.nodes.saturating_sub(nodes) / (rounds - r);
            let start = nodes;
            loop {
                for &c in &alive {
                    let mut w = world(s, n[c] as u64);
                    play(&mut w, &cands[c].path, cands[c].commit);
                    sum[c] = sum[c].saturating_add(self.rollout(w, cands[c].commit == Move::Deal, &mut nodes));
                    n[c] += 1;
                }
                if nodes >= budget.nodes || (budget.clock)() - t0 > budget.ms {
                    out_of_budget = true;
                    break;
                }
                if nodes - start >= share {
                    break;
                }
            }
            // The worse half goes (by the mean over the same worlds).
            alive.sort_by_key(|&c| (Reverse(n[c]), Reverse(sum[c] / n[c].max(1)), c));
            alive.truncate(alive.len().div_ceil(2).max(1));
        }
        let pick =
            alive.iter().copied().filter(|&c| n[c] > 0).max_by_key(|&c| (n[c], sum[c] / n[c], Reverse(c))).unwrap_or(0);
        let cand = &cands[pick];
        let mut line = cand.path.clone();
        line.push(cand.commit);
        let mv = line[0];
        let mut after = base.clone();
        let _ = after.apply(mv);
        let mut why = reason(&base, &after, mv, true);
        if !cand.path.is_empty() {
            let goal = match cand.commit {
                Move::Deal => "a deal".to_string(),
                Move::Transfer { from: Slot::Column(f), .. } => format!("turning up a card in pile {}", f + 1),
                Move::Remove { column } => format!("turning up a card in pile {}", column + 1),
                _ => String::new(),
            };
            why.push_str(&format!(" · on the way to {goal} ({} moves)", line.len()));
        }
        if n[pick] > 0 {
            why.push_str(&format!(" · best of {k} commitments over {} sampled layouts", n[pick]));
        }
        let ms = (budget.clock)() - t0;
        let hint = Hint { mv, text: base.format_move(mv), reason: why, solution_len: None, progress: true, nodes, ms };
        Some((hint, line))
    }
}
