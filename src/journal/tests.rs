//! The journal model alone (no page): scripts of [`JournalIn`] and the
//! [`JournalOut`]s expected; where a script is long, a store played here
//! answers what the model asks.

use super::{JournalIn, JournalOut, JournalTimer, Refusal, StoreOp, Tally, COUNT, KEYS, READ, SLICE, STORE_MS};
use crate::games::{GameId, Options};
use crate::journal::host::MemoryStore;
use crate::stats::record::{Finished, Record};
use crate::stats::{bundle, journal, Outcome};
use std::collections::VecDeque;

const T0: f64 = 1_700_000_000_000.0;

/// `n` finished Beeswax games from `g{first}` on.
fn games(first: usize, n: usize) -> Vec<Record> {
    (first..first + n)
        .map(|i| {
            let o = Outcome::fixture(&format!("g{i}"), i % 3 != 0, 60, 1_600_000_000_000 + i as u64 * 60_000);
            Record::Game(Finished::from_outcome(
                GameId::Beeswax,
                &Options::defaults(GameId::Beeswax),
                Some(i as u32),
                &o,
                0,
            ))
        })
        .collect()
}

fn start() -> JournalIn {
    JournalIn::Start { pending: None, old: None, left: Vec::new() }
}

fn store(ms: Option<u32>) -> JournalOut {
    JournalOut::Timer(JournalTimer::Store, ms)
}

/// The store's values for these records (as a write carries them).
fn values(records: &[Record]) -> Vec<String> {
    bundle::values(records).into_iter().map(|(_, v)| v).collect()
}

/// The write of these records.
fn write(records: &[Record]) -> JournalOut {
    JournalOut::Store(StoreOp::Write(values(records)))
}

/// What the tab keeps of these pending records.
fn kept(records: &[Record]) -> JournalOut {
    JournalOut::KeepPending(journal::file_text(records, &[]))
}

/// The store and the journal's timers, as a host would hold them.
#[derive(Default)]
struct Host {
    store: MemoryStore,
    /// The records each write carried.
    writes: Vec<usize>,
    /// The sheet's note at each write.
    notes: Vec<String>,
    /// What the journal said to screen readers (its notes, as often as
    /// the sheet is drawn: at most once a `DRAW_MS` during an import).
    said: Vec<String>,
    /// `JournalTimer::Count` is due (held for the test to send).
    count_due: bool,
}

impl Host {
    /// Sends `msg`, and answers what the journal asks until nothing is left
    /// (but the count, held).
    fn send(&mut self, t: &mut Tally, msg: JournalIn) {
        let mut queue: VecDeque<JournalOut> = t.update(msg, T0).into();
        while let Some(out) = queue.pop_front() {
            let msg = match out {
                JournalOut::Store(op) => {
                    if let StoreOp::Write(texts) = &op {
                        self.writes.push(texts.iter().map(|t| Host::records(t)).sum());
                        self.notes.extend(t.note().map(str::to_string));
                    }
                    self.store.answer(op)
                }
                JournalOut::Timer(JournalTimer::Import, Some(_)) => JournalIn::ImportNext,
                JournalOut::Timer(JournalTimer::Count, Some(_)) => {
                    self.count_due = true;
                    continue;
                }
                JournalOut::Announce(text) => {
                    self.said.push(text);
                    continue;
                }
                JournalOut::Timer(..)
                | JournalOut::KeepPending(_)
                | JournalOut::Leave(_)
                | JournalOut::Unkeep(..)
                | JournalOut::Migrated(_)
                | JournalOut::Download { .. }
                | JournalOut::DrawSheet
                | JournalOut::Notice(_) => continue,
            };
            queue.extend(t.update(msg, T0));
        }
    }

    /// The records the store holds.
    fn records_in(store: &MemoryStore) -> usize {
        journal::Journal::read(store.values.values().map(String::as_str)).journal.len()
    }

    /// The records in one of the store's values.
    fn records(text: &str) -> usize {
        journal::Journal::read([text]).journal.len()
    }
}

/// A game finished before the store opened is pending (kept in the tab),
/// and written once the first read is done; its commit ends its wait.
#[test]
fn a_record_added_before_the_store_opened_is_written_after_the_read() {
    let mut t = Tally::default();
    assert_eq!(t.update(start(), T0), [JournalOut::Store(StoreOp::Open), store(Some(STORE_MS))]);
    let rec = games(1, 1);
    assert_eq!(t.update(JournalIn::Add(rec[0].clone()), T0), [kept(&rec), JournalOut::DrawSheet]);
    assert!(t.waiting() && !t.loaded());
    assert_eq!(
        t.update(JournalIn::StoreOpened(Ok(())), T0),
        [store(None), JournalOut::Store(StoreOp::ReadKeys { after: None, count: KEYS }), store(Some(STORE_MS))]
    );
    // An empty store: the read ends at once, the record is written, the figures counted.
    assert_eq!(
        t.update(JournalIn::Keys(Ok(Vec::new())), T0),
        [store(None), kept(&rec), write(&rec), JournalOut::DrawSheet, JournalOut::DrawSheet]
    );
    assert!(t.loaded() && t.waiting(), "pending until the write commits");
    assert_eq!(t.update(JournalIn::Written(Ok(())), T0), [kept(&[]), JournalOut::DrawSheet]);
    assert!(!t.waiting() && t.pending().is_empty() && t.journal().has("g1"));
    assert_eq!(t.whole().map(|f| f.stats().get("beeswax").played), Some(1));
}

/// A refused write keeps its record (pending, shown, why said); the retry
/// writes it again on the same connection when the store was full, and
/// opens the store again after any other refusal.
#[test]
fn a_refused_write_is_kept_and_retried() {
    let (mut t, mut host) = (Tally::default(), Host::default());
    host.send(&mut t, start());
    assert!(t.loaded());
    let rec = games(1, 1);
    assert_eq!(t.update(JournalIn::Add(rec[0].clone()), T0), [kept(&rec), write(&rec), JournalOut::DrawSheet]);
    let full = Refusal { text: "the disk is full".into(), quota: true, updated: false };
    assert_eq!(t.update(JournalIn::Written(Err(full)), T0), [JournalOut::DrawSheet]);
    assert_eq!(t.refused(), Some("the disk is full"));
    assert!(t.waiting() && t.pending() == rec.as_slice());
    assert_eq!(t.update(JournalIn::Retry, T0), [write(&rec)]);
    let gone = Refusal { text: "the connection closed".into(), quota: false, updated: false };
    assert_eq!(t.update(JournalIn::Written(Err(gone)), T0), [JournalOut::DrawSheet]);
    assert_eq!(t.update(JournalIn::Retry, T0), [JournalOut::Store(StoreOp::Open), store(Some(STORE_MS))]);
    host.send(&mut t, JournalIn::StoreOpened(Ok(())));
    assert_eq!(host.writes, [1], "written again once the store opened and was read");
    assert!(!t.waiting() && t.refused().is_none() && host.store.values.contains_key("g1"));
}

/// An import of a few records: written at once, what it added said.
#[test]
fn a_small_import_is_one_write_and_says_what_it_added() {
    let (mut t, mut host) = (Tally::default(), Host::default());
    host.send(&mut t, start());
    let recs = games(1, 2);
    let file = journal::file_text(&recs, &[]);
    let said = "Imported two.json: 2 records added, 0 known already.";
    assert_eq!(
        t.update(JournalIn::Import("two.json".into(), Ok(file)), T0),
        [write(&recs), JournalOut::DrawSheet, JournalOut::Announce(said.into())]
    );
    assert_eq!(t.note(), Some(said));
}

/// A big import: checked, then read [`READ`] a turn and written [`SLICE`]
/// records at a time, the next slice once the one before committed; how
/// far it went said at each slice; every record stored once.
#[test]
fn a_big_import_goes_in_slices() {
    let (mut t, mut host) = (Tally::default(), Host::default());
    host.send(&mut t, start());
    let n = 2 * SLICE + READ / 2;
    let file = journal::file_text(&games(0, n), &[]);
    host.send(&mut t, JournalIn::Import("big.json".into(), Ok(file)));
    assert_eq!(host.writes, [SLICE, SLICE, READ / 2]);
    assert_eq!(
        host.notes,
        [
            "Importing big.json… 0 of 4,250 records.",
            "Importing big.json… 2,000 of 4,250 records.",
            "Importing big.json… 4,000 of 4,250 records.",
        ]
    );
    let end = "Imported big.json: 4,250 records added, 0 known already.";
    assert_eq!(
        host.said,
        ["Importing big.json… 0 of 4,250 records.", end],
        "the progress drawn once a DRAW_MS, its end at once"
    );
    assert_eq!(t.note(), Some(end));
    assert_eq!(t.journal().len(), n);
    assert!(t.pending().is_empty() && Host::records_in(&host.store) == n);
    assert_eq!(t.shown(), Some(crate::stats::figures::stats(t.journal())));
}

/// After a first read of a big store the figures are counted [`COUNT`]
/// games a turn: none shown meanwhile, and whole at the end.
#[test]
fn the_count_after_a_read_ends_whole() {
    let mut host = Host::default();
    let n = 3 * COUNT + 17;
    host.store.put(values(&games(0, n)));
    let mut t = Tally::default();
    host.send(&mut t, start());
    assert!(t.loaded() && t.journal().len() == n);
    let mut turns = 0;
    while std::mem::take(&mut host.count_due) {
        assert_eq!((t.whole().is_none(), t.shown()), (true, None), "nothing shown before the figures are whole");
        turns += 1;
        host.send(&mut t, JournalIn::CountNext);
    }
    assert!(turns >= n / COUNT, "{turns} turns for {n} games");
    let whole = crate::stats::figures::stats(t.journal());
    assert_eq!(t.whole().map(|f| f.stats()), Some(whole.clone()));
    assert_eq!(t.shown(), Some(whole));
    assert_eq!(t.shown().unwrap().get("beeswax").played as usize, n);
}
