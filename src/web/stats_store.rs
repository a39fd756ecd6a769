//! The statistics journal's storage, as the model's effects ask
//! (`crate::page::Tally` decides everything): the IndexedDB store opened,
//! read and written (`idb`), the answers handed back as messages from a
//! fresh microtask through `send` (`run::send`, handed in: run.rs calls
//! this module); the records not yet stored kept in this tab's
//! sessionStorage; the statistics from before the journal removed once
//! migrated.

use wasm_bindgen::prelude::*;

use super::app::App;
use super::idb::{self, IdbError};
use super::{dom, handle, store};
use crate::page::{Msg, Refusal};

/// How an answer reaches the model (`run::send`).
pub type Send = fn(&mut App, Msg);

/// localStorage: the statistics from before the journal, the copies the
/// page kept of them then, and the mark that they were migrated (the
/// journal record's id, or `none`).
pub(super) const OLD_STATS: &str = "swarm.stats";
const OLD_COPIES: [&str; 2] = ["swarm.stats.backup", "swarm.stats.damaged"];
pub(super) const MIGRATED: &str = "swarm.stats.migrated";
/// sessionStorage: the records this tab has not stored yet (a journal file).
pub(super) const PENDING: &str = "swarm.stats.pending";

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

/// Opens the store (`Effect::OpenStore`).
pub fn open(send: Send) {
    idb::open(move |r| {
        soon(move |app| {
            let r = r.map(|db| app.stats_db = Some(db)).map_err(|e| refusal(&e));
            send(app, Msg::StoreOpened(r));
        })
    });
}

/// The store is gone (`why`): the model hears it, and opens it again.
fn closed(app: &mut App, why: &str) -> Refusal {
    app.stats_db = None;
    Refusal { text: why.into(), quota: false }
}

/// Reads every record (`Effect::ReadJournal`).
pub fn read(app: &mut App, send: Send) {
    let Some(db) = app.stats_db.clone() else {
        return soon(move |app| {
            let why = closed(app, "the store is not open");
            send(app, Msg::JournalRead(Err(why)))
        });
    };
    db.all(move |r| {
        soon(move |app| {
            let r = r.map_err(|e| closed(app, &e.to_string()));
            send(app, Msg::JournalRead(r));
        })
    });
}

/// Writes records in one transaction (`Effect::WriteRecords`).
pub fn write(app: &mut App, records: &[String], send: Send) {
    let Some(db) = app.stats_db.clone() else {
        return soon(move |app| {
            let why = closed(app, "the store is not open");
            send(app, Msg::RecordsWritten(Err(why)))
        });
    };
    let refs: Vec<&str> = records.iter().map(String::as_str).collect();
    db.put_all(&refs, move |r| {
        soon(move |app| {
            let r = r.map_err(|e| if e.is_quota() { refusal(&e) } else { closed(app, &e.to_string()) });
            send(app, Msg::RecordsWritten(r));
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
