//! Files and the clipboard, the browser's side: a download offered, a
//! file read (from the picker or dropped on the page; what it holds is
//! the model's to read: `Msg::File(FileMsg::Load)`), and a clipboard write (Share, the
//! Woods line, the deal of the day's result), whose answer goes to the model.

use web_sys::File;

use super::app::App;
use super::dom;
use super::run;
use crate::page::{Copying, Msg, UiMsg};
use crate::record::MAX_INPUT;

/// Reads `file` (size checked before reading) and hands it to the model to load.
pub fn read(file: File) {
    read_text(file, MAX_INPUT, |app, name, text| super::reader::load_text(app, name.to_string(), text));
}

/// Reads `file` as text (at most `max` bytes, checked before reading) and
/// hands it to `then` with the file's name, or why it could not be read.
pub fn read_text(file: File, max: usize, then: fn(&mut App, &str, Result<String, String>)) {
    let name = file.name();
    if file.size() > max as f64 {
        let why = format!("the file is too large ({} bytes; at most {max})", file.size() as u64);
        super::handle::with_app(|app| then(app, &name, Err(why)));
        return;
    }
    let n = name.clone();
    let ok = dom::once(move |v| {
        let text = utf8(js_sys::Uint8Array::new(&v).to_vec());
        super::handle::with_app(|app| then(app, &n, Ok(text)));
    });
    let fail = dom::once(move |_| {
        super::handle::with_app(|app| then(app, &name, Err("the file could not be read".into())));
    });
    // Its bytes, copied into the wasm at once and decoded there: a 12 MB
    // file as text would be decoded by the browser, then encoded again
    // into the wasm (some 50-370 ms of one task: docs/benchmarks.md).
    let promise = file.array_buffer();
    dom::call(&promise, "then", &js_sys::Array::of2(&ok, &fail));
}

/// A file's bytes as text, as the browser's `File.text()` reads them:
/// UTF-8, a byte order mark dropped, what is not UTF-8 replaced (U+FFFD).
fn utf8(mut bytes: Vec<u8>) -> String {
    if bytes.starts_with(&[0xEF, 0xBB, 0xBF]) {
        bytes.drain(..3);
    }
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// The browser's clipboard, when the page may use it (it is missing
/// outside a secure context).
fn clipboard() -> Option<web_sys::Clipboard> {
    let nav = dom::window().navigator();
    dom::prop(&nav, "clipboard").map(|_| nav.clipboard())
}

/// Copies `text` (for `what`); the answer (written or refused) goes to
/// the model, which says so or offers the text to copy by hand.
pub fn copy(app: &mut App, text: &str, what: Copying) {
    run::send(app, Msg::Ui(UiMsg::Copying(what)));
    let Some(clip) = clipboard() else { return run::send(app, Msg::Ui(UiMsg::Copied(false))) };
    let p = clip.write_text(text);
    if let [ok, no] = &app.hooks.clipboard[..] {
        let _ = p.then2(ok, no);
    }
}

/// The deal of the day's result, as a line to share (the model's words).
pub fn result_line(app: &App) -> String {
    app.screen().result.map_or_else(String::new, |r| r.line(super::links::full_link))
}
