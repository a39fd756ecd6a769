//! The statistics kept before the journal (localStorage `swarm.stats`,
//! format 1 or 2) become one journal record, once.
//!
//! They hold counts, not games: per game and option set the games played
//! and won, the streaks and bests, the marked games; the last 200 games
//! (without ids); the deal of the day's days per game; the ids of the last
//! 500 games counted. So they become one record of kind `legacy` holding
//! them as read ([`Legacy`]), which every figure adds in
//! ([`super::figures`]), and whose ids count as in the journal
//! ([`super::journal::Journal::has`]), so none of those games is counted
//! twice. Its id is `legacy-` and a hash of the statistics as read: the same
//! statistics migrated twice give the same record, added once. The page
//! keeps the old statistics until the journal has the record.

use crate::json::{Map, Value};

use super::record::{Legacy, Record, FORMAT};
use super::Stats;

/// A migration: the record to add, and what could not be read of the old statistics.
#[derive(Clone, Debug, PartialEq)]
pub struct Migrated {
    pub record: Record,
    /// Each damaged part of the old statistics, named (left out).
    pub problems: Vec<String>,
}

/// The journal record of the old statistics `old` (their JSON), migrated
/// at `now_ms`. `Ok(None)` when they hold nothing to count (never played,
/// or reset); `Err` when nothing at all can be read of them.
pub fn migrate(old: &str, now_ms: u64) -> Result<Option<Migrated>, String> {
    let loaded = Stats::from_json(old)?;
    let s = loaded.stats;
    if s.entries.is_empty() && s.daily.is_empty() && s.recent.is_empty() {
        return Ok(None);
    }
    let text = s.to_json();
    let raw: Value = crate::json::from_str(&text).map_err(|e| format!("the statistics could not be written ({e})"))?;
    let record = Record::Legacy(Legacy {
        id: format!("legacy-{:016x}", fnv1a(text.as_bytes())),
        at: now_ms,
        stats: s,
        raw,
        v: FORMAT,
        extra: Map::new(),
    });
    Ok(Some(Migrated { record, problems: loaded.problems }))
}

/// FNV-1a, 64 bits: a stable hash (the same on every machine and version).
pub(crate) fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnv1a_matches_its_published_values() {
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
    }

    #[test]
    fn nothing_to_count_migrates_to_nothing() {
        assert_eq!(migrate(r#"{"version":2,"entries":{},"counted":["a"]}"#, 1), Ok(None));
        assert!(migrate("{", 1).unwrap_err().contains("not JSON"));
    }
}
