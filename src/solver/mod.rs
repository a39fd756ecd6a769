//! The solver, behind one API on `AnyGame` used by the page and the
//! command line: [`solve`], [`analyze`], [`hint`] and fair autoplay.
//!
//! - Beeswax is open: [`solve`] decides every position (a solution, or a
//!   proof that none exists), and a hint is the next move of a solution.
//! - Spider, Beetle and Beehive hide cards. A [`hint`] is *fair*: it is
//!   computed on positions whose unseen cards were replaced by samples of
//!   themselves (`with_unseen`), so it cannot depend on them ([`fair`], and
//!   each game's player: [`fair_player`]). [`analyze`] *peeks* (every card
//!   known) and says so.
//!
//! Modules: [`search`] (generic bounded search, no card types), [`eval`]
//! (position evaluation from the games' accessors), [`tuning`] (every
//! knob), [`fair`] (the fair play all games share), and one module per
//! game family with its keys, moves and searches: [`beeswax`] (with its
//! packed form), [`beehive`] and [`spider`] (Spider and Beetle), each with
//! its fair player in `fair`.

mod answer;
pub mod beehive;
pub mod beeswax;
pub mod eval;
pub mod fair;
pub mod rate;
pub mod review;
pub mod search;
pub mod spider;
mod table;
pub mod tuning;

use crate::games::beehive::Beehive;
use crate::games::beeswax::Beeswax;
use crate::games::{AnyGame, GameId, Move};
pub use answer::{Hint, NoHint, SolveResult};
use fair::Player;
pub use search::{native_clock, Budget, Clock, Outcome, SearchResult};
use tuning::HINT_NODES;

/// The `p`-th percentile (0–100, nearest rank) of `sorted` (ascending); 0
/// when empty. The benchmarks' one definition (CLI, wasm, `fair_bench`).
pub fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((p / 100.0) * (sorted.len() - 1) as f64).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

/// The position hides cards from the player (so a verdict needs peeking).
/// A Spider or Beetle position with every card seen does not.
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
    Beeswax { start: Beeswax, dfs: Box<search::Dfs<beeswax::BeeswaxSpace>> },
    Spider { start: AnyGame, beam: Box<search::Beam<spider::SpiderSpace>> },
    Beehive { start: Beehive, dfs: Box<search::Dfs<beehive::BeehiveSpace>> },
}

/// `r` with its solution translated into game moves by `to_moves`.
fn translated<M>(r: SearchResult<M>, to_moves: impl FnOnce(&[M]) -> Vec<Move>) -> SearchResult<Move> {
    let outcome = match r.outcome {
        Outcome::Solved(m) => Outcome::Solved(to_moves(&m)),
        Outcome::Unsolvable => Outcome::Unsolvable,
        Outcome::GaveUp { nodes, ms } => Outcome::GaveUp { nodes, ms },
    };
    SearchResult { outcome, nodes: r.nodes, ms: r.ms, table: r.table }
}

impl SolveJob {
    /// Starts solving `game`: Beeswax by complete search; the others by a
    /// peeking search (every card known; label the answer as peeking):
    /// Beehive complete, Spider and Beetle by a beam.
    pub fn new(game: &AnyGame, budget: Budget) -> SolveJob {
        match game {
            AnyGame::Beeswax(b) => SolveJob::Beeswax {
                start: b.clone(),
                dfs: Box::new(search::Dfs::new(beeswax::BeeswaxSpace, beeswax::packed::Packed::of(b), budget)),
            },
            AnyGame::Spider(s) => SolveJob::Spider {
                start: game.clone(),
                beam: Box::new(spider::peek_beam(s, tuning::PEEK_WIDTH, budget)),
            },
            AnyGame::Beehive(b) => SolveJob::Beehive {
                start: b.clone(),
                dfs: Box::new(search::Dfs::new(beehive::BeehiveSpace::new(b), b.clone(), budget)),
            },
        }
    }

    /// A Beeswax search that never enters the positions `avoid` (the
    /// positions already played: [`search::Dfs::avoiding`]).
    fn beeswax_avoiding(b: &Beeswax, budget: Budget, avoid: &[beeswax::packed::Packed]) -> SolveJob {
        let dfs =
            search::Dfs::avoiding(beeswax::BeeswaxSpace, beeswax::packed::Packed::of(b), budget, avoid.iter().copied());
        SolveJob::Beeswax { start: b.clone(), dfs: Box::new(dfs) }
    }

    /// Steps to the end.
    fn run(mut self) -> SolveResult {
        loop {
            if let Some(r) = self.step(u64::MAX) {
                return r;
            }
        }
    }

    /// Works on at most `nodes` more nodes; `Some` when finished.
    pub fn step(&mut self, nodes: u64) -> Option<SolveResult> {
        match self {
            SolveJob::Beeswax { start, dfs } => dfs.step(nodes).map(|r| {
                let r = translated(r, |m| beeswax::to_moves(start, m));
                finish(&start.clone().into(), r, false, "complete search")
            }),
            SolveJob::Spider { start, beam } => {
                let peeked = hides_cards(start);
                beam.step(nodes).map(|r| finish(start, r, peeked, "beam search"))
            }
            SolveJob::Beehive { start, dfs } => dfs.step(nodes).map(|r| {
                let r = translated(r, |m| beehive::to_moves(start, m));
                let start = start.clone().into();
                finish(&start, r, hides_cards(&start), "complete search")
            }),
        }
    }

    /// Nodes searched so far (progress).
    pub fn nodes(&self) -> u64 {
        match self {
            SolveJob::Beeswax { dfs, .. } => dfs.nodes(),
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
        return autoplay_result(game, budget);
    }
    SolveJob::new(game, budget).run()
}

/// Peeking analysis: "is this position winnable with every card known?"
/// Using it during a game marks the game assisted.
pub fn analyze(game: &AnyGame, budget: Budget) -> SolveResult {
    solve(game, budget, true)
}

/// Why the search behind a hint stopped (SPEC §4).
#[derive(Clone, Debug, PartialEq)]
pub enum Stopped {
    /// A win was found and the hint is its next move (or the game is won).
    Solved,
    /// Proven: no move is left, or (Beeswax) no line wins.
    Unsolvable,
    /// The budget ran out before a proof either way: a Beeswax search that
    /// gave up, and every fair hint that has not solved an open game.
    GaveUp { nodes: u64, ms: f64 },
}

/// A hint during a game: what the page and the command line show.
#[derive(Clone, Debug, PartialEq)]
pub struct GameHint {
    pub hint: Result<Hint, NoHint>,
    pub stopped: Stopped,
    /// When the hint is [`NoHint::NotWinnable`] (Beeswax): how many moves
    /// back the game was last winnable, or `None` when no earlier position
    /// was (within the budget, spent per position). `None` otherwise.
    pub last_winnable: Option<usize>,
}

/// The hint for a game in progress, the one path of the page and the
/// command line. `positions` is the game so far (`Session::positions`):
/// the start first, the current position last. Each search gets `budget`
/// (use [`Budget::hint`]: 100 ms, 100,000 nodes; a fair hint evaluates at
/// most [`HINT_NODES`] positions, so it is the same on every machine).
///
/// - Beeswax: the next move of a solution, or [`NoHint::NotWinnable`] with
///   how many moves back the game was last winnable ([`LookBack`]).
/// - The games that hide cards: a fair hint, which while cards are hidden
///   never returns to a position already played (going back would show
///   nothing new); once nothing is hidden the hint is a search for a win.
///
/// A caller that must answer in slices (the page's worker) calls
/// [`hint_at`] and then steps a [`LookBack`] itself: the same answer.
pub fn hint_in_game(positions: &[AnyGame], budget: Budget) -> GameHint {
    let (hint, stopped) = hint_at(positions, budget);
    let last_winnable = match hint {
        Err(NoHint::NotWinnable) => LookBack::new(positions, budget).run(),
        _ => None,
    };
    GameHint { hint, stopped, last_winnable }
}

/// [`hint_in_game`] without the look-back: the hint at the last of
/// `positions`, and why its search stopped.
pub fn hint_at(positions: &[AnyGame], budget: Budget) -> (Result<Hint, NoHint>, Stopped) {
    let Some(game) = positions.last() else {
        return (Err(NoHint::NoMove("no position".into())), Stopped::Unsolvable);
    };
    let played = &positions[..positions.len() - 1];
    let mut seen = fair::Seen::default();
    played.iter().for_each(|g| seen.insert(g));
    position_hint(game, budget, &seen, played)
}

/// The look-back of a lost game: from the position before the current one
/// back to the start, the first that is winnable (each searched with the
/// budget given). Run it whole ([`LookBack::run`]) or a position at a time
/// ([`LookBack::step`]).
#[derive(Clone, Debug)]
pub struct LookBack {
    positions: Vec<AnyGame>,
    /// The next position to search is `positions[next - 1]`.
    next: usize,
    budget: Budget,
}

impl LookBack {
    /// The look-back over `positions` (the start first, the current, lost
    /// position last).
    pub fn new(positions: &[AnyGame], budget: Budget) -> LookBack {
        LookBack { positions: positions.to_vec(), next: positions.len().saturating_sub(1), budget }
    }

    /// Searches one more position; `Some` when finished: how many moves back
    /// the game was last winnable, or `None` when no earlier position was.
    pub fn step(&mut self) -> Option<Option<usize>> {
        if self.next == 0 {
            return Some(None);
        }
        self.next -= 1;
        if solve(&self.positions[self.next], self.budget, false).is_solved() {
            return Some(Some(self.positions.len() - 1 - self.next));
        }
        (self.next == 0).then_some(None)
    }

    /// Positions searched so far (progress).
    pub fn searched(&self) -> usize {
        self.positions.len().saturating_sub(1) - self.next
    }

    /// Steps to the end.
    pub fn run(mut self) -> Option<usize> {
        loop {
            if let Some(r) = self.step() {
                return r;
            }
        }
    }
}

/// The hint for a position alone (no history): [`hint_in_game`] on a game
/// that starts here, without the look-back.
pub fn hint(game: &AnyGame, budget: Budget) -> Result<Hint, NoHint> {
    position_hint(game, budget, &fair::Seen::default(), &[]).0
}

/// The hint at `game` after the positions `played` (`seen`: their keys),
/// not returning to them, and why its search stopped. Other games: a fair
/// hint. Beeswax: the next move of a solution, or `NotWinnable`; if the
/// search gives up, the most promising move by Keller's ordering. Its
/// search never enters a played position: the search behind the last hint
/// had the positions before it on its path, so the player who followed it
/// is shown the rest of the same solution (the search is deterministic).
/// Only when every win goes back through a played position (the player's
/// move closed the others) does the hint go back.
fn position_hint(
    game: &AnyGame,
    budget: Budget,
    seen: &fair::Seen,
    played: &[AnyGame],
) -> (Result<Hint, NoHint>, Stopped) {
    if game.is_won() {
        return (Err(NoHint::Won), Stopped::Solved);
    }
    let AnyGame::Beeswax(b) = game else {
        let h = fair_hint(game, Budget { nodes: budget.nodes.min(HINT_NODES), ..budget }, seen);
        let stopped = match &h {
            Ok(Hint { solution_len: Some(_), .. }) => Stopped::Solved,
            Ok(h) => Stopped::GaveUp { nodes: h.nodes, ms: h.ms },
            Err(_) if game.legal_moves().is_empty() => Stopped::Unsolvable,
            Err(_) => Stopped::GaveUp { nodes: 0, ms: 0.0 },
        };
        return (h, stopped);
    };
    let avoid: Vec<beeswax::packed::Packed> = played
        .iter()
        .filter_map(|g| match g {
            AnyGame::Beeswax(p) => Some(beeswax::packed::Packed::of(p)),
            _ => None,
        })
        .collect();
    let mut r = SolveJob::beeswax_avoiding(b, budget, &avoid).run();
    if r.outcome == Outcome::Unsolvable && !avoid.is_empty() {
        r = solve(game, budget, false);
    }
    let (mv, solution_len) = match &r.outcome {
        Outcome::Solved(m) if !m.is_empty() => (m[0], Some(m.len())),
        Outcome::Unsolvable => return (Err(NoHint::NotWinnable), Stopped::Unsolvable),
        _ => {
            let here = beeswax::packed::Packed::of(b);
            let mut v = Vec::new();
            beeswax::ordered_moves(&here, &mut v);
            let new = |&&m: &&beeswax::BMove| {
                let mut after = here;
                search::Space::apply(&beeswax::BeeswaxSpace, &mut after, m);
                !avoid.contains(&after)
            };
            match v.iter().find(new).or(v.first()) {
                Some(&m) => (beeswax::to_moves(b, &[m])[0], None),
                None => return (Err(NoHint::NoMove("no move is left".into())), Stopped::Unsolvable),
            }
        }
    };
    let mut reason = beeswax::reason(b, mv);
    match solution_len {
        Some(n) => reason.push_str(&format!(" · winnable: {n} moves to a win")),
        None => reason.push_str(" · the search gave up: not proven"),
    }
    let stopped = match solution_len {
        Some(_) => Stopped::Solved,
        None => Stopped::GaveUp { nodes: r.nodes, ms: r.ms },
    };
    let hint = Hint {
        mv,
        text: game.format_move(mv),
        reason,
        solution_len,
        progress: solution_len.is_some(),
        nodes: r.nodes,
        ms: r.ms,
    };
    (Ok(hint), stopped)
}

/// The fair player of `game`'s family: Spider and Beetle's, Beehive's, or
/// greedy rollouts (Beeswax, which is solved instead).
pub fn fair_player(game: &AnyGame) -> &'static dyn Player {
    match game {
        AnyGame::Spider(_) => &spider::fair::SpiderPlayer,
        AnyGame::Beehive(_) => &beehive::fair::BeehivePlayer,
        AnyGame::Beeswax(_) => &fair::Greedy,
    }
}

/// A fair hint by `game`'s own player: `budget.nodes` counts positions
/// evaluated (a node budget makes the hint reproducible on any machine);
/// `seen` lists visible positions not to return to.
pub fn fair_hint(game: &AnyGame, budget: Budget, seen: &fair::Seen) -> Result<Hint, NoHint> {
    fair_player(game).hint(game, budget, seen)
}

/// Fair autoplay of `game` by its own player ([`fair::autoplay`]).
pub fn autoplay(game: &AnyGame, per_hint: Budget, total_ms: f64, max_moves: usize) -> fair::Autoplay {
    fair::autoplay(game, fair_player(game), per_hint, total_ms, max_moves)
}

/// `solve` without peeking on a game that hides cards: fair autoplay. Solved
/// means autoplay won; anything else is "gave up" (it proves nothing).
fn autoplay_result(game: &AnyGame, budget: Budget) -> SolveResult {
    let a = autoplay(game, fair::autoplay_hint_budget(budget.clock), budget.ms, 2000);
    let r = SearchResult {
        outcome: if a.won { Outcome::Solved(a.moves) } else { Outcome::GaveUp { nodes: a.nodes, ms: a.ms } },
        nodes: a.nodes,
        ms: a.ms,
        table: 0,
    };
    finish(game, r, false, "fair autoplay")
}
