//! The statistics journal's storage the page keeps (the journal and its
//! IndexedDB store are the journal worker's: `journal_worker.rs`, `idb.rs`;
//! a worker has no localStorage or sessionStorage): the records not yet
//! stored and the outbox (what the page asked the worker that it has not
//! taken: `page::stats::journal`) kept in this tab's sessionStorage; the
//! statistics from before the journal, read at start and removed once
//! migrated.

use super::app::App;
use super::store;
use crate::page::{JournalMsg, Msg};

/// localStorage: the statistics from before the journal, the copies the
/// page kept of them then, and the mark that they were migrated (the
/// journal record's id, or `none`).
const OLD_STATS: &str = "swarm.stats";
const OLD_COPIES: [&str; 2] = ["swarm.stats.backup", "swarm.stats.damaged"];
const MIGRATED: &str = "swarm.stats.migrated";
/// sessionStorage: the records this tab has not stored yet (a journal file).
const PENDING: &str = "swarm.stats.pending";
/// sessionStorage: the records this tab asked the worker for and it has
/// not taken yet (a JSON array of records).
const OUTBOX: &str = "swarm.stats.outbox";

/// At start-up: what this tab had not stored or handed on (a reload), the
/// old statistics not yet migrated and what other tabs left (localStorage),
/// for the model, which starts the journal.
pub fn start() -> Msg {
    let old = store::get(OLD_STATS).filter(|_| store::get(MIGRATED).is_none());
    let left = store::starting_with(crate::page::LEFT_PENDING);
    let (pending, outbox) = (store::tab_get(PENDING), store::tab_get(OUTBOX));
    Msg::Journal(JournalMsg::Start { pending, old, left, outbox })
}

/// Keeps the pending records (a journal file's text) in this tab.
pub fn keep_pending(text: &str) {
    store::tab_set(PENDING, text);
}

/// Keeps the outbox in this tab (empty: removes it).
pub fn keep_outbox(text: &str) {
    match text {
        "" => store::tab_remove(OUTBOX),
        t => store::tab_set(OUTBOX, t),
    }
}

/// Marks the old statistics migrated (as the record `id`) and removes them.
pub fn migrated(app: &mut App, id: &str) {
    if app.store.set(MIGRATED, id) {
        if id != "none" {
            for k in [OLD_STATS].iter().chain(&OLD_COPIES) {
                store::remove(k);
            }
        }
    } else {
        // Not the player's data: the next start migrates again (the same id).
        app.store.failed.retain(|(k, _)| k != MIGRATED);
    }
}
