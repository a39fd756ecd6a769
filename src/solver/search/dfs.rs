//! The depth-first search: exhaustive over a complete [`Space`], so its
//! "unsolvable" is a proof when the budget lasts.

use super::{play_forced, play_forced_after, Budget, FxSet, Outcome, SearchResult, Space};
use crate::solver::table::{keep_spare_lists, take_spare_lists, Table};

struct Frame<S: Space> {
    state: S::State,
    /// The move that led here from the parent (none at the root) and the
    /// forced moves played after it (usually none: no allocation).
    mv: Option<S::Move>,
    via: Vec<S::Move>,
    moves: Vec<S::Move>,
    next: usize,
    /// The key was not stored in the table (it was full): it guards the
    /// path only, from [`Dfs::path_extra`] (the key is worked out again
    /// from the state when the frame is popped, so frames need not carry it).
    on_path_only: bool,
}

/// Depth-first search with a transposition table; exhaustive (a proof of
/// "unsolvable") when the space is complete and the budget lasts. Cycles are
/// cut even when the table is full (keys on the current path are kept).
pub struct Dfs<S: Space> {
    space: S,
    budget: Budget,
    table: Table<S::Key>,
    path_extra: FxSet<S::Key>,
    stack: Vec<Frame<S>>,
    /// Move lists of popped frames, reused (no allocation per node).
    spare: Vec<Vec<S::Move>>,
    nodes: u64,
    ms: f64,
    done: Option<SearchResult<S::Move>>,
}

impl<S: Space> Dfs<S> {
    pub fn new(space: S, start: S::State, budget: Budget) -> Dfs<S> {
        Dfs::avoiding(space, start, budget, std::iter::empty())
    }

    /// [`Dfs::new`] that never enters the states keyed `avoid` (the start
    /// aside): they are searched as if they were on the path already. A
    /// game's hint avoids the positions already played, so that from a
    /// position on the solution it found before it finds the rest of that
    /// solution (the moves before it were the path of that search).
    pub fn avoiding(space: S, start: S::State, budget: Budget, avoid: impl IntoIterator<Item = S::Key>) -> Dfs<S> {
        let mut d = Dfs {
            table: Table::new(budget.table),
            space,
            budget,
            path_extra: FxSet::default(),
            stack: Vec::new(),
            spare: take_spare_lists(),
            nodes: 0,
            ms: 0.0,
            done: None,
        };
        let mut state = start;
        let mut via = Vec::new();
        play_forced(&d.space, &mut state, &mut via);
        let key = d.space.key(&state);
        for k in avoid {
            if k != key && d.table.seen.len() < d.table.cap {
                d.table.seen.insert(k);
            }
        }
        let stored = d.claim(&key).is_some_and(|stored| stored);
        d.push(state, key, None, via, stored);
        d
    }

    /// Marks `key` as seen, with one table look-up: `None` if it was seen
    /// before, else whether it is now stored in the table (false: the
    /// table is full; [`Dfs::push`] keeps it on the path instead).
    #[inline]
    fn claim(&mut self, key: &S::Key) -> Option<bool> {
        if !self.path_extra.is_empty() && self.path_extra.contains(key) {
            return None;
        }
        if self.table.seen.len() < self.table.cap {
            return self.table.seen.insert(key.clone()).then_some(true);
        }
        if self.table.seen.contains(key) {
            return None;
        }
        Some(false)
    }

    /// Pushes a new state; `stored`: its key is in the table already (from
    /// [`Dfs::claim`]).
    fn push(&mut self, state: S::State, key: S::Key, mv: Option<S::Move>, via: Vec<S::Move>, stored: bool) {
        self.nodes += 1;
        if !stored {
            self.table.overflowed = true;
            self.path_extra.insert(key);
        }
        if self.space.is_goal(&state) {
            let mut moves: Vec<S::Move> =
                self.stack.iter().flat_map(|f| f.mv.iter().chain(f.via.iter()).copied()).collect();
            moves.extend(mv);
            moves.extend(via);
            self.done = Some(self.result(Outcome::Solved(moves)));
            return;
        }
        let mut moves = self.spare.pop().unwrap_or_default();
        moves.clear();
        self.space.moves(&state, &mut moves);
        self.stack.push(Frame { state, mv, via, moves, next: 0, on_path_only: !stored });
    }

    fn result(&self, outcome: Outcome<S::Move>) -> SearchResult<S::Move> {
        SearchResult { outcome, nodes: self.nodes, ms: self.ms, table: self.table.seen.len() }
    }

    /// Nodes expanded so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Runs at most `slice` more nodes; `Some` once the search has finished
    /// (solved, proven unsolvable, or out of budget).
    pub fn step(&mut self, slice: u64) -> Option<SearchResult<S::Move>> {
        if self.done.is_some() {
            return self.done.clone();
        }
        let t0 = (self.budget.clock)();
        let stop_at = self.nodes.saturating_add(slice);
        let mut checks = 0u32;
        let mut gave_up = false;
        while self.done.is_none() {
            checks = checks.wrapping_add(1);
            if self.nodes >= self.budget.nodes
                || (checks.is_multiple_of(256) && self.ms + (self.budget.clock)() - t0 > self.budget.ms)
            {
                gave_up = true;
                break;
            }
            if self.nodes >= stop_at {
                self.ms += (self.budget.clock)() - t0;
                return None;
            }
            let Some(top) = self.stack.last_mut() else {
                if self.space.complete() {
                    self.done = Some(self.result(Outcome::Unsolvable));
                } else {
                    gave_up = true;
                }
                break;
            };
            if top.next >= top.moves.len() {
                let f = self.stack.pop().expect("non-empty stack");
                if f.on_path_only {
                    self.path_extra.remove(&self.space.key(&f.state));
                }
                self.spare.push(f.moves);
                continue;
            }
            let m = top.moves[top.next];
            top.next += 1;
            let mut child = top.state.clone();
            self.space.apply(&mut child, m);
            // A child already pushed is skipped before looking for forced
            // moves: every pushed state is one `play_forced` stopped at (no
            // forced move), so its forced successor is itself, a duplicate.
            // Claiming the key stores it: a state with forced moves stays
            // in the table too, and meeting it again is skipped like meeting
            // its forced successor (pushed now, or seen before).
            let key = self.space.key(&child);
            let Some(mut stored) = self.claim(&key) else { continue };
            let mut via = Vec::new();
            let parent = &self.stack.last().expect("the parent is on the stack").state;
            play_forced_after(&self.space, &mut child, &mut via, Some((m, parent)));
            let key = if via.is_empty() { key } else { self.space.key(&child) };
            if !via.is_empty() {
                let Some(s) = self.claim(&key) else { continue };
                stored = s;
            }
            // A dead state stays in the table (met again, it is skipped
            // there) but is not expanded: no goal lies beyond it.
            let parent = &self.stack.last().expect("the parent is on the stack").state;
            let dead = if via.is_empty() { self.space.dead_after(&child, m, parent) } else { self.space.dead(&child) };
            if dead {
                continue;
            }
            self.push(child, key, Some(m), via, stored);
        }
        self.ms += (self.budget.clock)() - t0;
        let (nodes, ms, table) = (self.nodes, self.ms, self.table.seen.len());
        if gave_up {
            self.done = Some(SearchResult { outcome: Outcome::GaveUp { nodes, ms }, nodes, ms, table });
        }
        if let Some(r) = self.done.as_mut() {
            r.ms = ms;
        }
        self.done.clone()
    }

    /// Runs to the end of the budget.
    pub fn run(mut self) -> SearchResult<S::Move> {
        loop {
            if let Some(r) = self.step(u64::MAX) {
                return r;
            }
        }
    }
}

impl<S: Space> Drop for Dfs<S> {
    /// Keeps the move lists (at most 256) for the next search.
    fn drop(&mut self) {
        let mut spare = std::mem::take(&mut self.spare);
        spare.extend(self.stack.drain(..).map(|f| f.moves));
        keep_spare_lists(spare);
    }
}
