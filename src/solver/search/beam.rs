//! The beam search: best-first by levels, each cut to a width; finds
//! solutions in spaces too large to exhaust.

use std::rc::Rc;

use super::{play_forced, Budget, Outcome, SearchResult, Space};
use crate::solver::table::Table;

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
                crate::small_sort::sort_by_i64(&mut next, |e| e.0);
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
