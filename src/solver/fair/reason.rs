//! Why a move: the short reason a hint gives ("joins 7♠ to 8♠ · turns up
//! a card in pile 4"), and Woods' tie-breaks between equally good moves.
//! Both read the position as the player sees it (the game's `shown_card`:
//! face-up cards, face-down cards only counted), never a hidden card.

use crate::card::Card;
use crate::games::{AnyGame, Move, Slot};
use crate::solver::tuning::{NATURAL_BONUS, PLACES_BONUS};

/// The card `count` places deep in `slot` (the one a move of `count` cards
/// carries), when it shows.
fn moved_card(g: &AnyGame, slot: Slot, count: u8) -> Option<Card> {
    g.shown_card(slot, (count as usize).checked_sub(1)?)
}

/// Woods' tie-breaks: natural moves first, then from the top down, then a
/// card that has more than one place to go.
pub fn woods_bonus(g: &AnyGame, mv: Move) -> i64 {
    let Move::Transfer { from, to, count } = mv else { return 0 };
    let Some(moved) = moved_card(g, from, count) else {
        return 0;
    };
    let mut b = moved.rank() as i64;
    if let Some(dest) = g.shown_card(to, 0) {
        if dest.suit() == moved.suit() && dest.rank() == moved.rank() + 1 {
            b += NATURAL_BONUS;
        }
    }
    let places = (0..g.columns())
        .map(|i| Slot::Column(i as u8))
        .filter(|&q| q != from)
        .filter(|&q| g.shown_card(q, 0).is_some_and(|c| c.rank() == moved.rank() + 1))
        .count();
    if places > 1 {
        b += PLACES_BONUS;
    }
    b
}

fn pile_name(g: &AnyGame, slot: Slot) -> String {
    match slot {
        Slot::Column(i) => format!("pile {}", g.column_label(i as usize).unwrap_or_else(|| "?".into())),
        Slot::Storehouse => "the storehouse".into(),
        Slot::Waste => "the waste".into(),
        Slot::Stock => "the stock".into(),
        Slot::Discard => "the discards".into(),
    }
}

/// A short reason for a move, from the position before and after it.
pub fn reason(before: &AnyGame, after: &AnyGame, mv: Move, useful: bool) -> String {
    match mv {
        Move::Deal if !useful => "deal: no useful move left".into(),
        Move::Deal => "deal".into(),
        Move::TurnOver if !useful => "turn the waste over: no useful move left".into(),
        Move::TurnOver => "turn the waste over".into(),
        Move::Remove { column } => {
            let slot = Slot::Column(column);
            match before.shown_card(slot, 0) {
                Some(ace) => format!("removes the complete {} run from {}", ace.suit().name(), pile_name(before, slot)),
                None => "removes the complete run".into(),
            }
        }
        Move::Transfer { from, to, count } => {
            let moved = moved_card(before, from, count);
            let name = moved.map(|c| c.pretty()).unwrap_or_else(|| "the card".into());
            let mut s = match before.shown_card(to, 0) {
                None => format!("moves {name} into empty {}", pile_name(before, to)),
                Some(d) if moved.is_some_and(|m| m.suit() == d.suit() && m.rank() + 1 == d.rank()) => {
                    format!("joins {name} to {}", d.pretty())
                }
                Some(d) if moved.is_some_and(|m| m.rank() == d.rank()) => {
                    format!("puts {name} with the {}s in {}", crate::card::rank_text(d.rank()), pile_name(before, to))
                }
                Some(d) => format!("puts {name} on {}", d.pretty()),
            };
            if !matches!(from, Slot::Column(_)) {
                s.push_str(&format!(" (from {})", pile_name(before, from)));
            }
            if after.cards_removed() > before.cards_removed() {
                s.push_str(" · completes a set");
            }
            let below = count as usize;
            if matches!(from, Slot::Column(_)) && after.pile_len(from) == 0 {
                s.push_str(&format!(" · empties {}", pile_name(before, from)))
            } else if after.shown_card(from, 0).is_some()
                && before.pile_len(from) > below
                && before.shown_card(from, below).is_none()
            {
                s.push_str(&format!(" · turns up a card in {}", pile_name(before, from)))
            }
            s
        }
    }
}
