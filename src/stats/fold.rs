//! The figures kept as records come (issue 46 item 3): each game folded in
//! once, in the order the games finished, so the Statistics sheet reads
//! them instead of counting every record each time it opens or draws.
//!
//! A game that finished after every game folded so far (by `at`, then id)
//! is folded in; one hidden by a reset, or counted by the migrated
//! statistics, changes nothing; a reset after every game empties the
//! figures. Anything else — a game finished before the last one folded,
//! an earlier reset, migrated statistics — cannot be folded in at the end:
//! [`Fold::add`] says so and the figures are counted again from the
//! journal ([`Fold::of`]), once. Either way they are exactly
//! [`figures::stats`] of the journal (tests/journal.rs checks it record by
//! record on generated journals).

use std::collections::VecDeque;

use crate::small_sort::{self, entry_of as entry, get};

use super::figures::{self, Days};
use super::journal::Journal;
use super::record::{Finished, Legacy, Record};
use super::{Entry, Recent, Stats, RECENT};

/// The figures so far, and what folding the next game needs.
#[derive(Clone, Debug, Default)]
pub struct Fold {
    // The maps are lists sorted by key (`small_sort`): a few keys each, and
    // each `BTreeMap` type is a whole B-tree compiled into the wasm.
    /// Each game and option set's figures.
    entries: Vec<(String, Entry)>,
    /// Each one's last games, oldest first.
    recent: Vec<(String, VecDeque<Recent>)>,
    /// Each game's days of the deal of the day.
    days: Vec<(String, Days)>,
    /// The last game folded (`at`, id).
    last: Option<(u64, String)>,
    /// The last reset's time.
    reset: Option<u64>,
    /// The migrated statistics in force, and the game ids any of them counted.
    legacy: Vec<Legacy>,
    /// Sorted, without repeats (`small_sort::add`).
    legacy_ids: Vec<String>,
}

impl Fold {
    /// The figures of the whole journal, counted once (a [`Count`] in one step).
    pub fn of(j: &Journal) -> Fold {
        // The first step takes every game: it folds them all in.
        Count::default().step(j, usize::MAX).unwrap_or_default()
    }

    /// The figures before any game is folded in: the migrated statistics in
    /// force and the game ids they counted, the last reset.
    fn begin(j: &Journal, c: &figures::Counted) -> Fold {
        let mut f = Fold {
            reset: j.records().filter_map(|r| if let Record::Reset(x) = r { Some(x.at) } else { None }).max(),
            legacy: c.legacy.iter().map(|l| (*l).clone()).collect(),
            ..Fold::default()
        };
        for r in j.records() {
            if let Record::Legacy(l) = r {
                for c in &l.stats.counted {
                    small_sort::add(&mut f.legacy_ids, c.clone());
                }
            }
        }
        for l in &c.legacy {
            for (k, x) in &l.stats.entries {
                figures::add_legacy(entry(&mut f.entries, k), x);
            }
            for r in &l.stats.recent {
                keep(entry(&mut f.recent, &r.key), r.clone());
            }
            for (k, _) in &l.stats.daily {
                entry(&mut f.days, k);
            }
        }
        f
    }

    /// Folds in these games, the next ones finished, in the order they finished.
    fn fold_all(&mut self, games: &[&Finished]) {
        self.make_room(games);
        for g in games {
            self.fold(g);
        }
        if let Some(g) = games.last() {
            self.last = Some((g.at, g.id.clone()));
        }
    }

    /// Adds the rule sets of `games` the figures lack yet, in one merge
    /// (one at a time, thousands of them would take seconds:
    /// `small_sort::make_room`), each with no games: only for games about
    /// to be folded in. The keys are sorted once for both maps, and only
    /// those missing copied (a journal of a few rule sets copies none).
    fn make_room(&mut self, games: &[&Finished]) {
        let (entries, recent) = (&self.entries, &self.recent);
        let missing = |k: &&str| get(entries, *k).is_none() || get(recent, *k).is_none();
        let mut keys: Vec<String> =
            games.iter().map(|g| g.variant.as_str()).filter(missing).map(str::to_string).collect();
        if keys.is_empty() {
            return;
        }
        small_sort::heap_sort(&mut keys);
        keys.dedup();
        small_sort::make_room(&mut self.recent, keys.clone());
        small_sort::make_room(&mut self.entries, keys);
    }

    /// Folds in a record the journal just took. False when it cannot be
    /// folded in at the end (the figures are then to be counted again:
    /// [`Fold::of`]); they are unchanged then.
    pub fn add(&mut self, r: &Record) -> bool {
        match r {
            Record::Game(g) => {
                if self.reset.is_some_and(|x| g.at <= x) || small_sort::has(&self.legacy_ids, g.id.as_str()) {
                    return true;
                }
                if self.last.as_ref().is_some_and(|(at, id)| (g.at, g.id.as_str()) <= (*at, id.as_str())) {
                    return false;
                }
                self.fold_all(&[g]);
                true
            }
            Record::Reset(x) => {
                if self.reset.is_some_and(|r| x.at <= r) {
                    return true;
                }
                let before = |at: u64| at <= x.at;
                if self.last.as_ref().is_some_and(|(at, _)| !before(*at)) || self.legacy.iter().any(|l| !before(l.at)) {
                    return false;
                }
                *self = Fold { reset: Some(x.at), legacy_ids: std::mem::take(&mut self.legacy_ids), ..Fold::default() };
                true
            }
            Record::Legacy(_) => false,
            Record::Other { .. } => true,
        }
    }

    /// Folds in the records the journal just took (in the order they
    /// finished), or counts the figures again from the journal (which
    /// holds them) once one cannot be folded in.
    pub fn add_all(&mut self, records: &[Record], j: &Journal) {
        // In order by (time, id), by inserts into a sorted list (a sort or a
        // map would add kilobytes to the wasm); a later record of the same
        // time and id replaces the earlier, as in a map.
        let mut order: Vec<((u64, &str), &Record)> = Vec::new();
        for r in records {
            let k = (at(r), r.id());
            match order.binary_search_by(|(x, _)| x.cmp(&k)) {
                Ok(i) => order[i].1 = r,
                Err(i) => order.insert(i, (k, r)),
            }
        }
        // The games `add` folds in (it skips those before the last reset or
        // counted by migrated statistics; a reset among them starts afresh).
        let (reset, legacy) = (self.reset, &self.legacy_ids);
        let games: Vec<&Finished> = order
            .iter()
            .filter_map(|(_, r)| match r {
                Record::Game(g) if !(reset.is_some_and(|x| g.at <= x) || small_sort::has(legacy, g.id.as_str())) => {
                    Some(g)
                }
                _ => None,
            })
            .collect();
        self.make_room(&games);
        if !order.into_iter().all(|(_, r)| self.add(r)) {
            *self = Fold::of(j);
        }
    }

    /// Folds in the next game finished (its rule set has room: `make_room`;
    /// `last` is the caller's to set).
    fn fold(&mut self, g: &Finished) {
        figures::add_game(entry(&mut self.entries, &g.variant), g);
        keep(entry(&mut self.recent, &g.variant), figures::recent(g));
        if g.daily.is_some() {
            entry(&mut self.days, &g.game).add(g);
        }
    }

    /// The figures in the shape the sheet reads (as [`figures::stats`]).
    pub fn stats(&self) -> Stats {
        let mut s = Stats::default();
        for (k, e) in &self.entries {
            s.recent.extend(self.recent(k).cloned());
            s.entries.push((k.clone(), e.clone())); // in key order, as `self.entries`
        }
        let legacy: Vec<&Legacy> = self.legacy.iter().collect();
        for (g, days) in &self.days {
            s.daily.push((g.clone(), figures::days_from(&legacy, Some(g), days)));
        }
        s
    }
}

/// The figures of a journal counted a bounded number of games at a time
/// (a big journal's first read, `journal/read.rs`: one count of 20,000
/// rule sets held the page 67-77 ms): the first step takes the games in
/// the order they finished, the migrated statistics and the last reset,
/// and each step folds in the next games, until the figures are
/// [`Fold::of`] the journal. The journal must not change meanwhile (a
/// record it takes starts a new count).
#[derive(Clone, Debug, Default)]
pub struct Count {
    /// The figures so far.
    fold: Fold,
    /// The ids of the games still to fold in (from `next`), in the order
    /// they finished; none before the first step.
    games: Option<Vec<String>>,
    next: usize,
}

impl Count {
    /// Folds in at most `n` more games of `j`; the figures once all are.
    pub fn step(&mut self, j: &Journal, n: usize) -> Option<Fold> {
        let games: Vec<&Finished> = match &self.games {
            Some(ids) => {
                let end = ids.len().min(self.next.saturating_add(n));
                let of = |id: &String| if let Some(Record::Game(g)) = j.get(id) { Some(g) } else { None };
                let games = ids[self.next..end].iter().filter_map(of).collect();
                self.next = end;
                games
            }
            None => {
                let c = figures::counted(j);
                self.fold = Fold::begin(j, &c);
                let mut games = c.games;
                let rest = games.split_off(n.min(games.len()));
                self.games = Some(rest.iter().map(|g| g.id.clone()).collect());
                games
            }
        };
        self.fold.fold_all(&games);
        let done = self.games.as_ref().is_some_and(|ids| self.next == ids.len());
        done.then(|| std::mem::take(&mut self.fold))
    }
}

impl Fold {
    /// Every rule set's figures, by key (borrowed: the sheet reads them
    /// once a drawing, none copied).
    pub fn entries(&self) -> impl Iterator<Item = (&str, &Entry)> {
        self.entries.iter().map(|(k, e)| (k.as_str(), e))
    }

    /// The last games of the rule set `key`, oldest first.
    pub fn recent(&self, key: &str) -> impl Iterator<Item = &Recent> {
        get(&self.recent, key).into_iter().flatten()
    }

    /// The deal of the day's figures of one game (as [`Fold::stats`] has them).
    pub fn daily(&self, game: &str) -> Option<super::Daily> {
        let legacy: Vec<&Legacy> = self.legacy.iter().collect();
        get(&self.days, game).map(|days| figures::days_from(&legacy, Some(game), days))
    }
}

/// When a record's game finished (or its reset, its migration was made).
fn at(r: &Record) -> u64 {
    match r {
        Record::Game(g) => g.at,
        Record::Legacy(l) => l.at,
        Record::Reset(x) => x.at,
        Record::Other { .. } => 0,
    }
}

/// Keeps the last [`RECENT`] games of a list.
fn keep(list: &mut VecDeque<Recent>, r: Recent) {
    list.push_back(r);
    if list.len() > RECENT {
        list.pop_front();
    }
}
