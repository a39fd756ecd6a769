//! The statistics journal as the page keeps it (the model's; the shell
//! only opens, reads and writes the IndexedDB store it names): the journal
//! as last read, with what this tab added; the records not yet committed
//! (kept in this tab's sessionStorage too, so a reload retries them; and,
//! once a newer Swarm upgraded the database, in localStorage, where a later
//! tab finds them and stores them: `LEFT_PENDING`); one
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

use crate::games::GameId;
use crate::page::effect::Effect;
use crate::page::msg::{Downloading, Pending, Refusal, Timer};
use crate::page::sheets::tree::Sheet;
use crate::page::stats::sheet::{self as words, Figures, StatsSheet};
use crate::page::App;
use crate::page::{JournalMsg, UiMsg, DRAW_MS};
use crate::stats::fold::{Count, Fold};
use crate::stats::journal::{self, Journal};
use crate::stats::record::{Record, Reset};
use crate::stats::{migrate, Stats};
use crate::winnable::Date;

/// How long the store's open or read is waited for (ms) before it is said
/// to have failed, and retried.
pub const STORE_MS: u32 = 10_000;

/// The localStorage keys (this prefix and a tab's random id) under which a
/// tab that can no longer store its records (`Refusal::updated`) leaves
/// them, a journal file's text, for a later tab to store.
pub const LEFT_PENDING: &str = "swarm.stats.pending.";

/// The most records a write carries, and an import writes at once: a big
/// import goes in slices, the next once the one before committed (the
/// shell puts a write's records 50 a turn, `web/stats_store.rs`). 2,000,
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

/// The journal on the page.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    pub(in crate::page) journal: Journal,
    /// The store is open (the shell holds its connection).
    pub(in crate::page) open: bool,
    /// The journal was read from the store at least once.
    pub(in crate::page) loaded: bool,
    /// The store is being opened or read.
    pub(in crate::page) loading: bool,
    /// Records not yet committed to the store.
    pub(in crate::page) pending: Vec<Record>,
    /// The write under way: the ids it carries, the migrated record's among
    /// them, and the store's keys it writes (`stats::bundle`).
    pub(in crate::page) writing: Option<(Vec<String>, Vec<String>, Vec<String>)>,
    /// Why the last write or open failed (shown; cleared by a commit).
    pub(in crate::page) refused: Option<String>,
    /// What the last export or import said (shown in the Statistics sheet).
    pub(in crate::page) note: Option<String>,
    /// The statistics from before the journal (localStorage), to migrate
    /// after the first read, while not yet migrated.
    pub(in crate::page) old: Option<String>,
    /// Notices raised (damaged statistics), for the page to show.
    pub(in crate::page) raised: Vec<String>,
    /// A newer Swarm upgraded the database: this tab can no longer store
    /// its records, and leaves them under `LEFT_PENDING` + `tab`.
    pub(in crate::page) updated: bool,
    /// This tab's random id (its key under `LEFT_PENDING`).
    pub(in crate::page) tab: String,
    /// What other tabs left, taken at start: their key, its text, the ids
    /// in it; the key is removed once the store has all of them.
    pub(in crate::page) left: Vec<(String, String, Vec<String>)>,
    /// A big import going in slices.
    pub(in crate::page) importing: Option<Import>,
    /// When the sheet was last drawn for it (`App::draw_stats`).
    pub(in crate::page) drawn_at: f64,
    /// The figures of the journal, each record folded in once.
    pub(in crate::page) figures: Fold,
    /// The figures being counted afresh after a read, [`COUNT`] games a
    /// turn (`read.rs`); `figures` are not whole meanwhile, and not shown.
    pub(in crate::page) counting: Option<Count>,
    /// The keys the store is known to hold (a record's id, or a bundle's:
    /// `stats::bundle`): read from it, or written by this tab; sorted,
    /// without repeats (`small_sort::add`: a `BTreeSet` type is a whole
    /// B-tree in the wasm).
    pub(in crate::page) stored: Vec<String>,
    /// A read of the store under way (`read.rs`).
    pub(in crate::page) reading: Option<Reading>,
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
    pub(in crate::page) name: String,
    pub(in crate::page) file: crate::stats::slices::Slices,
    pub(in crate::page) done: usize,
    pub(in crate::page) writing: usize,
    pub(in crate::page) added: usize,
    pub(in crate::page) known: usize,
}

impl Tally {
    pub fn journal(&self) -> &Journal {
        &self.journal
    }

    pub fn pending(&self) -> &[Record] {
        &self.pending
    }

    pub fn loaded(&self) -> bool {
        self.loaded
    }

    pub fn loading(&self) -> bool {
        self.loading
    }

    pub fn refused(&self) -> Option<&str> {
        self.refused.as_deref()
    }

    pub fn note(&self) -> Option<&str> {
        self.note.as_deref()
    }

    /// Records wait for the store, or the store failed (the retry timer runs).
    pub fn waiting(&self) -> bool {
        !self.pending.is_empty() || self.refused.is_some()
    }

    /// The store is read, or the figures counted: they are not whole yet.
    fn busy(&self) -> bool {
        self.loading || self.counting.is_some()
    }

    /// Folds the records the journal just took into the figures; while
    /// they are counted afresh, the count starts again (from the journal,
    /// which holds them: a count's games are the journal's at its start).
    pub(in crate::page) fn fold_in(&mut self, records: &[Record]) {
        match self.counting.as_mut() {
            Some(c) => *c = Count::default(),
            None => self.figures.add_all(records, &self.journal),
        }
    }

    /// The figures' count's next [`COUNT`] games (`Timer::Count`), and the
    /// sheet drawn once they are whole.
    pub(in crate::page) fn count_next(&mut self, fx: &mut Vec<Effect>) {
        let Some(c) = self.counting.as_mut() else { return };
        match c.step(&self.journal, COUNT) {
            Some(f) => {
                self.figures = f;
                self.counting = None;
                fx.push(Effect::DrawSheet(Sheet::Stats));
            }
            None => fx.push(Effect::Timer(Timer::Count, Some(0))),
        }
    }

    /// The figures the sheet shows (none while they are being read).
    pub fn shown(&self) -> Option<Stats> {
        words::shown(&self.figures, &self.pending, (self.loaded, self.busy(), self.refused.is_some()))
    }

    /// The sheet of the figures shown (as `stats_sheet` of [`Tally::shown`]),
    /// the table holding a game of `game` whose rules are `current`. Once
    /// the journal is read, the kept figures are read as they are, none
    /// copied: drawing it costs a pass over the rule sets, not a copy of
    /// each one's figures and last games (16 ms natively at 20,000 rule
    /// sets, 0.9 now: `examples/journal_bench.rs`).
    pub fn sheet(&self, game: GameId, current: &str, today: Option<Date>) -> Option<StatsSheet> {
        if self.loaded && !self.busy() {
            let f = &self.figures;
            let figures = Figures {
                entries: Box::new(f.entries()),
                recent: f.recent(current).collect(),
                daily: f.daily(game.key()),
            };
            return Some(words::sheet_of(figures, game, current, today));
        }
        self.shown().map(|s| words::stats_sheet(&s, game, current, today))
    }

    /// Keeps the pending records in this tab's sessionStorage, and where a
    /// later tab finds them once this one can no longer store them.
    pub(super) fn keep(&self, fx: &mut Vec<Effect>) {
        let text = journal::file_text(&self.pending, &[]);
        if self.updated && !self.pending.is_empty() {
            fx.push(Effect::Keep(format!("{LEFT_PENDING}{}", self.tab), text.clone()));
        }
        fx.push(Effect::KeepPending(text));
    }

    /// Takes what other tabs left (`LEFT_PENDING` keys and their text) into
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
    pub(super) fn let_go_left(&mut self, fx: &mut Vec<Effect>) {
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
        fx.extend(done.into_iter().map(|(key, text, _): (String, String, Vec<String>)| Effect::Unkeep(key, text)));
    }

    /// Opens the store (unless that is under way); reading follows.
    pub(super) fn open_store(&mut self, fx: &mut Vec<Effect>) {
        if !self.loading {
            self.loading = true;
            fx.push(Effect::OpenStore);
            fx.push(Effect::Timer(Timer::Store, Some(STORE_MS)));
        }
    }

    /// Writes the pending records in one transaction (one write at a time;
    /// what comes meanwhile goes with the next).
    pub(super) fn write(&mut self, fx: &mut Vec<Effect>) {
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
        fx.push(Effect::WriteRecords(values));
    }

    /// Adds a record and writes it; nothing when the journal has its id.
    pub(in crate::page) fn add(&mut self, r: Record, fx: &mut Vec<Effect>) {
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
        fx.push(Effect::DrawSheet(Sheet::Stats));
    }

    /// The store cannot be opened, read or written: this tab's games stay
    /// counted (and shown), pending, and the retry timer tries again.
    pub(super) fn unavailable(&mut self, why: &Refusal, fx: &mut Vec<Effect>) {
        self.refuse(why, fx);
        fx.push(Effect::DrawSheet(Sheet::Stats));
    }

    /// Keeps why the store refused (shown). A database a newer Swarm
    /// upgraded refuses every retry: that is said once in a notice too, and
    /// the pending records are left where a later tab finds them.
    fn refuse(&mut self, why: &Refusal, fx: &mut Vec<Effect>) {
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
    fn late(&mut self, fx: &mut Vec<Effect>) {
        if self.loading {
            self.loading = false;
            self.reading = None;
            self.open = false;
            let text = format!("the browser's database did not answer within {} s", STORE_MS / 1000);
            self.unavailable(&Refusal { text, quota: false, updated: false }, fx);
        }
    }

    /// The statistics from before the journal become one record, once.
    pub(super) fn migrate_old(&mut self, now: f64, fx: &mut Vec<Effect>) {
        let Some(old) = self.old.take() else { return };
        match migrate::migrate(&old, now.max(0.0) as u64) {
            Err(e) => self.raised.push(format!("Statistics: {e}: none could be read.")),
            Ok(None) => {
                // Nothing to count. Damaged parts (of which nothing was
                // read) are named, and the old statistics kept as they were.
                let problems = Stats::from_json(&old).map(|l| l.problems).unwrap_or_default();
                if problems.is_empty() {
                    fx.push(Effect::Migrated("none".into()));
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
                    fx.push(Effect::Migrated(id));
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
}

impl App {
    /// A message about the journal (`App::update` hands these here); the
    /// The statistics journal and its store (`Msg::Journal`); what it raised shows as notices.
    pub(in crate::page) fn journal_msg(&mut self, msg: JournalMsg, fx: &mut Vec<Effect>) {
        match msg {
            JournalMsg::AskReset => {
                return self.ask(Pending::ResetStats, "Forget every statistic of every game?", "Reset", fx)
            }
            JournalMsg::Start { pending, old, left } => self.stats_start(pending, old, left, fx),
            JournalMsg::StoreOpened(r) => self.store_opened(r, fx),
            JournalMsg::Keys(r) => self.keys_read(r, fx),
            JournalMsg::Read(r) => self.records_read(r, fx),
            JournalMsg::Written(r) => self.records_written(r, fx),
            JournalMsg::Retry => self.stats_retry(fx),
            JournalMsg::StoreLate => self.tally.late(fx),
            JournalMsg::Export => self.stats_export(fx),
            JournalMsg::Import(name, text) => self.stats_import(&name, text, fx),
            JournalMsg::ImportNext => self.import_next(fx),
            JournalMsg::CountNext => self.tally.count_next(fx),
        }
        for text in std::mem::take(&mut self.tally.raised) {
            self.ui_msg(UiMsg::Notice(crate::page::Notice::text(text)), fx);
        }
        self.storage_notice(fx);
    }

    /// Counts the game in the statistics (once).
    pub(in crate::page) fn count(&mut self, won: bool, fx: &mut Vec<Effect>) {
        let o = crate::stats::Outcome {
            won,
            moves: self.game.session.steps().len() as u32,
            ms: self.game.clock.elapsed(self.now) as u64,
            cheated: self.game.session.cheated,
            assisted: self.game.session.assisted,
            id: self.game.id.clone(),
            daily: self.game.daily.clone(),
            at: self.now.max(0.0) as u64,
        };
        self.game.counted = true;
        fx.push(Effect::Save(Box::new(self.saved(self.now))));
        let rec = self.record();
        let deal = self.deal_number();
        let finished = crate::stats::record::Finished::from_outcome(rec.game, &rec.options, deal, &o, self.game.hints);
        self.tally.add(Record::Game(finished), fx);
    }

    /// The statistics journal on the page.
    pub fn tally(&self) -> &Tally {
        &self.tally
    }

    /// At start: what this tab had not stored (its sessionStorage text),
    /// the statistics from before the journal when not yet migrated, and
    /// what other tabs left for a later one.
    pub(in crate::page) fn stats_start(
        &mut self,
        pending: Option<String>,
        old: Option<String>,
        left: Vec<(String, String)>,
        fx: &mut Vec<Effect>,
    ) {
        if let Some(text) = pending {
            match journal::parse_file(&text) {
                Ok((records, _)) => self.tally.pending = records,
                Err(e) => self
                    .tally
                    .raised
                    .push(format!("Statistics: the games this tab had not stored yet could not be read ({e}).")),
            }
        }
        self.tally.tab = self.new_id();
        self.tally.take_left(left);
        self.tally.old = old;
        self.tally.open_store(fx);
    }

    pub(in crate::page) fn store_opened(&mut self, r: Result<(), Refusal>, fx: &mut Vec<Effect>) {
        self.tally.loading = false;
        fx.push(Effect::Timer(Timer::Store, None));
        match r {
            Ok(()) => {
                self.tally.open = true;
                self.tally.reread(fx);
            }
            Err(why) => self.tally.unavailable(&why, fx),
        }
    }

    /// A write's answer: committed (no longer pending), or refused (kept, shown, retried).
    pub(in crate::page) fn records_written(&mut self, r: Result<(), Refusal>, fx: &mut Vec<Effect>) {
        let t = &mut self.tally;
        let (ids, legacy, keys) = t.writing.take().unwrap_or_default();
        match r {
            Ok(()) => {
                let mut set: Vec<String> = ids;
                crate::small_sort::heap_sort(&mut set);
                set.dedup();
                t.pending.retain(|p| set.binary_search_by(|x| x.as_str().cmp(p.id())).is_err());
                for key in keys {
                    crate::small_sort::add(&mut t.stored, key);
                }
                t.keep(fx);
                t.refused = None;
                fx.extend(legacy.into_iter().map(Effect::Migrated));
                t.let_go_left(fx);
                t.write(fx);
                if let Some(note) = t.import_stored(fx) {
                    self.stats_note(note, fx);
                }
            }
            Err(why) => {
                if !why.quota {
                    // The connection may be gone (a newer page upgraded
                    // the database): the retry opens it again.
                    t.open = false;
                }
                t.refuse(&why, fx);
                t.drawn_at = f64::NEG_INFINITY;
            }
        }
        self.draw_stats(fx);
    }

    /// The retry timer (or "Try again"): opens the store again if it
    /// failed, writes what is pending.
    pub(in crate::page) fn stats_retry(&mut self, fx: &mut Vec<Effect>) {
        if self.tally.open {
            self.tally.write(fx);
        } else {
            self.tally.open_store(fx);
        }
    }

    /// Forgets every statistic (the player agreed): a reset record, after
    /// which the games finished before it are not counted.
    pub(in crate::page) fn stats_reset(&mut self, fx: &mut Vec<Effect>) {
        self.tally.add(Record::Reset(Reset::new(self.now.max(0.0) as u64)), fx);
        fx.push(Effect::Announce("Statistics reset.".into()));
    }

    /// Export: the journal as a file to download (`Msg::File(FileMsg::Downloaded)` says how it went).
    pub(in crate::page) fn stats_export(&mut self, fx: &mut Vec<Effect>) {
        if !self.tally.loaded {
            let msg = words::not_read(self.tally.refused.as_deref());
            return self.stats_note(msg, fx);
        }
        let today = Date::from_unix_ms(self.now).map(|d| d.to_string()).unwrap_or_default();
        fx.push(Effect::Download {
            name: format!("swarm-statistics-{today}.json"),
            text: self.tally.journal.export(),
            what: Downloading::Journal(self.tally.journal.len()),
        });
    }

    /// Says `msg` in the Statistics sheet (and to screen readers), as
    /// often as the sheet is drawn ([`App::draw_stats`]).
    pub(in crate::page) fn stats_note(&mut self, msg: String, fx: &mut Vec<Effect>) {
        self.tally.note = Some(msg.clone());
        if self.draw_stats(fx) {
            fx.push(Effect::Announce(msg));
        }
    }

    /// Draws the Statistics sheet again: at once, but while an import runs
    /// at most once a [`DRAW_MS`] (each drawing lays the sheet out, some
    /// 20 ms in the browser: ~1 s of a 100,000-record import drawn at each
    /// step); its end is drawn at once. Whether it is drawn.
    fn draw_stats(&mut self, fx: &mut Vec<Effect>) -> bool {
        let t = &mut self.tally;
        if t.importing.is_some() && self.now - t.drawn_at < DRAW_MS {
            return false;
        }
        t.drawn_at = self.now;
        if !fx.iter().any(|e| matches!(e, Effect::DrawSheet(Sheet::Stats))) {
            fx.push(Effect::DrawSheet(Sheet::Stats));
        }
        true
    }
}
