//! Messages over the table, never pushing it: one line of feedback at the
//! bottom (a hint, an illegal move's reason, "link copied"), and notices
//! at the top (a link's problems, storage trouble) that stay until
//! dismissed, with an action button where there is something to do. Which
//! notices show is the model's (`Screen::notices`).

use super::app::App;
use super::dom::{self, by_id};
use super::ui;
use crate::decimal::fixed;
use crate::page::chrome::tree as chrome_ui;
use crate::page::node::Node;

/// One line of feedback. `kind` is "error", "info" or "" (clears it).
pub fn feedback(text: &str, kind: &str) {
    if let Some(f) = by_id("feedback") {
        if f.text_content().as_deref() != Some(text) {
            f.set_text_content(Some(text));
        }
        let class = format!("feedback {kind}");
        if f.class_name() != class {
            f.set_class_name(&class);
        }
        if f.hidden() != text.is_empty() {
            f.set_hidden(text.is_empty());
        }
    }
    in_sheet(text, kind);
}

/// A modal sheet or question keeps the page behind it out of sight: the
/// line is shown in it too (at its foot), and goes with the next one.
fn in_sheet(text: &str, kind: &str) {
    let doc = dom::document();
    if let Some(root) = doc.document_element() {
        clear_sheet(&root);
    }
    if text.is_empty() {
        return;
    }
    if let Ok(Some(d)) = doc.query_selector("dialog[open]") {
        if let Some(line) =
            ui::build(&Node::text_el("p", &format!("sheet-feedback {kind}"), text).attr("role", "status"))
        {
            let _ = d.append_child(&line);
        }
    }
}

/// Takes the line out of `within` (a sheet closing, or the whole page).
pub fn clear_sheet(within: &web_sys::Element) {
    if let Ok(old) = within.query_selector_all(".sheet-feedback") {
        for i in 0..old.length() {
            if let Some(p) = old.item(i).and_then(|n| n.parent_node().map(|p| (n, p))) {
                let _ = p.1.remove_child(&p.0);
            }
        }
    }
}

pub use crate::page::Notice;

/// Shows the screen's notices, when they are not those shown.
pub fn sync(app: &mut App, shown: &[Notice]) {
    if app.notices.as_slice() != shown {
        app.notices = shown.to_vec();
        notices(&app.notices);
    }
}

/// Shows `notices` (replacing those shown: the model's tree,
/// `chrome_ui::notices`), or hides the box when empty.
pub fn notices(list: &[Notice]) {
    let Some(m) = by_id("messages") else { return };
    ui::fill(&m, &chrome_ui::notices(list));
    m.set_hidden(list.is_empty());
    reserve_messages();
}

/// Keeps a band above the table as tall as the messages (`--msg-h` on
/// `#main`), so they never cover a card; the table's fit reads the room
/// that leaves. Measured again at every draw (the window may have turned).
pub fn reserve_messages() {
    let (Some(m), Some(main)) = (by_id("messages"), by_id("main")) else { return };
    let h = if m.hidden() { 0.0 } else { m.get_bounding_client_rect().height() + 12.0 };
    dom::set_var(&main, "--msg-h", &format!("{}px", fixed(h, 0)));
}
