//! Beeswax rules, notation, text format, golden deals, undo/redo and the CLI.

use swarm::card::Card;
use swarm::deal::SplitMix64;
use swarm::games::beeswax::Beeswax;
use swarm::games::{AnyGame, Game, GameId, Move, Options, Slot};
use swarm::history::Session;
use swarm::record::{parse_link, Origin, Record};

/// A position from text lines, the 52 cards completed by nothing: the
/// fixture must hold the whole deck.
fn pos(text: &str) -> Beeswax {
    match AnyGame::from_text(&format!("game: beeswax\n{text}")).unwrap() {
        AnyGame::Beeswax(b) => b,
        #[allow(unreachable_patterns)]
        _ => unreachable!(),
    }
}

/// A whole-deck fixture: quartets everywhere except the columns given.
const NEARLY_WON: &str = "\
1: Ac Ad Ah As
2: 2c 2d 2h 2s
3: 3c 3d 3h 3s
4: 4c 4d 4h 4s
5: 5c 5d 5h 5s
6: 6c 6d 6h 6s
7: 7c 7d 7h 7s
8: 8c 8d 8h 8s
9: 9c 9d 9h 9s
A: 10c 10d 10h 10s
B: Jc Jd Jh Js
C: Qc Qd Qh Ks
D: Kc Kd Kh Qs
E:
F:
";

/// A position with runs of various lengths for move tests.
const MIXED: &str = "\
1: Ac Ad Ah As
2: 2c 2d 2h 2s
3: 3c 3d 3h 3s
4: 4c 4d 4h 4s
5: 5c 5d 5h 5s
6: 6c 6d 6h 6s
7: 7c 7d 7h 7s
8: 8c 8d 8h 8s
9: 9c 9d 10c 10d
A: 9h 9s 10h
B: Jc Jd Jh Js
C: Qc Qd Qh Ks
D: Kc Kd Kh Qs
E: 10s
F:
";

fn mv(b: &Beeswax, text: &str) -> Move {
    b.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn beeswax_deal_has_thirteen_columns_of_four_and_two_empty() {
    for n in [1, 2, 52923, u32::MAX] {
        let b = Beeswax::deal(n);
        for i in 0..13 {
            assert_eq!(b.column(i).len(), 4, "deal {n} column {i}");
        }
        assert!(b.column(13).is_empty() && b.column(14).is_empty());
        let mut all = b.all_cards();
        all.sort();
        assert_eq!(all, Card::deck().collect::<Vec<_>>());
    }
}

#[test]
fn golden_deals_never_change() {
    // Pinned forever: deal links depend on these layouts (deal version 1).
    let golden = [
        (1, "1: Ah Qd 5h 5s|2: 9s 9h Qc 5c|3: 10s 7d Qs Jd|4: 4s 3s 9c 2c|5: 4c 7s 5d Kh|6: 3d 3c 2s 10h|7: 10d Qh 2d 6d|8: 8s 4d Jc 8h|9: Js 10c 4h 6c|A: Kc 6s Ac 8c|B: Ks 3h Ad 7c|C: 7h 9d Jh As|D: Kd 2h 8d 6h|E:|F:|"),
        (52923, "1: Ac 7h Ah 9h|2: 5h 7s 2c 8d|3: 4h 10h Jd 9d|4: 4d Kd Ad Qs|5: As Qd Kh Ks|6: Qc 5c 7c 2s|7: 4c 6h 9s 8s|8: Jh 3c Qh 2d|9: Kc 10c 8h 6s|A: 2h 3s 3d 10s|B: Jc 9c 10d 6c|C: 6d 5d 3h 5s|D: 8c 4s Js 7d|E:|F:|"),
        (4294967295, "1: 4d 4s Ac 9h|2: Js 2d 6h 5c|3: Kh 10s Qd 8c|4: Ad 6c 4h 2s|5: 5s 4c 10d 7h|6: 2c 8h 2h As|7: 7c 5d Qh 9d|8: 3d 3s Ks 8s|9: 10c 8d 6s 3h|A: Kc 5h Jc 9s|B: 10h 3c Jh Kd|C: 7d 7s Qc Qs|D: 6d Ah Jd 9c|E:|F:|"),
    ];
    for (n, want) in golden {
        let text = Beeswax::deal(n).to_text(false);
        let got: String = text.lines().skip(1).map(|l| format!("{l}|")).collect();
        assert_eq!(got, want, "deal {n}");
    }
}

#[test]
fn xy_carries_as_many_cards_of_the_run_as_fit() {
    let b = pos(MIXED);
    // Column 9 ends 10c 10d (a run of two tens); A ends 10h with room for one.
    assert_eq!(mv(&b, "9A"), Move::Transfer { from: Slot::Column(8), to: Slot::Column(9), count: 1 });
    // E holds 10s with room for three: both tens go.
    assert_eq!(mv(&b, "9E"), Move::Transfer { from: Slot::Column(8), to: Slot::Column(13), count: 2 });
    // Into an empty column the whole run goes.
    assert_eq!(mv(&b, "9F"), Move::Transfer { from: Slot::Column(8), to: Slot::Column(14), count: 2 });
}

#[test]
fn xyk_carries_exactly_k_cards() {
    let b = pos(MIXED);
    assert_eq!(mv(&b, "9F1"), Move::Transfer { from: Slot::Column(8), to: Slot::Column(14), count: 1 });
    assert!(b.parse_move("9F3").unwrap_err().contains("only 2"));
    assert!(b.parse_move("9A2").unwrap_err().contains("room for 1"));
    assert!(b.parse_move("9F0").is_err());
    assert!(b.parse_move("9F5").is_err());
}

#[test]
fn a_card_goes_only_on_its_own_rank_or_into_an_empty_column() {
    let b = pos(MIXED);
    // 10h (A) onto 10s (E) is fine; 10d onto the 3s is not.
    assert!(b.parse_move("AE").is_ok());
    let err = b.parse_move("93").unwrap_err();
    assert!(err.contains("10d") && err.contains("ranks differ"), "{err}");
}

#[test]
fn a_column_holds_at_most_four_cards() {
    let b = pos(MIXED);
    // Column 9 (9c 9d 10c 10d) is full: the 10s of E cannot join its tens.
    let err = b.parse_move("E9").unwrap_err();
    assert!(err.contains("room for 0"), "{err}");
}

#[test]
fn a_completed_quartet_is_locked() {
    let b = pos(MIXED);
    let err = b.parse_move("1F").unwrap_err();
    assert!(err.contains("locked"), "{err}");
    assert!(b.legal_moves().iter().all(|m| !matches!(m, Move::Transfer { from: Slot::Column(0), .. })));
}

#[test]
fn moving_from_an_empty_column_or_onto_itself_is_refused() {
    let b = pos(MIXED);
    assert!(b.parse_move("F1").unwrap_err().contains("empty"));
    assert!(b.parse_move("99").unwrap_err().contains("itself"));
    assert!(b.parse_move("9G").unwrap_err().contains("not a Beeswax move"));
    assert!(b.parse_move("").is_err());
    assert!(b.parse_move("9").is_err());
}

#[test]
fn thirteen_quartets_win() {
    let mut b = pos(NEARLY_WON);
    assert!(!b.is_won());
    // Ks C→E, Qs D→C, Ks E→D.
    for m in ["CE", "DC", "ED"] {
        let x = mv(&b, m);
        b.apply(x).unwrap();
    }
    assert!(b.is_won());
    assert_eq!(b.quartets(), 13);
}

#[test]
fn no_moves_left_is_detected() {
    // Every column full and no two tops share a rank: nothing can move.
    let b = pos("1: Ac Ad Ah 2s\n2: 2c 2d 2h 3s\n3: 3c 3d 3h 4s\n4: 4c 4d 4h 5s\n5: 5c 5d 5h 6s\n\
         6: 6c 6d 6h 7s\n7: 7c 7d 7h 8s\n8: 8c 8d 8h 9s\n9: 9c 9d 9h 10s\nA: 10c 10d 10h Js\n\
         B: Jc Jd Jh Qs\nC: Qc Qd Qh Ks\nD: Kc Kd Kh As\nE:\nF:\n");
    // E and F are empty, so moves exist; fill them to get a truly stuck table.
    assert!(!b.is_stuck());
    let stuck = pos("1: Ac Ad Ah\n2: 2c 2d 2h\n3: 3c 3d 3h\n4: 4c 4d 4h\n5: 5c 5d 5h\n6: 6c 6d 6h 2s\n\
         7: 7c 7d 7h 3s\n8: 8c 8d 8h 4s\n9: 9c 9d 9h 5s\nA: 10c 10d 10h 6s\nB: Jc Jd Jh 7s\n\
         C: Qc Qd Qh 8s\nD: Kc Kd Kh 9s\nE: As 10s Js Qs\nF: Ks\n");
    // Tops: Ah 2h 3h 4h 5h 2s 3s 4s 5s 6s 7s 8s 9s Qs Ks — 2h/2s etc. share ranks, so not stuck.
    assert!(!stuck.is_stuck());
    let really = pos("1: 2c Ac Ad Ah\n2: 3c 2d 2h 2s\n3: 4c 3d 3h 3s\n4: 5c 4d 4h 4s\n5: 6c 5d 5h 5s\n\
         6: 7c 6d 6h 6s\n7: 8c 7d 7h 7s\n8: 9c 8d 8h 8s\n9: 10c 9d 9h 9s\nA: Jc 10d 10h 10s\n\
         B: Qc Jd Jh Js\nC: Kc Qd Qh Qs\nD: As Kd Kh Ks\nE:\nF:\n");
    assert!(!really.is_stuck(), "empty columns always allow a move");
}

#[test]
fn text_format_round_trips_and_rejects_bad_positions() {
    for n in [1, 77, 52923] {
        let b = Beeswax::deal(n);
        let again = pos(b.to_text(false).trim_start_matches("game: beeswax\n"));
        assert_eq!(again, b);
    }
    let bad = |t: &str| AnyGame::from_text(t).unwrap_err();
    assert!(bad("game: beeswax\n1: Ac Ac\n").contains("twice"));
    assert!(bad("game: beeswax\n1: Ac\n").contains("missing cards"));
    assert!(bad("game: beeswax\n1: Ac Ad Ah As 2c\n").contains("at most 4"));
    assert!(bad("game: beeswax\n1: #Ac\n").contains("face-down"));
    assert!(bad("game: beeswax\nG: Ac\n").contains("unknown line"));
    assert!(bad("game: beeswax\n1: Ac\n1: Ad\n").contains("twice"));
    assert!(bad("game: beeswax\n1: Xx\n").contains("Xx"));
    assert!(bad("1: Ac\n").contains("game:"));
    assert!(bad("game: beeswax\noptions: suits=2\n").contains("no option"));
}

#[test]
fn notation_round_trips_for_every_legal_move() {
    let mut rng = SplitMix64::new(42);
    for n in 1..40 {
        let mut b = Beeswax::deal(n);
        for _ in 0..60 {
            let moves = b.legal_moves();
            if moves.is_empty() {
                break;
            }
            for &m in &moves {
                let text = b.format_move(m);
                assert_eq!(b.parse_move(&text), Ok(m), "deal {n}: {text}");
            }
            let m = moves[rng.below(moves.len() as u64) as usize];
            b.apply(m).unwrap();
        }
    }
}

#[test]
fn records_print_ten_moves_a_line_and_split_back() {
    let b = Beeswax::deal(52923);
    let moves: Vec<String> = "5E DE 2F CF DF 42 C4 CF DC 9D 29 2E".split(' ').map(String::from).collect();
    let text = b.format_record(&moves);
    assert_eq!(text, "5E DE 2F CF DF 42 C4 CF DC 9D\n29 2E");
    assert_eq!(b.split_record(&text), moves);
    assert_eq!(b.split_record(" 5E,DE;2F\n\n CF "), ["5E", "DE", "2F", "CF"]);
}

/// Random legal play: undo restores the exact state, redo re-applies it,
/// and the 52 cards are always all there.
#[test]
fn undo_and_redo_restore_exact_states_in_random_play() {
    let mut rng = SplitMix64::new(7);
    let deck: Vec<Card> = Card::deck().collect();
    for n in 1..30 {
        let start = AnyGame::deal(GameId::Beeswax, &Options::defaults(GameId::Beeswax), n).unwrap();
        let mut s = Session::new(Origin::Deal(n), start);
        let mut seen = vec![s.state().clone()];
        for _ in 0..80 {
            let moves = s.state().legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len() as u64) as usize];
            s.play(m).unwrap();
            seen.push(s.state().clone());
            let mut all = s.state().all_cards();
            all.sort();
            assert_eq!(all, deck);
            if rng.below(4) == 0 {
                let before = s.state().clone();
                s.undo(false).unwrap();
                assert_eq!(s.state(), &seen[seen.len() - 2]);
                assert!(s.redo());
                assert_eq!(s.state(), &before);
            }
        }
        // Undo all the way back.
        for k in (0..seen.len() - 1).rev() {
            s.undo(false).unwrap();
            assert_eq!(s.state(), &seen[k]);
        }
        assert!(s.undo(false).is_err());
        // A record replays to the same final state.
        while s.redo() {}
        let rec = Record::from_json(&s.record().to_json()).unwrap();
        assert_eq!(Session::from_record(&rec).unwrap().state(), s.state());
    }
}

#[test]
fn an_illegal_move_leaves_the_state_unchanged() {
    let mut b = pos(MIXED);
    let before = b.clone();
    let bad = Move::Transfer { from: Slot::Column(8), to: Slot::Column(2), count: 1 };
    assert!(b.apply(bad).is_err());
    assert!(b.apply(Move::Deal).is_err());
    assert!(b.apply(Move::Transfer { from: Slot::Column(8), to: Slot::Column(99), count: 1 }).is_err());
    assert_eq!(b, before);
}

#[test]
fn auto_move_prefers_a_clean_column_of_that_rank() {
    let b = pos(MIXED);
    // 10h (top of A) can go to E (10s, clean) or to 9 (10c 10d on 9s — not clean, full? 9 has 4 cards).
    assert_eq!(b.auto_move(Slot::Column(9), 2), Some(mv(&b, "AE")));
    // The two tens of column 9: E (clean, room 3) takes both.
    assert_eq!(b.auto_move(Slot::Column(8), 2), Some(mv(&b, "9E")));
    // A card that is not at the top run cannot be auto-moved.
    assert_eq!(b.auto_move(Slot::Column(8), 0), None);
    // A quartet never moves.
    assert_eq!(b.auto_move(Slot::Column(0), 0), None);
    // The lone 10s in E is clean: moving it into the empty F gains nothing; it goes onto 10h.
    assert_eq!(
        b.auto_move(Slot::Column(13), 0),
        Some(Move::Transfer { from: Slot::Column(13), to: Slot::Column(9), count: 1 })
    );
}

#[test]
fn auto_move_uses_an_empty_column_when_no_rank_matches() {
    let b = Beeswax::deal(1);
    // Deal 1: column 1 ends 5h 5s; no other top is a five, so E gets both.
    assert_eq!(b.auto_move(Slot::Column(0), 2), Some(mv(&b, "1E")));
}

#[test]
fn json_records_and_links_round_trip() {
    let mut s = Session::new(Origin::Deal(52923), AnyGame::Beeswax(Beeswax::deal(52923)));
    s.play_text("5E").unwrap();
    s.play_text("DE").unwrap_err(); // 7d cannot go on the kings
    s.play_text("DF").unwrap();
    let rec = s.record();
    assert_eq!(rec.moves, ["5E", "DF"]);
    let back = Record::from_json(&rec.to_json()).unwrap();
    assert_eq!(back, rec);
    let q = rec.to_query(true);
    assert_eq!(q, "game=beeswax&deal=52923&moves=5E_DF");
    let link = parse_link(&format!("?{q}"));
    assert!(link.problems.is_empty(), "{:?}", link.problems);
    assert_eq!(link.record.unwrap(), rec);
}

#[test]
fn bad_json_records_are_refused_with_reasons() {
    let bad = |t: &str| Record::from_json(t).unwrap_err();
    assert!(bad("not json").contains("not a JSON record"));
    assert!(bad("[]").contains("object"));
    assert!(bad(r#"{"deal": 1}"#).contains("\"game\""));
    assert!(bad(r#"{"game":"beeswax"}"#).contains("neither"));
    assert!(bad(r#"{"game":"beeswax","deal":0}"#).contains("out of range"));
    assert!(bad(r#"{"game":"beeswax","deal":1,"moves":[1]}"#).contains("move 1"));
    assert!(bad(r#"{"game":"beeswax","deal":1,"cheated":"yes"}"#).contains("cheated"));
    let rec = Record::from_json(r#"{"game":"beeswax","deal":1,"moves":["1E","ZZ"]}"#).unwrap();
    let err = Session::from_record(&rec).unwrap_err();
    assert!(err.starts_with("move 2 (ZZ):"), "{err}");
}

fn cli(args: &[&str]) -> (i32, String, String) {
    swarm::cli::run(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>())
}

#[test]
fn cli_deal_prints_the_text_position() {
    let (code, out, _) = cli(&["deal", "beeswax", "52923"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("game: beeswax\n1: Ac 7h Ah 9h\n"));
    assert!(out.ends_with("E:\nF:\n"));
}

#[test]
fn cli_replay_reports_the_illegal_move_and_exits_1() {
    let (code, _, err) = cli(&["replay", "beeswax", "52923", "--moves", "5E DF 9G"]);
    assert_eq!(code, 1);
    assert!(err.contains("move 3 (9G): `9G` is not a Beeswax move"), "{err}");
    let (code, _, err) = cli(&["replay", "beeswax", "52923", "--moves", "5E DE"]);
    assert_eq!(code, 1);
    assert!(err.contains("move 2 (DE): 7d cannot go on Ks: ranks differ"), "{err}");
    // A carried run keeps its order: E shows Kh under Ks, as column 5 did.
    let (code, out, _) = cli(&["replay", "beeswax", "52923", "--moves", "5E DF"]);
    assert_eq!(code, 0);
    assert!(out.contains("\nE: Kh Ks\nF: 7d\n"), "{out}");
}

#[test]
fn cli_usage_errors_exit_2() {
    assert_eq!(cli(&[]).0, 2);
    assert_eq!(cli(&["deal"]).0, 2);
    assert_eq!(cli(&["deal", "chess", "1"]).0, 2);
    assert_eq!(cli(&["deal", "beeswax", "0"]).0, 2);
    assert_eq!(cli(&["deal", "beeswax", "1", "--frobnicate"]).0, 2);
    assert_eq!(cli(&["replay", "beeswax", "1"]).0, 2);
    assert_eq!(cli(&["fly"]).0, 2);
    assert_eq!(cli(&["deal", "beeswax", "1", "--opt", "suits=2"]).0, 2);
}

#[test]
fn cli_replay_reads_a_position_file() {
    let dir = std::env::temp_dir().join(format!("swarm-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("nearly.txt");
    std::fs::write(&f, format!("game: beeswax\n{NEARLY_WON}")).unwrap();
    let (code, out, err) = cli(&["replay", "beeswax", "--position", f.to_str().unwrap(), "--moves", "CE DC ED"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.ends_with("; won\n"), "{out}");
    let (code, _, err) = cli(&["replay", "beeswax", "--position", "/nonexistent/x", "--moves", "CE"]);
    assert_eq!(code, 1);
    assert!(err.contains("cannot read"), "{err}");
}

#[test]
fn the_same_position_reached_two_ways_is_equal() {
    // 10s from E into the empty F and back: equal to where we started.
    let start = pos(MIXED);
    let mut b = start.clone();
    b.apply(mv(&b, "EF")).unwrap();
    b.apply(mv(&b, "FE")).unwrap();
    assert_eq!(b, start);
    // And a position read from text equals a played one.
    let mut d = Beeswax::deal(52923);
    d.apply(mv(&d, "5E")).unwrap();
    assert_eq!(pos(d.to_text(false).trim_start_matches("game: beeswax\n")), d);
}
