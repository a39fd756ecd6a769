//! Beehive with every card known: a complete depth-first search that decides
//! every deal (a solution, or a proof that none exists). Fair hints built on
//! it live in [`fair`].
//!
//! # The space
//! A node is a [`Step`]: some deals (and turn-overs) followed by one play.
//! Between plays the deals only cycle the pack, and with `fill=any` they
//! commute with every storehouse and column play, so any game can be
//! rewritten as plays preceded by just the deals that bring the waste card
//! they need to the top: a node's children are the storehouse and column
//! plays at once, and, for every position the waste's top reaches in one
//! cycle of deals, that card's play. Deals that bring nothing are never
//! searched. With `fill=leeming` a deal can fill an empty column, so a
//! cycle of deals stops there (the filled position is a child), and column
//! plays that empty a column are also tried at each dealt position while
//! the storehouse is empty (the waste's top then fills it).
//!
//! # The key (`u128`)
//! The pack is always a subsequence of the starting pack (cards leave it only
//! from the waste's top), so it is a bit mask over the starting pack, plus
//! the waste's length; the storehouse only shrinks, so its length; and per
//! rank the number of columns holding it (3 bits). A waste length the deals
//! reach from a turned-over waste (a multiple of the draw, or the whole pack)
//! is keyed as 0: such a position and the one with the waste turned over
//! reach each other by deals alone, so they have the same future (not with
//! Leeming while a deal could fill an empty column). Suits never matter, the
//! cards of a rank on the tableau are 4 minus those in the pack and the
//! storehouse, and how they are split between their columns does not matter
//! either: a column completes a quartet only when it holds all four, so two
//! positions that differ only in that split have the same moves and futures.
//!
//! # Pruning (each loses no solution)
//! - Column moves carry whole runs only: a partial move keeps the number of
//!   columns of that rank and its total, so it reaches an equivalent position.
//! - One target per play: a card goes onto a column of its rank if there is
//!   one (into an empty column it would make a second column of that rank,
//!   which the forced merge undoes), else into the first empty column
//!   (columns are interchangeable).
//! - Forced, without branching (`fill=any` only; with Leeming a freed column
//!   is refilled at once, so "more room" is not always better):
//!   1. two columns of one rank merge. After the merge the position
//!      *dominates* the one before: the same cards elsewhere, that rank in
//!      fewer columns, more empty columns. Every move from the position
//!      before has a counterpart after (a card onto a column of that rank
//!      goes onto the merged column; a merge is already made; a play into an
//!      empty column finds one, since there are at least as many), and the
//!      relation is kept; a quartet completes no later.
//!   2. the storehouse's top goes onto a column of its rank. Until that card
//!      leaves the storehouse nothing under it can be played, and when it
//!      leaves it goes onto a column of its rank or into an empty column:
//!      playing it now gives the same position, or one that dominates as in 1.
//!
//! No play from the waste is forced (taking a card out of the pack regroups
//! the later passes of a three-card deal), and neither is completing a
//! quartet from the waste: such plays are only tried first.

pub mod fair;

use crate::card::Card;
use crate::games::beehive::{Beehive, COLUMNS};
use crate::games::{Game, Move, Slot};

use super::search::Space;

/// One node of the search: `deals` deals (a turn-over when the stock is
/// empty counts as one) and then `play`, a transfer (none: only deals, which
/// happens when a Leeming fill changed the position).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub deals: u8,
    pub play: Option<Move>,
}

/// Beehive with every card known, from one starting position (the key's
/// bit mask is relative to its pack).
#[derive(Clone, Debug)]
pub struct BeehiveSpace {
    /// Card index → bit of the starting pack (255: not in it).
    bit: [u8; 52],
    leeming: bool,
}

impl BeehiveSpace {
    pub fn new(start: &Beehive) -> BeehiveSpace {
        let mut bit = [255u8; 52];
        for (i, c) in start.pack().iter().enumerate() {
            bit[c.index() as usize] = i as u8;
        }
        BeehiveSpace { bit, leeming: start.is_leeming() }
    }
}

/// One deal, or the turn-over when the stock is empty; false if neither is
/// possible (no pack).
fn deal_once(s: &mut Beehive) -> bool {
    s.apply(Move::Deal).is_ok() || s.apply(Move::TurnOver).is_ok()
}

fn rank_of(s: &Beehive, col: usize) -> Option<u8> {
    s.column(col).first().map(|c| c.rank())
}

/// Where a single card of `rank` goes: a column of its rank, else the first
/// empty column.
fn target(s: &Beehive, rank: u8) -> Option<usize> {
    (0..COLUMNS).find(|&i| rank_of(s, i) == Some(rank)).or_else(|| (0..COLUMNS).find(|&i| s.column(i).is_empty()))
}

/// The tableau holds three cards of `rank` in one column (a fourth completes it).
fn completes(s: &Beehive, rank: u8) -> bool {
    (0..COLUMNS).any(|i| rank_of(s, i) == Some(rank) && s.column(i).len() == 3)
}

fn transfer(from: Slot, to: usize, count: usize) -> Move {
    Move::Transfer { from, to: Slot::Column(to as u8), count: count as u8 }
}

/// A merge of two columns of one rank (the shorter onto the longer).
fn merge(s: &Beehive) -> Option<Move> {
    for a in 0..COLUMNS {
        let Some(r) = rank_of(s, a) else { continue };
        for b in a + 1..COLUMNS {
            if rank_of(s, b) == Some(r) {
                let (f, t) = if s.column(a).len() <= s.column(b).len() { (a, b) } else { (b, a) };
                return Some(Move::Transfer {
                    from: Slot::Column(f as u8),
                    to: Slot::Column(t as u8),
                    count: s.column(f).len() as u8,
                });
            }
        }
    }
    None
}

/// A play with its search priority (lower first).
fn push(out: &mut Vec<(u32, Step)>, pri: u32, deals: usize, play: Move) {
    out.push((pri, Step { deals: deals as u8, play: Some(play) }));
}

/// The storehouse and column plays at the position (no deals), with priorities.
fn fixed_plays(space: &BeehiveSpace, s: &Beehive, deals: usize, out: &mut Vec<(u32, Step)>) {
    if let Some(&c) = s.storehouse().last() {
        if let Some(t) = target(s, c.rank()) {
            let pri = if completes(s, c.rank()) { 0 } else { 20 };
            push(out, pri, deals, transfer(Slot::Storehouse, t, 1));
        }
    }
    if space.leeming {
        // One merge per rank (which pair merges does not change the key).
        let mut ranks = 0u16;
        for a in 0..COLUMNS {
            let Some(r) = rank_of(s, a) else { continue };
            if ranks & (1 << r) != 0 {
                continue;
            }
            if let Some(b) = (0..COLUMNS).find(|&b| b != a && rank_of(s, b) == Some(r)) {
                ranks |= 1 << r;
                push(out, 5, deals, transfer(Slot::Column(a as u8), b, s.column(a).len()));
            }
        }
    }
}

/// Every child of `s` in search order (see the module doc).
pub fn steps(space: &BeehiveSpace, s: &Beehive, out: &mut Vec<Step>) {
    let mut v: Vec<(u32, Step)> = Vec::new();
    fixed_plays(space, s, 0, &mut v);
    let mut t = s.clone();
    let mut seen = 0u64;
    let mut deals = 0usize;
    let cols = |g: &Beehive| -> [usize; COLUMNS] { std::array::from_fn(|i| g.column(i).len()) };
    loop {
        let w = t.waste().len();
        if w < 64 {
            if seen & (1 << w) != 0 {
                break;
            }
            seen |= 1 << w;
        }
        if let Some(&c) = t.waste().last() {
            if let Some(to) = target(&t, c.rank()) {
                let pri = if completes(&t, c.rank()) {
                    0
                } else if t.column(to).is_empty() {
                    30
                } else {
                    10
                };
                push(&mut v, pri * 64 + deals.min(63) as u32, deals, transfer(Slot::Waste, to, 1));
            }
        }
        if deals > 0 && space.leeming && t.storehouse().is_empty() {
            fixed_plays(space, &t, deals, &mut v);
        }
        let before = cols(&t);
        if !deal_once(&mut t) {
            break;
        }
        deals += 1;
        if space.leeming && cols(&t) != before {
            // A Leeming fill: the position changed, so the cycle ends here.
            v.push((u32::MAX, Step { deals: deals as u8, play: None }));
            break;
        }
        if deals > 200 {
            break;
        }
    }
    crate::small_sort::sort_by_i64(&mut v, |e| i64::from(e.0));
    out.extend(v.into_iter().map(|e| e.1));
}

/// Plays `step` through `Game::apply`; false if some move of it is illegal.
pub fn play(s: &mut Beehive, step: Step) -> bool {
    for _ in 0..step.deals {
        if !deal_once(s) {
            return false;
        }
    }
    match step.play {
        Some(m) => s.apply(m).is_ok(),
        None => true,
    }
}

/// The game moves of `steps` from `start` (deals written out as `D`/`T`).
pub fn to_moves(start: &Beehive, steps: &[Step]) -> Vec<Move> {
    let mut s = start.clone();
    let mut out = Vec::new();
    for st in steps {
        for _ in 0..st.deals {
            let m = if s.apply(Move::Deal).is_ok() { Move::Deal } else { Move::TurnOver };
            if m == Move::TurnOver {
                let _ = s.apply(Move::TurnOver);
            }
            out.push(m);
        }
        if let Some(m) = st.play {
            let _ = s.apply(m);
            out.push(m);
        }
    }
    out
}

impl Space for BeehiveSpace {
    type State = Beehive;
    type Move = Step;
    type Key = u128;
    fn key(&self, s: &Beehive) -> u128 {
        let mut mask = 0u64;
        for c in s.pack() {
            let b = self.bit[c.index() as usize];
            if b < 64 {
                mask |= 1 << b;
            }
        }
        let mut cols = 0u64;
        for i in 0..COLUMNS {
            if let Some(r) = rank_of(s, i) {
                cols += 1 << (3 * (r as u64 - 1));
            }
        }
        // The waste's length, or 0 when the deals reach it from a turned-over
        // waste (see the module doc).
        let (w, n, d) = (s.waste().len(), s.pack().len(), s.draw().max(1));
        let no_fill = !self.leeming || !s.storehouse().is_empty() || (0..COLUMNS).all(|i| !s.column(i).is_empty());
        let w = if no_fill && (w % d == 0 || w == n) { 0 } else { w };
        (mask as u128) | (w as u128) << 52 | (s.storehouse().len() as u128) << 58 | (cols as u128) << 64
    }
    fn is_goal(&self, s: &Beehive) -> bool {
        s.is_won()
    }
    fn moves(&self, s: &Beehive, out: &mut Vec<Step>) {
        steps(self, s, out);
    }
    fn apply(&self, s: &mut Beehive, m: Step) {
        let ok = play(s, m);
        debug_assert!(ok, "the Beehive search made an illegal step {m:?}");
    }
    fn forced(&self, s: &Beehive) -> Option<Step> {
        if self.leeming || s.is_won() {
            return None;
        }
        if let Some(m) = merge(s) {
            return Some(Step { deals: 0, play: Some(m) });
        }
        let c: Card = *s.storehouse().last()?;
        let to = (0..COLUMNS).find(|&i| rank_of(s, i) == Some(c.rank()))?;
        Some(Step { deals: 0, play: Some(transfer(Slot::Storehouse, to, 1)) })
    }
}
