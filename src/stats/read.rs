//! Reading the statistics kept before the journal (format 1 or 2; also the
//! `stats` of a journal's `legacy` record), every number checked against
//! what a real game can have: a figure out of range is damaged, named and
//! left out, as a figure that is not a number is. The limits are the
//! journal's too (`super::record`).

use crate::json::{Map, Value};

use super::{Daily, Entry, Loaded, Recent, Stats, COUNTED, RECENT, VERSION};
use crate::text::clip;
use crate::winnable::Date;

/// The latest time the journal holds (ms since 1970): the end of the year
/// 9999, the last date it can write. A time played is at most as long.
pub const MAX_TIME: u64 = 253_402_300_799_999;
/// The largest integer JavaScript holds exactly (2^53 - 1): a number beyond
/// it would not read back the same from the browser's store.
pub const MAX_EXACT: u64 = (1 << 53) - 1;
/// The most moves a game has (`crate::record::MAX_MOVES`).
pub const MAX_MOVES: u32 = crate::record::MAX_MOVES as u32;

impl Stats {
    /// Reads a stored copy. `Err` only when nothing at all can be read
    /// (not JSON, not an object); otherwise every damaged part is skipped
    /// and named in `problems`, and the rest kept.
    pub fn from_json(text: &str) -> Result<Loaded, String> {
        let v: Value = crate::json::from_str(text).map_err(|e| format!("the statistics are not JSON ({e})"))?;
        let o = v.as_object().ok_or("the statistics are not a JSON object")?;
        let mut out = Loaded::default();
        match o.get("version").and_then(Value::as_u64) {
            Some(1) | Some(VERSION) => {}
            Some(n) => out.problems.push(format!(
                "the statistics were written by a newer Swarm (version {n}); what this one understands was read"
            )),
            None => out.problems.push("the statistics have no version; what could be read was".into()),
        }
        out.stats = parts(o, &mut out.problems);
        Ok(out)
    }

    /// The statistics a journal's `legacy` record holds: whole, or `Err`
    /// naming the first part damaged or out of range.
    pub fn from_record(v: &Value) -> Result<Stats, String> {
        let o = v.as_object().ok_or("not a JSON object")?;
        let mut problems = Vec::new();
        let stats = parts(o, &mut problems);
        problems.into_iter().next().map_or(Ok(stats), Err)
    }
}

/// Every part of a stored copy that reads; each one that does not, named.
fn parts(o: &Map, problems: &mut Vec<String>) -> Stats {
    let mut stats = Stats::default();
    match o.get("entries") {
        Some(Value::Object(entries)) => {
            for (k, e) in entries {
                match entry(k, e) {
                    Ok(x) => {
                        *crate::small_sort::entry_of(&mut stats.entries, k.as_str()) = x;
                    }
                    Err(p) => problems.push(p),
                }
            }
        }
        None => {}
        Some(_) => problems.push("the statistics' entries are damaged".into()),
    }
    if let Some(list) = o.get("recent").and_then(Value::as_array) {
        let mut bad = 0;
        for r in list.iter().rev().take(RECENT).rev() {
            match recent(r) {
                Some(x) => stats.recent.push(x),
                None => bad += 1,
            }
        }
        if bad > 0 {
            problems.push(format!("{bad} of the last games were damaged and left out"));
        }
    }
    if let Some(Value::Object(m)) = o.get("daily") {
        for (k, d) in m {
            match daily(d) {
                Ok(x) => {
                    *crate::small_sort::entry_of(&mut stats.daily, k.as_str()) = x;
                }
                Err(f) => problems.push(format!(
                    "the deal of the day's numbers for `{}` are damaged or out of range (`{f}`)",
                    clip(k, 20)
                )),
            }
        }
    }
    if let Some(list) = o.get("counted").and_then(Value::as_array) {
        stats.counted = list
            .iter()
            .filter_map(Value::as_str)
            .filter(|s| s.len() <= 40)
            .map(str::to_string)
            .rev()
            .take(COUNTED)
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
    }
    stats
}

/// A number at most `max`.
fn at_most(x: Option<&Value>, max: u64) -> Option<u64> {
    x.and_then(Value::as_u64).filter(|&x| x <= max)
}

/// One entry, or what is wrong with it: a figure that is no number, or
/// more than a real game's (a streak longer than the wins, more wins than
/// games, more moves than a game keeps, a time past the journal's era).
fn entry(k: &str, e: &Value) -> Result<Entry, String> {
    let k_short = clip(k, 30);
    let bad = |f: &str| format!("the statistics for `{k_short}` were damaged or out of range (`{f}`) and left out");
    let num = |f: &str| at_most(e.get(f), u32::MAX.into()).map(|x| x as u32).ok_or_else(|| bad(f));
    let opt = |f: &str, max: u64| -> Result<Option<u64>, String> {
        match e.get(f) {
            None | Some(Value::Null) => Ok(None),
            x => at_most(x, max).map(Some).ok_or_else(|| bad(f)),
        }
    };
    let entry = Entry {
        played: num("played")?,
        won: num("won")?,
        current_streak: num("current_streak")?,
        best_streak: num("best_streak")?,
        fewest_moves: opt("fewest_moves", MAX_MOVES.into())?.map(|m| m as u32),
        fastest_ms: opt("fastest_ms", MAX_TIME)?,
        marked_played: num("marked_played")?,
        marked_won: num("marked_won")?,
        hints: 0,
    };
    if entry.won > entry.played || entry.marked_won > entry.marked_played {
        return Err(format!("the statistics for `{k_short}` had more wins than games and were left out"));
    }
    if entry.best_streak > entry.won {
        return Err(bad("best_streak"));
    }
    if entry.current_streak > entry.best_streak {
        return Err(bad("current_streak"));
    }
    Ok(entry)
}

fn recent(r: &Value) -> Option<Recent> {
    Some(Recent {
        key: clip(r.get("key")?.as_str()?, 60),
        won: r.get("won")?.as_bool()?,
        moves: at_most(r.get("moves"), MAX_MOVES.into())? as u32,
        ms: at_most(r.get("ms"), MAX_TIME)?,
        marked: r.get("marked").and_then(Value::as_bool).unwrap_or(false),
        at: match r.get("at") {
            None => 0,
            x => at_most(x, MAX_TIME)?,
        },
    })
}

/// A game's deal of the day numbers, or the field that is wrong: the
/// current streak at most the best, the best at most the days won, those
/// at most the days played, and no more days in a row than there are days
/// since 1970 up to the last one won.
fn daily(d: &Value) -> Result<Daily, &'static str> {
    let n = |f: &'static str| at_most(d.get(f), u32::MAX.into()).map(|x| x as u32).ok_or(f);
    let day = |f: &'static str| match d.get(f) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Date::parse(s).map(|x| Some((s.clone(), x.days()))).map_err(|_| f),
        _ => Err(f),
    };
    let (last_day, last_won) = (day("last_day")?, day("last_won")?);
    let x = Daily {
        days: n("days")?,
        won: n("won")?,
        streak: n("streak")?,
        best_streak: n("best_streak")?,
        last_day: last_day.as_ref().map(|(s, _)| s.clone()),
        last_won: last_won.as_ref().map(|(s, _)| s.clone()),
    };
    let since = |d: Option<&(String, i64)>| d.map_or(0, |(_, days)| (days + 1).max(0)) as u64;
    let latest = since(last_day.as_ref()).max(since(last_won.as_ref()));
    if x.streak > x.best_streak || x.streak as u64 > since(last_won.as_ref()) {
        return Err("streak");
    }
    if x.best_streak > x.won {
        return Err("best_streak");
    }
    if x.won > x.days {
        return Err("won");
    }
    if x.days as u64 > latest {
        return Err("days");
    }
    Ok(x)
}
