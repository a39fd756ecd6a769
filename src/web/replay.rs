//! Replay: step forward and back through a finished or loaded game
//! (`Session::seek`), or play it at a chosen speed. Stepping only shows
//! positions; playing a different move from an earlier one drops the rest,
//! and in a game where undoing a turn-up cheats, that marks it cheated.

use std::cell::{Cell, RefCell};

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::HtmlSelectElement;

use super::dom::{self, by_id, el, set_attr, text_el};
use super::{a11y, listen, render, with_app, App};
use crate::games::Move;

/// A running autoplay: the interval's id and its callback.
type Timer = (i32, Closure<dyn FnMut()>);

thread_local! {
    static ACTIVE: Cell<bool> = const { Cell::new(false) };
    /// The running autoplay timer and its callback.
    static TIMER: RefCell<Option<Timer>> = const { RefCell::new(None) };
}

/// Playback speeds: (milliseconds per move, label).
const SPEEDS: &[(u32, &str)] = &[(250, "Fast"), (600, "Normal"), (1200, "Slow"), (2500, "Very slow")];

/// Whether the replay bar is showing.
pub fn is_active() -> bool {
    ACTIVE.with(Cell::get)
}

/// Builds the replay bar (hidden) under the table.
pub fn install() {
    let Some(table) = by_id("table") else { return };
    let bar = el("div", "replay-bar");
    set_attr(&bar, "id", "replay-bar");
    set_attr(&bar, "role", "toolbar");
    set_attr(&bar, "aria-label", "Replay");
    bar.set_hidden(true);
    let btn = |id: &str, text: &str, label: &str, f: fn(&mut App)| {
        let b = text_el("button", "", text);
        set_attr(&b, "type", "button");
        set_attr(&b, "id", id);
        set_attr(&b, "aria-label", label);
        set_attr(&b, "title", label);
        listen(&b, "click", move |_| {
            with_app(f);
        });
        let _ = bar.append_child(&b);
    };
    btn("replay-start", "|◀◀", "To the start (Home)", |app| seek(app, 0));
    btn("replay-back", "◀", "Step back (,)", |app| {
        let n = app.session.steps().len();
        seek(app, n.saturating_sub(1));
    });
    btn("replay-play", "Play", "Play the moves", toggle_play);
    btn("replay-fwd", "▶", "Step forward (.)", |app| {
        let n = app.session.steps().len();
        seek(app, n + 1);
    });
    btn("replay-end", "▶▶|", "To the end (End)", |app| {
        let n = app.session.known_steps();
        seek(app, n);
    });
    let speed = el("select", "");
    set_attr(&speed, "id", "replay-speed");
    set_attr(&speed, "aria-label", "Replay speed");
    for (ms, label) in SPEEDS {
        let o = text_el("option", "", label);
        set_attr(&o, "value", &ms.to_string());
        let _ = speed.append_child(&o);
    }
    if let Ok(s) = speed.clone().dyn_into::<HtmlSelectElement>() {
        s.set_value("600");
    }
    listen(&speed, "change", |_| {
        if TIMER.with(|t| t.borrow().is_some()) {
            stop();
            start_timer();
        }
    });
    let _ = bar.append_child(&speed);
    let pos = text_el("span", "replay-pos", "");
    set_attr(&pos, "id", "replay-pos");
    let _ = bar.append_child(&pos);
    btn("replay-close", "Close", "Close the replay bar", deactivate);
    let _ = table.after_with_node_1(&bar);
    install_keys();
}

/// While the bar shows: `,` and `.` step back and forward, Home and End go
/// to the start and the end (outside text fields).
fn install_keys() {
    let doc: web_sys::EventTarget = dom::document().into();
    listen(&doc, "keydown", |e| {
        let Ok(k) = e.dyn_into::<web_sys::KeyboardEvent>() else { return };
        if !is_active() || k.ctrl_key() || k.meta_key() || k.alt_key() {
            return;
        }
        let in_field = k
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|t| matches!(t.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
        if in_field {
            return;
        }
        let key = k.key();
        let done = with_app(|app| {
            let n = app.session.steps().len();
            match key.as_str() {
                "," => seek(app, n.saturating_sub(1)),
                "." => seek(app, n + 1),
                "Home" => seek(app, 0),
                "End" => {
                    let end = app.session.known_steps();
                    seek(app, end)
                }
                _ => return false,
            }
            true
        });
        if done == Some(true) {
            k.prevent_default();
        }
    });
}

/// Shows the replay bar.
pub fn activate(app: &mut App) {
    ACTIVE.with(|a| a.set(true));
    dom::set_hidden("replay-bar", false);
    update(app);
}

/// Hides the replay bar, stops playback and goes back to the end of the
/// game: only a move played from an earlier position leaves the later ones
/// behind (see `would_cheat`).
pub fn deactivate(app: &mut App) {
    close();
    let end = app.session.known_steps();
    app.session.seek(end);
    app.sel = None;
    app.changed();
}

/// The toolbar's Replay button.
pub fn toggle(app: &mut App) {
    if is_active() {
        deactivate(app);
    } else if app.session.known_steps() == 0 {
        render::feedback("There are no moves to replay yet.", "info");
    } else {
        activate(app);
    }
}

/// Shows position `n` (0 = the start) among all known moves.
pub fn seek(app: &mut App, n: usize) {
    let n = app.session.seek(n);
    app.sel = None;
    render::all(app);
    update(app);
    let total = app.session.known_steps();
    let text = match app.session.steps().last() {
        Some(s) if n > 0 => format!("Move {n} of {total}: {}.", s.text),
        _ => format!("Start, {total} moves."),
    };
    a11y::say(&text);
}

/// Refreshes the position text and buttons.
pub fn update(app: &App) {
    if !is_active() {
        return;
    }
    let n = app.session.steps().len();
    let total = app.session.known_steps();
    dom::set_text("replay-pos", &format!("Move {n} / {total}"));
    dom::set_disabled("replay-start", n == 0);
    dom::set_disabled("replay-back", n == 0);
    dom::set_disabled("replay-fwd", n >= total);
    dom::set_disabled("replay-end", n >= total);
    let playing = TIMER.with(|t| t.borrow().is_some());
    dom::set_text("replay-play", if playing { "Pause" } else { "Play" });
    if let Some(b) = by_id("replay-play") {
        set_attr(&b, "aria-label", if playing { "Pause" } else { "Play the moves" });
    }
}

/// A move is about to be played from an earlier point of a replay: it
/// drops the moves after it. When one of those showed a card in a game
/// where undoing a turn-up cheats (Spider), playing on marks the game cheated.
/// Playing the very move that comes next changes nothing.
pub fn would_cheat(app: &mut App, mv: Move) -> bool {
    let at = app.session.steps().len();
    let total = app.session.known_steps();
    if at >= total || !app.state().undo_reveal_cheats() {
        return false;
    }
    app.session.seek(total);
    let steps = &app.session.steps()[at..];
    let cheat = steps[0].mv != mv && steps.iter().any(|s| s.revealed);
    app.session.seek(at);
    cheat
}

/// Closes the replay bar without redrawing (a move or a new game follows).
pub fn close() {
    stop();
    ACTIVE.with(|a| a.set(false));
    dom::set_hidden("replay-bar", true);
}

fn toggle_play(app: &mut App) {
    if TIMER.with(|t| t.borrow().is_some()) {
        stop();
    } else {
        if app.session.steps().len() >= app.session.known_steps() {
            seek(app, 0);
        }
        start_timer();
    }
    update(app);
}

fn speed_ms() -> i32 {
    dom::select("replay-speed").and_then(|s| s.value().parse().ok()).unwrap_or(600)
}

fn start_timer() {
    let cb = Closure::<dyn FnMut()>::new(|| {
        let done = with_app(|app| {
            let n = app.session.steps().len();
            if n >= app.session.known_steps() {
                return true;
            }
            seek(app, n + 1);
            app.session.steps().len() >= app.session.known_steps()
        })
        .unwrap_or(false);
        if done {
            stop();
            with_app(|app| update(app));
        }
    });
    let id = dom::window()
        .set_interval_with_callback_and_timeout_and_arguments_0(cb.as_ref().unchecked_ref(), speed_ms())
        .unwrap_or(0);
    TIMER.with(|t| *t.borrow_mut() = Some((id, cb)));
}

/// Stops autoplay. The closure is dropped only after the interval is cleared.
pub fn stop() {
    if let Some((id, cb)) = TIMER.with(|t| t.borrow_mut().take()) {
        dom::window().clear_interval_with_handle(id);
        // Dropping a closure while it runs would be unsound; defer it.
        let keep = Closure::once_into_js(move || drop(cb));
        let _ = dom::window().set_timeout_with_callback_and_timeout_and_arguments_0(keep.unchecked_ref(), 0);
    }
}
