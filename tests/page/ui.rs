//! The page around the game, tested natively (src/page/ui.rs, route.rs,
//! replay.rs): the routing table from the page's buttons to what they do,
//! the notices and their buttons, the moves panel and Woods' answers in
//! it, the clipboard's answers, a double-tap, and the replay's playback.

use crate::support::*;
use swarm::page::input::route::{self, Route, Shell};
use swarm::page::{Copying, Downloading, Notice, Setting, Sheet, Tone};

/// Every `data-action` the page names: in index.html and in the buttons
/// the shell builds (`action_button(…, "name")`, `"data-action", "name"`)
/// and the storage notice's.
fn actions_named() -> Vec<String> {
    // The page's markup, the shell, and the trees the model builds (sheets).
    let mut texts = vec![std::fs::read_to_string("index.html").unwrap()];
    let mut dirs = vec![std::path::PathBuf::from("src/web"), std::path::PathBuf::from("src/page")];
    while let Some(dir) = dirs.pop() {
        for e in std::fs::read_dir(dir).unwrap() {
            let path = e.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else {
                texts.push(std::fs::read_to_string(path).unwrap());
            }
        }
    }
    let mut names = Vec::new();
    for t in &texts {
        for (open, close) in [("data-action=\"", "\""), ("\"data-action\", \"", "\"")] {
            for part in t.split(open).skip(1) {
                names.push(part.split(close).next().unwrap().to_string());
            }
        }
        for button in ["action_button(", "Node::button("] {
            for part in t.split(button).skip(1) {
                let call = part.split(')').next().unwrap();
                if let Some(name) = call.rsplit(", \"").next().filter(|_| call.contains(", \"")) {
                    names.push(name.trim_end_matches('"').to_string());
                }
            }
        }
    }
    // The storage notice's button.
    names.push("retry-storage".to_string());
    names.sort();
    names.dedup();
    names
}

#[test]
fn every_action_the_pages_buttons_name_routes_somewhere() {
    let names = actions_named();
    assert!(names.len() > 40, "{names:?}");
    for name in &names {
        // A game card names its game.
        let arg = if name == "pick-game" { "spider" } else { "" };
        assert!(route::action(name, arg).is_some(), "{name} routes nowhere");
    }
    assert!(route::action("resume-aside:spider", "").is_some(), "the set-aside notice's button");
}

#[test]
fn an_unknown_action_or_change_does_nothing() {
    assert!(route::action("launch-missiles", "").is_none());
    assert!(route::action("resume-aside:chess", "").is_none());
    assert!(route::change("colour", "", "1").is_none());
    assert!(route::form("search-form", "x").is_none());
}

#[test]
fn buttons_route_to_the_model_or_the_shell_with_their_argument() {
    assert!(matches!(route::action("undo", ""), Some(Route::Model(Msg::Table(TableMsg::Undo)))));
    assert!(matches!(route::action("review-open", "12"), Some(Route::Model(Msg::Review(ReviewMsg::Open(12))))));
    assert!(matches!(route::action("replay-back", ""), Some(Route::Model(Msg::Replay(ReplayMsg::Step(-1))))));
    let hard = swarm::solver::rate::Difficulty::parse("hard");
    assert!(
        matches!(route::action("difficulty", "hard"), Some(Route::Model(Msg::Sheet(SheetMsg::Setting(Setting::Difficulty(d))))) if d == hard)
    );
    assert!(matches!(
        route::action("difficulty", "any"),
        Some(Route::Model(Msg::Sheet(SheetMsg::Setting(Setting::Difficulty(None)))))
    ));
    assert!(matches!(route::change("replay-speed", "", "250"), Some(Route::Model(Msg::Replay(ReplayMsg::Speed(250))))));
    assert!(matches!(
        route::change("winnable-only", "", "1"),
        Some(Route::Model(Msg::Sheet(SheetMsg::Setting(Setting::WinnableOnly(true)))))
    ));
    assert!(matches!(route::form("locate-form", "Kh"), Some(Msg::Ui(UiMsg::Typed(t))) if t == "L Kh"));
    assert!(matches!(route::action("stats", ""), Some(Route::Model(Msg::Sheet(SheetMsg::Open(Sheet::Stats))))));
    assert!(matches!(
        route::action("pick-game", "beetle"),
        Some(Route::Model(Msg::Sheet(SheetMsg::PickGame(GameId::Beetle))))
    ));
    assert!(route::action("pick-game", "chess").is_none(), "no such game");
    assert!(route::stops_autoplay("hint"));
    assert!(!route::stops_autoplay("autoplay") && !route::stops_autoplay("confirm-yes"));
}

#[test]
fn notices_show_once_until_dismissed_and_a_new_game_keeps_only_those_with_a_button() {
    let mut app = page(GameId::Spider, 1);
    let link = Notice::text("Link: bad move 3");
    let aside =
        Notice::with("Your Spider game in progress (deal 5, 3 moves) is kept.", "Resume it", "resume-aside:spider");
    let fx = send(&mut app, Msg::Ui(UiMsg::Notice(link.clone())), T0);
    assert!(fx.contains(&Effect::Draw { animate: false }));
    assert!(send(&mut app, Msg::Ui(UiMsg::Notice(link.clone())), T0).is_empty(), "the same notice shows once");
    send(&mut app, Msg::Ui(UiMsg::Notice(aside.clone())), T0);
    assert_eq!(app.screen().notices, vec![link.clone(), aside.clone()]);
    send(&mut app, Msg::Game(GameMsg::New), T0);
    assert_eq!(app.screen().notices, vec![aside.clone()], "the link's problems go with its game");
    send(&mut app, Msg::Ui(UiMsg::Unnotice("resume-aside:".into())), T0);
    assert!(app.notices().is_empty());
    send(&mut app, Msg::Ui(UiMsg::Notice(link)), T0);
    send(&mut app, Msg::Ui(UiMsg::DismissNotices), T0);
    assert!(app.notices().is_empty());
}

#[test]
fn storage_trouble_shows_its_notice_with_try_again_until_it_works() {
    let mut app = page(GameId::Beeswax, 3);
    assert!(send(&mut app, Msg::Ui(UiMsg::Storage { failing: false }), T0).is_empty());
    send(&mut app, Msg::Ui(UiMsg::Storage { failing: true }), T0);
    send(&mut app, Msg::Ui(UiMsg::Storage { failing: true }), T0);
    let n = app.notices();
    assert_eq!(n.len(), 1);
    assert!(n[0].text.starts_with("The browser did not let Swarm save (its storage may be full)"));
    assert_eq!(n[0].action, Some(("Try again".into(), "retry-storage".into())));
    assert!(matches!(route::action("retry-storage", ""), Some(Route::Shell(Shell::RetryStorage))));
    send(&mut app, Msg::Ui(UiMsg::Storage { failing: false }), T0);
    assert!(app.notices().is_empty());
}

#[test]
fn the_panel_opens_and_closes_and_focuses_the_move_field() {
    let mut app = page(GameId::Beeswax, 3);
    assert!(!app.screen().panel.open);
    let fx = send(&mut app, Msg::Ui(UiMsg::Panel(None)), T0);
    assert!(app.screen().panel.open);
    assert!(fx.contains(&Effect::Focus("move-input".into())));
    send(&mut app, Msg::Ui(UiMsg::Panel(None)), T0);
    assert!(!app.screen().panel.open);
    send(&mut app, Msg::Ui(UiMsg::Panel(Some(true))), T0);
    send(&mut app, Msg::Ui(UiMsg::Panel(Some(false))), T0);
    assert!(!app.screen().panel.open);
}

#[test]
fn woods_commands_answer_in_the_panel_which_opens_and_a_new_game_clears() {
    let mut app = page(GameId::Spider, 1);
    send(&mut app, Msg::Ui(UiMsg::Typed("L Kh".into())), T0);
    let panel = app.screen().panel;
    assert!(panel.open);
    assert!(!panel.woods_output.is_empty(), "Locate answered");
    let fx = send(&mut app, Msg::Ui(UiMsg::Typed("F".into())), T0);
    let file = fx.iter().find_map(|e| match e {
        Effect::Download { name, what, .. } => Some((name.clone(), what.clone())),
        _ => None,
    });
    let said = "Saved swarm-spider-deal-1.json (0 moves).";
    assert_eq!(file, Some(("swarm-spider-deal-1.json".into(), Downloading::Game(said.into()))));
    // Offered: the player is told; a browser that cannot make it says so.
    let (name, what) = file.unwrap();
    let fx = send(&mut app, Msg::File(FileMsg::Downloaded { name: name.clone(), what: what.clone(), made: true }), T0);
    assert!(
        fx.contains(&Effect::Feedback(said.into(), Some(Tone::Info))) && fx.contains(&Effect::Announce(said.into()))
    );
    let fx = send(&mut app, Msg::File(FileMsg::Downloaded { name, what, made: false }), T0);
    assert!(fx.contains(&Effect::Feedback("This browser cannot make the file.".into(), Some(Tone::Error))));
    let fx = send(&mut app, Msg::Ui(UiMsg::Typed("A 5".into())), T0);
    assert_eq!(app.autosave_every(), 5);
    assert!(app.screen().panel.woods_output.contains("every 5 moves"), "{fx:?}");
    send(&mut app, Msg::Game(GameMsg::New), T0);
    assert_eq!(app.screen().panel.woods_output, "");
}

#[test]
fn a_copy_refused_offers_the_text_to_copy_by_hand() {
    let mut app = page(GameId::Spider, 1);
    send(&mut app, Msg::Ui(UiMsg::Copying(Copying::Link)), T0);
    let fx = send(&mut app, Msg::Ui(UiMsg::Copied(true)), T0);
    assert_eq!(feedback(&fx), Some("Link to this game copied."));
    send(&mut app, Msg::Ui(UiMsg::Copying(Copying::Link)), T0);
    let fx = send(&mut app, Msg::Ui(UiMsg::Copied(false)), T0);
    assert!(app.screen().panel.open, "the link shows in the moves panel");
    assert!(fx.contains(&Effect::Select("link-output")));
    assert_eq!(feedback(&fx), Some("The link is in the moves panel, selected: copy it with Ctrl+C."));
    send(&mut app, Msg::Ui(UiMsg::Copying(Copying::Result("Swarm Spider deal of the day".into()))), T0);
    let fx = send(&mut app, Msg::Ui(UiMsg::Copied(false)), T0);
    assert_eq!(feedback(&fx), Some("Swarm Spider deal of the day"), "the result line to copy by hand");
    send(&mut app, Msg::Ui(UiMsg::Copying(Copying::Woods)), T0);
    let fx = send(&mut app, Msg::Ui(UiMsg::Copied(true)), T0);
    assert!(fx.contains(&Effect::WoodsCopied("Woods line copied.".into())));
    assert!(send(&mut app, Msg::Ui(UiMsg::Copied(true)), T0).is_empty(), "an answer nobody waits for says nothing");
}

#[test]
fn a_second_click_on_the_same_card_soon_after_auto_moves_it() {
    let mut app = page(GameId::Beeswax, 3);
    let Move::Transfer { from, count, .. } = first_transfer(&app) else { unreachable!() };
    let index = app.state().view(Layout::Columns).pile(from).unwrap().cards.len() - count as usize;
    let click = Msg::Table(TableMsg::Click { slot: from, index: Some(index) });
    send(&mut app, click.clone(), T0);
    assert_eq!(app.selection(), Some((from, index)), "the first click selects");
    send(&mut app, click.clone(), T0 + 200.0);
    assert_eq!(app.session().steps().len(), 1, "the second auto-moves");
    // Too late: two clicks, not a double-click.
    let mut app = page(GameId::Beeswax, 3);
    send(&mut app, click.clone(), T0);
    send(&mut app, click, T0 + 900.0);
    assert!(app.session().steps().is_empty());
}

#[test]
fn the_replay_plays_by_itself_at_its_pace_and_stops_at_the_end() {
    let mut app = page(GameId::Beeswax, 3);
    assert_eq!(
        feedback(&send(&mut app, Msg::Replay(ReplayMsg::Toggle), T0)),
        Some("There are no moves to replay yet.")
    );
    play_first(&mut app, T0);
    play_first(&mut app, T0);
    send(&mut app, Msg::Replay(ReplayMsg::Toggle), T0);
    send(&mut app, Msg::Replay(ReplayMsg::Speed(1200)), T0);
    let fx = send(&mut app, Msg::Replay(ReplayMsg::Play), T0);
    assert!(fx.contains(&Effect::Timer(Timer::Replay, Some(1200))), "at the end, play starts from the start");
    assert!(app.session().steps().is_empty());
    assert!(app.screen().replay.unwrap().playing);
    let fx = send(&mut app, Msg::Replay(ReplayMsg::Tick), T0);
    assert!(fx.contains(&Effect::Timer(Timer::Replay, Some(1200))));
    let fx = send(&mut app, Msg::Replay(ReplayMsg::Tick), T0);
    assert!(!fx.iter().any(|e| matches!(e, Effect::Timer(Timer::Replay, Some(_)))), "the last move: no more");
    assert_eq!(app.session().steps().len(), 2);
    assert!(!app.screen().replay.unwrap().playing);
    send(&mut app, Msg::Replay(ReplayMsg::Start), T0);
    send(&mut app, Msg::Replay(ReplayMsg::Play), T0);
    let fx = send(&mut app, Msg::Replay(ReplayMsg::Toggle), T0);
    assert!(fx.contains(&Effect::Timer(Timer::Replay, None)), "closing the bar stops it");
    assert!(app.screen().replay.is_none());
    assert_eq!(app.session().steps().len(), 2, "back to the end of the game");
}

#[test]
fn a_loaded_record_with_moves_opens_in_the_replay_bar_and_closes_the_sheets() {
    let mut app = page(GameId::Beeswax, 3);
    let mut other = page(GameId::Beeswax, 9);
    play_first(&mut other, T0);
    let fx = send(&mut app, Msg::File(FileMsg::Load("game.json".into(), Ok(other.record().to_json()))), T0);
    assert!(fx.contains(&Effect::CloseSheets));
    assert_eq!(app.deal_number(), Some(9));
    assert!(app.replaying(), "the game's moves can be stepped through");
    assert_eq!(feedback(&fx), Some("Loaded game.json: 1 move replayed. Step through it with the replay bar."));
}

#[test]
fn a_file_that_is_not_a_game_is_refused_with_the_reason_and_the_game_stays() {
    let mut app = page(GameId::Beeswax, 3);
    let fx = send(&mut app, Msg::File(FileMsg::Load("x.txt".into(), Ok("   ".into()))), T0);
    assert_eq!(feedback(&fx), Some("Could not load x.txt: the file is empty"));
    assert!(fx.contains(&Effect::Announce("Could not load x.txt: the file is empty".into())));
    assert!(!fx.contains(&Effect::CloseSheets), "the Load sheet stays, to correct the text");
    let why = Err("the file could not be read".to_string());
    let fx =
        send(&mut app, Msg::File(FileMsg::Load("a-very-long-name-for-a-file-to-load-and-more.json".into(), why)), T0);
    assert_eq!(
        feedback(&fx),
        Some("Could not load a-very-long-name-for-a-file-to-load-and-…: the file could not be read")
    );
    assert_eq!(app.deal_number(), Some(3));
}

#[test]
fn a_pasted_record_replays_from_this_deals_start() {
    let mut app = page(GameId::Beeswax, 3);
    let mv = first_transfer(&app);
    let text = app.state().format_move(mv);
    let fx = send(&mut app, Msg::File(FileMsg::Pasted(text)), T0);
    assert_eq!(feedback(&fx), Some("Replayed 1 move."));
    assert_eq!(app.session().steps().len(), 1);
}
