//! The rules of Spider and Beetle, in one place: runs, what `n m` carries,
//! the legality checks with their reasons, the legal-move list, applying a
//! move (turn-ups, automatic removal), and the auto-move choice.

use super::{Spider, Variant, PILES};
use crate::card::Card;
use crate::games::{illegal, Applied, Move, MoveError, Slot};

impl Spider {
    pub(super) fn top(&self, p: usize) -> Option<Card> {
        self.pile(p).last().copied()
    }

    /// Length of the same-suit descending run at the top of pile `p`
    /// (face-up cards only; 0 for an empty pile).
    pub fn run(&self, p: usize) -> usize {
        let pile = self.pile(p);
        let up = pile.len() - self.down[p] as usize;
        if up == 0 {
            return 0;
        }
        let mut n = 1;
        while n < up {
            let (upper, lower) = (pile[pile.len() - n], pile[pile.len() - n - 1]);
            if lower.suit() != upper.suit() || lower.rank() != upper.rank() + 1 {
                break;
            }
            n += 1;
        }
        n
    }

    /// Pile `p` has a complete same-suit K…A at its top.
    pub fn has_complete_suit(&self, p: usize) -> bool {
        self.run(p) == 13
    }

    /// The one rule of a removable run: pile `p` ends in a complete
    /// same-suit K…A that the player removes (manual removal); the index of
    /// its King. `None` under automatic removal (nothing waits for the player).
    pub fn removable_from(&self, p: usize) -> Option<usize> {
        (p < PILES && !self.rules.auto_remove && self.has_complete_suit(p)).then(|| self.pile(p).len() - 13)
    }

    /// How many cards `n m` carries: onto a card, the one count that fits;
    /// into a space, the whole run. 0 when nothing can go.
    pub fn fit(&self, from: usize, to: usize) -> usize {
        if from == to || from >= PILES || to >= PILES {
            return 0;
        }
        let Some(t) = self.top(from) else { return 0 };
        let run = self.run(from);
        match self.top(to) {
            None => run,
            Some(u) => {
                let n = u.rank() as usize;
                let k = n.wrapping_sub(t.rank() as usize);
                if (1..=run).contains(&k) {
                    k
                } else {
                    0
                }
            }
        }
    }

    /// Checks a transfer of `count` cards, with the reason it is illegal.
    pub(super) fn check_transfer(&self, from: usize, to: usize, count: usize) -> Result<(), MoveError> {
        if from >= PILES || to >= PILES {
            return illegal("piles are numbered 1 to 10");
        }
        let x = from + 1;
        if from == to {
            return illegal(format!("pile {x} onto itself"));
        }
        if self.pile(from).is_empty() {
            return illegal(format!("pile {x} is empty"));
        }
        if count == 0 {
            return illegal("a move carries at least one card");
        }
        let run = self.run(from);
        if count > run {
            return illegal(if run == 1 {
                format!(
                    "only the top card of pile {x} can move: the card under it is not the same suit one rank higher"
                )
            } else {
                format!("pile {x} has a same-suit run of {run} cards on top, not {count}")
            });
        }
        let pile = self.pile(from);
        let head = pile[pile.len() - count];
        if let Some(u) = self.top(to) {
            if u.rank() != head.rank() + 1 {
                return illegal(match (head.rank(), u.rank()) {
                    (13, _) => format!("{head} can only go into a space"),
                    (_, 1) => format!("{head} cannot go on {u}: nothing goes on an Ace"),
                    (r, _) => format!("{head} cannot go on {u}: it needs a {}", crate::card::rank_text(r + 1)),
                });
            }
        }
        Ok(())
    }

    pub(super) fn check_deal(&self) -> Result<(), MoveError> {
        if self.stock().is_empty() {
            return illegal(match self.rules.variant {
                Variant::Spider => "the hand is empty: no deals left",
                Variant::Beetle => "the stock is empty: no deals left",
            });
        }
        if !self.rules.empty_deal {
            if let Some(p) = (0..PILES).find(|&p| self.pile(p).is_empty()) {
                return illegal(format!("pile {} is empty: fill every space before dealing", p + 1));
            }
        }
        Ok(())
    }

    pub(super) fn check_remove(&self, p: usize) -> Result<(), MoveError> {
        if p >= PILES {
            return illegal("piles are numbered 1 to 10");
        }
        if self.rules.auto_remove {
            return illegal("complete suits are removed automatically in this game");
        }
        if self.removable_from(p).is_none() {
            return illegal(format!("pile {} has no complete suit K…A of one suit on top", p + 1));
        }
        Ok(())
    }

    /// Appends every legal move to `out`, in a stable order: removals, then
    /// transfers by source and target (into a space every count, largest
    /// first), then the deal.
    pub fn moves_into(&self, out: &mut Vec<Move>) {
        for p in 0..PILES {
            if self.removable_from(p).is_some() {
                out.push(Move::Remove { column: p as u8 });
            }
        }
        for from in 0..PILES {
            let Some(t) = self.top(from) else { continue };
            let run = self.run(from);
            for to in 0..PILES {
                if to == from {
                    continue;
                }
                match self.top(to) {
                    None => (1..=run).rev().for_each(|k| out.push(transfer(from, to, k))),
                    Some(u) => {
                        let k = (u.rank() as usize).wrapping_sub(t.rank() as usize);
                        if (1..=run).contains(&k) {
                            out.push(transfer(from, to, k));
                        }
                    }
                }
            }
        }
        if self.check_deal().is_ok() {
            out.push(Move::Deal);
        }
    }

    /// Turns up the top card of pile `p` if it is face down.
    pub(super) fn turn_up(&mut self, p: usize) -> bool {
        if self.down[p] > 0 && self.pile(p).len() == self.down[p] as usize {
            self.down[p] -= 1;
            true
        } else {
            false
        }
    }

    pub(super) fn remove_suit(&mut self, p: usize) -> bool {
        let suit = self.pile(p).last().expect("a complete suit").suit();
        self.take_off(p, 13);
        self.removed[suit as usize] += 1;
        self.turn_up(p)
    }

    /// Auto removal: takes every complete suit off; true if a card turned up.
    pub(super) fn remove_complete(&mut self) -> bool {
        let mut revealed = false;
        if self.rules.auto_remove {
            for p in 0..PILES {
                while self.has_complete_suit(p) {
                    revealed |= self.remove_suit(p);
                }
            }
        }
        revealed
    }

    /// Applies `mv` if legal (the one place a position changes).
    pub(super) fn play(&mut self, mv: Move) -> Result<Applied, MoveError> {
        let revealed = match mv {
            Move::Transfer { from: Slot::Column(f), to: Slot::Column(t), count } => {
                let (f, t, k) = (f as usize, t as usize, count as usize);
                self.check_transfer(f, t, k)?;
                self.shift(f, t, k);
                let turned = self.turn_up(f);
                self.remove_complete() | turned
            }
            Move::Transfer { .. } => return illegal("Spider and Beetle moves go from pile to pile"),
            Move::Deal => {
                self.check_deal()?;
                (0..PILES).for_each(|p| self.deal_onto(p));
                self.remove_complete();
                true
            }
            Move::Remove { column } => {
                self.check_remove(column as usize)?;
                self.remove_suit(column as usize)
            }
            Move::TurnOver => return illegal("there is no waste to turn over in this game"),
        };
        Ok(Applied { revealed })
    }

    /// Best destination for the cards from `index` up: a same-suit join,
    /// else any card one rank higher, else an empty pile (never a whole pile
    /// into a space: no gain). Any card of a removable complete suit
    /// removes it; the stock deals.
    pub(super) fn best_move(&self, slot: Slot, index: usize) -> Option<Move> {
        let from = match slot {
            Slot::Stock => return self.check_deal().is_ok().then_some(Move::Deal),
            Slot::Column(f) if (f as usize) < PILES => f as usize,
            _ => return None,
        };
        let len = self.pile(from).len();
        if index >= len || len - index > self.run(from) {
            return None;
        }
        if self.removable_from(from).is_some_and(|king| index >= king) {
            return Some(Move::Remove { column: from as u8 });
        }
        let count = len - index;
        let head = self.pile(from)[index];
        let targets = || (0..PILES).filter(|&t| t != from && self.check_transfer(from, t, count).is_ok());
        if let Some(t) = targets().find(|&t| self.top(t).is_some_and(|u| u.suit() == head.suit())) {
            return Some(transfer(from, t, count));
        }
        if let Some(t) = targets().find(|&t| !self.pile(t).is_empty()) {
            return Some(transfer(from, t, count));
        }
        if index == 0 {
            return None;
        }
        targets().next().map(|t| transfer(from, t, count))
    }
}

pub(super) fn transfer(from: usize, to: usize, count: usize) -> Move {
    Move::Transfer { from: Slot::Column(from as u8), to: Slot::Column(to as u8), count: count as u8 }
}
