//! Every figure the Statistics sheet shows, derived from the journal by
//! pure functions: played, won, win %, the current and best streak, the
//! bests (only from games without help), hints used, the deal of the day's
//! days and streak (from the days won, so an old day opened later never
//! resets today's streak), and the last games for the chart.
//!
//! What is counted ([`Counted`]): the games finished after the last reset,
//! in the order they finished (then by id), and the statistics migrated
//! from before the journal ([`Legacy`]), which come before every game.
//! Legacy statistics carry counts, streaks and bests but no record per
//! game: a figure adds them in as they are (a current streak goes on into
//! the journal's first games).

use std::collections::VecDeque;

use super::journal::Journal;
use super::record::{Finished, Legacy, Record};
use super::{Daily, Entry, Recent, Stats, RECENT};
use crate::small_sort;
use crate::winnable::Date;

/// What the figures count.
#[derive(Clone, Debug, Default)]
pub struct Counted<'a> {
    /// Games after the last reset, in the order they finished.
    pub games: Vec<&'a Finished>,
    /// Migrated statistics in force, oldest first.
    pub legacy: Vec<&'a Legacy>,
}

/// Which games a deal of the day figure covers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope<'a> {
    /// A game, whatever its options (`spider`).
    Game(&'a str),
    /// A game and option set (`spider suits=2`).
    Variant(&'a str),
}

/// The games and migrated statistics the figures count. A reset hides
/// everything finished (or migrated) before it. Two migrations of one
/// browser's statistics (they share game ids) count as the larger one. A
/// game the migrated statistics already counted is not counted again.
pub fn counted(j: &Journal) -> Counted<'_> {
    let reset = j.records().filter_map(|r| if let Record::Reset(x) = r { Some(x.at) } else { None }).max();
    let after = |at: u64| reset.is_none_or(|r| at > r);
    // (Few legacy records: small sorts. Maps are filled by inserts, never
    // collected into: a collect sorts, and each sort adds kilobytes to the wasm.)
    let mut legacy: Vec<&Legacy> = Vec::new();
    let mut legacy_ids: Vec<&str> = Vec::new();
    for r in j.records() {
        if let Record::Legacy(l) = r {
            for c in &l.stats.counted {
                small_sort::add(&mut legacy_ids, c.as_str());
            }
            if after(l.at) {
                legacy.push(l);
            }
        }
    }
    // The largest first (then by id), and each one sharing no game with those kept.
    small_sort::sort_by_key(&mut legacy, |l| {
        std::cmp::Reverse(l.stats.entries.iter().map(|(_, e)| (e.played + e.marked_played) as u64).sum::<u64>())
    });
    let mut seen: Vec<&str> = Vec::new();
    let mut kept = Vec::new();
    for l in legacy {
        if l.stats.counted.iter().all(|c| !small_sort::has(&seen, c.as_str())) {
            for c in &l.stats.counted {
                small_sort::add(&mut seen, c.as_str());
            }
            kept.push(l);
        }
    }
    small_sort::sort_by_key(&mut kept, |l| l.at);
    // In order by (time, id): the journal holds its records by id, so a
    // stable sort by time alone gives it (one sort shared with the rest of
    // the crate, where a map keyed by both was a whole B-tree in the wasm).
    let mut games: Vec<&Finished> = Vec::new();
    for r in j.records() {
        if let Record::Game(g) = r {
            if after(g.at) && !small_sort::has(&legacy_ids, g.id.as_str()) {
                games.push(g);
            }
        }
    }
    // `at ^ 2^63` as an i64 orders as `at` does as a u64.
    small_sort::heap_sort_by_i64(&mut games, |g| (g.at ^ (1 << 63)) as i64);
    Counted { games, legacy: kept }
}

/// The figures of one game and option set.
pub fn figures(c: &Counted, variant: &str) -> Entry {
    let mut e = Entry::default();
    for l in &c.legacy {
        if let Some(x) = small_sort::get(&l.stats.entries, variant) {
            add_legacy(&mut e, x);
        }
    }
    for g in c.games.iter().filter(|g| g.variant == variant) {
        add_game(&mut e, g);
    }
    e
}

/// Adds migrated figures (counts add up, a current streak goes on from them).
pub(super) fn add_legacy(e: &mut Entry, x: &Entry) {
    e.add_counts(x);
    e.best_streak = e.best_streak.max(x.best_streak);
    e.current_streak = x.current_streak;
    e.fewest_moves = min(e.fewest_moves, x.fewest_moves);
    e.fastest_ms = min(e.fastest_ms, x.fastest_ms);
}

/// Adds the next game finished.
pub(super) fn add_game(e: &mut Entry, g: &Finished) {
    e.hints = e.hints.saturating_add(g.hints);
    if g.marked() {
        e.marked_played = e.marked_played.saturating_add(1);
        e.marked_won = e.marked_won.saturating_add(g.won as u32);
        return;
    }
    e.played = e.played.saturating_add(1);
    if !g.won {
        e.current_streak = 0;
        return;
    }
    e.won = e.won.saturating_add(1);
    e.current_streak = e.current_streak.saturating_add(1);
    e.best_streak = e.best_streak.max(e.current_streak);
    if !g.helped() {
        e.fewest_moves = min(e.fewest_moves, Some(g.moves));
        e.fastest_ms = min(e.fastest_ms, Some(g.ms));
    }
}

fn min<T: Ord>(a: Option<T>, b: Option<T>) -> Option<T> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// Every game and option set with a figure, by key.
pub fn variants(c: &Counted) -> Vec<String> {
    let mut keys: Vec<&str> = Vec::new();
    for g in &c.games {
        small_sort::add(&mut keys, g.variant.as_str());
    }
    for l in &c.legacy {
        for (k, _) in &l.stats.entries {
            small_sort::add(&mut keys, k.as_str());
        }
    }
    keys.into_iter().map(str::to_string).collect()
}

/// A game as the chart shows it.
pub(super) fn recent(g: &Finished) -> Recent {
    Recent { key: g.variant.clone(), won: g.won, moves: g.moves, ms: g.ms, marked: g.marked(), at: g.at }
}

/// The last `n` games of a game and option set, oldest first (the
/// migrated statistics' last games before the journal's).
pub fn last_games(c: &Counted, variant: &str, n: usize) -> Vec<Recent> {
    let mut all: Vec<Recent> =
        c.legacy.iter().flat_map(|l| l.stats.recent.iter().filter(|r| r.key == variant).cloned()).collect();
    all.extend(c.games.iter().filter(|g| g.variant == variant).map(|g| recent(g)));
    let skip = all.len().saturating_sub(n);
    all.split_off(skip)
}

/// The deal of the day's figures: days played and won (each day once),
/// the run of days won in a row up to the last day won, and the longest.
/// Only the days won count for a streak: a day lost, or opened later and
/// left, takes nothing from it. Migrated statistics (per game only) add
/// their counts, their best streak, and their current run of days.
pub fn daily(c: &Counted, scope: Scope) -> Daily {
    let inside = |g: &&&Finished| match scope {
        Scope::Game(k) => g.game == k,
        Scope::Variant(k) => g.variant == k,
    };
    let game = if let Scope::Game(k) = scope { Some(k) } else { None };
    days_of(&c.legacy, game, c.games.iter().filter(inside).copied())
}

/// [`daily`] of these games (and of the migrated statistics of `game`).
fn days_of<'a>(legacy: &[&Legacy], game: Option<&str>, games: impl Iterator<Item = &'a Finished>) -> Daily {
    let mut days = Days::default();
    for g in games {
        days.add(g);
    }
    days_from(legacy, game, &days)
}

/// The days of the deal of the day played and won (days since 1970), each
/// a sorted list without repeats (as sets: a set type more would be more
/// code in the wasm).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Days {
    pub played: Vec<i64>,
    pub won: Vec<i64>,
}

impl Days {
    /// Adds a game's day (if it was a deal of the day).
    pub fn add(&mut self, g: &Finished) {
        let Some(date) = g.daily.as_deref().and_then(day) else { return };
        let add = |v: &mut Vec<i64>, x: i64| {
            if let Err(at) = v.binary_search(&x) {
                v.insert(at, x);
            }
        };
        add(&mut self.played, date);
        if g.won && !g.marked() {
            add(&mut self.won, date);
        }
    }
}

/// [`daily`] of these days (and of the migrated statistics of `game`).
/// Days won are kept as runs (a migrated streak is one run, however long),
/// never a day at a time.
pub(super) fn days_from(legacy: &[&Legacy], game: Option<&str>, days: &Days) -> Daily {
    let (played, won) = (&days.played, &days.won);
    let mut d = Daily::default();
    // The migrated runs of days won (first, last), and their last days played.
    let mut runs: Vec<(i64, i64)> = Vec::new();
    let mut known_played: Vec<i64> = Vec::new();
    for x in game.iter().flat_map(|game| legacy.iter().filter_map(|l| l.stats.daily_of(game))) {
        d.days = d.days.saturating_add(x.days);
        d.won = d.won.saturating_add(x.won);
        d.best_streak = d.best_streak.max(x.best_streak);
        if let Some(last) = x.last_won.as_deref().and_then(day) {
            runs.push((last - i64::from(x.streak.max(1)) + 1, last));
        }
        known_played.extend(x.last_day.as_deref().and_then(day));
    }
    let known_won = |x: &i64| runs.iter().any(|&(a, b)| a <= *x && *x <= b);
    let new_days = played.iter().filter(|x| !known_played.contains(x) && !known_won(x)).count();
    let new_won = won.iter().filter(|x| !known_won(x)).count();
    d.days = d.days.saturating_add(new_days as u32);
    d.won = d.won.saturating_add(new_won as u32);
    // Runs by their first day (the longest of those sharing one), merged
    // where they touch.
    let mut starts: Vec<(i64, i64)> = Vec::new();
    for (a, b) in runs.iter().copied().chain(won.iter().map(|&x| (x, x))) {
        match starts.binary_search_by_key(&a, |&(s, _)| s) {
            Ok(at) => starts[at].1 = starts[at].1.max(b),
            Err(at) => starts.insert(at, (a, b)),
        }
    }
    let len = |(a, b): (i64, i64)| u32::try_from(b - a + 1).unwrap_or(u32::MAX);
    let mut run: Option<(i64, i64)> = None;
    for (a, b) in starts {
        run = match run {
            Some((s, e)) if a <= e + 1 => Some((s, e.max(b))),
            done => {
                d.best_streak = d.best_streak.max(done.map_or(0, len));
                Some((a, b))
            }
        };
    }
    d.streak = run.map_or(0, len);
    d.best_streak = d.best_streak.max(d.streak);
    let last_won = run.map(|(_, e)| e);
    d.last_won = last_won.and_then(date);
    let last_played = played.last().copied().into_iter().chain(known_played).chain(last_won).max();
    d.last_day = last_played.and_then(date);
    d
}

/// Days since 1970 of a `YYYY-MM-DD` date.
fn day(s: &str) -> Option<i64> {
    Date::parse(s).ok().map(Date::days)
}

fn date(days: i64) -> Option<String> {
    Date::from_days(days).ok().map(|d| d.to_string())
}

/// Every figure in the shape the Statistics sheet reads: each game and
/// option set's figures, the last [`RECENT`] games of each (oldest first
/// within each), and each game's deal of the day. Its `counted` is empty:
/// the journal itself says which games are counted ([`Journal::has`]).
/// One pass over the games, whatever the number of rule sets.
pub fn stats(j: &Journal) -> Stats {
    let c = counted(j);
    // Maps as lists sorted by key (small_sort::entry): a few dozen rule
    // sets at most, and each map type adds kilobytes to the wasm.
    let mut entries: Vec<(&str, Entry)> = Vec::new();
    let mut recent: Vec<(&str, VecDeque<Recent>)> = Vec::new();
    let mut daily: Vec<(&str, Vec<&Finished>)> = Vec::new();
    use small_sort::entry;
    let keep = |list: &mut VecDeque<Recent>, r: Recent| {
        list.push_back(r);
        if list.len() > RECENT {
            list.pop_front();
        }
    };
    for l in &c.legacy {
        for (k, x) in &l.stats.entries {
            add_legacy(entry(&mut entries, k), x);
        }
        for r in &l.stats.recent {
            keep(entry(&mut recent, &r.key), r.clone());
        }
        for (k, _) in &l.stats.daily {
            entry(&mut daily, k);
        }
    }
    for &g in &c.games {
        add_game(entry(&mut entries, &g.variant), g);
        keep(entry(&mut recent, &g.variant), self::recent(g));
        if g.daily.is_some() {
            entry(&mut daily, &g.game).push(g);
        }
    }
    let mut s = Stats::default();
    for (k, e) in entries {
        s.recent.extend(std::mem::take(entry(&mut recent, k)));
        s.entries.push((k.to_string(), e)); // in key order, as `entries`
    }
    for (g, games) in daily {
        s.daily.push((g.to_string(), days_of(&c.legacy, Some(g), games.into_iter())));
    }
    s
}
