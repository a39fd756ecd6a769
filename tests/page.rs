//! The page as a model, tested natively: scripts of messages with the
//! effects and the state they lead to (src/page/). The browser tests keep
//! what only a browser shows (motion, overlap, focus, storage).

use swarm::games::{AnyGame, GameId, Move, Options, Slot};
use swarm::history::Session;
use swarm::page::{App, Effect, Found, Job, Msg, Saved, Tone, Verdict};
use swarm::record::{Origin, Record};
use swarm::solver::{solve, Budget};

const T0: f64 = 1_700_000_000_000.0;

/// A page with deal `n` of `game` (default rules) on the table.
fn page(game: GameId, n: u32) -> App {
    page_with(Options::defaults(game), n)
}

fn page_with(options: Options, n: u32) -> App {
    let g = AnyGame::deal(options.game(), &options, n).unwrap();
    App::new(Session::new(Origin::Deal(n), g), "columns", 42)
}

fn spider(suits: &str) -> Options {
    let mut o = Options::defaults(GameId::Spider);
    o.set("suits", suits).unwrap();
    o
}

/// Sends `msg` at `t` and returns the effects.
fn send(app: &mut App, msg: Msg, t: f64) -> Vec<Effect> {
    app.update(msg, t)
}

fn feedback(fx: &[Effect]) -> Option<&str> {
    fx.iter().rev().find_map(|e| match e {
        Effect::Feedback(t, _) if !t.is_empty() => Some(t.as_str()),
        _ => None,
    })
}

fn requests(fx: &[Effect]) -> Vec<(u64, Job)> {
    fx.iter()
        .filter_map(|e| match e {
            Effect::Request(id, j) => Some((*id, j.clone())),
            _ => None,
        })
        .collect()
}

fn counts(fx: &[Effect]) -> Vec<swarm::stats::record::Finished> {
    fx.iter()
        .filter_map(|e| match e {
            Effect::Count(f) => Some((**f).clone()),
            _ => None,
        })
        .collect()
}

fn asked(fx: &[Effect]) -> bool {
    fx.contains(&Effect::Ask)
}

/// The first legal move of Spider deal `n` that turns up a card, after
/// playing moves that do not (a move that shows a card).
fn spider_reveal(app: &mut App) -> Move {
    for _ in 0..40 {
        let legal = app.state().legal_moves();
        let reveal = legal.iter().copied().find(|&m| {
            matches!(m, Move::Transfer { .. }) && {
                let mut g = app.state().clone();
                let before = g.unseen().len();
                g.apply(m).is_ok() && g.unseen().len() < before
            }
        });
        if let Some(m) = reveal {
            return m;
        }
        let Some(m) = legal.iter().copied().find(|m| matches!(m, Move::Transfer { .. })) else { break };
        send(app, Msg::Play(m), T0);
    }
    panic!("no revealing move found");
}

/// A Beeswax deal's solution, in notation.
fn solution(app: &App) -> Vec<String> {
    let r = solve(app.state(), Budget::nodes(2_000_000), false);
    assert!(!r.texts.is_empty(), "the deal is solved");
    r.texts
}

/// Plays the first legal transfer of the position.
fn play_first(app: &mut App, t: f64) -> Vec<Effect> {
    let mv = first_transfer(app);
    send(app, Msg::Play(mv), t)
}

fn first_transfer(app: &App) -> Move {
    app.state().legal_moves().into_iter().find(|m| matches!(m, Move::Transfer { .. })).unwrap()
}

// ---- moves and undo ----

#[test]
fn a_legal_move_is_played_saved_put_in_the_address_and_drawn_with_motion() {
    let mut app = page(GameId::Beeswax, 1);
    let mv = first_transfer(&app);
    let fx = send(&mut app, Msg::Play(mv), T0);
    assert_eq!(app.session().steps().len(), 1);
    assert!(fx.iter().any(|e| matches!(e, Effect::Save(_))));
    assert!(fx.contains(&Effect::Draw { animate: true }));
    let address = fx.iter().find_map(|e| if let Effect::Address(q) = e { Some(q.clone()) } else { None }).unwrap();
    assert!(address.contains("game=beeswax") && address.contains("moves="), "{address}");
}

#[test]
fn an_illegal_move_is_refused_with_its_reason_and_changes_nothing() {
    let mut app = page(GameId::Beeswax, 1);
    let gen = app.generation();
    let fx = send(&mut app, Msg::PlayText("1F9".into()), T0);
    assert!(matches!(fx.last(), Some(Effect::Feedback(_, Some(Tone::Error)))));
    assert_eq!(app.session().steps().len(), 0);
    assert_eq!(app.generation(), gen);
}

#[test]
fn typed_notation_plays_the_move_it_names() {
    let mut app = page(GameId::Beeswax, 1);
    let mv = first_transfer(&app);
    let text = app.state().format_move(mv);
    send(&mut app, Msg::PlayText(text.clone()), T0);
    assert_eq!(app.session().steps()[0].text, text);
}

#[test]
fn undo_that_shows_nothing_is_free() {
    let mut app = page(GameId::Beeswax, 1);
    play_first(&mut app, T0);
    let fx = send(&mut app, Msg::Undo, T0 + 1.0);
    assert!(!asked(&fx));
    assert_eq!(app.session().steps().len(), 0);
    assert!(!app.session().cheated);
}

#[test]
fn nothing_to_undo_is_said() {
    let mut app = page(GameId::Spider, 1);
    let fx = send(&mut app, Msg::Undo, T0);
    assert_eq!(feedback(&fx), Some("Nothing to undo."));
}

#[test]
fn undoing_a_turn_up_asks_first_and_yes_marks_the_game_cheated() {
    let mut app = page(GameId::Spider, 1);
    let mv = spider_reveal(&mut app);
    send(&mut app, Msg::Play(mv), T0);
    let n = app.session().steps().len();
    let fx = send(&mut app, Msg::Undo, T0 + 1.0);
    assert!(asked(&fx), "a question");
    let q = app.question().unwrap();
    assert_eq!(q.yes, "Undo anyway");
    assert_eq!(app.session().steps().len(), n, "nothing undone before the answer");
    send(&mut app, Msg::Answer(true), T0 + 2.0);
    assert_eq!(app.session().steps().len(), n - 1);
    assert!(app.session().cheated);
    assert!(app.question().is_none());
}

#[test]
fn no_to_the_undo_question_keeps_the_move_and_the_clean_mark() {
    let mut app = page(GameId::Spider, 1);
    let mv = spider_reveal(&mut app);
    send(&mut app, Msg::Play(mv), T0);
    let n = app.session().steps().len();
    send(&mut app, Msg::Undo, T0);
    let fx = send(&mut app, Msg::Answer(false), T0);
    assert!(fx.contains(&Effect::CloseQuestion));
    assert_eq!(app.session().steps().len(), n);
    assert!(!app.session().cheated);
}

#[test]
fn escape_on_a_question_is_its_safe_answer() {
    let mut app = page(GameId::Spider, 1);
    let mv = spider_reveal(&mut app);
    send(&mut app, Msg::Play(mv), T0);
    send(&mut app, Msg::Undo, T0);
    send(&mut app, Msg::Dismissed, T0);
    assert!(app.question().is_none());
    assert!(!app.session().cheated);
}

#[test]
fn a_question_lapses_when_the_game_changes_under_it() {
    let mut app = page(GameId::Spider, 1);
    let mv = spider_reveal(&mut app);
    send(&mut app, Msg::Play(mv), T0);
    send(&mut app, Msg::Undo, T0);
    assert!(app.question().is_some());
    let other = first_transfer(&app);
    let fx = send(&mut app, Msg::Play(other), T0);
    assert!(fx.contains(&Effect::CloseQuestion));
    assert!(app.question().is_none());
    send(&mut app, Msg::Answer(true), T0);
    assert!(!app.session().cheated, "a late yes does nothing");
}

#[test]
fn restart_after_a_turn_up_asks_and_then_takes_every_move_back() {
    let mut app = page(GameId::Spider, 2);
    let mv = spider_reveal(&mut app);
    send(&mut app, Msg::Play(mv), T0);
    let fx = send(&mut app, Msg::Restart, T0);
    assert!(asked(&fx));
    send(&mut app, Msg::Answer(true), T0);
    assert_eq!(app.session().steps().len(), 0);
    assert!(app.session().can_redo());
}

#[test]
fn woods_back_up_over_a_turn_up_names_how_many_showed_cards() {
    let mut app = page(GameId::Spider, 1);
    let mv = spider_reveal(&mut app);
    send(&mut app, Msg::Play(mv), T0);
    send(&mut app, Msg::Back(3), T0);
    let q = app.question().unwrap();
    assert!(q.text.contains("that showed you cards"), "{}", q.text);
    assert_eq!(q.yes, "Back up anyway");
}

#[test]
fn backing_up_with_nothing_played_says_so() {
    let mut app = page(GameId::Spider, 1);
    let fx = send(&mut app, Msg::Back(2), T0);
    assert_eq!(feedback(&fx), Some("Nothing to back up over."));
}

#[test]
fn redo_plays_the_undone_move_again_and_nothing_to_redo_is_said() {
    let mut app = page(GameId::Beeswax, 1);
    play_first(&mut app, T0);
    send(&mut app, Msg::Undo, T0);
    send(&mut app, Msg::Redo, T0);
    assert_eq!(app.session().steps().len(), 1);
    let fx = send(&mut app, Msg::Redo, T0);
    assert_eq!(feedback(&fx), Some("Nothing to redo."));
}

#[test]
fn a_transfer_moves_the_cards_from_the_index_up() {
    let mut app = page(GameId::Beeswax, 1);
    let Move::Transfer { from, to, .. } = first_transfer(&app) else { unreachable!() };
    let len = app.state().view("columns").pile(from).unwrap().cards.len();
    send(&mut app, Msg::Transfer { from, index: len - 1, to }, T0);
    assert_eq!(app.session().steps().len(), 1);
}

#[test]
fn a_transfer_from_past_the_top_is_refused() {
    let mut app = page(GameId::Beeswax, 1);
    let fx = send(&mut app, Msg::Transfer { from: Slot::Column(0), index: 9, to: Slot::Column(14) }, T0);
    assert_eq!(feedback(&fx), Some("There is no card there to move."));
}

#[test]
fn clicking_the_stock_deals_in_spider() {
    let mut app = page(GameId::Spider, 1);
    send(&mut app, Msg::Stock, T0);
    assert_eq!(app.session().steps()[0].mv, Move::Deal);
}

#[test]
fn clicking_the_stock_turns_the_waste_over_in_beehive_once_the_stock_is_out() {
    let mut app = page(GameId::Beehive, 1);
    for _ in 0..40 {
        if app.state().legal_moves().contains(&Move::TurnOver) {
            break;
        }
        send(&mut app, Msg::Stock, T0);
    }
    send(&mut app, Msg::Stock, T0);
    assert_eq!(app.session().steps().last().unwrap().mv, Move::TurnOver);
}

#[test]
fn an_auto_move_with_no_useful_place_says_so_and_clears_the_selection() {
    let mut app = page(GameId::Beeswax, 1);
    // A column with no legal move for its top run, if any.
    let legal = app.state().legal_moves();
    let stuck = (0..13u8)
        .map(Slot::Column)
        .find(|&s| !legal.iter().any(|m| matches!(m, Move::Transfer { from, .. } if *from == s)));
    let Some(slot) = stuck else { return };
    send(&mut app, Msg::Select(Some((slot, 3))), T0);
    let fx = send(&mut app, Msg::Auto { slot, index: 3 }, T0);
    assert_eq!(feedback(&fx), Some("No useful move for those cards."));
    assert_eq!(app.selection(), None);
}

#[test]
fn escape_clears_the_selection_and_the_hint() {
    let mut app = page(GameId::Beeswax, 1);
    send(&mut app, Msg::Select(Some((Slot::Column(0), 3))), T0);
    let fx = send(&mut app, Msg::ClearMarks, T0);
    assert!(fx.contains(&Effect::Draw { animate: false }));
    assert_eq!(app.selection(), None);
    assert!(send(&mut app, Msg::ClearMarks, T0).is_empty(), "nothing to clear, nothing drawn");
}

#[test]
fn a_move_clears_the_selection() {
    let mut app = page(GameId::Beeswax, 1);
    send(&mut app, Msg::Select(Some((Slot::Column(0), 3))), T0);
    play_first(&mut app, T0);
    assert_eq!(app.selection(), None);
}

// ---- the clock ----

#[test]
fn the_clock_starts_at_the_first_move_not_when_the_game_appears() {
    let mut app = page(GameId::Beeswax, 1);
    assert_eq!(app.clock().elapsed(T0 + 60_000.0), 0.0, "no time before the first move");
    assert!(!app.clock().running());
    play_first(&mut app, T0 + 60_000.0);
    assert!(app.clock().running());
    assert_eq!(app.clock().elapsed(T0 + 65_000.0), 5_000.0);
}

#[test]
fn a_won_game_stops_the_clock_and_undo_starts_it_again() {
    let mut app = page(GameId::Beeswax, 1);
    let moves = solution(&app);
    for (i, m) in moves.iter().enumerate() {
        send(&mut app, Msg::PlayText(m.clone()), T0 + 1000.0 * i as f64);
    }
    assert!(app.state().is_won());
    let won = app.clock().won_ms().unwrap();
    assert_eq!(won, 1000.0 * (moves.len() - 1) as f64);
    assert_eq!(app.clock().elapsed(T0 + 1e9), won, "frozen once won");
    send(&mut app, Msg::Undo, T0 + 1e6);
    assert!(app.clock().running());
}

// ---- the statistics' count ----

#[test]
fn a_win_is_counted_once_and_celebrated() {
    let mut app = page(GameId::Beeswax, 1);
    let mut all = Vec::new();
    for m in solution(&app) {
        all.extend(send(&mut app, Msg::PlayText(m), T0));
    }
    let c = counts(&all);
    assert_eq!(c.len(), 1);
    assert!(c[0].won);
    assert_eq!(c[0].id, app.id());
    assert!(all.contains(&Effect::Celebrate));
    // Undo and redo the winning move: not counted again.
    send(&mut app, Msg::Undo, T0);
    let fx = send(&mut app, Msg::Redo, T0);
    assert!(counts(&fx).is_empty());
}

#[test]
fn new_without_moves_deals_at_once_and_counts_nothing() {
    let mut app = page(GameId::Beeswax, 1);
    let fx = send(&mut app, Msg::New, T0);
    assert!(!asked(&fx));
    assert!(counts(&fx).is_empty());
    assert_ne!(app.deal_number(), Some(1));
    assert_eq!(app.state().id(), GameId::Beeswax);
}

#[test]
fn new_after_a_move_asks_and_leaving_counts_the_game_lost() {
    let mut app = page(GameId::Beeswax, 1);
    play_first(&mut app, T0);
    let old = app.id().to_string();
    let fx = send(&mut app, Msg::New, T0);
    assert!(asked(&fx));
    assert!(app.question().unwrap().text.contains("will count as lost"));
    let fx = send(&mut app, Msg::Answer(true), T0 + 5000.0);
    let c = counts(&fx);
    assert_eq!(c.len(), 1);
    assert!(!c[0].won);
    assert_eq!(c[0].id, old);
    assert_eq!(c[0].moves, 1);
    assert_ne!(app.id(), old, "a new game instance");
    assert_eq!(app.session().steps().len(), 0);
}

#[test]
fn staying_in_the_game_keeps_it_and_counts_nothing() {
    let mut app = page(GameId::Beeswax, 1);
    play_first(&mut app, T0);
    send(&mut app, Msg::New, T0);
    let fx = send(&mut app, Msg::Answer(false), T0);
    assert!(counts(&fx).is_empty());
    assert_eq!(app.deal_number(), Some(1));
}

#[test]
fn dealing_the_same_deal_again_keeps_its_marks() {
    let mut app = page(GameId::Beeswax, 1);
    send(&mut app, Msg::Solve, T0);
    send(&mut app, Msg::Answer(true), T0);
    assert!(app.session().assisted);
    send(&mut app, Msg::Deal(Options::defaults(GameId::Beeswax), 1), T0);
    assert!(app.session().assisted, "what Solve showed is still known");
    send(&mut app, Msg::Deal(Options::defaults(GameId::Beeswax), 2), T0);
    assert!(!app.session().assisted);
}

#[test]
fn the_reset_question_survives_a_change_of_the_game() {
    let mut app = page(GameId::Beeswax, 1);
    send(&mut app, Msg::AskResetStats, T0);
    play_first(&mut app, T0);
    let fx = send(&mut app, Msg::Answer(true), T0);
    assert!(fx.contains(&Effect::ResetStats));
}

#[test]
fn a_count_stays_pending_until_the_store_confirms_it() {
    let mut app = page(GameId::Beeswax, 1);
    play_first(&mut app, T0);
    send(&mut app, Msg::New, T0);
    send(&mut app, Msg::Answer(true), T0);
    assert_eq!(app.pending_counts().len(), 1);
    send(&mut app, Msg::Counted(false), T0);
    assert_eq!(app.pending_counts().len(), 1, "refused: still pending");
    send(&mut app, Msg::Counted(true), T0);
    assert!(app.pending_counts().is_empty());
}

// ---- hints ----

#[test]
fn hint_asks_the_worker_about_this_position() {
    let mut app = page(GameId::Beeswax, 1);
    let fx = send(&mut app, Msg::Hint, T0);
    let r = requests(&fx);
    assert_eq!(r.len(), 1);
    assert_eq!(r[0].1, Job::Hint(app.record()));
    assert_eq!(feedback(&fx), Some("Thinking…"));
    assert!(app.hinting());
}

#[test]
fn a_hint_selects_its_cards_marks_the_target_and_is_counted() {
    let mut app = page(GameId::Beeswax, 1);
    let fx = send(&mut app, Msg::Hint, T0);
    let (id, _) = requests(&fx)[0].clone();
    let mv = first_transfer(&app);
    let text = app.state().format_move(mv);
    let fx = send(&mut app, Msg::Found(id, Found::Move { text: text.clone(), reason: "it frees a column".into() }), T0);
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
    let fx = send(&mut app, Msg::Hint, T0);
    let (id, _) = requests(&fx)[0].clone();
    let fx = send(&mut app, Msg::Hint, T0);
    assert!(fx.contains(&Effect::Cancel(id)));
    assert_eq!(feedback(&fx), Some("Hint stopped."));
    let fx = send(&mut app, Msg::Found(id, Found::NoMove("late".into())), T0);
    assert!(fx.is_empty(), "a cancelled request's answer is dropped");
}

#[test]
fn a_stale_hint_answer_is_dropped_after_a_move() {
    let mut app = page(GameId::Beeswax, 1);
    let fx = send(&mut app, Msg::Hint, T0);
    let (id, _) = requests(&fx)[0].clone();
    let mv = first_transfer(&app);
    let text = app.state().format_move(mv);
    let fx = send(&mut app, Msg::Play(mv), T0);
    assert!(fx.contains(&Effect::Cancel(id)), "the search about the old position is cancelled");
    let fx = send(&mut app, Msg::Found(id, Found::Move { text, reason: String::new() }), T0);
    assert!(fx.is_empty());
    assert_eq!(app.hints(), 0);
    assert!(app.hint_mark().is_none());
}

#[test]
fn an_answer_to_an_unknown_request_is_dropped() {
    let mut app = page(GameId::Beeswax, 1);
    assert!(send(&mut app, Msg::Found(99, Found::Move { text: "12".into(), reason: String::new() }), T0).is_empty());
}

#[test]
fn a_lost_position_says_how_many_moves_back_it_was_winnable() {
    let mut app = page(GameId::Beeswax, 1);
    play_first(&mut app, T0);
    let (id, _) = requests(&send(&mut app, Msg::Hint, T0))[0].clone();
    let fx = send(&mut app, Msg::Found(id, Found::Lost { back: Some(1), looked: 2 }), T0);
    assert_eq!(
        feedback(&fx),
        Some("This position cannot be won any more; it was still winnable 1 move back (undo to get there).")
    );
}

#[test]
fn a_deal_that_cannot_be_won_is_called_so() {
    let mut app = page(GameId::Beeswax, 1);
    let (id, _) = requests(&send(&mut app, Msg::Hint, T0))[0].clone();
    let fx = send(&mut app, Msg::Found(id, Found::Lost { back: None, looked: 1 }), T0);
    assert_eq!(feedback(&fx), Some("This deal cannot be won: no sequence of moves wins it."));
}

#[test]
fn a_won_game_needs_no_hint() {
    let mut app = page(GameId::Beeswax, 1);
    for m in solution(&app) {
        send(&mut app, Msg::PlayText(m), T0);
    }
    let fx = send(&mut app, Msg::Hint, T0);
    assert!(requests(&fx).is_empty());
    assert_eq!(feedback(&fx), Some("The game is won: no hint needed."));
}

#[test]
fn hints_are_kept_with_the_game() {
    let mut app = page(GameId::Beeswax, 1);
    let (id, _) = requests(&send(&mut app, Msg::Hint, T0))[0].clone();
    let text = app.state().format_move(first_transfer(&app));
    send(&mut app, Msg::Found(id, Found::Move { text, reason: String::new() }), T0);
    let saved = app.saved(T0);
    assert_eq!(saved.hints, 1);
    let back = Saved::from_json(&saved.to_json(), || "x".into()).unwrap();
    assert_eq!(back.hints, 1);
}

// ---- Solve and Autoplay ----

#[test]
fn solve_asks_first_since_it_marks_the_game_assisted() {
    let mut app = page(GameId::Beeswax, 1);
    let fx = send(&mut app, Msg::Solve, T0);
    assert!(asked(&fx));
    assert_eq!(app.question().unwrap().yes, "Show it");
    assert!(!app.session().assisted);
    let fx = send(&mut app, Msg::Answer(true), T0);
    assert!(app.session().assisted);
    assert!(matches!(requests(&fx)[0].1, Job::Solve(_)));
    assert!(app.record().assisted);
}

#[test]
fn analysis_of_a_game_with_hidden_cards_is_called_peeking() {
    let mut app = page(GameId::Spider, 1);
    send(&mut app, Msg::Solve, T0);
    assert_eq!(app.question().unwrap().yes, "Analyze");
    let fx = send(&mut app, Msg::Answer(true), T0);
    let (id, _) = requests(&fx)[0].clone();
    let fx = send(
        &mut app,
        Msg::Found(id, Found::Solved { outcome: Verdict::Solved, moves: vec!["D".into()], nodes: 10, ms: 5.0 }),
        T0,
    );
    let said = feedback(&fx).unwrap();
    assert!(said.starts_with("Winnable (peeking: every hidden card known): a win in 1 move"), "{said}");
    assert!(fx.contains(&Effect::OpenPanel));
    assert_eq!(app.solution().unwrap().1, vec!["D".to_string()]);
}

#[test]
fn solve_progress_is_shown_while_it_runs() {
    let mut app = page(GameId::Beeswax, 1);
    send(&mut app, Msg::Solve, T0);
    let (id, _) = requests(&send(&mut app, Msg::Answer(true), T0))[0].clone();
    let fx = send(&mut app, Msg::Found(id, Found::Progress(5000)), T0);
    assert!(feedback(&fx).unwrap().contains("5000 positions so far"));
    assert!(app.solving());
}

#[test]
fn autoplay_plays_the_workers_move_marks_the_game_and_sets_its_pace() {
    let mut app = page(GameId::Beeswax, 1);
    let fx = send(&mut app, Msg::ToggleAutoplay, T0);
    assert!(app.autoplaying());
    let (id, job) = requests(&fx)[0].clone();
    assert!(matches!(job, Job::Autoplay(_)));
    let text = app.state().format_move(first_transfer(&app));
    let fx = send(&mut app, Msg::Found(id, Found::Move { text, reason: String::new() }), T0);
    assert_eq!(app.session().steps().len(), 1);
    assert!(app.session().assisted);
    assert!(fx.contains(&Effect::AutoplayIn(350)));
    let fx = send(&mut app, Msg::AutoplayStep, T0);
    assert_eq!(requests(&fx).len(), 1);
}

#[test]
fn any_input_stops_autoplay_and_its_answer_is_dropped() {
    let mut app = page(GameId::Beeswax, 1);
    let (id, _) = requests(&send(&mut app, Msg::ToggleAutoplay, T0))[0].clone();
    let fx = send(&mut app, Msg::StopAutoplay("Autoplay stopped.".into()), T0);
    assert!(fx.contains(&Effect::Cancel(id)));
    assert!(!app.autoplaying());
    let text = app.state().format_move(first_transfer(&app));
    assert!(send(&mut app, Msg::Found(id, Found::Move { text, reason: String::new() }), T0).is_empty());
    assert_eq!(app.session().steps().len(), 0);
}

// ---- New with winnable deals only, and the worker ----

fn winnable_page() -> App {
    let mut app = page(GameId::Beeswax, 1);
    send(&mut app, Msg::WinnableOnly(GameId::Beeswax, true), T0);
    app
}

/// The id of the request for New's deal among `fx`.
fn winnable_request(fx: &[Effect]) -> u64 {
    requests(fx).into_iter().find(|(_, j)| matches!(j, Job::Winnable { .. })).unwrap().0
}

#[test]
fn winnable_deals_only_looks_for_the_next_deal_ahead_of_time_and_new_takes_it() {
    let mut app = page(GameId::Beeswax, 1);
    let fx = send(&mut app, Msg::WinnableOnly(GameId::Beeswax, true), T0);
    let id = winnable_request(&fx);
    send(&mut app, Msg::Found(id, Found::Deal { deal: Some(777), tried: 3 }), T0);
    let fx = send(&mut app, Msg::New, T0);
    assert_eq!(app.deal_number(), Some(777));
    assert!(feedback(&fx).unwrap().starts_with("Deal 777: "));
    assert_eq!(requests(&fx).len(), 1, "and the next one is looked for");
}

#[test]
fn new_with_winnable_deals_only_never_falls_back_because_the_machine_is_slow() {
    let mut app = winnable_page();
    send(&mut app, Msg::CancelFind, T0);
    // The ahead-of-time search is still running: New waits for it or asks anew.
    let fx = send(&mut app, Msg::New, T0);
    let jobs = requests(&fx);
    if let Some((_, Job::Winnable { ms, .. })) = jobs.first() {
        assert!(*ms >= 60_000.0, "the search is given time, not half a second");
    }
    assert_eq!(app.deal_number(), Some(1), "the table stays until a deal is found");
}

#[test]
fn a_game_won_while_new_waits_is_counted_won_and_not_replaced_unasked() {
    let mut app = page(GameId::Beeswax, 1);
    let moves = solution(&app);
    send(&mut app, Msg::PlayText(moves[0].clone()), T0);
    send(&mut app, Msg::WinnableOnly(GameId::Beeswax, true), T0);
    let mut all = send(&mut app, Msg::New, T0);
    all.extend(send(&mut app, Msg::Answer(true), T0));
    let id = all
        .iter()
        .filter_map(|e| if let Effect::Request(id, Job::Winnable { .. }) = e { Some(*id) } else { None })
        .next_back()
        .unwrap();
    assert!(counts(&all).is_empty(), "not counted before the new deal is there");
    // The player plays on and wins while the worker looks.
    for m in &moves[1..] {
        all.extend(send(&mut app, Msg::PlayText(m.clone()), T0));
    }
    let fx = send(&mut app, Msg::Found(id, Found::Deal { deal: Some(555), tried: 1 }), T0);
    all.extend(fx.clone());
    let c = counts(&all);
    assert_eq!(c.len(), 1, "counted once");
    assert!(c[0].won, "counted won");
    assert_eq!(app.deal_number(), Some(1), "the won game stays on the table");
    assert!(asked(&fx), "the new deal waits for the player's word");
    send(&mut app, Msg::Answer(true), T0);
    assert_eq!(app.deal_number(), Some(555));
}

#[test]
fn a_deal_found_with_nothing_changed_since_new_is_dealt_and_the_left_game_counted_lost() {
    let mut app = page(GameId::Beeswax, 1);
    play_first(&mut app, T0);
    send(&mut app, Msg::WinnableOnly(GameId::Beeswax, true), T0);
    send(&mut app, Msg::New, T0);
    let fx = send(&mut app, Msg::Answer(true), T0);
    let id = winnable_request(&fx);
    let fx = send(&mut app, Msg::Found(id, Found::Deal { deal: Some(555), tried: 1 }), T0);
    assert_eq!(app.deal_number(), Some(555));
    let c = counts(&fx);
    assert_eq!(c.len(), 1);
    assert!(!c[0].won);
}

#[test]
fn without_a_worker_new_deals_a_plain_deal_and_says_so() {
    let mut app = winnable_page();
    send(&mut app, Msg::WorkerFailed("this browser cannot run the search in the background".into()), T0);
    let fx = send(&mut app, Msg::New, T0);
    assert!(requests(&fx).is_empty());
    assert_ne!(app.deal_number(), Some(1), "a deal was dealt");
    assert!(feedback(&fx).unwrap().contains("is a plain deal"), "{:?}", feedback(&fx));
}

#[test]
fn a_worker_that_dies_while_new_waits_still_deals() {
    let mut app = page(GameId::Beeswax, 1);
    send(&mut app, Msg::WinnableOnly(GameId::Beeswax, true), T0);
    send(&mut app, Msg::CancelFind, T0);
    let fx = send(&mut app, Msg::WorkerFailed("the search worker stopped".into()), T0);
    // The ahead-of-time search died with it: New now deals at once.
    let _ = fx;
    let fx = send(&mut app, Msg::New, T0);
    assert_ne!(app.deal_number(), Some(1));
    assert!(feedback(&fx).unwrap().contains("plain deal"));
}

#[test]
fn a_worker_answer_brings_the_search_back() {
    let mut app = winnable_page();
    send(&mut app, Msg::WorkerFailed("the search worker stopped".into()), T0);
    let fx = send(&mut app, Msg::Hint, T0);
    let (id, _) = requests(&fx)[0].clone();
    send(&mut app, Msg::Found(id, Found::NoMove("nothing".into())), T0);
    let fx = send(&mut app, Msg::New, T0);
    assert!(!requests(&fx).is_empty(), "winnable deals are looked for again");
}

// ---- the deal of the day ----

#[test]
fn the_deal_of_the_day_keeps_the_players_rules() {
    let mut app = page_with(spider("2"), 1);
    let fx = send(&mut app, Msg::Daily(spider("2"), "2026-11-26".into(), None), T0);
    let (id, job) = requests(&fx)[0].clone();
    assert_eq!(job, Job::Daily { game: GameId::Spider, options: spider("2"), date: "2026-11-26".into() });
    send(&mut app, Msg::Found(id, Found::Deal { deal: Some(4242), tried: 1 }), T0);
    assert_eq!(app.deal_number(), Some(4242));
    assert_eq!(app.state().options(), &spider("2"));
    assert_eq!(app.daily(), Some("2026-11-26"));
    assert!(app.query().contains("daily=2026-11-26") && app.query().contains("suits=2"), "{}", app.query());
    // New afterwards: the player's rules, and no longer the daily.
    send(&mut app, Msg::New, T0);
    assert_eq!(app.state().options(), &spider("2"));
    assert_eq!(app.daily(), None);
}

#[test]
fn the_deal_of_the_day_already_on_the_table_is_said_to_be_it() {
    let mut app = page(GameId::Beeswax, 1);
    let (id, _) =
        requests(&send(&mut app, Msg::Daily(Options::defaults(GameId::Beeswax), "2026-11-26".into(), None), T0))[0]
            .clone();
    send(&mut app, Msg::Found(id, Found::Deal { deal: Some(9), tried: 1 }), T0);
    let fx = send(&mut app, Msg::Daily(Options::defaults(GameId::Beeswax), "2026-11-26".into(), None), T0);
    assert_eq!(feedback(&fx), Some("This is the deal of the day (2026-11-26)."));
}

#[test]
fn a_kept_deal_of_the_day_is_resumed_instead_of_searched() {
    let mut app = page(GameId::Beeswax, 1);
    let mut kept = page(GameId::Beeswax, 9).saved(T0);
    kept.daily = Some("2026-11-26".into());
    kept.id = "abc123".into();
    let fx =
        send(&mut app, Msg::Daily(Options::defaults(GameId::Beeswax), "2026-11-26".into(), Some(Box::new(kept))), T0);
    assert!(requests(&fx).is_empty());
    assert_eq!(app.deal_number(), Some(9));
    assert_eq!(app.id(), "abc123");
}

#[test]
fn the_daily_count_carries_its_date() {
    let mut app = page(GameId::Beeswax, 1);
    let (id, _) =
        requests(&send(&mut app, Msg::Daily(Options::defaults(GameId::Beeswax), "2026-11-26".into(), None), T0))[0]
            .clone();
    send(&mut app, Msg::Found(id, Found::Deal { deal: Some(1), tried: 1 }), T0);
    let mut all = Vec::new();
    for m in solution(&app) {
        all.extend(send(&mut app, Msg::PlayText(m), T0));
    }
    assert_eq!(counts(&all)[0].daily.as_deref(), Some("2026-11-26"));
}

// ---- kept games ----

#[test]
fn a_resumed_game_keeps_its_id_clock_count_and_marks() {
    let mut first = page(GameId::Beeswax, 3);
    play_first(&mut first, T0);
    let saved = first.saved(T0 + 30_000.0);
    let text = saved.to_json();
    let back = Saved::from_json(&text, || "fresh".into()).unwrap();
    assert_eq!(back, saved);
    let mut app = page(GameId::Spider, 1);
    send(&mut app, Msg::Resume(Box::new(back)), T0 + 100_000.0);
    assert_eq!(app.id(), first.id());
    assert_eq!(app.session().steps().len(), 1);
    assert_eq!(app.clock().elapsed(T0 + 100_000.0), 30_000.0);
    assert!(app.in_progress());
}

#[test]
fn an_old_bare_record_reads_as_a_kept_game_with_a_new_id() {
    let rec = Record::deal(GameId::Beeswax, Options::defaults(GameId::Beeswax), 5);
    let saved = Saved::from_json(&rec.to_json(), || "fresh1".into()).unwrap();
    assert_eq!(saved.id, "fresh1");
    assert_eq!(saved.record, rec);
}

#[test]
fn a_kept_game_with_a_bad_id_or_clock_gets_safe_values() {
    let rec = Record::deal(GameId::Beeswax, Options::defaults(GameId::Beeswax), 5).to_json();
    let text = format!(r#"{{"v":1,"id":"<script>","ms":-5,"won":null,"counted":false,"touched":true,"record":{rec}}}"#);
    let saved = Saved::from_json(&text, || "fresh2".into()).unwrap();
    assert_eq!(saved.id, "fresh2");
    assert_eq!(saved.elapsed_ms, 0.0);
}

#[test]
fn a_kept_game_that_is_not_json_is_refused_with_a_reason() {
    assert!(Saved::from_json("{nope", || "x".into()).is_err());
    assert!(Saved::from_json(&"x".repeat(300_000), || "x".into()).unwrap_err().contains("too large"));
}

#[test]
fn opening_a_loaded_game_over_one_in_progress_asks_and_counts_it_lost() {
    let mut app = page(GameId::Beeswax, 1);
    play_first(&mut app, T0);
    let g = AnyGame::deal(GameId::Spider, &Options::defaults(GameId::Spider), 8).unwrap();
    let fx = send(&mut app, Msg::Open(Session::new(Origin::Deal(8), g), "Loaded game.json.".into()), T0);
    assert!(asked(&fx));
    let fx = send(&mut app, Msg::Answer(true), T0);
    assert_eq!(counts(&fx).len(), 1);
    assert_eq!(app.state().id(), GameId::Spider);
    assert_eq!(feedback(&fx), Some("Loaded game.json."));
}

#[test]
fn a_new_game_of_another_game_takes_that_games_layout() {
    let mut app = page(GameId::Spider, 1);
    send(&mut app, Msg::Layout(GameId::Beeswax, "fans5x3".into()), T0);
    assert_eq!(app.layout(), "columns");
    send(&mut app, Msg::NewWith(Options::defaults(GameId::Beeswax)), T0);
    assert_eq!(app.layout(), "fans5x3");
}

// ---- replay ----

#[test]
fn playing_another_move_from_earlier_in_a_replay_that_drops_a_turn_up_cheats() {
    let mut app = page(GameId::Spider, 1);
    let mv = spider_reveal(&mut app);
    send(&mut app, Msg::Play(mv), T0);
    let n = app.session().steps().len();
    send(&mut app, Msg::Replaying(true), T0);
    send(&mut app, Msg::Seek(n - 1), T0);
    // Deal instead of the revealing move.
    send(&mut app, Msg::Stock, T0);
    assert!(app.session().cheated);
    assert!(!app.replaying(), "playing ends the replay");
}

#[test]
fn playing_the_very_next_move_of_a_replay_changes_nothing() {
    let mut app = page(GameId::Spider, 1);
    let mv = spider_reveal(&mut app);
    send(&mut app, Msg::Play(mv), T0);
    let n = app.session().steps().len();
    send(&mut app, Msg::Replaying(true), T0);
    send(&mut app, Msg::Seek(n - 1), T0);
    send(&mut app, Msg::Play(mv), T0);
    assert!(!app.session().cheated);
}

#[test]
fn woods_autosave_keeps_the_game_every_k_moves() {
    let mut app = page(GameId::Beeswax, 1);
    send(&mut app, Msg::AutosaveEvery(2), T0);
    let a = play_first(&mut app, T0);
    let b = play_first(&mut app, T0);
    assert!(!a.iter().any(|e| matches!(e, Effect::WoodsAutosave(_))));
    assert!(b.iter().any(|e| matches!(e, Effect::WoodsAutosave(_))));
}

#[test]
fn what_helped_is_said_no_help_cheated_assisted_and_hints_counted() {
    let mut app = page(GameId::Beeswax, 1);
    assert!(app.help().is_empty(), "no help");
    for _ in 0..2 {
        let (id, _) = requests(&send(&mut app, Msg::Hint, T0))[0].clone();
        let text = app.state().format_move(first_transfer(&app));
        send(&mut app, Msg::Found(id, Found::Move { text, reason: String::new() }), T0);
    }
    assert_eq!(app.help(), vec!["with 2 hints".to_string()]);
    send(&mut app, Msg::Solve, T0);
    send(&mut app, Msg::Answer(true), T0);
    assert_eq!(app.help(), vec!["assisted".to_string(), "with 2 hints".to_string()]);
}

#[test]
fn a_game_left_for_another_game_is_counted_under_its_own_rules() {
    let mut app = page_with(spider("2"), 1);
    play_first(&mut app, T0);
    let fx = send(&mut app, Msg::NewWith(Options::defaults(GameId::Beeswax)), T0);
    assert!(asked(&fx));
    let fx = send(&mut app, Msg::Answer(true), T0);
    let key = counts(&fx)[0].variant.clone();
    assert_eq!(key, swarm::stats::variant_key(GameId::Spider, &spider("2")));
    assert_eq!(app.state().id(), GameId::Beeswax);
}

#[test]
fn a_game_left_for_another_is_counted_with_its_own_deal_and_hints() {
    let mut app = page(GameId::Beeswax, 7);
    let (id, _) = requests(&send(&mut app, Msg::Hint, T0))[0].clone();
    let text = app.state().format_move(first_transfer(&app));
    send(&mut app, Msg::Found(id, Found::Move { text, reason: String::new() }), T0);
    play_first(&mut app, T0);
    send(&mut app, Msg::New, T0);
    let fx = send(&mut app, Msg::Answer(true), T0);
    let c = counts(&fx);
    assert_eq!(c.len(), 1);
    assert_eq!((c[0].game.as_str(), c[0].deal, c[0].hints, c[0].won), ("beeswax", Some(7), 1, false));
    assert_ne!(c[0].id, app.id(), "the record is the game that was left");
    assert_eq!(app.hints(), 0, "the next game starts without hints");
    assert_ne!(app.deal_number(), Some(7));
}

#[test]
fn a_hint_answer_for_a_new_game_is_not_shown_on_the_next() {
    let mut app = page(GameId::Beeswax, 1);
    let (id, _) = requests(&send(&mut app, Msg::Hint, T0))[0].clone();
    send(&mut app, Msg::New, T0);
    let text = app.state().format_move(first_transfer(&app));
    assert!(send(&mut app, Msg::Found(id, Found::Move { text, reason: String::new() }), T0).is_empty());
    assert_eq!(app.hints(), 0);
}
