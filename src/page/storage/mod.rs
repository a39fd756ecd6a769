//! What is kept: a kept game (`saved.rs`), what the browser keeps, read and
//! validated (`read.rs`), and game files saved and loaded (`files.rs`).

pub mod files;
pub mod read;
pub(super) mod saved;
