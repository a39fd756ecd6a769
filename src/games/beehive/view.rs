//! Beehive's view model (storehouse, stock, waste, discards, six columns)
//! and its auto-move choice.

use super::{col_label, Beehive, COLUMNS};
use crate::card::{Card, Suit};
use crate::games::{Move, Slot};
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
        capacity: None,
    }
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

impl Beehive {
    /// The table: row 0 holds the storehouse, the stock, the waste (the page
    /// shows its last three cards) and the discarded ranks; row 1 the columns.
    pub(super) fn build_view(&self) -> View {
        let store = self.storehouse();
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

        let stock = self.stock().len();
        let mut st = pile(Slot::Stock, "Stock", vec![Face::Down; stock], Fan::Stack, 0, 1, stock);
        st.note = Some(format!("{stock} left · pass {}", self.pass));
        piles.push(st);

        let w = self.waste();
        piles.push(pile(
            Slot::Waste,
            "Waste",
            w.iter().map(|&c| Face::Up(c)).collect(),
            Fan::Right,
            0,
            2,
            w.len().saturating_sub(1),
        ));

        let done: Vec<Face> =
            self.discarded_ranks().into_iter().map(|r| Face::Up(Card::new(r, Suit::Spades))).collect();
        let k = done.len();
        let mut dp = pile(Slot::Discard, "Discarded", done, Fan::Right, 0, 4, k);
        dp.done = true;
        dp.note = Some(format!("{k} of 13"));
        piles.push(dp);

        for i in 0..COLUMNS {
            let cards: Vec<Face> = self.column(i).iter().map(|&c| Face::Up(c)).collect();
            piles.push(pile(Slot::Column(i as u8), &col_label(i), cards, Fan::Down, 1, i as u8, 0));
        }
        View {
            piles,
            rows: 2,
            cols: COLUMNS as u8,
            status: format!(
                "Quartets: {} of 13 · Storehouse: {} · Stock: {} · Pass {}",
                self.quartets(),
                n,
                stock,
                self.pass
            ),
        }
    }

    /// Auto-move: the waste's or storehouse's top goes to a column of its
    /// rank (the fullest: it completes quartets soonest), else to an empty
    /// column; a column's cards from `index` up go to another column of their
    /// rank (the fullest). A click on the stock deals (or turns the waste over).
    pub(super) fn best_move(&self, slot: Slot, index: usize) -> Option<Move> {
        let same_rank = |card: Card, except: Option<usize>| {
            (0..COLUMNS)
                .filter(|&t| Some(t) != except)
                .filter(|&t| self.column(t).last().is_some_and(|u| u.rank() == card.rank()))
                .max_by_key(|&t| (self.column(t).len(), std::cmp::Reverse(t)))
        };
        match slot {
            Slot::Waste | Slot::Storehouse => {
                let cards = if slot == Slot::Waste { self.waste() } else { self.storehouse() };
                if index + 1 != cards.len() {
                    return None;
                }
                let card = *cards.last()?;
                let to = same_rank(card, None).or_else(|| (0..COLUMNS).find(|&t| self.column(t).is_empty()))?;
                Some(Move::Transfer { from: slot, to: Slot::Column(to as u8), count: 1 })
            }
            Slot::Column(f) => {
                let f = f as usize;
                if f >= COLUMNS || index >= self.column(f).len() {
                    return None;
                }
                let col = self.column(f);
                let to = same_rank(col[0], Some(f))?;
                Some(Move::Transfer { from: slot, to: Slot::Column(to as u8), count: (col.len() - index) as u8 })
            }
            Slot::Stock => [Move::Deal, Move::TurnOver].into_iter().find(|&m| self.check_move(m).is_ok()),
            Slot::Discard => None,
        }
    }
}
