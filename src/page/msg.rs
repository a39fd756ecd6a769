//! The page model's vocabulary: what can happen ([`Msg`]) — what the shell
//! must do is `effect.rs`'s [`Effect`](super::Effect) — and the small state types the model keeps (the
//! clock, the question and the action it is bound to, the hint's mark).
//! What the worker is asked and answers is the protocol's
//! (`crate::protocol`): the model sends and reads it itself.

use super::chrome::ui::{Copying, Notice};
use super::input::keys::Key;
use super::sheets::tree::Sheet;
pub use super::timer::Timer;
use super::Saved;
use crate::games::{GameId, Move, Options, Slot};
use crate::history::Session;
use crate::journal::wire::{BadWire, News};
use crate::protocol::{Reply, Tagged};
use crate::solver::rate::Difficulty;
use crate::view::Layout;

/// A message's kind, as the feedback line shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    Info,
    Error,
}

/// What happened: the page's input, typed, by concern: each group is
/// handled by one exhaustive `match` in the module that owns it.
#[derive(Clone, Debug)]
pub enum Msg {
    Table(TableMsg),
    Game(GameMsg),
    Assist(AssistMsg),
    Worker(WorkerMsg),
    Replay(ReplayMsg),
    /// The statistics journal: what the shell read at start, the journal
    /// worker's news, the player's asks (`stats/journal.rs`; the journal
    /// itself is the worker's, `crate::journal`).
    Journal(JournalMsg),
    Sheet(SheetMsg),
    Review(ReviewMsg),
    Prefs(PrefsMsg),
    Ui(UiMsg),
    File(FileMsg),
    /// The page's first table is drawn: the files it fetches after it are
    /// asked for (the catalogue of rated deals, the help text).
    Drawn,
}

/// About the statistics journal (its worker's asks and news, `stats/journal.rs`).
#[derive(Clone, Debug)]
pub enum JournalMsg {
    /// At start: what this tab had not stored (sessionStorage), the
    /// statistics from before the journal when not yet migrated and what
    /// other tabs left (localStorage), and the outbox: what this tab asked
    /// the worker that it had not taken (sessionStorage, a JSON array of
    /// records), all as the shell read them.
    Start { pending: Option<String>, old: Option<String>, left: Vec<(String, String)>, outbox: Option<String> },
    /// The journal worker's news of one turn, or what is wrong with it.
    News(Result<Vec<News>, BadWire>),
    /// The journal worker could not start, or stopped: why.
    Failed(String),
    /// "Try again" on the notice that it failed: start it again.
    Restart,
    /// "Try again" (the storage notice).
    Retry,
    /// Export the journal (the sheet's button).
    Export,
    /// A statistics file to import: its name, its text or why it could not be read.
    Import(String, Result<String, String>),
}

/// On the table: the moves, the selection, the pointer and the cards' order
/// (`game/moves.rs`).
#[derive(Clone, Debug)]
pub enum TableMsg {
    /// Play a move (a drop, a click on a target, an auto-move the shell resolved).
    Play(Move),
    /// Play a move typed in the game's notation.
    PlayText(String),
    /// Move the cards from `index` up in `from` onto `to`.
    Transfer {
        from: Slot,
        index: usize,
        to: Slot,
    },
    /// A tap (a click, Enter or Space) on card `index` of `slot`, or on the
    /// pile itself (`None`): what it means is the model's (`App::tap`).
    Tap {
        slot: Slot,
        index: Option<usize>,
    },
    /// Send the cards from `index` up in `slot` to their best place (right-click,
    /// double-click); the stock deals.
    Auto {
        slot: Slot,
        index: usize,
    },
    /// The stock was clicked (or D): deal, or turn the waste over.
    Stock,
    /// Remove a completed suit (the menu's Remove suit).
    RemoveSuit,
    Undo,
    Redo,
    Restart,
    /// Woods' `-k`: back up over k moves.
    Back(usize),
    /// The selection on the table (click-to-select, a drag picked up); `None` clears it.
    Select(Option<(Slot, usize)>),
    /// Esc: selection and hint off the table.
    ClearMarks,
    /// Cards dragged from `index` up in `from` were dropped on pile `to`
    /// (`None`: on no pile). A drop that does not move them puts them back
    /// (`Effect::PutBack`); one refused on a pile also drops the selection.
    Drop {
        from: Slot,
        index: usize,
        to: Option<Slot>,
    },
    /// The piles in reading order as the shell laid them out (the keyboard
    /// cursor walks them).
    Order(Vec<Slot>),
    /// A press on the table (on a card or pile, or beside them): keyboard
    /// play ends; a press beside the piles drops the selection.
    Press {
        on_card: bool,
    },
    /// A click or tap that did not drag (a second one on the same card
    /// soon after auto-moves it).
    Click {
        slot: Slot,
        index: Option<usize>,
    },
}

/// Which game is on the table: New, a deal, a loaded or kept game, the deal of
/// the day, and the answer to the question that guards leaving one
/// (`game/switch.rs`).
#[derive(Clone, Debug)]
pub enum GameMsg {
    /// The answer to the question on screen.
    Answer(bool),
    /// A question closed by the browser (Escape): the safe answer.
    Dismissed,
    /// New (the bar's button, N): a new deal of this game with its rules.
    New,
    /// A new deal with these rules (the New game sheet).
    NewWith(Options),
    /// Deal this number with these rules.
    Deal(Options, u32),
    /// Put a game on the table (a loaded file, a replayed record), leaving
    /// the one there as a new game would; with a line to say.
    Open(Session, String),
    /// Resume a kept game (its id, clock and count come back).
    Resume(Box<Saved>),
    /// Switch to another game: its kept game (resumed), or a new deal of it
    /// with these rules. The game on the table stays in its own game's
    /// slot, so nothing is asked or counted.
    Switch(Options, Option<Box<Saved>>),
    /// The deal of the day with these rules on this date (`YYYY-MM-DD`);
    /// with the game kept in its game's slot, resumed if it is that deal.
    Daily(Options, String, Option<Box<Saved>>),
    /// Deal from the New game sheet, with its draft rules: the number
    /// typed (read here), else a random deal; with the draft game's slot
    /// (`kept::switch_kept`), resumed first when it is another game.
    DealDraft(Option<String>, Option<Box<Saved>>),
    /// Resume the game a link set aside (its notice's button): as read
    /// from storage, or why it could not be read.
    ResumeAside(GameId, Result<Option<Box<Saved>>, String>),
    /// A game in progress pushed out of the set-aside place by another
    /// (`kept::Opening::left`): counted as left, as New counts one.
    CountLeft(Box<Saved>),
    /// Stop looking for New's deal (or the deal of the day).
    CancelFind,
    /// The catalogue of rated deals (`game/catalogue.rs`).
    Catalogue(CatalogueMsg),
}

/// The catalogue of rated deals (`crate::catalogue`), which the page
/// fetches once its first table is drawn (`game/catalogue.rs`).
#[derive(Clone, Debug)]
pub enum CatalogueMsg {
    /// A rule set's file (`RuleSet::name`) as fetched, or why it was not.
    Loaded(&'static str, Result<Vec<u8>, String>),
}

/// The solver's help: Hint, Solve, Autoplay, Finish (`worker/assist.rs`).
#[derive(Clone, Debug)]
pub enum AssistMsg {
    Hint,
    Solve,
    ToggleAutoplay,
    /// Autoplay's (or Finish's) pace timer: the next move is due.
    AutoplayStep,
    /// Finish: play the rest of a won endgame.
    Finish,
    /// Stop autoplay (any input does), saying why (nothing when empty).
    StopAutoplay(String),
    /// The coach's deadline (`Timer::Coach`): the move it holds is played
    /// unquestioned (`worker/coach.rs`).
    CoachDue,
}

/// What the worker says (`worker/assist.rs`).
#[derive(Clone, Debug)]
pub enum WorkerMsg {
    /// A search's answer (or progress) from the worker, with the ticket
    /// of the request it answers.
    Reply(Tagged<Reply>),
    /// The worker stopped or could not start.
    Failed(String),
    /// `Timer::Worker`'s deadline passed without a word from the worker.
    Silent,
}

/// The replay bar (`game/replay.rs`).
#[derive(Clone, Debug)]
pub enum ReplayMsg {
    /// Replay mode on or off (playing a move from an earlier point of a replay
    /// drops the moves after it).
    On(bool),
    /// Step the replay to move `n`.
    Seek(usize),
    /// The menu's Replay: open the replay bar, or close it (back to the end).
    Toggle,
    Start,
    End,
    /// Step the replay by this many moves.
    Step(i64),
    /// Play or pause the replay.
    Play,
    /// The replay's timer: the next move is due.
    Tick,
    /// The replay's pace (ms a move).
    Speed(u32),
}

/// The sheets over the table and New game's draft (`sheets/open.rs`).
#[derive(Clone, Debug)]
pub enum SheetMsg {
    /// A setting of the New game sheet's game changed (kept in storage).
    Setting(Setting),
    /// Open a sheet (New game, Statistics, Look, How to play — which
    /// closes when open —, Load, Woods line); open already, it is drawn again.
    Open(Sheet),
    /// The open sheet closed (its Close button, Escape, a deal made from it).
    Close,
    /// A game picked in New game (not dealt until the player deals).
    PickGame(GameId),
    /// A rule picked in New game: its key and value.
    DraftOption(String, String),
    /// Ask the statistics to be forgotten (the Statistics sheet's Reset:
    /// asks first; `Pending::ResetStats`).
    AskResetStats,
    /// The help text's file (`crate::help::ADDRESS`) as fetched, or why
    /// it was not (`sheets/help.rs`).
    Help(Result<Vec<u8>, String>),
    /// "Try again" (the help sheet, when its text could not be loaded).
    RetryHelp,
}

/// Game review (`review/state.rs`).
#[derive(Clone, Debug)]
pub enum ReviewMsg {
    /// Review the game (the menu, the end-of-game banner): the sheet opens.
    Ask,
    /// The review sheet closed (a review under way stops).
    Closed,
    /// A point of the review's chart: show the position after move `n`.
    Open(usize),
    /// "Show the better move": the position before move `n`, the better
    /// move the review names there drawn as a hint is.
    Better(usize),
    /// "Play on from here": the game from the position before move `n`,
    /// marked assisted, the better move drawn as a hint.
    PlayOn(usize),
}

/// The player's choices per game, kept in storage (`game/prefs.rs`).
#[derive(Clone, Debug)]
pub enum PrefsMsg {
    /// The layout the player chose for a game's table.
    Layout(GameId, Layout),
    /// "Winnable deals only" changed (the next New's deal is looked for ahead of time).
    WinnableOnly(GameId, bool),
    /// The difficulty of a game's New deals (`None`: Any; else a winnable
    /// deal of that label, looked for ahead of time).
    Difficulty(GameId, Option<Difficulty>),
    /// Woods' `A k`: keep the game every `k` moves (0: off).
    AutosaveEvery(u32),
    /// The coach on or off for a game (`worker/coach.rs`).
    Coach(GameId, bool),
}

/// The page around the game: keys, typed text, the moves panel, notices,
/// storage trouble, the clipboard (`chrome/ui.rs`).
#[derive(Clone, Debug)]
pub enum UiMsg {
    /// A key pressed (`keys.rs`: the key map). This and the messages after
    /// it are `ui.rs`'s, `keys.rs`' and `replay.rs`'.
    Key(Key),
    /// Text typed (on the table, the move field, Locate, Print) done: a
    /// move plays, a Woods command acts.
    Typed(String),
    /// The moves panel: open or closed (`None`: the other way round).
    Panel(Option<bool>),
    /// One more notice (shown once).
    Notice(Notice),
    /// The notices whose button starts with this action go.
    Unnotice(String),
    /// The notices dismissed.
    DismissNotices,
    /// Whether some write to the browser's storage is refused (the
    /// storage notice shows while so, or while the journal's store refuses).
    Storage { failing: bool },
    /// A clipboard write is under way, for this.
    Copying(Copying),
    /// The clipboard wrote (`true`) or refused.
    Copied(bool),
    /// The page opens, or is left or hidden: the game is kept as it is
    /// now, its clock too (`Effect::Save`).
    Keep,
    /// A second passed: the time the bar's clock shows (time reaches the
    /// model only with its messages).
    Tick,
}

/// Game files: load, save, paste (`storage/files.rs`).
#[derive(Clone, Debug)]
pub enum FileMsg {
    /// The file of `Effect::Download` was offered (`made`) or not.
    Downloaded { name: String, what: Downloading, made: bool },
    /// A file or text to load: its name, and its text or why it could not be read.
    Load(String, Result<String, String>),
    /// A move record pasted in the moves panel, to replay from this deal's start.
    Pasted(String),
    /// Save the game as a file.
    Save,
}

/// A setting of the New game sheet's game, as the player changed it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Setting {
    /// The difficulty of its New deals (`None`: Any).
    Difficulty(Option<Difficulty>),
    /// Its table's layout (the layout's key).
    Layout(String),
    /// "Winnable deals only".
    WinnableOnly(bool),
    /// The coach (a move that loses the game, in Spider and Beetle a blunder, is questioned).
    Coach(bool),
}

impl Timer {
    /// The message this timer sends when it is due.
    pub fn due(self) -> Msg {
        match self {
            Timer::Autoplay => Msg::Assist(AssistMsg::AutoplayStep),
            Timer::Replay => Msg::Replay(ReplayMsg::Tick),
            Timer::Worker => Msg::Worker(WorkerMsg::Silent),
            Timer::Coach => Msg::Assist(AssistMsg::CoachDue),
        }
    }
}

/// What a file offered to download is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Downloading {
    /// The game (Save, Woods' `F`), with what to say once it is offered.
    Game(String),
    /// The statistics journal, of this many records.
    Journal(usize),
}

pub use crate::journal::Refusal;

/// The game clock: started at the first move (not when the game appears);
/// frozen once won.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Clock {
    /// When the game's time started (ms), `None` before the first move.
    pub(super) started_ms: Option<f64>,
    pub(super) won_ms: Option<f64>,
}

impl Clock {
    /// The game's time at `now`.
    pub fn elapsed(&self, now: f64) -> f64 {
        match (self.won_ms, self.started_ms) {
            (Some(w), _) => w,
            (None, Some(s)) => (now - s).max(0.0),
            (None, None) => 0.0,
        }
    }

    /// Running (started, not won).
    pub fn running(&self) -> bool {
        self.started_ms.is_some() && self.won_ms.is_none()
    }

    pub fn won_ms(&self) -> Option<f64> {
        self.won_ms
    }
}

/// An action that waits for the player's yes or no. It is bound to the
/// game as it was when asked: any change of the game lapses it.
#[derive(Clone, Debug)]
pub enum Pending {
    /// Undo the step that is the last one played.
    Undo { step: usize },
    /// Back to the start, taking back seen cards.
    Restart,
    /// Peeking analysis or a Beeswax solution (marks the game assisted).
    Solve,
    /// Leave the game in progress for another (counted as lost).
    Leave(Box<Leave>),
    /// Forget every statistic.
    ResetStats,
    /// Review a game in progress (marks it assisted).
    Review,
    /// Play the move the coach questioned (it loses the game).
    Play(Move),
}

/// Where the player goes when the game on the table is left.
#[derive(Clone, Debug)]
pub enum Leave {
    /// A game of this session (a deal, a loaded file), with a line to say.
    Start(Session, String),
    /// A random deal with these options.
    Random(Options),
    /// A deal the solver wins, with these options.
    Winnable(Options),
    /// A deal found for New while the player played on (winnable deals only).
    Found(Options, u32, String),
    /// A kept game.
    Resume(Box<Saved>),
    /// Woods' `-k` (not a new game, but asked the same way).
    Back(usize),
    /// The deal of the day (its date), with a line to say.
    Daily(Session, String, String),
}

/// The question on screen.
#[derive(Clone, Debug)]
pub struct Question {
    pub action: Pending,
    pub text: String,
    /// The yes button's words.
    pub yes: String,
    /// `App::generation` when asked.
    pub(super) at: u64,
}

/// A hint on the table: its move, the selection it made, and the game it is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HintMark {
    pub mv: Move,
    pub sel: Option<(Slot, usize)>,
    pub(super) at: u64,
}

/// A search the worker is doing for the page.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Asked {
    Hint {
        at: u64,
    },
    Solve {
        at: u64,
        peeked: bool,
    },
    Autoplay {
        at: u64,
    },
    /// Finish's solution of this position.
    Finish {
        at: u64,
    },
    /// New, winnable deals only: the options, the number started from, and
    /// the generation when asked (a deal found after the player played on
    /// waits for the player's word).
    Winnable {
        options: Options,
        from: u32,
        at: u64,
    },
    /// The next New's deal, looked for ahead of time.
    Prefetch {
        options: Options,
    },
    Daily {
        options: Options,
        date: String,
    },
    /// New with a difficulty: a winnable deal of it, from `from` on, the
    /// generation when asked (as `Winnable`).
    Rated {
        options: Options,
        want: crate::solver::rate::Difficulty,
        from: u32,
        at: u64,
    },
    /// The next New's deal of a difficulty, looked for ahead of time.
    PrefetchRated {
        options: Options,
        want: crate::solver::rate::Difficulty,
        from: u32,
    },
    /// The rating of a deal (the one on the table when asked).
    Rate {
        options: Options,
        deal: u32,
    },
    /// The review on the sheet (`App::review`).
    Review,
    /// The coach's look at the player's move `mv`, held until it answers
    /// or its deadline (`worker/coach.rs`).
    Coach {
        at: u64,
        mv: Move,
    },
}
