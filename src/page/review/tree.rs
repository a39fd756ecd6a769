//! The Review sheet as a tree ([`Node`]): what is reviewed, the progress,
//! the sentence, the chart as SVG nodes (`review_chart.rs`'s geometry: one
//! unit a pixel, as wide as the shell measured the sheet), the legend, the
//! buttons that open a position, and the note.

use crate::page::node::Node;
use crate::page::review::chart::{self as page, Label, ReviewChart};
use crate::page::table::motion::Rect;
use crate::page::Review;

/// The sheet's body for review `r`, its chart `width` wide on a window
/// `height` high, its cursor where it was (`cursor`) or on the named move.
pub fn body(r: &Review, width: f64, height: f64, cursor: Option<usize>) -> Vec<Node> {
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
    let width = width.clamp(240.0, 900.0);
    let c = page::review_chart(r, width, (height * 0.36).clamp(130.0, 190.0), page::start(r, cursor));
    out.push(Node::el("div", "review-chart-wrap").child(chart(&c)));
    let legend = sheet.legend.iter().map(|(class, label)| {
        Node::el("span", "legend-item")
            .child(Node::el("span", &format!("swatch {class}")))
            .child(Node::text_el("span", "", *label))
    });
    out.push(Node::el("p", "review-legend").children(legend).child(Node::text_el("span", "legend-how", page::HOW)));
    if !sheet.actions.is_empty() {
        out.push(Node::el("div", "review-actions").children(sheet.actions.iter().map(|a| {
            let b = Node::button(&a.label, "review-open").attr("data-arg", a.ply);
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
        .attr("x", format!("{:.2}", r.x))
        .attr("y", format!("{:.1}", r.y))
        .attr("width", format!("{:.2}", r.w))
        .attr("height", format!("{:.1}", r.h))
        .attr("class", class)
}

fn text(l: &Label, class: &str) -> Node {
    Node::svg("text")
        .attr("x", format!("{:.1}", l.x))
        .attr("y", format!("{:.1}", l.y))
        .attr("class", class)
        .text(&l.text)
}

/// A horizontal or vertical line of the chart.
fn line(x1: f64, x2: f64, y1: f64, y2: f64, class: &str) -> Node {
    Node::svg("line")
        .attr("x1", format!("{x1:.1}"))
        .attr("x2", format!("{x2:.1}"))
        .attr("y1", format!("{y1:.1}"))
        .attr("y2", format!("{y2:.1}"))
        .attr("class", class)
}

/// The chart: a focusable slider over the game's positions.
pub fn chart(c: &ReviewChart) -> Node {
    let mut s = Node::svg("svg")
        .attr("viewBox", format!("0 0 {:.0} {:.0}", c.width, c.height))
        .id("review-chart")
        .attr("class", if c.hides { "review-chart hides" } else { "review-chart" })
        .attr("tabindex", 0)
        .attr("role", "slider")
        .attr("aria-label", "The game move by move: arrow keys step, Enter shows the position")
        .attr("aria-valuemin", 0)
        .attr("aria-valuemax", c.max)
        .attr("aria-valuenow", c.cursor)
        .attr("data-x0", format!("{:.2}", c.x0))
        .attr("data-cw", format!("{:.4}", c.column));
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
                d.push_str(&format!(" M{:.2},{:.1}", st.x1, st.y));
            } else {
                d.push_str(&format!(" V{:.1}", st.y));
            }
            d.push_str(&format!(" H{:.2}", st.x2));
        }
    }
    if !d.is_empty() {
        s = s.child(Node::svg("path").attr("d", d.trim()).attr("class", "chance-line"));
    }
    s = s.children(c.ticks.iter().map(|t| text(t, "axis x")));
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
