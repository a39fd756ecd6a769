//! Robustness: random play at small scale over every game and option set
//! (the invariants of `tests/support/invariants.rs`), and regressions found
//! by fuzzing (`fuzz/`): hostile input to every parser gives an error with a
//! reason, never a panic.

#[path = "support/invariants.rs"]
mod invariants;

use invariants::*;
use swarm::deal::SplitMix64;
use swarm::games::{AnyGame, GameId, Options};

#[test]
fn random_play_keeps_every_invariant_in_every_option_set() {
    let mut rng = SplitMix64::new(0x5eed);
    for game in available_games() {
        for options in covering_option_sets(game) {
            for number in 1..=4u32 {
                play_random_game(game, &options, number, &mut rng, 150, 4, true).unwrap_or_else(|e| panic!("{e}"));
            }
        }
    }
}

#[test]
fn every_game_in_the_catalog_deals_or_says_it_is_not_available() {
    for game in GameId::ALL {
        for options in all_option_sets(game) {
            match AnyGame::deal(game, &options, 1) {
                Ok(g) => assert_eq!(g.id(), game),
                Err(e) => assert!(e.contains("not available"), "{game}: {e}"),
            }
        }
    }
}

#[test]
fn the_won_position_of_beeswax_is_won_by_both_definitions() {
    let mut text = String::from("game: beeswax\n");
    let labels = "123456789ABCD";
    for (i, l) in labels.chars().enumerate() {
        let r = swarm::card::rank_text(i as u8 + 1);
        text.push_str(&format!("{l}: {r}c {r}d {r}h {r}s\n"));
    }
    let g = AnyGame::from_text(&text).unwrap();
    assert!(g.is_won());
    assert!(won_by_definition(&g));
    assert!(g.legal_moves().is_empty());
    assert!(!g.is_stuck());
}

#[test]
fn option_sets_cover_every_value() {
    for game in GameId::ALL {
        let sets = covering_option_sets(game);
        for spec in swarm::games::options::specs(game) {
            for v in spec.values {
                assert!(sets.iter().any(|o| o.get(spec.key) == *v), "{game}: {}={v} not covered", spec.key);
            }
        }
        let full = all_option_sets(game);
        let product: usize = swarm::games::options::specs(game).iter().map(|s| s.values.len()).product();
        assert_eq!(full.len(), product);
        assert!(sets.len() <= full.len());
    }
    assert_eq!(covering_option_sets(GameId::Spider).len(), 24);
    assert_eq!(covering_option_sets(GameId::Beehive).len(), 10);
    assert_eq!(covering_option_sets(GameId::Beeswax), vec![Options::defaults(GameId::Beeswax)]);
}

fn hash_of(g: &AnyGame) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    g.hash(&mut h);
    h.finish()
}

/// Found by random play: a move left its cards behind, past the column's
/// length, in the state's arrays, so the same position reached two ways (or
/// read back from its text) compared unequal and hashed differently.
#[test]
fn beeswax_positions_with_the_same_columns_are_equal_however_they_were_reached() {
    let start = AnyGame::deal(GameId::Beeswax, &Options::defaults(GameId::Beeswax), 52923).unwrap();
    let play = |moves: &[&str]| {
        let mut g = start.clone();
        for m in moves {
            let mv = g.parse_move(m).unwrap();
            g.apply(mv).unwrap();
        }
        g
    };
    // Column 5 ends Kh Ks: carry the kings to F directly, or by way of E.
    let (direct, detour) = (play(&["5F"]), play(&["5E", "EF"]));
    assert_eq!(direct.to_text(true), detour.to_text(true));
    assert_eq!(direct, detour);
    assert_eq!(hash_of(&direct), hash_of(&detour));
    let mut h = start.clone();
    h.apply(h.parse_move("5E").unwrap()).unwrap();
    let back = AnyGame::from_text(&h.to_text(true)).unwrap();
    assert_eq!(back, h);
    assert_eq!(hash_of(&back), hash_of(&h));
}
