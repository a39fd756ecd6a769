//! The journal's state and its one entry point, [`Tally::update`]: the
//! journal as last read, with what this tab added; the records not yet
//! committed (kept in this tab's sessionStorage too, so a reload retries
//! them; and, once a newer Swarm upgraded the database, in localStorage,
//! where a later tab finds them and stores them: `JournalOut::Leave`); one
//! write at a time; why the store refused; the Statistics sheet's note;
//! and the statistics from before the journal, migrated once after the
//! first read.
//!
//! A record goes in once (by id), is pending until the write commits, and
//! a refused write keeps it, shown and retried (a closed connection is
//! opened again). Every figure is derived from the records, each folded
//! in once as the journal takes it (`crate::stats::fold`). A big import
//! goes in slices of [`SLICE`] records: each merged and folded in [`READ`]
//! a turn, then written, the next once it committed (`import.rs`).

use super::words;
use super::{JournalIn, JournalOut, JournalTimer, Refusal, StoreOp, DRAW_MS};
use crate::stats::fold::{Count, Fold};
use crate::stats::journal::{self, Journal};
use crate::stats::record::{Finished, Record};
use crate::stats::{migrate, Stats};
use crate::winnable::Date;

/// How long the store's open or read is waited for (ms) before it is said
/// to have failed, and retried.
pub const STORE_MS: u32 = 10_000;

/// The most records a write carries, and an import writes at once: a big
/// import goes in slices, the next once the one before committed (the
/// shell puts a write's records 5 values a turn, `web/idb.rs`). 2,000,
/// not 500: a 100,000-record import in 50 transactions, not 200
/// (docs/benchmarks.md).
pub const SLICE: usize = 2000;

/// The most records of an import read (and merged, folded in) in one turn
/// of the page: [`SLICE`] at once, then their write, were 60-80 ms.
pub const READ: usize = 500;

/// The most games folded into the figures in one turn of the page when
/// they are counted afresh after a read (some 3 ms natively at 20,000
/// rule sets; the whole count of those was one task of 67-77 ms in Chromium).
pub const COUNT: usize = 2000;

/// What the model's steps push their outputs to.
pub(super) type Out = Vec<JournalOut>;

/// The statistics journal.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    pub(super) journal: Journal,
    /// The store is open (the shell holds its connection).
    pub(super) open: bool,
    /// The journal was read from the store at least once.
    pub(super) loaded: bool,
    /// The store is being opened or read.
    pub(super) loading: bool,
    /// Records not yet committed to the store.
    pub(super) pending: Vec<Record>,
    /// The write under way: the ids it carries, the migrated record's among
    /// them, and the store's keys it writes (`stats::bundle`).
    pub(super) writing: Option<(Vec<String>, Vec<String>, Vec<String>)>,
    /// Why the last write or open failed (shown; cleared by a commit).
    pub(super) refused: Option<String>,
    /// What the last export or import said (shown in the Statistics sheet).
    pub(super) note: Option<String>,
    /// The statistics from before the journal (localStorage), to migrate
    /// after the first read, while not yet migrated.
    pub(super) old: Option<String>,
    /// Notices raised (damaged statistics), given out at the end of the update.
    pub(super) raised: Vec<String>,
    /// A newer Swarm upgraded the database: this tab can no longer store
    /// its records, and leaves them for a later tab (`JournalOut::Leave`).
    pub(super) updated: bool,
    /// What other tabs left, taken at start: their key, its text, the ids
    /// in it; the key is removed once the store has all of them.
    pub(super) left: Vec<(String, String, Vec<String>)>,
    /// A big import going in slices.
    pub(super) importing: Option<Import>,
    /// When the sheet was last drawn for it ([`Tally::draw`]).
    pub(super) drawn_at: f64,
    /// The figures of the journal, each record folded in once.
    pub(super) figures: Fold,
    /// The figures being counted afresh after a read, [`COUNT`] games a
    /// turn (`read.rs`); `figures` are not whole meanwhile, and not shown.
    pub(super) counting: Option<Count>,
    /// The keys the store is known to hold (a record's id, or a bundle's:
    /// `stats::bundle`): read from it, or written by this tab; sorted,
    /// without repeats (`small_sort::add`: a `BTreeSet` type is a whole
    /// B-tree in the wasm).
    pub(super) stored: Vec<String>,
    /// A read of the store under way (`read.rs`).
    pub(super) reading: Option<Reading>,
}

/// A read under way: the keys read so far (up to `after`; all once
/// `keys_done`), the ids to read (the next from `next`, `asked` of them
/// asked), the damaged records found so far (as why), whether ids the page
/// knew were missing (`lost`), and whether the figures are counted afresh
/// at its end (the first read, or a store that lost records).
#[derive(Clone, Debug, Default)]
pub struct Reading {
    pub(super) after: Option<String>,
    pub(super) keys_done: bool,
    pub(super) lost: bool,
    pub(super) ids: Vec<String>,
    pub(super) next: usize,
    pub(super) asked: usize,
    pub(super) bad: Vec<String>,
    pub(super) afresh: bool,
}

/// An import going in slices: the file's name, its records (checked
/// whole, then read [`READ`] a turn), how many are merged and stored, how
/// many of the slice being read or written (read since the last slice
/// committed), added and known so far.
#[derive(Clone, Debug, Default)]
pub struct Import {
    pub(super) name: String,
    pub(super) file: crate::stats::slices::Slices,
    pub(super) done: usize,
    pub(super) writing: usize,
    pub(super) added: usize,
    pub(super) known: usize,
}

impl Tally {
    /// The journal's one entry point: what it is told at `now` (ms since
    /// the epoch), and what it asks to be done (the notices it raised last).
    pub fn update(&mut self, msg: JournalIn, now: f64) -> Vec<JournalOut> {
        let mut fx = Vec::new();
        match msg {
            JournalIn::Start { pending, old, left } => self.start(pending, old, left, &mut fx),
            JournalIn::Add(r) => self.add(r, &mut fx),
            JournalIn::SheetOpened => {
                self.note = None;
                self.reread(&mut fx);
            }
            JournalIn::StoreOpened(r) => self.store_opened(r, &mut fx),
            JournalIn::Keys(r) => self.keys_read(r, now, &mut fx),
            JournalIn::Read(r) => self.records_read(r, now, &mut fx),
            JournalIn::Written(r) => self.written(r, now, &mut fx),
            JournalIn::Retry if self.open => self.write(&mut fx),
            JournalIn::Retry => self.open_store(&mut fx),
            JournalIn::StoreLate => self.late(&mut fx),
            JournalIn::Export => self.export(now, &mut fx),
            JournalIn::Exported { name, records, made } => {
                self.say(words::exported(records, &name, made), now, &mut fx)
            }
            JournalIn::Import(name, text) => self.import(&name, text, now, &mut fx),
            JournalIn::ImportNext => self.import_next(now, &mut fx),
            JournalIn::CountNext => self.count_next(&mut fx),
        }
        for text in std::mem::take(&mut self.raised) {
            fx.push(JournalOut::Notice(text));
        }
        fx
    }

    /// The journal as read, with what this tab added.
    pub fn journal(&self) -> &Journal {
        &self.journal
    }

    /// The records not yet committed to the store.
    pub fn pending(&self) -> &[Record] {
        &self.pending
    }

    pub fn loaded(&self) -> bool {
        self.loaded
    }

    pub fn loading(&self) -> bool {
        self.loading
    }

    /// Why the store refused, while it does.
    pub fn refused(&self) -> Option<&str> {
        self.refused.as_deref()
    }

    /// What the last export or import said.
    pub fn note(&self) -> Option<&str> {
        self.note.as_deref()
    }

    /// Records wait for the store, or the store failed (the retry timer runs).
    pub fn waiting(&self) -> bool {
        !self.pending.is_empty() || self.refused.is_some()
    }

    /// Each deal of the rules `variant` played (in the journal, or waiting
    /// to be written) to `mark`, in no order, perhaps twice.
    pub fn played_deals(&self, variant: &str, mut mark: impl FnMut(u32)) {
        for r in self.journal.records().chain(&self.pending) {
            if let Record::Game(Finished { variant: v, deal: Some(n), .. }) = r {
                if v == variant {
                    mark(*n);
                }
            }
        }
    }

    /// The store is read, or the figures counted: they are not whole yet.
    fn busy(&self) -> bool {
        self.loading || self.counting.is_some()
    }

    /// The journal's figures, once it is read and they are whole (kept as
    /// records come: read as they are, none copied).
    pub fn whole(&self) -> Option<&Fold> {
        (self.loaded && !self.busy()).then_some(&self.figures)
    }

    /// The figures the sheet shows (none while they are being read).
    pub fn shown(&self) -> Option<Stats> {
        words::shown(&self.figures, &self.pending, (self.loaded, self.busy(), self.refused.is_some()))
    }

    /// Folds the records the journal just took into the figures; while
    /// they are counted afresh, the count starts again (from the journal,
    /// which holds them: a count's games are the journal's at its start).
    pub(super) fn fold_in(&mut self, records: &[Record]) {
        match self.counting.as_mut() {
            Some(c) => *c = Count::default(),
            None => self.figures.add_all(records, &self.journal),
        }
    }

    /// The figures' count's next [`COUNT`] games ([`JournalTimer::Count`]),
    /// and the sheet drawn once they are whole.
    pub(super) fn count_next(&mut self, fx: &mut Out) {
        let Some(c) = self.counting.as_mut() else { return };
        match c.step(&self.journal, COUNT) {
            Some(f) => {
                self.figures = f;
                self.counting = None;
                fx.push(JournalOut::DrawSheet);
            }
            None => fx.push(JournalOut::Timer(JournalTimer::Count, Some(0))),
        }
    }

    /// At start: what this tab had not stored (its sessionStorage text),
    /// the statistics from before the journal when not yet migrated, and
    /// what other tabs left for a later one.
    fn start(&mut self, pending: Option<String>, old: Option<String>, left: Vec<(String, String)>, fx: &mut Out) {
        if let Some(text) = pending {
            match journal::parse_file(&text) {
                Ok((records, _)) => self.pending = records,
                Err(e) => self
                    .raised
                    .push(format!("Statistics: the games this tab had not stored yet could not be read ({e}).")),
            }
        }
        self.take_left(left);
        self.old = old;
        self.open_store(fx);
    }

    /// Keeps the pending records in this tab's sessionStorage, and where a
    /// later tab finds them once this one can no longer store them.
    pub(super) fn keep(&self, fx: &mut Out) {
        let text = journal::file_text(&self.pending, &[]);
        if self.updated && !self.pending.is_empty() {
            fx.push(JournalOut::Leave(text.clone()));
        }
        fx.push(JournalOut::KeepPending(text));
    }

    /// Takes what other tabs left (their keys and text) into
    /// the pending records; what cannot be read is named and left as it is.
    fn take_left(&mut self, left: Vec<(String, String)>) {
        for (key, text) in left {
            match journal::parse_file(&text) {
                Ok((records, _)) => {
                    let ids = records.iter().map(|r| r.id().to_string()).collect();
                    self.pending.extend(records);
                    self.left.push((key, text, ids));
                }
                Err(e) => self.raised.push(format!("Statistics: the games another tab left could not be read ({e}).")),
            }
        }
        let mut seen: Vec<String> = Vec::new();
        self.pending.retain(|r| crate::small_sort::add(&mut seen, r.id().to_string()));
    }

    /// Removes what other tabs left once the store has all of it (unless
    /// its tab wrote more since).
    pub(super) fn let_go_left(&mut self, fx: &mut Out) {
        if !self.loaded || self.left.is_empty() {
            return;
        }
        let mut pending: Vec<&str> = Vec::new();
        for r in &self.pending {
            crate::small_sort::add(&mut pending, r.id());
        }
        let (done, kept) = std::mem::take(&mut self.left).into_iter().partition(|(_, _, ids)| {
            ids.iter().all(|id| self.journal.has(id) && !crate::small_sort::has(&pending, id.as_str()))
        });
        self.left = kept;
        fx.extend(done.into_iter().map(|(key, text, _): (String, String, Vec<String>)| JournalOut::Unkeep(key, text)));
    }

    /// Opens the store (unless that is under way); reading follows.
    pub(super) fn open_store(&mut self, fx: &mut Out) {
        if !self.loading {
            self.loading = true;
            fx.push(JournalOut::Store(StoreOp::Open));
            fx.push(JournalOut::Timer(JournalTimer::Store, Some(STORE_MS)));
        }
    }

    fn store_opened(&mut self, r: Result<(), Refusal>, fx: &mut Out) {
        self.loading = false;
        fx.push(JournalOut::Timer(JournalTimer::Store, None));
        match r {
            Ok(()) => {
                self.open = true;
                self.reread(fx);
            }
            Err(why) => self.unavailable(&why, fx),
        }
    }

    /// Writes the pending records in one transaction (one write at a time;
    /// what comes meanwhile goes with the next).
    pub(super) fn write(&mut self, fx: &mut Out) {
        if self.writing.is_some() || self.pending.is_empty() {
            return;
        }
        if !self.loaded || !self.open {
            return self.open_store(fx);
        }
        let slice = &self.pending[..self.pending.len().min(SLICE)];
        let ids = slice.iter().map(|r| r.id().to_string()).collect();
        let legacy = slice.iter().filter(|r| matches!(r, Record::Legacy(_))).map(|r| r.id().to_string());
        let (keys, values) = crate::stats::bundle::values(slice).into_iter().unzip();
        self.writing = Some((ids, legacy.collect(), keys));
        fx.push(JournalOut::Store(StoreOp::Write(values)));
    }

    /// A write's answer: committed (no longer pending), or refused (kept, shown, retried).
    fn written(&mut self, r: Result<(), Refusal>, now: f64, fx: &mut Out) {
        let (ids, legacy, keys) = self.writing.take().unwrap_or_default();
        match r {
            Ok(()) => {
                let mut set: Vec<String> = ids;
                crate::small_sort::heap_sort(&mut set);
                set.dedup();
                self.pending.retain(|p| set.binary_search_by(|x| x.as_str().cmp(p.id())).is_err());
                for key in keys {
                    crate::small_sort::add(&mut self.stored, key);
                }
                self.keep(fx);
                self.refused = None;
                fx.extend(legacy.into_iter().map(JournalOut::Migrated));
                self.let_go_left(fx);
                self.write(fx);
                if let Some(note) = self.import_stored(fx) {
                    self.say(note, now, fx);
                }
            }
            Err(why) => {
                if !why.quota {
                    // The connection may be gone (a newer page upgraded
                    // the database): the retry opens it again.
                    self.open = false;
                }
                self.refuse(&why, fx);
                self.drawn_at = f64::NEG_INFINITY;
            }
        }
        self.draw(now, fx);
    }

    /// Adds a record and writes it; nothing when the journal has its id.
    fn add(&mut self, r: Record, fx: &mut Out) {
        if self.loaded {
            if !self.journal.insert(r.clone()) {
                return;
            }
            self.fold_in(std::slice::from_ref(&r));
        } else if self.pending.iter().any(|p| p.id() == r.id()) {
            return;
        }
        self.pending.push(r);
        self.keep(fx);
        self.write(fx);
        fx.push(JournalOut::DrawSheet);
    }

    /// The store cannot be opened, read or written: this tab's games stay
    /// counted (and shown), pending, and the retry timer tries again.
    pub(super) fn unavailable(&mut self, why: &Refusal, fx: &mut Out) {
        self.refuse(why, fx);
        fx.push(JournalOut::DrawSheet);
    }

    /// Keeps why the store refused (shown). A database a newer Swarm
    /// upgraded refuses every retry: that is said once in a notice too, and
    /// the pending records are left where a later tab finds them.
    fn refuse(&mut self, why: &Refusal, fx: &mut Out) {
        if why.updated && !self.updated {
            self.updated = true;
            self.keep(fx);
        }
        if why.updated {
            if self.refused.as_deref() != Some(words::UPDATED) {
                self.raised.push(format!("{}.", words::UPDATED));
            }
            self.refused = Some(words::UPDATED.to_string());
        } else {
            self.refused = Some(why.text.clone());
        }
    }

    /// The store's open or read did not answer in time: said as a refusal,
    /// and no longer waited for (the retry opens it again).
    fn late(&mut self, fx: &mut Out) {
        if self.loading {
            self.loading = false;
            self.reading = None;
            self.open = false;
            let text = format!("the browser's database did not answer within {} s", STORE_MS / 1000);
            self.unavailable(&Refusal { text, quota: false, updated: false }, fx);
        }
    }

    /// The statistics from before the journal become one record, once.
    pub(super) fn migrate_old(&mut self, now: f64, fx: &mut Out) {
        let Some(old) = self.old.take() else { return };
        match migrate::migrate(&old, now.max(0.0) as u64) {
            Err(e) => self.raised.push(format!("Statistics: {e}: none could be read.")),
            Ok(None) => {
                // Nothing to count. Damaged parts (of which nothing was
                // read) are named, and the old statistics kept as they were.
                let problems = Stats::from_json(&old).map(|l| l.problems).unwrap_or_default();
                if problems.is_empty() {
                    fx.push(JournalOut::Migrated("none".into()));
                }
                self.problems(&problems);
            }
            Ok(Some(m)) => {
                self.problems(&m.problems);
                let id = m.record.id().to_string();
                if self.journal.insert(m.record.clone()) {
                    self.fold_in(std::slice::from_ref(&m.record));
                    self.pending.push(m.record);
                }
                if !self.pending.iter().any(|r| r.id() == id) {
                    // The journal had it already (a page that wrote it and went).
                    fx.push(JournalOut::Migrated(id));
                }
            }
        }
    }

    /// Damaged parts of the statistics, named in a notice.
    pub(super) fn problems(&mut self, problems: &[String]) {
        if !problems.is_empty() {
            self.raised.push(format!("Statistics: {}.", problems.join("; ")));
        }
    }

    /// Export: the journal as a file to download ([`JournalIn::Exported`] says how it went).
    fn export(&mut self, now: f64, fx: &mut Out) {
        if !self.loaded {
            let msg = words::not_read(self.refused.as_deref());
            return self.say(msg, now, fx);
        }
        let today = Date::from_unix_ms(now).map(|d| d.to_string()).unwrap_or_default();
        fx.push(JournalOut::Download {
            name: format!("swarm-statistics-{today}.json"),
            text: self.journal.export(),
            records: self.journal.len(),
        });
    }

    /// Says `msg` in the Statistics sheet (and to screen readers), as
    /// often as the sheet is drawn ([`Tally::draw`]).
    pub(super) fn say(&mut self, msg: String, now: f64, fx: &mut Out) {
        self.note = Some(msg.clone());
        if self.draw(now, fx) {
            fx.push(JournalOut::Announce(msg));
        }
    }

    /// Draws the Statistics sheet again: at once, but while an import runs
    /// at most once a [`DRAW_MS`] (each drawing lays the sheet out, some
    /// 20 ms in the browser: ~1 s of a 100,000-record import drawn at each
    /// step); its end is drawn at once. Whether it is drawn.
    fn draw(&mut self, now: f64, fx: &mut Out) -> bool {
        if self.importing.is_some() && now - self.drawn_at < DRAW_MS {
            return false;
        }
        self.drawn_at = now;
        if !fx.iter().any(|o| matches!(o, JournalOut::DrawSheet)) {
            fx.push(JournalOut::DrawSheet);
        }
        true
    }
}
