//! Sampling the unseen cards, and what the player has seen. A fair player
//! computes on *sampled worlds*: the position with its unseen cards sorted
//! (which throws away where they really are), then shuffled by a fixed
//! seed. Everything it computes therefore depends only on what the player
//! sees: reshuffle the hidden cards and every world is the same.

use std::collections::hash_map::DefaultHasher;
use std::collections::HashSet;
use std::hash::{Hash, Hasher};

use crate::deal::{shuffle, SplitMix64};
use crate::games::AnyGame;

/// A 128-bit hash of a whole state (two decks hold every card twice, so no
/// per-card XOR: the state's own `Hash`, twice with different seeds).
pub fn state_key(g: &AnyGame) -> u128 {
    let mut a = DefaultHasher::new();
    g.hash(&mut a);
    let mut b = DefaultHasher::new();
    0x9e37_79b9_7f4a_7c15u64.hash(&mut b);
    g.hash(&mut b);
    ((a.finish() as u128) << 64) | b.finish() as u128
}

/// The visible positions already played (a hint's and autoplay's guard
/// against going round in circles). Keys are taken with the unseen cards in
/// a canonical order, so they hold only what the player saw.
#[derive(Clone, Debug, Default)]
pub struct Seen(HashSet<u128>);

impl Seen {
    pub fn insert(&mut self, g: &AnyGame) {
        self.0.insert(visible_key(g));
    }
    pub fn contains(&self, g: &AnyGame) -> bool {
        self.0.contains(&visible_key(g))
    }
}

/// A key of what the player sees: the position with its unseen cards sorted.
pub fn visible_key(g: &AnyGame) -> u128 {
    let mut u = g.unseen();
    if u.is_empty() {
        return state_key(g);
    }
    crate::card::sort_cards(&mut u);
    state_key(&g.with_unseen(&u))
}

/// World `i`: the position with its unseen cards sorted, then shuffled by
/// seed `i`. Depends only on what the player sees.
pub fn world(g: &AnyGame, i: u64) -> AnyGame {
    sampled(g, 0x5EED_0000 + i)
}

/// The position with its unseen cards sorted, then shuffled by `seed`.
pub fn sampled(g: &AnyGame, seed: u64) -> AnyGame {
    let mut u = g.unseen();
    if u.is_empty() {
        return g.clone();
    }
    crate::card::sort_cards(&mut u);
    shuffle(&mut u, &mut SplitMix64::new(seed));
    g.with_unseen(&u)
}
