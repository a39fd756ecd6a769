//! JSON text, written and read in one place: where a file or a stored
//! copy is written or read (records, saved games, statistics, journal
//! files), always as the crate's own [`Value`] (each reader takes its
//! fields from it by hand; `json/value.rs`). Natively serde_json does the
//! text, its tree converted to and from a `Value`; in the browser the
//! browser's own `JSON.parse`/`JSON.stringify` do, their values walked into
//! a `Value` and back (`crate::web::json`), so neither wasm file carries
//! serde_json, nor a JSON parser or printer of its own beyond the two
//! below (docs/site.md: the page's size; issue 42 item 2).
//!
//! A `Value`'s object keeps its keys sorted, each once (the last one read
//! wins), as serde_json's map does (a sorted list searched by halves, not
//! a B-tree), so the text is the same as serde_json wrote from its own
//! tree, byte for byte (`json/tests.rs` holds the two side by side).
//!
//! The two write the same text for the values the crate writes (objects
//! with their keys in order, strings, integers, booleans, null; the pretty
//! form indented by two spaces), except that a float with no fraction is
//! `2.0` natively and `2` in the browser; both read either. Their messages
//! for text that is not JSON differ (each says where it failed; natively
//! serde_json's words).
//!
//! One small printer of its own, [`compact`], writes a value without
//! floats (a statistics record) as compact text where it runs: in the
//! browser each string of a value crossing to `JSON.stringify` costs a
//! crossing of its own (issue 46 item 2: a 100,000-record import spent
//! seconds on them). It writes what `to_string` writes. Its reader,
//! [`value`], reads such text (no floats, integers within JavaScript's
//! exact range) as `from_str` does, and hands anything else to `from_str`.

pub mod value;

pub use value::{Map, Number, Value};

#[cfg(target_arch = "wasm32")]
pub use crate::web::json::{from_str, to_string, to_string_pretty};

/// A JSON object of `fields` (its keys sorted, the last of a key kept) —
/// what serde_json's `json!({…})` makes.
pub fn object(fields: Vec<(&str, Value)>) -> Value {
    let mut m = Map::new();
    for (k, v) in fields {
        m.insert(k.to_string(), v);
    }
    Value::Object(m)
}

impl std::fmt::Display for Value {
    /// The value as compact JSON text ([`to_string`]).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&to_string(self))
    }
}

/// Reads a value from JSON text; what is wrong with the text otherwise.
#[cfg(not(target_arch = "wasm32"))]
pub fn from_str(text: &str) -> Result<Value, String> {
    serde_json::from_str::<serde_json::Value>(text).map(Value::from).map_err(|e| e.to_string())
}

/// A value as compact JSON text (`{"a":1}`).
#[cfg(not(target_arch = "wasm32"))]
pub fn to_string(v: &Value) -> String {
    serde_json::to_string(&serde_json::Value::from(v)).unwrap_or_default()
}

/// A value as JSON text indented by two spaces (a file a player may read).
#[cfg(not(target_arch = "wasm32"))]
pub fn to_string_pretty(v: &Value) -> String {
    serde_json::to_string_pretty(&serde_json::Value::from(v)).unwrap_or_default()
}

/// `v` as compact JSON text, as [`to_string`] writes it, printed here
/// (keys in the map's order); a value holding a float goes to
/// [`to_string`] (whose float forms differ by target).
pub fn compact(v: &Value) -> String {
    let mut out = String::new();
    match print(v, &mut out) {
        Some(()) => out,
        None => to_string(v),
    }
}

fn print(v: &Value, out: &mut String) -> Option<()> {
    use std::fmt::Write;
    match v {
        Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Number(n) => match (n.as_u64(), n.as_i64()) {
            (Some(u), _) => drop(write!(out, "{u}")),
            (None, Some(i)) => drop(write!(out, "{i}")),
            _ => return None,
        },
        Value::String(s) => quote(s, out),
        Value::Array(a) => {
            out.push('[');
            for (i, x) in a.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                print(x, out)?;
            }
            out.push(']');
        }
        Value::Object(o) => {
            out.push('{');
            for (i, (k, x)) in o.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                quote(k, out);
                out.push(':');
                print(x, out)?;
            }
            out.push('}');
        }
    }
    Some(())
}

/// A JSON string: `"` and `\` escaped, control characters as `\n` and the
/// like or `\u00xx` (as serde_json and `JSON.stringify` write them).
fn quote(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.push_str("\\u00");
                out.push(HEX[(c as usize) >> 4] as char);
                out.push(HEX[(c as usize) & 15] as char);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// A value read from JSON text, as [`from_str`] reads it: read here when
/// the text holds no float and no integer beyond 2^53 (a statistics
/// record), by `from_str` otherwise (and any text that is not JSON, whose
/// message it words).
pub fn value(text: &str) -> Result<Value, String> {
    let mut r = Reader { b: text.as_bytes(), at: 0 };
    match r.value(0) {
        Some(v) if r.ws() == r.b.len() => Ok(v),
        _ => from_str(text),
    }
}

struct Reader<'a> {
    b: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn ws(&mut self) -> usize {
        while self.b.get(self.at).is_some_and(|c| matches!(c, b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
        self.at
    }

    fn eat(&mut self, c: u8) -> bool {
        self.ws();
        let yes = self.b.get(self.at) == Some(&c);
        self.at += usize::from(yes);
        yes
    }

    fn word(&mut self, w: &str, v: Value) -> Option<Value> {
        self.b[self.at..].starts_with(w.as_bytes()).then(|| self.at += w.len())?;
        Some(v)
    }

    fn value(&mut self, depth: usize) -> Option<Value> {
        if depth > 64 {
            return None;
        }
        self.ws();
        match *self.b.get(self.at)? {
            b'n' => self.word("null", Value::Null),
            b't' => self.word("true", Value::Bool(true)),
            b'f' => self.word("false", Value::Bool(false)),
            b'"' => self.string().map(Value::String),
            b'[' => {
                self.at += 1;
                let mut a = Vec::new();
                if !self.eat(b']') {
                    loop {
                        a.push(self.value(depth + 1)?);
                        if self.eat(b']') {
                            break;
                        }
                        self.eat(b',').then_some(())?;
                    }
                }
                Some(Value::Array(a))
            }
            b'{' => {
                self.at += 1;
                let mut o = Vec::new();
                if !self.eat(b'}') {
                    loop {
                        self.ws();
                        let k = self.string()?;
                        self.eat(b':').then_some(())?;
                        o.push((k, self.value(depth + 1)?));
                        if self.eat(b'}') {
                            break;
                        }
                        self.eat(b',').then_some(())?;
                    }
                }
                Some(Value::Object(Map::from_fields(o)))
            }
            _ => self.integer(),
        }
    }

    /// An integer (`-`, then `0` or digits not starting with 0) within ±2^53.
    fn integer(&mut self) -> Option<Value> {
        let minus = self.b.get(self.at) == Some(&b'-');
        let start = self.at + usize::from(minus);
        let mut end = start;
        while self.b.get(end).is_some_and(u8::is_ascii_digit) {
            end += 1;
        }
        let digits = std::str::from_utf8(&self.b[start..end]).ok()?;
        if digits.is_empty() || (digits.len() > 1 && digits.starts_with('0')) || end - start > 16 {
            return None;
        }
        if matches!(self.b.get(end), Some(b'.' | b'e' | b'E')) {
            return None;
        }
        // (-0 is a float to both readers.)
        let n: u64 = digits.parse().ok().filter(|n| *n <= 1 << 53 && !(minus && *n == 0))?;
        self.at = end;
        Some(if minus { Value::from(-(n as i64)) } else { Value::from(n) })
    }

    /// A string (at its `"`): escapes read, no control character, no lone surrogate.
    fn string(&mut self) -> Option<String> {
        (self.b.get(self.at) == Some(&b'"')).then_some(())?;
        let mut out = Vec::new();
        let mut i = self.at + 1;
        loop {
            match *self.b.get(i)? {
                b'"' => break,
                b'\\' => {
                    let c = match *self.b.get(i + 1)? {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => {
                            let hex = |at: usize| {
                                let h = std::str::from_utf8(self.b.get(at..at + 4)?).ok()?;
                                u32::from_str_radix(h, 16).ok().filter(|_| h.bytes().all(|c| c.is_ascii_hexdigit()))
                            };
                            let u = hex(i + 2)?;
                            let (c, len) = if (0xd800..0xdc00).contains(&u) {
                                (self.b.get(i + 6..i + 8) == Some(b"\\u")).then_some(())?;
                                let low = hex(i + 8).filter(|l| (0xdc00..0xe000).contains(l))?;
                                (char::from_u32(0x10000 + ((u - 0xd800) << 10) + (low - 0xdc00))?, 12)
                            } else {
                                (char::from_u32(u)?, 6)
                            };
                            out.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
                            i += len;
                            continue;
                        }
                        _ => return None,
                    };
                    out.push(c as u8);
                    i += 2;
                }
                c if c < 0x20 => return None,
                c => {
                    out.push(c);
                    i += 1;
                }
            }
        }
        self.at = i + 1;
        String::from_utf8(out).ok()
    }
}

#[cfg(test)]
mod tests;
