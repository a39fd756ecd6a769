//! The command line's output (SPEC §5): a write error on standard output
//! is an error (exit 1, one line on standard error); a closed pipe ends the
//! run quietly and at once, on standard output or standard error; and a
//! Woods line is read as one even when its first card (`[`, the ace of
//! hearts) opens a JSON array.

use std::io::{BufRead, BufReader, Read};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

fn tmp(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("swarm-cli-output-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p.to_str().unwrap().to_string()
}

/// Waits at most `limit` for `child` to end; kills it and fails otherwise.
fn ends_within(child: &mut Child, limit: Duration, what: &str) -> i32 {
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status.code().unwrap_or(-1);
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{what}: still running {limit:?} after its reader left");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn a_write_error_on_standard_output_is_exit_1_with_one_line() {
    let position = tmp("deal7.txt", &swarm::cli::run(&["deal", "beeswax", "7"].map(String::from)).1);
    let cases: Vec<Vec<&str>> = vec![
        vec!["deal", "spider", "7"],
        vec!["replay", "beeswax", "1", "--moves", "5E"],
        vec!["solve", "beeswax", "1", "--json"],
        vec!["solve", "beeswax", "1..3"],
        vec!["hint", "beeswax", "1"],
        vec!["bench", "beeswax", "1..2"],
        vec!["convert", "--to", "json", &position],
        vec!["next-winnable", "beeswax", "1"],
        vec!["daily", "beeswax", "2026-01-01"],
        vec!["--help"],
    ];
    for args in cases {
        let full = std::fs::OpenOptions::new().write(true).open("/dev/full").expect("/dev/full (Linux)");
        let out = Command::new(env!("CARGO_BIN_EXE_swarm")).args(&args).stdout(full).output().unwrap();
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: one line: {err}");
        assert!(err.starts_with("swarm: cannot write standard output: No space left on device"), "{args:?}: {err}");
    }
}

#[test]
fn a_closed_standard_output_is_a_write_error() {
    // `swarm … >&-`: no standard output at all. Rust's own standard output
    // takes writes to a closed descriptor as done: the output was lost and
    // the exit code 0 (issue 46).
    let position = tmp("deal1.txt", &swarm::cli::run(&["deal", "beeswax", "1"].map(String::from)).1);
    let cases: Vec<Vec<&str>> = vec![
        vec!["deal", "spider", "1"],
        vec!["solve", "beeswax", "1", "--json"],
        vec!["convert", "--to", "json", &position],
        vec!["solve", "beeswax", "1..3"],
    ];
    for args in cases {
        let out = Command::new("sh")
            .arg("-c")
            .arg("exec \"$0\" \"$@\" >&-")
            .arg(env!("CARGO_BIN_EXE_swarm"))
            .args(&args)
            .output()
            .unwrap();
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: one line: {err}");
        assert!(err.starts_with("swarm: cannot write standard output: Bad file descriptor"), "{args:?}: {err}");
    }
    // Output thrown away on purpose is no error.
    let out = Command::new("sh")
        .arg("-c")
        .arg("exec \"$0\" deal spider 1 > /dev/null")
        .arg(env!("CARGO_BIN_EXE_swarm"))
        .output()
        .unwrap();
    assert_eq!((out.status.code(), out.stderr.as_slice()), (Some(0), &b""[..]));
}

#[test]
fn a_closed_pipe_ends_a_long_range_at_once_and_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_swarm"))
        .args(["solve", "beeswax", "1..4294967295", "--json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut first).unwrap();
    assert!(first.starts_with("{\"game\":\"beeswax\",\"deal\":1,"), "{first}");
    // The reader leaves (dropped above, as `head -1` exits).
    let code = ends_within(&mut child, Duration::from_secs(10), "solve beeswax 1..4294967295");
    let mut err = String::new();
    child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
    assert_eq!(code, 0, "{err}");
    assert_eq!(err, "", "quietly");
}

#[test]
fn a_closed_pipe_on_standard_error_ends_bench_fair_only_without_a_panic() {
    // `swarm bench beetle 1..4294967295 --fair-only 2>&1 >/dev/null | head -1`
    let mut child = Command::new(env!("CARGO_BIN_EXE_swarm"))
        .args(["bench", "beetle", "1..4294967295", "--fair-only"])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stderr.take().unwrap()).read_line(&mut first).unwrap();
    assert!(first.starts_with("deal 1: "), "{first}");
    let code = ends_within(&mut child, Duration::from_secs(60), "bench beetle --fair-only");
    assert_eq!(code, 0, "no panic (101)");
}

#[test]
fn in_process_a_range_stops_at_the_first_write_that_fails() {
    /// Takes `left` writes, then fails with `kind`.
    struct Failing(usize, std::io::ErrorKind);
    impl std::io::Write for Failing {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            if self.0 == 0 {
                return Err(self.1.into());
            }
            self.0 -= 1;
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let args = ["solve", "beeswax", "1..4294967295", "--json"].map(String::from);
    let mut err = Vec::new();
    let code = swarm::cli::run_io(&args, &mut Failing(2, std::io::ErrorKind::BrokenPipe), &mut err);
    assert_eq!((code, err.as_slice()), (0, &b""[..]), "a closed pipe: quietly");
    let mut err = Vec::new();
    let code = swarm::cli::run_io(&args, &mut Failing(2, std::io::ErrorKind::StorageFull), &mut err);
    let err = String::from_utf8(err).unwrap();
    assert_eq!(code, 1);
    assert!(err.starts_with("swarm: cannot write standard output: ") && err.lines().count() == 1, "{err}");
}

/// Woods' page-6 line with pile 1 turned face up and its deepest card
/// swapped for an ace of hearts (`[`) from pile 10's face-down cards.
const OPENS_WITH_AH: &str = "[smKXS,????W,????h,?????k,????],????p,?????C,????e,????f,?????G,,DQHn,halU,JDBOa,\\VfW,McGl,Bd\\RO,mFRj,]oNt,ASQbq,ZAeVgdNI`ILikYp_JKP[F`bqHnPXTrgL^rc_EMsiYCtEZ^TUoj";

#[test]
fn a_woods_line_that_opens_with_the_ace_of_hearts_is_read_as_a_woods_line() {
    let w = tmp("opens-with-ah.woods", &format!("{OPENS_WITH_AH}\n"));
    let (code, text, err) = swarm::cli::run(&["convert", "--to", "text", &w].map(String::from));
    assert_eq!(code, 0, "{err}");
    assert!(text.starts_with("game: spider\n") && text.contains("\n1: Ah "), "{text}");
    let (code, line, err) = swarm::cli::run(&["convert", "--to", "woods", &w].map(String::from));
    assert_eq!((code, line.trim()), (0, OPENS_WITH_AH), "{err}");
    // The same through --position.
    let (code, _, err) = swarm::cli::run(&["solve", "spider", "--position", &w, "--nodes", "10"].map(String::from));
    assert_eq!(code, 0, "{err}");
}

#[test]
fn a_text_that_opens_with_a_bracket_and_is_neither_says_what_is_wrong() {
    // JSON that is not a record: the record's complaint.
    let j = tmp("array.json", "[1, 2]\n");
    let (code, _, err) = swarm::cli::run(&["convert", "--to", "text", &j].map(String::from));
    assert_eq!(code, 1);
    assert!(err.contains("not a JSON record: an array"), "{err}");
    // Not JSON and not a full Woods line: the Woods reader's complaint.
    let w = tmp("short.woods", "[smKXS,????W\n");
    let (code, _, err) = swarm::cli::run(&["convert", "--to", "text", &w].map(String::from));
    assert_eq!(code, 1);
    assert!(!err.contains("JSON"), "{err}");
}

/// `swarm review … --json` (issue 43): each move's `class` and `better`,
/// and at the move that lost a Beeswax game the proven win after `better`.
#[test]
fn review_json_names_each_moves_class_and_the_better_move() {
    let args = ["review", "beeswax", "7", "--moves", "7F 1E BF 41 67 6E 96 29 B2", "--json"].map(String::from);
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = swarm::cli::run_io(&args, &mut out, &mut err);
    assert_eq!(code, 0, "{}", String::from_utf8_lossy(&err));
    let lines: Vec<serde_json::Value> =
        String::from_utf8(out).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let classes: Vec<&str> = lines[..9].iter().map(|v| v["class"].as_str().unwrap()).collect();
    assert_eq!(classes, ["best", "best", "best", "best", "best", "best", "best", "best", "lost_game"]);
    assert!(lines[..8].iter().all(|v| v["better"].is_null() && v["win_after"].is_null()));
    assert_eq!((&lines[8]["better"], &lines[8]["win_after"]), (&"2B".into(), &37.into()));
    assert_eq!(lines[9]["summary"], "B2 lost the game. 2B kept it winnable (won in 37 more moves); so did A4.");
}
