//! Deal links: a page query string (`?game=spider&deal=123&suits=2&moves=…`)
//! read into a [`Record`] with every problem named, the moves' compact
//! form, and percent-encoding.

use super::{read_position, Origin, Record, MAX_INPUT, MAX_MOVES};
use crate::games::options::canonical_key;
use crate::games::{GameId, Options};
use crate::text::clip;
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
        if let (true, &[a @ b'1'..=b'9', b @ b'1'..=b'9']) = (numbered_piles(game), m.as_bytes()) {
            format!("{} {}", a as char, b as char)
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
