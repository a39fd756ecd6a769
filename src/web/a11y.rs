//! Screen-reader support: a polite live region (`#live`) that announces
//! every move, undo, redo and result in words ("5E: queen of hearts to
//! column E."). Cards and piles carry their own accessible names (render.rs).

use super::dom::{self, by_id, set_attr};
use super::render::slot_name;
use super::App;
use crate::games::{Move, Slot};
use crate::view::Face;

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

/// The last move played, in words, with the result when the game ended.
pub fn announce_move(app: &App) {
    let Some(step) = app.session.steps().last() else {
        return;
    };
    let mut text = format!("{}: {}.", step.text, describe(app, step.mv));
    let state = app.state();
    if state.is_won() {
        text.push_str(" You won!");
    } else if state.is_stuck() {
        text.push_str(" No moves left.");
    }
    say(&text);
}

/// What a move did, read from the position after it.
fn describe(app: &App, mv: Move) -> String {
    let view = app.state().view(&app.layout);
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
