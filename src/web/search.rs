//! Searches off the page's main thread (SPEC §4), the worker's export: the
//! search wasm (the crate built with the `search` feature alone: the
//! solver, without the page) hands `www/worker.js` this `Searcher`, a thin
//! wrapper of the native `crate::worker::Searcher` that reads requests and
//! writes replies as the protocol's JSON texts (`crate::protocol`), with
//! the worker's clock.

#[cfg(feature = "search")]
use wasm_bindgen::prelude::*;

use crate::protocol::{self, BUILD};
use crate::worker;

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

    /// Takes a request's text; a quick request's reply comes back at once.
    pub fn request(&mut self, text: &str) -> Option<String> {
        self.0.request_text(text)
    }

    /// Whether work is left.
    pub fn busy(&self) -> bool {
        self.0.busy()
    }

    /// Works for a slice; returns a reply to post, if any.
    pub fn step(&mut self) -> Option<String> {
        self.0.step().map(|r| r.to_text())
    }
}
