//! Game review (`solver::review`, `swarm review`): the move that lost a
//! game and the better move (replayed: it keeps a proven win), each move's
//! class, the JSON shape, bad moves, and the review in slices.

use swarm::cli::run;
use swarm::games::{AnyGame, GameId, Options};
use swarm::history::Session;
use swarm::record::Origin;
use swarm::solver::review::{Class, ReviewBudget, Reviewer, Verdict, BLUNDER_POINTS, MISTAKE_POINTS};
use swarm::solver::{self, Budget, Outcome};

fn sw(args: &[&str]) -> (i32, String, String) {
    run(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>())
}

const NULL: serde_json::Value = serde_json::Value::Null;

/// Deal 7 of Beeswax: winnable after the first eight moves, not after `B2`.
const LOST: &str = "7F 1E BF 41 67 6E 96 29 B2";

fn beeswax(n: u32) -> AnyGame {
    AnyGame::deal(GameId::Beeswax, &Options::defaults(GameId::Beeswax), n).unwrap()
}

fn positions(start: &AnyGame, moves: &str) -> Vec<AnyGame> {
    let mut s = Session::new(Origin::Deal(7), start.clone());
    let texts: Vec<String> = moves.split_whitespace().map(str::to_string).collect();
    s.replay(&texts).unwrap();
    s.positions()
}

#[test]
fn the_lost_game_is_proven_winnable_before_b2_and_not_after() {
    let p = positions(&beeswax(7), LOST);
    assert_eq!(p.len(), 10);
    let before = solver::solve(&p[8], Budget::nodes(1_000_000), false);
    assert!(matches!(before.outcome, Outcome::Solved(_)), "{:?}", before.outcome);
    let after = solver::solve(&p[9], Budget::nodes(1_000_000), false);
    assert_eq!(after.outcome, Outcome::Unsolvable);
}

#[test]
fn a_review_names_the_move_that_lost_a_beeswax_game() {
    let texts: Vec<String> = LOST.split_whitespace().map(str::to_string).collect();
    let budget = ReviewBudget::default_for(GameId::Beeswax);
    let r = Reviewer::of_moves(&beeswax(7), &texts, budget).unwrap().run();
    assert_eq!(r.verdict, Verdict::LostGame { ply: 9 });
    assert_eq!(r.summary(), "B2 lost the game. 2B kept it winnable (won in 37 more moves); so did A4.");
    let winnable: Vec<Option<bool>> = r.plies.iter().map(|p| p.winnable).collect();
    let mut expected = vec![Some(true); 9];
    expected.push(Some(false));
    assert_eq!(winnable, expected);
    assert!(r.plies.iter().all(|p| p.chance.is_none()), "Beeswax hides nothing: no chance");
    let classes: Vec<Option<Class>> = r.plies.iter().map(|p| p.class).collect();
    let mut expected = vec![None];
    expected.extend([Some(Class::Best); 8]);
    expected.push(Some(Class::LostGame));
    assert_eq!(classes, expected, "a proof knows no degrees: best, then the move that lost");
    assert!(r.plies[..9].iter().all(|p| p.better.is_none()));
}

#[test]
fn the_better_move_of_a_lost_beeswax_game_is_legal_and_keeps_a_proven_win() {
    let texts: Vec<String> = LOST.split_whitespace().map(str::to_string).collect();
    let r = Reviewer::of_moves(&beeswax(7), &texts, ReviewBudget::default_for(GameId::Beeswax)).unwrap().run();
    let b = r.plies[9].better.clone().expect("the move that lost has a better move");
    let before = &positions(&beeswax(7), LOST)[8];
    assert_eq!(b.kept.first(), Some(&b.mv), "the better move is the first that kept it winnable");
    // Every legal move there: kept it winnable exactly when the review says so.
    for m in before.legal_moves() {
        let text = before.format_move(m);
        let mut after = before.clone();
        after.apply(m).unwrap();
        let s = solver::solve(&after, Budget::nodes(1_000_000), false);
        let kept = b.kept.contains(&text);
        match s.outcome {
            Outcome::Solved(line) => {
                assert!(kept, "{text} keeps a proven win but the review leaves it out");
                if text == b.mv {
                    // The win the review counts replays to a win.
                    let mut g = after.clone();
                    line.iter().for_each(|&m| g.apply(m).map(|_| ()).unwrap());
                    assert!(g.is_won());
                    assert!(b.win_after.unwrap() > 0);
                }
            }
            Outcome::Unsolvable => assert!(!kept, "{text} is proven lost but the review says it kept a win"),
            Outcome::GaveUp { .. } => panic!("{text}: not decided"),
        }
    }
    // The same through the command line: replay the move before the loss, then the better one.
    let mut replayed: Vec<&str> = LOST.split_whitespace().take(8).collect();
    replayed.push(&b.mv);
    let (code, out, err) = sw(&["review", "beeswax", "7", "--moves", &replayed.join(" "), "--json"]);
    assert_eq!(code, 0, "{err}");
    let last: serde_json::Value = serde_json::from_str(out.lines().nth(8).unwrap()).unwrap();
    assert_eq!((last["winnable"].as_bool(), last["class"].as_str()), (Some(true), Some("best")), "{last}");
}

#[test]
fn a_chance_is_classed_by_how_far_it_falls_below_the_preferred_move() {
    let m = MISTAKE_POINTS * 10;
    let b = BLUNDER_POINTS * 10;
    assert_eq!(Class::by_chance(750, 750), Class::Best);
    assert_eq!(Class::by_chance(1000, 750), Class::Best, "better than the fair player's own move");
    assert_eq!(Class::by_chance(750 - m + 1, 750), Class::Good);
    assert_eq!(Class::by_chance(750 - m, 750), Class::Mistake);
    assert_eq!(Class::by_chance(750 - b + 1, 750), Class::Mistake);
    assert_eq!(Class::by_chance(750 - b, 750), Class::Blunder);
    assert_eq!(Class::by_chance(0, 1000), Class::Blunder);
}

/// Spider, one suit, deal 5: the first moves of a win found with every
/// card known (a player who peeks plays nothing like the fair player).
const SPIDER: &str = "9 4,10 9,8 10,D";

#[test]
fn a_scripted_spider_game_classes_each_move_beside_the_fair_players_choice() {
    let opts = Options::parse(GameId::Spider, [("suits", "1")]).unwrap();
    let g = AnyGame::deal(GameId::Spider, &opts, 5).unwrap();
    let texts: Vec<String> = SPIDER.split(',').map(str::to_string).collect();
    let budget = ReviewBudget { search_nodes: 20_000, worlds: 4, hint_nodes: 20 };
    let r = Reviewer::of_moves(&g, &texts, budget).unwrap().run();
    let mut s = Session::new(Origin::Deal(5), g.clone());
    s.replay(&texts).unwrap();
    let positions = s.positions();
    assert_eq!(r.plies[0].class, None, "the start is no move");
    for p in &r.plies[1..] {
        let class = p.class.unwrap_or_else(|| panic!("move {} is classed", p.ply));
        let played = p.chance.unwrap();
        match &p.better {
            None => assert!(matches!(class, Class::Best), "{p:?}"),
            Some(b) => {
                // The better move is legal where it is named, and its chance decides the class.
                let before = &positions[p.ply - 1];
                let mv = before.parse_move(&b.mv).unwrap_or_else(|e| panic!("{}: {e}", b.mv));
                assert!(before.clone().apply(mv).is_ok(), "{} is legal before move {}", b.mv, p.ply);
                assert_ne!(b.mv, p.mv);
                let pc = b.chance.expect("the fair player's chance");
                let (a, c) = (1000 * played.0 / played.1, 1000 * pc.0 / pc.1);
                assert!(c > a, "{p:?}");
                assert_eq!(class, Class::by_chance(a, c), "{p:?}");
            }
        }
    }
    let marked = r.plies.iter().filter(|p| matches!(p.class, Some(Class::Mistake | Class::Blunder))).count();
    assert!(marked > 0, "a game played by peeking has a mistake by the fair player's measure: {:?}", r.plies);
    assert!(r.summary().contains("mistake"), "{}", r.summary());
}

#[test]
fn a_review_in_steps_reports_progress_and_ends() {
    let texts: Vec<String> = LOST.split_whitespace().map(str::to_string).collect();
    let budget = ReviewBudget::default_for(GameId::Beeswax);
    let mut rv = Reviewer::of_moves(&beeswax(7), &texts, budget).unwrap();
    let whole = Reviewer::of_moves(&beeswax(7), &texts, budget).unwrap().run();
    let mut last = rv.progress();
    let mut steps = 0;
    let r = loop {
        steps += 1;
        assert!(steps <= 20, "a review of 9 moves ends within 20 steps");
        if let Some(r) = rv.step() {
            break r;
        }
        let now = rv.progress();
        assert!(now.0 > last.0 && now.0 <= now.1, "{last:?} then {now:?}");
        last = now;
    };
    assert_eq!(r, whole);
}

#[test]
fn a_won_game_loses_nothing_and_every_position_was_winnable() {
    let (_, out, _) = sw(&["solve", "beeswax", "52923", "--json"]);
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    let moves: Vec<String> = v["moves"].as_array().unwrap().iter().map(|m| m.as_str().unwrap().into()).collect();
    let r = Reviewer::of_moves(&beeswax(52923), &moves, ReviewBudget::default_for(GameId::Beeswax)).unwrap().run();
    assert_eq!(r.verdict, Verdict::NothingLost);
    assert!(r.plies.iter().all(|p| p.winnable == Some(true)));
}

#[test]
fn review_json_is_one_line_a_move_then_the_summary() {
    let (code, out, err) = sw(&["review", "beeswax", "7", "--moves", LOST, "--json"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<serde_json::Value> = out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 10);
    for (k, v) in lines[..9].iter().enumerate() {
        assert_eq!(v["ply"], k + 1);
        assert_eq!(v["move"], LOST.split_whitespace().nth(k).unwrap());
        assert_eq!(v["winnable"], k < 8);
        assert!(v["chance"].is_null(), "{v}");
        assert!(v["nodes"].is_u64());
        if k < 8 {
            assert_eq!((&v["class"], &v["better"], &v["win_after"]), (&"best".into(), &NULL, &NULL), "{v}");
        }
    }
    let b = &lines[8];
    assert_eq!(b["class"], "lost_game");
    assert_eq!(b["better"], "2B");
    assert_eq!(b["win_after"], 37);
    assert_eq!(b["kept"], serde_json::json!(["2B", "A4"]));
    assert!(b["better_chance"].is_null(), "Beeswax hides nothing: {b}");
    let s = &lines[9];
    assert_eq!(s["summary"], "B2 lost the game. 2B kept it winnable (won in 37 more moves); so did A4.");
    assert_eq!(s["verdict"], "lost_game");
    assert_eq!(s["ply"], 9);
    assert_eq!(s["move"], "B2");
    assert_eq!(s["start_winnable"], true);
}

#[test]
fn review_in_words_ends_with_the_summary() {
    let (code, out, _) = sw(&["review", "beeswax", "7", "--moves", LOST]);
    assert_eq!(code, 0);
    assert!(out.starts_with("1 7F: winnable · best\n"), "{out}");
    assert!(
        out.contains("\n9 B2: not winnable · lost the game; 2B kept it winnable (won in 37 more moves); so did A4\n"),
        "{out}"
    );
    assert!(out.ends_with("B2 lost the game. 2B kept it winnable (won in 37 more moves); so did A4.\n"), "{out}");
}

#[test]
fn a_bad_move_is_named_with_its_number_and_exit_1() {
    let (code, out, err) = sw(&["review", "beeswax", "7", "--moves", "7F 1E ZZ"]);
    assert_eq!(code, 1);
    assert!(out.is_empty());
    assert!(err.starts_with("swarm: move 3 (ZZ): "), "{err}");
    let (code, _, err) = sw(&["review", "beeswax", "7", "--moves", "7F 7F"]);
    assert_eq!(code, 1);
    assert!(err.starts_with("swarm: move 2 (7F): "), "{err}");
}

#[test]
fn review_usage_errors_exit_2() {
    for args in [
        &["review", "beeswax", "7"][..],
        &["review", "beeswax", "--moves", "7F"],
        &["review", "nosuch", "7", "--moves", "7F"],
        &["review", "beeswax", "7", "--moves", "7F", "--nodes", "0"],
        &["review", "beeswax", "7", "8", "9", "--moves", "7F"],
    ] {
        let (code, _, err) = sw(args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.starts_with("swarm: "), "{err}");
    }
}

#[test]
fn a_beehive_review_gives_a_chance_from_sampled_worlds_and_a_proof_of_winnable() {
    let g = AnyGame::deal(GameId::Beehive, &Options::defaults(GameId::Beehive), 1).unwrap();
    let first: Vec<String> = g.legal_moves().iter().take(1).map(|&m| g.format_move(m)).collect();
    let budget = ReviewBudget { search_nodes: 100_000, worlds: 2, hint_nodes: 200 };
    let r = Reviewer::of_moves(&g, &first, budget).unwrap().run();
    assert_eq!(r.plies.len(), 2);
    for p in &r.plies {
        let (won, of) = p.chance.expect("Beehive hides cards: a chance");
        assert!(of == 2 && won <= of, "{p:?}");
        assert!(p.winnable.is_some(), "Beehive's complete search decides: {p:?}");
    }
}
