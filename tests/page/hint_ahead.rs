//! The next hint worked out ahead (`Request::HintAhead`, `worker/hints.rs`):
//! once the game on the table has had a hint, each new position is sent to
//! the worker to work out its hint while the player looks, so the next Hint
//! is answered at once. A game without a hint asks nothing of the worker.

use crate::support::*;

/// The hint-ahead requests among the effects, with their records.
fn ahead(fx: &[Effect]) -> Vec<swarm::record::Record> {
    requests(fx)
        .into_iter()
        .filter_map(|(_, r)| match r {
            Request::HintAhead { record } => Some(record),
            _ => None,
        })
        .collect()
}

/// Asks for a hint and answers it with the first legal transfer.
fn hinted(app: &mut App) {
    let fx = send(app, Msg::Assist(AssistMsg::Hint), T0);
    let (ticket, _) = requests(&fx).into_iter().find(|(_, r)| matches!(r, Request::Hint { .. })).unwrap();
    let mv = first_transfer(app);
    send(app, reply(ticket, Reply::Move { mv, reason: String::new() }), T0);
}

#[test]
fn a_game_without_a_hint_asks_the_worker_nothing_as_it_is_played() {
    let mut app = page(GameId::Spider, 7);
    let fx = play_first(&mut app, T0);
    assert!(requests(&fx).is_empty(), "{fx:?}");
}

#[test]
fn once_a_game_has_had_a_hint_each_new_position_has_its_hint_worked_out_ahead() {
    let mut app = page(GameId::Spider, 7);
    hinted(&mut app);
    let fx = play_first(&mut app, T0);
    assert_eq!(ahead(&fx), vec![app.record()], "{fx:?}");
    // Once a position: a message that leaves it as it is asks nothing more.
    let fx = send(&mut app, Msg::Ui(UiMsg::Tick), T0 + 1000.0);
    assert!(ahead(&fx).is_empty(), "{fx:?}");
    let fx = play_first(&mut app, T0);
    assert_eq!(ahead(&fx), vec![app.record()]);
    assert_eq!(app.record().moves.len(), 2);
}

#[test]
fn a_won_game_or_a_stopped_worker_gets_no_hint_ahead() {
    let mut app = page(GameId::Spider, 7);
    hinted(&mut app);
    send(&mut app, Msg::Worker(WorkerMsg::Failed("the search worker stopped".into())), T0);
    let fx = play_first(&mut app, T0);
    assert!(ahead(&fx).is_empty(), "{fx:?}");
}

/// Hint pressed again on the position whose hint the page was given shows
/// that hint again at once, without asking the worker (a search already
/// under way there, a rating's step, cannot make it wait); a new position
/// asks again.
#[test]
fn hint_again_on_the_same_position_is_shown_at_once_without_the_worker() {
    let mut app = page(GameId::Spider, 7);
    let fx = send(&mut app, Msg::Assist(AssistMsg::Hint), T0);
    let (ticket, _) = requests(&fx).into_iter().find(|(_, r)| matches!(r, Request::Hint { .. })).unwrap();
    let mv = first_transfer(&app);
    let fx = send(&mut app, reply(ticket, Reply::Move { mv, reason: "it frees a column".into() }), T0);
    let shown = feedback(&fx).map(str::to_string);
    assert!(shown.as_deref().is_some_and(|f| f.starts_with("Hint: ")), "{shown:?}");
    let marks = app.screen().marks;
    send(&mut app, Msg::Table(TableMsg::ClearMarks), T0 + 1000.0);
    assert_ne!(app.screen().marks, marks, "the marks cleared");
    let fx = send(&mut app, Msg::Assist(AssistMsg::Hint), T0 + 2000.0);
    assert!(requests(&fx).is_empty(), "no request: {fx:?}");
    assert_eq!(feedback(&fx).map(str::to_string), shown, "the same hint, shown again");
    assert_eq!(app.screen().marks, marks, "its move marked on the table again");
    play_first(&mut app, T0 + 3000.0);
    let fx = send(&mut app, Msg::Assist(AssistMsg::Hint), T0 + 4000.0);
    assert!(requests(&fx).iter().any(|(_, r)| matches!(r, Request::Hint { .. })), "a new position asks: {fx:?}");
}
