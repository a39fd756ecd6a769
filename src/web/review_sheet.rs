//! The Review sheet, drawn from the model's description of it
//! (`crate::page::review_sheet` and `review_chart`: every text, and the
//! chart as geometry): the chart is inline SVG built element by element (no
//! markup from a game is ever parsed). The sheet is measured here (its
//! width, the window's height), and a bar (a click or a tap, or the arrow
//! keys and Enter on the focused chart, a slider) opens that position in
//! the replay.

use web_sys::{Element, HtmlElement, KeyboardEvent};

use super::app::{App, Sheet};
use super::chart::{attr, svg};
use super::dom::{self, el, set_attr, text_el};
use super::sheets;
use crate::page::review_chart::{self as page, Label, Rect, ReviewChart};
use crate::page::Review;

/// Opens the sheet, or draws it again in place (the chart keeps its
/// cursor and the focus).
pub fn show(app: &mut App) {
    let Some(review) = app.model.review() else { return };
    // A sheet the player closed a moment ago (its `close` event, which
    // stops the review, still to come) is not opened again.
    if app.sheet == Some(Sheet::Review) && !dom::dialog(Sheet::Review.id()).is_some_and(|d| d.open()) {
        return;
    }
    let old = svg_el("review-chart");
    let cursor = old.as_ref().and_then(|c| c.get_attribute("aria-valuenow")).and_then(|v| v.parse::<usize>().ok());
    let focused = old.is_some() && dom::document().active_element().map(|a| a.id()).as_deref() == Some("review-chart");
    let Some(body) = sheets::body_if_open(Sheet::Review).or_else(|| sheets::open(Sheet::Review)) else { return };
    app.sheet = Some(Sheet::Review);
    draw(&body, review, cursor);
    if focused {
        if let Some(c) = svg_el("review-chart") {
            dom::call(&c, "focus", &js_sys::Array::new());
        }
    }
}

/// An element of the chart (an SVG element: not an `HtmlElement`).
fn svg_el(id: &str) -> Option<Element> {
    dom::document().get_element_by_id(id)
}

/// Closes the sheet (the model asked: a point of it was opened).
pub fn close(app: &mut App) {
    if app.sheet == Some(Sheet::Review) {
        sheets::close_all();
        app.sheet = None;
    }
}

fn draw(body: &HtmlElement, r: &Review, cursor: Option<usize>) {
    let sheet = page::review_sheet(r);
    let head = text_el("p", "review-what", &sheet.what);
    set_attr(&head, "id", "review-what");
    let _ = body.append_child(&head);
    if let Some((done, total, line)) = &sheet.progress {
        let row = el("div", "review-progress");
        let bar = el("progress", "");
        set_attr(&bar, "id", "review-progress");
        set_attr(&bar, "max", &(*total).max(1).to_string());
        set_attr(&bar, "value", &done.to_string());
        set_attr(&bar, "aria-label", "Review progress");
        let _ = row.append_child(&bar);
        let _ = row.append_child(&text_el("span", "sheet-note", line));
        let _ = body.append_child(&row);
    }
    if let Some((text, error)) = &sheet.summary {
        let p = text_el("p", if *error { "review-summary error" } else { "review-summary" }, text);
        set_attr(&p, "id", "review-summary");
        if !error {
            set_attr(&p, "role", "status");
        }
        let _ = body.append_child(&p);
    }
    let wrap = el("div", "review-chart-wrap");
    let _ = body.append_child(&wrap);
    let width = (body.client_width() as f64).clamp(240.0, 900.0);
    // One unit a pixel: as wide as the sheet, shorter on a short window.
    let height = dom::window().inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(800.0);
    let c = page::review_chart(r, width, (height * 0.36).clamp(130.0, 190.0), page::start(r, cursor));
    let _ = wrap.append_child(&chart(&c));
    let p = el("p", "review-legend");
    for (class, label) in &sheet.legend {
        let item = el("span", "legend-item");
        let _ = item.append_child(&el("span", &format!("swatch {class}")));
        let _ = item.append_child(&text_el("span", "", label));
        let _ = p.append_child(&item);
    }
    let _ = p.append_child(&text_el("span", "legend-how", page::HOW));
    let _ = body.append_child(&p);
    if !sheet.actions.is_empty() {
        let row = el("div", "review-actions");
        for a in &sheet.actions {
            let b = dom::action_button(&a.label, "review-open");
            set_attr(&b, "data-arg", &a.ply.to_string());
            if a.primary {
                set_attr(&b, "class", "primary");
            }
            set_attr(&b, "id", a.id);
            let _ = row.append_child(&b);
        }
        let _ = body.append_child(&row);
    }
    let _ = body.append_child(&text_el("p", "sheet-note", &sheet.note));
}

/// A rectangle of the chart as an SVG `rect`.
fn rect(r: &Rect, class: &str) -> Element {
    let e = svg("rect");
    attr(&e, "x", format!("{:.2}", r.x));
    attr(&e, "y", format!("{:.1}", r.y));
    attr(&e, "width", format!("{:.2}", r.width));
    attr(&e, "height", format!("{:.1}", r.height));
    attr(&e, "class", class);
    e
}

fn text(l: &Label, class: &str) -> Element {
    let t = svg("text");
    attr(&t, "x", format!("{:.1}", l.x));
    attr(&t, "y", format!("{:.1}", l.y));
    attr(&t, "class", class);
    t.set_text_content(Some(&l.text));
    t
}

/// The chart as SVG.
fn chart(c: &ReviewChart) -> Element {
    let s = svg("svg");
    attr(&s, "viewBox", format!("0 0 {:.0} {:.0}", c.width, c.height));
    attr(&s, "id", "review-chart");
    attr(&s, "class", if c.hides { "review-chart hides" } else { "review-chart" });
    attr(&s, "tabindex", 0);
    attr(&s, "role", "slider");
    attr(&s, "aria-label", "The game move by move: arrow keys step, Enter shows the position");
    attr(&s, "aria-valuemin", 0);
    attr(&s, "aria-valuemax", c.max);
    attr(&s, "aria-valuenow", c.cursor);
    attr(&s, "data-x0", format!("{:.2}", c.x0));
    attr(&s, "data-cw", format!("{:.4}", c.column));
    if let Some(t) = &c.value_text {
        attr(&s, "aria-valuetext", t);
    }
    for (y, label) in &c.grid {
        let g = svg("line");
        attr(&g, "x1", format!("{:.1}", c.x0));
        attr(&g, "x2", format!("{:.1}", c.x1));
        attr(&g, "y1", format!("{y:.1}"));
        attr(&g, "y2", format!("{y:.1}"));
        attr(&g, "class", "grid");
        let _ = s.append_child(&g);
        let _ = s.append_child(&text(label, "axis y"));
    }
    for b in &c.bars {
        let _ = s.append_child(&rect(&b.rect, &format!("rv-bar {}", b.kind)));
    }
    let mut d = String::new();
    for run in &c.chance {
        for (i, st) in run.iter().enumerate() {
            if i == 0 {
                d.push_str(&format!(" M{:.2},{:.1}", st.x1, st.y));
            } else {
                d.push_str(&format!(" V{:.1}", st.y));
            }
            d.push_str(&format!(" H{:.2}", st.x2));
        }
    }
    if !d.is_empty() {
        let path = svg("path");
        attr(&path, "d", d.trim());
        attr(&path, "class", "chance-line");
        let _ = s.append_child(&path);
    }
    for t in &c.ticks {
        let _ = s.append_child(&text(t, "axis x"));
    }
    if let Some(m) = &c.mark {
        let line = svg("line");
        attr(&line, "x1", format!("{:.1}", m.x));
        attr(&line, "x2", format!("{:.1}", m.x));
        attr(&line, "y1", format!("{:.1}", m.y1));
        attr(&line, "y2", format!("{:.1}", m.y2));
        attr(&line, "class", "mark-line");
        let _ = s.append_child(&line);
        let t = text(&m.label, &format!("mark-label {}", m.side));
        attr(&t, "id", "review-mark");
        let _ = s.append_child(&t);
    }
    let cursor = rect(&c.cursor_rect, "cursor");
    attr(&cursor, "id", "review-cursor");
    let _ = s.append_child(&cursor);
    // The hit areas last, over everything: a bar's whole column.
    for h in &c.hits {
        let hit = rect(&h.rect, "hit");
        attr(&hit, "y", 0);
        attr(&hit, "data-action", "review-open");
        attr(&hit, "data-arg", h.ply);
        let tip = svg("title");
        tip.set_text_content(Some(&h.tip));
        let _ = hit.append_child(&tip);
        let _ = s.append_child(&hit);
    }
    s
}

/// A key on the focused chart: the arrows, Page Up/Down, Home and End
/// move its cursor; Enter or Space asks for that position (`Some(Some(k))`,
/// for the caller to open). `None`: not the chart's key.
pub fn key(app: &App, e: &KeyboardEvent) -> Option<Option<usize>> {
    let chart = svg_el("review-chart")?;
    let on_chart = e
        .target()
        .and_then(|t| wasm_bindgen::JsCast::dyn_into::<Element>(t).ok())
        .is_some_and(|t| t.id() == "review-chart");
    if !on_chart {
        return None;
    }
    let get = |k: &str| chart.get_attribute(k).and_then(|v| v.parse::<f64>().ok()).unwrap_or(0.0);
    let (now, last) = (get("aria-valuenow") as usize, get("aria-valuemax") as usize);
    let to = match e.key().as_str() {
        "ArrowLeft" | "ArrowDown" => now.saturating_sub(1),
        "ArrowRight" | "ArrowUp" => (now + 1).min(last),
        "PageDown" => now.saturating_sub(10),
        "PageUp" => (now + 10).min(last),
        "Home" => 0,
        "End" => last,
        "Enter" | " " => {
            e.prevent_default();
            return Some(Some(now));
        }
        _ => return None,
    };
    e.prevent_default();
    set_attr(&chart, "aria-valuenow", &to.to_string());
    if let Some(c) = svg_el("review-cursor") {
        set_attr(&c, "x", &format!("{:.2}", get("data-x0") + to as f64 * get("data-cw")));
    }
    if let Some(p) =
        app.model.review().and_then(|r| r.points().get(to).map(|p| page::describe(p, r.running(), r.hides())))
    {
        set_attr(&chart, "aria-valuetext", &p);
    }
    Some(None)
}
