//! The review's winnable pass: one position's search, and which position
//! to search next (from the last back, or galloping then halving).

use crate::games::{AnyGame, Move};
use crate::solver::search::{native_clock, Budget};
use crate::solver::{Outcome, SolveJob};

/// A position decided without a search: won, no move left, or (Spider) too
/// few cards left to fill the piles; with the win (empty) when won.
pub(super) fn at_once(g: &AnyGame) -> Option<(Option<bool>, Option<Vec<Move>>)> {
    if g.is_won() {
        return Some((Some(true), Some(Vec::new())));
    }
    if g.legal_moves().is_empty() {
        return Some((Some(false), None));
    }
    if let AnyGame::Spider(s) = g {
        if crate::solver::spider::starved(s) {
            return Some((Some(false), None));
        }
    }
    None
}

/// Whether `g` is winnable (see the module's comment of `review`), the win
/// found, and the nodes spent.
pub(super) fn winnable(g: &AnyGame, nodes: u64) -> (Option<bool>, Option<Vec<Move>>, u64) {
    if let Some((w, line)) = at_once(g) {
        return (w, line, 0);
    }
    let budget = Budget { nodes, ms: f64::INFINITY, table: 1 << 20, clock: native_clock };
    let mut job = SolveJob::new(g, budget);
    let r = loop {
        if let Some(r) = job.step(u64::MAX) {
            break r;
        }
    };
    match r.outcome {
        Outcome::Solved(line) => (Some(true), Some(line), r.nodes),
        Outcome::Unsolvable => (Some(false), None, r.nodes),
        Outcome::GaveUp { .. } => (None, None, r.nodes),
    }
}

/// The position the winnable pass searches next, given which positions it
/// has searched and where it found a win; `None` when it is done. Without
/// `gallop`: every position from the last back until a win is found.
/// With it: the last, then 1, 3, 7, 15, … back from it (each probe twice as
/// far as the one before) until a win is found or the start was searched,
/// then the middle of the gap between the last win found and the first
/// position above it searched without one, until no gap is left.
pub(super) fn next_probe(searched: &[bool], found: &[bool], gallop: bool) -> Option<usize> {
    let last = searched.len().checked_sub(1)?;
    let Some(lowest) = searched.iter().position(|&s| s) else { return Some(last) };
    let win = (0..=last).rev().find(|&k| searched[k] && found[k]);
    match win {
        None if lowest == 0 => None,
        None if !gallop => Some(lowest - 1),
        None => Some(last.saturating_sub(2 * (last - lowest) + 1)),
        Some(_) if !gallop => None,
        Some(w) => {
            let above = (w + 1..=last).find(|&k| searched[k])?;
            (above - w > 1).then_some(w + (above - w) / 2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::next_probe;

    /// The positions probed, in order, when the searches find a win exactly
    /// at the positions up to `winnable` (`None`: none).
    fn probes(n: usize, winnable: Option<usize>, gallop: bool) -> Vec<usize> {
        let (mut searched, mut found, mut order) = (vec![false; n], vec![false; n], Vec::new());
        while let Some(k) = next_probe(&searched, &found, gallop) {
            assert!(!searched[k], "{k} searched twice: {order:?}");
            searched[k] = true;
            found[k] = winnable.is_some_and(|w| k <= w);
            order.push(k);
        }
        order
    }

    #[test]
    fn from_the_last_back_until_a_win() {
        assert_eq!(probes(6, Some(2), false), vec![5, 4, 3, 2]);
        assert_eq!(probes(3, None, false), vec![2, 1, 0]);
        assert_eq!(probes(4, Some(3), false), vec![3]);
    }

    #[test]
    fn galloping_then_halving_finds_the_last_winnable_position() {
        assert_eq!(probes(201, Some(200), true), vec![200]);
        // 200, 199, 197, 193, 185, 169, 137, 73 (a win), then halving 73..137.
        assert_eq!(
            probes(201, Some(100), true),
            vec![200, 199, 197, 193, 185, 169, 137, 73, 105, 89, 97, 101, 99, 100]
        );
        assert_eq!(probes(10, None, true), vec![9, 8, 6, 2, 0]);
        for w in 0..40 {
            let order = probes(40, Some(w), true);
            assert!(order.contains(&w) && (w == 39 || order.contains(&(w + 1))), "{w}: {order:?}");
            assert!(order.len() <= 2 * 6 + 1, "{w}: {} probes", order.len());
        }
    }
}
