//! Game review: after each move of a game, whether the position was still
//! winnable and, in the games that hide cards, the fair player's chance
//! from there; then the move that lost the game, or the most chance.
//!
//! - **Winnable**: Beeswax by its complete search (a proof either way);
//!   Beehive by its complete peeking search (a proof either way, every card
//!   known); Spider and Beetle by the peeking beam (every card known: a win
//!   found, never a proof of loss except a position with no move left).
//!   `None` where the search gave up within its node cap. Winnability only
//!   falls along a game (a later position is reached from an earlier one),
//!   so the positions are searched from the last back: once one is
//!   winnable every earlier one is, and once one is proven lost every
//!   later one is.
//! - **Chance** (not Beeswax): the share of [`ReviewBudget::worlds`]
//!   sampled worlds of the unseen cards (never the real ones) that the
//!   game's fair player wins from the position at
//!   [`ReviewBudget::hint_nodes`] positions a hint.
//!
//! [`Reviewer::step`] does one search or one position's fair play per
//! call, so the page's worker can run it in slices with progress. Every
//! cap counts nodes, never time: the same review natively and in wasm.

use crate::card::Card;
use crate::games::{AnyGame, GameId, Move};
use crate::history::Session;
use crate::record::Origin;
use crate::solver::fair::{node_capped, sampled, AutoPlayer};
use crate::solver::search::{native_clock, Budget};
use crate::solver::{fair_player, Outcome, SolveJob};

/// What a review may spend.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ReviewBudget {
    /// Nodes of each winnable search.
    pub search_nodes: u64,
    /// Sampled worlds of each chance.
    pub worlds: u32,
    /// Positions a hint of the fair play behind a chance evaluates.
    pub hint_nodes: u64,
}

impl ReviewBudget {
    /// The default: 200,000 nodes a search (Beeswax's largest deal of
    /// 100,000 needs 18,148), 4 worlds, 50 positions a hint.
    pub fn default_for(_game: GameId) -> ReviewBudget {
        ReviewBudget { search_nodes: 200_000, worlds: 4, hint_nodes: 50 }
    }
}

/// Moves a game of the chance's fair play may last.
const CHANCE_MAX_MOVES: usize = 1500;
/// The seed of the chance's sampled worlds.
const CHANCE_SEED: u64 = 0x4E71_0000;

/// One position of the review: the start (`ply` 0, no move) or the
/// position after move `ply`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ply {
    pub ply: usize,
    /// The move that led here, in notation (empty at the start).
    pub mv: String,
    /// Still winnable: proven, found (with every card known), or `None`
    /// when not decided within the budget.
    pub winnable: Option<bool>,
    /// The fair player's wins and worlds played from here (`None`:
    /// Beeswax, which hides nothing).
    pub chance: Option<(u32, u32)>,
    /// Nodes spent on this position.
    pub nodes: u64,
}

impl Ply {
    /// The chance as a fraction 0–1 (for output only).
    pub fn chance_f64(&self) -> Option<f64> {
        self.chance.map(|(w, n)| if n == 0 { 0.0 } else { w as f64 / n as f64 })
    }
}

/// What the review says about the game as a whole.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Move `ply` lost the game: the position before it was winnable and
    /// the one after it is not (proven, or no win found where every later
    /// position is proven lost).
    LostGame { ply: usize },
    /// Move `ply` lost the most chance (from `before` to `after`, permille).
    LostChance { ply: usize, before: u32, after: u32 },
    /// The start was not winnable.
    NotWinnable,
    /// Nothing was lost (won, or still winnable, with no chance lost).
    NothingLost,
    /// Neither could be decided within the budget.
    Undecided,
}

/// A finished review.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    pub game: GameId,
    /// The start (`plies[0]`), then one entry a move.
    pub plies: Vec<Ply>,
    pub verdict: Verdict,
}

impl Review {
    /// The verdict in words: "B2 lost the game: it was winnable until
    /// then", "7 3 lost the most chance: from 75% to 25%", …
    pub fn summary(&self) -> String {
        let mv = |k: usize| self.plies[k].mv.clone();
        match self.verdict {
            Verdict::LostGame { ply } => format!("{} lost the game: it was winnable until then", mv(ply)),
            Verdict::LostChance { ply, before, after } => {
                format!("{} lost the most chance: from {}% to {}%", mv(ply), (before + 5) / 10, (after + 5) / 10)
            }
            Verdict::NotWinnable => "the game was not winnable from the start".into(),
            Verdict::NothingLost => "no move lost the game".into(),
            Verdict::Undecided => "not decided within the budget".into(),
        }
    }
}

/// What the reviewer does next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pass {
    /// Search position `k` (going back from the last).
    Winnable(usize),
    /// Play the chance of position `k` (going forward).
    Chance(usize),
    Done,
}

/// A review in progress, one search or one chance per [`Reviewer::step`].
pub struct Reviewer {
    positions: Vec<AnyGame>,
    plies: Vec<Ply>,
    budget: ReviewBudget,
    pass: Pass,
    /// The chance pass's worlds at the position it reached.
    worlds: Vec<World>,
}

impl Reviewer {
    /// A review of the game `positions` (the start, then the position after
    /// each move) with `texts` (the moves, one fewer than the positions).
    pub fn new(positions: &[AnyGame], texts: &[String], budget: ReviewBudget) -> Result<Reviewer, String> {
        if positions.is_empty() || texts.len() + 1 != positions.len() {
            return Err(format!("{} positions for {} moves", positions.len(), texts.len()));
        }
        let plies = (0..positions.len())
            .map(|k| Ply {
                ply: k,
                mv: if k == 0 { String::new() } else { texts[k - 1].clone() },
                winnable: None,
                chance: None,
                nodes: 0,
            })
            .collect();
        let last = positions.len() - 1;
        Ok(Reviewer { positions: positions.to_vec(), plies, budget, pass: Pass::Winnable(last), worlds: Vec::new() })
    }

    /// The review of `moves` (in notation) played from `start`; an illegal
    /// move is named: "move K (TEXT): REASON".
    pub fn of_moves(start: &AnyGame, moves: &[String], budget: ReviewBudget) -> Result<Reviewer, String> {
        let mut s = Session::new(Origin::Position(String::new()), start.clone());
        s.replay(moves)?;
        Reviewer::new(&s.positions(), &s.move_texts(), budget)
    }

    /// The positions as far as the review has got (`winnable` and `chance`
    /// `None` where not reached yet): the page's chart fills as they come.
    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    /// Steps done and in all (at most: a winnable search found early
    /// settles every earlier position at once), for a progress bar.
    pub fn progress(&self) -> (usize, usize) {
        let n = self.positions.len();
        let chances = if self.hides() { n } else { 0 };
        match self.pass {
            Pass::Winnable(k) => (n - 1 - k, n + chances),
            Pass::Chance(k) => (n + k, n + chances),
            Pass::Done => (n + chances, n + chances),
        }
    }

    fn hides(&self) -> bool {
        self.positions[0].id() != GameId::Beeswax
    }

    /// Does one search or one chance; `Some` once the review is finished.
    pub fn step(&mut self) -> Option<Review> {
        match self.pass {
            Pass::Winnable(k) => {
                let (w, nodes) = winnable(&self.positions[k], self.budget.search_nodes);
                self.plies[k].winnable = w;
                self.plies[k].nodes += nodes;
                if w == Some(true) || k == 0 {
                    if w == Some(true) {
                        self.plies[..k].iter_mut().for_each(|p| p.winnable = Some(true));
                    }
                    // A proven loss holds for every later position.
                    let mut lost = false;
                    for p in self.plies.iter_mut() {
                        lost |= p.winnable == Some(false);
                        if lost {
                            p.winnable = Some(false);
                        }
                    }
                    self.pass = if self.hides() { Pass::Chance(0) } else { Pass::Done };
                } else {
                    self.pass = Pass::Winnable(k - 1);
                }
            }
            Pass::Chance(k) => {
                let (c, nodes) = self.chance(k);
                self.plies[k].chance = Some(c);
                self.plies[k].nodes += nodes;
                self.pass = if k + 1 < self.positions.len() { Pass::Chance(k + 1) } else { Pass::Done };
            }
            Pass::Done => {}
        }
        (self.pass == Pass::Done).then(|| self.finish())
    }

    /// Steps to the end.
    pub fn run(mut self) -> Review {
        loop {
            if let Some(r) = self.step() {
                return r;
            }
        }
    }

    /// The chance at position `k` (the chance pass goes forward): the
    /// worlds of position `k - 1` carried over the move (a world whose game
    /// began with that move, with nothing exchanged, continues that game:
    /// the same result, no search), or new sampled worlds at the start, or
    /// where a world cannot be carried. With nothing unseen, one world.
    fn chance(&mut self, k: usize) -> ((u32, u32), u64) {
        let g = &self.positions[k];
        if g.is_won() {
            self.worlds.clear();
            return ((1, 1), 0);
        }
        let count = if g.unseen().is_empty() { 1 } else { self.budget.worlds.max(1) as usize };
        // The move played into position `k`, if it is one move.
        let played = (k > 0)
            .then(|| {
                let before = &self.positions[k - 1];
                before.legal_moves().into_iter().find(|&m| {
                    let mut c = before.clone();
                    c.apply(m).is_ok() && c == *g
                })
            })
            .flatten();
        let mut nodes = 0;
        let mut next = Vec::with_capacity(count);
        for i in 0..count {
            let carried = played.and_then(|m| {
                let w = self.worlds.get(i)?;
                let (game, exact) = carry(&w.game, m, g)?;
                Some(if exact && w.line.first() == Some(&m) {
                    World { game, line: w.line[1..].to_vec(), won: w.won }
                } else {
                    World { game, line: Vec::new(), won: false }
                })
            });
            let mut world = carried.unwrap_or_else(|| World {
                game: sampled(g, CHANCE_SEED + i as u64),
                line: Vec::new(),
                won: false,
            });
            // A world's game goes on while it has moves left; else it is
            // played afresh from here.
            if world.line.is_empty() {
                let (line, won, n) = play(&world.game, self.budget.hint_nodes);
                nodes += n;
                (world.line, world.won) = (line, won);
            }
            next.push(world);
        }
        let won = next.iter().filter(|w| w.won).count() as u32;
        self.worlds = next;
        ((won, count as u32), nodes)
    }

    fn finish(&self) -> Review {
        let p = &self.plies;
        let lost = (1..p.len()).find(|&k| p[k - 1].winnable == Some(true) && p[k].winnable == Some(false));
        let verdict = if let Some(ply) = lost {
            Verdict::LostGame { ply }
        } else if p[0].winnable == Some(false) {
            Verdict::NotWinnable
        } else {
            // The move after which the chance fell most (the first of equals).
            let permille = |q: &Ply| q.chance.map(|(w, n)| (1000 * w).checked_div(n).unwrap_or(0));
            let drop = (1..p.len())
                .filter_map(|k| Some((k, permille(&p[k - 1])?, permille(&p[k])?)))
                .filter(|&(_, b, a)| a < b)
                .max_by_key(|&(k, b, a)| (b - a, std::cmp::Reverse(k)));
            match drop {
                Some((ply, before, after)) => Verdict::LostChance { ply, before, after },
                None if p.iter().any(|q| q.winnable.is_some() || q.chance.is_some()) => Verdict::NothingLost,
                None => Verdict::Undecided,
            }
        };
        Review { game: self.positions[0].id(), plies: self.plies.clone(), verdict }
    }
}

/// Whether `g` is winnable (see the module's comment), and the nodes spent.
fn winnable(g: &AnyGame, nodes: u64) -> (Option<bool>, u64) {
    if g.is_won() {
        return (Some(true), 0);
    }
    if g.legal_moves().is_empty() {
        return (Some(false), 0);
    }
    if let AnyGame::Spider(s) = g {
        if crate::solver::spider::starved(s) {
            return (Some(false), 0);
        }
    }
    let budget = Budget { nodes, ms: f64::INFINITY, table: 1 << 20, clock: native_clock };
    let mut job = SolveJob::new(g, budget);
    let r = loop {
        if let Some(r) = job.step(u64::MAX) {
            break r;
        }
    };
    let w = match r.outcome {
        Outcome::Solved(_) => Some(true),
        Outcome::Unsolvable => Some(false),
        Outcome::GaveUp { .. } => None,
    };
    (w, r.nodes)
}

/// One sampled world of the chance pass: the position in that world, the
/// rest of the fair player's game from it, and whether that game was won.
#[derive(Clone, Debug)]
struct World {
    game: AnyGame,
    line: Vec<Move>,
    won: bool,
}

/// The fair player's game from `w`: its moves and whether it won, and the
/// positions it evaluated.
fn play(w: &AnyGame, hint_nodes: u64) -> (Vec<Move>, bool, u64) {
    let mut g = w.clone();
    let mut player = AutoPlayer::new(&g, fair_player(&g));
    let mut line = Vec::new();
    while !g.is_won() && line.len() < CHANCE_MAX_MOVES {
        let Some(m) = player.next(&g, node_capped(hint_nodes)) else { break };
        if g.apply(m).is_err() {
            break;
        }
        player.played(m, &g);
        line.push(m);
    }
    (line, g.is_won(), player.nodes)
}

/// World `w` carried over the move `m` played in the real game, which led
/// to `real`: `m` played in the world, then each unseen card the world
/// shows that the real game does not (a card turned up differently)
/// exchanged for one the real game still hides, in order. The rest of the
/// world's hidden cards stay where they were, so consecutive positions are
/// judged in the same worlds (their chances differ by the move, not by the
/// draw), and the world stays a fair sample: a uniform order of the hidden
/// cards conditioned on what was turned up. Also whether nothing had to be
/// exchanged. `None` if the move does not apply in the world.
fn carry(w: &AnyGame, m: Move, real: &AnyGame) -> Option<(AnyGame, bool)> {
    let mut after = w.clone();
    after.apply(m).ok()?;
    let (x, u) = (after.unseen(), real.unseen());
    if x.len() != u.len() {
        return None;
    }
    let mut left = [0u8; 64];
    u.iter().for_each(|c| left[c.index() as usize] += 1);
    let mut fixed: Vec<Option<Card>> = x
        .iter()
        .map(|c| {
            let n = &mut left[c.index() as usize];
            (*n > 0).then(|| {
                *n -= 1;
                *c
            })
        })
        .collect();
    let exact = fixed.iter().all(Option::is_some);
    let mut spare = u.iter().filter(|c| {
        let n = &mut left[c.index() as usize];
        (*n > 0).then(|| *n -= 1).is_some()
    });
    for f in fixed.iter_mut().filter(|f| f.is_none()) {
        *f = spare.next().copied();
    }
    let cards: Option<Vec<Card>> = fixed.into_iter().collect();
    Some((real.with_unseen(&cards?), exact))
}
