//! Hints: the page asks the solver for the next move of the current
//! position. The solver (`crate::solver`) is not part of this build yet, so
//! the page says so instead of guessing.

use crate::games::Move;
use crate::history::Session;

/// The hinted move and a reason to show, or why there is none.
pub fn hint(session: &Session) -> Result<(Move, String), String> {
    if session.state().is_won() {
        return Err("The game is won: nothing left to hint.".into());
    }
    Err("Hints need the solver, which this build does not include yet.".into())
}
