//! What a Spider player sees of a position, as numbers for the learned
//! value ([`super::value`]; issue 45, `docs/lab/learned-value.md`).
//!
//! Only face-up cards, face-down counts, the removed suits and the deals
//! left are read, never a hidden card: two positions that differ only in
//! where their unseen cards lie have the same features. Every feature is
//! summed or counted over the piles (none depends on a pile's place), and
//! scaled to about 0..1 so that one ridge constant suits them all; the
//! last is the fair evaluation itself ([`evaluate`], over 1,000), so the
//! model learns a correction of the hand-set weights.

use crate::games::spider::{Spider, PILES};

use super::evaluate;

/// How many features [`features`] gives.
pub const FEATURES: usize = 33;

/// The names of the features, in order (for the training command's report).
pub const NAMES: [&str; FEATURES] = [
    "bias",
    "face-down cards",
    "piles with face-down cards",
    "removed suits",
    "deals left",
    "empty piles",
    "empty piles while deals are left",
    "same-suit joins",
    "off-suit joins",
    "breaks",
    "top runs, squared",
    "top runs",
    "digs: one run over face-down cards",
    "digs that can move now",
    "fewest face-down cards on a pile",
    "piles with one face-down card",
    "piles with at most two face-down cards",
    "kings at the root",
    "kings not at the root",
    "aces on top",
    "runs over face-down cards",
    "face-up cards",
    "longest same-suit run",
    "no deal left",
    "face-down cards, squared",
    "removed suits, squared",
    "empty piles, squared",
    "moves onto a pile",
    "same-suit moves onto a pile",
    "face-down cards × deals left",
    "deals left, squared",
    "piles that end in a king-to-ace run",
    "the fair evaluation",
];

/// The features of `s` (what its player sees).
pub fn features(s: &Spider) -> [f32; FEATURES] {
    let mut f = [0f32; FEATURES];
    let down_total = s.face_down_total() as f32;
    let deals = s.deals_left() as f32;
    let removed = s.removed_count() as f32;
    // Per pile: its top card's rank and suit, and the base of its top
    // same-suit run (the card a move of the whole run would put down).
    let mut tops: [Option<(u8, u8)>; PILES] = [None; PILES];
    let mut bases: [Option<(u8, u8)>; PILES] = [None; PILES];
    let (mut empty, mut with_down, mut min_down) = (0f32, 0f32, u32::MAX);
    let (mut down1, mut down2, mut king_root, mut king_buried, mut aces) = (0f32, 0f32, 0f32, 0f32, 0f32);
    let (mut natural, mut off, mut broken, mut sq, mut top, mut digs, mut segs_down, mut up) =
        (0f32, 0f32, 0f32, 0f32, 0f32, 0f32, 0f32, 0f32);
    let (mut longest, mut complete) = (0f32, 0f32);
    let mut dig_piles = [false; PILES];
    for p in 0..PILES {
        let cards = s.pile(p);
        let down = s.face_down(p);
        if cards.is_empty() {
            empty += 1.0;
            continue;
        }
        if down > 0 {
            with_down += 1.0;
            min_down = min_down.min(down as u32);
            down1 += (down == 1) as u8 as f32;
            down2 += (down <= 2) as u8 as f32;
        }
        let face = &cards[down..];
        up += face.len() as f32;
        let (mut run, mut segments) = (1f32, 1f32);
        for pair in face.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            if b.rank() + 1 == a.rank() && b.suit() == a.suit() {
                natural += 1.0;
                run += 1.0;
                continue;
            }
            if b.rank() + 1 == a.rank() {
                off += 1.0;
            } else {
                broken += 1.0;
            }
            run = 1.0;
            segments += 1.0;
        }
        sq += run * run;
        top += run;
        longest = longest.max(run);
        if down > 0 {
            segs_down += segments;
            if segments == 1.0 {
                digs += 1.0;
                dig_piles[p] = true;
            }
        }
        for (i, c) in face.iter().enumerate() {
            if c.rank() == 13 {
                if down == 0 && i == 0 {
                    king_root += 1.0;
                } else {
                    king_buried += 1.0;
                }
            }
        }
        let last = face[face.len() - 1];
        aces += (last.rank() == 1) as u8 as f32;
        let base = face[face.len() - run as usize];
        complete += (run == 13.0 && base.rank() == 13) as u8 as f32;
        tops[p] = Some((last.rank(), last.suit() as u8));
        bases[p] = Some((base.rank(), base.suit() as u8));
    }
    // Moves of a pile's top run onto another pile's top card.
    let (mut onto, mut onto_suit, mut movable_digs) = (0f32, 0f32, 0f32);
    for p in 0..PILES {
        let Some((r, su)) = bases[p] else { continue };
        let mut fits = false;
        for (q, t) in tops.iter().enumerate() {
            if q == p {
                continue;
            }
            if let Some((tr, ts)) = *t {
                if tr == r + 1 {
                    onto += 1.0;
                    onto_suit += (ts == su) as u8 as f32;
                    fits = true;
                }
            }
        }
        if dig_piles[p] && (fits || empty > 0.0) {
            movable_digs += 1.0;
        }
    }
    let n = PILES as f32;
    f[0] = 1.0;
    f[1] = down_total / 44.0;
    f[2] = with_down / n;
    f[3] = removed / 8.0;
    f[4] = deals / 5.0;
    f[5] = empty / n;
    f[6] = if deals > 0.0 { empty / n } else { 0.0 };
    f[7] = natural / 96.0;
    f[8] = off / 96.0;
    f[9] = broken / 96.0;
    f[10] = sq / (169.0 * n);
    f[11] = top / (13.0 * n);
    f[12] = digs / n;
    f[13] = movable_digs / n;
    f[14] = if min_down == u32::MAX { 0.0 } else { min_down as f32 / 6.0 };
    f[15] = down1 / n;
    f[16] = down2 / n;
    f[17] = king_root / 8.0;
    f[18] = king_buried / 8.0;
    f[19] = aces / n;
    f[20] = segs_down / 50.0;
    f[21] = up / 104.0;
    f[22] = longest / 13.0;
    f[23] = (deals == 0.0) as u8 as f32;
    f[24] = f[1] * f[1];
    f[25] = f[3] * f[3];
    f[26] = f[5] * f[5];
    f[27] = onto / 20.0;
    f[28] = onto_suit / 20.0;
    f[29] = f[1] * f[4];
    f[30] = f[4] * f[4];
    f[31] = complete / n;
    f[32] = evaluate(s).max(-100_000) as f32 / 1000.0;
    f
}
