//! Self-play games of the fair greedy Spider player, the learned value's
//! training data (issue 45, `docs/lab/learned-value.md`).
//!
//! The player only commits (as the rollouts of `commit.rs` and
//! `chance.rs` do): from each position it searches the closure of face-up
//! rearrangements ([`closure`]), then turns up the card whose commitment
//! looks best, or deals when nothing can be turned up. "Looks best" is the
//! fair evaluation ([`policy`]) or, given weights, the learned value of the
//! position after the commitment in a world drawn from the unseen cards
//! (so the choice never reads a hidden card). Each position's closure's
//! best arrangement is a sample; the game's [`outcome`] is its target
//! (the Monte-Carlo return). A game left open (nothing hidden, the stock
//! dealt) with the player stuck is finished by the peeking beam, which
//! may then read every card: there is nothing left to hide.

use crate::deal::{shuffle, SplitMix64};
use crate::games::spider::Spider;
use crate::games::{AnyGame, Game, Move};
use crate::solver::fair::{autoplay, node_capped};
use crate::solver::search::{native_clock, Budget, Outcome};
use crate::solver::tuning::{ENDGAME_SOLVE_WIDTH, ENDGAME_TABLE};

use super::commit::{closure, commits, play, policy, Cand, Closure};
use super::fair::SpiderPlayer;
use super::features::{features, FEATURES};
use super::peek_beam;
use super::value::{dot, outcome};

/// How one self-play game went.
pub struct SelfPlay {
    pub won: bool,
    pub removed: u8,
    /// Positions the closures (and the open game's beam) evaluated.
    pub nodes: u64,
    /// The features of each position's best arrangement, in play order.
    pub samples: Vec<[f32; FEATURES]>,
    /// The game's return ([`outcome`]).
    pub target: f32,
}

/// The positions the peeking beam may spend to finish an open game.
const OPEN_NODES: u64 = 50_000;

/// `s` with its unseen cards sorted, then shuffled by `rng`: a draw of the
/// hidden cards from what the player sees (the chance-node player's too).
pub(crate) fn redraw(s: &Spider, rng: &mut SplitMix64) -> Spider {
    let mut u = s.unseen();
    if u.is_empty() {
        return s.clone();
    }
    u.sort();
    shuffle(&mut u, rng);
    s.with_unseen(&u)
}

/// The commitment the greedy player makes from `s` with closure `c`: by
/// [`policy`] without weights; with them, the turn-up (or, when none, the
/// deal) whose position after it, in a world drawn by `rng`, has the
/// highest learned value.
pub(crate) fn choose<'c>(
    s: &Spider,
    c: &'c Closure,
    weights: Option<&[f32; FEATURES]>,
    rng: &mut SplitMix64,
) -> Option<&'c Cand> {
    let Some(w) = weights else { return policy(c) };
    let turn_up = c.cands.iter().any(|k| k.commit != Move::Deal);
    let world = redraw(s, rng);
    let mut best: Option<(f32, &Cand)> = None;
    for k in c.cands.iter().filter(|k| (k.commit != Move::Deal) == turn_up) {
        let mut a = world.clone();
        play(&mut a, &k.path, k.commit);
        let v = if a.is_won() { 2.0 } else { dot(w, &features(&a)) };
        if best.is_none_or(|(b, _)| v > b) {
            best = Some((v, k));
        }
    }
    best.map(|(_, k)| k)
}

/// Plays `start` (a real deal: the player never reads its hidden cards)
/// with closures of `inner` positions, choosing by `weights` (or the
/// evaluation), at most `cap` positions; `seed` draws the worlds.
pub fn play_game(start: &Spider, weights: Option<&[f32; FEATURES]>, inner: u64, cap: u64, seed: u64) -> SelfPlay {
    let mut s = start.clone();
    let mut rng = SplitMix64::new(seed);
    let (mut nodes, mut samples) = (0u64, Vec::new());
    while !s.is_won() && nodes < cap {
        let c = closure(&s, inner);
        nodes += c.nodes;
        samples.push(features(&c.best_state));
        let Some(k) = choose(&s, &c, weights, &mut rng) else {
            s = c.best_state;
            break;
        };
        let (path, commit) = (k.path.clone(), k.commit);
        play(&mut s, &path, commit);
    }
    let mut won = s.is_won();
    if !won && s.unseen().is_empty() {
        let b = Budget { nodes: OPEN_NODES, ms: f64::INFINITY, table: ENDGAME_TABLE, clock: native_clock };
        let r = peek_beam(&s, ENDGAME_SOLVE_WIDTH, b).run();
        nodes += r.nodes;
        won = matches!(r.outcome, Outcome::Solved(_));
    }
    let removed = if won { 8 } else { s.removed_count() };
    let target = outcome(won, removed, s.face_down_total());
    SelfPlay { won, removed, nodes, samples, target }
}

/// A game of the current fair player ([`SpiderPlayer`], `nodes`
/// positions a hint, node-capped), the stronger source of returns: every
/// position just after a card is turned up or dealt (what a chance node's
/// outcome is in the tree) is a sample, its closure's best arrangement
/// (`inner` positions) read as [`play_game`] reads it.
pub fn fair_game(start: &Spider, nodes: u64, inner: u64) -> SelfPlay {
    let game = AnyGame::Spider(start.clone());
    let f = autoplay(&game, &SpiderPlayer, node_capped(nodes), f64::INFINITY, 2000);
    let mut s = start.clone();
    let mut samples = vec![features(&closure(&s, inner).best_state)];
    for &m in &f.moves {
        let shows = commits(&s, m);
        if s.apply(m).is_err() {
            break;
        }
        if shows && !s.is_won() {
            samples.push(features(&closure(&s, inner).best_state));
        }
    }
    let removed = s.removed_count();
    let target = outcome(f.won, removed, s.face_down_total());
    SelfPlay { won: f.won, removed, nodes: f.nodes, samples, target }
}
