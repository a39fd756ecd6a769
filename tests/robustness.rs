//! Robustness: random play at small scale over every game and option set
//! (the invariants of `tests/support/invariants.rs`), and regressions found
//! by fuzzing (`fuzz/`): hostile input to every parser gives an error with a
//! reason, never a panic.

#[path = "support/invariants.rs"]
mod invariants;

use invariants::*;
use swarm::deal::SplitMix64;
use swarm::games::{AnyGame, GameId, Options};

#[test]
fn random_play_keeps_every_invariant_in_every_option_set() {
    let mut rng = SplitMix64::new(0x5eed);
    for game in available_games() {
        for (i, options) in covering_option_sets(game).into_iter().enumerate() {
            for number in [i as u32 + 1, 1000 + i as u32] {
                play_random_game(game, &options, number, &mut rng, 60, 4, true).unwrap_or_else(|e| panic!("{e}"));
            }
        }
    }
}

#[test]
fn every_game_in_the_catalog_deals_or_says_it_is_not_available() {
    for game in GameId::ALL {
        for options in all_option_sets(game) {
            match AnyGame::deal(game, &options, 1) {
                Ok(g) => assert_eq!(g.id(), game),
                Err(e) => assert!(e.contains("not available"), "{game}: {e}"),
            }
        }
    }
}

#[test]
fn the_won_position_of_beeswax_is_won_by_both_definitions() {
    let mut text = String::from("game: beeswax\n");
    let labels = "123456789ABCD";
    for (i, l) in labels.chars().enumerate() {
        let r = swarm::card::rank_text(i as u8 + 1);
        text.push_str(&format!("{l}: {r}c {r}d {r}h {r}s\n"));
    }
    let g = AnyGame::from_text(&text).unwrap();
    assert!(g.is_won());
    assert!(won_by_definition(&g));
    assert!(g.legal_moves().is_empty());
    assert!(!g.is_stuck());
}

#[test]
fn option_sets_cover_every_value() {
    for game in GameId::ALL {
        let sets = covering_option_sets(game);
        for spec in swarm::games::options::specs(game) {
            for v in spec.values {
                assert!(sets.iter().any(|o| o.get(spec.key) == *v), "{game}: {}={v} not covered", spec.key);
            }
        }
        let full = all_option_sets(game);
        let product: usize = swarm::games::options::specs(game).iter().map(|s| s.values.len()).product();
        assert_eq!(full.len(), product);
        assert!(sets.len() <= full.len());
    }
    assert_eq!(covering_option_sets(GameId::Spider).len(), 24);
    assert_eq!(covering_option_sets(GameId::Beehive).len(), 10);
    assert_eq!(covering_option_sets(GameId::Beeswax), vec![Options::defaults(GameId::Beeswax)]);
}

fn hash_of(g: &AnyGame) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    g.hash(&mut h);
    h.finish()
}

/// Found by random play: a move left its cards behind, past the column's
/// length, in the state's arrays, so the same position reached two ways (or
/// read back from its text) compared unequal and hashed differently.
#[test]
fn beeswax_positions_with_the_same_columns_are_equal_however_they_were_reached() {
    let start = AnyGame::deal(GameId::Beeswax, &Options::defaults(GameId::Beeswax), 52923).unwrap();
    let play = |moves: &[&str]| {
        let mut g = start.clone();
        for m in moves {
            let mv = g.parse_move(m).unwrap();
            g.apply(mv).unwrap();
        }
        g
    };
    // Column 5 ends Kh Ks: carry the kings to F directly, or by way of E.
    let (direct, detour) = (play(&["5F"]), play(&["5E", "EF"]));
    assert_eq!(direct.to_text(true), detour.to_text(true));
    assert_eq!(direct, detour);
    assert_eq!(hash_of(&direct), hash_of(&detour));
    let mut h = start.clone();
    h.apply(h.parse_move("5E").unwrap()).unwrap();
    let back = AnyGame::from_text(&h.to_text(true)).unwrap();
    assert_eq!(back, h);
    assert_eq!(hash_of(&back), hash_of(&h));
}

/// Found by random play: Beetle's layout option was called `deal`, like the
/// link's deal number, so `?game=beetle&deal=7&deal=54` came back as deal 54
/// with the 44-card layout. The option is now `cards` (SPEC §1.5); a link
/// written with the old key (a second `deal=`) still opens the same game.
#[test]
fn beetle_54_card_deals_survive_a_link_round_trip() {
    use swarm::record::{parse_link, Origin, Record};
    let options = Options::parse(GameId::Beetle, [("cards", "54")]).unwrap();
    let mut rec = Record::deal(GameId::Beetle, options, 7);
    let start = rec.start_position().unwrap();
    rec.moves = vec![start.format_move(start.legal_moves()[0])];
    let q = rec.to_query(true);
    assert!(q.starts_with("game=beetle&deal=7&cards=54&moves="), "{q}");
    let back = parse_link(&q);
    assert!(back.problems.is_empty(), "{:?}", back.problems);
    assert_eq!(back.record, Some(rec.clone()));

    let old = parse_link(&q.replace("cards=54", "deal=54"));
    assert!(old.problems.is_empty(), "{:?}", old.problems);
    assert_eq!(old.record, Some(rec));

    let plain = parse_link("?game=beetle&deal=54").record.unwrap();
    assert_eq!(plain.origin, Origin::Deal(54));
    assert_eq!(plain.options.get("cards"), "44");
}

/// Text no parser should accept, and none may panic on.
const HOSTILE: &[&str] = &[
    "",
    " ",
    "\0",
    ":",
    ",,,,,,,,,,,,,,,,,,,,",
    "<script>alert(1)</script>",
    "game:",
    "game: beeswax\n1: Kc Kc",
    "game: spider\noptions: suits=3",
    "game: spider\nremoved: 99",
    "game: spider\nremoved: -1",
    "game: beehive\nstorehouse: #Kc #Kc",
    "game: beetle\noptions: deal=54\n1: Kc\n11: Kc",
    "?????,????,",
    "🐝🐝🐝",
    "99999999999999999999 99999999999999999999 99999999999999999999",
    "1 2 255",
    "10 1 0",
    "D D D",
    "{\"game\":\"spider\",\"deal\":1,\"moves\":[1]}",
    "{\"game\":\"spider\",\"deal\":-1}",
    "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[",
    "game=spider&deal=1&moves=%F0%9F",
    "game=beetle&deal=1&deal=1&deal=1",
];

#[test]
fn every_parser_refuses_hostile_text_with_a_reason() {
    use swarm::record::{parse_link, parse_position, Record};
    let reason = |r: Result<String, String>| match r {
        Ok(_) => {}
        Err(e) => assert!(!e.trim().is_empty()),
    };
    for text in HOSTILE {
        reason(AnyGame::from_text(text).map(|g| g.to_text(true)));
        reason(parse_position(text).map(|g| g.to_text(true)));
        reason(Record::from_json(text).map(|r| r.to_json()));
        let link = parse_link(text);
        assert!(link.problems.iter().all(|p| !p.trim().is_empty()), "{text}");
        for game in available_games() {
            for options in covering_option_sets(game).into_iter().take(2) {
                let g = AnyGame::deal(game, &options, 3).unwrap();
                match g.parse_move(text) {
                    Ok(mv) => assert_eq!(g.parse_move(&g.format_move(mv)), Ok(mv), "{game} `{text}`"),
                    Err(e) => assert!(!e.trim().is_empty(), "{game} `{text}`"),
                }
                let pieces = g.split_record(text);
                assert!(pieces.iter().all(|p| !p.is_empty()), "{game} `{text}` splits into an empty move");
            }
        }
    }
}

/// Random play almost never wins Spider or Beetle, so the "won" half of
/// `is_won` is checked here: one move from the end of every game, both
/// independent definitions (text and view) agree with the engine before and
/// after the last move.
#[test]
fn the_last_move_wins_every_game_by_every_definition() {
    let spider_suit = "Ks Qs Js 10s 9s 8s 7s 6s 5s 4s 3s 2s";
    let cases = [
        ("game: beeswax\n1: Ac Ad Ah As\n2: 2c 2d 2h 2s\n3: 3c 3d 3h 3s\n4: 4c 4d 4h 4s\n5: 5c 5d 5h 5s\n6: 6c 6d 6h 6s\n7: 7c 7d 7h 7s\n8: 8c 8d 8h 8s\n9: 9c 9d 9h 9s\nA: 10c 10d 10h 10s\nB: Jc Jd Jh Js\nC: Qc Qd Qh Qs\nD: Kc Kd Kh\nE: Ks\n".to_string(), "ED"),
        (format!("game: spider\nremoved: 7\n1: {spider_suit} As\n"), "1"),
        (format!("game: beetle\nremoved: 7\n1: {spider_suit}\n2: As\n"), "2 1"),
        ("game: beehive\nstorehouse: Ks\n1: Kc Kd Kh\ndiscarded: A 2 3 4 5 6 7 8 9 10 J Q\n".to_string(), "S1"),
    ];
    for (text, last) in cases {
        let mut g = AnyGame::from_text(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert!(!g.is_won() && !won_by_definition(&g) && !won_by_view(&g), "{text}");
        let mv = g.parse_move(last).unwrap_or_else(|e| panic!("{last}: {e}\n{text}"));
        g.apply(mv).unwrap();
        assert!(g.is_won(), "{last} wins\n{text}");
        assert!(won_by_definition(&g) && won_by_view(&g), "{last}: both definitions see the win\n{}", g.to_text(true));
        assert!(!g.is_stuck());
        let cards = card_multiset(&g);
        check_position(&g, &cards, &g.legal_moves()).unwrap();
    }
}

/// Issue 23, item 9: a hostile token anywhere (a card, a label, a move, an
/// option, a record's field) is quoted in at most a few dozen characters,
/// control characters escaped: every message is one short, inert line.
#[test]
fn every_parser_quotes_a_hostile_token_short_and_escaped() {
    use swarm::history::Session;
    use swarm::record::{parse_position, Record};
    let junk = format!("\u{1b}]0;x\u{7}\u{202e}{}", "Z".repeat(100_000));
    let inert = |what: &str, e: &str| {
        let head: String = e.chars().take(120).collect();
        assert!(e.chars().count() <= 240, "{what}: {} characters: {head}", e.chars().count());
        assert!(!e.chars().any(|c| c.is_control() || c == '\u{202e}'), "{what}: {head:?}");
    };
    for game in GameId::ALL {
        for options in covering_option_sets(game).into_iter().take(3) {
            let g = AnyGame::deal(game, &options, 5).unwrap();
            inert("move", &g.parse_move(&junk).unwrap_err());
            let mut s = Session::new(swarm::record::Origin::Deal(5), g.clone());
            let moves = vec![junk.clone()];
            inert("replay", &s.replay(&moves).unwrap_err());
            let text = g.to_text(true);
            for (i, line) in text.lines().enumerate() {
                let (label, _) = line.split_once(':').unwrap();
                for bad in [format!("{label}: {junk}"), format!("{line} {junk}"), format!("{junk}: {junk}")] {
                    let mut lines: Vec<&str> = text.lines().collect();
                    lines[i] = &bad;
                    if let Err(e) = parse_position(&lines.join("\n")) {
                        inert(&format!("{game} line {label}"), &e);
                    }
                }
            }
        }
    }
    let records = [
        format!(r#"{{"game":"{junk}","deal":1}}"#),
        format!(r#"{{"game":"spider","deal":"{junk}"}}"#),
        format!(r#"{{"game":"spider","deal":1,"options":{{"{junk}":"2"}}}}"#),
        format!(r#"{{"game":"spider","deal":1,"options":{{"suits":"{junk}"}}}}"#),
        format!(r#"{{"game":"spider","position":"game: spider\n1: {junk}"}}"#),
        format!(r#"{{"game":"beeswax","deal":1,"moves":["1E","{junk}"]}}"#),
    ];
    for r in &records {
        let e = Record::from_json(r).and_then(|rec| Session::from_record(&rec).map(|_| ())).unwrap_err();
        inert("record", &e);
    }
    inert("card", &junk.parse::<swarm::card::Card>().unwrap_err().to_string());
}

/// Issue 32 item 9: a game of 20,002 moves reloaded at 20,000 (its record
/// was cut to what a record reads). A game now keeps at most as many moves
/// as its record reads back: the move past that is refused, with why, and
/// the record round-trips whole.
#[test]
fn a_game_keeps_no_more_moves_than_its_record_reads_back() {
    use swarm::games::Move;
    use swarm::history::Session;
    use swarm::record::{Origin, Record, MAX_MOVES};
    let options = Options::defaults(GameId::Beehive);
    let start = AnyGame::deal(GameId::Beehive, &options, 1).expect("a deal");
    let mut s = Session::new(Origin::Deal(1), start);
    // The stock dealt and turned over, again and again (Beehive redeals without end).
    let next = |s: &Session| if s.state().legal_moves().contains(&Move::Deal) { Move::Deal } else { Move::TurnOver };
    while s.steps().len() < MAX_MOVES {
        s.play(next(&s)).expect("the stock deals or turns over");
    }
    let refused = s.play(next(&s)).expect_err("a move past the most a record keeps");
    assert!(refused.0.contains("20000") || refused.0.contains("20,000"), "{refused}");
    assert_eq!(s.steps().len(), MAX_MOVES);
    let back = Record::from_json(&s.record().to_json()).expect("the record reads back");
    assert_eq!(back.moves.len(), MAX_MOVES);
    // Undoing one makes room for one again.
    s.undo(true).expect("undo");
    assert!(s.play(next(&s)).is_ok());
}

/// A record's numbers are read as serde_json writes them (the deal's and an
/// option's messages name them so), though the wasm writes no float with
/// serde_json: `7.5`, `7.0`, `-2` as before; a number serde_json would
/// write with an exponent gets a message of its own.
#[test]
fn record_numbers_named_as_written() {
    use swarm::record::{Origin, Record};
    let err = |text: &str| Record::from_json(text).map(|r| r.to_json()).unwrap_err();
    assert_eq!(err(r#"{"game":"spider","deal":7.5}"#), "deal number `7.5` is not a whole number (1 to 4294967295)");
    assert_eq!(err(r#"{"game":"spider","deal":7.0}"#), "deal number `7.0` is not a number in plain digits: write 7");
    assert_eq!(err(r#"{"game":"spider","deal":-2}"#), "deal number `-2` is out of range: negative (1 to 4294967295)");
    assert_eq!(
        err(r#"{"game":"spider","deal":0.000125}"#),
        "deal number `0.000125` is not a whole number (1 to 4294967295)"
    );
    // serde_json writes these `1e+300`, `-1e+20`, `1e-9`: named without their digits.
    assert_eq!(
        err(r#"{"game":"spider","deal":1e300}"#),
        "the deal number is out of range: too large (1 to 4294967295)"
    );
    assert_eq!(err(r#"{"game":"spider","deal":-1e20}"#), "the deal number is out of range: negative (1 to 4294967295)");
    assert_eq!(err(r#"{"game":"spider","deal":1e-9}"#), "the deal number is not a whole number (1 to 4294967295)");
    assert_eq!(
        err(r#"{"game":"spider","options":{"suits":2.5},"deal":7}"#),
        "option suits cannot be `2.5` (allowed: 4 (default), 2, 1)"
    );
    assert_eq!(
        err(r#"{"game":"spider","options":{"suits":1e-9},"deal":7}"#),
        "option suits cannot be `a number` (allowed: 4 (default), 2, 1)"
    );
    assert_eq!(
        Record::from_json(r#"{"game":"spider","options":{"suits":2},"deal":7}"#).unwrap().origin,
        Origin::Deal(7)
    );
}
