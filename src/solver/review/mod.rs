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
//!   so once one is winnable every earlier one is, and once one is proven
//!   lost every later one is. Beeswax and Beehive (searches that prove)
//!   search the positions from the last back; Spider and Beetle, whose
//!   beam gives up at its cap on a lost position rather than prove it,
//!   look for the last winnable position by galloping back from the last
//!   (1, 3, 7, 15, … positions back) and then halving the gap, about
//!   2 log2(moves) searches instead of one a position of a lost game
//!   (`winnable.rs`); a position not searched is undecided unless it is
//!   lost at once (no move, or too few cards to fill the piles).
//! - **Chance** (not Beeswax): the share of [`ReviewBudget::worlds`]
//!   sampled worlds of the unseen cards (never the real ones) that the
//!   game's fair player wins from the position at
//!   [`ReviewBudget::hint_nodes`] positions a hint.
//!
//! - **Teaching** (`teach`): each move's [`Class`] and, where one was
//!   better, the [`Better`] move: at the move that lost the game, the first
//!   move of the win found from the position before it (and in Beeswax and
//!   Beehive, every move there that kept the game winnable, one search a
//!   step); in the games that hide cards, the fair player's preferred move
//!   (its hint at the review's budget) and its chance, in the worlds of the
//!   position before carried over it.
//!
//! [`Reviewer::step`] does one search or one position's fair play per
//! call, so the page's worker can run it in slices with progress. Every
//! cap counts nodes, never time: the same review natively and in wasm.

mod ahead;
mod teach;
mod winnable;
mod worlds;

use crate::games::{AnyGame, GameId, Move};
use crate::history::Session;
use crate::record::Origin;
use crate::solver::fair::node_capped;
use crate::solver::hint_at;

pub use ahead::{Ahead, Look};
pub use teach::{better_words, move_words, percent, permille, Better, Class, BLUNDER_POINTS, MISTAKE_POINTS};
use winnable::{at_once, next_probe, winnable};
use worlds::{worlds_after, Games, World};

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
pub(crate) const CHANCE_MAX_MOVES: usize = 1500;
/// The seed of the chance's sampled worlds.
pub(crate) const CHANCE_SEED: u64 = 0x4E71_0000;

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
    /// Nodes spent on this position (and on the move before it's better move).
    pub nodes: u64,
    /// How good the move that led here was (`None`: the start, or not decided).
    pub class: Option<Class>,
    /// The move that would have been better than the one that led here.
    pub better: Option<Better>,
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
    /// The verdict in words, with the better move and, in the games that
    /// hide cards, the mistakes and blunders counted: "B2 lost the game. 2B
    /// kept it winnable (won in 37 more moves).", "7 3 lost the most
    /// chance: from 75% to 25%. The fair player's 4 5: 75%. 1 mistake, 1
    /// blunder.", …
    pub fn summary(&self) -> String {
        let mv = |k: usize| self.plies[k].mv.clone();
        let hides = self.game != GameId::Beeswax;
        let better = |k: usize| self.plies[k].better.as_ref().map(|b| better_words(b, hides));
        let mut s = match self.verdict {
            Verdict::LostGame { ply } => match better(ply) {
                Some(b) => format!("{} lost the game. {}.", mv(ply), capital(&b)),
                None => format!("{} lost the game: it was winnable until then.", mv(ply)),
            },
            Verdict::LostChance { ply, before, after } => {
                let (b, a) = ((before + 5) / 10, (after + 5) / 10);
                let mut s = format!("{} lost the most chance: from {b}% to {a}%.", mv(ply));
                if let Some(w) = better(ply) {
                    s.push_str(&format!(" {}.", capital(&w)));
                }
                s
            }
            Verdict::NotWinnable => "The game was not winnable from the start.".into(),
            Verdict::NothingLost => "No move lost the game.".into(),
            Verdict::Undecided => "Not decided within the budget.".into(),
        };
        if hides {
            let count = |c: Class| self.plies.iter().filter(|p| p.class == Some(c)).count();
            let (m, b) = (count(Class::Mistake), count(Class::Blunder));
            let n = |k: usize, one: &str| format!("{k} {one}{}", if k == 1 { "" } else { "s" });
            if m + b > 0 {
                s.push_str(&format!(" {}, {}.", n(m, "mistake"), n(b, "blunder")));
            }
        }
        s
    }
}

/// `s` with its first letter in capitals.
fn capital(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}

/// What the reviewer does next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pass {
    /// Search position `k` (going back from the last).
    Winnable(usize),
    /// Search the `i`th other move before the move that lost the game.
    Kept(usize),
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
    /// The win found from each position searched (winnable), if any.
    lines: Vec<Option<Vec<Move>>>,
    /// The positions the winnable pass has searched.
    searched: Vec<bool>,
    /// The move that lost the game, once the winnable pass knows it.
    lost: Option<usize>,
    /// The other moves the kept pass searches.
    others: Vec<Move>,
    /// The fair player's games the chance pass has played.
    games: std::cell::RefCell<Games>,
}

/// The move the review prefers at a ply, its chance (won, of worlds)
/// when it is not the move played, and the nodes its search spent.
type Preferred = (Move, Option<(u32, u32)>, u64);

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
                class: None,
                better: None,
            })
            .collect();
        let last = positions.len() - 1;
        Ok(Reviewer {
            positions: positions.to_vec(),
            plies,
            budget,
            pass: Pass::Winnable(last),
            worlds: Vec::new(),
            lines: vec![None; positions.len()],
            searched: vec![false; positions.len()],
            lost: None,
            others: Vec::new(),
            games: Default::default(),
        })
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
    /// settles every earlier position at once; the other moves of a lost
    /// game count once known), for a progress bar.
    pub fn progress(&self) -> (usize, usize) {
        let n = self.positions.len();
        let o = self.others.len();
        let chances = if self.hides() { n } else { 0 };
        let all = n + o + chances;
        match self.pass {
            Pass::Winnable(_) => (self.searched.iter().filter(|&&s| s).count(), all),
            Pass::Kept(i) => (n + i, all),
            Pass::Chance(k) => (n + o + k, all),
            Pass::Done => (all, all),
        }
    }

    fn hides(&self) -> bool {
        self.positions[0].id() != GameId::Beeswax
    }

    /// Does one search or one chance; `Some` once the review is finished.
    pub fn step(&mut self) -> Option<Review> {
        match self.pass {
            Pass::Winnable(k) => {
                let (w, line, nodes) = winnable(&self.positions[k], self.budget.search_nodes);
                self.plies[k].winnable = w;
                self.plies[k].nodes += nodes;
                self.lines[k] = line;
                self.searched[k] = true;
                let gallop = matches!(self.positions[0].id(), GameId::Spider | GameId::Beetle);
                let found: Vec<bool> = self.plies.iter().map(|p| p.winnable == Some(true)).collect();
                match next_probe(&self.searched, &found, gallop) {
                    Some(next) => self.pass = Pass::Winnable(next),
                    None => {
                        self.settle_winnable();
                        self.pass = if self.others.is_empty() { self.after_kept() } else { Pass::Kept(0) };
                    }
                }
            }
            Pass::Kept(i) => {
                let ply = self.lost.expect("the kept pass follows a lost game");
                let mut g = self.positions[ply - 1].clone();
                let m = self.others[i];
                if g.apply(m).is_ok() {
                    let (w, _, nodes) = winnable(&g, self.budget.search_nodes);
                    self.plies[ply].nodes += nodes;
                    if w == Some(true) {
                        let text = self.positions[ply - 1].format_move(m);
                        self.plies[ply].better.as_mut().expect("a better move").kept.push(text);
                    }
                }
                self.pass = if i + 1 < self.others.len() { Pass::Kept(i + 1) } else { self.after_kept() };
            }
            Pass::Chance(k) => {
                let before = std::mem::take(&mut self.worlds);
                let preferred = if k > 0 { self.preferred(k, &before) } else { None };
                let (c, nodes) = self.chance(k, before);
                self.plies[k].chance = Some(c);
                self.plies[k].nodes += nodes;
                if let Some((mv, pc, n)) = preferred {
                    self.plies[k].nodes += n;
                    self.class_by_chance(k, mv, pc);
                }
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

    /// The move played into position `k`, if it is one move.
    fn played(&self, k: usize) -> Option<Move> {
        let (before, g) = (&self.positions[k - 1], &self.positions[k]);
        before.legal_moves().into_iter().find(|&m| {
            let mut c = before.clone();
            c.apply(m).is_ok() && c == *g
        })
    }

    /// What follows the winnable pass and the kept pass: the chance pass in
    /// the games that hide cards.
    fn after_kept(&self) -> Pass {
        if self.hides() {
            Pass::Chance(0)
        } else {
            Pass::Done
        }
    }

    /// At the end of the winnable pass: every position before the last
    /// one found winnable is winnable; one not searched is lost if it is
    /// lost at once; a proven loss holds for every later position; then
    /// the move that lost the game.
    fn settle_winnable(&mut self) {
        if let Some(last) = self.plies.iter().rposition(|p| p.winnable == Some(true)) {
            self.plies[..last].iter_mut().for_each(|p| p.winnable = Some(true));
        }
        for (k, p) in self.plies.iter_mut().enumerate() {
            if !self.searched[k] && p.winnable.is_none() {
                p.winnable = at_once(&self.positions[k]).and_then(|(w, _)| w);
            }
        }
        let mut lost = false;
        for p in self.plies.iter_mut() {
            lost |= p.winnable == Some(false);
            if lost {
                p.winnable = Some(false);
            }
        }
        self.settle_lost_game();
    }

    /// After the winnable pass: the move that lost the game, its better
    /// move (the first of the win found before it) and the other moves the
    /// kept pass will search (Beeswax and Beehive, whose searches are
    /// complete); in Beeswax, every other decided move is `best`.
    fn settle_lost_game(&mut self) {
        let p = &self.plies;
        self.lost = (1..p.len()).find(|&k| p[k - 1].winnable == Some(true) && p[k].winnable == Some(false));
        if !self.hides() {
            for k in 1..self.plies.len() {
                let decided = matches!(
                    (self.plies[k - 1].winnable, self.plies[k].winnable),
                    (Some(true), Some(true)) | (Some(false), _)
                );
                if decided {
                    self.plies[k].class = Some(Class::Best);
                }
            }
        }
        let Some(k) = self.lost else { return };
        self.plies[k].class = Some(Class::LostGame);
        let Some(first) = self.lines[k - 1].as_ref().and_then(|l| l.first().copied()) else { return };
        let before = &self.positions[k - 1];
        let text = before.format_move(first);
        let win_after = self.lines[k - 1].as_ref().map_or(0, |l| l.len() - 1);
        let complete = matches!(before.id(), GameId::Beeswax | GameId::Beehive);
        if complete {
            let played = self.played(k);
            self.others = before.legal_moves().into_iter().filter(|&m| m != first && Some(m) != played).collect();
        }
        self.plies[k].better =
            Some(Better { mv: text.clone(), chance: None, win_after: Some(win_after), kept: vec![text] });
    }

    /// The fair player's preferred move before move `k` (its hint there, at
    /// the review's budget), the chance after it when it is not the move
    /// played (the worlds `before`, of position `k - 1`, carried over it),
    /// and the nodes spent. `None` at the move that lost the game (the win
    /// search names its better move) or where the fair player has no hint.
    fn preferred(&self, k: usize, before: &[World]) -> Option<Preferred> {
        if self.lost == Some(k) {
            return None;
        }
        let h = hint_at(&self.positions[..k], node_capped(self.budget.hint_nodes)).0.ok()?;
        if Some(h.mv) == self.played(k) {
            return Some((h.mv, None, h.nodes));
        }
        let mut after = self.positions[k - 1].clone();
        after.apply(h.mv).ok()?;
        let (_, c, nodes) = self.worlds_after(before, Some(h.mv), &after);
        Some((h.mv, Some(c), h.nodes + nodes))
    }

    /// Move `k`'s class (and better move) beside the fair player's
    /// preferred move `mv` and its chance (`None`: `mv` is the move played).
    fn class_by_chance(&mut self, k: usize, mv: Move, preferred: Option<(u32, u32)>) {
        let Some(played) = self.plies[k].chance else { return };
        let Some(pc) = preferred else {
            self.plies[k].class = Some(Class::Best);
            return;
        };
        let class = Class::by_chance(permille(played), permille(pc));
        self.plies[k].class = Some(class);
        if class != Class::Best {
            let mv = self.positions[k - 1].format_move(mv);
            self.plies[k].better = Some(Better { mv, chance: Some(pc), win_after: None, kept: Vec::new() });
        }
    }

    /// The chance at position `k` (the chance pass goes forward) from the
    /// worlds `before` of position `k - 1` carried over the move played
    /// ([`Reviewer::worlds_after`]); they become the worlds of position `k`.
    fn chance(&mut self, k: usize, before: Vec<World>) -> ((u32, u32), u64) {
        let played = if k > 0 { self.played(k) } else { None };
        let (next, c, nodes) = self.worlds_after(&before, played, &self.positions[k]);
        self.worlds = next;
        (c, nodes)
    }

    /// [`worlds::worlds_after`] in the review's games, at its budget.
    fn worlds_after(&self, before: &[World], played: Option<Move>, g: &AnyGame) -> (Vec<World>, (u32, u32), u64) {
        let each = (self.budget.worlds, self.budget.hint_nodes);
        worlds_after((&mut self.games.borrow_mut(), None), each, before, played, g)
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
