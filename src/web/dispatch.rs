//! The page's listeners, installed once and owned by the App, and the one
//! routing table from what the player did to what it does. Buttons name
//! their action (`data-action`, with `data-arg`), pickers and switches
//! their change (`data-change`): one delegated listener each, so sheets and
//! notices drawn later need no listeners of their own.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DragEvent, Element, Event, HtmlInputElement, HtmlSelectElement, KeyboardEvent, PointerEvent};

use super::app::{App, Copying};
use super::dom::{self, by_id};
use super::handle::{hook, listen, with_app};
use super::toast::feedback;
use super::{
    actions, chrome, commands, files, flow, input, keys, look, persist, replay, run, sheets_ui, stats_page, store,
    toast,
};
use crate::page::Msg;
use crate::winnable::Date;

/// Milliseconds between two tries of a write the browser refused.
const RETRY_MS: i32 = 15_000;

/// Installs every listener and timer callback (once, at start-up).
pub fn install(app: &mut App) {
    let doc: web_sys::EventTarget = dom::document().into();
    listen(app, &doc, "click", |e| {
        let Some(el) = target(&e).and_then(|t| t.closest("[data-action]").ok().flatten()) else { return };
        if el.has_attribute("disabled") {
            return;
        }
        let action = el.get_attribute("data-action").unwrap_or_default();
        let arg = el.get_attribute("data-arg").unwrap_or_default();
        if el.closest("#menu").ok().flatten().is_some() {
            close_menu();
        }
        with_app(|app| act(app, &action, &arg));
    });
    listen(app, &doc, "change", |e| {
        let Some(el) = target(&e) else { return };
        let Some(change) = el.get_attribute("data-change") else { return };
        let arg = el.get_attribute("data-arg").or_else(|| el.get_attribute("data-key")).unwrap_or_default();
        let value = match (el.clone().dyn_into::<HtmlSelectElement>(), el.dyn_into::<HtmlInputElement>()) {
            (Ok(s), _) => s.value(),
            (_, Ok(i)) if i.type_() == "checkbox" => (if i.checked() { "1" } else { "0" }).to_string(),
            (_, Ok(i)) => i.value(),
            _ => return,
        };
        with_app(|app| changed(app, &change, &arg, &value));
    });
    listen(app, &doc, "submit", |e| {
        e.prevent_default();
        let Some(form) = target(&e) else { return };
        let id = form.id();
        with_app(|app| submitted(app, &id));
    });
    listen(app, &doc, "keydown", |e| {
        if let Ok(k) = e.dyn_into::<KeyboardEvent>() {
            with_app(|app| keys::key(app, &k));
        }
    });
    // A dialog closed by the browser (Escape): the question's safe answer,
    // or a sheet gone (`sheets_ui::settle`). `close` does not bubble: listen
    // while it descends. It comes a task after the closing: a dialog open
    // again by then (a new question asked at once) is not the one that closed.
    let close = Closure::<dyn Fn(Event)>::new(|e: Event| {
        let Some(d) = target(&e) else { return };
        if d.tag_name() != "DIALOG" || d.has_attribute("open") {
            return;
        }
        super::toast::clear_sheet(&d);
        with_app(sheets_ui::settle);
    });
    let _ = doc.add_event_listener_with_callback_and_bool("close", close.as_ref().unchecked_ref(), true);
    app.listeners.push(close);
    // Any press or key ends the deal-out and the celebration first (while
    // the event descends), then does what it does: the table is playable at once.
    for kind in ["pointerdown", "keydown"] {
        let skip = Closure::<dyn Fn(Event)>::new(|_: Event| {
            super::motion::skip();
            super::celebration::end();
        });
        let _ = doc.add_event_listener_with_callback_and_bool(kind, skip.as_ref().unchecked_ref(), true);
        app.listeners.push(skip);
    }
    if let Some(table) = by_id("table") {
        listen(app, &table, "pointerdown", |e| {
            pointer(e, |app, p| {
                run::send(app, Msg::StopAutoplay("Autoplay stopped.".into()));
                input::down(app, p)
            })
        });
        listen(app, &table, "pointermove", |e| pointer(e, input::drag_move));
        listen(app, &table, "pointerup", |e| pointer(e, input::up));
        listen(app, &table, "pointercancel", |e| pointer(e, |app, _| input::cancel(app)));
        listen(app, &table, "lostpointercapture", |e| pointer(e, |app, _| input::cancel(app)));
        listen(app, &table, "contextmenu", |e| {
            with_app(|app| input::context(app, &e));
        });
    }
    files_listeners(app, &doc);
    let win: web_sys::EventTarget = dom::window().into();
    // A window that turns (a phone on its side) may lay the table out anew.
    listen(app, &win, "resize", |_| {
        with_app(actions::render);
    });
    // Leaving or hiding the page: the clock is saved with the game.
    listen(app, &win, "pagehide", |_| {
        with_app(persist::save);
    });
    app.hooks.tick = Some(hook(|app| {
        chrome::tick(app);
    }));
    app.hooks.autoplay = Some(hook(|app| {
        app.autoplay_timer = None;
        run::send(app, Msg::AutoplayStep);
    }));
    app.hooks.replay = Some(hook(replay::tick));
    app.hooks.retry = Some(hook(retry_storage));
    app.hooks.clipboard = vec![
        Closure::new(|_| {
            with_app(|app| files::copied(app, true));
        }),
        Closure::new(|_| {
            with_app(|app| files::copied(app, false));
        }),
    ];
    app.hooks.worker = Some(Closure::new(|e: Event| match e.dyn_into::<web_sys::MessageEvent>() {
        Ok(m) => {
            let text = m.data().as_string().unwrap_or_default();
            with_app(|app| from_worker(app, &text));
        }
        Err(_) => {
            with_app(|app| {
                app.worker.failed("the search worker stopped");
                run::send(app, Msg::WorkerFailed("the search worker stopped".into()));
            });
        }
    }));
    if let Some(t) = &app.hooks.tick {
        let _ = dom::window().set_interval_with_callback_and_timeout_and_arguments_0(t.as_ref().unchecked_ref(), 1000);
    }
    if let Some(r) = &app.hooks.retry {
        let _ =
            dom::window().set_interval_with_callback_and_timeout_and_arguments_0(r.as_ref().unchecked_ref(), RETRY_MS);
    }
}

fn target(e: &Event) -> Option<Element> {
    e.target().and_then(|t| t.dyn_into::<Element>().ok())
}

fn pointer(e: Event, f: impl FnOnce(&mut App, &PointerEvent)) {
    if let Ok(p) = e.dyn_into::<PointerEvent>() {
        with_app(|app| f(app, &p));
    }
}

fn close_menu() {
    if let Some(m) = by_id("menu") {
        let _ = m.hide_popover();
    }
}

/// A message from the worker: its first says it is this build's worker
/// (`worker::Client::greet`); the others are replies the model hears.
fn from_worker(app: &mut App, text: &str) {
    if !app.worker.ready {
        if let Err(why) = app.worker.greet(text, app.hooks.worker.as_ref()) {
            run::send(app, Msg::WorkerFailed(why));
        }
        return;
    }
    // A stranger's text (no request of the page's) is left alone.
    if let Ok(reply) = crate::protocol::Tagged::from_text(text) {
        run::send(app, Msg::Reply(reply));
    }
}

/// Tries the writes the browser refused again (every few seconds).
fn retry_storage(app: &mut App) {
    if app.store.failing() {
        let ok = app.store.retry();
        persist::storage_notice(app, ok);
    }
    if stats_page::waiting(app) {
        stats_page::retry(app);
    } else if !app.store.failing() {
        persist::storage_notice(app, true);
    }
}

/// A button was pressed.
pub fn act(app: &mut App, action: &str, arg: &str) {
    if action != "autoplay" && !action.starts_with("confirm") && app.model.autoplaying() {
        run::send(app, Msg::StopAutoplay("Autoplay stopped.".into()));
    }
    match action {
        "new" => actions::new_game(app),
        "new-game" => sheets_ui::new_game(app),
        "undo" => actions::undo(app),
        "redo" => actions::redo(app),
        "hint" => run::send(app, Msg::Hint),
        "restart" => actions::restart(app),
        "solve" => run::send(app, Msg::Solve),
        "autoplay" => run::send(app, Msg::ToggleAutoplay),
        "cancel-find" => run::send(app, Msg::CancelFind),
        "difficulty" => {
            let game = app.model.draft_game();
            let want = crate::solver::rate::Difficulty::parse(arg);
            let ok = app.store.set(&format!("swarm.difficulty.{}", game.key()), want.map_or("any", |d| d.word()));
            persist::storage_notice(app, ok);
            run::send(app, Msg::Difficulty(game, want));
            sheets_ui::new_game(app);
        }
        "finish" => run::send(app, Msg::Finish),
        "remove" => run::send(app, Msg::RemoveSuit),
        "panel" => {
            app.panel_open = !app.panel_open;
            actions::render(app);
            if app.panel_open {
                if let Some(i) = dom::input("move-input") {
                    let _ = i.focus();
                }
            }
        }
        "panel-close" => {
            app.panel_open = false;
            actions::render(app);
        }
        "replay" => replay::toggle(app),
        "replay-record" => {
            let text = dom::textarea("paste-input").map(|t| t.value()).unwrap_or_default();
            files::replay_record(app, &text);
        }
        "replay-start" => replay::seek(app, 0),
        "replay-back" => replay::step(app, -1),
        "replay-play" => replay::toggle_play(app),
        "replay-fwd" => replay::step(app, 1),
        "replay-end" => {
            let end = app.session().known_steps();
            replay::seek(app, end)
        }
        "share" => {
            let link = super::links::full_link(&app.model.query());
            files::copy(app, &link.clone(), Copying::Link(link));
        }
        "save" => files::save(app),
        "load" => sheets_ui::load(app),
        "woods" => sheets_ui::woods(app),
        "stats" => sheets_ui::stats(app),
        "review" => run::send(app, Msg::Review),
        "review-open" => run::send(app, Msg::ReviewOpen(arg.parse().unwrap_or(0))),
        "look" => sheets_ui::look(app),
        "help" => sheets_ui::help(app),
        "sheet-close" => sheets_ui::close(app),
        "confirm-yes" => flow::answer(app, true),
        "confirm-no" => flow::answer(app, false),
        "dismiss" => {
            app.notices.clear();
            toast::notices(&app.notices);
            actions::render(app);
        }
        "retry-storage" => retry_storage(app),
        "export-stats" => stats_page::export(app, files::download),
        "import-stats" => {
            if let Some(p) = dom::input("stats-file-input") {
                p.click();
            }
        }
        "reset-stats" => run::send(app, Msg::AskResetStats),
        "pick-game" => sheets_ui::pick_game(app, arg),
        "deal-random" => {
            let draft = app.model.draft().cloned().unwrap_or_else(|| app.state().options().clone());
            sheets_ui::close(app);
            flow::switch_to(app, draft.game());
            actions::new_with(app, draft);
        }
        "daily" => {
            let draft = app.model.draft().cloned().unwrap_or_else(|| app.state().options().clone());
            sheets_ui::close(app);
            flow::daily(app, draft, &today());
        }
        "choose-file" => {
            if let Some(p) = dom::input("file-input") {
                p.click();
            }
        }
        "open-position" => {
            // The sheet closes once the text is taken; refused, it stays
            // with the text, to be corrected.
            let text = dom::textarea("paste-position").map(|t| t.value()).unwrap_or_default();
            files::load_text(app, "the pasted text", &text);
        }
        "load-tmp" => {
            let text = store::get(store::WOODS_TMP).unwrap_or_default();
            files::load_text(app, "SPIDER.TMP", &text);
        }
        "copy-woods" => {
            let line = dom::textarea("woods-line").map(|a| a.value()).unwrap_or_default();
            files::copy(app, &line, Copying::Woods);
        }
        "share-result" => {
            let line = files::result_line(app);
            files::copy(app, &line.clone(), Copying::Result(line));
        }
        _ => {
            if let Some(game) = action.strip_prefix("resume-aside:") {
                flow::resume_aside(app, game);
            }
        }
    }
}

/// Today's UTC date, `YYYY-MM-DD`.
fn today() -> String {
    Date::from_unix_ms(dom::now_ms()).map(|d| d.to_string()).unwrap_or_default()
}

/// A picker or a switch changed.
fn changed(app: &mut App, change: &str, arg: &str, value: &str) {
    match change {
        "pick-game" => sheets_ui::pick_game(app, value),
        "draft-option" => sheets_ui::draft_option(app, arg, value),
        "layout" => {
            let game = app.model.draft_game();
            let ok = app.store.set(&format!("swarm.layout.{}", game.key()), value);
            persist::storage_notice(app, ok);
            app.cursor = None;
            run::send(app, Msg::Layout(game, store::layout(game)));
        }
        "winnable-only" => {
            let game = app.model.draft_game();
            let ok = app.store.set(&format!("swarm.winnable.{}", game.key()), if value == "1" { "1" } else { "0" });
            persist::storage_notice(app, ok);
            run::send(app, Msg::WinnableOnly(game, value == "1"));
        }
        "look" => look::set(app, arg, value == "1"),
        "replay-speed" => replay::set_speed(app, value.parse().unwrap_or(600)),
        _ => {}
    }
}

/// A form was sent.
fn submitted(app: &mut App, id: &str) {
    match id {
        "move-form" => {
            let Some(i) = dom::input("move-input") else { return };
            let text = i.value();
            i.set_value("");
            commands::run(app, &text);
        }
        "deal-form" => {
            let text = dom::input("deal-input").map(|i| i.value()).unwrap_or_default();
            let draft = app.model.draft().cloned().unwrap_or_else(|| app.state().options().clone());
            match crate::deal::parse_deal_number(&text) {
                Ok(n) => {
                    sheets_ui::close(app);
                    flow::switch_to(app, draft.game());
                    flow::new_deal(app, draft, n);
                }
                Err(e) => feedback(&e, "error"),
            }
        }
        "locate-form" => {
            let text = dom::input("locate-input").map(|i| i.value()).unwrap_or_default();
            commands::run(app, &format!("L {text}"));
        }
        "print-form" => {
            let text = dom::input("print-input").map(|i| i.value()).unwrap_or_default();
            commands::run(app, &format!("P {text}"));
        }
        _ => {}
    }
}

/// The hidden file pickers (Load's, and the Statistics sheet's import),
/// and files dropped anywhere on the page.
fn files_listeners(app: &mut App, doc: &web_sys::EventTarget) {
    hidden_picker(app, "file-input", ".json,.txt,application/json,text/plain", |f| {
        with_app(sheets_ui::close);
        files::read(f);
    });
    // The Statistics sheet's import (its sheet stays open and says what came of it).
    hidden_picker(app, "stats-file-input", ".json,application/json", |f| {
        files::read_text(f, crate::stats::journal::MAX_FILE, stats_page::import);
    });
    listen(app, doc, "dragover", |e| {
        if let Ok(d) = e.dyn_into::<DragEvent>() {
            if has_files(&d) {
                d.prevent_default();
                body_class("file-over", true);
            }
        }
    });
    listen(app, doc, "dragleave", |e| {
        if target(&e).is_some_and(|t| t.tag_name() == "HTML") {
            body_class("file-over", false);
        }
    });
    listen(app, doc, "drop", |e| {
        let Ok(d) = e.dyn_into::<DragEvent>() else { return };
        body_class("file-over", false);
        if !has_files(&d) {
            return;
        }
        d.prevent_default();
        if let Some(f) = d.data_transfer().and_then(|t| t.files()).and_then(|l| l.get(0)) {
            files::read(f);
        }
    });
}

fn has_files(d: &DragEvent) -> bool {
    d.data_transfer().is_some_and(|t| t.types().iter().any(|v| v.as_string().as_deref() == Some("Files")))
}

fn body_class(class: &str, on: bool) {
    if let Some(b) = dom::document().body() {
        dom::toggle_class(&b, class, on);
    }
}

/// A file picker out of sight (`id`, taking `accept`), opened by a button
/// of the page's; the file chosen goes to `chosen`.
fn hidden_picker(app: &mut App, id: &str, accept: &str, chosen: fn(web_sys::File)) {
    let picker = dom::el("input", "visually-hidden-file");
    dom::set_attr(&picker, "type", "file");
    dom::set_attr(&picker, "id", id);
    dom::set_attr(&picker, "accept", accept);
    dom::set_attr(&picker, "tabindex", "-1");
    dom::set_attr(&picker, "aria-hidden", "true");
    if let Some(body) = dom::document().body() {
        let _ = body.append_child(&picker);
    }
    listen(app, &picker, "change", move |e| {
        let Some(input) = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()) else { return };
        if let Some(f) = input.files().and_then(|l| l.get(0)) {
            chosen(f);
        }
        input.set_value("");
    });
}
