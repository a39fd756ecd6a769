//! Beeswax's rules in one place: runs, what `XY` carries, the legality
//! check with its reasons, the legal-move list, applying a move, and the
//! auto-move choice.

use super::{label, Beeswax, CAPACITY, COLUMNS, FILLER};
use crate::card::Card;
use crate::games::{illegal, Applied, Move, MoveError, Slot};

impl Beeswax {
    pub(super) fn top(&self, i: usize) -> Option<Card> {
        self.column(i).last().copied()
    }

    /// Length of the same-rank run at the top of column `i`.
    pub fn run(&self, i: usize) -> usize {
        let col = self.column(i);
        match col.last() {
            None => 0,
            Some(t) => col.iter().rev().take_while(|c| c.rank() == t.rank()).count(),
        }
    }

    /// Column `i` is a complete quartet (locked).
    pub fn is_quartet(&self, i: usize) -> bool {
        self.len[i] as usize == CAPACITY && self.run(i) == CAPACITY
    }

    /// Column holds cards of one rank only.
    pub fn is_clean(&self, i: usize) -> bool {
        self.len[i] > 0 && self.run(i) == self.len[i] as usize
    }

    pub(super) fn room(&self, i: usize) -> usize {
        CAPACITY - self.len[i] as usize
    }

    /// How many cards `XY` carries: as many of the run as fit (0 if none may).
    pub fn fit(&self, from: usize, to: usize) -> usize {
        if from == to || from >= COLUMNS || to >= COLUMNS || self.is_quartet(from) {
            return 0;
        }
        let Some(t) = self.top(from) else { return 0 };
        match self.top(to) {
            Some(u) if u.rank() != t.rank() => 0,
            _ => self.run(from).min(self.room(to)),
        }
    }

    /// Checks a transfer, with the reason it is illegal.
    pub(super) fn check(&self, from: usize, to: usize, count: usize) -> Result<(), MoveError> {
        let (x, y) = (label(from), label(to));
        if from == to {
            return illegal(format!("column {x} onto itself"));
        }
        let Some(t) = self.top(from) else { return illegal(format!("column {x} is empty")) };
        if self.is_quartet(from) {
            return illegal(format!("column {x} is a completed quartet, locked"));
        }
        if count == 0 {
            return illegal("a move carries at least one card");
        }
        let run = self.run(from);
        if count > run {
            return illegal(format!(
                "column {x} has only {run} {} on top, not {count}",
                if run == 1 { "card of that rank" } else { "cards of that rank" }
            ));
        }
        if let Some(u) = self.top(to) {
            if u.rank() != t.rank() {
                return illegal(format!("{t} cannot go on {u}: ranks differ"));
            }
        }
        if count > self.room(to) {
            return illegal(format!(
                "column {y} has room for {} more {}, not {count}",
                self.room(to),
                if self.room(to) == 1 { "card" } else { "cards" }
            ));
        }
        Ok(())
    }

    /// Appends every legal move (each source/target pair at its maximum
    /// count and every smaller count) to `out`.
    pub fn moves_into(&self, out: &mut Vec<Move>) {
        for from in 0..COLUMNS {
            for to in 0..COLUMNS {
                let n = self.fit(from, to);
                for count in (1..=n).rev() {
                    out.push(transfer(from, to, count));
                }
            }
        }
    }

    /// Moves the top `count` cards, keeping their order, without checks (the caller checked).
    pub fn shift(&mut self, from: usize, to: usize, count: usize) {
        let start = self.len[from] as usize - count;
        for k in 0..count {
            self.cols[to][self.len[to] as usize + k] = self.cols[from][start + k];
        }
        // Vacated slots go back to the filler, so equal positions are equal values.
        for slot in &mut self.cols[from][start..start + count] {
            *slot = FILLER;
        }
        self.len[from] -= count as u8;
        self.len[to] += count as u8;
    }

    /// Applies a transfer if it is legal; the position is unchanged on `Err`.
    pub(super) fn play(&mut self, mv: Move) -> Result<Applied, MoveError> {
        let (from, to, count) = columns_of(mv)?;
        self.check(from, to, count)?;
        self.shift(from, to, count);
        Ok(Applied::default())
    }

    /// Best destination: a same-rank column with room for the cards, one
    /// holding only that rank first (the fullest such), else an empty column
    /// (never moving a whole clean column into an empty one: no gain).
    pub(super) fn best_move(&self, slot: Slot, index: usize) -> Option<Move> {
        let Slot::Column(f) = slot else { return None };
        let from = f as usize;
        if from >= COLUMNS || self.is_quartet(from) {
            return None;
        }
        let len = self.len[from] as usize;
        if index >= len || len - index > self.run(from) {
            return None;
        }
        let count = len - index;
        let rank = self.top(from)?.rank();
        let fits = |to: usize| to != from && self.check(from, to, count).is_ok();
        let mut best: Option<(usize, (bool, usize))> = None;
        for to in (0..COLUMNS).filter(|&t| fits(t) && self.len[t] > 0) {
            debug_assert_eq!(self.top(to).map(|c| c.rank()), Some(rank));
            let score = (self.is_clean(to), self.len[to] as usize);
            if best.is_none_or(|(_, s)| score > s) {
                best = Some((to, score));
            }
        }
        if let Some((to, _)) = best {
            return Some(transfer(from, to, count));
        }
        if count == len && self.is_clean(from) {
            return None;
        }
        (0..COLUMNS).find(|&t| fits(t) && self.len[t] == 0).map(|to| transfer(from, to, count))
    }
}

pub(super) fn transfer(from: usize, to: usize, count: usize) -> Move {
    Move::Transfer { from: Slot::Column(from as u8), to: Slot::Column(to as u8), count: count as u8 }
}

pub(super) fn columns_of(mv: Move) -> Result<(usize, usize, usize), MoveError> {
    match mv {
        Move::Transfer { from: Slot::Column(f), to: Slot::Column(t), count }
            if (f as usize) < COLUMNS && (t as usize) < COLUMNS =>
        {
            Ok((f as usize, t as usize, count as usize))
        }
        Move::Transfer { .. } => illegal("Beeswax moves go between columns 1–F"),
        _ => illegal("Beeswax has no stock: every move goes from column to column"),
    }
}
