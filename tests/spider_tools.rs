//! Spider: Woods' tools (status, locate, print, the tableau), the view,
//! auto-move and stuck positions, random play, and the command line.

#[path = "support/spider_family.rs"]
mod spider_family;
use spider_family::{board_of, opts_of, play, sorted};
use swarm::deal::SplitMix64;
use swarm::games::position::TextPosition;
use swarm::games::spider::{tableau_text, Spider};
use swarm::games::{AnyGame, Game, GameId, Move, Options, Slot};
use swarm::history::Session;
use swarm::record::Origin;
use swarm::view::Layout;

fn opts(pairs: &[(&str, &str)]) -> Options {
    opts_of(GameId::Spider, pairs)
}

fn board(text: &str) -> Spider {
    board_of(GameId::Spider, text)
}

/// One heart suit and one spade suit left (six suits removed), pile 10 a space.
const BASE: &str = include_str!("fixtures/spider_two_suits_left.txt");

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
