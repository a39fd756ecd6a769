//! The page's one owner of mutable state: the game in progress, the
//! player's selection and cursor, what is on screen, the search worker,
//! the timers and the event listeners. Everything here is data; the
//! actions that change it live in `actions.rs` and its neighbours, and the
//! drawing in `table.rs`, `chrome.rs` and `sheets.rs`, which are handed a
//! `View` built once per change.

use wasm_bindgen::prelude::*;

use super::store::{new_game_id, Store};
use super::table::Screen;
use super::worker::Client;
use crate::games::{AnyGame, Move, Slot};
use crate::history::Session;
use crate::record::{Origin, Record};
use crate::view::Layout;

/// An event listener owned by the page. `Fn`, not `FnMut`: an event the
/// page fires from inside a listener (a click on a download link or on the
/// file picker, from a menu item's click) reaches the same listener again,
/// which must return quietly (`with_app` is busy) instead of throwing
/// "closure invoked recursively".
pub type Listener = Closure<dyn Fn(web_sys::Event)>;
/// A timer callback, created once and scheduled again and again.
pub type Hook = Closure<dyn FnMut()>;

/// The sheets that open over the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sheet {
    NewGame,
    Stats,
    Look,
    Help,
    Load,
    Woods,
}

impl Sheet {
    /// The sheet's element id.
    pub fn id(self) -> &'static str {
        match self {
            Sheet::NewGame => "new-game",
            Sheet::Stats => "stats-panel",
            Sheet::Look => "look-panel",
            Sheet::Help => "help-panel",
            Sheet::Load => "load-panel",
            Sheet::Woods => "woods-panel",
        }
    }
}

/// An action that waits for the player's yes or no in the confirmation
/// dialog. It is bound to the game as it was when asked (`Confirm::at`):
/// any change of the game closes the dialog, so the answer can never act
/// on another move or another game than the one it names.
#[derive(Clone, Debug)]
pub enum Pending {
    /// Undo the step that is the last one played (its text is named).
    Undo { step: usize },
    /// Back to the start, taking back seen cards.
    Restart,
    /// Peeking analysis (marks the game assisted).
    Analyze,
    /// Show a Beeswax solution (marks the game assisted).
    ShowSolution,
    /// Leave the game in progress for another (counted as lost).
    Leave(Box<Leave>),
    /// Forget every statistic.
    ResetStats,
}

/// Where the player wants to go when the game in progress is left.
#[derive(Clone, Debug)]
pub enum Leave {
    /// A new game of this session (a deal, a loaded file), with a message.
    Start(Session, String),
    /// A random deal with these options (New).
    Random(crate::games::Options),
    /// A deal the solver wins, with these options (New, winnable deals only).
    Winnable(crate::games::Options),
    /// A saved game (set aside by a link, or the deal of the day resumed).
    Resume(Box<super::store::Saved>),
    /// Woods' `-k`: back up over k moves (not a new game, but asked the same way).
    Back(usize),
    /// The deal of the day (its date), with a message.
    Daily(Session, String, String),
}

/// The question on screen and the game it belongs to.
#[derive(Clone, Debug)]
pub struct Confirm {
    pub action: Pending,
    /// `App::generation` when asked.
    pub at: u64,
}

/// A hint on the table: the cards it moves (selected) and where they go,
/// or a pile to click (the stock, for a deal or a turn of the waste).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HintMark {
    pub mv: Move,
    /// The selection the hint made (cleared by any other selection).
    pub sel: Option<(Slot, usize)>,
    pub at: u64,
}

/// The game clock: time since the game started, or its time once won.
#[derive(Clone, Copy, Debug, Default)]
pub struct Clock {
    pub started_ms: f64,
    pub won_ms: Option<f64>,
}

/// Counting the game in the statistics: once, when it is won or left
/// after a move of the player's.
#[derive(Clone, Copy, Debug, Default)]
pub struct Count {
    /// Already counted (won, or counted before a reload).
    pub counted: bool,
    /// The player moved or undid in this game.
    pub touched: bool,
}

/// The replay bar (stepping through a finished or loaded game).
#[derive(Clone, Copy, Debug, Default)]
pub struct Replay {
    pub active: bool,
    /// The playback timer, while the moves play by themselves.
    pub timer: Option<i32>,
    pub speed_ms: i32,
}

/// A search the worker is doing for the page.
#[derive(Clone, Debug, PartialEq)]
pub enum Asked {
    /// A hint, for the game at this generation.
    Hint { at: u64 },
    /// Solve / analysis of this record's position; `peeked` when it reads hidden cards.
    Solve { at: u64, peeked: bool },
    /// The next autoplay move.
    Autoplay { at: u64 },
    /// A winnable deal for New (the options and the number started from).
    Winnable { options: crate::games::Options, from: u32, started_ms: f64 },
    /// A winnable deal looked for ahead of time, for the next New.
    Prefetch { options: crate::games::Options },
    /// The deal of the day.
    Daily { game: crate::games::GameId, date: String },
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

/// Autoplay: the computer plays its hints, one every `PACE` ms.
#[derive(Clone, Copy, Debug, Default)]
pub struct Autoplay {
    pub on: bool,
    pub timer: Option<i32>,
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

/// Everything the page keeps between events.
pub struct App {
    pub session: Session,
    /// A random id of this game instance: statistics count it once, whichever tab ends it.
    pub game_id: String,
    /// Bumped at every change of the game; questions and searches remember it.
    pub generation: u64,
    /// Display layout for the current game.
    pub layout: Layout,
    pub clock: Clock,
    pub count: Count,
    /// Selected cards: `index` and up in `slot` (click-to-select).
    pub sel: Option<(Slot, usize)>,
    pub hint: Option<HintMark>,
    /// Keyboard cursor: a card (or `len` = the pile itself).
    pub cursor: Option<(Slot, usize)>,
    /// Focus follows the cursor (keyboard play).
    pub keyboard: bool,
    pub drag: Option<Drag>,
    pub last_tap: Option<(Slot, usize, f64)>,
    /// Notation typed on the table, not yet played.
    pub typed: String,
    pub confirm: Option<Confirm>,
    pub screen: Screen,
    /// The view on screen (built once per change, read by the announcer).
    pub view: Option<crate::view::View>,
    /// The game's link query (built once per change).
    pub query: String,
    pub worker: Client,
    /// What the worker is doing for the page, by request id.
    pub asked: Vec<(u64, Asked)>,
    pub autoplay: Autoplay,
    pub replay: Replay,
    /// The Woods tools' last answer (Locate, Print, typed commands).
    pub woods_output: String,
    /// A solution found by Solve, for the position it belongs to (its record query).
    pub solution: Option<(String, Vec<String>)>,
    /// Woods' A command: autosave to a file every `n` moves (0 = off).
    pub autosave_every: u32,
    /// The moves panel is open.
    pub panel_open: bool,
    /// The sheet (dialog) open over the table, if any.
    pub sheet: Option<Sheet>,
    /// Notices on screen (a link's problems, storage trouble).
    pub notices: Vec<super::toast::Notice>,
    /// Games ended but not yet written to the statistics (variant key, outcome).
    pub pending_counts: Vec<(String, crate::stats::Outcome)>,
    /// The deal of the day this game is (its date), if it is one.
    pub daily: Option<String>,
    /// The rules chosen in the New game sheet, not yet dealt.
    pub draft: Option<crate::games::Options>,
    /// What the clipboard write under way is for.
    pub copying: Option<Copying>,
    /// A deal found winnable ahead of time, with its rules (the next New
    /// with "winnable deals only" takes it at once).
    pub ready: Option<(crate::games::Options, u32)>,
    pub store: Store,
    pub hooks: Hooks,
    pub listeners: Vec<Listener>,
}

impl App {
    pub fn new(session: Session, layout: Layout, store: Store, worker: Client) -> App {
        App {
            session,
            game_id: new_game_id(),
            generation: 0,
            layout,
            clock: Clock::default(),
            count: Count::default(),
            sel: None,
            hint: None,
            cursor: None,
            keyboard: false,
            drag: None,
            last_tap: None,
            typed: String::new(),
            confirm: None,
            screen: Screen::default(),
            view: None,
            query: String::new(),
            worker,
            asked: Vec::new(),
            autoplay: Autoplay::default(),
            replay: Replay { speed_ms: 600, ..Replay::default() },
            woods_output: String::new(),
            solution: None,
            autosave_every: 0,
            panel_open: false,
            sheet: None,
            notices: Vec::new(),
            pending_counts: Vec::new(),
            daily: None,
            draft: None,
            copying: None,
            ready: None,
            store,
            hooks: Hooks::default(),
            listeners: Vec::new(),
        }
    }

    pub fn state(&self) -> &AnyGame {
        self.session.state()
    }

    pub fn record(&self) -> Record {
        self.session.record()
    }

    /// The deal number, when the game is a numbered deal.
    pub fn deal_number(&self) -> Option<u32> {
        match self.session.origin {
            Origin::Deal(n) => Some(n),
            Origin::Position(_) => None,
        }
    }

    /// The player has moves in this game that a new game would throw away.
    pub fn in_progress(&self) -> bool {
        let played = !self.session.steps().is_empty() || self.session.can_redo();
        played && self.count.touched && !self.count.counted && !self.state().is_won()
    }

    /// Whether a search of this kind is under way.
    pub fn asking(&self, f: impl Fn(&Asked) -> bool) -> bool {
        self.asked.iter().any(|(_, a)| f(a))
    }

    /// Cancels the searches `f` picks (their answers will be ignored).
    pub fn forget(&mut self, f: impl Fn(&Asked) -> bool) {
        let ids: Vec<u64> = self.asked.iter().filter(|(_, a)| f(a)).map(|(id, _)| *id).collect();
        for id in ids {
            self.worker.cancel(id);
            self.asked.retain(|(i, _)| *i != id);
        }
    }

    /// Stops autoplay (its timer and its outstanding request); whether it ran.
    pub fn halt_autoplay(&mut self) -> bool {
        let was = self.autoplay.on;
        self.autoplay.on = false;
        if let Some(t) = self.autoplay.timer.take() {
            super::dom::cancel(t);
        }
        self.forget(|a| matches!(a, Asked::Autoplay { .. }));
        was
    }

    /// Closes the replay bar and stops its playback (the position stays).
    pub fn close_replay(&mut self) {
        self.replay.active = false;
        if let Some(t) = self.replay.timer.take() {
            super::dom::cancel(t);
        }
    }
}
