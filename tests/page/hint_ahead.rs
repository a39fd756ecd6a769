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
