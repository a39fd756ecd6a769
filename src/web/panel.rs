//! Everything around the table: status line, banner (won / no moves left),
//! the move record, the deal link, the Woods tools, notices and feedback.

use super::dom::{self, by_id, set_disabled, set_hidden, set_text, text_el};
use super::{links, render, stats, toolbar, App};
use crate::games::Move;

/// Redraws the table and everything around it.
pub fn all(app: &mut App) {
    render::table(app);
    panel(app);
    toolbar::sync(app);
}

fn panel(app: &App) {
    let state = app.state();
    let view = state.view(&app.layout);
    let moves = app.session.move_texts();
    let deal = app.deal_number().map(|n| format!("Deal {n}")).unwrap_or_else(|| "Custom position".into());
    let status = if view.status.is_empty() {
        format!("{} {} · Moves: {}", state.id().title(), deal, moves.len())
    } else {
        format!("{} {} · {} · Moves: {}", state.id().title(), deal, view.status, moves.len())
    };
    set_text("status-text", &status);
    let mut marks = Vec::new();
    if app.session.cheated {
        marks.push("cheated");
    }
    if app.session.assisted {
        marks.push("assisted");
    }
    set_text("status-marks", &marks.join(" · "));
    if let Some(m) = by_id("status-marks") {
        m.set_hidden(marks.is_empty());
    }
    let record = state.format_record(&moves);
    set_text("record", if record.is_empty() { "(no moves yet)" } else { &record });
    if let Some(r) = by_id("record") {
        r.set_scroll_top(r.scroll_height());
    }
    set_disabled("btn-undo", !app.session.can_undo());
    set_disabled("btn-redo", !app.session.can_redo());
    let removable = state.legal_moves().iter().any(|m| matches!(m, Move::Remove { .. }));
    set_hidden("btn-remove", !removable);
    if let Some(i) = dom::input("link-output") {
        i.set_value(&links::full_link(&app.session.record()));
    }
    match state.as_spider().map(|s| s.status_report()) {
        Some(s) => {
            set_hidden("woods", false);
            set_text("woods-status", &s);
        }
        None => set_hidden("woods", true),
    }
    super::files::sync_woods(app);
    banner(app);
    help(state.id());
    stats::show(app);
    tick(app);
}

/// The rules and notation of the game shown (`crate::help`), rebuilt when the game changes.
fn help(game: crate::games::GameId) {
    let Some(h) = by_id("help") else { return };
    if h.get_attribute("data-game").as_deref() == Some(game.key()) {
        return;
    }
    dom::clear(&h);
    dom::set_attr(&h, "data-game", game.key());
    for sec in crate::help::sections(game) {
        let _ = h.append_child(&text_el("h3", "", sec.heading));
        for p in sec.paragraphs {
            let _ = h.append_child(&text_el("p", "", p));
        }
    }
}

/// The clock in the status line: time since the game started, or its
/// time once won. Called after each change and once a second.
pub fn tick(app: &App) {
    let ms = app.won_ms.unwrap_or_else(|| dom::now_ms() - app.started_ms).max(0.0);
    set_text("status-time", &clock(ms));
}

/// `m:ss`.
pub fn clock(ms: f64) -> String {
    let secs = (ms / 1000.0) as u64;
    format!("{}:{:02}", secs / 60, secs % 60)
}

/// The end of a game: won (moves and time) or stuck. Never blocks the table.
fn banner(app: &App) {
    let Some(b) = by_id("banner") else { return };
    let state = app.state();
    dom::clear(&b);
    let text = if state.is_won() {
        let time = clock(app.won_ms.unwrap_or(0.0));
        let moves = app.session.steps().len();
        dom::toggle_class(&b, "won", true);
        let plural = if moves == 1 { "" } else { "s" };
        Some(format!("You won! {moves} move{plural} in {time}."))
    } else if state.is_stuck() {
        dom::toggle_class(&b, "won", false);
        Some("No moves left. Undo, restart, or start a new game.".to_string())
    } else {
        None
    };
    match text {
        Some(t) => {
            let _ = b.append_child(&text_el("span", "banner-text", &t));
            let btn = text_el("button", "banner-new", "New game");
            dom::set_attr(&btn, "type", "button");
            dom::set_attr(&btn, "id", "banner-new");
            let _ = b.append_child(&btn);
            b.set_hidden(false);
        }
        None => b.set_hidden(true),
    }
}

/// Notices about the page (link problems, storage): shown until dismissed.
pub fn notices(lines: &[String]) {
    let Some(m) = by_id("messages") else { return };
    dom::clear(&m);
    if lines.is_empty() {
        m.set_hidden(true);
        return;
    }
    let list = dom::el("ul", "");
    for l in lines {
        let _ = list.append_child(&text_el("li", "", l));
    }
    let _ = m.append_child(&list);
    let close = text_el("button", "dismiss", "Dismiss");
    dom::set_attr(&close, "type", "button");
    dom::set_attr(&close, "id", "messages-dismiss");
    let _ = m.append_child(&close);
    m.set_hidden(false);
}

/// One line of feedback under the status (an illegal move's reason, a hint).
/// `kind` is "error", "info" or "" (clears it).
pub fn feedback(text: &str, kind: &str) {
    if let Some(f) = by_id("feedback") {
        f.set_text_content(Some(text));
        f.set_class_name(&format!("feedback {kind}"));
        f.set_hidden(text.is_empty());
    }
}

/// Shows the confirmation dialog with `msg` and a button saying `yes`, or
/// hides it when `msg` is empty.
pub fn confirm(msg: &str, yes: &str) {
    set_text("confirm-text", msg);
    set_text("confirm-yes", yes);
    set_hidden("confirm", msg.is_empty());
    if !msg.is_empty() {
        if let Some(b) = by_id("confirm-no") {
            let _ = b.focus();
        }
    }
}
