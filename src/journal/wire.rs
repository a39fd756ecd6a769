//! What the page and the journal worker post each other (issue 42: the
//! journal out of the page's wasm): the page's [`Ask`]s, the worker's
//! [`News`], as plain values (`crate::json::Value`, posted as plain JS
//! objects by `web/json.rs`: a structured clone, no JSON text). Each is an
//! object of one key, its kind (`{"add": {…record…}}`, `{"retry": null}`);
//! the worker posts its news of one turn as one array. What cannot be read
//! is a [`BadWire`], never a panic.
//!
//! The page reads the journal through [`View`] (what it shows: the storage
//! notice, the status, the sheet's warning and note, and the Statistics
//! sheet's figures, computed in the worker for the [`Figures`] the page
//! asked for) and [`News::Played`] (the deals played, by rules: the
//! catalogue leaves them out).

use crate::games::GameId;
use crate::json::{object, Value};
use crate::stats::record::Record;

use crate::page::node::Node;

/// What the page asks of the journal worker.
#[derive(Clone, Debug, PartialEq)]
pub enum Ask {
    /// At start: what this tab had not stored (sessionStorage), the
    /// statistics from before the journal (localStorage, not yet
    /// migrated), what other tabs left (their keys and texts), and the
    /// asks this tab sent that the worker had not taken (the outbox: the
    /// records added and the resets, as records' values; each is taken).
    Start { pending: Option<String>, old: Option<String>, left: Vec<(String, String)>, outbox: Vec<Value> },
    /// A record to add (a finished game's, or a reset's: every statistic
    /// forgotten, said to screen readers): [`News::Took`] says it is taken.
    Add(Record),
    /// The Statistics sheet opened: its note goes, the store is read again.
    SheetOpened,
    /// The sheet's figures for these rules (the sheet is open), or none (it closed).
    Figures(Option<Figures>),
    /// "Try again": open the store again, write what waits.
    Retry,
    /// Export the journal ([`News::Download`] brings the file).
    Export,
    /// The export's file was offered (`made`) or not.
    Exported { name: String, records: usize, made: bool },
    /// A statistics file to import: its name, its text or why it could not be read.
    Import(String, Result<String, String>),
}

/// The rules whose figures the sheet shows: the game on the table, and its rules' key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Figures {
    pub game: GameId,
    pub key: String,
}

/// What the journal worker tells the page.
#[derive(Clone, Debug, PartialEq)]
pub enum News {
    /// Keep the records not yet stored (a journal file's text) in this tab.
    KeepPending(String),
    /// Leave these records where a later tab finds them (localStorage, this tab's key).
    Leave(String),
    /// Remove what another tab left (its key), if it still holds this text.
    Unkeep(String, String),
    /// The statistics from before the journal are migrated as this record.
    Migrated(String),
    /// Offer this file to download ([`Ask::Exported`] answers).
    Download { name: String, text: String, records: usize },
    /// Say this to screen readers.
    Announce(String),
    /// Show this notice.
    Notice(String),
    /// Draw the Statistics sheet again, if it is open.
    DrawSheet,
    /// The ask adding the record of this id (or the reset of it) is taken:
    /// the worker keeps it (the page drops it from its outbox).
    Took(String),
    /// The deals played (in the journal or waiting), by rules key, each once.
    Played(Vec<(String, Vec<u32>)>),
    /// What the page shows of the journal, when it changed.
    View(Box<View>),
}

/// What the page shows of the journal.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct View {
    /// Records wait for the store, or the store failed.
    pub waiting: bool,
    /// Why the store refused, while it does.
    pub refused: Option<String>,
    /// Records are not yet stored.
    pub pending: bool,
    /// What the last export or import said.
    pub note: Option<String>,
    /// The Statistics sheet's body for [`Ask::Figures`], as the worker
    /// builds it (`super::tree::figures`: the table, the chart, the deal of
    /// the day's line, the notes, the tools); none: being read, or not
    /// asked. The page draws it.
    pub sheet: Option<Vec<Node>>,
}

/// What is wrong with a posted value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadWire(pub String);

type Read<T> = Result<T, BadWire>;

fn bad<T>(what: &str) -> Read<T> {
    Err(BadWire(format!("unreadable journal message: {what}")))
}

/// The one kind of a tagged value (an object of one key) and its body.
fn kind(v: &Value) -> Read<(&str, &Value)> {
    match v.as_object() {
        Some(m) if m.len() == 1 => Ok(m.iter().next().map(|(k, v)| (k.as_str(), v)).unwrap_or(("", v))),
        _ => bad("not an object of one key"),
    }
}

fn tag(kind: &str, body: Value) -> Value {
    object(vec![(kind, body)])
}

fn text(v: &Value, what: &str) -> Read<String> {
    v.as_str().map(str::to_string).map_or_else(|| bad(what), Ok)
}

fn field<'a>(v: &'a Value, key: &str) -> &'a Value {
    v.get(key).unwrap_or(&Value::Null)
}

fn text_of(v: &Value, key: &str) -> Read<String> {
    text(field(v, key), key)
}

fn maybe_text(v: &Value, key: &str) -> Read<Option<String>> {
    match field(v, key) {
        Value::Null => Ok(None),
        t => text(t, key).map(Some),
    }
}

fn opt(t: &Option<String>) -> Value {
    t.as_deref().map_or(Value::Null, Value::from)
}

fn whole(v: &Value, key: &str) -> Read<u64> {
    field(v, key).as_u64().map_or_else(|| bad(key), Ok)
}

fn flag(v: &Value, key: &str) -> Read<bool> {
    field(v, key).as_bool().map_or_else(|| bad(key), Ok)
}

fn items<'a>(v: &'a Value, key: &str) -> Read<&'a Vec<Value>> {
    v.as_array().map_or_else(|| bad(key), Ok)
}

fn pair(a: &str, b: &str) -> Value {
    Value::Array(vec![a.into(), b.into()])
}

fn read_pair(v: &Value, what: &str) -> Read<(String, String)> {
    match v.as_array().map(Vec::as_slice) {
        Some([a, b]) => Ok((text(a, what)?, text(b, what)?)),
        _ => bad(what),
    }
}

impl Ask {
    /// The ask as it is posted.
    pub fn to_value(&self) -> Value {
        match self {
            Ask::Start { pending, old, left, outbox } => tag(
                "start",
                object(vec![
                    ("pending", opt(pending)),
                    ("old", opt(old)),
                    ("left", Value::Array(left.iter().map(|(k, t)| pair(k, t)).collect())),
                    ("outbox", Value::Array(outbox.clone())),
                ]),
            ),
            Ask::Add(r) => tag("add", r.to_value()),
            Ask::SheetOpened => tag("sheetOpened", Value::Null),
            Ask::Figures(f) => tag(
                "figures",
                f.as_ref().map_or(Value::Null, |f| {
                    object(vec![("game", f.game.key().into()), ("key", f.key.as_str().into())])
                }),
            ),
            Ask::Retry => tag("retry", Value::Null),
            Ask::Export => tag("export", Value::Null),
            Ask::Exported { name, records, made } => tag(
                "exported",
                object(vec![("name", name.as_str().into()), ("records", (*records).into()), ("made", (*made).into())]),
            ),
            Ask::Import(name, file) => {
                let (key, t) = match file {
                    Ok(t) => ("text", t),
                    Err(e) => ("error", e),
                };
                tag("import", object(vec![("name", name.as_str().into()), (key, t.as_str().into())]))
            }
        }
    }

    /// An ask as posted; what is wrong with it otherwise.
    pub fn from_value(v: &Value) -> Read<Ask> {
        let (k, b) = kind(v)?;
        Ok(match k {
            "start" => {
                let left = match field(b, "left") {
                    Value::Null => Vec::new(),
                    l => items(l, "left")?.iter().map(|p| read_pair(p, "left")).collect::<Read<_>>()?,
                };
                Ask::Start {
                    pending: maybe_text(b, "pending")?,
                    old: maybe_text(b, "old")?,
                    left,
                    outbox: match field(b, "outbox") {
                        Value::Null => Vec::new(),
                        o => items(o, "outbox")?.clone(),
                    },
                }
            }
            "add" => Ask::Add(Record::from_value(b).map_err(|e| BadWire(format!("unreadable record: {e}")))?),
            "sheetOpened" => Ask::SheetOpened,
            "figures" if b.is_null() => Ask::Figures(None),
            "figures" => {
                let game = GameId::parse(&text_of(b, "game")?).map_err(BadWire)?;
                Ask::Figures(Some(Figures { game, key: text_of(b, "key")? }))
            }
            "retry" => Ask::Retry,
            "export" => Ask::Export,
            "exported" => Ask::Exported {
                name: text_of(b, "name")?,
                records: whole(b, "records")? as usize,
                made: flag(b, "made")?,
            },
            "import" => {
                let file = match (maybe_text(b, "text")?, maybe_text(b, "error")?) {
                    (Some(t), _) => Ok(t),
                    (None, Some(e)) => Err(e),
                    (None, None) => return bad("import"),
                };
                Ask::Import(text_of(b, "name")?, file)
            }
            _ => return bad("an unknown ask"),
        })
    }
}

impl News {
    /// The news as it is posted.
    pub fn to_value(&self) -> Value {
        match self {
            News::KeepPending(t) => tag("keepPending", t.as_str().into()),
            News::Leave(t) => tag("leave", t.as_str().into()),
            News::Unkeep(k, t) => tag("unkeep", pair(k, t)),
            News::Migrated(id) => tag("migrated", id.as_str().into()),
            News::Download { name, text, records } => tag(
                "download",
                object(vec![
                    ("name", name.as_str().into()),
                    ("text", text.as_str().into()),
                    ("records", (*records).into()),
                ]),
            ),
            News::Announce(t) => tag("announce", t.as_str().into()),
            News::Notice(t) => tag("notice", t.as_str().into()),
            News::DrawSheet => tag("drawSheet", Value::Null),
            News::Took(id) => tag("took", id.as_str().into()),
            News::Played(p) => tag(
                "played",
                Value::Array(
                    p.iter()
                        .map(|(k, deals)| Value::Array(vec![k.as_str().into(), Value::from(deals.clone())]))
                        .collect(),
                ),
            ),
            News::View(v) => tag("view", view_value(v)),
        }
    }

    /// News as posted; what is wrong with it otherwise.
    pub fn from_value(v: &Value) -> Read<News> {
        let (k, b) = kind(v)?;
        Ok(match k {
            "keepPending" => News::KeepPending(text(b, k)?),
            "leave" => News::Leave(text(b, k)?),
            "unkeep" => {
                let (key, t) = read_pair(b, k)?;
                News::Unkeep(key, t)
            }
            "migrated" => News::Migrated(text(b, k)?),
            "download" => News::Download {
                name: text_of(b, "name")?,
                text: text_of(b, "text")?,
                records: whole(b, "records")? as usize,
            },
            "announce" => News::Announce(text(b, k)?),
            "notice" => News::Notice(text(b, k)?),
            "drawSheet" => News::DrawSheet,
            "took" => News::Took(text(b, k)?),
            "played" => News::Played(items(b, k)?.iter().map(played).collect::<Read<_>>()?),
            "view" => News::View(Box::new(read_view(b)?)),
            _ => return bad("unknown news"),
        })
    }
}

/// A turn's news as posted: one array.
pub fn news_value(news: &[News]) -> Value {
    Value::Array(news.iter().map(News::to_value).collect())
}

/// A turn's news as posted; what is wrong with it otherwise.
pub fn news_from_value(v: &Value) -> Read<Vec<News>> {
    items(v, "news")?.iter().map(News::from_value).collect()
}

fn played(v: &Value) -> Read<(String, Vec<u32>)> {
    match v.as_array().map(Vec::as_slice) {
        Some([k, deals]) => {
            let deals = items(deals, "played")?;
            let n = |d: &Value| d.as_u64().and_then(|n| u32::try_from(n).ok()).map_or_else(|| bad("played"), Ok);
            Ok((text(k, "played")?, deals.iter().map(n).collect::<Read<_>>()?))
        }
        _ => bad("played"),
    }
}

fn view_value(v: &View) -> Value {
    object(vec![
        ("waiting", v.waiting.into()),
        ("refused", opt(&v.refused)),
        ("pending", v.pending.into()),
        ("note", opt(&v.note)),
        ("sheet", v.sheet.as_ref().map_or(Value::Null, |s| Value::Array(s.iter().map(Node::to_value).collect()))),
    ])
}

fn read_view(v: &Value) -> Read<View> {
    Ok(View {
        waiting: flag(v, "waiting")?,
        refused: maybe_text(v, "refused")?,
        pending: flag(v, "pending")?,
        note: maybe_text(v, "note")?,
        sheet: match field(v, "sheet") {
            Value::Null => None,
            s => Some(trees(s)?),
        },
    })
}

/// The sheet's trees as posted, each read back ([`Node::from_value`]; a
/// loop, as there, not a `collect` of results).
fn trees(v: &Value) -> Read<Vec<Node>> {
    let mut out = Vec::new();
    for n in items(v, "sheet")? {
        out.push(Node::from_value(n).map_err(|e| BadWire(format!("unreadable journal sheet: {e}")))?);
    }
    Ok(out)
}

#[cfg(test)]
#[path = "wire_tests.rs"]
mod tests;
