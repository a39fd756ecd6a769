//! Arbitrary move sequences: the input chooses a game, an option set and a
//! deal, then a list of steps — a generated move by index, or an arbitrary
//! raw `Move` value (any slot, any count). After every step the card
//! multiset is the one dealt; a raw move is accepted exactly when it is
//! generated, and a refusal leaves the state unchanged; undo restores the
//! exact state and redo re-applies it. At the end the position passes
//! `check_position_to` (quick: records are the `json_record` target's).
#![no_main]

mod common;

use common::invariants::{card_multiset, check_position_to, Depth};
use common::{variants, Bytes};
use libfuzzer_sys::fuzz_target;
use swarm::games::{AnyGame, Move, Slot};
use swarm::history::Session;
use swarm::record::Origin;

fn slot(b: &mut Bytes) -> Slot {
    let k = b.u8();
    match k % 8 {
        0 => Slot::Storehouse,
        1 => Slot::Stock,
        2 => Slot::Waste,
        3 => Slot::Discard,
        _ => Slot::Column(if k >= 128 { b.u8() } else { b.u8() % 17 }),
    }
}

fn raw_move(b: &mut Bytes) -> Move {
    match b.u8() % 6 {
        0 => Move::Deal,
        1 => Move::TurnOver,
        2 => Move::Remove { column: b.u8() },
        _ => {
            let (from, to) = (slot(b), slot(b));
            Move::Transfer { from, to, count: b.u8() }
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes(data);
    let v = variants();
    let (game, options) = &v[b.u8() as usize % v.len()];
    let number = b.u32().max(1);
    let start = AnyGame::deal(*game, options, number).expect("an available game deals");
    let cards = card_multiset(&start);
    let mut s = Session::new(Origin::Deal(number), start);
    while !b.is_empty() {
        let g = s.state().clone();
        let legal = g.legal_moves();
        let op = b.u8();
        if op % 4 == 3 {
            let mv = raw_move(&mut b);
            let mut h = g.clone();
            match h.apply(mv) {
                Ok(_) => assert!(legal.contains(&mv), "{mv:?} applied but is not generated\n{}", g.to_text(true)),
                Err(e) => {
                    assert!(!legal.contains(&mv), "{mv:?} generated but refused: {e}\n{}", g.to_text(true));
                    assert_eq!(h, g, "refusing {mv:?} changed the state");
                    assert!(!e.0.trim().is_empty(), "{mv:?} refused without a reason");
                    continue;
                }
            }
            s.play(mv).expect("a move that applied plays");
        } else if op % 4 == 2 && s.can_undo() {
            s.undo(true).expect("undo with confirmation");
            continue;
        } else if op % 4 == 1 && s.can_redo() {
            s.redo();
            continue;
        } else {
            if legal.is_empty() {
                break;
            }
            let mv = legal[b.u8() as usize % legal.len()];
            s.play(mv).unwrap_or_else(|e| panic!("generated {mv:?} refused: {e}"));
        }
        assert_eq!(card_multiset(s.state()), cards, "a card was lost or duplicated");
        let after = s.state().clone();
        s.undo(true).expect("undo with confirmation");
        assert_eq!(s.state(), &g, "undo did not restore the position");
        assert!(s.redo());
        assert_eq!(s.state(), &after, "redo did not re-apply the move");
    }
    let g = s.state().clone();
    let legal = g.legal_moves();
    if let Err(e) = check_position_to(&g, &cards, &legal, Depth::Quick { pick: data.len() }) {
        panic!("{e}");
    }
});
