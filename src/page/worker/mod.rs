//! The worker's help: Hint, Solve, Autoplay, Finish, and every reply routed
//! to what asked for it (`assist.rs`); a worker gone silent restarted (`watch.rs`);
//! the coach (`coach.rs`).

pub(super) mod assist;
pub(super) mod coach;
pub(super) mod watch;
