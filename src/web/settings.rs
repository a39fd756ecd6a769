//! Look settings: four-colour suits, large card indices, a green-felt or
//! plain table, and animations (off by default when the system asks for
//! reduced motion). Stored in localStorage, applied as classes on `<html>`
//! that `www/style.css` reads.

use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;

use super::dom::{self, el, set_attr, text_el};
use super::{listen, sheet, storage};

const KEY: &str = "swarm.look";
const SHEET: &str = "look-panel";

/// One switch: (setting, label, class on `<html>` when on).
const SWITCHES: &[(&str, &str, &str)] = &[
    ("four", "Four-colour suits (♣ green, ♦ blue)", "look-four"),
    ("big", "Large card indices", "look-big"),
    ("plain", "Plain table instead of green felt", "look-plain"),
    ("still", "No animations", "look-still"),
];

/// The stored settings that are on (unknown words are ignored).
fn stored() -> Vec<String> {
    storage::get(KEY)
        .unwrap_or_default()
        .split(',')
        .filter(|w| SWITCHES.iter().any(|(k, _, _)| k == w))
        .map(str::to_string)
        .collect()
}

/// Applies the stored settings to the page.
pub fn apply() {
    let on = stored();
    let Some(root) = dom::document().document_element() else {
        return;
    };
    for (k, _, class) in SWITCHES {
        dom::toggle_class(&root, class, on.iter().any(|w| w == k));
    }
}

fn set(key: &str, value: bool) {
    let mut on = stored();
    on.retain(|w| w != key);
    if value {
        on.push(key.to_string());
    }
    storage::set(KEY, &on.join(","));
    apply();
}

/// Opens (or closes) the Look panel.
pub fn toggle() {
    if sheet::is_open(SHEET) {
        return sheet::close_all();
    }
    let Some(body) = sheet::open(SHEET, "Look") else {
        return;
    };
    let on = stored();
    for (k, label, _) in SWITCHES {
        let row = el("label", "switch");
        let input = el("input", "");
        set_attr(&input, "type", "checkbox");
        set_attr(&input, "id", &format!("look-{k}"));
        if let Ok(i) = input.clone().dyn_into::<HtmlInputElement>() {
            i.set_checked(on.iter().any(|w| w == k));
        }
        let key = *k;
        listen(&input, "change", move |e| {
            if let Some(i) = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()) {
                set(key, i.checked());
            }
        });
        let _ = row.append_child(&input);
        let _ = row.append_child(&text_el("span", "", label));
        let _ = body.append_child(&row);
    }
    let _ = body.append_child(&text_el(
        "p",
        "sheet-note",
        "Moves animate briefly; with your system set to reduce motion they do not animate at all.",
    ));
}
