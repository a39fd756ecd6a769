//! The messages between the page and its search worker (SPEC §4), typed:
//! the page sends [`Request`]s, the worker (`crate::worker::Searcher`)
//! answers with [`Reply`]s, each in a [`Tagged`] with the [`Ticket`] of the
//! request it is about. On the wire each message is one JSON object whose
//! one key names its kind, the ticket first in it (`{"hint":{"ticket":
//! {"id":3,"generation":7},"record":"…"}}`), written and read as text by
//! [`Tagged::to_text`] and [`Tagged::from_text`] (natively, the tests).
//! In the browser it is posted as the same plain object (`src/web/wire.rs`):
//! the worker writes and reads it through these serde forms, the page by
//! hand ([`plain`], so that its wasm carries no serde code); `www/worker.js`
//! only passes the objects along. The worker's first
//! message, [`ready`], answers no request and has no ticket. (Serde's
//! external tagging: a message named by a `kind` field beside the ticket,
//! serde's internal tagging and flattening, made the page's wasm 19 KB and
//! the worker's 16 KB larger.)
//!
//! A ticket is the request's id (the page's count of requests) and the
//! page's generation of the game when asked. Every reply to a request,
//! progress included, carries its ticket, so the page knows what a reply
//! answers and drops one about a position that is no longer on the table;
//! a cancel carries the ticket of the request it stops.
//!
//! The core types travel in the forms they already have: a [`Record`] as
//! its fields ([`record_wire`]: game, options summary, deal or position,
//! moves, marks; a custom position's parts beside it, [`start`]: the
//! worker reads no JSON text and no position text), a [`GameId`] as its key, a [`Date`] as `YYYY-MM-DD`, a
//! [`Difficulty`] as its label (each as its text: `AsText`), [`Options`] as
//! their game and `k=v` summary, a [`Move`] as its fields.

use serde::de::Error as _;
use serde::de::{DeserializeOwned, IgnoredAny, MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::games::{GameId, Move, Options, Slot};
use crate::record::Record;
use crate::solver::rate::Difficulty;
use crate::text::clip;
use crate::winnable::Date;

mod cursor;
pub mod plain;
pub mod read;
pub mod start;

/// The build this code is part of: `cargo xtask build` names it (a hash
/// of the crate's sources, the same for the page's wasm and the worker's),
/// other builds are `dev`. The worker says it in [`Reply::Ready`]; a page
/// that meets another build's worker does not use it (a visitor offline
/// after an update can have the new page and the old worker cached).
pub const BUILD: &str = match option_env!("SWARM_BUILD") {
    Some(b) => b,
    None => "dev",
};

/// What a request is, and the game's generation on the page when it was
/// asked (bumped at every change of the game).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Ticket {
    pub id: u64,
    pub generation: u64,
}

/// A message about one request: the request's ticket and what the message
/// says (a [`Request`] or a [`Reply`]). On the wire the ticket is the first
/// field of the kind's object: `{"hint":{"ticket":{"id":3,"generation":7},
/// "record":"…"}}`.
#[derive(Clone, Debug, PartialEq)]
pub struct Tagged<T> {
    pub ticket: Ticket,
    pub body: T,
}

impl<T: Serialize + DeserializeOwned> Tagged<T> {
    /// The message as the text posted: the body as serde writes it
    /// (`{"kind":{…}}`: every body is a struct variant, `Cancel {}`
    /// included), the ticket put first in the kind's object. (A unit
    /// variant would go without its ticket and be refused when read; the
    /// round trip of every kind in tests/protocol.rs would fail first.)
    pub fn to_text(&self) -> String {
        let body = serde_json::to_string(&self.body).expect("a message is plain data");
        let ticket = serde_json::to_string(&self.ticket).expect("a ticket is plain data");
        let Some(at) = body.find(":{").map(|i| i + 2) else { return body };
        let (head, tail) = body.split_at(at);
        let comma = if tail.starts_with('}') { "" } else { "," };
        format!("{head}\"ticket\":{ticket}{comma}{tail}")
    }

    /// Reads a message; what is wrong with it otherwise, with its ticket
    /// when that much could be read (so the worker can say so to the page).
    /// The body is read from the whole text (serde passes over the ticket,
    /// a field no body has), the ticket apart.
    pub fn from_text(text: &str) -> Result<Tagged<T>, (Option<Ticket>, String)> {
        let ticket = serde_json::from_str::<TicketOf>(text).ok().map(|t| t.0);
        Tagged::from_parts(ticket, serde_json::from_str::<T>(text))
    }

    /// A message read apart as its ticket (if it has one: [`TicketOf`])
    /// and its body, whatever it was read from (the text here; the
    /// structured clone posted between the page and the worker in
    /// `src/web`): the message, or what is wrong with it.
    pub fn from_parts<E: std::fmt::Display>(
        ticket: Option<Ticket>,
        body: Result<T, E>,
    ) -> Result<Tagged<T>, (Option<Ticket>, String)> {
        match (ticket, body) {
            (Some(ticket), Ok(body)) => Ok(Tagged { ticket, body }),
            (ticket, Err(e)) => Err((ticket, format!("unreadable message: {}", clip(&e.to_string(), 200)))),
            (None, Ok(_)) => Err((None, "unreadable message: it has no ticket".into())),
        }
    }
}

/// Only the ticket of a message, whatever its kind: the one key's object
/// is read for its `ticket`, the rest passed over.
pub struct TicketOf(pub Ticket);

impl<'de> Deserialize<'de> for TicketOf {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<TicketOf, D::Error> {
        #[derive(Deserialize)]
        struct Only {
            ticket: Ticket,
        }
        struct Message;
        impl<'de> Visitor<'de> for Message {
            type Value = TicketOf;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a message")
            }
            fn visit_map<M: MapAccess<'de>>(self, mut m: M) -> Result<TicketOf, M::Error> {
                match m.next_key::<IgnoredAny>()? {
                    Some(_) => Ok(TicketOf(m.next_value::<Only>()?.ticket)),
                    None => Err(M::Error::custom("an empty message")),
                }
            }
        }
        d.deserialize_map(Message)
    }
}

/// What the page asks the worker (the body of a [`Tagged`] request).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Request {
    /// A hint for the record's position (a lost Beeswax position: how far
    /// back it was still winnable).
    Hint {
        #[serde(with = "record_wire")]
        record: Record,
    },
    /// Solve the record's position (Beeswax: a proof; the others: peeking analysis).
    Solve {
        #[serde(with = "record_wire")]
        record: Record,
    },
    /// The next autoplay move in the record's position.
    Autoplay {
        #[serde(with = "record_wire")]
        record: Record,
    },
    /// A winnable deal of these rules, trying deal numbers from `from` on
    /// for `ms` milliseconds (each deal at most `deal_ms`, when given).
    Winnable {
        #[serde(with = "options_wire")]
        options: Options,
        from: u32,
        ms: f64,
        deal_ms: Option<f64>,
    },
    /// The deal of the day of `game` on `date`.
    Daily {
        #[serde(with = "options_wire")]
        options: Options,
        #[serde(with = "as_text")]
        date: Date,
    },
    /// Review the record's game (`solver::review`): after each move,
    /// whether it was still winnable and (games that hide cards) the fair
    /// player's chance; answered by [`Reply::Review`]s.
    Review {
        #[serde(with = "record_wire")]
        record: Record,
    },
    /// The coach: does the record's last move lose a Beeswax or Beehive
    /// game that was winnable before it (answered at once, its two searches
    /// each capped at a few tens of ms), or is it a Spider or Beetle
    /// blunder (answered from the look-ahead, [`Request::Ahead`]: at once
    /// when the move is rated, else once it is, or never)? [`Reply::Coached`].
    Coach {
        #[serde(with = "record_wire")]
        record: Record,
    },
    /// The coach's look-ahead (Spider, Beetle; `solver::review::Ahead`):
    /// rate the moves of the record's position while the worker has nothing
    /// else to do, replacing the look-ahead at any other position. Nothing
    /// answers it (a record that cannot be read: [`Reply::Failed`]).
    Ahead {
        #[serde(with = "record_wire")]
        record: Record,
    },
    /// Work out the hint of the record's position before the next slice of
    /// any long search (a game that has had a hint: the next is asked for
    /// once the player has looked at the new position), so that a
    /// [`Request::Hint`] for it is answered at once; replaces the one
    /// before. Nothing answers it.
    HintAhead {
        #[serde(with = "record_wire")]
        record: Record,
    },
    /// Stop the request of this ticket's id (waiting or running); nothing
    /// answers it.
    Cancel {},
    /// Rate deal `deal` with these rules (`solver::rate`): answered by
    /// [`Reply::Rated`]. It goes before the searches waiting.
    Rate {
        #[serde(with = "options_wire")]
        options: Options,
        deal: u32,
    },
    /// A winnable deal rated `difficulty` (`solver::rate::DifficultyFinder`),
    /// trying deal numbers from `from` on for `ms` milliseconds: answered
    /// by [`Reply::Rated`], or [`Reply::Deal`] with none when none was found.
    RatedDeal {
        #[serde(with = "options_wire")]
        options: Options,
        #[serde(with = "as_text")]
        difficulty: Difficulty,
        from: u32,
        ms: f64,
    },
}

/// One position of a review: `ply` 0 is the start, `ply` k the position
/// after move k.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReviewPly {
    pub ply: usize,
    /// Still winnable (`None`: not decided within the budget).
    pub winnable: Option<bool>,
    /// The fair player's wins and worlds played from here.
    pub chance: Option<(u32, u32)>,
    /// How good the move that led here was (`None`: the start, or not yet).
    pub class: Option<crate::solver::review::Class>,
    /// The move that would have been better.
    pub better: Option<crate::solver::review::Better>,
}

/// The move a review names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ReviewMark {
    /// This move lost the game (winnable before, not after).
    LostGame(usize),
    /// This move lost the most chance.
    LostChance(usize),
}

impl ReviewMark {
    /// The move named (its number, 1 the first).
    pub fn ply(self) -> usize {
        match self {
            ReviewMark::LostGame(k) | ReviewMark::LostChance(k) => k,
        }
    }
}

/// How a review ended: the move it names, if any, and its verdict in
/// words (`solver::review::Review::summary`: one rule says it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReviewEnd {
    pub mark: Option<ReviewMark>,
    pub summary: String,
}

/// A Spider or Beetle move the look-ahead rates a blunder: its chance
/// beside the fair player's preferred move's (wins, worlds).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Blunder {
    pub chance: (u32, u32),
    pub better: Move,
    pub better_chance: (u32, u32),
}

/// How Solve ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// A win: these moves, from the position asked about.
    Solved(Vec<Move>),
    /// Every line of play was searched: no win.
    Unsolvable,
    /// The budget ran out first.
    GaveUp,
}

/// What the worker answers (the body of a [`Tagged`] reply).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reply {
    /// Still working: nodes searched, or deals tried.
    Progress { work: u64 },
    /// The move to play (a hint, with why; an autoplay move, `reason` empty).
    Move { mv: Move, reason: String },
    /// No move to suggest, and why.
    NoMove { why: String },
    /// Hint in a lost Beeswax position: it was still winnable `back` moves
    /// ago (`None`: no earlier position of the `looked` could be shown winnable).
    Lost { back: Option<usize>, looked: usize },
    /// Solve's answer.
    Solved { verdict: Verdict, nodes: u64, ms: f64, peeked: bool },
    /// A winnable deal (or the deal of the day), `None` when none was found
    /// in time; `tried` deals were looked at.
    Deal { deal: Option<u32>, tried: u64 },
    /// A review's progress: `done` of `total` steps, the positions decided
    /// (or changed) since its last reply, and once it has finished, how.
    Review { done: usize, total: usize, plies: Vec<ReviewPly>, end: Option<ReviewEnd> },
    /// The request could not be worked on (an unreadable record, a bad date…).
    Failed { error: String },
    /// The coach's answer: the last move lost a game proven winnable before
    /// it (`false` also when either search gave up: the move is not
    /// questioned); or, in Spider and Beetle, the move is a blunder.
    Coached {
        loses: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        blunder: Option<Blunder>,
    },
    /// A deal's rating: its label and number; `tried` deals were looked at
    /// (1 for [`Request::Rate`]).
    Rated {
        deal: u32,
        #[serde(with = "as_text")]
        difficulty: Difficulty,
        rating: u8,
        tried: u64,
    },
}

/// How the worker's first message begins: it has loaded its wasm, and
/// the build it is part of ([`BUILD`]) follows. It answers no request, so
/// it has no ticket; one fixed form, written and read here without a serde
/// type of its own (that cost the page 3 KB of wasm).
const READY: &str = r#"{"ready":{"build":"#;

/// The worker's first message, naming the build `build` (this build's
/// worker says [`BUILD`]): `{"ready":{"build":"…"}}`.
pub fn ready(build: &str) -> String {
    let mut name = String::from('"');
    for c in build.chars() {
        match c {
            '"' | '\\' => {
                name.push('\\');
                name.push(c);
            }
            '\n' => name.push_str("\\n"),
            '\t' => name.push_str("\\t"),
            '\r' => name.push_str("\\r"),
            c if (c as u32) < 0x20 => name.push_str(&format!("\\u{:04x}", c as u32)),
            c => name.push(c),
        }
    }
    format!("{READY}{name}\"}}}}")
}

/// The JSON string `quoted` (with its quotes) [`ready`] wrote, read back
/// (`None`: not such a string). Written here, not read by a JSON parser,
/// so that the page's wasm needs none for it.
fn unquote(quoted: &str) -> Option<String> {
    let inner = quoted.strip_prefix('"')?.strip_suffix('"')?;
    let mut out = String::new();
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next()? {
                c @ ('"' | '\\' | '/') => out.push(c),
                'n' => out.push('\n'),
                't' => out.push('\t'),
                'r' => out.push('\r'),
                'u' => {
                    let hex: String = chars.by_ref().take(4).collect();
                    out.push(char::from_u32(u32::from_str_radix(&hex, 16).ok()?)?);
                }
                _ => return None,
            },
            '"' => return None,
            c => out.push(c),
        }
    }
    Some(out)
}

/// What the page makes of its worker's first message ([`greeting`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Greeting {
    /// This build's worker: ready for requests.
    Ours,
    /// Another build's worker (its build, or `an older build` when its
    /// greeting is not this protocol's): not to be used.
    Other(String),
}

/// Reads the worker's first message: only a [`ready`] naming this build is
/// this build's worker. Anything else first (an older build's `"ready"`,
/// a reply of a protocol this page does not read) is another build's.
pub fn greeting(text: &str) -> Greeting {
    let name = text.strip_prefix(READY).and_then(|t| t.strip_suffix("}}"));
    match name.and_then(unquote) {
        Some(build) if build == BUILD => Greeting::Ours,
        Some(build) => Greeting::Other(clip(&build, 40)),
        None => Greeting::Other("an older build".into()),
    }
}

/// [`Slot`]'s wire form (serde's remote derive: it fails to compile if
/// `Slot` changes and this does not).
#[derive(Serialize, Deserialize)]
#[serde(remote = "Slot", rename_all = "snake_case")]
enum SlotWire {
    Column(u8),
    Storehouse,
    Stock,
    Waste,
    Discard,
}

/// [`Move`]'s wire form (as [`SlotWire`]).
#[derive(Serialize, Deserialize)]
#[serde(remote = "Move", rename_all = "snake_case")]
enum MoveWire {
    Transfer {
        #[serde(with = "SlotWire")]
        from: Slot,
        #[serde(with = "SlotWire")]
        to: Slot,
        count: u8,
    },
    Deal,
    TurnOver,
    Remove {
        column: u8,
    },
}

impl Serialize for Move {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        MoveWire::serialize(self, s)
    }
}

impl<'de> Deserialize<'de> for Move {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Move, D::Error> {
        MoveWire::deserialize(d)
    }
}

/// A value that travels as its text: written by `print`, read back (and
/// checked) by `parse`.
trait AsText: Sized {
    fn print(&self) -> String;
    fn parse(text: &str) -> Result<Self, String>;
}

/// A game as its key (`"spider"`).
impl AsText for GameId {
    fn print(&self) -> String {
        self.key().to_string()
    }
    fn parse(text: &str) -> Result<GameId, String> {
        GameId::parse(text)
    }
}

/// A date as `YYYY-MM-DD`.
impl AsText for Date {
    fn print(&self) -> String {
        self.to_string()
    }
    fn parse(text: &str) -> Result<Date, String> {
        Date::parse(text)
    }
}

/// A difficulty as its label (`"hard"`, `"not winnable"`).
impl AsText for Difficulty {
    fn print(&self) -> String {
        self.word().to_string()
    }
    fn parse(text: &str) -> Result<Difficulty, String> {
        Difficulty::parse(text).ok_or_else(|| format!("unknown difficulty {}", clip(text, 40)))
    }
}

/// Serde's `with` for an [`AsText`] value.
mod as_text {
    use super::*;

    pub fn serialize<T: AsText, S: Serializer>(v: &T, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&v.print())
    }
    pub fn deserialize<'de, T: AsText, D: Deserializer<'de>>(d: D) -> Result<T, D::Error> {
        T::parse(&String::deserialize(d)?).map_err(D::Error::custom)
    }
}

/// Options as their game and `k=v` summary (`Options::summary`).
mod options_wire {
    use super::*;

    #[derive(Serialize, Deserialize)]
    struct Wire {
        #[serde(with = "as_text")]
        game: GameId,
        rules: String,
    }

    pub fn serialize<S: Serializer>(o: &Options, s: S) -> Result<S::Ok, S::Error> {
        Wire { game: o.game(), rules: o.summary() }.serialize(s)
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Options, D::Error> {
        let w = Wire::deserialize(d)?;
        Options::parse_summary(w.game, &w.rules).map_err(D::Error::custom)
    }
}

/// A record as its fields: `{game, rules, deal | position, moves, cheated,
/// assisted}`, the options as their `k=v` summary (as [`options_wire`]),
/// the moves as their texts. Read back checked: the game and options, the
/// deal number (`deal::parse_deal_number`'s rule), the number of moves (a
/// position and the moves are checked when the worker replays them: a
/// position comes with its request as its parts, `start`, and is built
/// from them: `record::Given`). Not the record's JSON text: the worker's wasm then carries no
/// JSON reader and no `serde_json` map (docs/site.md, fifth pass).
pub mod record_wire {
    use super::*;
    use crate::record::{Origin, MAX_MOVES};

    /// The fields, as serde writes and reads them.
    #[derive(Serialize, Deserialize)]
    pub struct Wire {
        pub game: String,
        pub rules: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub deal: Option<u32>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub position: Option<String>,
        pub moves: Vec<String>,
        pub cheated: bool,
        pub assisted: bool,
    }

    impl Wire {
        pub fn of(r: &Record) -> Wire {
            let (deal, position) = match &r.origin {
                Origin::Deal(n) => (Some(*n), None),
                Origin::Position(p) => (None, Some(p.clone())),
            };
            Wire {
                game: r.game.key().to_string(),
                rules: r.options.summary(),
                deal,
                position,
                moves: r.moves.clone(),
                cheated: r.cheated,
                assisted: r.assisted,
            }
        }

        /// The record, or what is wrong with it.
        pub fn record(self) -> Result<Record, String> {
            let game = GameId::parse(&self.game)?;
            let options = Options::parse_summary(game, &self.rules)?;
            let origin = match (self.deal, self.position) {
                (Some(n), None) => Origin::Deal(crate::deal::parse_deal_number(&n.to_string())?),
                (None, Some(p)) => Origin::Position(p),
                (Some(_), Some(_)) => return Err("the record has both \"deal\" and \"position\"".into()),
                (None, None) => return Err("the record has neither \"deal\" nor \"position\"".into()),
            };
            if self.moves.len() > MAX_MOVES {
                return Err(format!("the record has too many moves ({}; at most {MAX_MOVES})", self.moves.len()));
            }
            Ok(Record { game, options, origin, moves: self.moves, cheated: self.cheated, assisted: self.assisted })
        }
    }

    pub fn serialize<S: Serializer>(r: &Record, s: S) -> Result<S::Ok, S::Error> {
        Wire::of(r).serialize(s)
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Record, D::Error> {
        Wire::deserialize(d)?.record().map_err(D::Error::custom)
    }
}
