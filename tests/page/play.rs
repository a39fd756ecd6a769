//! The page as a model, tested natively: scripts of messages with the
//! effects and the state they lead to (src/page/): moves and undo, the clock,
//! the statistics' count, kept games, replay. Hints, Solve, Autoplay, Finish,
//! New with winnable deals and the deal of the day: tests/page_help.rs. The
//! browser tests keep what only a browser shows (motion, overlap, focus, storage).

use crate::support::*;

// ---- moves and undo ----

#[test]
fn a_legal_move_is_played_saved_put_in_the_address_and_drawn_with_motion() {
    let mut app = page(GameId::Beeswax, 1);
    let mv = first_transfer(&app);
    let fx = send(&mut app, Msg::Table(TableMsg::Play(mv)), T0);
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
    let fx = send(&mut app, Msg::Table(TableMsg::PlayText("1F9".into())), T0);
    assert!(matches!(fx.last(), Some(Effect::Feedback(_, Some(Tone::Error)))));
    assert_eq!(app.session().steps().len(), 0);
    assert_eq!(app.generation(), gen);
}

#[test]
fn typed_notation_plays_the_move_it_names() {
    let mut app = page(GameId::Beeswax, 1);
    let mv = first_transfer(&app);
    let text = app.state().format_move(mv);
    send(&mut app, Msg::Table(TableMsg::PlayText(text.clone())), T0);
    assert_eq!(app.session().steps()[0].text, text);
}

#[test]
fn undo_that_shows_nothing_is_free() {
    let mut app = page(GameId::Beeswax, 1);
    play_first(&mut app, T0);
    let fx = send(&mut app, Msg::Table(TableMsg::Undo), T0 + 1.0);
    assert!(!asked(&fx));
    assert_eq!(app.session().steps().len(), 0);
    assert!(!app.session().cheated);
}

#[test]
fn nothing_to_undo_is_said() {
    let mut app = page(GameId::Spider, 1);
    let fx = send(&mut app, Msg::Table(TableMsg::Undo), T0);
    assert_eq!(feedback(&fx), Some("Nothing to undo."));
}

#[test]
fn undoing_a_turn_up_asks_first_and_yes_marks_the_game_cheated() {
    let mut app = page(GameId::Spider, 1);
    let mv = spider_reveal(&mut app);
    send(&mut app, Msg::Table(TableMsg::Play(mv)), T0);
    let n = app.session().steps().len();
    let fx = send(&mut app, Msg::Table(TableMsg::Undo), T0 + 1.0);
    assert!(asked(&fx), "a question");
    let q = app.question().unwrap();
    assert_eq!(q.yes, "Undo anyway");
    assert_eq!(app.session().steps().len(), n, "nothing undone before the answer");
    send(&mut app, Msg::Game(GameMsg::Answer(true)), T0 + 2.0);
    assert_eq!(app.session().steps().len(), n - 1);
    assert!(app.session().cheated);
    assert!(app.question().is_none());
}

#[test]
fn no_to_the_undo_question_keeps_the_move_and_the_clean_mark() {
    let mut app = page(GameId::Spider, 1);
    let mv = spider_reveal(&mut app);
    send(&mut app, Msg::Table(TableMsg::Play(mv)), T0);
    let n = app.session().steps().len();
    send(&mut app, Msg::Table(TableMsg::Undo), T0);
    let fx = send(&mut app, Msg::Game(GameMsg::Answer(false)), T0);
    assert!(fx.contains(&Effect::CloseQuestion));
    assert_eq!(app.session().steps().len(), n);
    assert!(!app.session().cheated);
}

#[test]
fn escape_on_a_question_is_its_safe_answer() {
    let mut app = page(GameId::Spider, 1);
    let mv = spider_reveal(&mut app);
    send(&mut app, Msg::Table(TableMsg::Play(mv)), T0);
    send(&mut app, Msg::Table(TableMsg::Undo), T0);
    send(&mut app, Msg::Game(GameMsg::Dismissed), T0);
    assert!(app.question().is_none());
    assert!(!app.session().cheated);
}

#[test]
fn a_question_lapses_when_the_game_changes_under_it() {
    let mut app = page(GameId::Spider, 1);
    let mv = spider_reveal(&mut app);
    send(&mut app, Msg::Table(TableMsg::Play(mv)), T0);
    send(&mut app, Msg::Table(TableMsg::Undo), T0);
    assert!(app.question().is_some());
    let other = first_transfer(&app);
    let fx = send(&mut app, Msg::Table(TableMsg::Play(other)), T0);
    assert!(fx.contains(&Effect::CloseQuestion));
    assert!(app.question().is_none());
    send(&mut app, Msg::Game(GameMsg::Answer(true)), T0);
    assert!(!app.session().cheated, "a late yes does nothing");
}

#[test]
fn restart_after_a_turn_up_asks_and_then_takes_every_move_back() {
    let mut app = page(GameId::Spider, 2);
    let mv = spider_reveal(&mut app);
    send(&mut app, Msg::Table(TableMsg::Play(mv)), T0);
    let fx = send(&mut app, Msg::Table(TableMsg::Restart), T0);
    assert!(asked(&fx));
    send(&mut app, Msg::Game(GameMsg::Answer(true)), T0);
    assert_eq!(app.session().steps().len(), 0);
    assert!(app.session().can_redo());
}

#[test]
fn woods_back_up_over_a_turn_up_names_how_many_showed_cards() {
    let mut app = page(GameId::Spider, 1);
    let mv = spider_reveal(&mut app);
    send(&mut app, Msg::Table(TableMsg::Play(mv)), T0);
    send(&mut app, Msg::Table(TableMsg::Back(3)), T0);
    let q = app.question().unwrap();
    assert!(q.text.contains("that showed you cards"), "{}", q.text);
    assert_eq!(q.yes, "Back up anyway");
}

#[test]
fn backing_up_with_nothing_played_says_so() {
    let mut app = page(GameId::Spider, 1);
    let fx = send(&mut app, Msg::Table(TableMsg::Back(2)), T0);
    assert_eq!(feedback(&fx), Some("Nothing to back up over."));
}

#[test]
fn redo_plays_the_undone_move_again_and_nothing_to_redo_is_said() {
    let mut app = page(GameId::Beeswax, 1);
    play_first(&mut app, T0);
    send(&mut app, Msg::Table(TableMsg::Undo), T0);
    send(&mut app, Msg::Table(TableMsg::Redo), T0);
    assert_eq!(app.session().steps().len(), 1);
    let fx = send(&mut app, Msg::Table(TableMsg::Redo), T0);
    assert_eq!(feedback(&fx), Some("Nothing to redo."));
}

#[test]
fn a_transfer_moves_the_cards_from_the_index_up() {
    let mut app = page(GameId::Beeswax, 1);
    let Move::Transfer { from, to, .. } = first_transfer(&app) else { unreachable!() };
    let len = app.state().view(Layout::Columns).pile(from).unwrap().cards.len();
    send(&mut app, Msg::Table(TableMsg::Transfer { from, index: len - 1, to }), T0);
    assert_eq!(app.session().steps().len(), 1);
}

#[test]
fn a_transfer_from_past_the_top_is_refused() {
    let mut app = page(GameId::Beeswax, 1);
    let fx =
        send(&mut app, Msg::Table(TableMsg::Transfer { from: Slot::Column(0), index: 9, to: Slot::Column(14) }), T0);
    assert_eq!(feedback(&fx), Some("There is no card there to move."));
}

#[test]
fn a_drop_on_a_pile_that_takes_the_cards_moves_them() {
    let mut app = page(GameId::Beeswax, 1);
    let Move::Transfer { from, to, .. } = first_transfer(&app) else { unreachable!() };
    let len = app.state().view(Layout::Columns).pile(from).unwrap().cards.len();
    let fx = send(&mut app, Msg::Table(TableMsg::Drop { from, index: len - 1, to: Some(to) }), T0);
    assert_eq!(app.session().steps().len(), 1);
    assert!(!fx.contains(&Effect::PutBack), "{fx:?}");
}

#[test]
fn a_refused_drop_puts_the_cards_back_and_drops_the_selection() {
    let mut app = page(GameId::Beeswax, 1);
    send(&mut app, Msg::Table(TableMsg::Select(Some((Slot::Column(0), 0)))), T0);
    let drop = TableMsg::Drop { from: Slot::Column(0), index: 9, to: Some(Slot::Column(14)) };
    let fx = send(&mut app, Msg::Table(drop), T0);
    assert_eq!(feedback(&fx), Some("There is no card there to move."));
    assert!(fx.contains(&Effect::PutBack), "{fx:?}");
    assert_eq!(app.selection(), None, "the model drops the selection");
    assert!(fx.contains(&Effect::Draw { animate: false }));
    assert!(app.session().steps().is_empty());
}

#[test]
fn a_drop_on_no_pile_puts_the_cards_back_and_keeps_the_selection() {
    let mut app = page(GameId::Beeswax, 1);
    send(&mut app, Msg::Table(TableMsg::Select(Some((Slot::Column(0), 0)))), T0);
    let fx = send(&mut app, Msg::Table(TableMsg::Drop { from: Slot::Column(0), index: 0, to: None }), T0);
    assert_eq!(fx, vec![Effect::PutBack]);
    assert_eq!(app.selection(), Some((Slot::Column(0), 0)));
}

#[test]
fn clicking_the_stock_deals_in_spider() {
    let mut app = page(GameId::Spider, 1);
    send(&mut app, Msg::Table(TableMsg::Stock), T0);
    assert_eq!(app.session().steps()[0].mv, Move::Deal);
}

#[test]
fn clicking_the_stock_turns_the_waste_over_in_beehive_once_the_stock_is_out() {
    let mut app = page(GameId::Beehive, 1);
    for _ in 0..40 {
        if app.state().legal_moves().contains(&Move::TurnOver) {
            break;
        }
        send(&mut app, Msg::Table(TableMsg::Stock), T0);
    }
    send(&mut app, Msg::Table(TableMsg::Stock), T0);
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
    send(&mut app, Msg::Table(TableMsg::Select(Some((slot, 3)))), T0);
    let fx = send(&mut app, Msg::Table(TableMsg::Auto { slot, index: 3 }), T0);
    assert_eq!(feedback(&fx), Some("No useful move for those cards."));
    assert_eq!(app.selection(), None);
}

#[test]
fn escape_clears_the_selection_and_the_hint() {
    let mut app = page(GameId::Beeswax, 1);
    send(&mut app, Msg::Table(TableMsg::Select(Some((Slot::Column(0), 3)))), T0);
    let fx = send(&mut app, Msg::Table(TableMsg::ClearMarks), T0);
    assert!(fx.contains(&Effect::Draw { animate: false }));
    assert_eq!(app.selection(), None);
    assert!(send(&mut app, Msg::Table(TableMsg::ClearMarks), T0).is_empty(), "nothing to clear, nothing drawn");
}

#[test]
fn a_move_clears_the_selection() {
    let mut app = page(GameId::Beeswax, 1);
    send(&mut app, Msg::Table(TableMsg::Select(Some((Slot::Column(0), 3)))), T0);
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
        send(&mut app, Msg::Table(TableMsg::PlayText(m.clone())), T0 + 1000.0 * i as f64);
    }
    assert!(app.state().is_won());
    let won = app.clock().won_ms().unwrap();
    assert_eq!(won, 1000.0 * (moves.len() - 1) as f64);
    assert_eq!(app.clock().elapsed(T0 + 1e9), won, "frozen once won");
    send(&mut app, Msg::Table(TableMsg::Undo), T0 + 1e6);
    assert!(app.clock().running());
}

// ---- the statistics' count ----

#[test]
fn a_win_is_counted_once_and_celebrated() {
    let mut app = page(GameId::Beeswax, 1);
    let mut all = Vec::new();
    for m in solution(&app) {
        all.extend(send(&mut app, Msg::Table(TableMsg::PlayText(m)), T0));
    }
    let c = counted(&app);
    assert_eq!(c.len(), 1);
    assert!(c[0].won);
    assert_eq!(c[0].id, app.id());
    assert!(all.contains(&Effect::Celebrate));
    // Undo and redo the winning move: not counted again.
    send(&mut app, Msg::Table(TableMsg::Undo), T0);
    send(&mut app, Msg::Table(TableMsg::Redo), T0);
    assert_eq!(counted(&app).len(), 1);
}

#[test]
fn new_without_moves_deals_at_once_and_counts_nothing() {
    let mut app = page(GameId::Beeswax, 1);
    let fx = send(&mut app, Msg::Game(GameMsg::New), T0);
    assert!(!asked(&fx));
    assert!(counted(&app).is_empty());
    assert_ne!(app.deal_number(), Some(1));
    assert_eq!(app.state().id(), GameId::Beeswax);
}

#[test]
fn new_after_a_move_asks_and_leaving_counts_the_game_lost() {
    let mut app = page(GameId::Beeswax, 1);
    play_first(&mut app, T0);
    let old = app.id().to_string();
    let fx = send(&mut app, Msg::Game(GameMsg::New), T0);
    assert!(asked(&fx));
    assert!(app.question().unwrap().text.contains("will count as lost"));
    send(&mut app, Msg::Game(GameMsg::Answer(true)), T0 + 5000.0);
    let c = counted(&app);
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
    send(&mut app, Msg::Game(GameMsg::New), T0);
    send(&mut app, Msg::Game(GameMsg::Answer(false)), T0);
    assert!(counted(&app).is_empty());
    assert_eq!(app.deal_number(), Some(1));
}

#[test]
fn dealing_the_same_deal_again_keeps_its_marks() {
    let mut app = page(GameId::Beeswax, 1);
    send(&mut app, Msg::Assist(AssistMsg::Solve), T0);
    send(&mut app, Msg::Game(GameMsg::Answer(true)), T0);
    assert!(app.session().assisted);
    send(&mut app, Msg::Game(GameMsg::Deal(Options::defaults(GameId::Beeswax), 1)), T0);
    assert!(app.session().assisted, "what Solve showed is still known");
    send(&mut app, Msg::Game(GameMsg::Deal(Options::defaults(GameId::Beeswax), 2)), T0);
    assert!(!app.session().assisted);
}

#[test]
fn the_reset_question_survives_a_change_of_the_game() {
    let mut app = page(GameId::Beeswax, 1);
    send(&mut app, Msg::Sheet(SheetMsg::AskResetStats), T0);
    play_first(&mut app, T0);
    let mut worker = Worker::default();
    let fx = worker.send(&mut app, Msg::Game(GameMsg::Answer(true)), T0);
    assert!(fx.contains(&Effect::Announce("Statistics reset.".into())));
    assert!(worker.host.tally().journal().records().any(|r| matches!(r, swarm::stats::record::Record::Reset(_))));
    let mut app = page(GameId::Beeswax, 1);
    send(&mut app, Msg::Sheet(SheetMsg::AskResetStats), T0);
    send(&mut app, Msg::Game(GameMsg::Answer(true)), T0);
    assert!(
        matches!(sent(&app).as_slice(), [swarm::stats::record::Record::Reset(_)]),
        "a reset record waits for the worker"
    );
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
    send(&mut app, Msg::Game(GameMsg::Resume(Box::new(back))), T0 + 100_000.0);
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

/// A kept game as the builds before issue 42 wrote it (the record inside
/// as its pretty text, the clock as a float) reads back whole; the form
/// written now (the record a value of the object) reads back the same.
#[test]
fn a_kept_game_written_by_the_earlier_form_reads_back_whole() {
    let mut rec = Record::deal(GameId::Beeswax, Options::defaults(GameId::Beeswax), 5);
    rec.moves = vec!["7F".into(), "1E".into()];
    rec.assisted = true;
    let text = format!(
        r#"{{"v":1,"id":"k3y9","ms":30000.0,"won":null,"counted":true,"touched":false,"daily":"2026-06-15","hints":2,"record":{}}}"#,
        rec.to_json()
    );
    assert!(rec.to_json().contains("\n  \"game\": \"beeswax\""), "the record's text is the pretty one");
    let saved = Saved::from_json(&text, || "fresh".into()).unwrap();
    let want = Saved {
        record: rec,
        id: "k3y9".into(),
        elapsed_ms: 30_000.0,
        won_ms: None,
        counted: true,
        touched: false,
        daily: Some("2026-06-15".into()),
        hints: 2,
    };
    assert_eq!(saved, want);
    assert_eq!(Saved::from_json(&saved.to_json(), || "fresh".into()), Ok(want));
}

/// The kept game's fields are read by hand (issue 42: no serde code in the
/// page's wasm): absent or `null` optional fields take their defaults, a
/// field of the wrong type is refused naming it.
#[test]
fn a_kept_game_reads_its_fields_by_name_and_names_a_wrong_one() {
    let rec = Record::deal(GameId::Beeswax, Options::defaults(GameId::Beeswax), 5).to_json();
    let old = Saved::from_json(&format!(r#"{{"v":1,"id":"a1","ms":null,"daily":null,"record":{rec}}}"#), || "x".into())
        .unwrap();
    assert_eq!((old.id.as_str(), old.elapsed_ms, old.counted, old.touched, old.hints), ("a1", 0.0, false, true, 0));
    for (field, value, says) in [
        ("hints", "-1", "a whole number"),
        ("counted", "1", "true or false"),
        ("id", "7", "text"),
        ("ms", "\"1\"", "a number"),
    ] {
        let text = format!(r#"{{"v":1,"{field}":{value},"record":{rec}}}"#);
        let err = Saved::from_json(&text, || "x".into()).unwrap_err();
        assert_eq!(err, format!("the saved game's \"{field}\" is not {says}"), "{text}");
    }
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
    let fx = send(&mut app, Msg::Game(GameMsg::Open(Session::new(Origin::Deal(8), g), "Loaded game.json.".into())), T0);
    assert!(asked(&fx));
    let fx = send(&mut app, Msg::Game(GameMsg::Answer(true)), T0);
    assert_eq!(counted(&app).len(), 1);
    assert_eq!(app.state().id(), GameId::Spider);
    assert_eq!(feedback(&fx), Some("Loaded game.json."));
}

#[test]
fn a_new_game_of_another_game_takes_that_games_layout() {
    let mut app = page(GameId::Spider, 1);
    send(&mut app, Msg::Prefs(PrefsMsg::Layout(GameId::Beeswax, Layout::Fans5x3)), T0);
    assert_eq!(app.layout(), Layout::Columns);
    send(&mut app, Msg::Game(GameMsg::NewWith(Options::defaults(GameId::Beeswax))), T0);
    assert_eq!(app.layout(), Layout::Fans5x3);
}

// ---- replay ----

#[test]
fn playing_another_move_from_earlier_in_a_replay_that_drops_a_turn_up_cheats() {
    let mut app = page(GameId::Spider, 1);
    let mv = spider_reveal(&mut app);
    send(&mut app, Msg::Table(TableMsg::Play(mv)), T0);
    let n = app.session().steps().len();
    send(&mut app, Msg::Replay(ReplayMsg::On(true)), T0);
    send(&mut app, Msg::Replay(ReplayMsg::Seek(n - 1)), T0);
    // Deal instead of the revealing move.
    send(&mut app, Msg::Table(TableMsg::Stock), T0);
    assert!(app.session().cheated);
    assert!(!app.replaying(), "playing ends the replay");
}

#[test]
fn playing_the_very_next_move_of_a_replay_changes_nothing() {
    let mut app = page(GameId::Spider, 1);
    let mv = spider_reveal(&mut app);
    send(&mut app, Msg::Table(TableMsg::Play(mv)), T0);
    let n = app.session().steps().len();
    send(&mut app, Msg::Replay(ReplayMsg::On(true)), T0);
    send(&mut app, Msg::Replay(ReplayMsg::Seek(n - 1)), T0);
    send(&mut app, Msg::Table(TableMsg::Play(mv)), T0);
    assert!(!app.session().cheated);
}

#[test]
fn woods_autosave_keeps_the_game_every_k_moves() {
    let mut app = page(GameId::Beeswax, 1);
    send(&mut app, Msg::Prefs(PrefsMsg::AutosaveEvery(2)), T0);
    let a = play_first(&mut app, T0);
    let b = play_first(&mut app, T0);
    let tmp = |fx: &[Effect]| fx.iter().any(|e| matches!(e, Effect::Keep(k, _) if k == "swarm.woods.tmp"));
    assert!(!tmp(&a));
    assert!(tmp(&b));
}

#[test]
fn what_helped_is_said_no_help_cheated_assisted_and_hints_counted() {
    let mut app = page(GameId::Beeswax, 1);
    assert!(app.help().is_empty(), "no help");
    let (id, _) = requests(&send(&mut app, Msg::Assist(AssistMsg::Hint), T0))[0].clone();
    let text = app.state().format_move(first_transfer(&app));
    let mv = app.state().parse_move(&text).unwrap();
    send(&mut app, reply(id, Reply::Move { mv, reason: String::new() }), T0);
    // Asked again on the same position: shown again at once, counted again.
    assert!(requests(&send(&mut app, Msg::Assist(AssistMsg::Hint), T0)).is_empty());
    assert_eq!(app.help(), vec!["with 2 hints".to_string()]);
    send(&mut app, Msg::Assist(AssistMsg::Solve), T0);
    send(&mut app, Msg::Game(GameMsg::Answer(true)), T0);
    assert_eq!(app.help(), vec!["assisted".to_string(), "with 2 hints".to_string()]);
}

#[test]
fn a_game_left_for_another_game_is_counted_under_its_own_rules() {
    let mut app = page_with(spider("2"), 1);
    play_first(&mut app, T0);
    let fx = send(&mut app, Msg::Game(GameMsg::NewWith(Options::defaults(GameId::Beeswax))), T0);
    assert!(asked(&fx));
    send(&mut app, Msg::Game(GameMsg::Answer(true)), T0);
    let key = counted(&app)[0].variant.clone();
    assert_eq!(key, swarm::stats::variant_key(GameId::Spider, &spider("2")));
    assert_eq!(app.state().id(), GameId::Beeswax);
}

#[test]
fn a_hint_answer_for_a_new_game_is_not_shown_on_the_next() {
    let mut app = page(GameId::Beeswax, 1);
    let (id, _) = requests(&send(&mut app, Msg::Assist(AssistMsg::Hint), T0))[0].clone();
    send(&mut app, Msg::Game(GameMsg::New), T0);
    let text = app.state().format_move(first_transfer(&app));
    let mv = app.state().parse_move(&text).unwrap();
    assert!(send(&mut app, reply(id, Reply::Move { mv, reason: String::new() }), T0).is_empty());
    assert_eq!(app.hints(), 0);
}

#[test]
fn a_game_left_for_another_is_counted_with_its_own_deal_and_hints() {
    let mut app = page(GameId::Beeswax, 7);
    let (id, _) = requests(&send(&mut app, Msg::Assist(AssistMsg::Hint), T0))[0].clone();
    let mv = first_transfer(&app);
    send(&mut app, reply(id, Reply::Move { mv, reason: String::new() }), T0);
    play_first(&mut app, T0);
    send(&mut app, Msg::Game(GameMsg::New), T0);
    send(&mut app, Msg::Game(GameMsg::Answer(true)), T0);
    let c = counted(&app);
    assert_eq!(c.len(), 1);
    assert_eq!((c[0].game.as_str(), c[0].deal, c[0].hints, c[0].won), ("beeswax", Some(7), 1, false));
    assert_ne!(c[0].id, app.id(), "the record is the game that was left");
    assert_eq!(app.hints(), 0, "the next game starts without hints");
    assert_ne!(app.deal_number(), Some(7));
}
