//! The statistics on the page: the journal's adapter (`journal.rs`: the
//! model is `crate::journal`), the sheet's contents (`sheet.rs`) and chart
//! (`chart.rs`), as a tree (`tree.rs`).

pub mod chart;
pub(super) mod journal;
pub mod sheet;
pub mod tree;
