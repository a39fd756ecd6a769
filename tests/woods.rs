//! Woods' save-file lines: the page-6 example of his 1979 document decodes to
//! the tableau he prints, his narrated moves replay to the tableaux he prints,
//! lines round-trip, and bad lines are refused with a reason.

use swarm::card::Card;
use swarm::games::spider::{tableau_text, woods, Spider};
use swarm::games::{Game, GameId};
use swarm::history::Session;
use swarm::record::{parse_position, Origin};

/// The last two lines of `seeds/003_spider_rules_and_first_example.txt`.
const PAGE6: &str = "0 0\n?????S,????W,????h,?????k,????],????p,?????C,????e,????f,?????G,XKmsb,DQHn,halU,JDBOa,\\VfW,McGl,Bd\\RO,mFRj,]oNt,ASQ[q,ZAeVgdNI`ILikYp←JKP[F`bqHnPXTrgL↑rc←EMsiYCtEZ↑TUoj";

fn page6() -> Spider {
    Spider::from_woods(PAGE6).unwrap()
}

/// The pile lines of the text format, face-down cards hidden.
fn piles(g: &Spider) -> String {
    g.to_text(false).lines().filter(|l| l.as_bytes()[0].is_ascii_digit()).collect::<Vec<_>>().join("\n")
}

fn play(g: &mut Spider, moves: &str) {
    for m in g.split_record(moves) {
        let mv = g.parse_move(&m).unwrap_or_else(|e| panic!("{m}: {e}"));
        g.apply(mv).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

#[test]
fn woods_page6_line_decodes_to_the_printed_initial_tableau() {
    let g = page6();
    assert_eq!(g.id(), GameId::Spider);
    assert_eq!(g.options().get("suits"), "4");
    // Woods' picture (page 6), its columns aligned: the extra face-down
    // cards lie on piles 1, 4, 7 and 10.
    let picture = "\
--  --  --  --  --  --  --  --  --  --
--  --  --  --  --  --  --  --  --  --
--  --  --  --  --  --  --  --  --  --
--  --  --  --  --  --  --  --  --  --
--  10d As  --  3h  9s  --  Jh  Qh  --
6d          4s          3c          7c
";
    assert_eq!(tableau_text(&g, false), picture);
    assert_eq!(g.deals_left(), 5);
    assert_eq!(g.face_down_total(), 44);
    assert_eq!(g.all_cards().len(), 104);
}

#[test]
fn woods_page6_narrated_play_gives_the_printed_tableaux() {
    let mut g = page6();
    // "We move the Jh from column 8 to column 9 … turn up a 6s in column 8 …
    // the 10d from 2 to 9 … a 4c … the 3c from 7 to 2 … a 2c, which we
    // promptly move to column 2, turning up a 10h."
    let turned = |g: &Spider, p: usize| g.pile(p - 1).last().copied().map(|c| c.to_string());
    play(&mut g, "8 9");
    assert_eq!(turned(&g, 8).as_deref(), Some("6s"));
    play(&mut g, "2 9");
    assert_eq!(turned(&g, 2).as_deref(), Some("4c"));
    play(&mut g, "7 2");
    assert_eq!(turned(&g, 7).as_deref(), Some("2c"));
    play(&mut g, "7 2");
    assert_eq!(turned(&g, 7).as_deref(), Some("10h"));
    assert_eq!(
        piles(&g),
        "\
1: -- -- -- -- -- 6d
2: -- -- -- 4c 3c 2c
3: -- -- -- -- As
4: -- -- -- -- -- 4s
5: -- -- -- -- 3h
6: -- -- -- -- 9s
7: -- -- -- 10h
8: -- -- -- 6s
9: -- -- -- -- Qh Jh 10d
10: -- -- -- -- -- 7c"
    );
    // 9s from 6 to 9 (turns up Kc), 6s from 8 to 10 (6c), 3h from 5 to 4
    // (2h), 2h onto the 3h (9d).
    play(&mut g, "6 9; 8 10; 5 4; 5 4");
    assert_eq!(
        piles(&g),
        "\
1: -- -- -- -- -- 6d
2: -- -- -- 4c 3c 2c
3: -- -- -- -- As
4: -- -- -- -- -- 4s 3h 2h
5: -- -- 9d
6: -- -- -- Kc
7: -- -- -- 10h
8: -- -- 6c
9: -- -- -- -- Qh Jh 10d 9s
10: -- -- -- -- -- 7c 6s"
    );
    // As from 3 to 4 (the other As), 9s from 9 to 7, 9d from 5 to 9 (Qh),
    // Qh from 5 to 6 (10d).
    play(&mut g, "3 4; 9 7; 5 9; 5 6");
    assert_eq!(
        piles(&g),
        "\
1: -- -- -- -- -- 6d
2: -- -- -- 4c 3c 2c
3: -- -- -- As
4: -- -- -- -- -- 4s 3h 2h As
5: 10d
6: -- -- -- Kc Qh
7: -- -- -- 10h 9s
8: -- -- 6c
9: -- -- -- -- Qh Jh 10d 9d
10: -- -- -- -- -- 7c 6s"
    );
    // As from 3 to 2 (7h), 6s from 10 to 3, 6c from 8 to 10 (5d), 5d from 8
    // to 1 (3s).
    play(&mut g, "3 2; 10 3; 8 10; 8 1");
    assert_eq!(
        piles(&g),
        "\
1: -- -- -- -- -- 6d 5d
2: -- -- -- 4c 3c 2c As
3: -- -- 7h 6s
4: -- -- -- -- -- 4s 3h 2h As
5: 10d
6: -- -- -- Kc Qh
7: -- -- -- 10h 9s
8: 3s
9: -- -- -- -- Qh Jh 10d 9d
10: -- -- -- -- -- 7c 6c"
    );
    // Woods' last picture, its columns aligned.
    assert_eq!(
        tableau_text(&g, false),
        "\
--  --  --  --  10d --  --  3s  --  --
--  --  --  --      --  --      --  --
--  --  7h  --      --  --      --  --
--  4c  6s  --      Kc  10h     --  --
--  3c      --      Qh  9s      Qh  --
6d  2c      4s                  Jh  7c
5d  As      3h                  10d 6c
            2h                  9d
            As
"
    );
    // "We have no more moves … so it's now time to deal a new round": the
    // first ten cards of field 21 land on piles 1 to 10.
    let hand: Vec<Card> = g.hand().take(10).collect();
    play(&mut g, "D");
    for (p, card) in hand.iter().enumerate().take(10) {
        assert_eq!(g.pile(p).last(), Some(card));
    }
    assert_eq!(g.deals_left(), 4);
}

#[test]
fn woods_lines_round_trip() {
    let g = page6();
    let line = g.to_woods().unwrap();
    let expected = PAGE6.lines().nth(1).unwrap().replace('←', "_").replace('↑', "^");
    assert_eq!(line, expected);
    assert_eq!(Spider::from_woods(&line).unwrap(), g);
    let d = Spider::deal(&swarm::games::Options::defaults(GameId::Spider), 42);
    assert_eq!(Spider::from_woods(&d.to_woods().unwrap()).unwrap(), d);
}

#[test]
fn woods_card_codes_follow_the_document() {
    assert_eq!(woods::decode('A').unwrap().to_string(), "Ac");
    assert_eq!(woods::decode('N').unwrap().to_string(), "Ad");
    assert_eq!(woods::decode('h').unwrap().to_string(), "As");
    assert_eq!(woods::decode('t').unwrap().to_string(), "Ks");
    assert_eq!(woods::decode('↑'), woods::decode('^'));
    assert_eq!(woods::decode('←'), woods::decode('_'));
    assert_eq!(woods::decode('u'), None);
    assert_eq!(woods::decode('@'), None);
    for c in Card::deck() {
        assert_eq!(woods::decode(woods::encode(c)), Some(c));
    }
}

#[test]
fn woods_line_is_detected_by_parse_position() {
    let g = parse_position(PAGE6).unwrap();
    assert_eq!(g.id(), GameId::Spider);
    let s = Session::new(Origin::Position(PAGE6.into()), g);
    assert_eq!(s.state().legal_moves().len(), page6().legal_moves().len());
}

#[test]
fn woods_line_with_removed_suits_is_accepted() {
    // Six suits are gone; pile 1 holds a complete spade suit, which the
    // player removes; the line written afterwards holds 13 cards.
    let text = "\
game: spider
1: #Qs Ks Qs Js 10s 9s 8s 7s 6s 5s 4s 3s 2s As
2: #Js Ks
3: 10s 9s
4: 8s
5: 7s 6s
6: 5s
7: 4s
8: 3s 2s
9: As
10:
removed: 6
";
    let mut g = Spider::from_position(&swarm::games::position::TextPosition::parse(text).unwrap()).unwrap();
    let mv = g.parse_move("1").unwrap();
    assert!(g.apply(mv).unwrap().revealed, "removing the suit turns up the Qs");
    assert_eq!(g.removed_count(), 7);
    let line = g.to_woods().unwrap();
    assert_eq!(line, "s,?t,qp,o,nm,l,k,ji,h,,,r,,,,,,,,,");
    let back = Spider::from_woods(&line).unwrap();
    assert_eq!(back.removed_count(), 7);
    assert_eq!(back.all_cards().len(), 104);
    assert_eq!(back, g);
}

#[test]
fn woods_bad_lines_are_refused_with_reasons() {
    let line = PAGE6.lines().nth(1).unwrap();
    let err = |t: &str| Spider::from_woods(t).unwrap_err();
    assert!(err("").contains("empty"));
    assert!(err("a,b,c").contains("21 comma-separated fields, not 3"));
    assert!(err(&line.replacen("?????S", "?????~", 1)).contains("field 1: `~` is not a card code"));
    assert!(err(&line.replacen("?????S", "????S", 1)).contains("field 11 lists 5 face-down cards, but field 1 shows 4"));
    assert!(err(&line.replacen("?????S", "????S?", 1)).contains("after a face-up card"));
    assert!(err(&line.replacen(",XKmsb,", ",XKmsX,", 1)).contains("Jd appears 3 times"));
    assert!(err(&line.replacen("TUoj", "TUo", 1)).contains("whole deals"));
    assert!(err(&format!("{line}\n{line}")).contains("one line"));
    // Every prefix of the line is refused without a panic.
    for (i, _) in line.char_indices() {
        assert!(Spider::from_woods(&line[..i]).is_err());
    }
}

#[test]
fn woods_random_lines_never_panic() {
    let mut rng = swarm::deal::SplitMix64::new(1979);
    let alphabet: Vec<char> = "??????,,,,ABChst^_`[\\]↑←~@ 09é\n".chars().collect();
    let line = PAGE6.lines().nth(1).unwrap();
    for _ in 0..3000 {
        let n = rng.below(140) as usize;
        let s: String = (0..n).map(|_| alphabet[rng.below(alphabet.len() as u64) as usize]).collect();
        let _ = Spider::from_woods(&s);
        let _ = parse_position(&s);
        // One character of the real line changed.
        let mut chars: Vec<char> = line.chars().collect();
        let i = rng.below(chars.len() as u64) as usize;
        chars[i] = alphabet[rng.below(alphabet.len() as u64) as usize];
        let t: String = chars.into_iter().collect();
        if let Ok(g) = Spider::from_woods(&t) {
            assert_eq!(g.all_cards().len(), 104);
        }
    }
}

/// A position of `options` holding `copies` of each of `suits` (the other
/// suits removed), spread over the ten piles with a face-down card under
/// each of the first four, nothing in the hand.
fn late_game(options: &str, suits: &[char], copies: usize) -> Spider {
    let mut cards = Vec::new();
    for _ in 0..copies {
        for s in suits {
            for r in ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] {
                cards.push(format!("{r}{s}"));
            }
        }
    }
    let mut piles = vec![Vec::new(); 10];
    for (i, c) in cards.iter().enumerate() {
        piles[i % 10].push(c.clone());
    }
    let mut text = format!("game: spider\noptions: {options}\n");
    for (p, pile) in piles.iter().enumerate() {
        let cards: Vec<String> =
            pile.iter().enumerate().map(|(i, c)| if i == 0 && p < 4 { format!("#{c}") } else { c.clone() }).collect();
        text.push_str(&format!("{}: {}\n", p + 1, cards.join(" ")));
    }
    let removed = 8 - suits.len() * copies;
    text.push_str(&format!("removed: {removed}\n"));
    Spider::from_position(&swarm::games::position::TextPosition::parse(&text).unwrap())
        .unwrap_or_else(|e| panic!("{e}"))
}

/// Issue 23, item 12: a 2-suit game down to two suits of spades and two of
/// hearts (four removed) is, card for card, also a 4-suit game without its
/// clubs and diamonds; a 1-suit game down to two suits of spades is also a
/// 2- and a 4-suit game. A bare line cannot say which: it is read as the
/// first deck its cards fit (4, 2, 1), and the reader is told so.
#[test]
fn a_woods_line_that_fits_several_suit_counts_says_what_was_assumed() {
    let two = late_game("suits=2", &['s', 'h'], 2);
    let line = two.to_woods().unwrap();
    let r = woods::read(&line, &[]).unwrap();
    assert_eq!(r.game.options().get("suits"), "4");
    assert_eq!(
        r.assumed.as_deref(),
        Some("the line does not say how many suits its game has (its cards fit 4 or 2): read as 4 suits")
    );
    let one = late_game("suits=1", &['s'], 2);
    let r = woods::read(&one.to_woods().unwrap(), &[]).unwrap();
    assert!(r.assumed.unwrap().contains("(its cards fit 4, 2 or 1): read as 4 suits"));
    // Four suits of spades can only be a 2- or a 1-suit game.
    let one = late_game("suits=1", &['s'], 4);
    let r = woods::read(&one.to_woods().unwrap(), &[]).unwrap();
    assert_eq!(r.game.options().get("suits"), "2");
    assert!(r.assumed.unwrap().contains("(its cards fit 2 or 1): read as 2 suits"));
    // A full line, or one with a suit of each colour left, fits one deck only.
    assert!(woods::read(&page6().to_woods().unwrap(), &[]).unwrap().assumed.is_none());
    let d = Spider::deal(&swarm::games::Options::parse(GameId::Spider, [("suits", "1")]).unwrap(), 9);
    let r = woods::read(&d.to_woods().unwrap(), &[]).unwrap();
    assert_eq!((r.game, r.assumed), (d, None));
}

#[test]
fn the_caller_chooses_what_a_woods_line_cannot_say() {
    for (g, n) in [
        (late_game("suits=2", &['s', 'h'], 2), "2"),
        (late_game("suits=1", &['s'], 2), "1"),
        (late_game("suits=1,removal=auto", &['s'], 4), "1"),
    ] {
        let line = g.to_woods().unwrap();
        let unsaid = woods::unsaid(&g);
        assert!(unsaid.contains(&("suits", n)), "{unsaid:?}");
        let r = woods::read(&line, &unsaid).unwrap();
        assert_eq!(r.game, g, "the line and the options it leaves out give the same game back");
        assert!(r.assumed.is_none());
    }
    // A chosen suit count the cards do not fit is refused, saying why.
    let e = woods::read(&page6().to_woods().unwrap(), &[("suits", "2")]).unwrap_err();
    assert!(e.starts_with("the line's cards are not a 2-suit game: ") && e.contains("not in a 2-suit deck"), "{e}");
    // The rule options, which no line says, are applied as chosen.
    let r = woods::read(PAGE6, &[("removal", "auto"), ("empty_deal", "yes")]).unwrap();
    assert_eq!(r.game.options().summary(), "removal=auto,empty_deal=yes");
    assert!(woods::read(PAGE6, &[("cards", "54")]).unwrap_err().contains("Spider has no option `cards`"));
    assert!(woods::unsaid(&page6()).is_empty());
}

/// Records and links carry the options beside the line, so a game Swarm
/// saves comes back as the same game, whatever its suit count.
#[test]
fn a_woods_position_in_a_record_or_a_link_comes_back_as_the_same_game() {
    use swarm::games::AnyGame;
    use swarm::record::{parse_link, Record};
    for g in [late_game("suits=2", &['s', 'h'], 2), late_game("suits=1", &['s'], 2), late_game("suits=1", &['s'], 4)] {
        let line = g.to_woods().unwrap();
        let s = Session::new(Origin::Position(line), AnyGame::Spider(g.clone()));
        let rec = s.record();
        let back = Record::from_json(&rec.to_json()).unwrap();
        assert_eq!(back, rec);
        assert_eq!(back.start_position().unwrap(), AnyGame::Spider(g.clone()));
        let link = parse_link(&rec.to_query(true));
        assert!(link.problems.is_empty(), "{:?}", link.problems);
        assert_eq!(link.record.unwrap().start_position().unwrap(), AnyGame::Spider(g));
    }
}

#[test]
fn a_woods_line_with_no_cards_is_refused_and_never_written() {
    let empty = ",".repeat(20);
    assert_eq!(Spider::from_woods(&empty).unwrap_err(), "the Woods line holds no cards");
    let won =
        Spider::from_position(&swarm::games::position::TextPosition::parse("game: spider\nremoved: 8\n1:\n").unwrap())
            .unwrap();
    assert!(won.is_won());
    assert!(won.to_woods().unwrap_err().contains("every suit has been removed"));
}
