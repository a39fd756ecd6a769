//! Game records (game, options, deal or position, moves, cheated/assisted)
//! as JSON and as deal links (`?game=spider&deal=123&suits=2&moves=…`).
//! Everything here validates strangers' text and says what is wrong.

use serde_json::{json, Map, Value};

use crate::games::options::canonical_key;
use crate::games::{AnyGame, GameId, Options};
use crate::text::{clip, ECHO};

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
    if crate::games::spider::woods::looks_like(text) {
        let r = crate::games::spider::woods::read(text, chosen)?;
        return Ok((AnyGame::Spider(r.game), r.assumed));
    }
    let g = AnyGame::from_text(text)?;
    options_agree(g.options(), chosen)?;
    Ok((g, None))
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
            Origin::Position(text) => {
                let mismatch = |g: &AnyGame| {
                    format!("the position is a {} position, but the record says {}", g.id().key(), self.game.key())
                };
                match read_position(text, &pairs(&self.options)) {
                    Ok((g, _)) if g.id() == self.game => Ok(g),
                    Ok((g, _)) => Err(mismatch(&g)),
                    Err(e) => match read_position(text, &[]) {
                        Ok((g, _)) if g.id() != self.game => Err(mismatch(&g)),
                        _ => Err(e),
                    },
                }
            }
        }
    }

    /// JSON form.
    pub fn to_json(&self) -> String {
        crate::json::to_string_pretty(&self.to_value())
    }

    /// The JSON form as a value (a saved game holds it).
    pub fn to_value(&self) -> Value {
        let mut o = Map::new();
        o.insert("game".into(), json!(self.game.key()));
        // Inserted one by one (collecting into a map sorts: kilobytes of wasm).
        let mut opts = Map::new();
        for (k, v) in self.options.non_default() {
            opts.insert(k.to_string(), json!(v));
        }
        o.insert("options".into(), Value::Object(opts));
        match &self.origin {
            Origin::Deal(n) => o.insert("deal".into(), json!(n)),
            Origin::Position(p) => o.insert("position".into(), json!(p)),
        };
        o.insert("moves".into(), json!(self.moves));
        o.insert("cheated".into(), json!(self.cheated));
        o.insert("assisted".into(), json!(self.assisted));
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
                        Value::Number(n) => n.to_string(),
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
                    Value::Number(n) => n.to_string(),
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

/// What a link asked for, and what of it was refused.
#[derive(Clone, Debug, Default)]
pub struct LinkRequest {
    /// The record to start (with moves still to be replayed), if the link named a game.
    pub record: Option<Record>,
    /// Everything refused, each naming the parameter and the reason.
    pub problems: Vec<String>,
}

/// Parses a page query string (with or without the leading `?`). Every
/// problem is reported, naming the parameter, and whatever was good is kept:
/// - an unknown parameter, a bad value, or one that is not correctly
///   percent-encoded is named and ignored (a bad option: its default; a bad
///   deal number: no deal, the caller picks one; a link without a game
///   still has its deal number checked);
/// - a parameter given more than once (`game`, `deal`, `position`, `moves`,
///   `cheated`, `assisted`, an option, whatever its case or old name) is
///   named, and the first is used. Beetle's layout was once written as a
///   second `deal=` (its old key): there, a second `deal=` is the option
///   `cards`;
/// - `cheated` and `assisted` are `1` (or `true`, `yes`) or `0` (`false`,
///   `no`); anything else is named and the game is marked, so a damaged
///   link never turns a marked game into a clean one;
/// - options beside a position: a text position's own must agree (else
///   named, and the position's kept); a Woods line takes them (its suit
///   count assumed from its cards is reported when they fit several);
/// - at most [`MAX_MOVES`] moves are kept.
pub fn parse_link(query: &str) -> LinkRequest {
    let mut req = LinkRequest::default();
    let q = query.strip_prefix('?').unwrap_or(query);
    if q.is_empty() {
        return req;
    }
    if q.len() > MAX_INPUT {
        req.problems.push(format!("the link is too long ({} bytes; at most {MAX_INPUT}) and was ignored", q.len()));
        return req;
    }
    let mut pairs = Vec::new();
    for part in q.split('&').filter(|p| !p.is_empty()) {
        let (k, v) = part.split_once('=').unwrap_or((part, ""));
        match (percent_decode(k), percent_decode(v)) {
            (Ok(k), Ok(v)) => pairs.push((k, v)),
            (Err(e), _) | (_, Err(e)) => {
                req.problems.push(format!("`{}` is not correctly encoded: {e}", clip(part, 30)))
            }
        }
    }
    let problems = &mut req.problems;
    // The first value of a parameter; a repeat is named.
    let first = |key: &str, problems: &mut Vec<String>| -> Option<String> {
        let mut all = pairs.iter().filter(|(k, _)| k == key).map(|(_, v)| v);
        let v = all.next()?.clone();
        let more = all.count();
        if more > 0 {
            problems.push(repeated(key, more + 1, &v));
        }
        Some(v)
    };
    let game = first("game", problems);
    let has_position = pairs.iter().any(|(k, _)| k == "position");
    let deals: Vec<&String> = pairs.iter().filter(|(k, _)| k == "deal").map(|(_, v)| v).collect();
    let game = match game.as_deref().map(GameId::parse) {
        None => {
            problems.push("the link names no game (game=beeswax, beehive, beetle or spider)".into());
            None
        }
        Some(Err(e)) => {
            problems.push(e);
            None
        }
        Some(Ok(g)) => Some(g),
    };
    // Beetle's old layout key: a second `deal=` (any `deal=` beside a position).
    let old_layout = game == Some(GameId::Beetle);
    let (number_text, layout_deals) = match (has_position, old_layout) {
        (true, true) => (None, &deals[..]),
        (true, false) => {
            if !deals.is_empty() {
                problems.push("the link gives both `deal` and `position`: the position is used".into());
            }
            (None, &deals[..0])
        }
        (false, true) => (deals.first(), deals.get(1..).unwrap_or(&[])),
        (false, false) => {
            if deals.len() > 1 {
                problems.push(repeated("deal", deals.len(), deals[0]));
            }
            (deals.first(), &deals[..0])
        }
    };
    let deal = number_text.and_then(|t| match crate::deal::parse_deal_number(t) {
        Ok(n) => Some(n),
        Err(e) => {
            problems.push(e);
            None
        }
    });
    let Some(game) = game else { return req };

    let position = first("position", problems);
    let moves = first("moves", problems);
    let mark = |key: &str, problems: &mut Vec<String>| match first(key, problems) {
        None => false,
        Some(v) => match v.trim().to_ascii_lowercase().as_str() {
            "1" | "true" | "yes" => true,
            "0" | "false" | "no" => false,
            _ => {
                problems.push(format!("{key} must be 1 or 0, not `{}`: the game is marked {key}", clip(&v, 12)));
                true
            }
        },
    };
    let cheated = mark("cheated", problems);
    let assisted = mark("assisted", problems);
    // Options, in the link's order: (key as written, value).
    const KNOWN: &[&str] = &["game", "deal", "position", "moves", "cheated", "assisted"];
    let mut chosen: Vec<(&str, &str)> = Vec::new();
    let layout_from = deals.len() - layout_deals.len();
    let mut deal_index = 0;
    let given = pairs.iter().filter(|(k, _)| {
        if k == "deal" {
            deal_index += 1;
            return deal_index > layout_from;
        }
        !KNOWN.contains(&k.as_str())
    });
    let mut options = Options::defaults(game);
    set_options(&mut options, given.map(|(k, v)| (k.as_str(), v.as_str())), &mut chosen, problems);
    let origin = match (deal, position) {
        (_, Some(p)) => {
            let read = read_position(&p, &chosen).or_else(|e| {
                // The options do not fit the position: name them, keep the position.
                let r = read_position(&p, &[]);
                if r.is_ok() {
                    problems.push(format!("position: {e}; the position's own options are used"));
                }
                r
            });
            match read {
                Ok((g, _)) if g.id() != game => {
                    problems.push(format!("the position is a {} position, not {}", g.id().key(), game.key()));
                    return req;
                }
                Ok((g, assumed)) => {
                    if let Some(a) = assumed {
                        problems.push(format!("position: {a} (choose with suits=)"));
                    }
                    options = g.options().clone();
                    Origin::Position(p)
                }
                Err(e) => {
                    problems.push(format!("position: {e}"));
                    return req;
                }
            }
        }
        (Some(n), None) => Origin::Deal(n),
        (None, None) => {
            if number_text.is_none() {
                problems.push("the link has no deal number".into());
            }
            return req;
        }
    };
    let mut rec = Record { game, options, origin, moves: Vec::new(), cheated, assisted };
    if let Some(m) = moves {
        match rec.start_position() {
            Ok(start) => {
                rec.moves = start.split_record(&expand_moves(game, &m));
                if rec.moves.len() > MAX_MOVES {
                    problems
                        .push(format!("the link has {} moves; the first {MAX_MOVES} are replayed", rec.moves.len()));
                    rec.moves.truncate(MAX_MOVES);
                }
            }
            Err(e) => problems.push(e),
        }
    }
    req.record = Some(rec);
    req
}

/// Sets the options `given` (key as written, value) on `options`, in
/// order: those taken go to `chosen`; a bad one or a repeat is named in
/// `problems` and left out.
fn set_options<'a>(
    options: &mut Options,
    given: impl Iterator<Item = (&'a str, &'a str)>,
    chosen: &mut Vec<(&'a str, &'a str)>,
    problems: &mut Vec<String>,
) {
    let mut seen: Vec<(&str, &str)> = Vec::new();
    for (k, v) in given {
        if let Some(&(c, cv)) = seen.iter().find(|(c, _)| canonical_key(c) == canonical_key(k)) {
            problems.push(format!(
                "option `{}` is given twice (first as {}={}): the second is ignored",
                clip(k, 24),
                clip(c, 24),
                clip(cv, 12)
            ));
            continue;
        }
        seen.push((k, v));
        match options.set(k, v) {
            Ok(()) => chosen.push((k, v)),
            Err(e) => problems.push(e),
        }
    }
}

/// The rules a deal-of-the-day link names for `game`: the query's options
/// (every parameter but `game`, `deal`, `moves` and the marks: the day's
/// deal is found from the date and the rules, not read from the link), and
/// each refused one named.
pub fn link_options(game: GameId, query: &str) -> (Options, Vec<String>) {
    const NOT_OPTIONS: &[&str] = &["game", "deal", "position", "moves", "cheated", "assisted", "daily"];
    let mut problems = Vec::new();
    let mut pairs = Vec::new();
    for part in query.strip_prefix('?').unwrap_or(query).split('&').filter(|p| !p.is_empty()) {
        let (k, v) = part.split_once('=').unwrap_or((part, ""));
        match (percent_decode(k), percent_decode(v)) {
            (Ok(k), Ok(v)) if !NOT_OPTIONS.contains(&k.as_str()) => pairs.push((k, v)),
            (Ok(_), Ok(_)) => {}
            (Err(e), _) | (_, Err(e)) => problems.push(format!("`{}` is not correctly encoded: {e}", clip(part, 30))),
        }
    }
    let mut options = Options::defaults(game);
    set_options(&mut options, pairs.iter().map(|(k, v)| (k.as_str(), v.as_str())), &mut Vec::new(), &mut problems);
    (options, problems)
}

/// A parameter given `times` times, the first (`first`) used.
fn repeated(key: &str, times: usize, first: &str) -> String {
    let times = if times == 2 { "twice".to_string() } else { format!("{times} times") };
    format!("`{key}` is given {times}: the first (`{}`) is used", clip(first, 16))
}

/// The compact `moves=` form of a link (SPEC §2): a move's internal
/// spaces written `.`, moves joined by `_`, so a link needs no
/// percent-encoding (`7.10_D_3.4.2`); anything else a move could hold is
/// percent-encoded, so the form always reads back. In Spider and Beetle a
/// move between two one-digit piles needs no separator at all (`3 4` is
/// `34`, as a Beehive move is): a 220-move game fits a short link.
///
/// ```
/// use swarm::games::GameId;
/// use swarm::record::{compact_moves, expand_moves};
/// let moves = vec!["7 10".to_string(), "D".into(), "3 4 2".into(), "3 4".into()];
/// assert_eq!(compact_moves(GameId::Spider, &moves), "7.10_D_3.4.2_34");
/// assert_eq!(expand_moves(GameId::Spider, "7.10_D_3.4.2_34"), "7 10,D,3 4 2,3 4");
/// assert_eq!(expand_moves(GameId::Spider, "7-10~D"), "7 10,D");
/// assert_eq!(expand_moves(GameId::Spider, "7 10,D"), "7 10,D"); // the older form is read as it is
/// ```
pub fn compact_moves(game: GameId, moves: &[String]) -> String {
    let one = |m: &String| {
        let parts: Vec<&str> = m.split_whitespace().collect();
        match parts[..] {
            [a, b] if numbered_piles(game) && one_digit(a) && one_digit(b) => format!("{a}{b}"),
            _ => percent_encode(&parts.join(".")),
        }
    };
    moves.iter().map(one).collect::<Vec<_>>().join("_")
}

/// A `moves=` value (already percent-decoded) as move texts separated by
/// commas: the compact form is expanded (`_` or `~` between moves, `.` or
/// `-` inside one, and in Spider and Beetle two digits for two piles); the
/// older comma-and-space form is left as it is.
pub fn expand_moves(game: GameId, value: &str) -> String {
    let spaced = value.contains([',', ' ']);
    let compact = !spaced && (numbered_piles(game) || value.contains(['_', '~', '.', '-']));
    if !compact {
        return value.to_string();
    }
    let one = |m: &str| {
        if numbered_piles(game) && matches!(m.as_bytes(), [b'1'..=b'9', b'1'..=b'9']) {
            format!("{} {}", &m[..1], &m[1..])
        } else {
            m.replace(['.', '-'], " ")
        }
    };
    value.split(['_', '~']).map(one).collect::<Vec<_>>().join(",")
}

/// Games whose moves name piles by number with a separator (Woods' notation).
fn numbered_piles(game: GameId) -> bool {
    matches!(game, GameId::Spider | GameId::Beetle)
}

fn one_digit(s: &str) -> bool {
    matches!(s.as_bytes(), [b'1'..=b'9'])
}

/// Percent-encodes everything but unreserved characters (RFC 3986).
pub fn percent_encode(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Decodes `%XX` and `+` (space). An invalid escape or invalid UTF-8 is an error saying which.
pub fn percent_decode(s: &str) -> Result<String, &'static str> {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'%' => {
                let h = b.get(i + 1..i + 3).ok_or("a `%` without two hex digits")?;
                let h = std::str::from_utf8(h).map_err(|_| "a `%` without two hex digits")?;
                out.push(u8::from_str_radix(h, 16).map_err(|_| "a `%` without two hex digits")?);
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    String::from_utf8(out).map_err(|_| "not UTF-8 text")
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
            Err(e) if crate::json::from_str::<Value>(body).is_ok() => Some(Err(e)),
            Err(_) => None,
        },
        _ => None,
    }
}
