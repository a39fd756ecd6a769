//! The pure view model: what the page shows, built from a state by each game
//! (`Game::view`), rendered by `web::render`. Tested natively.

use crate::card::Card;
use crate::slot::Slot;

/// How a pile spreads its cards.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Fan {
    /// Downwards (columns).
    Down,
    /// To the right (fans, the waste).
    Right,
    /// Squared up: only the top card shows, with a count.
    Stack,
}

/// One card as shown: face up with its identity, or face down.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Face {
    Up(Card),
    Down,
}

/// One pile on the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PileView {
    pub slot: Slot,
    /// Short label shown by the pile and used in notation ("1", "E", "Stock").
    pub label: String,
    /// Deepest card first.
    pub cards: Vec<Face>,
    pub fan: Fan,
    /// Grid cell (row, column) on the table; the page lays piles on a grid.
    pub row: u8,
    pub col: u8,
    /// Cards at this index and above can be picked up (`cards.len()` = none).
    pub first_movable: usize,
    /// A line shown under the pile ("36 left · pass 2"), if any.
    pub note: Option<String>,
    /// The pile is finished (a locked quartet, a completed suit): shown dimmed.
    pub done: bool,
    /// Maximum number of cards, when the game limits it (shown as slots).
    pub capacity: Option<u8>,
}

/// The whole table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    pub piles: Vec<PileView>,
    /// Grid size.
    pub rows: u8,
    pub cols: u8,
    /// One-line status for the status bar ("Deals left: 3 · Suits removed: 2").
    pub status: String,
}

impl View {
    pub fn pile(&self, slot: Slot) -> Option<&PileView> {
        self.piles.iter().find(|p| p.slot == slot)
    }
}
