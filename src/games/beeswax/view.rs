//! Beeswax's view model: 15 columns in a row (or fans 5×3, 3×5 or 4×4), each
//! with its capacity, its movable run and its quartet marked done.

use super::{label, Beeswax, CAPACITY, COLUMNS};
use crate::games::Slot;
use crate::view::{Face, Fan, Layout, PileView, View};

/// The view model: fans in a grid (rows × columns: 5×3, 3×5, 4×4) or
/// columns in one row.
pub(super) fn view(g: &Beeswax, layout: Layout) -> View {
    let (fan, rows, cols) = match layout {
        Layout::Fans5x3 => (Fan::Right, 5u8, 3u8),
        Layout::Fans3x5 => (Fan::Right, 3, 5),
        Layout::Fans4x4 => (Fan::Right, 4, 4),
        Layout::Columns => (Fan::Down, 1, 15),
    };
    let piles = (0..COLUMNS)
        .map(|i| {
            let n = g.len[i] as usize;
            PileView {
                slot: Slot::Column(i as u8),
                label: label(i).to_string(),
                cards: g.column(i).iter().map(|&c| Face::Up(c)).collect(),
                fan,
                row: (i / cols as usize) as u8,
                col: (i % cols as usize) as u8,
                first_movable: if g.is_quartet(i) { n } else { n - g.run(i) },
                note: None,
                done: g.is_quartet(i),
                removable: None,
                capacity: Some(CAPACITY as u8),
            }
        })
        .collect();
    View {
        piles,
        rows,
        cols,
        status: format!(
            "Quartets: {} of 13 · Empty columns: {}",
            g.quartets(),
            (0..COLUMNS).filter(|&i| g.len[i] == 0).count()
        ),
    }
}
