//! What the solver answers, in the shared `Move` type: a solve's result, a
//! hint, and why there is no hint.

use crate::games::Move;

use super::search::Outcome;

/// The result of `solve` / `analyze`.
#[derive(Clone, Debug, PartialEq)]
pub struct SolveResult {
    /// Solved (the moves from the position to a win), unsolvable, or gave up.
    pub outcome: Outcome<Move>,
    /// The solution's moves in the game's notation (empty unless solved).
    pub texts: Vec<String>,
    pub nodes: u64,
    pub ms: f64,
    /// The search read hidden cards (peeking analysis).
    pub peeked: bool,
    /// How the answer was found ("complete search", "beam search",
    /// "fair autoplay").
    pub method: &'static str,
}

impl SolveResult {
    /// `"solved"`, `"unsolvable"` or `"gave_up"` (the command line's words).
    pub fn word(&self) -> &'static str {
        match self.outcome {
            Outcome::Solved(_) => "solved",
            Outcome::Unsolvable => "unsolvable",
            Outcome::GaveUp { .. } => "gave_up",
        }
    }
    pub fn is_solved(&self) -> bool {
        matches!(self.outcome, Outcome::Solved(_))
    }
}

/// A hint: the move to play and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    pub mv: Move,
    /// The move in the game's notation.
    pub text: String,
    /// A short reason a player can read ("completes the quartet of 7s").
    pub reason: String,
    /// The position is winnable and this is the next move of a solution this
    /// many moves long: Beeswax always when winnable; a fair hint only once
    /// nothing is hidden (an open endgame it solved). Otherwise `None`.
    pub solution_len: Option<usize>,
    /// The move makes progress (Beeswax: it is on a proven solution; fair
    /// hints: it improves the position or opens a better line). A hint
    /// without progress is the best of poor choices.
    pub progress: bool,
    pub nodes: u64,
    pub ms: f64,
}

/// Why there is no hint.
#[derive(Clone, Debug, PartialEq)]
pub enum NoHint {
    /// The game is won.
    Won,
    /// Beeswax: proven not winnable from here.
    NotWinnable,
    /// No move is left, or none that is worth playing (with the reason).
    NoMove(String),
}

impl std::fmt::Display for NoHint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NoHint::Won => f.write_str("the game is won"),
            NoHint::NotWinnable => f.write_str("this position is not winnable"),
            NoHint::NoMove(r) => f.write_str(r),
        }
    }
}
