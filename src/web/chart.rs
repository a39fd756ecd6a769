//! The statistics chart, drawn as SVG through the DOM: the last games of
//! the variant shown (a bar each: its height the moves, green when won,
//! dimmed when cheated or assisted, each with its details as a tooltip),
//! and the win rate over time (the running share of fair games won).

use wasm_bindgen::JsCast;
use web_sys::Element;

use super::dom::{self, set_attr, text_el};
use crate::stats::{Recent, Stats};

const NS: &str = "http://www.w3.org/2000/svg";
/// Games shown as bars.
const BARS: usize = 30;
/// The chart's drawing size (it scales to the sheet's width).
const W: f64 = 300.0;
const H: f64 = 90.0;

pub(super) fn svg(tag: &str) -> Element {
    dom::document().create_element_ns(Some(NS), tag).expect("an SVG element")
}

pub(super) fn attr(e: &Element, k: &str, v: impl ToString) {
    let _ = e.set_attribute(k, &v.to_string());
}

/// Appends the chart of the variant `key` (named `title`) to `body`.
pub fn draw(body: &web_sys::HtmlElement, stats: &Stats, key: &str, title: &str) {
    let games: Vec<&Recent> = stats.recent.iter().filter(|r| r.key == key).collect();
    let section = dom::el("section", "chart");
    set_attr(&section, "id", "stats-chart");
    let _ = section.append_child(&text_el("h3", "", &format!("{title}: the last games")));
    if games.is_empty() {
        let _ = section.append_child(&text_el(
            "p",
            "sheet-note",
            "No game of this one is counted yet: finish or leave a game to see it here.",
        ));
        let _ = body.append_child(&section);
        return;
    }
    let last: Vec<&Recent> = games.iter().rev().take(BARS).rev().copied().collect();
    let won = last.iter().filter(|r| r.won).count();
    let bars = svg("svg");
    attr(&bars, "viewBox", format!("0 0 {W} {H}"));
    attr(&bars, "class", "bars");
    attr(&bars, "role", "img");
    attr(
        &bars,
        "aria-label",
        format!(
            "The last {} games: {won} won, {} lost; a bar's height is the game's moves.",
            last.len(),
            last.len() - won
        ),
    );
    let most = last.iter().map(|r| r.moves).max().unwrap_or(1).max(1) as f64;
    let step = W / BARS as f64;
    for (i, r) in last.iter().enumerate() {
        let h = (r.moves as f64 / most * (H - 4.0)).max(3.0);
        let rect = svg("rect");
        attr(&rect, "x", format!("{:.1}", i as f64 * step + 1.0));
        attr(&rect, "y", format!("{:.1}", H - h));
        attr(&rect, "width", format!("{:.1}", step - 2.0));
        attr(&rect, "height", format!("{h:.1}"));
        let mut class = if r.won { "won".to_string() } else { "lost".to_string() };
        if r.marked {
            class.push_str(" marked");
        }
        attr(&rect, "class", class);
        let tip = svg("title");
        let how = if r.won { "Won" } else { "Lost" };
        let mark = if r.marked { ", assisted or cheated" } else { "" };
        tip.set_text_content(Some(&format!(
            "{how}: {}, {}{mark}",
            crate::notation::count(r.moves as usize, "move", "moves"),
            super::chrome::clock(r.ms as f64)
        )));
        let _ = rect.append_child(&tip);
        let _ = bars.append_child(&rect);
    }
    let _ = section.append_child(&bars);
    let legend = text_el(
        "p",
        "chart-legend",
        &format!("{won} of the last {} won · bar height: moves · dimmed: assisted or cheated", last.len()),
    );
    let _ = section.append_child(&legend);
    // The win rate over time: after each fair game, the share of fair games won so far.
    let fair: Vec<&Recent> = games.iter().filter(|r| !r.marked).copied().collect();
    if fair.len() >= 2 {
        let _ = section.append_child(&text_el("h3", "", "Win rate over time"));
        let line = svg("svg");
        attr(&line, "viewBox", format!("0 0 {W} {H}"));
        attr(&line, "class", "rate");
        let mut points = Vec::with_capacity(fair.len());
        let mut wins = 0;
        for (i, r) in fair.iter().enumerate() {
            wins += r.won as usize;
            let rate = wins as f64 / (i + 1) as f64;
            let x = if fair.len() == 1 { 0.0 } else { i as f64 / (fair.len() - 1) as f64 * (W - 4.0) + 2.0 };
            points.push(format!("{x:.1},{:.1}", H - 2.0 - rate * (H - 4.0)));
        }
        let rate = wins as f64 / fair.len() as f64 * 100.0;
        attr(&line, "role", "img");
        attr(&line, "aria-label", format!("Win rate over the last {} fair games, now {rate:.0}%.", fair.len()));
        for y in [0.25, 0.5, 0.75] {
            let g = svg("line");
            attr(&g, "x1", 0);
            attr(&g, "x2", W);
            attr(&g, "y1", format!("{:.1}", H - 2.0 - y * (H - 4.0)));
            attr(&g, "y2", format!("{:.1}", H - 2.0 - y * (H - 4.0)));
            attr(&g, "class", "grid");
            let _ = line.append_child(&g);
        }
        let p = svg("polyline");
        attr(&p, "points", points.join(" "));
        attr(&p, "class", "rate-line");
        let _ = line.append_child(&p);
        let _ = section.append_child(&line);
        let _ = section.append_child(&text_el(
            "p",
            "chart-legend",
            &format!("{rate:.0}% of the last {} fair games won (lines at 25, 50 and 75%)", fair.len()),
        ));
    }
    let _ = body.append_child(&section);
    let _ = section.dyn_ref::<Element>();
}
