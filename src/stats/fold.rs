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

use std::collections::{BTreeMap, BTreeSet, VecDeque};

use super::figures::{self, Days};
use super::journal::Journal;
use super::record::{Finished, Legacy, Record};
use super::{Entry, Recent, Stats, RECENT};

/// The figures so far, and what folding the next game needs.
#[derive(Clone, Debug, Default)]
pub struct Fold {
    /// Each game and option set's figures.
    entries: BTreeMap<String, Entry>,
    /// Each one's last games, oldest first.
    recent: BTreeMap<String, VecDeque<Recent>>,
    /// Each game's days of the deal of the day.
    days: BTreeMap<String, Days>,
    /// The last game folded (`at`, id).
    last: Option<(u64, String)>,
    /// The last reset's time.
    reset: Option<u64>,
    /// The migrated statistics in force, and the game ids any of them counted.
    legacy: Vec<Legacy>,
    legacy_ids: BTreeSet<String>,
}

impl Fold {
    /// The figures of the whole journal, counted once.
    pub fn of(j: &Journal) -> Fold {
        let c = figures::counted(j);
        let mut f = Fold {
            reset: j.records().filter_map(|r| if let Record::Reset(x) = r { Some(x.at) } else { None }).max(),
            legacy: c.legacy.iter().map(|l| (*l).clone()).collect(),
            ..Fold::default()
        };
        for r in j.records() {
            if let Record::Legacy(l) = r {
                f.legacy_ids.extend(l.stats.counted.iter().cloned());
            }
        }
        for l in &c.legacy {
            for (k, x) in &l.stats.entries {
                figures::add_legacy(f.entries.entry(k.clone()).or_default(), x);
            }
            for r in &l.stats.recent {
                keep(f.recent.entry(r.key.clone()).or_default(), r.clone());
            }
            for k in l.stats.daily.keys() {
                f.days.entry(k.clone()).or_default();
            }
        }
        for g in c.games {
            f.fold(g);
        }
        f
    }

    /// Folds in a record the journal just took. False when it cannot be
    /// folded in at the end (the figures are then to be counted again:
    /// [`Fold::of`]); they are unchanged then.
    pub fn add(&mut self, r: &Record) -> bool {
        match r {
            Record::Game(g) => {
                if self.reset.is_some_and(|x| g.at <= x) || self.legacy_ids.contains(&g.id) {
                    return true;
                }
                if self.last.as_ref().is_some_and(|(at, id)| (g.at, g.id.as_str()) <= (*at, id.as_str())) {
                    return false;
                }
                self.fold(g);
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
    pub fn add_all<'a>(&mut self, records: impl IntoIterator<Item = &'a Record>, j: &Journal) {
        // In order by inserts into a map (a sort would add kilobytes to the wasm).
        let mut order: BTreeMap<(u64, &str), &Record> = BTreeMap::new();
        for r in records {
            order.insert((at(r), r.id()), r);
        }
        if !order.into_values().all(|r| self.add(r)) {
            *self = Fold::of(j);
        }
    }

    /// Folds in the next game finished.
    fn fold(&mut self, g: &Finished) {
        match self.entries.get_mut(&g.variant) {
            Some(e) => figures::add_game(e, g),
            None => figures::add_game(self.entries.entry(g.variant.clone()).or_default(), g),
        }
        match self.recent.get_mut(&g.variant) {
            Some(list) => keep(list, figures::recent(g)),
            None => keep(self.recent.entry(g.variant.clone()).or_default(), figures::recent(g)),
        }
        if g.daily.is_some() {
            self.days.entry(g.game.clone()).or_default().add(g);
        }
        self.last = Some((g.at, g.id.clone()));
    }

    /// The figures in the shape the sheet reads (as [`figures::stats`]).
    pub fn stats(&self) -> Stats {
        let mut s = Stats::default();
        for (k, e) in &self.entries {
            s.recent.extend(self.recent.get(k).into_iter().flatten().cloned());
            s.entries.insert(k.clone(), e.clone());
        }
        let legacy: Vec<&Legacy> = self.legacy.iter().collect();
        for (g, days) in &self.days {
            s.daily.insert(g.clone(), figures::days_from(&legacy, Some(g), days));
        }
        s
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
        self.recent.get(key).into_iter().flatten()
    }

    /// The deal of the day's figures of one game (as [`Fold::stats`] has them).
    pub fn daily(&self, game: &str) -> Option<super::Daily> {
        let legacy: Vec<&Legacy> = self.legacy.iter().collect();
        self.days.get(game).map(|days| figures::days_from(&legacy, Some(game), days))
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
