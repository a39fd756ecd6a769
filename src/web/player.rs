//! The player's additions around the table, wired in one place: Save/Load,
//! Replay, Stats, Help and Look buttons, the live region, the service
//! worker (offline play) and the win celebration. `App` calls the hooks
//! below at its few points of change.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::dom::{self, by_id, el, set_attr, text_el};
use super::{a11y, files, help_panel, listen, replay, settings, stats_panel, with_app, App};
use crate::games::Move;

thread_local! {
    /// Swallows the service worker registration's promise (kept for the page's life).
    static SW_DONE: Closure<dyn FnMut(JsValue)> = Closure::new(|_| {});
}

/// Installs everything.
pub fn install(app: &mut App) {
    settings::apply();
    a11y::install();
    replay::install();
    help_panel::install_key();
    if let Some(group) = by_id("file-group") {
        files::install(&group);
        let b = tool_button(&group, "btn-replay-bar", "Replay", "Step through the moves of this game");
        listen(&b, "click", |_| {
            with_app(replay::toggle);
        });
        let b = tool_button(&group, "btn-stats", "Stats", "Statistics");
        super::sheet::opener(&b, "stats-panel");
        listen(&b, "click", |_| {
            with_app(|app| stats_panel::toggle(app));
        });
        let b = tool_button(&group, "btn-look", "Look", "Card and table style");
        super::sheet::opener(&b, "look-panel");
        listen(&b, "click", |_| settings::toggle());
    }
    // Help gives the rules of the game chosen beside it (on a 320 px phone
    // this also leaves Spider's other file buttons one toolbar row).
    if let Some(group) = by_id("game-group") {
        let b = tool_button(&group, "btn-help", "Help", "Rules and notation (?)");
        listen(&b, "click", |_| help_panel::toggle());
    }
    stats_panel::start(app);
    if let Some(text) = link_summary(app) {
        super::render::feedback(&text, "info");
    }
    if app.state().is_won() && app.session.known_steps() > 0 {
        replay::activate(app);
    }
    register_service_worker();
}

/// What the page's link contained, in words ("This link opened Spider deal
/// 5 (suits=2) with 14 moves."), when the game came from it.
fn link_summary(app: &App) -> Option<String> {
    let search = dom::window().location().search().ok()?;
    let rec = crate::record::parse_link(&search).record?;
    let mine = app.session.record();
    if mine.game != rec.game || mine.origin != rec.origin {
        return None;
    }
    let what = match &rec.origin {
        crate::record::Origin::Deal(n) => format!("{} deal {n}", rec.game.title()),
        crate::record::Origin::Position(_) => format!("a custom {} position", rec.game.title()),
    };
    let opts = rec.options.summary();
    let opts = if opts.is_empty() { String::new() } else { format!(" ({opts})") };
    let moves = match (rec.moves.len(), app.session.known_steps()) {
        (0, _) => String::new(),
        (n, k) if n == k => format!(" with {n} move{}", if n == 1 { "" } else { "s" }),
        (n, k) => format!(" with {n} moves, of which {k} could be played"),
    };
    let marks = if rec.cheated { ", marked cheated" } else { "" };
    Some(format!("This link opened {what}{opts}{moves}{marks}."))
}

/// A toolbar button appended to `group`.
pub fn tool_button(group: &web_sys::HtmlElement, id: &str, text: &str, title: &str) -> web_sys::HtmlElement {
    let b = text_el("button", "", text);
    set_attr(&b, "type", "button");
    set_attr(&b, "id", id);
    set_attr(&b, "title", title);
    let _ = group.append_child(&b);
    b
}

/// Before a move is played: whether playing it from here cheats (it drops
/// replayed moves that showed cards).
pub fn before_play(app: &mut App, mv: Move) -> bool {
    replay::would_cheat(app, mv)
}

/// The move was played: mark the game if it cheated, close the replay bar.
pub fn played(app: &mut App, cheated: bool) {
    if cheated {
        app.session.cheated = true;
    }
    replay::close();
}

/// After a move (or redo): count a win, announce, celebrate.
pub fn after_move(app: &App) {
    stats_panel::after_move(app);
    a11y::announce_move(app);
    if app.state().is_won() {
        celebrate();
    }
    replay::update(app);
}

/// After an undo.
pub fn after_undo(app: &App) {
    stats_panel::touched();
    let n = app.session.steps().len();
    a11y::say(&format!("Undone. {n} moves played."));
    replay::update(app);
}

/// The game in progress is about to be replaced by another.
pub fn leave(app: &App) {
    stats_panel::leave(app);
    replay::stop();
}

/// A new game has started.
pub fn started(app: &mut App) {
    replay::close();
    if let Some(c) = by_id("celebration") {
        c.remove();
    }
    stats_panel::started(app);
    let s = app.state();
    a11y::say(&format!(
        "New game: {} {}.",
        s.id().title(),
        app.deal_number().map(|n| format!("deal {n}")).unwrap_or_else(|| "custom position".into())
    ));
}

/// A short burst of suit symbols over the table; it never takes a click
/// and leaves by itself (and does not move at all under reduced motion).
fn celebrate() {
    let Some(wrap) = by_id("table").and_then(|t| t.parent_element()) else {
        return;
    };
    if by_id("celebration").is_some() {
        return;
    }
    let c = el("div", "celebration");
    set_attr(&c, "id", "celebration");
    set_attr(&c, "aria-hidden", "true");
    for i in 0..24 {
        let s = text_el("span", if i % 2 == 0 { "red" } else { "black" }, ["♥", "♠", "♦", "♣"][i % 4]);
        dom::set_var(&s, "--x", &format!("{}%", (i * 37) % 100));
        dom::set_var(&s, "--d", &format!("{}ms", (i * 53) % 600));
        let _ = c.append_child(&s);
    }
    let _ = wrap.append_child(&c);
    let cb = Closure::once_into_js(move || c.remove());
    let _ = dom::window().set_timeout_with_callback_and_timeout_and_arguments_0(cb.unchecked_ref(), 2600);
}

/// Registers `sw.js` (beside index.html) so the page works offline.
fn register_service_worker() {
    let nav = dom::window().navigator();
    let has = js_sys::Reflect::has(&nav, &JsValue::from_str("serviceWorker")).unwrap_or(false);
    if !has {
        return;
    }
    let p = nav.service_worker().register("sw.js");
    SW_DONE.with(|c| {
        let _ = p.then2(c, c);
    });
}
