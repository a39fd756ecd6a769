//! The page as a model, tested natively (src/page/review.rs): Review —
//! asked of the worker with the game's record, its progress and positions
//! as they come, its verdict, a stale answer dropped, closing the sheet
//! cancels it, a point of the chart opens that position (the replay), and
//! what reviewing marks on the game (nothing once it is over; assisted,
//! asked first, while it is in progress).

use crate::support::*;
use swarm::page::review::chart::review_sheet;
use swarm::page::{Decided, Mark, Sheet};
use swarm::protocol::ReviewEnd;
use swarm::solver::review::{Better, Class};

/// The fair player's move where a blunder was played: 4 5, three worlds of four won.
fn better() -> Option<Better> {
    Some(Better { mv: "4 5".into(), chance: Some((3, 4)), win_after: None, kept: Vec::new() })
}

/// Beeswax deal 7: winnable after the first eight moves, not after `B2`
/// (tests/review.rs).
const LOST: &str = "7F 1E BF 41 67 6E 96 29 B2";

/// Beeswax deal 7 with the losing line played.
fn lost_game() -> App {
    let mut app = page(GameId::Beeswax, 7);
    for m in LOST.split_whitespace() {
        send(&mut app, Msg::Table(TableMsg::PlayText(m.into())), T0);
    }
    assert_eq!(app.session().steps().len(), 9);
    app
}

/// The review request in `fx`: its id and record.
fn review_request(fx: &[Effect]) -> (Ticket, Record) {
    let r = requests(fx);
    assert_eq!(r.len(), 1, "{fx:?}");
    match &r[0] {
        (id, Request::Review { record }) => (*id, record.clone()),
        other => panic!("not a review: {other:?}"),
    }
}

/// Reviews the game on the table, agreeing to the question if one is asked.
fn review(app: &mut App) -> (Ticket, Record) {
    let fx = send(app, Msg::Review(ReviewMsg::Ask), T0);
    if asked(&fx) {
        let fx = send(app, Msg::Game(GameMsg::Answer(true)), T0);
        return review_request(&fx);
    }
    review_request(&fx)
}

fn point(ply: usize, winnable: Option<bool>) -> Decided {
    Decided { ply, winnable, chance: None, class: None, better: None }
}

/// How a review ended: the move it names and its verdict in words.
fn end(mark: Option<Mark>, summary: &str) -> Option<ReviewEnd> {
    Some(ReviewEnd { mark, summary: summary.into() })
}

/// The worker's whole answer about the lost game.
fn lost_verdict() -> Reply {
    let mut plies: Vec<Decided> = (0..9).map(|k| point(k, Some(true))).collect();
    plies.push(point(9, Some(false)));
    Reply::Review {
        done: 2,
        total: 10,
        plies,
        end: end(Some(Mark::LostGame(9)), "B2 lost the game: it was winnable until then"),
    }
}

#[test]
fn review_of_a_game_in_progress_asks_first_then_asks_the_worker_with_its_record() {
    let mut app = lost_game();
    let fx = send(&mut app, Msg::Review(ReviewMsg::Ask), T0);
    assert!(asked(&fx), "reviewing a game in progress marks it assisted: asked first");
    let q = app.question().unwrap();
    assert!(q.text.contains("assisted"), "{}", q.text);
    assert!(requests(&fx).is_empty(), "nothing is asked of the worker before the answer");
    assert!(!app.session().assisted);
    let fx = send(&mut app, Msg::Game(GameMsg::Answer(true)), T0);
    let (_, rec) = review_request(&fx);
    assert_eq!(rec.moves, app.record().moves);
    assert_eq!(rec.moves.len(), 9);
    assert!(fx.contains(&Effect::OpenSheet), "the sheet opens");
    assert_eq!(app.sheet(), Some(Sheet::Review));
    assert!(app.session().assisted, "the game in progress is marked assisted");
    let r = app.review().unwrap();
    assert!(r.running());
    assert!(r.during(), "the sheet says it was reviewed during the game");
    assert_eq!(r.points().len(), 10, "the start and one point a move");
    assert_eq!(r.points()[9].mv, "B2");
    assert!(r.points().iter().all(|p| p.winnable.is_none()));
}

#[test]
fn review_answered_no_asks_nothing_of_the_worker_and_marks_nothing() {
    let mut app = lost_game();
    send(&mut app, Msg::Review(ReviewMsg::Ask), T0);
    let fx = send(&mut app, Msg::Game(GameMsg::Answer(false)), T0);
    assert!(requests(&fx).is_empty());
    assert!(!app.session().assisted);
    assert!(app.review().is_none());
}

#[test]
fn review_of_a_won_game_marks_nothing_and_asks_nothing() {
    let mut app = page(GameId::Beeswax, 52923);
    for m in solution(&app) {
        send(&mut app, Msg::Table(TableMsg::PlayText(m)), T0);
    }
    assert!(app.state().is_won());
    let fx = send(&mut app, Msg::Review(ReviewMsg::Ask), T0);
    assert!(!asked(&fx), "a finished game is reviewed freely");
    let (_, rec) = review_request(&fx);
    assert_eq!(rec.moves, app.record().moves);
    assert!(!app.session().assisted && app.help().is_empty(), "reviewing marks nothing on the game");
    assert!(!app.review().unwrap().during());
    assert_eq!(app.hints(), 0);
}

#[test]
fn review_with_no_moves_says_so() {
    let mut app = page(GameId::Beeswax, 7);
    let fx = send(&mut app, Msg::Review(ReviewMsg::Ask), T0);
    assert!(requests(&fx).is_empty());
    assert_eq!(feedback(&fx), Some("There are no moves to review yet."));
}

#[test]
fn progress_fills_the_points_as_they_are_decided_and_the_verdict_ends_it() {
    let mut app = lost_game();
    let (id, _) = review(&mut app);
    let news = Reply::Review { done: 1, total: 10, plies: vec![point(9, Some(false))], end: None };
    let fx = send(&mut app, reply(id, news), T0);
    assert!(fx.contains(&Effect::DrawSheet(Sheet::Review)), "the sheet is drawn again");
    let r = app.review().unwrap();
    assert_eq!(r.progress(), (1, 10));
    assert!(r.running());
    assert_eq!(r.points()[9].winnable, Some(false));
    assert_eq!(r.points()[8].winnable, None, "not decided yet");
    let fx = send(&mut app, reply(id, lost_verdict()), T0);
    let r = app.review().unwrap();
    assert!(!r.running());
    assert_eq!(r.progress(), (2, 10));
    assert_eq!(r.mark(), Some(Mark::LostGame(9)));
    assert_eq!(r.summary(), Some("B2 lost the game: it was winnable until then"));
    assert!(r.points()[..9].iter().all(|p| p.winnable == Some(true)));
    assert!(fx.contains(&Effect::Announce("B2 lost the game: it was winnable until then".into())));
    let fx = send(&mut app, reply(id, lost_verdict()), T0);
    assert!(fx.is_empty(), "a finished review hears nothing more");
}

#[test]
fn a_stale_review_answer_is_dropped_after_new() {
    let mut app = lost_game();
    let (id, _) = review(&mut app);
    let fx = send(&mut app, Msg::Game(GameMsg::New), T0);
    assert!(asked(&fx), "leaving the game in progress asks first");
    let fx = send(&mut app, Msg::Game(GameMsg::Answer(true)), T0);
    assert!(fx.contains(&Effect::Cancel(id)), "the review of the game left is cancelled");
    assert!(app.review().is_none());
    let fx = send(&mut app, reply(id, lost_verdict()), T0);
    assert!(fx.is_empty(), "its answer is dropped");
    assert!(app.review().is_none());
}

#[test]
fn a_point_opens_that_position_in_the_replay() {
    let mut app = lost_game();
    let (id, _) = review(&mut app);
    send(&mut app, reply(id, lost_verdict()), T0);
    let fx = send(&mut app, Msg::Review(ReviewMsg::Open(8)), T0);
    assert!(fx.contains(&Effect::CloseSheets));
    assert_eq!(app.sheet(), None);
    assert!(app.replaying());
    assert_eq!(app.session().steps().len(), 8, "the position before B2");
    assert_eq!(app.session().known_steps(), 9, "the moves after it stay to step through");
    assert!(fx.contains(&Effect::Draw { animate: true }));
    // Review again from the replay: the same game, nothing asked again.
    let fx = send(&mut app, Msg::Review(ReviewMsg::Ask), T0);
    assert!(requests(&fx).is_empty(), "the review done is shown again");
    assert!(fx.contains(&Effect::OpenSheet));
    assert_eq!(app.review().unwrap().summary(), Some("B2 lost the game: it was winnable until then"));
}

#[test]
fn a_point_past_the_end_is_the_last_position() {
    let mut app = lost_game();
    let (id, _) = review(&mut app);
    send(&mut app, reply(id, lost_verdict()), T0);
    send(&mut app, Msg::Review(ReviewMsg::Open(99)), T0);
    assert_eq!(app.session().steps().len(), 9);
}

#[test]
fn closing_the_sheet_cancels_a_review_under_way_and_its_answer_is_dropped() {
    let mut app = lost_game();
    let (id, _) = review(&mut app);
    let fx = send(&mut app, Msg::Review(ReviewMsg::Closed), T0);
    assert!(fx.contains(&Effect::Cancel(id)));
    let fx = send(&mut app, reply(id, lost_verdict()), T0);
    assert!(fx.is_empty());
    // Asked again: a new request (the game is assisted already: no question).
    let fx = send(&mut app, Msg::Review(ReviewMsg::Ask), T0);
    assert!(!asked(&fx));
    let (again, _) = review_request(&fx);
    assert_ne!(again, id);
}

#[test]
fn closing_the_sheet_keeps_a_finished_review() {
    let mut app = lost_game();
    let (id, _) = review(&mut app);
    send(&mut app, reply(id, lost_verdict()), T0);
    let fx = send(&mut app, Msg::Review(ReviewMsg::Closed), T0);
    assert!(!fx.iter().any(|e| matches!(e, Effect::Cancel(_))));
    let fx = send(&mut app, Msg::Review(ReviewMsg::Ask), T0);
    assert!(requests(&fx).is_empty());
}

#[test]
fn a_review_of_more_moves_is_a_new_review() {
    let mut app = page(GameId::Beeswax, 7);
    send(&mut app, Msg::Table(TableMsg::PlayText("7F".into())), T0);
    let (id, _) = review(&mut app);
    let one = Reply::Review {
        done: 1,
        total: 2,
        plies: vec![point(0, Some(true)), point(1, Some(true))],
        end: end(None, "no move lost the game"),
    };
    send(&mut app, reply(id, one), T0);
    send(&mut app, Msg::Review(ReviewMsg::Closed), T0);
    send(&mut app, Msg::Table(TableMsg::PlayText("1E".into())), T0);
    let fx = send(&mut app, Msg::Review(ReviewMsg::Ask), T0);
    let (_, rec) = review_request(&fx);
    assert_eq!(rec.moves, ["7F", "1E"]);
}

#[test]
fn the_game_left_for_a_new_one_is_reviewed_and_a_point_brings_it_back_counted_once() {
    let mut app = lost_game();
    send(&mut app, Msg::Game(GameMsg::New), T0);
    send(&mut app, Msg::Game(GameMsg::Answer(true)), T0);
    assert_eq!(counted(&app).len(), 1, "left: counted lost");
    assert_eq!(app.session().steps().len(), 0, "a new deal on the table");
    let fx = send(&mut app, Msg::Review(ReviewMsg::Ask), T0);
    assert!(!asked(&fx), "the game left is over: reviewed freely");
    let (id, rec) = review_request(&fx);
    assert_eq!(rec.moves.len(), 9);
    assert_eq!(rec.origin, Origin::Deal(7));
    assert!(app.review().unwrap().left(), "the sheet says it is the game left");
    send(&mut app, reply(id, lost_verdict()), T0);
    send(&mut app, Msg::Review(ReviewMsg::Open(8)), T0);
    assert_eq!(counted(&app).len(), 1, "never counted twice");
    assert_eq!(app.deal_number(), Some(7), "the game left is back on the table");
    assert!(app.counted());
    assert!(app.replaying());
    assert_eq!(app.session().steps().len(), 8);
    assert_eq!(app.session().known_steps(), 9);
    assert!(!app.review().unwrap().left(), "it is the game on the table now");
}

#[test]
fn a_failed_review_says_why_in_the_sheet() {
    let mut app = lost_game();
    let (id, _) = review(&mut app);
    let fx = send(&mut app, reply(id, Reply::Failed { error: "move 3 (ZZ): no such move".into() }), T0);
    assert!(fx.contains(&Effect::DrawSheet(Sheet::Review)));
    let r = app.review().unwrap();
    assert!(!r.running());
    assert_eq!(r.failed(), Some("move 3 (ZZ): no such move"));
}

#[test]
fn a_worker_that_stops_ends_the_review_with_why() {
    let mut app = lost_game();
    review(&mut app);
    send(&mut app, Msg::Worker(WorkerMsg::Failed("the search worker stopped".into())), T0);
    let r = app.review().unwrap();
    assert!(!r.running());
    assert_eq!(r.failed(), Some("the search worker stopped"));
}

#[test]
fn a_chance_is_kept_with_its_point() {
    let mut app = page(GameId::Spider, 1);
    let mv = first_transfer(&app);
    send(&mut app, Msg::Table(TableMsg::Play(mv)), T0);
    let (id, _) = review(&mut app);
    let news = Reply::Review {
        done: 4,
        total: 4,
        plies: vec![
            Decided { ply: 0, winnable: Some(true), chance: Some((3, 4)), class: None, better: None },
            Decided {
                ply: 1,
                winnable: Some(true),
                chance: Some((1, 4)),
                class: Some(Class::Blunder),
                better: better(),
            },
        ],
        end: end(Some(Mark::LostChance(1)), "x lost the most chance: from 75% to 25%"),
    };
    send(&mut app, reply(id, news), T0);
    let r = app.review().unwrap();
    assert_eq!(r.points()[0].chance, Some((3, 4)));
    assert_eq!(r.points()[1].chance, Some((1, 4)));
    assert_eq!((r.points()[1].class, &r.points()[1].better), (Some(Class::Blunder), &better()));
    let legend: Vec<&str> = review_sheet(&r.drawing()).legend.iter().map(|l| l.0).collect();
    assert!(legend.contains(&"mk blunder"), "the chart's blunder is named in the legend: {legend:?}");
    assert!(!legend.contains(&"mk mistake"), "a mark the chart does not show is not: {legend:?}");
    assert_eq!(r.mark(), Some(Mark::LostChance(1)));
    assert!(r.hides(), "Spider hides cards: the chart shows the chance");
}

#[test]
fn a_point_opened_while_the_review_runs_stops_it() {
    let mut app = lost_game();
    let (id, _) = review(&mut app);
    let fx = send(&mut app, Msg::Review(ReviewMsg::Open(3)), T0);
    assert!(fx.contains(&Effect::Cancel(id)), "the sheet closes: the review stops");
    assert_eq!(app.session().steps().len(), 3);
    assert!(app.review().is_none(), "a review half done is not kept");
    assert!(send(&mut app, reply(id, lost_verdict()), T0).is_empty());
}

#[test]
fn after_a_won_game_new_then_review_reviews_the_game_won() {
    let mut app = page(GameId::Beeswax, 52923);
    let won = solution(&app);
    for m in &won {
        send(&mut app, Msg::Table(TableMsg::PlayText(m.clone())), T0);
    }
    send(&mut app, Msg::Game(GameMsg::New), T0);
    assert_eq!(app.session().steps().len(), 0);
    let fx = send(&mut app, Msg::Review(ReviewMsg::Ask), T0);
    assert!(!asked(&fx));
    let (_, rec) = review_request(&fx);
    assert_eq!(rec.moves, won);
    assert_eq!(rec.origin, Origin::Deal(52923));
}

#[test]
fn a_game_left_with_no_move_of_the_players_is_not_the_one_reviewed() {
    let mut app = page(GameId::Beeswax, 7);
    send(&mut app, Msg::Game(GameMsg::New), T0);
    let fx = send(&mut app, Msg::Review(ReviewMsg::Ask), T0);
    assert!(requests(&fx).is_empty());
    assert_eq!(feedback(&fx), Some("There are no moves to review yet."));
}

/// The worker's answer about the lost game with its better move (issue 43).
fn lost_with_better() -> Reply {
    let Reply::Review { done, total, mut plies, end } = lost_verdict() else { unreachable!() };
    plies[9].class = Some(Class::LostGame);
    let kept = vec!["2B".to_string(), "A4".to_string()];
    plies[9].better = Some(Better { mv: "2B".into(), chance: None, win_after: Some(37), kept });
    Reply::Review { done, total, plies, end }
}

#[test]
fn the_sheet_offers_the_better_move_and_shows_it_as_a_hint_before_the_move_that_lost() {
    let mut app = lost_game();
    let (id, _) = review(&mut app);
    send(&mut app, reply(id, lost_with_better()), T0);
    let sheet = review_sheet(&app.review().unwrap().drawing());
    let acts: Vec<(&str, &str, usize)> = sheet.actions.iter().map(|a| (a.action, a.label.as_str(), a.ply)).collect();
    assert_eq!(
        acts[..2],
        [("review-better", "Show the better move (2B for B2)", 9), ("review-play-on", "Play on from here", 9)]
    );
    let fx = send(&mut app, Msg::Review(ReviewMsg::Better(9)), T0);
    assert_eq!(app.session().steps().len(), 8, "the position before B2");
    let two_b = app.state().parse_move("2B").unwrap();
    assert_eq!(app.hint_mark().map(|h| h.mv), Some(two_b), "2B drawn as a hint is");
    assert!(fx.contains(&Effect::Announce("Before move 9: 2B was the better move.".into())), "{fx:?}");
}

#[test]
fn play_on_from_here_opens_the_position_before_the_mistake_marked_assisted_with_the_better_move() {
    // A game that is over is reviewed freely (nothing marked): playing on marks it.
    let mut app = page(GameId::Beeswax, 7);
    for m in LOST.split_whitespace() {
        send(&mut app, Msg::Table(TableMsg::PlayText(m.into())), T0);
    }
    if asked(&send(&mut app, Msg::Game(GameMsg::New), T0)) {
        send(&mut app, Msg::Game(GameMsg::Answer(true)), T0);
    }
    let fx = send(&mut app, Msg::Review(ReviewMsg::Ask), T0);
    assert!(!asked(&fx), "the game left is reviewed freely");
    let (id, _) = review_request(&fx);
    send(&mut app, reply(id, lost_with_better()), T0);
    let fx = send(&mut app, Msg::Review(ReviewMsg::PlayOn(9)), T0);
    assert_eq!(app.session().steps().len(), 8);
    assert!(app.session().assisted, "playing on with the review's move is assisted");
    let two_b = app.state().parse_move("2B").unwrap();
    assert_eq!(app.hint_mark().map(|h| h.mv), Some(two_b));
    assert!(fx.iter().any(|e| matches!(e, Effect::Announce(t) if t.contains("marked assisted"))), "{fx:?}");
    // Playing the better move goes on from there: the game is winnable again.
    send(&mut app, Msg::Table(TableMsg::PlayText("2B".into())), T0);
    assert_eq!(app.record().moves[8], "2B");
    assert_eq!(app.session().steps().len(), 9);
}

#[test]
fn a_move_with_no_better_move_offers_none() {
    let mut app = lost_game();
    let (id, _) = review(&mut app);
    send(&mut app, reply(id, lost_verdict()), T0);
    let sheet = review_sheet(&app.review().unwrap().drawing());
    assert!(sheet.actions.iter().all(|a| a.action == "review-open"), "{:?}", sheet.actions);
    let fx = send(&mut app, Msg::Review(ReviewMsg::Better(3)), T0);
    assert_eq!(feedback(&fx), Some("The review names no better move there."));
    assert_eq!(app.session().steps().len(), 9, "nothing opened");
}

/// The worker's news comes up to ten times a second: the sheet is drawn
/// again for it at most once a second (each drawing builds the whole
/// sheet), and its end at once; what came between is in the next drawing.
#[test]
fn the_review_sheet_is_drawn_again_at_most_once_a_second_and_at_its_end() {
    let mut app = lost_game();
    let (id, _) = review(&mut app);
    let drawn = |fx: &[Effect]| fx.contains(&Effect::DrawSheet(Sheet::Review));
    let news =
        |done: usize, ply: usize| Reply::Review { done, total: 10, plies: vec![point(ply, Some(true))], end: None };
    assert!(drawn(&send(&mut app, reply(id, news(1, 1)), T0)));
    assert!(!drawn(&send(&mut app, reply(id, news(2, 2)), T0 + 100.0)));
    assert!(!drawn(&send(&mut app, reply(id, news(3, 3)), T0 + 900.0)));
    assert_eq!(app.review().unwrap().progress(), (3, 10), "the news is kept meanwhile");
    assert!(drawn(&send(&mut app, reply(id, news(4, 4)), T0 + 1000.0)));
    let fx = send(&mut app, reply(id, Reply::Failed { error: "stopped".into() }), T0 + 1100.0);
    assert!(drawn(&fx), "its end is drawn at once");
}
