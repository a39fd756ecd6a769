//! Small DOM helpers: look-ups, element creation, text, classes, attributes.
//! Text always goes in through `set_text_content`, never as HTML.

use wasm_bindgen::JsCast;
use web_sys::{Document, Element, HtmlElement, HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement, Window};

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

pub fn select(id: &str) -> Option<HtmlSelectElement> {
    document().get_element_by_id(id).and_then(|e| e.dyn_into().ok())
}

pub fn textarea(id: &str) -> Option<HtmlTextAreaElement> {
    document().get_element_by_id(id).and_then(|e| e.dyn_into().ok())
}

/// A new element with a class list (space separated; may be empty).
pub fn el(tag: &str, class: &str) -> HtmlElement {
    let e = document().create_element(tag).expect("create element");
    if !class.is_empty() {
        e.set_class_name(class);
    }
    e.dyn_into::<HtmlElement>().expect("an HTML element")
}

/// A new element holding `text`.
pub fn text_el(tag: &str, class: &str, text: &str) -> HtmlElement {
    let e = el(tag, class);
    e.set_text_content(Some(text));
    e
}

pub fn set_text(id: &str, text: &str) {
    if let Some(e) = by_id(id) {
        e.set_text_content(Some(text));
    }
}

pub fn set_attr(e: &Element, name: &str, value: &str) {
    let _ = e.set_attribute(name, value);
}

pub fn set_var(e: &HtmlElement, name: &str, value: &str) {
    let _ = e.style().set_property(name, value);
}

pub fn toggle_class(e: &Element, class: &str, on: bool) {
    let _ = e.class_list().toggle_with_force(class, on);
}

pub fn set_hidden(id: &str, hidden: bool) {
    if let Some(e) = by_id(id) {
        e.set_hidden(hidden);
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
