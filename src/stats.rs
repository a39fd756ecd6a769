//! Statistics per game and option set: played, won, win %, current and best
//! streak, fewest moves and fastest win. Cheated (Spider undo over revealed
//! cards) and assisted (peeking analysis, a shown solution, autoplay) games
//! are counted apart and touch neither the streaks nor the bests. Also the
//! last games (for the page's chart), the deal of the day's own numbers per
//! game, and the ids of the games counted lately, so a game is counted
//! once whichever tab ends it.
//!
//! Stored as JSON (the page keeps it in localStorage). Reading ([`read`])
//! forgives what it can: a damaged entry, or one out of range, costs only
//! itself (and is named), a store from a newer version is read as far as it
//! is understood.
//!
//! The journal replaces that store: one record per finished game
//! ([`record`], [`journal`]), every figure derived from it ([`figures`],
//! which gives the same [`Stats`] shape), the old store migrated once
//! ([`migrate`]).

pub mod bundle;
pub mod figures;
pub mod fold;
pub mod journal;
pub mod migrate;
pub mod read;
pub mod record;
pub mod slices;

use std::collections::VecDeque;

use crate::json::{object, Map, Value};
use crate::small_sort;

use crate::games::{GameId, Options};
use crate::winnable::Date;

/// The statistics key of a game and option set: `spider` or `spider suits=2`.
pub fn variant_key(game: GameId, options: &Options) -> String {
    let s = options.summary();
    if s.is_empty() {
        game.key().to_string()
    } else {
        format!("{} {}", game.key(), s.replace(',', " "))
    }
}

/// The version this code writes.
pub const VERSION: u64 = 2;
/// Game ids remembered as counted.
const COUNTED: usize = 500;
/// Games remembered for the chart.
const RECENT: usize = 200;

/// How one game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub won: bool,
    pub moves: u32,
    pub ms: u64,
    pub cheated: bool,
    pub assisted: bool,
    /// The game instance's id (counted once).
    pub id: String,
    /// The deal of the day's date (`YYYY-MM-DD`), when it was one.
    pub daily: Option<String>,
    /// When it ended (ms since the epoch).
    pub at: u64,
}

impl Outcome {
    /// A game of `moves` moves, a second each, without help, finished at
    /// `at`: the statistics' test data (this module's tests and
    /// tests/journal.rs share it).
    #[doc(hidden)]
    pub fn fixture(id: &str, won: bool, moves: u32, at: u64) -> Outcome {
        Outcome { won, moves, ms: 1000 * moves as u64, cheated: false, assisted: false, id: id.into(), daily: None, at }
    }
}

/// The numbers of one game and option set.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Entry {
    pub played: u32,
    pub won: u32,
    pub current_streak: u32,
    pub best_streak: u32,
    pub fewest_moves: Option<u32>,
    pub fastest_ms: Option<u64>,
    /// Games marked cheated or assisted: counted apart.
    pub marked_played: u32,
    pub marked_won: u32,
    /// Hints taken in these games (counted by the journal; 0 before it).
    pub hints: u32,
}

impl Entry {
    /// Win percentage of the fair games (0 when none).
    pub fn win_percent(&self) -> f64 {
        if self.played == 0 {
            0.0
        } else {
            100.0 * self.won as f64 / self.played as f64
        }
    }

    /// Adds the counts of `x` (games, wins, marked games, hints), saturating.
    pub fn add_counts(&mut self, x: &Entry) {
        self.played = self.played.saturating_add(x.played);
        self.won = self.won.saturating_add(x.won);
        self.marked_played = self.marked_played.saturating_add(x.marked_played);
        self.marked_won = self.marked_won.saturating_add(x.marked_won);
        self.hints = self.hints.saturating_add(x.hints);
    }

    fn add(&mut self, o: &Outcome) {
        if o.cheated || o.assisted {
            self.marked_played += 1;
            self.marked_won += o.won as u32;
            return;
        }
        self.played += 1;
        if o.won {
            self.won += 1;
            self.current_streak += 1;
            self.best_streak = self.best_streak.max(self.current_streak);
            self.fewest_moves = Some(self.fewest_moves.map_or(o.moves, |m| m.min(o.moves)));
            self.fastest_ms = Some(self.fastest_ms.map_or(o.ms, |m| m.min(o.ms)));
        } else {
            self.current_streak = 0;
        }
    }
}

/// One finished game, for the chart.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recent {
    pub key: String,
    pub won: bool,
    pub moves: u32,
    pub ms: u64,
    pub marked: bool,
    pub at: u64,
}

/// The deal of the day's numbers for one game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Daily {
    /// Days whose deal was played (each day once).
    pub days: u32,
    pub won: u32,
    /// Days in a row whose deal was won, up to the last one won.
    pub streak: u32,
    pub best_streak: u32,
    /// The last day played, and the last day won (`YYYY-MM-DD`).
    pub last_day: Option<String>,
    pub last_won: Option<String>,
}

/// All statistics.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Each game and option set's figures, sorted by key (a list: each
    /// `BTreeMap` type is a whole B-tree in the wasm; `small_sort::entry_of`).
    pub entries: Vec<(String, Entry)>,
    pub recent: Vec<Recent>,
    /// Each game's deal of the day, sorted by game (as `entries`).
    pub daily: Vec<(String, Daily)>,
    /// Ids of the games counted lately.
    pub counted: VecDeque<String>,
}

/// A store as read: the statistics, and what could not be read of it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Loaded {
    pub stats: Stats,
    /// Each damaged part, named (empty when everything was read).
    pub problems: Vec<String>,
}

impl Stats {
    /// Counts a finished game (won, or left after at least one move).
    /// Returns false when this game was counted already.
    pub fn record(&mut self, key: &str, o: &Outcome) -> bool {
        if !o.id.is_empty() {
            if self.counted.iter().any(|c| *c == o.id) {
                return false;
            }
            self.counted.push_back(o.id.clone());
            while self.counted.len() > COUNTED {
                self.counted.pop_front();
            }
        }
        small_sort::entry_of(&mut self.entries, key).add(o);
        self.recent.push(Recent {
            key: key.to_string(),
            won: o.won,
            moves: o.moves,
            ms: o.ms,
            marked: o.cheated || o.assisted,
            at: o.at,
        });
        if self.recent.len() > RECENT {
            self.recent.drain(..self.recent.len() - RECENT);
        }
        if let Some(day) = &o.daily {
            let game = key.split(' ').next().unwrap_or(key);
            small_sort::entry_of(&mut self.daily, game).add(day, o.won && !o.cheated && !o.assisted);
        }
        true
    }

    pub fn get(&self, key: &str) -> Entry {
        small_sort::get(&self.entries, key).cloned().unwrap_or_default()
    }

    /// The deal of the day's figures of `game` (its key: `spider`).
    pub fn daily_of(&self, game: &str) -> Option<&Daily> {
        small_sort::get(&self.daily, game)
    }

    /// Forgets everything (the page asks for confirmation first).
    pub fn reset(&mut self) {
        *self = Stats { counted: std::mem::take(&mut self.counted), ..Stats::default() };
    }

    pub fn to_json(&self) -> String {
        // Maps are filled one by one: collecting into one sorts, and each
        // sort adds kilobytes to the wasm.
        let mut entries = Map::new();
        for (k, e) in &self.entries {
            entries.insert(
                k.clone(),
                object(vec![
                    ("played", e.played.into()),
                    ("won", e.won.into()),
                    ("current_streak", e.current_streak.into()),
                    ("best_streak", e.best_streak.into()),
                    ("fewest_moves", e.fewest_moves.into()),
                    ("fastest_ms", e.fastest_ms.into()),
                    ("marked_played", e.marked_played.into()),
                    ("marked_won", e.marked_won.into()),
                ]),
            );
        }
        let recent: Vec<Value> = self
            .recent
            .iter()
            .map(|r| {
                object(vec![
                    ("key", r.key.as_str().into()),
                    ("won", r.won.into()),
                    ("moves", r.moves.into()),
                    ("ms", r.ms.into()),
                    ("marked", r.marked.into()),
                    ("at", r.at.into()),
                ])
            })
            .collect();
        let mut daily = Map::new();
        for (k, d) in &self.daily {
            daily.insert(
                k.clone(),
                object(vec![
                    ("days", d.days.into()),
                    ("won", d.won.into()),
                    ("streak", d.streak.into()),
                    ("best_streak", d.best_streak.into()),
                    ("last_day", d.last_day.clone().into()),
                    ("last_won", d.last_won.clone().into()),
                ]),
            );
        }
        let counted: Vec<Value> = self.counted.iter().map(|c| c.as_str().into()).collect();
        crate::json::to_string(&object(vec![
            ("version", VERSION.into()),
            ("entries", entries.into()),
            ("recent", recent.into()),
            ("daily", daily.into()),
            ("counted", counted.into()),
        ]))
    }
}

impl Daily {
    /// The streak as it stands on `today`: the run of days won, while its
    /// last day is today or yesterday (0 once a day is missed).
    pub fn live_streak(&self, today: Date) -> u32 {
        let last = self.last_won.as_deref().and_then(|d| Date::parse(d).ok());
        if last.is_some_and(|w| w.days() == today.days() || w.days() + 1 == today.days()) {
            self.streak
        } else {
            0
        }
    }

    fn add(&mut self, day: &str, won: bool) {
        if self.last_day.as_deref() != Some(day) {
            self.days += 1;
            self.last_day = Some(day.to_string());
        }
        if !won && self.last_won.as_deref() != Some(day) {
            self.streak = 0;
        }
        if won && self.last_won.as_deref() != Some(day) {
            self.won += 1;
            let follows = self.last_won.as_deref().is_some_and(|w| next_day(w).as_deref() == Some(day));
            self.streak = if follows { self.streak + 1 } else { 1 };
            self.best_streak = self.best_streak.max(self.streak);
            self.last_won = Some(day.to_string());
        }
    }
}

/// The day after `date` (`YYYY-MM-DD`), if it is a date.
fn next_day(date: &str) -> Option<String> {
    let d = Date::parse(date).ok()?;
    Date::from_days(d.days() + 1).ok().map(|d| d.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn o(won: bool, moves: u32, id: &str) -> Outcome {
        Outcome::fixture(id, won, moves, 0)
    }

    #[test]
    fn streaks_bests_and_marked_games() {
        let mut s = Stats::default();
        let k = "beeswax";
        for (i, (w, m)) in [(true, 60), (true, 50), (false, 10), (true, 70)].into_iter().enumerate() {
            assert!(s.record(k, &o(w, m, &format!("g{i}"))));
        }
        s.record(k, &Outcome { cheated: true, ..o(true, 5, "g9") });
        let e = s.get(k);
        assert_eq!((e.played, e.won, e.current_streak, e.best_streak), (4, 3, 1, 2));
        assert_eq!(e.fewest_moves, Some(50));
        assert_eq!(e.fastest_ms, Some(50_000));
        assert_eq!((e.marked_played, e.marked_won), (1, 1));
        assert_eq!(e.win_percent(), 75.0);
        assert_eq!(s.recent.len(), 5);
        assert_eq!(Stats::from_json(&s.to_json()).unwrap(), Loaded { stats: s, problems: vec![] });
    }

    #[test]
    fn a_game_is_counted_once_whoever_ends_it() {
        let mut s = Stats::default();
        assert!(s.record("beeswax", &o(true, 60, "abc")));
        assert!(!s.record("beeswax", &o(false, 61, "abc")));
        assert_eq!(s.get("beeswax").played, 1);
    }

    #[test]
    fn a_damaged_entry_costs_only_itself() {
        let text = r#"{"version":1,"entries":{
            "beeswax":{"played":3,"won":1,"current_streak":0,"best_streak":1,"marked_played":0,"marked_won":0},
            "spider":{"played":"a"},
            "beehive":{"played":1,"won":2,"current_streak":0,"best_streak":0,"marked_played":0,"marked_won":0}}}"#;
        let l = Stats::from_json(text).unwrap();
        assert_eq!(l.stats.get("beeswax").played, 3);
        assert_eq!(l.stats.entries.len(), 1);
        assert_eq!(l.problems.len(), 2, "{:?}", l.problems);
        assert!(l.problems.iter().any(|p| p.contains("`spider`")));
    }

    #[test]
    fn a_newer_store_is_read_as_far_as_it_is_understood() {
        let text = r#"{"version":9,"entries":{"beeswax":{"played":2,"won":2,"current_streak":2,"best_streak":2,"marked_played":0,"marked_won":0,"new_field":1}},"shiny":[1]}"#;
        let l = Stats::from_json(text).unwrap();
        assert_eq!(l.stats.get("beeswax").won, 2);
        assert!(l.problems[0].contains("newer"));
        assert!(Stats::from_json("{").unwrap_err().contains("not JSON"));
        assert!(Stats::from_json("[1]").unwrap_err().contains("not a JSON object"));
    }

    #[test]
    fn the_deal_of_the_day_counts_days_and_a_streak_of_days() {
        let mut s = Stats::default();
        let day = |d: &str, won: bool, id: &str| Outcome { daily: Some(d.into()), ..o(won, 10, id) };
        s.record("spider", &day("2026-11-20", true, "a"));
        s.record("spider", &day("2026-11-21", true, "b"));
        s.record("spider", &day("2026-11-23", false, "c"));
        s.record("spider", &day("2026-11-24", true, "d"));
        s.record("spider", &day("2026-11-25", true, "e"));
        let d = s.daily_of("spider").unwrap();
        assert_eq!((d.days, d.won, d.streak, d.best_streak), (5, 4, 2, 2));
        assert_eq!(d.last_won.as_deref(), Some("2026-11-25"));
        assert_eq!(Stats::from_json(&s.to_json()).unwrap().stats, s);
    }

    #[test]
    fn variant_keys_name_non_default_options() {
        assert_eq!(variant_key(GameId::Beeswax, &Options::defaults(GameId::Beeswax)), "beeswax");
        let o = Options::parse(GameId::Spider, [("suits", "2"), ("removal", "auto")]).unwrap();
        assert_eq!(variant_key(GameId::Spider, &o), "spider suits=2 removal=auto");
    }
}
