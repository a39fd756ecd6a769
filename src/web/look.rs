//! Look settings: four-colour suits, large card indices, a green-felt or
//! plain table, and animations (off by default when the system asks for
//! reduced motion). Stored in localStorage, applied as classes on `<html>`
//! that `www/style.css` reads.

use super::app::App;
use super::dom;
use super::store;
use crate::page::sheets::tree::LOOKS;
use crate::page::Msg;

const KEY: &str = "swarm.look";

/// The stored settings that are on (unknown words are ignored).
pub fn stored() -> Vec<String> {
    store::get(KEY)
        .unwrap_or_default()
        .split(',')
        .filter(|w| LOOKS.iter().any(|(k, _)| k == w))
        .map(str::to_string)
        .collect()
}

/// Applies the stored settings to the page.
pub fn apply() {
    let on = stored();
    let Some(root) = dom::document().document_element() else { return };
    for (k, class) in LOOKS {
        dom::toggle_class(&root, class, on.iter().any(|w| w == k));
    }
}

/// Turns one setting on or off (storage refusing, when that is news to
/// the model, is the message returned).
#[must_use]
pub fn set(app: &mut App, key: &str, value: bool) -> Option<Msg> {
    let mut on = stored();
    on.retain(|w| w != key);
    if value {
        on.push(key.to_string());
    }
    let msg = super::persist::keep(app, KEY, &on.join(","));
    apply();
    msg
}
