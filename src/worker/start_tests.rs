//! A custom position sent to the worker as its parts (`record::Given`,
//! carried with its request): read from them, never from its text; a
//! record whose position came without them is told so; a request waiting
//! its turn keeps its own however many others come meanwhile.

use super::tests::{ask, frozen, record, run, ticket};
use super::Searcher;
use crate::games::{AnyGame, GameId, Options};
use crate::history::Session;
use crate::protocol::{Reply, Request};
use crate::record::{Given, Origin, Record, NO_PARTS};

/// A Beeswax record starting from `deal`'s position, known by `text`
/// (which is no position: only its parts can be read), and those parts.
fn custom(text: &str, deal: u32) -> (Record, Given) {
    let mut rec = record(GameId::Beeswax, &[], deal, "");
    rec.origin = Origin::Position(text.to_string());
    let game = AnyGame::deal(GameId::Beeswax, &Options::defaults(GameId::Beeswax), deal).unwrap();
    (rec, Given { position: text.to_string(), game })
}

#[test]
fn a_position_given_as_its_parts_is_read_from_them_and_one_not_given_is_named() {
    let (rec, given) = custom("custom 3", 3);
    let s = Session::from_start(&rec, Some(&given)).unwrap();
    assert_eq!(s.state(), &given.game);
    let (_, other) = custom("custom 4", 4);
    assert_eq!(Session::from_start(&rec, Some(&other)).err(), Some(NO_PARTS.to_string()));
    let mut w = Searcher::new(frozen);
    let reply = w.request_with(ask(1, Request::Hint { record: rec.clone() }), Some(given)).unwrap();
    assert!(matches!(reply.body, Reply::Move { .. }), "{reply:?}");
    let reply = w.request_with(ask(2, Request::Hint { record: rec }), Some(other)).unwrap();
    assert_eq!(reply.body, Reply::Failed { error: NO_PARTS.into() });
}

#[test]
fn a_request_waiting_its_turn_keeps_its_own_position_however_many_come_meanwhile() {
    let mut w = Searcher::new(frozen);
    let (rec, given) = custom("waiting", 3);
    assert!(w.request_with(ask(1, Request::Solve { record: rec }), Some(given)).is_none());
    for k in 0..40 {
        let (rec, given) = custom(&format!("other {k}"), 10 + k);
        let reply = w.request_with(ask(100 + k as u64, Request::Hint { record: rec }), Some(given)).unwrap();
        assert!(!matches!(reply.body, Reply::Failed { .. }), "{reply:?}");
    }
    let last = run(&mut w).pop().unwrap();
    assert_eq!(last.ticket, ticket(1));
    assert!(matches!(last.body, Reply::Solved { .. }), "{last:?}");
}
