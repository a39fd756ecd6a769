//! The statistics chart, drawn as SVG through the DOM from its geometry
//! (`crate::page::stats_chart`, which decides the bars, the line and
//! every word): the last games of the variant shown, and the win rate
//! over time.

use web_sys::Element;

use super::dom::{self, set_attr, text_el};
use crate::page::stats_chart::{size as stats_chart_size, StatsChart};

const NS: &str = "http://www.w3.org/2000/svg";

pub(super) fn svg(tag: &str) -> Element {
    dom::document().create_element_ns(Some(NS), tag).expect("an SVG element")
}

pub(super) fn attr(e: &Element, k: &str, v: impl ToString) {
    let _ = e.set_attribute(k, &v.to_string());
}

/// Appends `chart` to `body`.
pub fn draw(body: &web_sys::HtmlElement, chart: &StatsChart) {
    let (w, h) = stats_chart_size();
    let section = dom::el("section", "chart");
    set_attr(&section, "id", "stats-chart");
    let _ = section.append_child(&text_el("h3", "", &chart.heading));
    if let Some(empty) = chart.empty {
        let _ = section.append_child(&text_el("p", "sheet-note", empty));
    }
    if let Some(b) = &chart.bars {
        let bars = svg("svg");
        attr(&bars, "viewBox", format!("0 0 {w} {h}"));
        attr(&bars, "class", "bars");
        attr(&bars, "role", "img");
        attr(&bars, "aria-label", &b.label);
        for g in &b.bars {
            let rect = svg("rect");
            attr(&rect, "x", format!("{:.1}", g.x));
            attr(&rect, "y", format!("{:.1}", g.y));
            attr(&rect, "width", format!("{:.1}", g.width));
            attr(&rect, "height", format!("{:.1}", g.height));
            attr(&rect, "class", g.class());
            let tip = svg("title");
            tip.set_text_content(Some(&g.tip));
            let _ = rect.append_child(&tip);
            let _ = bars.append_child(&rect);
        }
        let _ = section.append_child(&bars);
        let _ = section.append_child(&text_el("p", "chart-legend", &b.legend));
    }
    if let Some(r) = &chart.rate {
        let _ = section.append_child(&text_el("h3", "", "Win rate over time"));
        let line = svg("svg");
        attr(&line, "viewBox", format!("0 0 {w} {h}"));
        attr(&line, "class", "rate");
        attr(&line, "role", "img");
        attr(&line, "aria-label", &r.label);
        for y in &r.grid {
            let g = svg("line");
            attr(&g, "x1", 0);
            attr(&g, "x2", w);
            attr(&g, "y1", format!("{y:.1}"));
            attr(&g, "y2", format!("{y:.1}"));
            attr(&g, "class", "grid");
            let _ = line.append_child(&g);
        }
        let points: Vec<String> = r.points.iter().map(|(x, y)| format!("{x:.1},{y:.1}")).collect();
        let p = svg("polyline");
        attr(&p, "points", points.join(" "));
        attr(&p, "class", "rate-line");
        let _ = line.append_child(&p);
        let _ = section.append_child(&line);
        let _ = section.append_child(&text_el("p", "chart-legend", &r.legend));
    }
    let _ = body.append_child(&section);
}
