//! The journal read from the store (issue 46 item 3): the store's keys
//! first ([`KEYS`] at a time: `StoreOp::ReadKeys`), then only the records the page
//! does not know, [`READ`] at a time (`StoreOp::Read`), each slice
//! read, merged and (after the first read) folded into the figures, so
//! opening Statistics reads another tab's few games, not every record, and
//! a big journal read at start never holds the page for the whole of it.
//! The ids the store is known to hold are those read from it and those this
//! tab's writes committed; a store that lost some of them (its data
//! cleared) is read afresh.

use super::model::{Out, Reading, Tally, READ, STORE_MS};
use super::{JournalOut, JournalTimer, Refusal, StoreOp};
use crate::stats::bundle;
use crate::stats::fold::Count;
use crate::stats::journal::{name_damaged, Journal};

/// The most keys the store is asked for at once (some 7 ms of the
/// browser's own work for 10,000 in Chromium; 100,000 at once held the
/// page 74 ms).
pub const KEYS: u32 = 10_000;

impl Reading {
    /// A read that starts with the store's first keys.
    pub fn start(afresh: bool, fx: &mut Out) -> Reading {
        fx.push(JournalOut::Store(StoreOp::ReadKeys { after: None, count: KEYS }));
        Reading { afresh, ..Reading::default() }
    }
}

/// The ids of `keys` (in the store's order) that are not in `known` (in
/// order too), and whether some of `known` are not in `keys`: one walk of both.
pub fn unknown<'a>(keys: &[String], known: impl Iterator<Item = &'a String>) -> (Vec<String>, bool) {
    let mut known = known.peekable();
    let (mut out, mut lost) = (Vec::new(), false);
    for k in keys {
        while known.next_if(|s| s.as_str() < k.as_str()).is_some() {
            lost = true;
        }
        if known.next_if(|s| *s == k).is_none() {
            out.push(k.clone());
        }
    }
    (out, lost || known.next().is_some())
}

impl Tally {
    /// Reads what the store has that the page does not (other tabs' games).
    pub(super) fn reread(&mut self, fx: &mut Out) {
        if !self.open {
            return self.open_store(fx);
        }
        if !self.loading {
            self.loading = true;
            self.reading = Some(Reading::start(!self.loaded, fx));
            fx.push(JournalOut::Timer(JournalTimer::Store, Some(STORE_MS)));
        }
    }

    /// Asks for the next slice of the records to read, or ends the read.
    fn read_next(&mut self, now: f64, fx: &mut Out) {
        let Some(r) = self.reading.as_mut() else { return };
        if r.next == r.ids.len() {
            return self.read_done(now, fx);
        }
        // At most READ records (a bundle holds many: `stats::bundle::count`), one value at least.
        let (mut end, mut records) = (r.next, 0);
        while end < r.ids.len() && (end == r.next || records + bundle::count(&r.ids[end]) <= READ) {
            records += bundle::count(&r.ids[end]);
            end += 1;
        }
        r.asked = end - r.next;
        fx.push(JournalOut::Store(StoreOp::Read(r.ids[r.next..end].to_vec())));
        r.next = end;
        fx.push(JournalOut::Timer(JournalTimer::Store, Some(STORE_MS)));
    }

    /// Every record to read was read: what this tab has not stored is
    /// still to write; the first read migrates the old statistics.
    fn read_done(&mut self, now: f64, fx: &mut Out) {
        let Some(r) = self.reading.take() else { return };
        self.loading = false;
        fx.push(JournalOut::Timer(JournalTimer::Store, None));
        let first = !self.loaded;
        if first {
            self.problems(&name_damaged(r.bad));
        }
        self.loaded = true;
        if r.afresh {
            // The journal is what the store holds: this tab's records join it.
            let pending = std::mem::take(&mut self.pending);
            self.pending = self.journal.merge(pending);
            // Counted afresh, a few games a turn (`Tally::count_next`).
            self.counting = Some(Count::default());
        }
        if first {
            self.migrate_old(now, fx);
        }
        if self.pending.is_empty() {
            // Read, and nothing to write: whatever failed before is over.
            self.refused = None;
        }
        self.keep(fx);
        self.let_go_left(fx);
        self.write(fx);
        fx.push(JournalOut::DrawSheet);
        self.count_next(fx);
    }

    /// The read failed: said, and the store opened again by the retry.
    fn read_failed(&mut self, why: &Refusal, fx: &mut Out) {
        self.loading = false;
        self.reading = None;
        self.open = false;
        fx.push(JournalOut::Timer(JournalTimer::Store, None));
        self.unavailable(why, fx);
    }
}

impl Tally {
    /// The store's keys: the records it holds that the page does not know
    /// are read; what this tab had pending and the store holds is done.
    pub(super) fn keys_read(&mut self, r: Result<Vec<String>, Refusal>, now: f64, fx: &mut Out) {
        let t = self;
        let Some(reading) = t.reading.as_mut().filter(|r| !r.keys_done) else {
            return; // An answer given up on (`Timer::Store`).
        };
        let mut keys = match r {
            Ok(keys) => keys,
            Err(why) => return t.read_failed(&why, fx),
        };
        if !keys.windows(2).all(|w| w[0] < w[1]) {
            crate::small_sort::heap_sort(&mut keys);
            keys.dedup();
        }
        let done = keys.len() < KEYS as usize;
        // The ids known after the last key read, up to this slice's last.
        let after = |k: &String| t.stored.partition_point(|s| s <= k);
        let from = reading.after.as_ref().map_or(0, after);
        let to = keys.last().filter(|_| !done).map_or(t.stored.len(), after).max(from);
        let (ids, lost) = unknown(&keys, t.stored[from..to].iter());
        reading.ids.extend(ids);
        reading.lost |= lost;
        t.pending.retain(|p| keys.binary_search_by(|k| k.as_str().cmp(p.id())).is_err());
        if !done {
            reading.after = keys.pop();
            fx.push(JournalOut::Store(StoreOp::ReadKeys { after: reading.after.clone(), count: KEYS }));
            fx.push(JournalOut::Timer(JournalTimer::Store, Some(STORE_MS)));
            return;
        }
        if reading.lost && !reading.afresh {
            // The store lost records (its data cleared): read afresh.
            t.journal = Journal::default();
            t.stored.clear();
            t.counting = None;
            t.reading = Some(Reading::start(true, fx));
            return fx.push(JournalOut::Timer(JournalTimer::Store, Some(STORE_MS)));
        }
        reading.keys_done = true;
        t.read_next(now, fx);
    }

    /// A slice of the records asked for: merged, and (after the first
    /// read) folded into the figures; the next slice is asked for.
    pub(super) fn records_read(&mut self, r: Result<Vec<String>, Refusal>, now: f64, fx: &mut Out) {
        let t = self;
        let Some(reading) = t.reading.as_mut().filter(|r| r.keys_done) else { return };
        let texts = match r {
            Ok(texts) => texts,
            Err(why) => return t.read_failed(&why, fx),
        };
        let asked = &reading.ids[reading.next - reading.asked..reading.next];
        for id in asked {
            crate::small_sort::add(&mut t.stored, id.clone());
        }
        let (added, bad) = t.journal.take(texts.iter().map(String::as_str));
        reading.bad.extend(bad);
        if !reading.afresh {
            t.fold_in(&added);
            fx.push(JournalOut::DrawSheet);
        }
        t.read_next(now, fx);
    }
}
