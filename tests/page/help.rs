//! The page as a model, tested natively (src/page/): the solver's help —
//! hints (counted, stale answers dropped), Solve, Autoplay, Finish — New with
//! winnable deals only and the worker, and the deal of the day.

use crate::support::*;

// ---- hints ----

#[test]
fn hint_asks_the_worker_about_this_position() {
    let mut app = page(GameId::Beeswax, 1);
    let fx = send(&mut app, Msg::Assist(AssistMsg::Hint), T0);
    let r = requests(&fx);
    assert_eq!(r.len(), 1);
    assert_eq!(r[0].1, Request::Hint { record: app.record() });
    assert_eq!(feedback(&fx), Some("Thinking…"));
    assert!(app.hinting());
}

#[test]
fn a_hint_selects_its_cards_marks_the_target_and_is_counted() {
    let mut app = page(GameId::Beeswax, 1);
    let fx = send(&mut app, Msg::Assist(AssistMsg::Hint), T0);
    let (id, _) = requests(&fx)[0].clone();
    let mv = first_transfer(&app);
    let text = app.state().format_move(mv);
    let fx = send(&mut app, reply(id, Reply::Move { mv, reason: "it frees a column".into() }), T0);
    assert_eq!(feedback(&fx), Some(format!("Hint: {text} — it frees a column").as_str()));
    let mark = app.hint_mark().unwrap();
    assert_eq!(mark.mv, mv);
    assert!(app.selection().is_some());
    assert_eq!(app.hints(), 1);
    assert!(!app.hinting());
}

#[test]
fn hint_pressed_while_it_thinks_stops_it() {
    let mut app = page(GameId::Beeswax, 1);
    let fx = send(&mut app, Msg::Assist(AssistMsg::Hint), T0);
    let (id, _) = requests(&fx)[0].clone();
    let fx = send(&mut app, Msg::Assist(AssistMsg::Hint), T0);
    assert!(fx.contains(&Effect::Cancel(id)));
    assert_eq!(feedback(&fx), Some("Hint stopped."));
    let fx = send(&mut app, reply(id, Reply::NoMove { why: "late".into() }), T0);
    assert!(fx.is_empty(), "a cancelled request's answer is dropped");
}

#[test]
fn a_stale_hint_answer_is_dropped_after_a_move() {
    let mut app = page(GameId::Beeswax, 1);
    let fx = send(&mut app, Msg::Assist(AssistMsg::Hint), T0);
    let (id, _) = requests(&fx)[0].clone();
    let mv = first_transfer(&app);
    let fx = send(&mut app, Msg::Table(TableMsg::Play(mv)), T0);
    assert!(fx.contains(&Effect::Cancel(id)), "the search about the old position is cancelled");
    let fx = send(&mut app, reply(id, Reply::Move { mv, reason: String::new() }), T0);
    assert!(fx.is_empty());
    assert_eq!(app.hints(), 0);
    assert!(app.hint_mark().is_none());
}

#[test]
fn an_answer_to_an_unknown_request_is_dropped() {
    let mut app = page(GameId::Beeswax, 1);
    assert!(send(
        &mut app,
        reply(Ticket { id: 99, generation: 0 }, Reply::Move { mv: Move::Deal, reason: String::new() }),
        T0
    )
    .is_empty());
}

#[test]
fn a_lost_position_says_how_many_moves_back_it_was_winnable() {
    let mut app = page(GameId::Beeswax, 1);
    play_first(&mut app, T0);
    let (id, _) = requests(&send(&mut app, Msg::Assist(AssistMsg::Hint), T0))[0].clone();
    let fx = send(&mut app, reply(id, Reply::Lost { back: Some(1), looked: 2 }), T0);
    assert_eq!(
        feedback(&fx),
        Some("This position cannot be won any more; it was still winnable 1 move back (undo to get there).")
    );
}

#[test]
fn a_deal_that_cannot_be_won_is_called_so() {
    let mut app = page(GameId::Beeswax, 1);
    let (id, _) = requests(&send(&mut app, Msg::Assist(AssistMsg::Hint), T0))[0].clone();
    let fx = send(&mut app, reply(id, Reply::Lost { back: None, looked: 1 }), T0);
    assert_eq!(feedback(&fx), Some("This deal cannot be won: no sequence of moves wins it."));
}

#[test]
fn a_won_game_needs_no_hint() {
    let mut app = page(GameId::Beeswax, 1);
    for m in solution(&app) {
        send(&mut app, Msg::Table(TableMsg::PlayText(m)), T0);
    }
    let fx = send(&mut app, Msg::Assist(AssistMsg::Hint), T0);
    assert!(requests(&fx).is_empty());
    assert_eq!(feedback(&fx), Some("The game is won: no hint needed."));
}

#[test]
fn hints_are_kept_with_the_game() {
    let mut app = page(GameId::Beeswax, 1);
    let (id, _) = requests(&send(&mut app, Msg::Assist(AssistMsg::Hint), T0))[0].clone();
    let text = app.state().format_move(first_transfer(&app));
    let mv = app.state().parse_move(&text).unwrap();
    send(&mut app, reply(id, Reply::Move { mv, reason: String::new() }), T0);
    let saved = app.saved(T0);
    assert_eq!(saved.hints, 1);
    let back = Saved::from_json(&saved.to_json(), || "x".into()).unwrap();
    assert_eq!(back.hints, 1);
}

// ---- Solve and Autoplay ----

#[test]
fn solve_asks_first_since_it_marks_the_game_assisted() {
    let mut app = page(GameId::Beeswax, 1);
    let fx = send(&mut app, Msg::Assist(AssistMsg::Solve), T0);
    assert!(asked(&fx));
    assert_eq!(app.question().unwrap().yes, "Show it");
    assert!(!app.session().assisted);
    let fx = send(&mut app, Msg::Game(GameMsg::Answer(true)), T0);
    assert!(app.session().assisted);
    assert!(matches!(requests(&fx)[0].1, Request::Solve { .. }));
    assert!(app.record().assisted);
}

#[test]
fn analysis_of_a_game_with_hidden_cards_is_called_peeking() {
    let mut app = page(GameId::Spider, 1);
    send(&mut app, Msg::Assist(AssistMsg::Solve), T0);
    assert_eq!(app.question().unwrap().yes, "Analyze");
    let fx = send(&mut app, Msg::Game(GameMsg::Answer(true)), T0);
    let (id, _) = requests(&fx)[0].clone();
    let fx = send(
        &mut app,
        reply(id, Reply::Solved { verdict: Verdict::Solved(vec![Move::Deal]), nodes: 10, ms: 5.0, peeked: false }),
        T0,
    );
    let said = feedback(&fx).unwrap();
    assert!(said.starts_with("Winnable (peeking: every hidden card known): a win in 1 move"), "{said}");
    assert!(app.screen().panel.open, "the moves panel opens on the solution");
    assert_eq!(app.solution().unwrap().1, vec!["D".to_string()]);
}

#[test]
fn solve_progress_is_shown_while_it_runs() {
    let mut app = page(GameId::Beeswax, 1);
    send(&mut app, Msg::Assist(AssistMsg::Solve), T0);
    let (id, _) = requests(&send(&mut app, Msg::Game(GameMsg::Answer(true)), T0))[0].clone();
    let fx = send(&mut app, reply(id, Reply::Progress { work: 5000 }), T0);
    assert!(feedback(&fx).unwrap().contains("5000 positions so far"));
    assert!(app.solving());
}

#[test]
fn autoplay_plays_the_workers_move_marks_the_game_and_sets_its_pace() {
    let mut app = page(GameId::Beeswax, 1);
    let fx = send(&mut app, Msg::Assist(AssistMsg::ToggleAutoplay), T0);
    assert!(app.autoplaying());
    let (id, job) = requests(&fx)[0].clone();
    assert!(matches!(job, Request::Autoplay { .. }));
    let text = app.state().format_move(first_transfer(&app));
    let mv = app.state().parse_move(&text).unwrap();
    let fx = send(&mut app, reply(id, Reply::Move { mv, reason: String::new() }), T0);
    assert_eq!(app.session().steps().len(), 1);
    assert!(app.session().assisted);
    assert!(fx.contains(&Effect::Timer(Timer::Autoplay, Some(350))));
    let fx = send(&mut app, Msg::Assist(AssistMsg::AutoplayStep), T0);
    assert_eq!(requests(&fx).len(), 1);
}

#[test]
fn any_input_stops_autoplay_and_its_answer_is_dropped() {
    let mut app = page(GameId::Beeswax, 1);
    let (id, _) = requests(&send(&mut app, Msg::Assist(AssistMsg::ToggleAutoplay), T0))[0].clone();
    let fx = send(&mut app, Msg::Assist(AssistMsg::StopAutoplay("Autoplay stopped.".into())), T0);
    assert!(fx.contains(&Effect::Cancel(id)));
    assert!(!app.autoplaying());
    let text = app.state().format_move(first_transfer(&app));
    let mv = app.state().parse_move(&text).unwrap();
    assert!(send(&mut app, reply(id, Reply::Move { mv, reason: String::new() }), T0).is_empty());
    assert_eq!(app.session().steps().len(), 0);
}

// ---- New with winnable deals only, and the worker ----

/// Rules without a catalogue of rated deals (`swarm::catalogue`; those
/// with one: tests/page/catalogue.rs): New's winnable deal is looked for
/// by the worker.
fn finder_page(n: u32) -> App {
    let mut o = Options::defaults(GameId::Beehive);
    o.set("draw", "1").unwrap();
    assert!(swarm::catalogue::rule_set(&o).is_none());
    page_with(o, n)
}

fn winnable_page() -> App {
    let mut app = finder_page(1);
    send(&mut app, Msg::Prefs(PrefsMsg::WinnableOnly(GameId::Beehive, true)), T0);
    app
}

/// The id of the request for New's deal among `fx`.
fn winnable_request(fx: &[Effect]) -> Ticket {
    requests(fx).into_iter().find(|(_, j)| matches!(j, Request::Winnable { .. })).unwrap().0
}

#[test]
fn winnable_deals_only_looks_for_the_next_deal_ahead_of_time_and_new_takes_it() {
    let mut app = finder_page(1);
    let fx = send(&mut app, Msg::Prefs(PrefsMsg::WinnableOnly(GameId::Beehive, true)), T0);
    let id = winnable_request(&fx);
    send(&mut app, reply(id, Reply::Deal { deal: Some(777), tried: 3 }), T0);
    let fx = send(&mut app, Msg::Game(GameMsg::New), T0);
    assert_eq!(app.deal_number(), Some(777));
    assert!(feedback(&fx).unwrap().starts_with("Deal 777: "));
    // The deal that appears is rated too (tests/page_difficulty.rs).
    let searches: Vec<_> = requests(&fx).into_iter().filter(|(_, j)| !matches!(j, Request::Rate { .. })).collect();
    assert_eq!(searches.len(), 1, "and the next one is looked for");
}

#[test]
fn new_with_winnable_deals_only_never_falls_back_because_the_machine_is_slow() {
    let mut app = winnable_page();
    send(&mut app, Msg::Game(GameMsg::CancelFind), T0);
    // The ahead-of-time search is still running: New waits for it or asks anew.
    let fx = send(&mut app, Msg::Game(GameMsg::New), T0);
    let jobs = requests(&fx);
    if let Some((_, Request::Winnable { ms, .. })) = jobs.first() {
        assert!(*ms >= 60_000.0, "the search is given time, not half a second");
    }
    assert_eq!(app.deal_number(), Some(1), "the table stays until a deal is found");
}

#[test]
fn a_game_won_while_new_waits_is_counted_won_and_not_replaced_unasked() {
    let mut app = finder_page(1);
    let moves = solution(&app);
    send(&mut app, Msg::Table(TableMsg::PlayText(moves[0].clone())), T0);
    send(&mut app, Msg::Prefs(PrefsMsg::WinnableOnly(GameId::Beehive, true)), T0);
    let mut all = send(&mut app, Msg::Game(GameMsg::New), T0);
    all.extend(send(&mut app, Msg::Game(GameMsg::Answer(true)), T0));
    let id = all
        .iter()
        .filter_map(|e| {
            if let Effect::Request(Tagged { ticket: id, body: Request::Winnable { .. } }) = e {
                Some(*id)
            } else {
                None
            }
        })
        .next_back()
        .unwrap();
    assert!(counted(&app).is_empty(), "not counted before the new deal is there");
    // The player plays on and wins while the worker looks.
    for m in &moves[1..] {
        all.extend(send(&mut app, Msg::Table(TableMsg::PlayText(m.clone())), T0));
    }
    let fx = send(&mut app, reply(id, Reply::Deal { deal: Some(555), tried: 1 }), T0);
    all.extend(fx.clone());
    let c = counted(&app);
    assert_eq!(c.len(), 1, "counted once");
    assert!(c[0].won, "counted won");
    assert_eq!(app.deal_number(), Some(1), "the won game stays on the table");
    assert!(asked(&fx), "the new deal waits for the player's word");
    send(&mut app, Msg::Game(GameMsg::Answer(true)), T0);
    assert_eq!(app.deal_number(), Some(555));
}

#[test]
fn a_deal_found_with_nothing_changed_since_new_is_dealt_and_the_left_game_counted_lost() {
    let mut app = finder_page(1);
    play_first(&mut app, T0);
    send(&mut app, Msg::Prefs(PrefsMsg::WinnableOnly(GameId::Beehive, true)), T0);
    send(&mut app, Msg::Game(GameMsg::New), T0);
    let fx = send(&mut app, Msg::Game(GameMsg::Answer(true)), T0);
    let id = winnable_request(&fx);
    send(&mut app, reply(id, Reply::Deal { deal: Some(555), tried: 1 }), T0);
    assert_eq!(app.deal_number(), Some(555));
    let c = counted(&app);
    assert_eq!(c.len(), 1);
    assert!(!c[0].won);
}

#[test]
fn without_a_worker_new_deals_a_plain_deal_and_says_so() {
    let mut app = winnable_page();
    send(&mut app, Msg::Worker(WorkerMsg::Failed("this browser cannot run the search in the background".into())), T0);
    let fx = send(&mut app, Msg::Game(GameMsg::New), T0);
    assert!(requests(&fx).is_empty());
    assert_ne!(app.deal_number(), Some(1), "a deal was dealt");
    assert!(feedback(&fx).unwrap().contains("is a plain deal"), "{:?}", feedback(&fx));
}

#[test]
fn a_worker_that_dies_while_new_waits_still_deals() {
    let mut app = finder_page(1);
    send(&mut app, Msg::Prefs(PrefsMsg::WinnableOnly(GameId::Beehive, true)), T0);
    send(&mut app, Msg::Game(GameMsg::CancelFind), T0);
    let fx = send(&mut app, Msg::Worker(WorkerMsg::Failed("the search worker stopped".into())), T0);
    // The ahead-of-time search died with it: New now deals at once.
    let _ = fx;
    let fx = send(&mut app, Msg::Game(GameMsg::New), T0);
    assert_ne!(app.deal_number(), Some(1));
    assert!(feedback(&fx).unwrap().contains("plain deal"));
}

#[test]
fn a_worker_answer_brings_the_search_back() {
    let mut app = winnable_page();
    send(&mut app, Msg::Worker(WorkerMsg::Failed("the search worker stopped".into())), T0);
    let fx = send(&mut app, Msg::Assist(AssistMsg::Hint), T0);
    let (id, _) = requests(&fx)[0].clone();
    send(&mut app, reply(id, Reply::NoMove { why: "nothing".into() }), T0);
    let fx = send(&mut app, Msg::Game(GameMsg::New), T0);
    assert!(!requests(&fx).is_empty(), "winnable deals are looked for again");
}

// ---- the deal of the day ----

#[test]
fn a_deal_of_the_day_on_no_date_is_not_looked_for_and_says_why() {
    let mut app = page(GameId::Beeswax, 1);
    let fx =
        send(&mut app, Msg::Game(GameMsg::Daily(Options::defaults(GameId::Beeswax), "2026-02-30".into(), None)), T0);
    assert!(requests(&fx).is_empty(), "{fx:?}");
    assert_eq!(feedback(&fx), Some("The deal of the day could not be found: 2026-02 has no day 30."));
    assert_eq!(app.deal_number(), Some(1), "the game stays");
}

#[test]
fn the_deal_of_the_day_keeps_the_players_rules() {
    let mut app = page_with(spider("2"), 1);
    // A date beyond the table of daily deals: the worker looks for it.
    let fx = send(&mut app, Msg::Game(GameMsg::Daily(spider("2"), "2036-11-26".into(), None)), T0);
    let (id, job) = requests(&fx)[0].clone();
    let date = swarm::winnable::Date::parse("2036-11-26").unwrap();
    assert_eq!(job, Request::Daily { options: spider("2"), date });
    send(&mut app, reply(id, Reply::Deal { deal: Some(4242), tried: 1 }), T0);
    assert_eq!(app.deal_number(), Some(4242));
    assert_eq!(app.state().options(), &spider("2"));
    assert_eq!(app.daily(), Some("2036-11-26"));
    assert!(app.query().contains("daily=2036-11-26") && app.query().contains("suits=2"), "{}", app.query());
    // The result to share links to the same deal of the day: its rules too.
    let line = app.result_line(|q| format!("https://x/?{q}"));
    assert!(line.ends_with("https://x/?game=spider&suits=2&daily=2036-11-26"), "{line}");
    // New afterwards: the player's rules, and no longer the daily.
    send(&mut app, Msg::Game(GameMsg::New), T0);
    assert_eq!(app.state().options(), &spider("2"));
    assert_eq!(app.daily(), None);
}

#[test]
fn a_deal_of_the_day_worked_out_ahead_is_dealt_at_once() {
    // Spider's daily search takes a second or more in the worker: the
    // days of the table of daily deals are dealt without asking it, the
    // deal the search finds (issue 47's 2-suit daily of 2026-11-28).
    let mut app = page_with(spider("2"), 1);
    let searched = |fx: &[Effect]| requests(fx).iter().any(|(_, r)| matches!(r, Request::Daily { .. }));
    let fx = send(&mut app, Msg::Game(GameMsg::Daily(spider("2"), "2026-11-28".into(), None)), T0);
    assert!(!searched(&fx), "{fx:?}");
    assert_eq!(app.deal_number(), Some(3_407_549_680));
    assert_eq!(app.daily(), Some("2026-11-28"));
    assert_eq!(app.state().options(), &spider("2"));
    let fx =
        send(&mut app, Msg::Game(GameMsg::Daily(Options::defaults(GameId::Beetle), "2026-12-01".into(), None)), T0);
    assert!(!searched(&fx), "{fx:?}");
    assert_eq!(app.state().id(), GameId::Beetle);
    assert_eq!(app.daily(), Some("2026-12-01"));
}

/// Asks for Beeswax's deal of 2026-11-26 and answers with deal `n`.
fn beeswax_daily(app: &mut App, n: u32) {
    let fx = send(app, Msg::Game(GameMsg::Daily(Options::defaults(GameId::Beeswax), "2026-11-26".into(), None)), T0);
    let (id, _) = requests(&fx)[0].clone();
    send(app, reply(id, Reply::Deal { deal: Some(n), tried: 1 }), T0);
}

#[test]
fn the_deal_of_the_day_already_on_the_table_is_said_to_be_it() {
    let mut app = page(GameId::Beeswax, 1);
    beeswax_daily(&mut app, 9);
    let fx =
        send(&mut app, Msg::Game(GameMsg::Daily(Options::defaults(GameId::Beeswax), "2026-11-26".into(), None)), T0);
    assert_eq!(feedback(&fx), Some("This is the deal of the day (2026-11-26)."));
}

#[test]
fn a_kept_deal_of_the_day_is_resumed_instead_of_searched() {
    let mut app = page(GameId::Beeswax, 1);
    let mut kept = page(GameId::Beeswax, 9).saved(T0);
    kept.daily = Some("2026-11-26".into());
    kept.id = "abc123".into();
    let fx = send(
        &mut app,
        Msg::Game(GameMsg::Daily(Options::defaults(GameId::Beeswax), "2026-11-26".into(), Some(Box::new(kept)))),
        T0,
    );
    assert!(requests(&fx).iter().all(|(_, j)| matches!(j, Request::Rate { .. })), "only its rating is asked");
    assert_eq!(app.deal_number(), Some(9));
    assert_eq!(app.id(), "abc123");
}

#[test]
fn the_daily_count_carries_its_date() {
    let mut app = page(GameId::Beeswax, 1);
    beeswax_daily(&mut app, 1);
    let mut all = Vec::new();
    for m in solution(&app) {
        all.extend(send(&mut app, Msg::Table(TableMsg::PlayText(m)), T0));
    }
    assert_eq!(counted(&app)[0].daily.as_deref(), Some("2026-11-26"));
}

// ---- Finish ----

/// Plays a Beeswax solution until `quartets` quartets are locked; the moves left.
fn beeswax_endgame(app: &mut App, quartets: usize) -> Vec<String> {
    let moves = solution(app);
    for (i, m) in moves.iter().enumerate() {
        let done = app.state().view(Layout::Columns).piles.iter().filter(|p| p.done).count();
        if done >= quartets {
            return moves[i..].to_vec();
        }
        send(app, Msg::Table(TableMsg::PlayText(m.clone())), T0);
    }
    Vec::new()
}

#[test]
fn finish_is_offered_only_for_a_won_endgame() {
    let mut app = page(GameId::Spider, 1);
    assert!(!app.can_finish(), "face-down cards and a hand: no Finish");
    let fx = send(&mut app, Msg::Assist(AssistMsg::Finish), T0);
    assert!(requests(&fx).is_empty());
    let mut app = page(GameId::Beeswax, 1);
    assert!(!app.can_finish());
    let left = beeswax_endgame(&mut app, 10);
    assert!(!left.is_empty());
    assert!(app.can_finish(), "ten quartets locked: the rest is a won endgame");
}

#[test]
fn finish_plays_the_rest_with_motion_and_the_win_counts_as_the_players() {
    let mut app = page(GameId::Beeswax, 1);
    let left = beeswax_endgame(&mut app, 10);
    let fx = send(&mut app, Msg::Assist(AssistMsg::Finish), T0);
    let (id, job) = requests(&fx)[0].clone();
    assert!(matches!(job, Request::Solve { .. }));
    let moves = moves_from(&app, &left);
    let mut all = send(
        &mut app,
        reply(id, Reply::Solved { verdict: Verdict::Solved(moves), nodes: 9, ms: 1.0, peeked: false }),
        T0,
    );
    for _ in 0..left.len() {
        if app.state().is_won() {
            break;
        }
        assert!(all.iter().any(|e| matches!(e, Effect::Timer(Timer::Autoplay, Some(_)))), "paced, one move at a time");
        all.extend(send(&mut app, Msg::Assist(AssistMsg::AutoplayStep), T0));
    }
    assert!(app.state().is_won());
    assert!(all.contains(&Effect::Draw { animate: true }), "the moves fly");
    assert!(!app.session().assisted, "nothing hidden was read: not assisted");
    assert_eq!(counted(&app).len(), 1);
    assert!(counted(&app)[0].won);
    assert!(!app.autoplaying());
}

#[test]
fn any_input_stops_finish() {
    let mut app = page(GameId::Beeswax, 1);
    let left = beeswax_endgame(&mut app, 10);
    let (id, _) = requests(&send(&mut app, Msg::Assist(AssistMsg::Finish), T0))[0].clone();
    let moves = moves_from(&app, &left);
    send(&mut app, reply(id, Reply::Solved { verdict: Verdict::Solved(moves), nodes: 9, ms: 1.0, peeked: false }), T0);
    let n = app.session().steps().len();
    assert!(app.autoplaying());
    send(&mut app, Msg::Assist(AssistMsg::StopAutoplay("Autoplay stopped.".into())), T0);
    send(&mut app, Msg::Assist(AssistMsg::AutoplayStep), T0);
    assert_eq!(app.session().steps().len(), n, "no move after the stop");
}

#[test]
fn a_worker_move_that_is_not_legal_here_is_refused_not_played() {
    let mut app = page(GameId::Beeswax, 1);
    let (id, _) = requests(&send(&mut app, Msg::Assist(AssistMsg::Hint), T0))[0].clone();
    let bad = Move::Transfer { from: Slot::Column(14), to: Slot::Column(0), count: 1 };
    let fx = send(&mut app, reply(id, Reply::Move { mv: bad, reason: String::new() }), T0);
    assert!(feedback(&fx).unwrap().contains("not a legal move here"), "{:?}", feedback(&fx));
    assert!(app.hint_mark().is_none());
    assert_eq!(app.hints(), 0);
}
