//! The `swarm` command line (SPEC §5). `run` takes the arguments and returns
//! the exit code and what to print, so tests call it directly.
//! Exit codes: 0 success, 1 game error (illegal move, bad input), 2 usage.

mod convert;
pub mod solve;
mod winnable;

use crate::games::{AnyGame, GameId, Options};
use crate::history::Session;
use crate::record::{Origin, Record};

pub const USAGE: &str = "\
usage:
  swarm deal GAME N [--opt KEY=VALUE]...
  swarm replay GAME (N | --position FILE) [--opt KEY=VALUE]... --moves MOVES [--reveal]
  swarm solve GAME (N | A..B | --position FILE) [--opt ...] [--budget-ms M] [--nodes N] [--peek] [--json]
  swarm hint GAME (N | --position FILE) [--opt ...] [--moves MOVES]
  swarm bench GAME A..B [--opt ...] [--budget-ms M] [--nodes N] [--fair-only] [--fair-nodes N]
  swarm convert --to (text|woods|json) FILE
  swarm next-winnable GAME N [--opt ...] [--nodes N] [--budget-ms M] [--json]
  swarm daily GAME [YYYY-MM-DD] [--json]
GAME is beeswax, beehive, beetle or spider. MOVES are in the game's notation.
--position FILE and convert's FILE read a position: the text format, a Woods
save-file line (Spider) or a JSON record (its moves replayed); - is standard input.";

/// What a command produced: exit code, standard output, standard error.
pub type Outcome = (i32, String, String);

pub(crate) fn usage(msg: &str) -> Outcome {
    (2, String::new(), format!("swarm: {msg}\n{USAGE}"))
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
const VALUED: &[&str] = &["--position", "--moves", "--budget-ms", "--to", "--layout", "--nodes", "--fair-nodes"];
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
                let (k, v) = kv.split_once('=').ok_or_else(|| format!("--opt `{kv}` is not KEY=VALUE"))?;
                a.opts.push((k.to_string(), v.to_string()));
                i += 2;
            } else if let Some(kv) = s.strip_prefix("--opt=") {
                let (k, v) = kv.split_once('=').ok_or_else(|| format!("--opt `{kv}` is not KEY=VALUE"))?;
                a.opts.push((k.to_string(), v.to_string()));
                i += 1;
            } else if VALUED.contains(&s) {
                let v = args.get(i + 1).ok_or_else(|| format!("{s} needs a value"))?;
                a.values.push((s.to_string(), v.clone()));
                i += 2;
            } else if let Some((k, v)) = s.split_once('=').filter(|(k, _)| VALUED.contains(k)) {
                a.values.push((k.to_string(), v.to_string()));
                i += 1;
            } else if BARE.contains(&s) {
                a.flags.push(s.to_string());
                i += 1;
            } else if s.starts_with("--") {
                return Err(format!("unknown flag {s}"));
            } else {
                a.positional.push(s.to_string());
                i += 1;
            }
        }
        Ok(a)
    }
    pub fn value(&self, k: &str) -> Option<&str> {
        self.values.iter().rev().find(|(key, _)| key == k).map(|(_, v)| v.as_str())
    }
    pub fn flag(&self, k: &str) -> bool {
        self.flags.iter().any(|f| f == k)
    }
    /// The game's options from `--opt`s.
    pub fn options(&self, game: GameId) -> Result<Options, String> {
        Options::parse(game, self.opts.iter().map(|(k, v)| (k.as_str(), v.as_str())))
    }
}

/// Reads a file argument (`-` is standard input).
pub fn read_input(path: &str) -> Result<String, String> {
    if path == "-" {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut s)
            .map_err(|e| format!("reading standard input: {e}"))?;
        Ok(s)
    } else {
        std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))
    }
}

/// Reads a position file in any accepted format (text, Woods line, JSON record).
/// A JSON record gives its start position with its moves replayed.
pub fn load_position(path: &str) -> Result<(Record, AnyGame), String> {
    let text = read_input(path)?;
    if text.trim_start().starts_with('{') {
        let rec = Record::from_json(&text)?;
        let s = Session::from_record(&rec)?;
        return Ok((rec, s.state().clone()));
    }
    let g = crate::record::parse_position(&text)?;
    let rec = Record {
        game: g.id(),
        options: g.options().clone(),
        origin: Origin::Position(text),
        moves: vec![],
        cheated: false,
        assisted: false,
    };
    Ok((rec, g))
}

/// The starting session named by `GAME (N | --position FILE) [--opt …]`.
/// Positional index 1 is N when present.
pub fn start_session(a: &Args) -> Result<Result<Session, String>, String> {
    let game = GameId::parse(a.positional.first().ok_or("missing GAME")?)?;
    let options = a.options(game)?;
    match (a.positional.get(1), a.value("--position")) {
        (Some(_), Some(_)) => Err("give a deal number or --position, not both".into()),
        (None, None) => Err("missing deal number N (or --position FILE)".into()),
        (Some(n), None) => {
            let n = crate::deal::parse_deal_number(n)?;
            Ok(AnyGame::deal(game, &options, n).map(|g| Session::new(Origin::Deal(n), g)))
        }
        (None, Some(path)) => Ok(load_position(path).and_then(|(rec, g)| {
            if g.id() != game {
                return Err(format!("{path} holds a {} position, not {}", g.id().key(), game.key()));
            }
            Ok(Session::new(rec.origin, g))
        })),
    }
}

/// Runs one command; its standard output comes back whole (see [`run_with`]).
pub fn run(args: &[String]) -> Outcome {
    let mut out = String::new();
    let (code, err) = run_with(args, &mut |s: &str| out.push_str(s));
    (code, out, err)
}

/// Runs one command, handing its standard output to `emit` as it is
/// produced (`swarm solve A..B` emits each deal's result as soon as it is
/// known, so a long range shows progress and a stopped run keeps what it
/// did); returns the exit code and the standard error.
pub fn run_with(args: &[String], emit: &mut dyn FnMut(&str)) -> (i32, String) {
    let (code, out, err) = command(args, emit);
    emit(&out);
    (code, err)
}

fn command(args: &[String], emit: &mut dyn FnMut(&str)) -> Outcome {
    let Some(cmd) = args.first() else { return usage("no command") };
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
        "solve" => solve::cmd_solve(&a, emit),
        "hint" => solve::cmd_hint(&a),
        "bench" => solve::cmd_bench(&a),
        "convert" => convert::cmd_convert(&a),
        "next-winnable" => winnable::cmd_next_winnable(&a),
        "daily" => winnable::cmd_daily(&a),
        other => usage(&format!("unknown command `{}`", crate::notation::clip(other, 20))),
    }
}

fn cmd_deal(a: &Args) -> Outcome {
    if a.positional.len() != 2 || a.value("--position").is_some() {
        return usage("deal takes GAME and N");
    }
    match start_session(a) {
        Err(e) => usage(&e),
        Ok(Err(e)) => fail(e),
        Ok(Ok(s)) => (0, s.state().to_text(a.flag("--reveal")), String::new()),
    }
}

fn cmd_replay(a: &Args) -> Outcome {
    if a.positional.len() > 2 {
        return usage("replay takes GAME and N (or --position FILE)");
    }
    let Some(moves) = a.value("--moves") else { return usage("replay needs --moves") };
    let mut s = match start_session(a) {
        Err(e) => return usage(&e),
        Ok(Err(e)) => return fail(e),
        Ok(Ok(s)) => s,
    };
    let texts = s.state().split_record(moves);
    if let Err(e) = s.replay(&texts) {
        return fail(e);
    }
    let mut out = s.state().to_text(a.flag("--reveal"));
    if s.state().is_won() {
        out.push_str("; won\n");
    }
    (0, out, String::new())
}
