//! Keyboard input, read: which key with which modifiers, and where it
//! went (a field, something over the table, the table). What it does is
//! the model's key map (`page/keys.rs`); the Review sheet's chart keeps
//! its own keys (`review_sheet::key`).

use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent};

use super::app::App;
use super::dom::{self, by_id};
use super::{run, sheets};
use crate::page::{Effect, Key, Msg, Place, ReviewMsg, UiMsg};

/// Where the key went.
fn place(app: &App, e: &KeyboardEvent) -> Place {
    let Some(t) = e.target().and_then(|t| t.dyn_into::<Element>().ok()) else { return Place::Page };
    // Something over the table (a sheet, the menu, the dialog, the panel).
    if app.screen().sheet.is_some() || t.closest("dialog, [popover], #panel").ok().flatten().is_some() {
        return Place::Overlay;
    }
    if matches!(t.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT") {
        return Place::Field;
    }
    match by_id("table") {
        Some(table) if table.contains(Some(&t)) || t.tag_name() == "BODY" => Place::Table,
        _ => Place::Page,
    }
}

/// Handles one key press anywhere on the page.
pub fn key(app: &mut App, e: &KeyboardEvent) {
    let mut key = Key {
        key: e.key(),
        ctrl: e.ctrl_key() || e.meta_key(),
        shift: e.shift_key(),
        alt: e.alt_key(),
        place: Place::Page,
    };
    if !app.screen().menu.autoplaying {
        // A dialog the browser has just closed (Escape) is closed for the
        // keys already, before its `close` event.
        for m in sheets::settled(app) {
            run::send(app, m);
        }
        if let Some(open) = super::review_sheet::key(e) {
            if let Some(ply) = open {
                run::send(app, Msg::Review(ReviewMsg::Open(ply)));
            }
            return;
        }
        key.place = place(app, e);
    }
    let fx = app.model.update(Msg::Ui(UiMsg::Key(key)), dom::now_ms());
    // By `matches!`, not `contains`: `Effect`'s derived `==` is 1.3 KB of the wasm.
    if fx.iter().any(|e| matches!(e, Effect::KeyUsed)) {
        e.prevent_default();
    }
    run::run(app, fx);
}
