//! The sheets' controls as messages to the model (`Msg::OpenSheet`,
//! `CloseSheet`, `PickGame`, `DraftOption`), and the model's open sheet
//! and question kept in step with the dialogs the browser closed.

use super::app::App;
use super::dom;
use super::run::send;
use crate::page::{Msg, Sheet};

/// Closes the open sheet.
pub fn close(app: &mut App) {
    send(app, Msg::CloseSheet);
}

/// The model's open sheet and question follow the dialogs as they are: one
/// the browser has closed (Escape, or a sheet's form) is closed for the
/// model at once, though its `close` event comes a task later (a question
/// so closed gets its safe answer). A dialog open again by the time that
/// event comes is a new one, and stays.
pub fn settle(app: &mut App) {
    let open = |id: &str| dom::dialog(id).is_some_and(|d| d.open());
    if app.model.sheet().is_some_and(|s| !open(s.id())) {
        send(app, Msg::CloseSheet);
    }
    if app.model.question().is_some() && !open("confirm") {
        send(app, Msg::Dismissed);
    }
}

/// Opens (or redraws) New game, with the draft rules.
pub fn new_game(app: &mut App) {
    send(app, Msg::OpenSheet(Sheet::NewGame));
}

/// The game picked in New game; its card keeps the focus.
pub fn pick_game(app: &mut App, key: &str) {
    let Ok(game) = crate::games::GameId::parse(key) else { return };
    send(app, Msg::PickGame(game));
    if let Some(b) = dom::document().query_selector(&format!(".game-card[data-arg='{}']", game.key())).ok().flatten() {
        dom::call(&b, "focus", &js_sys::Array::new());
    }
}

/// A rule picked in New game (nothing is dealt until the player deals).
pub fn draft_option(app: &mut App, key: &str, value: &str) {
    send(app, Msg::DraftOption(key.into(), value.into()));
}

pub fn help(app: &mut App) {
    send(app, Msg::OpenSheet(Sheet::Help));
}

pub fn look(app: &mut App) {
    send(app, Msg::OpenSheet(Sheet::Look));
}

pub fn load(app: &mut App) {
    send(app, Msg::OpenSheet(Sheet::Load));
}

pub fn woods(app: &mut App) {
    send(app, Msg::OpenSheet(Sheet::Woods));
}

pub fn stats(app: &mut App) {
    send(app, Msg::OpenSheet(Sheet::Stats));
}
