//! What the player does, as messages to the page's model (`crate::page`):
//! the names the input code calls (play, undo, redo, restart, the stock,
//! auto-moves, New…), each one message through `run::send`.

use super::app::App;
use super::run::send;
use crate::games::{Move, Options, Slot};
use crate::page::Msg;

pub use super::run::render;

/// Plays `mv` (an illegal move is refused with its reason, said).
pub fn play(app: &mut App, mv: Move) {
    send(app, Msg::Play(mv));
}

pub fn undo(app: &mut App) {
    send(app, Msg::Undo);
}

pub fn redo(app: &mut App) {
    send(app, Msg::Redo);
}

pub fn restart(app: &mut App) {
    send(app, Msg::Restart);
}

/// Woods' `-k`: back up over `k` moves.
pub fn back(app: &mut App, k: usize) {
    send(app, Msg::Back(k));
}

/// Clicking the stock: deal if that is legal, else turn the waste over.
pub fn stock(app: &mut App) {
    send(app, Msg::Stock);
}

/// A tap on card `index` of `slot` (or on the pile).
pub fn tap(app: &mut App, slot: Slot, index: Option<usize>) {
    send(app, Msg::Tap { slot, index });
}

/// Auto-move the cards from `index` up in `slot` to their best place.
pub fn auto(app: &mut App, slot: Slot, index: usize) {
    send(app, Msg::Auto { slot, index });
}

/// Moves the cards from `index` up in `from` onto `to`; whether it was played.
pub fn transfer(app: &mut App, from: Slot, index: usize, to: Slot) -> bool {
    let before = app.model.generation();
    send(app, Msg::Transfer { from, index, to });
    app.model.generation() != before
}

/// The selection on the table.
pub fn select(app: &mut App, sel: Option<(Slot, usize)>) {
    send(app, Msg::Select(sel));
}

/// New (the bar's button, N).
pub fn new_game(app: &mut App) {
    send(app, Msg::New);
}

/// A new deal with `options`.
pub fn new_with(app: &mut App, options: Options) {
    send(app, Msg::NewWith(options));
}
