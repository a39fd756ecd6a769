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
