//! The worker's help: Hint, Solve, Autoplay, Finish, and every reply routed
//! to what asked for it (`assist.rs`).

pub(super) mod assist;
