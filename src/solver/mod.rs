//! The solver: generic bounded search ([`search`]), the complete Beeswax
//! solver ([`beeswax`]), fair hints and autoplay for the games that hide
//! cards ([`fair`]) and peeking analysis ([`peek`]), behind one API on
//! `AnyGame` used by the page and the command line.
//!
//! - Beeswax is open: [`solve`] decides every position (a solution, or a
//!   proof that none exists), and a hint is the next move of a solution.
//! - Spider, Beetle and Beehive hide cards. A [`hint`] is *fair*: it is
//!   computed on positions whose unseen cards were replaced by samples of
//!   themselves (`with_unseen`), so it cannot depend on them. [`analyze`]
//!   *peeks* (every card known) and says so.

pub mod beehive;
pub mod beeswax;
pub mod eval;
pub mod fair;
pub mod peek;
pub mod search;
pub mod spider;

use crate::games::{AnyGame, GameId, Move};
pub use search::{native_clock, Budget, Clock, Outcome, SearchResult};

/// The result of [`solve`] / [`analyze`], in the shared `Move` type.
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

/// The position hides cards from the player (so a verdict needs peeking).
/// A Spider or Beetle position with every card seen does not.
/// The `p`-th percentile (0–100, nearest rank) of `sorted` (ascending); 0
/// when empty. The benchmarks' one definition (CLI, wasm, `fair_bench`).
pub fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((p / 100.0) * (sorted.len() - 1) as f64).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

pub fn hides_cards(game: &AnyGame) -> bool {
    game.id() != GameId::Beeswax && !game.unseen().is_empty()
}

/// Writes `moves` in notation by replaying them through `Game::apply` from
/// `game`; an error names the move that does not apply (a solver bug).
pub fn notate(game: &AnyGame, moves: &[Move]) -> Result<Vec<String>, String> {
    let mut g = game.clone();
    let mut out = Vec::with_capacity(moves.len());
    for (i, &mv) in moves.iter().enumerate() {
        let text = g.format_move(mv);
        g.apply(mv).map_err(|e| format!("move {} ({text}): {e}", i + 1))?;
        out.push(text);
    }
    Ok(out)
}

fn finish(game: &AnyGame, r: SearchResult<Move>, peeked: bool, method: &'static str) -> SolveResult {
    let texts = match &r.outcome {
        Outcome::Solved(m) => notate(game, m).expect("a solution replays through Game::apply"),
        _ => Vec::new(),
    };
    SolveResult { outcome: r.outcome, texts, nodes: r.nodes, ms: r.ms, peeked, method }
}

/// A search in progress, run in slices (the page's worker calls
/// [`SolveJob::step`] until it answers; dropping it cancels).
pub enum SolveJob {
    Beeswax { start: AnyGame, dfs: Box<search::Dfs<beeswax::BeeswaxSpace>> },
    Peek { start: AnyGame, beam: Box<search::Beam<peek::GameSpace>> },
    Spider { start: AnyGame, beam: Box<search::Beam<spider::SpiderSpace>> },
    Beehive { start: AnyGame, dfs: Box<search::Dfs<beehive::BeehiveSpace>> },
}

impl SolveJob {
    /// Starts solving `game`: Beeswax by complete search; the others by a
    /// peeking beam search (every card known; label the answer as peeking).
    pub fn new(game: &AnyGame, budget: Budget) -> SolveJob {
        match game {
            AnyGame::Beeswax(b) => SolveJob::Beeswax {
                start: game.clone(),
                dfs: Box::new(search::Dfs::new(
                    beeswax::BeeswaxSpace,
                    crate::games::beeswax::packed::Packed::of(b),
                    budget,
                )),
            },
            AnyGame::Spider(s) => SolveJob::Spider {
                start: game.clone(),
                beam: Box::new(spider::peek_beam(s, spider::PEEK_WIDTH, budget)),
            },
            AnyGame::Beehive(b) => SolveJob::Beehive {
                start: game.clone(),
                dfs: Box::new(search::Dfs::new(beehive::BeehiveSpace::new(b), b.clone(), budget)),
            },
            #[allow(unreachable_patterns)]
            _ => SolveJob::Peek {
                start: game.clone(),
                beam: Box::new(search::Beam::new(peek::GameSpace, game.clone(), peek::BEAM_WIDTH, budget).widening(3)),
            },
        }
    }

    /// Works on at most `nodes` more nodes; `Some` when finished.
    pub fn step(&mut self, nodes: u64) -> Option<SolveResult> {
        match self {
            SolveJob::Beeswax { start, dfs } => dfs.step(nodes).map(|r| {
                let r = SearchResult {
                    outcome: match r.outcome {
                        Outcome::Solved(m) => match start {
                            AnyGame::Beeswax(b) => Outcome::Solved(beeswax::to_moves(b, &m)),
                            _ => unreachable!("a Beeswax job starts from Beeswax"),
                        },
                        Outcome::Unsolvable => Outcome::Unsolvable,
                        Outcome::GaveUp { nodes, ms } => Outcome::GaveUp { nodes, ms },
                    },
                    nodes: r.nodes,
                    ms: r.ms,
                    table: r.table,
                };
                finish(start, r, false, "complete search")
            }),
            SolveJob::Peek { start, beam } => {
                let peeked = hides_cards(start);
                beam.step(nodes).map(|r| finish(start, r, peeked, "beam search"))
            }
            SolveJob::Spider { start, beam } => {
                let peeked = hides_cards(start);
                beam.step(nodes).map(|r| finish(start, r, peeked, "beam search"))
            }
            SolveJob::Beehive { start, dfs } => dfs.step(nodes).map(|r| {
                let peeked = hides_cards(start);
                let outcome = match (r.outcome, &*start) {
                    (Outcome::Solved(m), AnyGame::Beehive(b)) => Outcome::Solved(beehive::to_moves(b, &m)),
                    (Outcome::Solved(_), _) => unreachable!("a Beehive job starts from Beehive"),
                    (Outcome::Unsolvable, _) => Outcome::Unsolvable,
                    (Outcome::GaveUp { nodes, ms }, _) => Outcome::GaveUp { nodes, ms },
                };
                finish(
                    start,
                    SearchResult { outcome, nodes: r.nodes, ms: r.ms, table: r.table },
                    peeked,
                    "complete search",
                )
            }),
        }
    }

    /// Nodes searched so far (progress).
    pub fn nodes(&self) -> u64 {
        match self {
            SolveJob::Beeswax { dfs, .. } => dfs.nodes(),
            SolveJob::Peek { beam, .. } => beam.nodes(),
            SolveJob::Spider { beam, .. } => beam.nodes(),
            SolveJob::Beehive { dfs, .. } => dfs.nodes(),
        }
    }
}

/// Solves `game` within `budget`. Beeswax: a complete search (a solution or
/// a proof). Games that hide cards: with `peek`, a beam search with every
/// card known (never a proof of "unsolvable" unless nothing was cut);
/// without `peek`, fair autoplay from the position (solved means autoplay
/// won playing fair hints; otherwise "gave up": it proves nothing).
pub fn solve(game: &AnyGame, budget: Budget, peek: bool) -> SolveResult {
    if hides_cards(game) && !peek {
        return fair::autoplay_result(game, budget);
    }
    let mut job = SolveJob::new(game, budget);
    loop {
        if let Some(r) = job.step(u64::MAX) {
            return r;
        }
    }
}

/// Peeking analysis: "is this position winnable with every card known?"
/// Using it during a game marks the game assisted.
pub fn analyze(game: &AnyGame, budget: Budget) -> SolveResult {
    solve(game, budget, true)
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

/// A hint within `budget` (use [`Budget::hint`]: 100 ms). Beeswax: the next
/// move of a solution, or `NotWinnable`; if the search gives up, the most
/// promising move by Keller's ordering. Other games: a fair hint.
pub fn hint(game: &AnyGame, budget: Budget) -> Result<Hint, NoHint> {
    if game.is_won() {
        return Err(NoHint::Won);
    }
    match game {
        AnyGame::Beeswax(b) => {
            let r = solve(game, budget, false);
            let (mv, solution_len) = match &r.outcome {
                Outcome::Solved(m) if !m.is_empty() => (m[0], Some(m.len())),
                Outcome::Unsolvable => return Err(NoHint::NotWinnable),
                _ => {
                    let mut v = Vec::new();
                    beeswax::ordered_moves(&crate::games::beeswax::packed::Packed::of(b), &mut v);
                    match v.first() {
                        Some(&m) => (beeswax::to_moves(b, &[m])[0], None),
                        None => return Err(NoHint::NoMove("no move is left".into())),
                    }
                }
            };
            let mut reason = beeswax::reason(b, mv);
            match solution_len {
                Some(n) => reason.push_str(&format!(" · winnable: {n} moves to a win")),
                None => reason.push_str(" · the search gave up: not proven"),
            }
            Ok(Hint {
                mv,
                text: game.format_move(mv),
                reason,
                solution_len,
                progress: solution_len.is_some(),
                nodes: r.nodes,
                ms: r.ms,
            })
        }
        #[allow(unreachable_patterns)]
        _ => fair::hint(game, Budget { nodes: budget.nodes.min(fair::HINT_NODES), ..budget }, &fair::Seen::default()),
    }
}

/// A hint during a game: like [`hint`], and for fair hints the positions
/// already played (`history`, seen by the player) are not returned to.
pub fn hint_in_game(game: &AnyGame, history: &[AnyGame], budget: Budget) -> Result<Hint, NoHint> {
    if !hides_cards(game) || game.is_won() {
        return hint(game, budget);
    }
    let mut seen = fair::Seen::default();
    for g in history {
        seen.insert(g);
    }
    fair::hint(game, Budget { nodes: budget.nodes.min(fair::HINT_NODES), ..budget }, &seen)
}

/// Given the positions of a game so far (`states[0]` the start, the last the
/// current one), how many moves back the game was last proven winnable:
/// `Some(0)` if it is winnable now, `None` if no position was (within the
/// budget, spent per position).
pub fn last_winnable(states: &[AnyGame], budget: Budget) -> Option<usize> {
    let n = states.len();
    (0..n).rev().find(|&i| solve(&states[i], budget, false).is_solved()).map(|i| n - 1 - i)
}
