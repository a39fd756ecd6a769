//! Game records (game, options, deal or position, moves, cheated/assisted)
//! as JSON and as deal links (`?game=spider&deal=123&suits=2&moves=…`).
//! Everything here validates strangers' text and says what is wrong.

use crate::json::{Map, Value};

use crate::games::options::canonical_key;
use crate::games::{AnyGame, GameId, Options};
use crate::text::{clip, ECHO};

mod link;
pub use link::*;

/// Where a game starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// A numbered deal.
    Deal(u32),
    /// A custom position, in any accepted position format (text, Woods line).
    Position(String),
}

/// A game record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    pub game: GameId,
    pub options: Options,
    pub origin: Origin,
    /// Moves in the game's notation.
    pub moves: Vec<String>,
    pub cheated: bool,
    pub assisted: bool,
}

/// Largest JSON record or link accepted (bytes): generous for any real game.
pub const MAX_INPUT: usize = 256 * 1024;
/// Most moves a record may hold.
pub const MAX_MOVES: usize = 20_000;

/// Parses a position in any accepted format: the text format, or (Spider)
/// a Woods save-file line (its suit count the first its cards fit: see
/// [`read_position`] to choose it and hear what was assumed).
pub fn parse_position(text: &str) -> Result<AnyGame, String> {
    read_position(text, &[]).map(|(g, _)| g)
}

/// Reads a position in any accepted format, with the options the caller
/// chose beside it (`--opt`, a link's or a record's options, the player's
/// pickers; keys and values as in links). Returns the game and, when a
/// Woods line's suit count had to be assumed, a sentence saying so.
///
/// Where the format says the options, they are the position's own, and a
/// chosen value must agree with them: the text format says them in its
/// `options:` line (no such line: the defaults). A Woods line cannot say
/// them: the chosen values are applied, and a chosen suit count must fit its
/// cards (see [`crate::games::spider::woods::read`]).
pub fn read_position(text: &str, chosen: &[(&str, &str)]) -> Result<(AnyGame, Option<String>), String> {
    if text.len() > MAX_INPUT {
        return Err(format!("the position is too large ({} bytes; at most {MAX_INPUT})", text.len()));
    }
    read_text(text, chosen)
}

/// The workers' wasm files read no position text: the page sends a
/// custom position with its parts, carried with the request ([`Given`]).
#[cfg(all(target_arch = "wasm32", not(feature = "page"), not(feature = "reader")))]
fn read_text(_: &str, _: &[(&str, &str)]) -> Result<(AnyGame, Option<String>), String> {
    Err(NO_PARTS.into())
}

/// How the page's wasm reads a position's text: through the reader, a
/// wasm of its own the page loads beside it (`src/web/reader.rs`, the
/// `reader` feature), which the shell sets here ([`set_reader`]).
pub type Reader = fn(&str, &[(&str, &str)]) -> Result<(AnyGame, Option<String>), String>;

#[cfg(all(target_arch = "wasm32", feature = "page", not(feature = "reader")))]
static READER: std::sync::OnceLock<Reader> = std::sync::OnceLock::new();

/// Sets the page's way of reading a position's text (once; natively and
/// in the reader's own wasm the text is read here, and this does nothing).
pub fn set_reader(r: Reader) {
    #[cfg(all(target_arch = "wasm32", feature = "page", not(feature = "reader")))]
    let _ = READER.set(r);
    let _ = r;
}

/// What a position's text is told when the page's reader is not set.
pub const NO_READER: &str = "the position reader is not loaded yet: try again in a moment";

/// The page's wasm carries no position reader (3.2 KB of its gzipped
/// size: docs/site.md, *Twelfth look*): it asks the one set by [`set_reader`].
#[cfg(all(target_arch = "wasm32", feature = "page", not(feature = "reader")))]
fn read_text(text: &str, chosen: &[(&str, &str)]) -> Result<(AnyGame, Option<String>), String> {
    READER.get().ok_or(NO_READER)?(text, chosen)
}

/// [`read_position`]'s reading: Woods' line, or the text format.
#[cfg(any(not(target_arch = "wasm32"), feature = "reader"))]
fn read_text(text: &str, chosen: &[(&str, &str)]) -> Result<(AnyGame, Option<String>), String> {
    if crate::games::spider::woods::looks_like(text) {
        let r = crate::games::spider::woods::read(text, chosen)?;
        return Ok((AnyGame::Spider(r.game), r.assumed));
    }
    let g = AnyGame::from_text(text)?;
    options_agree(g.options(), chosen)?;
    Ok((g, None))
}

/// What a record whose custom position came without its parts is told
/// in the search worker (whose wasm reads no position text).
pub const NO_PARTS: &str = "the position came without its parts (`start`)";

/// A custom position the search worker was sent as its parts beside a
/// record (`protocol::start::Start`, built by `Start::game`), with the
/// text it is known by: carried with its request, a plain value.
#[derive(Clone, Debug, PartialEq)]
pub struct Given {
    pub position: String,
    pub game: AnyGame,
}

/// Checks that the options `chosen` beside a position agree with the
/// position's own, naming the first that does not.
pub fn options_agree(own: &Options, chosen: &[(&str, &str)]) -> Result<(), String> {
    for (k, v) in chosen {
        let mut want = own.clone();
        want.set(k, v)?;
        if want != *own {
            let key = crate::games::options::canonical_key(k);
            return Err(format!(
                "option {key}={} contradicts the position, which says {key}={}",
                clip(v.trim(), ECHO),
                own.get(&key)
            ));
        }
    }
    Ok(())
}

/// The options as `key=value` pairs, every key (for [`read_position`]).
fn pairs(o: &Options) -> Vec<(&'static str, &'static str)> {
    crate::games::options::specs(o.game()).iter().map(|s| (s.key, o.get(s.key))).collect()
}

/// A JSON number's text as serde_json writes it (`7`, `-3`, `7.5`, `7.0`),
/// without a float formatter in the wasm: `None` for a float serde_json
/// would write with an exponent or 16 or more digits ([`crate::decimal::shortest`]).
fn number_text(n: &crate::json::Number) -> Option<String> {
    match (n.as_u64(), n.as_i64()) {
        (Some(u), _) => Some(u.to_string()),
        (_, Some(i)) => Some(i.to_string()),
        _ => n.as_f64().and_then(crate::decimal::shortest),
    }
}

impl Record {
    /// A fresh record of a deal.
    pub fn deal(game: GameId, options: Options, number: u32) -> Record {
        Record { game, options, origin: Origin::Deal(number), moves: Vec::new(), cheated: false, assisted: false }
    }

    /// The starting position the record describes. A position is read
    /// with the record's options beside it: they must be the position's own
    /// (the text format), or supply what it cannot say (a Woods line).
    pub fn start_position(&self) -> Result<AnyGame, String> {
        match &self.origin {
            Origin::Deal(n) => AnyGame::deal(self.game, &self.options, *n),
            Origin::Position(text) => match read_position(text, &pairs(&self.options)) {
                Ok((g, _)) if g.id() == self.game => Ok(g),
                Ok((g, _)) => Err(self.other_game(&g)),
                Err(e) => match read_position(text, &[]) {
                    Ok((g, _)) if g.id() != self.game => Err(self.other_game(&g)),
                    _ => Err(e),
                },
            },
        }
    }

    /// What a position of another game than the record's is told.
    fn other_game(&self, g: &AnyGame) -> String {
        format!("the position is a {} position, but the record says {}", g.id().key(), self.game.key())
    }

    /// [`Self::start_position`] with a custom position taken from
    /// `given` (its parts, never its text) when it was given for this
    /// record's position text ([`NO_PARTS`] otherwise): the same checks
    /// (a position of another game named as such, the record's options
    /// agreeing with the position's own).
    pub fn start_given(&self, given: &Given) -> Result<AnyGame, String> {
        let g = &given.game;
        match &self.origin {
            Origin::Deal(n) => AnyGame::deal(self.game, &self.options, *n),
            Origin::Position(text) if *text != given.position => Err(NO_PARTS.into()),
            Origin::Position(_) if g.id() != self.game => Err(self.other_game(g)),
            Origin::Position(_) => options_agree(g.options(), &pairs(&self.options)).map(|()| g.clone()),
        }
    }

    /// JSON form.
    pub fn to_json(&self) -> String {
        crate::json::to_string_pretty(&self.to_value())
    }

    /// The JSON form as a value (a saved game holds it).
    pub fn to_value(&self) -> Value {
        let mut o = Map::new();
        o.insert("game".into(), Value::from(self.game.key()));
        // Inserted one by one (collecting into a map sorts: kilobytes of wasm).
        let mut opts = Map::new();
        for (k, v) in self.options.non_default() {
            opts.insert(k.to_string(), Value::from(v));
        }
        o.insert("options".into(), Value::Object(opts));
        match &self.origin {
            Origin::Deal(n) => o.insert("deal".into(), Value::from(*n)),
            Origin::Position(p) => o.insert("position".into(), Value::from(p.as_str())),
        };
        o.insert("moves".into(), Value::from(self.moves.clone()));
        o.insert("cheated".into(), Value::from(self.cheated));
        o.insert("assisted".into(), Value::from(self.assisted));
        Value::Object(o)
    }

    /// Parses and checks a JSON record (not its moves' legality: replay does that).
    /// (A text that may be a record or a position: [`json_record`].)
    pub fn from_json(text: &str) -> Result<Record, String> {
        if text.len() > MAX_INPUT {
            return Err(format!("the record is too large ({} bytes; at most {MAX_INPUT})", text.len()));
        }
        let v: Value = crate::json::from_str(text).map_err(|e| format!("not a JSON record: {e}"))?;
        Record::from_value(&v)
    }

    /// Checks a JSON record read as a value ([`Record::from_json`]).
    pub fn from_value(v: &Value) -> Result<Record, String> {
        let o = v.as_object().ok_or_else(|| {
            let what = match v {
                Value::Array(_) => "an array [ … ]",
                Value::String(_) => "a string",
                Value::Number(_) => "a number",
                Value::Bool(_) => "true or false",
                _ => "null",
            };
            format!("not a JSON record: {what}, where a record is an object {{ … }}")
        })?;
        let game =
            o.get("game").and_then(Value::as_str).ok_or("the record has no \"game\" (a string such as \"spider\")")?;
        let game = GameId::parse(game)?;
        // The options the record states (an option given twice, say as
        // `suits` and `Suits`, is refused).
        let mut chosen: Vec<(String, String)> = Vec::new();
        match o.get("options") {
            None | Some(Value::Null) => {}
            Some(Value::Object(m)) => {
                for (k, v) in m {
                    let val = match v {
                        Value::String(s) => s.clone(),
                        // No option takes a number beyond what `number_text` writes.
                        Value::Number(n) => number_text(n).unwrap_or_else(|| "a number".into()),
                        Value::Bool(b) => (if *b { "yes" } else { "no" }).to_string(),
                        _ => return Err(format!("option {} must be a string", clip(k, 20))),
                    };
                    if chosen.iter().any(|(c, _)| canonical_key(c) == canonical_key(k)) {
                        return Err(format!("option {} is given twice", clip(k, 20)));
                    }
                    chosen.push((k.clone(), val));
                }
            }
            Some(_) => return Err("\"options\" must be an object of key: value".into()),
        }
        let chosen: Vec<(&str, &str)> = chosen.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        let mut options = Options::parse(game, chosen.iter().copied())?;
        let origin = match (o.get("deal"), o.get("position")) {
            (Some(d), None) => {
                let n = match d {
                    // A float written with an exponent: what is wrong, without its digits.
                    Value::Number(n) => number_text(n).ok_or_else(|| {
                        let x = n.as_f64().unwrap_or(0.0);
                        let why = match () {
                            _ if x < 0.0 => "is out of range: negative",
                            _ if x.abs() >= 1.0 => "is out of range: too large",
                            _ => "is not a whole number",
                        };
                        format!("the deal number {why} ({} to {})", crate::deal::MIN_DEAL, crate::deal::MAX_DEAL)
                    })?,
                    Value::String(s) => s.clone(),
                    _ => return Err("\"deal\" must be a number".into()),
                };
                Origin::Deal(crate::deal::parse_deal_number(&n)?)
            }
            (None, Some(Value::String(p))) => {
                // A position's options are its own (the record's must agree),
                // or, for a Woods line, the record's.
                let (g, _) = read_position(p, &chosen)?;
                if g.id() != game {
                    return Err(format!("the position is a {} position, but the record says {}", g.id().key(), game));
                }
                options = g.options().clone();
                Origin::Position(p.clone())
            }
            (None, Some(_)) => return Err("\"position\" must be a string".into()),
            (Some(_), Some(_)) => return Err("the record has both \"deal\" and \"position\"".into()),
            (None, None) => return Err("the record has neither \"deal\" nor \"position\"".into()),
        };
        let too_many = |n: usize| format!("the record has too many moves ({n}; at most {MAX_MOVES})");
        let moves = match o.get("moves") {
            None | Some(Value::Null) => Vec::new(),
            Some(Value::Array(a)) => {
                if a.len() > MAX_MOVES {
                    return Err(too_many(a.len()));
                }
                a.iter()
                    .enumerate()
                    .map(|(i, m)| {
                        m.as_str().map(str::to_string).ok_or_else(|| format!("move {} is not a string", i + 1))
                    })
                    .collect::<Result<_, _>>()?
            }
            Some(Value::String(s)) => {
                let start = Record {
                    game,
                    options: options.clone(),
                    origin: origin.clone(),
                    moves: vec![],
                    cheated: false,
                    assisted: false,
                }
                .start_position()?;
                let moves = start.split_record(s);
                if moves.len() > MAX_MOVES {
                    return Err(too_many(moves.len()));
                }
                moves
            }
            Some(_) => return Err("\"moves\" must be a list of moves".into()),
        };
        let flag = |k: &str| -> Result<bool, String> {
            match o.get(k) {
                None | Some(Value::Null) => Ok(false),
                Some(Value::Bool(b)) => Ok(*b),
                Some(_) => Err(format!("\"{k}\" must be true or false")),
            }
        };
        Ok(Record { game, options, origin, moves, cheated: flag("cheated")?, assisted: flag("assisted")? })
    }

    /// The query string of a link (`game=…&deal=…&opts…&moves=…`), defaults omitted.
    pub fn to_query(&self, with_moves: bool) -> String {
        let mut q = vec![format!("game={}", self.game.key())];
        match &self.origin {
            Origin::Deal(n) => q.push(format!("deal={n}")),
            Origin::Position(p) => q.push(format!("position={}", percent_encode(p))),
        }
        for (k, v) in self.options.non_default() {
            q.push(format!("{k}={v}"));
        }
        if with_moves && !self.moves.is_empty() {
            q.push(format!("moves={}", compact_moves(self.game, &self.moves)));
        }
        if self.cheated {
            q.push("cheated=1".into());
        }
        if self.assisted {
            q.push("assisted=1".into());
        }
        q.join("&")
    }
}

/// A loaded text as a JSON record, if it is one: `{` opens only JSON; `[`
/// may also be a Woods line's first card (Ah), so such a text is a record
/// only if it reads as one (JSON that is not a record is refused as such,
/// rather than with what a Woods line lacks). `None`: a position (the text
/// format or a Woods line). The command line and the page's Load both ask this.
pub fn json_record(text: &str) -> Option<Result<Record, String>> {
    let body = text.trim_start_matches('\u{feff}').trim_start();
    match body.chars().next() {
        Some('{') => Some(Record::from_json(body)),
        Some('[') => match Record::from_json(body) {
            Ok(rec) => Some(Ok(rec)),
            Err(e) if crate::json::from_str(body).is_ok() => Some(Err(e)),
            Err(_) => None,
        },
        _ => None,
    }
}
