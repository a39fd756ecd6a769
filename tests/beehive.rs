//! Beehive: every rule and option, golden deals, notation and text format,
//! random-play properties, and the command line.

use swarm::card::{Card, Suit};
use swarm::deal::{self};
use swarm::games::beehive::Beehive;
use swarm::games::{Game, GameId, Move, Options, Slot};
use swarm::view::{Face, Layout};

/// Eleven ranks already discarded: fixtures only need to place aces and kings.
const REST: &str = "discarded: 2 3 4 5 6 7 8 9 10 J Q\n";

fn board(body: &str) -> Beehive {
    Beehive::from_text(&format!("game: beehive\n{body}")).unwrap_or_else(|e| panic!("fixture: {e}"))
}

fn board_err(body: &str) -> String {
    Beehive::from_text(&format!("game: beehive\n{body}")).expect_err("the position should be refused")
}

fn play(b: &mut Beehive, text: &str) -> bool {
    let mv = b.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    b.apply(mv).unwrap_or_else(|e| panic!("{text}: {e}")).revealed
}

fn cards(s: &str) -> Vec<Card> {
    s.split_whitespace().map(|t| t.parse().unwrap()).collect()
}

fn line<'a>(text: &'a str, label: &str) -> &'a str {
    let prefix = format!("{label}:");
    text.lines().find_map(|l| l.strip_prefix(prefix.as_str())).map(str::trim).unwrap()
}

fn opts(s: &str) -> Options {
    Options::parse_summary(GameId::Beehive, s).unwrap()
}

// ---------------------------------------------------------------- dealing

#[test]
fn beehive_deals_storehouse_then_six_columns_then_the_stock() {
    for (o, n) in [("", 10usize), ("storehouse=7", 7), ("storehouse=13", 13), ("storehouse=16", 16)] {
        for number in [1u32, 2, 77, 4_000_000_000] {
            let deck = deal::shuffled(deal::build_deck(1, &Suit::ALL), GameId::Beehive.deal_salt(), number);
            let b = Beehive::deal(&opts(o), number);
            assert_eq!(b.storehouse(), &deck[..n], "{o} deal {number}");
            for i in 0..6 {
                assert_eq!(b.column(i), &deck[n + i..n + i + 1]);
            }
            assert_eq!(b.stock(), &deck[n + 6..]);
            assert_eq!(b.stock().len(), 46 - n);
            assert!(b.waste().is_empty());
            assert_eq!(b.pass(), 1);
            assert_eq!(b.unseen().len(), n - 1 + 46 - n, "storehouse under its top and the whole stock");
        }
    }
}

#[test]
fn beehive_golden_deals_keep_their_layout() {
    let golden = [
        ("", 1, "#Qs #Ac #Jd #Jh #Js #10h #Kc #7h #6h 5d", "Qd 5h 8h 9c 7s 4c",
         "4h 3s 6d 3d 4s 10c 10s 3h Ah 9d 8c 8s 9h 10d 7d 4d 6c Qh 3c Kh As 8d 7c Jc 2d 2h 5s 6s Ad 2s 9s Ks 5c Kd Qc 2c"),
        ("", 123, "#Qh #5c #8h #3d #6c #Kc #10c #2d #3s Jh", "4c 9s 5h Qs 7s 5d",
         "Js 6s 2h 8d Qd 9c Ks 4s Ad Jd Kd 4h Jc 2c Kh As 10d 6d 9h Ac 5s 3c 7d 9d 2s Qc 3h 6h 8s 10s 4d Ah 8c 7h 10h 7c"),
        ("storehouse=13", 1, "#Qs #Ac #Jd #Jh #Js #10h #Kc #7h #6h #5d #Qd #5h 8h", "9c 7s 4c 4h 3s 6d",
         "3d 4s 10c 10s 3h Ah 9d 8c 8s 9h 10d 7d 4d 6c Qh 3c Kh As 8d 7c Jc 2d 2h 5s 6s Ad 2s 9s Ks 5c Kd Qc 2c"),
        ("storehouse=13", 123, "#Qh #5c #8h #3d #6c #Kc #10c #2d #3s #Jh #4c #9s 5h", "Qs 7s 5d Js 6s 2h",
         "8d Qd 9c Ks 4s Ad Jd Kd 4h Jc 2c Kh As 10d 6d 9h Ac 5s 3c 7d 9d 2s Qc 3h 6h 8s 10s 4d Ah 8c 7h 10h 7c"),
    ];
    for (o, n, store, cols, stock) in golden {
        let t = Beehive::deal(&opts(o), n).to_text(true);
        assert_eq!(line(&t, "storehouse"), store, "{o} {n}");
        let got: Vec<&str> = (1..=6).map(|i| line(&t, &i.to_string())).collect();
        assert_eq!(got.join(" "), cols, "{o} {n}");
        assert_eq!(line(&t, "stock"), stock, "{o} {n}");
    }
}

#[test]
fn beehive_hidden_cards_print_as_dashes_unless_revealed() {
    let b = Beehive::deal(&Options::defaults(GameId::Beehive), 1);
    let t = b.to_text(false);
    assert_eq!(line(&t, "storehouse"), "-- -- -- -- -- -- -- -- -- 5d");
    assert_eq!(line(&t, "stock").split(' ').filter(|x| *x == "--").count(), 36);
    assert!(Beehive::from_text(&t).unwrap_err().contains("hidden card"));
    assert_eq!(Beehive::from_text(&b.to_text(true)).unwrap(), b);
}

// ---------------------------------------------------------------- stock and waste

#[test]
fn beehive_deals_three_at_a_time_and_only_the_top_is_playable() {
    let mut b = Beehive::deal(&Options::defaults(GameId::Beehive), 1);
    let stock = b.stock().to_vec();
    assert!(play(&mut b, "D"), "a first-pass deal shows new cards");
    assert_eq!(b.waste(), &stock[..3]);
    assert_eq!(b.stock(), &stock[3..]);
    assert_eq!(b.view(Layout::Columns).pile(Slot::Waste).unwrap().first_movable, 2);
}

#[test]
fn beehive_deals_one_at_a_time_with_draw_1() {
    let mut b = Beehive::deal(&opts("draw=1"), 1);
    let stock = b.stock().to_vec();
    play(&mut b, "D");
    assert_eq!(b.waste(), &stock[..1]);
    play(&mut b, "D");
    assert_eq!(b.waste(), &stock[..2]);
}

#[test]
fn beehive_deals_a_leftover_of_one_or_two_as_a_group() {
    let mut b = board(&format!("storehouse: Ks\n1: Ah\n2: Kd\n3: Kc\n4: Ad\n5: Ac\n6:\nstock: As Kh\nwaste:\n{REST}"));
    play(&mut b, "D");
    assert_eq!(b.waste(), &cards("As Kh")[..]);
    assert!(b.stock().is_empty());
    assert!(b.parse_move("D").unwrap_err().contains("turn the waste over"));
}

#[test]
fn beehive_turning_the_waste_over_keeps_the_order_for_every_redeal() {
    let mut b = Beehive::deal(&Options::defaults(GameId::Beehive), 123);
    assert!(b.parse_move("T").unwrap_err().contains("stock still holds 36 cards"));
    let pack = b.stock().to_vec();
    for _ in 0..12 {
        play(&mut b, "D");
    }
    assert_eq!(b.waste(), &pack[..]);
    assert!(!play(&mut b, "T"), "turning over shows nothing new");
    assert_eq!(b.stock(), &pack[..], "the stock is dealt again in the same order");
    assert_eq!(b.pass(), 2);
    assert!(!play(&mut b, "D"), "a second-pass deal reveals nothing");
    assert_eq!(b.waste(), &pack[..3]);
    assert_eq!(b.view(Layout::Columns).pile(Slot::Stock).unwrap().note.as_deref(), Some("33 left · pass 2"));
}

#[test]
fn beehive_a_played_waste_card_leaves_the_cycle_and_the_rest_keeps_its_order() {
    // Waste top Kh goes on the king column; the stock order is kept behind it.
    let mut b = board(&format!("storehouse: Ks\n1: Kd\n2: Ah\n3: Ad\n4:\n5:\n6:\nstock: As Kc\nwaste: Ac Kh\n{REST}"));
    play(&mut b, "W1");
    assert_eq!(b.column(0), &cards("Kd Kh")[..]);
    assert_eq!(b.waste(), &cards("Ac")[..]);
    play(&mut b, "D");
    play(&mut b, "T");
    assert_eq!(b.stock(), &cards("Ac As Kc")[..]);
}

// ---------------------------------------------------------------- building

#[test]
fn beehive_waste_and_storehouse_cards_go_on_the_same_rank_only() {
    let mut b = board(&format!("storehouse: #Kc Ks\n1: Kd\n2: Ah\n3:\n4:\n5:\n6:\nstock: As\nwaste: Ac Kh Ad\n{REST}"));
    assert!(b.parse_move("W1").unwrap_err().contains("Ad cannot go on Kd: ranks differ"));
    assert!(b.parse_move("S2").unwrap_err().contains("Ks cannot go on Ah: ranks differ"));
    assert!(!play(&mut b, "W2"), "a waste card reveals nothing");
    assert_eq!(b.column(1), &cards("Ah Ad")[..]);
    assert!(play(&mut b, "S1"), "taking the storehouse's top turns the next one up");
    assert_eq!(b.storehouse(), &cards("Kc")[..]);
    assert!(!play(&mut b, "S1"), "the last storehouse card uncovers nothing");
    assert!(b.parse_move("S1").unwrap_err().contains("storehouse is empty"));
}

#[test]
fn beehive_four_of_a_rank_are_discarded_at_once() {
    let mut b = board(&format!("storehouse: Ks\n1: Kd Kc Kh\n2: Ah\n3: Ad\n4: Ac\n5:\n6:\nstock:\nwaste: As\n{REST}"));
    play(&mut b, "S1");
    assert!(b.column(0).is_empty(), "the quartet leaves the column");
    assert_eq!(b.discarded_ranks().len(), 12);
    assert!(b.discarded_ranks().contains(&13));
    assert_eq!(line(&b.to_text(false), "discarded"), "2 3 4 5 6 7 8 9 10 J Q K");
    play(&mut b, "32");
    play(&mut b, "42");
    assert!(!b.is_won());
    play(&mut b, "W2");
    assert!(b.is_won());
    assert_eq!(b.all_cards().len(), 52);
    assert!(!b.is_stuck());
}

#[test]
fn beehive_runs_move_whole_or_in_part_but_not_into_an_empty_column() {
    let b = board(&format!("storehouse: Ks\n1: Kd Kc Kh\n2: Ah\n3: Ad\n4: Ac\n5:\n6:\nstock:\nwaste: As\n{REST}"));
    assert!(b.parse_move("15").unwrap_err().contains("filled only from the storehouse or the waste"));
    assert!(b.parse_move("124").unwrap_err().contains("not 4"));
    assert!(b.parse_move("12").unwrap_err().contains("ranks differ"));
    assert!(b.parse_move("11").unwrap_err().contains("onto itself"));
    let mut c = b.clone();
    play(&mut c, "32");
    assert_eq!(c.format_move(c.parse_move("24").unwrap()), "24");
    let one = c.parse_move("241").unwrap();
    assert_eq!(one, Move::Transfer { from: Slot::Column(1), to: Slot::Column(3), count: 1 });
    assert_eq!(c.format_move(one), "241");
    c.apply(one).unwrap();
    assert_eq!(c.column(1), &cards("Ah")[..]);
    assert_eq!(c.column(3), &cards("Ac Ad")[..]);
    play(&mut c, "42");
    assert_eq!(c.column(1), &cards("Ah Ac Ad")[..]);
}

// ---------------------------------------------------------------- empty columns

#[test]
fn beehive_fill_any_lets_a_column_stay_empty_and_fill_from_storehouse_or_waste() {
    let mut b = board(&format!("storehouse: #Kc Ks\n1: Kd\n2: Ah\n3:\n4:\n5:\n6:\nstock: As\nwaste: Ac Kh Ad\n{REST}"));
    play(&mut b, "D");
    assert!(b.column(2).is_empty(), "empty columns stay empty");
    play(&mut b, "W3");
    assert_eq!(b.column(2), &cards("As")[..]);
    play(&mut b, "S4");
    assert_eq!(b.column(3), &cards("Ks")[..]);
    assert_eq!(b.auto_move(Slot::Waste, 2), Some(b.parse_move("W2").unwrap()));
}

#[test]
fn beehive_leeming_fills_an_emptied_column_from_the_storehouse_then_the_waste() {
    let mut b = board(&format!(
        "options: fill=leeming\nstorehouse: Ad\n1: Kh\n2: Ah\n3: As\n4: Ac\n5: Kd\n6: Kc\nstock:\nwaste: Ks\n{REST}"
    ));
    play(&mut b, "51");
    assert_eq!(b.column(4), &cards("Ad")[..], "column 5 filled at once from the storehouse");
    play(&mut b, "61");
    assert_eq!(b.column(5), &cards("Ks")[..], "storehouse empty: column 6 filled from the waste");
    assert!(b.waste().is_empty());
    assert_eq!(b.column(0), &cards("Kh Kd Kc")[..]);
}

#[test]
fn beehive_leeming_fills_from_the_waste_as_soon_as_it_has_a_card() {
    let mut b = board(&format!(
        "options: fill=leeming\nstorehouse:\n1: Kd Kc Kh\n2: Ah\n3: As\n4: Ac\n5: Ad\n6:\nstock: Ks\nwaste:\n{REST}"
    ));
    assert!(b.column(5).is_empty(), "nothing to fill with yet");
    play(&mut b, "D");
    assert_eq!(b.column(5), &cards("Ks")[..]);
    assert!(b.waste().is_empty() && b.stock().is_empty());
    play(&mut b, "61");
    assert!(b.column(5).is_empty() && b.column(0).is_empty());
}

#[test]
fn beehive_leeming_refuses_a_position_with_a_column_it_would_have_filled() {
    let e = board_err(&format!(
        "options: fill=leeming\nstorehouse: Ks\n1: Kd Kc Kh\n2: Ah\n3: As\n4: Ac\n5: Ad\n6:\nstock:\nwaste:\n{REST}"
    ));
    assert!(e.contains("column 6 is empty") && e.contains("storehouse"), "{e}");
}

// ---------------------------------------------------------------- going round in circles

/// Six columns of six ranks, no empty column; the spades hide in the
/// storehouse under 7c, and the pack holds `waste` then `stock`.
fn dead_end(options: &str, store: &str, waste: &str, stock: &str, pass: u16) -> Beehive {
    board(&format!(
        "options: {options}\nstorehouse: {store}\n1: Ah Ad Ac\n2: 2h 2d 2c\n3: 3h 3d 3c\n4: 4h 4d 4c\n\
         5: 5h 5d 5c\n6: 6h 6d 6c\nstock: {stock}\nwaste: {waste}\npass: {pass}\ndiscarded: 8 9 10 J Q K\n"
    ))
}

#[test]
fn beehive_nothing_playable_in_the_whole_cycle_is_no_moves_left() {
    let b = dead_end("", "#As #2s #3s #4s #5s #6s 7c", "7d", "7h 7s", 2);
    assert!(b.is_stuck());
    assert!(!b.legal_moves().is_empty(), "dealing is still legal, but it only goes round");
    let mut c = b.clone();
    for _ in 0..10 {
        let m = c.legal_moves()[0];
        assert!(matches!(m, Move::Deal | Move::TurnOver));
        c.apply(m).unwrap();
        assert!(c.is_stuck());
    }
}

#[test]
fn beehive_is_not_stuck_while_unseen_stock_cards_remain() {
    let b = dead_end("", "#As #2s #3s #4s #5s #6s 7c", "7d", "7h 7s", 1);
    assert!(!b.is_stuck(), "on pass 1 the stock has not been seen");
    let b = dead_end("", "#As #2s #3s #4s #5s #6s 7c", "7d 7h 7s", "", 1);
    assert!(b.is_stuck(), "the stock is used up: every card has been seen");
}

#[test]
fn beehive_a_card_that_reaches_the_waste_top_later_in_the_cycle_is_a_move() {
    // 6s is third in the pack: with draw=3 it comes to the top of the waste.
    let b = dead_end("", "#As #2s #3s #4s #5s #7d 7c", "7h 7s", "6s", 2);
    assert!(!b.is_stuck());
    // First in the pack, under two cards of its group, it never shows on top.
    let b = dead_end("", "#As #2s #3s #4s #5s #7d 7c", "6s 7h", "7s", 2);
    assert!(b.is_stuck(), "6s is always covered when dealt three at a time");
    let b = dead_end("draw=1", "#As #2s #3s #4s #5s #7d 7c", "6s 7h", "7s", 2);
    assert!(!b.is_stuck(), "dealt one at a time, 6s comes to the top");
}

#[test]
fn beehive_a_playable_storehouse_card_is_a_move() {
    let b = dead_end("", "#As #2s #3s #4s #5s #7d 6s", "7h 7s", "7c", 2);
    assert!(!b.is_stuck());
    assert_eq!(b.auto_move(Slot::Storehouse, 6), Some(b.parse_move("S6").unwrap()));
}

// ---------------------------------------------------------------- unseen cards

#[test]
fn beehive_unseen_cards_are_the_storehouse_under_its_top_and_the_first_pass_stock() {
    let mut b = Beehive::deal(&Options::defaults(GameId::Beehive), 1);
    let mut want = b.storehouse()[..9].to_vec();
    want.extend_from_slice(b.stock());
    assert_eq!(b.unseen(), want);
    play(&mut b, "D");
    assert_eq!(b.unseen().len(), 9 + 33);
    while b.apply(Move::Deal).is_ok() {}
    play(&mut b, "T");
    assert_eq!(b.unseen(), &b.storehouse()[..9], "after a full pass only the storehouse is hidden");
}

#[test]
fn beehive_with_unseen_puts_cards_back_in_the_same_places() {
    let b = Beehive::deal(&Options::defaults(GameId::Beehive), 5);
    assert_eq!(b.with_unseen(&b.unseen()), b);
    let mut perm = b.unseen();
    perm.reverse();
    let c = b.with_unseen(&perm);
    assert_eq!(c.unseen(), perm);
    assert_eq!(c.storehouse()[9], b.storehouse()[9], "the face-up top stays");
    assert_eq!(c.to_text(false), b.to_text(false), "nothing the player sees changed");
    assert_eq!(c.view(Layout::Columns), b.view(Layout::Columns));
    assert_eq!(c.legal_moves(), b.legal_moves());
    let mut all = c.all_cards();
    all.sort();
    assert_eq!(all, Card::deck().collect::<Vec<_>>());
}

// ---------------------------------------------------------------- notation

#[test]
fn beehive_notation_reads_any_case_and_prints_canonically() {
    let b = board(&format!("storehouse: #Kc Ks\n1: Kd\n2: Ah Ac\n3: Ad\n4:\n5:\n6:\nstock: As\nwaste: Kh\n{REST}"));
    let cases = [
        ("w1", "W1", Move::Transfer { from: Slot::Waste, to: Slot::Column(0), count: 1 }),
        ("s4", "S4", Move::Transfer { from: Slot::Storehouse, to: Slot::Column(3), count: 1 }),
        ("32", "32", Move::Transfer { from: Slot::Column(2), to: Slot::Column(1), count: 1 }),
        ("23", "23", Move::Transfer { from: Slot::Column(1), to: Slot::Column(2), count: 2 }),
        ("231", "231", Move::Transfer { from: Slot::Column(1), to: Slot::Column(2), count: 1 }),
        (" d ", "D", Move::Deal),
    ];
    for (text, canon, mv) in cases {
        assert_eq!(b.parse_move(text), Ok(mv), "{text}");
        assert_eq!(b.format_move(mv), canon);
    }
    assert_eq!(b.split_record("D, W1;S4\n 32"), ["D", "W1", "S4", "32"]);
    let ms: Vec<String> = (0..12).map(|_| "D".to_string()).collect();
    assert_eq!(b.format_record(&ms), "D D D D D D D D D D\nD D");
}

#[test]
fn beehive_notation_rejects_bad_moves_with_reasons() {
    let b = Beehive::deal(&Options::defaults(GameId::Beehive), 1);
    for bad in ["", "X", "W", "W0", "W7", "S9", "1", "17", "70", "1a", "120", "12345", "DD", "é", "W33", "--"] {
        let e = b.parse_move(bad).unwrap_err();
        assert!(e.contains("not a Beehive move"), "{bad:?}: {e}");
    }
    assert!(b.parse_move("T").unwrap_err().contains("stock still holds 36 cards"));
    assert!(b.parse_move("W1").unwrap_err().contains("waste is empty"));
    assert!(b.parse_move("S1").unwrap_err().contains("ranks differ"));
    assert!(b.parse_move("12").unwrap_err().contains("ranks differ"));
    assert!(b.parse_move("122").unwrap_err().contains("holds only 1 card, not 2"));
    let mut c = b.clone();
    for bad in [
        Move::Transfer { from: Slot::Stock, to: Slot::Column(0), count: 1 },
        Move::Transfer { from: Slot::Waste, to: Slot::Discard, count: 1 },
        Move::Transfer { from: Slot::Column(9), to: Slot::Column(0), count: 1 },
        Move::Transfer { from: Slot::Column(0), to: Slot::Column(6), count: 1 },
        Move::Transfer { from: Slot::Column(0), to: Slot::Column(1), count: 0 },
        Move::Transfer { from: Slot::Storehouse, to: Slot::Column(0), count: 2 },
        Move::Remove { column: 0 },
    ] {
        assert!(c.apply(bad).is_err(), "{bad:?}");
    }
    assert_eq!(c, b, "a refused move changes nothing");
}

// ---------------------------------------------------------------- text positions

#[test]
fn beehive_text_positions_reject_bad_boards_with_reasons() {
    let ok = format!("storehouse: #Kc Ks\n1: Kd\n2: Ah Ac\n3: Ad\n4:\n5:\n6:\nstock: As\nwaste: Kh\n{REST}");
    board(&ok);
    let cases: Vec<(String, &str)> = vec![
        (ok.replace("stock: As", "stock:"), "missing cards: As"),
        (ok.replace("stock: As", "stock: As Kd"), "Kd appears twice"),
        (ok.replace("2: Ah Ac", "2: Ah Kc").replace("#Kc Ks", "#Ac Ks"), "mixes ranks"),
        (ok.replace("2: Ah Ac\n3: Ad", "2: Ah Ac Ad As\n3:").replace("stock: As", "stock:"), "quartet"),
        (ok.replace("waste: Kh", "waste: #Kh"), "face up"),
        (ok.replace("1: Kd", "1: #Kd"), "no face-down"),
        (ok.replace("#Kc Ks", "#Kc #Ks"), "top card is face up"),
        (format!("{ok}pass: 0\n"), "pass number"),
        (format!("{ok}pass: two\n"), "pass number"),
        (ok.replace("discarded: 2", "discarded: 2 2"), "listed twice"),
        (ok.replace("discarded: 2", "discarded: Zz 2"), "neither a rank"),
        (format!("{ok}7: Kd\n"), "unknown line `7:`"),
        (format!("{ok}waste: Kh\n"), "given twice"),
        (ok.replace("1: Kd", "1: Kd Zq"), "not a card"),
        (ok.replace("stock: As", "stock: --"), "hidden card"),
    ];
    for (text, want) in cases {
        let e = board_err(&text);
        assert!(e.contains(want), "wanted {want:?} in {e:?}");
    }
    assert!(Beehive::from_text("game: beeswax\n").unwrap_err().contains("not Beehive"));
    let big: Vec<String> = Card::deck().take(17).map(|c| c.to_string()).collect();
    let e = board_err(&format!("storehouse: {}", big.join(" ")));
    assert!(e.contains("holds 17 cards; at most 16"), "{e}");
}

#[test]
fn beehive_discarded_quartets_may_be_named_by_rank_or_by_card() {
    let by_card = board(
        "storehouse: #Kc Ks\n1: Kd\n2: Ah Ac\n3: Ad\n4:\n5:\n6:\nstock: As\nwaste: Kh\ndiscarded: 2c 3 4h 5 6 7 8 9 10 J Q\n",
    );
    let by_rank =
        board(&format!("storehouse: #Kc Ks\n1: Kd\n2: Ah Ac\n3: Ad\n4:\n5:\n6:\nstock: As\nwaste: Kh\n{REST}"));
    assert_eq!(by_card, by_rank);
}

#[test]
fn beehive_text_round_trips_with_pass_and_discards() {
    let b = board(&format!(
        "options: draw=1,storehouse=7\nstorehouse: #Kc Ks\n1: Kd\n2: Ah Ac\n3: Ad\n4:\n5:\n6:\nstock: As\nwaste: Kh\npass: 3\n{REST}"
    ));
    assert_eq!(b.pass(), 3);
    let t = b.to_text(false);
    assert!(t.starts_with("game: beehive\noptions: storehouse=7,draw=1\n"), "{t}");
    assert_eq!(line(&t, "stock"), "As", "seen stock cards print after pass 1");
    assert_eq!(line(&t, "storehouse"), "-- Ks");
    assert_eq!(Beehive::from_text(&b.to_text(true)).unwrap(), b);
}

// ---------------------------------------------------------------- view and auto-move

#[test]
fn beehive_view_shows_storehouse_stock_waste_discards_and_columns() {
    let mut b = Beehive::deal(&Options::defaults(GameId::Beehive), 1);
    play(&mut b, "D");
    let v = b.view(Layout::Columns);
    assert_eq!(v.piles.len(), 10);
    let sh = v.pile(Slot::Storehouse).unwrap();
    assert_eq!(sh.cards.iter().filter(|f| **f == Face::Down).count(), 9);
    assert_eq!(sh.cards[9], Face::Up(b.storehouse()[9]));
    assert_eq!((sh.first_movable, sh.note.as_deref()), (9, Some("10 cards")));
    let st = v.pile(Slot::Stock).unwrap();
    assert_eq!((st.cards.len(), st.first_movable, st.note.as_deref()), (33, 33, Some("33 left · pass 1")));
    let w = v.pile(Slot::Waste).unwrap();
    assert_eq!((w.cards.len(), w.first_movable), (3, 2));
    assert!(v.pile(Slot::Discard).unwrap().cards.is_empty());
    for i in 0..6 {
        let c = v.pile(Slot::Column(i)).unwrap();
        assert_eq!((c.label.as_str(), c.first_movable, c.cards.len()), (&*(i + 1).to_string(), 0, 1));
    }
    let done = board(&format!("storehouse: #Kc Ks\n1: Kd\n2: Ah Ac\n3: Ad\n4:\n5:\n6:\nstock: As\nwaste: Kh\n{REST}"));
    let d = done.view(Layout::Columns);
    let dp = d.pile(Slot::Discard).unwrap();
    assert_eq!(dp.cards.len(), 11);
    assert!(dp.done);
    assert!(d.status.contains("Quartets: 11 of 13"), "{}", d.status);
}

#[test]
fn beehive_auto_move_prefers_the_fullest_column_of_the_rank() {
    let b = board(&format!("storehouse: Ad\n1: Kd\n2: Kc Kh\n3: Ah\n4:\n5:\n6:\nstock: As\nwaste: Ac Ks\n{REST}"));
    assert_eq!(b.auto_move(Slot::Waste, 1), Some(b.parse_move("W2").unwrap()));
    assert_eq!(b.auto_move(Slot::Waste, 0), None, "only the waste's top moves");
    assert_eq!(b.auto_move(Slot::Storehouse, 0), Some(b.parse_move("S3").unwrap()));
    assert_eq!(b.auto_move(Slot::Column(0), 0), Some(b.parse_move("12").unwrap()));
    assert_eq!(b.auto_move(Slot::Column(1), 1), Some(b.parse_move("211").unwrap()));
    assert_eq!(b.auto_move(Slot::Column(1), 0), Some(b.parse_move("21").unwrap()));
    assert_eq!(b.auto_move(Slot::Column(2), 0), None, "a run never goes to an empty column");
    assert_eq!(b.auto_move(Slot::Column(3), 0), None);
    assert_eq!(b.auto_move(Slot::Stock, 0), Some(Move::Deal));
    let lone = board(&format!("storehouse: Ad\n1: Kd\n2: Kc Kh\n3: Ks\n4:\n5:\n6:\nstock: As\nwaste: Ac Ah\n{REST}"));
    assert_eq!(lone.auto_move(Slot::Waste, 1), Some(lone.parse_move("W4").unwrap()), "no ace column: an empty one");
}
