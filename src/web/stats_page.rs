//! The statistics journal's storage (the journal itself, what is pending
//! and every decision are the model's: `crate::page::Tally`). This module
//! carries out its effects: opens the IndexedDB store and reads and writes
//! it (`idb`), keeps the records not yet stored in this tab's
//! sessionStorage, hands the model the statistics from before the journal
//! (localStorage `swarm.stats`) and removes them once migrated, and
//! downloads the journal.

use wasm_bindgen::prelude::*;

use super::app::App;
use super::idb::{self, IdbError};
use super::{dom, handle, run, store};
use crate::page::{Effect, Msg, Refusal};

/// localStorage: the statistics from before the journal, the copies the
/// page kept of them then, and the mark that they were migrated (the
/// journal record's id, or `none`).
const OLD_STATS: &str = "swarm.stats";
const OLD_COPIES: [&str; 2] = ["swarm.stats.backup", "swarm.stats.damaged"];
const MIGRATED: &str = "swarm.stats.migrated";
/// sessionStorage: the records this tab has not stored yet (a journal file).
const PENDING: &str = "swarm.stats.pending";

/// Runs `f` on the App from a fresh microtask: an IndexedDB answer may
/// come at once (inside the call that asked, while the App is busy) or later.
fn soon(f: impl FnOnce(&mut App) + 'static) {
    let cb = Closure::once_into_js(move |_: JsValue| {
        handle::with_app(f);
    });
    let p = js_sys::Promise::resolve(&JsValue::NULL);
    dom::call(&p, "then", &js_sys::Array::of1(&cb));
}

fn refusal(e: &IdbError) -> Refusal {
    Refusal { text: e.to_string(), quota: e.is_quota() }
}

/// At start-up: what this tab had not stored (a reload) and the old
/// statistics not yet migrated go to the model, which opens the journal.
pub fn start(app: &mut App) {
    let old = store::get(OLD_STATS).filter(|_| store::get(MIGRATED).is_none());
    run::send(app, Msg::StatsStart { pending: store::tab_get(PENDING), old });
}

/// Opens the store (`Effect::OpenStore`).
pub fn open() {
    idb::open(|r| {
        soon(move |app| {
            let r = r.map(|db| app.stats_db = Some(db)).map_err(|e| refusal(&e));
            run::send(app, Msg::StoreOpened(r));
        })
    });
}

/// The store is gone (`why`): the model hears it, and opens it again.
fn closed(app: &mut App, why: &str) -> Refusal {
    app.stats_db = None;
    Refusal { text: why.into(), quota: false }
}

/// Reads every record (`Effect::ReadJournal`).
pub fn read(app: &mut App) {
    let Some(db) = app.stats_db.clone() else {
        return soon(|app| {
            let why = closed(app, "the store is not open");
            run::send(app, Msg::JournalRead(Err(why)))
        });
    };
    db.all(|r| {
        soon(move |app| {
            let r = r.map_err(|e| closed(app, &e.to_string()));
            run::send(app, Msg::JournalRead(r));
        })
    });
}

/// Writes records in one transaction (`Effect::WriteRecords`).
pub fn write(app: &mut App, records: &[String]) {
    let Some(db) = app.stats_db.clone() else {
        return soon(|app| {
            let why = closed(app, "the store is not open");
            run::send(app, Msg::RecordsWritten(Err(why)))
        });
    };
    let refs: Vec<&str> = records.iter().map(String::as_str).collect();
    db.put_all(&refs, |r| {
        soon(move |app| {
            let r = r.map_err(|e| if e.is_quota() { refusal(&e) } else { closed(app, &e.to_string()) });
            run::send(app, Msg::RecordsWritten(r));
        })
    });
}

/// Keeps the pending records (a journal file's text) in this tab.
pub fn keep_pending(text: &str) {
    store::tab_set(PENDING, text);
}

/// Marks the old statistics migrated (as the record `id`) and removes them.
pub fn migrated(app: &mut App, id: &str) {
    if app.store.set(MIGRATED, id) {
        if id != "none" {
            store::remove(OLD_STATS);
            for k in OLD_COPIES {
                store::remove(k);
            }
        }
    } else {
        // Not the player's data: the next start migrates again (the same id).
        app.store.failed.retain(|(k, _)| k != MIGRATED);
    }
}

/// Whether records are waiting for the store, or the store failed.
pub fn waiting(app: &App) -> bool {
    app.model.tally().waiting()
}

/// The retry timer (or "Try again").
pub fn retry(app: &mut App) {
    run::send(app, Msg::RetryStats);
}

/// Exports the journal as a JSON file made by `download` (name, text,
/// type: `files::download`, handed in, as `run.rs` cannot import files.rs).
pub fn export(app: &mut App, download: fn(&str, &str, &str) -> bool) {
    let mut fx = Vec::new();
    for e in app.model.update(Msg::ExportStats, dom::now_ms()) {
        match e {
            Effect::Download { name, text, records } => {
                let made = download(&name, &text, "application/json");
                fx.extend(app.model.update(Msg::Exported { name, records, made }, dom::now_ms()));
            }
            e => fx.push(e),
        }
    }
    run::effects(app, fx);
}

/// A journal file to merge (`name`, read as `text`).
pub fn import(app: &mut App, name: &str, text: Result<String, String>) {
    run::send(app, Msg::ImportStats(name.to_string(), text));
}
