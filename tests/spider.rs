//! Spider (Woods' 1979 rules): deals and options, building and moving,
//! turn-ups, removal, dealing, the cheated flag, notation, the text format,
//! Woods' tools, the view, random play, and the command line.

#[path = "support/spider_family.rs"]
mod spider_family;
use spider_family::{board_of, opts_of, play, sorted};
use swarm::card::{Card, Suit};
use swarm::deal::{build_deck, shuffled};
use swarm::games::position::TextPosition;
use swarm::games::spider::{tableau_text, Spider};
use swarm::games::{AnyGame, Game, GameId, Move, Options, Slot};
use swarm::history::{Session, UndoError};
use swarm::record::Origin;

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
const BASE: &str = include_str!("fixtures/spider_two_suits_left.txt");

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
