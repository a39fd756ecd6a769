//! The worker's half read by hand: a [`Request`] (and a custom position's
//! parts, [`Start`]) read from the plain tree the page posts, whatever the
//! tree is made of ([`Tree`]: the posted JS value in the worker's wasm,
//! `src/web/wire.rs`; the crate's JSON `Value` in the tests), with what is
//! wrong named (`hint.record.game is not a string`), never a panic.
//!
//! Why not serde-wasm-bindgen's `from_value`, as the worker's replies are
//! written: its `Deserializer` names a value of the wrong type with serde's
//! `Unexpected`, whose `Display` writes a float with `<f64 as Display>`:
//! the whole float formatter (14 KB of the worker's code) came with
//! reading any message (docs/site.md, fifth pass). The serde derives stay
//! the form's definition: `tests/protocol.rs` reads every kind written by
//! serde back here, equal.

use crate::games::{GameId, Options};
use crate::solver::rate::Difficulty;
use crate::text::clip;
use crate::winnable::Date;

use super::record_wire::Wire;
use super::start::Start;
use super::{AsText, Request, Tagged, Ticket};

use super::cursor::At;
pub use super::cursor::Tree;

impl<T: Tree> At<T> {
    fn cards(&self) -> Result<Vec<u8>, String> {
        self.list(At::whole)
    }

    /// A value that is read from its text (`parse`), what is wrong named
    /// with where it is.
    fn parsed<R>(&self, parse: impl FnOnce(&str) -> Result<R, String>) -> Result<R, String> {
        parse(&self.text()?).map_err(|e| format!("{}: {e}", self.path))
    }

    fn ticket(&self) -> Result<Ticket, String> {
        Ok(Ticket { id: self.field("id").whole()?, generation: self.field("generation").whole()? })
    }

    fn options(&self) -> Result<Options, String> {
        let game = self.field("game").parsed(<GameId as AsText>::parse)?;
        self.field("rules").parsed(|r| Options::parse_summary(game, r))
    }

    fn record(&self) -> Result<crate::record::Record, String> {
        let wire = Wire {
            game: self.field("game").text()?,
            rules: self.field("rules").text()?,
            deal: self.field("deal").option(At::whole)?,
            position: self.field("position").option(At::text)?,
            moves: self.field("moves").list(At::text)?,
            cheated: self.field("cheated").flag()?,
            assisted: self.field("assisted").flag()?,
        };
        wire.record().map_err(|e| format!("{}: {e}", self.path))
    }

    fn start(&self) -> Result<Start, String> {
        let f = |k: &str| self.field(k);
        Ok(Start {
            position: f("position").text()?,
            game: f("game").text()?,
            rules: f("rules").text()?,
            columns: f("columns").list(At::cards)?,
            down: f("down").cards()?,
            stock: f("stock").cards()?,
            removed: f("removed").whole()?,
            storehouse: f("storehouse").cards()?,
            waste: f("waste").cards()?,
            discarded: f("discarded").cards()?,
            pass: f("pass").whole()?,
        })
    }
}

/// The kind's name and its object of a message `{kind: {…}}`.
fn kind<T: Tree>(v: T) -> Result<(String, At<T>), String> {
    let top = At::top(v);
    match top.v.keys().as_deref() {
        Some([k]) => Ok((k.clone(), top.field(k))),
        _ => Err(top.wrong("one kind")),
    }
}

/// A request read from its tree: it, or what is wrong with it with its
/// ticket when that much could be read (as `Tagged::from_text` says it).
pub fn request<T: Tree>(v: T) -> Result<Tagged<Request>, (Option<Ticket>, String)> {
    let (name, b) = kind(v).map_err(|e| (None, unreadable(&e)))?;
    let ticket = b.field("ticket").option(At::ticket).ok().flatten();
    let body = body(&name, &b).map_err(|e| (ticket, unreadable(&e)))?;
    match ticket {
        Some(ticket) => Ok(Tagged { ticket, body }),
        None => Err((None, unreadable("it has no ticket"))),
    }
}

/// The parts of a custom position sent beside a request's record
/// (`start`; `None`: none), read and checked.
pub fn start<T: Tree>(v: T) -> Option<Result<Start, String>> {
    let (_, b) = kind(v).ok()?;
    let s = b.field("start");
    s.option(At::start).transpose().map(|r| r.map_err(|e| unreadable(&e)))
}

fn unreadable(e: &str) -> String {
    format!("unreadable message: {}", clip(e, 200))
}

fn body<T: Tree>(name: &str, b: &At<T>) -> Result<Request, String> {
    let record = || b.field("record").record();
    Ok(match name {
        "hint" => Request::Hint { record: record()? },
        "solve" => Request::Solve { record: record()? },
        "autoplay" => Request::Autoplay { record: record()? },
        "review" => Request::Review { record: record()? },
        "coach" => Request::Coach { record: record()? },
        "ahead" => Request::Ahead { record: record()? },
        "hint_ahead" => Request::HintAhead { record: record()? },
        "winnable" => Request::Winnable {
            options: b.field("options").options()?,
            from: b.field("from").whole()?,
            ms: b.field("ms").number()?,
            deal_ms: b.field("deal_ms").option(At::number)?,
        },
        "daily" => Request::Daily {
            options: b.field("options").options()?,
            date: b.field("date").parsed(<Date as AsText>::parse)?,
        },
        "cancel" => Request::Cancel {},
        "rate" => Request::Rate { options: b.field("options").options()?, deal: b.field("deal").whole()? },
        "rated_deal" => Request::RatedDeal {
            options: b.field("options").options()?,
            difficulty: b.field("difficulty").parsed(<Difficulty as AsText>::parse)?,
            from: b.field("from").whole()?,
            ms: b.field("ms").number()?,
        },
        other => return Err(format!("unknown kind \"{}\"", clip(other, 40))),
    })
}
