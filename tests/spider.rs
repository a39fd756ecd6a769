//! Spider (Woods' 1979 rules): deals and options, building and moving,
//! turn-ups, removal, dealing, the cheated flag, notation, the text format,
//! Woods' tools, the view, random play, and the command line.

#[path = "support/spider_family.rs"]
mod spider_family;
use spider_family::{board_of, opts_of, play, sorted};
use swarm::card::{Card, Suit};
use swarm::deal::{build_deck, shuffled, SplitMix64};
use swarm::games::position::TextPosition;
use swarm::games::spider::{tableau_text, Spider};
use swarm::games::{AnyGame, Game, GameId, Move, Options, Slot};
use swarm::history::{Session, UndoError};
use swarm::record::Origin;
use swarm::view::Layout;

fn opts(pairs: &[(&str, &str)]) -> Options {
    opts_of(GameId::Spider, pairs)
}

fn board(text: &str) -> Spider {
    board_of(GameId::Spider, text)
}

fn board_err(text: &str) -> String {
    Spider::from_position(&TextPosition::parse(&format!("game: spider\n{text}")).unwrap()).unwrap_err()
}

fn refuse(g: &Spider, m: &str) -> String {
    g.parse_move(m).expect_err(m)
}

fn top(g: &Spider, pile: usize) -> String {
    g.pile(pile - 1).last().map(|c| c.to_string()).unwrap_or_default()
}

/// One heart suit and one spade suit left (six suits removed), pile 10 a space.
const BASE: &str = "\
1: #5h #8s Kh Qh Jh
2: #4h Qs
3: 10h 9h 8h
4: Ks 7s
5: 10s 9s
6: Js 7h
7: 3s 2s As
8: 6h 5s
9: 6s 4s 3h 2h Ah
10:
removed: 6
";

// ---------------------------------------------------------------- deals

#[test]
fn spider_deal_has_54_cards_44_face_down_and_a_hand_of_five_deals() {
    let g = Spider::deal(&opts(&[]), 1);
    let lens: Vec<usize> = (0..10).map(|p| g.pile(p).len()).collect();
    assert_eq!(lens, [6, 6, 6, 6, 5, 5, 5, 5, 5, 5]);
    for p in 0..10 {
        assert_eq!(g.face_down(p), g.pile(p).len() - 1, "one face-up card on pile {}", p + 1);
    }
    assert_eq!(g.face_down_total(), 44);
    assert_eq!(g.deals_left(), 5);
    assert_eq!(sorted(g.all_cards()), sorted(build_deck(2, &Suit::ALL)));
}

#[test]
fn spider_deal_follows_the_documented_order() {
    let d = shuffled(build_deck(2, &Suit::ALL), GameId::Spider.deal_salt(), 77);
    let g = Spider::deal(&opts(&[]), 77);
    assert_eq!(g.pile(0), &[d[0], d[10], d[20], d[30], d[40], d[44]]);
    assert_eq!(g.pile(3), &[d[3], d[13], d[23], d[33], d[43], d[47]]);
    assert_eq!(g.pile(9), &[d[9], d[19], d[29], d[39], d[53]]);
    let hand: Vec<Card> = g.hand().collect();
    assert_eq!(hand, d[54..].to_vec());
}

#[test]
fn spider_extra_spread_puts_the_extra_cards_on_piles_1_4_7_10() {
    let d = shuffled(build_deck(2, &Suit::ALL), GameId::Spider.deal_salt(), 77);
    let g = Spider::deal(&opts(&[("extra", "spread")]), 77);
    let lens: Vec<usize> = (0..10).map(|p| g.pile(p).len()).collect();
    assert_eq!(lens, [6, 5, 5, 6, 5, 5, 6, 5, 5, 6]);
    assert_eq!(g.pile(3), &[d[3], d[13], d[23], d[33], d[41], d[47]]);
    assert_eq!(g.pile(6), &[d[6], d[16], d[26], d[36], d[42], d[50]]);
    assert_eq!(g.face_down_total(), 44);
}

#[test]
fn spider_two_suit_deck_is_hearts_and_spades_four_times() {
    let g = Spider::deal(&opts(&[("suits", "2")]), 5);
    assert_eq!(sorted(g.all_cards()), sorted(build_deck(4, &[Suit::Hearts, Suit::Spades])));
    assert!(g.all_cards().iter().all(|c| matches!(c.suit(), Suit::Hearts | Suit::Spades)));
}

#[test]
fn spider_one_suit_deck_is_spades_eight_times() {
    let g = Spider::deal(&opts(&[("suits", "1")]), 5);
    assert_eq!(sorted(g.all_cards()), sorted(build_deck(8, &[Suit::Spades])));
}

#[test]
fn spider_golden_deals_never_change() {
    let cases = [
        (
            "4",
            1,
            r"?????[,?????S,?????J,?????m,????K,????e,????A,????n,????i,????S,Yrmbc,kpXGB,ThXgI,\Kile,cUCQ,P`Fa,^BAa,or]d,NItL,GVJR,Y]LTP_fghDsZkFltUfRHMO[HZq\VWWNE^pnCOMo`jdjsqbE_QD",
        ),
        (
            "4",
            123,
            r"?????q,?????[,?????I,?????F,????[,????_,????p,????m,????U,????P,ZsoiB,KPA^E,F_dOO,mhINW,Ml\n,CWVk,]XeH,EaQj,YjGS,kSbl,bgYnchRqGpRrJLXatZACfsogf`dKJciBe`\DLTD]tVHMQUr^NT",
        ),
        (
            "2",
            1,
            r"?????[,?????m,?????d,?????m,????e,????e,????[,????n,????i,????m,srmbc,kpra\,nhrgc,\eile,co]k,j``a,^\[a,or]d,hctf,apdl,s]fnj_fgh^stk`ltoflbgi[btq\pqqh_^pn]igo`jdjsqb__k^",
        ),
        (
            "2",
            123,
            r"?????q,?????[,?????c,?????`,????[,????_,????p,????m,????o,????j,tsoi\,ej[^_,`_dii,mhchq,gl\n,]qpk,]reb,_akj,sjam,kmbl,bgsnchlqaplrdfratt[]fsogf`dedci\e`\^fn^]tpbgkor^hn",
        ),
    ];
    for (suits, n, line) in cases {
        let g = Spider::deal(&opts(&[("suits", suits)]), n);
        assert_eq!(g.to_woods().unwrap(), line, "suits={suits} deal {n}");
    }
    // Deal 1 as the player first sees it.
    let g = Spider::deal(&opts(&[]), 1);
    let t = tableau_text(&g, false);
    let rows: Vec<&str> = t.lines().collect();
    assert_eq!(rows[4..], ["--  --  --  --  Jc  Jh  Ac  7s  2s  6d", "Ah  6d  10c 6s"]);
}

// ---------------------------------------------------------------- moves

#[test]
fn spider_builds_down_regardless_of_suit() {
    let mut g = board(BASE);
    assert_eq!(play(&mut g, "1 2"), [false]);
    assert_eq!(top(&g, 2), "Jh");
    assert_eq!(top(&g, 1), "Qh");
}

#[test]
fn spider_n_m_carries_as_many_cards_as_fit() {
    let mut g = board(BASE);
    // 10s 9s onto the Jh: both go.
    assert_eq!(g.parse_move("5 1").unwrap(), Move::Transfer { from: Slot::Column(4), to: Slot::Column(0), count: 2 });
    // Into a space: the whole movable run.
    assert_eq!(g.parse_move("9 10").unwrap(), Move::Transfer { from: Slot::Column(8), to: Slot::Column(9), count: 3 });
    play(&mut g, "5 1");
    assert_eq!(g.pile(0).len(), 7);
    assert_eq!(g.pile(4).len(), 0);
}

#[test]
fn spider_n_m_k_moves_the_lower_part_of_a_run() {
    let mut g = board(BASE);
    play(&mut g, "9 10 2");
    assert_eq!(g.pile(9), &["2h".parse().unwrap(), "Ah".parse().unwrap()]);
    assert_eq!(top(&g, 9), "3h");
    assert!(refuse(&g, "5 1 1").contains("9s cannot go on Jh: it needs a 10"));
}

#[test]
fn spider_a_king_run_moves_only_into_a_space() {
    let mut g = board(BASE);
    assert!(refuse(&g, "1 2 3").contains("Kh can only go into a space"));
    assert_eq!(play(&mut g, "1 10"), [true], "the whole K-Q-J run goes, and the 8s turns up");
    assert_eq!(g.pile(9).len(), 3);
    assert_eq!(top(&g, 1), "8s");
}

#[test]
fn spider_a_pair_of_different_suits_never_moves_as_a_unit() {
    let g = board(BASE);
    // 6h 5s could sit on the 7s by rank, but they are not one suit.
    assert!(refuse(&g, "8 4 2").contains("only the top card of pile 8 can move"));
    assert!(refuse(&g, "8 4").contains("5s"));
    assert!(refuse(&g, "8 10 2").contains("only the top card"));
    for mv in g.legal_moves() {
        if let Move::Transfer { from: Slot::Column(7), count, .. } = mv {
            assert_eq!(count, 1);
        }
    }
}

#[test]
fn spider_nothing_goes_on_an_ace() {
    let g = board(BASE);
    assert!(refuse(&g, "7 9").contains("nothing goes on an Ace"));
}

#[test]
fn spider_turns_up_the_card_under_the_last_face_up_one() {
    let mut g = board(BASE);
    assert_eq!(play(&mut g, "2 10"), [true]);
    assert_eq!(top(&g, 2), "4h");
    assert_eq!(g.face_down(1), 0);
    assert_eq!(play(&mut g, "5 1"), [false], "emptying a pile with nothing face down reveals nothing");
}

#[test]
fn spider_refuses_moves_with_reasons() {
    let g = board(BASE);
    assert!(refuse(&g, "10 1").contains("pile 10 is empty"));
    assert!(refuse(&g, "3 3").contains("onto itself"));
    assert!(refuse(&g, "11 1").contains("no pile 11"));
    assert!(refuse(&g, "0 1").contains("no pile 0"));
    assert!(refuse(&g, "3 10 4").contains("run of 3 cards on top, not 4"));
    assert!(refuse(&g, "3 10 0").contains("at least one card"));
    assert!(refuse(&g, "1 2 3 4").contains("not a move"));
    assert!(refuse(&g, "x").contains("not a move"));
    assert!(refuse(&g, "").contains("empty"));
    assert!(refuse(&g, "99999999999999999999 1").contains("not a move"));
    assert!(refuse(&g, "3").contains("no complete suit"));
    let mut h = g.clone();
    assert!(h.apply(Move::Transfer { from: Slot::Stock, to: Slot::Column(0), count: 1 }).is_err());
    assert!(h.apply(Move::TurnOver).is_err());
    assert!(h.apply(Move::Remove { column: 12 }).is_err());
    assert!(h.apply(Move::Transfer { from: Slot::Column(20), to: Slot::Column(0), count: 1 }).is_err());
    assert_eq!(h, g, "refused moves change nothing");
}

// ---------------------------------------------------------------- removal

const BURIED: &str = "\
1: #5s Kh Qh Jh 10h 9h 8h 7h 6h 5h 4h 3h 2h Ah 2s
2: Ks Qs Js 10s 9s 8s 7s 6s
3: 4s 3s
4: As
removed: 6
";

#[test]
fn spider_removes_only_a_complete_same_suit_king_to_ace_at_the_top() {
    let mut g = board(BURIED);
    assert!(refuse(&g, "1").contains("pile 1 has no complete suit"), "the K…A is covered by the 2s");
    play(&mut g, "1 3");
    assert!(g.has_complete_suit(0));
    assert_eq!(play(&mut g, "1"), [true], "removing turns up the 5s");
    assert_eq!(g.removed_count(), 7);
    assert_eq!(g.pile(0), &["5s".parse::<Card>().unwrap()]);
    assert_eq!(g.all_cards().len(), 104);
}

#[test]
fn spider_a_king_to_ace_of_mixed_suits_is_not_complete() {
    let g =
        board("1: Ks Qh Jh 10h 9h 8h 7h 6h 5h 4h 3h 2h Ah\n2: Kh Qs Js 10s 9s 8s 7s 6s 5s 4s 3s 2s As\nremoved: 6\n");
    assert!(refuse(&g, "1").contains("no complete suit"));
    assert!(refuse(&g, "2").contains("no complete suit"));
    assert!(!g.legal_moves().iter().any(|m| matches!(m, Move::Remove { .. })));
}

#[test]
fn spider_manual_removal_lets_the_player_keep_a_complete_suit() {
    let mut g = board(BURIED);
    play(&mut g, "1 3");
    assert!(g.legal_moves().contains(&Move::Remove { column: 0 }));
    // Keep it: the Ah can still move, and the suit stays.
    play(&mut g, "1 3");
    assert_eq!(top(&g, 3), "Ah");
    assert_eq!(g.removed_count(), 6);
}

#[test]
fn spider_auto_removal_takes_a_suit_off_after_the_move_that_completes_it() {
    let mut g = board(&format!("game: spider\noptions: removal=auto\n{BURIED}"));
    assert_eq!(play(&mut g, "1 3"), [true], "the hearts go at once and the 5s turns up");
    assert_eq!(g.removed_count(), 7);
    assert!(refuse(&g, "1").contains("removed automatically"));
    play(&mut g, "1 2; 3 2");
    assert_eq!(play(&mut g, "4 2"), [false]);
    assert!(g.is_won());
    assert!(g.legal_moves().is_empty());
    assert!(!g.is_stuck());
}

#[test]
fn spider_is_won_when_all_eight_suits_are_removed() {
    let mut g = board(BURIED);
    play(&mut g, "1 3; 1; 1 2; 3 2; 4 2");
    assert!(!g.is_won());
    play(&mut g, "2");
    assert!(g.is_won());
    assert_eq!(g.all_cards().len(), 104);
}

// ---------------------------------------------------------------- dealing

const DEAL: &str = "\
1: Kh Qh
2: Jh 10h
3: 9h 8h
4: 7h 6h
5: 5h 4h
6: 3h 2h
7: Ah Ks
8: Qs Js
9:
10:
stock: 10s 9s 8s 7s 6s 5s 4s 3s 2s As
removed: 6
";

#[test]
fn spider_cannot_deal_with_an_empty_column() {
    let g = board(DEAL);
    assert!(refuse(&g, "D").contains("pile 9 is empty: fill every space before dealing"));
    assert!(!g.legal_moves().contains(&Move::Deal));
    let mut g = g;
    play(&mut g, "8 9 1; 7 10");
    assert!(g.legal_moves().contains(&Move::Deal));
    assert_eq!(play(&mut g, "D"), [true]);
}

#[test]
fn spider_empty_deal_option_allows_dealing_into_spaces() {
    let mut g = board(&format!("game: spider\noptions: empty_deal=yes\n{DEAL}"));
    assert_eq!(play(&mut g, "d"), [true]);
    assert_eq!(top(&g, 1), "10s");
    assert_eq!(top(&g, 9), "2s");
    assert_eq!(g.pile(9), &["As".parse::<Card>().unwrap()]);
    assert_eq!(g.deals_left(), 0);
    assert!(refuse(&g, "D").contains("no deals left"));
}

#[test]
fn spider_deal_puts_the_next_ten_hand_cards_on_piles_1_to_10() {
    let mut g = Spider::deal(&opts(&[]), 9);
    let hand: Vec<Card> = g.hand().collect();
    play(&mut g, "D");
    for (p, card) in hand.iter().enumerate().take(10) {
        assert_eq!(g.pile(p).last(), Some(card));
    }
    assert_eq!(g.hand().collect::<Vec<_>>(), hand[10..].to_vec());
}

// ---------------------------------------------------------------- undo and cheating

#[test]
fn spider_undo_of_a_turn_up_or_a_deal_needs_confirmation_and_marks_cheated() {
    let g = board(BASE);
    let mut s = Session::new(Origin::Position(BASE.into()), AnyGame::from(g.clone()));
    s.play_text("1 2").unwrap();
    assert!(!s.steps()[0].revealed);
    s.undo(false).unwrap();
    assert!(!s.cheated, "undoing a move that showed nothing is free");
    assert_eq!(s.state(), &AnyGame::from(g));
    s.play_text("1 10").unwrap();
    assert!(matches!(s.undo(false), Err(UndoError::NeedsConfirmation(m)) if m.contains("1 10")));
    assert!(!s.cheated);
    s.undo(true).unwrap();
    assert!(s.cheated);
    assert!(s.record().cheated);

    let mut s = Session::new(Origin::Deal(3), AnyGame::deal(GameId::Spider, &opts(&[]), 3).unwrap());
    s.play_text("D").unwrap();
    assert!(matches!(s.undo(false), Err(UndoError::NeedsConfirmation(_))));
    s.undo(true).unwrap();
    assert!(s.cheated);
}

// ---------------------------------------------------------------- notation

#[test]
fn spider_notation_round_trips_every_move_kind() {
    let g = board(BASE);
    let mut h = board(BURIED);
    play(&mut h, "1 3");
    let cases: [(&Spider, &str); 5] = [(&g, "1 2"), (&g, "9 10"), (&g, "9 10 2"), (&h, "1"), (&h, "1 3")];
    for (pos, text) in cases {
        let mv = pos.parse_move(text).unwrap();
        assert_eq!(pos.format_move(mv), text);
        assert_eq!(pos.parse_move(&pos.format_move(mv)).unwrap(), mv);
    }
    let d = Spider::deal(&opts(&[]), 1);
    assert_eq!(d.format_move(d.parse_move("D").unwrap()), "D");
    // Woods allows any non-numeric separator inside a move.
    let b = board(BASE);
    for t in ["9,10", "9-10", " 9  10 ", "9/10,2"] {
        assert!(b.parse_move(t).is_ok(), "{t}");
    }
    assert_eq!(b.parse_move("9,10,2").unwrap(), b.parse_move("9 10 2").unwrap());
    // `n m k` with k the most that fits prints as `n m`.
    assert_eq!(b.format_move(b.parse_move("9 10 3").unwrap()), "9 10");
}

#[test]
fn spider_records_split_on_semicolons_commas_and_lines_and_print_ten_a_line() {
    let g = board(BASE);
    assert_eq!(g.split_record("8 9; 2 9\n7 2,7 2 ; D D 6 9\r\n"), ["8 9", "2 9", "7 2", "7 2", "D", "D", "6 9"]);
    assert_eq!(g.split_record("8 9 D 2 9"), ["8 9", "D", "2 9"]);
    assert!(g.split_record(" ;; \n").is_empty());
    let moves: Vec<String> = (1..=12).map(|i| format!("{} {}", i % 10 + 1, (i + 3) % 10 + 1)).collect();
    let rec = g.format_record(&moves);
    assert_eq!(rec.lines().count(), 2);
    assert_eq!(rec.lines().next().unwrap().split("; ").count(), 10);
    assert_eq!(g.split_record(&rec), moves);
}

// ---------------------------------------------------------------- text format

#[test]
fn spider_text_hides_face_down_and_hand_cards_unless_revealed() {
    let g = Spider::deal(&opts(&[]), 1);
    let hidden = g.to_text(false);
    assert!(hidden.starts_with("game: spider\n1: -- -- -- -- -- Ah\n"));
    assert!(hidden.contains(&format!("stock: {}\n", vec!["--"; 50].join(" "))));
    assert!(hidden.ends_with("removed: 0\n"));
    let shown = g.to_text(true);
    assert!(shown.contains("1: #"));
    assert!(!shown.contains("--"));
    let back = Spider::from_position(&TextPosition::parse(&shown).unwrap()).unwrap();
    assert_eq!(back, g);
    let g2 = Spider::deal(&opts(&[("suits", "2"), ("removal", "auto")]), 8);
    let t = g2.to_text(true);
    assert!(t.contains("options: suits=2,removal=auto\n"));
    assert_eq!(Spider::from_position(&TextPosition::parse(&t).unwrap()).unwrap(), g2);
}

#[test]
fn spider_text_parser_checks_every_card_with_reasons() {
    assert!(board_err("1: Kh\nremoved: 6").contains("missing 12 cards"));
    assert!(board_err(&BASE.replace("10:", "10: As As")).contains("As appears 3 times (at most 2)"));
    assert!(board_err(&BASE.replace("removed: 6", "removed: 5")).contains("`removed: 5` does not match"));
    assert!(board_err(&BASE.replace("removed: 6", "removed: many")).contains("number of suits"));
    assert!(board_err(&BASE.replace("2: #4h Qs", "2: 4h #Qs")).contains("face-down card (`#`) lies above"));
    assert!(board_err(&BASE.replace("2: #4h Qs", "2: #4h #Qs")).contains("top card must be face up"));
    assert!(
        board_err(&BASE.replace("9: 6s 4s", "9: 4s").replace("10:", "10:\nstock: 6s")).contains("whole deals of 10")
    );
    assert!(board_err(&BASE.replace("10:", "11: Kd")).contains("unknown line `11:`"));
    assert!(board_err(&BASE.replace("3: 10h", "3: -- 10h")).contains("hidden card"));
    assert!(board_err(&BASE.replace("3: 10h", "3: 1xh")).contains("1xh"));
    let two = "game: spider\noptions: suits=2\n1: Kc\n";
    assert!(Spider::from_position(&TextPosition::parse(two).unwrap())
        .unwrap_err()
        .contains("Kc is not in a 2-suit deck"));
}

#[test]
fn spider_parsers_never_panic_on_cut_or_garbled_input() {
    let text = Spider::deal(&opts(&[]), 4).to_text(true);
    for (i, _) in text.char_indices() {
        if let Ok(p) = TextPosition::parse(&text[..i]) {
            let _ = Spider::from_position(&p);
        }
        let _ = swarm::record::parse_position(&text[..i]);
    }
    let g = board(BASE);
    for s in ["D D", "1 2 3 4 5", "--", "-1 2", "1 2 300", "١ ٢", "K", "🂡", "10 10 10"] {
        assert!(g.parse_move(s).is_err(), "{s}");
    }
}

// ---------------------------------------------------------------- hidden cards

#[test]
fn spider_unseen_lists_face_down_cards_then_the_hand_and_with_unseen_puts_them_back() {
    let g = Spider::deal(&opts(&[]), 11);
    let unseen = g.unseen();
    assert_eq!(unseen.len(), 44 + 50);
    assert_eq!(&unseen[..5], &g.pile(0)[..5]);
    assert_eq!(unseen[44..].to_vec(), g.hand().collect::<Vec<_>>());
    assert_eq!(g.with_unseen(&unseen), g);
    let mut perm = unseen.clone();
    perm.reverse();
    let h = g.with_unseen(&perm);
    assert_eq!(h.unseen(), perm);
    for p in 0..10 {
        assert_eq!(h.pile(p).last(), g.pile(p).last(), "face-up cards stay");
    }
    assert_eq!(sorted(h.all_cards()), sorted(g.all_cards()));
}

// ---------------------------------------------------------------- tools and view

#[test]
fn spider_status_report_counts_deals_suits_and_face_up_cards() {
    let g = board(BASE);
    let s = g.status_report();
    assert!(s.contains("Deals left: 0"), "{s}");
    assert!(s.contains("Suits removed: 6 of 8 (clubs, clubs, diamonds, diamonds, hearts, spades)"), "{s}");
    assert!(s.contains("Face-down cards: 3"), "{s}");
    assert!(s.contains("Face-up cards: 23 (clubs 0, diamonds 0, hearts 11, spades 12)"), "{s}");
    assert!(s.contains("Suits with all 13 ranks face up: none"), "{s}");
    let mut h = g.clone();
    play(&mut h, "1 10");
    assert!(h.status_report().contains("Suits with all 13 ranks face up: spades"));
}

#[test]
fn spider_locate_names_every_face_up_place_of_a_card() {
    let g = board(BASE);
    assert_eq!(g.locate("Qh".parse().unwrap()), "Qh: pile 1 (4th card)");
    assert_eq!(g.locate("As".parse().unwrap()), "As: pile 7");
    assert_eq!(g.locate("4h".parse().unwrap()), "4h: not among the face-up cards");
    let d =
        board("1: Ks Qs Js 10s 9s 8s 7s 6s 5s 4s 3s 2s As\n2: Kh Qh Jh 10h 9h 8h 7h 6h 5h 4h 3h 2h Ah\nremoved: 6\n");
    assert_eq!(d.locate("Ah".parse().unwrap()), "Ah: pile 2");
}

#[test]
fn spider_print_pile_marks_same_suit_runs() {
    let g = board(BASE);
    assert_eq!(g.print_pile(0).unwrap(), "Pile 1: -- -- [Kh Qh Jh]");
    assert_eq!(g.print_pile(8).unwrap(), "Pile 9: 6s 4s [3h 2h Ah]");
    assert_eq!(g.print_pile(5).unwrap(), "Pile 6: Js 7h");
    assert_eq!(g.print_pile(9).unwrap(), "Pile 10: (space)");
    assert_eq!(g.print_pile(10), None);
}

#[test]
fn spider_tableau_text_lays_piles_side_by_side() {
    let g = board(BASE);
    let mut shown = g.clone();
    shown = shown.with_unseen(&shown.unseen());
    assert_eq!(
        tableau_text(&shown, false),
        "\
--  --  10h Ks  10s Js  3s  6h  6s
--  Qs  9h  7s  9s  7h  2s  5s  4s
Kh      8h              As      3h
Qh                              2h
Jh                              Ah
"
    );
    assert!(tableau_text(&g, true).starts_with("5h  4h  10h"));
}

#[test]
fn spider_view_shows_columns_hand_and_removed_suits() {
    let g = Spider::deal(&opts(&[]), 1);
    let v = g.view(Layout::Columns);
    assert_eq!(v.piles.len(), 12);
    let p1 = v.pile(Slot::Column(0)).unwrap();
    assert_eq!(p1.cards.len(), 6);
    assert_eq!(p1.first_movable, 5);
    assert_eq!(p1.row, 0);
    let stock = v.pile(Slot::Stock).unwrap();
    assert_eq!(stock.note.as_deref(), Some("5 deals left"));
    assert_eq!(v.pile(Slot::Discard).unwrap().note.as_deref(), Some("0 of 8 suits"));
    assert!(
        v.status.contains("Deals left: 5")
            && v.status.contains("Suits removed: 0 of 8")
            && v.status.contains("Face down: 44")
    );
    let b = board(BASE);
    let v = b.view(Layout::Columns);
    assert_eq!(v.pile(Slot::Column(8)).unwrap().first_movable, 2, "the 3h 2h Ah run can be picked up");
    assert_eq!(v.pile(Slot::Discard).unwrap().cards.len(), 6);
}

#[test]
fn spider_auto_move_prefers_a_same_suit_join_then_any_card_then_a_space() {
    let mut g = board(
        "\
1: 9s
2: 9h
3: 10s
4: Ks Qs Js Kh Qh Jh
5: 8h 7h 6h 5h 4h 3h 2h Ah
6: 10h 8s 7s 6s 5s 4s 3s 2s As
removed: 6
",
    );
    let t = |f: u8, to: u8, count: u8| Some(Move::Transfer { from: Slot::Column(f), to: Slot::Column(to), count });
    // 8h…Ah: onto the 9h (same suit), not the 9s of pile 1.
    assert_eq!(g.auto_move(Slot::Column(4), 0), t(4, 1, 8));
    // 8s…As: onto the 9s.
    assert_eq!(g.auto_move(Slot::Column(5), 1), t(5, 0, 8));
    // 9h: no 10h on top, so onto the 10s.
    assert_eq!(g.auto_move(Slot::Column(1), 0), t(1, 2, 1));
    assert_eq!(g.auto_move(Slot::Column(0), 0), t(0, 2, 1));
    // Kh Qh Jh: only into a space, the first one.
    assert_eq!(g.auto_move(Slot::Column(3), 3), t(3, 6, 3));
    // Not a run, or past the pile: nothing.
    assert_eq!(g.auto_move(Slot::Column(3), 0), None);
    assert_eq!(g.auto_move(Slot::Column(3), 9), None);
    assert_eq!(g.auto_move(Slot::Stock, 0), None);
    assert_eq!(g.auto_move(Slot::Column(12), 0), None);
    // A whole pile never goes into a space: no gain.
    play(&mut g, "4 7");
    assert_eq!(g.auto_move(Slot::Column(6), 0), None);
    // A complete suit (manual removal) is removed.
    play(&mut g, "5 2; 6 1 8; 6 7; 2 7");
    assert_eq!(g.auto_move(Slot::Column(6), 0), Some(Move::Remove { column: 6 }));
}

#[test]
fn spider_is_stuck_when_no_move_and_no_deal_is_left() {
    let g = board(
        "\
1: 4h Kh As
2: 4s Ks Ah
3: 6h Qh 3s
4: 6s Qs 3h
5: 8h Jh 5s
6: 8s Js 5h
7: 10h 7s
8: 10s 7h
9: 2h 9s
10: 2s 9h
removed: 6
",
    );
    assert!(g.legal_moves().is_empty());
    assert!(g.is_stuck());
    assert!(!board(BASE).is_stuck());
}

// ---------------------------------------------------------------- random play

#[test]
fn spider_random_play_keeps_every_card_and_undo_restores_exactly() {
    let mut rng = SplitMix64::new(2024);
    let variants: [&[(&str, &str)]; 4] =
        [&[], &[("suits", "2")], &[("suits", "1"), ("removal", "auto")], &[("empty_deal", "yes"), ("extra", "spread")]];
    for (vi, o) in variants.iter().enumerate() {
        let options = opts(o);
        let deck = sorted(Spider::deal(&options, 1).all_cards());
        let mut s = Session::new(Origin::Deal(1), AnyGame::deal(GameId::Spider, &options, 1).unwrap());
        let mut deal = 1;
        let (mut deals, mut reveals) = (0, 0);
        for step in 0..1500 {
            let AnyGame::Spider(g) = s.state().clone() else { unreachable!() };
            let legal = g.legal_moves();
            if legal.is_empty() {
                deal += 1;
                s = Session::new(Origin::Deal(deal), AnyGame::deal(GameId::Spider, &options, deal).unwrap());
                continue;
            }
            // A random transfer is applied exactly when it is listed as legal.
            let (f, t, k) = (rng.below(10) as u8, rng.below(10) as u8, rng.below(4) as u8 + 1);
            let probe = Move::Transfer { from: Slot::Column(f), to: Slot::Column(t), count: k };
            let mut h = g.clone();
            assert_eq!(h.apply(probe).is_ok(), legal.contains(&probe), "{probe:?} in variant {vi}");
            if !legal.contains(&probe) {
                assert_eq!(h, g);
            }
            let mv = legal[rng.below(legal.len() as u64) as usize];
            let text = g.format_move(mv);
            assert_eq!(g.parse_move(&text), Ok(mv), "{text}");
            let before = s.state().clone();
            let revealed = s.play(mv).unwrap_or_else(|e| panic!("legal {mv:?} refused: {e}")).revealed;
            deals += (mv == Move::Deal) as usize;
            reveals += revealed as usize;
            let AnyGame::Spider(after) = s.state().clone() else { unreachable!() };
            let after = &after;
            assert_eq!(sorted(after.all_cards()), deck);
            if rng.below(6) == 0 {
                s.undo(true).unwrap();
                assert_eq!(s.state(), &before);
                assert!(s.redo());
            }
            if step % 97 == 0 {
                let t = after.to_text(true);
                assert_eq!(&Spider::from_position(&TextPosition::parse(&t).unwrap()).unwrap(), after);
                let w = after.to_woods().unwrap();
                let back = Spider::from_woods(&w).unwrap();
                assert_eq!(back.pile(3), after.pile(3));
                assert_eq!(back.to_woods().unwrap(), w);
            }
        }
        assert!(deals > 0 && reveals > deals, "variant {vi}: {deals} deals, {reveals} reveals");
    }
}

// ---------------------------------------------------------------- command line

fn cli(args: &[&str]) -> (i32, String, String) {
    swarm::cli::run(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>())
}

#[test]
fn spider_cli_deal_hides_cards_unless_revealed() {
    let (code, out, _) = cli(&["deal", "spider", "1"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("game: spider\n1: -- -- -- -- -- Ah\n"));
    let (code, out, _) = cli(&["deal", "spider", "1", "--opt", "suits=2", "--reveal"]);
    assert_eq!(code, 0);
    assert!(out.contains("options: suits=2") && !out.contains("--"));
    let (code, _, err) = cli(&["deal", "spider", "1", "--opt", "suits=3"]);
    assert_eq!(code, 2);
    assert!(err.contains("allowed: 4 (default), 2, 1"));
}

#[test]
fn spider_cli_replays_woods_moves_from_a_woods_line_or_a_text_position() {
    let dir = std::env::temp_dir().join(format!("swarm-spider-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let woods = dir.join("page6.txt");
    // The last two lines of Woods' 1979 document (seeds/003), as a save file.
    std::fs::write(&woods, include_str!("fixtures/woods_page6.txt")).unwrap();
    let (code, out, err) =
        cli(&["replay", "spider", "--position", woods.to_str().unwrap(), "--moves", "8 9; 2 9; 7 2; 7 2"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("2: -- -- -- 4c 3c 2c\n"), "{out}");
    let (code, _, err) = cli(&["replay", "spider", "--position", woods.to_str().unwrap(), "--moves", "8 9\n2 9\n7 3"]);
    assert_eq!(code, 1);
    assert!(err.contains("move 3 (7 3): 3c cannot go on As"), "{err}");
    let text = dir.join("base.txt");
    std::fs::write(&text, format!("game: spider\n{BASE}")).unwrap();
    let (code, out, _) =
        cli(&["replay", "spider", "--position", text.to_str().unwrap(), "--moves", "1 10", "--reveal"]);
    assert_eq!(code, 0);
    assert!(out.contains("1: #5h 8s\n") && out.contains("10: Kh Qh Jh\n"), "{out}");
    let (code, out, _) = cli(&["replay", "spider", "1", "--moves", "D"]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().nth(1).unwrap().split(' ').count(), 8);
    std::fs::remove_dir_all(&dir).ok();
}
