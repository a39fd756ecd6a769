//! One record of the statistics journal, as JSON: a finished game (the
//! common case), the statistics migrated from before the journal, or a
//! reset. Each is keyed by its `id`; a record is written once and never
//! changed. Fields this version does not know (a newer Swarm wrote them)
//! are kept in `extra` and written back as they were, so a record survives
//! a round trip through this version whole; a record of a kind this version
//! does not know is kept whole too, and not counted.
//!
//! Every number is checked against what a real game can have (a time
//! within the journal's era, no more moves than a game keeps, migrated
//! figures whole and in range: `super::read`), and none may be beyond what
//! JavaScript holds exactly, so what is accepted reads back the same from
//! the browser's store. A record out of range is refused by name, as a
//! damaged one is, whether from a file or the store.

use crate::json::{Map, Value};

use super::read::{MAX_EXACT, MAX_MOVES, MAX_TIME};
use super::{Outcome, Stats};
use crate::games::{GameId, Options};
use crate::text::clip;
use crate::winnable::Date;

/// The journal format this code writes (each record's `v`).
pub const FORMAT: u64 = 1;
/// The fields of a game record (an explicit `"kind": "game"` is kept as an
/// unknown field is, so it is written back).
const GAME_FIELDS: [&str; 13] =
    ["id", "v", "at", "game", "variant", "deal", "daily", "result", "moves", "ms", "cheated", "assisted", "hints"];
/// Longest id accepted.
const MAX_ID: usize = 64;
/// Longest game or variant key accepted.
const MAX_KEY: usize = 120;

/// One journal record.
#[derive(Clone, Debug, PartialEq)]
pub enum Record {
    Game(Finished),
    Legacy(Legacy),
    Reset(Reset),
    /// A kind this version does not know: kept whole, not counted.
    Other {
        id: String,
        kind: String,
        raw: Map,
    },
}

/// A finished game: won, or left after a move of the player's.
#[derive(Clone, Debug, PartialEq)]
pub struct Finished {
    /// The game instance's id (the record's key).
    pub id: String,
    /// The game's key (`spider`); a newer Swarm's game is kept as its key.
    pub game: String,
    /// The statistics key of the game and its options (`spider suits=2`,
    /// [`super::variant_key`]).
    pub variant: String,
    /// The deal number (none for a custom position).
    pub deal: Option<u32>,
    /// The deal of the day's date (`YYYY-MM-DD`), when it was one.
    pub daily: Option<String>,
    pub won: bool,
    pub moves: u32,
    /// The time played (ms).
    pub ms: u64,
    pub cheated: bool,
    pub assisted: bool,
    /// Hints taken.
    pub hints: u32,
    /// When it finished (ms since the epoch).
    pub at: u64,
    /// The journal format that wrote it.
    pub v: u64,
    /// Fields this version does not know, kept as they were.
    pub extra: Map,
}

impl Finished {
    /// The record of a game that just ended.
    pub fn from_outcome(game: GameId, options: &Options, deal: Option<u32>, o: &Outcome, hints: u32) -> Finished {
        Finished {
            id: o.id.clone(),
            game: game.key().to_string(),
            variant: super::variant_key(game, options),
            deal,
            daily: o.daily.clone(),
            won: o.won,
            moves: o.moves,
            ms: o.ms,
            cheated: o.cheated,
            assisted: o.assisted,
            hints,
            at: o.at,
            v: FORMAT,
            extra: Map::new(),
        }
    }

    /// Cheated or assisted: counted apart, out of the streaks.
    pub fn marked(&self) -> bool {
        self.cheated || self.assisted
    }

    /// Played with any help (hints, assisted, cheated): no bests from it.
    pub fn helped(&self) -> bool {
        self.marked() || self.hints > 0
    }
}

/// The statistics kept before the journal (localStorage, format 1 or 2),
/// as one record: counts without a record per game.
#[derive(Clone, Debug, PartialEq)]
pub struct Legacy {
    /// `legacy-` and a hash of the statistics (the same data, the same id).
    pub id: String,
    /// When they were migrated (ms since the epoch).
    pub at: u64,
    /// The statistics as read (their `stats` field).
    pub stats: Stats,
    /// The `stats` field as it was written.
    pub raw: Value,
    pub v: u64,
    pub extra: Map,
}

/// "Forget every statistic": the games finished before `at` are not counted.
#[derive(Clone, Debug, PartialEq)]
pub struct Reset {
    pub id: String,
    pub at: u64,
    pub v: u64,
    pub extra: Map,
}

impl Reset {
    /// A reset at `at` (ms since the epoch); its id is its time.
    pub fn new(at: u64) -> Reset {
        Reset { id: format!("reset-{at}"), at, v: FORMAT, extra: Map::new() }
    }
}

impl Record {
    pub fn id(&self) -> &str {
        match self {
            Record::Game(g) => &g.id,
            Record::Legacy(l) => &l.id,
            Record::Reset(r) => &r.id,
            Record::Other { id, .. } => id,
        }
    }

    /// The record as a JSON object (what IndexedDB and the export hold).
    pub fn to_value(&self) -> Value {
        let mut o = Map::new();
        let extra = match self {
            Record::Other { raw, .. } => return Value::Object(raw.clone()),
            Record::Game(g) => {
                o.insert("id".into(), g.id.clone().into());
                o.insert("game".into(), g.game.clone().into());
                o.insert("variant".into(), g.variant.clone().into());
                if let Some(d) = g.deal {
                    o.insert("deal".into(), d.into());
                }
                if let Some(d) = &g.daily {
                    o.insert("daily".into(), d.clone().into());
                }
                o.insert("result".into(), if g.won { "won" } else { "lost" }.into());
                o.insert("moves".into(), g.moves.into());
                o.insert("ms".into(), g.ms.into());
                o.insert("cheated".into(), g.cheated.into());
                o.insert("assisted".into(), g.assisted.into());
                o.insert("hints".into(), g.hints.into());
                o.insert("at".into(), g.at.into());
                o.insert("v".into(), g.v.into());
                &g.extra
            }
            Record::Legacy(l) => {
                o.insert("id".into(), l.id.clone().into());
                o.insert("kind".into(), "legacy".into());
                o.insert("at".into(), l.at.into());
                o.insert("stats".into(), l.raw.clone());
                o.insert("v".into(), l.v.into());
                &l.extra
            }
            Record::Reset(r) => {
                o.insert("id".into(), r.id.clone().into());
                o.insert("kind".into(), "reset".into());
                o.insert("at".into(), r.at.into());
                o.insert("v".into(), r.v.into());
                &r.extra
            }
        };
        for (k, v) in extra {
            if !o.contains_key(k) {
                o.insert(k.clone(), v.clone());
            }
        }
        Value::Object(o)
    }

    pub fn to_json(&self) -> String {
        crate::json::compact(&self.to_value())
    }

    /// Reads one record; `Err` names what is wrong (the record is left out).
    pub fn from_json(text: &str) -> Result<Record, String> {
        let v: Value = crate::json::value(text).map_err(|e| format!("a record is not JSON ({e})"))?;
        Record::from_value(&v)
    }

    /// Reads one record from its JSON object.
    pub fn from_value(v: &Value) -> Result<Record, String> {
        let o = v.as_object().ok_or("a record is not a JSON object")?;
        let id = match o.get("id") {
            Some(Value::String(s)) if valid_id(s) => s.clone(),
            Some(Value::String(s)) => return Err(format!("a record's id `{}` is not a valid id", clip(s, 24))),
            _ => return Err("a record has no id".into()),
        };
        let bad = |f: &str| format!("the record `{}` is damaged (`{f}`)", clip(&id, 24));
        let take = |k: &str| o.get(k).cloned();
        // The fields this version does not know, kept as they were.
        let extra = |known: &[&str]| {
            let mut m = Map::new();
            for (k, v) in o {
                if !known.contains(&k.as_str()) {
                    m.insert(k.clone(), v.clone());
                }
            }
            m
        };
        // What is accepted must read back the same from the browser's store.
        if let Some((k, _)) = o.iter().find(|(_, v)| inexact(v)) {
            return Err(format!(
                "the record `{}` has a number JavaScript cannot hold exactly (`{}`)",
                clip(&id, 24),
                clip(k, 24)
            ));
        }
        let far = |f: &str, max: u64| format!("the record `{}` is out of range (`{f}` over {max})", clip(&id, 24));
        let kind = match take("kind") {
            None => "game".to_string(),
            Some(Value::String(s)) => s,
            Some(_) => return Err(bad("kind")),
        };
        let v = match take("v") {
            Some(x) => x.as_u64().ok_or_else(|| bad("v"))?,
            None => return Err(bad("v")),
        };
        let at = take("at").and_then(|x| x.as_u64()).ok_or_else(|| bad("at"))?;
        if at > MAX_TIME {
            return Err(far("at", MAX_TIME));
        }
        let record = match kind.as_str() {
            "game" => {
                let key = |x: Option<Value>, f: &str| match x {
                    Some(Value::String(s)) if !s.is_empty() && s.len() <= MAX_KEY => Ok(s),
                    _ => Err(bad(f)),
                };
                let num = |x: Option<Value>, f: &str| {
                    x.and_then(|x| x.as_u64()).and_then(|x| u32::try_from(x).ok()).ok_or_else(|| bad(f))
                };
                let flag = |x: Option<Value>, f: &str| match x {
                    None => Ok(false),
                    Some(x) => x.as_bool().ok_or_else(|| bad(f)),
                };
                let game = key(take("game"), "game")?;
                let variant = key(take("variant"), "variant")?;
                let deal = match take("deal") {
                    None | Some(Value::Null) => None,
                    x => Some(num(x, "deal")?),
                };
                let daily = match take("daily") {
                    None | Some(Value::Null) => None,
                    Some(Value::String(s)) if Date::parse(&s).is_ok() => Some(s),
                    Some(_) => return Err(bad("daily")),
                };
                let won = match take("result") {
                    Some(Value::String(s)) if s == "won" => true,
                    Some(Value::String(s)) if s == "lost" => false,
                    _ => return Err(bad("result")),
                };
                let moves = num(take("moves"), "moves")?;
                if moves > MAX_MOVES {
                    return Err(far("moves", MAX_MOVES.into()));
                }
                let ms = take("ms").and_then(|x| x.as_u64()).ok_or_else(|| bad("ms"))?;
                if ms > MAX_TIME {
                    return Err(far("ms", MAX_TIME));
                }
                let cheated = flag(take("cheated"), "cheated")?;
                let assisted = flag(take("assisted"), "assisted")?;
                let hints = match take("hints") {
                    None => 0,
                    x => num(x, "hints")?,
                };
                Record::Game(Finished {
                    id,
                    game,
                    variant,
                    deal,
                    daily,
                    won,
                    moves,
                    ms,
                    cheated,
                    assisted,
                    hints,
                    at,
                    v,
                    extra: extra(&GAME_FIELDS),
                })
            }
            "legacy" => {
                let raw = take("stats").ok_or_else(|| bad("stats"))?;
                let stats =
                    Stats::from_record(&raw).map_err(|p| format!("the record `{}` is damaged ({p})", clip(&id, 24)))?;
                Record::Legacy(Legacy { id, at, stats, raw, v, extra: extra(&["id", "kind", "v", "at", "stats"]) })
            }
            "reset" => Record::Reset(Reset { id, at, v, extra: extra(&["id", "kind", "v", "at"]) }),
            _ => Record::Other { id, kind: clip(&kind, 24), raw: o.clone() },
        };
        Ok(record)
    }
}

/// A number JavaScript cannot hold exactly (beyond 2^53 - 1 either way), anywhere in `v`.
fn inexact(v: &Value) -> bool {
    match v {
        Value::Number(n) => {
            n.as_u64().is_some_and(|x| x > MAX_EXACT) || n.as_i64().is_some_and(|x| x.unsigned_abs() > MAX_EXACT)
        }
        Value::Array(a) => a.iter().any(inexact),
        Value::Object(o) => o.values().any(inexact),
        _ => false,
    }
}

/// An id: 1 to 64 printable ASCII characters.
pub fn valid_id(s: &str) -> bool {
    !s.is_empty() && s.len() <= MAX_ID && s.bytes().all(|b| b.is_ascii_graphic())
}

#[cfg(test)]
mod tests {
    use super::*;

    const GAME: &str = r#"{"id":"a1","game":"spider","variant":"spider suits=2","deal":7,"result":"won","moves":120,"ms":300000,"cheated":false,"assisted":false,"hints":2,"at":1700000000000,"v":1}"#;

    #[test]
    fn a_game_record_reads_and_writes_the_same_json() {
        let r = Record::from_json(GAME).unwrap();
        let Record::Game(g) = &r else { panic!("not a game: {r:?}") };
        assert_eq!((g.won, g.moves, g.hints, g.deal), (true, 120, 2, Some(7)));
        assert!(g.helped() && !g.marked());
        assert_eq!(crate::json::from_str(&r.to_json()).unwrap(), crate::json::from_str(GAME).unwrap());
    }

    #[test]
    fn an_explicit_game_kind_is_written_back() {
        let text = GAME.replacen("{", r#"{"kind":"game","#, 1);
        let r = Record::from_json(&text).unwrap();
        assert!(matches!(r, Record::Game(_)));
        assert_eq!(r.to_value(), crate::json::from_str(&text).unwrap());
    }

    #[test]
    fn each_damaged_field_is_named() {
        for (field, value) in [("moves", "-1"), ("result", "\"drawn\""), ("daily", "\"2026-13-01\""), ("v", "null")] {
            let mut o = crate::json::from_str(GAME).unwrap();
            o.as_object_mut().unwrap().insert(field.into(), crate::json::from_str(value).unwrap());
            let e = Record::from_value(&o).unwrap_err();
            assert!(e.contains(&format!("`{field}`")) && e.contains("`a1`"), "{field}: {e}");
        }
        assert!(Record::from_json(r#"{"v":1}"#).unwrap_err().contains("no id"));
        assert!(Record::from_json("[]").unwrap_err().contains("not a JSON object"));
    }

    #[test]
    fn a_record_of_an_unknown_kind_is_kept_whole() {
        let text = r#"{"id":"n1","kind":"tournament","v":4,"at":5,"rounds":[1,2]}"#;
        let r = Record::from_json(text).unwrap();
        assert!(matches!(&r, Record::Other { kind, .. } if kind == "tournament"));
        assert_eq!(r.to_value(), crate::json::from_str(text).unwrap());
    }
}
