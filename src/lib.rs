//! Swarm: four packing solitaires — Beeswax, Beehive, Beetle and Spider —
//! with one engine shared by the browser page (wasm), the `swarm` command
//! line and the solver.
//!
//! Modules:
//! - [`card`]: cards, suits, ranks and their text forms.
//! - [`deal`]: deal numbers and the versioned seeded shuffle.
//! - [`games`]: the `Game` trait, `Move`/`Slot`, options, the catalog, and one module per game.
//! - [`notation`]: the text position format and record layout shared by the games.
//! - [`help`]: each game's rules and notation in our own words.
//! - [`history`]: a game in progress with undo/redo and the revealed/cheated marks.
//! - [`record`]: game records as JSON and as deal links.
//! - [`slot`]: `Slot`, the places cards live in (`games::Slot`), shared by the games and the view.
//! - [`small_sort`]: a stable sort small in code, for short lists.
//! - [`view`]: the pure view model the page renders, and the table's `Layout`.
//! - [`page`]: the page as a native model: `App::update(Msg) -> Vec<Effect>`.
//! - [`layout`]: the table's geometry (grid places, card size) for a room.
//! - [`stats`]: statistics per game and option set.
//! - [`text`]: quoting a stranger's text in a message, cut short and escaped (`clip`).
//! - [`winnable`]: winnable deals only (the next winnable deal number) and the deal of the day.
//! - [`protocol`]: the typed messages between the page and its search worker.
//! - [`worker`]: the search worker's engine (`Searcher`: hints, Solve, autoplay, deals), no DOM.
//! - [`cli`]: the `swarm` command line (native only).
//! - `web` (wasm only): the browser front end, the only code touching the DOM.

pub mod card;
pub mod catalogue;
pub mod deal;
pub mod decimal;
pub mod games;
pub mod help;
pub mod history;
pub mod journal;
pub mod json;
pub mod layout;
pub mod notation;
pub mod page;
pub mod protocol;
pub mod record;
pub mod slot;
pub mod small_sort;
pub mod solver;
pub mod stats;
pub mod text;
pub mod view;
pub mod winnable;
pub mod worker;

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;

#[cfg(target_arch = "wasm32")]
pub mod web;
