//! Everything around the table, set from the model's `Screen`
//! (`crate::page::screen`, which decides every text and state): the bar
//! (game, status, clock, marks, Undo / Redo / Hint / New), the menu's
//! items, the moves panel (record, link, solution, Woods' status and
//! tools), the replay bar, Finish and the end-of-game banner. What is
//! built element by element (the status line's parts, the banner) is the
//! model's tree (`crate::page::chrome_ui`), drawn with `ui.rs`.

use super::app::App;
use super::dom::{self, by_id, set_attr, set_disabled, set_hidden, set_text};
use super::ui;
use crate::page::chrome_ui;
use crate::page::screen::{Banner, Bar, Menu, Panel, ReplayBar, Screen};

/// Redraws the bar, the menu's items, the panel and the banner.
pub fn draw(screen: &Screen, link: &str) {
    bar(&screen.bar);
    menu(&screen.menu);
    let open = screen.panel.open;
    if open {
        panel(&screen.panel, link);
    }
    set_hidden("panel", !open);
    if let Some(b) = by_id("btn-panel") {
        set_attr(&b, "aria-expanded", if open { "true" } else { "false" });
    }
    banner(screen.banner.as_ref());
    set_hidden("btn-finish", !screen.finish);
    replay_bar(screen.replay.as_ref());
}

/// The replay bar: position, buttons, play/pause.
fn replay_bar(bar: Option<&ReplayBar>) {
    dom::set_hidden("replay-bar", bar.is_none());
    let Some(bar) = bar else { return };
    dom::set_text("replay-pos", &bar.position);
    dom::set_disabled("replay-start", !bar.back);
    dom::set_disabled("replay-back", !bar.back);
    dom::set_disabled("replay-fwd", !bar.forward);
    dom::set_disabled("replay-end", !bar.forward);
    let (label, name) = ReplayBar::play(bar.playing);
    dom::set_text("replay-play", label);
    if let Some(b) = by_id("replay-play") {
        set_attr(&b, "aria-label", name);
    }
}

fn bar(bar: &Bar) {
    set_text("game-title", &bar.title);
    if let Some(s) = by_id("status-text") {
        if s.text_content().as_deref() != Some(bar.status_text.as_str()) {
            ui::fill(&s, &chrome_ui::status(bar));
        }
    }
    if let Some(s) = by_id("status") {
        set_attr(&s, "title", &bar.status_text);
    }
    set_text("status-rating", bar.rating.as_ref().map_or("", |c| c.text.as_str()));
    set_hidden("status-rating", bar.rating.is_none());
    if let (Some(c), Some(chip)) = (by_id("status-rating"), &bar.rating) {
        set_attr(&c, "title", &chip.title);
        set_attr(&c, "data-difficulty", chip.word);
    }
    set_text("status-marks", &bar.marks);
    set_hidden("status-marks", bar.marks.is_empty());
    set_text("status-time", &bar.time);
    set_disabled("btn-undo", !bar.undo);
    set_disabled("btn-redo", !bar.redo);
    let hint = &bar.hint;
    if let Some(b) = by_id("btn-hint") {
        dom::toggle_class(&b, "thinking", hint.busy);
        set_attr(&b, "aria-busy", if hint.busy { "true" } else { "false" });
        set_attr(&b, "title", hint.title);
        if let Some(label) = b.query_selector("span").ok().flatten() {
            if label.text_content().as_deref() != Some(hint.label) {
                label.set_text_content(Some(hint.label));
            }
        }
    }
}

fn menu(menu: &Menu) {
    set_disabled("btn-redo-menu", !menu.redo);
    set_hidden("btn-remove", !menu.remove);
    set_hidden("btn-woods", !menu.woods);
    set_hidden("btn-share-daily", !menu.share_daily);
    set_hidden("btn-cancel-find", !menu.cancel_find);
    set_text("btn-solve", menu.solve);
    set_text("btn-autoplay", menu.autoplay);
    if let Some(b) = by_id("btn-autoplay") {
        set_attr(&b, "aria-pressed", if menu.autoplaying { "true" } else { "false" });
    }
    set_text("btn-replay-bar", menu.replay);
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

/// The clock in the bar, once a second between changes.
pub fn tick(app: &App) {
    set_text("status-time", &crate::page::clock_text(app.model.clock().elapsed(dom::now_ms())));
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
