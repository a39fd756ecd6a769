//! The statistics on the page: the journal's adapter (`journal.rs`: the
//! journal itself runs in the journal worker, `crate::journal`), and the
//! sheet (`tree.rs`): the body the worker built as a tree
//! (`crate::journal::tree`, of the figures in `crate::journal`'s
//! `sheet.rs` and `chart.rs`, re-exported here for the tests), or what the
//! page says while the journal is read or stopped.

pub use crate::journal::{chart, sheet};
pub(super) mod journal;
pub mod tree;
