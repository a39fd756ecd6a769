//! Game review: the review asked of the worker and its answers
//! (`state.rs`), what its sheet is drawn from (`drawing.rs`) and where
//! (`draw.rs`: in the page, by the position reader's wasm), the
//! sheet's contents and chart (`chart.rs`), as a tree (`tree.rs`).

pub mod chart;
pub mod draw;
pub mod drawing;
pub(super) mod state;
pub mod tree;
