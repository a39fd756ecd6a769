//! The Statistics sheet as a tree ([`Node`]): the table of figures, the
//! chart of the game on the table (SVG nodes from `stats_chart.rs`'s
//! geometry), the deal of the day's line, the notes and the tools, from
//! what the page has of the journal (`crate::journal::wire::View`: the
//! figures the journal worker computed).

use crate::decimal::fixed;
use crate::journal::wire::View;
use crate::page::node::Node;
use crate::page::stats::chart::{size, StatsChart};
use crate::page::stats::journal::RESTART_JOURNAL;
use crate::page::stats::sheet::{self as words, HEADINGS};

/// The sheet while the journal worker is stopped.
const STOPPED: &str = "The statistics journal is not running, so the statistics cannot be read. \
    The games you finish are kept in this tab until it runs again.";

/// The sheet's body: while the journal worker is `stopped`, that it is
/// not running, with Try again (its notice's action); "Reading…" until the
/// journal was read (or the store failed), else `sheet` (the figures) with
/// the notes and the tools.
pub fn body(view: &View, stopped: bool) -> Vec<Node> {
    if stopped {
        return vec![
            Node::text_el("p", "sheet-note warn", STOPPED).attr("role", "status"),
            Node::el("div", "stats-tools").child(Node::button("Try again", RESTART_JOURNAL).id("stats-restart")),
        ];
    }
    let Some(sheet) = &view.sheet else { return vec![Node::text_el("p", "sheet-note", words::READING)] };
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
    out.push(Node::text_el("p", "sheet-note", words::HOW_COUNTED));
    if view.refused.is_some() && view.pending {
        out.push(Node::text_el("p", "sheet-note warn", words::NOT_STORED));
    }
    if let Some(note) = &view.note {
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
