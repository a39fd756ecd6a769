//! Shared by the solver tests: an exhaustive plain search that confirms
//! verdicts independently of the solver, and solution replay through the
//! game's own `parse_move` and `apply`.
#![allow(dead_code)]

use std::collections::{HashSet, VecDeque};
use std::hash::Hash;

use swarm::games::AnyGame;

/// The same position with its unseen cards shuffled differently (what a
/// fair hint must not notice).
pub fn reshuffled(g: &AnyGame, seed: u64) -> AnyGame {
    let mut u = g.unseen();
    swarm::deal::shuffle(&mut u, &mut swarm::deal::SplitMix64::new(seed));
    g.with_unseen(&u)
}

/// Exhaustive breadth-first search through `legal_moves` (every count, every
/// target, no pruning): is a won position reachable? `None` past `limit`
/// positions. Positions with the same `key` count once.
pub fn reachable_win_by<K: Hash + Eq>(start: &AnyGame, limit: usize, key: impl Fn(&AnyGame) -> K) -> Option<bool> {
    let mut seen = HashSet::new();
    let mut queue = VecDeque::new();
    seen.insert(key(start));
    queue.push_back(start.clone());
    while let Some(g) = queue.pop_front() {
        if g.is_won() {
            return Some(true);
        }
        for m in g.legal_moves() {
            let mut c = g.clone();
            c.apply(m).unwrap();
            if seen.insert(key(&c)) {
                if seen.len() > limit {
                    return None;
                }
                queue.push_back(c);
            }
        }
    }
    Some(false)
}

/// [`reachable_win_by`] over full states.
pub fn reachable_win(start: &AnyGame, limit: usize) -> Option<bool> {
    reachable_win_by(start, limit, |g| g.clone())
}

/// Plays `texts` from `start` through `parse_move` and `apply`; the end
/// position (a refused move panics with its number and text).
pub fn replay(start: &AnyGame, texts: &[String]) -> AnyGame {
    let mut g = start.clone();
    for (i, t) in texts.iter().enumerate() {
        let m = g.parse_move(t).unwrap_or_else(|e| panic!("move {} ({t}): {e}", i + 1));
        g.apply(m).unwrap_or_else(|e| panic!("move {} ({t}): {e}", i + 1));
    }
    g
}

/// The moves `texts` win from `start`.
pub fn replays_to_win(start: &AnyGame, texts: &[String]) -> bool {
    replay(start, texts).is_won()
}
