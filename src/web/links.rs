//! The game the page opens with, and the address kept in step with it.
//! Which game opens is the model's (`page::storage::read::opening`, from the
//! address and what storage holds); here the browser is read and the
//! writes it decides are made.

use wasm_bindgen::JsValue;

use super::dom::window;
use super::store::{self, Store};
use crate::page::storage::read::{self as kept, Opening, OLD_AUTOSAVE, TAB};

/// The session the page starts with, and everything to tell the player.
pub fn opening(store: &mut Store) -> Opening {
    let search = window().location().search().unwrap_or_default();
    let tab = store::tab_get(TAB);
    let mut o = kept::opening(search.trim_start_matches('?'), tab.as_deref(), store);
    if o.old_read {
        store::remove(OLD_AUTOSAVE);
    }
    // A game a link set aside is offered back once it is kept.
    if let Some((key, text, notice)) = o.aside.take() {
        if store.set(&key, &text) {
            o.notices.push(notice);
        }
    }
    o
}

/// Keeps the address in step with the game, so a reload or a copied
/// address reproduces it.
pub fn update_url(q: &str) {
    let q = format!("?{q}");
    if window().location().search().ok().as_deref() == Some(q.as_str()) {
        return;
    }
    if let Ok(h) = window().history() {
        let _ = h.replace_state_with_url(&JsValue::NULL, "", Some(&q));
    }
}

/// The full link of a game.
pub fn full_link(q: &str) -> String {
    let loc = window().location();
    let origin = loc.origin().unwrap_or_default();
    let path = loc.pathname().unwrap_or_default();
    format!("{origin}{path}?{q}")
}
