//! The protocol's messages (`crate::protocol`) as the page and the search
//! worker post them: plain JS objects (a structured clone: no JSON text is
//! written or read on either side), the same shape as the text form
//! (`Tagged::to_text`): `{hint: {ticket: {id: 3, generation: 7}, record:
//! "…"}}`.
//!
//! The worker writes its replies with serde-wasm-bindgen and the
//! protocol's own serde forms ([`to_js`]; the ticket is put into the kind's
//! object here) and reads the requests by hand ([`request_from_js`]:
//! `protocol::read` on the posted value, as serde-wasm-bindgen's reader
//! brought the float formatter into the worker's wasm: docs/site.md, fifth
//! pass). The page writes its requests and reads the replies by hand
//! ([`request_to_js`], [`reply_from_js`]: `protocol::plain`'s trees, walked
//! by `json.rs`), the same objects, so that no serde code is in the page's
//! wasm (docs/site.md).

use wasm_bindgen::JsValue;

use crate::protocol::plain::{self, BadReply};
use crate::protocol::{Reply, Request, Tagged};

#[cfg(feature = "search")]
pub use worker_side::{request_from_js, to_js};

/// The page's request as it is posted.
pub fn request_to_js(m: &Tagged<Request>) -> JsValue {
    super::json::to_js(&plain::request(m))
}

/// A reply posted by the worker, read by the page; what is wrong with it
/// otherwise.
pub fn reply_from_js(v: &JsValue) -> Result<Tagged<Reply>, BadReply> {
    plain::reply(&super::json::value_from_js(v).map_err(BadReply)?)
}

/// The worker's side: replies through serde-wasm-bindgen (a dependency
/// of the `search` feature only), requests read by hand.
#[cfg(feature = "search")]
mod worker_side {
    use serde::Serialize;
    use wasm_bindgen::{JsCast, JsValue};

    use crate::protocol::{read, Request, Tagged, Ticket};
    use crate::record::Given;
    use crate::text::clip;

    /// A message as the worker posts it.
    pub fn to_js<T: Serialize>(m: &Tagged<T>) -> JsValue {
        let ser = serde_wasm_bindgen::Serializer::new();
        let (Ok(body), Ok(ticket)) = (m.body.serialize(&ser), m.ticket.serialize(&ser)) else {
            return JsValue::UNDEFINED;
        };
        if let Some(kind) = body.dyn_ref::<js_sys::Object>().map(|o| js_sys::Object::values(o).get(0)) {
            let _ = js_sys::Reflect::set(&kind, &JsValue::from_str("ticket"), &ticket);
        }
        body
    }

    /// What is wrong with a request, with its ticket when that much could be read.
    type Unreadable = (Option<Ticket>, String);

    /// A request posted to the worker, read by hand (`protocol::read`:
    /// serde-wasm-bindgen's reader would bring the float formatter): it, or
    /// what is wrong with it (with its ticket when that much could be
    /// read). A custom position's parts beside its record (`start`) are
    /// checked and built, and come back with the request (`record::Given`).
    pub fn request_from_js(v: JsValue) -> Result<(Tagged<Request>, Option<Given>), Unreadable> {
        let req = read::request(Js(v.clone()))?;
        let Some(start) = read::start(Js(v)) else {
            return Ok((req, None));
        };
        let start = start.map_err(|e| (Some(req.ticket), e))?;
        let game = start.game().map_err(|e| (Some(req.ticket), format!("unreadable message: {}", clip(&e, 200))))?;
        Ok((req, Some(Given { position: start.position, game })))
    }

    /// A posted JS value as `protocol::read` reads it.
    struct Js(JsValue);

    impl read::Tree for Js {
        fn is_null(&self) -> bool {
            self.0.is_null() || self.0.is_undefined()
        }
        fn get(&self, key: &str) -> Js {
            if !self.0.is_object() {
                return Js(JsValue::UNDEFINED);
            }
            Js(js_sys::Reflect::get(&self.0, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED))
        }
        fn keys(&self) -> Option<Vec<String>> {
            let o = self.0.dyn_ref::<js_sys::Object>().filter(|_| !js_sys::Array::is_array(&self.0))?;
            Some(js_sys::Object::keys(o).iter().filter_map(|k| k.as_string()).collect())
        }
        fn number(&self) -> Option<f64> {
            self.0.as_f64()
        }
        fn text(&self) -> Option<String> {
            self.0.as_string()
        }
        fn flag(&self) -> Option<bool> {
            self.0.as_bool()
        }
        fn items(&self) -> Option<Vec<Js>> {
            self.0.dyn_ref::<js_sys::Array>().map(|a| a.iter().map(Js).collect())
        }
    }
}
