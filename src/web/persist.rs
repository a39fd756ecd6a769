//! Keeping the game: saved in this tab (a reload resumes it) and in its
//! game's slot (switching back, or a new tab, finds it). A write the
//! browser refuses is kept and retried, and the player told (the notices
//! are the model's).

use super::app::App;
use super::store::{self, Saved};
use crate::page::{Msg, UiMsg};

/// Keeps `saved` in this tab and in its game's slot. A write that fails
/// is kept and retried, and the player told (the message to send).
#[must_use]
pub fn save_saved(app: &mut App, saved: &Saved) -> Option<Msg> {
    let text = saved.to_json();
    store::tab_set(store::TAB, &text);
    let game = saved.record.game;
    app.store.set(&store::slot_key(game), &text);
    app.store.set(store::LAST, game.key());
    storage_msg(app)
}

/// Keeps `value` under `key` (a write refused is kept, retried and shown:
/// the message to send).
#[must_use]
pub fn keep(app: &mut App, key: &str, value: &str) -> Option<Msg> {
    app.store.set(key, value);
    storage_msg(app)
}

/// Whether the browser refuses to store, for the model (its notice), when
/// that is news to it.
#[must_use]
pub fn storage_msg(app: &App) -> Option<Msg> {
    let failing = app.store.failing();
    (failing != app.screen().storage_failing).then_some(Msg::Ui(UiMsg::Storage { failing }))
}
