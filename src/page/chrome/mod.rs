//! Around the table: the page's own state besides the game (`ui.rs`: the
//! cursor, typed text, moves panel, notices) and the banner, notices and
//! status line as trees (`tree.rs`).

pub mod tree;
pub(super) mod ui;
