//! The statistics journal: every record by its id, read from whatever the
//! store holds (a damaged record costs only itself, and is named), merged
//! by id (a record written twice counts once), and exported and imported
//! as one JSON file.

use crate::json::Value;

use super::record::{Record, FORMAT};
use crate::text::clip;

/// Largest journal file accepted (bytes).
pub const MAX_FILE: usize = 16 * 1024 * 1024;
/// Damaged records named one by one; more are counted.
const NAMED: usize = 5;
/// What a journal file says it is.
pub(super) const FILE_KIND: &str = "swarm statistics";

/// Every record, by id. Held as a list in the order they came and their
/// places in the order of their ids (binary searched), not a `BTreeMap`:
/// the page's one B-tree of its own type (some 4 KB of wasm). Records come
/// in batches (a slice of the store read, an import's slice), each added
/// in one merge, so 100,000 of them are not quadratic.
#[derive(Clone, Debug, Default)]
pub struct Journal {
    /// In the order they were added (a record is never moved).
    records: Vec<Record>,
    /// Places in `records`, in the order of their records' ids (no two alike).
    by_id: Vec<u32>,
    /// The game ids the migrated statistics name as counted.
    /// Sorted, without repeats ([`crate::small_sort::add`]).
    legacy_ids: Vec<String>,
    /// Records that could not be read, as they were (kept for the export).
    pub damaged: Vec<Value>,
}

/// A journal as read, and what could not be read of it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Read {
    pub journal: Journal,
    /// Each damaged record, named (empty when all were read).
    pub problems: Vec<String>,
}

/// What an import brought.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Imported {
    /// The records the journal did not have (the page writes these).
    pub added: Vec<Record>,
    /// Records it had already (by id).
    pub known: usize,
    /// Each record of the file that was damaged and left out, named.
    pub problems: Vec<String>,
}

impl PartialEq for Journal {
    /// The same records by id (whatever order they came in), the same
    /// migrated ids and damaged records.
    fn eq(&self, o: &Self) -> bool {
        self.records().eq(o.records()) && self.legacy_ids == o.legacy_ids && self.damaged == o.damaged
    }
}

impl Journal {
    /// Reads the records a store holds (each one JSON object, as text).
    pub fn read<'a>(raws: impl IntoIterator<Item = &'a str>) -> Read {
        let mut out = Read::default();
        let (_, bad) = out.journal.take(raws);
        out.problems = name_damaged(bad);
        out
    }

    /// Takes more of the records a store holds (each value one JSON
    /// object, as text, a record or a bundle of them: a slice of them):
    /// those of ids it did not have, and each damaged one, as why (to be named once all are read: [`name_damaged`]).
    pub fn take<'a>(&mut self, raws: impl IntoIterator<Item = &'a str>) -> (Vec<Record>, Vec<String>) {
        let (mut added, mut bad) = (Vec::new(), Vec::new());
        for raw in raws {
            // A value is a record, or a bundle of them (`bundle::unpack`).
            let values = match crate::json::value(raw).map(super::bundle::unpack) {
                Ok(Ok(values)) => values,
                Ok(Err(e)) => {
                    // Kept as it was (exported), as a damaged record is.
                    bad.push(e);
                    self.damaged.extend(crate::json::value(raw));
                    continue;
                }
                Err(e) => {
                    bad.push(format!("a record is not JSON ({e})"));
                    continue;
                }
            };
            for v in values {
                match Record::from_value(&v) {
                    Ok(r) => added.push(r),
                    Err(e) => {
                        bad.push(e);
                        self.damaged.push(v);
                    }
                }
            }
        }
        // Every record the store holds is kept (and exported), even one for
        // a game the migrated statistics counted: the figures count that
        // game once (`figures::counted`).
        (self.keep(added, false), bad)
    }

    /// Holds the records of `batch` of ids it does not have (the first of
    /// an id in the batch), and, when `counted`, of games the migrated
    /// statistics do not count ([`Journal::has`], with the ids of a migrated
    /// record earlier in the batch); returns those (in the batch's order).
    /// One sort of the batch and one merge of the places, however many.
    fn keep(&mut self, batch: Vec<Record>, counted: bool) -> Vec<Record> {
        // The batch in the order of its ids (the first of an id first),
        // each with where it goes among the records held (`at`, found
        // from the one before's) and whether one of its id is there.
        let mut order: Vec<(&str, u32)> = batch.iter().enumerate().map(|(i, r)| (r.id(), i as u32)).collect();
        crate::small_sort::heap_sort(&mut order);
        let (records, old) = (&self.records, &self.by_id);
        let id = |p: u32| records[p as usize].id();
        let (mut at, mut from) = (vec![u32::MAX; batch.len()], 0);
        for (k, &(x, i)) in order.iter().enumerate() {
            from += old[from..].partition_point(|&o| id(o) < x);
            let held = old.get(from).is_some_and(|&o| id(o) == x);
            if !held && (k == 0 || order[k - 1].0 != x) {
                at[i as usize] = from as u32;
            }
        }
        let order: Vec<u32> = order.into_iter().map(|(_, i)| i).collect();
        let mut added = Vec::new();
        let mut place = vec![u32::MAX; batch.len()];
        for (i, r) in batch.into_iter().enumerate() {
            if at[i] == u32::MAX || counted && crate::small_sort::has(&self.legacy_ids, r.id()) {
                continue;
            }
            if let Record::Legacy(l) = &r {
                for c in &l.stats.counted {
                    crate::small_sort::add(&mut self.legacy_ids, c.clone());
                }
            }
            place[i] = self.records.len() as u32;
            added.push(r.clone());
            self.records.push(r);
        }
        // The new places (in the order of their ids) merged into the old.
        let old = std::mem::take(&mut self.by_id);
        let mut by_id = Vec::with_capacity(self.records.len());
        let mut from = 0;
        for i in order.into_iter().filter(|&i| place[i as usize] != u32::MAX) {
            let to = at[i as usize] as usize;
            by_id.extend_from_slice(&old[from..to]);
            by_id.push(place[i as usize]);
            from = to;
        }
        by_id.extend_from_slice(&old[from..]);
        self.by_id = by_id;
        added
    }

    /// Where the record `id` is in `by_id` (`Err`: where it would go).
    fn place(&self, id: &str) -> Result<usize, usize> {
        self.by_id.binary_search_by(|&p| self.records[p as usize].id().cmp(id))
    }

    /// Adds a record; false (and the journal unchanged) when its game is
    /// counted already ([`Journal::has`]): a game written twice counts once.
    pub fn insert(&mut self, r: Record) -> bool {
        !self.keep(vec![r], true).is_empty()
    }

    /// Whether the game `id` is counted: a record of its own, or (from
    /// before the journal) one of the ids the migrated statistics name.
    pub fn has(&self, id: &str) -> bool {
        self.place(id).is_ok() || crate::small_sort::has(&self.legacy_ids, id)
    }

    pub fn get(&self, id: &str) -> Option<&Record> {
        self.place(id).ok().map(|p| &self.records[self.by_id[p] as usize])
    }

    /// Every record, by id.
    pub fn records(&self) -> impl Iterator<Item = &Record> {
        self.by_id.iter().map(|&p| &self.records[p as usize])
    }

    pub fn len(&self) -> usize {
        self.records.len()
    }

    pub fn is_empty(&self) -> bool {
        self.records.is_empty()
    }

    /// Records of a kind this version does not know (kept, not counted).
    pub fn newer(&self) -> usize {
        self.records.iter().filter(|r| matches!(r, Record::Other { .. })).count()
    }

    /// Adds the records it does not have; returns those (to be written).
    pub fn merge(&mut self, records: Vec<Record>) -> Vec<Record> {
        self.keep(records, true)
    }

    /// The whole journal as a JSON file (damaged records included as they were).
    pub fn export(&self) -> String {
        file_text(self.records(), &self.damaged)
    }

    /// Merges a journal file by id. `Err` (nothing merged) when the file
    /// is not a journal, or none of its records can be read.
    pub fn import(&mut self, text: &str) -> Result<Imported, String> {
        let (records, problems) = parse_file(text)?;
        let total = records.len();
        let added = self.merge(records);
        Ok(Imported { known: total - added.len(), added, problems })
    }
}

/// Records as a journal file (also the form of the records a tab has not
/// stored yet).
pub fn file_text<'a>(records: impl IntoIterator<Item = &'a Record>, damaged: &[Value]) -> String {
    let mut list: Vec<Value> = records.into_iter().map(Record::to_value).collect();
    list.extend(damaged.iter().cloned());
    crate::json::to_string(&crate::json::object(vec![
        ("swarm", FILE_KIND.into()),
        ("v", FORMAT.into()),
        ("records", list.into()),
    ]))
}

/// The records of a journal file, and each damaged one named. `Err` says
/// in a few words why the whole file is refused.
pub fn parse_file(text: &str) -> Result<(Vec<Record>, Vec<String>), String> {
    if text.len() > MAX_FILE {
        return Err(format!("the file is too large ({} MB; at most {} MB)", text.len() >> 20, MAX_FILE >> 20));
    }
    let v: Value = crate::json::from_str(text).map_err(|e| format!("the file is not JSON ({e})"))?;
    let not_journal = |why: &str| format!("the file is not a Swarm statistics journal ({why})");
    let o = v.as_object().ok_or_else(|| not_journal("not a JSON object"))?;
    if o.get("swarm").and_then(Value::as_str) != Some(FILE_KIND) {
        return Err(not_journal("no `\"swarm\": \"swarm statistics\"`"));
    }
    let list = o.get("records").and_then(Value::as_array).ok_or_else(|| not_journal("no `records` list"))?;
    let mut records = Vec::new();
    let mut bad = Vec::new();
    for r in list {
        match Record::from_value(r) {
            Ok(r) => records.push(r),
            Err(e) => bad.push(e),
        }
    }
    if records.is_empty() && !bad.is_empty() {
        return Err(format!("none of the file's {} records can be read: {}", bad.len(), bad[0]));
    }
    Ok((records, name_damaged(bad)))
}

/// The damaged records' descriptions: the first few each with its reason,
/// the rest counted.
pub fn name_damaged(mut bad: Vec<String>) -> Vec<String> {
    let more = bad.len().saturating_sub(NAMED);
    bad.truncate(NAMED);
    let mut out: Vec<String> = bad.into_iter().map(|b| format!("{} and left out", clip(&b, 160))).collect();
    if more > 0 {
        out.push(format!("{more} more damaged record{} left out", if more == 1 { " was" } else { "s were" }));
    }
    out
}
