//! Everything around the table, drawn from the App and the one `View` of
//! the change: the bar (game, status, clock, marks, Undo / Redo / Hint /
//! New), the menu's items, the moves panel (record, link, solution,
//! Woods' status and tools) and the end-of-game banner.

use super::app::App;
use super::dom::{self, by_id, set_attr, set_disabled, set_hidden, set_text, text_el};
use crate::games::{GameId, Move};
use crate::view::View;

/// Redraws the bar, the menu's items, the panel and the banner.
pub fn draw(app: &App, view: &View, link: &str) {
    bar(app, view);
    menu(app);
    if app.panel_open {
        panel(app, link);
    }
    set_hidden("panel", !app.panel_open);
    if let Some(b) = by_id("btn-panel") {
        set_attr(&b, "aria-expanded", if app.panel_open { "true" } else { "false" });
    }
    banner(app);
    set_hidden("btn-finish", !app.model.can_finish());
    replay_bar(app);
    tick(app);
}

/// The replay bar: position, buttons, play/pause.
fn replay_bar(app: &App) {
    dom::set_hidden("replay-bar", !app.replaying());
    if !app.replaying() {
        return;
    }
    let n = app.session().steps().len();
    let total = app.session().known_steps();
    dom::set_text("replay-pos", &format!("Move {n} / {total}"));
    dom::set_disabled("replay-start", n == 0);
    dom::set_disabled("replay-back", n == 0);
    dom::set_disabled("replay-fwd", n >= total);
    dom::set_disabled("replay-end", n >= total);
    let playing = app.replay.timer.is_some();
    dom::set_text("replay-play", if playing { "Pause" } else { "Play" });
    if let Some(b) = by_id("replay-play") {
        set_attr(&b, "aria-label", if playing { "Pause" } else { "Play the moves" });
    }
}

fn bar(app: &App, view: &View) {
    let state = app.state();
    set_text("game-title", state.id().title());
    let deal = app.deal_number().map(|n| format!("Deal {n}")).unwrap_or_else(|| "Custom position".into());
    let n = app.session().steps().len();
    let moves = crate::notation::count(n, "move", "moves");
    let daily = app.model.daily().map(|d| format!(" · deal of the day {d}")).unwrap_or_default();
    let parts = [
        ("st-game", format!("{} · ", state.id().title())),
        ("st-deal", format!("{deal}{daily}")),
        ("st-moves", format!(" · {moves}")),
        ("st-extra", if view.status.is_empty() { String::new() } else { format!(" · {}", view.status) }),
    ];
    let text: String = parts.iter().map(|(_, t)| t.as_str()).collect();
    if let Some(s) = by_id("status-text") {
        if s.text_content().as_deref() != Some(text.as_str()) {
            dom::clear(&s);
            for (class, t) in &parts {
                let _ = s.append_child(&text_el("span", class, t));
            }
        }
    }
    if let Some(s) = by_id("status") {
        set_attr(&s, "title", &text);
    }
    // The deal's difficulty, a chip beside the status once the worker rated it.
    let rated = app.model.rating();
    set_text("status-rating", &rated.map(|(d, _)| crate::page::difficulty_title(d)).unwrap_or_default());
    set_hidden("status-rating", rated.is_none());
    if let (Some(c), Some((d, r))) = (by_id("status-rating"), rated) {
        set_attr(&c, "title", &format!("Rated {} by the solver: {r} of 100", d.word()));
        set_attr(&c, "data-difficulty", d.word());
    }
    let mut marks = Vec::new();
    if app.session().cheated {
        marks.push("cheated");
    }
    if app.session().assisted {
        marks.push("assisted");
    }
    set_text("status-marks", &marks.join(" · "));
    set_hidden("status-marks", marks.is_empty());
    set_disabled("btn-undo", !app.session().can_undo());
    set_disabled("btn-redo", !app.session().can_redo());
    let thinking = app.model.hinting();
    if let Some(b) = by_id("btn-hint") {
        dom::toggle_class(&b, "thinking", thinking);
        set_attr(&b, "aria-busy", if thinking { "true" } else { "false" });
        set_attr(&b, "title", if thinking { "Thinking… (press to stop)" } else { "Hint (H)" });
    }
    if let Some(label) = by_id("btn-hint").and_then(|b| b.query_selector("span").ok().flatten()) {
        let want = if thinking { "Stop" } else { "Hint" };
        if label.text_content().as_deref() != Some(want) {
            label.set_text_content(Some(want));
        }
    }
}

fn menu(app: &App) {
    let state = app.state();
    set_disabled("btn-redo-menu", !app.session().can_redo());
    let removable = state.legal_moves().iter().any(|m| matches!(m, Move::Remove { .. }));
    set_hidden("btn-remove", !removable);
    set_hidden("btn-woods", state.id() != GameId::Spider);
    set_hidden("btn-share-daily", app.model.daily().is_none());
    set_hidden("btn-cancel-find", !app.model.finding_deal());
    let solving = app.model.solving();
    set_text("btn-solve", if solving { "Stop analysis" } else { "Solve" });
    set_text("btn-autoplay", if app.model.autoplaying() { "Stop autoplay" } else { "Autoplay" });
    if let Some(b) = by_id("btn-autoplay") {
        set_attr(&b, "aria-pressed", if app.model.autoplaying() { "true" } else { "false" });
    }
    set_text("btn-replay-bar", if app.replaying() { "Close replay" } else { "Replay" });
}

fn panel(app: &App, link: &str) {
    let state = app.state();
    let moves = app.session().move_texts();
    let record = state.format_record(&moves);
    set_text("record", if record.is_empty() { "(no moves yet)" } else { &record });
    if let Some(r) = by_id("record") {
        r.set_scroll_top(r.scroll_height());
    }
    if let Some(i) = dom::input("link-output") {
        if i.value() != link {
            i.set_value(link);
        }
    }
    if let Some(i) = dom::input("move-input") {
        i.set_placeholder(&format!("e.g. {}", example_move(state.id())));
    }
    match state.as_spider() {
        Some(s) => {
            set_hidden("woods", false);
            set_text("woods-status", &s.status_report());
        }
        None => set_hidden("woods", true),
    }
    set_text("woods-output", &app.woods_output);
    let of = app.record().to_query(true);
    match app.model.solution() {
        Some((at, texts)) if *at == of && !texts.is_empty() => {
            set_text("analysis", &state.format_record(texts));
            set_hidden("analysis-box", false);
        }
        _ => set_hidden("analysis-box", true),
    }
}

/// A move in the game's notation, for the move field's placeholder.
fn example_move(game: GameId) -> &'static str {
    match game {
        GameId::Beeswax => "5E",
        GameId::Beehive => "W3",
        GameId::Beetle => "7 10",
        GameId::Spider => "7 10, or ? for commands",
    }
}

/// The clock in the bar: time since the game started, or its time once
/// won. Called after each change and once a second.
pub fn tick(app: &App) {
    let ms = app.model.clock().elapsed(dom::now_ms());
    set_text("status-time", &clock(ms));
}

/// `m:ss`, or `h:mm:ss` past an hour.
pub fn clock(ms: f64) -> String {
    let s = (ms / 1000.0) as u64;
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// The end of a game: won (moves and time) or stuck. Never blocks the table.
fn banner(app: &App) {
    let Some(b) = by_id("banner") else { return };
    let state = app.state();
    let text = if state.is_won() {
        let time = clock(app.model.clock().won_ms().unwrap_or(0.0));
        let moves = app.session().steps().len();
        let plural = if moves == 1 { "" } else { "s" };
        let help = app.model.help();
        let marks = if help.is_empty() { String::new() } else { format!(" ({})", help.join(", ")) };
        Some((format!("You won! {moves} move{plural} in {time}{marks}."), true))
    } else if state.is_stuck() {
        Some(("No moves left. Undo, restart, or start a new game.".to_string(), false))
    } else {
        None
    };
    match text {
        Some((t, won)) => {
            if b.get_attribute("data-text").as_deref() != Some(t.as_str()) {
                dom::clear(&b);
                set_attr(&b, "data-text", &t);
                dom::toggle_class(&b, "won", won);
                let _ = b.append_child(&text_el("span", "banner-text", &t));
                if app.model.daily().is_some() {
                    let share = dom::action_button("Share the result", "share-result");
                    set_attr(&share, "id", "btn-share-result");
                    let _ = b.append_child(&share);
                }
                let review = dom::action_button("Review", "review");
                set_attr(&review, "id", "banner-review");
                set_attr(&review, "title", "Where the game was won or lost, move by move");
                let _ = b.append_child(&review);
                let btn = dom::action_button("New game", "new");
                set_attr(&btn, "id", "banner-new");
                set_attr(&btn, "class", "primary");
                let _ = b.append_child(&btn);
            }
            b.set_hidden(false);
        }
        None => {
            let _ = b.remove_attribute("data-text");
            b.set_hidden(true);
        }
    }
}
