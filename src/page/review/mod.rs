//! Game review: the review asked of the worker and its answers
//! (`state.rs`), the sheet's contents and chart (`chart.rs`), as a tree
//! (`tree.rs`).

pub mod chart;
pub(super) mod state;
pub mod tree;
