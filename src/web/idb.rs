//! The statistics journal's store: the IndexedDB database `swarm`, its
//! object store `journal` keyed by each record's `id` (`crate::stats::record`).
//! A write is one readwrite transaction, reported once it is committed (or
//! why not: a full store is `QuotaExceededError`); IndexedDB transactions
//! are atomic and ordered, so two tabs need no lock. Records go in and come
//! out as JSON text, kept whole (a newer Swarm's fields included): the
//! store holds them as plain objects. A leaf: it uses only web-sys and
//! `dom::window`.
//!
//! Each request's handlers run once at most: one-shot closures, of which
//! the one that does not run (success or failure) stays allocated (a few
//! dozen bytes a request; the page writes a handful a game).

use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{IdbDatabase, IdbObjectStoreParameters, IdbOpenDbRequest, IdbRequest, IdbTransactionMode};

use super::dom::window;

/// The database, its version, and the journal's object store.
const DATABASE: &str = "swarm";
const VERSION: u32 = 1;
pub const STORE: &str = "journal";

/// Why the store did not do what was asked: the browser's name for it
/// (`QuotaExceededError`, `InvalidStateError`, …) and its message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IdbError {
    pub name: String,
    pub message: String,
}

impl IdbError {
    fn new(name: &str, message: &str) -> IdbError {
        IdbError { name: name.to_string(), message: message.to_string() }
    }

    /// From what a browser call threw or an event carried.
    fn from_js(e: &JsValue, fallback: &str) -> IdbError {
        match e.dyn_ref::<web_sys::DomException>() {
            Some(d) => IdbError::new(&d.name(), &d.message()),
            None => IdbError::new(fallback, &e.as_string().unwrap_or_default()),
        }
    }

    /// The store is full (the browser's quota for this site).
    pub fn is_quota(&self) -> bool {
        self.name == "QuotaExceededError"
    }
}

impl fmt::Display for IdbError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.message.is_empty() {
            write!(f, "the browser's database refused ({})", self.name)
        } else {
            write!(f, "the browser's database refused ({}: {})", self.name, self.message)
        }
    }
}

/// A callback run once, whichever handler comes first.
type Once<T> = Rc<RefCell<Option<Box<dyn FnOnce(Result<T, IdbError>)>>>>;

fn once<T: 'static>(done: impl FnOnce(Result<T, IdbError>) + 'static) -> Once<T> {
    Rc::new(RefCell::new(Some(Box::new(done))))
}

fn finish<T>(done: &Once<T>, result: Result<T, IdbError>) {
    // Taken before the call, so the callback may start another request.
    let f = done.borrow_mut().take();
    if let Some(f) = f {
        f(result);
    }
}

/// An open connection to the journal's store.
#[derive(Clone)]
pub struct Db {
    db: IdbDatabase,
}

/// Opens the database (creating the journal's store the first time) and
/// hands the connection to `done`, or what went wrong (no IndexedDB: some
/// private modes, a browser without it).
pub fn open(done: impl FnOnce(Result<Db, IdbError>) + 'static) {
    let done = once(done);
    let request = match window().indexed_db() {
        Ok(Some(factory)) => factory.open_with_u32(DATABASE, VERSION),
        Ok(None) => return finish(&done, Err(IdbError::new("NotSupported", "this browser has no IndexedDB here"))),
        Err(e) => Err(e),
    };
    let request: IdbOpenDbRequest = match request {
        Ok(r) => r,
        Err(e) => return finish(&done, Err(IdbError::from_js(&e, "UnknownError"))),
    };
    let r = request.clone();
    let upgrade = Closure::once_into_js(move |_: JsValue| {
        let Ok(db) = r.result().and_then(|d| d.dyn_into::<IdbDatabase>()) else { return };
        if !db.object_store_names().contains(STORE) {
            let params = IdbObjectStoreParameters::new();
            params.set_key_path(&JsValue::from_str("id"));
            // A failure here aborts the upgrade: the open request's error reports it.
            let _ = db.create_object_store_with_optional_parameters(STORE, &params);
        }
    });
    request.set_onupgradeneeded(Some(upgrade.unchecked_ref()));
    let (r, d) = (request.clone(), done.clone());
    let success = Closure::once_into_js(move |_: JsValue| {
        let result = r.result().and_then(|d| d.dyn_into::<IdbDatabase>());
        finish(
            &d,
            result.map_err(|e| IdbError::from_js(&e, "UnknownError")).map(|db| {
                // A newer page asks to upgrade the database: this
                // connection lets go (its next write reports the closed
                // connection, and the page opens it again).
                let close = Closure::<dyn FnMut()>::new({
                    let db = db.clone();
                    move || db.close()
                });
                db.set_onversionchange(Some(close.as_ref().unchecked_ref()));
                close.forget();
                Db { db }
            }),
        );
    });
    request.set_onsuccess(Some(success.unchecked_ref()));
    let r = request.clone();
    let error = Closure::once_into_js(move |_: JsValue| finish(&done, Err(request_error(&r))));
    request.set_onerror(Some(error.unchecked_ref()));
}

/// What a failed request says.
fn request_error(r: &IdbRequest) -> IdbError {
    match r.error() {
        Ok(Some(d)) => IdbError::new(&d.name(), &d.message()),
        Ok(None) => IdbError::new("UnknownError", ""),
        Err(e) => IdbError::from_js(&e, "UnknownError"),
    }
}

impl Db {
    /// Writes records (each a JSON object with an `id`, as text) in one
    /// readwrite transaction: all of them or none. A record with an id the
    /// store has is replaced (the journal writes a game's record once; a
    /// retried write is the same record). `done` runs once the transaction
    /// is committed, or with why it was not (`QuotaExceededError` when the
    /// store is full; nothing was written then).
    pub fn put_all(&self, records: &[&str], done: impl FnOnce(Result<(), IdbError>) + 'static) {
        let done = once(done);
        let mut values = Vec::with_capacity(records.len());
        for r in records {
            match js_sys::JSON::parse(r) {
                Ok(v) if v.is_object() && !js_sys::Array::is_array(&v) => values.push(v),
                _ => return finish(&done, Err(IdbError::new("DataError", "a record is not a JSON object"))),
            }
        }
        let tx = match self.db.transaction_with_str_and_mode(STORE, IdbTransactionMode::Readwrite) {
            Ok(tx) => tx,
            Err(e) => return finish(&done, Err(IdbError::from_js(&e, "InvalidStateError"))),
        };
        let store = match tx.object_store(STORE) {
            Ok(s) => s,
            Err(e) => return finish(&done, Err(IdbError::from_js(&e, "NotFoundError"))),
        };
        for v in &values {
            if let Err(e) = store.put(v) {
                let _ = tx.abort();
                return finish(&done, Err(IdbError::from_js(&e, "DataError")));
            }
        }
        let d = done.clone();
        let complete = Closure::once_into_js(move |_: JsValue| finish(&d, Ok(())));
        tx.set_oncomplete(Some(complete.unchecked_ref()));
        // A failed put, or a commit the quota refuses, aborts the transaction.
        let t = tx.clone();
        let abort = Closure::once_into_js(move |_: JsValue| {
            let e = t.error().map_or_else(
                || IdbError::new("AbortError", "the write was abandoned"),
                |d| IdbError::new(&d.name(), &d.message()),
            );
            finish(&done, Err(e));
        });
        tx.set_onabort(Some(abort.unchecked_ref()));
    }

    /// Reads every record, each as JSON text (whole, as stored), in the
    /// store's order (by id).
    pub fn all(&self, done: impl FnOnce(Result<Vec<String>, IdbError>) + 'static) {
        let done = once(done);
        let request = self
            .db
            .transaction_with_str_and_mode(STORE, IdbTransactionMode::Readonly)
            .and_then(|tx| tx.object_store(STORE))
            .and_then(|s| s.get_all());
        let request = match request {
            Ok(r) => r,
            Err(e) => return finish(&done, Err(IdbError::from_js(&e, "InvalidStateError"))),
        };
        let (r, d) = (request.clone(), done.clone());
        let success = Closure::once_into_js(move |_: JsValue| {
            let list = r.result().map(|v| js_sys::Array::from(&v)).unwrap_or_default();
            let texts = list.iter().filter_map(|v| js_sys::JSON::stringify(&v).ok()).filter_map(|s| s.as_string());
            finish(&d, Ok(texts.collect()));
        });
        request.set_onsuccess(Some(success.unchecked_ref()));
        let r = request.clone();
        let error = Closure::once_into_js(move |_: JsValue| finish(&done, Err(request_error(&r))));
        request.set_onerror(Some(error.unchecked_ref()));
    }
}
