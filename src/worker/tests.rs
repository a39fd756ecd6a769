//! The worker's engine fed requests natively, its replies read back: what
//! each kind of job answers, slices and progress, cancels, a quick request
//! beside a long one, and what an unreadable request gets.

use std::cell::Cell;

use super::Searcher;
use crate::games::{AnyGame, GameId, Move, Options};
use crate::history::Session;
use crate::protocol::{Reply, Request, ReviewMark, Tagged, Ticket, Verdict};
use crate::record::{Origin, Record};
use crate::solver::{self, Budget};
use crate::winnable::Date;

/// Time stands still: only node budgets end a search, and a slice lasts
/// until its job answers (the same answers on every machine).
pub(super) fn frozen() -> f64 {
    0.0
}

thread_local! {
    static NOW: Cell<f64> = const { Cell::new(0.0) };
}

/// Every look at the clock is a tenth of a millisecond later (about one
/// a node searched): a slice is a few hundred nodes, and a time budget
/// ends the same on every machine (each test runs on a thread of its own).
pub(super) fn ticking() -> f64 {
    NOW.with(|t| {
        t.set(t.get() + 0.1);
        t.get()
    })
}

pub(super) fn ticket(id: u64) -> Ticket {
    Ticket { id, generation: 40 + id }
}

/// Request `id` (its ticket: [`ticket`]).
pub(super) fn ask(id: u64, body: Request) -> Tagged<Request> {
    Tagged { ticket: ticket(id), body }
}

/// A reply to request `id`.
pub(super) fn answer(id: u64, body: Reply) -> Tagged<Reply> {
    Tagged { ticket: ticket(id), body }
}

/// The record of `deal` of `game` (these options) after `moves`.
pub(super) fn record(game: GameId, options: &[(&str, &str)], deal: u32, moves: &str) -> Record {
    let options = Options::parse(game, options.iter().copied()).unwrap();
    let mut s = Session::new(Origin::Deal(deal), AnyGame::deal(game, &options, deal).unwrap());
    s.replay(&moves.split_whitespace().map(str::to_string).collect::<Vec<_>>()).unwrap();
    s.record()
}

/// The position a record leads to.
pub(super) fn state(rec: &Record) -> AnyGame {
    Session::from_record(rec).unwrap().state().clone()
}

/// Steps until the job answers; the replies on the way (the answer last).
pub(super) fn run(s: &mut Searcher) -> Vec<Tagged<Reply>> {
    let mut out = Vec::new();
    while s.busy() {
        out.extend(s.step());
        assert!(out.len() < 100_000, "the job never answers");
    }
    out
}

/// Deal 52923 after `5E`: winnable, a 44-move solution (tests/hint_path.rs).
pub(super) fn keller() -> Record {
    record(GameId::Beeswax, &[], 52923, "5E")
}

#[test]
fn a_hint_is_answered_at_once_with_the_solvers_move_and_reason() {
    let rec = keller();
    let mut s = Searcher::new(frozen);
    let reply = s.request(ask(1, Request::Hint { record: rec.clone() }));
    let session = Session::from_record(&rec).unwrap();
    let h = solver::hint_at(&session.positions(), Budget::hint().with_clock(frozen)).0.unwrap();
    assert_eq!(reply, Some(answer(1, Reply::Move { mv: h.mv, reason: h.reason })));
    assert!(!s.busy(), "nothing left to do");
}

#[test]
fn a_lost_beeswax_position_is_looked_back_at_until_the_last_winnable_one() {
    // Deal 7: `B2` (the 9th move) loses; the start was winnable.
    let rec = record(GameId::Beeswax, &[], 7, "7F 1E BF 41 67 6E 96 29 B2 A4");
    let mut s = Searcher::new(frozen);
    let first = s.request(ask(2, Request::Hint { record: rec }));
    assert_eq!(first, Some(answer(2, Reply::Progress { work: 0 })));
    assert!(s.busy(), "the look-back runs in slices");
    let replies = run(&mut s);
    assert_eq!(replies.last(), Some(&answer(2, Reply::Lost { back: Some(2), looked: 11 })));
}

#[test]
fn solve_runs_in_slices_and_every_reply_names_its_request() {
    // One-suit Spider, deal 3: a peeking analysis of some 23,000 nodes.
    let rec = record(GameId::Spider, &[("suits", "1")], 3, "");
    let mut s = Searcher::new(ticking);
    assert_eq!(s.request(ask(3, Request::Solve { record: rec.clone() })), None, "a long job waits its turn");
    assert!(s.busy());
    let replies = run(&mut s);
    assert_eq!(replies[0], answer(3, Reply::Progress { work: 0 }));
    assert!(replies.len() > 3, "answered in {} replies", replies.len());
    let mut last = 0;
    for r in &replies[..replies.len() - 1] {
        let Tagged { ticket: t, body: Reply::Progress { work } } = r else { panic!("not progress: {r:?}") };
        assert_eq!(*t, ticket(3));
        assert!(*work >= last, "the nodes searched only grow");
        last = *work;
    }
    let Some(Tagged { ticket: t, body: Reply::Solved { verdict: Verdict::Solved(moves), nodes, peeked, .. } }) =
        replies.last()
    else {
        panic!("not solved: {:?}", replies.last());
    };
    assert_eq!(*t, ticket(3));
    assert!(*nodes > last);
    assert!(*peeked, "Spider's Solve reads the hidden cards, and says so");
    let mut g = state(&rec);
    for &mv in moves {
        g.apply(mv).unwrap();
    }
    assert!(g.is_won(), "the solution wins");
}

#[test]
fn a_beeswax_deal_proven_lost_is_unsolvable() {
    // Deal 24 (tests/winnable.rs).
    let mut s = Searcher::new(frozen);
    s.request(ask(14, Request::Solve { record: record(GameId::Beeswax, &[], 24, "") }));
    let replies = run(&mut s);
    assert!(
        matches!(
            replies.last().map(|r| &r.body),
            Some(Reply::Solved { verdict: Verdict::Unsolvable, peeked: false, .. })
        ),
        "{:?}",
        replies.last()
    );
}

#[test]
fn a_cancel_drops_its_search_whether_waiting_or_running() {
    let mut s = Searcher::new(ticking);
    s.request(ask(4, Request::Solve { record: keller() }));
    s.request(ask(4, Request::Cancel {}));
    assert!(!s.busy(), "a waiting request is dropped");
    assert_eq!(s.step(), None);

    s.request(ask(5, Request::Solve { record: keller() }));
    assert_eq!(s.step(), Some(answer(5, Reply::Progress { work: 0 })));
    s.request(ask(6, Request::Cancel {}));
    assert!(s.busy(), "a cancel of another request changes nothing");
    s.request(ask(5, Request::Cancel {}));
    assert!(!s.busy(), "a running request is dropped");
    assert_eq!(s.step(), None);
}

#[test]
fn a_hint_is_answered_while_a_solve_runs_and_the_solve_goes_on() {
    let mut s = Searcher::new(ticking);
    s.request(ask(7, Request::Solve { record: keller() }));
    assert_eq!(s.step(), Some(answer(7, Reply::Progress { work: 0 })));
    let hint = s.request(ask(8, Request::Hint { record: keller() }));
    assert!(matches!(hint, Some(Tagged { ticket: t, body: Reply::Move { .. } }) if t == ticket(8)), "{hint:?}");
    let replies = run(&mut s);
    assert!(matches!(replies.last(), Some(Tagged { ticket: t, body: Reply::Solved { .. } }) if *t == ticket(7)));
}

#[test]
fn long_requests_are_worked_on_one_after_the_other_in_order() {
    let mut s = Searcher::new(frozen);
    s.request(ask(9, Request::Solve { record: keller() }));
    let options = Options::defaults(GameId::Beeswax);
    s.request(ask(10, Request::Winnable { options, from: 25, ms: 60_000.0, deal_ms: None }));
    let ids: Vec<(u64, bool)> =
        run(&mut s).iter().map(|r| (r.ticket.id, matches!(r.body, Reply::Progress { .. }))).collect();
    assert_eq!(ids, [(9, true), (9, false), (10, true), (10, false)]);
}

#[test]
fn a_winnable_deal_passes_over_a_deal_proven_lost() {
    // Deal 24 is not winnable, 25 is (tests/winnable.rs).
    let mut s = Searcher::new(frozen);
    let options = Options::defaults(GameId::Beeswax);
    s.request(ask(11, Request::Winnable { options, from: 24, ms: 60_000.0, deal_ms: None }));
    let replies = run(&mut s);
    assert_eq!(replies.last(), Some(&answer(11, Reply::Deal { deal: Some(25), tried: 2 })));
}

#[test]
fn a_winnable_deal_not_found_in_time_is_no_deal() {
    let mut s = Searcher::new(frozen);
    let options = Options::defaults(GameId::Beeswax);
    s.request(ask(12, Request::Winnable { options, from: 24, ms: 0.0, deal_ms: None }));
    let replies = run(&mut s);
    assert_eq!(replies.last(), Some(&answer(12, Reply::Deal { deal: None, tried: 1 })));
}

#[test]
fn the_deal_of_the_day_is_the_golden_one() {
    // Swarm daily version 1 (tests/winnable.rs's golden days).
    let mut s = Searcher::new(ticking);
    let date = Date::parse("2026-01-01").unwrap();
    s.request(ask(13, Request::Daily { options: Options::defaults(GameId::Beeswax), date }));
    let replies = run(&mut s);
    assert_eq!(replies.last(), Some(&answer(13, Reply::Deal { deal: Some(3_335_489_608), tried: 1 })));
}

/// The autoplay move for `rec`, asked of `s`.
fn autoplay(s: &mut Searcher, id: u64, rec: &Record) -> Move {
    match s.request(ask(id, Request::Autoplay { record: rec.clone() })) {
        Some(Tagged { ticket: t, body: Reply::Move { mv, reason } }) => {
            assert_eq!(t, ticket(id));
            assert_eq!(reason, "", "an autoplay move comes without a reason");
            mv
        }
        other => panic!("no autoplay move: {other:?}"),
    }
}

#[test]
fn autoplay_follows_the_game_and_plays_as_a_player_rebuilt_from_the_record() {
    let mut rec = record(GameId::Spider, &[("suits", "1")], 3, "");
    let mut s = Searcher::new(frozen);
    for i in 0..4 {
        let mv = autoplay(&mut s, 20 + i, &rec);
        let mut g = state(&rec);
        rec.moves.push(g.format_move(mv));
        g.apply(mv).unwrap();
        // A searcher that never saw the game plays the same next move.
        let fresh = autoplay(&mut Searcher::new(frozen), 30 + i, &rec);
        assert_eq!(autoplay(&mut s, 40 + i, &rec), fresh, "after {:?}", rec.moves);
    }
}

#[test]
fn autoplay_in_a_won_game_has_no_move() {
    let rec = keller();
    let start = state(&rec);
    let won = solver::solve(&start, Budget::nodes(2_000_000), false);
    let mut rec = rec;
    rec.moves.extend(won.texts);
    assert!(state(&rec).is_won());
    let reply = Searcher::new(frozen).request(ask(50, Request::Autoplay { record: rec }));
    assert_eq!(reply, Some(answer(50, Reply::NoMove { why: "the game is won".into() })));
}

#[test]
fn a_record_whose_moves_do_not_replay_fails_naming_the_move() {
    let mut rec = keller();
    rec.moves.push("5E".into());
    let reply = Searcher::new(frozen).request(ask(51, Request::Hint { record: rec }));
    let Some(Tagged { ticket: t, body: Reply::Failed { error } }) = reply else { panic!("{reply:?}") };
    assert_eq!(t, ticket(51));
    assert!(error.contains("5E"), "{error}");
}

#[test]
fn an_unreadable_request_is_answered_when_its_ticket_can_be_read() {
    let mut s = Searcher::new(frozen);
    let text = r#"{"daily":{"ticket":{"id":52,"generation":3},"game":"beeswax","date":"2026-02-30"}}"#;
    let reply = Tagged::<Reply>::from_text(&s.request_text(text).expect("an answer")).unwrap();
    let Tagged { ticket: t, body: Reply::Failed { error } } = reply else { panic!("{reply:?}") };
    assert_eq!(t, Ticket { id: 52, generation: 3 });
    assert!(error.contains("2026-02 has no day 30"), "{error}");
    assert!(!s.busy());
    // Nobody waits for an answer to a request without a ticket.
    assert_eq!(s.request_text(r#"{"hint":{}}"#), None);
    assert_eq!(s.request_text("not json"), None);
}

#[test]
fn a_request_on_the_wire_gets_its_reply_on_the_wire() {
    let mut s = Searcher::new(frozen);
    let req = ask(53, Request::Hint { record: keller() });
    let reply = Tagged::<Reply>::from_text(&s.request_text(&req.to_text()).unwrap()).unwrap();
    assert_eq!(Some(reply), Searcher::new(frozen).request(req));
}

/// A clock that moves on 10 ms at every look: a review slice is a search
/// or two, and a reply comes every few slices.
fn slow() -> f64 {
    NOW.with(|t| {
        t.set(t.get() + 10.0);
        t.get()
    })
}

/// Beeswax deal 7 lost by `B2` (the 9th move), then played on by its first
/// legal moves (the second where there are two or more) until `extra`
/// more moves or none are left.
fn lost_beeswax(extra: usize) -> Record {
    let mut rec = record(GameId::Beeswax, &[], 7, "7F 1E BF 41 67 6E 96 29 B2");
    let mut s = Session::from_record(&rec).unwrap();
    for _ in 0..extra {
        let legal = s.state().legal_moves();
        let Some(&mv) = legal.get(1).or(legal.first()) else { break };
        s.play(mv).unwrap();
    }
    rec.moves = s.move_texts();
    rec
}

#[test]
fn a_review_streams_its_positions_and_ends_naming_the_move_that_lost() {
    let rec = lost_beeswax(12);
    let n = rec.moves.len();
    assert!(n > 15, "{n} moves");
    let mut s = Searcher::new(slow);
    let first = s.request(ask(30, Request::Review { record: rec.clone() }));
    assert_eq!(first, None, "a review waits its turn");
    let replies = run(&mut s);
    assert!(replies.len() >= 4, "{} replies: the review comes in parts", replies.len());
    let mut seen: Vec<Option<bool>> = vec![None; n + 1];
    let mut last_done = 0;
    let mut better = None;
    for (i, r) in replies.iter().enumerate() {
        let Tagged { ticket: t, body: Reply::Review { done, total, plies, end } } = r else {
            panic!("not a review reply: {r:?}")
        };
        assert_eq!(*t, ticket(30));
        // One search a position at most, then one a move before the move
        // that lost (the other moves that might have kept the game).
        let others = Session::from_record(&rec).unwrap().positions()[8].legal_moves().len();
        assert!((n + 1..=n + 1 + others).contains(total), "Beeswax: {total} searches for {n} moves");
        assert!(*done >= last_done && done <= total, "{done} of {total}");
        last_done = *done;
        for p in plies {
            seen[p.ply] = p.winnable;
            assert_eq!(p.chance, None, "Beeswax hides nothing");
            if p.ply == 9 && p.class.is_some() {
                // The move that lost, with the move that kept the game (issue 43).
                assert_eq!(p.class, Some(crate::solver::review::Class::LostGame));
                better = p.better.as_ref().map(|b| b.mv.clone());
            }
        }
        assert_eq!(end.is_some(), i + 1 == replies.len(), "only the last reply ends it");
    }
    let mut expected = vec![Some(true); 9];
    expected.resize(n + 1, Some(false));
    assert_eq!(seen, expected, "winnable until B2, lost from it on");
    let Some(Reply::Review { end: Some(end), done, total, .. }) = replies.last().map(|r| &r.body) else {
        unreachable!()
    };
    assert_eq!(done, total);
    assert_eq!(end.mark, Some(ReviewMark::LostGame(9)));
    assert_eq!(end.summary, "B2 lost the game. 2B kept it winnable (won in 37 more moves); so did A4.");
    assert_eq!(better.as_deref(), Some("2B"), "the stream names the better move");
}

#[test]
fn a_review_is_the_solvers_review() {
    let rec = lost_beeswax(3);
    let session = Session::from_record(&rec).unwrap();
    let budget = solver::review::ReviewBudget::default_for(GameId::Beeswax);
    let whole = solver::review::Reviewer::new(&session.positions(), &session.move_texts(), budget).unwrap().run();
    let mut s = Searcher::new(frozen);
    s.request(ask(31, Request::Review { record: rec }));
    let replies = run(&mut s);
    let Some(Reply::Review { plies, end: Some(end), .. }) = replies.last().map(|r| &r.body) else {
        panic!("{replies:?}")
    };
    let got: Vec<(usize, Option<bool>)> = plies.iter().map(|p| (p.ply, p.winnable)).collect();
    let want: Vec<(usize, Option<bool>)> = whole.plies.iter().map(|p| (p.ply, p.winnable)).collect();
    assert_eq!(got, want, "a review done in one slice says every position at once");
    assert_eq!(end.summary, whole.summary());
}

#[test]
fn a_cancelled_review_says_nothing_more() {
    let mut s = Searcher::new(slow);
    s.request(ask(32, Request::Review { record: lost_beeswax(12) }));
    let first = s.step();
    assert!(matches!(first.map(|r| r.body), Some(Reply::Review { end: None, .. })), "a review reply");
    s.request(ask(32, Request::Cancel {}));
    assert!(!s.busy(), "the review is dropped");
    assert_eq!(s.step(), None);
}

#[test]
fn a_review_of_moves_that_do_not_replay_fails_naming_the_move() {
    let mut rec = lost_beeswax(0);
    rec.moves.push("ZZ".into());
    let mut s = Searcher::new(frozen);
    s.request(ask(33, Request::Review { record: rec }));
    let Some(Reply::Failed { error }) = s.step().map(|r| r.body) else { panic!("not failed") };
    assert!(error.starts_with("move 10 (ZZ)"), "{error}");
}

/// Autoplay's moves from `rec` until it has none or `cap` are played;
/// panics when a position comes back (autoplay going round in circles).
fn autoplay_through(mut rec: Record, cap: usize) -> Record {
    let mut s = Searcher::new(frozen);
    let mut seen = std::collections::HashSet::from([state(&rec).to_text(true)]);
    for i in 0..cap as u64 {
        let Some(Tagged { body: Reply::Move { mv, .. }, .. }) =
            s.request(ask(i, Request::Autoplay { record: rec.clone() }))
        else {
            break;
        };
        let mut g = state(&rec);
        rec.moves.push(g.format_move(mv));
        g.apply(mv).unwrap();
        assert!(
            seen.insert(g.to_text(true)),
            "{:?} deal {:?}: autoplay returns to a position at {:?}",
            rec.game,
            rec.origin,
            rec.moves
        );
    }
    rec
}

#[test]
fn autoplay_in_beeswax_wins_the_deals_where_it_went_back_and_forth() {
    // Deals 4, 5, 7, 300, 777 (issue 47): a move and its reverse, forever.
    for deal in [4, 5, 7, 300, 777] {
        let rec = autoplay_through(record(GameId::Beeswax, &[], deal, ""), 200);
        assert!(state(&rec).is_won(), "deal {deal}: {} moves, not won", rec.moves.len());
    }
}

#[test]
fn autoplay_never_returns_to_a_position_in_the_games_that_hide_cards() {
    // The first moves of a game each (their fair players cost a debug
    // build seconds a move; the benchmarks play whole games in release).
    for (game, options, deal) in
        [(GameId::Beehive, &[][..], 7), (GameId::Spider, &[("suits", "1")][..], 7), (GameId::Beetle, &[][..], 7)]
    {
        autoplay_through(record(game, options, deal, ""), 20);
    }
}

#[test]
fn the_coach_says_a_move_loses_only_when_it_lost_a_winnable_game() {
    // Deal 7: `B2` (the 9th move) loses a winnable game; `A4` after it
    // loses nothing (the game was lost already); `7F` keeps it winnable.
    let mut s = Searcher::new(frozen);
    let cases = [("7F 1E BF 41 67 6E 96 29 B2", true), ("7F 1E BF 41 67 6E 96 29 B2 A4", false), ("7F", false)];
    for (i, (moves, loses)) in cases.into_iter().enumerate() {
        let id = 60 + i as u64;
        let reply = s.request(ask(id, Request::Coach { record: record(GameId::Beeswax, &[], 7, moves) }));
        assert_eq!(reply, Some(answer(id, Reply::Coached { loses, blunder: None })), "after {moves}");
    }
    assert!(!s.busy(), "the coach is answered at once");
}

thread_local! {
    static LOOKS: Cell<u32> = const { Cell::new(0) };
}

/// Time stands still, and every look at the clock is counted: a search
/// looks at it, a hint kept does not.
fn counting() -> f64 {
    LOOKS.with(|n| n.set(n.get() + 1));
    0.0
}

fn looks() -> u32 {
    LOOKS.with(Cell::get)
}

#[test]
fn a_hint_worked_out_ahead_is_answered_at_once_and_is_the_one_a_search_gives() {
    let rec = record(GameId::Spider, &[("suits", "2")], 7, "");
    let fresh = Searcher::new(frozen).request(ask(1, Request::Hint { record: rec.clone() })).unwrap();
    assert!(matches!(fresh.body, Reply::Move { .. }), "{fresh:?}");
    let mut s = Searcher::new(counting);
    assert_eq!(s.request(ask(2, Request::HintAhead { record: rec.clone() })), None);
    assert!(s.busy(), "worked out when the worker has nothing else to do");
    assert_eq!(run(&mut s), Vec::new(), "nothing answers it");
    let before = looks();
    assert!(before > 0, "worked out by a search");
    assert_eq!(s.request(ask(3, Request::Hint { record: rec.clone() })), Some(answer(3, fresh.body.clone())));
    assert_eq!(looks(), before, "answered without a search");
    // Asked again: at once again. Another position: searched.
    assert_eq!(s.request(ask(4, Request::Hint { record: rec })), Some(answer(4, fresh.body)));
    assert_eq!(looks(), before);
    let other = record(GameId::Spider, &[("suits", "2")], 8, "");
    assert!(matches!(
        s.request(ask(5, Request::Hint { record: other })),
        Some(Tagged { body: Reply::Move { .. }, .. })
    ));
    assert!(looks() > before);
}

#[test]
fn a_hint_ahead_of_another_position_is_dropped_when_the_player_asks_for_a_hint() {
    let mut s = Searcher::new(frozen);
    s.request(ask(1, Request::HintAhead { record: record(GameId::Spider, &[("suits", "2")], 7, "") }));
    let here = record(GameId::Spider, &[("suits", "2")], 8, "");
    assert!(matches!(s.request(ask(2, Request::Hint { record: here })), Some(Tagged { body: Reply::Move { .. }, .. })));
    assert!(!s.busy(), "the position left behind is not worked out");
}

#[test]
fn a_lost_beeswax_position_worked_out_ahead_still_looks_back_when_asked() {
    // Deal 7 after `B2` is lost (the look-back test above): ahead of time
    // nothing is kept for it, and Hint looks back.
    let lost = record(GameId::Beeswax, &[], 7, "7F 1E BF 41 67 6E 96 29 B2 A4");
    let mut s = Searcher::new(frozen);
    s.request(ask(1, Request::HintAhead { record: lost.clone() }));
    run(&mut s);
    assert_eq!(s.request(ask(2, Request::Hint { record: lost })), Some(answer(2, Reply::Progress { work: 0 })));
    assert_eq!(run(&mut s).last(), Some(&answer(2, Reply::Lost { back: Some(2), looked: 11 })));
}

#[test]
fn a_hint_ahead_is_worked_out_before_the_next_slice_of_a_long_search() {
    let rec = record(GameId::Spider, &[("suits", "2")], 7, "");
    let mut s = Searcher::new(counting);
    assert_eq!(s.request(ask(1, Request::Solve { record: keller() })), None);
    s.request(ask(2, Request::HintAhead { record: rec.clone() }));
    assert_eq!(s.step(), None, "the first step works out the hint");
    let before = looks();
    assert!(matches!(s.request(ask(3, Request::Hint { record: rec })), Some(Tagged { body: Reply::Move { .. }, .. })));
    assert_eq!(looks(), before, "answered without a search");
    assert!(s.busy(), "the long search goes on");
}
