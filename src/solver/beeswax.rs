//! The complete Beeswax solver: canonical keys (columns sorted, ranks only),
//! the moves a complete search needs, and Keller's move ordering (quartets
//! and clean columns first, clear columns, keep an empty column).

use crate::games::beeswax::{Beeswax, CAPACITY, COLUMNS};
use crate::games::{Move, Slot};

use super::search::Space;

/// A Beeswax move as the search sees it: (from, to, count), columns 0-based.
pub type BMove = (u8, u8, u8);

/// The Beeswax search space.
///
/// Pruning, each provably loss-free:
/// - only full-count moves (`XY`, as many as fit: Ito et al.);
/// - of several empty columns only the first is a target (columns are
///   interchangeable: the others give the same canonical key);
/// - a column holding one rank only never moves whole into an empty column
///   (the canonical key would not change).
#[derive(Copy, Clone, Debug, Default)]
pub struct BeeswaxSpace;

/// A search node: the position and its column codes kept sorted (the
/// canonical key, updated as moves are applied).
#[derive(Clone, Debug)]
pub struct Node {
    pub game: Beeswax,
    sorted: [u16; 16],
}

impl Node {
    pub fn new(game: Beeswax) -> Node {
        let mut sorted = [0u16; 16];
        for (i, slot) in sorted.iter_mut().take(COLUMNS).enumerate() {
            *slot = column_code(&game, i);
        }
        sorted.sort_unstable();
        Node { game, sorted }
    }

    /// Replaces one occurrence of `old` by `new` in the sorted codes.
    fn replace(&mut self, old: u16, new: u16) {
        let s = &mut self.sorted;
        let mut i = s.iter().position(|&c| c == old).expect("the old code is present");
        s[i] = new;
        while i + 1 < s.len() && s[i] > s[i + 1] {
            s.swap(i, i + 1);
            i += 1;
        }
        while i > 0 && s[i] < s[i - 1] {
            s.swap(i, i - 1);
            i -= 1;
        }
    }
}

/// A column's ranks as one number (4 bits a card, deepest first; ranks are
/// 1–13 so the length is implied). Suits never matter.
fn column_code(b: &Beeswax, i: usize) -> u16 {
    b.column(i).iter().fold(0u16, |acc, c| (acc << 4) | c.rank() as u16)
}

/// The canonical key: the column codes, sorted, packed 4 to a word.
pub fn key(b: &Beeswax) -> [u64; 4] {
    pack(&Node::new(b.clone()).sorted)
}

fn pack(k: &[u16; 16]) -> [u64; 4] {
    let mut w = [0u64; 4];
    for (i, c) in k.iter().enumerate() {
        w[i / 4] |= (*c as u64) << (16 * (i % 4));
    }
    w
}

/// Converts a search move to the shared `Move`.
pub fn to_move((f, t, n): BMove) -> Move {
    Move::Transfer { from: Slot::Column(f), to: Slot::Column(t), count: n }
}

/// Per column: length, top run, and the run just below it.
struct Shape {
    len: [u8; COLUMNS],
    run: [u8; COLUMNS],
    below: [u8; COLUMNS],
}

fn shape(b: &Beeswax) -> Shape {
    let mut s = Shape { len: [0; COLUMNS], run: [0; COLUMNS], below: [0; COLUMNS] };
    for i in 0..COLUMNS {
        let col = b.column(i);
        s.len[i] = col.len() as u8;
        s.run[i] = b.run(i) as u8;
        let rest = &col[..col.len() - s.run[i] as usize];
        if let Some(t) = rest.last() {
            s.below[i] = rest.iter().rev().take_while(|c| c.rank() == t.rank()).count() as u8;
        }
    }
    s
}

/// How promising a move is (higher first): Keller's advice.
fn priority(s: &Shape, (f, t, n): BMove) -> i32 {
    let (f, t) = (f as usize, t as usize);
    let mut p = 0;
    let to_len = s.len[t] as i32;
    if to_len > 0 {
        if s.run[t] == s.len[t] {
            // Onto a clean column; most for completing a quartet.
            p += 100 + 10 * (to_len + n as i32);
        }
    } else {
        // Into an empty column: worth it for three or four cards.
        p += -60 + 20 * n as i32;
    }
    let left = s.len[f] - n;
    if left == 0 {
        p += 50;
    } else if s.run[f] == s.len[f] || (n == s.run[f] && s.below[f] == left) {
        // The source is left clean: a home for its rank.
        p += 20;
    }
    p
}

/// The moves worth searching, best first.
pub fn ordered_moves(b: &Beeswax, out: &mut Vec<BMove>) {
    let s = shape(b);
    let start = out.len();
    b.full_moves_into(out);
    let first_empty = (0..COLUMNS).find(|&i| s.len[i] == 0).map(|i| i as u8);
    let mut scored: [(i32, BMove); 64] = [(0, (0, 0, 0)); 64];
    let mut k = 0;
    for &(f, t, n) in &out[start..] {
        if s.len[t as usize] == 0
            && (Some(t) != first_empty || (s.run[f as usize] == s.len[f as usize] && n == s.len[f as usize]))
        {
            continue;
        }
        if k < scored.len() {
            scored[k] = (priority(&s, (f, t, n)), (f, t, n));
            k += 1;
        }
    }
    out.truncate(start);
    let scored = &mut scored[..k];
    scored.sort_by(|a, b| b.0.cmp(&a.0));
    out.extend(scored.iter().map(|&(_, m)| m));
}

impl Space for BeeswaxSpace {
    type State = Node;
    type Move = BMove;
    type Key = [u64; 4];
    fn key(&self, s: &Node) -> Self::Key {
        pack(&s.sorted)
    }
    fn is_goal(&self, s: &Node) -> bool {
        // 13 quartets and two empty columns: the codes of a won position.
        s.sorted[..3].iter().all(|&c| c == 0) && s.sorted[3..].iter().all(|&c| c >> 12 != 0 && c % 0x1111 == 0)
    }
    fn moves(&self, s: &Node, out: &mut Vec<BMove>) {
        ordered_moves(&s.game, out);
    }
    fn apply(&self, s: &mut Node, (f, t, n): BMove) {
        debug_assert!(n as usize <= CAPACITY && s.game.fit(f as usize, t as usize) == n as usize);
        let (of, ot) = (column_code(&s.game, f as usize), column_code(&s.game, t as usize));
        s.game.shift(f as usize, t as usize, n as usize);
        s.replace(of, column_code(&s.game, f as usize));
        s.replace(ot, column_code(&s.game, t as usize));
    }
    fn score(&self, s: &Node) -> i64 {
        -(s.game.quartets() as i64) * 10 - (0..COLUMNS).filter(|&i| s.game.is_clean(i)).count() as i64
    }
}
/// A short reason for a Beeswax move ("completes the quartet of 7s · empties column 4").
pub fn reason(b: &Beeswax, mv: Move) -> String {
    use crate::card::rank_text;
    use crate::games::beeswax::label;
    let Move::Transfer { from: Slot::Column(f), to: Slot::Column(t), count } = mv else {
        return "a move".into();
    };
    let (f, t, n) = (f as usize, t as usize, count as usize);
    let Some(card) = b.column(f).last() else { return "a move".into() };
    let r = rank_text(card.rank());
    let what = if n == 1 { format!("the {r}") } else { format!("{n} {r}s") };
    let mut s = if b.len(t) == 0 {
        format!("moves {what} into empty column {}", label(t))
    } else if b.is_clean(t) && b.len(t) + n == CAPACITY {
        format!("completes the quartet of {r}s in column {}", label(t))
    } else if b.is_clean(t) {
        format!("joins {what} to the {r}s in column {}", label(t))
    } else {
        format!("puts {what} on the {r} in column {}", label(t))
    };
    let left = &b.column(f)[..b.len(f) - n];
    if left.is_empty() {
        s.push_str(&format!(" · empties column {}", label(f)));
    } else if left.iter().all(|c| c.rank() == left[0].rank()) {
        s.push_str(&format!(" · leaves column {} holding only {}s", label(f), rank_text(left[0].rank())));
    }
    s
}
