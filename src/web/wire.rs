//! The protocol's messages (`crate::protocol`) as the page and the search
//! worker post them: plain JS objects (a structured clone: no JSON text is
//! written or read on either side), the same shape as the text form
//! (`Tagged::to_text`): `{hint: {ticket: {id: 3, generation: 7}, record:
//! "…"}}`. serde-wasm-bindgen writes and reads them with the protocol's
//! own serde forms; the ticket is put into the kind's object here, and read
//! apart (`protocol::TicketOf`) so that a request that cannot be read is
//! still answered.

use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::{JsCast, JsValue};

use crate::protocol::{Tagged, Ticket, TicketOf};

/// A message as it is posted.
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

/// A message posted, read: it or what is wrong with it (with its ticket
/// when that much could be read).
pub fn from_js<T: Serialize + DeserializeOwned>(v: JsValue) -> Result<Tagged<T>, (Option<Ticket>, String)> {
    let ticket = serde_wasm_bindgen::from_value::<TicketOf>(v.clone()).ok().map(|t| t.0);
    Tagged::from_parts(ticket, serde_wasm_bindgen::from_value::<T>(v))
}
