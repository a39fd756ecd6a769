//! Searches off the page's main thread (SPEC §4), the worker's export: the
//! search wasm (the crate built with the `search` feature alone: the
//! solver, without the page) hands `www/worker.js` this `Searcher`, a thin
//! wrapper of the native `crate::worker::Searcher` that reads requests and
//! writes replies as the protocol's plain objects (`wire.rs`), with the
//! worker's clock.

#[cfg(feature = "search")]
use wasm_bindgen::prelude::*;

use wasm_bindgen::JsValue;

use crate::protocol::{self, Reply, Tagged, BUILD};
use crate::worker;

use super::wire;

/// The worker's clock (a worker has no `window`; `Date.now()` is everywhere).
fn clock() -> f64 {
    js_sys::Date::now()
}

/// The search engine inside the worker (`www/worker.js` drives it).
#[cfg_attr(feature = "search", wasm_bindgen)]
pub struct Searcher(worker::Searcher);

impl Default for Searcher {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg_attr(feature = "search", wasm_bindgen)]
impl Searcher {
    #[cfg_attr(feature = "search", wasm_bindgen(constructor))]
    pub fn new() -> Searcher {
        console_error_panic_hook::set_once();
        Searcher(worker::Searcher::new(clock))
    }

    /// The worker's first message: it is ready for requests.
    pub fn ready(&self) -> String {
        protocol::ready(BUILD)
    }

    /// Takes a request; a quick request's reply comes back at once
    /// (`undefined`: none). An unreadable request is answered with what is
    /// wrong with it when its ticket can be read (else nobody waits).
    pub fn request(&mut self, message: JsValue) -> JsValue {
        let reply = match wire::request_from_js(message) {
            Ok((req, given)) => self.0.request_with(req, given),
            Err((ticket, error)) => ticket.map(|ticket| Tagged { ticket, body: Reply::Failed { error } }),
        };
        reply.map_or(JsValue::UNDEFINED, |r| wire::to_js(&r))
    }

    /// Whether work is left.
    pub fn busy(&self) -> bool {
        self.0.busy()
    }

    /// Works for a slice; returns a reply to post, if any.
    pub fn step(&mut self) -> JsValue {
        self.0.step().map_or(JsValue::UNDEFINED, |r| wire::to_js(&r))
    }
}
