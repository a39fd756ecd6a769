//! Perft: how many distinct positions (by state equality and hash) are
//! reachable in exactly 1…N moves from fixed positions of every game, as the
//! engine's move generator counts them, pinned so any change to move
//! generation, `apply` or state equality shows up. The small depths of one
//! Beeswax position are worked out by hand below, so the counts are checked
//! against the rules, not only against themselves.

use std::collections::HashSet;

use swarm::games::{AnyGame, GameId, Options};

/// One layer of the search: the distinct positions reachable in exactly
/// `depth` moves, and the number of (position, move) pairs that led there
/// from the distinct positions of the layer before.
#[derive(Debug, PartialEq, Eq)]
struct Layer {
    edges: usize,
    distinct: usize,
}

/// Layers 1..=depth from `start`, and the number of distinct positions
/// within `depth` moves (the start included).
fn perft(start: &AnyGame, depth: usize) -> (Vec<Layer>, usize) {
    let mut layer: HashSet<AnyGame> = HashSet::from([start.clone()]);
    let mut seen = layer.clone();
    let mut out = Vec::new();
    for _ in 0..depth {
        let mut next = HashSet::new();
        let mut edges = 0;
        for g in &layer {
            for mv in g.legal_moves() {
                let mut h = g.clone();
                h.apply(mv).unwrap_or_else(|e| panic!("generated {mv:?} refused: {e}"));
                edges += 1;
                next.insert(h);
            }
        }
        out.push(Layer { edges, distinct: next.len() });
        seen.extend(next.iter().cloned());
        layer = next;
    }
    (out, seen.len())
}

fn layers(pairs: &[(usize, usize)]) -> Vec<Layer> {
    pairs.iter().map(|&(edges, distinct)| Layer { edges, distinct }).collect()
}

fn deal(game: GameId, options: &[(&str, &str)], number: u32) -> AnyGame {
    let o = Options::parse(game, options.iter().copied()).unwrap();
    AnyGame::deal(game, &o, number).unwrap()
}

/// Eleven locked quartets (A–J in columns 1–B) and four columns to play with:
///
/// ```text
/// C: Qc Kc Qd     D: Kd Qh     E: Ks Qs Kh     F:
/// ```
///
/// Depth 1, by hand: quartets are locked and full, so only C, D, E move.
/// Qd may go onto Qh (D has room) or into F; Qh onto Qd (C has one place
/// left) or into F; Kh only into F (no other king shows). 5 moves, 5
/// different positions.
///
/// Depth 2, by hand (the moves from each child; `=` marks a position
/// already counted, "first layer" one of the five above):
/// - after C→D (C: Qc Kc, D: Kd Qh Qd): Kc onto Kh or into F; Qh Qd into F
///   (F: Qh Qd); only Qd into F (= first layer, after C→F); Kh onto Kc or
///   into F — 6 moves, 6 new positions.
/// - after C→F (F: Qd): Kc onto Kh; Qh onto Qd (F: Qd Qh); Kh onto Kc; Qd
///   back onto Qh (= first layer, after C→D) — 4 moves, 4 new.
/// - after D→C (C: Qc Kc Qd Qh, full): Qd Qh into F (F: Qd Qh, counted);
///   only Qh into F (= first layer, after D→F); Kd onto Kh or into F; Kh
///   onto Kd or into F — 6 moves, 5 new.
/// - after D→F (F: Qh): Qd onto Qh (F: Qh Qd, counted); Kd onto Kh; Kh onto
///   Kd; Qh back onto Qd (= first layer, after D→C) — 4 moves, 3 new.
/// - after E→F (no empty column left): each of Qd, Qh, Qs onto either of
///   the other two queens — 6 moves; Qd onto Qh (= C→D then E→F) and Qh
///   onto Qd (= D→C then E→F) were counted — 4 new.
///
/// So 6 + 4 + 6 + 4 + 6 = 26 moves from the first layer reach
/// 6 + 4 + 5 + 3 + 4 = 22 distinct positions in exactly two moves, four of
/// them first-layer positions (all but the one after E→F). Within two moves:
/// the start, 5 and 22, less those four counted twice: 1 + 5 + 22 − 4 = 24.
fn four_free_columns() -> AnyGame {
    let mut text = String::from("game: beeswax\n");
    for (i, l) in "123456789AB".chars().enumerate() {
        let r = swarm::card::rank_text(i as u8 + 1);
        text.push_str(&format!("{l}: {r}c {r}d {r}h {r}s\n"));
    }
    text.push_str("C: Qc Kc Qd\nD: Kd Qh\nE: Ks Qs Kh\nF:\n");
    AnyGame::from_text(&text).unwrap()
}

#[test]
fn beeswax_perft_of_four_free_columns_matches_the_hand_count() {
    let (l, within) = perft(&four_free_columns(), 2);
    assert_eq!(l, layers(&[(5, 5), (26, 22)]));
    assert_eq!(within, 24);
}
/// Deal 52923: every column 1–D holds four cards, so the only moves at
/// depth 1 go into E or F: one per column and empty column (26), plus the
/// two kings of column 5 carried one at a time (2): 28, checked by hand.
#[test]
fn beeswax_perft_of_deal_52923() {
    let (l, within) = perft(&deal(GameId::Beeswax, &[], 52923), 4);
    assert_eq!(l, layers(&[(28, 28), (460, 277), (1790, 927), (4768, 2305)]));
    // Every position within 3 moves comes back at depth 4 (a card into an
    // empty column and back, or around E and F).
    assert_eq!(within, 2305);
}

#[test]
fn beehive_perft_of_deal_1() {
    let (l, within) = perft(&deal(GameId::Beehive, &[], 1), 16);
    let want = [
        (2, 2),
        (3, 2),
        (3, 2),
        (3, 2),
        (4, 3),
        (8, 6),
        (15, 11),
        (24, 17),
        (33, 23),
        (42, 29),
        (52, 37),
        (66, 49),
        (87, 67),
        (119, 92),
        (159, 120),
        (202, 150),
    ];
    assert_eq!(l, layers(&want));
    assert_eq!(within, 613);
}

#[test]
fn beehive_perft_of_deal_7_drawing_one_with_leeming_fill_and_16_in_the_storehouse() {
    let (l, within) = perft(&deal(GameId::Beehive, &[("draw", "1"), ("fill", "leeming"), ("storehouse", "16")], 7), 16);
    let want = [
        (3, 3),
        (5, 3),
        (5, 3),
        (5, 3),
        (5, 3),
        (6, 4),
        (11, 7),
        (17, 10),
        (22, 12),
        (20, 12),
        (22, 14),
        (34, 24),
        (62, 44),
        (102, 68),
        (149, 93),
        (205, 123),
    ];
    assert_eq!(l, layers(&want));
    assert_eq!(within, 245);
}

#[test]
fn beehive_perft_of_deal_3_with_leeming_fill_and_7_in_the_storehouse() {
    let (l, within) = perft(&deal(GameId::Beehive, &[("fill", "leeming"), ("storehouse", "7")], 3), 16);
    let want = [
        (2, 2),
        (4, 3),
        (5, 3),
        (5, 3),
        (6, 4),
        (10, 7),
        (18, 12),
        (28, 18),
        (38, 24),
        (49, 32),
        (67, 45),
        (95, 63),
        (131, 83),
        (165, 102),
        (198, 123),
        (235, 148),
    ];
    assert_eq!(l, layers(&want));
    assert_eq!(within, 673);
}
/// Deal 52923 shows 3d 7d 5s Jh 2h 10c 6s 5h 6c Kh. Depth 1 by hand: 5s
/// onto 6s or 6c, 2h onto 3d, 10c onto Jh, 6s onto 7d, 5h onto 6s or 6c,
/// 6c onto 7d, and the deal: 9 moves, 9 positions.
#[test]
fn spider_perft_of_deal_52923() {
    let (l, within) = perft(&deal(GameId::Spider, &[], 52923), 5);
    assert_eq!(l, layers(&[(9, 9), (79, 58), (468, 300), (2260, 1428), (10334, 6698)]));
    assert_eq!(within, 7022);
}

#[test]
fn spider_perft_of_deal_7_one_suit_spread_auto_removal_empty_deals() {
    let options = [("suits", "1"), ("removal", "auto"), ("extra", "spread"), ("empty_deal", "yes")];
    let (l, within) = perft(&deal(GameId::Spider, &options, 7), 5);
    assert_eq!(l, layers(&[(8, 8), (64, 46), (369, 238), (1918, 1169), (9440, 5511)]));
    assert_eq!(within, 5729);
}

#[test]
fn beetle_perft_of_deal_5() {
    let (l, within) = perft(&deal(GameId::Beetle, &[], 5), 5);
    assert_eq!(l, layers(&[(5, 5), (29, 24), (161, 132), (967, 700), (5312, 3577)]));
    assert_eq!(within, 3662);
}

#[test]
fn beetle_perft_of_deal_11_with_54_cards_and_empty_deals() {
    let (l, within) = perft(&deal(GameId::Beetle, &[("cards", "54"), ("empty_deal", "yes")], 11), 5);
    assert_eq!(l, layers(&[(9, 9), (74, 56), (438, 294), (2175, 1344), (9452, 5687)]));
    assert_eq!(within, 5721);
}
