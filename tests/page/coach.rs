//! The coach (src/page/worker/coach.rs): off by default; on, the player's
//! Beeswax move is held while the worker looks at it, a move that loses a
//! winnable game is questioned (played only on "Play it"), any other
//! answer plays it, the deadline plays it unquestioned, and a coached game
//! is marked assisted. In Spider the worker is asked to look ahead at every
//! new position and a blunder is questioned. The worker's own answers are
//! tested in src/worker/tests.rs and coach_tests.rs; here the model's side,
//! and once end to end with the real worker engine.

use crate::support::*;
use swarm::page::{screen, Setting, COACH_MS};
use swarm::worker::Searcher;

/// Beeswax deal 7: winnable after the first eight moves, not after `B2`.
const BEFORE: &str = "7F 1E BF 41 67 6E 96 29";

fn coach_on(app: &mut App) -> Vec<Effect> {
    send(app, Msg::Sheet(SheetMsg::Setting(Setting::Coach(true))), T0)
}

/// The coach's request among `fx`: its ticket and the record with the move.
fn coach_request(fx: &[Effect]) -> (Ticket, Record) {
    let r: Vec<_> = requests(fx)
        .into_iter()
        .filter_map(|(t, b)| match b {
            Request::Coach { record } => Some((t, record)),
            _ => None,
        })
        .collect();
    assert_eq!(r.len(), 1, "one coach request: {fx:?}");
    r[0].clone()
}

/// Plays `text` with the coach on, the worker answering `loses`.
fn coached(app: &mut App, text: &str, loses: bool) -> Vec<Effect> {
    let n = app.session().steps().len();
    let fx = send(app, Msg::Table(TableMsg::PlayText(text.into())), T0);
    let (ticket, record) = coach_request(&fx);
    assert_eq!(record.moves.last().map(String::as_str), Some(text), "the record ends with the move asked about");
    assert!(fx.contains(&Effect::Timer(Timer::Coach, Some(COACH_MS))), "the deadline is set: {fx:?}");
    assert_eq!(app.session().steps().len(), n, "the move is held, not played");
    send(app, reply(ticket, Reply::Coached { loses, blunder: None }), T0)
}

/// Deal 7 with the coach on and the eight winnable moves played.
fn before_b2() -> App {
    let mut app = page(GameId::Beeswax, 7);
    coach_on(&mut app);
    for m in BEFORE.split_whitespace() {
        let fx = coached(&mut app, m, false);
        assert!(!asked(&fx));
    }
    assert_eq!(app.session().steps().len(), 8);
    app
}

#[test]
fn coach_is_off_by_default_and_a_losing_move_plays_at_once() {
    let mut app = page(GameId::Beeswax, 7);
    for m in format!("{BEFORE} B2").split_whitespace() {
        let fx = send(&mut app, Msg::Table(TableMsg::PlayText(m.into())), T0);
        assert!(requests(&fx).is_empty(), "nothing asked of the worker: {fx:?}");
        assert!(!asked(&fx));
    }
    assert_eq!(app.session().steps().len(), 9);
    assert!(!app.session().assisted);
}

/// Storage holding the Beeswax coach's setting, on.
struct CoachKept;

impl swarm::page::storage::read::Kept for CoachKept {
    fn get(&self, key: &str) -> Option<String> {
        (key.contains("coach") && key.contains("beeswax")).then(|| "1".to_string())
    }
    fn held_elsewhere(&self, _: &str) -> bool {
        false
    }
    fn fresh_id(&self) -> String {
        "t".into()
    }
    fn random_deal(&self) -> u32 {
        1
    }
}

#[test]
fn coach_is_a_kept_setting_of_every_game_in_the_new_game_sheet() {
    let mut app = page(GameId::Beeswax, 7);
    let fx = coach_on(&mut app);
    assert!(fx.iter().any(|e| matches!(e, Effect::Keep(k, v) if k.contains("coach") && v == "1")), "{fx:?}");
    let sheet = |app: &App| {
        let d = app.state().options().clone();
        swarm::page::sheets::contents::new_game_sheet(&swarm::page::sheets::contents::NewGame {
            draft: &d,
            deal: None,
            layout: Layout::Columns,
            layouts: &[],
            winnable_only: false,
            coach: true,
            difficulty: None,
            today: "2026-11-28",
        })
    };
    assert!(sheet(&app).coach);
    assert!(sheet(&app).coach_label.contains("loses the game"));
    assert!(sheet(&page(GameId::Spider, 3)).coach_label.contains("blunder"), "Spider's coach asks before a blunder");
    // Read back at start.
    let msgs = swarm::page::storage::read::settings(&CoachKept, GameId::Beeswax, false);
    assert!(msgs.iter().any(|m| matches!(m, PrefsMsg::Coach(GameId::Beeswax, true))), "{msgs:?}");
}

#[test]
fn coach_questions_a_losing_move_and_plays_it_only_when_told() {
    let mut app = before_b2();
    let fx = coached(&mut app, "B2", true);
    assert!(asked(&fx), "{fx:?}");
    let q = app.question().unwrap();
    assert!(q.text.contains("loses the game") && q.text.contains("Play it anyway?"), "{}", q.text);
    assert_eq!(app.session().steps().len(), 8, "not played while asked");
    send(&mut app, Msg::Game(GameMsg::Answer(false)), T0);
    assert_eq!(app.session().steps().len(), 8, "No: not played");
    let fx = coached(&mut app, "B2", true);
    assert!(asked(&fx));
    send(&mut app, Msg::Game(GameMsg::Answer(true)), T0);
    assert_eq!(app.session().steps().len(), 9, "Play it: played");
}

#[test]
fn coach_lets_a_winning_move_through_and_marks_the_game_assisted() {
    let mut app = page(GameId::Beeswax, 7);
    coach_on(&mut app);
    assert!(!app.session().assisted, "turning the coach on marks nothing");
    let fx = coached(&mut app, "7F", false);
    assert!(!asked(&fx), "{fx:?}");
    assert!(fx.contains(&Effect::Timer(Timer::Coach, None)), "the deadline is stopped");
    assert_eq!(app.session().steps().len(), 1);
    assert!(app.session().assisted);
    assert_eq!(screen(&app).bar.marks, "assisted");
}

#[test]
fn coach_deadline_plays_the_move_unquestioned_and_a_late_answer_is_dropped() {
    let mut app = before_b2();
    let fx = send(&mut app, Msg::Table(TableMsg::PlayText("B2".into())), T0);
    let (ticket, _) = coach_request(&fx);
    let fx = send(&mut app, Msg::Assist(AssistMsg::CoachDue), T0 + COACH_MS as f64);
    assert!(fx.contains(&Effect::Cancel(ticket)), "the coach's search is dropped: {fx:?}");
    assert_eq!(app.session().steps().len(), 9, "played unquestioned");
    let fx = send(&mut app, reply(ticket, Reply::Coached { loses: true, blunder: None }), T0 + 400.0);
    assert!(!asked(&fx) && app.question().is_none(), "a late answer asks nothing");
    assert_eq!(app.session().steps().len(), 9);
}

#[test]
fn coach_with_a_failed_worker_plays_the_move() {
    let mut app = before_b2();
    let fx = send(&mut app, Msg::Table(TableMsg::PlayText("B2".into())), T0);
    coach_request(&fx);
    send(&mut app, Msg::Worker(WorkerMsg::Failed("gone".into())), T0);
    assert_eq!(app.session().steps().len(), 9);
    // No worker: no coach, moves play at once.
    let fx = send(&mut app, Msg::Table(TableMsg::PlayText("A4".into())), T0);
    assert!(requests(&fx).is_empty());
    assert_eq!(app.session().steps().len(), 10);
}

#[test]
fn coach_with_the_real_worker_questions_b2_and_not_7f() {
    let mut worker = Searcher::new(swarm::solver::native_clock);
    let mut ask = |app: &mut App, text: &str| {
        let fx = send(app, Msg::Table(TableMsg::PlayText(text.into())), T0);
        let req = fx.iter().find_map(|e| match e {
            Effect::Request(r) if matches!(r.body, Request::Coach { .. }) => Some(r.clone()),
            _ => None,
        });
        let answer = worker.request(req.expect("a coach request")).expect("answered at once");
        send(app, Msg::Worker(WorkerMsg::Reply(answer)), T0)
    };
    let mut app = page(GameId::Beeswax, 7);
    coach_on(&mut app);
    for m in BEFORE.split_whitespace() {
        assert!(!asked(&ask(&mut app, m)), "{m} keeps the game winnable");
    }
    assert!(asked(&ask(&mut app, "B2")), "B2 loses the game");
}

/// The look-ahead requests among `fx`: the records asked about.
fn look_aheads(fx: &[Effect]) -> Vec<Record> {
    requests(fx)
        .into_iter()
        .filter_map(|(_, b)| match b {
            Request::Ahead { record } => Some(record),
            _ => None,
        })
        .collect()
}

/// One-suit Spider deal 3 with the coach on (the look-ahead asked for the start).
fn spider_coached() -> App {
    let mut app = page_with(spider("1"), 3);
    let fx = coach_on(&mut app);
    assert_eq!(look_aheads(&fx), vec![app.session().record()], "the start is looked ahead at: {fx:?}");
    app
}

/// A blunder's answer: `5 6` at 2 of 4, the fair player's `3 8` at 4 of 4.
fn blunder(app: &App) -> Reply {
    let better = app.state().parse_move("3 8").unwrap();
    Reply::Coached {
        loses: false,
        blunder: Some(swarm::protocol::Blunder { chance: (2, 4), better, better_chance: (4, 4) }),
    }
}

#[test]
fn spider_coach_looks_ahead_at_each_new_position_and_only_then() {
    let mut app = spider_coached();
    let fx = send(&mut app, Msg::Table(TableMsg::ClearMarks), T0);
    assert!(look_aheads(&fx).is_empty(), "the same position is not asked again: {fx:?}");
    let fx = coached(&mut app, "3 8", false);
    assert_eq!(app.session().steps().len(), 1);
    assert_eq!(look_aheads(&fx), vec![app.session().record()], "the new position is looked ahead at");
    assert!(app.session().assisted);
    // Coach off: the look-ahead under way is stopped, none more, moves play at once.
    let last = requests(&fx).into_iter().find(|(_, b)| matches!(b, Request::Ahead { .. })).map(|(t, _)| t);
    let fx = send(&mut app, Msg::Sheet(SheetMsg::Setting(Setting::Coach(false))), T0);
    let cancels: Vec<_> = requests(&fx).into_iter().filter(|(_, b)| matches!(b, Request::Cancel {})).collect();
    assert_eq!(
        cancels.iter().map(|(t, _)| Some(*t)).collect::<Vec<_>>(),
        vec![last],
        "the look-ahead is cancelled: {fx:?}"
    );
    let fx = send(&mut app, Msg::Table(TableMsg::ClearMarks), T0);
    assert!(requests(&fx).is_empty(), "cancelled once: {fx:?}");
    let fx = send(&mut app, Msg::Table(TableMsg::PlayText("4 5".into())), T0);
    assert!(requests(&fx).is_empty(), "{fx:?}");
    assert_eq!(app.session().steps().len(), 2);
}

#[test]
fn spider_coach_questions_a_blunder_the_look_ahead_rated() {
    let mut app = spider_coached();
    let fx = send(&mut app, Msg::Table(TableMsg::PlayText("5 6".into())), T0);
    let (ticket, record) = coach_request(&fx);
    assert_eq!(record.moves, vec!["5 6".to_string()]);
    assert_eq!(app.session().steps().len(), 0, "held");
    let answer = blunder(&app);
    let fx = send(&mut app, reply(ticket, answer), T0 + 5.0);
    assert!(asked(&fx), "{fx:?}");
    let q = app.question().unwrap();
    assert_eq!(
        q.text,
        "This move (5 6) is a blunder: the fair player wins 50% of its games after it, 100% after 3 8. Play it anyway?"
    );
    assert!(look_aheads(&fx).is_empty(), "the position has not changed");
    send(&mut app, Msg::Game(GameMsg::Answer(true)), T0);
    assert_eq!(app.session().steps().len(), 1, "Play it: played");
    assert!(app.session().assisted);
}

#[test]
fn spider_coach_plays_the_move_when_no_rating_is_ready_by_the_deadline() {
    let mut app = spider_coached();
    let fx = send(&mut app, Msg::Table(TableMsg::PlayText("5 6".into())), T0);
    let (ticket, _) = coach_request(&fx);
    let fx = send(&mut app, Msg::Assist(AssistMsg::CoachDue), T0 + COACH_MS as f64);
    assert!(fx.contains(&Effect::Cancel(ticket)), "{fx:?}");
    assert_eq!(app.session().steps().len(), 1, "played unquestioned");
    assert_eq!(look_aheads(&fx), vec![app.session().record()], "the next position is looked ahead at");
    let answer = blunder(&app);
    let fx = send(&mut app, reply(ticket, answer), T0 + 900.0);
    assert!(!asked(&fx) && app.question().is_none(), "a late rating asks nothing");
}

#[test]
fn spider_coach_drops_a_rating_about_a_position_that_has_changed() {
    let mut app = spider_coached();
    coached(&mut app, "3 8", false);
    let fx = send(&mut app, Msg::Table(TableMsg::PlayText("5 6".into())), T0);
    let (ticket, _) = coach_request(&fx);
    // The player undoes `3 8` while `5 6` is held (`3 8` turned a card
    // up: asked first): the held move is dropped.
    let fx = send(&mut app, Msg::Table(TableMsg::Undo), T0 + 10.0);
    assert!(asked(&fx), "{fx:?}");
    let fx = send(&mut app, Msg::Game(GameMsg::Answer(true)), T0 + 20.0);
    assert_eq!(app.session().steps().len(), 0, "{fx:?}");
    assert_eq!(look_aheads(&fx), vec![app.session().record()], "the start is looked ahead at again");
    let answer = blunder(&app);
    let fx = send(&mut app, reply(ticket, answer), T0 + 50.0);
    assert!(!asked(&fx) && app.question().is_none(), "a stale rating asks nothing");
    assert_eq!(app.session().steps().len(), 0, "and plays nothing");
}
