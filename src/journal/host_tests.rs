//! The journal's host alone: what the page asks, the store played here,
//! and the news the page hears (only what changed; each ask taken said).

use super::{Host, MemoryStore, Turn, Work};
use crate::games::{GameId, Options};
use crate::journal::wire::{Ask, Figures, News, View};
use crate::journal::{JournalIn, StoreOp};
use crate::stats::journal;
use crate::stats::record::{Finished, Record, Reset};
use crate::stats::Outcome;

const T0: f64 = 1_700_000_000_000.0;

fn game(i: u32) -> Record {
    let o = Outcome::fixture(&format!("g{i}"), true, 60, 1_600_000_000_000 + u64::from(i) * 60_000);
    Record::Game(Finished::from_outcome(GameId::Beeswax, &Options::defaults(GameId::Beeswax), Some(i), &o, 0))
}

fn start(outbox: Vec<crate::json::Value>) -> Ask {
    Ask::Start { pending: None, old: None, left: Vec::new(), outbox }
}

/// Carries out the turn's store work with `store` (timers are left),
/// until nothing is left; the news heard.
fn run(host: &mut Host, turn: Turn, store: &mut MemoryStore) -> Vec<News> {
    let mut news = turn.news;
    let mut work: std::collections::VecDeque<Work> = turn.work.into();
    while let Some(w) = work.pop_front() {
        let input = match w {
            Work::Store(op) => store.answer(op),
            Work::Timer(..) => continue,
        };
        let t = host.input(input, T0);
        news.extend(t.news);
        work.extend(t.work);
    }
    news
}

#[test]
fn start_opens_the_store_and_says_the_view_once() {
    let mut host = Host::default();
    let turn = host.ask(start(Vec::new()), T0);
    assert!(turn.work.contains(&Work::Store(StoreOp::Open)));
    let mut stored = MemoryStore::default();
    let news = run(&mut host, turn, &mut stored);
    assert!(host.tally().loaded());
    assert!(!news.iter().any(|n| matches!(n, News::View(_))), "nothing changed of what the page shows: {news:?}");
}

#[test]
fn an_added_record_is_taken_kept_in_the_tab_then_stored() {
    let mut host = Host::default();
    let mut stored = MemoryStore::default();
    let t = host.ask(start(Vec::new()), T0);
    run(&mut host, t, &mut stored);
    let t = host.ask(Ask::Add(game(7)), T0);
    let took = t.news.iter().position(|n| *n == News::Took("g7".into())).expect("taken");
    let kept = t.news.iter().position(|n| matches!(n, News::KeepPending(_))).expect("kept in the tab");
    assert!(kept < took, "kept in the tab before the page lets go of it");
    assert!(t.news.contains(&News::Played(vec![("beeswax".into(), vec![7])])));
    let news = run(&mut host, t, &mut stored);
    assert_eq!(stored.values.len(), 1, "written");
    assert!(news.contains(&News::KeepPending(journal::file_text(&[], &[]))), "no longer pending: {news:?}");
    assert!(host.tally().pending().is_empty());
}

#[test]
fn the_outbox_goes_in_at_start_each_record_once_and_taken() {
    let mut host = Host::default();
    let mut stored = MemoryStore::default();
    let reset = Record::Reset(Reset::new(1_650_000_000_000));
    let outbox = [game(1), reset.clone(), game(1)].iter().map(Record::to_value).collect();
    let t = host.ask(start(outbox), T0);
    assert!(t.news.contains(&News::Took("g1".into())));
    assert!(t.news.contains(&News::Took(reset.id().to_string())));
    run(&mut host, t, &mut stored);
    assert_eq!(host.tally().journal().len(), 2, "the game once and the reset");
    let t = host.ask(start(vec![crate::json::Value::from("not a record")]), T0);
    assert!(t.news.iter().any(|n| matches!(n, News::Notice(s) if s.contains("could not be read"))));
}

/// A reset goes as any record does (`Ask::Add` of its record): kept in
/// the tab, written, taken and said, as the reset asked by its time was
/// (`Ask::Reset`, before the wire lost it: the same turn).
#[test]
fn a_reset_record_added_is_kept_written_taken_and_said() {
    let (mut host, mut stored) = (Host::default(), MemoryStore::default());
    let t = host.ask(start(Vec::new()), T0);
    run(&mut host, t, &mut stored);
    let reset = Record::Reset(Reset::new(1_690_000_000_000));
    let t = host.ask(Ask::Add(reset.clone()), T0);
    let value = crate::stats::bundle::values(std::slice::from_ref(&reset)).into_iter().map(|(_, v)| v).collect();
    let pending = View { waiting: true, pending: true, ..View::default() };
    let expected = Turn {
        work: vec![Work::Store(StoreOp::Write(value))],
        news: vec![
            News::KeepPending(journal::file_text(std::slice::from_ref(&reset), &[])),
            News::DrawSheet,
            News::Announce("Statistics reset.".into()),
            News::Took("reset-1690000000000".into()),
            News::View(Box::new(pending)),
        ],
    };
    assert_eq!(t, expected);
    run(&mut host, t, &mut stored);
    assert!(host.tally().journal().has("reset-1690000000000"));
}

/// A reset handed on at start (the outbox) is taken as any record, unsaid.
#[test]
fn a_reset_handed_on_at_start_is_not_said() {
    let mut host = Host::default();
    let t = host.ask(start(vec![Record::Reset(Reset::new(1_690_000_000_000)).to_value()]), T0);
    assert!(t.news.contains(&News::Took("reset-1690000000000".into())));
    assert!(!t.news.iter().any(|n| matches!(n, News::Announce(_))), "{:?}", t.news);
}

#[test]
fn the_sheet_figures_come_for_the_rules_asked_while_the_sheet_is_open() {
    let mut host = Host::default();
    let mut stored = MemoryStore::default();
    let t = host.ask(start(Vec::new()), T0);
    run(&mut host, t, &mut stored);
    let t = host.ask(Ask::Add(game(2)), T0);
    run(&mut host, t, &mut stored);
    let key = crate::stats::variant_key(GameId::Beeswax, &Options::defaults(GameId::Beeswax));
    let t = host.ask(Ask::Figures(Some(Figures { game: GameId::Beeswax, key: key.clone() })), T0);
    let Some(News::View(v)) = t.news.last() else { panic!("a view: {:?}", t.news) };
    let Some(sheet) = &v.sheet else { panic!("a view: {:?}", t.news) };
    // The table's first row (the rules on the table) and its first figure.
    let tbody = sheet.iter().find_map(|n| n.find(&|n| n.tag == "tbody")).expect("the table");
    assert_eq!(tbody.children[0].get("data-key"), Some(key.as_str()));
    assert_eq!(tbody.children[0].children[1].text_content(), "1", "one game played");
    let t = host.ask(Ask::Figures(None), T0);
    assert!(matches!(t.news.last(), Some(News::View(v)) if v.sheet.is_none()), "closed: no figures");
}

#[test]
fn a_refusing_store_shows_in_the_view() {
    let mut host = Host::default();
    let t = host.ask(start(Vec::new()), T0);
    assert!(t.work.contains(&Work::Store(StoreOp::Open)));
    let why = crate::journal::Refusal { text: "no".into(), quota: false, updated: false };
    let t = host.input(JournalIn::StoreOpened(Err(why)), T0);
    assert!(t.news.contains(&News::View(Box::new(View {
        waiting: true,
        refused: Some("no".into()),
        ..View::default()
    }))));
}
