//! Screen-reader support: a polite live region (`#live`) that announces
//! every move, undo, redo and result in words ("5E: queen of hearts to
//! column E."). Cards and piles carry their own accessible names (table.rs).

use super::dom::{self, by_id, set_attr};
use super::table::slot_name;
use crate::games::{Move, Slot};
use crate::view::{Face, View};

/// Creates the live region once (visually hidden, read by screen readers).
pub fn install() {
    if by_id("live").is_some() {
        return;
    }
    let live = dom::el("div", "sr-only");
    set_attr(&live, "id", "live");
    set_attr(&live, "role", "status");
    set_attr(&live, "aria-live", "polite");
    set_attr(&live, "aria-atomic", "true");
    if let Some(body) = dom::document().body() {
        let _ = body.append_child(&live);
    }
}

/// Announces `text` (a repeated text is still announced: the region is
/// cleared first, then filled).
pub fn say(text: &str) {
    if let Some(l) = by_id("live") {
        l.set_text_content(Some(""));
        l.set_text_content(Some(text));
    }
}

/// What a move did, in words, read from the view after it.
pub fn describe(view: &View, mv: Move) -> String {
    let name = |slot: Slot| view.pile(slot).map(|p| slot_name(slot, &p.label)).unwrap_or_else(|| slot_name(slot, ""));
    match mv {
        Move::Transfer { from, to, count } => {
            let moved = view.pile(to).and_then(|p| {
                let first = p.cards.len().checked_sub(count as usize)?;
                match p.cards.get(first)? {
                    Face::Up(c) => Some(c.name()),
                    Face::Down => None,
                }
            });
            let what = match (moved, count) {
                (Some(c), 1) => c,
                (Some(c), n) => format!("{n} cards from the {c}"),
                (None, 1) => "1 card".to_string(),
                (None, n) => format!("{n} cards"),
            };
            format!("{what} from {} to {}", name(from), name(to))
        }
        Move::Deal => "dealt".to_string(),
        Move::TurnOver => "waste turned over".to_string(),
        Move::Remove { column } => format!("suit removed from {}", name(Slot::Column(column))),
    }
}
