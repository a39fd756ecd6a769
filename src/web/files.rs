//! Save and load: the current game downloads as a JSON record; a record
//! (or a text position / Woods line) loads back from the file picker or by
//! dropping a file on the page, and replays move by move to the same
//! position. A malformed or hostile file is refused with the reason.
//! In Spider, the position on the table is also shown as a Woods save-file
//! line (`Spider::to_woods`), to copy and paste back in Load.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Blob, BlobPropertyBag, DragEvent, File, HtmlAnchorElement, HtmlInputElement, Url};

use super::dom::{self, el, set_attr, set_hidden, set_text, text_el};
use super::render::feedback;
use super::{a11y, listen, replay, sheet, with_app, App};
use crate::games::{AnyGame, GameId};
use crate::history::Session;
use crate::notation::clip;
use crate::record::{parse_position, Origin, Record, MAX_INPUT};

/// The suggested file name: `swarm-spider-deal-123.json`.
pub fn file_name(rec: &Record) -> String {
    match rec.origin {
        Origin::Deal(n) => format!("swarm-{}-deal-{n}.json", rec.game.key()),
        Origin::Position(_) => format!("swarm-{}-position.json", rec.game.key()),
    }
}

/// Downloads the game in progress as a JSON record (during a replay, the
/// whole game, not only the moves up to the position shown).
pub fn save(app: &mut App) {
    let at = app.session.steps().len();
    if replay::is_active() {
        app.session.seek(app.session.known_steps());
    }
    let rec = app.session.record();
    app.session.seek(at);
    let json = rec.to_json();
    let parts = js_sys::Array::of1(&JsValue::from_str(&json));
    let bag = BlobPropertyBag::new();
    bag.set_type("application/json");
    let Ok(blob) = Blob::new_with_str_sequence_and_options(&parts, &bag) else {
        return feedback("This browser cannot make the file.", "error");
    };
    let Ok(url) = Url::create_object_url_with_blob(&blob) else {
        return feedback("This browser cannot make the file.", "error");
    };
    let a: HtmlAnchorElement = match el("a", "").dyn_into() {
        Ok(a) => a,
        Err(_) => return,
    };
    a.set_href(&url);
    a.set_download(&file_name(&rec));
    if let Some(body) = dom::document().body() {
        let _ = body.append_child(&a);
        a.click();
        a.remove();
    }
    // Revoke later: some browsers read the URL after the click returns.
    let u = url.clone();
    let cb = Closure::once_into_js(move || {
        let _ = Url::revoke_object_url(&u);
    });
    let _ = dom::window().set_timeout_with_callback_and_timeout_and_arguments_0(cb.unchecked_ref(), 10_000);
    let msg = format!("Saved {} ({} moves).", file_name(&rec), rec.moves.len());
    feedback(&msg, "info");
    a11y::say(&msg);
}

/// A loaded file's text as a session, or what is wrong with it.
pub fn parse_file(text: &str) -> Result<Session, String> {
    if text.len() > MAX_INPUT {
        return Err(format!("the file is too large ({} bytes; at most {MAX_INPUT})", text.len()));
    }
    let t = text.trim_start_matches('\u{feff}').trim();
    if t.is_empty() {
        return Err("the file is empty".into());
    }
    if t.starts_with('{') || t.starts_with('[') {
        let rec = Record::from_json(t)?;
        return Session::from_record(&rec);
    }
    // Not JSON: a position in the text format or a Woods line.
    let g = parse_position(t).map_err(|e| format!("neither a JSON record nor a position: {e}"))?;
    Ok(Session::new(Origin::Position(t.to_string()), g))
}

/// Loads `text` (named `name`) as the new game, or refuses it (the game
/// in progress stays). Returns whether it loaded.
pub fn load_text(app: &mut App, name: &str, text: &str) -> bool {
    let name = clip(name, 40);
    match parse_file(text) {
        Ok(s) => {
            let n = s.known_steps();
            app.start_session(s);
            let msg = match n {
                0 => format!("Loaded {name}: a new game from its position."),
                1 => format!("Loaded {name}: 1 move replayed. Step through it with the replay bar."),
                n => format!("Loaded {name}: {n} moves replayed. Step through them with the replay bar."),
            };
            feedback(&msg, "info");
            a11y::say(&msg);
            if n > 0 {
                replay::activate(app);
            }
            true
        }
        Err(e) => {
            let msg = format!("Could not load {name}: {e}");
            feedback(&msg, "error");
            a11y::say(&msg);
            false
        }
    }
}

/// The Load panel: choose a file, or paste a record, a text position or a
/// Woods line (which then has a position link of its own).
fn show_load_panel() {
    let Some(body) = sheet::open("load-panel", "Load a game") else { return };
    let choose = text_el("button", "", "Choose a file…");
    set_attr(&choose, "type", "button");
    set_attr(&choose, "id", "btn-choose-file");
    listen(&choose, "click", |_| {
        if let Some(p) = dom::input("file-input") {
            p.click();
        }
    });
    let _ = body.append_child(&choose);
    let _ = body.append_child(&text_el(
        "p",
        "sheet-note",
        "A file saved here (JSON), or a text position. You can also drop a file anywhere on the page.",
    ));
    let area = text_area(&body, "paste-position", "Or paste a record, a text position or a Woods line:", 8);
    set_attr(&area, "placeholder", "game: beeswax\n1: Ac Ad Ah As\n…");
    let open_btn = text_el("button", "", "Play this");
    set_attr(&open_btn, "type", "button");
    set_attr(&open_btn, "id", "btn-open-position");
    listen(&open_btn, "click", |_| {
        let text = dom::textarea("paste-position").map(|t| t.value()).unwrap_or_default();
        let ok = with_app(|app| load_text(app, "the pasted text", &text)).unwrap_or(false);
        if ok {
            sheet::close_all();
        }
    });
    let _ = body.append_child(&open_btn);
}

/// A labelled text area for card text (no spell checking), appended to `parent`.
fn text_area(parent: &web_sys::HtmlElement, id: &str, label: &str, rows: u32) -> web_sys::HtmlElement {
    let l = text_el("label", "", label);
    set_attr(&l, "for", id);
    let _ = parent.append_child(&l);
    let area = el("textarea", "");
    set_attr(&area, "id", id);
    set_attr(&area, "rows", &rows.to_string());
    set_attr(&area, "spellcheck", "false");
    let _ = parent.append_child(&area);
    area
}

/// The sheet showing the Woods line.
const WOODS_SHEET: &str = "woods-panel";

/// The position on the table as a Woods save-file line, or why it cannot
/// be one (his format is Spider's alone).
fn woods_line(app: &App) -> Result<String, String> {
    match app.state() {
        AnyGame::Spider(s) => s.to_woods(),
        other => Err(format!("Woods save lines are for Spider positions, not {}", other.id().title())),
    }
}

/// The Woods line sheet: the position as a line in a read-only field to
/// select, and a Copy button.
fn show_woods_panel(app: &App) {
    let Some(body) = sheet::open(WOODS_SHEET, "Woods save line") else { return };
    let _ = body.append_child(&text_el(
        "p",
        "sheet-note",
        "The position on the table in the save-file format of Donald Woods' 1979 Spider program. \
         Like his save file, it holds the face-down cards and the hand, and of the options only the \
         number of suits. Paste it in Load to play from this position again.",
    ));
    let box_ = el("div", "woods-line-box");
    set_attr(&box_, "id", "woods-line-box");
    let area = text_area(&box_, "woods-line", "Woods line of this position", 4);
    set_attr(&area, "readonly", "");
    set_attr(&area, "autocomplete", "off");
    let copy = text_el("button", "", "Copy");
    set_attr(&copy, "type", "button");
    set_attr(&copy, "id", "btn-copy-woods");
    set_attr(&copy, "aria-label", "Copy the Woods line");
    listen(&copy, "click", |_| copy_woods_line());
    let _ = box_.append_child(&copy);
    let _ = body.append_child(&box_);
    let error = el("p", "woods-line-error");
    set_attr(&error, "id", "woods-line-error");
    error.set_hidden(true);
    let _ = body.append_child(&error);
    let status = el("p", "sheet-note");
    set_attr(&status, "id", "woods-copy-status");
    let _ = body.append_child(&status);
    fill_woods_panel(app);
}

/// Puts the current position's line (or the reason there is none) in the sheet.
fn fill_woods_panel(app: &App) {
    let Some(area) = dom::textarea("woods-line") else { return };
    match woods_line(app) {
        Ok(line) => {
            if area.value() != line {
                area.set_value(&line);
                set_text("woods-copy-status", "");
            }
            set_hidden("woods-line-box", false);
            set_hidden("woods-line-error", true);
        }
        Err(e) => {
            area.set_value("");
            set_hidden("woods-line-box", true);
            set_text("woods-line-error", &format!("This position cannot be written as a Woods line: {e}."));
            set_hidden("woods-line-error", false);
            set_text("woods-copy-status", "");
        }
    }
}

/// Copy: to the clipboard, or, when the browser refuses, the line is
/// selected for the player to copy.
fn copy_woods_line() {
    let Some(area) = dom::textarea("woods-line") else { return };
    set_text("woods-copy-status", "");
    super::input::copy_text_then(&area.value(), |copied| {
        let msg = if copied {
            "Woods line copied."
        } else {
            if let Some(a) = dom::textarea("woods-line") {
                let _ = a.focus();
                a.select();
            }
            "The browser did not allow copying: the line is selected, copy it with Ctrl+C (or your device's Copy)."
        };
        set_text("woods-copy-status", msg);
        a11y::say(msg);
    });
}

/// After each change: the Woods line button is offered in Spider only, and
/// an open Woods sheet follows the position (or closes in another game).
pub fn sync_woods(app: &App) {
    let spider = app.state().id() == GameId::Spider;
    set_hidden("btn-woods", !spider);
    if !sheet::is_open(WOODS_SHEET) {
        return;
    }
    if spider {
        fill_woods_panel(app);
    } else {
        sheet::close_all();
    }
}

/// Reads `file` and loads it (size checked before reading).
fn read(file: File) {
    let name = file.name();
    if file.size() > MAX_INPUT as f64 {
        let msg = format!(
            "Could not load {}: the file is too large ({} bytes; at most {MAX_INPUT})",
            clip(&name, 40),
            file.size()
        );
        feedback(&msg, "error");
        return a11y::say(&msg);
    }
    let ok = Closure::once_into_js(move |v: JsValue| {
        let text = v.as_string().unwrap_or_default();
        with_app(|app| load_text(app, &name, &text));
    });
    let fail = Closure::once_into_js(move |_: JsValue| {
        feedback("Could not read that file.", "error");
    });
    // `then` with one-shot functions (freed once called).
    let promise = file.text();
    if let Ok(then) = js_sys::Reflect::get(&promise, &JsValue::from_str("then")) {
        if let Ok(f) = then.dyn_into::<js_sys::Function>() {
            let _ = f.call2(&promise, &ok, &fail);
        }
    }
}

/// Adds Save and Load to the toolbar and the drop target to the page.
pub fn install(group: &web_sys::HtmlElement) {
    let save_btn = super::player::tool_button(group, "btn-save", "Save", "Download this game as a file");
    listen(&save_btn, "click", |_| {
        with_app(save);
    });
    let load_btn =
        super::player::tool_button(group, "btn-load", "Load", "Load a saved game (or drop a file on the page)");
    sheet::opener(&load_btn, "load-panel");
    let woods_btn = super::player::tool_button(
        group,
        "btn-woods",
        "Woods line",
        "This Spider position as a Woods save-file line, to copy",
    );
    // "Woods" on a phone (one toolbar row fewer); its name stays "Woods line".
    set_attr(&woods_btn, "aria-label", "Woods line");
    woods_btn.set_text_content(Some("Woods"));
    let _ = woods_btn.append_child(&text_el("span", "wide-only", " line"));
    sheet::opener(&woods_btn, WOODS_SHEET);
    woods_btn.set_hidden(true);
    listen(&woods_btn, "click", |_| {
        if sheet::is_open(WOODS_SHEET) {
            sheet::close_all();
        } else {
            with_app(|app| show_woods_panel(app));
        }
    });
    let picker = el("input", "visually-hidden-file");
    set_attr(&picker, "type", "file");
    set_attr(&picker, "id", "file-input");
    set_attr(&picker, "accept", ".json,.txt,application/json,text/plain");
    set_attr(&picker, "tabindex", "-1");
    set_attr(&picker, "aria-hidden", "true");
    let _ = group.append_child(&picker);
    listen(&load_btn, "click", |_| {
        if sheet::is_open("load-panel") {
            sheet::close_all();
        } else {
            show_load_panel();
        }
    });
    listen(&picker, "change", |e| {
        let Some(input) = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()) else {
            return;
        };
        if let Some(f) = input.files().and_then(|l| l.get(0)) {
            sheet::close_all();
            read(f);
        }
        input.set_value("");
    });
    let doc: web_sys::EventTarget = dom::document().into();
    listen(&doc, "dragover", |e| {
        if let Ok(d) = e.dyn_into::<DragEvent>() {
            if has_files(&d) {
                d.prevent_default();
                body_class("file-over", true);
            }
        }
    });
    listen(&doc, "dragleave", |e| {
        if e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()).is_some_and(|t| t.tag_name() == "HTML") {
            body_class("file-over", false);
        }
    });
    listen(&doc, "drop", |e| {
        let Ok(d) = e.dyn_into::<DragEvent>() else {
            return;
        };
        body_class("file-over", false);
        if !has_files(&d) {
            return;
        }
        d.prevent_default();
        if let Some(f) = d.data_transfer().and_then(|t| t.files()).and_then(|l| l.get(0)) {
            read(f);
        }
    });
}

fn has_files(d: &DragEvent) -> bool {
    d.data_transfer().is_some_and(|t| {
        let types = t.types();
        types.iter().any(|v| v.as_string().as_deref() == Some("Files"))
    })
}

fn body_class(class: &str, on: bool) {
    if let Some(b) = dom::document().body() {
        dom::toggle_class(&b, class, on);
    }
}
