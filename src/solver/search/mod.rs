//! Generic bounded search, knowing nothing about cards: depth-first search
//! and a beam (best-first by levels) over any [`Space`], with a capped
//! transposition table keyed by the space's canonical keys, forced moves
//! applied without branching, a node/time budget with an injected clock, and
//! a result saying why it stopped. Both searches run in slices
//! ([`Dfs::step`], [`Beam::step`]) so a page can keep its thread responsive.
//! This file holds what they share (the budget, the result, the `Space`
//! trait, forced moves); `dfs.rs` and `beam.rs` one search each.

mod beam;
mod dfs;

use std::hash::Hash;

pub use super::table::{FxHasher, FxSet};
pub use beam::Beam;
pub use dfs::Dfs;

/// A clock in milliseconds. Natively [`native_clock`]; on wasm32 the page
/// supplies `performance.now()` (`std::time::Instant` panics there).
pub type Clock = fn() -> f64;

/// Milliseconds since the first call (natively, `std::time::Instant`).
#[cfg(not(target_arch = "wasm32"))]
pub fn native_clock() -> f64 {
    use std::sync::OnceLock;
    use std::time::Instant;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

/// On wasm32 without an injected clock, time stands still: only the node
/// budget limits a search.
#[cfg(target_arch = "wasm32")]
pub fn native_clock() -> f64 {
    0.0
}

/// How much a search may spend.
#[derive(Copy, Clone, Debug)]
pub struct Budget {
    /// Nodes (states expanded) at most.
    pub nodes: u64,
    /// Milliseconds at most (measured with `clock`, while the search runs).
    pub ms: f64,
    /// Transposition-table entries at most (memory cap).
    pub table: usize,
    pub clock: Clock,
}

impl Budget {
    /// A budget of `ms` milliseconds (and at most 50 million nodes).
    pub fn ms(ms: f64) -> Budget {
        Budget { nodes: 50_000_000, ms, table: 4_000_000, clock: native_clock }
    }
    /// A budget of `nodes` nodes (and at most a minute).
    pub fn nodes(nodes: u64) -> Budget {
        Budget { nodes, ms: 60_000.0, table: 4_000_000, clock: native_clock }
    }
    /// The budget of one hint: 100 ms (SPEC §4), at most 100,000 nodes so
    /// that a page that forgot to inject its clock still answers, and a
    /// transposition table of at most a million keys (a browser tab has
    /// little memory; 100,000 nodes never fill it).
    pub fn hint() -> Budget {
        Budget { nodes: 100_000, table: 1_000_000, ..Budget::ms(100.0) }
    }
    pub fn with_clock(mut self, clock: Clock) -> Budget {
        self.clock = clock;
        self
    }
    pub fn with_table(mut self, table: usize) -> Budget {
        self.table = table;
        self
    }
}

/// Why a search stopped.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome<M> {
    /// A solution: the moves from the start to a goal.
    Solved(Vec<M>),
    /// Every reachable state was examined (proof: no goal is reachable).
    Unsolvable,
    /// The budget ran out first.
    GaveUp { nodes: u64, ms: f64 },
}

/// A finished search: its outcome and what it cost.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult<M> {
    pub outcome: Outcome<M>,
    pub nodes: u64,
    pub ms: f64,
    /// Transposition-table entries at the end.
    pub table: usize,
}

/// A search problem. Implemented per game in the solver modules; the search
/// only sees states, moves and keys.
pub trait Space {
    type State: Clone;
    type Move: Copy + 'static;
    type Key: Hash + Eq + Clone + 'static;
    /// Canonical key: states with equal keys have the same future.
    fn key(&self, s: &Self::State) -> Self::Key;
    fn is_goal(&self, s: &Self::State) -> bool;
    /// Moves worth trying, best first. For an `Unsolvable` verdict to be a
    /// proof, every move left out must be provably unnecessary.
    fn moves(&self, s: &Self::State, out: &mut Vec<Self::Move>);
    /// Applies a move `moves` produced.
    fn apply(&self, s: &mut Self::State, m: Self::Move);
    /// A move that is provably safe to play at once (no branching).
    fn forced(&self, _s: &Self::State) -> Option<Self::Move> {
        None
    }
    /// `forced(s)` for a state `s` reached by `m` from `parent`, where
    /// `forced(parent)` is `None`: a space may look only at what `m`
    /// changed. It must give what `forced(s)` gives.
    fn forced_after(&self, s: &Self::State, _m: Self::Move, _parent: &Self::State) -> Option<Self::Move> {
        self.forced(s)
    }
    /// A state from which no goal can be reached, known without searching
    /// it: the depth-first search does not expand it. It must never say so
    /// of a state from which a goal is reachable (goals included), or an
    /// answer of "unsolvable" would not be a proof.
    fn dead(&self, _s: &Self::State) -> bool {
        false
    }
    /// `dead(s)` for a state `s` reached by `m` from `parent` with no
    /// forced move after it, where `parent` was expanded: a space may look
    /// only at what `m` changed, and answer `false` when that cannot have
    /// made the state dead (it only spares work: a dead state expanded is
    /// searched in vain, never wrongly).
    fn dead_after(&self, s: &Self::State, _m: Self::Move, _parent: &Self::State) -> bool {
        self.dead(s)
    }
    /// Lower is more promising (best-first and beam order).
    fn score(&self, _s: &Self::State) -> i64 {
        0
    }
    /// `moves` loses no solutions: exhausting the space proves "unsolvable".
    fn complete(&self) -> bool {
        true
    }
    /// The beam's diversity class of a state (for instance the deals done):
    /// when a beam level is cut, every class present keeps a share of it, so
    /// a strong class cannot crowd the others out. One class (the default)
    /// keeps simply the best.
    fn bucket(&self, _s: &Self::State) -> u32 {
        0
    }
}

/// Plays forced moves from `s`, appending them to `via`; stops at a goal or
/// after 1,000 (a space whose forced moves cycle is a bug, not a hang).
fn play_forced<S: Space>(space: &S, s: &mut S::State, via: &mut Vec<S::Move>) {
    play_forced_after(space, s, via, None)
}

/// [`play_forced`]; `after` is the move and the forced-free state `s` was
/// reached from (the first test may use [`Space::forced_after`]).
#[inline]
fn play_forced_after<S: Space>(
    space: &S,
    s: &mut S::State,
    via: &mut Vec<S::Move>,
    mut after: Option<(S::Move, &S::State)>,
) {
    for _ in 0..1000 {
        let forced = match after.take() {
            Some((m, parent)) => space.forced_after(s, m, parent),
            None => space.forced(s),
        };
        match forced {
            Some(m) => {
                space.apply(s, m);
                via.push(m);
                if space.is_goal(s) {
                    return;
                }
            }
            None => return,
        }
    }
}
