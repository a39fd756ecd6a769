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

#[test]
fn a_spider_position_with_its_piles_permuted_is_the_same_game() {
    use swarm::games::{Game, Move, Slot};
    let to = [3, 7, 0, 9, 1, 5, 2, 8, 4, 6];
    for game in [GameId::Spider, GameId::Beetle] {
        let AnyGame::Spider(mut a) = deal(game, 5) else { unreachable!() };
        let mut b = a.with_piles_permuted(&to);
        // Every deal puts the same card on the pile's image; a move of pile
        // p is the move of pile to[p] there.
        for round in 0..5 {
            for (p, &q) in to.iter().enumerate() {
                assert_eq!(a.pile(p), b.pile(q), "{game:?} round {round} pile {p}");
                assert_eq!(a.face_down(p), b.face_down(q));
            }
            let moves: Vec<Move> = a.legal_moves();
            let mapped: Vec<Move> = moves
                .iter()
                .map(|m| match *m {
                    Move::Transfer { from: Slot::Column(f), to: Slot::Column(t), count } => Move::Transfer {
                        from: Slot::Column(to[f as usize] as u8),
                        to: Slot::Column(to[t as usize] as u8),
                        count,
                    },
                    m => m,
                })
                .collect();
            let mut there = b.legal_moves();
            let mut here = mapped.clone();
            let key = |m: &Move| format!("{m:?}");
            there.sort_by_key(key);
            here.sort_by_key(key);
            assert_eq!(here, there, "{game:?} round {round}: the same moves");
            if let Some(i) = moves.iter().position(|m| matches!(m, Move::Transfer { .. })) {
                a.apply(moves[i]).unwrap();
                b.apply(mapped[i]).unwrap();
            }
            a.apply(Move::Deal).unwrap();
            b.apply(Move::Deal).unwrap();
        }
    }
}

#[test]
fn a_spider_rating_plays_the_deal_and_its_images_not_other_deals() {
    use swarm::solver::rate::{image, RATE_IMAGES};
    let g = deal(GameId::Spider, 3);
    assert_eq!(image(&g, 0), g);
    let mut sorted_unseen = g.unseen();
    swarm::card::sort_cards(&mut sorted_unseen);
    let mut seen = vec![format!("{g:?}")];
    for w in 1..RATE_IMAGES {
        let i = image(&g, w);
        assert_eq!(i, image(&g, w), "image {w} is fixed");
        let mut u = i.unseen();
        swarm::card::sort_cards(&mut u);
        assert_eq!(u, sorted_unseen, "image {w} hides the same cards");
        let AnyGame::Spider(s) = &i else { unreachable!() };
        let AnyGame::Spider(o) = &g else { unreachable!() };
        let mut piles: Vec<_> = (0..10).map(|p| s.pile(p).to_vec()).collect();
        let mut orig: Vec<_> = (0..10).map(|p| o.pile(p).to_vec()).collect();
        piles.sort();
        orig.sort();
        assert_eq!(piles, orig, "image {w} has the deal's piles, in another order");
        let key = format!("{i:?}");
        assert!(!seen.contains(&key), "image {w} is another order");
        seen.push(key);
    }
}
