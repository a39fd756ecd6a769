//! `crate::json` in the browser: JSON text through the browser's own
//! `JSON.parse`/`JSON.stringify`, and serde-wasm-bindgen between the JS
//! values and serde's (objects as plain objects, as JSON has them).

use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::JsValue;

/// Reads a value from JSON text; what is wrong with the text otherwise.
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, String> {
    let v = js_sys::JSON::parse(text)
        .map_err(|e| js_sys::Error::from(e).message().as_string().unwrap_or_else(|| "not JSON".into()))?;
    serde_wasm_bindgen::from_value(v).map_err(|e| e.to_string())
}

fn print<T: Serialize + ?Sized>(v: &T, indent: u32) -> String {
    let Ok(js) = v.serialize(&serde_wasm_bindgen::Serializer::json_compatible()) else { return String::new() };
    let text = if indent == 0 {
        js_sys::JSON::stringify(&js)
    } else {
        js_sys::JSON::stringify_with_replacer_and_space(&js, &JsValue::NULL, &JsValue::from(indent))
    };
    text.ok().and_then(|t| t.as_string()).unwrap_or_default()
}

/// A value as compact JSON text (`{"a":1}`).
pub fn to_string<T: Serialize + ?Sized>(v: &T) -> String {
    print(v, 0)
}

/// A value as JSON text indented by two spaces.
pub fn to_string_pretty<T: Serialize + ?Sized>(v: &T) -> String {
    print(v, 2)
}
