//! The browser front end (wasm only): the App handle holding the game in
//! progress, and the actions every input leads to. This is the only code that
//! touches wasm_bindgen / web_sys / js_sys; the page itself is `index.html`,
//! `www/style.css` and a two-line `www/main.js` that loads this module.
//!
//! Flow: input (pointer, keys, typed notation, toolbar) -> `Move` ->
//! `Session::play` (which goes through `Game::apply`) -> `render::all`.

mod a11y;
mod autoplay;
mod bench;
mod dom;
mod files;
mod help_panel;
mod hint;
mod input;
mod keys;
mod links;
mod panel;
mod player;
mod render;
mod replay;
mod settings;
mod sheet;
mod solve;
mod stats;
mod stats_panel;
mod storage;
mod toolbar;

use std::cell::RefCell;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::games::{AnyGame, GameId, Move, Options, Slot};
use crate::history::{Session, UndoError};
use crate::record::{Origin, Record};

/// An action waiting for the player's yes/no.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pending {
    Undo,
    Restart,
    ResetStats,
    Analyze,
}

/// Everything the page keeps between events.
pub struct App {
    pub session: Session,
    /// Display layout for the current game ("columns", "fans3x5", "fans4x4").
    pub layout: String,
    /// Selected cards: `index` and up in `slot` (click-to-select).
    pub sel: Option<(Slot, usize)>,
    /// The last hint's cards (a selection) and where they go: the target
    /// pile is marked while that selection stands.
    pub hint: Option<((Slot, usize), Slot)>,
    /// Keyboard cursor: a card (or `len` = the pile itself).
    pub cursor: Option<(Slot, usize)>,
    /// Focus follows the cursor (keyboard play).
    pub keyboard: bool,
    pub drag: Option<input::Drag>,
    pub last_tap: Option<(Slot, usize, f64)>,
    /// Notation typed on the table, not yet played.
    pub typed: String,
    pub started_ms: f64,
    /// Time taken, once won.
    pub won_ms: Option<f64>,
    pub pending: Option<Pending>,
    pub cache: render::Cache,
    /// The cards of the last move fly from these page positions.
    pub flight: Option<render::Flight>,
    /// The autoplay timer, while the computer plays.
    pub autoplay: Option<i32>,
}

/// An event listener owned by the page.
type Listener = Closure<dyn FnMut(web_sys::Event)>;

thread_local! {
    /// Updates the clock once a second (installed once, owned here).
    static TICK: Closure<dyn FnMut()> = Closure::new(|| {
        with_app(|app| {
            panel::tick(app);
            if app.won_ms.is_none() {
                app.save_clock();
            }
        });
    });
    static APP: RefCell<Option<App>> = const { RefCell::new(None) };
    /// The page's event listeners, installed once and owned here (never leaked).
    static LISTENERS: RefCell<Vec<Listener>> = const { RefCell::new(Vec::new()) };
}

/// Runs `f` on the App, unless it is absent or already busy (a re-entrant event).
pub fn with_app<R>(f: impl FnOnce(&mut App) -> R) -> Option<R> {
    APP.with(|a| match a.try_borrow_mut() {
        Ok(mut g) => g.as_mut().map(f),
        Err(_) => None,
    })
}

/// Installs `f` as the `event` listener of `target`; the closure is kept for the page's life.
pub fn listen(target: &web_sys::EventTarget, event: &str, f: impl FnMut(web_sys::Event) + 'static) {
    let c: Listener = Closure::new(f);
    if target.add_event_listener_with_callback(event, c.as_ref().unchecked_ref()).is_ok() {
        LISTENERS.with(|l| l.borrow_mut().push(c));
    }
}

/// Entry point: called once when the wasm is loaded.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
    let (session, mut notices) = links::initial_session();
    if let Err(e) = stats::load() {
        notices.push(e);
    }
    let layout = storage::layout(session.state().id());
    let app = App {
        session,
        layout,
        sel: None,
        cursor: None,
        keyboard: false,
        drag: None,
        last_tap: None,
        typed: String::new(),
        started_ms: dom::now_ms(),
        won_ms: None,
        pending: None,
        cache: render::Cache::default(),
        flight: None,
        autoplay: None,
        hint: None,
    };
    APP.with(|a| *a.borrow_mut() = Some(app));
    // A resumed game keeps its clock.
    with_app(|app| {
        if let Some((elapsed, won)) = storage::clock(&app.clock_id()) {
            app.started_ms = dom::now_ms() - elapsed;
            app.won_ms = won;
        }
    });
    toolbar::install();
    input::install();
    with_app(player::install);
    with_app(|app| {
        app.changed();
        render::notices(&notices);
    });
    render::watch_top();
    TICK.with(|t| {
        let _ = dom::window().set_interval_with_callback_and_timeout_and_arguments_0(t.as_ref().unchecked_ref(), 1000);
    });
}

/// A session rebuilt from a record; a bad move stops the replay, keeps the
/// moves before it and is reported (`move K (TEXT): REASON`).
pub fn session_from(rec: &Record) -> Result<(Session, Option<String>), String> {
    let start = rec.start_position()?;
    let mut s = Session::new(rec.origin.clone(), start);
    let err = s.replay(&rec.moves).err();
    s.cheated = rec.cheated;
    s.assisted = rec.assisted;
    Ok((s, err))
}

/// A fresh random deal of `game` (falling back to Beeswax if it cannot be dealt).
pub fn random_session(game: GameId) -> Session {
    let n = crate::deal::random_deal_number();
    match AnyGame::deal(game, &Options::defaults(game), n) {
        Ok(g) => Session::new(Origin::Deal(n), g),
        Err(_) => Session::new(Origin::Deal(n), AnyGame::Beeswax(crate::games::beeswax::Beeswax::deal(n))),
    }
}

impl App {
    pub fn state(&self) -> &AnyGame {
        self.session.state()
    }

    /// The identity of the game for its clock: its link without moves.
    pub fn clock_id(&self) -> String {
        self.session.record().to_query(false)
    }

    /// Saves the game clock (each change and each second).
    pub fn save_clock(&self) {
        storage::save_clock(&self.clock_id(), dom::now_ms() - self.started_ms, self.won_ms);
    }

    /// After any change of the game: save, update the address, redraw.
    pub fn changed(&mut self) {
        self.save_clock();
        let rec = self.session.record();
        solve::on_change(self);
        storage::autosave(&rec);
        links::update_url(&rec);
        render::all(self);
    }

    /// Plays `mv`; an illegal move is refused with its reason.
    pub fn play(&mut self, mv: Move) -> Result<(), String> {
        let flight = render::take_off(self, mv);
        let cheat = player::before_play(self, mv);
        self.session.play(mv).map_err(|e| e.0)?;
        player::played(self, cheat);
        self.flight = flight;
        self.after_move();
        Ok(())
    }

    /// Plays a move typed in the game's notation.
    pub fn play_text(&mut self, text: &str) -> Result<(), String> {
        let mv = self.state().parse_move(text)?;
        self.play(mv)
    }

    fn after_move(&mut self) {
        self.sel = None;
        if self.state().is_won() && self.won_ms.is_none() {
            self.won_ms = Some(dom::now_ms() - self.started_ms);
        }
        player::after_move(self);
        render::feedback("", "");
        self.changed();
    }

    /// Starts `session` as a new game.
    pub fn start_session(&mut self, session: Session) {
        player::leave(self);
        let game = session.state().id();
        if game != self.state().id() {
            self.layout = storage::layout(game);
        }
        autoplay::stop(self, "");
        self.session = session;
        self.sel = None;
        self.cursor = None;
        self.typed.clear();
        self.started_ms = dom::now_ms();
        self.won_ms = None;
        self.pending = None;
        self.flight = None;
        self.changed();
        player::started(self);
    }

    /// Deal `number` of `game` with `options`, or the reason it cannot be dealt.
    pub fn new_deal(&mut self, options: Options, number: u32) -> Result<(), String> {
        let g = AnyGame::deal(options.game(), &options, number)?;
        self.start_session(Session::new(Origin::Deal(number), g));
        Ok(())
    }

    /// The deal number, when the game is a numbered deal.
    pub fn deal_number(&self) -> Option<u32> {
        match self.session.origin {
            Origin::Deal(n) => Some(n),
            Origin::Position(_) => None,
        }
    }

    /// Undo; a step that revealed a card asks first.
    pub fn undo(&mut self, confirmed: bool) {
        match self.session.undo(confirmed) {
            Ok(()) => {
                self.sel = None;
                self.won_ms = None;
                self.changed();
                player::after_undo(self);
            }
            Err(UndoError::Nothing) => render::feedback("Nothing to undo.", "info"),
            Err(UndoError::NeedsConfirmation(msg)) => {
                self.pending = Some(Pending::Undo);
                render::confirm(&msg, "Undo anyway");
            }
        }
    }

    pub fn redo(&mut self) {
        if self.session.redo() {
            self.sel = None;
            self.after_move();
        } else {
            render::feedback("Nothing to redo.", "info");
        }
    }

    /// Back to the start of the deal (the moves stay available to redo).
    /// Taking back seen cards asks first, as undo does.
    pub fn restart(&mut self, confirmed: bool) {
        while self.session.can_undo() {
            match self.session.undo(confirmed) {
                Ok(()) => {}
                Err(UndoError::NeedsConfirmation(_)) => {
                    self.pending = Some(Pending::Restart);
                    render::confirm(
                        "Restarting takes back cards you have seen: the game will be marked cheated.",
                        "Restart anyway",
                    );
                    break;
                }
                Err(UndoError::Nothing) => break,
            }
        }
        self.sel = None;
        self.won_ms = None;
        self.changed();
    }

    /// The player answered the confirmation dialog.
    pub fn answer(&mut self, yes: bool) {
        let pending = self.pending.take();
        render::confirm("", "");
        match (pending, yes) {
            (Some(Pending::Undo), true) => self.undo(true),
            (Some(Pending::Restart), true) => self.restart(true),
            (Some(Pending::Analyze), true) => solve::start(self),
            (Some(Pending::ResetStats), true) => {
                stats::reset();
                stats::show(self);
            }
            _ => {}
        }
    }

    /// Clicking the stock: deal if that is legal, else turn the waste over.
    pub fn stock(&mut self) {
        let legal = self.state().legal_moves();
        let mv = if legal.contains(&Move::Deal) {
            Move::Deal
        } else if legal.contains(&Move::TurnOver) {
            Move::TurnOver
        } else {
            Move::Deal
        };
        if let Err(e) = self.play(mv) {
            render::feedback(&e, "error");
        }
    }

    /// Auto-move the cards from `index` up in `slot` to their best place.
    pub fn auto(&mut self, slot: Slot, index: usize) {
        if slot == Slot::Stock {
            return self.stock();
        }
        match self.state().auto_move(slot, index) {
            Some(mv) => {
                if let Err(e) = self.play(mv) {
                    render::feedback(&e, "error");
                }
            }
            None => {
                self.sel = None;
                render::feedback("No useful move for those cards.", "info");
                render::all(self);
            }
        }
    }

    /// Moves the selection onto `to`.
    pub fn transfer(&mut self, from: Slot, index: usize, to: Slot) -> Result<(), String> {
        let len = self.cache.len_of(from);
        let count = len.saturating_sub(index);
        if count == 0 {
            return Err("There is no card there to move.".into());
        }
        self.play(Move::Transfer { from, to, count: count.min(255) as u8 })
    }
}
