//! The page's listeners, installed once and owned by the App. Buttons name
//! their action (`data-action`, with `data-arg`), pickers and switches
//! their change (`data-change`): one delegated listener each, so sheets and
//! notices drawn later need no listeners of their own; what each name
//! means is the model's routing table (`page/route.rs`).

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DragEvent, Element, Event, HtmlInputElement, HtmlSelectElement, KeyboardEvent, PointerEvent};

use super::app::{App, Hook};
use super::dom::{self, by_id};
use super::handle::{hook, listen, listen_with, with_app};
use super::{chrome, files, flow, input, keys, links, look, persist, reader, run, sheets, store};
use crate::page::input::route::{self, Route, Shell};
use crate::page::{AssistMsg, Copying, FileMsg, JournalMsg, Msg, SheetMsg, Timer, UiMsg, WorkerMsg};
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
        if let Some(picker) = el.dyn_ref::<HtmlInputElement>().filter(|i| i.type_() == "file") {
            let file = picker.files().and_then(|l| l.get(0));
            picker.set_value("");
            return chosen(&change, file);
        }
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
    // or a sheet gone (`sheets::settled`). `close` does not bubble: listen
    // while it descends. It comes a task after the closing: a dialog open
    // again by then (a new question asked at once) is not the one that closed.
    listen_with(app, &doc, "close", true, |e| {
        let Some(d) = target(&e) else { return };
        if d.tag_name() != "DIALOG" || d.has_attribute("open") {
            return;
        }
        super::toast::clear_sheet(&d);
        with_app(|app| sheets::settled(app).into_iter().for_each(|m| run::send(app, m)));
    });
    // Any press or key ends the deal-out and the celebration first (while
    // the event descends), then does what it does: the table is playable at once.
    for kind in ["pointerdown", "keydown"] {
        listen_with(app, &doc, kind, true, |_| {
            super::motion::skip();
            super::celebration::end();
        });
    }
    if let Some(table) = by_id("table") {
        listen(app, &table, "pointerdown", |e| {
            pointer(e, |app, p| {
                run::send(app, Msg::Assist(AssistMsg::StopAutoplay("Autoplay stopped.".into())));
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
        with_app(run::render);
    });
    // Leaving or hiding the page: the clock is saved with the game.
    listen(app, &win, "pagehide", |_| {
        with_app(|app| run::send(app, Msg::Ui(UiMsg::Keep)));
    });
    app.hooks.tick = Some(hook(|app| {
        run::send(app, Msg::Ui(UiMsg::Tick));
        chrome::tick(app);
    }));
    app.hooks.timers = Timer::ALL.map(|t| {
        let due: Hook = Closure::new(move || {
            with_app(|app| {
                app.timers[t as usize] = None;
                run::send(app, t.due());
            });
        });
        Some(due)
    });
    app.hooks.retry = Some(hook(retry_storage));
    app.hooks.clipboard = [true, false]
        .map(|done| {
            Closure::new(move |_| {
                with_app(|app| run::send(app, Msg::Ui(UiMsg::Copied(done))));
            })
        })
        .into();
    app.hooks.worker = Some(worker_listener(from_worker, |app| {
        let why = "the search worker stopped";
        app.worker.failed(why);
        run::send(app, Msg::Worker(WorkerMsg::Failed(why.into())));
    }));
    app.hooks.journal = Some(worker_listener(from_journal, |app| {
        let why = "the journal worker stopped";
        app.journal.failed(why);
        run::send(app, Msg::Journal(JournalMsg::Failed(why.into())));
    }));
    if let Some(t) = &app.hooks.tick {
        let _ = dom::window().set_interval_with_callback_and_timeout_and_arguments_0(t.as_ref().unchecked_ref(), 1000);
    }
    if let Some(r) = &app.hooks.retry {
        let _ =
            dom::window().set_interval_with_callback_and_timeout_and_arguments_0(r.as_ref().unchecked_ref(), RETRY_MS);
    }
}

/// A worker's listener: its messages to `message`, its error (any event
/// that is not a message) to `stopped`.
fn worker_listener(message: fn(&mut App, JsValue), stopped: fn(&mut App)) -> super::app::Listener {
    super::handle::listener(Box::new(move |e: Event| match e.dyn_into::<web_sys::MessageEvent>() {
        Ok(m) => {
            with_app(|app| message(app, m.data()));
        }
        Err(_) => {
            with_app(stopped);
        }
    }))
}

fn target(e: &Event) -> Option<Element> {
    e.target().and_then(|t| t.dyn_into::<Element>().ok())
}

fn pointer(e: Event, f: fn(&mut App, &PointerEvent)) {
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
/// (`worker::Client::hear`); the others are replies the model hears.
fn from_worker(app: &mut App, message: JsValue) {
    let message = match app.worker.hear(message, app.hooks.worker.as_ref()) {
        Ok(Some(m)) => m,
        Ok(None) => return,
        Err(why) => return run::send(app, Msg::Worker(WorkerMsg::Failed(why))),
    };
    // A stranger's message (no request of the page's) is left alone.
    if let Ok(reply) = super::wire::reply_from_js(&message) {
        run::send(app, Msg::Worker(WorkerMsg::Reply(reply)));
    }
}

/// A message from the journal worker: its first says it is this build's
/// (`worker::Client::hear`); the others are its news, each turn's one array.
fn from_journal(app: &mut App, message: JsValue) {
    let message = match app.journal.hear(message, app.hooks.journal.as_ref()) {
        Ok(Some(m)) => m,
        Ok(None) => return,
        Err(why) => return run::send(app, Msg::Journal(JournalMsg::Failed(why))),
    };
    let news = super::json::value_from_js(&message)
        .map_err(crate::journal::wire::BadWire)
        .and_then(|v| crate::journal::wire::news_from_value(&v));
    run::send(app, Msg::Journal(JournalMsg::News(news)));
}

/// Tries the writes the browser refused again (every few seconds).
fn retry_storage(app: &mut App) {
    if app.store.failing() {
        app.store.retry();
        if let Some(msg) = persist::storage_msg(app) {
            run::send(app, msg);
        }
    }
    if app.screen().journal_waiting {
        run::send(app, Msg::Journal(JournalMsg::Retry));
    }
}

/// A button was pressed: the model's routing table says what it means.
pub fn act(app: &mut App, action: &str, arg: &str) {
    if route::stops_autoplay(action) && app.screen().menu.autoplaying {
        run::send(app, Msg::Assist(AssistMsg::StopAutoplay("Autoplay stopped.".into())));
    }
    match route::action(action, arg) {
        Some(Route::Model(msg)) => run::send(app, msg),
        Some(Route::Shell(what)) => shell(app, what),
        None => {}
    }
}

/// What only the shell does (sheets, fields, files, storage, the clipboard).
fn shell(app: &mut App, what: Shell) {
    match what {
        Shell::ReplayRecord => run::send(app, Msg::File(FileMsg::Pasted(field("paste-input")))),
        Shell::Share => files::copy(app, &links::full_link(&app.screen().query), Copying::Link),
        Shell::RetryStorage => retry_storage(app),
        Shell::ImportStats => click("stats-file-input"),
        Shell::ChooseFile => click("file-input"),
        // The sheet closes once the text is taken; refused, it stays with
        // the text, to be corrected.
        Shell::OpenPosition => reader::load_text(app, "the pasted text".into(), Ok(field("paste-position"))),
        Shell::LoadTmp => {
            let text = store::get(store::WOODS_TMP).unwrap_or_default();
            reader::load_text(app, "SPIDER.TMP".into(), Ok(text));
        }
        Shell::CopyWoods => files::copy(app, &field("woods-line"), Copying::Woods),
        Shell::ShareResult => {
            let line = files::result_line(app);
            files::copy(app, &line.clone(), Copying::Result(line));
        }
        Shell::DealRandom => flow::deal_draft(app, None),
        Shell::Daily => {
            let draft = app.screen().draft;
            flow::daily(app, draft, &today());
        }
        Shell::Look(name, on) => {
            if let Some(msg) = look::set(app, &name, on) {
                run::send(app, msg);
            }
        }
        Shell::ResumeAside(game) => flow::resume_aside(app, game),
    }
}

/// The text of field `id` (an input or a text area).
fn field(id: &str) -> String {
    match (dom::input(id), dom::textarea(id)) {
        (Some(i), _) => i.value(),
        (_, Some(t)) => t.value(),
        _ => String::new(),
    }
}

/// Opens a hidden file picker.
fn click(id: &str) {
    if let Some(p) = dom::input(id) {
        p.click();
    }
}

/// Today's UTC date, `YYYY-MM-DD`.
fn today() -> String {
    Date::from_unix_ms(dom::now_ms()).map(|d| d.to_string()).unwrap_or_default()
}

/// A picker or a switch changed.
fn changed(app: &mut App, change: &str, arg: &str, value: &str) {
    match route::change(change, arg, value) {
        Some(Route::Model(msg)) => run::send(app, msg),
        Some(Route::Shell(what)) => shell(app, what),
        None => {}
    }
}

/// A form was sent: the move field, Locate and Print go to the model; the
/// New game sheet's deal number is read here.
fn submitted(app: &mut App, id: &str) {
    if id == "move-form" {
        if let Some(i) = dom::input("move-input") {
            let text = i.value();
            i.set_value("");
            return run::send(app, Msg::Ui(UiMsg::Typed(text)));
        }
    }
    let input = id.strip_suffix("-form").map(|f| format!("{f}-input")).unwrap_or_default();
    if let Some(msg) = route::form(id, &field(&input)) {
        return run::send(app, msg);
    }
    if id == "deal-form" {
        flow::deal_draft(app, Some(field("deal-input")));
    }
}

/// A file chosen in one of index.html's hidden pickers: Load's (its sheet
/// closes) or the Statistics sheet's import (its sheet stays open and says
/// what came of it). Read outside `with_app`: a file refused at once
/// (too large) is said from inside the read.
fn chosen(picker: &str, file: Option<web_sys::File>) {
    let Some(f) = file else { return };
    if picker == "stats-file" {
        return files::read_text(f, crate::stats::journal::MAX_FILE, |app, name, text| {
            run::send(app, Msg::Journal(JournalMsg::Import(name.to_string(), text)))
        });
    }
    with_app(|app| run::send(app, Msg::Sheet(SheetMsg::Close)));
    files::read(f);
}

/// Files dropped anywhere on the page.
fn files_listeners(app: &mut App, doc: &web_sys::EventTarget) {
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
