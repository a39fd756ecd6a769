//! JSON text, written and read in one place: where a file or a stored
//! copy is written or read (records, saved games, statistics, journal
//! files), always as serde_json's `Value` (each reader takes its fields from
//! it by hand). Natively serde_json does it; in the browser the browser's own
//! `JSON.parse`/`JSON.stringify` do, their values walked into a `Value` and
//! back (`crate::web::json`), so neither wasm file carries a JSON parser or
//! printer of its own, nor serde code for it (docs/site.md: the page's size).
//!
//! The two write the same text for the values the crate writes (objects
//! with their keys in order, strings, integers, booleans, null; the pretty
//! form indented by two spaces), except that a float with no fraction is
//! `2.0` natively and `2` in the browser; both read either. Their messages
//! for text that is not JSON differ (each says where it failed).

#[cfg(target_arch = "wasm32")]
pub use crate::web::json::{from_str, to_string, to_string_pretty};

/// A JSON object of `fields`, in their order when printed natively (the
/// keys sorted: serde_json's map) — what `json!({…})` makes, without its
/// `to_value(…).unwrap()` per field (each a conversion through serde, and
/// the unwrap keeps serde_json's error messages in the wasm).
pub fn object(fields: Vec<(&str, serde_json::Value)>) -> serde_json::Value {
    let mut m = serde_json::Map::new();
    for (k, v) in fields {
        m.insert(k.to_string(), v);
    }
    serde_json::Value::Object(m)
}

/// Reads a value from JSON text; what is wrong with the text otherwise.
#[cfg(not(target_arch = "wasm32"))]
pub fn from_str(text: &str) -> Result<serde_json::Value, String> {
    serde_json::from_str(text).map_err(|e| e.to_string())
}

/// A value as compact JSON text (`{"a":1}`).
#[cfg(not(target_arch = "wasm32"))]
pub fn to_string(v: &serde_json::Value) -> String {
    serde_json::to_string(v).unwrap_or_default()
}

/// A value as JSON text indented by two spaces (a file a player may read).
#[cfg(not(target_arch = "wasm32"))]
pub fn to_string_pretty(v: &serde_json::Value) -> String {
    serde_json::to_string_pretty(v).unwrap_or_default()
}
