//! The Statistics sheet as a tree ([`Node`]): the body the journal worker
//! built (`crate::journal::wire::View::sheet`: the figures, their notes
//! and the tools, `crate::journal::tree`), or what the page says while
//! the journal is being read or its worker stopped.

use crate::journal::wire::View;
use crate::page::node::Node;
use crate::page::stats::journal::RESTART_JOURNAL;
use crate::page::stats::sheet::READING;

/// The sheet while the journal worker is stopped.
const STOPPED: &str = "The statistics journal is not running, so the statistics cannot be read. \
    The games you finish are kept in this tab until it runs again.";

/// The sheet's body: while the journal worker is `stopped`, that it is
/// not running, with Try again (its notice's action); "Reading…" until the
/// journal was read (or the store failed), else the body the worker built.
pub fn body(view: &View, stopped: bool) -> Vec<Node> {
    if stopped {
        return vec![
            Node::text_el("p", "sheet-note warn", STOPPED).attr("role", "status"),
            Node::el("div", "stats-tools").child(Node::button("Try again", RESTART_JOURNAL).id("stats-restart")),
        ];
    }
    let Some(sheet) = &view.sheet else { return vec![Node::text_el("p", "sheet-note", READING)] };
    sheet.clone()
}
