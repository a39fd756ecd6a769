//! A kept game: its record, its instance id, its clock, whether it was
//! counted, whether the player moved in it, the deal of the day's date and
//! the hints it took. This tab's save, a game's slot and a game set aside
//! by a link are each one of these, as JSON.

use crate::json::{object, Value};

use crate::history::Session;
use crate::record::Record;

/// A kept game.
#[derive(Clone, Debug, PartialEq)]
pub struct Saved {
    pub record: Record,
    pub id: String,
    pub elapsed_ms: f64,
    pub won_ms: Option<f64>,
    /// Already counted in the statistics.
    pub counted: bool,
    /// The player moved in it (a linked or loaded game is not counted before).
    pub touched: bool,
    /// The deal of the day's date, when the game is one.
    pub daily: Option<String>,
    /// Hints taken in it.
    pub hints: u32,
}

/// The JSON form, version 1: `{"v": 1, "id": "…", "ms": 1234, "won": null,
/// "counted": false, "touched": true, "daily": null, "hints": 0, "record":
/// {…}}`; every field but `record` may be absent (`hints` was added later;
/// `touched` is true when absent), and `null` is absent for the optional
/// ones. Read by hand from the JSON value (the page's wasm carries no serde
/// code for it): a field of the wrong type is an error naming it.
struct Wire {
    id: Option<String>,
    ms: Option<f64>,
    won: Option<f64>,
    counted: bool,
    touched: bool,
    daily: Option<String>,
    hints: u32,
    record: Value,
}

impl Wire {
    fn from_value(v: Value) -> Result<Wire, String> {
        let Value::Object(o) = v else { return Err("a saved game is a JSON object".into()) };
        let bad = |field: &str, what: &str| format!("the saved game's \"{field}\" is not {what}");
        let take = |field: &str| o.get(field).filter(|v| !v.is_null());
        let text = |field: &str| match take(field) {
            None => Ok(None),
            Some(Value::String(s)) => Ok(Some(s.clone())),
            Some(_) => Err(bad(field, "text")),
        };
        let number = |field: &str| match take(field) {
            None => Ok(None),
            Some(v) => v.as_f64().map(Some).ok_or_else(|| bad(field, "a number")),
        };
        let whole = |field: &str| match take(field) {
            None => Ok(0),
            Some(v) => v.as_u64().and_then(|n| u32::try_from(n).ok()).ok_or_else(|| bad(field, "a whole number")),
        };
        let flag = |field: &str, absent: bool| match take(field) {
            None => Ok(absent),
            Some(v) => v.as_bool().ok_or_else(|| bad(field, "true or false")),
        };
        whole("v")?;
        Ok(Wire {
            id: text("id")?,
            ms: number("ms")?,
            won: number("won")?,
            counted: flag("counted", false)?,
            touched: flag("touched", true)?,
            daily: text("daily")?,
            hints: whole("hints")?,
            record: take("record").cloned().ok_or("the saved game has no record")?,
        })
    }
}

/// An id is 1–32 ASCII letters and digits (anything else gets a new one).
fn good_id(id: &str) -> bool {
    !id.is_empty() && id.len() <= 32 && id.chars().all(|c| c.is_ascii_alphanumeric())
}

impl Saved {
    pub fn to_json(&self) -> String {
        let opt = |x: Option<Value>| x.unwrap_or(Value::Null);
        crate::json::to_string(&object(vec![
            ("v", 1.into()),
            ("id", self.id.clone().into()),
            ("ms", self.elapsed_ms.max(0.0).round().into()),
            ("won", opt(self.won_ms.map(|w| w.round().into()))),
            ("counted", self.counted.into()),
            ("touched", self.touched.into()),
            ("daily", opt(self.daily.clone().map(Value::from))),
            ("hints", self.hints.into()),
            ("record", self.record.to_value()),
        ]))
    }

    /// Parses a kept game; an old bare record (the first autosave format) is
    /// read too. `fresh_id` names the game when the text gives no usable id.
    pub fn from_json(text: &str, fresh_id: impl FnOnce() -> String) -> Result<Saved, String> {
        if text.len() > crate::record::MAX_INPUT {
            return Err("the saved game is too large".into());
        }
        let w = match crate::json::from_str(text).and_then(Wire::from_value) {
            Ok(w) => w,
            Err(e) => {
                // No "record" inside: an old bare record, or not a saved game.
                let record = Record::from_json(text).map_err(|r| {
                    if crate::text::has(text, "\"record\"") {
                        e.to_string()
                    } else {
                        r
                    }
                })?;
                return Ok(Saved {
                    record,
                    id: fresh_id(),
                    elapsed_ms: 0.0,
                    won_ms: None,
                    counted: false,
                    touched: true,
                    daily: None,
                    hints: 0,
                });
            }
        };
        let record = Record::from_value(&w.record)?;
        let num = |x: Option<f64>| x.filter(|x| x.is_finite() && *x >= 0.0);
        Ok(Saved {
            record,
            id: w.id.filter(|i| good_id(i)).unwrap_or_else(fresh_id),
            elapsed_ms: num(w.ms).unwrap_or(0.0),
            won_ms: num(w.won),
            counted: w.counted,
            touched: w.touched,
            daily: w.daily.and_then(|d| crate::winnable::Date::parse(&d).ok()).map(|d| d.to_string()),
            hints: w.hints,
        })
    }

    /// The session the record rebuilds; a bad move stops the replay, keeps
    /// the moves before it and is named (`move K (TEXT): REASON`).
    pub fn session(&self) -> Result<(Session, Option<String>), String> {
        session_from(&self.record)
    }
}

/// A session rebuilt from a record; a bad move stops the replay, keeps the
/// moves before it and is reported (`move K (TEXT): REASON`).
pub fn session_from(rec: &Record) -> Result<(Session, Option<String>), String> {
    let start = rec.start_position()?;
    let mut s = Session::new(rec.origin.clone(), start);
    let err = s.replay(&rec.moves).err();
    s.cheated = rec.cheated;
    s.assisted = rec.assisted;
    Ok((s, err))
}
