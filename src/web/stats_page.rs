//! Statistics on the page: the journal is the model's (`crate::page::Tally`:
//! one record per finished game, pending until stored, retried, migrated
//! from the old statistics, exported and imported); its storage is
//! `stats_store.rs`. This module hands the model what the tab kept at
//! start, and the Statistics sheet's tools.

use super::app::App;
use super::stats_store::{MIGRATED, OLD_STATS, PENDING};
use super::{run, store};
use crate::page::Msg;

/// At start-up: what this tab had not stored (a reload) and the old
/// statistics not yet migrated go to the model, which opens the journal.
pub fn start(app: &mut App) {
    let old = store::get(OLD_STATS).filter(|_| store::get(MIGRATED).is_none());
    run::send(app, Msg::StatsStart { pending: store::tab_get(PENDING), old });
}

/// Whether records are waiting for the store, or the store failed.
pub fn waiting(app: &App) -> bool {
    app.model.tally().waiting()
}

/// The retry timer (or "Try again").
pub fn retry(app: &mut App) {
    run::send(app, Msg::RetryStats);
}

/// A journal file to merge (`name`, read as `text`).
pub fn import(app: &mut App, name: &str, text: Result<String, String>) {
    run::send(app, Msg::ImportStats(name.to_string(), text));
}
