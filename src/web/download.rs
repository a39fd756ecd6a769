//! A file offered to download (the game saved, the statistics exported).

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Blob, BlobPropertyBag, HtmlAnchorElement, Url};

use super::dom::{self, el};

/// Offers `text` as a file to download.
pub fn download(name: &str, text: &str, mime: &str) -> bool {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let bag = BlobPropertyBag::new();
    bag.set_type(mime);
    let Ok(blob) = Blob::new_with_str_sequence_and_options(&parts, &bag) else { return false };
    let Ok(url) = Url::create_object_url_with_blob(&blob) else { return false };
    let Ok(a) = el("a", "").dyn_into::<HtmlAnchorElement>() else { return false };
    a.set_href(&url);
    a.set_download(name);
    if let Some(body) = dom::document().body() {
        let _ = body.append_child(&a);
        a.click();
        a.remove();
    }
    // Revoke later: some browsers read the URL after the click returns.
    let cb = dom::once(move |_| {
        let _ = Url::revoke_object_url(&url);
    });
    let _ = dom::window().set_timeout_with_callback_and_timeout_and_arguments_0(cb.unchecked_ref(), 10_000);
    true
}
