//! The page as a native model (no web crates, tested with `cargo test`):
//! the game on the table and everything the player's actions decide about
//! it — the moves and their history, the selection and the hint on the
//! table, the question waiting for an answer, the searches asked of the
//! worker, the clock, the statistics' count, the deal of the day.
//!
//! One owner: [`App::update`] is the only way the state changes. It takes a
//! typed [`Msg`] (what happened) and the time, and returns the [`Effect`]s
//! the shell must carry out (save, set the address, ask the worker, count
//! a game, animate…). The shell (`src/web/`) turns DOM events into
//! messages, runs the effects and draws what the accessors say.
//!
//! ```text
//! pointer / key / button ──> web (shell) ──> Msg ──> App::update ──> Session::play ──> Game::apply
//!                                                         │
//! worker reply ──> Msg::Worker(WorkerMsg::Reply (its ticket names its request)) ┘──> Vec<Effect> ──> web runs them, draws
//! ```

pub mod chrome;
pub mod drawn;
mod effect;
mod game;
pub mod input;
mod msg;
pub mod node;
pub mod review;
pub mod screen;
pub mod sheets;
pub mod stats;
pub mod storage;
pub mod table;
mod timer;
mod worker;

pub use crate::decimal::clock_text;
pub use crate::journal::{Tally, COUNT, KEYS, READ, SLICE};
pub use chrome::ui::{Copying, Notice};
pub use effect::{Effect, Fetched};
pub use game::difficulty::{not_offered, title as difficulty_title, DIFFICULTIES};
pub use game::moves::DOUBLE_MS;
pub use input::keys::{Key, Place};
use msg::Asked;
pub use msg::{
    AssistMsg, CatalogueMsg, Clock, Downloading, FileMsg, GameMsg, HintMark, JournalMsg, Leave, Msg, Pending, PrefsMsg,
    Question, Refusal, ReplayMsg, ReviewMsg, Setting, SheetMsg, TableMsg, Timer, Tone, UiMsg, WorkerMsg,
};
pub use review::state::{Decided, Mark, Point, Review, DRAW_MS};
pub use screen::{screen, Asking, ResultLine, Screen};
pub use sheets::open::SheetEnv;
pub use sheets::tree::Sheet;
pub use stats::journal::LEFT_PENDING;
pub use storage::saved::{session_from, Saved};
pub use worker::coach::COACH_MS;

use crate::games::{AnyGame, GameId, Move, Options, Slot};
use crate::history::Session;
// "3 moves", "1 move".
use crate::notation::count as count_of;
use crate::protocol::{Request, Tagged, Ticket};
use crate::record::{Origin, Record};
use crate::view::Layout;

/// The page's state. Private fields: read through the accessors, changed
/// only by [`App::update`].
#[derive(Clone, Debug)]
pub struct App {
    /// The game on the table and what is known of it.
    game: Playing,
    /// The table's layout.
    layout: Layout,
    /// The player's and the hint's marks on the table.
    marks: Marks,
    question: Option<Question>,
    /// What the worker is asked, and autoplay and Finish, which it feeds.
    searches: Searches,
    /// The deals found ahead of time, and the deals' ratings.
    ahead: Ahead,
    /// The player's choices per game (`game/prefs.rs`).
    prefs: Prefs,
    replaying: bool,
    /// What the page has of the statistics journal, which its worker keeps
    /// (`stats/journal.rs`): what it shows, the deals played, the outbox.
    journal: stats::journal::Journal,
    /// This tab's random id: its key for the records it leaves to a later
    /// tab ([`LEFT_PENDING`]), drawn as the journal starts.
    tab: String,
    /// The sheet open over the table, and New game's draft rules (`sheets/open.rs`).
    sheet: Option<Sheet>,
    draft: Option<Options>,
    /// The random state for deal numbers and game ids (seeded by the shell).
    rng: u64,
    /// The time of the message being handled: `update`'s `now`, the one
    /// way time reaches what the model does (no handler takes a time).
    now: f64,
    /// The game review on the sheet (`review/state.rs`).
    review: Option<Review>,
    /// The last game that ended (won or left, counted) with moves, to review.
    left: Option<Box<Saved>>,
    /// The page around the game: cursor, typed text, panel, notices… (`chrome/ui.rs`).
    ui: chrome::ui::Ui,
    /// The help sheet's text, fetched (`sheets/help.rs`).
    help: sheets::help::HelpText,
}

/// The game on the table and what is known of it.
#[derive(Clone, Debug)]
struct Playing {
    session: Session,
    /// This game instance's id (the statistics count it once).
    id: String,
    /// Bumped at every change of the game.
    generation: u64,
    clock: Clock,
    /// Counted in the statistics already (won, or counted before a reload).
    counted: bool,
    /// The player moved or undid in this game.
    touched: bool,
    /// Hints taken in this game.
    hints: u32,
    /// The deal of the day's date, when it is that deal.
    daily: Option<String>,
    /// A solution found by Solve, for the position it belongs to (its record query).
    solution: Option<(String, Vec<String>)>,
}

/// The marks on the table.
#[derive(Clone, Debug, Default)]
struct Marks {
    sel: Option<(Slot, usize)>,
    hint: Option<HintMark>,
    /// A tap that removed a complete run: its pile and when (the second
    /// click of a double-click on it is part of the same gesture).
    tap_removed: Option<(Slot, f64)>,
}

/// The searches asked of the worker.
#[derive(Clone, Debug, Default)]
struct Searches {
    /// The requests the worker is working on, by their tickets.
    asked: Vec<(Ticket, Asked)>,
    next_request: u64,
    autoplay: bool,
    /// Finish's moves still to play (in notation), while it plays them.
    finishing: Vec<String>,
    /// Why the worker cannot run, once it failed to start.
    worker_broken: Option<String>,
    /// The coach's look-ahead (Spider, Beetle): the ticket of the one the
    /// worker was last asked for (its generation the position's), cancelled
    /// once the coach is off or the game leaves Spider and Beetle.
    looked_ahead: Option<Ticket>,
    /// The generation of the position whose hint the worker was last asked
    /// to work out ahead (or was asked for by Hint).
    hinted_ahead: Option<u64>,
    /// The worker's last answer to Hint, with the generation of its
    /// position: Hint pressed again there shows it at once.
    hint_given: Option<(u64, crate::protocol::Reply)>,
}

/// The deals found ahead of time, and the ratings the worker gave.
#[derive(Clone, Debug, Default)]
struct Ahead {
    /// A deal found winnable ahead of time, with its rules.
    ready: Option<(Options, u32)>,
    /// A deal of a difficulty found ahead of time, with its rules.
    ready_rated: Option<(Options, crate::solver::rate::Difficulty, u32)>,
    /// Deal ratings the worker gave: rules, deal, label and number.
    ratings: Vec<(Options, u32, (crate::solver::rate::Difficulty, u8))>,
    /// The catalogue files fetched (`game/catalogue.rs`): a rule set's
    /// name and its file, checked.
    shelves: Vec<(&'static str, Vec<u8>)>,
    /// The rule sets whose file could not be had (fetched or read): their
    /// deals are rated by the worker.
    unshelved: Vec<&'static str>,
}

/// The player's choices per game.
#[derive(Clone, Debug, Default)]
struct Prefs {
    /// The layout chosen for each game's table.
    layouts: Vec<(GameId, Layout)>,
    /// Games with "winnable deals only" on.
    winnable_only: Vec<GameId>,
    /// The difficulty chosen per game (absent: Any).
    difficulty: Vec<(GameId, crate::solver::rate::Difficulty)>,
    /// Woods' `A k`: keep the game every k moves (0: off).
    autosave_every: u32,
    /// Games with the coach on.
    coach: Vec<GameId>,
}

impl App {
    /// A page with `session` on the table; `seed` feeds the deal numbers
    /// and game ids it makes (the shell passes fresh randomness; tests a
    /// fixed number).
    pub fn new(session: Session, layout: Layout, seed: u64) -> App {
        let mut app = App {
            game: Playing {
                session,
                id: String::new(),
                generation: 0,
                clock: Clock::default(),
                counted: false,
                touched: false,
                hints: 0,
                daily: None,
                solution: None,
            },
            layout,
            marks: Marks::default(),
            question: None,
            searches: Searches::default(),
            ahead: Ahead::default(),
            prefs: Prefs::default(),
            replaying: false,
            journal: Default::default(),
            tab: String::new(),
            sheet: None,
            draft: None,
            rng: seed | 1,
            now: 0.0,
            review: None,
            left: None,
            ui: chrome::ui::Ui::default(),
            help: sheets::help::HelpText::default(),
        };
        app.game.id = app.new_id();
        let won = app.state().is_won();
        app.game.counted = won;
        app.game.clock.won_ms = won.then_some(0.0);
        app
    }

    /// Resumes a kept game as the page opens (its id, clock, count and marks).
    pub fn resumed(saved: &Saved, session: Session, layout: Layout, seed: u64, now: f64) -> App {
        let mut app = App::new(session, layout, seed);
        app.take_saved(saved, now);
        app
    }

    fn take_saved(&mut self, saved: &Saved, now: f64) {
        self.game.id = saved.id.clone();
        let started = saved.touched || saved.elapsed_ms > 0.0 || saved.won_ms.is_some();
        self.game.clock.started_ms = started.then_some(now - saved.elapsed_ms);
        self.game.clock.won_ms = saved.won_ms;
        self.game.counted = saved.counted || self.state().is_won();
        self.game.touched = saved.touched;
        self.game.daily = saved.daily.clone();
        self.game.hints = saved.hints;
    }

    // ---- reading the state ----

    pub fn session(&self) -> &Session {
        &self.game.session
    }

    pub fn state(&self) -> &AnyGame {
        self.game.session.state()
    }

    pub fn record(&self) -> Record {
        self.game.session.record()
    }

    /// This game instance's id (statistics count it once, whichever tab ends it).
    pub fn id(&self) -> &str {
        &self.game.id
    }

    /// Bumped at every change of the game.
    pub fn generation(&self) -> u64 {
        self.game.generation
    }

    pub fn layout(&self) -> Layout {
        self.layout
    }

    pub fn clock(&self) -> Clock {
        self.game.clock
    }

    pub fn counted(&self) -> bool {
        self.game.counted
    }

    pub fn hints(&self) -> u32 {
        self.game.hints
    }

    pub fn selection(&self) -> Option<(Slot, usize)> {
        self.marks.sel
    }

    /// The hint on the table, while it is about this position.
    pub fn hint_mark(&self) -> Option<HintMark> {
        self.marks.hint.filter(|h| h.at == self.game.generation)
    }

    pub fn question(&self) -> Option<&Question> {
        self.question.as_ref()
    }

    pub fn autoplaying(&self) -> bool {
        self.searches.autoplay || !self.searches.finishing.is_empty()
    }

    /// Finish is offered: a won endgame — nothing hidden and nothing left
    /// to deal (Spider, Beetle, Beehive), or a Beeswax table with ten
    /// quartets locked (three ranks left) — not yet won, and not already
    /// finishing.
    pub fn can_finish(&self) -> bool {
        let state = self.state();
        if state.is_won() || !self.searches.finishing.is_empty() || self.asking(|a| matches!(a, Asked::Finish { .. })) {
            return false;
        }
        if state.id() == GameId::Beeswax {
            let view = state.view(self.layout);
            return view.piles.iter().filter(|p| p.done).count() >= 10;
        }
        state.unseen().is_empty() && !state.legal_moves().contains(&Move::Deal)
    }

    pub fn replaying(&self) -> bool {
        self.replaying
    }

    pub fn daily(&self) -> Option<&str> {
        self.game.daily.as_deref()
    }

    pub fn solution(&self) -> Option<&(String, Vec<String>)> {
        self.game.solution.as_ref()
    }

    pub fn autosave_every(&self) -> u32 {
        self.prefs.autosave_every
    }

    /// A hint is being thought about.
    pub fn hinting(&self) -> bool {
        self.asking(|a| matches!(a, Asked::Hint { .. }))
    }

    /// Solve (analysis) is running.
    pub fn solving(&self) -> bool {
        self.asking(|a| matches!(a, Asked::Solve { .. }))
    }

    /// New waits for a winnable deal.
    pub fn finding_deal(&self) -> bool {
        self.asking(|a| matches!(a, Asked::Winnable { .. } | Asked::Daily { .. } | Asked::Rated { .. }))
    }

    /// The deal number, when the game is a numbered deal.
    pub fn deal_number(&self) -> Option<u32> {
        match self.game.session.origin {
            Origin::Deal(n) => Some(n),
            Origin::Position(_) => None,
        }
    }

    /// The player has moves in this game that a new game would throw away.
    pub fn in_progress(&self) -> bool {
        let played = !self.game.session.steps().is_empty() || self.game.session.can_redo();
        played && self.game.touched && !self.game.counted && !self.state().is_won()
    }

    /// The game as kept (this tab's save, its game's slot).
    pub fn saved(&self, now: f64) -> Saved {
        Saved {
            record: self.record(),
            id: self.game.id.clone(),
            elapsed_ms: self.game.clock.elapsed(now),
            won_ms: self.game.clock.won_ms,
            counted: self.game.counted,
            touched: self.game.touched,
            daily: self.game.daily.clone(),
            hints: self.game.hints,
        }
    }

    /// The link query of the game: its record, and the deal of the day's date.
    pub fn query(&self) -> String {
        let mut q = self.record().to_query(true);
        if let Some(d) = &self.game.daily {
            q.push_str(&format!("&daily={d}"));
        }
        q
    }

    // ---- changing it ----

    /// The one way the page changes: `msg` happened at `now` (ms since the
    /// epoch); the effects say what the shell must do.
    #[must_use = "the effects are the shell's to carry out"]
    pub fn update(&mut self, msg: Msg, now: f64) -> Vec<Effect> {
        let mut fx = Vec::new();
        self.now = now;
        // The worker spoke about a search of the game on the table.
        let heard = matches!(&msg, Msg::Worker(WorkerMsg::Reply(r))
            if r.ticket.generation == self.game.generation && self.searches.asked.iter().any(|(t, _)| t.id == r.ticket.id));
        let was = self.silence_ms();
        self.step(msg, &mut fx);
        self.look_ahead(&mut fx);
        self.hint_ahead(&mut fx);
        self.watch_worker(heard, was, &mut fx);
        fx
    }

    /// One message to the module that owns its concern: each handles
    /// every message of its group in one exhaustive `match`.
    fn step(&mut self, msg: Msg, fx: &mut Vec<Effect>) {
        match msg {
            Msg::Table(m) => self.table_msg(m, fx),
            Msg::Game(m) => self.game_msg(m, fx),
            Msg::Assist(m) => self.assist_msg(m, fx),
            Msg::Worker(m) => self.worker_msg(m, fx),
            Msg::Replay(m) => self.replay_msg(m, fx),
            Msg::Journal(m) => self.journal_msg(m, fx),
            Msg::Sheet(m) => self.sheet_msg(m, fx),
            Msg::Review(m) => self.review_msg(m, fx),
            Msg::Prefs(m) => self.prefs_msg(m, fx),
            Msg::Ui(m) => self.ui_msg(m, fx),
            Msg::File(m) => self.file_msg(m, fx),
            Msg::Drawn => {
                self.fetch_catalogue(fx);
                self.fetch_help(fx);
            }
        }
    }

    /// After any change of the game: a new generation (the questions and
    /// searches about the old position lapse), save, address, redraw.
    fn changed(&mut self, animate: bool, fx: &mut Vec<Effect>) {
        self.game.generation += 1;
        if self.question.as_ref().is_some_and(|q| !matches!(q.action, Pending::ResetStats)) {
            self.question = None;
            fx.push(Effect::CloseQuestion);
        }
        let gen = self.game.generation;
        let stale = |a: &Asked| matches!(a, Asked::Hint { at } | Asked::Solve { at, .. } | Asked::Coach { at, .. } if *at != gen);
        if self.asking(stale) {
            self.forget(stale, fx);
            if !self.searches.autoplay {
                say(fx, "", None);
            }
        }
        fx.push(Effect::Save(Box::new(self.saved(self.now))));
        fx.push(Effect::Address(self.query()));
        fx.push(Effect::Draw { animate });
    }

    /// Asks the player about `action` (bound to the game as it is now).
    fn ask(&mut self, action: Pending, text: &str, yes: &str, fx: &mut Vec<Effect>) {
        self.question =
            Some(Question { action, text: text.to_string(), yes: yes.to_string(), at: self.game.generation });
        fx.push(Effect::Ask);
    }

    /// A fresh random number (xorshift64*: deal numbers and game ids).
    fn random(&mut self) -> u64 {
        let mut x = self.rng;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.rng = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn random_deal(&mut self) -> u32 {
        (self.random() >> 32).max(1) as u32
    }

    fn new_id(&mut self) -> String {
        format!("{:016x}", self.random())
    }

    fn pile_len(&self, slot: Slot) -> usize {
        self.state().view(self.layout).pile(slot).map_or(0, |p| p.cards.len())
    }

    fn asking(&self, f: impl Fn(&Asked) -> bool) -> bool {
        self.searches.asked.iter().any(|(_, a)| f(a))
    }

    /// Cancels the searches `f` picks (their answers will be dropped).
    fn forget(&mut self, f: impl Fn(&Asked) -> bool, fx: &mut Vec<Effect>) {
        let (gone, kept): (Vec<_>, Vec<_>) =
            std::mem::take(&mut self.searches.asked).into_iter().partition(|(_, a)| f(a));
        self.searches.asked = kept;
        fx.extend(gone.into_iter().map(|(ticket, _)| Effect::Cancel(ticket)));
    }

    /// Asks the worker `body`, remembering what for: its ticket is the next
    /// request id and the game's generation.
    fn request(&mut self, asked: Asked, body: Request, fx: &mut Vec<Effect>) {
        self.searches.next_request += 1;
        let ticket = Ticket { id: self.searches.next_request, generation: self.game.generation };
        self.searches.asked.push((ticket, asked));
        fx.push(Effect::Request(Tagged { ticket, body }));
    }

    /// The request `id` is answered (or no longer wanted).
    fn done(&mut self, id: u64) {
        self.searches.asked.retain(|(t, _)| t.id != id);
    }
}

/// A line of feedback (`None`: clear).
fn say(fx: &mut Vec<Effect>, text: impl Into<String>, tone: impl Into<Option<Tone>>) {
    fx.push(Effect::Feedback(text.into(), tone.into()));
}
