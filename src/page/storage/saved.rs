//! A kept game: its record, its instance id, its clock, whether it was
//! counted, whether the player moved in it, the deal of the day's date and
//! the hints it took. This tab's save, a game's slot and a game set aside
//! by a link are each one of these, as JSON.

use serde::{Deserialize, Serialize};
use serde_json::Value;

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

/// The JSON form (version 1; `hints` added later, absent in older saves).
#[derive(Serialize, Deserialize)]
struct Wire {
    #[serde(default)]
    v: u32,
    #[serde(default)]
    id: Option<String>,
    #[serde(default)]
    ms: Option<f64>,
    #[serde(default)]
    won: Option<f64>,
    #[serde(default)]
    counted: bool,
    #[serde(default = "yes")]
    touched: bool,
    #[serde(default)]
    daily: Option<String>,
    #[serde(default)]
    hints: u32,
    record: Value,
}

fn yes() -> bool {
    true
}

/// An id is 1–32 ASCII letters and digits (anything else gets a new one).
fn good_id(id: &str) -> bool {
    !id.is_empty() && id.len() <= 32 && id.chars().all(|c| c.is_ascii_alphanumeric())
}

impl Saved {
    pub fn to_json(&self) -> String {
        let w = Wire {
            v: 1,
            id: Some(self.id.clone()),
            ms: Some(self.elapsed_ms.max(0.0).round()),
            won: self.won_ms.map(|w| w.round()),
            counted: self.counted,
            touched: self.touched,
            daily: self.daily.clone(),
            hints: self.hints,
            record: self.record.to_value(),
        };
        crate::json::to_string(&w)
    }

    /// Parses a kept game; an old bare record (the first autosave format) is
    /// read too. `fresh_id` names the game when the text gives no usable id.
    pub fn from_json(text: &str, fresh_id: impl FnOnce() -> String) -> Result<Saved, String> {
        if text.len() > crate::record::MAX_INPUT {
            return Err("the saved game is too large".into());
        }
        let w: Wire = match crate::json::from_str(text) {
            Ok(w) => w,
            Err(e) => {
                // No "record" inside: an old bare record, or not a saved game.
                let record =
                    Record::from_json(text)
                        .map_err(|r| if text.contains("\"record\"") { format!("{e}") } else { r })?;
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
