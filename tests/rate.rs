//! Deal ratings (`solver::rate`, `swarm rate`): labels, determinism, work
//! in slices, proven losses, the JSON shape and the errors.

use swarm::cli::run;
use swarm::games::{AnyGame, GameId, Options};
use swarm::solver::rate::{rate, rating, Calibration, Difficulty, Rater, Weights};

fn sw(args: &[&str]) -> (i32, String, String) {
    run(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>())
}

fn deal(game: GameId, n: u32) -> AnyGame {
    AnyGame::deal(game, &Options::defaults(game), n).unwrap()
}

#[test]
fn labels_split_the_ratings_in_quarters() {
    assert_eq!(Difficulty::of(0), Difficulty::Easy);
    assert_eq!(Difficulty::of(24), Difficulty::Easy);
    assert_eq!(Difficulty::of(25), Difficulty::Medium);
    assert_eq!(Difficulty::of(49), Difficulty::Medium);
    assert_eq!(Difficulty::of(50), Difficulty::Hard);
    assert_eq!(Difficulty::of(75), Difficulty::Expert);
    assert_eq!(Difficulty::of(100), Difficulty::Expert);
    for d in [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard, Difficulty::Expert, Difficulty::NotWinnable] {
        assert_eq!(Difficulty::parse(d.word()), Some(d));
    }
}

#[test]
fn a_rating_is_the_percentile_of_the_score_in_its_table() {
    let weights = Weights { search: 1, shortfall: 1, first: 0, play: 0 };
    let c = Calibration { name: "t", weights, points: std::array::from_fn(|i| 100 * i as u32) };
    assert_eq!(rating(&c, 0), 0);
    assert_eq!(rating(&c, 50), 2);
    assert_eq!(rating(&c, 100), 5);
    assert_eq!(rating(&c, 1000), 50);
    assert_eq!(rating(&c, 1999), 99);
    assert_eq!(rating(&c, 5000), 100);
    let mut last = 0;
    for s in 0..2100 {
        let r = rating(&c, s);
        assert!(r >= last, "monotone at {s}");
        last = r;
    }
}

#[test]
fn a_proven_loss_is_not_winnable_with_rating_100() {
    // Beeswax deal 24: the complete search proves that no win exists.
    let r = rate(&deal(GameId::Beeswax, 24));
    assert_eq!(r.difficulty, Difficulty::NotWinnable);
    assert_eq!(r.rating, 100);
    assert_eq!(r.search, "unsolvable");
}

#[test]
fn a_winnable_beeswax_deal_gets_a_label_and_its_first_moves() {
    let r = rate(&deal(GameId::Beeswax, 1));
    assert_ne!(r.difficulty, Difficulty::NotWinnable);
    assert_eq!(r.difficulty, Difficulty::of(r.rating));
    assert_eq!(r.search, "solved");
    let (w, n) = r.first_moves.expect("Beeswax counts its first moves");
    assert!(w >= 1 && w <= n, "{w} of {n}");
}

#[test]
fn a_rating_in_slices_is_the_rating_in_one_go_and_the_same_every_time() {
    for (game, n) in [(GameId::Beeswax, 4), (GameId::Beehive, 1)] {
        let g = deal(game, n);
        let whole = rate(&g);
        let mut rater = Rater::new(&g);
        let mut steps = 0;
        let sliced = loop {
            steps += 1;
            if let Some(r) = rater.step(500) {
                break r;
            }
        };
        assert_eq!(sliced, whole, "{game:?} {n}");
        assert!(steps > 1, "a rating of {} nodes takes several slices of 500", whole.nodes);
    }
}

#[test]
fn rate_json_is_one_line_a_deal_with_the_label_and_its_parts() {
    let (code, out, err) = sw(&["rate", "beeswax", "23..25", "--json"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<serde_json::Value> = out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 3);
    for (v, n) in lines.iter().zip(23..) {
        assert_eq!(v["game"], "beeswax");
        assert_eq!(v["deal"], n);
        let d = v["difficulty"].as_str().unwrap();
        assert!(Difficulty::parse(d).is_some(), "{d}");
        assert!(v["rating"].as_u64().unwrap() <= 100);
        assert!(v["search_nodes"].is_u64() && v["nodes"].is_u64());
    }
    assert_eq!(lines[1]["difficulty"], "not winnable");
    assert_eq!(lines[1]["rating"], 100);
}

#[test]
fn rate_in_words_is_one_line_a_deal() {
    let (code, out, _) = sw(&["rate", "beeswax", "24"]);
    assert_eq!(code, 0);
    assert_eq!(out, "beeswax deal 24: not winnable (proven)\n");
    let (_, out, _) = sw(&["rate", "beeswax", "1"]);
    assert!(out.starts_with("beeswax deal 1: "), "{out}");
    assert!(out.contains(" first moves win"), "{out}");
}

#[test]
fn rate_usage_errors_exit_2() {
    for args in [
        &["rate"][..],
        &["rate", "beeswax"],
        &["rate", "nosuch", "1"],
        &["rate", "beeswax", "0"],
        &["rate", "beeswax", "5..3"],
        &["rate", "beeswax", "1", "2"],
        &["rate", "beeswax", "1", "--nodes", "5"],
        &["rate", "spider", "1", "--opt", "suits=3"],
        &["rate", "beeswax", "1", "--frobnicate"],
    ] {
        let (code, out, err) = sw(args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(out.is_empty() && err.starts_with("swarm: "), "{args:?}: {err}");
    }
}
