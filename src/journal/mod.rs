//! The statistics journal as a model of its own ([`Tally`]): free of the
//! page (it names no `App`, no page message, effect or sheet), so a journal
//! worker can host it unchanged (issue 42: stage 1 of moving the journal
//! out of the page's wasm). One entry point, [`Tally::update`]: a
//! [`JournalIn`] and the time in, the [`JournalOut`]s to carry out back,
//! plain values (stage 2 sends them by structured clone).
//!
//! - `model.rs`: the journal as last read, with what this tab added; the
//!   records not yet committed; one write at a time; why the store refused;
//!   the Statistics sheet's note; the statistics from before the journal.
//! - `read.rs`: the store read, keys first, then the records the model
//!   does not know, a slice at a time; the figures counted afresh.
//! - `import.rs`: a statistics file imported in slices.
//! - `words.rs`: what the journal says (its notes, its notices).
//! - `sheet.rs`, `chart.rs`: the Statistics sheet's figures and chart;
//!   `tree.rs`: the sheet's body as a tree (`page::node::Node`, the one
//!   page type named here), built in the worker and posted to the page
//!   (`wire::View::sheet`), so the page's wasm neither reads the figures
//!   nor draws them.
//! - `tests.rs`: the model alone, scripts of inputs and the outputs expected.
//!
//! The store's work ([`StoreOp`]) is asked of whoever holds the IndexedDB
//! connection (the page's shell today, `Effect::Store`; the worker next).
//! The storage a worker has no access to (localStorage, sessionStorage)
//! stays the page's: the model says what to keep there
//! ([`JournalOut::KeepPending`], [`JournalOut::Leave`], [`JournalOut::Unkeep`],
//! [`JournalOut::Migrated`]) and takes what the page read at start
//! ([`JournalIn::Start`]).
//!
//! **What the page reads of the journal** (the read surface stage 2 sends
//! across), all on [`Tally`]: [`Tally::waiting`] (the storage notice, the
//! status), [`Tally::refused`] (the storage notice, the sheet's warning),
//! [`Tally::pending`] (the sheet's warning), [`Tally::note`] (the sheet's
//! note), [`Tally::played_deals`] (the catalogue's deals already played),
//! and the figures the sheet shows: [`Tally::whole`] (the journal's,
//! once read and counted) or else [`Tally::shown`] (the worker builds the
//! sheet's tree of them, `host.rs`). The tests read more
//! ([`Tally::journal`], [`Tally::loaded`], [`Tally::loading`]); the page
//! does not.

pub mod chart;
pub mod host;
mod import;
mod model;
mod read;
pub mod sheet;
#[cfg(test)]
mod tests;
pub mod tree;
pub mod wire;
pub mod words;

pub use model::{Tally, COUNT, READ, SLICE, STORE_MS};
pub use read::{unknown, KEYS};

/// At most once in this many ms a sheet is drawn again for news that
/// keeps coming (a big import's progress; the review's worker news), as
/// each drawing lays the sheet out (some 20 ms in the browser).
pub const DRAW_MS: f64 = 1000.0;

/// What the journal is told (the page's `Msg::Journal`: the shell's
/// answers and timers, the page's own steps).
#[derive(Clone, Debug, PartialEq)]
pub enum JournalIn {
    /// At start: the records this tab had not stored (its sessionStorage
    /// text), the statistics from before the journal when not yet migrated
    /// (localStorage), and what other tabs left for a later one (their
    /// localStorage keys, with their text).
    Start { pending: Option<String>, old: Option<String>, left: Vec<(String, String)> },
    /// A finished game's record (or any record) to add and store.
    Add(crate::stats::record::Record),
    /// The Statistics sheet opened: its note goes, the store is read again.
    SheetOpened,
    /// The store opened ([`StoreOp::Open`]), or why not.
    StoreOpened(Result<(), Refusal>),
    /// The store's keys asked for, in its order ([`StoreOp::ReadKeys`]), or why not.
    Keys(Result<Vec<String>, Refusal>),
    /// The records asked for by id, each as JSON text ([`StoreOp::Read`]), or why not.
    Read(Result<Vec<String>, Refusal>),
    /// The write of [`StoreOp::Write`] committed, or why not.
    Written(Result<(), Refusal>),
    /// The retry timer or "Try again": open the store again, write what waits.
    Retry,
    /// [`JournalTimer::Store`]'s deadline passed: the store did not answer.
    StoreLate,
    /// Export the journal (the sheet's button).
    Export,
    /// The export's file was offered (`made`) or not: `records` as `name`.
    Exported { name: String, records: usize, made: bool },
    /// A statistics file to import: its name, and its text or why it could not be read.
    Import(String, Result<String, String>),
    /// [`JournalTimer::Import`]: a big import's next step.
    ImportNext,
    /// [`JournalTimer::Count`]: the next games of the figures' count.
    CountNext,
}

/// What the journal asks to be done.
#[derive(Clone, Debug, PartialEq)]
pub enum JournalOut {
    /// Work for the store (the page's shell does it today; the journal
    /// worker, which has IndexedDB, will).
    Store(StoreOp),
    /// Keep the records not yet stored (a journal file's text) in this tab.
    KeepPending(String),
    /// This tab can no longer store its records (a newer Swarm upgraded
    /// the database): keep them (a journal file's text) where a later tab
    /// finds them, under this tab's key (localStorage), for its `Start`.
    Leave(String),
    /// What another tab left is stored: remove its key if it still holds this text.
    Unkeep(String, String),
    /// The statistics from before the journal are in it as this record
    /// (`none`: nothing to migrate): mark them migrated and remove them.
    Migrated(String),
    /// Offer this file to download: the journal of `records` records
    /// ([`JournalIn::Exported`] says how it went).
    Download { name: String, text: String, records: usize },
    /// Send this timer's input after this many ms (the one due is dropped),
    /// or (`None`) stop it.
    Timer(JournalTimer, Option<u32>),
    /// Draw the Statistics sheet again, if it is open.
    DrawSheet,
    /// Say this to screen readers.
    Announce(String),
    /// Show this notice (damaged statistics, a newer Swarm's database).
    Notice(String),
}

/// What the journal asks of its store (IndexedDB).
#[derive(Clone, Debug, PartialEq)]
pub enum StoreOp {
    /// Open the store ([`JournalIn::StoreOpened`] answers).
    Open,
    /// Read the store's keys, in its order: those after `after` (from the
    /// first without), at most `count` ([`JournalIn::Keys`] answers).
    ReadKeys { after: Option<String>, count: u32 },
    /// Read these records by id in one transaction ([`JournalIn::Read`] answers).
    Read(Vec<String>),
    /// Write these records (JSON) in one transaction ([`JournalIn::Written`] answers).
    Write(Vec<String>),
}

/// The journal's timers, each due once at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JournalTimer {
    /// The store's open or read ([`JournalIn::StoreLate`]).
    Store,
    /// A big import's next step ([`JournalIn::ImportNext`]).
    Import,
    /// The figures' count after a read goes on ([`JournalIn::CountNext`]).
    Count,
}

/// Why the statistics store refused: its words, and whether it is full
/// (a full store keeps its connection; any other refusal opens it again).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub text: String,
    pub quota: bool,
    /// A newer Swarm upgraded the database (`VersionError`): every retry
    /// is refused until this tab reloads.
    pub updated: bool,
}
