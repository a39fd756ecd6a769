//! Deal ratings: how hard a deal (or any position) is, worked out by the
//! solver. Deterministic: every search is capped in nodes, never in time;
//! only integers decide; no hash map is iterated; so the same rating comes
//! out natively and in wasm. [`Rater`] works in slices of nodes (the page's
//! worker rates deals ahead of time); [`rate`] runs one to the end.
//!
//! A rating measures three things (`docs/solver.md`, *Deal ratings*):
//! - **the search of the start**: Beeswax's complete search (a proof either
//!   way), Beehive's complete peeking search (a proof either way), Spider's
//!   and Beetle's peeking beam (every card known): its nodes, on a log
//!   scale. A proven loss is `not winnable`.
//! - **Beeswax's first moves**: how many of the distinct first moves keep
//!   the deal winnable (each child decided by the complete search).
//! - **cheap fair play**: the game's own fair player ([`super::fair_player`])
//!   at [`RATE_HINT_NODES`] positions a hint plays the deal several times:
//!   in Spider and Beetle the deal and its [`image`]s (the same deal with
//!   its piles permuted: another fair player's draw on it), in Beehive the
//!   deal and sampled worlds (the unseen cards reshuffled); each game scores
//!   how far it got (permille of its cards done; a win is 1000).
//!
//! They are combined into a score ([`scale::score`]), and the score into a
//! rating 0–100 by the game's calibration table ([`scale::rating`]): the
//! rating is the percentile of the score among the deals it was calibrated
//! on, so each label holds about a quarter of the deals there.

mod find;
mod scale;

use crate::deal::{shuffle, SplitMix64};
use crate::games::spider::PILES;
use crate::games::{AnyGame, GameId};
use crate::solver::beeswax::packed::Packed;
use crate::solver::fair::{node_capped, sampled, AutoPlayer};
use crate::solver::search::{native_clock, Budget};
use crate::solver::{fair_player, Outcome, SolveJob};

pub use find::{DifficultyFinder, Pick, DIFFICULTY_TRIES};
pub use scale::{calibration_of, rating, score, Calibration, Weights};

/// Positions a hint of the rating's fair play evaluates (a tenth of the page's autoplay).
pub const RATE_HINT_NODES: u64 = 150;
/// Beetle's (its player searches `BEETLE_SEARCH` = 8 times the positions given).
pub const RATE_BEETLE_HINT_NODES: u64 = 15;
/// Games of fair play a Beehive rating plays: the deal itself, then sampled worlds.
pub const RATE_WORLDS: u32 = 3;
/// Games of fair play a Spider or Beetle rating plays: the deal itself and
/// its images ([`image`]).
pub const RATE_IMAGES: u32 = 8;
/// Moves a game of the rating's fair play may last.
pub const RATE_MAX_MOVES: usize = 1500;
/// Positions a game of the rating's fair play may evaluate (then it counts as lost).
pub const RATE_PLAY_NODES: u64 = 600_000;
/// Nodes of the search of the start (Beeswax's largest deal of 100,000 needs 18,148).
pub const RATE_SEARCH_NODES: u64 = 300_000;
/// Nodes of the search of each Beeswax first move.
pub const RATE_CHILD_NODES: u64 = 20_000;
/// Transposition-table cap of those searches (memory: a page's worker).
pub const RATE_TABLE: usize = 1 << 20;
/// The seed of the images and sampled worlds (fixed: the same everywhere).
const RATE_SEED: u64 = 0x4A7E_0000;

/// A deal's difficulty label.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Difficulty {
    Easy,
    Medium,
    Hard,
    Expert,
    /// Proven: no win exists (Beeswax; Beehive with every card known).
    NotWinnable,
}

impl Difficulty {
    /// The label of a rating: below 25 easy, below 50 medium, below 75
    /// hard, else expert.
    pub fn of(rating: u8) -> Difficulty {
        match rating {
            0..=24 => Difficulty::Easy,
            25..=49 => Difficulty::Medium,
            50..=74 => Difficulty::Hard,
            _ => Difficulty::Expert,
        }
    }

    /// `easy`, `medium`, `hard`, `expert` or `not winnable`.
    pub fn word(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
            Difficulty::Expert => "expert",
            Difficulty::NotWinnable => "not winnable",
        }
    }

    /// Parses a label as [`Difficulty::word`] writes it.
    pub fn parse(s: &str) -> Option<Difficulty> {
        [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard, Difficulty::Expert, Difficulty::NotWinnable]
            .into_iter()
            .find(|d| d.word() == s)
    }
}

/// A finished rating and its parts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rating {
    pub difficulty: Difficulty,
    /// 0–100, higher is harder (100 for a proven loss).
    pub rating: u8,
    /// The score before calibration (higher is harder).
    pub score: u32,
    /// The search of the start: `solved`, `unsolvable` or `gave_up`.
    pub search: &'static str,
    /// Its nodes.
    pub search_nodes: u64,
    /// The length of the solution it found.
    pub solution: Option<usize>,
    /// Beeswax: the distinct first moves that keep the deal winnable, and
    /// how many distinct first moves there are.
    pub first_moves: Option<(u32, u32)>,
    /// Games of fair play won, of those played.
    pub plays_won: u32,
    pub plays: u32,
    /// Their mean progress, permille (a win is 1000).
    pub progress: u32,
    /// Positions they evaluated, all games together (a move that follows
    /// a line found before counts one).
    pub play_nodes: u64,
    /// Nodes spent on the whole rating (positions evaluated by the fair
    /// play included).
    pub nodes: u64,
}

/// What a rating still has to do.
enum Stage {
    Search(Box<SolveJob>),
    FirstMoves { children: Vec<AnyGame>, next: usize, job: Option<Box<SolveJob>> },
    Play { world: u32, game: AnyGame, player: Box<AutoPlayer>, moves: usize },
    Done(Rating),
}

/// A rating in progress, run in slices ([`Rater::step`]).
pub struct Rater {
    start: AnyGame,
    calibration: &'static Calibration,
    stage: Stage,
    search: (&'static str, u64, Option<usize>),
    first: Option<(u32, u32)>,
    won: u32,
    played: u32,
    progress_sum: u32,
    play_nodes: u64,
    nodes: u64,
}

fn budget(nodes: u64) -> Budget {
    Budget { nodes, ms: f64::INFINITY, table: RATE_TABLE, clock: native_clock }
}

impl Rater {
    /// Starts rating `game` (a deal's start, or any position).
    pub fn new(game: &AnyGame) -> Rater {
        Rater {
            start: game.clone(),
            calibration: calibration_of(game),
            stage: Stage::Search(Box::new(SolveJob::new(game, budget(RATE_SEARCH_NODES)))),
            search: ("gave_up", 0, None),
            first: None,
            won: 0,
            played: 0,
            progress_sum: 0,
            play_nodes: 0,
            nodes: 0,
        }
    }

    /// Nodes spent so far (progress).
    pub fn nodes(&self) -> u64 {
        self.nodes
            + match &self.stage {
                Stage::Search(j) => j.nodes(),
                Stage::FirstMoves { job: Some(j), .. } => j.nodes(),
                Stage::Play { player, .. } => player.nodes,
                _ => 0,
            }
    }

    /// Works on at most about `slice` more nodes (a hint of the fair play
    /// is not cut: a slice may run over by one); `Some` once finished.
    pub fn step(&mut self, slice: u64) -> Option<Rating> {
        let stop = self.nodes().saturating_add(slice);
        loop {
            if let Stage::Done(r) = &self.stage {
                return Some(r.clone());
            }
            if self.nodes() >= stop {
                return None;
            }
            let left = stop - self.nodes();
            self.advance(left);
        }
    }

    /// Runs to the end.
    pub fn run(mut self) -> Rating {
        loop {
            if let Some(r) = self.step(u64::MAX) {
                return r;
            }
        }
    }

    fn advance(&mut self, left: u64) {
        match &mut self.stage {
            Stage::Search(job) => {
                let Some(r) = job.step(left) else { return };
                self.nodes += r.nodes;
                self.search = (r.word(), r.nodes, r.is_solved().then_some(r.texts.len()));
                if matches!(r.outcome, Outcome::Unsolvable) {
                    self.stage = Stage::Done(self.finish());
                } else if let AnyGame::Beeswax(_) = self.start {
                    let children = distinct_children(&self.start);
                    self.stage = if children.is_empty() {
                        Stage::Done(self.finish())
                    } else {
                        Stage::FirstMoves { children, next: 0, job: None }
                    };
                } else {
                    self.stage = self.play(0);
                }
            }
            Stage::FirstMoves { children, next, job } => {
                let j = job.get_or_insert_with(|| Box::new(SolveJob::new(&children[*next], budget(RATE_CHILD_NODES))));
                let Some(r) = j.step(left) else { return };
                self.nodes += r.nodes;
                *job = None;
                *next += 1;
                let (w, n) = self.first.unwrap_or((0, 0));
                self.first = Some((w + r.is_solved() as u32, n + 1));
                if *next >= children.len() {
                    self.stage = Stage::Done(self.finish());
                }
            }
            Stage::Play { world, game, player, moves } => {
                let before = player.nodes;
                let over = *moves >= RATE_MAX_MOVES || player.nodes >= RATE_PLAY_NODES;
                let per_hint = if game.id() == GameId::Beetle { RATE_BEETLE_HINT_NODES } else { RATE_HINT_NODES };
                let next = if game.is_won() || over { None } else { player.next(game, node_capped(per_hint)) };
                match next.filter(|&m| game.apply(m).is_ok()) {
                    Some(m) => {
                        player.played(m, game);
                        *moves += 1;
                    }
                    None => {
                        let w = *world;
                        self.nodes += player.nodes;
                        self.play_nodes += player.nodes;
                        self.played += 1;
                        self.won += game.is_won() as u32;
                        self.progress_sum += progress(game);
                        let worlds = games_of(&self.start);
                        self.stage = if w + 1 < worlds { self.play(w + 1) } else { Stage::Done(self.finish()) };
                        return;
                    }
                }
                // A hint that spent nothing (a line being followed) still
                // counts one, so a slice always ends.
                if player.nodes == before {
                    self.nodes += 1;
                    self.play_nodes += 1;
                }
            }
            Stage::Done(_) => {}
        }
    }

    /// The fair play of game `w` ([`image`]).
    fn play(&self, w: u32) -> Stage {
        let game = image(&self.start, w);
        let player = Box::new(AutoPlayer::new(&game, fair_player(&game)));
        Stage::Play { world: w, game, player, moves: 0 }
    }

    fn finish(&self) -> Rating {
        let progress = self.progress_sum.checked_div(self.played).unwrap_or(0);
        let mut r = Rating {
            difficulty: Difficulty::NotWinnable,
            rating: 100,
            score: 0,
            search: self.search.0,
            search_nodes: self.search.1,
            solution: self.search.2,
            first_moves: self.first,
            plays_won: self.won,
            plays: self.played,
            progress,
            play_nodes: self.play_nodes,
            nodes: self.nodes,
        };
        if r.search == "unsolvable" {
            r.score = u32::MAX;
            return r;
        }
        r.score = score(self.calibration, &r);
        r.rating = rating(self.calibration, r.score);
        r.difficulty = Difficulty::of(r.rating);
        r
    }
}

/// How many games of fair play a rating of `g` plays: one where nothing
/// is hidden (nothing for the player's luck to draw on); else
/// [`RATE_IMAGES`] in Spider and Beetle, [`RATE_WORLDS`] in Beehive.
fn games_of(g: &AnyGame) -> u32 {
    match g {
        _ if g.unseen().is_empty() => 1,
        AnyGame::Spider(_) => RATE_IMAGES,
        _ => RATE_WORLDS,
    }
}

/// Game `w` of a rating's fair play: the position itself for `w` = 0.
/// Spider and Beetle: an *image* of it, its piles permuted (a fixed
/// permutation per `w`): the same deal, hidden cards where they really are,
/// so the player meets the same game, but its sampled worlds and the order
/// it weighs moves in differ: another fair player's draw on this deal. The
/// share of images the player wins estimates how often a fair player wins
/// the deal. Beehive: a sampled world (its unseen cards reshuffled).
pub fn image(g: &AnyGame, w: u32) -> AnyGame {
    match g {
        _ if w == 0 => g.clone(),
        AnyGame::Spider(s) => {
            let mut to: [usize; PILES] = std::array::from_fn(|p| p);
            shuffle(&mut to, &mut SplitMix64::new(RATE_SEED + w as u64));
            AnyGame::Spider(s.with_piles_permuted(&to))
        }
        _ => sampled(g, RATE_SEED + w as u64),
    }
}

/// Rates `game` to the end.
pub fn rate(game: &AnyGame) -> Rating {
    Rater::new(game).run()
}

/// The positions after each first move, one per distinct position
/// (Beeswax: columns are interchangeable and suits do not matter, so two
/// moves that give the same rank-only position with the columns sorted are
/// one), in the order of the legal moves.
fn distinct_children(g: &AnyGame) -> Vec<AnyGame> {
    let mut out: Vec<AnyGame> = Vec::new();
    let mut keys: Vec<Packed> = Vec::new();
    for m in g.legal_moves() {
        let mut c = g.clone();
        if c.apply(m).is_err() {
            continue;
        }
        if let AnyGame::Beeswax(b) = &c {
            let k = Packed::of(b);
            if keys.contains(&k) {
                continue;
            }
            keys.push(k);
        }
        out.push(c);
    }
    out
}

/// How far a game got, permille of its cards done (a win is 1000):
/// Spider, cards of removed suits and cards turned face up; Beetle, cards
/// of removed suits; Beehive and Beeswax, cards in finished quartets.
pub fn progress(g: &AnyGame) -> u32 {
    if g.is_won() {
        return 1000;
    }
    let (done, total) = match g {
        AnyGame::Spider(s) => {
            let cards = g.all_cards().len() as u32;
            let removed = 13 * s.removed_count() as u32;
            // Cards dealt face down at the start: those face down now, or
            // seen since (the unseen cards that are not in the hand).
            let down = s.face_down_total() as u32;
            let dealt_down = match s.variant() {
                crate::games::spider::Variant::Spider => initial_down(g),
                crate::games::spider::Variant::Beetle => 0,
            };
            (removed + dealt_down.saturating_sub(down), cards + dealt_down)
        }
        AnyGame::Beehive(b) => (4 * b.quartets() as u32, 52),
        AnyGame::Beeswax(b) => (4 * b.quartets() as u32, 52),
    };
    1000 * done / total.max(1)
}

/// Cards Spider deals face down (the options' layout): 44 of 54.
fn initial_down(g: &AnyGame) -> u32 {
    match AnyGame::deal(g.id(), g.options(), 1) {
        Ok(AnyGame::Spider(d)) => d.face_down_total() as u32,
        _ => 0,
    }
}

/// Whether `game` is one whose "not winnable" a rating can prove.
pub fn proves_losses(game: GameId) -> bool {
    matches!(game, GameId::Beeswax | GameId::Beehive)
}
