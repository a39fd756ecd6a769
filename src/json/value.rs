//! The crate's JSON value: what serde_json's `Value` was to it, without
//! serde_json in the wasm (issue 42 item 2). An object's keys are kept
//! sorted, with no duplicates (the last one read wins), as serde_json's
//! map keeps them, so every text written is the same; the map is a sorted
//! list searched by halves, not a B-tree (kilobytes of wasm).

use std::ops::Index;

/// A JSON value.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Value {
    #[default]
    Null,
    Bool(bool),
    Number(Number),
    String(String),
    Array(Vec<Value>),
    Object(Map),
}

/// A JSON number: a whole number (from 0 up, or below 0) or a finite float,
/// as serde_json holds one (a whole number from 0 up is never "below 0").
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Number(N);

#[derive(Clone, Copy, Debug, PartialEq)]
enum N {
    Up(u64),
    Below(i64),
    Float(f64),
}

impl Number {
    /// A float as a number; `None` when it is not finite (JSON has no NaN).
    pub fn from_f64(x: f64) -> Option<Number> {
        x.is_finite().then_some(Number(N::Float(x)))
    }

    pub fn as_u64(&self) -> Option<u64> {
        match self.0 {
            N::Up(u) => Some(u),
            _ => None,
        }
    }

    pub fn as_i64(&self) -> Option<i64> {
        match self.0 {
            N::Up(u) => i64::try_from(u).ok(),
            N::Below(i) => Some(i),
            N::Float(_) => None,
        }
    }

    pub fn as_f64(&self) -> Option<f64> {
        Some(match self.0 {
            N::Up(u) => u as f64,
            N::Below(i) => i as f64,
            N::Float(x) => x,
        })
    }

    /// Whether it is a float (not a whole number as read or made).
    pub fn is_f64(&self) -> bool {
        matches!(self.0, N::Float(_))
    }
}

impl From<u64> for Number {
    fn from(u: u64) -> Number {
        Number(N::Up(u))
    }
}

impl From<i64> for Number {
    fn from(i: i64) -> Number {
        Number(if i < 0 { N::Below(i) } else { N::Up(i as u64) })
    }
}

macro_rules! from_whole {
    ($($t:ty => $via:ty),*) => {$(
        impl From<$t> for Value {
            fn from(n: $t) -> Value {
                Value::Number(Number::from(n as $via))
            }
        }
    )*};
}
from_whole!(u8 => u64, u16 => u64, u32 => u64, u64 => u64, usize => u64, i8 => i64, i16 => i64, i32 => i64, i64 => i64, isize => i64);

impl From<f64> for Value {
    /// A float; null when it is not finite (as serde_json makes it).
    fn from(x: f64) -> Value {
        Number::from_f64(x).map_or(Value::Null, Value::Number)
    }
}

macro_rules! from_kind {
    ($($t:ty => $kind:ident),*) => {$(
        impl From<$t> for Value {
            fn from(x: $t) -> Value {
                Value::$kind(x)
            }
        }
    )*};
}
from_kind!(bool => Bool, String => String, Number => Number, Map => Object);

impl From<&str> for Value {
    fn from(s: &str) -> Value {
        Value::String(s.to_string())
    }
}

impl<T: Into<Value>> From<Vec<T>> for Value {
    fn from(v: Vec<T>) -> Value {
        Value::Array(v.into_iter().map(Into::into).collect())
    }
}

impl<T: Clone + Into<Value>> From<&[T]> for Value {
    fn from(v: &[T]) -> Value {
        Value::Array(v.iter().cloned().map(Into::into).collect())
    }
}

impl<T: Into<Value>> From<Option<T>> for Value {
    /// The value, or null.
    fn from(v: Option<T>) -> Value {
        v.map_or(Value::Null, Into::into)
    }
}

impl<T: Into<Value>> FromIterator<T> for Value {
    /// An array of the items.
    fn from_iter<I: IntoIterator<Item = T>>(items: I) -> Value {
        Value::Array(items.into_iter().map(Into::into).collect())
    }
}

/// What a missing field or item reads as.
static NULL: Value = Value::Null;

impl Value {
    /// An object's field (`None`: absent, or this is no object).
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.as_object()?.get(key)
    }

    pub fn get_mut(&mut self, key: &str) -> Option<&mut Value> {
        self.as_object_mut()?.get_mut(key)
    }

    pub fn is_null(&self) -> bool {
        matches!(self, Value::Null)
    }

    pub fn is_object(&self) -> bool {
        matches!(self, Value::Object(_))
    }

    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Value::Bool(b) => Some(*b),
            _ => None,
        }
    }

    pub fn as_number(&self) -> Option<&Number> {
        match self {
            Value::Number(n) => Some(n),
            _ => None,
        }
    }

    pub fn as_u64(&self) -> Option<u64> {
        self.as_number()?.as_u64()
    }

    pub fn as_i64(&self) -> Option<i64> {
        self.as_number()?.as_i64()
    }

    pub fn as_f64(&self) -> Option<f64> {
        self.as_number()?.as_f64()
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::String(s) => Some(s),
            _ => None,
        }
    }

    pub fn as_array(&self) -> Option<&Vec<Value>> {
        match self {
            Value::Array(a) => Some(a),
            _ => None,
        }
    }

    pub fn as_array_mut(&mut self) -> Option<&mut Vec<Value>> {
        match self {
            Value::Array(a) => Some(a),
            _ => None,
        }
    }

    pub fn as_object(&self) -> Option<&Map> {
        match self {
            Value::Object(m) => Some(m),
            _ => None,
        }
    }

    pub fn as_object_mut(&mut self) -> Option<&mut Map> {
        match self {
            Value::Object(m) => Some(m),
            _ => None,
        }
    }

    /// The value, null left in its place.
    pub fn take(&mut self) -> Value {
        std::mem::take(self)
    }
}

impl Index<&str> for Value {
    type Output = Value;
    /// An object's field; null when absent or this is no object.
    fn index(&self, key: &str) -> &Value {
        self.get(key).unwrap_or(&NULL)
    }
}

impl Index<usize> for Value {
    type Output = Value;
    /// An array's item; null when absent or this is no array.
    fn index(&self, i: usize) -> &Value {
        self.as_array().and_then(|a| a.get(i)).unwrap_or(&NULL)
    }
}

/// A JSON object: its fields sorted by key, each key once.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Map {
    fields: Vec<(String, Value)>,
}

/// A map's fields borrowed, in order.
pub type Iter<'a> =
    std::iter::Map<std::slice::Iter<'a, (String, Value)>, fn(&'a (String, Value)) -> (&'a String, &'a Value)>;

impl Map {
    pub fn new() -> Map {
        Map::default()
    }

    /// Where `key` is, or where it would go.
    fn find(&self, key: &str) -> Result<usize, usize> {
        // The common case first: keys arriving in order.
        match self.fields.last() {
            Some((last, _)) if last.as_str() < key => Err(self.fields.len()),
            None => Err(0),
            _ => self.fields.binary_search_by(|(k, _)| k.as_str().cmp(key)),
        }
    }

    /// Sets `key` to `v`; the value it had.
    pub fn insert(&mut self, key: String, v: Value) -> Option<Value> {
        match self.find(&key) {
            Ok(i) => Some(std::mem::replace(&mut self.fields[i].1, v)),
            Err(i) => {
                self.fields.insert(i, (key, v));
                None
            }
        }
    }

    pub fn get(&self, key: &str) -> Option<&Value> {
        self.find(key).ok().map(|i| &self.fields[i].1)
    }

    pub fn get_mut(&mut self, key: &str) -> Option<&mut Value> {
        self.find(key).ok().map(|i| &mut self.fields[i].1)
    }

    pub fn contains_key(&self, key: &str) -> bool {
        self.find(key).is_ok()
    }

    pub fn remove(&mut self, key: &str) -> Option<Value> {
        self.find(key).ok().map(|i| self.fields.remove(i).1)
    }

    pub fn len(&self) -> usize {
        self.fields.len()
    }

    pub fn is_empty(&self) -> bool {
        self.fields.is_empty()
    }

    pub fn iter(&self) -> Iter<'_> {
        self.fields.iter().map(|(k, v)| (k, v))
    }

    pub fn keys(&self) -> impl Iterator<Item = &String> {
        self.fields.iter().map(|(k, _)| k)
    }

    pub fn values(&self) -> impl Iterator<Item = &Value> {
        self.fields.iter().map(|(_, v)| v)
    }

    pub fn values_mut(&mut self) -> impl Iterator<Item = &mut Value> {
        self.fields.iter_mut().map(|(_, v)| v)
    }

    /// Keeps the fields `keep` says yes to.
    pub fn retain(&mut self, mut keep: impl FnMut(&String, &mut Value) -> bool) {
        self.fields.retain_mut(|(k, v)| keep(k, v));
    }

    /// A map of `fields` in any order, the last of a key kept (as a JSON
    /// reader keeps it): in order as they come when they come sorted (the
    /// text the crate writes), sorted by halves otherwise (never one
    /// insertion per field, which would take quadratic time on a hostile
    /// file's many fields in reverse order).
    pub fn from_fields(fields: Vec<(String, Value)>) -> Map {
        let sorted = fields.windows(2).all(|w| w[0].0 < w[1].0);
        let fields = if sorted { fields } else { merge_sort(fields) };
        let mut out: Vec<(String, Value)> = Vec::with_capacity(fields.len());
        for (k, v) in fields {
            match out.last_mut() {
                Some(last) if last.0 == k => last.1 = v,
                _ => out.push((k, v)),
            }
        }
        Map { fields: out }
    }
}

/// `fields` sorted by key, stably (the later of a key stays later): a
/// merge sort of a few lines, where the standard sort of these pairs would
/// add kilobytes to the wasm.
fn merge_sort(mut fields: Vec<(String, Value)>) -> Vec<(String, Value)> {
    if fields.len() < 2 {
        return fields;
    }
    let right = merge_sort(fields.split_off(fields.len() / 2));
    let left = merge_sort(fields);
    let mut out = Vec::with_capacity(left.len() + right.len());
    let (mut left, mut right) = (left.into_iter().peekable(), right.into_iter().peekable());
    loop {
        let from_right = match (left.peek(), right.peek()) {
            (Some(l), Some(r)) => r.0 < l.0,
            (None, Some(_)) => true,
            (_, None) => false,
        };
        match if from_right { right.next() } else { left.next() } {
            Some(f) => out.push(f),
            None => return out,
        }
    }
}

impl<'a> IntoIterator for &'a Map {
    type Item = (&'a String, &'a Value);
    type IntoIter = Iter<'a>;
    fn into_iter(self) -> Iter<'a> {
        self.iter()
    }
}

impl IntoIterator for Map {
    type Item = (String, Value);
    type IntoIter = std::vec::IntoIter<(String, Value)>;
    fn into_iter(self) -> Self::IntoIter {
        self.fields.into_iter()
    }
}

impl FromIterator<(String, Value)> for Map {
    fn from_iter<I: IntoIterator<Item = (String, Value)>>(fields: I) -> Map {
        Map::from_fields(fields.into_iter().collect())
    }
}

impl Extend<(String, Value)> for Map {
    fn extend<I: IntoIterator<Item = (String, Value)>>(&mut self, fields: I) {
        for (k, v) in fields {
            self.insert(k, v);
        }
    }
}

impl Index<&str> for Map {
    type Output = Value;
    /// A field; null when absent.
    fn index(&self, key: &str) -> &Value {
        self.get(key).unwrap_or(&NULL)
    }
}

// Natively the text is serde_json's: a value goes to and from its `Value`
// (the same tree, keys in the same order).

#[cfg(not(target_arch = "wasm32"))]
impl From<serde_json::Value> for Value {
    fn from(v: serde_json::Value) -> Value {
        match v {
            serde_json::Value::Null => Value::Null,
            serde_json::Value::Bool(b) => Value::Bool(b),
            serde_json::Value::Number(n) => Value::Number(match (n.as_u64(), n.as_i64(), n.as_f64()) {
                (Some(u), _, _) => Number(N::Up(u)),
                (None, Some(i), _) => Number(N::Below(i)),
                (_, _, x) => Number(N::Float(x.unwrap_or(0.0))),
            }),
            serde_json::Value::String(s) => Value::String(s),
            serde_json::Value::Array(a) => Value::Array(a.into_iter().map(Value::from).collect()),
            serde_json::Value::Object(m) => {
                Value::Object(Map::from_fields(m.into_iter().map(|(k, v)| (k, Value::from(v))).collect()))
            }
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl From<&Value> for serde_json::Value {
    fn from(v: &Value) -> serde_json::Value {
        match v {
            Value::Null => serde_json::Value::Null,
            Value::Bool(b) => serde_json::Value::Bool(*b),
            Value::Number(Number(N::Up(u))) => (*u).into(),
            Value::Number(Number(N::Below(i))) => (*i).into(),
            Value::Number(Number(N::Float(x))) => (*x).into(),
            Value::String(s) => serde_json::Value::String(s.clone()),
            Value::Array(a) => serde_json::Value::Array(a.iter().map(serde_json::Value::from).collect()),
            Value::Object(m) => {
                serde_json::Value::Object(m.iter().map(|(k, v)| (k.clone(), serde_json::Value::from(v))).collect())
            }
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl From<Value> for serde_json::Value {
    fn from(v: Value) -> serde_json::Value {
        serde_json::Value::from(&v)
    }
}
