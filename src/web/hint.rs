//! Hints from the solver (`crate::solver::hint`): Beeswax gets the next
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

/// Positions looked back at when a Beeswax position is lost.
const LOOK_BACK: usize = 60;

/// The hinted move and a reason to show, or why there is none.
pub fn hint(session: &Session) -> Result<(Move, String), String> {
    let budget = Budget::hint().with_clock(now).with_table(1_000_000);
    match solver::hint(session.state(), budget) {
        Ok(h) => Ok((h.mv, h.reason)),
        Err(NoHint::NotWinnable) => {
            let mut states = vec![session.start().clone()];
            states.extend(session.steps().iter().map(|s| s.after.clone()));
            let from = states.len().saturating_sub(LOOK_BACK + 1);
            let each = Budget::ms(30.0).with_clock(now).with_table(500_000);
            Err(match solver::last_winnable(&states[from..], each) {
                Some(n) => format!(
                    "This position cannot be won any more; it was still winnable {n} move{} back (undo to get there).",
                    if n == 1 { "" } else { "s" }
                ),
                None if from == 0 => "This deal cannot be won: no sequence of moves wins it.".to_string(),
                None => format!("This position cannot be won, nor any of the last {LOOK_BACK}."),
            })
        }
        Err(e) => Err(format!("No hint: {e}.")),
    }
}
