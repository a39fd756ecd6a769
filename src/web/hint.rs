//! Hints from the solver (`crate::solver::hint_in_game`): Beeswax gets the next
//! move of a solution (or the news that the position is lost, and how many
//! moves back it was last winnable); the games that hide cards get a fair
//! hint that never reads a hidden card. Every search has a budget, so the
//! page never freezes.

use crate::games::Move;
use crate::history::Session;
use crate::solver::{self, Budget, NoHint};

/// Milliseconds from the page's clock (`performance.now()`), for budgets.
pub(super) fn now() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
}

/// The hinted move and a reason to show, or why there is none: the one
/// hint path of the page and the command line (`solver::hint_in_game`).
pub fn hint(session: &Session) -> Result<(Move, String), String> {
    let answer = solver::hint_in_game(&session.positions(), Budget::hint().with_clock(now));
    match answer.hint {
        Ok(h) => Ok((h.mv, h.reason)),
        Err(NoHint::NotWinnable) => Err(match answer.last_winnable {
            Some(n) => format!(
                "This position cannot be won any more; it was still winnable {n} move{} back (undo to get there).",
                if n == 1 { "" } else { "s" }
            ),
            None => "This deal cannot be won: no sequence of moves wins it.".to_string(),
        }),
        Err(e) => Err(format!("No hint: {e}.")),
    }
}
