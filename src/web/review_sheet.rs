//! The Review sheet, drawn from the model's review (`crate::page::Review`):
//! what is reviewed and what reviewing it marks, the progress bar while
//! the worker works, the verdict in the solver's words, and the chart over
//! the moves as inline SVG built element by element (no markup from a game
//! is ever parsed): a bar a position, tall and green while the game was
//! still winnable, short and red once it was not, grey where not decided;
//! in the games that hide cards the fair player's chance as a step line
//! over them; the move the review names marked. A bar (a click or a tap,
//! or the arrow keys and Enter on the focused chart, a slider) opens that
//! position in the replay.

use web_sys::{Element, HtmlElement, KeyboardEvent};

use super::app::{App, Sheet};
use super::chart::{attr, svg};
use super::dom::{self, el, set_attr, text_el};
use super::sheets;
use crate::page::{Mark, Point, Review};

/// Room over the bars (the named move's label) and under them (the move numbers).
const TOP: f64 = 26.0;
const UNDER: f64 = 24.0;

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
    let rec = r.record();
    let deal = match rec.origin {
        crate::record::Origin::Deal(n) => format!("deal {n}"),
        crate::record::Origin::Position(_) => "custom position".into(),
    };
    let mut what = format!("{} {deal}, {}", rec.game.title(), crate::notation::count(rec.moves.len(), "move", "moves"));
    if r.left() {
        what.push_str(": your last game");
    }
    let head = text_el("p", "review-what", &what);
    set_attr(&head, "id", "review-what");
    let _ = body.append_child(&head);
    if r.running() {
        let (done, total) = r.progress();
        let row = el("div", "review-progress");
        let bar = el("progress", "");
        set_attr(&bar, "id", "review-progress");
        set_attr(&bar, "max", &total.max(1).to_string());
        set_attr(&bar, "value", &done.to_string());
        set_attr(&bar, "aria-label", "Review progress");
        let _ = row.append_child(&bar);
        let _ = row.append_child(&text_el(
            "span",
            "sheet-note",
            &format!("Reviewing… {done} of {total} searches. Closing the sheet stops it."),
        ));
        let _ = body.append_child(&row);
    }
    if let Some(why) = r.failed() {
        let p = text_el("p", "review-summary error", &format!("The review stopped: {why}."));
        set_attr(&p, "id", "review-summary");
        let _ = body.append_child(&p);
    } else if let Some(s) = r.summary() {
        let p = text_el("p", "review-summary", &sentence(s));
        set_attr(&p, "id", "review-summary");
        set_attr(&p, "role", "status");
        let _ = body.append_child(&p);
    }
    let wrap = el("div", "review-chart-wrap");
    let _ = body.append_child(&wrap);
    let width = (body.client_width() as f64).clamp(240.0, 900.0);
    let start = cursor.or(r.mark().map(Mark::ply)).unwrap_or(0).min(r.points().len().saturating_sub(1));
    // One unit a pixel: as wide as the sheet, shorter on a short window.
    let height = dom::window().inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(800.0);
    let _ = wrap.append_child(&chart(r, width, (height * 0.36).clamp(130.0, 190.0), start));
    let _ = body.append_child(&legend(r));
    if let Some(m) = r.mark() {
        let row = el("div", "review-actions");
        let mv = &r.points()[m.ply()].mv;
        if m.ply() > 0 {
            let b = dom::action_button(&format!("Show the position before {mv}"), "review-open");
            set_attr(&b, "data-arg", &(m.ply() - 1).to_string());
            set_attr(&b, "class", "primary");
            set_attr(&b, "id", "review-before");
            let _ = row.append_child(&b);
        }
        let b = dom::action_button(&format!("Show {mv}"), "review-open");
        set_attr(&b, "data-arg", &m.ply().to_string());
        set_attr(&b, "id", "review-at");
        let _ = row.append_child(&b);
        let _ = body.append_child(&row);
    }
    let marks = if r.during() {
        "This game was still in progress, so reviewing it marked it assisted."
    } else {
        "This game is over: reviewing it marks nothing on it."
    };
    let _ = body.append_child(&text_el(
        "p",
        "sheet-note",
        &format!(
            "{marks} Reviewing a game in progress reads what the solver knows{} and marks the game assisted.",
            if r.hides() { ", every hidden card included," } else { "" }
        ),
    ));
}

/// The verdict as a sentence: "B2 lost the game: it was winnable until
/// then." (a move's notation starts it as written; "the game was not
/// winnable from the start" gets its capital).
fn sentence(s: &str) -> String {
    let capital = ["the ", "no ", "not "].iter().any(|w| s.starts_with(w));
    let mut out = s.to_string();
    if capital {
        out[..1].make_ascii_uppercase();
    }
    out.push('.');
    out
}

/// The legend under the chart.
fn legend(r: &Review) -> HtmlElement {
    let p = el("p", "review-legend");
    let items: &[(&str, &str)] = if r.hides() {
        &[
            ("win", "winnable with every card known"),
            ("lost", "not winnable"),
            ("unknown", "not decided"),
            ("chance", "the fair player's chance"),
        ]
    } else {
        &[("win", "winnable (proven)"), ("lost", "lost (proven)"), ("unknown", "not decided")]
    };
    for (class, label) in items {
        let item = el("span", "legend-item");
        let _ = item.append_child(&el("span", &format!("swatch {class}")));
        let _ = item.append_child(&text_el("span", "", label));
        let _ = p.append_child(&item);
    }
    let _ = p.append_child(&text_el(
        "span",
        "legend-how",
        "Across: the moves (0 is the start). Click a bar, or focus the chart and use the arrow keys and Enter, to see that position.",
    ));
    p
}

/// A point in words (the bar's tooltip, the slider's value).
fn describe(p: &Point, running: bool, hides: bool) -> String {
    let at = if p.ply == 0 { "Start".to_string() } else { format!("Move {} ({})", p.ply, p.mv) };
    let w = match p.winnable {
        Some(true) if hides => "winnable with every card known",
        Some(true) => "winnable",
        Some(false) => "not winnable",
        None if running => "not reviewed yet",
        None => "not decided",
    };
    let chance = p.chance.map(|(w, n)| format!(", chance {}%", percent(w, n))).unwrap_or_default();
    format!("{at}: {w}{chance}")
}

fn percent(won: u32, of: u32) -> u32 {
    (1000 * won / of.max(1) + 5) / 10
}

/// The chart, `w` by `h` units, its cursor on `cursor`.
fn chart(r: &Review, w: f64, h: f64, cursor: usize) -> Element {
    let bottom = h - UNDER;
    let points = r.points();
    let m = points.len().max(1);
    let x0 = if r.hides() { 40.0 } else { 14.0 };
    let x1 = w - 12.0;
    let cw = (x1 - x0) / m as f64;
    let gap = if cw >= 6.0 { (cw * 0.18).min(4.0) } else { 0.0 };
    let s = svg("svg");
    attr(&s, "viewBox", format!("0 0 {w:.0} {h:.0}"));
    attr(&s, "id", "review-chart");
    attr(&s, "class", if r.hides() { "review-chart hides" } else { "review-chart" });
    attr(&s, "tabindex", 0);
    attr(&s, "role", "slider");
    attr(&s, "aria-label", "The game move by move: arrow keys step, Enter shows the position");
    attr(&s, "aria-valuemin", 0);
    attr(&s, "aria-valuemax", m - 1);
    attr(&s, "aria-valuenow", cursor);
    attr(&s, "data-x0", format!("{x0:.2}"));
    attr(&s, "data-cw", format!("{cw:.4}"));
    if let Some(p) = points.get(cursor) {
        attr(&s, "aria-valuetext", describe(p, r.running(), r.hides()));
    }
    let x = |k: usize| x0 + k as f64 * cw;
    let y = |f: f64| bottom - f * (bottom - TOP);
    if r.hides() {
        for (f, label) in [(1.0, "100%"), (0.5, "50%"), (0.0, "0%")] {
            let g = svg("line");
            attr(&g, "x1", format!("{x0:.1}"));
            attr(&g, "x2", format!("{x1:.1}"));
            attr(&g, "y1", format!("{:.1}", y(f)));
            attr(&g, "y2", format!("{:.1}", y(f)));
            attr(&g, "class", "grid");
            let _ = s.append_child(&g);
            let t = svg("text");
            attr(&t, "x", format!("{:.1}", x0 - 5.0));
            attr(&t, "y", format!("{:.1}", y(f) + 4.0));
            attr(&t, "class", "axis y");
            t.set_text_content(Some(label));
            let _ = s.append_child(&t);
        }
    }
    for p in points {
        let (class, f) = match p.winnable {
            Some(true) => ("rv-bar win", 1.0),
            Some(false) => ("rv-bar lost", 0.3),
            None if r.running() => ("rv-bar todo", 1.0),
            None => ("rv-bar unknown", 0.6),
        };
        let b = svg("rect");
        attr(&b, "x", format!("{:.2}", x(p.ply) + gap / 2.0));
        attr(&b, "y", format!("{:.1}", y(f)));
        attr(&b, "width", format!("{:.2}", (cw - gap).max(0.5)));
        attr(&b, "height", format!("{:.1}", f * (bottom - TOP)));
        attr(&b, "class", class);
        let _ = s.append_child(&b);
    }
    if r.hides() {
        chance_line(&s, points, &x, &y);
    }
    ticks(&s, m, &x, cw, h);
    if let Some(mark) = r.mark() {
        let k = mark.ply();
        let cx = x(k) + cw / 2.0;
        let line = svg("line");
        attr(&line, "x1", format!("{cx:.1}"));
        attr(&line, "x2", format!("{cx:.1}"));
        attr(&line, "y1", format!("{:.1}", TOP - 6.0));
        attr(&line, "y2", format!("{bottom:.1}"));
        attr(&line, "class", "mark-line");
        let _ = s.append_child(&line);
        let t = svg("text");
        // Anchored so the label stays inside the chart at either end.
        let (lx, side) = if cx > x1 - 90.0 {
            (cx + 4.0, "end")
        } else if cx < x0 + 90.0 {
            (cx - 4.0, "start")
        } else {
            (cx, "middle")
        };
        attr(&t, "x", format!("{lx:.1}"));
        attr(&t, "y", format!("{:.1}", TOP - 10.0));
        attr(&t, "class", format!("mark-label {side}"));
        attr(&t, "id", "review-mark");
        let what = if matches!(mark, Mark::LostGame(_)) { "lost the game" } else { "lost the most chance" };
        t.set_text_content(Some(&format!("{} {what}", points[k].mv)));
        let _ = s.append_child(&t);
    }
    let c = svg("rect");
    attr(&c, "id", "review-cursor");
    attr(&c, "class", "cursor");
    attr(&c, "x", format!("{:.2}", x(cursor)));
    attr(&c, "y", format!("{:.1}", TOP - 3.0));
    attr(&c, "width", format!("{:.2}", cw.max(2.0)));
    attr(&c, "height", format!("{:.1}", bottom - TOP + 6.0));
    let _ = s.append_child(&c);
    // The hit areas last, over everything: a bar's whole column.
    for p in points {
        let hit = svg("rect");
        attr(&hit, "x", format!("{:.2}", x(p.ply)));
        attr(&hit, "y", 0);
        attr(&hit, "width", format!("{:.2}", cw.max(0.5)));
        attr(&hit, "height", format!("{bottom:.1}"));
        attr(&hit, "class", "hit");
        attr(&hit, "data-action", "review-open");
        attr(&hit, "data-arg", p.ply);
        let tip = svg("title");
        tip.set_text_content(Some(&describe(p, r.running(), r.hides())));
        let _ = hit.append_child(&tip);
        let _ = s.append_child(&hit);
    }
    s
}

/// The fair player's chance as a step line over the bars (where known).
fn chance_line(s: &Element, points: &[Point], x: &impl Fn(usize) -> f64, y: &impl Fn(f64) -> f64) {
    let mut d = String::new();
    let mut open = false;
    for p in points {
        let Some((won, of)) = p.chance else {
            open = false;
            continue;
        };
        let cy = y(percent(won, of) as f64 / 100.0);
        if open {
            d.push_str(&format!(" V{cy:.1}"));
        } else {
            d.push_str(&format!(" M{:.2},{cy:.1}", x(p.ply)));
            open = true;
        }
        d.push_str(&format!(" H{:.2}", x(p.ply + 1)));
    }
    if d.is_empty() {
        return;
    }
    let path = svg("path");
    attr(&path, "d", d.trim());
    attr(&path, "class", "chance-line");
    let _ = s.append_child(&path);
}

/// Move numbers under the chart, as many as fit.
fn ticks(s: &Element, m: usize, x: &impl Fn(usize) -> f64, cw: f64, h: f64) {
    let room = (m as f64 * cw / 42.0).max(1.0);
    let step = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000]
        .into_iter()
        .find(|&st| (m.saturating_sub(1) / st) as f64 + 1.0 <= room)
        .unwrap_or(5000);
    for k in (0..m).step_by(step) {
        let t = svg("text");
        attr(&t, "x", format!("{:.1}", x(k) + cw / 2.0));
        attr(&t, "y", format!("{:.1}", h - 7.0));
        attr(&t, "class", "axis x");
        t.set_text_content(Some(&k.to_string()));
        let _ = s.append_child(&t);
    }
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
    if let Some(p) = app.model.review().and_then(|r| r.points().get(to).map(|p| describe(p, r.running(), r.hides()))) {
        set_attr(&chart, "aria-valuetext", &p);
    }
    Some(None)
}
