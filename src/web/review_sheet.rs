//! The Review sheet's chart as a slider: the arrow keys, Page Up/Down,
//! Home and End move its cursor in place (no redraw: the focus stays on
//! the chart), Enter or Space opens that position. The sheet itself is
//! the model's tree (`crate::page::review::tree`), drawn by `sheets.rs`.

use crate::decimal::fixed;
use web_sys::{Element, KeyboardEvent};

use super::dom::{self, set_attr};
use crate::page::review::chart::{self as page, ChartKey};

/// An element of the chart (an SVG element: not an `HtmlElement`).
fn svg_el(id: &str) -> Option<Element> {
    dom::document().get_element_by_id(id)
}

/// A key on the focused chart: the arrows, Page Up/Down, Home and End
/// move its cursor; Enter or Space asks for that position (`Some(Some(k))`,
/// for the caller to open). `None`: not the chart's key.
pub fn key(e: &KeyboardEvent) -> Option<Option<usize>> {
    let chart = svg_el("review-chart")?;
    let on_chart = e
        .target()
        .and_then(|t| wasm_bindgen::JsCast::dyn_into::<Element>(t).ok())
        .is_some_and(|t| t.id() == "review-chart");
    if !on_chart {
        return None;
    }
    let get = |k: &str| {
        chart
            .get_attribute(k)
            .and_then(|v| Some(js_sys::Number::parse_float(&v)).filter(|x| x.is_finite()))
            .unwrap_or(0.0)
    };
    let (now, last) = (get("aria-valuenow") as usize, get("aria-valuemax") as usize);
    let step = page::chart_key(&e.key(), now, last)?;
    e.prevent_default();
    let to = match step {
        ChartKey::Open(at) => return Some(Some(at)),
        ChartKey::Move(to) => to,
    };
    set_attr(&chart, "aria-valuenow", &to.to_string());
    if let Some(c) = svg_el("review-cursor") {
        set_attr(&c, "x", &fixed(get("data-x0") + to as f64 * get("data-cw"), 2));
    }
    // The point in words: its hit area's tooltip (the sheet's tree, drawn
    // by the reader's wasm: `chart::describe`).
    let tip = chart.query_selector(&format!(".hit[data-arg=\"{to}\"] title")).ok().flatten();
    if let Some(t) = tip.and_then(|t| t.text_content()) {
        set_attr(&chart, "aria-valuetext", &t);
    }
    Some(None)
}
