//! Replay: step forward and back through a finished or loaded game
//! (`Session::seek`), or play it at a chosen speed. Stepping only shows
//! positions; playing a different move from an earlier one drops the rest
//! (and in Spider, if those showed cards, marks the game cheated:
//! `actions::play`). The bar's state lives in the App (`Replay`).

use super::app::App;
use super::dom::{self, by_id, el, set_attr, text_el};
use super::{a11y, actions, run, toast};
use crate::page::Msg;

/// Playback speeds: (milliseconds per move, label).
pub const SPEEDS: &[(i32, &str)] = &[(250, "Fast"), (600, "Normal"), (1200, "Slow"), (2500, "Very slow")];

/// Builds the replay bar (hidden) under the table, once.
pub fn install() {
    let Some(wrap) = by_id("table-wrap") else { return };
    let bar = el("div", "replay-bar");
    set_attr(&bar, "id", "replay-bar");
    set_attr(&bar, "role", "toolbar");
    set_attr(&bar, "aria-label", "Replay");
    bar.set_hidden(true);
    for (id, text, label, action) in [
        ("replay-start", "|◀◀", "To the start (Home)", "replay-start"),
        ("replay-back", "◀", "Step back (,)", "replay-back"),
        ("replay-play", "Play", "Play the moves", "replay-play"),
        ("replay-fwd", "▶", "Step forward (.)", "replay-fwd"),
        ("replay-end", "▶▶|", "To the end (End)", "replay-end"),
    ] {
        let b = dom::action_button(text, action);
        set_attr(&b, "id", id);
        set_attr(&b, "aria-label", label);
        set_attr(&b, "title", label);
        let _ = bar.append_child(&b);
    }
    let speed = el("select", "");
    set_attr(&speed, "id", "replay-speed");
    set_attr(&speed, "aria-label", "Replay speed");
    set_attr(&speed, "data-change", "replay-speed");
    for (ms, label) in SPEEDS {
        let o = text_el("option", "", label);
        set_attr(&o, "value", &ms.to_string());
        let _ = speed.append_child(&o);
    }
    if let Ok(s) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlSelectElement>(speed.clone()) {
        s.set_value("600");
    }
    let _ = bar.append_child(&speed);
    let pos = text_el("span", "replay-pos", "");
    set_attr(&pos, "id", "replay-pos");
    let _ = bar.append_child(&pos);
    let close = dom::action_button("Close", "replay");
    set_attr(&close, "id", "replay-close");
    set_attr(&close, "aria-label", "Close the replay bar");
    let _ = bar.append_child(&close);
    let _ = wrap.append_child(&bar);
}

/// Shows the replay bar.
pub fn activate(app: &mut App) {
    run::send(app, Msg::Replaying(true));
    actions::render(app);
}

/// Hides the replay bar, stops playback and goes back to the end of the
/// game: only a move played from an earlier position leaves the later ones
/// behind.
pub fn deactivate(app: &mut App) {
    app.stop_replay_timer();
    run::send(app, Msg::Replaying(false));
    let end = app.session().known_steps();
    run::send(app, Msg::Seek(end));
}

/// The menu's Replay.
pub fn toggle(app: &mut App) {
    if app.replaying() {
        deactivate(app);
    } else if app.session().known_steps() == 0 {
        toast::feedback("There are no moves to replay yet.", "info");
    } else {
        activate(app);
    }
}

/// Shows position `n` (0 = the start) among all known moves.
pub fn seek(app: &mut App, n: usize) {
    run::send(app, Msg::Seek(n));
    let n = app.session().steps().len();
    let total = app.session().known_steps();
    let text = match app.session().steps().last() {
        Some(s) if n > 0 => format!("Move {n} of {total}: {}.", s.text),
        _ => format!("Start, {}.", crate::notation::count(total, "move", "moves")),
    };
    a11y::say(&text);
}

/// Steps by `delta` moves.
pub fn step(app: &mut App, delta: i64) {
    let n = app.session().steps().len() as i64;
    seek(app, (n + delta).max(0) as usize);
}

/// Play / Pause.
pub fn toggle_play(app: &mut App) {
    if let Some(t) = app.replay.timer.take() {
        dom::cancel(t);
    } else {
        if app.session().steps().len() >= app.session().known_steps() {
            seek(app, 0);
        }
        schedule(app);
    }
    actions::render(app);
}

fn schedule(app: &mut App) {
    if let Some(h) = &app.hooks.replay {
        app.replay.timer = dom::after(h, app.replay.speed_ms);
    }
}

/// The playback timer: one move forward, then the next.
pub fn tick(app: &mut App) {
    app.replay.timer = None;
    if !app.replaying() {
        return;
    }
    let n = app.session().steps().len();
    if n < app.session().known_steps() {
        seek(app, n + 1);
        if app.session().steps().len() < app.session().known_steps() {
            schedule(app);
        }
    }
    actions::render(app);
}

/// The speed picker changed.
pub fn set_speed(app: &mut App, ms: i32) {
    app.replay.speed_ms = ms.clamp(50, 10_000);
    if let Some(t) = app.replay.timer.take() {
        dom::cancel(t);
        schedule(app);
    }
}
