//! Autoplay: the page plays the solver's hints one after another, a move
//! every few hundred milliseconds, until the game is won, no hint is left,
//! or the player does anything. A game finished this way is marked assisted.
//! In games that hide cards it is the same fair player the benchmarks
//! measure (`solver::fair::AutoPlayer`: hints, and getting ready to deal
//! when the position stops improving).

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use std::cell::RefCell;

use crate::solver::{self, fair::AutoPlayer};

use super::dom::{self, window};
use super::render::feedback;
use super::{hint, with_app, App};

/// Milliseconds between two autoplayed moves.
const PACE_MS: i32 = 350;

thread_local! {
    /// The fair player of the running autoplay (games that hide cards).
    static PLAYER: RefCell<Option<AutoPlayer>> = const { RefCell::new(None) };
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
    let id = STEP
        .with(|s| window().set_interval_with_callback_and_timeout_and_arguments_0(s.as_ref().unchecked_ref(), PACE_MS));
    if let Ok(id) = id {
        app.autoplay = Some(id);
        let player =
            solver::hides_cards(app.state()).then(|| AutoPlayer::new(app.state(), solver::fair_player(app.state())));
        PLAYER.with(|p| *p.borrow_mut() = player);
        show(true);
        feedback("Autoplay: the computer plays its hints (any key or click stops it).", "info");
        step(app);
    }
}

/// Stops autoplay (if it runs) and says why.
pub fn stop(app: &mut App, why: &str) {
    if let Some(id) = app.autoplay.take() {
        window().clear_interval_with_handle(id);
        PLAYER.with(|p| *p.borrow_mut() = None);
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
    let fair = PLAYER.with(|p| {
        let mut p = p.borrow_mut();
        let player = p.as_mut()?;
        let budget = solver::fair::autoplay_hint_budget(hint::now);
        Some(
            player
                .next(app.state(), budget)
                .ok_or_else(|| "no useful move left.".to_string())
                .map(|m| (m, String::new())),
        )
    });
    match fair.unwrap_or_else(|| hint::hint(&app.session)) {
        Ok((mv, _)) => {
            app.session.assisted = true;
            let text = app.state().format_move(mv);
            if let Err(e) = app.play(mv) {
                stop(app, &format!("Autoplay stopped: {text}: {e}"));
                return;
            }
            PLAYER.with(|p| {
                if let Some(player) = p.borrow_mut().as_mut() {
                    player.played(mv, app.state());
                }
            });
            if app.state().is_won() {
                stop(app, "Autoplay won the game.");
            } else {
                feedback(&format!("Autoplay: {text}"), "info");
            }
        }
        Err(e) => stop(app, &format!("Autoplay stopped: {e}")),
    }
}
