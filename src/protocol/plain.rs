//! The page's half of the protocol written by hand: a [`Request`] as the
//! plain value tree serde writes for it (the text form, `Tagged::to_text`,
//! and the plain JS object serde-wasm-bindgen makes of it in the worker),
//! and a [`Reply`] read from such a tree, with what is wrong with it named
//! ([`BadReply`]) and never a panic. The worker writes its replies with
//! the serde forms (`super`'s derives, serde-wasm-bindgen in
//! `src/web/wire.rs`) and reads these requests by hand (`super::read`); the page
//! uses these, so none of serde's (de)serializers or serde-wasm-bindgen's
//! code is in the page's wasm (docs/site.md, issue 42 item 2, fourth pass).
//! `tests/protocol.rs` holds every kind against the serde forms.
//!
//! The tree is the crate's JSON `Value` (the page already has it for its stored
//! JSON); `src/web/json.rs` walks it to and from a JS value. Read here as
//! that walk makes it: `undefined` as null (an absent `Option`), a whole
//! number as an integer whatever the field's type.

use crate::games::{Move, Options, Slot};
use crate::json::{object, Value};
use crate::record::Origin;
use crate::solver::rate::Difficulty;
use crate::solver::review::{Better, Class};
use crate::text::clip;

use super::start::Start;
use super::{Blunder, Reply, Request, ReviewEnd, ReviewMark, ReviewPly, Tagged, Ticket, Verdict};

/// A reply the page could not read, and what is wrong with it
/// (`solved.nodes is not a whole number`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadReply(pub String);

impl std::fmt::Display for BadReply {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "unreadable reply: {}", self.0)
    }
}

/// A request as its tree: `{kind: {field: …, ticket: {id, generation}}}`.
pub fn request(m: &Tagged<Request>) -> Value {
    let record = |r: &crate::record::Record| {
        let mut fields = vec![("record", record_tree(r))];
        fields.extend(start_of(r).map(|s| ("start", start(&s))));
        fields
    };
    let (kind, mut fields) = match &m.body {
        Request::Hint { record: r } => ("hint", record(r)),
        Request::Solve { record: r } => ("solve", record(r)),
        Request::Autoplay { record: r } => ("autoplay", record(r)),
        Request::Review { record: r } => ("review", record(r)),
        Request::Coach { record: r } => ("coach", record(r)),
        Request::Ahead { record: r } => ("ahead", record(r)),
        Request::HintAhead { record: r } => ("hint_ahead", record(r)),
        Request::Winnable { options: o, from, ms, deal_ms } => (
            "winnable",
            vec![
                ("options", options(o)),
                ("from", (*from).into()),
                ("ms", (*ms).into()),
                ("deal_ms", deal_ms.map_or(Value::Null, Value::from)),
            ],
        ),
        Request::Daily { options: o, date } => {
            ("daily", vec![("options", options(o)), ("date", date.to_string().into())])
        }
        Request::Cancel {} => ("cancel", Vec::new()),
        Request::Rate { options: o, deal } => ("rate", vec![("options", options(o)), ("deal", (*deal).into())]),
        Request::RatedDeal { options: o, difficulty, from, ms } => (
            "rated_deal",
            vec![
                ("options", options(o)),
                ("difficulty", difficulty.word().into()),
                ("from", (*from).into()),
                ("ms", (*ms).into()),
            ],
        ),
    };
    let t = m.ticket;
    fields.push(("ticket", object(vec![("id", t.id.into()), ("generation", t.generation.into())])));
    object(vec![(kind, object(fields))])
}

/// The parts of the custom position a record starts from, sent beside it
/// (`super::start`: the worker reads no position text); `None` for a
/// deal, or a position that cannot be read (the worker says so).
pub fn start_of(r: &crate::record::Record) -> Option<Start> {
    match &r.origin {
        Origin::Position(text) => r.start_position().ok().map(|g| Start::of(text, &g)),
        Origin::Deal(_) => None,
    }
}

/// A record as its fields (`super::record_wire`).
fn record_tree(r: &crate::record::Record) -> Value {
    let mut fields = vec![("game", r.game.key().into()), ("rules", r.options.summary().into())];
    fields.push(match &r.origin {
        Origin::Deal(n) => ("deal", (*n).into()),
        Origin::Position(p) => ("position", p.as_str().into()),
    });
    fields.push(("moves", Value::from(r.moves.clone())));
    fields.push(("cheated", r.cheated.into()));
    fields.push(("assisted", r.assisted.into()));
    object(fields)
}

/// A position's parts as their tree (serde's form of [`Start`]).
fn start(s: &Start) -> Value {
    let cards = |c: &[u8]| Value::from(c.to_vec());
    object(vec![
        ("position", s.position.as_str().into()),
        ("game", s.game.as_str().into()),
        ("rules", s.rules.as_str().into()),
        ("columns", Value::Array(s.columns.iter().map(|c| cards(c)).collect())),
        ("down", cards(&s.down)),
        ("stock", cards(&s.stock)),
        ("removed", s.removed.into()),
        ("storehouse", cards(&s.storehouse)),
        ("waste", cards(&s.waste)),
        ("discarded", cards(&s.discarded)),
        ("pass", s.pass.into()),
    ])
}

/// Options as their game and `k=v` summary.
fn options(o: &Options) -> Value {
    object(vec![("game", o.game().key().into()), ("rules", o.summary().into())])
}

/// Reads a reply from its tree.
pub fn reply(v: &Value) -> Result<Tagged<Reply>, BadReply> {
    read_reply(v).map_err(BadReply)
}

fn read_reply(v: &Value) -> Result<Tagged<Reply>, String> {
    let (kind, b) = At::top(v).kind()?;
    let ticket = b.field("ticket");
    let ticket = Ticket { id: ticket.field("id").whole()?, generation: ticket.field("generation").whole()? };
    let body = match kind {
        "progress" => Reply::Progress { work: b.field("work").whole()? },
        "move" => Reply::Move { mv: b.field("mv").mv()?, reason: b.field("reason").text()? },
        "no_move" => Reply::NoMove { why: b.field("why").text()? },
        "lost" => Reply::Lost { back: b.field("back").option(At::whole)?, looked: b.field("looked").whole()? },
        "solved" => Reply::Solved {
            verdict: b.field("verdict").verdict()?,
            nodes: b.field("nodes").whole()?,
            ms: b.field("ms").number()?,
            peeked: b.field("peeked").flag()?,
        },
        "deal" => Reply::Deal { deal: b.field("deal").option(At::whole)?, tried: b.field("tried").whole()? },
        "review" => Reply::Review {
            done: b.field("done").whole()?,
            total: b.field("total").whole()?,
            plies: b.field("plies").list(At::ply)?,
            end: b.field("end").option(At::end)?,
        },
        "failed" => Reply::Failed { error: b.field("error").text()? },
        "coached" => {
            Reply::Coached { loses: b.field("loses").flag()?, blunder: b.field("blunder").option(At::blunder)? }
        }
        "rated" => Reply::Rated {
            deal: b.field("deal").whole()?,
            difficulty: b.field("difficulty").difficulty()?,
            rating: b.field("rating").whole()?,
            tried: b.field("tried").whole()?,
        },
        other => return Err(format!("unknown kind \"{}\"", clip(other, 40))),
    };
    Ok(Tagged { ticket, body })
}

/// The cursor over a reply's tree, borrowed (`super::cursor`).
type At<'a> = super::cursor::At<&'a Value>;

/// What a kind with no contents reads as.
static NULL: Value = Value::Null;

impl<'a> At<'a> {
    /// An externally tagged value: a kind's name alone (`"deal"`), or an
    /// object of one key, the kind's name, and its contents.
    fn kind(&self) -> Result<(&'a str, At<'a>), String> {
        match self.v {
            Value::String(s) => Ok((s, At { v: &NULL, path: self.down(s) })),
            Value::Object(m) if m.len() == 1 => {
                let (k, v) = m.iter().next().ok_or_else(|| self.wrong("one kind"))?;
                Ok((k, At { v, path: self.down(k) }))
            }
            _ => Err(self.wrong("one kind")),
        }
    }

    /// A chance: `[wins, worlds]`.
    fn pair(&self) -> Result<(u32, u32), String> {
        match self.v.as_array().map(Vec::as_slice) {
            Some([a, b]) => {
                let (a, b) = (At { v: a, path: self.down("0") }, At { v: b, path: self.down("1") });
                Ok((a.whole()?, b.whole()?))
            }
            _ => Err(self.wrong("a pair of whole numbers")),
        }
    }

    fn slot(&self) -> Result<Slot, String> {
        match self.kind()? {
            ("column", n) => Ok(Slot::Column(n.whole()?)),
            ("storehouse", _) => Ok(Slot::Storehouse),
            ("stock", _) => Ok(Slot::Stock),
            ("waste", _) => Ok(Slot::Waste),
            ("discard", _) => Ok(Slot::Discard),
            _ => Err(self.wrong("a place")),
        }
    }

    fn mv(&self) -> Result<Move, String> {
        match self.kind()? {
            ("transfer", t) => Ok(Move::Transfer {
                from: t.field("from").slot()?,
                to: t.field("to").slot()?,
                count: t.field("count").whole()?,
            }),
            ("deal", _) => Ok(Move::Deal),
            ("turn_over", _) => Ok(Move::TurnOver),
            ("remove", r) => Ok(Move::Remove { column: r.field("column").whole()? }),
            _ => Err(self.wrong("a move")),
        }
    }

    fn verdict(&self) -> Result<Verdict, String> {
        match self.kind()? {
            ("solved", moves) => Ok(Verdict::Solved(moves.list(At::mv)?)),
            ("unsolvable", _) => Ok(Verdict::Unsolvable),
            ("gave_up", _) => Ok(Verdict::GaveUp),
            _ => Err(self.wrong("a verdict")),
        }
    }

    fn difficulty(&self) -> Result<Difficulty, String> {
        self.v.as_str().and_then(Difficulty::parse).ok_or_else(|| self.wrong("a difficulty"))
    }

    fn class(&self) -> Result<Class, String> {
        self.v.as_str().and_then(Class::parse).ok_or_else(|| self.wrong("a class of move"))
    }

    fn better(&self) -> Result<Better, String> {
        Ok(Better {
            mv: self.field("mv").text()?,
            chance: self.field("chance").option(At::pair)?,
            win_after: self.field("win_after").option(At::whole)?,
            kept: self.field("kept").list(At::text)?,
        })
    }

    fn ply(&self) -> Result<ReviewPly, String> {
        Ok(ReviewPly {
            ply: self.field("ply").whole()?,
            winnable: self.field("winnable").option(At::flag)?,
            chance: self.field("chance").option(At::pair)?,
            class: self.field("class").option(At::class)?,
            better: self.field("better").option(At::better)?,
        })
    }

    fn end(&self) -> Result<ReviewEnd, String> {
        let mark = |m: &At<'a>| match m.kind()? {
            ("lost_game", k) => Ok(ReviewMark::LostGame(k.whole()?)),
            ("lost_chance", k) => Ok(ReviewMark::LostChance(k.whole()?)),
            _ => Err(m.wrong("a marked move")),
        };
        Ok(ReviewEnd { mark: self.field("mark").option(mark)?, summary: self.field("summary").text()? })
    }

    fn blunder(&self) -> Result<Blunder, String> {
        Ok(Blunder {
            chance: self.field("chance").pair()?,
            better: self.field("better").mv()?,
            better_chance: self.field("better_chance").pair()?,
        })
    }
}
