//! Nothing waits forever (issue 46, items 5 and 8): a worker that goes
//! silent is stopped and said, and the next Hint asks a new one; a
//! statistics store that never opens is said as a refused one is, and
//! retried; an old tab whose database a newer Swarm upgraded says so.

use crate::support::*;
use swarm::page::Refusal;

fn timer(fx: &[Effect], which: Timer) -> Option<Option<u32>> {
    fx.iter().rev().find_map(|e| match e {
        Effect::Timer(t, after) if *t == which => Some(*after),
        _ => None,
    })
}

#[test]
fn a_silent_worker_is_restarted_and_said_and_the_next_hint_asks_again() {
    let mut app = page(GameId::Beeswax, 1);
    let fx = send(&mut app, Msg::Assist(AssistMsg::Hint), T0);
    assert_eq!(requests(&fx).len(), 1);
    let deadline = timer(&fx, Timer::Worker).flatten().expect("a deadline runs while the worker thinks");
    assert!((20_000..=60_000).contains(&deadline), "{deadline}");
    // A word from the worker (its progress) starts the deadline again.
    let (ticket, _) = requests(&fx)[0].clone();
    let fx = send(&mut app, reply(ticket, Reply::Progress { work: 5 }), T0 + 1000.0);
    assert_eq!(timer(&fx, Timer::Worker), Some(Some(deadline)));
    // Then nothing: the deadline passes.
    let fx = send(&mut app, Msg::Worker(WorkerMsg::Silent), T0 + 40_000.0);
    assert!(fx.iter().any(|e| matches!(e, Effect::StopWorker(_))), "{fx:?}");
    let said = feedback(&fx).unwrap_or_default();
    assert!(said.contains("did not answer") && !said.contains("Thinking"), "{said}");
    // The next Hint is asked of a new worker (not taken for "stop the hint").
    let fx = send(&mut app, Msg::Assist(AssistMsg::Hint), T0 + 41_000.0);
    assert_eq!(requests(&fx).len(), 1, "{fx:?}");
    // An answer ends the deadline.
    let (ticket, _) = requests(&fx)[0].clone();
    let fx = send(&mut app, reply(ticket, Reply::Failed { error: "x".into() }), T0 + 42_000.0);
    assert_eq!(timer(&fx, Timer::Worker), Some(None));
}

#[test]
fn a_store_that_never_opens_is_said_and_opened_again_by_the_retry() {
    use swarm::journal::host::{Host, Work};
    use swarm::journal::wire::{Ask, News};
    use swarm::journal::JournalTimer;
    let mut app = page(GameId::Beeswax, 1);
    let mut host = Host::default();
    let fx = send(&mut app, journal_start(), T0);
    let [Effect::Journal(start)] = fx.as_slice() else { panic!("{fx:?}") };
    let turn = host.ask(start.clone(), T0);
    assert!(turn.work.contains(&Work::Store(StoreOp::Open)));
    assert!(
        turn.work.iter().any(|w| matches!(w, Work::Timer(JournalTimer::Store, Some(_)))),
        "the open has a deadline"
    );
    let turn = host.input(JournalIn::StoreLate, T0 + 10_000.0);
    assert!(host.tally().refused().is_some_and(|r| r.contains("did not answer")), "{:?}", host.tally().refused());
    assert!(!host.tally().loading());
    assert!(turn.news.contains(&News::DrawSheet));
    let fx = send(&mut app, Msg::Journal(JournalMsg::News(Ok(turn.news))), T0 + 10_000.0);
    assert!(fx.iter().any(|e| matches!(e, Effect::DrawSheet(_))));
    assert!(app.screen().journal_waiting, "the page retries");
    // The retry opens it again (it is no longer taken for an open under way).
    let fx = send(&mut app, Msg::Journal(JournalMsg::Retry), T0 + 25_000.0);
    assert_eq!(fx, [Effect::Journal(Ask::Retry)]);
    let turn = host.ask(Ask::Retry, T0 + 25_000.0);
    assert!(turn.work.contains(&Work::Store(StoreOp::Open)), "{turn:?}");
    // Answered in time: the deadline stops.
    let turn = host.input(JournalIn::StoreOpened(Ok(())), T0 + 26_000.0);
    assert!(turn.work.contains(&Work::Store(StoreOp::ReadKeys { after: None, count: swarm::page::KEYS })));
    let turn = host.input(JournalIn::Keys(Ok(Vec::new())), T0 + 26_500.0);
    assert!(turn.work.contains(&Work::Timer(JournalTimer::Store, None)));
    assert!(host.tally().loaded() && host.tally().refused().is_none());
    send(&mut app, Msg::Journal(JournalMsg::News(Ok(turn.news))), T0 + 26_500.0);
    assert!(!app.screen().journal_waiting);
}

#[test]
fn a_tab_whose_database_was_upgraded_says_to_reload() {
    let mut app = page(GameId::Beeswax, 1);
    let mut host = swarm::journal::host::Host::default();
    let fx = send(&mut app, journal_start(), T0);
    let [Effect::Journal(start)] = fx.as_slice() else { panic!("{fx:?}") };
    host.ask(start.clone(), T0);
    let why = Refusal { text: "the browser's database refused (VersionError)".into(), quota: false, updated: true };
    let turn = host.input(JournalIn::StoreOpened(Err(why)), T0);
    send(&mut app, Msg::Journal(JournalMsg::News(Ok(turn.news))), T0);
    let said = "Swarm was updated in another tab — reload to keep counting";
    assert!(host.tally().refused().is_some_and(|r| r.contains(said)), "{:?}", host.tally().refused());
    assert!(app.journal().view.refused.as_deref().is_some_and(|r| r.contains(said)));
    assert!(app.notices().iter().any(|n| n.text.contains(said)));
}
