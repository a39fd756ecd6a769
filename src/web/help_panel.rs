//! Help on demand: the toolbar's Help button and the `?` key open the
//! side panel's "How to play" (each game's rules and notation from
//! `crate::help`, drawn by `panel.rs`) and bring it into view.

use wasm_bindgen::JsCast;
use web_sys::KeyboardEvent;

use super::dom::{self, by_id};
use super::listen;

/// Opens the help (or closes it when it is open and in view).
pub fn toggle() {
    let Some(details) = by_id("help-box") else { return };
    if details.has_attribute("open") {
        let _ = details.remove_attribute("open");
        return;
    }
    let _ = details.set_attribute("open", "");
    details.scroll_into_view();
    if let Some(s) =
        details.query_selector("summary").ok().flatten().and_then(|s| s.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = s.focus();
    }
}

/// `?` anywhere but in a text field opens the help.
pub fn install_key() {
    let doc: web_sys::EventTarget = dom::document().into();
    listen(&doc, "keydown", |e| {
        let Ok(k) = e.dyn_into::<KeyboardEvent>() else { return };
        if k.key() != "?" || k.ctrl_key() || k.meta_key() || k.alt_key() {
            return;
        }
        let in_field = k
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|t| matches!(t.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
        if !in_field {
            k.prevent_default();
            toggle();
        }
    });
}
