//! The coach's look-ahead in the worker (Spider with one suit, deal 3,
//! whose `5 6` at the start the review rates a blunder: the fair player
//! wins 2 of its 4 worlds after it, 4 of 4 after its own `3 8`).

use super::tests::{answer, ask, frozen, keller, record, ticking};
use super::Searcher;
use crate::games::{AnyGame, GameId, Options};
use crate::history::Session;
use crate::protocol::{Blunder, Reply, Request, Tagged};
use crate::record::{Origin, Record};
use crate::solver::review::{Class, ReviewBudget, Reviewer};

const ONE_SUIT: &[(&str, &str)] = &[("suits", "1")];

/// One-suit Spider deal 3 after `moves`.
fn spider(moves: &[&str]) -> Record {
    let options = Options::parse(GameId::Spider, ONE_SUIT.iter().copied()).unwrap();
    let mut s = Session::new(Origin::Deal(3), AnyGame::deal(GameId::Spider, &options, 3).unwrap());
    s.replay(&moves.iter().map(|m| m.to_string()).collect::<Vec<_>>()).unwrap();
    s.record()
}

fn ahead(s: &mut Searcher, id: u64, moves: &[&str]) -> Option<Tagged<Reply>> {
    s.request(ask(id, Request::Ahead { record: spider(moves) }))
}

fn coach(s: &mut Searcher, id: u64, moves: &[&str]) -> Option<Tagged<Reply>> {
    s.request(ask(id, Request::Coach { record: spider(moves) }))
}

fn played(id: u64) -> Option<Tagged<Reply>> {
    Some(answer(id, Reply::Coached { loses: false, blunder: None }))
}

/// Steps until the worker says something (at most `n` steps).
fn next_word(s: &mut Searcher, n: usize) -> Option<Tagged<Reply>> {
    (0..n).find_map(|_| s.step())
}

#[test]
fn a_scripted_spider_blunder_is_questioned_as_the_review_classes_it() {
    let start =
        AnyGame::deal(GameId::Spider, &Options::parse(GameId::Spider, ONE_SUIT.iter().copied()).unwrap(), 3).unwrap();
    let budget = ReviewBudget::default_for(GameId::Spider);
    let texts = ["5 6".to_string()];
    let review = Reviewer::of_moves(&start, &texts, budget).unwrap().run();
    assert_eq!(review.plies[1].class, Some(Class::Blunder), "{:?}", review.plies[1]);
    let better = start.parse_move("3 8").unwrap();

    let mut s = Searcher::new(frozen);
    assert_eq!(ahead(&mut s, 1, &[]), None, "nothing answers the look-ahead");
    assert!(s.busy(), "the look-ahead is work to do");
    // Asked before it is rated: the move is rated next, answered then.
    assert_eq!(coach(&mut s, 2, &["5 6"]), None);
    let blunder =
        Reply::Coached { loses: false, blunder: Some(Blunder { chance: (2, 4), better, better_chance: (4, 4) }) };
    assert_eq!(next_word(&mut s, 10), Some(answer(2, blunder.clone())));
    // Rated: answered at once; the fair player's own move is not questioned.
    assert_eq!(coach(&mut s, 3, &["5 6"]), Some(answer(3, blunder)));
    assert_eq!(coach(&mut s, 4, &["3 8"]), played(4));
    assert_eq!(s.step(), None, "the look-ahead goes on, saying nothing unasked");
}

#[test]
fn a_move_of_a_position_not_looked_at_plays_and_a_new_position_drops_the_question() {
    let mut s = Searcher::new(frozen);
    assert_eq!(coach(&mut s, 1, &["5 6"]), played(1), "no look-ahead: not questioned, at once");
    ahead(&mut s, 2, &[]);
    assert_eq!(coach(&mut s, 3, &["4 5", "3 8"]), played(3), "a look-ahead at another position");
    assert_eq!(coach(&mut s, 4, &["5 6"]), None, "waits for its rating");
    ahead(&mut s, 5, &["4 5"]);
    assert!(s.asked.is_none(), "the position changed: the question is dropped");
    assert_eq!(coach(&mut s, 6, &["4 5", "3 8"]), None);
    s.request(ask(6, Request::Cancel {}));
    assert!(s.asked.is_none(), "a cancel drops the question too");
    // The look-ahead in Beeswax: refused, said.
    let beeswax = record(GameId::Beeswax, &[], 7, "");
    let r = s.request(ask(7, Request::Ahead { record: beeswax })).unwrap();
    assert!(matches!(&r.body, Reply::Failed { error } if error.contains("Spider and Beetle")), "{r:?}");
}

#[test]
fn the_look_ahead_waits_while_any_other_work_runs_and_a_hint_is_answered_at_once() {
    let mut s = Searcher::new(ticking);
    ahead(&mut s, 1, &[]);
    s.request(ask(2, Request::Solve { record: keller() }));
    let mut words = Vec::new();
    while s.job.is_some() || !s.waiting.is_empty() {
        words.extend(s.step());
        assert_eq!(s.ahead.as_ref().map(|(_, a)| a.nodes), Some(0), "the look-ahead waits for the solve");
    }
    assert!(matches!(words.last().map(|w| &w.body), Some(Reply::Solved { .. })), "{words:?}");
    assert_eq!(s.step(), None);
    assert!(s.ahead.as_ref().is_some_and(|(_, a)| a.nodes > 0), "then it works");
    let hint = s.request(ask(3, Request::Hint { record: spider(&[]) }));
    assert!(matches!(hint.map(|h| h.body), Some(Reply::Move { .. })), "a hint is answered at once");
}

#[test]
fn a_cancelled_look_ahead_stops_and_another_ticket_leaves_it() {
    let mut s = Searcher::new(ticking);
    ahead(&mut s, 1, &[]);
    assert!(s.ahead_left());
    s.request(ask(2, Request::Cancel {}));
    assert!(s.ahead_left(), "another request's cancel leaves the look-ahead");
    ahead(&mut s, 3, &[]);
    s.request(ask(1, Request::Cancel {}));
    assert!(s.ahead_left(), "the same position asked again under ticket 3: ticket 1's cancel is old");
    s.request(ask(3, Request::Cancel {}));
    assert!(!s.ahead_left(), "its own cancel stops it");
    assert_eq!(s.step(), None, "nothing left to do");
}
