//! Look settings: four-colour suits, large card indices, a green-felt or
//! plain table, and animations (off by default when the system asks for
//! reduced motion). Stored in localStorage, applied as classes on `<html>`
//! that `www/style.css` reads.

use super::app::App;
use super::dom;
use super::store;
use crate::page::sheets::tree::LOOKS;

const KEY: &str = "swarm.look";

/// The stored settings that are on (unknown words are ignored).
pub fn stored() -> Vec<String> {
    store::get(KEY)
        .unwrap_or_default()
        .split(',')
        .filter(|w| LOOKS.iter().any(|(k, _, _)| k == w))
        .map(str::to_string)
        .collect()
}

/// Applies the stored settings to the page.
pub fn apply() {
    let on = stored();
    let Some(root) = dom::document().document_element() else { return };
    for (k, _, class) in LOOKS {
        dom::toggle_class(&root, class, on.iter().any(|w| w == k));
    }
}

/// Turns one setting on or off.
pub fn set(app: &mut App, key: &str, value: bool) {
    let mut on = stored();
    on.retain(|w| w != key);
    if value {
        on.push(key.to_string());
    }
    if let Some(msg) = super::persist::keep(app, KEY, &on.join(",")) {
        super::run::send(app, msg);
    }
    apply();
}
