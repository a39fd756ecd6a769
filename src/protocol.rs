//! The messages between the page and its search worker (SPEC §4), typed:
//! the page sends a [`Request`], the worker (`crate::worker::Searcher`)
//! answers with [`Reply`]s. On the wire each message is one JSON object
//! whose one key names its kind (`{"hint":{"ticket":{"id":3,"generation":7},
//! "record":"…"}}`; `"ready"` alone), written and read by
//! [`Request::to_text`], [`Reply::from_text`] and their mirrors, and posted
//! as a string; `www/worker.js` only passes the strings along. (Serde's
//! external tagging: a message named by a `kind` field beside the ticket,
//! serde's internal tagging and flattening, made the page's wasm 19 KB and
//! the worker's 16 KB larger.)
//!
//! Every request but a cancel carries a [`Ticket`]: its id (the page's
//! count of requests) and the page's generation of the game when asked.
//! Every reply to it, progress included, carries the same ticket, so the
//! page knows what a reply answers and drops one about a position that is
//! no longer on the table.
//!
//! The core types travel in the forms they already have: a [`Record`] as
//! its JSON text (`Record::to_json`, read back by `Record::from_json`, which
//! checks it), [`Options`] as their game and `k=v` summary, a [`GameId`] as
//! its key, a [`Date`] as `YYYY-MM-DD`, a [`Move`] as its fields.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::games::{GameId, Move, Options, Slot};
use crate::record::Record;
use crate::solver::rate::Difficulty;
use crate::text::clip;
use crate::winnable::Date;

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

/// A request from the page to the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Request {
    /// A hint for the record's position (a lost Beeswax position: how far
    /// back it was still winnable).
    Hint {
        ticket: Ticket,
        #[serde(with = "record_text")]
        record: Record,
    },
    /// Solve the record's position (Beeswax: a proof; the others: peeking analysis).
    Solve {
        ticket: Ticket,
        #[serde(with = "record_text")]
        record: Record,
    },
    /// The next autoplay move in the record's position.
    Autoplay {
        ticket: Ticket,
        #[serde(with = "record_text")]
        record: Record,
    },
    /// A winnable deal of these rules, trying deal numbers from `from` on
    /// for `ms` milliseconds (each deal at most `deal_ms`, when given).
    Winnable {
        ticket: Ticket,
        #[serde(with = "options_wire")]
        options: Options,
        from: u32,
        ms: f64,
        deal_ms: Option<f64>,
    },
    /// The deal of the day of `game` on `date`.
    Daily {
        ticket: Ticket,
        #[serde(with = "options_wire")]
        options: Options,
        #[serde(with = "date_text")]
        date: Date,
    },
    /// Review the record's game (`solver::review`): after each move,
    /// whether it was still winnable and (games that hide cards) the fair
    /// player's chance; answered by [`Reply::Review`]s.
    Review {
        ticket: Ticket,
        #[serde(with = "record_text")]
        record: Record,
    },
    /// Stop request `id` (waiting or running); nothing answers it.
    Cancel { id: u64 },
    /// Rate deal `deal` with these rules (`solver::rate`): answered by
    /// [`Reply::Rated`]. It goes before the searches waiting.
    Rate {
        ticket: Ticket,
        #[serde(with = "options_wire")]
        options: Options,
        deal: u32,
    },
    /// A winnable deal rated `difficulty` (`solver::rate::DifficultyFinder`),
    /// trying deal numbers from `from` on for `ms` milliseconds: answered
    /// by [`Reply::Rated`], or [`Reply::Deal`] with none when none was found.
    RatedDeal {
        ticket: Ticket,
        #[serde(with = "options_wire")]
        options: Options,
        #[serde(with = "difficulty_word")]
        difficulty: Difficulty,
        from: u32,
        ms: f64,
    },
}

/// One position of a review: `ply` 0 is the start, `ply` k the position
/// after move k.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReviewPly {
    pub ply: u32,
    /// Still winnable (`None`: not decided within the budget).
    pub winnable: Option<bool>,
    /// The fair player's wins and worlds played from here.
    pub chance: Option<(u32, u32)>,
}

/// The move a review names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ReviewMark {
    /// This move lost the game (winnable before, not after).
    LostGame(u32),
    /// This move lost the most chance.
    LostChance(u32),
}

/// How a review ended: the move it names, if any, and its verdict in
/// words (`solver::review::Review::summary`: one rule says it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReviewEnd {
    pub mark: Option<ReviewMark>,
    pub summary: String,
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

/// A message from the worker to the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reply {
    /// The worker has loaded its wasm (its first message; it answers no
    /// request), and the build it is part of ([`BUILD`]).
    Ready { build: String },
    /// Still working: nodes searched, or deals tried.
    Progress { ticket: Ticket, work: u64 },
    /// The move to play (a hint, with why; an autoplay move, `reason` empty).
    Move { ticket: Ticket, mv: Move, reason: String },
    /// No move to suggest, and why.
    NoMove { ticket: Ticket, why: String },
    /// Hint in a lost Beeswax position: it was still winnable `back` moves
    /// ago (`None`: no earlier position of the `looked` could be shown winnable).
    Lost { ticket: Ticket, back: Option<usize>, looked: usize },
    /// Solve's answer.
    Solved { ticket: Ticket, verdict: Verdict, nodes: u64, ms: f64, peeked: bool },
    /// A winnable deal (or the deal of the day), `None` when none was found
    /// in time; `tried` deals were looked at.
    Deal { ticket: Ticket, deal: Option<u32>, tried: u64 },
    /// A review's progress: `done` of `total` steps, the positions decided
    /// (or changed) since its last reply, and once it has finished, how.
    Review { ticket: Ticket, done: u32, total: u32, plies: Vec<ReviewPly>, end: Option<ReviewEnd> },
    /// The request could not be worked on (an unreadable record, a bad date…).
    Failed { ticket: Ticket, error: String },
    /// A deal's rating: its label and number; `tried` deals were looked at
    /// (1 for [`Request::Rate`]).
    Rated {
        ticket: Ticket,
        deal: u32,
        #[serde(with = "difficulty_word")]
        difficulty: Difficulty,
        rating: u8,
        tried: u64,
    },
}

impl Request {
    /// The request's ticket (`None` for a cancel).
    pub fn ticket(&self) -> Option<Ticket> {
        match self {
            Request::Hint { ticket, .. }
            | Request::Solve { ticket, .. }
            | Request::Autoplay { ticket, .. }
            | Request::Winnable { ticket, .. }
            | Request::Daily { ticket, .. }
            | Request::Rate { ticket, .. }
            | Request::RatedDeal { ticket, .. }
            | Request::Review { ticket, .. } => Some(*ticket),
            Request::Cancel { .. } => None,
        }
    }

    /// The request as the text posted to the worker.
    pub fn to_text(&self) -> String {
        serde_json::to_string(self).expect("a request is plain data")
    }

    /// Reads a request; what is wrong with it otherwise, with its ticket
    /// when that much could be read (so the worker can say so to the page).
    pub fn from_text(text: &str) -> Result<Request, (Option<Ticket>, String)> {
        serde_json::from_str(text).map_err(|e| {
            /// Only the ticket of a request, whatever its kind.
            #[derive(Deserialize)]
            struct Only {
                ticket: Ticket,
            }
            let ticket = serde_json::from_str::<std::collections::BTreeMap<String, Only>>(text)
                .ok()
                .and_then(|m| m.into_values().next())
                .map(|o| o.ticket);
            (ticket, format!("unreadable request: {}", clip(&e.to_string(), 200)))
        })
    }
}

impl Reply {
    /// The ticket of the request this answers (`None` for `Ready`).
    pub fn ticket(&self) -> Option<Ticket> {
        match self {
            Reply::Ready { .. } => None,
            Reply::Progress { ticket, .. }
            | Reply::Move { ticket, .. }
            | Reply::NoMove { ticket, .. }
            | Reply::Lost { ticket, .. }
            | Reply::Solved { ticket, .. }
            | Reply::Deal { ticket, .. }
            | Reply::Review { ticket, .. }
            | Reply::Failed { ticket, .. }
            | Reply::Rated { ticket, .. } => Some(*ticket),
        }
    }

    /// The reply as the text posted to the page.
    pub fn to_text(&self) -> String {
        serde_json::to_string(self).expect("a reply is plain data")
    }

    /// Reads a reply, or says what is wrong with it.
    pub fn from_text(text: &str) -> Result<Reply, String> {
        serde_json::from_str(text).map_err(|e| format!("unreadable reply: {}", clip(&e.to_string(), 200)))
    }

    /// This build's `Ready`.
    pub fn ready() -> Reply {
        Reply::Ready { build: BUILD.to_string() }
    }
}

/// What the page makes of its worker's first message ([`greeting`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Greeting {
    /// This build's worker: ready for requests.
    Ours,
    /// Another build's worker (its build, or `an older build` when its
    /// `Ready` is not this protocol's): not to be used.
    Other(String),
}

/// Reads the worker's first message: only a `Ready` naming this build is
/// this build's worker. Anything else first (an older build's `"ready"`,
/// a reply of a protocol this page does not read) is another build's.
pub fn greeting(text: &str) -> Greeting {
    match Reply::from_text(text) {
        Ok(Reply::Ready { build }) if build == BUILD => Greeting::Ours,
        Ok(Reply::Ready { build }) => Greeting::Other(clip(&build, 40)),
        _ => Greeting::Other("an older build".into()),
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

/// A record as its JSON text, checked when read back.
mod record_text {
    use super::*;

    pub fn serialize<S: Serializer>(r: &Record, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&r.to_json())
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Record, D::Error> {
        let text = String::deserialize(d)?;
        Record::from_json(&text).map_err(D::Error::custom)
    }
}

/// A game as its key (`"spider"`).
mod game_key {
    use super::*;

    pub fn serialize<S: Serializer>(g: &GameId, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(g.key())
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<GameId, D::Error> {
        let text = String::deserialize(d)?;
        GameId::parse(&text).map_err(D::Error::custom)
    }
}

/// A date as `YYYY-MM-DD`.
mod date_text {
    use super::*;

    pub fn serialize<S: Serializer>(date: &Date, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(date)
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Date, D::Error> {
        let text = String::deserialize(d)?;
        Date::parse(&text).map_err(D::Error::custom)
    }
}

/// A difficulty as its label (`"hard"`, `"not winnable"`).
mod difficulty_word {
    use super::*;

    pub fn serialize<S: Serializer>(d: &Difficulty, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(d.word())
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Difficulty, D::Error> {
        let text = String::deserialize(d)?;
        Difficulty::parse(&text).ok_or_else(|| D::Error::custom(format!("unknown difficulty {}", clip(&text, 40))))
    }
}

/// Options as their game and `k=v` summary (`Options::summary`).
mod options_wire {
    use super::*;

    #[derive(Serialize, Deserialize)]
    struct Wire {
        #[serde(with = "game_key")]
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
