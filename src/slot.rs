//! `Slot`, the places cards live in: the word the games' moves and the
//! page's view model share (re-exported as `games::Slot`). A leaf, so that
//! `view` can name a pile without importing `games`, which imports `view`.

/// A place cards live in. Columns are numbered from 0 (the page and the
/// notation show them from 1, or `1`–`F` in Beeswax).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Slot {
    Column(u8),
    Storehouse,
    Stock,
    Waste,
    /// Discarded quartets / removed suits.
    Discard,
}
