//! The coach's look-ahead (Spider, Beetle): the review's class of each
//! move the player may make next, worked out while the player looks at the
//! position, one piece of work a [`Ahead::step`].
//!
//! In the position on the table it samples the review's worlds and plays
//! the fair player's game in each (its chance), takes the fair player's
//! preferred move (its hint at the review's budget) and that move's chance,
//! then rates the legal moves one a step: each move's chance in the same
//! worlds carried over it, and its [`Class`] beside the preferred move's,
//! as the review's chance pass does (`Reviewer::step`, `Pass::Chance`).
//! The coach asks for the move played ([`Ahead::look`]); a move not rated
//! yet is rated next ([`Ahead::first`]).
//!
//! **The same classes as the review, where it can.** Each move is rated
//! over the same games (`Games::play_over`: the games a move's rating
//! plays are kept apart), so the order the moves are rated in changes
//! nothing. A look-ahead made after the one before it (the same game, one
//! move on, that move rated) goes on from it: the worlds carried over the
//! move played and the games played for it, exactly the review's chance
//! pass. A game coached from its first move, each move rated before it was
//! played, gets the review's classes (the review skips the preferred move
//! at the move that lost the game, so they may part after that move).
//! Anywhere else (a game resumed, a move undone, a move played before it
//! was rated) the worlds are sampled afresh in the position, as the review
//! samples them at the start: the same for the same position, a fair
//! estimate of the review's chance (docs/page.md measures how often the
//! two agree). Node-capped throughout: the same natively and in wasm.

use std::collections::VecDeque;

use crate::games::{AnyGame, Move};
use crate::solver::fair::node_capped;
use crate::solver::hint_at;

use super::teach::{permille, Class};
use super::worlds::{to_play, Games, Playing, World};
use super::ReviewBudget;

/// Moves of a fair player's game a [`Ahead::step`] plays at most (each a
/// hint of the review's 50 positions: a step takes a few milliseconds).
const STEP_MOVES: usize = 2;

/// The worlds of one position being played, a few moves a step: the
/// position's own (`mv` `None`) or those after move `mv`. Its games are kept
/// apart (`top`, over the look-ahead's).
struct Pending {
    mv: Option<Move>,
    worlds: Vec<World>,
    /// The world being played, and its game so far.
    at: usize,
    playing: Option<Playing>,
    top: Games,
}

impl Pending {
    fn new(mv: Option<Move>, worlds: Vec<World>) -> Pending {
        Pending { mv, worlds, at: 0, playing: None, top: Games::default() }
    }

    /// Plays on; `true` once every world's game is played.
    fn advance(&mut self, below: &Games, hint_nodes: u64, nodes: &mut u64) -> bool {
        while let Some(w) = self.worlds.get_mut(self.at) {
            if !w.line.is_empty() && self.playing.is_none() {
                self.at += 1;
                continue;
            }
            let p = self.playing.get_or_insert_with(|| Playing::new(&w.game));
            let Some((line, won, n)) = p.advance((&mut self.top, Some(below)), hint_nodes, STEP_MOVES) else {
                return false;
            };
            (w.line, w.won) = (line, won);
            *nodes += n;
            self.playing = None;
            self.at += 1;
            return self.at >= self.worlds.len();
        }
        true
    }

    /// The chance: worlds won, worlds (a won position: 1 of 1).
    fn chance(&self) -> (u32, u32) {
        match self.worlds.len() {
            0 => (1, 1),
            n => (self.worlds.iter().filter(|w| w.won).count() as u32, n as u32),
        }
    }
}

/// One move rated: its chance (wins, worlds), class, and what rating it
/// played (the worlds after it, the games kept apart).
struct Rated {
    mv: Move,
    chance: (u32, u32),
    class: Class,
    worlds: Vec<World>,
    top: Games,
}

/// What the look-ahead says of a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Look {
    pub class: Class,
    /// The move's chance (the fair player's wins and worlds after it).
    pub chance: (u32, u32),
    /// The fair player's preferred move and its chance (the move itself when it is that move).
    pub preferred: (Move, (u32, u32)),
}

/// What the look-ahead does next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// Sample the worlds of the position and play their games.
    Worlds,
    /// The fair player's preferred move and its chance.
    Preferred,
    /// Rate the next move of the queue.
    Moves,
    Done,
}

/// The look-ahead in one position (the last of `positions`).
pub struct Ahead {
    positions: Vec<AnyGame>,
    budget: ReviewBudget,
    stage: Stage,
    /// The games played for the position's worlds and the preferred move.
    games: Games,
    worlds: Vec<World>,
    preferred: Option<(Move, (u32, u32))>,
    queue: VecDeque<Move>,
    rated: Vec<Rated>,
    pending: Option<Pending>,
    /// Positions evaluated so far.
    pub nodes: u64,
}

impl Ahead {
    /// The look-ahead at the last of `positions` (the game's start, then the
    /// position after each move), going on from `prior` when that was the
    /// look-ahead one move before, with the move played rated.
    pub fn new(positions: Vec<AnyGame>, budget: ReviewBudget, prior: Option<Ahead>) -> Ahead {
        let mut a = Ahead {
            positions,
            budget,
            stage: Stage::Worlds,
            games: Games::default(),
            worlds: Vec::new(),
            preferred: None,
            queue: VecDeque::new(),
            rated: Vec::new(),
            pending: None,
            nodes: 0,
        };
        if a.positions.last().is_none_or(AnyGame::is_won) {
            a.stage = Stage::Done;
            return a;
        }
        if let Some(p) =
            prior.filter(|p| a.positions.len() == p.positions.len() + 1 && a.positions.starts_with(&p.positions))
        {
            let now = a.positions.last().expect("one position at least");
            let mut games = p.games;
            if let Some(r) = p.rated.into_iter().find(|r| {
                let mut g = p.positions.last().expect("one position at least").clone();
                g.apply(r.mv).is_ok() && g == *now
            }) {
                games.absorb(r.top);
                (a.games, a.worlds, a.stage) = (games, r.worlds, Stage::Preferred);
            }
        }
        a
    }

    /// The positions of the game this look-ahead is about (the last one its own).
    pub fn positions(&self) -> &[AnyGame] {
        &self.positions
    }

    /// Whether every move is rated (or none can be).
    pub fn done(&self) -> bool {
        self.stage == Stage::Done
    }

    /// What it says of `mv`, once rated.
    pub fn look(&self, mv: Move) -> Option<Look> {
        let r = self.rated.iter().find(|r| r.mv == mv)?;
        Some(Look { class: r.class, chance: r.chance, preferred: self.preferred? })
    }

    /// Every move rated so far, with what it says of each.
    pub fn looks(&self) -> Vec<(Move, Look)> {
        self.rated.iter().filter_map(|r| Some((r.mv, self.look(r.mv)?))).collect()
    }

    /// Rates `mv` next.
    pub fn first(&mut self, mv: Move) {
        if self.look(mv).is_none() {
            self.queue.retain(|&m| m != mv);
            self.queue.push_front(mv);
        }
    }

    /// One piece of work (a few moves of a world's game: a few
    /// milliseconds): the worlds, the preferred move, or a move rated.
    pub fn step(&mut self) {
        let g = self.positions.last().expect("one position at least").clone();
        let worlds = self.budget.worlds;
        if self.pending.is_none() {
            self.pending = match self.stage {
                Stage::Worlds => Some(Pending::new(None, to_play(worlds, &[], None, &g))),
                Stage::Preferred => {
                    let h = hint_at(&self.positions, node_capped(self.budget.hint_nodes)).0.ok();
                    let mv = h.map(|h| {
                        self.nodes += h.nodes;
                        h.mv
                    });
                    mv.and_then(|m| self.after(&g, m))
                }
                Stage::Moves => self.queue.pop_front().and_then(|m| self.after(&g, m)),
                Stage::Done => return,
            };
        }
        let Some(p) = self.pending.as_mut() else {
            // No preferred move, or a move that does not apply: nothing more.
            if self.stage == Stage::Preferred || self.queue.is_empty() {
                self.stage = Stage::Done;
            }
            return;
        };
        if !p.advance(&self.games, self.budget.hint_nodes, &mut self.nodes) {
            return;
        }
        let Some(p) = self.pending.take() else { return };
        let chance = p.chance();
        match (self.stage, p.mv) {
            (Stage::Worlds, _) => {
                self.games.absorb(p.top);
                self.worlds = p.worlds;
                self.stage = Stage::Preferred;
            }
            (Stage::Preferred, Some(mv)) => {
                self.games.absorb(p.top);
                self.preferred = Some((mv, chance));
                let top = Games::default();
                self.rated.push(Rated { mv, chance, class: Class::Best, worlds: p.worlds, top });
                // The moves asked for first stay first.
                self.queue.retain(|&m| m != mv);
                let rest: Vec<Move> =
                    g.legal_moves().into_iter().filter(|m| *m != mv && !self.queue.contains(m)).collect();
                self.queue.extend(rest);
                self.stage = Stage::Moves;
            }
            (Stage::Moves, Some(mv)) => {
                let pc = self.preferred.map_or(chance, |p| p.1);
                let class = Class::by_chance(permille(chance), permille(pc));
                self.rated.push(Rated { mv, chance, class, worlds: p.worlds, top: p.top });
            }
            (Stage::Preferred | Stage::Moves | Stage::Done, _) => {}
        }
        if self.stage == Stage::Moves && self.queue.is_empty() {
            self.stage = Stage::Done;
        }
    }

    /// The worlds after move `mv` of `g`, to play (`None`: it does not apply).
    fn after(&self, g: &AnyGame, mv: Move) -> Option<Pending> {
        let mut after = g.clone();
        after.apply(mv).ok()?;
        let worlds =
            if after.is_won() { Vec::new() } else { to_play(self.budget.worlds, &self.worlds, Some(mv), &after) };
        Some(Pending::new(Some(mv), worlds))
    }
}
