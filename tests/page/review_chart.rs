//! The Review sheet and its chart as the model describes them
//! (`page/review/chart.rs`): the losing move and its bars, the chance in
//! runs, mistakes and blunders by shape, the better move in words, and the
//! sheet of a lost game (split from `screen.rs`).

use crate::support::*;
use swarm::page::review::chart::{chart_of, review_sheet};
use swarm::page::{Decided, Mark, Point, Screen};
use swarm::protocol::ReviewEnd;
use swarm::solver::review::{Better, Class};

fn screen(app: &App) -> Screen {
    app.screen()
}

fn pt(ply: usize, mv: &str, winnable: Option<bool>, chance: Option<(u32, u32)>) -> Point {
    Point { ply, mv: mv.into(), winnable, chance, class: None, better: None }
}

#[test]
fn the_review_chart_marks_the_losing_move_and_its_bars() {
    let mut points: Vec<Point> = (0..9).map(|k| pt(k, &format!("m{k}"), Some(true), None)).collect();
    points.push(pt(9, "B2", Some(false), None));
    let c = chart_of(&points, false, false, Some(Mark::LostGame(9)), (400.0, 150.0), 9);
    let mark = c.mark.expect("the named move is marked");
    assert_eq!(mark.label.text, "B2 lost the game");
    assert_eq!(mark.side, "end", "the last bar's label is anchored inside the chart");
    assert_eq!(c.bars.iter().filter(|b| b.kind == "win").count(), 9);
    assert_eq!(c.bars[9].kind, "lost");
    assert!(c.bars[9].rect.h < c.bars[0].rect.h, "a lost position's bar is short");
    assert_eq!(c.value_text.as_deref(), Some("Move 9 (B2): not winnable"));
    assert_eq!(c.hits[0].tip, "Start: winnable");
    assert_eq!((c.max, c.cursor), (9, 9));
    assert!(c.grid.is_empty() && c.chance.is_empty(), "no chance axis where no card is hidden");
    assert_eq!(c.ticks.first().map(|t| t.text.as_str()), Some("0"));
}

#[test]
fn the_review_chart_draws_the_chance_in_runs_broken_where_it_is_unknown() {
    let points = vec![
        pt(0, "", Some(true), Some((3, 4))),
        pt(1, "5 1", Some(true), Some((1, 4))),
        pt(2, "d", None, None),
        pt(3, "2 3", Some(false), Some((0, 4))),
    ];
    let c = chart_of(&points, true, true, Some(Mark::LostChance(1)), (400.0, 150.0), 0);
    assert_eq!(c.chance.iter().map(Vec::len).collect::<Vec<_>>(), [2, 1]);
    assert_eq!(c.grid.iter().map(|g| g.1.text.as_str()).collect::<Vec<_>>(), ["100%", "50%", "0%"]);
    assert_eq!(c.bars[2].kind, "todo", "not decided while the review runs");
    assert_eq!(c.hits[1].tip, "Move 1 (5 1): winnable with every card known, chance 25%");
    let m = c.mark.unwrap();
    assert_eq!((m.label.text.as_str(), m.side), ("5 1 lost the most chance", "middle"));
    let first = chart_of(&points, true, false, Some(Mark::LostChance(0)), (400.0, 150.0), 0);
    assert_eq!(first.mark.unwrap().side, "start", "the first bar's label is anchored inside the chart");
}

/// A Spider review's points: the second move a mistake, the third a
/// blunder, each beside the fair player's move.
fn taught() -> Vec<Point> {
    let better = |mv: &str, c| Some(Better { mv: mv.into(), chance: Some(c), win_after: None, kept: Vec::new() });
    let mut p = vec![
        pt(0, "", Some(true), Some((3, 4))),
        pt(1, "5 1", Some(true), Some((3, 4))),
        pt(2, "6 2", Some(true), Some((2, 4))),
        pt(3, "D", Some(true), Some((0, 4))),
    ];
    p[1].class = Some(Class::Best);
    (p[2].class, p[2].better) = (Some(Class::Mistake), better("4 5", (3, 4)));
    (p[3].class, p[3].better) = (Some(Class::Blunder), better("7 3", (2, 4)));
    p
}

#[test]
fn the_review_chart_marks_mistakes_and_blunders_by_shape_and_names_the_better_move() {
    let c = chart_of(&taught(), true, false, None, (400.0, 150.0), 2);
    let marks: Vec<(usize, &str)> = c.markers.iter().map(|m| (m.ply, m.kind())).collect();
    assert_eq!(marks, [(2, "mistake"), (3, "blunder")], "best moves are not marked");
    assert_eq!(c.hits[1].tip, "Move 1 (5 1): winnable with every card known, chance 75% · best");
    assert_eq!(
        c.value_text.as_deref(),
        Some("Move 2 (6 2): winnable with every card known, chance 50% · mistake; the fair player's 4 5: 75%")
    );
    assert!(c.hits[3].tip.ends_with("· blunder; the fair player's 7 3: 50%"), "{}", c.hits[3].tip);
    // Each marker sits over its own bar's column.
    for m in &c.markers {
        let hit = &c.hits[m.ply].rect;
        assert!(m.x > hit.x && m.x < hit.x + hit.w, "{m:?}");
    }
}

#[test]
fn the_review_chart_marks_the_move_that_lost_with_its_better_move_in_words() {
    let mut points: Vec<Point> = (0..9).map(|k| pt(k, &format!("m{k}"), Some(true), None)).collect();
    points.push(pt(9, "B2", Some(false), None));
    points[9].class = Some(Class::LostGame);
    let kept = vec!["2B".to_string(), "A4".to_string()];
    points[9].better = Some(Better { mv: "2B".into(), chance: None, win_after: Some(37), kept });
    let c = chart_of(&points, false, false, Some(Mark::LostGame(9)), (400.0, 150.0), 9);
    assert_eq!(c.markers.iter().map(|m| (m.ply, m.kind())).collect::<Vec<_>>(), [(9, "lost_game")]);
    assert_eq!(
        c.value_text.as_deref(),
        Some("Move 9 (B2): not winnable · lost the game; 2B kept it winnable (won in 37 more moves); so did A4")
    );
}

#[test]
fn the_review_sheet_of_a_lost_game_offers_its_positions_and_says_its_verdict() {
    let mut app = page(GameId::Beeswax, 7);
    for m in "7F 1E BF 41 67 6E 96 29 B2".split_whitespace() {
        send(&mut app, Msg::Table(TableMsg::PlayText(m.into())), T0);
    }
    send(&mut app, Msg::Review(ReviewMsg::Ask), T0);
    let (id, _) = requests(&send(&mut app, Msg::Game(GameMsg::Answer(true)), T0))[0].clone();
    let r = app.review().unwrap();
    let sheet = review_sheet(&r.drawing());
    assert_eq!(sheet.what, "Beeswax deal 7, 9 moves");
    assert_eq!(
        sheet.progress.as_ref().map(|p| p.2.as_str()),
        Some("Reviewing… 0 of 10 searches. Closing the sheet stops it.")
    );
    let mut plies: Vec<Decided> =
        (0..9).map(|k| Decided { ply: k, winnable: Some(true), chance: None, class: None, better: None }).collect();
    plies.push(Decided { ply: 9, winnable: Some(false), chance: None, class: None, better: None });
    let end =
        ReviewEnd { mark: Some(Mark::LostGame(9)), summary: "B2 lost the game: it was winnable until then".into() };
    send(&mut app, reply(id, Reply::Review { done: 2, total: 2, plies, end: Some(end) }), T0);
    let sheet = review_sheet(&app.review().unwrap().drawing());
    assert!(sheet.progress.is_none());
    assert_eq!(sheet.summary, Some(("B2 lost the game: it was winnable until then.".to_string(), false)));
    let labels: Vec<(&str, usize, bool)> = sheet.actions.iter().map(|a| (a.label.as_str(), a.ply, a.primary)).collect();
    assert_eq!(labels, [("Show the position before B2", 8, true), ("Show B2", 9, false)]);
    assert!(sheet.note.starts_with("This game was still in progress, so reviewing it marked it assisted."));
    assert_eq!(screen(&app).bar.marks, "assisted");
}

#[test]
fn the_review_sheet_crosses_to_the_readers_wasm_and_back_whole() {
    use swarm::json::Value;
    use swarm::page::drawn::Unready;
    use swarm::page::node::Node;
    use swarm::page::review::draw::waiting;
    use swarm::page::review::drawing::Drawing;
    use swarm::page::review::tree::body;
    let mut points = taught();
    points[3].better = Some(Better { mv: "7 3".into(), chance: None, win_after: Some(37), kept: vec!["7 3".into()] });
    let d = Drawing {
        what: "Spider deal 7, 3 moves".into(),
        left: true,
        during: false,
        hides: true,
        running: false,
        progress: (4, 4),
        points,
        mark: Some(Mark::LostChance(3)),
        summary: Some("D lost the most chance".into()),
        failed: None,
    };
    // The page hands the drawing over as a plain value; the reader's wasm
    // draws it and hands the tree back, every name one the page knows.
    let back = Drawing::from_value(&d.to_value()).unwrap();
    assert_eq!(back, d);
    let tree = body(&back, 500.0, 800.0, None);
    let crossed: Vec<Node> = tree.iter().map(|n| Node::from_value(&n.to_value()).unwrap()).collect();
    assert_eq!(crossed, tree);
    let all = Node::el("div", "").children(crossed);
    assert!(all.by_id("review-chart").is_some());
    assert_eq!(all.by_id("review-what").unwrap().text_content(), "Spider deal 7, 3 moves: your last game");
    // What is not a drawing is refused, never a panic.
    for bad in [Value::Null, Value::from("x"), swarm::json::object(vec![("what", 1.into())])] {
        assert!(Drawing::from_value(&bad).is_err());
    }
    // Until the reader's wasm is there the sheet says so, then why not.
    let wait = Node::el("div", "").children(waiting(&d, &Unready::Preparing));
    assert_eq!(wait.by_id("review-preparing").unwrap().text_content(), "Preparing the review…");
    assert!(wait.by_id("review-chart").is_none());
    let failed = Node::el("div", "").children(waiting(&d, &Unready::Failed("the network failed".into())));
    assert!(failed.by_id("review-preparing").unwrap().has_class("error"));
}
