//! The table: each pile as data (`piles.rs`), as trees (`tree.rs`), and the
//! cards' motion and pointer geometry (`motion.rs`).

pub mod motion;
pub mod piles;
pub mod tree;
