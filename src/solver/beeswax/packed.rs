//! The solver's fast form of a Beeswax position: ranks only (suits never
//! matter), one 16-bit code per column (4 bits a card, deepest first from
//! the highest nibble down, the nibbles under the top card 0; ranks 1–13,
//! so the length is implied), columns sorted (they are interchangeable).
//! Codes start at the highest nibble so that a move, which changes a
//! column's top cards only, changes its code's low nibbles: the column
//! keeps its place in the sorted order or moves a little (a code counted
//! from the lowest nibble would be ordered by its length first, and jump
//! past every column of the other length). The value is its own canonical
//! key. The rules are Beeswax's ([`crate::games::beeswax`]), on codes: a
//! run moves onto the same rank or into an empty column, as many cards as
//! fit; a quartet is locked.

use crate::games::beeswax::{Beeswax, CAPACITY, COLUMNS};
use std::hash::{Hash, Hasher};

/// A position's sorted column codes, in [`COLUMNS`] slots and a sixteenth
/// that is always 0: 32 aligned bytes, so a position is copied, compared
/// and hashed as whole words. Then, worked out from the codes (so left out
/// of comparing and hashing): the cards of each rank in top runs, a
/// nibble a rank ([`Packed::exposed`]).
#[derive(Copy, Clone, Debug, Eq)]
#[repr(C, align(16))]
pub struct Packed(pub [u16; SLOTS], pub u64);

/// The slots of a [`Packed`]: the columns and one more, always 0.
pub const SLOTS: usize = COLUMNS + 1;

/// A column's code.
pub fn code(b: &Beeswax, i: usize) -> u16 {
    let c = b.column(i).iter().fold(0u16, |acc, c| (acc << 4) | c.rank() as u16);
    ((c as u32) << (4 * (CAPACITY - b.len(i)))) as u16
}

/// A code moved down to its lowest nibble: the top card's rank in nibble
/// 0, the column's length implied by the highest nibble not 0.
#[inline]
pub fn right(c: u16) -> u16 {
    // (The bit above the code stops the count at 16 for an empty column.)
    (c as u32 >> ((c as u32 | 0x1_0000).trailing_zeros() & !3)) as u16
}

/// A code of four cards of one rank: a quartet, locked.
#[inline]
pub fn is_quartet(c: u16) -> bool {
    c != 0 && c == (c >> 12) * 0x1111
}

/// Length, top rank and top run of a code.
#[inline]
pub fn info(c: u16) -> (u8, u8, u8) {
    let c = right(c);
    if c == 0 {
        return (0, 0, 0);
    }
    let len = (16 - c.leading_zeros()).div_ceil(4) as u8;
    let top = (c & 0xF) as u8;
    // Trailing zero nibbles of `c` xor its top repeated: the run (the
    // nibbles above `len` differ, as `top` is not 0).
    let run = ((c ^ (top as u16 * 0x1111)).trailing_zeros() / 4) as u8;
    (len, top, run.min(len))
}

impl Packed {
    pub fn of(b: &Beeswax) -> Packed {
        let mut k = [0u16; SLOTS];
        for (i, slot) in k[..COLUMNS].iter_mut().enumerate() {
            *slot = code(b, i);
        }
        k[..COLUMNS].sort_unstable();
        let mut exposed = 0u64;
        for &c in &k[..COLUMNS] {
            let (_, top, run) = info(c);
            exposed += (run as u64) << (4 * top as u32);
        }
        Packed(k, exposed & !0xF)
    }

    /// How many cards of rank `r` (1 to 13) lie in the top runs of their
    /// columns: all four for a rank that may be gathered.
    #[inline]
    pub fn exposed(&self, r: u16) -> u8 {
        (self.1 >> (4 * r as u32) & 0xF) as u8
    }

    /// Thirteen quartets.
    #[inline]
    pub fn is_won(&self) -> bool {
        // Thirteen quartets hold all 52 cards, so a won position has two
        // empty columns, sorted first: most positions fail this at once.
        if self.0[1] != 0 {
            return false;
        }
        let mut won = true;
        for &c in &self.0[..COLUMNS] {
            won &= c == 0 || is_quartet(c);
        }
        won
    }

    /// Codes `4j` to `4j + 3` as one word, 16 bits each, the lowest
    /// first (`j` < 4; the sixteenth code is 0).
    #[inline]
    pub fn word(&self, j: usize) -> u64 {
        let k = &self.0;
        let x = 4 * j;
        (k[x] as u64) | (k[x + 1] as u64) << 16 | (k[x + 2] as u64) << 32 | (k[x + 3] as u64) << 48
    }

    /// Every full-count move as (source index, target index, count),
    /// one per distinct (source code, target code): equal codes are
    /// interchangeable columns.
    pub fn moves_into(&self, out: &mut Vec<(u8, u8, u8)>) {
        self.each_move(|i, j, n| out.push((i as u8, j as u8, n)));
    }

    /// Calls `f(source, target, count)` for each move of [`Packed::moves_into`],
    /// in the same order.
    ///
    /// Without a branch a column: a position has two or three moves as a
    /// rule, so the targets of every column are worked out with bit
    /// operations on the codes themselves (room: the lowest nibble is 0;
    /// a quartet: four times one rank), and only the columns with a target
    /// are visited.
    #[inline]
    pub fn each_move(&self, mut f: impl FnMut(usize, usize, u8)) {
        let k = &self.0;
        // First columns of each code with room, by top rank (bit sets);
        // index 0: the first empty column. And the sources: first
        // columns of each code, not empty, not a quartet.
        let mut open = [0u16; 16];
        let mut tops = [0u8; COLUMNS];
        let (mut sources, mut roomy) = (0u16, 0u16);
        for i in 0..COLUMNS {
            let c = k[i];
            let first = i == 0 || k[i - 1] != c;
            let room = c & 0xF == 0;
            let top = right(c) & 0xF;
            tops[i] = top as u8;
            roomy |= (room as u16) << i;
            open[top as usize] |= ((first & room) as u16) << i;
            sources |= ((first & (c != 0) & !is_quartet(c)) as u16) << i;
        }
        let mut rows = [0u16; COLUMNS];
        let mut busy = 0u16;
        for i in 0..COLUMNS {
            let mut targets = (open[tops[i] as usize] | open[0]) & !(1u16 << i);
            // A twin of the source is a target in its own right.
            if i + 1 < COLUMNS {
                targets |= (((k[i + 1] == k[i]) & (roomy >> i & 1 != 0)) as u16) << (i + 1);
            }
            targets &= 0u16.wrapping_sub(sources >> i & 1);
            rows[i] = targets;
            busy |= ((targets != 0) as u16) << i;
        }
        while busy != 0 {
            let i = busy.trailing_zeros() as usize;
            busy &= busy - 1;
            let mut targets = rows[i];
            let run = info(k[i]).2;
            while targets != 0 {
                let j = targets.trailing_zeros() as usize;
                targets &= targets - 1;
                f(i, j, run.min(CAPACITY as u8 - info(k[j]).0));
            }
        }
    }

    /// Moves `n` cards from index `i` to index `j` (a move `moves_into`
    /// gave) and re-sorts.
    ///
    /// Two insertion steps, no copy of the array: the source's new code
    /// is smaller than its old one (a shift right of a code whose top
    /// nibble is not 0), so it only moves toward the front; the target's
    /// new code is larger than its old one (shifted left, or a run into
    /// an empty column), so it only moves toward the back. The first step
    /// may push the target's old code one place back (tracked); equal
    /// codes are interchangeable, so any index holding it will do.
    #[inline]
    pub fn apply(&mut self, i: usize, j: usize, n: u8) {
        const REPEAT: [u32; 5] = [0, 0x1, 0x11, 0x111, 0x1111];
        let (c, d) = (self.0[i], self.0[j]);
        let ((cl, r, _), (dl, _, _)) = (info(c), info(d));
        // The source without its top `n` cards (a shift of 16 bits: none
        // left); the target with `n` cards of rank `r` on top, in the
        // nibbles under its own.
        let cut = 4 * (CAPACITY as u32 - cl as u32 + n as u32);
        let a = ((c as u32 >> cut) << cut) as u16;
        let b = d | ((r as u32 * REPEAT[n as usize]) << (4 * (CAPACITY as u32 - dl as u32 - n as u32))) as u16;
        // The moved cards stay in a top run: only a rank the move
        // uncovers gains exposed cards.
        // (Its run is under the moved cards when they were the whole run.)
        let (_, u, run) = info(a);
        let whole = (u != r) as u64;
        self.1 += (whole * run as u64) << (4 * u as u32) & !0xF;
        let k = &mut self.0;
        let (mut p, mut j) = (i, j);
        while p > 0 && k[p - 1] > a {
            k[p] = k[p - 1];
            if p - 1 == j {
                j = p;
            }
            p -= 1;
        }
        k[p] = a;
        let mut q = j;
        while q + 1 < COLUMNS && k[q + 1] < b {
            k[q] = k[q + 1];
            q += 1;
        }
        k[q] = b;
    }
}

impl PartialEq for Packed {
    /// Four words.
    #[inline]
    fn eq(&self, other: &Packed) -> bool {
        self.word(0) == other.word(0)
            && self.word(1) == other.word(1)
            && self.word(2) == other.word(2)
            && self.word(3) == other.word(3)
    }
}

impl Hash for Packed {
    /// Four words instead of thirty bytes (the transposition table's
    /// hot path); equal positions still hash equally.
    #[inline]
    fn hash<H: Hasher>(&self, state: &mut H) {
        for j in 0..4 {
            state.write_u64(self.word(j));
        }
    }
}

/// Checks `moves_into` against the game's own rules (tests).
pub fn agrees_with_rules(b: &Beeswax) -> bool {
    let p = Packed::of(b);
    let mut v = Vec::new();
    p.moves_into(&mut v);
    let mut got: Vec<(u16, u16, u8)> = v.iter().map(|&(i, j, n)| (p.0[i as usize], p.0[j as usize], n)).collect();
    got.sort_unstable();
    got.dedup();
    let mut want: Vec<(u16, u16, u8)> = Vec::new();
    for f in 0..COLUMNS {
        for t in 0..COLUMNS {
            let n = b.fit(f, t);
            if n > 0 {
                want.push((code(b, f), code(b, t), n as u8));
            }
        }
    }
    want.sort_unstable();
    want.dedup();
    got == want && got.len() == v.len()
}
