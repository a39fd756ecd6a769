//! What the Review sheet is drawn from ([`Drawing`]: the review's points,
//! its state and the words of its head), and the same as a plain value
//! ([`Drawing::to_value`], [`Drawing::from_value`]): the page's wasm hands
//! it to the position reader's wasm, which draws the sheet (`draw.rs`).

use crate::json::{object, Value};
use crate::page::review::state::{Mark, Point, Review};
use crate::solver::review::{Better, Class};

/// What the Review sheet shows of a review.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drawing {
    /// "Spider deal 7, 40 moves" (the game, its origin, its moves).
    pub what: String,
    /// It is the last game that ended, not the one on the table.
    pub left: bool,
    /// Reviewed while in progress (and so marked assisted).
    pub during: bool,
    pub hides: bool,
    pub running: bool,
    /// Steps done and in all.
    pub progress: (usize, usize),
    pub points: Vec<Point>,
    pub mark: Option<Mark>,
    pub summary: Option<String>,
    pub failed: Option<String>,
}

impl Review {
    /// What its sheet is drawn from.
    pub fn drawing(&self) -> Drawing {
        let rec = self.record();
        let deal = match rec.origin {
            crate::record::Origin::Deal(n) => format!("deal {n}"),
            crate::record::Origin::Position(_) => "custom position".into(),
        };
        Drawing {
            what: format!("{} {deal}, {}", rec.game.title(), crate::notation::count(rec.moves.len(), "move", "moves")),
            left: self.left(),
            during: self.during(),
            hides: self.hides(),
            running: self.running(),
            progress: self.progress(),
            points: self.points().to_vec(),
            mark: self.mark(),
            summary: self.summary().map(str::to_string),
            failed: self.failed().map(str::to_string),
        }
    }
}

fn text(t: &Option<String>) -> Value {
    t.as_deref().map_or(Value::Null, Value::from)
}

fn pair(p: Option<(u32, u32)>) -> Value {
    p.map_or(Value::Null, |(a, b)| Value::Array(vec![a.into(), b.into()]))
}

fn better(b: &Better) -> Value {
    Value::Array(vec![
        b.mv.as_str().into(),
        pair(b.chance),
        b.win_after.map_or(Value::Null, Value::from),
        Value::Array(b.kept.iter().map(|k| k.as_str().into()).collect()),
    ])
}

/// A point as `[ply, mv, winnable, chance, class, better]`.
fn point(p: &Point) -> Value {
    Value::Array(vec![
        p.ply.into(),
        p.mv.as_str().into(),
        p.winnable.map_or(Value::Null, Value::from),
        pair(p.chance),
        p.class.map_or(Value::Null, |c| c.name().into()),
        p.better.as_ref().map_or(Value::Null, better),
    ])
}

const BAD: &str = "not a review's drawing";

fn whole(v: &Value) -> Result<usize, String> {
    v.as_u64().and_then(|n| usize::try_from(n).ok()).ok_or_else(|| BAD.to_string())
}

fn whole32(v: &Value) -> Result<u32, String> {
    v.as_u64().and_then(|n| u32::try_from(n).ok()).ok_or_else(|| BAD.to_string())
}

/// `v` read by `f`, or `None` when it is null.
fn option<T>(v: &Value, f: impl Fn(&Value) -> Result<T, String>) -> Result<Option<T>, String> {
    if v.is_null() {
        Ok(None)
    } else {
        f(v).map(Some)
    }
}

fn string(v: &Value) -> Result<String, String> {
    v.as_str().map(str::to_string).ok_or_else(|| BAD.to_string())
}

fn flag(v: &Value) -> Result<bool, String> {
    v.as_bool().ok_or_else(|| BAD.to_string())
}

fn array(v: &Value) -> Result<&[Value], String> {
    v.as_array().map(Vec::as_slice).ok_or_else(|| BAD.to_string())
}

fn pair_of(v: &Value) -> Result<(u32, u32), String> {
    let [a, b] = array(v)? else { return Err(BAD.into()) };
    Ok((whole32(a)?, whole32(b)?))
}

fn better_of(v: &Value) -> Result<Better, String> {
    let [mv, chance, win_after, kept] = array(v)? else { return Err(BAD.into()) };
    Ok(Better {
        mv: string(mv)?,
        chance: option(chance, pair_of)?,
        win_after: option(win_after, whole)?,
        kept: array(kept)?.iter().map(string).collect::<Result<_, _>>()?,
    })
}

fn point_of(v: &Value) -> Result<Point, String> {
    let [ply, mv, winnable, chance, class, better] = array(v)? else { return Err(BAD.into()) };
    Ok(Point {
        ply: whole(ply)?,
        mv: string(mv)?,
        winnable: option(winnable, flag)?,
        chance: option(chance, pair_of)?,
        class: option(class, |c| c.as_str().and_then(Class::parse).ok_or_else(|| BAD.to_string()))?,
        better: option(better, better_of)?,
    })
}

impl Drawing {
    /// The drawing as a plain value (to hand to the reader's wasm).
    pub fn to_value(&self) -> Value {
        let mark = self.mark.map_or(Value::Null, |m| {
            let kind = if matches!(m, Mark::LostGame(_)) { "lost_game" } else { "lost_chance" };
            Value::Array(vec![kind.into(), m.ply().into()])
        });
        object(vec![
            ("what", self.what.as_str().into()),
            ("left", self.left.into()),
            ("during", self.during.into()),
            ("hides", self.hides.into()),
            ("running", self.running.into()),
            ("progress", Value::Array(vec![self.progress.0.into(), self.progress.1.into()])),
            ("points", Value::Array(self.points.iter().map(point).collect())),
            ("mark", mark),
            ("summary", text(&self.summary)),
            ("failed", text(&self.failed)),
        ])
    }

    /// The drawing [`Drawing::to_value`] wrote, or what is wrong with `v`.
    pub fn from_value(v: &Value) -> Result<Drawing, String> {
        let field = |k: &str| v.get(k).unwrap_or(&Value::Null);
        let [done, total] = array(field("progress"))? else { return Err(BAD.into()) };
        let mark = |m: &Value| match array(m)? {
            [kind, ply] if kind.as_str() == Some("lost_game") => Ok(Mark::LostGame(whole(ply)?)),
            [kind, ply] if kind.as_str() == Some("lost_chance") => Ok(Mark::LostChance(whole(ply)?)),
            _ => Err(BAD.to_string()),
        };
        Ok(Drawing {
            what: string(field("what"))?,
            left: flag(field("left"))?,
            during: flag(field("during"))?,
            hides: flag(field("hides"))?,
            running: flag(field("running"))?,
            progress: (whole(done)?, whole(total)?),
            points: array(field("points"))?.iter().map(point_of).collect::<Result<_, _>>()?,
            mark: option(field("mark"), mark)?,
            summary: option(field("summary"), string)?,
            failed: option(field("failed"), string)?,
        })
    }
}
