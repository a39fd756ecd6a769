//! Beehive's rules in one place: the checks `apply` runs, the changes it
//! makes (including the quartet discard and Leeming's automatic fills), the
//! legal-move generator built on the same checks, and the deal-cycle
//! analysis behind `is_stuck`.

use super::{col_label, Beehive, COLUMNS, HOLD};
use crate::card::Card;
use crate::games::{illegal, Move, MoveError, Slot};

impl Beehive {
    pub(super) fn col_top(&self, i: usize) -> Option<Card> {
        self.column(i).last().copied()
    }
    pub(super) fn waste_top(&self) -> Option<Card> {
        self.waste().last().copied()
    }
    pub(super) fn store_top(&self) -> Option<Card> {
        self.storehouse().last().copied()
    }

    /// The top card of `slot` that a single-card move would carry.
    pub(super) fn single_source(&self, from: Slot) -> Result<Card, MoveError> {
        match from {
            Slot::Waste => self.waste_top().ok_or_else(|| MoveError("the waste is empty".into())),
            Slot::Storehouse => self.store_top().ok_or_else(|| MoveError("the storehouse is empty".into())),
            _ => illegal("not a single-card source"),
        }
    }

    /// May `card` go onto column `to`?
    pub(super) fn check_target(&self, card: Card, to: usize) -> Result<(), MoveError> {
        match self.col_top(to) {
            None => Ok(()),
            Some(u) if u.rank() == card.rank() => Ok(()),
            Some(u) => illegal(format!("{card} cannot go on {u}: ranks differ")),
        }
    }

    /// Checks a transfer, with the reason it is illegal.
    pub(super) fn check(&self, from: Slot, to: Slot, count: usize) -> Result<(), MoveError> {
        let to = match to {
            Slot::Column(t) if (t as usize) < COLUMNS => t as usize,
            Slot::Column(t) => return illegal(format!("there is no column {} (columns 1–6)", t as usize + 1)),
            _ => return illegal("cards go onto a column (1–6); quartets are discarded by themselves"),
        };
        match from {
            Slot::Waste | Slot::Storehouse => {
                let card = self.single_source(from)?;
                if count != 1 {
                    let name = if from == Slot::Waste { "waste" } else { "storehouse" };
                    return illegal(format!("only the top card of the {name} can be played, not {count}"));
                }
                self.check_target(card, to)
            }
            Slot::Column(f) if (f as usize) < COLUMNS => {
                let f = f as usize;
                let (x, y) = (col_label(f), col_label(to));
                if f == to {
                    return illegal(format!("column {x} onto itself"));
                }
                let len = self.col_len[f] as usize;
                let Some(card) = self.col_top(f) else { return illegal(format!("column {x} is empty")) };
                if count == 0 {
                    return illegal("a move carries at least one card");
                }
                if count > len {
                    return illegal(format!(
                        "column {x} holds only {len} {}, not {count}",
                        if len == 1 { "card" } else { "cards" }
                    ));
                }
                if self.col_len[to] == 0 {
                    return illegal(format!(
                        "column {y} is empty: an empty column is filled only from the storehouse or the waste"
                    ));
                }
                self.check_target(card, to)
            }
            Slot::Column(f) => illegal(format!("there is no column {} (columns 1–6)", f as usize + 1)),
            Slot::Stock => illegal("cards leave the stock only by dealing (D)"),
            Slot::Discard => illegal("discarded quartets stay discarded"),
        }
    }

    pub(super) fn check_deal(&self) -> Result<(), MoveError> {
        if self.pack_len == self.waste_len {
            if self.waste_len == 0 {
                return illegal("the stock and the waste are empty: nothing to deal");
            }
            return illegal("the stock is empty: turn the waste over first (T)");
        }
        Ok(())
    }

    pub(super) fn check_turn_over(&self) -> Result<(), MoveError> {
        let left = (self.pack_len - self.waste_len) as usize;
        if left > 0 {
            return illegal(format!(
                "the stock still holds {left} {}: the waste is turned over only when the stock is empty",
                if left == 1 { "card" } else { "cards" }
            ));
        }
        if self.waste_len == 0 {
            return illegal("the waste is empty: nothing to turn over");
        }
        Ok(())
    }

    /// Checks any move without applying it.
    pub fn check_move(&self, mv: Move) -> Result<(), MoveError> {
        match mv {
            Move::Transfer { from, to, count } => self.check(from, to, count as usize),
            Move::Deal => self.check_deal(),
            Move::TurnOver => self.check_turn_over(),
            Move::Remove { .. } => illegal("Beehive quartets are discarded by themselves; there is nothing to remove"),
        }
    }

    /// Takes the top card of the waste (the stock closes up behind it).
    pub(super) fn take_waste(&mut self) -> Card {
        let w = self.waste_len as usize;
        let c = self.pack[w - 1];
        self.pack.copy_within(w..self.pack_len as usize, w - 1);
        self.waste_len -= 1;
        self.pack_len -= 1;
        c
    }

    /// Takes the storehouse's top; true if a face-down card was turned up.
    pub(super) fn take_store(&mut self) -> (Card, bool) {
        self.store_len -= 1;
        (self.store[self.store_len as usize], self.store_len > 0)
    }

    /// Puts `card` on column `to`, discarding the quartet it completes.
    pub(super) fn put(&mut self, to: usize, card: Card) {
        let n = self.col_len[to] as usize;
        if n == HOLD {
            self.done |= 1 << (card.rank() - 1);
            self.col_len[to] = 0;
        } else {
            self.cols[to][n] = card;
            self.col_len[to] += 1;
        }
    }

    /// Leeming: fills each empty column from the storehouse, else the waste.
    /// Returns true if a storehouse card was turned up.
    pub(super) fn leeming_fill(&mut self) -> bool {
        let mut revealed = false;
        while let Some(i) = (0..COLUMNS).find(|&i| self.col_len[i] == 0) {
            let card = if self.store_len > 0 {
                let (c, r) = self.take_store();
                revealed |= r;
                c
            } else if self.waste_len > 0 {
                self.take_waste()
            } else {
                break;
            };
            self.put(i, card);
        }
        revealed
    }

    /// Applies a move already checked.
    pub(super) fn perform(&mut self, mv: Move) -> bool {
        let mut revealed = false;
        match mv {
            Move::Transfer { from: Slot::Waste, to: Slot::Column(t), .. } => {
                let c = self.take_waste();
                self.put(t as usize, c);
            }
            Move::Transfer { from: Slot::Storehouse, to: Slot::Column(t), .. } => {
                let (c, r) = self.take_store();
                revealed = r;
                self.put(t as usize, c);
            }
            Move::Transfer { from: Slot::Column(f), to: Slot::Column(t), count } => {
                let (f, t) = (f as usize, t as usize);
                let start = self.col_len[f] as usize - count as usize;
                for j in start..self.col_len[f] as usize {
                    let c = self.cols[f][j];
                    self.put(t, c);
                }
                self.col_len[f] = start as u8;
            }
            Move::Deal => {
                let left = self.pack_len - self.waste_len;
                self.waste_len += self.draw.min(left);
                revealed = self.pass == 1;
            }
            Move::TurnOver => {
                self.waste_len = 0;
                self.pass = self.pass.saturating_add(1);
            }
            _ => debug_assert!(false, "perform called with an unchecked move"),
        }
        if self.leeming {
            revealed |= self.leeming_fill();
        }
        revealed
    }

    /// Appends every legal move to `out`: plays from the waste, the
    /// storehouse and the columns (largest count first), then `D` or `T`.
    pub fn moves_into(&self, out: &mut Vec<Move>) {
        for from in [Slot::Waste, Slot::Storehouse] {
            if let Ok(card) = self.single_source(from) {
                for to in 0..COLUMNS {
                    if self.check_target(card, to).is_ok() {
                        out.push(Move::Transfer { from, to: Slot::Column(to as u8), count: 1 });
                    }
                }
            }
        }
        for f in 0..COLUMNS {
            let Some(card) = self.col_top(f) else { continue };
            for t in 0..COLUMNS {
                if t != f && self.col_top(t).is_some_and(|u| u.rank() == card.rank()) {
                    for count in (1..=self.col_len[f]).rev() {
                        out.push(Move::Transfer { from: Slot::Column(f as u8), to: Slot::Column(t as u8), count });
                    }
                }
            }
        }
        if self.check_deal().is_ok() {
            out.push(Move::Deal);
        } else if self.check_turn_over().is_ok() {
            out.push(Move::TurnOver);
        }
    }

    /// May `card` be played to some column now (same rank, or an empty column)?
    pub(super) fn playable(&self, card: Card) -> bool {
        (0..COLUMNS).any(|t| self.col_top(t).is_none_or(|u| u.rank() == card.rank()))
    }

    /// The cards that come to the waste's top, from now until the deals
    /// repeat, if nothing is played: the current top, the last card of each
    /// remaining group of this pass, then the last of each group of a pass
    /// from the start of the pack.
    pub fn cycle_tops(&self) -> Vec<Card> {
        let (n, w, k) = (self.pack_len as usize, self.waste_len as usize, self.draw as usize);
        let mut tops = Vec::new();
        if w > 0 {
            tops.push(self.pack[w - 1]);
        }
        for start in [w, 0] {
            let mut i = start;
            while i < n {
                i = (i + k).min(n);
                tops.push(self.pack[i - 1]);
            }
        }
        tops
    }

    /// Some card can be played from the storehouse or a column right now.
    pub(super) fn has_fixed_play(&self) -> bool {
        if self.store_top().is_some_and(|c| self.playable(c)) {
            return true;
        }
        (0..COLUMNS).any(|f| {
            self.col_top(f)
                .is_some_and(|c| (0..COLUMNS).any(|t| t != f && self.col_top(t).is_some_and(|u| u.rank() == c.rank())))
        })
    }
}

impl Beehive {
    /// Auto-move: the waste's or storehouse's top goes to a column of its
    /// rank (the fullest: it completes quartets soonest), else to an empty
    /// column; a column's cards from `index` up go to another column of their
    /// rank (the fullest). A click on the stock deals (or turns the waste over).
    pub(super) fn best_move(&self, slot: Slot, index: usize) -> Option<Move> {
        let same_rank = |card: Card, except: Option<usize>| {
            (0..COLUMNS)
                .filter(|&t| Some(t) != except)
                .filter(|&t| self.column(t).last().is_some_and(|u| u.rank() == card.rank()))
                .max_by_key(|&t| (self.column(t).len(), std::cmp::Reverse(t)))
        };
        match slot {
            Slot::Waste | Slot::Storehouse => {
                let cards = if slot == Slot::Waste { self.waste() } else { self.storehouse() };
                if index + 1 != cards.len() {
                    return None;
                }
                let card = *cards.last()?;
                let to = same_rank(card, None).or_else(|| (0..COLUMNS).find(|&t| self.column(t).is_empty()))?;
                Some(Move::Transfer { from: slot, to: Slot::Column(to as u8), count: 1 })
            }
            Slot::Column(f) => {
                let f = f as usize;
                if f >= COLUMNS || index >= self.column(f).len() {
                    return None;
                }
                let col = self.column(f);
                let to = same_rank(col[0], Some(f))?;
                Some(Move::Transfer { from: slot, to: Slot::Column(to as u8), count: (col.len() - index) as u8 })
            }
            Slot::Stock => [Move::Deal, Move::TurnOver].into_iter().find(|&m| self.check_move(m).is_ok()),
            Slot::Discard => None,
        }
    }
}
