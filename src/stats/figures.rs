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

use std::collections::{BTreeMap, BTreeSet};

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
    let mut legacy_ids: BTreeSet<&str> = BTreeSet::new();
    for r in j.records() {
        if let Record::Legacy(l) = r {
            legacy_ids.extend(l.stats.counted.iter().map(String::as_str));
            if after(l.at) {
                legacy.push(l);
            }
        }
    }
    // The largest first (then by id), and each one sharing no game with those kept.
    small_sort::sort_by_key(&mut legacy, |l| {
        std::cmp::Reverse(l.stats.entries.values().map(|e| (e.played + e.marked_played) as u64).sum::<u64>())
    });
    let mut seen: BTreeSet<&str> = BTreeSet::new();
    let mut kept = Vec::new();
    for l in legacy {
        if l.stats.counted.iter().all(|c| !seen.contains(c.as_str())) {
            seen.extend(l.stats.counted.iter().map(String::as_str));
            kept.push(l);
        }
    }
    small_sort::sort_by_key(&mut kept, |l| l.at);
    let mut games: BTreeMap<(u64, &str), &Finished> = BTreeMap::new();
    for r in j.records() {
        if let Record::Game(g) = r {
            if after(g.at) && !legacy_ids.contains(g.id.as_str()) {
                games.insert((g.at, &g.id), g);
            }
        }
    }
    Counted { games: games.into_values().collect(), legacy: kept }
}

/// The figures of one game and option set.
pub fn figures(c: &Counted, variant: &str) -> Entry {
    let mut e = Entry::default();
    for l in &c.legacy {
        let Some(x) = l.stats.entries.get(variant) else { continue };
        e.played += x.played;
        e.won += x.won;
        e.marked_played += x.marked_played;
        e.marked_won += x.marked_won;
        e.best_streak = e.best_streak.max(x.best_streak);
        e.current_streak = x.current_streak;
        e.fewest_moves = min(e.fewest_moves, x.fewest_moves);
        e.fastest_ms = min(e.fastest_ms, x.fastest_ms);
    }
    for g in c.games.iter().filter(|g| g.variant == variant) {
        e.hints += g.hints;
        if g.marked() {
            e.marked_played += 1;
            e.marked_won += g.won as u32;
            continue;
        }
        e.played += 1;
        if !g.won {
            e.current_streak = 0;
            continue;
        }
        e.won += 1;
        e.current_streak += 1;
        e.best_streak = e.best_streak.max(e.current_streak);
        if !g.helped() {
            e.fewest_moves = min(e.fewest_moves, Some(g.moves));
            e.fastest_ms = min(e.fastest_ms, Some(g.ms));
        }
    }
    e
}

fn min<T: Ord>(a: Option<T>, b: Option<T>) -> Option<T> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// Every game and option set with a figure, by key.
pub fn variants(c: &Counted) -> Vec<String> {
    let mut keys: BTreeSet<&str> = BTreeSet::new();
    keys.extend(c.games.iter().map(|g| g.variant.as_str()));
    for l in &c.legacy {
        keys.extend(l.stats.entries.keys().map(String::as_str));
    }
    keys.into_iter().map(str::to_string).collect()
}

/// The last `n` games of a game and option set, oldest first (the
/// migrated statistics' last games before the journal's).
pub fn last_games(c: &Counted, variant: &str, n: usize) -> Vec<Recent> {
    let mut all: Vec<Recent> =
        c.legacy.iter().flat_map(|l| l.stats.recent.iter().filter(|r| r.key == variant).cloned()).collect();
    all.extend(c.games.iter().filter(|g| g.variant == variant).map(|g| Recent {
        key: g.variant.clone(),
        won: g.won,
        moves: g.moves,
        ms: g.ms,
        marked: g.marked(),
        at: g.at,
    }));
    let skip = all.len().saturating_sub(n);
    all.split_off(skip)
}

/// The deal of the day's figures: days played and won (each day once),
/// the run of days won in a row up to the last day won, and the longest.
/// Only the days won count for a streak: a day lost, or opened later and
/// left, takes nothing from it. Migrated statistics (per game only) add
/// their counts, their best streak, and their current run of days.
pub fn daily(c: &Counted, scope: Scope) -> Daily {
    let mut d = Daily::default();
    let mut known_played: BTreeSet<i64> = BTreeSet::new();
    let mut known_won: BTreeSet<i64> = BTreeSet::new();
    if let Scope::Game(game) = scope {
        for l in &c.legacy {
            let Some(x) = l.stats.daily.get(game) else { continue };
            d.days += x.days;
            d.won += x.won;
            d.best_streak = d.best_streak.max(x.best_streak);
            if let Some(last) = x.last_won.as_deref().and_then(day) {
                let run = i64::from(x.streak.max(1));
                known_won.extend(last - run + 1..=last);
            }
            known_played.extend(x.last_day.as_deref().and_then(day));
        }
        known_played.extend(known_won.iter().copied());
    }
    let (mut played, mut won) = (BTreeSet::new(), BTreeSet::new());
    for g in &c.games {
        let inside = match scope {
            Scope::Game(k) => g.game == k,
            Scope::Variant(k) => g.variant == k,
        };
        let Some(date) = g.daily.as_deref().and_then(day).filter(|_| inside) else { continue };
        played.insert(date);
        if g.won && !g.marked() {
            won.insert(date);
        }
    }
    d.days += played.iter().filter(|x| !known_played.contains(x)).count() as u32;
    d.won += won.iter().filter(|x| !known_won.contains(x)).count() as u32;
    won.extend(known_won);
    played.extend(known_played);
    let mut run = 0;
    let mut prev = None;
    for &w in &won {
        run = if prev == Some(w - 1) { run + 1 } else { 1 };
        prev = Some(w);
        d.best_streak = d.best_streak.max(run);
    }
    d.streak = run;
    d.last_won = won.last().and_then(|&x| date(x));
    d.last_day = played.last().and_then(|&x| date(x));
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
pub fn stats(j: &Journal) -> Stats {
    let c = counted(j);
    let mut s = Stats::default();
    for k in variants(&c) {
        s.recent.extend(last_games(&c, &k, RECENT));
        s.entries.insert(k.clone(), figures(&c, &k));
    }
    let mut games: BTreeSet<&str> = BTreeSet::new();
    games.extend(c.games.iter().filter(|g| g.daily.is_some()).map(|g| g.game.as_str()));
    for l in &c.legacy {
        games.extend(l.stats.daily.keys().map(String::as_str));
    }
    for g in games {
        s.daily.insert(g.to_string(), daily(&c, Scope::Game(g)));
    }
    s
}
