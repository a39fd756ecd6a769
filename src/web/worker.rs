//! Searches off the page's main thread (SPEC §4), the page's side: a
//! `Client` starts the module worker `www/worker.js`, which loads the
//! search wasm (`search.rs`'s `Searcher`, built apart from the page's), and
//! posts it requests as JSON lines; replies come back the same way.
//!
//! Requests: `{"id", "kind": "hint" | "solve" | "autoplay" | "winnable" | "daily" | "cancel", …}`;
//! replies: `{"id", "progress": nodes}` while working, then `{"id", "done": …}`.

use serde_json::{json, Value};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::games::{AnyGame, Move};
use crate::record::Record;

/// The page's handle on the worker.
#[derive(Default)]
pub struct Client {
    worker: Option<web_sys::Worker>,
    /// The worker has loaded its wasm.
    pub ready: bool,
    /// Requests waiting for the worker to be ready.
    queue: Vec<String>,
    next: u64,
    /// Why the worker could not start, if it could not.
    pub broken: Option<String>,
}

impl Client {
    /// Starts the worker (`www/worker.js`, a module worker); its messages
    /// and errors go to `listener`.
    pub fn start(&mut self, listener: Option<&Closure<dyn FnMut(web_sys::Event)>>) {
        if self.worker.is_some() {
            return;
        }
        let opts = web_sys::WorkerOptions::new();
        opts.set_type(web_sys::WorkerType::Module);
        match web_sys::Worker::new_with_options("www/worker.js", &opts) {
            Ok(w) => {
                if let Some(l) = listener {
                    w.set_onmessage(Some(l.as_ref().unchecked_ref()));
                    w.set_onerror(Some(l.as_ref().unchecked_ref()));
                }
                self.worker = Some(w);
                self.broken = None;
            }
            Err(_) => self.broken = Some("this browser cannot run the search in the background".into()),
        }
    }

    /// Posts a request; returns its id.
    pub fn ask(&mut self, kind: &str, mut body: Value) -> u64 {
        self.next += 1;
        let id = self.next;
        if let Value::Object(m) = &mut body {
            m.insert("id".into(), json!(id));
            m.insert("kind".into(), json!(kind));
        }
        self.post(body.to_string());
        id
    }

    /// Stops request `id` (its reply, if any comes, is ignored by the page).
    pub fn cancel(&mut self, id: u64) {
        self.post(json!({ "kind": "cancel", "id": id }).to_string());
    }

    fn post(&mut self, text: String) {
        if !self.ready {
            self.queue.push(text);
            return;
        }
        if let Some(w) = &self.worker {
            let _ = w.post_message(&JsValue::from_str(&text));
        }
    }

    /// The worker said it is ready: send what waited.
    pub fn set_ready(&mut self) {
        self.ready = true;
        for t in std::mem::take(&mut self.queue) {
            self.post(t);
        }
    }

    /// The worker failed (it could not load, or it crashed): drop it; the
    /// next request starts a new one.
    pub fn failed(&mut self, why: &str) {
        if let Some(w) = self.worker.take() {
            w.terminate();
        }
        self.ready = false;
        self.queue.clear();
        self.broken = Some(why.to_string());
    }

    pub fn worker(&self) -> Option<&web_sys::Worker> {
        self.worker.as_ref()
    }
}

/// A record as the JSON value a request carries.
pub fn record_value(rec: &Record) -> Value {
    serde_json::from_str(&rec.to_json()).unwrap_or(Value::Null)
}

/// A reply read back on the page.
pub struct Reply {
    pub id: u64,
    /// Work so far, while the search goes on.
    pub progress: Option<u64>,
    pub done: Option<Value>,
}

/// Parses a message from the worker; `None` for the "ready" message and
/// anything unreadable.
pub fn parse_reply(text: &str) -> Option<Reply> {
    let v: Value = serde_json::from_str(text).ok()?;
    let id = v.get("id").and_then(Value::as_u64)?;
    Some(Reply { id, progress: v.get("progress").and_then(Value::as_u64), done: v.get("done").cloned() })
}

/// A move named in a reply, parsed in `state`.
pub fn reply_move(state: &AnyGame, done: &Value) -> Option<Result<Move, String>> {
    done.get("move").and_then(Value::as_str).map(|t| state.parse_move(t))
}
