//! Files the page fetches from its own site (`Effect::Fetch`): the
//! catalogue of rated deals (`data/catalogue/NAME.bin`) and the help text
//! (`data/help/rules.txt`), asked for once the first table is drawn; what
//! arrives is the model's to check.

use wasm_bindgen::prelude::*;

use super::app::App;
use super::dom;
use crate::page::{Fetched, Msg};

/// How an answer reaches the model (`run::send`).
pub type Send = fn(&mut App, Msg);

/// Fetches the file `what` at `address` (beside index.html) and hands
/// its bytes, or why there are none, to the model.
pub fn file(what: Fetched, address: &str, send: Send) {
    let answer = move |r: Result<Vec<u8>, String>| {
        super::handle::with_app(|app| send(app, what.answer(r)));
    };
    let Some(asked) = dom::call(&dom::window(), "fetch", &js_sys::Array::of1(&JsValue::from_str(address))) else {
        return answer(Err("the browser cannot fetch".into()));
    };
    let fail = move |why: JsValue| answer(Err(why.as_string().unwrap_or_else(|| "it could not be fetched".into())));
    // The body of an answer that is there, else a refusal naming its status.
    let body = dom::once(move |resp| {
        let ok = dom::prop(&resp, "ok").and_then(|v| v.as_bool()).unwrap_or(false);
        match ok.then(|| dom::call(&resp, "arrayBuffer", &js_sys::Array::new())).flatten() {
            Some(p) => {
                let ok = dom::once(move |buf| answer(Ok(js_sys::Uint8Array::new(&buf).to_vec())));
                dom::call(&p, "then", &js_sys::Array::of2(&ok, &dom::once(fail)));
            }
            None => {
                let status = dom::prop(&resp, "status").and_then(|v| v.as_f64()).unwrap_or(0.0);
                answer(Err(format!("status {}", status as u32)));
            }
        }
    });
    dom::call(&asked, "then", &js_sys::Array::of2(&body, &dom::once(fail)));
}
