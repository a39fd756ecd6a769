//! `crate::json` in the browser: JSON text through the browser's own
//! `JSON.parse`/`JSON.stringify`, and their values turned into the crate's
//! `Value` and back by a walk of the JS value here, so the page carries no
//! JSON code but this (docs/site.md: the page's size).

use crate::json::value::{Map, Value};
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};

/// How deep arrays and objects may nest (serde_json's own limit natively).
const MAX_DEPTH: usize = 128;

/// Reads a value from JSON text; what is wrong with the text otherwise.
pub fn from_str(text: &str) -> Result<Value, String> {
    let v = js_sys::JSON::parse(text)
        .map_err(|e| js_sys::Error::from(e).message().as_string().unwrap_or_else(|| "not JSON".into()))?;
    from_js(&v, 0)
}

/// A JS value as a tree (the worker's replies, `wire.rs`), read as
/// [`from_str`] reads the value `JSON.parse` made (`undefined` as null).
pub fn value_from_js(v: &JsValue) -> Result<Value, String> {
    from_js(v, 0)
}

/// A JS value as JSON has them (what `JSON.parse` makes): integers up to
/// 2^53 as integers, as serde_json reads them.
fn from_js(v: &JsValue, depth: usize) -> Result<Value, String> {
    if depth > MAX_DEPTH {
        return Err(format!("nested more than {MAX_DEPTH} deep"));
    }
    if v.is_null() || v.is_undefined() {
        return Ok(Value::Null);
    }
    if let Some(b) = v.as_bool() {
        return Ok(Value::Bool(b));
    }
    if let Some(x) = v.as_f64() {
        let whole = x.fract() == 0.0 && x.abs() <= 9_007_199_254_740_991.0;
        return Ok(if whole { Value::from(x as i64) } else { Value::from(x) });
    }
    if let Some(s) = v.as_string() {
        return Ok(Value::String(s));
    }
    if let Some(a) = v.dyn_ref::<Array>() {
        return a.iter().map(|e| from_js(&e, depth + 1)).collect::<Result<Vec<_>, _>>().map(Value::Array);
    }
    let Some(o) = v.dyn_ref::<Object>() else { return Ok(Value::Null) };
    let mut fields = Vec::new();
    for key in Object::keys(o).iter() {
        let value = Reflect::get(o, &key).unwrap_or(JsValue::NULL);
        fields.push((key.as_string().unwrap_or_default(), from_js(&value, depth + 1)?));
    }
    // (In JavaScript's order: keys that are whole numbers first.)
    Ok(Value::Object(Map::from_fields(fields)))
}

/// A value as a JS value, for `JSON.stringify` or to post (objects as
/// plain objects).
pub fn to_js(v: &Value) -> JsValue {
    match v {
        Value::Null => JsValue::NULL,
        Value::Bool(b) => JsValue::from_bool(*b),
        Value::Number(n) => JsValue::from_f64(n.as_f64().unwrap_or(0.0)),
        Value::String(s) => JsValue::from_str(s),
        Value::Array(a) => a.iter().map(to_js).collect::<Array>().into(),
        Value::Object(m) => {
            let o = Object::new();
            for (k, v) in m {
                let _ = Reflect::set(&o, &JsValue::from_str(k), &to_js(v));
            }
            o.into()
        }
    }
}

fn print(v: &Value, indent: u32) -> String {
    let js = to_js(v);
    let text = if indent == 0 {
        js_sys::JSON::stringify(&js)
    } else {
        js_sys::JSON::stringify_with_replacer_and_space(&js, &JsValue::NULL, &JsValue::from(indent))
    };
    text.ok().and_then(|t| t.as_string()).unwrap_or_default()
}

/// A value as compact JSON text (`{"a":1}`).
pub fn to_string(v: &Value) -> String {
    print(v, 0)
}

/// A value as JSON text indented by two spaces.
pub fn to_string_pretty(v: &Value) -> String {
    print(v, 2)
}
