//! Why a move: the short reason a hint gives ("joins 7♠ to 8♠ · turns up
//! a card in pile 4"), and Woods' tie-breaks between equally good moves.
//! Both read the position as the player sees it (the view model: face-up
//! cards, face-down cards only counted), never a hidden card.

use crate::games::{AnyGame, Move, Slot};
use crate::solver::tuning::{NATURAL_BONUS, PLACES_BONUS};
use crate::view::{Face, View};

fn top_up(v: &View, slot: Slot) -> Option<crate::card::Card> {
    match v.pile(slot)?.cards.last()? {
        Face::Up(c) => Some(*c),
        Face::Down => None,
    }
}

/// Woods' tie-breaks: natural moves first, then from the top down, then a
/// card that has more than one place to go.
pub fn woods_bonus(v: &View, mv: Move) -> i64 {
    let Move::Transfer { from, to, count } = mv else { return 0 };
    let Some(p) = v.pile(from) else { return 0 };
    let Some(Face::Up(moved)) = p.cards.len().checked_sub(count as usize).and_then(|i| p.cards.get(i)) else {
        return 0;
    };
    let mut b = moved.rank() as i64;
    if let Some(dest) = top_up(v, to) {
        if dest.suit() == moved.suit() && dest.rank() == moved.rank() + 1 {
            b += NATURAL_BONUS;
        }
    }
    let places = v
        .piles
        .iter()
        .filter(|q| matches!(q.slot, Slot::Column(_)) && q.slot != from)
        .filter(|q| matches!(q.cards.last(), Some(Face::Up(c)) if c.rank() == moved.rank() + 1))
        .count();
    if places > 1 {
        b += PLACES_BONUS;
    }
    b
}

fn pile_name(v: &View, slot: Slot) -> String {
    match slot {
        Slot::Column(_) => format!("pile {}", v.pile(slot).map(|p| p.label.as_str()).unwrap_or("?")),
        Slot::Storehouse => "the storehouse".into(),
        Slot::Waste => "the waste".into(),
        Slot::Stock => "the stock".into(),
        Slot::Discard => "the discards".into(),
    }
}

/// A short reason for a move, from the position before and after it.
pub fn reason(before: &AnyGame, after: &AnyGame, mv: Move, useful: bool) -> String {
    let v = before.view("");
    let w = after.view("");
    match mv {
        Move::Deal if !useful => "deal: no useful move left".into(),
        Move::Deal => "deal".into(),
        Move::TurnOver if !useful => "turn the waste over: no useful move left".into(),
        Move::TurnOver => "turn the waste over".into(),
        Move::Remove { .. } => "removes the completed suit".into(),
        Move::Transfer { from, to, count } => {
            let moved = v
                .pile(from)
                .and_then(|p| p.cards.len().checked_sub(count as usize).and_then(|i| p.cards.get(i)))
                .and_then(|f| if let Face::Up(c) = f { Some(*c) } else { None });
            let name = moved.map(|c| c.pretty()).unwrap_or_else(|| "the card".into());
            let mut s = match top_up(&v, to) {
                None => format!("moves {name} into empty {}", pile_name(&v, to)),
                Some(d) if moved.is_some_and(|m| m.suit() == d.suit() && m.rank() + 1 == d.rank()) => {
                    format!("joins {name} to {}", d.pretty())
                }
                Some(d) if moved.is_some_and(|m| m.rank() == d.rank()) => {
                    format!("puts {name} with the {}s in {}", crate::card::rank_text(d.rank()), pile_name(&v, to))
                }
                Some(d) => format!("puts {name} on {}", d.pretty()),
            };
            if !matches!(from, Slot::Column(_)) {
                s.push_str(&format!(" (from {})", pile_name(&v, from)));
            }
            let removed = |x: &View, g: &AnyGame| {
                g.all_cards().len() as i64
                    - x.piles.iter().filter(|p| p.slot != Slot::Discard).map(|p| p.cards.len() as i64).sum::<i64>()
            };
            if removed(&w, after) > removed(&v, before) {
                s.push_str(" · completes a set");
            }
            match w.pile(from) {
                Some(p) if p.cards.is_empty() && matches!(from, Slot::Column(_)) => {
                    s.push_str(&format!(" · empties {}", pile_name(&v, from)))
                }
                Some(p)
                    if matches!(p.cards.last(), Some(Face::Up(_)))
                        && v.pile(from).is_some_and(|q| {
                            q.cards.len() > count as usize
                                && matches!(q.cards[q.cards.len() - count as usize - 1], Face::Down)
                        }) =>
                {
                    s.push_str(&format!(" · turns up a card in {}", pile_name(&v, from)))
                }
                _ => {}
            }
            s
        }
    }
}
