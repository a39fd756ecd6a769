//! `swarm convert`: text positions, Woods lines and JSON records, detected
//! on input, converted losslessly.

use std::path::PathBuf;

fn cli(args: &[&str]) -> (i32, String, String) {
    swarm::cli::run(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>())
}

fn file(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("swarm-convert-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p
}

/// Woods' page-6 line from the 1979 document (with `↑`/`←` as printed).
const PAGE6: &str = "?????S,????W,????h,?????k,????],????p,?????C,????e,????f,?????G,XKmsb,DQHn,halU,JDBOa,\\VfW,McGl,Bd\\RO,mFRj,]oNt,ASQ[q,ZAeVgdNI`ILikYp←JKP[F`bqHnPXTrgL↑rc←EMsiYCtEZ↑TUoj";

#[test]
fn a_woods_line_converts_to_text_and_back() {
    let w = file("page6.woods", PAGE6);
    let (code, text, err) = cli(&["convert", "--to", "text", w.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(text.starts_with("game: spider\n"), "{text}");
    assert!(text.contains("\n1: #") && text.contains(" 6d\n"), "{text}");
    let t = file("page6.txt", &text);
    let (code, line, err) = cli(&["convert", "--to", "woods", t.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(line.trim(), PAGE6.replace('↑', "^").replace('←', "_"));
}

#[test]
fn json_records_convert_the_position_they_reach() {
    let rec = file("game.json", r#"{"game":"beeswax","deal":52923,"moves":["5E","DF"]}"#);
    let (code, text, err) = cli(&["convert", "--to", "text", rec.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(text.contains("\nE: Kh Ks\nF: 7d\n"), "{text}");
    let (code, json, err) = cli(&["convert", "--to", "json", rec.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let back = swarm::record::Record::from_json(&json).unwrap();
    let g = back.start_position().unwrap();
    assert_eq!(g.to_text(true), text);
}

#[test]
fn convert_refuses_what_it_cannot_do() {
    let t = file("bw.txt", &cli(&["deal", "beeswax", "5"]).1);
    let (code, _, err) = cli(&["convert", "--to", "woods", t.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(err.contains("Woods lines hold Spider positions"), "{err}");
    assert_eq!(cli(&["convert", "--to", "xml", t.to_str().unwrap()]).0, 2);
    assert_eq!(cli(&["convert", t.to_str().unwrap()]).0, 2);
    let bad = file("bad.txt", "game: spider\n1: Zz\n");
    let (code, _, err) = cli(&["convert", "--to", "text", bad.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(err.contains("Zz"), "{err}");
}

/// Issue 23, item 11: each of these was misreported or silently accepted.
#[test]
fn malformed_positions_and_records_are_reported_as_what_they_are() {
    let cases = [
        ("array.json", "[1, 2, 3]".to_string(), "not a JSON record: an array [ … ], where a record is an object"),
        (
            "two-games.txt",
            "game: beeswax\n1: Kc\ngame: spider\nA: Kd\n".into(),
            "line 3: a second `game:` line (the first is line 1)",
        ),
        ("nul.txt", "game: beeswax\0\n1: Kc\n".into(), "unknown game `beeswax\\0`"),
        (
            "empty-spider.txt",
            "game: spider\n".into(),
            "the position has no cards (a won Spider game says `removed: 8`)",
        ),
        ("empty-beetle.txt", "game: beetle\n1:\n".into(), "the position has no cards"),
        (
            "many-moves.json",
            format!(r#"{{"game":"beeswax","deal":1,"moves":"{}"}}"#, "1E EF ".repeat(10_001)),
            "the record has too many moves (20002; at most 20000)",
        ),
    ];
    for (name, text, says) in cases {
        let p = file(name, &text);
        let (code, _, err) = cli(&["convert", "--to", "text", p.to_str().unwrap()]);
        assert_eq!(code, 1, "{name}");
        assert!(err.contains(says), "{name}: {err}");
        assert_eq!(err.lines().count(), 1, "{name}: {err}");
    }
    // A won game that says so still loads.
    let won = file("won.txt", "game: spider\nremoved: 8\n");
    let (code, text, err) = cli(&["convert", "--to", "text", won.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(text.ends_with("removed: 8\n"));
}

/// `--opt` beside `--position`: applied where the format cannot say (a
/// Woods line), an error where it contradicts what the format says.
#[test]
fn opt_beside_a_position_is_applied_to_a_woods_line_and_checked_against_a_text() {
    // A text position says its options; --opt must agree.
    let two = cli(&["deal", "spider", "3", "--opt", "suits=2", "--reveal"]).1;
    let t = file("two.txt", &two);
    let (code, _, err) =
        cli(&["replay", "spider", "--position", t.to_str().unwrap(), "--opt", "suits=4", "--moves", "D"]);
    assert_eq!(code, 1);
    assert!(err.contains("--opt suits=4 contradicts the position, which says suits=2"), "{err}");
    let (code, _, err) =
        cli(&["replay", "spider", "--position", t.to_str().unwrap(), "--opt", "suits=2", "--moves", "D"]);
    assert_eq!(code, 0, "{err}");
    // No `options:` line: the defaults, which --opt must not contradict either.
    let plain = file("plain.txt", &cli(&["deal", "spider", "3", "--reveal"]).1);
    let (code, _, err) = cli(&["convert", "--to", "text", plain.to_str().unwrap(), "--opt", "removal=auto"]);
    assert_eq!(code, 1);
    assert!(err.contains("removal=auto contradicts the position, which says removal=manual"), "{err}");
    // A JSON record says its options too.
    let rec = file("rec.json", r#"{"game":"spider","deal":3,"options":{"suits":"2"}}"#);
    let (code, _, err) = cli(&["convert", "--to", "text", rec.to_str().unwrap(), "--opt", "suits=1"]);
    assert_eq!(code, 1);
    assert!(err.contains("suits=1 contradicts"), "{err}");
    // A Woods line cannot say its rules: --opt gives them.
    let w = file("page6.woods", PAGE6);
    let (code, text, err) = cli(&["convert", "--to", "text", w.to_str().unwrap(), "--opt", "removal=auto"]);
    assert_eq!(code, 0, "{err}");
    assert!(text.starts_with("game: spider\noptions: removal=auto\n"), "{text}");
    let (code, _, err) = cli(&["convert", "--to", "text", w.to_str().unwrap(), "--opt", "suits=1"]);
    assert_eq!(code, 1);
    assert!(err.contains("the line's cards are not a 1-suit game"), "{err}");
}

/// A 2-suit game down to four suits exported as a Woods line: the line
/// alone reads back as 4 suits (said on standard error, with how to
/// choose); with `--opt suits=2` it is the same game.
#[test]
fn a_woods_line_of_a_two_suit_game_comes_back_with_opt_suits() {
    let mut text = String::from("game: spider\noptions: suits=2\n");
    let ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
    let cards: Vec<String> =
        (0..4).flat_map(|i| ranks.iter().map(move |r| format!("{r}{}", ["s", "h"][i % 2]))).collect();
    for (p, chunk) in cards.chunks(6).enumerate() {
        text.push_str(&format!("{}: #{}\n", p + 1, chunk.join(" ")));
    }
    text.push_str("removed: 4\n");
    let t = file("two-suits.txt", &text);
    let (code, line, err) = cli(&["convert", "--to", "woods", t.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("a Woods line does not say this game's suits=2; read it back with --opt suits=2"), "{err}");
    let w = file("two-suits.woods", &line);
    let (code, four, err) = cli(&["convert", "--to", "text", w.to_str().unwrap()]);
    assert_eq!(code, 0);
    assert!(!four.contains("suits=2"));
    assert!(err.contains("its cards fit 4 or 2): read as 4 suits; --opt suits=N chooses"), "{err}");
    let (code, back, err) = cli(&["convert", "--to", "text", w.to_str().unwrap(), "--opt", "suits=2"]);
    assert_eq!((code, err.as_str()), (0, ""));
    let original = cli(&["convert", "--to", "text", t.to_str().unwrap()]).1;
    assert_eq!(back, original);
}
