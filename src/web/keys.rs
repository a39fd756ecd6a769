//! Keyboard input: arrows move a cursor over piles and cards, Enter/Space
//! pick up and drop, notation typed on the table plays on Enter, and the
//! shortcuts (Ctrl+Z, Ctrl+Y / Ctrl+Shift+Z, H, D, N, Esc).

use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent};

use super::dom::{self, by_id};
use super::input::{act, Hit};
use super::render::{self, feedback};
use super::{toolbar, App};
use crate::deal::random_deal_number;
use crate::games::Slot;

fn in_field(e: &KeyboardEvent) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<Element>().ok())
        .is_some_and(|t| matches!(t.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"))
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
    if app.autoplay.is_some() && !matches!(k.as_str(), "Shift" | "Control" | "Alt" | "Meta") {
        super::autoplay::stop(app, "Autoplay stopped.");
        return;
    }
    if app.pending.is_some() {
        if k == "Escape" {
            app.answer(false);
        }
        return;
    }
    let ctrl = e.ctrl_key() || e.meta_key();
    if ctrl && !e.alt_key() && !in_field(e) {
        match k.to_ascii_lowercase().as_str() {
            "z" if e.shift_key() => app.redo(),
            "z" => app.undo(false),
            "y" => app.redo(),
            _ => return,
        }
        e.prevent_default();
        return;
    }
    if ctrl || e.alt_key() || in_field(e) {
        return;
    }
    let table = on_table(e);
    match k.as_str() {
        "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" if table => {
            e.prevent_default();
            arrow(app, &k);
        }
        "Enter" if !app.typed.is_empty() => {
            e.prevent_default();
            let text = std::mem::take(&mut app.typed);
            show_typed("");
            if let Err(err) = app.play_text(&text) {
                feedback(&err, "error");
            }
        }
        " " if !app.typed.is_empty() => {
            e.prevent_default();
            app.typed.push(' ');
            show_typed(&app.typed);
        }
        "Enter" | " " if table => {
            e.prevent_default();
            app.keyboard = true;
            let order = app.cache.order();
            let Some((slot, i)) = app.cursor.or_else(|| order.first().map(|&s| (s, default_index(app, s)))) else {
                return;
            };
            app.cursor = Some((slot, i));
            let index = (i < app.cache.len_of(slot)).then_some(i);
            act(app, Hit { slot, index });
        }
        "Escape" => {
            app.typed.clear();
            show_typed("");
            if app.sel.take().is_some() {
                render::all(app);
            }
        }
        "Backspace" if !app.typed.is_empty() => {
            e.prevent_default();
            app.typed.pop();
            show_typed(&app.typed);
        }
        _ => {
            let mut chars = k.chars();
            let (Some(c), None) = (chars.next(), chars.next()) else { return };
            if app.typed.is_empty() {
                let has_stock = app.cache.pile(Slot::Stock).is_some();
                match c.to_ascii_lowercase() {
                    'h' => return toolbar::show_hint(app),
                    'n' => {
                        let opts = app.state().options().clone();
                        if let Err(err) = app.new_deal(opts, random_deal_number()) {
                            feedback(&err, "error");
                        }
                        return;
                    }
                    'd' if has_stock => return app.stock(),
                    _ => {}
                }
            }
            if c.is_ascii_alphanumeric() && app.typed.len() < 12 {
                e.prevent_default();
                app.typed.push(c);
                show_typed(&app.typed);
            }
        }
    }
}

/// Shows the move being typed on the table (in the move field and the feedback line).
fn show_typed(text: &str) {
    if let Some(i) = dom::input("move-input") {
        i.set_value(text);
    }
    if text.is_empty() {
        feedback("", "");
    } else {
        feedback(&format!("Move: {text}   (Enter plays it, Esc cancels)"), "info");
    }
}

/// Where the cursor lands on a pile: the start of its movable cards.
fn default_index(app: &App, slot: Slot) -> usize {
    match app.cache.pile(slot) {
        Some(p) if !p.cards.is_empty() => p.first_movable.min(p.cards.len() - 1),
        _ => 0,
    }
}

fn arrow(app: &mut App, k: &str) {
    let order = app.cache.order();
    if order.is_empty() {
        return;
    }
    app.keyboard = true;
    let Some((slot, i)) = app.cursor.filter(|(s, _)| order.contains(s)) else {
        app.cursor = Some((order[0], default_index(app, order[0])));
        return render::all(app);
    };
    let pos = order.iter().position(|&s| s == slot).unwrap_or(0);
    let len = app.cache.len_of(slot);
    app.cursor = Some(match k {
        "ArrowLeft" => {
            let s = order[(pos + order.len() - 1) % order.len()];
            (s, default_index(app, s))
        }
        "ArrowRight" => {
            let s = order[(pos + 1) % order.len()];
            (s, default_index(app, s))
        }
        "ArrowUp" => (slot, i.saturating_sub(1)),
        _ => (slot, (i + 1).min(len.saturating_sub(1))),
    });
    render::all(app);
}
