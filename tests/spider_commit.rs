//! Spider's fair player by commitments (`solver::spider::commit`): it never
//! reads a hidden card, and the line it hands autoplay turns up nothing
//! before its last move.

#[path = "support/solving.rs"]
mod solving;

use solving::{reshuffled, spider, spider_deal as deal};
use swarm::games::{AnyGame, Game, Move, Slot};
use swarm::solver::fair::{self, Player, Seen};
use swarm::solver::spider::commit::{commits, COMMIT};

fn positions() -> Vec<AnyGame> {
    solving::spider_positions(&COMMIT, 6, 4000)
}

#[test]
fn a_commitment_hint_is_the_same_whatever_the_face_down_cards_and_the_stock_are() {
    for g in positions() {
        let budget = fair::node_capped(4000);
        let gist = |g: &AnyGame| {
            let (h, line) = COMMIT.hint_and_line(g, budget, &Seen::default());
            (h.map(|h| (h.mv, h.text, h.reason, h.nodes)), line)
        };
        let first = gist(&g);
        assert!(first.0.is_ok(), "no hint in\n{}", g.to_text(true));
        for seed in 1..3 {
            let other = reshuffled(&g, seed);
            assert_ne!(other, g, "the reshuffle moved a hidden card");
            assert_eq!(gist(&other), first, "seed {seed} in\n{}", g.to_text(true));
        }
    }
}

#[test]
fn a_commitment_line_turns_up_nothing_and_does_not_deal_before_its_last_move() {
    for g in positions() {
        let (h, line) = COMMIT.hint_and_line(&g, fair::node_capped(4000), &Seen::default());
        let (h, line) = (h.unwrap(), line.expect("a line to follow"));
        assert_eq!(line[0], h.mv);
        let mut s = spider(&g).clone();
        for (i, &m) in line.iter().enumerate() {
            assert_eq!(commits(&s, m), i + 1 == line.len(), "move {i} of {line:?}");
            s.apply(m).unwrap();
        }
    }
}

#[test]
fn at_the_deal_every_move_turns_up_a_card_and_a_move_onto_a_face_up_card_then_does_not() {
    let g = deal("1", 1);
    let s = spider(&g);
    let moves = g.legal_moves();
    assert!(moves.contains(&Move::Deal));
    assert!(moves.iter().all(|&m| commits(s, m)), "{moves:?}");
    // A card moved onto a face-up card sits on a face-up card: moving it on
    // turns nothing up.
    let m = moves.iter().copied().find(|m| matches!(m, Move::Transfer { .. })).unwrap();
    let Move::Transfer { to: Slot::Column(to), .. } = m else { unreachable!() };
    let mut after = s.clone();
    after.apply(m).unwrap();
    for to2 in 0..10u8 {
        let again = Move::Transfer { from: Slot::Column(to), to: Slot::Column(to2), count: 1 };
        if after.clone().apply(again).is_ok() {
            assert!(!commits(&after, again));
        }
    }
}
