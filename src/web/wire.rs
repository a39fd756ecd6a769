//! The protocol's messages (`crate::protocol`) as the page and the search
//! worker post them: plain JS objects (a structured clone: no JSON text is
//! written or read on either side), the same shape as the text form
//! (`Tagged::to_text`): `{hint: {ticket: {id: 3, generation: 7}, record:
//! "…"}}`.
//!
//! The worker writes and reads them with serde-wasm-bindgen and the
//! protocol's own serde forms ([`to_js`], [`from_js`]); the ticket is put
//! into the kind's object here, and read apart (`protocol::TicketOf`) so
//! that a request that cannot be read is still answered. The page writes
//! its requests and reads the replies by hand ([`request_to_js`],
//! [`reply_from_js`]: `protocol::plain`'s trees, walked by `json.rs`), the
//! same objects, so that no serde code is in the page's wasm (docs/site.md).

use wasm_bindgen::JsValue;

use crate::protocol::plain::{self, BadReply};
use crate::protocol::{Reply, Request, Tagged};

#[cfg(feature = "search")]
pub use serde_form::{from_js, to_js};

/// The page's request as it is posted.
pub fn request_to_js(m: &Tagged<Request>) -> JsValue {
    super::json::to_js(&plain::request(m))
}

/// A reply posted by the worker, read by the page; what is wrong with it
/// otherwise.
pub fn reply_from_js(v: &JsValue) -> Result<Tagged<Reply>, BadReply> {
    plain::reply(&super::json::value_from_js(v).map_err(BadReply)?)
}

/// The worker's side: the protocol's serde forms through
/// serde-wasm-bindgen (a dependency of the `search` feature only).
#[cfg(feature = "search")]
mod serde_form {
    use serde::de::DeserializeOwned;
    use serde::Serialize;
    use wasm_bindgen::{JsCast, JsValue};

    use crate::protocol::start::Start;
    use crate::protocol::{Tagged, Ticket, TicketOf};
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

    /// A message posted to the worker, read: it or what is wrong with it
    /// (with its ticket when that much could be read).
    pub fn from_js<T: Serialize + DeserializeOwned>(v: JsValue) -> Result<Tagged<T>, (Option<Ticket>, String)> {
        let ticket = serde_wasm_bindgen::from_value::<TicketOf>(v.clone()).ok().map(|t| t.0);
        if let Err(e) = give_start(&v) {
            return Err((ticket, format!("unreadable message: {}", clip(&e, 200))));
        }
        Tagged::from_parts(ticket, serde_wasm_bindgen::from_value::<T>(v))
    }

    /// The parts of a custom position sent beside a record (`start` in the
    /// kind's object: `protocol::start`), read apart (as the ticket) and
    /// kept by the position's text for the record's reader (`record::given`).
    fn give_start(v: &JsValue) -> Result<(), String> {
        let Some(kind) = v.dyn_ref::<js_sys::Object>().map(|o| js_sys::Object::values(o).get(0)) else {
            return Ok(());
        };
        let start = js_sys::Reflect::get(&kind, &JsValue::from_str("start")).unwrap_or(JsValue::UNDEFINED);
        if start.is_undefined() || start.is_null() {
            return Ok(());
        }
        let start: Start = serde_wasm_bindgen::from_value(start).map_err(|e| format!("start: {e}"))?;
        let game = start.game()?;
        crate::record::given::give(start.position, game);
        Ok(())
    }
}
