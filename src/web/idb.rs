//! The statistics journal's store in the journal worker (which has no
//! `App` and no window): the IndexedDB database `swarm`, its object store
//! `journal` keyed by each record's `id` (`crate::stats::record`), through
//! web-sys; `crate::journal::Tally` decides everything, `journal_worker.rs`
//! carries out its `StoreOp`s here, each answer handed to `then`.
//!
//! A write is one readwrite transaction, reported once it is committed (or
//! why not: a full store is `QuotaExceededError`, and nothing was written);
//! IndexedDB transactions are atomic and ordered, so two tabs need no lock.
//! Records go in and come out as JSON text, kept whole (a newer Swarm's
//! fields included): the store holds them as plain objects, a write's a
//! hundred to a value (the model's `stats::bundle`). Each answer comes from
//! a microtask of its own (`after`), never inside the call that asked. The
//! caller drops the connection on any refusal but a full store: the model
//! opens it again.

use js_sys::{Array, Promise, JSON};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DomException, Event, EventTarget, IdbDatabase, IdbFactory, IdbObjectStoreParameters, IdbRequest};
use web_sys::{IdbTransaction, IdbTransactionMode};

use super::dom;
use crate::journal::Refusal;

/// The database, its version, and the journal's object store. Version 2:
/// the store holds bundles of records (`stats::bundle`), which a page of
/// version 1 would call damaged; opening version 2 closes such a page's
/// connection, and its next open is refused (`VersionError`: "Swarm was
/// updated in another tab").
const DATABASE: &str = "swarm";
const VERSION: u32 = 2;
const STORE: &str = "journal";

/// The browser's refusal: its name for it (`QuotaExceededError`,
/// `InvalidStateError`, …) and its message.
fn refused(name: &str, message: &str) -> Refusal {
    let text = match message {
        "" => format!("the browser's database refused ({name})"),
        m => format!("the browser's database refused ({name}: {m})"),
    };
    Refusal { text, quota: name == "QuotaExceededError", updated: name == "VersionError" }
}

fn said(d: &DomException) -> Refusal {
    refused(&d.name(), &d.message())
}

/// What a browser call threw.
fn thrown(e: JsValue) -> Refusal {
    e.dyn_ref().map_or_else(|| refused("UnknownError", ""), said)
}

/// A finished request's result, or its error.
fn outcome(r: &IdbRequest) -> Result<JsValue, Refusal> {
    match r.error() {
        Ok(None) => r.result().map_err(thrown),
        Ok(Some(d)) => Err(said(&d)),
        Err(e) => Err(thrown(e)),
    }
}

/// Runs `then` (with the event) from a microtask once `target` fires one
/// of `events`, or at once (still from a microtask) without one.
fn after(target: Option<EventTarget>, events: [&str; 2], then: impl FnOnce(JsValue) + 'static) {
    let p = Promise::new(&mut |resolve, _| match &target {
        Some(t) => events.iter().for_each(|e| drop(t.add_event_listener_with_callback(e, &resolve))),
        None => drop(resolve.call0(&JsValue::NULL)),
    });
    dom::call(&p, "then", &Array::of1(&dom::once(then)));
}

/// The global scope's IndexedDB (a worker's or a window's).
fn factory() -> Option<IdbFactory> {
    js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("indexedDB")).ok()?.dyn_into().ok()
}

/// Opens the store, creating the journal the first time
/// (`StoreOp::Open`; no IndexedDB: some private modes).
pub fn open(then: impl FnOnce(Result<IdbDatabase, Refusal>) + 'static) {
    let request = match factory() {
        Some(f) => f.open_with_u32(DATABASE, VERSION).map_err(thrown),
        None => Err(refused("NotSupported", "this browser has no IndexedDB here")),
    };
    if let Ok(r) = &request {
        let req = r.clone();
        let upgrade = dom::once(move |_| {
            let Ok(db) = req.result().and_then(|d| d.dyn_into::<IdbDatabase>()) else { return };
            if !db.object_store_names().contains(STORE) {
                let params = IdbObjectStoreParameters::new();
                params.set_key_path(&"id".into());
                // A failure here aborts the upgrade: the open request's error reports it.
                let _ = db.create_object_store_with_optional_parameters(STORE, &params);
            }
        });
        r.set_onupgradeneeded(Some(upgrade.unchecked_ref()));
    }
    after(request.clone().ok().map(Into::into), ["success", "error"], move |_| {
        let r = request.and_then(|r| outcome(&r)).and_then(|d| d.dyn_into::<IdbDatabase>().map_err(thrown));
        if let Ok(db) = &r {
            // A newer page asks to upgrade the database: this connection
            // lets go (its next request is refused, and the model opens it again).
            let close = dom::once({
                let db = db.clone();
                move |_| db.close()
            });
            db.set_onversionchange(Some(close.unchecked_ref()));
        }
        then(r);
    });
}

fn not_open() -> Refusal {
    Refusal { text: "the store is not open".into(), quota: false, updated: false }
}

/// The store's object store in a read-only transaction.
fn reader(db: Option<&IdbDatabase>) -> Result<(IdbTransaction, web_sys::IdbObjectStore), Refusal> {
    let tx = db.ok_or_else(not_open)?.transaction_with_str(STORE).map_err(thrown)?;
    let store = tx.object_store(STORE).map_err(thrown)?;
    Ok((tx, store))
}

/// Reads the store's keys (`StoreOp::ReadKeys`), in its order: those after
/// `from`, at most `count`, in one request and one crossing into the wasm
/// (the keys joined by a line break, which no record's id holds:
/// `stats::record::valid_id`).
pub fn read_keys(
    db: Option<&IdbDatabase>,
    from: Option<&str>,
    count: u32,
    then: impl FnOnce(Result<Vec<String>, Refusal>) + 'static,
) {
    let range = |a: &str| web_sys::IdbKeyRange::lower_bound_with_open(&JsValue::from_str(a), true).map(JsValue::from);
    let request = reader(db).and_then(|(_, s)| {
        let range = from.map_or(Ok(JsValue::UNDEFINED), range).map_err(thrown)?;
        s.get_all_keys_with_key_and_limit(&range, count).map_err(thrown)
    });
    after(request.clone().ok().map(Into::into), ["success", "error"], move |_| {
        let keys = |v: JsValue| match Array::from(&v).join("\n").as_string() {
            Some(t) if !t.is_empty() => t.split('\n').map(str::to_string).collect(),
            _ => Vec::new(),
        };
        then(request.and_then(|r| outcome(&r)).map(keys));
    });
}

/// Reads the records of these ids (`StoreOp::Read`) in one read-only
/// transaction, each as JSON text (whole, as stored); an id the store no
/// longer holds is left out. The texts cross into the wasm as one.
pub fn read_records(
    db: Option<&IdbDatabase>,
    ids: &[String],
    then: impl FnOnce(Result<Vec<String>, Refusal>) + 'static,
) {
    let got = Array::new();
    let tx = reader(db).and_then(|(tx, store)| {
        for id in ids {
            let r = store.get(&JsValue::from_str(id)).map_err(thrown)?;
            let (got, req) = (got.clone(), r.clone());
            let then = dom::once(move |_| drop(req.result().map(|v| got.push(&v))));
            r.set_onsuccess(Some(then.unchecked_ref()));
        }
        Ok(tx)
    });
    after(tx.clone().ok().map(Into::into), ["complete", "abort"], move |_| {
        then(tx.and_then(|tx| match tx.error() {
            Some(d) => Err(said(&d)),
            None => Ok(texts(&got)),
        }));
    });
}

/// The records (JS objects) as JSON texts: one `JSON.stringify` of them
/// all, split back into each record's text in the wasm.
fn texts(records: &Array) -> Vec<String> {
    let records = records.filter(&mut |v, _, _| !v.is_undefined());
    let Some(all) = JSON::stringify(&records).ok().and_then(|t| t.as_string()) else { return Vec::new() };
    crate::stats::slices::elements_of(&all)
}

/// Writes records in one readwrite transaction: all of them or none
/// (`StoreOp::Write`). A record with an id the store has is replaced
/// (the journal writes a game's record once; a retried write is the same).
pub fn write(db: Option<&IdbDatabase>, records: &[String], then: impl FnOnce(Result<(), Refusal>) + 'static) {
    let tx = db.ok_or_else(not_open).and_then(|db| put_all(db, records));
    after(tx.clone().ok().map(Into::into), ["complete", "abort"], move |e| {
        // A failed put, or a commit the quota refuses, aborts the transaction.
        then(tx.and_then(|tx| match tx.error() {
            Some(d) => Err(said(&d)),
            None if e.dyn_ref::<Event>().is_some_and(|e| e.type_() == "abort") => {
                Err(refused("AbortError", "the write was abandoned"))
            }
            None => Ok(()),
        }));
    });
}

/// Puts the records (JSON objects, as text) in a readwrite transaction;
/// their texts cross out of the wasm as one, read by one `JSON.parse`.
fn put_all(db: &IdbDatabase, records: &[String]) -> Result<IdbTransaction, Refusal> {
    let not_object = || refused("DataError", "a record is not a JSON object");
    let values = JSON::parse(&format!("[{}]", records.join(","))).map_err(|_| not_object())?;
    let values = Array::from(&values);
    if values.length() as usize != records.len() || values.iter().any(|v| !v.is_object() || Array::is_array(&v)) {
        return Err(not_object());
    }
    let tx = db.transaction_with_str_and_mode(STORE, IdbTransactionMode::Readwrite).map_err(thrown)?;
    let store = tx.object_store(STORE).map_err(thrown)?;
    put_from(&tx, store, values, 0).inspect_err(|_| drop(tx.abort()))?;
    Ok(tx)
}

/// The most values put in one turn of the worker: a put costs some 30 µs
/// of its thread and a bundle of 100 records some 0.2-0.3 ms (cloning
/// them); the next [`PUTS`] go once the first of these succeeded (the
/// database still has the rest to do meanwhile), in the same transaction
/// (still active in its requests' events), so a write stays all or nothing
/// and a worker's turn stays short (the page's asks are heard between).
const PUTS: u32 = 5;

/// Puts `values` from `from` on, [`PUTS`] a turn.
fn put_from(tx: &IdbTransaction, store: web_sys::IdbObjectStore, values: Array, from: u32) -> Result<(), Refusal> {
    let end = (from + PUTS).min(values.length());
    let mut first = None;
    for i in from..end {
        let r = store.put(&values.get(i)).map_err(thrown)?;
        first.get_or_insert(r);
    }
    if let Some(r) = first.filter(|_| end < values.length()) {
        let tx = tx.clone();
        let next = dom::once(move |_| {
            // A put refused here aborts the write (its `abort` event answers).
            if put_from(&tx, store, values, end).is_err() {
                let _ = tx.abort();
            }
        });
        r.set_onsuccess(Some(next.unchecked_ref()));
    }
    Ok(())
}
