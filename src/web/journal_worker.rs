//! The statistics journal off the page's main thread (issue 42: out of the
//! page's wasm), the journal worker's export: the journal wasm (the crate
//! built with the `journal` feature alone) hands `www/journal.js` this
//! `JournalWorker`, the shell of the native `crate::journal::host::Host`:
//! it reads the page's asks (`crate::journal::wire`, plain values walked by
//! `json.rs`), carries out the host's work (the store, `idb.rs`; the
//! timers, the worker's own) and posts the page the news of each turn as
//! one array, through the function `journal.js` hands it.

#[cfg(feature = "journal")]
use wasm_bindgen::prelude::*;

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::{JsCast, JsValue};

use crate::journal::host::{Host, Turn, Work};
use crate::journal::wire::{news_value, Ask, News};
use crate::journal::{JournalIn, JournalTimer, Refusal, StoreOp};
use crate::protocol::{self, BUILD};

use super::{idb, json};

/// The worker's state: the host, the store's connection, the timers due
/// (by `JournalTimer`), and how news is posted.
struct Shell {
    host: RefCell<Host>,
    db: RefCell<Option<web_sys::IdbDatabase>>,
    timers: RefCell<[Option<i32>; 3]>,
    post: js_sys::Function,
}

/// The journal inside its worker, which the worker's script drives. (This
/// doc goes into the generated JS: it names no file, as `cargo xtask dist`
/// renames files by the names it finds.)
#[cfg_attr(feature = "journal", wasm_bindgen)]
pub struct JournalWorker(Rc<Shell>);

#[cfg_attr(feature = "journal", wasm_bindgen)]
impl JournalWorker {
    /// The journal, posting its news through `post` (the worker's `postMessage`).
    #[cfg_attr(feature = "journal", wasm_bindgen(constructor))]
    pub fn new(post: js_sys::Function) -> JournalWorker {
        console_error_panic_hook::set_once();
        JournalWorker(Rc::new(Shell {
            host: RefCell::new(Host::default()),
            db: RefCell::new(None),
            timers: RefCell::new([None; 3]),
            post,
        }))
    }

    /// The worker's first message: this build's journal is ready.
    pub fn ready(&self) -> String {
        protocol::ready(BUILD)
    }

    /// Takes the page's ask; one that cannot be read is answered with a
    /// notice saying what is wrong with it.
    pub fn ask(&self, message: JsValue) {
        let ask =
            json::value_from_js(&message).map_err(|e| e.to_string()).and_then(|v| Ask::from_value(&v).map_err(|e| e.0));
        match ask {
            Ok(ask) => {
                let turn = self.0.host.borrow_mut().ask(ask, js_sys::Date::now());
                carry(&self.0, turn);
            }
            Err(e) => post(&self.0, &[News::Notice(format!("Statistics: {e}."))]),
        }
    }
}

/// Posts the turn's news (none: nothing posted).
fn post(shell: &Shell, news: &[News]) {
    if !news.is_empty() {
        let _ = shell.post.call1(&JsValue::NULL, &json::to_js(&news_value(news)));
    }
}

/// Hands the host an answer or a timer's input, and carries out its turn.
fn input(shell: &Rc<Shell>, i: JournalIn) {
    let turn = shell.host.borrow_mut().input(i, js_sys::Date::now());
    carry(shell, turn);
}

/// The store's answer as the host hears it: a refusal but a full store drops the connection.
fn answer<T>(shell: &Rc<Shell>, r: Result<T, Refusal>, msg: fn(Result<T, Refusal>) -> JournalIn) {
    if r.as_ref().is_err_and(|r| !r.quota) {
        shell.db.replace(None);
    }
    input(shell, msg(r));
}

/// Posts the turn's news, then does its work.
fn carry(shell: &Rc<Shell>, turn: Turn) {
    post(shell, &turn.news);
    for w in turn.work {
        let s = shell.clone();
        let db = shell.db.borrow().clone();
        match w {
            Work::Store(StoreOp::Open) => idb::open(move |r| {
                let r = r.map(|db| drop(s.db.replace(Some(db))));
                answer(&s, r, JournalIn::StoreOpened);
            }),
            Work::Store(StoreOp::ReadKeys { after, count }) => {
                idb::read_keys(db.as_ref(), after.as_deref(), count, move |r| answer(&s, r, JournalIn::Keys))
            }
            Work::Store(StoreOp::Read(ids)) => {
                idb::read_records(db.as_ref(), &ids, move |r| answer(&s, r, JournalIn::Read))
            }
            Work::Store(StoreOp::Write(records)) => {
                idb::write(db.as_ref(), &records, move |r| answer(&s, r, JournalIn::Written))
            }
            Work::Timer(t, ms) => timer(shell, t, ms),
        }
    }
}

/// Arms the journal's timer `t` (the one due is dropped), or stops it.
fn timer(shell: &Rc<Shell>, t: JournalTimer, ms: Option<u32>) {
    let scope: web_sys::WorkerGlobalScope = js_sys::global().unchecked_into();
    let slot = t as usize;
    if let Some(id) = shell.timers.borrow_mut()[slot].take() {
        scope.clear_timeout_with_handle(id);
    }
    let Some(ms) = ms else { return };
    let s = shell.clone();
    let due = super::dom::once(move |_| {
        s.timers.borrow_mut()[slot] = None;
        let i = match t {
            JournalTimer::Store => JournalIn::StoreLate,
            JournalTimer::Import => JournalIn::ImportNext,
            JournalTimer::Count => JournalIn::CountNext,
        };
        input(&s, i);
    });
    let id = scope.set_timeout_with_callback_and_timeout_and_arguments_0(due.unchecked_ref(), ms as i32).ok();
    shell.timers.borrow_mut()[slot] = id;
}
