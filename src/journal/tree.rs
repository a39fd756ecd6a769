//! The Statistics sheet's body as a tree ([`Node`]), built in the journal
//! worker (issue 42: the page's wasm neither decodes the figures nor
//! draws them): the table, the chart of the game on the table (SVG nodes
//! from `chart.rs`'s geometry), the deal of the day's line, the notes
//! under them and the tools (buttons naming the page's actions). The
//! worker posts it with the view ([`super::wire::View::sheet`],
//! `Node::to_value`); the page draws it as any sheet, or says itself
//! that the journal is being read or stopped (`page/stats/tree.rs`).
//!
//! It names the page's tree type alone (`page::node`, plain data) and the
//! tools' action names, no page state.

use super::chart::{size, StatsChart};
use super::sheet::{StatsSheet, HEADINGS, HOW_COUNTED, NOT_STORED};
use crate::decimal::fixed;
use crate::page::node::Node;

/// The sheet's body: the table, the chart, the deal of the day's line,
/// how games are counted, that some games are not stored (`unstored`: the
/// store refused and records wait), the last export's or import's `note`,
/// and the tools. (The tools are static, but built here they are 0.1 KB
/// less of the page's wasm.)
pub fn figures(sheet: &StatsSheet, unstored: bool, note: Option<&str>) -> Vec<Node> {
    let head = Node::el("tr", "").children(HEADINGS.iter().map(|h| Node::text_el("th", "", *h).attr("scope", "col")));
    let rows = sheet.rows.iter().map(|row| {
        Node::el("tr", if row.current { "current" } else { "" })
            .attr("data-key", &row.key)
            .child(Node::text_el("th", "", &row.title).attr("scope", "row"))
            // Phones show each row as a list labelled from `data-label`.
            .children(
                row.cells.iter().zip(&HEADINGS[1..]).map(|(c, h)| Node::text_el("td", "", c).attr("data-label", h)),
            )
    });
    let table = Node::el("table", "stats-table")
        .child(Node::el("thead", "").child(head))
        .child(Node::el("tbody", "").children(rows));
    let mut out = vec![Node::el("div", "stats-wrap").child(table), chart(&sheet.chart)];
    if let Some(line) = &sheet.daily {
        out.push(Node::text_el("p", "daily-stats", line).id("daily-stats"));
    }
    out.push(Node::text_el("p", "sheet-note", HOW_COUNTED));
    if unstored {
        out.push(Node::text_el("p", "sheet-note warn", NOT_STORED));
    }
    if let Some(note) = note {
        out.push(Node::text_el("p", "sheet-note", note).id("stats-note").attr("role", "status"));
    }
    out.push(Node::el("div", "stats-tools").children([
        Node::button("Export statistics", "export-stats").id("stats-export"),
        Node::button("Import statistics…", "import-stats").id("stats-import"),
        Node::button("Reset statistics…", "reset-stats").id("stats-reset").attr("class", "danger"),
    ]));
    out
}

/// The chart: the last games of the variant shown as bars, and the win
/// rate over time as a line.
pub fn chart(chart: &StatsChart) -> Node {
    let (w, h) = size();
    let mut section = Node::el("section", "chart").id("stats-chart").child(Node::text_el("h3", "", &chart.heading));
    if let Some(empty) = chart.empty {
        section = section.child(Node::text_el("p", "sheet-note", empty));
    }
    if let Some(b) = &chart.bars {
        let bars = b.bars.iter().map(|g| {
            Node::svg("rect")
                .attr("x", fixed(g.x, 1))
                .attr("y", fixed(g.y, 1))
                .attr("width", fixed(g.width, 1))
                .attr("height", fixed(g.height, 1))
                .attr("class", g.class())
                .child(Node::svg("title").text(&g.tip))
        });
        section = section
            .child(
                Node::svg("svg")
                    .attr("viewBox", format!("0 0 {} {}", fixed(w, 0), fixed(h, 0)))
                    .attr("class", "bars")
                    .attr("role", "img")
                    .attr("aria-label", &b.label)
                    .children(bars),
            )
            .child(Node::text_el("p", "chart-legend", &b.legend));
    }
    if let Some(r) = &chart.rate {
        let grid = r.grid.iter().map(|y| {
            Node::svg("line")
                .attr("x1", 0)
                .attr("x2", fixed(w, 0))
                .attr("y1", fixed(*y, 1))
                .attr("y2", fixed(*y, 1))
                .attr("class", "grid")
        });
        let points: Vec<String> = r.points.iter().map(|(x, y)| format!("{},{}", fixed(*x, 1), fixed(*y, 1))).collect();
        let line = Node::svg("svg")
            .attr("viewBox", format!("0 0 {} {}", fixed(w, 0), fixed(h, 0)))
            .attr("class", "rate")
            .attr("role", "img")
            .attr("aria-label", &r.label)
            .children(grid)
            .child(Node::svg("polyline").attr("points", points.join(" ")).attr("class", "rate-line"));
        section = section.child(Node::text_el("h3", "", "Win rate over time")).child(line).child(Node::text_el(
            "p",
            "chart-legend",
            &r.legend,
        ));
    }
    section
}
