//! The Review sheet as a tree ([`Node`]): what is reviewed, the progress,
//! the sentence, the chart as SVG nodes (`review_chart.rs`'s geometry: one
//! unit a pixel, as wide as the shell measured the sheet), the legend, the
//! buttons that open a position, and the note.

use crate::decimal::fixed;
use crate::layout::clamp;
use crate::page::node::Node;
use crate::page::review::chart::{self as page, Label, ReviewChart};
use crate::page::review::drawing::Drawing;
use crate::page::table::motion::Rect;
use crate::solver::review::Class;

/// The sheet's body for review `r` (its drawing), its chart `width` wide on a window
/// `height` high, its cursor where it was (`cursor`) or on the named move.
pub fn body(r: &Drawing, width: f64, height: f64, cursor: Option<usize>) -> Vec<Node> {
    let sheet = page::review_sheet(r);
    let mut out = vec![Node::text_el("p", "review-what", &sheet.what).id("review-what")];
    if let Some((done, total, line)) = &sheet.progress {
        out.push(
            Node::el("div", "review-progress")
                .child(
                    Node::el("progress", "")
                        .id("review-progress")
                        .attr("max", (*total).max(1))
                        .attr("value", done)
                        .attr("aria-label", "Review progress"),
                )
                .child(Node::text_el("span", "sheet-note", line)),
        );
    }
    if let Some((text, error)) = &sheet.summary {
        let p = Node::text_el("p", if *error { "review-summary error" } else { "review-summary" }, text)
            .id("review-summary");
        out.push(if *error { p } else { p.attr("role", "status") });
    }
    let width = clamp(width, 240.0, 900.0);
    let c = page::review_chart(r, width, clamp(height * 0.36, 130.0, 190.0), page::start(r, cursor));
    out.push(Node::el("div", "review-chart-wrap").child(chart(&c)));
    let legend = sheet.legend.iter().map(|(class, label)| {
        Node::el("span", "legend-item")
            .child(Node::el("span", &format!("swatch {class}")))
            .child(Node::text_el("span", "", *label))
    });
    out.push(Node::el("p", "review-legend").children(legend).child(Node::text_el("span", "legend-how", page::HOW)));
    if !sheet.actions.is_empty() {
        out.push(Node::el("div", "review-actions").children(sheet.actions.iter().map(|a| {
            let b = Node::button(&a.label, a.action).attr("data-arg", a.ply);
            let b = if a.primary { b.attr("class", "primary") } else { b };
            b.id(a.id)
        })));
    }
    out.push(Node::text_el("p", "sheet-note", &sheet.note));
    out
}

/// A rectangle of the chart.
fn rect(r: &Rect, class: &str) -> Node {
    Node::svg("rect")
        .attr("x", fixed(r.x, 2))
        .attr("y", fixed(r.y, 1))
        .attr("width", fixed(r.w, 2))
        .attr("height", fixed(r.h, 1))
        .attr("class", class)
}

fn text(l: &Label, class: &str) -> Node {
    Node::svg("text").attr("x", fixed(l.x, 1)).attr("y", fixed(l.y, 1)).attr("class", class).text(&l.text)
}

/// A horizontal or vertical line of the chart.
fn line(x1: f64, x2: f64, y1: f64, y2: f64, class: &str) -> Node {
    Node::svg("line")
        .attr("x1", fixed(x1, 1))
        .attr("x2", fixed(x2, 1))
        .attr("y1", fixed(y1, 1))
        .attr("y2", fixed(y2, 1))
        .attr("class", class)
}

/// The chart: a focusable slider over the game's positions.
pub fn chart(c: &ReviewChart) -> Node {
    let mut s = Node::svg("svg")
        .attr("viewBox", format!("0 0 {} {}", fixed(c.width, 0), fixed(c.height, 0)))
        .id("review-chart")
        .attr("class", if c.hides { "review-chart hides" } else { "review-chart" })
        .attr("tabindex", 0)
        .attr("role", "slider")
        .attr("aria-label", "The game move by move: arrow keys step, Enter shows the position")
        .attr("aria-valuemin", 0)
        .attr("aria-valuemax", c.max)
        .attr("aria-valuenow", c.cursor)
        .attr("data-x0", fixed(c.x0, 2))
        .attr("data-cw", fixed(c.column, 4));
    if let Some(t) = &c.value_text {
        s = s.attr("aria-valuetext", t);
    }
    for (y, label) in &c.grid {
        s = s.child(line(c.x0, c.x1, *y, *y, "grid")).child(text(label, "axis y"));
    }
    s = s.children(c.bars.iter().map(|b| rect(&b.rect, &format!("rv-bar {}", b.kind))));
    let mut d = String::new();
    for run in &c.chance {
        for (i, st) in run.iter().enumerate() {
            if i == 0 {
                d.push_str(&format!(" M{},{}", fixed(st.x1, 2), fixed(st.y, 1)));
            } else {
                d.push_str(&format!(" V{}", fixed(st.y, 1)));
            }
            d.push_str(&format!(" H{}", fixed(st.x2, 2)));
        }
    }
    if !d.is_empty() {
        s = s.child(Node::svg("path").attr("d", d.trim()).attr("class", "chance-line"));
    }
    s = s.children(c.ticks.iter().map(|t| text(t, "axis x")));
    s = s.children(c.markers.iter().map(|m| {
        let (x, y, h) = (m.x, m.y, m.size / 2.0);
        let f = |v: f64| fixed(v, 1);
        let d = match m.class {
            Class::Mistake => {
                format!("M{},{} L{},{} L{},{} Z", f(x), f(y - h), f(x + h), f(y + h), f(x - h), f(y + h))
            }
            Class::Blunder => {
                format!("M{},{} L{},{} L{},{} L{},{} Z", f(x), f(y - h), f(x + h), f(y), f(x), f(y + h), f(x - h), f(y))
            }
            _ => format!("M{},{} h{} v{} h{} Z", f(x - h), f(y - h), f(2.0 * h), f(2.0 * h), f(-2.0 * h)),
        };
        Node::svg("path").attr("d", d).attr("class", format!("rv-mark {}", m.kind())).attr("data-ply", m.ply)
    }));
    if let Some(m) = &c.mark {
        s = s
            .child(line(m.x, m.x, m.y1, m.y2, "mark-line"))
            .child(text(&m.label, &format!("mark-label {}", m.side)).id("review-mark"));
    }
    s = s.child(rect(&c.cursor_rect, "cursor").id("review-cursor"));
    // The hit areas last, over everything: a bar's whole column.
    s.children(c.hits.iter().map(|h| {
        rect(&h.rect, "hit")
            .attr("y", 0)
            .attr("data-action", "review-open")
            .attr("data-arg", h.ply)
            .child(Node::svg("title").text(&h.tip))
    }))
}
