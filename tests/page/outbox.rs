//! The page's outbox (`page/stats/journal.rs`): a record asked of the
//! journal worker stays in this tab (sessionStorage, `Effect::KeepOutbox`)
//! until the worker says it took it; at start the page hands the worker what
//! a closed tab or a failed worker left there; the worker's news drives
//! what the page shows.

use crate::support::*;
use swarm::journal::wire::{Ask, News, View};
use swarm::page::{JournalMsg, Sheet};
use swarm::stats::record::Record;

/// The outbox kept by these effects (the last write), if any.
fn kept(fx: &[Effect]) -> Option<String> {
    fx.iter().rev().find_map(|e| match e {
        Effect::KeepOutbox(t) => Some(t.clone()),
        _ => None,
    })
}

/// Plays a move and leaves the game for a new one (counted lost); the effects.
fn leave(app: &mut App) -> Vec<Effect> {
    play_first(app, T0);
    send(app, Msg::Game(GameMsg::New), T0);
    send(app, Msg::Game(GameMsg::Answer(true)), T0)
}

#[test]
fn a_counted_game_waits_in_the_outbox_until_the_worker_took_it() {
    let mut app = page(GameId::Beeswax, 1);
    let fx = leave(&mut app);
    let asked = sent(&app);
    let [Record::Game(g)] = asked.as_slice() else { panic!("{asked:?}") };
    let id = g.id.clone();
    let text = kept(&fx).expect("kept in the tab before it is asked");
    let at = |f: fn(&Effect) -> bool| fx.iter().position(f).unwrap();
    assert!(at(|e| matches!(e, Effect::KeepOutbox(_))) < at(|e| matches!(e, Effect::Journal(Ask::Add(_)))));
    let v = swarm::json::from_str(&text).unwrap();
    assert_eq!(v.as_array().map(Vec::len), Some(1));
    // The record, with the deal it counts beside it (by rules key).
    assert_eq!(v[0][0]["id"].as_str(), Some(id.as_str()));
    assert_eq!((v[0][1].as_str(), v[0][2].as_u64()), (Some("beeswax"), Some(1)));
    let fx = send(&mut app, Msg::Journal(JournalMsg::News(Ok(vec![News::Took(id)]))), T0);
    assert_eq!(kept(&fx).as_deref(), Some(""), "emptied once taken");
    assert!(sent(&app).is_empty());
}

#[test]
fn the_outbox_left_by_a_closed_tab_is_handed_to_the_worker_at_start() {
    let mut app = page(GameId::Beeswax, 1);
    let fx = leave(&mut app);
    let text = kept(&fx).unwrap();
    // The tab closed before the worker answered; the next start reads it.
    let asked = sent(&app);
    let mut later = page(GameId::Beeswax, 2);
    let start = JournalMsg::Start { pending: None, old: None, left: Vec::new(), outbox: Some(text.clone()) };
    let fx = send(&mut later, Msg::Journal(start), T0);
    let [Effect::Journal(Ask::Start { outbox, .. })] = fx.as_slice() else { panic!("{fx:?}") };
    assert_eq!(*outbox, asked.iter().map(Record::to_value).collect::<Vec<_>>());
    assert_eq!(sent(&later).len(), 1, "still the page's until the worker took it");
    // The worker plays its part: it takes it, stores it, and the outbox empties.
    let mut later = page(GameId::Beeswax, 2);
    let mut worker = Worker::default();
    let start = JournalMsg::Start { pending: None, old: None, left: Vec::new(), outbox: Some(text) };
    let fx = worker.send(&mut later, Msg::Journal(start), T0);
    assert_eq!(kept(&fx).as_deref(), Some(""));
    assert_eq!(worker.host.tally().journal().len(), 1);
    assert_eq!(worker.store.values.len(), 1);
}

/// The outbox as the builds before kept it (a JSON array of the records
/// alone) reads back whole: each record handed on at start, and kept until taken.
#[test]
fn an_outbox_kept_by_an_earlier_build_reads_back_whole() {
    let game = |n: u32| {
        let o = swarm::stats::Outcome::fixture(&format!("g{n}"), false, 3, 1_600_000_000_000);
        let f = swarm::stats::record::Finished::from_outcome(
            GameId::Beeswax,
            &Options::defaults(GameId::Beeswax),
            Some(n),
            &o,
            0,
        );
        Record::Game(f)
    };
    let records = [game(4), Record::Reset(swarm::stats::record::Reset::new(1_650_000_000_000)), game(9)];
    let text = swarm::json::to_string(&swarm::json::Value::Array(records.iter().map(Record::to_value).collect()));
    let mut app = page(GameId::Beeswax, 1);
    let start = JournalMsg::Start { pending: None, old: None, left: Vec::new(), outbox: Some(text) };
    let fx = send(&mut app, Msg::Journal(start), T0);
    let [Effect::Journal(Ask::Start { outbox, .. })] = fx.as_slice() else { panic!("{fx:?}") };
    assert_eq!(*outbox, records.iter().map(Record::to_value).collect::<Vec<_>>(), "handed on whole, in order");
    assert_eq!(sent(&app), records, "kept until the worker took them");
    assert!(app.notices().is_empty(), "{:?}", app.notices());
    let fx = send(&mut app, Msg::Journal(JournalMsg::News(Ok(vec![News::Took("g4".into())]))), T0);
    assert_eq!(sent(&app), records[1..]);
    let mut later = page(GameId::Beeswax, 1);
    let start = JournalMsg::Start { pending: None, old: None, left: Vec::new(), outbox: kept(&fx) };
    send(&mut later, Msg::Journal(start), T0);
    assert_eq!(sent(&later), records[1..], "kept again as this build keeps it, read back whole");
}

#[test]
fn an_unreadable_outbox_is_named_in_a_notice() {
    let mut app = page(GameId::Beeswax, 1);
    for bad in ["{", "[1]", "{\"id\": \"x\"}"] {
        let start = JournalMsg::Start { pending: None, old: None, left: Vec::new(), outbox: Some(bad.into()) };
        send(&mut app, Msg::Journal(start), T0);
        assert!(
            app.notices().iter().any(|n| n.text.contains("had not handed on could not be read")),
            "{bad}: {:?}",
            app.notices()
        );
    }
}

#[test]
fn a_reset_waits_in_the_outbox_as_a_reset_record_made_when_the_player_agreed() {
    let mut app = page(GameId::Beeswax, 1);
    send(&mut app, Msg::Sheet(SheetMsg::AskResetStats), T0);
    let fx = send(&mut app, Msg::Game(GameMsg::Answer(true)), T0 + 5.0);
    let reset = Record::Reset(swarm::stats::record::Reset::new(T0 as u64 + 5));
    assert!(fx.contains(&Effect::Journal(Ask::Add(reset))), "{fx:?}");
    assert!(matches!(sent(&app).as_slice(), [Record::Reset(r)] if r.id == format!("reset-{}", T0 as u64 + 5)));
}

#[test]
fn the_open_statistics_sheet_is_drawn_again_when_the_workers_figures_change() {
    let mut app = page(GameId::Beeswax, 1);
    let fx = send(&mut app, Msg::Sheet(SheetMsg::Open(Sheet::Stats)), T0);
    assert!(fx.iter().any(|e| matches!(e, Effect::Journal(Ask::Figures(Some(f))) if f.key == "beeswax")), "{fx:?}");
    let sheet = swarm::page::stats::sheet::stats_sheet(&Default::default(), GameId::Beeswax, "beeswax", None);
    let view = View { sheet: Some(swarm::journal::tree::figures(&sheet, false, None)), ..View::default() };
    let fx = send(&mut app, Msg::Journal(JournalMsg::News(Ok(vec![News::View(Box::new(view))]))), T0);
    assert!(fx.contains(&Effect::DrawSheet(Sheet::Stats)));
    // Closed: the worker no longer computes them.
    let fx = send(&mut app, Msg::Sheet(SheetMsg::Close), T0);
    assert!(fx.contains(&Effect::Journal(Ask::Figures(None))), "{fx:?}");
}

#[test]
fn unreadable_news_is_named_in_a_notice() {
    let mut app = page(GameId::Beeswax, 1);
    let bad = swarm::journal::wire::news_from_value(&swarm::json::Value::from(3)).unwrap_err();
    send(&mut app, Msg::Journal(JournalMsg::News(Err(bad))), T0);
    assert!(app.notices().iter().any(|n| n.text.starts_with("Statistics: unreadable journal message")));
}

/// A journal worker that stopped is said so with "Try again", which starts
/// it again: the shell reads what it hands it at start again, and the
/// records the outbox kept meanwhile go to the new worker.
#[test]
fn a_journal_worker_that_stopped_is_started_again_on_try_again_and_gets_the_outbox() {
    let mut app = page(GameId::Beeswax, 1);
    let start = JournalMsg::Start { pending: None, old: None, left: Vec::new(), outbox: None };
    send(&mut app, Msg::Journal(start), T0);
    send(&mut app, Msg::Journal(JournalMsg::Failed("the statistics journal stopped".into())), T0);
    let fx = leave(&mut app);
    let text = kept(&fx).expect("the game waits in the outbox");
    let asked = sent(&app);
    assert_eq!(asked.len(), 1);
    let restart = |app: &App| {
        app.notices().iter().filter(|n| n.action == Some(("Try again".into(), "restart-journal".into()))).count()
    };
    assert_eq!(restart(&app), 1, "{:?}", app.notices());
    assert!(app.notices().iter().any(|n| n.text
        == "Statistics: the statistics journal stopped; this tab keeps the games it counts until it runs again."));
    // Failing again says it once.
    send(&mut app, Msg::Journal(JournalMsg::Failed("the statistics journal stopped".into())), T0);
    assert_eq!(restart(&app), 1);
    let fx = send(&mut app, Msg::Journal(JournalMsg::Restart), T0);
    assert!(fx.iter().any(|e| matches!(e, Effect::RestartJournal)), "{fx:?}");
    assert!(fx.iter().any(|e| matches!(e, Effect::Draw { .. })), "the notice goes");
    assert_eq!(restart(&app), 0);
    // The shell's start message again, with the outbox as this tab kept it.
    let start = JournalMsg::Start { pending: None, old: None, left: Vec::new(), outbox: Some(text) };
    let mut worker = Worker::default();
    let fx = worker.send(&mut app, Msg::Journal(start), T0);
    assert_eq!(kept(&fx).as_deref(), Some(""), "taken by the new worker");
    assert_eq!(worker.host.tally().journal().len(), 1);
    assert!(sent(&app).is_empty());
}

/// While the journal worker is stopped, exporting or importing says so
/// (nothing is posted to it) instead of doing nothing.
#[test]
fn export_or_import_while_the_journal_worker_is_stopped_says_to_start_it_again() {
    let mut app = page(GameId::Beeswax, 1);
    send(&mut app, Msg::Journal(JournalMsg::Failed("the statistics journal stopped".into())), T0);
    let said = "Statistics: the journal is not running; press Try again on its notice first.";
    for ask in [JournalMsg::Export, JournalMsg::Import("s.json".into(), Ok("{}".into()))] {
        let fx = send(&mut app, Msg::Journal(ask), T0);
        assert!(!fx.iter().any(|e| matches!(e, Effect::Journal(_))), "{fx:?}");
        assert!(app.notices().iter().any(|n| n.text == said), "{:?}", app.notices());
    }
    send(&mut app, Msg::Journal(JournalMsg::Restart), T0);
    assert!(!app.notices().iter().any(|n| n.text == said), "gone with the restart");
    let fx = send(&mut app, Msg::Journal(JournalMsg::Export), T0);
    assert!(fx.iter().any(|e| matches!(e, Effect::Journal(Ask::Export))), "{fx:?}");
}

/// The Statistics sheet while the journal worker is stopped says so, with
/// "Try again" (not "Reading the statistics…" for ever); a worker that
/// stops while the sheet is open redraws it, and the new worker started
/// from the sheet is asked for its figures at once.
#[test]
fn the_statistics_sheet_says_the_stopped_journal_is_not_running_and_offers_try_again() {
    let mut app = page(GameId::Beeswax, 1);
    send(&mut app, journal_start(), T0);
    send(&mut app, Msg::Sheet(SheetMsg::Open(Sheet::Stats)), T0);
    let fx = send(&mut app, Msg::Journal(JournalMsg::Failed("the statistics journal stopped".into())), T0);
    assert!(fx.contains(&Effect::DrawSheet(Sheet::Stats)), "{fx:?}");
    let body = swarm::page::node::Node::el("div", "").children(app.sheet_body(&Default::default()));
    let text = body.text_content();
    assert!(text.contains("The statistics journal is not running"), "{text}");
    assert!(!text.contains("Reading the statistics"), "{text}");
    let again = body.find(&|n| n.get("data-action") == Some("restart-journal")).expect("Try again");
    assert_eq!(again.text_content(), "Try again");
    let fx = send(&mut app, Msg::Journal(JournalMsg::Restart), T0);
    assert!(fx.contains(&Effect::DrawSheet(Sheet::Stats)), "{fx:?}");
    let text = swarm::page::node::Node::el("div", "").children(app.sheet_body(&Default::default())).text_content();
    assert!(text.contains("Reading the statistics"), "{text}");
    let fx = send(&mut app, journal_start(), T0);
    assert!(fx.contains(&Effect::Journal(Ask::SheetOpened)), "{fx:?}");
    assert!(fx.iter().any(|e| matches!(e, Effect::Journal(Ask::Figures(Some(f))) if f.key == "beeswax")), "{fx:?}");
}
