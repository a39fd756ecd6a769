//! The pure view model: what the page shows, built from a state by each game
//! (`Game::view`), rendered by `web::render`. Tested natively.

use std::fmt;

use crate::card::Card;
use crate::slot::Slot;

/// How the table is laid out: Beeswax's fifteen columns in one row or its
/// fans in a grid; the other games have one layout, `Columns`. Saved and
/// written (the page's setting, its `data-layout`) by its key.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Layout {
    /// Columns fanned down (Beeswax: fifteen in one row).
    #[default]
    Columns,
    /// Fans to the right, 5 rows of 3.
    Fans5x3,
    /// Fans to the right, 3 rows of 5.
    Fans3x5,
    /// Fans to the right, 4 rows of 4.
    Fans4x4,
}

impl Layout {
    pub const ALL: [Layout; 4] = [Layout::Columns, Layout::Fans5x3, Layout::Fans3x5, Layout::Fans4x4];

    /// The key it is saved and written as: `columns`, `fans5x3`, `fans3x5`, `fans4x4`.
    pub fn key(self) -> &'static str {
        match self {
            Layout::Columns => "columns",
            Layout::Fans5x3 => "fans5x3",
            Layout::Fans3x5 => "fans3x5",
            Layout::Fans4x4 => "fans4x4",
        }
    }

    /// The layout of a key (exactly as [`Layout::key`] writes it), if any.
    /// ```
    /// use swarm::view::Layout;
    /// assert_eq!(Layout::parse("fans5x3"), Some(Layout::Fans5x3));
    /// assert_eq!(Layout::parse("nonsense"), None);
    /// ```
    pub fn parse(key: &str) -> Option<Layout> {
        Layout::ALL.into_iter().find(|l| l.key() == key)
    }
}

impl fmt::Display for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

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
    /// The cards from this index up are a complete run the player may
    /// remove (Spider's manual removal: `Game::removable_run`): marked.
    pub removable: Option<usize>,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layout_keys_are_the_saved_settings_and_read_back_exactly() {
        // Pinned: players' saved settings and the page's `data-layout` hold these keys.
        assert_eq!(Layout::ALL.map(Layout::key), ["columns", "fans5x3", "fans3x5", "fans4x4"]);
        for l in Layout::ALL {
            assert_eq!(Layout::parse(l.key()), Some(l));
            assert_eq!(l.to_string(), l.key());
        }
        assert_eq!(Layout::parse("Fans5x3"), None);
        assert_eq!(Layout::parse(""), None);
    }
}
