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

use super::chart::{Bars, GameBar, RateLine, StatsChart, NONE_YET};
use super::sheet::{StatsRow, StatsSheet};

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
    /// The sheet's figures for [`Ask::Figures`] (none: being read, or not asked).
    pub sheet: Option<StatsSheet>,
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

fn number(v: &Value, key: &str) -> Read<f64> {
    field(v, key).as_f64().map_or_else(|| bad(key), Ok)
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
        ("sheet", v.sheet.as_ref().map_or(Value::Null, sheet_value)),
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
            s => Some(read_sheet(s)?),
        },
    })
}

fn sheet_value(s: &StatsSheet) -> Value {
    let row = |r: &StatsRow| {
        object(vec![
            ("key", r.key.as_str().into()),
            ("title", r.title.as_str().into()),
            ("current", r.current.into()),
            ("cells", Value::Array(r.cells.iter().map(|c| c.as_str().into()).collect())),
        ])
    };
    object(vec![
        ("rows", Value::Array(s.rows.iter().map(row).collect())),
        ("chart", chart_value(&s.chart)),
        ("daily", opt(&s.daily)),
    ])
}

fn read_sheet(v: &Value) -> Read<StatsSheet> {
    let row = |r: &Value| -> Read<StatsRow> {
        let cells: Vec<String> =
            items(field(r, "cells"), "cells")?.iter().map(|c| text(c, "cells")).collect::<Read<_>>()?;
        Ok(StatsRow {
            key: text_of(r, "key")?,
            title: text_of(r, "title")?,
            current: flag(r, "current")?,
            cells: cells.try_into().map_or_else(|_| bad("cells"), Ok)?,
        })
    };
    Ok(StatsSheet {
        rows: items(field(v, "rows"), "rows")?.iter().map(row).collect::<Read<_>>()?,
        chart: read_chart(field(v, "chart"))?,
        daily: maybe_text(v, "daily")?,
    })
}

fn chart_value(c: &StatsChart) -> Value {
    let bar = |b: &GameBar| {
        object(vec![
            ("x", b.x.into()),
            ("y", b.y.into()),
            ("width", b.width.into()),
            ("height", b.height.into()),
            ("won", b.won.into()),
            ("marked", b.marked.into()),
            ("tip", b.tip.as_str().into()),
        ])
    };
    let bars = c.bars.as_ref().map_or(Value::Null, |b| {
        object(vec![
            ("label", b.label.as_str().into()),
            ("legend", b.legend.as_str().into()),
            ("bars", Value::Array(b.bars.iter().map(bar).collect())),
        ])
    });
    let rate = c.rate.as_ref().map_or(Value::Null, |r| {
        object(vec![
            ("label", r.label.as_str().into()),
            ("legend", r.legend.as_str().into()),
            ("points", Value::Array(r.points.iter().map(|(x, y)| Value::from(vec![*x, *y])).collect())),
            ("grid", Value::from(r.grid.clone())),
            ("percent", r.percent.into()),
        ])
    });
    object(vec![
        ("heading", c.heading.as_str().into()),
        ("empty", c.empty.is_some().into()),
        ("bars", bars),
        ("rate", rate),
    ])
}

fn read_chart(v: &Value) -> Read<StatsChart> {
    let bar = |b: &Value| -> Read<GameBar> {
        Ok(GameBar {
            x: number(b, "x")?,
            y: number(b, "y")?,
            width: number(b, "width")?,
            height: number(b, "height")?,
            won: flag(b, "won")?,
            marked: flag(b, "marked")?,
            tip: text_of(b, "tip")?,
        })
    };
    let bars = match field(v, "bars") {
        Value::Null => None,
        b => Some(Bars {
            label: text_of(b, "label")?,
            legend: text_of(b, "legend")?,
            bars: items(field(b, "bars"), "bars")?.iter().map(bar).collect::<Read<_>>()?,
        }),
    };
    let point = |p: &Value| match p.as_array().map(Vec::as_slice) {
        Some([x, y]) => {
            Ok((x.as_f64().map_or_else(|| bad("points"), Ok)?, y.as_f64().map_or_else(|| bad("points"), Ok)?))
        }
        _ => bad("points"),
    };
    let rate = match field(v, "rate") {
        Value::Null => None,
        r => Some(RateLine {
            label: text_of(r, "label")?,
            legend: text_of(r, "legend")?,
            points: items(field(r, "points"), "points")?.iter().map(point).collect::<Read<_>>()?,
            grid: items(field(r, "grid"), "grid")?
                .iter()
                .map(|g| g.as_f64().map_or_else(|| bad("grid"), Ok))
                .collect::<Read<_>>()?,
            percent: number(r, "percent")?,
        }),
    };
    Ok(StatsChart { heading: text_of(v, "heading")?, empty: flag(v, "empty")?.then_some(NONE_YET), bars, rate })
}

#[cfg(test)]
#[path = "wire_tests.rs"]
mod tests;
