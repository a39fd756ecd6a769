//! Searches off the page's main thread (SPEC §4), the page's side: a
//! `Client` starts the module worker `www/worker.js`, which loads the
//! search wasm (`search.rs`'s `Searcher`, built apart from the page's), and
//! posts it the protocol's requests (`crate::protocol::Tagged<Request>`, as
//! plain objects written by hand: `wire.rs`); the replies come back the same way.
//! The worker's first message names its build: only this build's worker is
//! used (`protocol::greeting`); another's is stopped and started once more
//! from an address naming this build (past the caches), and if that one is
//! another build's too, the page goes on without a worker and says why.
//! The journal worker (`www/journal.js`, `journal_worker.rs`) is started
//! and greeted the same way, by a `Client` of its own ([`Client::journal`]).

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::protocol::{greeting, Greeting, Request, Tagged, Ticket, BUILD};

/// The page's handle on a worker.
pub struct Client {
    /// Its script (`www/worker.js`), and what it is, for messages ("the solver").
    script: &'static str,
    what: &'static str,
    worker: Option<web_sys::Worker>,
    /// The worker has loaded its wasm.
    pub ready: bool,
    /// Requests waiting for the worker to be ready.
    queue: Vec<JsValue>,
    /// Why the worker could not start, if it could not.
    pub broken: Option<String>,
    /// Another build's worker answered: the worker is started from
    /// `www/worker.js?build=BUILD` from then on.
    retried: bool,
}

impl Client {
    /// The search worker's.
    pub fn search() -> Client {
        Client::new("www/worker.js", "the solver")
    }

    /// The journal worker's (`journal_worker.rs`).
    pub fn journal() -> Client {
        Client::new("www/journal.js", "the statistics journal")
    }

    fn new(script: &'static str, what: &'static str) -> Client {
        Client { script, what, worker: None, ready: false, queue: Vec::new(), broken: None, retried: false }
    }

    /// Starts the worker (`www/worker.js`, a module worker); its messages
    /// and errors go to `listener`.
    pub fn start(&mut self, listener: Option<&Closure<dyn Fn(web_sys::Event)>>) {
        if self.worker.is_some() {
            return;
        }
        let opts = web_sys::WorkerOptions::new();
        opts.set_type(web_sys::WorkerType::Module);
        let url = if self.retried { format!("{}?build={BUILD}", self.script) } else { self.script.to_string() };
        match web_sys::Worker::new_with_options(&url, &opts) {
            Ok(w) => self.adopt(w, listener),
            Err(_) => self.broken = Some(format!("this browser cannot run {} in the background", self.what)),
        }
    }

    /// Takes the worker the page's loader started (`www/main.js`: it is
    /// started first, so its wasm loads beside the page's); its messages
    /// and errors go to `listener`. What it said before (its greeting) the
    /// loader keeps and hands on once this has run.
    pub fn adopt(&mut self, worker: web_sys::Worker, listener: Option<&Closure<dyn Fn(web_sys::Event)>>) {
        if let Some(l) = listener {
            worker.set_onmessage(Some(l.as_ref().unchecked_ref()));
            worker.set_onerror(Some(l.as_ref().unchecked_ref()));
        }
        self.worker = Some(worker);
        self.broken = None;
    }

    /// Posts a request (sent when the worker is ready).
    pub fn send(&mut self, request: &Tagged<Request>) {
        self.post(super::wire::request_to_js(request));
    }

    /// Stops the request of `ticket` (its reply, if any comes, is ignored by the page).
    pub fn cancel(&mut self, ticket: Ticket) {
        self.send(&Tagged { ticket, body: Request::Cancel {} });
    }

    /// Posts a message (sent when the worker is ready).
    pub fn post(&mut self, message: JsValue) {
        if !self.ready {
            self.queue.push(message);
            return;
        }
        if let Some(w) = &self.worker {
            let _ = w.post_message(&message);
        }
    }

    /// The worker said it is ready: send what waited.
    pub fn set_ready(&mut self) {
        self.ready = true;
        for t in std::mem::take(&mut self.queue) {
            self.post(t);
        }
    }

    /// A message from the worker: its first is its greeting ([`Client::greet`],
    /// `Ok(None)`, or `Err(why)` it cannot be used); the others are handed
    /// back to be read (`Ok(Some)`).
    pub fn hear(
        &mut self,
        message: JsValue,
        listener: Option<&Closure<dyn Fn(web_sys::Event)>>,
    ) -> Result<Option<JsValue>, String> {
        if self.ready {
            return Ok(Some(message));
        }
        self.greet(&message.as_string().unwrap_or_default(), listener).map(|()| None)
    }

    /// The worker's first message: this build's worker is ready (what
    /// waited is sent); another build's is stopped and started again from
    /// this build's address, once; `Err(why)` when that one is another
    /// build's too (the worker is dropped, as [`Client::failed`] does).
    fn greet(&mut self, text: &str, listener: Option<&Closure<dyn Fn(web_sys::Event)>>) -> Result<(), String> {
        match greeting(text) {
            Greeting::Ours => {
                self.set_ready();
                Ok(())
            }
            Greeting::Other(build) => {
                if let Some(w) = self.worker.take() {
                    w.terminate();
                }
                if !self.retried {
                    self.retried = true;
                    self.start(listener);
                    return Ok(());
                }
                let why = format!(
                    "{} found is another version's ({}), not this page's: reload the page when you are online",
                    self.what,
                    crate::text::clip(&build, 16)
                );
                self.failed(&why);
                Err(why)
            }
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

    /// A broken worker may start again (what it was asked meanwhile is
    /// dropped: whoever asked keeps it to ask again).
    pub fn mend(&mut self) {
        self.failed("");
        self.broken = None;
    }

    pub fn worker(&self) -> Option<&web_sys::Worker> {
        self.worker.as_ref()
    }
}
