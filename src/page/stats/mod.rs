//! The statistics on the page: the journal's adapter (`journal.rs`: the
//! journal itself runs in the journal worker, `crate::journal`), and the
//! sheet as a tree (`tree.rs`) of the figures the worker computed (the
//! sheet's contents and chart are `crate::journal`'s `sheet.rs` and
//! `chart.rs`, re-exported here).

pub use crate::journal::{chart, sheet};
pub(super) mod journal;
pub mod tree;
