//! Keeping the game: saved in this tab (a reload resumes it) and in its
//! game's slot (switching back, or a new tab, finds it). A write the
//! browser refuses is kept and retried, and the player told (the notices
//! are the model's).

use super::app::App;
use super::dom;
use super::store::{self, Saved};
use super::toast;
use crate::page::{Msg, UiMsg};

/// Saves the game on the table as it is now (the clock too): in this tab
/// (a reload resumes it) and in its game's slot (switching back, or a new
/// tab, finds it).
pub fn save(app: &mut App) {
    let saved = app.model.saved(dom::now_ms());
    save_saved(app, &saved);
}

/// Keeps `saved` in this tab and in its game's slot. A write that fails
/// is kept and retried, and the player told.
pub fn save_saved(app: &mut App, saved: &Saved) {
    let text = saved.to_json();
    store::tab_set(store::TAB, &text);
    let game = saved.record.game;
    app.store.set(&store::slot_key(game), &text);
    app.store.set(store::LAST, game.key());
    storage_notice(app);
}

/// Keeps `value` under `key` (a write refused is kept, retried and shown).
pub fn keep(app: &mut App, key: &str, value: &str) {
    app.store.set(key, value);
    storage_notice(app);
}

/// Tells the model whether the browser refuses to store (the notice is
/// the model's; its only effect is the notices drawn again, done here:
/// the table's room follows at the next draw).
pub fn storage_notice(app: &mut App) {
    app.model.update(Msg::Ui(UiMsg::Storage { failing: app.store.failing() }), dom::now_ms());
    toast::sync(app);
}
