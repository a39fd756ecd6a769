//! Keeping the game: saved in this tab (a reload resumes it) and in its
//! game's slot (switching back, or a new tab, finds it). A write the
//! browser refuses is kept and retried, and the player told (the notices
//! are the model's).

use super::app::App;
use super::dom;
use super::store::{self, Saved};
use super::toast::{self, Notice};
use crate::page::Msg;

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
    let ok = app.store.set(&store::slot_key(game), &text) && app.store.set(store::LAST, game.key());
    storage_notice(app, ok);
}

/// Tells the player when the browser refuses to store (and when it works
/// again). The model decides the notice; its only effect is the notices
/// drawn again, done here (the table's room follows at the next draw).
pub fn storage_notice(app: &mut App, ok: bool) {
    let failing = !ok || app.store.failing() || app.model.tally().refused().is_some();
    app.model.update(Msg::Storage { failing }, dom::now_ms());
    toast::sync(app);
}

/// Shows one more notice (as `storage_notice` does).
pub fn notice(app: &mut App, n: Notice) {
    app.model.update(Msg::Notice(n), dom::now_ms());
    toast::sync(app);
}
