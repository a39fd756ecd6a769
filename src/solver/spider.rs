//! Spider and Beetle for the solver: a fast evaluation from the read-only
//! accessors (what the player sees: face-up cards, face-down counts), and
//! the peeking search space with a canonical key (piles are interchangeable
//! once the hand is empty) and Woods-style move pruning.

use std::hash::{Hash, Hasher};

use crate::games::spider::{Spider, PILES};
use crate::games::{Game, Move, Slot};

use super::search::{FxHasher, Space};

/// Woods' rules of thumb as numbers: removed suits, natural (same-suit)
/// joins, spaces and turned-up cards are good; breaks are bad.
pub fn evaluate(s: &Spider) -> i64 {
    let wt = weights(s);
    let mut v = 1500 * s.removed_count() as i64;
    let mut empty = 0;
    for p in 0..PILES {
        let cards = s.pile(p);
        let down = s.face_down(p);
        if cards.is_empty() {
            empty += 1;
            continue;
        }
        v -= wt[0] * down as i64;
        let up = &cards[down..];
        let mut natural_run = 0;
        for w in up.windows(2) {
            let (a, b) = (w[0], w[1]);
            if b.rank() + 1 == a.rank() {
                if b.suit() == a.suit() {
                    v += wt[1];
                    natural_run += 1;
                } else {
                    v += 8;
                    natural_run = 0;
                }
            } else {
                v -= wt[2];
                natural_run = 0;
            }
        }
        // A long same-suit run on top is nearly a suit to remove.
        v += 2 * natural_run * natural_run;
        if down == 0 && up.first().is_some_and(|c| c.rank() == 13) {
            v += 20;
        }
    }
    let spaces = if s.deals_left() > 0 { 15 } else { 90 };
    v += spaces * empty;
    // Dealing adds breaks; do not let the search shy away from it for ever.
    let dealt = match s.variant() {
        crate::games::spider::Variant::Spider => 5usize.saturating_sub(s.deals_left()),
        crate::games::spider::Variant::Beetle => 6usize.saturating_sub(s.deals_left()),
    };
    v + wt[3] * dealt as i64
}

/// Spider or Beetle with every card known (peeking analysis).
#[derive(Copy, Clone, Debug, Default)]
pub struct SpiderSpace;

fn pile_hash(s: &Spider, p: usize, seed: u64) -> u64 {
    let mut h = FxHasher::default();
    seed.hash(&mut h);
    s.pile(p).hash(&mut h);
    s.face_down(p).hash(&mut h);
    h.finish()
}

/// A 128-bit key; piles sorted once the hand is empty (then they are
/// interchangeable).
pub fn key(s: &Spider) -> u128 {
    let mut out = 0u128;
    for seed in [0x51u64, 0xA7] {
        let mut hs: [u64; PILES] = std::array::from_fn(|p| pile_hash(s, p, seed));
        if s.deals_left() == 0 {
            hs.sort_unstable();
        }
        let mut h = FxHasher::default();
        seed.hash(&mut h);
        hs.hash(&mut h);
        s.removed_suits().hash(&mut h);
        for c in s.hand() {
            c.hash(&mut h);
        }
        out = (out << 64) | h.finish() as u128;
    }
    out
}

/// Moves worth searching: no whole pile into a space, into a space only the
/// first one (and only the whole run), no run split off a same-suit run
/// except onto the same suit.
pub fn useful_moves(s: &Spider, out: &mut Vec<Move>) {
    let first_empty = (0..PILES).find(|&p| s.pile(p).is_empty());
    let legal = s.legal_moves();
    // Removing a complete suit at once never hurts a search that peeks
    // (Woods keeps one only to manipulate its cards, which a beam does not plan).
    if let Some(&m) = legal.iter().find(|m| matches!(m, Move::Remove { .. })) {
        out.push(m);
        return;
    }
    for m in legal {
        if let Move::Transfer { from: Slot::Column(f), to: Slot::Column(t), count } = m {
            let (f, t, n) = (f as usize, t as usize, count as usize);
            let cards = s.pile(f);
            let moved = cards[cards.len() - n];
            let below = cards.len().checked_sub(n + 1).filter(|&i| i >= s.face_down(f)).map(|i| cards[i]);
            let target = s.pile(t).last().copied();
            match target {
                None => {
                    if Some(t) != first_empty || n == cards.len() {
                        continue;
                    }
                    // Only the whole same-suit run (or the whole face-up part).
                    if below.is_some_and(|b| b.suit() == moved.suit() && b.rank() == moved.rank() + 1) {
                        continue;
                    }
                }
                Some(u) => {
                    let splits = below.is_some_and(|b| b.suit() == moved.suit() && b.rank() == moved.rank() + 1);
                    if splits && u.suit() != moved.suit() {
                        continue;
                    }
                }
            }
        }
        out.push(m);
    }
}

impl Space for SpiderSpace {
    type State = Spider;
    type Move = Move;
    type Key = u128;
    fn key(&self, s: &Spider) -> u128 {
        key(s)
    }
    fn is_goal(&self, s: &Spider) -> bool {
        s.is_won()
    }
    fn moves(&self, s: &Spider, out: &mut Vec<Move>) {
        useful_moves(s, out);
    }
    fn apply(&self, s: &mut Spider, m: Move) {
        let r = s.apply(m);
        debug_assert!(r.is_ok(), "legal_moves gave an illegal move {m:?}");
    }
    fn score(&self, s: &Spider) -> i64 {
        -evaluate(s)
    }
    fn complete(&self) -> bool {
        false
    }
}

/// Weights: face-down card, natural join, break, deal done. Tuned on a few
/// deals with a node budget: one-suit Spider wants more pressure to deal.
fn weights(s: &Spider) -> [i64; 4] {
    if s.variant() == crate::games::spider::Variant::Spider && s.options().get("suits") == "1" {
        [20, 25, 12, 150]
    } else {
        [30, 25, 12, 110]
    }
}
