//! Storage. localStorage holds what all tabs share (each game's last game,
//! display settings); sessionStorage holds which game this tab plays, so a
//! reload resumes it and two tabs keep a game each (the statistics are a
//! journal in IndexedDB, the journal worker's: `journal_worker`, `idb`;
//! what of it the page keeps in this tab: `stats_store`).
//! Storage may be missing, full or hold anything: every read is validated
//! (by the model: `page::storage::read`); a write that fails is kept, shown and
//! retried (`Store`), never dropped.
//! Each tab holds the Web Lock (`navigator.locks`) of the game it plays, so
//! another tab does not resume it.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;

use super::dom::{self, window};
use crate::page::storage::read::Kept;

/// What this tab writes to storage, and what did not go in.
#[derive(Default)]
pub struct Store {
    /// Writes that failed (key, value), retried by `retry`.
    pub failed: Vec<(String, String)>,
    /// Locks other tabs held when the page started (names).
    pub held: Vec<String>,
    /// Lets go of the lock on the game this tab plays.
    release: Rc<RefCell<Option<js_sys::Function>>>,
    /// The lock request's callback (kept while the lock may be granted).
    lock_cb: Option<Closure<dyn FnMut(JsValue) -> JsValue>>,
}

fn local() -> Option<web_sys::Storage> {
    window().local_storage().ok().flatten()
}

fn session() -> Option<web_sys::Storage> {
    window().session_storage().ok().flatten()
}

/// A value from localStorage.
pub fn get(key: &str) -> Option<String> {
    local()?.get_item(key).ok().flatten()
}

/// Removes a value from localStorage.
pub fn remove(key: &str) {
    if let Some(s) = local() {
        let _ = s.remove_item(key);
    }
}

/// Every localStorage key starting with `prefix`, with its value.
pub fn starting_with(prefix: &str) -> Vec<(String, String)> {
    let Some(s) = local() else { return Vec::new() };
    let keys: Vec<String> = (0..s.length().unwrap_or(0)).filter_map(|i| s.key(i).ok().flatten()).collect();
    keys.into_iter().filter(|k| k.starts_with(prefix)).filter_map(|k| get(&k).map(|v| (k, v))).collect()
}

/// Removes `key` from localStorage if it still holds `value`.
pub fn remove_if(key: &str, value: &str) {
    if get(key).as_deref() == Some(value) {
        remove(key);
    }
}

/// A value from this tab's sessionStorage.
pub fn tab_get(key: &str) -> Option<String> {
    session()?.get_item(key).ok().flatten()
}

/// Writes to this tab's sessionStorage (a failure only costs the resume
/// of this tab's game on reload; the game itself is also in its slot).
pub fn tab_set(key: &str, value: &str) {
    if let Some(s) = session() {
        let _ = s.set_item(key, value);
    }
}

/// Removes a key from this tab's sessionStorage.
pub fn tab_remove(key: &str) {
    if let Some(s) = session() {
        let _ = s.remove_item(key);
    }
}

/// Storage as the model reads it (`page::storage::read`).
impl Kept for Store {
    fn get(&self, key: &str) -> Option<String> {
        get(key)
    }
    fn held_elsewhere(&self, name: &str) -> bool {
        Store::held_elsewhere(self, name)
    }
    fn fresh_id(&self) -> String {
        new_game_id()
    }
    fn random_deal(&self) -> u32 {
        crate::deal::random_deal_number()
    }
}

impl Store {
    /// Writes `value` under `key`; a failure is kept for `retry` and
    /// reported by `failing`. Returns whether it was written.
    pub fn set(&mut self, key: &str, value: &str) -> bool {
        let ok = local().is_some_and(|s| s.set_item(key, value).is_ok());
        self.failed.retain(|(k, _)| k != key);
        if !ok {
            self.failed.push((key.to_string(), value.to_string()));
        }
        ok
    }

    /// Tries the failed writes again; true when none is left.
    pub fn retry(&mut self) -> bool {
        let failed = std::mem::take(&mut self.failed);
        for (k, v) in failed {
            self.set(&k, &v);
        }
        self.failed.is_empty()
    }

    /// Whether some write is still waiting.
    pub fn failing(&self) -> bool {
        !self.failed.is_empty()
    }

    /// Whether another tab held the lock `name` when this one started.
    pub fn held_elsewhere(&self, name: &str) -> bool {
        self.held.iter().any(|h| h == name)
    }

    /// Holds the lock `name` (the game this tab plays) until `let_go`;
    /// the one held before is let go. Without Web Locks it does nothing.
    pub fn hold(&mut self, name: &str) {
        self.let_go();
        let Some(locks) = locks() else { return };
        let release = self.release.clone();
        let cb = Closure::<dyn FnMut(JsValue) -> JsValue>::new(move |lock: JsValue| -> JsValue {
            if lock.is_null() {
                return JsValue::NULL;
            }
            let r = release.clone();
            js_sys::Promise::new(&mut |resolve, _| {
                *r.borrow_mut() = Some(resolve);
            })
            .into()
        });
        let opts = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&opts, &"ifAvailable".into(), &JsValue::TRUE);
        let args = js_sys::Array::of3(&JsValue::from_str(name), &opts, cb.as_ref());
        if let Some(p) = dom::call(&locks, "request", &args) {
            swallow(p);
        }
        self.lock_cb = Some(cb);
    }

    /// Lets go of the game lock.
    pub fn let_go(&mut self) {
        if let Some(f) = self.release.borrow_mut().take() {
            let _ = f.call0(&JsValue::NULL);
        }
    }
}

/// `navigator.locks`, where the browser has it (secure contexts).
pub fn locks() -> Option<JsValue> {
    dom::prop(&window().navigator(), "locks")
}

/// Ignores a promise's outcome (a rejected lock request is not an error
/// the player can act on; the write paths report their own failures).
fn swallow(p: JsValue) {
    let noop = dom::once(|_| {});
    dom::call(&p, "catch", &js_sys::Array::of1(&noop));
}

pub use crate::page::storage::read::{aside_key, game_lock, slot_key, LAST, TAB, WOODS_TMP};
pub use crate::page::Saved;

/// The kept game under `key`; `Err` names what is wrong with a damaged one.
pub fn load(key: &str) -> Result<Option<Saved>, String> {
    match get(key) {
        None => Ok(None),
        Some(t) => Saved::from_json(&t, new_game_id).map(Some),
    }
}

/// A fresh random id for a game instance (16 hex digits).
pub fn new_game_id() -> String {
    let mut b = [0u8; 8];
    let _ = getrandom::getrandom(&mut b);
    b.iter().map(|x| format!("{x:02x}")).collect()
}
