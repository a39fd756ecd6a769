//! The command line against hostile arguments and files (SPEC §5): bytes
//! that are not UTF-8, huge and control-character tokens, huge files,
//! repeated flags. Every refusal is one short line naming the problem, with
//! the offending token cut to a few dozen characters and escaped; exit 2 for
//! a usage error, 1 for bad input; never a panic (exit 101).

use std::ffi::OsString;
use std::io::Write;
use std::os::unix::ffi::OsStringExt;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// Runs the real binary: (exit code, stdout, stderr).
fn swarm_os(args: &[OsString], stdin: &[u8]) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_swarm"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    // The command may refuse before reading it all: a broken pipe is fine.
    let _ = input.write_all(stdin);
    drop(input);
    let out = child.wait_with_output().unwrap();
    let text = |b: Vec<u8>| String::from_utf8(b).expect("swarm writes UTF-8");
    (out.status.code().unwrap_or(-1), text(out.stdout), text(out.stderr))
}

fn swarm(args: &[&str]) -> (i32, String, String) {
    swarm_os(&args.iter().map(OsString::from).collect::<Vec<_>>(), b"")
}

/// In-process, for the cases that need no real process.
fn cli(args: &[&str]) -> (i32, String, String) {
    swarm::cli::run(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>())
}

fn tmp(name: &str, bytes: &[u8]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("swarm-hostile-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, bytes).unwrap();
    p
}

/// One line, at most `max` characters, no control character.
fn one_short_line(err: &str, max: usize) {
    let line = err.strip_suffix('\n').unwrap_or(err);
    // Quote a failing message only in part: it may be huge.
    let line = &line.chars().take(max + 100).collect::<String>();
    assert!(!line.is_empty(), "an error says something");
    assert!(!line.contains('\n'), "one line: {line:?}");
    assert!(line.chars().count() <= max, "{} characters: {line:?}", line.chars().count());
    assert!(!line.chars().any(char::is_control), "no control characters: {line:?}");
}

#[test]
fn arguments_that_are_not_utf8_are_a_usage_error_naming_them() {
    let bad = |bytes: &[u8]| OsString::from_vec(bytes.to_vec());
    let cases: Vec<Vec<OsString>> = vec![
        vec!["deal".into(), bad(b"sp\xffider"), "1".into()],
        vec!["replay".into(), "beeswax".into(), "1".into(), "--moves".into(), bad(b"1E\xff")],
        vec![bad(b"\xfe\xff")],
        vec!["solve".into(), "beeswax".into(), bad(b"1\xc3")],
        vec!["convert".into(), "--to".into(), "text".into(), bad(b"/tmp/\xff.txt")],
        vec!["deal".into(), "beetle".into(), "1".into(), "--opt".into(), bad(b"cards=\x80")],
    ];
    for args in cases {
        let (code, out, err) = swarm_os(&args, b"");
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(out.is_empty());
        one_short_line(&err, 120);
        assert!(err.contains("not UTF-8") && err.contains("\\x"), "{args:?}: {err}");
    }
    let (_, _, err) = swarm_os(&["deal".into(), bad(b"sp\xffider"), "1".into()], b"");
    assert!(err.contains("`sp\\xFFider`"), "the argument is shown, its bad byte escaped: {err}");
}

#[test]
fn a_huge_card_token_is_echoed_short_and_escaped() {
    let token = format!("\u{1b}[2J\u{7}{}", "Z".repeat(200_000));
    let p = tmp("huge-card.txt", format!("game: spider\n1: Kd {token}\n").as_bytes());
    let (code, _, err) = swarm(&["convert", "--to", "text", p.to_str().unwrap()]);
    assert_eq!(code, 1, "{err}");
    one_short_line(&err, 160);
    assert!(err.contains("\\u{1b}[2J\\u{7}ZZZ"), "ESC and BEL are shown escaped: {err}");
    assert!(!err.contains('\u{1b}') && !err.contains('\u{7}'));
    // The page's Locate field reads a card through the same parser.
    let e = token.parse::<swarm::card::Card>().unwrap_err().to_string();
    one_short_line(&e, 100);
    assert!(e.contains("\\u{1b}"), "{e}");
}

#[test]
fn every_echoed_argument_is_cut_to_a_few_dozen_characters() {
    let huge = "9".repeat(10_000);
    let junk = format!("x\u{1b}]0;pwned\u{7}{}", "y".repeat(5000));
    let flag = format!("--{junk}");
    let opt = format!("suits{junk}");
    let kv = format!("{junk}={junk}");
    let range = format!("1..{huge}");
    let moves = format!("1E {junk}");
    let cases: Vec<Vec<&str>> = vec![
        vec!["deal", "beeswax", &huge],
        vec!["deal", &junk, "1"],
        vec![&junk],
        vec!["deal", "beeswax", "1", &flag],
        vec!["deal", "spider", "1", "--opt", &opt],
        vec!["deal", "spider", "1", "--opt", &kv],
        vec!["replay", "beeswax", "1", "--moves", &junk],
        vec!["solve", "beeswax", &range],
        vec!["solve", "beeswax", "1", "--budget-ms", &junk],
        vec!["convert", "--to", &junk, "x"],
        vec!["convert", "--to", "text", &junk],
        vec!["hint", "beeswax", "1", "--moves", &moves],
    ];
    for args in cases {
        let (code, out, err) = cli(&args);
        let short: Vec<String> = args.iter().map(|a| a.chars().take(20).collect()).collect();
        assert!(code == 1 || code == 2, "{short:?}: {code} {out}");
        one_short_line(&err, 200);
        assert!(!err.contains(&"9".repeat(100)) && !err.contains(&"y".repeat(100)), "{short:?}: {err}");
    }
}

#[test]
fn a_convert_to_an_unknown_format_is_a_usage_error_before_the_file_is_read() {
    // Usage first (issue 46): `--to xml` is exit 2 whatever the file holds.
    let dir = std::env::temp_dir().join(format!("swarm-hostile-to-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let empty = dir.join("empty.txt");
    std::fs::write(&empty, "").unwrap();
    for file in [empty.to_str().unwrap(), "/no/such/file.txt"] {
        let (code, _, err) = cli(&["convert", "--to", "xml", file]);
        assert_eq!(code, 2, "{file}: {err}");
        assert!(err.contains("--to must be text, woods or json, not `xml`"), "{err}");
    }
}

#[test]
fn usage_errors_are_one_line() {
    for args in [&["deal"][..], &["frobnicate"], &["deal", "spider"], &["solve", "beeswax", "1", "--nodes", "0"]] {
        let (code, _, err) = cli(args);
        assert_eq!(code, 2, "{args:?}");
        one_short_line(&err, 120);
    }
}

#[test]
fn a_file_over_the_limit_is_refused_by_its_size_before_it_is_read() {
    // A sparse file: 1 GB on paper, nothing on disk. Read whole, it would
    // take a gigabyte of memory; the refusal comes from its size.
    let p = tmp("huge.txt", b"");
    std::fs::File::options().write(true).open(&p).unwrap().set_len(1 << 30).unwrap();
    let (code, _, err) = swarm(&["convert", "--to", "text", p.to_str().unwrap()]);
    assert_eq!(code, 1, "{err}");
    one_short_line(&err, 160);
    assert!(err.contains("too large (1073741824 bytes; at most 262144)"), "{err}");
    // The limit holds where no size is known in advance: standard input.
    let big = format!("game: beeswax\n;{}\n", "x".repeat(300_000));
    let args: Vec<OsString> = ["convert", "--to", "text", "-"].iter().map(OsString::from).collect();
    let (code, _, err) = swarm_os(&args, big.as_bytes());
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("standard input is too large (more than 262144 bytes)"), "{err}");
}

#[test]
fn peak_memory_stays_small_whatever_the_file() {
    // /dev/zero has no size and no end: only the limit stops the reading.
    let (code, _, err) = swarm(&["replay", "spider", "--position", "/dev/zero", "--moves", "D"]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("/dev/zero is too large (more than 262144 bytes)"), "{err}");
}

#[test]
fn a_file_that_is_not_utf8_or_not_a_file_is_named() {
    let p = tmp("latin1.txt", b"game: beeswax\n1: K\xe9\n");
    let (code, _, err) = cli(&["convert", "--to", "text", p.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(err.contains("is not UTF-8 text (byte 19"), "{err}");
    let dir = std::env::temp_dir();
    let (code, _, err) = cli(&["convert", "--to", "text", dir.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(err.contains("is a directory"), "{err}");
}

#[test]
fn a_repeated_opt_or_flag_is_a_usage_error_naming_it() {
    let cases: [(&[&str], &str); 5] = [
        (&["deal", "spider", "1", "--opt", "suits=2", "--opt", "suits=1"], "--opt `suits` is given twice"),
        (
            &["deal", "spider", "1", "--opt", "suits=2", "--opt=SUITS=2"],
            "--opt `SUITS` is given twice (first as `suits`)",
        ),
        (
            &["deal", "beetle", "1", "--opt", "cards=54", "-o", "deal=44"],
            "--opt `deal` is given twice (first as `cards`)",
        ),
        (&["replay", "beeswax", "1", "--moves", "1E", "--moves", "2E"], "--moves is given twice"),
        (&["solve", "beeswax", "1", "--budget-ms=5", "--budget-ms", "9"], "--budget-ms is given twice"),
    ];
    for (args, says) in cases {
        let (code, _, err) = cli(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(err.contains(says), "{args:?}: {err}");
        one_short_line(&err, 120);
    }
    // Bare flags say the same thing twice: harmless, accepted.
    assert_eq!(cli(&["deal", "spider", "1", "--reveal", "--reveal"]).0, 0);
}

/// A flag no command reads is refused by name, not taken and ignored
/// (`--layout` was accepted by every command and read by none).
#[test]
fn a_flag_no_command_reads_is_refused_by_name() {
    let (code, _, err) = cli(&["deal", "spider", "7", "--layout", "fans5x3"]);
    assert_eq!(code, 2);
    assert!(err.contains("--layout"), "{err}");
    one_short_line(&err, 120);
}
