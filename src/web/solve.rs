//! Solve / analyze: the solver decides the position in slices of a few
//! milliseconds (the page never freezes), with progress and a Stop button.
//! Beeswax is open, so its answer is a proof (a solution, or "not
//! winnable"). The other games hide cards: their analysis *peeks* — it is
//! labelled so, asked for first, and marks the game assisted.

use std::cell::RefCell;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::dom::{self, window};
use super::render::{confirm, feedback};
use super::{with_app, App, Pending};
use crate::solver::{hides_cards, Budget, Outcome, SolveJob};

/// Time budget of one analysis, and of one slice of it (ms).
const TOTAL_MS: f64 = 20_000.0;
const SLICE_MS: f64 = 30.0;
/// Transposition-table cap: a browser tab has little memory.
const TABLE: usize = 1_500_000;

/// An analysis under way, for the position it started from.
struct Running {
    job: SolveJob,
    /// The record of the position analysed (moves included).
    of: String,
    peeked: bool,
}

thread_local! {
    static RUNNING: RefCell<Option<Running>> = const { RefCell::new(None) };
    static SLICE: Closure<dyn FnMut()> = Closure::new(|| {
        with_app(slice);
    });
}

fn now() -> f64 {
    window().performance().map_or(0.0, |p| p.now())
}

fn running() -> bool {
    RUNNING.with(|r| r.borrow().is_some())
}

/// The Solve button: start (asking first when it would peek), or stop.
pub fn button(app: &mut App) {
    if running() {
        return stop("Analysis stopped.");
    }
    if hides_cards(app.state()) {
        app.pending = Some(Pending::Analyze);
        confirm(
            "Analysis looks at every hidden card to tell whether this position can be won. \
             The game will be marked assisted.",
            "Analyze",
        );
    } else {
        start(app);
    }
}

/// Starts analysing the current position.
pub fn start(app: &mut App) {
    let peeked = hides_cards(app.state());
    if peeked && !app.session.assisted {
        app.session.assisted = true;
        app.changed();
    }
    let budget = Budget::ms(TOTAL_MS).with_clock(now).with_table(TABLE);
    let job = SolveJob::new(app.state(), budget);
    let of = app.session.record().to_query(true);
    RUNNING.with(|r| *r.borrow_mut() = Some(Running { job, of, peeked }));
    show_button(true);
    feedback("Analysing…", "info");
    schedule();
}

/// Stops an analysis under way, saying `why`.
pub fn stop(why: &str) {
    if RUNNING.with(|r| r.borrow_mut().take()).is_some() {
        show_button(false);
        feedback(why, "info");
    }
}

/// The game changed: an analysis of another position stops.
pub fn on_change(app: &App) {
    let of = app.session.record().to_query(true);
    if RUNNING.with(|r| r.borrow().as_ref().is_some_and(|x| x.of != of)) {
        stop("Analysis stopped: the position changed.");
    }
    // A solution shown belongs to the position it was found for.
    if let Some(b) = dom::by_id("analysis-box") {
        if b.get_attribute("data-of").is_some_and(|x| x != of) {
            b.set_hidden(true);
        }
    }
}

fn schedule() {
    SLICE.with(|s| {
        let _ = window().set_timeout_with_callback_and_timeout_and_arguments_0(s.as_ref().unchecked_ref(), 0);
    });
}

fn show_button(on: bool) {
    dom::set_text("btn-solve", if on { "Stop analysis" } else { "Solve" });
}

/// One slice of work; reschedules itself until the search answers.
fn slice(app: &mut App) {
    let t0 = now();
    let answer = RUNNING.with(|r| {
        let mut r = r.borrow_mut();
        let run = r.as_mut()?;
        while now() - t0 < SLICE_MS {
            if let Some(res) = run.job.step(2_000) {
                return Some(Ok((res, run.peeked)));
            }
        }
        Some(Err(run.job.nodes()))
    });
    match answer {
        None => {}
        Some(Err(nodes)) => {
            feedback(&format!("Analysing… {nodes} positions so far (Stop analysis to cancel)"), "info");
            schedule();
        }
        Some(Ok((res, peeked))) => {
            let of = RUNNING.with(|r| r.borrow_mut().take()).map(|r| r.of).unwrap_or_default();
            if let Some(b) = dom::by_id("analysis-box") {
                dom::set_attr(&b, "data-of", &of);
            }
            show_button(false);
            let label = if peeked { " (peeking: every hidden card known)" } else { "" };
            let (text, kind) = match &res.outcome {
                Outcome::Solved(m) => {
                    (format!("Winnable{label}: a win in {} moves ({} positions searched).", m.len(), res.nodes), "info")
                }
                Outcome::Unsolvable => (
                    format!("Not winnable{label}: every line of play was searched ({} positions).", res.nodes),
                    "error",
                ),
                Outcome::GaveUp { nodes, ms } => (
                    format!("No answer{label}: the search gave up after {nodes} positions and {:.1} s.", ms / 1000.0),
                    "info",
                ),
            };
            feedback(&text, kind);
            let solution = app.state().format_record(&res.texts);
            dom::set_text("analysis", &solution);
            dom::set_hidden("analysis-box", res.texts.is_empty());
        }
    }
}
