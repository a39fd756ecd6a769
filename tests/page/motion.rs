//! The page's motion and pointer geometry, tested natively
//! (src/page/motion.rs): which card flies from where after a change of
//! the table (moved, turned up, dealt from the stock, swept to the
//! foundation as a ghost), the new game's deal-out, the win's cascade and
//! the pile a drag drops on. The shell (src/web/motion.rs,
//! celebration.rs, input.rs) only reads the rectangles and applies what
//! these functions return; the browser tests (tests/e2e/table.test.mjs)
//! keep what only a browser shows.

use swarm::card::Card;
use swarm::games::Slot;
use swarm::page::table::motion::*;

const CARD_W: f64 = 60.0;
const CARD_H: f64 = 84.0;
const FAN: f64 = 20.0;

fn card(s: &str) -> Option<Card> {
    Some(s.parse().unwrap())
}

fn col(i: u8) -> Slot {
    Slot::Column(i)
}

/// Where pile `slot` is laid: columns side by side under a row of the
/// stock and the foundation.
fn pile_rect(slot: Slot) -> Rect {
    match slot {
        Slot::Column(i) => Rect::new(10.0 + 70.0 * i as f64, 120.0, CARD_W, 400.0),
        Slot::Stock => Rect::new(10.0, 10.0, CARD_W, CARD_H),
        Slot::Discard => Rect::new(500.0, 10.0, CARD_W, CARD_H),
        Slot::Waste => Rect::new(80.0, 10.0, CARD_W, CARD_H),
        Slot::Storehouse => Rect::new(150.0, 10.0, CARD_W, CARD_H),
    }
}

/// A table of piles, each listed as its cards ("#": face down), the
/// cards fanned down each column; `counted` piles draw no cards, only
/// their count.
fn table(piles: &[(Slot, &[&str])], counted: &[(Slot, usize)]) -> Table {
    let mut t = Table::default();
    for (slot, cards) in piles {
        let r = pile_rect(*slot);
        t.piles.push(PileAt { slot: *slot, len: cards.len(), rect: r });
        for (index, c) in cards.iter().enumerate() {
            let face = if *c == "#" { None } else { card(c) };
            let rect = Rect::new(r.x, r.y + FAN * index as f64, CARD_W, CARD_H);
            t.cards.push(CardAt { card: face, slot: *slot, index, rect });
        }
    }
    for (slot, len) in counted {
        t.piles.push(PileAt { slot: *slot, len: *len, rect: pile_rect(*slot) });
    }
    t
}

fn at(t: &Table, k: usize) -> &CardAt {
    &t.cards[k]
}

fn find(t: &Table, slot: Slot, index: usize) -> usize {
    t.cards.iter().position(|c| c.slot == slot && c.index == index).unwrap()
}

// ---- a change of the table ----

#[test]
fn a_card_moved_between_columns_flies_from_its_old_place_at_once() {
    let before = table(&[(col(0), &["#", "9h", "8s"]), (col(1), &["Kd"])], &[]);
    let now = table(&[(col(0), &["#", "9h"]), (col(1), &["Kd", "8s"])], &[]);
    let m = flights(&before, &now);
    let k = find(&now, col(1), 1);
    let (old, new) = (at(&before, 2).rect, at(&now, k).rect);
    assert_eq!(
        m.flights,
        vec![Flight { card: k, kind: Kind::Fly { dx: old.x - new.x, dy: old.y - new.y, delay: 0.0 } }]
    );
    assert_eq!((old.x - new.x, old.y - new.y), (-70.0, 20.0), "from one column left and one card lower");
    assert!(m.ghosts.is_empty());
}

#[test]
fn a_moved_run_flies_card_by_card_and_the_cards_that_stayed_do_not_move() {
    let before = table(&[(col(0), &["Ks", "Qh", "Jc"]), (col(2), &["Kd"])], &[]);
    let now = table(&[(col(0), &["Ks"]), (col(2), &["Kd", "Qh", "Jc"])], &[]);
    let m = flights(&before, &now);
    let moved: Vec<Option<Card>> = m.flights.iter().map(|f| now.cards[f.card].card).collect();
    assert_eq!(moved, vec![card("Qh"), card("Jc")]);
    for f in &m.flights {
        assert_eq!(f.kind, Kind::Fly { dx: -140.0, dy: 0.0, delay: 0.0 }, "each from its own old place");
    }
}

#[test]
fn a_card_turned_up_in_place_flips() {
    let before = table(&[(col(0), &["#", "#", "7c"]), (col(1), &["8d"])], &[]);
    let now = table(&[(col(0), &["#", "5s"]), (col(1), &["8d", "7c"])], &[]);
    let m = flights(&before, &now);
    let turned = find(&now, col(0), 1);
    let moved = find(&now, col(1), 1);
    assert_eq!(m.flights.len(), 2);
    assert_eq!(m.flights[0], Flight { card: turned, kind: Kind::Flip });
    assert_eq!(m.flights[1].card, moved);
    assert!(matches!(m.flights[1].kind, Kind::Fly { delay: 0.0, .. }));
}

#[test]
fn a_dealt_row_comes_from_the_stock_staggered_by_column() {
    let before =
        table(&[(Slot::Stock, &["#", "#", "#"]), (col(0), &["Ks"]), (col(1), &["Kh"]), (col(2), &["Kd"])], &[]);
    let now =
        table(&[(Slot::Stock, &[]), (col(0), &["Ks", "2c"]), (col(1), &["Kh", "3c"]), (col(2), &["Kd", "4c"])], &[]);
    let m = flights(&before, &now);
    let stock = pile_rect(Slot::Stock);
    assert_eq!(m.flights.len(), 3, "the three cards left in the stock are not origins of a dealt face");
    for (i, f) in m.flights.iter().enumerate() {
        let c = &now.cards[f.card];
        assert_eq!(c.slot, col(i as u8));
        let want = Kind::Fly { dx: stock.x - c.rect.x, dy: stock.y - c.rect.y, delay: i as f64 * DEAL_STAGGER };
        assert_eq!(f.kind, want, "column {i} leaves the hand {} ms after the first", i as f64 * DEAL_STAGGER);
    }
    assert!(m.ghosts.is_empty(), "no pile grew: nothing sweeps");
}

#[test]
fn cards_from_nowhere_outside_the_columns_are_staggered_in_the_order_they_come() {
    let before = table(&[(Slot::Stock, &["#", "#"]), (Slot::Waste, &[])], &[]);
    let now = table(&[(Slot::Stock, &[]), (Slot::Waste, &["5h", "6h"])], &[]);
    let m = flights(&before, &now);
    let delays: Vec<f64> = m
        .flights
        .iter()
        .map(|f| match f.kind {
            Kind::Fly { delay, .. } => delay,
            Kind::Flip => panic!("a dealt card flies"),
        })
        .collect();
    assert_eq!(delays, vec![0.0, DEAL_STAGGER]);
}

#[test]
fn without_a_stock_a_card_from_nowhere_does_not_fly() {
    let before = table(&[(col(0), &["Ks"])], &[]);
    let now = table(&[(col(0), &["Ks", "Qs"])], &[]);
    assert_eq!(flights(&before, &now), Motion::default());
}

#[test]
fn nothing_noted_before_nothing_moves() {
    let now = table(&[(Slot::Stock, &["#"]), (col(0), &["Ks", "Qs"])], &[]);
    assert_eq!(flights(&Table::default(), &now), Motion::default(), "reduced motion notes nothing");
}

#[test]
fn a_completed_suits_cards_ghost_to_the_foundation_fourteen_ms_apart() {
    let suit = ["Ks", "Qs", "Js", "10s", "9s", "8s", "7s", "6s", "5s", "4s", "3s", "2s", "As"];
    let mut col3: Vec<&str> = vec!["#"];
    col3.extend(suit);
    let before = table(&[(col(3), &col3)], &[(Slot::Discard, 0)]);
    let now = table(&[(col(3), &["4d"])], &[(Slot::Discard, 1)]);
    let m = flights(&before, &now);
    assert_eq!(m.flights, vec![Flight { card: 0, kind: Kind::Flip }], "the card under the suit turns up");
    let found = pile_rect(Slot::Discard);
    let ghosts: Vec<Option<Card>> = m.ghosts.iter().map(|g| Some(g.card)).collect();
    let want: Vec<Option<Card>> = suit.iter().map(|c| card(c)).collect();
    assert_eq!(ghosts, want, "the thirteen cards, king first, the face-down card never");
    for (k, g) in m.ghosts.iter().enumerate() {
        let from = at(&before, k + 1).rect;
        assert_eq!(g.from, from, "each leaves from its own old place");
        assert_eq!((g.dx, g.dy), (found.x - from.x, found.y - from.y), "and sweeps to the foundation");
        assert_eq!(g.delay, k as f64 * GHOST_STAGGER);
    }
}

#[test]
fn ghosts_go_to_the_first_pile_that_grew_and_not_from_it() {
    // An undone deal: the row goes back into the stock, drawn as a count.
    let before = table(&[(col(0), &["Ks", "2c"]), (col(1), &["Kh", "3c"])], &[(Slot::Stock, 0)]);
    let now = table(&[(col(0), &["Ks"]), (col(1), &["Kh"])], &[(Slot::Stock, 2)]);
    let m = flights(&before, &now);
    assert!(m.flights.is_empty());
    let stock = pile_rect(Slot::Stock);
    let to: Vec<(Card, f64, f64)> = m.ghosts.iter().map(|g| (g.card, g.from.x + g.dx, g.from.y + g.dy)).collect();
    assert_eq!(to, vec![(card("2c").unwrap(), stock.x, stock.y), (card("3c").unwrap(), stock.x, stock.y)]);
}

#[test]
fn each_card_that_left_is_the_origin_of_one_card_only() {
    // Two decks: two 5h leave column 0; each new 5h flies from one of them.
    let before = table(&[(col(0), &["5h", "5h"]), (col(1), &["6s"]), (col(2), &["6c"])], &[]);
    let now = table(&[(col(0), &[]), (col(1), &["6s", "5h"]), (col(2), &["6c", "5h"])], &[]);
    let m = flights(&before, &now);
    let from: Vec<f64> = m
        .flights
        .iter()
        .map(|f| match f.kind {
            Kind::Fly { dy, .. } => now.cards[f.card].rect.y + dy,
            Kind::Flip => panic!("moved cards fly"),
        })
        .collect();
    assert_eq!(from, vec![120.0, 140.0], "the first from the first place, the second from the second");
}

// ---- a new game dealt out ----

/// Piles of `n` cards each, fanned.
fn laid(piles: &[(Slot, usize)]) -> Vec<(Slot, Vec<Rect>)> {
    piles
        .iter()
        .map(|(slot, n)| {
            let r = pile_rect(*slot);
            (*slot, (0..*n).map(|k| Rect::new(r.x, r.y + FAN * k as f64, CARD_W, CARD_H)).collect())
        })
        .collect()
}

#[test]
fn the_deal_out_goes_round_by_round_across_the_piles() {
    let piles = laid(&[(Slot::Stock, 5), (col(0), 2), (col(1), 3), (col(2), 1), (Slot::Discard, 0)]);
    let d = deal_out((10.0, 10.0), &piles);
    let order: Vec<(usize, usize)> = d.iter().map(|c| (c.pile, c.card)).collect();
    assert_eq!(order, vec![(1, 0), (2, 0), (3, 0), (1, 1), (2, 1), (2, 2)], "the stock's cards stay in the hand");
    let delays: Vec<f64> = d.iter().map(|c| c.delay).collect();
    assert_eq!(delays, vec![0.0, 28.0, 56.0, 84.0, 112.0, 140.0], "few cards: {DEAL_STAGGER} ms apart");
    let first = &piles[2].1[2];
    assert_eq!((d[5].dx, d[5].dy), (10.0 - first.x, 10.0 - first.y), "each flies from the hand to its place");
}

#[test]
fn a_full_deal_out_leaves_the_hand_within_560_ms() {
    let mut shape: Vec<(Slot, usize)> = (0..10).map(|i| (col(i), if i < 4 { 6 } else { 5 })).collect();
    shape.push((Slot::Stock, 50));
    let d = deal_out((10.0, 10.0), &laid(&shape));
    assert_eq!(d.len(), 54, "Spider's tableau");
    let stagger = DEAL_OUT_MS / 54.0;
    assert_eq!(d[1].delay, stagger);
    assert!(d.last().unwrap().delay <= DEAL_OUT_MS);
    assert!(d.windows(2).all(|w| w[0].delay < w[1].delay));
}

#[test]
fn the_deal_comes_from_the_stock_or_else_the_foot_of_the_table() {
    let stock = Rect::new(12.0, 14.0, 60.0, 84.0);
    let t = Rect::new(0.0, 50.0, 800.0, 500.0);
    assert_eq!(deal_origin(Some(stock), Some(t)), Some((12.0, 14.0)));
    assert_eq!(deal_origin(None, Some(t)), Some((400.0, 550.0)));
    assert_eq!(deal_origin(None, None), None);
}

// ---- the win ----

fn two_decks() -> Vec<Card> {
    let mut cards = Vec::new();
    for _ in 0..2 {
        for s in ["s", "h", "d", "c"] {
            for r in ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] {
                cards.push(format!("{r}{s}").parse().unwrap());
            }
        }
    }
    cards
}

#[test]
fn the_celebrations_cards_are_the_distinct_cards_kings_first() {
    let c = celebration(&two_decks(), &[(0.0, 0.0)], (1000.0, 800.0), Some(70.0));
    assert_eq!(c.throws.len(), CELEBRATION_CARDS, "104 cards of two decks: 52 distinct");
    let first: Vec<Card> = c.throws.iter().take(5).map(|t| t.card).collect();
    let want: Vec<Card> = ["Kc", "Kd", "Kh", "Ks", "Qc"].iter().map(|s| s.parse().unwrap()).collect();
    assert_eq!(first, want);
    assert_eq!(c.throws.last().unwrap().card, "As".parse().unwrap());
}

#[test]
fn the_celebrations_throws_are_the_same_every_time() {
    let spouts = [(10.0, 100.0), (80.0, 100.0), (150.0, 100.0)];
    let a = celebration(&two_decks(), &spouts, (1024.0, 768.0), Some(64.0));
    let b = celebration(&two_decks(), &spouts, (1024.0, 768.0), Some(64.0));
    assert_eq!(a, b);
    // Card 4: the second round of the spouts (thrown left) from the second spout.
    let t = a.throws[4];
    assert_eq!((t.x, t.y), (80.0, 100.0));
    let reach = 0.15 + ((4 * 37) % 45) as f64 / 100.0;
    assert_eq!(t.vx, -reach * 1024.0);
    let up = 0.18 + ((4 * 53) % 30) as f64 / 100.0;
    assert_eq!(t.up, up * 768f64.min(100.0 + 64.0 * 1.4));
    assert_eq!(t.spin, 14.0, "4 × 71 = 284 (mod 540), less 270");
    assert_eq!(t.delay, 4.0 * CELEBRATION_STAGGER_MS);
    let sides: Vec<bool> = a.throws.iter().take(7).map(|t| t.vx > 0.0).collect();
    assert_eq!(sides, vec![true, true, true, false, false, false, true], "each round of the spouts the other way");
    let neighbours = a.throws.windows(2).all(|w| w[0].spin != w[1].spin && w[0].vx != w[1].vx);
    assert!(neighbours, "every card different from its neighbours");
}

#[test]
fn the_celebrations_cards_are_sized_from_the_table_within_bounds() {
    let c = celebration(&two_decks(), &[], (900.0, 600.0), Some(200.0));
    assert_eq!((c.w, c.h, c.pip, c.idx), (110.0, 154.0, 55.0, 22.0), "never larger than 110 px");
    assert_eq!((c.throws[0].x, c.throws[0].y), (450.0, 200.0), "no pile: from a third down the middle");
    let c = celebration(&two_decks(), &[], (900.0, 600.0), Some(20.0));
    assert_eq!((c.w, c.idx), (36.0, 11.0), "never smaller than 36 px");
    let c = celebration(&two_decks(), &[], (900.0, 600.0), None);
    assert_eq!(c.w, 70.0, "no card on the table: 70 px");
    assert_eq!(c.flight, CELEBRATION_FLIGHT_MS);
}

// ---- a drag ----

#[test]
fn the_drop_target_is_the_pile_of_largest_overlap() {
    let piles: Vec<(Slot, Rect)> = (0..4).map(|i| (col(i), pile_rect(col(i)))).collect();
    // Over column 1 by 30 px of width, column 2 by 20.
    let dragged = Rect::new(110.0, 200.0, CARD_W, CARD_H);
    assert_eq!(drop_target(dragged, col(0), &piles), Some(col(1)));
    let dragged = Rect::new(130.0, 200.0, CARD_W, CARD_H);
    assert_eq!(drop_target(dragged, col(0), &piles), Some(col(2)));
}

#[test]
fn the_drop_target_leaves_the_cards_own_pile_aside() {
    let piles: Vec<(Slot, Rect)> = (0..4).map(|i| (col(i), pile_rect(col(i)))).collect();
    let dragged = Rect::new(85.0, 200.0, CARD_W, CARD_H);
    assert_eq!(drop_target(dragged, col(0), &piles), Some(col(1)));
    assert_eq!(drop_target(dragged, col(1), &piles), None, "it overlaps its own pile only");
}

#[test]
fn no_overlap_no_drop_target_and_equals_go_to_the_first() {
    let piles: Vec<(Slot, Rect)> = (0..4).map(|i| (col(i), pile_rect(col(i)))).collect();
    assert_eq!(drop_target(Rect::new(10.0, 600.0, CARD_W, CARD_H), col(0), &piles), None, "below the table");
    assert_eq!(drop_target(Rect::new(70.0, 200.0, 0.0, 0.0), col(3), &piles), None, "an empty rectangle");
    // Halfway between columns 1 and 2 (each by 20 px).
    let dragged = Rect::new(120.0, 200.0, 50.0, CARD_H);
    assert_eq!(drop_target(dragged, col(0), &piles), Some(col(1)));
}

#[test]
fn a_press_becomes_a_drag_after_six_px() {
    assert!(!drag_started(3.0, 4.0));
    assert!(!drag_started(0.0, 5.9));
    assert!(drag_started(0.0, 6.0));
    assert!(drag_started(-5.0, -5.0));
}

/// Cards laid in rows of `per_row`, `rows` rows from the table's top, as
/// a Beeswax table upright at 360×740 lays its fans (each row 96 px).
fn rows_of_cards(rows: usize, per_row: usize) -> Vec<Rect> {
    (0..rows)
        .flat_map(|r| (0..per_row).map(move |c| Rect::new(4.0 + 118.0 * c as f64, 76.0 + 96.0 * r as f64, 114.0, 72.0)))
        .collect()
}

#[test]
fn the_end_of_game_banner_sits_where_no_card_is() {
    // 360×740, Beeswax won: five rows of cards down to 532 px, felt below
    // down to the foot of the table (690 px): the banner at the foot
    // covered row D's kings; it goes in the felt under them.
    let area = Rect::new(0.0, 72.0, 360.0, 618.0);
    let cards = rows_of_cards(5, 3);
    let (w, h) = (338.0, 130.0);
    let (x, y) = banner_spot(&cards, area, (w, h));
    let banner = Rect::new(x, y, w, h);
    assert!(cards.iter().all(|c| c.overlap(&banner) == 0.0), "the banner at {banner:?} covers a card");
    assert!(banner.bottom() <= area.bottom() && banner.y >= area.y, "{banner:?} leaves the table");
    assert_eq!(x, 11.0, "centred across the table");
    // Spider won upright: the removed kings at the foot, empty piles above:
    // the banner goes up over the felt.
    let kings: Vec<Rect> = (0..8).map(|k| Rect::new(250.0 + 13.0 * k as f64, 598.0, 32.0, 45.0)).collect();
    let (x, y) = banner_spot(&kings, area, (w, h));
    let banner = Rect::new(x, y, w, h);
    assert!(kings.iter().all(|c| c.overlap(&banner) == 0.0), "the banner at {banner:?} covers a king");
    assert!(banner.bottom() > 500.0, "as low as it can be: {banner:?}");
    // No room anywhere: where it covers least.
    let full = rows_of_cards(7, 3);
    let (_, y) = banner_spot(&full, area, (w, h));
    let least = |y: f64| full.iter().map(|c| c.overlap(&Rect::new(11.0, y, w, h))).sum::<f64>();
    let mut probe = area.y;
    while probe + h <= area.bottom() {
        assert!(least(y) <= least(probe) + 1e-6, "at {y} it covers {} px², at {probe} {}", least(y), least(probe));
        probe += 1.0;
    }
}
