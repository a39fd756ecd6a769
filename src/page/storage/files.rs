//! Save and load, without the browser: the file's name, a loaded file's
//! text read as a game (a JSON record, a text position or a Woods line; a
//! malformed or hostile file refused with the reason), a pasted record
//! replayed, and what the page says about each.

use crate::games::GameId;
use crate::history::Session;
use crate::notation::count;
use crate::page::FileMsg;
use crate::page::{say, App, Downloading, Effect, GameMsg, ReplayMsg, Tone};
use crate::record::{read_position, Origin, Record, MAX_INPUT};
use crate::text::clip;

impl App {
    /// Game files (`Msg::File`).
    pub(in crate::page) fn file_msg(&mut self, msg: FileMsg, fx: &mut Vec<Effect>) {
        match msg {
            FileMsg::Downloaded { name, what, made } => self.downloaded(&name, what, made, fx),
            FileMsg::Load(name, text) => self.load(&name, text, fx),
            FileMsg::Pasted(text) => self.replay_pasted(&text, fx),
            FileMsg::Save => self.save_file(fx),
        }
    }

    /// A file or text to load (`name`, and its text or why it could not be
    /// read): taken as the new game (a game in progress asks first; a game
    /// with moves opens in the replay bar), or refused with the reason.
    pub(in crate::page) fn load(&mut self, name: &str, text: Result<String, String>, fx: &mut Vec<Effect>) {
        let name = clip(name, 40);
        let state = self.state();
        let suits = (state.id() == GameId::Spider).then(|| state.options().get("suits"));
        match text.and_then(|t| parse_file(&t, suits)) {
            Ok((s, note)) => {
                // Taken: the Load sheet it came from (if any) closes.
                self.close_sheet(fx);
                let said = loaded(&name, &s, note.as_deref());
                self.game_msg(GameMsg::Open(s, said), fx);
                if self.question().is_none() && self.session().known_steps() > 0 {
                    self.replay_msg(ReplayMsg::On(true), fx);
                }
            }
            Err(e) => {
                let said = format!("Could not load {name}: {e}");
                say(fx, said.clone(), Tone::Error);
                fx.push(Effect::Announce(said));
            }
        }
    }

    /// A pasted move record, replayed from the start of this deal (a game
    /// in progress asks first); a bad move stops it and is named.
    pub(in crate::page) fn replay_pasted(&mut self, text: &str, fx: &mut Vec<Effect>) {
        match replay_record(self.session(), text) {
            Ok((s, said)) => self.game_msg(GameMsg::Open(s, said), fx),
            Err(e) => say(fx, e, Tone::Error),
        }
    }

    /// The game as a file to download (Save, Woods' `F`).
    pub(in crate::page) fn save_file(&self, fx: &mut Vec<Effect>) {
        let (rec, said) = to_save(self.session());
        fx.push(Effect::Download { name: file_name(&rec), text: rec.to_json(), what: Downloading::Game(said) });
    }

    /// A file offered to download, or not: the player is told.
    pub(in crate::page) fn downloaded(&mut self, name: &str, what: Downloading, made: bool, fx: &mut Vec<Effect>) {
        match what {
            Downloading::Game(said) if made => {
                say(fx, said.clone(), Tone::Info);
                fx.push(Effect::Announce(said));
            }
            Downloading::Game(_) => say(fx, "This browser cannot make the file.", Tone::Error),
            Downloading::Journal(records) => {
                let ask = crate::journal::wire::Ask::Exported { name: name.to_string(), records, made };
                fx.push(Effect::Journal(ask))
            }
        }
    }
}

/// The suggested file name: `swarm-spider-deal-123.json`.
pub fn file_name(rec: &Record) -> String {
    match rec.origin {
        Origin::Deal(n) => format!("swarm-{}-deal-{n}.json", rec.game.key()),
        Origin::Position(_) => format!("swarm-{}-position.json", rec.game.key()),
    }
}

/// The record to save: the whole game (during a replay, every move known,
/// not only those up to the position shown), and what saving it says.
pub fn to_save(session: &Session) -> (Record, String) {
    let mut whole = session.clone();
    whole.seek(whole.known_steps());
    let rec = whole.record();
    let said = format!("Saved {} ({}).", file_name(&rec), count(rec.moves.len(), "move", "moves"));
    (rec, said)
}

/// A loaded file's text as a session (and, for a Woods line, what was
/// assumed about it), or what is wrong with it. A Woods line cannot say
/// its number of suits: the suits of the Spider game on the table are
/// tried first (`suits`), else the first deck its cards fit, and the
/// player is told which.
pub fn parse_file(text: &str, suits: Option<&str>) -> Result<(Session, Option<String>), String> {
    if text.len() > MAX_INPUT {
        return Err(format!("the file is too large ({} bytes; at most {MAX_INPUT})", text.len()));
    }
    let t = text.trim_start_matches('\u{feff}').trim();
    if t.is_empty() {
        return Err("the file is empty".into());
    }
    if let Some(rec) = crate::record::json_record(t) {
        return Ok((Session::from_record(&rec?)?, None));
    }
    // Not JSON: a position in the text format or a Woods line.
    let chosen: Vec<(&str, &str)> = suits.map(|s| ("suits", s)).into_iter().collect();
    let read = read_position(t, &chosen).or_else(|_| read_position(t, &[]));
    let (g, note) = read.map_err(|e| format!("neither a JSON record nor a position: {e}"))?;
    Ok((Session::new(Origin::Position(t.to_string()), g), note))
}

/// What loading `name` says: the moves replayed, and the note about a Woods line.
pub fn loaded(name: &str, session: &Session, note: Option<&str>) -> String {
    let mut msg = match session.known_steps() {
        0 => format!("Loaded {name}: a new game from its position."),
        1 => format!("Loaded {name}: 1 move replayed. Step through it with the replay bar."),
        n => format!("Loaded {name}: {n} moves replayed. Step through them with the replay bar."),
    };
    if let Some(note) = note {
        msg.push_str(&format!(" {note}"));
    }
    msg
}

/// A pasted move record replayed from the start of `session`'s deal (a bad
/// move stops it and is named), and what it says; or why it is refused.
pub fn replay_record(session: &Session, text: &str) -> Result<(Session, String), String> {
    if text.len() > MAX_INPUT {
        return Err(format!("The record is too large ({} bytes; at most {MAX_INPUT}).", text.len()));
    }
    let start = session.start().clone();
    let moves = start.split_record(text);
    let mut s = Session::new(session.origin.clone(), start);
    let msg = match s.replay(&moves) {
        Ok(()) => format!("Replayed {}.", count(moves.len(), "move", "moves")),
        Err(e) => format!("Replay stopped at {e}"),
    };
    Ok((s, msg))
}
