//! Statistics per game and option set: played, won, win %, current and best
//! streak, fewest moves and fastest win. Cheated (Spider undo over revealed
//! cards) and assisted (peeking analysis) games are counted apart and touch
//! neither the streaks nor the bests. Stored as JSON (the page keeps it in
//! localStorage); a corrupt store is reported, never fatal.

use std::collections::BTreeMap;

use serde_json::{json, Map, Value};

use crate::games::{GameId, Options};

/// The statistics key of a game and option set: `spider` or `spider suits=2`.
pub fn variant_key(game: GameId, options: &Options) -> String {
    let s = options.summary();
    if s.is_empty() {
        game.key().to_string()
    } else {
        format!("{} {}", game.key(), s.replace(',', " "))
    }
}

/// How one game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub won: bool,
    pub moves: u32,
    pub ms: u64,
    pub cheated: bool,
    pub assisted: bool,
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

    fn add(&mut self, o: Outcome) {
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

/// All statistics, by variant key.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub entries: BTreeMap<String, Entry>,
}

impl Stats {
    /// Counts a finished (won, or abandoned after at least one move) game.
    pub fn record(&mut self, key: &str, o: Outcome) {
        self.entries.entry(key.to_string()).or_default().add(o);
    }

    pub fn get(&self, key: &str) -> Entry {
        self.entries.get(key).cloned().unwrap_or_default()
    }

    /// Forgets everything (the page asks for confirmation first).
    pub fn reset(&mut self) {
        self.entries.clear();
    }

    pub fn to_json(&self) -> String {
        let mut m = Map::new();
        for (k, e) in &self.entries {
            m.insert(
                k.clone(),
                json!({
                    "played": e.played, "won": e.won,
                    "current_streak": e.current_streak, "best_streak": e.best_streak,
                    "fewest_moves": e.fewest_moves, "fastest_ms": e.fastest_ms,
                    "marked_played": e.marked_played, "marked_won": e.marked_won,
                }),
            );
        }
        json!({ "version": 1, "entries": Value::Object(m) }).to_string()
    }

    /// Parses a stored copy; any damage is an error naming it.
    pub fn from_json(text: &str) -> Result<Stats, String> {
        if text.len() > crate::record::MAX_INPUT {
            return Err("the statistics store is too large".into());
        }
        let v: Value = serde_json::from_str(text).map_err(|e| format!("statistics are not JSON: {e}"))?;
        if v.get("version").and_then(Value::as_u64) != Some(1) {
            return Err("statistics have an unknown version".into());
        }
        let entries = v.get("entries").and_then(Value::as_object).ok_or("statistics have no entries")?;
        let mut s = Stats::default();
        for (k, e) in entries {
            let k_short = crate::notation::clip(k, 30);
            let num = |f: &str| -> Result<u64, String> {
                e.get(f).and_then(Value::as_u64).ok_or_else(|| format!("statistics for `{k_short}`: bad `{f}`"))
            };
            let opt = |f: &str| -> Result<Option<u64>, String> {
                match e.get(f) {
                    None | Some(Value::Null) => Ok(None),
                    Some(x) => x.as_u64().map(Some).ok_or_else(|| format!("statistics for `{k_short}`: bad `{f}`")),
                }
            };
            let small = |x: u64| u32::try_from(x).map_err(|_| format!("statistics for `{k_short}`: number too large"));
            let entry = Entry {
                played: small(num("played")?)?,
                won: small(num("won")?)?,
                current_streak: small(num("current_streak")?)?,
                best_streak: small(num("best_streak")?)?,
                fewest_moves: opt("fewest_moves")?.map(small).transpose()?,
                fastest_ms: opt("fastest_ms")?,
                marked_played: small(num("marked_played")?)?,
                marked_won: small(num("marked_won")?)?,
            };
            if entry.won > entry.played || entry.marked_won > entry.marked_played {
                return Err(format!("statistics for `{k_short}`: more wins than games"));
            }
            s.entries.insert(k.clone(), entry);
        }
        Ok(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn o(won: bool, moves: u32) -> Outcome {
        Outcome { won, moves, ms: 1000 * moves as u64, cheated: false, assisted: false }
    }

    #[test]
    fn streaks_bests_and_marked_games() {
        let mut s = Stats::default();
        let k = "beeswax";
        for (w, m) in [(true, 60), (true, 50), (false, 10), (true, 70)] {
            s.record(k, o(w, m));
        }
        s.record(k, Outcome { cheated: true, ..o(true, 5) });
        let e = s.get(k);
        assert_eq!((e.played, e.won, e.current_streak, e.best_streak), (4, 3, 1, 2));
        assert_eq!(e.fewest_moves, Some(50));
        assert_eq!(e.fastest_ms, Some(50_000));
        assert_eq!((e.marked_played, e.marked_won), (1, 1));
        assert_eq!(e.win_percent(), 75.0);
        assert_eq!(Stats::from_json(&s.to_json()).unwrap(), s);
    }

    #[test]
    fn corrupt_stores_are_refused_with_a_reason() {
        assert!(Stats::from_json("{").unwrap_err().contains("not JSON"));
        assert!(Stats::from_json("{\"version\":2}").unwrap_err().contains("version"));
        let bad = r#"{"version":1,"entries":{"beeswax":{"played":1,"won":2,"current_streak":0,"best_streak":0,"marked_played":0,"marked_won":0}}}"#;
        assert!(Stats::from_json(bad).unwrap_err().contains("more wins"));
        let bad = r#"{"version":1,"entries":{"x":{"played":"a"}}}"#;
        assert!(Stats::from_json(bad).unwrap_err().contains("played"));
    }

    #[test]
    fn variant_keys_name_non_default_options() {
        assert_eq!(variant_key(GameId::Beeswax, &Options::defaults(GameId::Beeswax)), "beeswax");
        let o = Options::parse(GameId::Spider, [("suits", "2"), ("removal", "auto")]).unwrap();
        assert_eq!(variant_key(GameId::Spider, &o), "spider suits=2 removal=auto");
    }
}
