//! Beehive's view model (storehouse, stock, waste, discards, six columns).

use super::{col_label, Beehive, COLUMNS};
use crate::card::{Card, Suit};
use crate::games::Slot;
use crate::view::{Face, Fan, PileView, View};

fn pile(slot: Slot, label: &str, cards: Vec<Face>, fan: Fan, row: u8, col: u8, first_movable: usize) -> PileView {
    PileView {
        slot,
        label: label.to_string(),
        cards,
        fan,
        row,
        col,
        first_movable,
        note: None,
        done: false,
        removable: None,
        capacity: None,
    }
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The table: row 0 holds the storehouse, the stock, the waste (the page
/// shows its last three cards) and the discarded ranks; row 1 the columns.
pub(super) fn view(g: &Beehive) -> View {
    let store = g.storehouse();
    let n = store.len();
    let mut piles = Vec::with_capacity(COLUMNS + 4);
    let mut sh = pile(
        Slot::Storehouse,
        "Storehouse",
        store.iter().enumerate().map(|(i, &c)| if i + 1 == n { Face::Up(c) } else { Face::Down }).collect(),
        Fan::Stack,
        0,
        0,
        n.saturating_sub(1),
    );
    sh.note = Some(plural(n, "card", "cards"));
    piles.push(sh);

    let stock = g.stock().len();
    let mut st = pile(Slot::Stock, "Stock", vec![Face::Down; stock], Fan::Stack, 0, 1, stock);
    st.note = Some(format!("{stock} left · pass {}", g.pass));
    piles.push(st);

    let w = g.waste();
    piles.push(pile(
        Slot::Waste,
        "Waste",
        w.iter().map(|&c| Face::Up(c)).collect(),
        Fan::Right,
        0,
        2,
        w.len().saturating_sub(1),
    ));

    let done: Vec<Face> = g.discarded_ranks().into_iter().map(|r| Face::Up(Card::new(r, Suit::Spades))).collect();
    let k = done.len();
    let mut dp = pile(Slot::Discard, "Discarded", done, Fan::Right, 0, 4, k);
    dp.done = true;
    dp.note = Some(format!("{k} of 13"));
    piles.push(dp);

    for i in 0..COLUMNS {
        let cards: Vec<Face> = g.column(i).iter().map(|&c| Face::Up(c)).collect();
        piles.push(pile(Slot::Column(i as u8), &col_label(i), cards, Fan::Down, 1, i as u8, 0));
    }
    View {
        piles,
        rows: 2,
        cols: COLUMNS as u8,
        status: format!("Quartets: {} of 13 · Storehouse: {} · Stock: {} · Pass {}", g.quartets(), n, stock, g.pass),
    }
}
