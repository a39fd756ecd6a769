//! Peeking analysis: any game as a search space with every card known,
//! driven only through `AnyGame` (`legal_moves`, `apply`, `is_won`), scored
//! by [`super::eval`]. Keys are 128-bit hashes of the whole state (two
//! decks hold every card twice, so no per-card XOR: the state's own `Hash`).

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use crate::games::{AnyGame, Move};

use super::search::Space;

/// States kept per level by the peeking beam search.
pub const BEAM_WIDTH: usize = 200;

/// Any game, every card known.
#[derive(Copy, Clone, Debug, Default)]
pub struct GameSpace;

/// A 128-bit hash of a state.
pub fn state_key(g: &AnyGame) -> u128 {
    let mut a = DefaultHasher::new();
    g.hash(&mut a);
    let mut b = DefaultHasher::new();
    0x9e37_79b9_7f4a_7c15u64.hash(&mut b);
    g.hash(&mut b);
    ((a.finish() as u128) << 64) | b.finish() as u128
}

impl Space for GameSpace {
    type State = AnyGame;
    type Move = Move;
    type Key = u128;
    fn key(&self, s: &AnyGame) -> u128 {
        state_key(s)
    }
    fn is_goal(&self, s: &AnyGame) -> bool {
        s.is_won()
    }
    fn moves(&self, s: &AnyGame, out: &mut Vec<Move>) {
        out.extend(s.legal_moves());
    }
    fn apply(&self, s: &mut AnyGame, m: Move) {
        let r = s.apply(m);
        debug_assert!(r.is_ok(), "legal_moves gave an illegal move {m:?}");
    }
    fn score(&self, s: &AnyGame) -> i64 {
        -super::eval::evaluate(s)
    }
}
