//! Keyboard input: arrows move a cursor over piles and cards, Enter/Space
//! pick up and drop, notation (and in Spider Woods' commands) typed on the
//! table plays on Enter, and the shortcuts: Ctrl+Z, Ctrl+Y / Ctrl+Shift+Z,
//! H, D, N, ?, Esc, and `,` `.` Home End in a replay.

use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent};

use super::app::App;
use super::dom::by_id;
use super::input::{act, Hit};
use super::toast::feedback;
use super::{actions, commands, replay, run, sheets_ui};
use crate::games::Slot;
use crate::page::piles::{cursor_home, cursor_step};
use crate::page::Msg;

fn in_field(e: &KeyboardEvent) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<Element>().ok())
        .is_some_and(|t| matches!(t.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"))
}

/// The key went to something over the table (a sheet, the menu, the
/// dialog): the table's keys do not apply.
fn in_overlay(e: &KeyboardEvent) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<Element>().ok())
        .is_some_and(|t| t.closest("dialog, [popover], #panel").ok().flatten().is_some())
}

fn on_table(e: &KeyboardEvent) -> bool {
    let t = e.target().and_then(|t| t.dyn_into::<Element>().ok());
    match (t, by_id("table")) {
        (Some(t), Some(table)) => table.contains(Some(&t)) || t.tag_name() == "BODY",
        _ => false,
    }
}

/// Handles one key press anywhere on the page.
pub fn key(app: &mut App, e: &KeyboardEvent) {
    let k = e.key();
    if app.model.autoplaying() && !matches!(k.as_str(), "Shift" | "Control" | "Alt" | "Meta") {
        run::send(app, Msg::StopAutoplay("Autoplay stopped.".into()));
        return;
    }
    // A dialog the browser has just closed (Escape) is closed for the keys
    // already, before its `close` event.
    sheets_ui::settle(app);
    if let Some(open) = super::review_sheet::key(app, e) {
        if let Some(ply) = open {
            run::send(app, Msg::ReviewOpen(ply));
        }
        return;
    }
    if app.model.question().is_some() || app.model.sheet().is_some() || in_overlay(e) {
        return;
    }
    let ctrl = e.ctrl_key() || e.meta_key();
    if ctrl && !e.alt_key() && !in_field(e) {
        match k.to_ascii_lowercase().as_str() {
            "z" if e.shift_key() => actions::redo(app),
            "z" => actions::undo(app),
            "y" => actions::redo(app),
            _ => return,
        }
        e.prevent_default();
        return;
    }
    if ctrl || e.alt_key() || in_field(e) {
        return;
    }
    if app.replaying() && app.typed.is_empty() {
        let end = app.session().known_steps();
        let to = match k.as_str() {
            "," => Some(app.session().steps().len().saturating_sub(1)),
            "." => Some(app.session().steps().len() + 1),
            "Home" => Some(0),
            "End" => Some(end),
            _ => None,
        };
        if let Some(n) = to {
            e.prevent_default();
            return replay::seek(app, n);
        }
    }
    let table = on_table(e);
    match k.as_str() {
        "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" if table => {
            e.prevent_default();
            arrow(app, &k);
        }
        "Enter" if e.shift_key() && app.typed.is_empty() && app.model.can_finish() => {
            e.prevent_default();
            run::send(app, Msg::Finish);
        }
        "Enter" if !app.typed.is_empty() => {
            e.prevent_default();
            let text = std::mem::take(&mut app.typed);
            show_typed("");
            commands::run(app, &text);
        }
        " " if !app.typed.is_empty() => {
            e.prevent_default();
            app.typed.push(' ');
            show_typed(&app.typed);
        }
        "Enter" | " " if table => {
            e.prevent_default();
            app.keyboard = true;
            let piles = app.screen.ordered();
            let Some((slot, i)) = app.cursor.or_else(|| piles.first().map(|p| (p.slot, cursor_home(p)))) else {
                return;
            };
            app.cursor = Some((slot, i));
            let index = (i < app.screen.len_of(slot)).then_some(i);
            act(app, Hit { slot, index });
        }
        "Escape" => {
            app.typed.clear();
            show_typed("");
            run::send(app, Msg::ClearMarks);
        }
        "Backspace" if !app.typed.is_empty() => {
            e.prevent_default();
            app.typed.pop();
            show_typed(&app.typed);
        }
        "?" if app.typed.is_empty() => {
            e.prevent_default();
            sheets_ui::help(app);
        }
        _ => {
            let mut chars = k.chars();
            let (Some(c), None) = (chars.next(), chars.next()) else { return };
            if app.typed.is_empty() {
                let has_stock = app.screen.pile(Slot::Stock).is_some();
                match c.to_ascii_lowercase() {
                    'h' => return run::send(app, Msg::Hint),
                    'n' => return actions::new_game(app),
                    'd' if has_stock => return actions::stock(app),
                    _ => {}
                }
            }
            if (c.is_ascii_alphanumeric() || c == '-') && app.typed.len() < 12 {
                e.prevent_default();
                app.typed.push(c);
                show_typed(&app.typed);
            }
        }
    }
}

/// Shows the move being typed (in the feedback line and the move field).
fn show_typed(text: &str) {
    if let Some(i) = super::dom::input("move-input") {
        i.set_value(text);
    }
    if text.is_empty() {
        feedback("", "");
    } else {
        feedback(&format!("Move: {text}   (Enter plays it, Esc cancels)"), "info");
    }
}

fn arrow(app: &mut App, k: &str) {
    let Some(to) = cursor_step(&app.screen.ordered(), app.cursor, k) else { return };
    app.keyboard = true;
    app.cursor = Some(to);
    actions::render(app);
}
