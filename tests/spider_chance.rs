//! Spider's fair players on chance nodes (`solver::spider::chance`) and by a
//! nested rollout of the current player (`solver::spider::nested`): they
//! never read a hidden card, the same position and node cap give the same
//! hint, and the line handed to autoplay turns up nothing before its last
//! move.

#[path = "support/solving.rs"]
mod solving;

use solving::{gist, reshuffled, spider, spider_deal as deal};
use swarm::games::{AnyGame, Game, Move};
use swarm::solver::fair::{self, Player, Seen};
use swarm::solver::spider::chance::{Chance, CHANCE};
use swarm::solver::spider::commit::commits;
use swarm::solver::spider::nested::{Nested, NESTED};

/// A small chance-node player (cheap enough for a debug build).
const SMALL: Chance = Chance { root: 1000, inner: 60, rollout: 3, ..CHANCE };

/// A small nested player: short rollouts of the current player.
const SMALL_NESTED: Nested = Nested { root: 1000, policy: 60, moves: 3, width: 3, ..NESTED };

fn positions() -> Vec<AnyGame> {
    solving::spider_positions(&SMALL, 5, 3000)
}

#[test]
fn a_chance_node_hint_is_the_same_whatever_the_face_down_cards_and_the_stock_are() {
    for g in positions() {
        let first = gist(&SMALL, &g, 3000);
        assert!(first.0.is_ok(), "no hint in\n{}", g.to_text(true));
        for seed in 1..3 {
            let other = reshuffled(&g, seed);
            assert_ne!(other, g, "the reshuffle moved a hidden card");
            assert_eq!(gist(&SMALL, &other, 3000), first, "seed {seed} in\n{}", g.to_text(true));
        }
    }
}

#[test]
fn a_chance_node_hint_searches_its_tree_and_says_so() {
    let g = deal("2", 1);
    let (h, _) = gist(&SMALL, &g, 3000);
    let (_, _, reason, nodes) = h.unwrap();
    assert!(reason.contains("simulations through it"), "{reason}");
    // The cap is checked between simulations: one leaf's closures past it at most.
    assert!((3000..4000).contains(&nodes), "{nodes}");
}

#[test]
fn a_nested_rollout_hint_is_the_same_whatever_the_face_down_cards_and_the_stock_are() {
    for g in [deal("2", 1), deal("4", 2)] {
        let first = gist(&SMALL_NESTED, &g, 1500);
        assert!(first.0.is_ok(), "no hint in\n{}", g.to_text(true));
        let other = reshuffled(&g, 7);
        assert_ne!(other, g, "the reshuffle moved a hidden card");
        assert_eq!(gist(&SMALL_NESTED, &other, 1500), first, "in\n{}", g.to_text(true));
    }
}

#[test]
fn the_line_handed_to_autoplay_turns_up_nothing_and_does_not_deal_before_its_last_move() {
    let players: [&dyn Player; 2] = [&SMALL, &SMALL_NESTED];
    for g in positions().into_iter().take(4) {
        for p in players {
            let (h, line) = p.hint_and_line(&g, fair::node_capped(1500), &Seen::default());
            let (h, line) = (h.unwrap(), line.expect("a line to follow"));
            assert_eq!(line[0], h.mv);
            let mut s = spider(&g).clone();
            for (i, &m) in line.iter().enumerate() {
                assert_eq!(commits(&s, m), i + 1 == line.len(), "move {i} of {line:?}");
                s.apply(m).unwrap();
            }
        }
    }
}

#[test]
fn at_a_deals_start_a_card_is_turned_up_before_the_stock_is_dealt() {
    for g in [deal("1", 3), deal("2", 1), deal("4", 2)] {
        let (_, line) = SMALL.hint_and_line(&g, fair::node_capped(3000), &Seen::default());
        let last = *line.expect("a line to follow").last().unwrap();
        assert_ne!(last, Move::Deal, "in\n{}", g.to_text(true));
    }
}
