//! The game's course: the moves (`moves.rs`), switching games and leaving
//! one (`switch.rs`), the replay bar (`replay.rs`), the deal difficulty
//! (`difficulty.rs`) and the catalogue of rated deals (`catalogue.rs`).

pub(super) mod catalogue;
pub(super) mod difficulty;
pub(super) mod moves;
pub(super) mod prefs;
pub(super) mod replay;
pub(super) mod switch;
