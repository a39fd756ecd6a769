//! The complete Beeswax solver: canonical keys (columns sorted, ranks only),
//! the moves a complete search needs, and Keller's move ordering (quartets
//! and clean columns first, clear columns, keep an empty column), on the
//! packed rank-only form of a position ([`packed`]).

pub mod packed;

use crate::games::beeswax::{Beeswax, CAPACITY, COLUMNS};
use crate::games::{Move, Slot};

use super::search::Space;
use packed::{code, info, is_quartet, right, Packed};

/// A Beeswax move as the search sees it: (source, target, count) as
/// indices into the sorted codes of [`Packed`].
pub type BMove = (u8, u8, u8);

/// The Beeswax search space, on [`Packed`] positions (ranks only, columns
/// sorted: the state is its own canonical key).
///
/// Pruning, each provably loss-free:
/// - only full-count moves (`XY`, as many as fit: Ito et al.);
/// - one move per (source code, target code): columns with equal codes are
///   interchangeable (so of several empty columns only one is a target);
/// - a column holding one rank only never moves whole into an empty column
///   (the position would not change);
/// - a rank whose four cards lie in clean columns and at most one top run
///   is gathered at once, as a forced move (proof at [`quartet_move`]);
/// - a position with no empty column in which no column can ever be
///   emptied is not expanded (proof at [`hopeless`]).
#[derive(Copy, Clone, Debug, Default)]
pub struct BeeswaxSpace;

/// How promising a move is (higher first): Keller's advice. `(fl, fr)`
/// and `(tl, tr)`: the length and top run of the source and of the target.
#[inline]
fn priority(p: &Packed, (fl, fr): (u8, u8), (tl, tr): (u8, u8), (f, n): (usize, u8)) -> i32 {
    let mut v = 0;
    if tl > 0 {
        if tr == tl {
            // Onto a clean column; most for completing a quartet.
            v += 100 + 10 * (tl + n) as i32;
        } else {
            // Onto a column that holds other ranks: it buries them.
            v -= 60;
        }
    } else {
        // Into an empty column: worth it for three or four cards.
        v += -60 + 20 * n as i32;
    }
    let left = fl - n;
    if left == 0 {
        v += 50;
    } else if fr == fl || is_clean(right(p.0[f]) >> (4 * n as u32), left) {
        // The source is left clean: a home for its rank.
        v += 20;
    }
    v
}

/// A code of `len` cards (at least one) holds one rank only.
#[inline]
fn is_clean(c: u16, len: u8) -> bool {
    const REPEAT: [u16; 5] = [0, 0x1, 0x11, 0x111, 0x1111];
    c == (c & 0xF) * REPEAT[len as usize]
}

/// The moves worth searching, best first.
#[inline]
pub fn ordered_moves(p: &Packed, out: &mut Vec<BMove>) {
    // Sort keys: priority (biased positive) above the move's bits, so ties
    // keep a fixed order. At most one move per (source, target) pair.
    // A few moves as a rule: a small buffer, with a spill for the rare
    // position that has more.
    let mut keys = [0u32; 48];
    let mut spill = Vec::new();
    let mut k = 0;
    p.each_move(
        #[inline]
        |f, t, n| {
            let ((fl, _, fr), (tl, _, tr)) = (info(p.0[f]), info(p.0[t]));
            if tl == 0 && fr == fl && n == fl {
                // A clean column moved whole into an empty one: the same position.
                return;
            }
            let pri = (1000 - priority(p, (fl, fr), (tl, tr), (f, n))) as u32;
            let key = pri << 11 | (f as u32) << 7 | (t as u32) << 3 | n as u32;
            if k < keys.len() {
                keys[k] = key;
                k += 1;
            } else {
                spill.push(key);
            }
        },
    );
    let keys = if spill.is_empty() {
        &mut keys[..k]
    } else {
        spill.extend_from_slice(&keys[..k]);
        &mut spill[..]
    };
    // Insertion sort: a few keys, all distinct (the same order as any sort).
    for i in 1..keys.len() {
        let (c, mut j) = (keys[i], i);
        while j > 0 && keys[j - 1] > c {
            keys[j] = keys[j - 1];
            j -= 1;
        }
        keys[j] = c;
    }
    out.reserve(keys.len());
    for &c in keys.iter() {
        out.push(((c >> 7 & 0xF) as u8, (c >> 3 & 0xF) as u8, (c & 7) as u8));
    }
}

impl Space for BeeswaxSpace {
    type State = Packed;
    type Move = BMove;
    type Key = Packed;
    #[inline]
    fn key(&self, s: &Packed) -> Packed {
        *s
    }
    #[inline]
    fn is_goal(&self, s: &Packed) -> bool {
        s.is_won()
    }
    #[inline]
    fn moves(&self, s: &Packed, out: &mut Vec<BMove>) {
        ordered_moves(s, out);
    }
    #[inline]
    fn apply(&self, s: &mut Packed, (f, t, n): BMove) {
        s.apply(f as usize, t as usize, n);
    }
    fn forced(&self, s: &Packed) -> Option<BMove> {
        quartet_move(s)
    }
    #[inline]
    fn forced_after(&self, s: &Packed, (f, _, n): BMove, parent: &Packed) -> Option<BMove> {
        // Only the columns of the move changed: the rank moved and the rank
        // it uncovered are the only ones whose gathering test can change.
        let c = right(parent.0[f as usize]);
        let (r, under) = (c & 0xF, c >> (4 * n as u32) & 0xF);
        // The lower rank first, as `quartet_move` takes the lowest.
        let (lo, hi) = if under != 0 && under < r { (under, r) } else { (r, under) };
        // A rank is gathered only with its four cards in top runs: most
        // children are passed at once.
        let try_rank = |x: u16| if x != 0 && s.exposed(x) as usize == CAPACITY { quartet_for_rank(s, x) } else { None };
        try_rank(lo).or_else(|| try_rank(hi))
    }
    #[inline]
    fn dead(&self, s: &Packed) -> bool {
        hopeless(s)
    }
    #[inline]
    fn dead_after(&self, s: &Packed, (f, _, n): BMove, parent: &Packed) -> bool {
        // A move that leaves part of its run behind goes onto a column
        // topped by the same rank (into an empty column the whole run
        // goes): it changes neither column's room without its top run nor
        // the room of that rank's columns, so [`hopeless`] answers for the
        // position what it answered for the parent, which was expanded.
        n == info(parent.0[f as usize]).2 && hopeless(s)
    }
    fn score(&self, s: &Packed) -> i64 {
        -(s.0.iter().filter(|&&c| is_quartet(c)).count() as i64)
    }
}

/// A move that gathers a rank toward its quartet when every card of the
/// rank lies in clean columns (holding that rank only) and in the top run
/// of at most one other column, in two places or more: played at once,
/// without branching (the run or the smallest clean column goes onto the
/// largest clean column; all four fit, so it moves whole).
///
/// Why this loses no solution. Let `P` be such a position for rank `r`
/// (clean `r` columns, and perhaps the top run of one column `f` whose base
/// holds other ranks), and `S'` the position with the four `r`s gathered
/// into one column and `f` without its run. Nothing but an `r` ever goes
/// onto an `r`, so in any play from `P` every `r` lies either in a column
/// holding only `r`s or on top of `f`'s original base (never all four on
/// `f`: the base takes room), hence at least one column holds only `r`s at
/// every moment. Map a position reached from `P` to the position with every
/// `r` taken away, one `r`-only column standing for the finished quartet
/// and the other `r`-only columns empty (columns are unordered): `P` maps
/// to `S'`. A move of an `r` leaves the image unchanged. A move of another
/// rank leaves `f` untouched while `f`'s top is an `r`, and otherwise has
/// the same source run and the same target (same cards, same room, or an
/// empty column, which stays empty in the image), so it is legal in the
/// image with the same count and gives the image of its result. A won
/// position maps to a won position. So `P` winnable implies `S'` winnable.
/// The forced move leads to a position `P1` of the same kind (or to `S'`
/// itself), from which gathering moves reach `S'`; so `P1` is winnable
/// whenever `P` is, and playing the move first loses nothing.
pub fn quartet_move(p: &Packed) -> Option<BMove> {
    // Only a rank with its four cards in top runs qualifies (a nibble of
    // 4 has its bit 2 set; no count is larger): as a rule none.
    let mut four = p.1 >> 2 & 0x1111_1111_1111_1110;
    let mut ranks = 0u16;
    while four != 0 {
        ranks |= 1 << (four.trailing_zeros() / 4);
        four &= four - 1;
    }
    if ranks == 0 {
        return None;
    }
    quartet_move_for(p, ranks)
}

/// [`quartet_move`] looking at every rank, without the count of cards in
/// top runs (tests).
pub fn quartet_move_every_rank(p: &Packed) -> Option<BMove> {
    quartet_move_for(p, u16::MAX)
}

/// The columns (a bit set) whose top card has rank `r` (1 to 13).
#[inline]
fn topped_by(p: &Packed, r: u16) -> u16 {
    let mut out = 0u16;
    for (i, &c) in p.0[..COLUMNS].iter().enumerate() {
        out |= ((right(c) & 0xF == r) as u16) << i;
    }
    out
}

/// [`quartet_move`] for rank `r` only (1 to 13): the same move when no
/// lower rank qualifies.
#[inline]
fn quartet_for_rank(p: &Packed, r: u16) -> Option<BMove> {
    let mut cols = topped_by(p, r);
    // Two places or more (then no column is the quartet of `r`).
    if cols.count_ones() < 2 {
        return None;
    }
    let (mut cards, mut holders) = (0u8, 0u8);
    let (mut big, mut small, mut from) = ((0u8, 0u8), (u8::MAX, 0u8), None);
    let mut some_clean = false;
    while cols != 0 {
        let i = cols.trailing_zeros() as u8;
        cols &= cols - 1;
        let (len, _, run) = info(p.0[i as usize]);
        cards += run;
        if run == len {
            some_clean = true;
            if len > big.0 {
                big = (len, i);
            }
            if len <= small.0 {
                small = (len, i);
            }
        } else {
            holders += 1;
            from = Some((i, run));
        }
    }
    if cards as usize != CAPACITY || !some_clean || holders > 1 {
        return None;
    }
    let (f, n) = from.unwrap_or((small.1, small.0));
    Some((f, big.1, n))
}

/// [`quartet_move`] looking only at the ranks in the bit set `ranks` (bit
/// `r` for rank `r`): the same move when no other rank qualifies.
#[inline]
fn quartet_move_for(p: &Packed, ranks: u16) -> Option<BMove> {
    // Per rank, one nibble each (every count is at most 4):
    // cards in clean columns (not full), clean columns, other columns topped
    // by the rank, and their top runs.
    let (mut clean_cards, mut clean_cols, mut holders, mut held) = (0u64, 0u64, 0u64, 0u64);
    for &c in &p.0 {
        let (len, top, run) = info(c);
        if ranks >> top & 1 == 0 {
            continue;
        }
        if len == 0 || run as usize == CAPACITY {
            continue;
        }
        let sh = 4 * top as u32;
        if run == len {
            clean_cards += (len as u64) << sh;
            clean_cols += 1 << sh;
        } else {
            holders += 1 << sh;
            held += (run as u64) << sh;
        }
    }
    // Each nibble is at most 4 (four cards of a rank, so at most four
    // columns topped by it): bit 2 alone says 4, bits 1-2 say 2 or more.
    const ONES: u64 = 0x1111_1111_1111_1111;
    let all_four = ((clean_cards + held) >> 2) & ONES;
    let some_clean = (clean_cols | clean_cols >> 1 | clean_cols >> 2) & ONES;
    let one_holder_at_most = !(holders >> 1 | holders >> 2) & ONES;
    let places = clean_cols + holders;
    let two_places = (places >> 1 | places >> 2) & ONES;
    let ranks = all_four & some_clean & one_holder_at_most & two_places;
    if ranks != 0 {
        // The lowest such rank.
        let r = ranks.trailing_zeros() / 4;
        // The largest clean column (first of equals) is the target; the
        // source is the holder's run, or the last of the smallest clean
        // columns (not the target).
        let (mut big, mut small, mut from) = ((0u8, 0u8), (u8::MAX, 0u8), None);
        for (i, &c) in p.0.iter().enumerate() {
            let (len, top, run) = info(c);
            if top as u32 != r || run as usize == CAPACITY {
                continue;
            }
            if run == len {
                if len > big.0 {
                    big = (len, i as u8);
                }
                if len <= small.0 {
                    small = (len, i as u8);
                }
            } else {
                from = Some((i as u8, run));
            }
        }
        let (f, n) = from.unwrap_or((small.1, small.0));
        return Some((f, big.1, n));
    }
    None
}

/// The columns topped by rank `t` in `tops` (a rank a nibble), as a flag
/// in bit 0 of each nibble.
#[inline]
fn topped(tops: u64, t: u32) -> u64 {
    const NIB: u64 = 0x1111_1111_1111_1111;
    let x = tops ^ (t as u64 * NIB);
    !(x | x >> 1 | x >> 2 | x >> 3) & NIB
}

/// A position that cannot be won, found without searching it: no column
/// is empty, and no column can ever become empty (a won position has two).
///
/// Why. While no column is empty, a move goes from a column topped by some
/// rank `r` onto another column topped by `r`, so the cards of `r` in top
/// runs stay among the columns topped by `r` (an `r` can only ever be
/// covered by another `r`). Call `c` the room a column would have without
/// its top run (its capacity for `r`s): moving `r`s between two columns
/// topped by `r` changes neither column's `c` nor their total room `R_r`.
/// A column's top run leaves only if its last move carries the rest of the
/// run, `a`, onto another column topped by `r` with room for it, so
/// `a ≤ R_r − room`, that is `c ≤ R_r`, at that moment. At any moment,
/// `R_r` is the sum of `c` over the columns then topped by `r`, less the
/// `r`s in their top runs; those include each such column's own run of `r`
/// (the one it had before anything was put on it), so `R_r` is at most the
/// sum over those columns of their rooms with only their own runs on top.
/// So the room `r`'s columns can ever have is bounded by adding, over every
/// column and every depth at which that column may ever be topped by `r`,
/// its room with the runs above that depth gone — and the depths a column
/// may reach are found by the same bound: a run may be cleared only if its
/// `c` is at most its rank's bound. This computes that fixpoint: bounds
/// only grow, depths only deepen. If it ends with no column cleared down to
/// nothing, no column can ever become empty, and the position cannot be
/// won.
pub fn hopeless(p: &Packed) -> bool {
    let k = &p.0;
    // Empty columns sort first.
    if k[0] == 0 {
        return false;
    }
    // Nibble `i` of `tops`: the rank column `i` is topped by at the depth
    // reached (0 for a quartet: locked); `at[i]`: its runs from there
    // ([`runs_of`]). Per rank: the bound on the room of its columns (at
    // most four runs of a rank, each with a room of at most 3 under it: a
    // byte), and whether it tops two columns or more.
    let mut tops = 0u64;
    let mut at = [0u32; 16];
    let mut bound = [0u8; 16];
    let (mut once, mut twice) = (0u16, 0u16);
    for (i, &c) in k[..COLUMNS].iter().enumerate() {
        let r = runs(c);
        let t = r & 0xF;
        // (Without the room now: shifted down, it would read as a run.)
        at[i] = r & 0x0FFF_FFFF;
        tops |= (t as u64) << (4 * i);
        bound[t as usize] += (r >> 28) as u8;
        let b = 1u16 << t;
        twice |= once & b;
        once |= b;
    }
    // Ranks whose bound grew since their columns were looked at (a column
    // alone under its rank cannot clear its run into its own room).
    let mut ranks = twice & !1;
    while ranks != 0 {
        let t = ranks.trailing_zeros();
        ranks &= ranks - 1;
        let limit = bound[t as usize] as u32;
        let mut cols = topped(tops, t);
        while cols != 0 {
            let sh = cols.trailing_zeros();
            cols &= cols - 1;
            let i = sh as usize / 4;
            let r = at[i];
            // The room without the top run; the next run's rank (0: none).
            let (c, s) = (r >> 4 & 7, r >> 7 & 0xF);
            // Without a branch: whether the run can be cleared is as
            // likely as not.
            let go = (c <= limit) as u32;
            if go & (s == 0) as u32 != 0 {
                return false;
            }
            let m = 0u64.wrapping_sub(go as u64) & 0xF << sh;
            tops = tops & !m | (s as u64) << sh & m;
            at[i] = if go != 0 { r >> 7 } else { r };
            bound[s as usize] += (go * c) as u8;
            ranks |= (go as u16) << s;
        }
    }
    true
}

/// A column's runs for [`hopeless`], from its top down, seven bits each:
/// the run's rank, then the column's room with that run and those above it
/// gone (4 under the deepest run); bits 28–30: its room now. A quartet
/// (locked) and an empty column have no runs.
#[inline]
fn runs_of(code: u16) -> u32 {
    if is_quartet(code) {
        return 0;
    }
    let free = (code as u32 | 0x1_0000).trailing_zeros() / 4;
    if free == 4 {
        return 4 << 28;
    }
    let (mut rest, mut room, mut out, mut k) = (code as u32 >> (4 * free), free, 0u32, 0);
    while rest != 0 {
        let t = rest & 0xF;
        while rest != 0 && rest & 0xF == t {
            room += 1;
            rest >>= 4;
        }
        out |= (t | room << 4) << (7 * k);
        k += 1;
    }
    out | free << 28
}

/// [`runs_of`] of `code`, from a small cache: 1,024 slots (8 KB: two
/// pages to fault in, not eight as 4,096 slots took) of a code and its runs, a slot found by the code's hash, filled when a code
/// is first met and replaced when another code with the same slot is. A
/// table of all 65,536 codes built at the first call took 0.4 ms, nearly
/// all of a one-off solve; the cache costs nothing until used (its zeros
/// are `.bss`, and zeroed wasm memory), and a search meets a few hundred
/// codes, found in it again as quickly as in the whole table.
#[inline]
fn runs(code: u16) -> u32 {
    use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
    const BITS: u32 = 10;
    /// A slot: the code in bits 32–47, bit 31 set when filled, its runs below.
    static CACHE: [AtomicU64; 1 << BITS] = [const { AtomicU64::new(0) }; 1 << BITS];
    let slot = &CACHE[((code as u32).wrapping_mul(0x9E37_79B1) >> (32 - BITS)) as usize];
    let key = (code as u64) << 32 | 1 << 31;
    let v = slot.load(Relaxed);
    if v & !0x7FFF_FFFF == key {
        return v as u32 & 0x7FFF_FFFF;
    }
    // (A slot holds one word: threads racing here cannot mix two codes.)
    let r = runs_of(code);
    slot.store(key | r as u64, Relaxed);
    r
}

/// Translates moves of the packed search back to the game's columns,
/// replaying them on `b` (a column with the source code, another with the
/// target code; equal codes are interchangeable).
pub fn to_moves(b: &Beeswax, moves: &[BMove]) -> Vec<Move> {
    let mut g = b.clone();
    let mut p = Packed::of(b);
    // The code of each of the game's columns, kept up to date (only the
    // two columns of a move change).
    let mut codes: [u16; COLUMNS] = std::array::from_fn(|x| code(b, x));
    let mut out = Vec::with_capacity(moves.len());
    for &(i, j, n) in moves {
        let (cf, ct) = (p.0[i as usize], p.0[j as usize]);
        let from = codes.iter().position(|&c| c == cf).expect("a column with the source code");
        let to = (0..COLUMNS).find(|&y| y != from && codes[y] == ct).expect("a column with the target code");
        debug_assert_eq!(g.fit(from, to), n as usize);
        g.shift(from, to, n as usize);
        (codes[from], codes[to]) = (code(&g, from), code(&g, to));
        p.apply(i as usize, j as usize, n);
        out.push(Move::Transfer { from: Slot::Column(from as u8), to: Slot::Column(to as u8), count: n });
    }
    out
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_runs_cache_answers_as_the_runs_of_every_code() {
        // Twice over every code: filled, then found or refilled after the
        // codes sharing its slot took it.
        for _ in 0..2 {
            for c in 0..=u16::MAX {
                assert_eq!(runs(c), runs_of(c), "code {c:04x}");
                assert_eq!(runs(c), runs_of(c), "code {c:04x}, found again");
            }
        }
        // A column 5 5 7 (deepest first) with room for one: runs 7, then 5 5.
        assert_eq!(runs(0x5570), 7 | 2 << 4 | (5 | 4 << 4) << 7 | 1 << 28);
    }
}
