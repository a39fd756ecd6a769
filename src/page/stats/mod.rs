//! The statistics: the journal as the page keeps it (`journal.rs`), the
//! sheet's contents (`sheet.rs`) and chart (`chart.rs`), as a tree (`tree.rs`).

pub mod chart;
mod import;
pub(super) mod journal;
pub mod read;
pub mod sheet;
pub mod tree;
