//! Screen-reader support: a polite live region (`#live`) that announces
//! every move, undo, redo and result in words (`page::App::announcement`).
//! Cards and piles carry their own accessible names (`page::table::piles`).

use super::dom::{self, by_id, set_attr};

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
