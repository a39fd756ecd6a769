//! Keeping the game: saved in this tab (a reload resumes it) and in its
//! game's slot (switching back, or a new tab, finds it). A write the
//! browser refuses is kept and retried, and the player told; notices live
//! here too, since storage trouble is the commonest of them.

use super::app::App;
use super::dom;
use super::store::{self, Saved};
use super::toast::{self, Notice};

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

/// Tells the player when the browser refuses to store (and when it works again).
pub fn storage_notice(app: &mut App, ok: bool) {
    const ACTION: &str = "retry-storage";
    let shown = app.notices.iter().any(|n| n.action.as_ref().is_some_and(|(_, a)| a == ACTION));
    let failing = !ok || app.store.failing() || app.model.tally().refused().is_some();
    if failing && !shown {
        app.notices.push(Notice::with(
            "The browser did not let Swarm save (its storage may be full): your game and statistics are kept \
             in this tab and saved again as soon as it works.",
            "Try again",
            ACTION,
        ));
        toast::notices(&app.notices);
    } else if !failing && shown {
        app.notices.retain(|n| n.action.as_ref().is_none_or(|(_, a)| a != ACTION));
        toast::notices(&app.notices);
    }
}

/// Shows one more notice.
pub fn notice(app: &mut App, n: Notice) {
    if !app.notices.contains(&n) {
        app.notices.push(n);
    }
    toast::notices(&app.notices);
}
