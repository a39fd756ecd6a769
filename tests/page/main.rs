//! The page model's tests, natively (`src/page/`), as one test binary: each
//! module tests one concern of the page, all share `support.rs` (a page with
//! a deal on the table, sending messages, reading effects). Run them with
//! `cargo test --test page` (add a module path to filter: `-- help::`).

mod support;

mod catalogue;
mod chrome;
mod coach;
mod difficulty;
mod help;
mod hint_ahead;
mod how_to_play;
mod journal;
mod kept;
mod keys;
mod motion;
mod outbox;
mod play;
mod review;
mod review_chart;
mod screen;
mod sheets;
mod silence;
mod table;
mod ui;
