//! Deal links (SPEC §2): every bad or repeated parameter is named in a
//! problem, whatever was good is kept, and the marks travel with the game.

use swarm::games::{GameId, Options};
use swarm::record::{parse_link, Origin, Record, MAX_MOVES};

/// The record and problems of a link; the record must exist.
fn open(q: &str) -> (Record, Vec<String>) {
    let r = parse_link(q);
    (r.record.unwrap_or_else(|| panic!("{q}: no record: {:?}", r.problems)), r.problems)
}

fn says(problems: &[String], what: &str) {
    assert!(problems.iter().any(|p| p.contains(what)), "no problem says {what:?}: {problems:?}");
}

#[test]
fn cheated_and_assisted_are_one_or_zero_and_garbage_marks_the_game() {
    let (r, p) = open("?game=spider&deal=7&cheated=1&assisted=true");
    assert!(r.cheated && r.assisted && p.is_empty(), "{p:?}");
    let (r, p) = open("?game=spider&deal=7&cheated=0&assisted=no");
    assert!(!r.cheated && !r.assisted && p.is_empty(), "{p:?}");
    let (r, p) = open("?game=spider&deal=7&cheated=maybe&assisted=%3Cb%3E");
    assert!(r.cheated && r.assisted, "a damaged mark never makes a clean game");
    says(&p, "cheated must be 1 or 0, not `maybe`: the game is marked cheated");
    says(&p, "assisted must be 1 or 0, not `<b>`: the game is marked assisted");
    let (r, p) = open("?game=spider&deal=7&cheated=");
    assert!(r.cheated);
    says(&p, "cheated must be 1 or 0, not ``");
}

#[test]
fn both_marks_travel_in_the_link() {
    let mut rec = Record::deal(GameId::Beehive, Options::defaults(GameId::Beehive), 7);
    rec.assisted = true;
    let q = rec.to_query(true);
    assert_eq!(q, "game=beehive&deal=7&assisted=1");
    assert_eq!(open(&q), (rec.clone(), vec![]));
    rec.cheated = true;
    assert_eq!(open(&rec.to_query(true)).0, rec);
}

#[test]
fn every_repeated_parameter_is_named_and_the_first_is_used() {
    let (r, p) = open("?game=spider&game=beeswax&deal=3");
    assert_eq!(r.game, GameId::Spider);
    assert_eq!(p, ["`game` is given twice: the first (`spider`) is used"]);
    let (r, p) = open("?game=spider&deal=5&deal=6&deal=7");
    assert_eq!(r.origin, Origin::Deal(5));
    assert_eq!(p, ["`deal` is given 3 times: the first (`5`) is used"]);
    let (r, p) = open("?game=beeswax&deal=5&moves=1E&moves=2E");
    assert_eq!(r.moves, ["1E"]);
    assert_eq!(p, ["`moves` is given twice: the first (`1E`) is used"]);
    let (r, p) = open("?game=spider&deal=5&suits=2&SUITS=1");
    assert_eq!(r.options.get("suits"), "2");
    assert_eq!(p, ["option `SUITS` is given twice (first as suits=2): the second is ignored"]);
    let (r, p) = open("?game=spider&deal=5&suits=3&suits=2");
    assert_eq!(r.options.get("suits"), "4", "the first, refused, leaves the default");
    says(&p, "option suits cannot be `3`");
    says(&p, "option `suits` is given twice (first as suits=3): the second is ignored");
    let (r, p) = open("?game=spider&deal=5&cheated=1&cheated=0");
    assert!(r.cheated);
    says(&p, "`cheated` is given twice");
    let (_, p) = open("?game=spider&deal=5&assisted=0&assisted=0");
    says(&p, "`assisted` is given twice");
}

#[test]
fn beetles_old_second_deal_is_its_layout_and_a_third_is_named() {
    let (r, p) = open("?game=beetle&deal=7&deal=54");
    assert_eq!((r.origin, r.options.get("cards")), (Origin::Deal(7), "54"));
    assert!(p.is_empty(), "{p:?}");
    let (r, p) = open("?game=beetle&deal=7&deal=54&deal=44");
    assert_eq!(r.options.get("cards"), "54");
    assert_eq!(p, ["option `deal` is given twice (first as deal=54): the second is ignored"]);
    let (r, p) = open("?game=beetle&deal=7&cards=54&deal=44");
    assert_eq!(r.options.get("cards"), "54");
    assert_eq!(p, ["option `deal` is given twice (first as cards=54): the second is ignored"]);
    // Beside a position, the old key is the layout (there is no deal number).
    let text = swarm::cli::run(&["deal", "beetle", "2", "--opt", "cards=54", "--reveal"].map(String::from)).1;
    let q = format!("?game=beetle&position={}&deal=54", swarm::record::percent_encode(&text));
    let (r, p) = open(&q);
    assert!(p.is_empty(), "{p:?}");
    assert_eq!(r.options.get("cards"), "54");
    let (_, p) = open(&q.replace("deal=54", "deal=44"));
    says(&p, "option cards=44 contradicts the position, which says cards=54");
}

#[test]
fn a_bad_deal_number_is_named_even_without_a_game() {
    for (q, what) in [
        ("?deal=-1", "deal number `-1` is out of range: negative (1 to 4294967295)"),
        ("?deal=99999999999", "deal number `99999999999` is out of range: too large"),
        ("?game=chess&deal=1e10", "deal number `1e10` is out of range: too large"),
        ("?game=beeswax&deal=abc", "deal number `abc` is not a number"),
        ("?game=beeswax&deal=0", "out of range: zero"),
    ] {
        let r = parse_link(q);
        assert!(r.record.is_none(), "{q}");
        says(&r.problems, what);
    }
    says(&parse_link("?deal=-1").problems, "the link names no game");
    says(&parse_link("?game=chess&deal=5").problems, "unknown game `chess`");
    says(&parse_link("?game=spider").problems, "the link has no deal number");
}

#[test]
fn unknown_parameters_and_clashes_are_named() {
    let (r, p) = open("?game=beeswax&deal=5&colour=red");
    assert_eq!(r.origin, Origin::Deal(5));
    assert_eq!(p, ["Beeswax has no option `colour`"]);
    let (_, p) = open("?game=spider&deal=5&daily=2024-01-01");
    says(&p, "Spider has no option `daily` (options: suits, extra, removal, empty_deal)");
    let text = swarm::cli::run(&["deal", "spider", "2", "--reveal"].map(String::from)).1;
    let pos = swarm::record::percent_encode(&text);
    let (r, p) = open(&format!("?game=spider&deal=9&position={pos}"));
    assert!(matches!(r.origin, Origin::Position(_)));
    assert_eq!(p, ["the link gives both `deal` and `position`: the position is used"]);
    let (r, p) = open(&format!("?game=spider&position={pos}&suits=2"));
    assert_eq!(r.options.get("suits"), "4");
    assert_eq!(
        p,
        ["position: option suits=2 contradicts the position, which says suits=4; the position's own options are used"]
    );
}

#[test]
fn a_link_keeps_at_most_the_record_limit_of_moves() {
    let moves = "1E,EF,".repeat(MAX_MOVES / 2 + 1);
    let (r, p) = open(&format!("?game=beeswax&deal=5&moves={moves}"));
    assert_eq!(r.moves.len(), MAX_MOVES);
    assert_eq!(p, [format!("the link has {} moves; the first {MAX_MOVES} are replayed", MAX_MOVES + 2)]);
}

/// Hostile links (the page's own test set, and more): a problem for each,
/// one short line, control characters escaped; never a panic.
#[test]
fn hostile_links_give_short_inert_problems() {
    let huge = "9".repeat(10_000);
    let junk = format!("%1B%5D0%3Bx%07{}", "y".repeat(3000));
    let mut links: Vec<String> = vec![
        format!("?game=beeswax&deal={huge}"),
        format!("?game={junk}&deal=1"),
        format!("?game=spider&deal=1&{junk}={junk}"),
        format!("?game=spider&deal=1&suits={junk}"),
        format!("?game=spider&deal=1&cheated={junk}"),
        format!("?game=spider&position={junk}"),
        format!("?game=spider&position=game%3A%20spider%0A1%3A%20{junk}"),
        format!("?game=beeswax&deal={junk}"),
        "?game=beeswax%00&deal=1".into(),
        "?game=spider&deal=%E2%80%AE1".into(),
        "?game=spider&deal=1&moves=%FF".into(),
        "?%zz=1&game=beeswax&deal=1".into(),
    ];
    for n in ["-1", "0", "1e10", "1.5", "0x10", "+", "", "4294967296", "١٢"] {
        for g in ["beeswax", "beehive", "beetle", "spider", "chess", ""] {
            links.push(format!("?game={g}&deal={n}&deal={n}&cards={n}&suits={n}&cheated={n}&assisted={n}"));
        }
    }
    assert!(links.len() >= 60);
    for q in &links {
        let r = parse_link(q);
        assert!(!r.problems.is_empty(), "{}", &q[..q.len().min(80)]);
        for p in &r.problems {
            assert!(!p.contains('\n') && !p.chars().any(char::is_control), "{p:?}");
            assert!(p.chars().count() <= 200, "{} characters: {}", p.chars().count(), &p[..100]);
            assert!(!p.contains('\u{202e}'), "{p}");
        }
    }
}

#[test]
fn moves_travel_in_the_compact_form_and_the_old_percent_encoded_form_still_opens() {
    let mut rec = Record::deal(GameId::Spider, Options::defaults(GameId::Spider), 7);
    rec.moves = vec!["3 10".into(), "D".into(), "7 10 2".into(), "4".into()];
    let q = rec.to_query(true);
    assert!(q.ends_with("moves=3.10_D_7.10.2_4"), "{q}");
    assert!(!q.contains('%'), "no percent-encoding: {q}");
    assert_eq!(parse_link(&q).record.unwrap().moves, rec.moves);
    // The older form of the same moves, and the other joiners SPEC allows.
    for old in ["moves=3%2010%2CD%2C7%2010%202%2C4", "moves=3-10~D~7-10-2~4"] {
        let q = format!("game=spider&deal=7&{old}");
        let r = parse_link(&q);
        assert!(r.problems.is_empty(), "{:?}", r.problems);
        assert_eq!(r.record.unwrap().moves, rec.moves, "{old}");
    }
    // Beeswax's moves have no space to write: joined, they read back.
    let mut b = Record::deal(GameId::Beeswax, Options::defaults(GameId::Beeswax), 5);
    b.moves = vec!["5E".into(), "DE2".into()];
    assert!(b.to_query(true).ends_with("moves=5E_DE2"));
    assert_eq!(parse_link(&b.to_query(true)).record.unwrap().moves, b.moves);
}

#[test]
fn a_spider_or_beetle_move_between_one_digit_piles_travels_as_two_digits() {
    // Woods' moves need a separator only when a pile number has two digits;
    // links write "3 4" as `34` so a 220-move game fits a short link.
    for game in [GameId::Spider, GameId::Beetle] {
        let mut rec = Record::deal(game, Options::defaults(game), 7);
        rec.moves = vec!["3 4".into(), "3 10".into(), "D".into(), "10 2".into(), "7 2 3".into(), "4".into()];
        let q = rec.to_query(true);
        assert!(q.ends_with("moves=34_3.10_D_10.2_7.2.3_4"), "{q}");
        assert_eq!(parse_link(&q).record.unwrap().moves, rec.moves);
        // One move alone is read in the compact form too.
        let r = parse_link(&format!("game={}&deal=7&moves=89", game.key()));
        assert!(r.problems.is_empty(), "{:?}", r.problems);
        assert_eq!(r.record.unwrap().moves, vec!["8 9".to_string()]);
    }
    // Beehive's own moves are digit pairs already ("14": column 1 onto 4).
    let mut b = Record::deal(GameId::Beehive, Options::defaults(GameId::Beehive), 5);
    b.moves = vec!["D".into(), "14".into(), "142".into()];
    assert!(b.to_query(true).ends_with("moves=D_14_142"), "{}", b.to_query(true));
    assert_eq!(parse_link(&b.to_query(true)).record.unwrap().moves, b.moves);
}

#[test]
fn a_two_byte_character_in_a_spider_moves_list_is_carried_not_a_panic() {
    // `é` is two bytes: the two-digit shorthand must not cut it in half.
    let r = parse_link("game=spider&deal=1&moves=%C3%A9");
    // Carried as it is; replaying it names it as a bad move.
    assert_eq!(r.record.unwrap().moves, vec!["é".to_string()]);
}

#[test]
fn percent_coding_round_trips() {
    let s = "game: beeswax\n1: Qh 10d\n#<script>";
    assert_eq!(swarm::record::percent_decode(&swarm::record::percent_encode(s)).unwrap(), s);
    assert!(swarm::record::percent_decode("%zz").is_err());
    assert!(swarm::record::percent_decode("%4").is_err());
}

#[test]
fn links_report_every_problem() {
    let r = parse_link("?game=beeswax&deal=abc");
    assert!(r.record.is_none());
    assert!(r.problems.iter().any(|p| p.contains("not a number")));
    let r = parse_link("game=nope&deal=1");
    assert!(r.problems[0].contains("unknown game"));
    let r = parse_link("game=beeswax&deal=5&colour=red");
    assert!(r.record.is_some());
    assert!(r.problems[0].contains("no option"));
}

#[test]
fn a_text_opening_with_a_bracket_is_a_record_only_if_it_reads_as_one() {
    assert!(swarm::record::json_record("{}").unwrap().is_err(), "an object is JSON, and not a record");
    assert!(swarm::record::json_record("[1, 2]").unwrap().is_err(), "JSON that is not a record is refused as such");
    assert!(swarm::record::json_record("[?,?,?").is_none(), "a Woods line opening with the ace of hearts");
    assert!(swarm::record::json_record("game: spider").is_none());
    let rec =
        Record::deal(swarm::games::GameId::Beeswax, swarm::games::Options::defaults(swarm::games::GameId::Beeswax), 3);
    assert_eq!(swarm::record::json_record(&rec.to_json()).unwrap().unwrap(), rec);
}
