//! Game review (`solver::review`, `swarm review`): the move that lost a
//! game, the JSON shape, bad moves, and the review in slices.

use swarm::cli::run;
use swarm::games::{AnyGame, GameId, Options};
use swarm::history::Session;
use swarm::record::Origin;
use swarm::solver::review::{ReviewBudget, Reviewer, Verdict};
use swarm::solver::{self, Budget, Outcome};

fn sw(args: &[&str]) -> (i32, String, String) {
    run(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>())
}

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
    assert_eq!(r.summary(), "B2 lost the game: it was winnable until then");
    let winnable: Vec<Option<bool>> = r.plies.iter().map(|p| p.winnable).collect();
    let mut expected = vec![Some(true); 9];
    expected.push(Some(false));
    assert_eq!(winnable, expected);
    assert!(r.plies.iter().all(|p| p.chance.is_none()), "Beeswax hides nothing: no chance");
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
    }
    let s = &lines[9];
    assert_eq!(s["summary"], "B2 lost the game: it was winnable until then");
    assert_eq!(s["verdict"], "lost_game");
    assert_eq!(s["ply"], 9);
    assert_eq!(s["move"], "B2");
    assert_eq!(s["start_winnable"], true);
}

#[test]
fn review_in_words_ends_with_the_summary() {
    let (code, out, _) = sw(&["review", "beeswax", "7", "--moves", LOST]);
    assert_eq!(code, 0);
    assert!(out.starts_with("1 7F: winnable\n"), "{out}");
    assert!(out.contains("9 B2: not winnable\n"), "{out}");
    assert!(out.ends_with("B2 lost the game: it was winnable until then\n"), "{out}");
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
