//! A worker gone silent is noticed: while the page waits for an answer, a
//! deadline runs (`Timer::Worker`), the longest budget of the searches
//! asked plus a margin, started again by every word the worker says (an
//! answer or its progress). When it passes (`WorkerMsg::Silent`), the
//! worker is stopped (the next request starts a new one) and the searches
//! it had end as for a worker that threw (`App::worker_failed`): said, and
//! never left on "Thinking…".

use crate::decimal::fixed;
use crate::page::game::difficulty::RATED_MS;
use crate::page::game::switch::WINNABLE_MS;
use crate::page::{App, Asked, Effect, Timer};

/// Added to a search's budget before its silence counts as a stopped worker.
pub const MARGIN_MS: f64 = 10_000.0;
/// The budget of the quick searches (a hint, an autoplay move, Finish, the coach) and
/// of a Solve (the worker's, 20 s).
const QUICK_MS: f64 = crate::worker::SOLVE_MS;
/// The deal of the day, a rating, a review: node-capped, given a minute.
const LONG_MS: f64 = 60_000.0;

/// How long the worker may take over `a` without a word.
fn budget(a: &Asked) -> f64 {
    match a {
        Asked::Hint { .. }
        | Asked::Solve { .. }
        | Asked::Autoplay { .. }
        | Asked::Finish { .. }
        | Asked::Coach { .. } => QUICK_MS,
        Asked::Winnable { .. } | Asked::Prefetch { .. } => WINNABLE_MS,
        Asked::Rated { .. } | Asked::PrefetchRated { .. } => RATED_MS,
        Asked::Daily { .. } | Asked::Rate { .. } | Asked::Review => LONG_MS,
    }
}

impl App {
    /// The longest silence allowed for what is asked now (none when nothing is).
    pub(in crate::page) fn silence_ms(&self) -> Option<f64> {
        self.searches.asked.iter().map(|(_, a)| budget(a) + MARGIN_MS).reduce(f64::max)
    }

    /// After a message: the deadline starts again when the worker spoke
    /// (`heard`), when it is asked more than the deadline allows (`was`:
    /// the silence allowed before), and stops when nothing is asked.
    pub(in crate::page) fn watch_worker(&mut self, heard: bool, was: Option<f64>, fx: &mut Vec<Effect>) {
        let now = self.silence_ms();
        match now {
            None if was.is_some() => fx.push(Effect::Timer(Timer::Worker, None)),
            Some(ms) if heard || was.is_none_or(|w| ms > w) => fx.push(Effect::Timer(Timer::Worker, Some(ms as u32))),
            _ => {}
        }
    }

    /// The deadline passed without a word: the worker is stopped and what
    /// it had is ended, said.
    pub(in crate::page) fn worker_silent(&mut self, fx: &mut Vec<Effect>) {
        let Some(ms) = self.silence_ms() else { return };
        let why = format!("the search worker did not answer for {} s and was restarted", fixed(ms / 1000.0, 0));
        fx.push(Effect::StopWorker(why.clone()));
        self.worker_failed(why, fx);
    }
}
