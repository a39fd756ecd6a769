//! The confirmation dialog: a modal `<dialog>` (backdrop, focus held
//! inside, Escape answers no). It only shows and hides; which action the
//! answer acts on, and for which game, is kept in the App (`Confirm`).

use super::dom::{self, set_text};

/// Shows `msg` with a button saying `yes` (the other keeps playing).
pub fn show(msg: &str, yes: &str) {
    set_text("confirm-text", msg);
    set_text("confirm-yes", yes);
    let Some(d) = dom::dialog("confirm") else { return };
    if !d.open() {
        let _ = d.show_modal();
    }
    if let Some(b) = dom::by_id("confirm-no") {
        let _ = b.focus();
    }
}

/// Hides the dialog.
pub fn close() {
    if let Some(d) = dom::dialog("confirm") {
        if d.open() {
            d.close();
        }
    }
}
