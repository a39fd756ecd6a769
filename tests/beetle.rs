//! Beetle (Open Spider): the all-face-up deal (44 or 54 cards), the stock of
//! single-card deals, building and moving as in Spider, automatic removal of
//! a complete suit, the deal rule, hidden stock, undo marking, random play.

#[path = "support/spider_family.rs"]
mod spider_family;
use spider_family::{board_of, opts_of, play, sorted};
use swarm::card::{Card, Suit};
use swarm::deal::{build_deck, shuffled, SplitMix64};
use swarm::games::position::TextPosition;
use swarm::games::spider::Spider;
use swarm::games::{AnyGame, Game, GameId, Move, Options, Slot};
use swarm::history::{Session, UndoError};
use swarm::record::Origin;
use swarm::view::Layout;

fn opts(pairs: &[(&str, &str)]) -> Options {
    opts_of(GameId::Beetle, pairs)
}

fn board(text: &str) -> Spider {
    board_of(GameId::Beetle, text)
}

#[test]
fn beetle_deals_44_cards_face_up_and_a_stock_of_six_deals() {
    let g = Spider::deal(&opts(&[]), 1);
    assert_eq!(g.id(), GameId::Beetle);
    let lens: Vec<usize> = (0..10).map(|p| g.pile(p).len()).collect();
    assert_eq!(lens, [5, 5, 5, 5, 4, 4, 4, 4, 4, 4]);
    assert_eq!(g.face_down_total(), 0);
    assert_eq!(g.deals_left(), 6);
    assert_eq!(g.hand().count(), 60);
    assert_eq!(sorted(g.all_cards()), sorted(build_deck(2, &Suit::ALL)));
    let d = shuffled(build_deck(2, &Suit::ALL), GameId::Beetle.deal_salt(), 1);
    assert_eq!(g.pile(0), &[d[0], d[10], d[20], d[30], d[40]]);
    assert_eq!(g.pile(9), &[d[9], d[19], d[29], d[39]]);
    assert_eq!(g.hand().collect::<Vec<_>>(), d[44..].to_vec());
}

#[test]
fn beetle_54_card_deal_is_six_six_six_six_then_fives_with_a_stock_of_fifty() {
    let g = Spider::deal(&opts(&[("cards", "54")]), 1);
    let lens: Vec<usize> = (0..10).map(|p| g.pile(p).len()).collect();
    assert_eq!(lens, [6, 6, 6, 6, 5, 5, 5, 5, 5, 5]);
    assert_eq!(g.deals_left(), 5);
    assert_eq!(g.face_down_total(), 0);
    let d = shuffled(build_deck(2, &Suit::ALL), GameId::Beetle.deal_salt(), 1);
    assert_eq!(g.pile(3), &[d[3], d[13], d[23], d[33], d[43], d[53]]);
}

#[test]
fn beetle_golden_deals_never_change() {
    let first_two = |o: &[(&str, &str)], n: u32| {
        let t = Spider::deal(&opts(o), n).to_text(false);
        t.lines().filter(|l| l.starts_with("1:") || l.starts_with("2:")).collect::<Vec<_>>().join("\n")
    };
    assert_eq!(first_two(&[], 1), "1: 4c Kc 3h 4c Jc\n2: 3d 8h 6d 2c 7d");
    assert_eq!(first_two(&[], 123), "1: 5s 2c 9d Ad 9s\n2: 4c Qd 10h 2h Ac");
    assert_eq!(first_two(&[("cards", "54")], 1), "1: 4c Kc 3h 4c Jc 6s\n2: 3d 8h 6d 2c 7d 9c");
    assert_eq!(first_two(&[("cards", "54")], 123), "1: 5s 2c 9d Ad 9s Kd\n2: 4c Qd 10h 2h Ac Jd");
}

/// Hearts and spades left (six suits removed), nothing in the stock.
const RUNS: &str = "\
1: Kh Qh Jh 10h 9h 8h 7h 6h 5h 4h 3h 2h
2: 9s Ah
3: Ks Qs Js 10s
4: 8s
5: 7s 6s
6: 5s
7: 4s
8: 3s
9: 2s
10: As
removed: 6
";

#[test]
fn beetle_removes_a_complete_suit_automatically_and_is_won_with_eight() {
    let mut g = board(RUNS);
    assert!(g.parse_move("1").unwrap_err().contains("removed automatically"));
    assert_eq!(play(&mut g, "2 1"), [false], "nothing is face down, so nothing is revealed");
    assert_eq!(g.removed_count(), 7);
    assert!(g.pile(0).is_empty());
    assert!(!g.legal_moves().iter().any(|m| matches!(m, Move::Remove { .. })));
    play(&mut g, "2 3; 4 3; 5 3; 6 3; 7 3; 8 3; 9 3");
    assert!(!g.is_won());
    play(&mut g, "10 3");
    assert!(g.is_won());
    assert_eq!(g.all_cards().len(), 104);
}

#[test]
fn beetle_moves_same_suit_runs_and_builds_regardless_of_suit() {
    let mut g = board(RUNS);
    // 7s 6s go together onto the 8s; a King only into a space.
    assert_eq!(g.parse_move("5 4").unwrap(), Move::Transfer { from: Slot::Column(4), to: Slot::Column(3), count: 2 });
    assert!(g.parse_move("3 1 4").unwrap_err().contains("Ks can only go into a space"));
    assert!(g.parse_move("2 3 2").unwrap_err().contains("only the top card of pile 2"));
    assert!(g.parse_move("9 10").unwrap_err().contains("nothing goes on an Ace"));
    // The Ah sits on the 9s: not a run, so only the Ah moves.
    play(&mut g, "2 1");
    // Any card or run into a space.
    play(&mut g, "5 1 1");
    assert_eq!(g.pile(0), &["6s".parse::<Card>().unwrap()]);
}

/// Hearts and spades left, one deal in the stock, pile 10 empty.
const ONE_DEAL: &str = "\
1: Kh
2: Qh
3: Jh
4: 10h
5: 9h
6: 8h
7: 7h
8: 6h 3s 2s As
9: 5h 4h 3h 2h Ah
10:
stock: Ks Qs Js 10s 9s 8s 7s 6s 5s 4s
removed: 6
";

#[test]
fn beetle_cannot_deal_with_an_empty_pile() {
    let mut g = board(ONE_DEAL);
    assert!(g.parse_move("D").unwrap_err().contains("pile 10 is empty"));
    assert!(!g.legal_moves().contains(&Move::Deal));
    play(&mut g, "9 10 1");
    assert_eq!(play(&mut g, "D"), [true], "a deal shows new cards");
    assert_eq!(g.pile(0), &["Kh".parse::<Card>().unwrap(), "Ks".parse().unwrap()]);
    assert_eq!(g.pile(9).last(), Some(&"4s".parse::<Card>().unwrap()));
    assert!(g.parse_move("D").unwrap_err().contains("the stock is empty: no deals left"), "no redeal");
}

#[test]
fn beetle_empty_deal_option_deals_into_spaces() {
    let mut g = board(&format!("game: beetle\noptions: empty_deal=yes\n{ONE_DEAL}"));
    assert_eq!(play(&mut g, "D"), [true]);
    assert_eq!(g.pile(9), &["4s".parse::<Card>().unwrap()]);
    assert_eq!(g.deals_left(), 0);
}

#[test]
fn beetle_undo_over_a_deal_needs_confirmation_and_marks_cheated() {
    let g = Spider::deal(&opts(&[]), 5);
    let mut s = Session::new(Origin::Deal(5), AnyGame::from(g.clone()));
    s.play_text("D").unwrap();
    assert!(matches!(s.undo(false), Err(UndoError::NeedsConfirmation(_))));
    assert!(!s.cheated);
    s.undo(true).unwrap();
    assert!(s.cheated);
    assert_eq!(s.state(), &AnyGame::from(g));
}

#[test]
fn beetle_positions_have_no_face_down_cards_and_no_woods_line() {
    let err = Spider::from_position(
        &TextPosition::parse(&format!("game: beetle\n{}", RUNS.replace("4: 8s", "4: #7c 8s"))).unwrap(),
    )
    .unwrap_err();
    assert!(err.contains("Beetle has no face-down cards"), "{err}");
    assert!(Spider::deal(&opts(&[]), 1).to_woods().unwrap_err().contains("Spider positions only"));
    let g = Spider::deal(&opts(&[("cards", "54"), ("empty_deal", "yes")]), 9);
    let t = g.to_text(true);
    assert!(t.starts_with("game: beetle\noptions: cards=54,empty_deal=yes\n"));
    assert_eq!(Spider::from_position(&TextPosition::parse(&t).unwrap()).unwrap(), g);
    assert!(g.to_text(false).contains(&format!("stock: {}\n", vec!["--"; 50].join(" "))));
}

#[test]
fn beetle_unseen_cards_are_the_stock() {
    let g = Spider::deal(&opts(&[]), 3);
    let unseen = g.unseen();
    assert_eq!(unseen, g.hand().collect::<Vec<_>>());
    assert_eq!(g.with_unseen(&unseen), g);
    let mut perm = unseen.clone();
    perm.rotate_left(7);
    let h = g.with_unseen(&perm);
    assert_eq!(h.unseen(), perm);
    for p in 0..10 {
        assert_eq!(h.pile(p), g.pile(p));
    }
}

#[test]
fn beetle_view_and_status() {
    let g = Spider::deal(&opts(&[]), 2);
    let v = g.view(Layout::Columns);
    assert_eq!(v.pile(Slot::Stock).unwrap().note.as_deref(), Some("6 deals left"));
    assert_eq!(v.pile(Slot::Stock).unwrap().label, "Stock");
    assert!(!v.status.contains("Face down"));
    assert!(g.status_report().contains("Deals left: 6 (60 cards in the stock)"));
    assert_eq!(board(RUNS).print_pile(0).unwrap(), "Pile 1: [Kh Qh Jh 10h 9h 8h 7h 6h 5h 4h 3h 2h]");
}

#[test]
fn beetle_random_play_keeps_every_card_and_undo_restores_exactly() {
    let mut rng = SplitMix64::new(77);
    for o in [&[][..], &[("cards", "54"), ("empty_deal", "yes")][..]] {
        let options = opts(o);
        let deck = sorted(build_deck(2, &Suit::ALL));
        let mut n = 1;
        let mut s = Session::new(Origin::Deal(n), AnyGame::deal(GameId::Beetle, &options, n).unwrap());
        let mut deals = 0;
        for _ in 0..2000 {
            let AnyGame::Spider(g) = s.state().clone() else { unreachable!() };
            let legal = g.legal_moves();
            if legal.is_empty() {
                n += 1;
                s = Session::new(Origin::Deal(n), AnyGame::deal(GameId::Beetle, &options, n).unwrap());
                continue;
            }
            let probe = Move::Transfer {
                from: Slot::Column(rng.below(10) as u8),
                to: Slot::Column(rng.below(10) as u8),
                count: rng.below(3) as u8 + 1,
            };
            let mut h = g.clone();
            assert_eq!(h.apply(probe).is_ok(), legal.contains(&probe), "{probe:?}");
            let mv = legal[rng.below(legal.len() as u64) as usize];
            assert_eq!(g.parse_move(&g.format_move(mv)), Ok(mv));
            let before = s.state().clone();
            s.play(mv).unwrap_or_else(|e| panic!("legal {mv:?} refused: {e}"));
            deals += (mv == Move::Deal) as usize;
            assert_eq!(sorted(s.state().all_cards()), deck);
            let AnyGame::Spider(now) = s.state() else { unreachable!() };
            assert_eq!(now.unseen(), now.hand().collect::<Vec<_>>(), "only the stock is unseen");
            if rng.below(5) == 0 {
                s.undo(true).unwrap();
                assert_eq!(s.state(), &before);
                s.redo();
            }
        }
        assert!(deals > 0);
    }
}

fn cli(args: &[&str]) -> (i32, String, String) {
    swarm::cli::run(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>())
}

#[test]
fn beetle_cli_deals_and_replays() {
    let (code, out, _) = cli(&["deal", "beetle", "1", "--opt", "cards=54"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("game: beetle\noptions: cards=54\n1: 4c Kc 3h 4c Jc 6s\n"), "{out}");
    let (code, out, err) = cli(&["replay", "beetle", "1", "--moves", "D; D"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains(&format!("stock: {}\n", vec!["--"; 40].join(" "))));
    let (code, _, err) = cli(&["replay", "beetle", "1", "--moves", "D\n1 2 5"]);
    assert_eq!(code, 1);
    assert!(err.contains("move 2 (1 2 5):"), "{err}");
}
