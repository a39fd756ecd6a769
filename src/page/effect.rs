//! What the shell must do ([`Effect`]): the model's answer to every
//! message, carried out by `src/web/run.rs` (docs/page.md).

use super::msg::{CatalogueMsg, Downloading, GameMsg, Msg, SheetMsg, Timer, Tone};
use super::sheets::tree::Sheet;
use super::Saved;
use crate::journal::wire::Ask;
use crate::protocol::{Request, Tagged, Ticket};

/// What the shell must do.
#[derive(Clone, Debug, PartialEq)]
#[must_use = "an effect is the shell's to carry out"]
pub enum Effect {
    /// Keep this game (this tab's save, its game's slot).
    Save(Box<Saved>),
    /// Fetch a file of the site (at this address, beside `index.html`);
    /// its bytes, or why there are none, come back as `Fetched::answer`.
    Fetch(Fetched, String),
    /// Set the address to this query (the game's link).
    Address(String),
    /// Redraw the table and what is around it; `animate`: cards that moved fly.
    Draw { animate: bool },
    /// One line of feedback under the table (empty: clear it).
    Feedback(String, Option<Tone>),
    /// Show the question (`App::question`).
    Ask,
    /// Close the question's dialog.
    CloseQuestion,
    /// Ask the worker (the ticket names the request; its answers come back
    /// as `Msg::Reply` with the same ticket).
    Request(Tagged<Request>),
    /// Stop the worker (it went silent: `worker/watch.rs`), for this
    /// reason; the next request starts a new one.
    StopWorker(String),
    /// Cancel the request of this ticket (its answer, if it comes, is dropped).
    Cancel(Ticket),
    /// Another game is on the table (its instance id): messages about the
    /// one before go, the shell's own marks (cursor, typed notation) too.
    NewGame(String),
    /// Say this to screen readers.
    Announce(String),
    /// Say the last move to screen readers (what it moved, read off the
    /// table it drew, and "You won!" or "No moves left." when the game ended).
    AnnounceMove,
    /// The game was won: celebrate.
    Celebrate,
    /// End a celebration on screen.
    EndCelebration,
    /// Run the timer's message after this many ms (the one it had due is
    /// dropped), or (`None`) stop it.
    Timer(Timer, Option<u32>),
    /// Keep this value under this key in the browser's storage (a
    /// setting, Woods' SPIDER.TMP); a refused write is retried and shown.
    Keep(String, String),
    /// Remove this key from the browser's storage.
    Forget(String),
    /// Remove this key from the browser's storage if it still holds this
    /// text (its tab may have written more since).
    Unkeep(String, String),
    /// Open the sheet the model has open (`App::sheet`), closing any other,
    /// and draw it (`App::sheet_body`).
    OpenSheet,
    /// Draw this sheet again in place, if it is the one open and still on screen.
    DrawSheet(Sheet),
    /// Close every sheet (also once a game was loaded).
    CloseSheets,
    /// Post this to the journal worker (its news comes back as `Msg::Journal`).
    Journal(Ask),
    /// Start the journal worker again (it failed): what it is handed at
    /// start is read again and comes back as `JournalMsg::Start`.
    RestartJournal,
    /// Keep the outbox (a JSON array of the records asked for and not yet
    /// taken by the journal worker, each with the deal it counts) in this
    /// tab's sessionStorage; empty: remove it.
    KeepOutbox(String),
    /// Keep the records not yet stored (a journal file's text) in this tab.
    KeepPending(String),
    /// The statistics from before the journal are in it as this record
    /// (`none`: nothing to migrate): mark them migrated and remove them.
    Migrated(String),
    /// The key pressed was used: the browser's own use of it is kept off.
    KeyUsed,
    /// Show this as the notation being typed (the move field).
    MoveField(String),
    /// Offer this file to download (`name`, `text`; `Msg::Downloaded`
    /// says whether it was made).
    Download { name: String, text: String, what: Downloading },
    /// The dragged cards go back to their pile (`TableMsg::Drop` did not move them).
    PutBack,
    /// Focus this element (by id).
    Focus(String),
    /// Focus and select the text of this element (by id): to copy by hand.
    Select(&'static str),
    /// The Woods sheet's copy status line says this.
    WoodsCopied(String),
}

/// A file the page fetches from its site (`Effect::Fetch`), and where its
/// answer goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fetched {
    /// A rule set's catalogue file (`RuleSet::name`).
    Catalogue(&'static str),
    /// The help text (`crate::help::ADDRESS`).
    Help,
}

impl Fetched {
    /// The message that brings the file's bytes, or why there are none,
    /// to the model.
    pub fn answer(self, file: Result<Vec<u8>, String>) -> Msg {
        match self {
            Fetched::Catalogue(name) => Msg::Game(GameMsg::Catalogue(CatalogueMsg::Loaded(name, file))),
            Fetched::Help => Msg::Sheet(SheetMsg::Help(file)),
        }
    }
}
