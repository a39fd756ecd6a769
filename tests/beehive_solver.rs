//! Beehive's complete search (peeking analysis) and its fair hints:
//! solutions replay through `Game::apply` to a win, "not winnable" verdicts
//! agree with an exhaustive plain search over `legal_moves` on small
//! positions, and fair hints do not depend on the hidden cards.

#[path = "support/solving.rs"]
mod solving;

use solving::{reachable_win_by, replay, reshuffled};
use swarm::card::Card;
use swarm::games::beehive::{Beehive, Parts};
use swarm::games::{AnyGame, GameId, Options};
use swarm::solver::{self, fair, Budget, Outcome};

fn opts(pairs: &[(&str, &str)]) -> Options {
    Options::parse(GameId::Beehive, pairs.iter().copied()).unwrap()
}

fn board(body: &str) -> AnyGame {
    AnyGame::from_text(&format!("game: beehive\n{body}")).unwrap()
}

/// Every position reachable through `legal_moves` (all counts, all targets,
/// no pruning; the pass number, which only says what was seen, left out):
/// is a won one among them? `None` past `limit` positions. Positions that
/// differ only in the order of the columns count once.
fn reachable_win(start: &Beehive, limit: usize) -> Option<bool> {
    let norm = |g: &AnyGame| {
        let AnyGame::Beehive(b) = g else { unreachable!("Beehive moves lead to Beehive positions") };
        let mut p = b.parts();
        p.columns.sort(); // columns are interchangeable
        (p.storehouse, p.columns, p.stock, p.waste)
    };
    reachable_win_by(&AnyGame::Beehive(start.clone()), limit, norm)
}

/// A small crowded position from `seed`: `blocked` columns hold three cards
/// of a high rank whose fourth lies at the bottom of the storehouse, and the
/// cards of the `free` lowest ranks are shuffled into the free columns (with
/// Leeming, one each, as its fill rule requires), the storehouse's upper part
/// and the stock; every other rank is discarded.
fn crowded(options: &Options, seed: u64, blocked: usize, free: u8) -> Beehive {
    let mut rng = swarm::deal::SplitMix64::new(seed);
    let mut cards: Vec<Card> = Card::deck().filter(|c| c.rank() <= free).collect();
    swarm::deal::shuffle(&mut cards, &mut rng);
    let suits = swarm::card::Suit::ALL;
    let high: Vec<u8> = (14 - blocked as u8..=13).collect();
    let mut columns: Vec<Vec<Card>> =
        high.iter().map(|&r| suits[..3].iter().map(|&s| Card::new(r, s)).collect()).collect();
    let mut storehouse: Vec<Card> = high.iter().map(|&r| Card::new(r, suits[3])).collect();
    let leeming = options.get("fill") == "leeming";
    while columns.len() < 6 {
        columns.push(if leeming { vec![cards.pop().unwrap()] } else { Vec::new() });
    }
    let up = (rng.next_u64() % 4) as usize;
    storehouse.extend(cards.drain(..up.min(cards.len())));
    let parts = Parts {
        storehouse,
        columns,
        stock: cards,
        waste: Vec::new(),
        discarded: (free + 1..14 - blocked as u8).collect(),
        pass: 1,
    };
    Beehive::from_parts(options, &parts).unwrap()
}

#[test]
fn beehive_peeking_solutions_replay_to_a_win_under_every_option() {
    let sets: [&[(&str, &str)]; 4] =
        [&[], &[("draw", "1")], &[("fill", "leeming")], &[("storehouse", "16"), ("fill", "leeming"), ("draw", "1")]];
    for pairs in sets {
        let o = opts(pairs);
        let mut solved = 0;
        for n in 1..=12 {
            let g = AnyGame::deal(GameId::Beehive, &o, n).unwrap();
            let r = solver::analyze(&g, Budget { ms: f64::INFINITY, ..Budget::nodes(5_000_000) });
            assert!(r.peeked && r.method == "complete search");
            match r.outcome {
                Outcome::Solved(_) => {
                    solved += 1;
                    assert!(replay(&g, &r.texts).is_won(), "deal {n} {pairs:?}: the solution wins");
                }
                Outcome::Unsolvable => {}
                Outcome::GaveUp { .. } => panic!("deal {n} {pairs:?}: the complete search gave up"),
            }
        }
        assert!(solved > 0, "{pairs:?}: some deal is winnable");
    }
}

#[test]
fn beehive_storehouse_top_with_no_room_and_the_fourth_cards_buried_is_not_winnable() {
    // Every column is taken; each rank's fourth card lies under the 7 on the
    // storehouse, and no 7 has a column: nothing can ever be completed.
    let g = board(
        "storehouse: As Ad 2s 2d 3s 3d 4s 4d 5s 5d 6s 6d 7c
1: Ac
2: 2c
3: 3c
4: 4c
5: 5c
6: 6c
stock: Ah 2h 3h 4h 5h 6h 7d 7h 7s
discarded: 8 9 10 J Q K",
    );
    let r = solver::analyze(&g, Budget::nodes(100_000));
    assert_eq!(r.outcome, Outcome::Unsolvable);
    let AnyGame::Beehive(b) = &g else { unreachable!() };
    assert_eq!(reachable_win(b, 1_000_000), Some(false));
}

#[test]
fn beehive_verdicts_agree_with_an_exhaustive_plain_search_on_small_positions() {
    let sets: [&[(&str, &str)]; 4] =
        [&[], &[("draw", "1")], &[("fill", "leeming")], &[("fill", "leeming"), ("draw", "1")]];
    let (mut won, mut lost, mut skipped) = (0, 0, 0);
    for pairs in sets {
        let o = opts(pairs);
        for seed in 0..24u64 {
            let b = crowded(&o, seed, 4 + (seed % 2) as usize, 2);
            let Some(plain) = reachable_win(&b, 20_000) else {
                skipped += 1;
                continue;
            };
            let g = AnyGame::Beehive(b);
            let r = solver::analyze(&g, Budget::nodes(1_000_000));
            assert_eq!(r.is_solved(), plain, "seed {seed} {pairs:?}:\n{}", g.to_text(true));
            if plain {
                won += 1;
                assert!(replay(&g, &r.texts).is_won());
            } else {
                lost += 1;
                assert_eq!(r.outcome, Outcome::Unsolvable);
            }
        }
    }
    assert!(won > 10 && lost > 5, "both verdicts are exercised: {won} won, {lost} lost, {skipped} too large");
}

#[test]
fn beehive_fair_hints_are_unchanged_when_the_hidden_cards_are_reshuffled() {
    let budget = fair::node_capped(solver::tuning::AUTOPLAY_NODES);
    for n in [1, 2, 6] {
        let mut g = AnyGame::deal(GameId::Beehive, &Options::defaults(GameId::Beehive), n).unwrap();
        // Through pass 1 and into the game: positions with the storehouse hidden.
        for _ in 0..40 {
            let gist =
                |g: &AnyGame| solver::fair_hint(g, budget, &fair::Seen::default()).map(|h| (h.mv, h.text, h.reason));
            let h = gist(&g);
            if !g.unseen().is_empty() {
                for seed in 1..3 {
                    let other = reshuffled(&g, seed);
                    assert_eq!(gist(&other), h, "{}", g.to_text(false));
                }
            }
            let Ok((mv, _, _)) = h else { break };
            g.apply(mv).unwrap();
        }
    }
}
