//! The page's screen, tested natively (src/page/screen.rs, stats_sheet.rs,
//! stats_chart.rs): scripts of messages and what the shell then draws —
//! the bar's buttons and texts, the menu, the panel, the replay bar, the
//! banner, the Statistics sheet's figures and chart (the Review sheet and
//! its chart: review_chart.rs).

use crate::support::*;
use swarm::page::input::links;
use swarm::page::sheets::contents::{new_game_sheet, woods_line, NewGame, NewGameSheet};
use swarm::page::stats::chart::stats_chart;
use swarm::page::stats::sheet::{self as stats_sheet, stats_sheet, variant_title};
use swarm::page::storage::files;
use swarm::page::table::piles::{card_label, parse_slot, pile_look, PileMarks};
use swarm::page::{clock_text, Screen, Sheet};
use swarm::stats::journal::Journal;
use swarm::stats::record::Record as JournalRecord;
use swarm::stats::{figures, variant_key};

fn screen(app: &App) -> Screen {
    app.screen()
}

/// Plays Beeswax deal `n`'s solution from `t`, a move a second: the game is won.
fn win(app: &mut App, t: f64) -> Vec<Effect> {
    let mut fx = Vec::new();
    for (i, mv) in moves_from(app, &solution(app)).into_iter().enumerate() {
        fx.extend(send(app, Msg::Table(TableMsg::Play(mv)), t + 1000.0 * i as f64));
    }
    assert!(app.state().is_won());
    fx
}

#[test]
fn a_new_deal_has_undo_and_redo_disabled_no_moves_and_no_banner() {
    let app = page(GameId::Beeswax, 1);
    let s = screen(&app);
    assert!(!s.bar.undo && !s.bar.redo && !s.menu.redo);
    assert_eq!(s.bar.title, "Beeswax");
    let parts: Vec<&str> = s.bar.status.iter().map(|p| p.1.as_str()).collect();
    assert_eq!(parts[..3], ["Beeswax · ", "Deal 1", " · 0 moves"]);
    assert_eq!(parts[3], format!(" · {}", s.view.status), "the game's own line");
    assert_eq!(s.bar.status_text, parts.concat());
    assert_eq!(s.bar.time, "0:00", "the clock starts at the first move");
    assert_eq!(s.panel.record, "(no moves yet)");
    assert!(s.banner.is_none());
    assert!(s.replay.is_none());
    assert_eq!(s.view, app.state().view(app.layout()), "the table is the game's view");
}

#[test]
fn after_a_move_undo_is_enabled_and_the_status_counts_it() {
    let mut app = page(GameId::Beeswax, 1);
    play_first(&mut app, T0);
    let s = screen(&app);
    assert!(s.bar.undo);
    assert!(!s.bar.redo);
    assert_eq!(s.bar.status[2].1, " · 1 move");
    assert_eq!(s.panel.record, app.session().move_texts().join(" "));
}

#[test]
fn after_an_undo_redo_is_enabled_in_the_bar_and_the_menu() {
    let mut app = page(GameId::Beeswax, 1);
    play_first(&mut app, T0);
    send(&mut app, Msg::Table(TableMsg::Undo), T0);
    let s = screen(&app);
    assert!(s.bar.redo && s.menu.redo);
    assert!(!s.bar.undo, "no move left to undo");
    send(&mut app, Msg::Table(TableMsg::Redo), T0);
    let s = screen(&app);
    assert!(s.bar.undo && !s.bar.redo);
}

#[test]
fn the_clock_shows_minutes_and_seconds_from_the_first_move() {
    let mut app = page(GameId::Beeswax, 1);
    play_first(&mut app, T0);
    // Time reaches the model with its messages: the shell's tick each second.
    send(&mut app, Msg::Ui(UiMsg::Tick), T0 + 65_000.0);
    assert_eq!(app.screen().bar.time, "1:05");
    assert_eq!(clock_text(3_725_000.0), "1:02:05", "past an hour: h:mm:ss");
}

#[test]
fn hint_reads_stop_while_the_worker_thinks() {
    let mut app = page(GameId::Beeswax, 1);
    assert_eq!(screen(&app).bar.hint.label, "Hint");
    send(&mut app, Msg::Assist(AssistMsg::Hint), T0);
    let h = screen(&app).bar.hint;
    assert_eq!((h.label, h.title, h.busy), ("Stop", "Thinking… (press to stop)", true));
    send(&mut app, Msg::Assist(AssistMsg::Hint), T0);
    assert_eq!(screen(&app).bar.hint.label, "Hint", "pressing it again stops it");
}

#[test]
fn a_hint_says_its_move_and_marks_where_the_selected_cards_go() {
    let mut app = page(GameId::Beeswax, 1);
    let (id, _) = requests(&send(&mut app, Msg::Assist(AssistMsg::Hint), T0))[0].clone();
    let mv = first_transfer(&app);
    let fx = send(&mut app, reply(id, Reply::Move { mv, reason: "it frees a column".into() }), T0);
    let text = app.state().format_move(mv);
    assert_eq!(feedback(&fx), Some(format!("Hint: {text} — it frees a column").as_str()));
    let Move::Transfer { from, to, .. } = mv else { unreachable!() };
    let m = screen(&app).marks;
    assert_eq!(m.sel.map(|s| s.0), Some(from));
    assert_eq!(m.target, Some(to));
    assert_eq!(m.lit, None);
}

#[test]
fn a_hint_to_deal_lights_the_stock() {
    let mut app = page(GameId::Spider, 1);
    let (id, _) = requests(&send(&mut app, Msg::Assist(AssistMsg::Hint), T0))[0].clone();
    send(&mut app, reply(id, Reply::Move { mv: Move::Deal, reason: String::new() }), T0);
    let m = screen(&app).marks;
    assert_eq!((m.lit, m.target), (Some(Slot::Stock), None));
}

#[test]
fn solve_and_autoplay_read_stop_while_they_run() {
    let mut app = page(GameId::Beeswax, 1);
    let s = screen(&app);
    assert_eq!((s.menu.solve, s.menu.autoplay, s.menu.autoplaying), ("Solve", "Autoplay", false));
    send(&mut app, Msg::Assist(AssistMsg::Solve), T0);
    send(&mut app, Msg::Game(GameMsg::Answer(true)), T0);
    assert_eq!(screen(&app).menu.solve, "Stop analysis");
    let mut app = page(GameId::Beeswax, 1);
    send(&mut app, Msg::Assist(AssistMsg::ToggleAutoplay), T0);
    send(&mut app, Msg::Game(GameMsg::Answer(true)), T0);
    let s = screen(&app);
    assert_eq!((s.menu.autoplay, s.menu.autoplaying), ("Stop autoplay", true));
}

#[test]
fn an_undo_over_a_turned_up_card_marks_the_game_cheated_in_the_bar() {
    let mut app = page(GameId::Spider, 1);
    let mv = spider_reveal(&mut app);
    send(&mut app, Msg::Table(TableMsg::Play(mv)), T0);
    assert_eq!(screen(&app).bar.marks, "");
    send(&mut app, Msg::Table(TableMsg::Undo), T0);
    send(&mut app, Msg::Game(GameMsg::Answer(true)), T0);
    assert_eq!(screen(&app).bar.marks, "cheated");
}

#[test]
fn spider_offers_the_woods_tools_and_beeswax_does_not() {
    let spider = screen(&page(GameId::Spider, 1));
    assert!(spider.menu.woods);
    assert!(spider.panel.woods.is_some());
    assert_eq!(spider.panel.placeholder, "e.g. 7 10, or ? for commands");
    assert!(!spider.bar.status[3].1.is_empty(), "Spider's own status line: {:?}", spider.bar.status);
    let beeswax = screen(&page(GameId::Beeswax, 1));
    assert!(!beeswax.menu.woods);
    assert!(beeswax.panel.woods.is_none());
    assert_eq!(beeswax.panel.placeholder, "e.g. 5E");
}

#[test]
fn a_custom_position_says_so_and_a_complete_suit_offers_remove_suit() {
    let app = page_at(SPIDER_SUIT);
    let s = screen(&app);
    assert_eq!(s.bar.status[1].1, "Custom position");
    assert!(s.menu.remove, "a complete suit may be removed");
    assert!(!screen(&page(GameId::Spider, 1)).menu.remove);
}

#[test]
fn the_replay_bar_says_the_position_and_what_can_be_stepped() {
    let mut app = page(GameId::Beeswax, 1);
    play_first(&mut app, T0);
    play_first(&mut app, T0);
    send(&mut app, Msg::Replay(ReplayMsg::On(true)), T0);
    let s = screen(&app);
    assert_eq!(s.menu.replay, "Close replay");
    let r = s.replay.expect("the replay bar is open");
    assert_eq!((r.position.as_str(), r.back, r.forward), ("Move 2 / 2", true, false));
    send(&mut app, Msg::Replay(ReplayMsg::Seek(0)), T0);
    let r = screen(&app).replay.unwrap();
    assert_eq!((r.position.as_str(), r.back, r.forward), ("Move 0 / 2", false, true));
}

#[test]
fn the_banner_after_a_win_names_the_moves_and_the_time() {
    let mut app = page(GameId::Beeswax, 1);
    win(&mut app, T0);
    let n = app.session().steps().len();
    let s = screen(&app);
    let b = s.banner.expect("a banner");
    assert!(b.won && !b.share);
    let time = clock_text((n - 1) as f64 * 1000.0);
    // Deal 1 is in the catalogue of rated deals: its rating follows.
    assert_eq!(b.text, format!("You won! {n} moves in {time}. Easy deal (15 of 100)."));
    assert!(!s.finish);
}

#[test]
fn the_banner_after_a_win_with_a_hint_says_so() {
    let mut app = page(GameId::Beeswax, 1);
    let (id, _) = requests(&send(&mut app, Msg::Assist(AssistMsg::Hint), T0))[0].clone();
    let mv = first_transfer(&app);
    send(&mut app, reply(id, Reply::Move { mv, reason: String::new() }), T0);
    win(&mut app, T0);
    let b = screen(&app).banner.unwrap();
    assert!(b.text.contains(" moves in ") && b.text.contains(" (with 1 hint)."), "{}", b.text);
}

/// The journal of the games `app` counted.
fn journal_of(app: &App) -> Journal {
    let mut j = Journal::default();
    for f in counted(app) {
        assert!(j.insert(JournalRecord::Game(f)));
    }
    j
}

#[test]
fn the_statistics_sheet_after_a_won_and_a_lost_game() {
    let mut app = page(GameId::Beeswax, 1);
    win(&mut app, T0);
    let n = app.session().steps().len();
    send(&mut app, Msg::Game(GameMsg::Deal(Options::defaults(GameId::Beeswax), 2)), T0 + 100_000.0);
    play_first(&mut app, T0 + 100_000.0);
    send(&mut app, Msg::Game(GameMsg::New), T0 + 160_000.0);
    send(&mut app, Msg::Game(GameMsg::Answer(true)), T0 + 160_000.0);
    let stats = figures::stats(&journal_of(&app));
    let rec = app.record();
    let key = variant_key(rec.game, &rec.options);
    let sheet = stats_sheet(&stats, rec.game, &key, None);
    assert_eq!(sheet.rows.len(), 1);
    let row = &sheet.rows[0];
    assert!(row.current);
    assert_eq!(row.title, "Beeswax");
    let fastest = clock_text((n - 1) as f64 * 1000.0);
    let want = ["2", "1", "50%", "0", "1", &n.to_string(), &fastest, "0", "0 played, 0 won"];
    assert_eq!(row.cells.iter().map(String::as_str).collect::<Vec<_>>(), want);
    let bars = sheet.chart.bars.expect("two games drawn");
    assert_eq!(bars.bars.iter().map(|b| b.class()).collect::<Vec<_>>(), ["won", "lost"]);
    assert_eq!(bars.legend, "1 of the last 2 won · bar height: moves · dimmed: assisted or cheated");
    assert!(bars.bars[0].tip.starts_with(&format!("Won: {n} moves, ")));
    assert_eq!(bars.bars[1].tip, "Lost: 1 move, 1:00");
    let rate = sheet.chart.rate.expect("two fair games make a line");
    assert_eq!(rate.percent, 50.0);
    assert_eq!(rate.points, vec![(2.0, 2.0), (298.0, 45.0)], "100 % after the win, 50 % after the loss");
    assert!(sheet.daily.is_none());
}

#[test]
fn the_statistics_sheet_with_no_game_yet_shows_the_table_row_and_says_the_chart_is_empty() {
    let stats = figures::stats(&Journal::default());
    let key = variant_key(GameId::Spider, &spider("2"));
    let sheet = stats_sheet(&stats, GameId::Spider, &key, None);
    assert_eq!(sheet.rows.len(), 1);
    assert_eq!(sheet.rows[0].title, "Spider (suits=2)");
    assert_eq!(sheet.rows[0].cells[0], "0");
    assert_eq!(sheet.rows[0].cells[5], "—", "no fewest moves yet");
    assert!(sheet.chart.empty.is_some() && sheet.chart.bars.is_none() && sheet.chart.rate.is_none());
    assert_eq!(sheet.chart.heading, "Spider (suits=2): the last games");
}

#[test]
fn a_game_marked_assisted_is_dimmed_and_left_out_of_the_win_rate() {
    let mut app = page(GameId::Beeswax, 1);
    send(&mut app, Msg::Assist(AssistMsg::Solve), T0);
    send(&mut app, Msg::Game(GameMsg::Answer(true)), T0);
    assert_eq!(screen(&app).bar.marks, "assisted", "Solve marks the game assisted");
    win(&mut app, T0);
    let stats = figures::stats(&journal_of(&app));
    let chart = stats_chart(&stats, "beeswax", "Beeswax");
    let bars = chart.bars.unwrap();
    assert_eq!(bars.bars[0].class(), "won marked");
    assert!(bars.bars[0].tip.ends_with(", assisted or cheated"));
    assert!(chart.rate.is_none(), "no fair game to draw a rate of");
}

#[test]
fn a_variant_key_is_titled_with_its_rules() {
    assert_eq!(variant_title("spider suits=2"), "Spider (suits=2)");
    assert_eq!(variant_title("beehive"), "Beehive");
    assert_eq!(variant_title("beetle a=1 b=2"), "Beetle (a=1, b=2)");
}

fn new_game_of(draft: &Options, difficulty: Option<swarm::solver::rate::Difficulty>) -> NewGameSheet {
    new_game_sheet(&NewGame {
        draft,
        deal: Some(12),
        layout: Layout::Columns,
        layouts: &[(Layout::Columns, "15 columns"), (Layout::Fans5x3, "Fans 5×3")],
        winnable_only: false,
        coach: false,
        difficulty,
        today: "2026-11-27",
    })
}

#[test]
fn the_new_game_sheet_checks_the_drafts_game_and_offers_its_rules() {
    let s = new_game_of(&spider("2"), None);
    let checked: Vec<&str> = s.games.iter().filter(|g| g.checked).map(|g| g.key).collect();
    assert_eq!(checked, ["spider"]);
    assert_eq!(s.games.len(), 4);
    let suits = s.rules.iter().find(|p| p.key == "suits").expect("a suits picker");
    assert_eq!(suits.value, "2");
    assert!(s.no_rules.is_none());
    assert_eq!(s.daily, "Deal of the day (2026-11-27)");
    assert_eq!(s.deal, "12");
    let any = &s.difficulties[0];
    assert_eq!((any.word, any.label.as_str(), any.checked), ("any", "Any", true));
    assert_eq!(s.winnable, (false, false));
    let beeswax = new_game_of(&Options::defaults(GameId::Beeswax), None);
    assert!(beeswax.rules.is_empty() && beeswax.no_rules.is_some());
    assert_eq!(beeswax.layout.map(|p| p.choices.len()), Some(2));
}

#[test]
fn a_difficulty_chosen_locks_winnable_deals_on_and_says_what_new_deals() {
    let hard = swarm::solver::rate::Difficulty::Hard;
    let s = new_game_of(&Options::defaults(GameId::Beehive), Some(hard));
    assert_eq!(s.winnable, (true, true), "a difficulty implies a winnable deal");
    assert!(s.difficulties.iter().any(|c| c.word == "hard" && c.checked));
    assert_eq!(s.difficulties.iter().filter(|c| c.checked).count(), 1);
    assert_eq!(
        s.note,
        "New then deals a deal rated hard that the solver has proven winnable. It is looked for ahead of time while you play."
    );
}

#[test]
fn a_woods_line_is_for_spider_positions_only() {
    assert!(woods_line(page(GameId::Spider, 3).state()).is_ok());
    assert_eq!(
        woods_line(page(GameId::Beeswax, 3).state()),
        Err("This position cannot be written as a Woods line: Woods save lines are for Spider positions, not Beeswax."
            .into())
    );
}

#[test]
fn a_pile_ending_in_a_complete_suit_is_named_for_it_and_its_king_says_so() {
    let app = page_at(SPIDER_SUIT);
    let s = screen(&app);
    let pile = s.view.pile(Slot::Column(3)).unwrap();
    let look = pile_look(pile, PileMarks::default(), false);
    assert_eq!(look.key, "col-4");
    assert_eq!(look.label, "column 4, 14 cards, a complete spades run: activate it to remove it");
    let king = look.cards.iter().find(|c| c.complete_head).expect("the King heads the run");
    assert_eq!(king.index, 1);
    assert_eq!(card_label(king, &look.name), "king of spades, column 4, a complete run: activate it to remove it");
    assert!(look.cards[0].face == swarm::view::Face::Down && !look.cards[0].complete);
    assert_eq!((look.down, look.up), (1, 12), "one face-down strip and twelve face-up strips over the ace");
}

#[test]
fn a_hint_target_and_the_selection_are_said_and_marked_on_the_pile() {
    let app = page(GameId::Beeswax, 1);
    let s = screen(&app);
    let pile = &s.view.piles[0];
    let look = pile_look(pile, PileMarks { sel: Some(2), cursor: None, target: true, lit: false }, false);
    assert_eq!(look.label, "column 1, 4 cards, room for 0, where the hint moves the selected cards");
    let selected: Vec<usize> = look.cards.iter().filter(|c| c.selected).map(|c| c.index).collect();
    assert_eq!(selected, [2, 3]);
    assert!(look.cards[3].movable && !look.cards[3].covered && look.cards[2].covered);
    for slot in [Slot::Column(13), Slot::Stock, Slot::Waste, Slot::Discard, Slot::Storehouse] {
        assert_eq!(parse_slot(&swarm::page::table::piles::slot_key(slot)), Some(slot));
    }
    assert_eq!(parse_slot("col-0"), None);
}

#[test]
fn a_move_is_announced_in_words_and_a_win_says_so() {
    let mut app = page(GameId::Beeswax, 1);
    assert_eq!(app.announcement(), None, "no move yet");
    win(&mut app, T0);
    let said = app.announcement().unwrap();
    let last = app.session().steps().last().unwrap().text.clone();
    assert!(said.starts_with(&format!("{last}: ")), "{said}");
    assert!(said.ends_with(". You won!"), "{said}");
    assert!(said.contains(" to column "), "{said}");
}

#[test]
fn what_a_link_opened_is_said_with_its_rules_moves_and_marks() {
    let mut app = page_with(spider("2"), 5);
    play_first(&mut app, T0);
    play_first(&mut app, T0);
    let rec = app.record();
    assert_eq!(links::summary(&rec, app.session()), "This link opened Spider deal 5 (suits=2) with 2 moves.");
    let fresh = page(GameId::Beeswax, 9);
    assert_eq!(links::summary(&fresh.record(), fresh.session()), "This link opened Beeswax deal 9.");
}

#[test]
fn a_link_game_in_progress_set_aside_is_named_in_its_notice() {
    let mut app = page(GameId::Beeswax, 3);
    play_first(&mut app, T0);
    let saved = app.saved(T0);
    assert!(links::in_progress(&saved));
    assert_eq!(links::aside_text(&saved), "Your Beeswax game in progress (deal 3, 1 move) is kept.");
    assert!(!links::in_progress(&page(GameId::Beeswax, 3).saved(T0)), "no move: nothing to keep");
}

#[test]
fn a_links_deal_of_the_day_is_split_off_and_checked() {
    assert_eq!(
        links::take_daily("game=spider&daily=2026-11-27"),
        ("game=spider".to_string(), Some(Ok("2026-11-27".to_string())))
    );
    assert_eq!(links::take_daily("daily=2026-11-27&daily=2026-11-28").1, Some(Err("`daily` is given twice".into())));
    assert!(matches!(links::take_daily("daily=tomorrow").1, Some(Err(_))));
    assert_eq!(links::game_param("deal=4&game=beetle"), Some(GameId::Beetle));
    assert_eq!(links::game_param("deal=4&game=chess"), None);
}

#[test]
fn a_saved_game_loads_back_to_its_moves_and_says_how_many() {
    let mut app = page(GameId::Beeswax, 4);
    play_first(&mut app, T0);
    play_first(&mut app, T0);
    let (rec, said) = files::to_save(app.session());
    assert_eq!(said, "Saved swarm-beeswax-deal-4.json (2 moves).");
    let (session, note) = files::parse_file(&rec.to_json(), None).unwrap();
    assert_eq!(session.state(), app.state());
    assert_eq!(
        files::loaded("a.json", &session, note.as_deref()),
        "Loaded a.json: 2 moves replayed. Step through them with the replay bar."
    );
    assert_eq!(files::parse_file("\u{feff}  \n", None).unwrap_err(), "the file is empty");
    assert!(files::parse_file("<script>alert(1)</script>", None)
        .unwrap_err()
        .starts_with("neither a JSON record nor a position"));
}

#[test]
fn a_pasted_record_replays_until_a_bad_move_and_names_it() {
    let app = page(GameId::Beeswax, 4);
    let mv = app.state().format_move(first_transfer(&app));
    let (s, said) = files::replay_record(app.session(), &mv).unwrap();
    assert_eq!((s.known_steps(), said.as_str()), (1, "Replayed 1 move."));
    let (s, said) = files::replay_record(app.session(), &format!("{mv} ZZ")).unwrap();
    assert_eq!(s.known_steps(), 1);
    assert!(said.starts_with("Replay stopped at "), "{said}");
}

#[test]
fn the_statistics_tools_say_what_they_did() {
    assert_eq!(stats_sheet::exported(1, "s.json", true), "Exported 1 record as s.json.");
    assert_eq!(stats_sheet::exported(3, "s.json", false), "This browser cannot make the file.");
    assert_eq!(
        stats_sheet::imported("s.json", 2, 1, &["record 3 is damaged".into()]),
        "Imported s.json: 2 records added, 1 known already. record 3 is damaged."
    );
    assert_eq!(stats_sheet::not_read(None), "The statistics are still being read: try again in a moment.");
}

#[test]
fn typed_text_is_a_move_or_in_spider_one_of_woods_commands() {
    use swarm::page::input::typed::{read_typed, Typed};
    let spider = page(GameId::Spider, 1);
    assert_eq!(read_typed(spider.state(), "  "), None);
    assert_eq!(read_typed(spider.state(), "d"), Some(Typed::Play(Move::Deal)));
    assert_eq!(read_typed(spider.state(), "-2"), Some(Typed::Back(2)));
    assert_eq!(
        read_typed(spider.state(), "a 1"),
        Some(Typed::Autosave(
            1,
            "The game is kept in this browser every 1 move (Load offers it back as SPIDER.TMP).".into()
        ))
    );
    let status = spider.state().as_spider().unwrap().status_report();
    assert_eq!(read_typed(spider.state(), "s"), Some(Typed::Show(status)));
    assert!(matches!(read_typed(spider.state(), "p 11"), Some(Typed::Error(_))));
    assert!(
        matches!(read_typed(spider.state(), "zz"), Some(Typed::Error(e)) if e.ends_with(" (? lists Woods' commands)"))
    );
    let beeswax = page(GameId::Beeswax, 1);
    let mv = first_transfer(&beeswax);
    assert_eq!(read_typed(beeswax.state(), &beeswax.state().format_move(mv)), Some(Typed::Play(mv)));
    assert!(matches!(read_typed(beeswax.state(), "zz"), Some(Typed::Error(e)) if !e.contains("Woods")));
}

#[test]
fn the_keyboard_cursor_steps_over_piles_round_the_ends_and_through_cards() {
    use swarm::page::table::piles::cursor_step;
    let app = page(GameId::Beeswax, 1);
    let view = screen(&app).view;
    let piles: Vec<&swarm::view::PileView> = view.piles.iter().collect();
    let c1 = Slot::Column(0);
    assert_eq!(cursor_step(&piles, None, "ArrowDown"), Some((c1, 2)), "lands on the first pile's movable cards");
    assert_eq!(cursor_step(&piles, Some((c1, 2)), "ArrowLeft"), Some((Slot::Column(14), 0)), "round the end");
    assert_eq!(cursor_step(&piles, Some((c1, 2)), "ArrowRight"), Some((Slot::Column(1), 3)));
    assert_eq!(cursor_step(&piles, Some((c1, 2)), "ArrowDown"), Some((c1, 3)));
    assert_eq!(cursor_step(&piles, Some((c1, 3)), "ArrowDown"), Some((c1, 3)), "not past the last card");
    assert_eq!(cursor_step(&piles, Some((c1, 0)), "ArrowUp"), Some((c1, 0)));
    assert_eq!(cursor_step(&[], None, "ArrowUp"), None);
}

#[test]
fn the_statistics_show_nothing_while_read_and_this_tabs_games_while_the_store_refuses() {
    let mut app = page(GameId::Beeswax, 1);
    win(&mut app, T0);
    let pending: Vec<JournalRecord> = counted(&app).into_iter().map(JournalRecord::Game).collect();
    let empty = swarm::stats::fold::Fold::default();
    assert_eq!(stats_sheet::shown(&empty, &pending, (false, true, false)), None, "being read");
    assert_eq!(stats_sheet::shown(&empty, &pending, (true, true, false)), None, "read again");
    let mine = stats_sheet::shown(&empty, &pending, (false, false, true)).unwrap();
    assert_eq!(mine.get("beeswax").won, 1, "this tab's win, while the store refuses");
    assert_eq!(stats_sheet::shown(&empty, &pending, (true, false, true)).unwrap().get("beeswax").played, 0);
}

#[test]
fn a_chart_of_a_few_games_draws_them_as_wide_bars_across_the_middle() {
    use swarm::page::stats::chart::W;
    use swarm::stats::{Recent, Stats};
    let game = |won, moves| Recent { key: "spider".into(), won, moves, ms: 60_000, marked: false, at: 0 };
    let stats = Stats { recent: vec![game(true, 120), game(false, 80)], ..Default::default() };
    let bars = stats_chart(&stats, "spider", "Spider").bars.unwrap().bars;
    assert_eq!(bars.len(), 2);
    // Two games were two thin bars at the left of a wide empty box.
    assert!(bars[0].width >= W / 12.0, "a bar {} wide", bars[0].width);
    let (left, right) = (bars[0].x, W - (bars[1].x + bars[1].width));
    assert!((left - right).abs() <= 1.0, "centred: {left} left, {right} right");
    // Thirty games fill the width, as before.
    let stats = Stats { recent: (0..40).map(|k| game(k % 2 == 0, 50 + k)).collect(), ..Default::default() };
    let bars = stats_chart(&stats, "spider", "Spider").bars.unwrap().bars;
    assert_eq!(bars.len(), 30);
    assert!(bars[0].x <= 1.0 && bars[29].x + bars[29].width >= W - 1.0);
}

#[test]
fn the_screen_carries_all_the_shell_reads_the_sheet_the_question_the_link_and_the_keeping() {
    // Issue 44: the shell reads `Screen` alone (and `sheet_body`, the open
    // sheet's tree with what only the browser measures).
    let mut app = page(GameId::Beeswax, 1);
    let s = screen(&app);
    assert_eq!((s.sheet, s.question.clone(), s.fresh, s.won_replayable), (None, None, true, false));
    assert_eq!(s.query, app.query());
    assert_eq!(s.game_id, app.id());
    assert_eq!(s.draft, *app.state().options());
    assert!(s.result.is_none() && s.won_cards.is_empty());
    play_first(&mut app, T0);
    let s = screen(&app);
    assert!(!s.fresh && s.announcement.is_some(), "the move is said");
    let fx = send(&mut app, Msg::Game(GameMsg::New), T0);
    assert!(asked(&fx));
    let q = screen(&app).question.expect("the question is on the screen");
    assert_eq!(q.text, app.question().unwrap().text);
    send(&mut app, Msg::Game(GameMsg::Dismissed), T0);
    send(&mut app, Msg::Sheet(SheetMsg::Open(Sheet::Help)), T0);
    assert_eq!(screen(&app).sheet, Some(Sheet::Help));
    // Leaving the page keeps the game as it is, its clock too.
    let fx = send(&mut app, Msg::Ui(UiMsg::Keep), T0 + 5000.0);
    let saved = fx.iter().find_map(|e| if let Effect::Save(s) = e { Some(s.clone()) } else { None }).unwrap();
    assert_eq!(saved.record.moves.len(), 1);
    win(&mut app, T0 + 10_000.0);
    let s = screen(&app);
    assert!(s.won_replayable);
    assert_eq!(s.won_cards.len(), 52);
}

#[test]
fn the_deal_of_the_days_result_line_is_on_the_screen() {
    let mut app = page(GameId::Beeswax, 1);
    let fx =
        send(&mut app, Msg::Game(GameMsg::Daily(Options::defaults(GameId::Beeswax), "2026-11-26".into(), None)), T0);
    let (id, _) = requests(&fx)[0].clone();
    send(&mut app, reply(id, Reply::Deal { deal: Some(7), tried: 1 }), T0);
    let r = screen(&app).result.expect("a deal of the day has a result line");
    assert_eq!(r.query, "game=beeswax&daily=2026-11-26");
    assert_eq!(r.line(|q| format!("https://x/?{q}")), app.result_line(|q| format!("https://x/?{q}")));
    assert!(r.words.starts_with("Swarm Beeswax deal of the day 2026-11-26"), "{}", r.words);
}
