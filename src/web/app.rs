//! The shell's state: the page's model (`crate::page::App`, which owns
//! every decision) and what only the browser has — the DOM on screen, the
//! drag in progress, the search and journal workers, the timers, storage
//! and the event listeners.

use wasm_bindgen::prelude::*;

use super::store::Store;
use super::table::Screen;
use super::worker::Client;
use crate::games::Slot;

/// An event listener owned by the page. `Fn`, not `FnMut`: an event the
/// page fires from inside a listener (a click on a download link or on the
/// file picker, from a menu item's click) reaches the same listener again,
/// which must return quietly (`with_app` is busy) instead of throwing
/// "closure invoked recursively".
pub type Listener = Closure<dyn Fn(web_sys::Event)>;
/// A timer callback, created once and scheduled again and again.
pub type Hook = Closure<dyn FnMut()>;

/// A drag or press in progress.
pub struct Drag {
    pub pointer: i32,
    pub slot: Slot,
    pub index: Option<usize>,
    pub movable: bool,
    pub x0: f64,
    pub y0: f64,
    pub active: bool,
    pub els: Vec<web_sys::HtmlElement>,
}

/// Callbacks created once and kept for the page's life (timers reuse them).
#[derive(Default)]
pub struct Hooks {
    pub tick: Option<Hook>,
    /// The timers' (`page::Timer`: autoplay, replay, the worker's deadline, the coach's).
    pub timers: [Option<Hook>; crate::page::Timer::ALL.len()],
    pub retry: Option<Hook>,
    pub clipboard: Vec<Closure<dyn FnMut(JsValue)>>,
    pub worker: Option<Listener>,
    pub journal: Option<Listener>,
}

/// Everything the page keeps between events: the page's model (the game
/// and every decision about it, `crate::page`) and what only the browser
/// has (the DOM on screen, the pointer, timers, storage, the worker).
pub struct App {
    pub model: crate::page::App,
    pub drag: Option<Drag>,
    /// The cards of the drop being handled (`Effect::PutBack` puts them back).
    pub dropped: Vec<web_sys::HtmlElement>,
    pub screen: Screen,
    /// The game's link query (built once per change).
    pub query: String,
    pub worker: Client,
    /// The journal worker (`journal_worker.rs`: the statistics journal).
    pub journal: Client,
    /// The timers due (`page::Timer`).
    pub timers: [Option<i32>; crate::page::Timer::ALL.len()],
    /// The notices as drawn (the model's, `Screen::notices`).
    pub notices: Vec<crate::page::Notice>,
    pub store: Store,
    pub hooks: Hooks,
    pub listeners: Vec<Listener>,
}

impl App {
    pub fn new(model: crate::page::App, store: Store, worker: Client) -> App {
        App {
            model,
            drag: None,
            dropped: Vec::new(),
            screen: Screen::default(),
            query: String::new(),
            worker,
            timers: [None; crate::page::Timer::ALL.len()],
            notices: Vec::new(),
            journal: Client::journal(),
            store,
            hooks: Hooks::default(),
            listeners: Vec::new(),
        }
    }

    /// What the model shows now: the one thing the shell reads of it.
    pub fn screen(&self) -> crate::page::Screen {
        self.model.screen()
    }
}
