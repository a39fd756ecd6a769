//! Spider's and Beetle's view model: ten columns fanned down (row 0), the
//! hand or stock and the removed suits below (row 1).

use super::{Spider, Variant, PILES};
use crate::card::{Card, Suit};
use crate::games::Slot;
use crate::view::{Face, Fan, PileView, View};

/// The view model: ten columns fanned down (row 0), the stock and the
/// removed suits below (row 1).
pub(super) fn view(g: &Spider) -> View {
    let mut piles: Vec<PileView> = (0..PILES)
        .map(|p| {
            let pile = g.pile(p);
            let d = g.face_down(p);
            PileView {
                slot: Slot::Column(p as u8),
                label: (p + 1).to_string(),
                cards: pile.iter().enumerate().map(|(i, &c)| if i < d { Face::Down } else { Face::Up(c) }).collect(),
                fan: Fan::Down,
                row: 0,
                col: p as u8,
                first_movable: pile.len() - g.run(p),
                note: None,
                done: false,
                removable: g.removable_from(p),
                capacity: None,
            }
        })
        .collect();
    let deals = g.deals_left();
    piles.push(PileView {
        slot: Slot::Stock,
        label: if g.variant() == Variant::Spider { "Hand".into() } else { "Stock".into() },
        cards: vec![Face::Down; deals],
        fan: Fan::Right,
        row: 1,
        col: 0,
        first_movable: deals,
        note: Some(if deals == 1 { "1 deal left".into() } else { format!("{deals} deals left") }),
        done: false,
        removable: None,
        capacity: None,
    });
    let removed = g.removed_suits();
    let kings: Vec<Face> = Suit::ALL
        .iter()
        .flat_map(|&s| std::iter::repeat_n(Face::Up(Card::new(13, s)), removed[s as usize] as usize))
        .collect();
    let n = kings.len();
    piles.push(PileView {
        slot: Slot::Discard,
        label: "Removed".into(),
        cards: kings,
        fan: Fan::Stack,
        row: 1,
        col: 9,
        first_movable: n,
        note: Some(format!("{n} of 8 suits")),
        done: true,
        removable: None,
        capacity: None,
    });
    let mut status = format!("Deals left: {deals} · Suits removed: {} of 8", g.removed_count());
    if g.variant() == Variant::Spider {
        status.push_str(&format!(" · Face down: {}", g.face_down_total()));
    }
    View { piles, rows: 2, cols: PILES as u8, status }
}
