//! The statistics journal's storage, as the model's effects ask
//! (`crate::page::Tally` decides everything): the IndexedDB database
//! `swarm`, its object store `journal` keyed by each record's `id`
//! (`crate::stats::record`), through `indexed_db_futures`; the records not
//! yet stored kept in this tab's sessionStorage; the statistics from before
//! the journal removed once migrated.
//!
//! A write is one readwrite transaction, reported once it is committed (or
//! why not: a full store is `QuotaExceededError`, and nothing was written);
//! IndexedDB transactions are atomic and ordered, so two tabs need no lock.
//! Records go in and come out as JSON text, kept whole (a newer Swarm's
//! fields included): the store holds them as plain objects. Each request is
//! a task (`spawn_local`, polled from a microtask of its own), so its answer
//! reaches the model through `send` (`run::send`, handed in: run.rs calls
//! this module) never inside the call that asked, while the App is busy.
//! Any refusal but a full store closes the connection: the model opens it
//! again.

use std::future::Future;

use indexed_db_futures::database::Database;
use indexed_db_futures::error::{Error, OpenDbError};
use indexed_db_futures::internals::SystemRepr;
use indexed_db_futures::prelude::*;
use indexed_db_futures::transaction::TransactionMode;
use wasm_bindgen::prelude::*;

use super::app::App;
use super::{handle, store};
use crate::page::{Msg, Refusal};

/// How an answer reaches the model (`run::send`).
pub type Send = fn(&mut App, Msg);

/// The database, its version, and the journal's object store.
const DATABASE: &str = "swarm";
const VERSION: u32 = 1;
const STORE: &str = "journal";

/// localStorage: the statistics from before the journal, the copies the
/// page kept of them then, and the mark that they were migrated (the
/// journal record's id, or `none`).
const OLD_STATS: &str = "swarm.stats";
const OLD_COPIES: [&str; 2] = ["swarm.stats.backup", "swarm.stats.damaged"];
const MIGRATED: &str = "swarm.stats.migrated";
/// sessionStorage: the records this tab has not stored yet (a journal file).
const PENDING: &str = "swarm.stats.pending";

/// At start-up: what this tab had not stored (a reload) and the old
/// statistics not yet migrated, for the model, which opens the journal.
pub fn start() -> Msg {
    let old = store::get(OLD_STATS).filter(|_| store::get(MIGRATED).is_none());
    Msg::StatsStart { pending: store::tab_get(PENDING), old }
}

/// The browser's refusal: its name for it (`QuotaExceededError`,
/// `InvalidStateError`, …) and its message.
fn refused(name: &str, message: &str) -> Refusal {
    let text = match message {
        "" => format!("the browser's database refused ({name})"),
        m => format!("the browser's database refused ({name}: {m})"),
    };
    Refusal { text, quota: name == "QuotaExceededError" }
}

impl From<Error> for Refusal {
    fn from(e: Error) -> Refusal {
        match e {
            Error::DomException(d) => refused(&d.as_sys().name(), &d.message()),
            _ => refused("UnknownError", ""),
        }
    }
}

fn not_open() -> Refusal {
    refused("InvalidStateError", "the store is not open")
}

/// Runs `job` as a task, then hands its answer to the model (`then` makes
/// the message); a refusal but a full store drops the connection.
fn answer<T: 'static>(
    send: Send,
    job: impl Future<Output = Result<T, Refusal>> + 'static,
    then: impl FnOnce(&mut App, Result<T, Refusal>) -> Msg + 'static,
) {
    wasm_bindgen_futures::spawn_local(async move {
        let result = job.await;
        handle::with_app(move |app| {
            if result.as_ref().is_err_and(|r| !r.quota) {
                app.stats_db = None;
            }
            let msg = then(app, result);
            send(app, msg);
        });
    });
}

/// Opens the store, creating the journal the first time
/// (`Effect::OpenStore`; no IndexedDB: some private modes).
pub fn open(send: Send) {
    let job = async {
        let db = Database::open(DATABASE).with_version(VERSION).with_on_upgrade_needed(|_, db| {
            if !db.object_store_names().any(|n| n == STORE) {
                db.create_object_store(STORE).with_key_path("id".into()).build()?;
            }
            Ok(())
        });
        let db = db.await.map_err(|e| match e {
            OpenDbError::Base(e) => e.into(),
            _ => refused("NotSupported", "this browser has no IndexedDB here"),
        })?;
        // A newer page asks to upgrade the database: this connection lets
        // go (its next request is refused, and the page opens it again).
        let sys = db.as_sys().clone();
        let close = Closure::once_into_js(move || sys.close());
        db.as_sys().set_onversionchange(Some(close.unchecked_ref()));
        Ok(db)
    };
    answer(send, job, |app, r| Msg::StoreOpened(r.map(|db| app.stats_db = Some(db))));
}

/// Reads every record (`Effect::ReadJournal`), each as JSON text (whole,
/// as stored), in the store's order (by id).
pub fn read(app: &mut App, send: Send) {
    let db = app.stats_db.clone();
    let job = async move {
        let db = db.ok_or_else(not_open)?;
        let tx = db.transaction(STORE).build()?;
        let all = tx.object_store(STORE)?.get_all::<JsValue>().primitive()?.await?;
        let texts = all.filter_map(|v| js_sys::JSON::stringify(&v.ok()?).ok()?.as_string());
        Ok(texts.collect())
    };
    answer(send, job, |_, r| Msg::JournalRead(r));
}

/// Writes records in one readwrite transaction: all of them or none
/// (`Effect::WriteRecords`). A record with an id the store has is replaced
/// (the journal writes a game's record once; a retried write is the same).
pub fn write(app: &mut App, records: &[String], send: Send) {
    let (db, records) = (app.stats_db.clone(), records.to_vec());
    let job = async move {
        let db = db.ok_or_else(not_open)?;
        let tx = db.transaction(STORE).with_mode(TransactionMode::Readwrite).build()?;
        let store = tx.object_store(STORE)?;
        for r in &records {
            let v = js_sys::JSON::parse(r).ok().filter(|v| v.is_object() && !js_sys::Array::is_array(v));
            // A refused put (or any return before the commit) aborts the transaction.
            store.put(v.ok_or_else(|| refused("DataError", "a record is not a JSON object"))?).primitive()?;
        }
        // A commit the quota refuses aborts the transaction: its error says why.
        let sys = tx.as_sys().clone();
        tx.commit().await.map_err(|e| sys.error().map_or_else(|| e.into(), |d| refused(&d.name(), &d.message())))
    };
    answer(send, job, |_, r| Msg::RecordsWritten(r));
}

/// Keeps the pending records (a journal file's text) in this tab.
pub fn keep_pending(text: &str) {
    store::tab_set(PENDING, text);
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
