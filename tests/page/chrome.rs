//! What is drawn around the table as trees (src/page/chrome_ui.rs), after
//! scripts of messages: the end-of-game banner and its buttons, the
//! notices and theirs, the status line's parts. The ids, classes and
//! texts are those `www/style.css` and the browser tests read.

use crate::support::*;
use swarm::page::chrome::tree::{self as chrome_ui, Set};
use swarm::page::input::route;
use swarm::page::node::Node;
use swarm::page::Notice;

/// Plays the solution of the deal on the table, a move a second from `t`.
fn win(app: &mut App, t: f64) {
    for (i, mv) in moves_from(app, &solution(app)).into_iter().enumerate() {
        send(app, Msg::Table(TableMsg::Play(mv)), t + 1000.0 * i as f64);
    }
    assert!(app.state().is_won());
}

/// The ids of the buttons in `n`, in order.
fn buttons(n: &Node) -> Vec<&str> {
    n.all(&|c| c.tag == "button").iter().map(|b| b.get("id").unwrap_or("")).collect()
}

/// The banner's tree, from the screen.
fn banner(app: &App) -> Node {
    chrome_ui::banner(app.screen().banner.as_ref().expect("a banner"))
}

#[test]
fn the_won_banner_says_the_result_and_offers_review_and_new_game_but_no_share() {
    let mut app = page(GameId::Beeswax, 1);
    win(&mut app, T0);
    let text = app.screen().banner.unwrap().text;
    let b = banner(&app);
    assert_eq!((b.tag, b.get("id")), ("div", Some("banner")));
    assert!(b.has_class("banner") && b.has_class("won"));
    assert_eq!(b.get("data-text"), Some(text.as_str()), "the shell redraws only when it changes");
    let first = &b.children[0];
    assert_eq!((first.tag, first.get("class"), first.text.as_deref()), ("span", Some("banner-text"), Some(&*text)));
    assert_eq!(buttons(&b), ["banner-review", "banner-new"], "no Share the result: not the deal of the day");
    let review = b.by_id("banner-review").unwrap();
    assert_eq!((review.text.as_deref(), review.get("data-action")), (Some("Review"), Some("review")));
    assert_eq!(review.get("title"), Some("Where the game was won or lost, move by move"));
    let new = b.by_id("banner-new").unwrap();
    assert_eq!((new.text.as_deref(), new.get("data-action")), (Some("New game"), Some("new")));
    assert!(new.has_class("primary") && new.get("type") == Some("button"));
    assert!(b.text_content().starts_with("You won! "));
}

#[test]
fn the_won_deal_of_the_day_offers_share_the_result_before_review_and_new_game() {
    let mut app = page(GameId::Beeswax, 1);
    let fx =
        send(&mut app, Msg::Game(GameMsg::Daily(Options::defaults(GameId::Beeswax), "2026-11-26".into(), None)), T0);
    let (id, _) = requests(&fx)[0].clone();
    send(&mut app, reply(id, Reply::Deal { deal: Some(1), tried: 1 }), T0);
    win(&mut app, T0);
    let b = banner(&app);
    assert_eq!(buttons(&b), ["btn-share-result", "banner-review", "banner-new"]);
    let share = b.by_id("btn-share-result").unwrap();
    assert_eq!((share.text.as_deref(), share.get("data-action")), (Some("Share the result"), Some("share-result")));
}

#[test]
fn no_moves_left_is_a_banner_not_won_with_review_and_new_game() {
    let app = page_at(
        "game: beehive\nstorehouse: #As #2s #3s #4s #5s #6s 7c\n1: Ah Ad Ac\n2: 2h 2d 2c\n3: 3h 3d 3c\n\
         4: 4h 4d 4c\n5: 5h 5d 5c\n6: 6h 6d 6c\nstock: 7h 7s\nwaste: 7d\npass: 2\ndiscarded: 8 9 10 J Q K\n",
    );
    assert!(app.state().is_stuck());
    let b = banner(&app);
    assert_eq!(b.get("class"), Some("banner"), "not won");
    assert_eq!(b.children[0].text.as_deref(), Some("No moves left. Undo, restart, or start a new game."));
    assert_eq!(buttons(&b), ["banner-review", "banner-new"]);
}

#[test]
fn no_banner_while_the_game_goes_on() {
    let mut app = page(GameId::Beeswax, 1);
    play_first(&mut app, T0);
    assert!(app.screen().banner.is_none());
}

#[test]
fn every_button_of_the_banner_and_the_notices_routes_somewhere() {
    let mut app = page(GameId::Spider, 1);
    send(&mut app, Msg::Ui(UiMsg::Storage { failing: true }), T0);
    send(
        &mut app,
        Msg::Ui(UiMsg::Notice(Notice::with("Your Spider game is kept.", "Resume it", "resume-aside:spider"))),
        T0,
    );
    let mut nodes = chrome_ui::notices(app.notices());
    nodes.push(chrome_ui::banner(&swarm::page::screen::Banner { text: "You won!".into(), won: true, share: true }));
    for n in &nodes {
        for b in n.all(&|c| c.tag == "button") {
            let action = b.get("data-action").unwrap();
            assert!(route::action(action, "").is_some(), "{action} routes nowhere");
        }
    }
}

#[test]
fn a_notice_with_an_action_has_its_button_and_the_box_ends_with_dismiss() {
    let mut app = page(GameId::Spider, 1);
    send(&mut app, Msg::Ui(UiMsg::Notice(Notice::text("Link: bad move 3"))), T0);
    send(&mut app, Msg::Ui(UiMsg::Storage { failing: true }), T0);
    let nodes = chrome_ui::notices(&app.screen().notices);
    assert_eq!(nodes.len(), 2, "the list, then Dismiss");
    let (list, dismiss) = (&nodes[0], &nodes[1]);
    assert_eq!(list.tag, "ul");
    let items: Vec<&Node> = list.children.iter().collect();
    assert_eq!(items.len(), 2);
    assert_eq!(items[0].tag, "li");
    assert_eq!(items[0].text.as_deref(), Some("Link: bad move 3"));
    assert!(items[0].children.is_empty(), "a notice without an action has no button");
    assert!(items[1].text.as_deref().unwrap().starts_with("The browser did not let Swarm save"));
    let retry = &items[1].children[0];
    assert_eq!((retry.tag, retry.text.as_deref()), ("button", Some("Try again")));
    assert_eq!((retry.get("data-action"), retry.get("class")), (Some("retry-storage"), Some("notice-action")));
    assert_eq!(
        (dismiss.tag, dismiss.get("id"), dismiss.text.as_deref()),
        ("button", Some("messages-dismiss"), Some("Dismiss"))
    );
    assert_eq!(dismiss.get("data-action"), Some("dismiss"));
}

#[test]
fn no_notice_is_an_empty_box() {
    let mut app = page(GameId::Beeswax, 1);
    assert!(chrome_ui::notices(&app.screen().notices).is_empty());
    send(&mut app, Msg::Ui(UiMsg::Notice(Notice::text("Link: bad move 3"))), T0);
    send(&mut app, Msg::Ui(UiMsg::DismissNotices), T0);
    assert!(chrome_ui::notices(&app.screen().notices).is_empty(), "dismissed");
}

#[test]
fn the_status_line_is_a_span_per_part_that_reads_as_the_whole_line() {
    let mut app = page(GameId::Beeswax, 1);
    play_first(&mut app, T0);
    let bar = app.screen().bar;
    let spans = chrome_ui::status(&bar);
    let classes: Vec<&str> = spans.iter().map(|s| s.get("class").unwrap()).collect();
    assert_eq!(classes, ["st-game", "st-deal", "st-moves", "st-extra"]);
    assert!(spans.iter().all(|s| s.tag == "span" && s.children.is_empty()));
    let texts: Vec<&str> = spans.iter().map(|s| s.text.as_deref().unwrap()).collect();
    assert_eq!(texts[..3], ["Beeswax · ", "Deal 1", " · 1 move"]);
    assert_eq!(texts.concat(), bar.status_text, "the shell compares the line to redraw only a change");
}

#[test]
fn the_deal_of_the_day_is_said_in_the_deals_span() {
    let mut app = page(GameId::Beeswax, 1);
    let fx =
        send(&mut app, Msg::Game(GameMsg::Daily(Options::defaults(GameId::Beeswax), "2026-11-26".into(), None)), T0);
    let (id, _) = requests(&fx)[0].clone();
    send(&mut app, reply(id, Reply::Deal { deal: Some(9), tried: 1 }), T0);
    let spans = chrome_ui::status(&app.screen().bar);
    assert_eq!(spans[1].text.as_deref(), Some("Deal 9 · deal of the day 2026-11-26"));
    assert_eq!(spans[2].text.as_deref(), Some(" · 0 moves"));
}

// ---- The elements kept on screen ----

/// What `kept` sets on the element `id`, in order.
fn sets(app: &App, id: &str) -> Vec<Set> {
    chrome_ui::kept(&app.screen()).into_iter().filter(|(i, _)| *i == id).map(|(_, s)| s).collect()
}

#[test]
fn a_new_deal_has_undo_and_redo_disabled_the_finish_and_replay_bars_hidden() {
    let app = page(GameId::Beeswax, 1);
    assert_eq!(sets(&app, "btn-undo"), [Set::Disabled(true)]);
    assert_eq!(sets(&app, "btn-redo"), [Set::Disabled(true)]);
    assert_eq!(sets(&app, "btn-redo-menu"), [Set::Disabled(true)]);
    assert_eq!(sets(&app, "btn-finish"), [Set::Hidden(true)]);
    assert_eq!(sets(&app, "replay-bar"), [Set::Hidden(true)]);
    assert!(sets(&app, "replay-pos").is_empty(), "the replay bar's contents are set only while it is open");
    assert_eq!(sets(&app, "game-title"), [Set::Text("Beeswax".into())]);
    assert_eq!(sets(&app, "status-time"), [Set::Text("0:00".into())]);
    assert_eq!(sets(&app, "status-marks"), [Set::Text(String::new()), Set::Hidden(true)]);
    assert_eq!(sets(&app, "btn-woods"), [Set::Hidden(true)], "Woods' tools are Spider's");
    assert_eq!(sets(&app, "btn-share-daily"), [Set::Hidden(true)]);
}

#[test]
fn after_a_move_and_its_undo_redo_is_enabled_in_the_bar_and_the_menu() {
    let mut app = page(GameId::Beeswax, 1);
    play_first(&mut app, T0);
    assert_eq!(sets(&app, "btn-undo"), [Set::Disabled(false)]);
    send(&mut app, Msg::Table(TableMsg::Undo), T0);
    assert_eq!(sets(&app, "btn-redo"), [Set::Disabled(false)]);
    assert_eq!(sets(&app, "btn-redo-menu"), [Set::Disabled(false)]);
    assert_eq!(sets(&app, "btn-undo"), [Set::Disabled(true)]);
}

#[test]
fn hint_is_marked_thinking_and_busy_while_the_worker_looks() {
    let mut app = page(GameId::Beeswax, 1);
    let idle =
        [Set::Class("thinking", false), Set::Attr("aria-busy", "false".into()), Set::Attr("title", "Hint (H)".into())];
    assert_eq!(sets(&app, "btn-hint"), idle);
    send(&mut app, Msg::Assist(AssistMsg::Hint), T0);
    assert_eq!(
        sets(&app, "btn-hint"),
        [
            Set::Class("thinking", true),
            Set::Attr("aria-busy", "true".into()),
            Set::Attr("title", "Thinking… (press to stop)".into())
        ]
    );
    send(&mut app, Msg::Assist(AssistMsg::Hint), T0);
    assert_eq!(sets(&app, "btn-hint"), idle, "pressed again, it stops");
}

#[test]
fn the_difficulty_chip_shows_once_the_worker_rated_the_deal() {
    let mut app = page(GameId::Beeswax, 3);
    // A deal past the catalogue's (whose deals are rated at once).
    let fx = send(&mut app, Msg::Game(GameMsg::Deal(Options::defaults(GameId::Beeswax), 99_999)), T0);
    assert_eq!(sets(&app, "status-rating"), [Set::Text(String::new()), Set::Hidden(true)]);
    let (id, _) = requests(&fx).into_iter().find(|(_, r)| matches!(r, Request::Rate { .. })).expect("a rating asked");
    let difficulty = swarm::solver::rate::Difficulty::Medium;
    send(&mut app, reply(id, Reply::Rated { deal: 99_999, difficulty, rating: 33, tried: 4 }), T0);
    assert_eq!(
        sets(&app, "status-rating"),
        [
            Set::Text("Medium".into()),
            Set::Hidden(false),
            Set::Attr("title", "Rated medium by the solver: 33 of 100".into()),
            Set::Attr("data-difficulty", "medium".into()),
        ]
    );
}

#[test]
fn the_replay_bar_says_where_it_is_and_disables_what_cannot_step() {
    let mut app = page(GameId::Beeswax, 1);
    play_first(&mut app, T0);
    send(&mut app, Msg::Replay(ReplayMsg::On(true)), T0);
    assert_eq!(sets(&app, "replay-bar"), [Set::Hidden(false)]);
    assert_eq!(sets(&app, "btn-replay-bar"), [Set::Text("Close replay".into())]);
    assert_eq!(sets(&app, "replay-pos"), [Set::Text("Move 1 / 1".into())]);
    assert_eq!(sets(&app, "replay-back"), [Set::Disabled(false)]);
    assert_eq!(sets(&app, "replay-fwd"), [Set::Disabled(true)]);
    assert_eq!(sets(&app, "replay-play"), [Set::Text("Play".into()), Set::Attr("aria-label", "Play the moves".into())]);
    send(&mut app, Msg::Replay(ReplayMsg::Seek(0)), T0);
    assert_eq!(sets(&app, "replay-start"), [Set::Disabled(true)]);
    assert_eq!(sets(&app, "replay-end"), [Set::Disabled(false)]);
}

#[test]
fn the_panel_and_its_button_say_whether_it_is_open() {
    let mut app = page(GameId::Spider, 1);
    assert_eq!(sets(&app, "panel"), [Set::Hidden(true)]);
    assert_eq!(sets(&app, "btn-panel"), [Set::Attr("aria-expanded", "false".into())]);
    assert_eq!(sets(&app, "btn-woods"), [Set::Hidden(false)]);
    send(&mut app, Msg::Ui(UiMsg::Panel(Some(true))), T0);
    assert_eq!(sets(&app, "panel"), [Set::Hidden(false)]);
    assert_eq!(sets(&app, "btn-panel"), [Set::Attr("aria-expanded", "true".into())]);
}

#[test]
fn every_id_set_is_an_element_of_the_page() {
    let html = std::fs::read_to_string("index.html").unwrap();
    let mut app = page(GameId::Spider, 1);
    play_first(&mut app, T0);
    send(&mut app, Msg::Replay(ReplayMsg::On(true)), T0);
    for (id, _) in chrome_ui::kept(&app.screen()) {
        assert!(html.contains(&format!("id=\"{id}\"")), "#{id} is not in index.html");
    }
}
