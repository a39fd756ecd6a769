//! The page's one owner of mutable state: the game in progress, the
//! player's selection and cursor, what is on screen, the search worker,
//! the timers and the event listeners. Everything here is data; the
//! actions that change it live in `actions.rs` and its neighbours, and the
//! drawing in `table.rs`, `chrome.rs` and `sheets.rs` (the sheets' state is the model's), which are handed a
//! `View` built once per change.

use wasm_bindgen::prelude::*;

use super::store::Store;
use super::table::Screen;
use super::worker::Client;
use crate::games::{AnyGame, Slot};
use crate::history::Session;

/// An event listener owned by the page. `Fn`, not `FnMut`: an event the
/// page fires from inside a listener (a click on a download link or on the
/// file picker, from a menu item's click) reaches the same listener again,
/// which must return quietly (`with_app` is busy) instead of throwing
/// "closure invoked recursively".
pub type Listener = Closure<dyn Fn(web_sys::Event)>;
/// A timer callback, created once and scheduled again and again.
pub type Hook = Closure<dyn FnMut()>;

/// The replay bar (stepping through a finished or loaded game).
#[derive(Clone, Copy, Debug, Default)]
pub struct Replay {
    /// The playback timer, while the moves play by themselves.
    pub timer: Option<i32>,
    pub speed_ms: i32,
}

/// What is being copied to the clipboard (the answer says which message to show).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Copying {
    /// The deal link (Share).
    Link(String),
    /// The deal of the day's result line.
    Result(String),
    /// The Woods save line.
    Woods,
}

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
    pub autoplay: Option<Hook>,
    pub replay: Option<Hook>,
    pub retry: Option<Hook>,
    pub clipboard: Vec<Closure<dyn FnMut(JsValue)>>,
    pub worker: Option<Closure<dyn FnMut(web_sys::Event)>>,
}

/// Everything the page keeps between events: the page's model (the game
/// and every decision about it, `crate::page`) and what only the browser
/// has (the DOM on screen, the pointer, timers, storage, the worker).
pub struct App {
    pub model: crate::page::App,
    /// Keyboard cursor: a card (or `len` = the pile itself).
    pub cursor: Option<(Slot, usize)>,
    /// Focus follows the cursor (keyboard play).
    pub keyboard: bool,
    pub drag: Option<Drag>,
    pub last_tap: Option<(Slot, usize, f64)>,
    /// Notation typed on the table, not yet played.
    pub typed: String,
    pub screen: Screen,
    /// The game's link query (built once per change).
    pub query: String,
    pub worker: Client,
    /// Autoplay's pace timer.
    pub autoplay_timer: Option<i32>,
    pub replay: Replay,
    /// The Woods tools' last answer (Locate, Print, typed commands).
    pub woods_output: String,
    /// The moves panel is open.
    pub panel_open: bool,
    /// Notices on screen (a link's problems, storage trouble).
    pub notices: Vec<super::toast::Notice>,
    /// The statistics journal's IndexedDB store, once open (the journal is the model's).
    pub stats_db: Option<super::idb::Db>,
    /// What the clipboard write under way is for.
    pub copying: Option<Copying>,
    pub store: Store,
    pub hooks: Hooks,
    pub listeners: Vec<Listener>,
}

impl App {
    pub fn new(model: crate::page::App, store: Store, worker: Client) -> App {
        App {
            model,
            cursor: None,
            keyboard: false,
            drag: None,
            last_tap: None,
            typed: String::new(),
            screen: Screen::default(),
            query: String::new(),
            worker,
            autoplay_timer: None,
            replay: Replay { speed_ms: 600, ..Replay::default() },
            woods_output: String::new(),
            panel_open: false,
            notices: Vec::new(),
            stats_db: None,
            copying: None,
            store,
            hooks: Hooks::default(),
            listeners: Vec::new(),
        }
    }

    pub fn session(&self) -> &Session {
        self.model.session()
    }

    pub fn state(&self) -> &AnyGame {
        self.model.state()
    }

    /// The replay bar is open.
    pub fn replaying(&self) -> bool {
        self.model.replaying()
    }

    /// Stops the replay's playback timer (the bar's state is the model's).
    pub fn stop_replay_timer(&mut self) {
        if let Some(t) = self.replay.timer.take() {
            super::dom::cancel(t);
        }
    }
}
