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

use crate::page::{Found, Job, Verdict};
use crate::record::Record;

/// The page's handle on the worker.
#[derive(Default)]
pub struct Client {
    worker: Option<web_sys::Worker>,
    /// The worker has loaded its wasm.
    pub ready: bool,
    /// Requests waiting for the worker to be ready.
    queue: Vec<String>,
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

    /// Posts request `id` (the model numbers its requests).
    pub fn ask(&mut self, id: u64, job: &Job) {
        self.post(request(id, job).to_string());
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
fn record_value(rec: &Record) -> Value {
    serde_json::from_str(&rec.to_json()).unwrap_or(Value::Null)
}

/// The message that asks for `job`.
fn request(id: u64, job: &Job) -> Value {
    match job {
        Job::Hint(r) => json!({ "id": id, "kind": "hint", "record": record_value(r) }),
        Job::Solve(r) => json!({ "id": id, "kind": "solve", "record": record_value(r) }),
        Job::Autoplay(r) => json!({ "id": id, "kind": "autoplay", "record": record_value(r) }),
        Job::Winnable { options, from, ms, deal_ms } => json!({
            "id": id, "kind": "winnable", "game": options.game().key(), "options": options.summary(),
            "from": from, "ms": ms, "deal_ms": deal_ms,
        }),
        Job::Daily { game, options, date } => json!({
            "id": id, "kind": "daily", "game": game.key(), "options": options.summary(), "date": date,
        }),
    }
}

/// Parses a message from the worker: the request it answers and what it
/// found; `None` for the "ready" message and anything unreadable.
pub fn parse_reply(text: &str) -> Option<(u64, Found)> {
    let v: Value = serde_json::from_str(text).ok()?;
    let id = v.get("id").and_then(Value::as_u64)?;
    if let Some(n) = v.get("progress").and_then(Value::as_u64) {
        return Some((id, Found::Progress(n)));
    }
    let done = v.get("done")?;
    let s = |k: &str| done.get(k).and_then(Value::as_str).map(str::to_string);
    let n = |k: &str| done.get(k).and_then(Value::as_u64);
    let found = if let Some(e) = s("error") {
        Found::Error(e)
    } else if let Some(m) = s("move") {
        Found::Move { text: m, reason: s("reason").unwrap_or_default() }
    } else if done.get("lost").is_some() {
        Found::Lost { back: n("back"), looked: n("looked").unwrap_or(0) }
    } else if let Some(o) = s("outcome") {
        let outcome = match o.as_str() {
            "solved" => Verdict::Solved,
            "unsolvable" => Verdict::Unsolvable,
            _ => Verdict::GaveUp,
        };
        let moves = done
            .get("moves")
            .and_then(Value::as_array)
            .map(|a| a.iter().filter_map(|x| x.as_str().map(str::to_string)).collect())
            .unwrap_or_default();
        let ms = done.get("ms").and_then(Value::as_f64).unwrap_or(0.0);
        Found::Solved { outcome, moves, nodes: n("nodes").unwrap_or(0), ms }
    } else if done.get("deal").is_some() || done.get("tried").is_some() {
        Found::Deal { deal: n("deal").and_then(|d| u32::try_from(d).ok()), tried: n("tried").unwrap_or(0) }
    } else {
        Found::NoMove(s("none").unwrap_or_else(|| "no move".into()))
    };
    Some((id, found))
}
