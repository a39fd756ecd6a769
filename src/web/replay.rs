//! The replay bar's elements, built once (hidden) under the table. Its
//! state and its playback are the model's (`page/replay.rs`); chrome.rs
//! draws it from the `Screen`.

use super::dom::{self, by_id, el, set_attr, text_el};
use crate::page::SPEEDS;

/// Builds the replay bar (hidden) under the table, once.
pub fn install() {
    let Some(wrap) = by_id("table-wrap") else { return };
    let bar = el("div", "replay-bar");
    set_attr(&bar, "id", "replay-bar");
    set_attr(&bar, "role", "toolbar");
    set_attr(&bar, "aria-label", "Replay");
    bar.set_hidden(true);
    for (id, text, label, action) in [
        ("replay-start", "|◀◀", "To the start (Home)", "replay-start"),
        ("replay-back", "◀", "Step back (,)", "replay-back"),
        ("replay-play", "Play", "Play the moves", "replay-play"),
        ("replay-fwd", "▶", "Step forward (.)", "replay-fwd"),
        ("replay-end", "▶▶|", "To the end (End)", "replay-end"),
    ] {
        let b = dom::action_button(text, action);
        set_attr(&b, "id", id);
        set_attr(&b, "aria-label", label);
        set_attr(&b, "title", label);
        let _ = bar.append_child(&b);
    }
    let speed = el("select", "");
    set_attr(&speed, "id", "replay-speed");
    set_attr(&speed, "aria-label", "Replay speed");
    set_attr(&speed, "data-change", "replay-speed");
    for (ms, label) in SPEEDS {
        let o = text_el("option", "", label);
        set_attr(&o, "value", &ms.to_string());
        let _ = speed.append_child(&o);
    }
    if let Ok(s) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlSelectElement>(speed.clone()) {
        s.set_value("600");
    }
    let _ = bar.append_child(&speed);
    let pos = text_el("span", "replay-pos", "");
    set_attr(&pos, "id", "replay-pos");
    let _ = bar.append_child(&pos);
    let close = dom::action_button("Close", "replay");
    set_attr(&close, "id", "replay-close");
    set_attr(&close, "aria-label", "Close the replay bar");
    let _ = bar.append_child(&close);
    let _ = wrap.append_child(&bar);
}
