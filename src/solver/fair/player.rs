//! Fair autoplay: the [`Player`] a game provides (its hints, and what to
//! do when play stalls) and the [`AutoPlayer`] that drives it one move at a
//! time, for the page's Autoplay and for the benchmarks alike.
//!
//! A new fair player plugs in by implementing [`Player`]: everything it is
//! given is what the player sees (the position, and the positions already
//! played as [`Seen`] keys); for the hidden cards it samples worlds
//! ([`super::world`]).

use crate::games::{AnyGame, Move};
use crate::solver::answer::{Hint, NoHint};
use crate::solver::eval::evaluate;
use crate::solver::search::{native_clock, Budget, Clock};
use crate::solver::tuning::{AUTOPLAY_MS, AUTOPLAY_NODES, MAX_IDLE, STALL};

use super::worlds::{state_key, Seen};

/// A fair player for one game family: hints that never read a hidden card.
pub trait Player: Sync + std::fmt::Debug {
    /// The hint for `game` (not won) within `budget`, never returning to a
    /// position in `seen`; and, in an open game (nothing hidden), the
    /// winning line it found, if any, for autoplay to follow.
    fn choose(&self, game: &AnyGame, budget: Budget, seen: &Seen) -> (Result<Hint, NoHint>, Option<Vec<Move>>);

    /// A move that gets a stalled game to its next stage (Spider and Beetle:
    /// fill the spaces, then deal), to a position not in `seen`; `None` by
    /// default.
    fn unstall(&self, _game: &AnyGame, _seen: &Seen) -> Option<Move> {
        None
    }

    /// [`Player::choose`], or [`NoHint::Won`] when the game is won.
    fn hint_and_line(&self, game: &AnyGame, budget: Budget, seen: &Seen) -> (Result<Hint, NoHint>, Option<Vec<Move>>) {
        if game.is_won() {
            return (Err(NoHint::Won), None);
        }
        self.choose(game, budget, seen)
    }

    /// The hint alone.
    fn hint(&self, game: &AnyGame, budget: Budget, seen: &Seen) -> Result<Hint, NoHint> {
        self.hint_and_line(game, budget, seen).0
    }
}

/// A finished autoplay: the moves played and whether they won.
#[derive(Clone, Debug)]
pub struct Autoplay {
    pub won: bool,
    pub moves: Vec<Move>,
    pub nodes: u64,
    pub ms: f64,
    /// The time each move took to choose (a hint's latency), in ms.
    pub move_ms: Vec<f64>,
}

/// Fair autoplay one move at a time: the page's Autoplay and [`autoplay`]
/// both use it, so what the benchmark measures is what the page plays. It
/// plays its [`Player`]'s hints, and when the position has stopped
/// improving (no new best evaluation for [`STALL`] moves) it asks the
/// player to get unstuck ([`Player::unstall`]: in Spider, get ready to
/// deal). It reads only what the hints read.
#[derive(Clone, Debug)]
pub struct AutoPlayer {
    player: &'static dyn Player,
    seen: Seen,
    /// The best visible evaluation so far, and how many moves ago it was reached.
    record: i64,
    since: usize,
    /// Hints in a row that made no progress.
    idle: usize,
    /// The last move came from the get-ready-to-deal step.
    readying: bool,
    /// Positions evaluated so far.
    pub nodes: u64,
    /// In an open game: the rest of a winning line found by a hint, and the
    /// position it continues from.
    line: Vec<Move>,
    line_at: Option<u128>,
}

impl AutoPlayer {
    /// Autoplay of `game` by `player` (`solver::fair_player` gives each
    /// game's own).
    pub fn new(game: &AnyGame, player: &'static dyn Player) -> AutoPlayer {
        let mut seen = Seen::default();
        seen.insert(game);
        AutoPlayer {
            player,
            seen,
            record: evaluate(game),
            since: 0,
            idle: 0,
            readying: false,
            nodes: 0,
            line: Vec::new(),
            line_at: None,
        }
    }

    /// The next move to play in `game`, or `None` when autoplay should stop
    /// (no hint left, or no progress for too long).
    pub fn next(&mut self, game: &AnyGame, per_hint: Budget) -> Option<Move> {
        if self.idle >= MAX_IDLE || self.since >= 3 * MAX_IDLE {
            return None;
        }
        self.readying = false;
        // Following a winning line found in the open game.
        if !self.line.is_empty() && self.line_at == Some(state_key(game)) {
            let m = self.line.remove(0);
            let mut after = game.clone();
            if after.apply(m).is_ok() {
                self.line_at = Some(state_key(&after));
                return Some(m);
            }
        }
        self.line.clear();
        if self.since >= STALL || self.idle >= STALL {
            if let Some(m) = self.player.unstall(game, &self.seen) {
                self.readying = true;
                return Some(m);
            }
        }
        let (h, line) = self.player.hint_and_line(game, per_hint, &self.seen);
        let h = h.ok()?;
        self.nodes += h.nodes;
        if let Some(mut l) = line.filter(|l| l.first() == Some(&h.mv)) {
            l.remove(0);
            let mut after = game.clone();
            let _ = after.apply(h.mv);
            self.line_at = Some(state_key(&after));
            self.line = l;
        }
        self.idle = if h.progress { 0 } else { self.idle + 1 };
        let e = evaluate(game);
        if e > self.record {
            (self.record, self.since) = (e, 0);
        } else {
            self.since += 1;
        }
        Some(h.mv)
    }

    /// Records that `mv` (from [`AutoPlayer::next`]) was played, leading to `after`.
    pub fn played(&mut self, mv: Move, after: &AnyGame) {
        if self.readying && matches!(mv, Move::Deal) {
            (self.record, self.since, self.idle) = (evaluate(after), 0, 0);
        }
        self.seen.insert(after);
    }
}

/// Plays `player`'s fair hints from `game` until it is won, no hint is
/// left, or `max_moves` / the overall budget runs out. Each hint gets
/// `per_hint`.
pub fn autoplay(
    game: &AnyGame,
    player: &'static dyn Player,
    per_hint: Budget,
    total_ms: f64,
    max_moves: usize,
) -> Autoplay {
    let t0 = (per_hint.clock)();
    let mut g = game.clone();
    let mut player = AutoPlayer::new(&g, player);
    let mut moves = Vec::new();
    let mut move_ms = Vec::new();
    while !g.is_won() && moves.len() < max_moves && (per_hint.clock)() - t0 < total_ms {
        let t = (per_hint.clock)();
        let next = player.next(&g, per_hint);
        move_ms.push((per_hint.clock)() - t);
        let Some(m) = next else { break };
        if g.apply(m).is_err() {
            break;
        }
        player.played(m, &g);
        moves.push(m);
    }
    Autoplay { won: g.is_won(), moves, nodes: player.nodes, ms: (per_hint.clock)() - t0, move_ms }
}

/// The baseline player: the first legal move that leads somewhere new.
pub fn first_legal_autoplay(game: &AnyGame, max_moves: usize) -> Autoplay {
    let mut g = game.clone();
    let mut seen = Seen::default();
    seen.insert(&g);
    let mut moves = Vec::new();
    while !g.is_won() && moves.len() < max_moves {
        let next = g.legal_moves().into_iter().find_map(|m| {
            let mut c = g.clone();
            (c.apply(m).is_ok() && !seen.contains(&c)).then_some((m, c))
        });
        let Some((m, c)) = next else { break };
        g = c;
        seen.insert(&g);
        moves.push(m);
    }
    Autoplay { won: g.is_won(), moves, nodes: 0, ms: 0.0, move_ms: Vec::new() }
}

/// Budget of one autoplay hint: 1,500 positions evaluated, 100 ms.
pub fn autoplay_hint_budget(clock: Clock) -> Budget {
    Budget { nodes: AUTOPLAY_NODES, ms: AUTOPLAY_MS, table: 0, clock }
}

/// An autoplay hint's budget with no time cap: `nodes` positions a hint,
/// the same play on any machine (the node-capped benchmarks).
pub fn node_capped(nodes: u64) -> Budget {
    Budget { nodes, ms: f64::INFINITY, table: 0, clock: native_clock }
}
