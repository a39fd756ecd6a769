//! Small DOM helpers: look-ups, element creation, text, classes, attributes.
//! Text always goes in through `set_text_content`, never as HTML.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, HtmlElement, HtmlInputElement, HtmlTextAreaElement, Window};

pub fn window() -> Window {
    web_sys::window().expect("a window")
}

pub fn document() -> Document {
    window().document().expect("a document")
}

/// The element with `id`, if the page has it.
pub fn by_id(id: &str) -> Option<HtmlElement> {
    document().get_element_by_id(id).and_then(|e| e.dyn_into::<HtmlElement>().ok())
}

pub fn input(id: &str) -> Option<HtmlInputElement> {
    document().get_element_by_id(id).and_then(|e| e.dyn_into().ok())
}

pub fn textarea(id: &str) -> Option<HtmlTextAreaElement> {
    document().get_element_by_id(id).and_then(|e| e.dyn_into().ok())
}

pub fn dialog(id: &str) -> Option<web_sys::HtmlDialogElement> {
    document().get_element_by_id(id).and_then(|e| e.dyn_into().ok())
}

/// A new element with a class list (space separated; may be empty).
pub fn el(tag: &str, class: &str) -> HtmlElement {
    // The tags are the shell's own HTML names: neither can fail. Said
    // without the error's `Debug` (a JS value's: wasm-bindgen's
    // `debugString` in the glue, and more wasm).
    let e = document().create_element(tag).unwrap_or_else(|_| unreachable!("create element {tag}"));
    if !class.is_empty() {
        e.set_class_name(class);
    }
    e.dyn_into::<HtmlElement>().unwrap_or_else(|_| unreachable!("{tag} is an HTML element"))
}

/// Sets an element's text, unless it is already that (no needless DOM writes).
pub fn set_text(id: &str, text: &str) {
    if let Some(e) = by_id(id) {
        if e.text_content().as_deref() != Some(text) {
            e.set_text_content(Some(text));
        }
    }
}

pub fn set_attr(e: &Element, name: &str, value: &str) {
    if e.get_attribute(name).as_deref() != Some(value) {
        let _ = e.set_attribute(name, value);
    }
}

pub fn set_var(e: &HtmlElement, name: &str, value: &str) {
    let _ = e.style().set_property(name, value);
}

pub fn toggle_class(e: &Element, class: &str, on: bool) {
    let _ = e.class_list().toggle_with_force(class, on);
}

pub fn set_hidden(id: &str, hidden: bool) {
    if let Some(e) = by_id(id) {
        if e.hidden() != hidden {
            e.set_hidden(hidden);
        }
    }
}

pub fn set_disabled(id: &str, disabled: bool) {
    if let Some(e) = document().get_element_by_id(id) {
        if disabled {
            set_attr(&e, "disabled", "");
        } else {
            let _ = e.remove_attribute("disabled");
        }
    }
}

/// Removes every child of `e`.
pub fn clear(e: &Element) {
    while let Some(c) = e.first_child() {
        let _ = e.remove_child(&c);
    }
}

/// Milliseconds since the epoch.
pub fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// The player asked the system for less motion, or chose "No animations".
pub fn still() -> bool {
    window().match_media("(prefers-reduced-motion: reduce)").ok().flatten().is_some_and(|q| q.matches())
        || document().document_element().is_some_and(|h| h.class_list().contains("look-still"))
}

/// Runs `hook` once after `ms` milliseconds; returns the timer's id.
pub fn after(hook: &Closure<dyn FnMut()>, ms: i32) -> Option<i32> {
    window().set_timeout_with_callback_and_timeout_and_arguments_0(hook.as_ref().unchecked_ref(), ms).ok()
}

/// Runs `f` in a task of its own, after what is queued (a timer of 0 ms):
/// a long piece of work split so that no one task blocks the page long.
pub fn soon(f: impl FnOnce() + 'static) {
    let f = once(move |_| f());
    let _ = window().set_timeout_with_callback_and_timeout_and_arguments_0(f.unchecked_ref(), 0);
}

/// Runs `f` in a task of its own after the next frame is drawn (the
/// frame's callback, then a timer of 0 ms): work the first table need
/// not wait for, kept out of the task that draws it.
pub fn after_frame(f: impl FnOnce() + 'static) {
    let f = once(move |_| soon(f));
    let _ = window().request_animation_frame(f.unchecked_ref());
}

/// A JS function that runs `f` once, with the value it is called with (a
/// promise's value, an event; `undefined` from a timer). Every run-once
/// callback of the page is this one boxed type: one instance of
/// wasm-bindgen's closure code (its call and drop shims, its JS adapter)
/// for them all, where `Closure::once_into_js` compiles one for each
/// closure type it is given.
pub fn once(f: impl FnOnce(JsValue) + 'static) -> JsValue {
    once_boxed(Box::new(f))
}

fn once_boxed(f: Box<dyn FnOnce(JsValue)>) -> JsValue {
    Closure::once_into_js(f)
}

/// Cancels a timer started with `after`.
pub fn cancel(id: i32) {
    window().clear_timeout_with_handle(id);
}

/// Calls `obj.name(args…)` on a JavaScript object when it has such a
/// method (platform APIs web-sys marks unstable, such as `navigator.locks`).
pub fn call(obj: &JsValue, name: &str, args: &js_sys::Array) -> Option<JsValue> {
    let f = js_sys::Reflect::get(obj, &JsValue::from_str(name)).ok()?.dyn_into::<js_sys::Function>().ok()?;
    f.apply(obj, args).ok()
}

/// `obj[name]`, when it is there.
pub fn prop(obj: &JsValue, name: &str) -> Option<JsValue> {
    let v = js_sys::Reflect::get(obj, &JsValue::from_str(name)).ok()?;
    (!v.is_undefined() && !v.is_null()).then_some(v)
}
