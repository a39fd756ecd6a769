//! The journal's wire: every ask and every news read back as written; what
//! is not one is a `BadWire`, never a panic.

use super::{news_from_value, news_value, Ask, BadWire, Figures, News, View};
use crate::games::{GameId, Options};
use crate::journal::sheet::stats_sheet;
use crate::journal::tree;
use crate::json::{object, Value};
use crate::stats::record::{Finished, Record, Reset};
use crate::stats::{Outcome, Stats};

fn game(i: u32) -> Record {
    let o = Outcome::fixture(&format!("g{i}"), i.is_multiple_of(2), 60, 1_600_000_000_000 + u64::from(i) * 60_000);
    Record::Game(Finished::from_outcome(GameId::Beeswax, &Options::defaults(GameId::Beeswax), Some(i), &o, 1))
}

fn asks() -> Vec<Ask> {
    vec![
        Ask::Start { pending: None, old: None, left: Vec::new(), outbox: Vec::new() },
        Ask::Start {
            pending: Some("p".into()),
            old: Some("{}".into()),
            left: vec![("swarm.stats.pending.a".into(), "t".into())],
            outbox: vec![game(4).to_value()],
        },
        Ask::Add(game(3)),
        Ask::Add(Record::Reset(Reset::new(1_700_000_000_123))),
        Ask::SheetOpened,
        Ask::Figures(None),
        Ask::Figures(Some(Figures { game: GameId::Spider, key: "spider suits=2".into() })),
        Ask::Retry,
        Ask::Export,
        Ask::Exported { name: "s.json".into(), records: 12, made: false },
        Ask::Import("s.json".into(), Ok("{\"records\":[]}".into())),
        Ask::Import("s.json".into(), Err("unreadable".into())),
    ]
}

/// A sheet with bars and a rate line (and one without games, with its notes), as trees.
fn sheets() -> Vec<Vec<crate::page::node::Node>> {
    let records: Vec<Record> = (1..6).map(game).collect();
    let mut fold = crate::stats::fold::Fold::default();
    let journal = crate::stats::journal::Journal::default();
    fold.add_all(&records, &journal);
    let key = crate::stats::variant_key(GameId::Beeswax, &Options::defaults(GameId::Beeswax));
    let figures = crate::journal::sheet::Figures {
        entries: Box::new(fold.entries()),
        recent: fold.recent(&key).collect(),
        daily: fold.daily("beeswax"),
    };
    let full = crate::journal::sheet::sheet_of(figures, GameId::Beeswax, &key, None);
    assert!(full.chart.bars.is_some() && full.chart.rate.is_some(), "the fixture draws a chart");
    let empty = stats_sheet(&Stats::default(), GameId::Spider, "spider suits=1", None);
    vec![tree::figures(&full, false, None), tree::figures(&empty, true, Some("Exported 3 records."))]
}

#[test]
fn every_ask_reads_back_as_written() {
    for a in asks() {
        assert_eq!(Ask::from_value(&a.to_value()), Ok(a.clone()), "{a:?}");
    }
}

#[test]
fn every_news_reads_back_as_written() {
    let mut news = vec![
        News::KeepPending("k".into()),
        News::Leave("l".into()),
        News::Unkeep("key".into(), "text".into()),
        News::Migrated("none".into()),
        News::Download { name: "n.json".into(), text: "{}".into(), records: 3 },
        News::Announce("a".into()),
        News::Notice("n".into()),
        News::DrawSheet,
        News::Took("g1".into()),
        News::Played(vec![("beeswax".into(), vec![1, 5, 9]), ("spider suits=1".into(), vec![])]),
        News::View(Box::default()),
        News::View(Box::new(View {
            waiting: true,
            refused: Some("full".into()),
            pending: true,
            note: Some("n".into()),
            sheet: None,
        })),
    ];
    for s in sheets() {
        news.push(News::View(Box::new(View { sheet: Some(s), ..View::default() })));
    }
    assert_eq!(news_from_value(&news_value(&news)), Ok(news.clone()));
}

/// News of a view whose sheet is `sheet`.
fn view_with_sheet(sheet: Value) -> Value {
    object(vec![("view", object(vec![("waiting", false.into()), ("pending", false.into()), ("sheet", sheet)]))])
}

/// A tree's value, its tag `tag`.
fn tree_named(tag: &str) -> Value {
    let mut v = crate::page::node::Node::el("p", "").to_value();
    if let Value::Array(parts) = &mut v {
        parts[0] = tag.into();
    }
    v
}

#[test]
fn what_is_not_an_ask_or_news_is_bad_wire_never_a_panic() {
    let odd = [
        Value::Null,
        Value::from(3),
        Value::from("add"),
        Value::Array(vec![]),
        object(vec![]),
        object(vec![("add", Value::Null), ("retry", Value::Null)]),
        object(vec![("nothing", Value::Null)]),
        object(vec![("add", object(vec![("id", "x".into())]))]),
        object(vec![("reset", Value::from(-1))]),
        // An older page's reset (a reset record is added now, `add`).
        object(vec![("reset", Value::from(1_700_000_000_123u64))]),
        object(vec![("figures", object(vec![("game", "chess".into()), ("key", "k".into())]))]),
        object(vec![("exported", object(vec![("name", "n".into())]))]),
        object(vec![("import", object(vec![("name", "n".into())]))]),
        object(vec![("start", object(vec![("left", Value::from(vec!["a"]))]))]),
        object(vec![("played", Value::from(vec![Value::from(vec![Value::from("k"), Value::from(-3)])]))]),
        object(vec![("view", object(vec![("waiting", Value::from(1))]))]),
        object(vec![("view", object(vec![("waiting", true.into()), ("pending", false.into()), ("sheet", 1.into())]))]),
        // A sheet that is not a list of trees, or a tree naming what no tree names.
        view_with_sheet(Value::from(vec![Value::from(1)])),
        view_with_sheet(Value::from(vec![crate::page::node::Node::el("p", "").to_value(), Value::Null])),
        view_with_sheet(Value::from(vec![tree_named("script")])),
    ];
    for v in &odd {
        assert!(matches!(Ask::from_value(v), Err(BadWire(_))), "{v:?}");
        assert!(matches!(News::from_value(v), Err(BadWire(_))), "{v:?}");
    }
    assert!(news_from_value(&object(vec![])).is_err(), "a turn's news is an array");
    assert!(news_from_value(&Value::from(vec![Value::Null])).is_err());
}
