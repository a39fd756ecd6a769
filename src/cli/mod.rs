//! The `swarm` command line (SPEC §5). `run` takes the arguments and returns
//! the exit code and what was printed, so tests call it directly; the
//! binary writes through [`Out`] as the output is produced.
//! Exit codes: 0 success, 1 game error (illegal move, bad input), 2 usage.

mod catalogue;
mod convert;
pub mod out;
pub mod pool;
mod rate;
mod review;
pub mod solve;
mod winnable;

use std::ffi::OsString;
use std::io::Write;

pub use out::Out;

use crate::games::{options, AnyGame, GameId, Options};
use crate::history::Session;
use crate::record::{Origin, Record};
use crate::text::{clip, clip_bytes, ECHO};

pub const USAGE: &str = "\
usage:
  swarm deal GAME N [--opt KEY=VALUE]...
  swarm replay GAME (N | --position FILE) [--opt KEY=VALUE]... --moves MOVES [--reveal]
  swarm solve GAME (N | A..B | --position FILE) [--opt ...] [--budget-ms M] [--nodes N] [--peek] [--json]
  swarm hint GAME (N | --position FILE) [--opt ...] [--moves MOVES]
  swarm bench GAME A..B [--opt ...] [--budget-ms M] [--nodes N] [--fair-only] [--fair-nodes N]
  swarm convert --to (text|woods|json) FILE [--opt KEY=VALUE]...
  swarm next-winnable GAME N [--opt ...] [--nodes N] [--budget-ms M] [--json]
  swarm daily GAME [YYYY-MM-DD] [--opt KEY=VALUE]... [--json]
  swarm rate GAME (N | A..B) [--opt KEY=VALUE]... [--json]
  swarm catalogue [NAME...] [--dir DIR] [--target N] [--threads N] [--max N] [--days FROM..TO]
  swarm review GAME (N | --position FILE) [--opt ...] --moves MOVES [--nodes N] [--fair-nodes N] [--json]
GAME is beeswax, beehive, beetle or spider. MOVES are in the game's notation.
--position FILE and convert's FILE read a position: the text format, a Woods
save-file line (Spider) or a JSON record (its moves replayed); - is standard input.
Beside a position, --opt supplies what a Woods line cannot say (suits=2: its
suit count, when the cards fit several); a text position or a record says its
own options, and an --opt must agree with them.";

/// What a command produced: exit code, standard output, standard error.
pub type Outcome = (i32, String, String);

/// A usage error: one line, pointing at `swarm --help` (the whole usage is
/// printed only when no command is given).
pub(crate) fn usage(msg: &str) -> Outcome {
    (2, String::new(), format!("swarm: {msg} (see swarm --help)"))
}

pub(crate) fn fail(msg: impl Into<String>) -> Outcome {
    (1, String::new(), format!("swarm: {}", msg.into()))
}

/// Parsed arguments: positionals, repeated `--opt`, and `--flag [value]`s.
#[derive(Debug, Default)]
pub struct Args {
    pub positional: Vec<String>,
    pub opts: Vec<(String, String)>,
    pub values: Vec<(String, String)>,
    pub flags: Vec<String>,
}

/// Flags that take a value.
const VALUED: &[&str] = &[
    "--position",
    "--moves",
    "--budget-ms",
    "--to",
    "--nodes",
    "--fair-nodes",
    "--dir",
    "--target",
    "--threads",
    "--max",
    "--days",
];
/// Flags without a value.
const BARE: &[&str] = &["--reveal", "--peek", "--json", "--help", "--fair-only"];

impl Args {
    pub fn parse(args: &[String]) -> Result<Args, String> {
        let mut a = Args::default();
        let mut i = 0;
        while i < args.len() {
            let s = args[i].as_str();
            if s == "--opt" || s == "-o" {
                let kv = args.get(i + 1).ok_or("--opt needs KEY=VALUE")?;
                a.push_opt(kv)?;
                i += 2;
            } else if let Some(kv) = s.strip_prefix("--opt=") {
                a.push_opt(kv)?;
                i += 1;
            } else if VALUED.contains(&s) {
                let v = args.get(i + 1).ok_or_else(|| format!("{s} needs a value"))?;
                a.push_value(s, v)?;
                i += 2;
            } else if let Some((k, v)) = s.split_once('=').filter(|(k, _)| VALUED.contains(k)) {
                a.push_value(k, v)?;
                i += 1;
            } else if BARE.contains(&s) {
                a.flags.push(s.to_string());
                i += 1;
            } else if s.starts_with("--") {
                return Err(format!("unknown flag `{}`", clip(s, ECHO)));
            } else {
                a.positional.push(s.to_string());
                i += 1;
            }
        }
        Ok(a)
    }
    /// One `--opt KEY=VALUE`. A key given twice is an error naming it
    /// (keys compare as `Options` reads them: case and an old name ignored).
    fn push_opt(&mut self, kv: &str) -> Result<(), String> {
        let (k, v) = kv.split_once('=').ok_or_else(|| format!("--opt `{}` is not KEY=VALUE", clip(kv, ECHO)))?;
        let same = |a: &str, b: &str| options::canonical_key(a) == options::canonical_key(b);
        if let Some((first, _)) = self.opts.iter().find(|(key, _)| same(key, k)) {
            return Err(format!("--opt `{}` is given twice (first as `{}`)", clip(k, ECHO), clip(first, ECHO)));
        }
        self.opts.push((k.to_string(), v.to_string()));
        Ok(())
    }
    /// One `--flag VALUE`; a flag given twice is an error naming it.
    fn push_value(&mut self, k: &str, v: &str) -> Result<(), String> {
        if self.values.iter().any(|(key, _)| key == k) {
            return Err(format!("{k} is given twice"));
        }
        self.values.push((k.to_string(), v.to_string()));
        Ok(())
    }
    pub fn value(&self, k: &str) -> Option<&str> {
        self.values.iter().find(|(key, _)| key == k).map(|(_, v)| v.as_str())
    }
    pub fn flag(&self, k: &str) -> bool {
        self.flags.iter().any(|f| f == k)
    }
    /// The game's options from `--opt`s.
    pub fn options(&self, game: GameId) -> Result<Options, String> {
        Options::parse(game, self.opts.iter().map(|(k, v)| (k.as_str(), v.as_str())))
    }
}

/// Reads a file argument (`-` is standard input), refusing anything over
/// [`MAX_INPUT`](crate::record::MAX_INPUT) bytes before it is read: a file by
/// its size, and any source (standard input, a pipe, a file that grows) by
/// reading at most one byte more than the limit. Memory stays small
/// whatever is offered. Text that is not UTF-8 is refused, naming where.
pub fn read_input(path: &str) -> Result<String, String> {
    use std::io::Read;
    let limit = crate::record::MAX_INPUT;
    let name = if path == "-" { "standard input".to_string() } else { clip(path, ECHO) };
    let mut bytes = Vec::new();
    let read = if path == "-" {
        std::io::stdin().lock().take(limit as u64 + 1).read_to_end(&mut bytes)
    } else {
        let file = std::fs::File::open(path).map_err(|e| format!("cannot read {name}: {e}"))?;
        match file.metadata() {
            Ok(m) if m.is_dir() => return Err(format!("{name} is a directory, not a file")),
            Ok(m) if m.len() > limit as u64 => {
                return Err(format!("{name} is too large ({} bytes; at most {limit})", m.len()))
            }
            _ => {}
        }
        file.take(limit as u64 + 1).read_to_end(&mut bytes)
    };
    read.map_err(|e| format!("cannot read {name}: {e}"))?;
    if bytes.len() > limit {
        return Err(format!("{name} is too large (more than {limit} bytes)"));
    }
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        format!("{name} is not UTF-8 text (byte {} is not part of a character)", at + 1)
    })
}

/// Reads a position file in any accepted format (text, Woods line, JSON
/// record) with the `--opt`s given beside it. A JSON record gives its start
/// position with its moves replayed. Returns the record, the position, and
/// a note when something had to be assumed (a Woods line's suit count).
///
/// `--opt` beside `--position`: a Woods line cannot say its options, so
/// they are applied (a suit count must fit its cards); the text format and
/// a JSON record say theirs (a text without `options:` line: the defaults),
/// and an `--opt` that contradicts them is an error naming both.
pub fn load_position(path: &str, chosen: &[(String, String)]) -> Result<(Record, AnyGame, Option<String>), String> {
    let text = read_input(path)?;
    let chosen: Vec<(&str, &str)> = chosen.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let body = text.trim_start_matches('\u{feff}').trim_start();
    if let Some(rec) = crate::record::json_record(body) {
        let rec = rec?;
        crate::record::options_agree(&rec.options, &chosen)
            .map_err(|e| e.strip_prefix("option ").map_or(e.clone(), |rest| format!("--opt {rest}")))?;
        let s = Session::from_record(&rec)?;
        return Ok((rec, s.state().clone(), None));
    }
    let (g, assumed) = crate::record::read_position(&text, &chosen)
        .map_err(|e| e.strip_prefix("option ").map_or(e.clone(), |rest| format!("--opt {rest}")))?;
    let rec = Record {
        game: g.id(),
        options: g.options().clone(),
        origin: Origin::Position(text),
        moves: vec![],
        cheated: false,
        assisted: false,
    };
    let note = assumed.map(|a| format!("note: {a}; --opt suits=N chooses"));
    Ok((rec, g, note))
}

/// The starting session named by `GAME (N | --position FILE) [--opt …]`,
/// and a note for standard error when something had to be assumed.
/// Positional index 1 is N when present.
#[allow(clippy::type_complexity)]
pub fn start_session(a: &Args) -> Result<Result<(Session, Option<String>), String>, String> {
    let game = GameId::parse(a.positional.first().ok_or("missing GAME")?)?;
    let options = a.options(game)?;
    match (a.positional.get(1), a.value("--position")) {
        (Some(_), Some(_)) => Err("give a deal number or --position, not both".into()),
        (None, None) => Err("missing deal number N (or --position FILE)".into()),
        (Some(n), None) => {
            let n = crate::deal::parse_deal_number(n)?;
            Ok(AnyGame::deal(game, &options, n).map(|g| (Session::new(Origin::Deal(n), g), None)))
        }
        (None, Some(path)) => Ok(load_position(path, &a.opts).and_then(|(rec, g, note)| {
            if g.id() != game {
                return Err(format!("{} holds a {} position, not {}", clip(path, ECHO), g.id().key(), game.key()));
            }
            Ok((Session::new(rec.origin, g), note))
        })),
    }
}

/// Runs one command from the operating system's arguments, which may not be
/// UTF-8: such an argument is a usage error (exit 2) naming it, its bad
/// bytes shown as `\xFF`. Writes to `stdout` and `stderr` as the output is
/// produced (see [`Out`]); returns the exit code.
pub fn run_os(args: &[OsString], stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
    let mut out = Out::new(stdout, stderr);
    let mut text = Vec::with_capacity(args.len());
    for (i, a) in args.iter().enumerate() {
        match a.to_str() {
            Some(s) => text.push(s.to_string()),
            None => {
                let shown = clip_bytes(a.as_encoded_bytes(), ECHO);
                let (code, _, err) = usage(&format!("argument {} `{shown}` is not UTF-8 text", i + 1));
                return out.finish(code, "", &err);
            }
        }
    }
    run_to(&text, &mut out)
}

/// Runs one command; its standard output and standard error come back
/// whole (standard error without its last newline).
pub fn run(args: &[String]) -> Outcome {
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run_io(args, &mut out, &mut err);
    let text = |b: Vec<u8>| String::from_utf8_lossy(&b).into_owned();
    let mut err = text(err);
    if err.ends_with('\n') {
        err.pop();
    }
    (code, text(out), err)
}

/// Runs one command, handing its standard output to `emit` as it is
/// produced (`swarm solve A..B` emits each deal's result as soon as it is
/// known, so a long range shows progress and a stopped run keeps what it
/// did); returns the exit code and the standard error (as [`run`]).
pub fn run_with(args: &[String], emit: &mut dyn FnMut(&str)) -> (i32, String) {
    let mut err = Vec::new();
    let code = run_io(args, &mut out::Emit(emit), &mut err);
    let mut err = String::from_utf8_lossy(&err).into_owned();
    if err.ends_with('\n') {
        err.pop();
    }
    (code, err)
}

/// Runs one command writing to `stdout` and `stderr` (see [`Out`]: a
/// write error is exit 1 with one line, a closed pipe ends the run
/// quietly); returns the exit code.
pub fn run_io(args: &[String], stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
    run_to(args, &mut Out::new(stdout, stderr))
}

fn run_to(args: &[String], out: &mut Out) -> i32 {
    let (code, text, err) = command(args, out);
    out.finish(code, &text, &err)
}

fn command(args: &[String], out: &mut Out) -> Outcome {
    let Some(cmd) = args.first() else { return (2, String::new(), format!("swarm: no command\n{USAGE}")) };
    let a = match Args::parse(&args[1..]) {
        Ok(a) => a,
        Err(e) => return usage(&e),
    };
    if cmd == "--help" || cmd == "help" || a.flag("--help") {
        return (0, format!("{USAGE}\n"), String::new());
    }
    match cmd.as_str() {
        "deal" => cmd_deal(&a),
        "replay" => cmd_replay(&a),
        "solve" => solve::cmd_solve(&a, out),
        "hint" => solve::cmd_hint(&a),
        "bench" => solve::cmd_bench(&a, out),
        "convert" => convert::cmd_convert(&a),
        "next-winnable" => winnable::cmd_next_winnable(&a),
        "daily" => winnable::cmd_daily(&a),
        "rate" => rate::cmd_rate(&a, out),
        "catalogue" => catalogue::cmd_catalogue(&a),
        "review" => review::cmd_review(&a, out),
        other => usage(&format!("unknown command `{}`", clip(other, ECHO))),
    }
}

fn cmd_deal(a: &Args) -> Outcome {
    if a.positional.len() != 2 || a.value("--position").is_some() {
        return usage("deal takes GAME and N");
    }
    match start_session(a) {
        Err(e) => usage(&e),
        Ok(Err(e)) => fail(e),
        Ok(Ok((s, _))) => (0, s.state().to_text(a.flag("--reveal")), String::new()),
    }
}

/// The moves of `--moves`, at most [`MAX_MOVES`](crate::record::MAX_MOVES)
/// (as in a record).
pub fn moves_of(g: &AnyGame, text: &str) -> Result<Vec<String>, String> {
    let moves = g.split_record(text);
    let max = crate::record::MAX_MOVES;
    if moves.len() > max {
        return Err(format!("--moves has {} moves; at most {max}", moves.len()));
    }
    Ok(moves)
}

fn cmd_replay(a: &Args) -> Outcome {
    if a.positional.len() > 2 {
        return usage("replay takes GAME and N (or --position FILE)");
    }
    let Some(moves) = a.value("--moves") else { return usage("replay needs --moves") };
    let (mut s, note) = match start_session(a) {
        Err(e) => return usage(&e),
        Ok(Err(e)) => return fail(e),
        Ok(Ok(s)) => s,
    };
    let texts = match moves_of(s.state(), moves) {
        Ok(t) => t,
        Err(e) => return fail(e),
    };
    if let Err(e) = s.replay(&texts) {
        return fail(e);
    }
    let mut out = s.state().to_text(a.flag("--reveal"));
    if s.state().is_won() {
        out.push_str("; won\n");
    }
    (0, out, note.unwrap_or_default())
}
