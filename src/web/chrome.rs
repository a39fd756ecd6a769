//! Everything around the table, set from the model's `Screen`
//! (`crate::page::screen`, which decides every text and state): the
//! elements kept on screen (the bar, the menu's items, Finish, the replay
//! bar) as `chrome_ui::kept` says, by id; what is built element by element
//! (the status line's parts, the end-of-game banner) from the model's
//! trees (`crate::page::chrome::tree`), drawn with `ui.rs`; and the moves
//! panel (record, link, solution, Woods' status and tools).

use super::app::App;
use super::dom::{self, by_id, set_attr, set_disabled, set_hidden, set_text};
use super::ui;
use crate::page::chrome::tree::{self as chrome_ui, Set};
use crate::page::screen::{Banner, Bar, Panel, Screen};

/// Redraws the bar, the menu's items, the panel, the banner and the replay bar.
pub fn draw(screen: &Screen, link: &str) {
    status(&screen.bar);
    for (id, set) in chrome_ui::kept(screen) {
        match set {
            Set::Text(t) => set_text(id, &t),
            Set::Attr(k, v) => by_id(id).iter().for_each(|e| set_attr(e, k, &v)),
            Set::Class(c, on) => by_id(id).iter().for_each(|e| dom::toggle_class(e, c, on)),
            Set::Hidden(h) => set_hidden(id, h),
            Set::Disabled(d) => set_disabled(id, d),
        }
    }
    if screen.panel.open {
        panel(&screen.panel, link);
    }
    banner(screen.banner.as_ref());
}

/// The status line's parts (only when the line changed) and Hint's label
/// (beside its icon).
fn status(bar: &Bar) {
    if let Some(s) = by_id("status-text") {
        if s.text_content().as_deref() != Some(bar.status_text.as_str()) {
            ui::fill(&s, &chrome_ui::status(bar));
        }
    }
    let label = by_id("btn-hint").and_then(|b| b.query_selector("span").ok().flatten());
    if let Some(label) = label.filter(|l| l.text_content().as_deref() != Some(bar.hint.label)) {
        label.set_text_content(Some(bar.hint.label));
    }
}

fn panel(panel: &Panel, link: &str) {
    set_text("record", &panel.record);
    if let Some(r) = by_id("record") {
        r.set_scroll_top(r.scroll_height());
    }
    if let Some(i) = dom::input("link-output") {
        if i.value() != link {
            i.set_value(link);
        }
    }
    if let Some(i) = dom::input("move-input") {
        i.set_placeholder(&panel.placeholder);
    }
    set_hidden("woods", panel.woods.is_none());
    if let Some(status) = &panel.woods {
        set_text("woods-status", status);
    }
    set_text("woods-output", &panel.woods_output);
    set_hidden("analysis-box", panel.solution.is_none());
    if let Some(s) = &panel.solution {
        set_text("analysis", s);
    }
}

/// The clock in the bar, once a second between changes (after the
/// model heard the second: `UiMsg::Tick`).
pub fn tick(app: &App) {
    set_text("status-time", &app.screen().bar.time);
}

/// The end of a game: won (moves and time) or stuck. Never blocks the
/// table. Built again only when its text changed (a button keeps the focus).
fn banner(banner: Option<&Banner>) {
    let Some(b) = by_id("banner") else { return };
    let Some(banner) = banner else {
        let _ = b.remove_attribute("data-text");
        b.set_hidden(true);
        return;
    };
    if b.get_attribute("data-text").as_deref() != Some(banner.text.as_str()) {
        ui::apply(&b, &chrome_ui::banner(banner));
    }
    b.set_hidden(false);
}
