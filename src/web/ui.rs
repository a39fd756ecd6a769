//! Renders the model's trees (`crate::page::node::Node`) into the DOM: one
//! element per node (SVG ones in SVG's namespace), its attributes, its
//! text only as text (`set_text_content`, never parsed as markup), its
//! children, then a form control's value and checked state.

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlElement};

use super::dom;
use crate::page::node::Node;

const SVG: &str = "http://www.w3.org/2000/svg";

/// Sets `n`'s attributes on `e`. A `style` (`"grid-row: 1; --up: 3"`)
/// goes in property by property: the page's Content Security Policy
/// (`style-src 'self'`) refuses a style attribute, not the CSSOM.
fn set_attrs(e: &Element, n: &Node) {
    for (k, v) in &n.attrs {
        if *k == "style" {
            if let Some(h) = e.dyn_ref::<HtmlElement>() {
                for (p, v) in v.split(';').filter_map(|d| d.split_once(':')) {
                    let _ = h.style().set_property(p.trim(), v.trim());
                }
            }
        } else {
            let _ = e.set_attribute(k, v);
        }
    }
}

/// The element of `n`, with its subtree.
pub fn build(n: &Node) -> Option<Element> {
    let doc = dom::document();
    let e = if n.svg { doc.create_element_ns(Some(SVG), n.tag) } else { doc.create_element(n.tag) }.ok()?;
    set_attrs(&e, n);
    if let Some(t) = &n.text {
        e.set_text_content(Some(t));
    }
    for c in &n.children {
        if let Some(c) = build(c) {
            let _ = e.append_child(&c);
        }
    }
    // Properties, once the options are in (a select's value picks one).
    if let Some(v) = &n.value {
        let _ = js_sys::Reflect::set(&e, &"value".into(), &JsValue::from_str(v));
    }
    if let Some(on) = n.checked {
        let _ = js_sys::Reflect::set(&e, &"checked".into(), &JsValue::from_bool(on));
    }
    Some(e)
}

/// Makes `e` (kept on screen) what `n` describes: its attributes set
/// (the tree names every one it has each time), its children built anew.
pub fn apply(e: &Element, n: &Node) {
    set_attrs(e, n);
    fill(e, &n.children);
}

/// Replaces the children of `parent` with `nodes`.
pub fn fill(parent: &Element, nodes: &[Node]) {
    dom::clear(parent);
    for n in nodes {
        if let Some(e) = build(n) {
            let _ = parent.append_child(&e);
        }
    }
}
