//! Reading a message's plain tree by hand, with where a wrong value is
//! (`hint.record.moves.3 is not a string`), never a panic: one cursor for
//! both halves, the worker reading a request (`super::read`, over the
//! posted JS value) and the page reading a reply (`super::plain`, over
//! the crate's JSON `Value`, `crate::json`).

use crate::json::Value;

/// A plain value (JSON's kinds) as the readers need it.
pub trait Tree: Sized {
    /// Null, undefined or absent.
    fn is_null(&self) -> bool;
    /// An object's field (null when absent, or when this is no object).
    fn get(&self, key: &str) -> Self;
    /// An object's keys (`None`: not an object).
    fn keys(&self) -> Option<Vec<String>>;
    fn number(&self) -> Option<f64>;
    fn text(&self) -> Option<String>;
    fn flag(&self) -> Option<bool>;
    /// An array's items (`None`: not an array).
    fn items(&self) -> Option<Vec<Self>>;
    /// A whole number JavaScript holds exactly (a JS number: whole, 0 to 2^53 - 1).
    fn whole(&self) -> Option<u64> {
        self.number().filter(|x| x.fract() == 0.0 && (0.0..=9_007_199_254_740_991.0).contains(x)).map(|x| x as u64)
    }
}

/// An owned tree (the tests' stand-in for the worker's JS value): read as
/// the borrowed one, numbers as JavaScript holds them.
impl Tree for Value {
    fn is_null(&self) -> bool {
        Value::is_null(self)
    }
    fn get(&self, key: &str) -> Self {
        Tree::get(&self, key).clone()
    }
    fn keys(&self) -> Option<Vec<String>> {
        Tree::keys(&self)
    }
    fn number(&self) -> Option<f64> {
        self.as_f64()
    }
    fn text(&self) -> Option<String> {
        Tree::text(&self)
    }
    fn flag(&self) -> Option<bool> {
        self.as_bool()
    }
    fn items(&self) -> Option<Vec<Self>> {
        self.as_array().cloned()
    }
}

/// What an absent field reads as.
static NULL: Value = Value::Null;

/// A borrowed tree (the page's reading of a reply, walked from the JS
/// value into integers where whole: `src/web/json.rs`), nothing copied.
impl Tree for &Value {
    fn is_null(&self) -> bool {
        Value::is_null(self)
    }
    fn get(&self, key: &str) -> Self {
        Value::get(self, key).unwrap_or(&NULL)
    }
    fn keys(&self) -> Option<Vec<String>> {
        self.as_object().map(|m| m.keys().cloned().collect())
    }
    fn number(&self) -> Option<f64> {
        self.as_f64()
    }
    fn text(&self) -> Option<String> {
        self.as_str().map(str::to_string)
    }
    fn flag(&self) -> Option<bool> {
        self.as_bool()
    }
    fn items(&self) -> Option<Vec<Self>> {
        self.as_array().map(|a| a.iter().collect())
    }
    fn whole(&self) -> Option<u64> {
        self.as_u64()
    }
}

/// A value and where it is in the message (`hint.record.moves.3`).
pub struct At<T> {
    pub v: T,
    pub path: String,
}

impl<T: Tree> At<T> {
    /// The message's top.
    pub fn top(v: T) -> At<T> {
        At { v, path: String::new() }
    }

    /// What is wrong here: "`path` is not `what`".
    pub fn wrong(&self, what: &str) -> String {
        let path = if self.path.is_empty() { "the message" } else { &self.path };
        format!("{path} is not {what}")
    }

    /// The path of the field or item `key` below this one.
    pub fn down(&self, key: &str) -> String {
        if self.path.is_empty() {
            key.to_string()
        } else {
            format!("{}.{key}", self.path)
        }
    }

    /// The field `key` (null when absent or not an object's).
    pub fn field(&self, key: &str) -> At<T> {
        At { v: self.v.get(key), path: self.down(key) }
    }

    pub fn whole<N: TryFrom<u64>>(&self) -> Result<N, String> {
        self.v.whole().and_then(|x| N::try_from(x).ok()).ok_or_else(|| self.wrong("a whole number in range"))
    }

    pub fn number(&self) -> Result<f64, String> {
        self.v.number().ok_or_else(|| self.wrong("a number"))
    }

    pub fn flag(&self) -> Result<bool, String> {
        self.v.flag().ok_or_else(|| self.wrong("true or false"))
    }

    pub fn text(&self) -> Result<String, String> {
        self.v.text().ok_or_else(|| self.wrong("a string"))
    }

    /// Null: `None`; else the value `read` reads.
    pub fn option<R>(&self, read: impl FnOnce(&At<T>) -> Result<R, String>) -> Result<Option<R>, String> {
        if self.v.is_null() {
            Ok(None)
        } else {
            read(self).map(Some)
        }
    }

    pub fn list<R>(&self, read: impl Fn(&At<T>) -> Result<R, String>) -> Result<Vec<R>, String> {
        let items = self.v.items().ok_or_else(|| self.wrong("a list"))?;
        items.into_iter().enumerate().map(|(i, v)| read(&At { v, path: self.down(&i.to_string()) })).collect()
    }
}
