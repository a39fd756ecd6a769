//! Sheets: the side panels the player opens from the toolbar (statistics,
//! help, look). One at a time, never modal: the table stays playable.
//! Each has a heading and a Close button; Escape closes it.

use wasm_bindgen::JsCast;

use super::dom::{self, by_id, el, set_attr, text_el};
use super::listen;

/// The sheet `id` (created on first use) and its body, emptied; the sheet
/// is shown and every other sheet hidden. A sheet that was hidden takes the
/// focus (on its Close button); a refreshed one leaves the focus alone.
pub fn open(id: &str, title: &str) -> Option<web_sys::HtmlElement> {
    let sheet = match by_id(id) {
        Some(s) => s,
        None => create(id, title)?,
    };
    let was_hidden = sheet.hidden();
    close_all();
    place(&sheet);
    let body = sheet.query_selector(".sheet-body").ok().flatten()?.dyn_into::<web_sys::HtmlElement>().ok()?;
    dom::clear(&body);
    sheet.set_hidden(false);
    expanded();
    if !was_hidden {
        return Some(body);
    }
    if let Some(b) =
        sheet.query_selector(".sheet-close").ok().flatten().and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = b.focus();
    }
    Some(body)
}

/// Whether the sheet `id` is showing.
pub fn is_open(id: &str) -> bool {
    by_id(id).is_some_and(|s| !s.hidden())
}

/// Marks each button that opens a sheet (`data-sheet="ID"`) as expanded
/// or not, for screen readers.
fn expanded() {
    let Ok(list) = dom::document().query_selector_all("button[data-sheet]") else { return };
    for i in 0..list.length() {
        let Some(b) = list.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) else { continue };
        let id = b.get_attribute("data-sheet").unwrap_or_default();
        set_attr(&b, "aria-expanded", if is_open(&id) { "true" } else { "false" });
    }
}

/// A toolbar button opens the sheet `id`.
pub fn opener(button: &web_sys::Element, id: &str) {
    set_attr(button, "data-sheet", id);
    set_attr(button, "aria-controls", id);
    set_attr(button, "aria-expanded", "false");
}

/// Hides every sheet.
pub fn close_all() {
    if let Ok(list) = dom::document().query_selector_all(".sheet") {
        for i in 0..list.length() {
            if let Some(s) = list.item(i).and_then(|n| n.dyn_into::<web_sys::HtmlElement>().ok()) {
                s.set_hidden(true);
            }
        }
    }
    expanded();
}

/// Puts the sheet just under the toolbar, so its buttons stay usable.
fn place(sheet: &web_sys::HtmlElement) {
    let top = by_id("toolbar").map_or(0.0, |t| t.get_bounding_client_rect().bottom()).max(0.0) + 6.0;
    dom::set_var(sheet, "--sheet-top", &format!("{top:.0}px"));
}

fn create(id: &str, title: &str) -> Option<web_sys::HtmlElement> {
    let sheet = el("section", "sheet");
    set_attr(&sheet, "id", id);
    set_attr(&sheet, "role", "dialog");
    set_attr(&sheet, "aria-modal", "false");
    let head_id = format!("{id}-title");
    set_attr(&sheet, "aria-labelledby", &head_id);
    let head = el("div", "sheet-head");
    let h = text_el("h2", "", title);
    set_attr(&h, "id", &head_id);
    let _ = head.append_child(&h);
    let close = text_el("button", "sheet-close", "Close");
    set_attr(&close, "type", "button");
    set_attr(&close, "aria-label", &format!("Close {}", title.to_lowercase()));
    listen(&close, "click", |_| close_all());
    let _ = head.append_child(&close);
    let _ = sheet.append_child(&head);
    let _ = sheet.append_child(&el("div", "sheet-body"));
    listen(&sheet, "keydown", |e| {
        if let Ok(k) = e.dyn_into::<web_sys::KeyboardEvent>() {
            if k.key() == "Escape" {
                close_all();
                if let Some(t) = by_id("table") {
                    let _ = t.focus();
                }
            }
        }
    });
    sheet.set_hidden(true);
    dom::document().body()?.append_child(&sheet).ok()?;
    Some(sheet)
}
