//! Autoplay: the page plays the solver's hints one after another, a move
//! every few hundred milliseconds, until the game is won, no hint is left,
//! or the player does anything. A game finished this way is marked assisted.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::dom::{self, window};
use super::render::feedback;
use super::{hint, with_app, App};

/// Milliseconds between two autoplayed moves.
const PACE_MS: i32 = 350;

thread_local! {
    /// The timer's callback (installed once, owned here).
    static STEP: Closure<dyn FnMut()> = Closure::new(|| {
        with_app(step);
    });
}

/// Starts autoplay, or stops it when it runs.
pub fn toggle(app: &mut App) {
    if app.autoplay.is_some() {
        return stop(app, "Autoplay stopped.");
    }
    let id = STEP.with(|s| {
        window().set_interval_with_callback_and_timeout_and_arguments_0(s.as_ref().unchecked_ref(), PACE_MS)
    });
    if let Ok(id) = id {
        app.autoplay = Some(id);
        show(true);
        feedback("Autoplay: the computer plays its hints (any key or click stops it).", "info");
        step(app);
    }
}

/// Stops autoplay (if it runs) and says why.
pub fn stop(app: &mut App, why: &str) {
    if let Some(id) = app.autoplay.take() {
        window().clear_interval_with_handle(id);
        show(false);
        feedback(why, "info");
    }
}

fn show(on: bool) {
    dom::set_text("btn-autoplay", if on { "Stop" } else { "Autoplay" });
    if let Some(b) = dom::by_id("btn-autoplay") {
        dom::set_attr(&b, "aria-pressed", if on { "true" } else { "false" });
    }
}

/// One autoplayed move.
fn step(app: &mut App) {
    if app.autoplay.is_none() {
        return;
    }
    if app.state().is_won() {
        return stop(app, "Autoplay won the game.");
    }
    match hint::hint(&app.session) {
        Ok((mv, _)) => {
            app.session.assisted = true;
            let text = app.state().format_move(mv);
            if let Err(e) = app.play(mv) {
                stop(app, &format!("Autoplay stopped: {text}: {e}"));
            } else if app.state().is_won() {
                stop(app, "Autoplay won the game.");
            } else {
                feedback(&format!("Autoplay: {text}"), "info");
            }
        }
        Err(e) => stop(app, &format!("Autoplay stopped: {e}")),
    }
}
