//! Position evaluation for the fair players, read from each game's
//! accessors and only from what the player sees (face-down cards are only
//! counted): Woods' rules of thumb for Spider and Beetle (natural same-suit
//! joins, spaces, few face-down cards: [`super::spider::evaluate`]) and
//! Keller's for Beehive (quartets, an empty storehouse, columns gathered).
//! The weights are in [`super::tuning`].

use crate::card::Card;
use crate::games::beehive::{self, Beehive};
use crate::games::beeswax::{self, Beeswax};
use crate::games::AnyGame;

use super::tuning::{
    BEEHIVE_EMPTY, BEEHIVE_PACKED, BEEHIVE_REMOVED, BEEHIVE_STOREHOUSE, BEESWAX_BREAK, BEESWAX_EMPTY, BEESWAX_NATURAL,
    BEESWAX_UNNATURAL,
};

/// The value of a won position in rollouts and plans: far above any
/// evaluation, far below overflow when summed.
pub const WON: i64 = 1 << 40;

/// How good a position looks (higher is better), from what the player sees.
pub fn evaluate(game: &AnyGame) -> i64 {
    match game {
        AnyGame::Spider(s) => super::spider::evaluate(s),
        AnyGame::Beehive(b) => evaluate_beehive(b),
        AnyGame::Beeswax(b) => evaluate_beeswax(b),
    }
}

/// Beehive: cards discarded (in quartets) and columns gathered (Σ len²) are
/// good; cards left in the storehouse are bad; empty columns give room.
fn evaluate_beehive(b: &Beehive) -> i64 {
    let columns = (0..beehive::COLUMNS).map(|i| b.column(i).len() as i64);
    let packed: i64 = columns.clone().map(|n| n * n).sum();
    let empty = columns.filter(|&n| n == 0).count() as i64;
    let removed = 4 * b.quartets() as i64;
    BEEHIVE_REMOVED * removed + BEEHIVE_PACKED * packed - BEEHIVE_STOREHOUSE * b.storehouse().len() as i64
        + BEEHIVE_EMPTY * empty
}

/// Beeswax (a fallback only: Beeswax is solved completely): Woods' rules of
/// thumb on its columns, joins good, breaks bad, empty columns good.
fn evaluate_beeswax(b: &Beeswax) -> i64 {
    let (mut natural, mut unnatural, mut breaks, mut empty) = (0, 0, 0, 0);
    for i in 0..beeswax::COLUMNS {
        let col: &[Card] = b.column(i);
        if col.is_empty() {
            empty += 1;
        }
        for w in col.windows(2) {
            let (a, c) = (w[0], w[1]);
            if c.rank() + 1 == a.rank() {
                if c.suit() == a.suit() {
                    natural += 1;
                } else {
                    unnatural += 1;
                }
            } else if c.rank() != a.rank() {
                breaks += 1;
            }
        }
    }
    BEESWAX_NATURAL * natural + BEESWAX_UNNATURAL * unnatural - BEESWAX_BREAK * breaks + BEESWAX_EMPTY * empty
}
