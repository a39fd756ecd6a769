//! `swarm convert --to (text|woods|json) FILE`: converts a position between
//! the text format, Woods save-file lines (Spider) and JSON records. The
//! input format is detected. A JSON record with moves converts the position
//! it reaches; `--to json` writes a record starting from that position.
//! `--opt` supplies what a Woods line cannot say (see `load_position`);
//! `--to woods` says on standard error which options the line leaves out.

use super::{fail, load_position, usage, Args, Outcome};
use crate::games::AnyGame;
use crate::history::Session;
use crate::record::{Origin, Record};

/// The formats `--to` names.
enum To {
    Text,
    Woods,
    Json,
}

pub fn cmd_convert(a: &Args) -> Outcome {
    let Some(to) = a.value("--to") else { return usage("convert needs --to text, woods or json") };
    // Usage first: an unknown format is named before the file is read.
    let to = match to {
        "text" => To::Text,
        "woods" => To::Woods,
        "json" => To::Json,
        other => return usage(&format!("--to must be text, woods or json, not `{}`", crate::text::clip(other, 12))),
    };
    let [file] = a.positional.as_slice() else { return usage("convert takes one FILE (- for standard input)") };
    let (_, game, note) = match load_position(file, &a.opts) {
        Ok(x) => x,
        Err(e) => return fail(e),
    };
    let note = note.map(|n| n + "\n").unwrap_or_default();
    match to {
        To::Text => (0, game.to_text(true), note),
        To::Woods => match &game {
            AnyGame::Spider(s) => match s.to_woods() {
                Ok(line) => {
                    // What the bare line does not say, to give back with it.
                    let unsaid = crate::games::spider::woods::unsaid(s);
                    let mut note = note;
                    if !unsaid.is_empty() {
                        let opts: Vec<String> = unsaid.iter().map(|(k, v)| format!("--opt {k}={v}")).collect();
                        note += &format!(
                            "note: a Woods line does not say this game's {}; read it back with {}\n",
                            unsaid.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(", "),
                            opts.join(" ")
                        );
                    }
                    (0, format!("{line}\n"), note)
                }
                Err(e) => fail(e),
            },
            other => fail(format!("Woods lines hold Spider positions, not {}", other.id().title())),
        },
        To::Json => {
            let text = game.to_text(true);
            let rec = Record {
                game: game.id(),
                options: game.options().clone(),
                origin: Origin::Position(text),
                moves: vec![],
                cheated: false,
                assisted: false,
            };
            // The record must load back to the same position.
            match Session::from_record(&rec) {
                Ok(s) if s.state() == &game => (0, format!("{}\n", rec.to_json()), note),
                Ok(_) => fail("the position does not survive the text format (a bug: please report it)"),
                Err(e) => fail(e),
            }
        }
    }
}
