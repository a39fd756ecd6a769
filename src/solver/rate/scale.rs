//! From a rating's parts to its score, and from the score to a rating
//! 0–100: integers only, so natively and in wasm alike.
//!
//! The calibration tables hold the score at every fifth percentile of the
//! winnable deals of a calibration range, rated with the default options
//! (`swarm rate GAME A..B --json | rate_points`, an example; the range is
//! named at each table; the ratings are checked against play on another
//! range: `docs/benchmarks.md`).
//! A rating is the percentile of a score among those deals, interpolated
//! between the points. Other options use their game's table (Spider's by
//! suit count).

use crate::games::{AnyGame, GameId};

use super::Rating;

/// A game's calibration: the score at percentiles 0, 5, …, 100 of the
/// deals it was made on (non-decreasing).
#[derive(Debug, PartialEq, Eq)]
pub struct Calibration {
    pub name: &'static str,
    /// The weights of the score's parts ([`score`]).
    pub weights: Weights,
    pub points: [u32; 21],
}

/// The weights of a score's parts: the search of the start, the fair
/// play's shortfall, the first moves that lose, the fair play's positions.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Weights {
    pub search: u32,
    pub shortfall: u32,
    pub first: u32,
    pub play: u32,
}

/// `log2(n + 1)` in sixteenths (integer: the leading bit, then four bits
/// of what follows it, linearly).
pub fn log2_16(n: u64) -> u32 {
    let n = n.saturating_add(1);
    let b = 63 - n.leading_zeros();
    let frac = if b >= 4 { (n >> (b - 4)) & 0xF } else { (n << (4 - b)) & 0xF };
    16 * b + frac as u32
}

/// The score of a rating's parts (higher is harder), each weighed by the
/// calibration's [`Weights`]: the search's nodes on a log scale (in
/// sixteenths of a bit; a search that gave up counts two bits past its
/// cap), the fair play's shortfall (1000 less its mean progress,
/// permille), the share of first moves that lose (permille), and the
/// positions the fair play evaluated on a log scale.
pub fn score(c: &Calibration, r: &Rating) -> u32 {
    let search = match r.search {
        "gave_up" => log2_16(super::RATE_SEARCH_NODES) + 32,
        _ => log2_16(r.search_nodes),
    };
    let short = 1000u32.saturating_sub(r.progress);
    let lost_first = match r.first_moves {
        Some((w, n)) if n > 0 => 1000 * (n - w) / n,
        _ => 0,
    };
    let w = &c.weights;
    w.search * search + w.shortfall * short + w.first * lost_first + w.play * log2_16(r.play_nodes)
}

/// Beeswax: the search first; the first moves that lose only break ties
/// (a share is at most 1000, a sixteenth of a bit weighs 1000). It has no
/// fair play.
const SEARCH_FIRST: Weights = Weights { search: 1000, shortfall: 0, first: 1, play: 0 };
/// Spider with 2 or 4 suits, Beetle: the fair play's shortfall alone. The
/// peeking search of the start costs about the same on every Spider deal
/// (24,000–33,000 nodes on two-suit deals 1,001–1,030) and told nothing
/// of how the fair player fares (`docs/lab/ratings.md`).
const PLAY: Weights = Weights { search: 0, shortfall: 1, first: 0, play: 0 };
/// One-suit Spider: its cheap fair play wins most deals, so the positions
/// it needed (8 × their log₂, in sixteenths) tell those deals apart.
const PLAY_AND_EFFORT: Weights = Weights { search: 0, shortfall: 1, first: 0, play: 8 };
/// Beehive: the same plus four times the search's log₂ nodes (its complete
/// peeking search differs from deal to deal).
const PLAY_EFFORT: Weights = Weights { search: 4, shortfall: 1, first: 0, play: 8 };

/// The rating 0–100 of `score` by `c`: its percentile among the deals `c`
/// was made on, linear between the table's points.
pub fn rating(c: &Calibration, score: u32) -> u8 {
    let p = &c.points;
    if score <= p[0] {
        return 0;
    }
    if score >= p[20] {
        return 100;
    }
    // The last point at or below the score (equal points: the highest).
    let i = (0..20).rev().find(|&i| p[i] <= score).unwrap_or(0);
    let (lo, hi) = (p[i], p[i + 1]);
    let within = if hi > lo { 5 * (score - lo) / (hi - lo) } else { 0 };
    (5 * i as u32 + within).min(100) as u8
}

/// The calibration table for `game`'s game (Spider: by suit count).
pub fn calibration_of(game: &AnyGame) -> &'static Calibration {
    match game {
        AnyGame::Beeswax(_) => &BEESWAX,
        AnyGame::Beehive(_) => &BEEHIVE,
        AnyGame::Spider(_) if game.id() == GameId::Beetle => &BEETLE,
        AnyGame::Spider(s) => match s.suits() {
            1 => &SPIDER_1,
            2 => &SPIDER_2,
            _ => &SPIDER_4,
        },
    }
}

/// Beeswax, deals 1–1,000 (the 991 winnable).
pub const BEESWAX: Calibration = Calibration {
    name: "beeswax",
    weights: SEARCH_FIRST,
    points: [
        74000, 79000, 80000, 80142, 81000, 82000, 82000, 83000, 84000, 85000, 86000, 87076, 89066, 93000, 97000, 99153,
        104071, 112466, 118076, 133000, 196142,
    ],
};
/// Beehive, deals 1–100 (the 99 winnable).
pub const BEEHIVE: Calibration = Calibration {
    name: "beehive",
    weights: PLAY_EFFORT,
    points: [
        2536, 2556, 2580, 2596, 2612, 2624, 2628, 2636, 2644, 2656, 2660, 2672, 2692, 2720, 2752, 2772, 2804, 2881,
        3111, 3164, 3491,
    ],
};
/// Beetle, deals 1–60.
pub const BEETLE: Calibration = Calibration {
    name: "beetle",
    weights: PLAY,
    points: [94, 219, 344, 391, 469, 485, 547, 594, 625, 672, 719, 735, 766, 829, 875, 938, 969, 985, 1000, 1000, 1000],
};
/// Spider, 1 suit, deals 1–60.
pub const SPIDER_1: Calibration = Calibration {
    name: "spider suits=1",
    weights: PLAY_AND_EFFORT,
    points: [
        2208, 2224, 2224, 2232, 2240, 2248, 2264, 2288, 2304, 2312, 2336, 2344, 2368, 2408, 2435, 2448, 2488, 2527,
        2603, 2642, 2832,
    ],
};
/// Spider, 2 suits, deals 1–100.
pub const SPIDER_2: Calibration = Calibration {
    name: "spider suits=2",
    weights: PLAY,
    points: [0, 66, 82, 136, 177, 229, 261, 294, 361, 384, 394, 420, 470, 550, 579, 645, 705, 733, 800, 851, 931],
};
/// Spider, 4 suits, deals 1–100.
pub const SPIDER_4: Calibration = Calibration {
    name: "spider suits=4",
    weights: PLAY,
    points: [559, 699, 727, 743, 774, 796, 807, 814, 827, 831, 840, 850, 858, 863, 874, 880, 885, 890, 905, 913, 936],
};
