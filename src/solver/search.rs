//! Generic bounded search, knowing nothing about cards: depth-first search
//! and a beam (best-first by levels) over any [`Space`], with a capped
//! transposition table keyed by the space's canonical keys, forced moves
//! applied without branching, a node/time budget with an injected clock, and
//! a result saying why it stopped. Both searches run in slices
//! ([`Dfs::step`], [`Beam::step`]) so a page can keep its thread responsive.

use std::hash::Hash;
use std::rc::Rc;

use super::table::{keep_spare_lists, take_spare_lists, Table};
pub use super::table::{FxHasher, FxSet};

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

/// A shared path of moves (beam paths), `None` for the start.
type Link<M> = Option<Rc<Path<M>>>;

/// Linked list of moves shared between search nodes (beam paths).
struct Path<M> {
    mv: M,
    parent: Option<Rc<Path<M>>>,
}

/// Keeps the `width` best of `next` (sorted by score), in order. With more
/// than one bucket, each bucket present first gets up to
/// `width / (2 × buckets)` of its best, the rest goes to the best overall.
fn keep_best<M>(next: &mut Vec<(i64, u32, u32, M)>, width: usize) {
    let mut buckets: Vec<(u32, usize)> = Vec::new();
    for e in next.iter() {
        if !buckets.iter().any(|b| b.0 == e.1) {
            buckets.push((e.1, 0));
        }
    }
    if buckets.len() <= 1 {
        next.truncate(width);
        return;
    }
    let reserve = width / (2 * buckets.len());
    let mut keep = vec![false; next.len()];
    let mut kept = 0;
    for (i, e) in next.iter().enumerate() {
        let b = buckets.iter_mut().find(|b| b.0 == e.1).expect("listed above");
        if b.1 < reserve {
            b.1 += 1;
            keep[i] = true;
            kept += 1;
        }
    }
    for k in keep.iter_mut() {
        if kept >= width {
            break;
        }
        if !*k {
            *k = true;
            kept += 1;
        }
    }
    let mut i = 0;
    next.retain(|_| {
        i += 1;
        keep[i - 1]
    });
}

/// `path` followed by `m` and the forced moves `via`.
fn extend<M: Copy>(path: &Link<M>, m: M, via: Vec<M>) -> Link<M> {
    let p = Some(Rc::new(Path { mv: m, parent: path.clone() }));
    via.into_iter().fold(p, |p, mv| Some(Rc::new(Path { mv, parent: p })))
}

fn unwind<M: Copy>(mut p: Option<Rc<Path<M>>>) -> Vec<M> {
    let mut v = Vec::new();
    while let Some(n) = p {
        v.push(n.mv);
        p = n.parent.clone();
    }
    v.reverse();
    v
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

/// Beam search: the states of each depth are generated from the previous
/// level, deduplicated through the table, and only the `width` best by
/// `Space::score` are kept (each `Space::bucket` present keeps a share).
/// Finds solutions in huge spaces; proves nothing unless no state was ever
/// cut (then exhausting it is a proof). Only the kept level holds states;
/// its children are recorded as (score, parent, move) and the kept ones
/// rebuilt, so memory grows with the width, not with the children.
pub struct Beam<S: Space> {
    space: S,
    budget: Budget,
    width: usize,
    /// Restart with a beam this many times wider when a beam dies out
    /// (0: never). KPatience widens 50 → 150 → 600.
    widen: usize,
    start: Option<(S::State, Link<S::Move>)>,
    table: Table<S::Key>,
    level: Vec<(S::State, Link<S::Move>)>,
    /// Children of `level`: (score, bucket, index of the parent, move).
    next_level: Vec<(i64, u32, u32, S::Move)>,
    cursor: usize,
    cut: bool,
    /// The most promising state generated so far: (score, path).
    best: Option<(i64, Link<S::Move>)>,
    /// The `keep` most promising states generated so far, best first.
    keep: usize,
    tops: Vec<(i64, Link<S::Move>)>,
    nodes: u64,
    ms: f64,
    done: Option<SearchResult<S::Move>>,
}

impl<S: Space> Beam<S> {
    pub fn new(space: S, start: S::State, width: usize, budget: Budget) -> Beam<S> {
        let mut b = Beam {
            table: Table::new(budget.table),
            space,
            budget,
            width: width.max(1),
            widen: 0,
            start: None,
            level: Vec::new(),
            next_level: Vec::new(),
            cursor: 0,
            cut: false,
            best: None,
            keep: 0,
            tops: Vec::new(),
            nodes: 0,
            ms: 0.0,
            done: None,
        };
        let mut state = start;
        let mut via = Vec::new();
        play_forced(&b.space, &mut state, &mut via);
        let path = via.into_iter().fold(None, |p, mv| Some(Rc::new(Path { mv, parent: p })));
        b.table.visit(&b.space.key(&state));
        if b.space.is_goal(&state) {
            b.done = Some(SearchResult { outcome: Outcome::Solved(unwind(path)), nodes: 1, ms: 0.0, table: 1 });
        } else {
            b.start = Some((state.clone(), path.clone()));
            b.level.push((state, path));
        }
        b
    }

    /// When a beam dies out having cut states, start again `factor` times
    /// wider (with the budget left), until the budget runs out.
    pub fn widening(mut self, factor: usize) -> Beam<S> {
        self.widen = factor;
        self
    }

    fn finish(&mut self, outcome: Outcome<S::Move>) {
        self.done = Some(SearchResult { outcome, nodes: self.nodes, ms: self.ms, table: self.table.seen.len() });
    }

    /// Nodes expanded so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Also remember the `k` most promising states generated ([`Beam::tops`]).
    pub fn keeping(mut self, k: usize) -> Beam<S> {
        self.keep = k;
        self
    }

    /// The most promising states generated so far (at most the `k` of
    /// [`Beam::keeping`]), best first: their scores and the moves that reach them.
    pub fn tops(&self) -> Vec<(i64, Vec<S::Move>)> {
        self.tops.iter().map(|(s, p)| (*s, unwind(p.clone()))).collect()
    }

    /// The best-scored state generated so far: its score and the moves
    /// that reach it (what a search that gave up still learned).
    pub fn best(&self) -> Option<(i64, Vec<S::Move>)> {
        self.best.as_ref().map(|(s, p)| (*s, unwind(p.clone())))
    }

    /// Expands at most `slice` more states; `Some` once finished.
    pub fn step(&mut self, slice: u64) -> Option<SearchResult<S::Move>> {
        let t0 = (self.budget.clock)();
        let stop_at = self.nodes.saturating_add(slice);
        let mut moves = Vec::new();
        while self.done.is_none() {
            let elapsed = self.ms + (self.budget.clock)() - t0;
            if self.nodes >= self.budget.nodes || elapsed > self.budget.ms {
                self.ms = elapsed;
                let (nodes, ms) = (self.nodes, self.ms);
                self.finish(Outcome::GaveUp { nodes, ms });
                break;
            }
            if self.nodes >= stop_at {
                self.ms = elapsed;
                return None;
            }
            if self.cursor >= self.level.len() {
                // Next level: keep the best `width`.
                if self.next_level.is_empty() {
                    if self.widen > 1 && (self.cut || self.table.overflowed) {
                        if let Some((s0, p0)) = self.start.clone() {
                            self.width = self.width.saturating_mul(self.widen);
                            self.table = Table::new(self.budget.table);
                            self.table.visit(&self.space.key(&s0));
                            self.level = vec![(s0, p0)];
                            self.cursor = 0;
                            self.cut = false;
                            continue;
                        }
                    }
                    self.ms = elapsed;
                    let exhaustive = self.space.complete() && !self.cut && !self.table.overflowed;
                    let (nodes, ms) = (self.nodes, self.ms);
                    self.finish(if exhaustive { Outcome::Unsolvable } else { Outcome::GaveUp { nodes, ms } });
                    break;
                }
                let mut next = std::mem::take(&mut self.next_level);
                next.sort_by_key(|e| e.0);
                if next.len() > self.width {
                    keep_best(&mut next, self.width);
                    self.cut = true;
                }
                // Only the kept children are rebuilt from their parents (a
                // level holds `width` states, not every child generated).
                let level: Vec<_> = next
                    .iter()
                    .map(|&(_, _, parent, m)| {
                        let (state, path) = &self.level[parent as usize];
                        self.child(state, path, m)
                    })
                    .collect();
                next.clear();
                self.next_level = next;
                self.level = level;
                self.cursor = 0;
                continue;
            }
            let parent = self.cursor;
            self.cursor += 1;
            self.nodes += 1;
            moves.clear();
            self.space.moves(&self.level[parent].0, &mut moves);
            for &m in &moves {
                let mut child = self.level[parent].0.clone();
                self.space.apply(&mut child, m);
                let mut via = Vec::new();
                play_forced(&self.space, &mut child, &mut via);
                if self.space.is_goal(&child) {
                    let p = extend(&self.level[parent].1, m, via);
                    self.ms += (self.budget.clock)() - t0;
                    self.finish(Outcome::Solved(unwind(p)));
                    break;
                }
                if !self.table.visit(&self.space.key(&child)) {
                    continue;
                }
                let score = self.space.score(&child);
                let better = self.best.as_ref().is_none_or(|(b, _)| score < *b);
                let top =
                    self.keep > 0 && (self.tops.len() < self.keep || self.tops.last().is_some_and(|t| score < t.0));
                if better || top {
                    let p = extend(&self.level[parent].1, m, via);
                    if top {
                        let at = self.tops.partition_point(|t| t.0 <= score);
                        self.tops.insert(at, (score, p.clone()));
                        self.tops.truncate(self.keep);
                    }
                    if better {
                        self.best = Some((score, p));
                    }
                }
                let bucket = self.space.bucket(&child);
                self.next_level.push((score, bucket, parent as u32, m));
            }
        }
        self.done.clone()
    }

    /// The child of `state` by `m` (and the forced moves after it), with its path.
    fn child(&self, state: &S::State, path: &Link<S::Move>, m: S::Move) -> (S::State, Link<S::Move>) {
        let mut child = state.clone();
        self.space.apply(&mut child, m);
        let mut via = Vec::new();
        play_forced(&self.space, &mut child, &mut via);
        (child, extend(path, m, via))
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
