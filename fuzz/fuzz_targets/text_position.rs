//! The text position format: `AnyGame::from_text` on arbitrary text; when
//! it reads, `to_text(true)` reads back to an equal state, and the position
//! keeps every invariant (`check_position`: is_won by definition, every
//! generated move applies, notation round trips, hidden-card hooks).
#![no_main]

mod common;

use common::invariants::{card_multiset, check_position};
use libfuzzer_sys::fuzz_target;
use swarm::games::AnyGame;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    match AnyGame::from_text(text) {
        Err(e) => assert!(!e.trim().is_empty(), "refused without a reason"),
        Ok(g) => {
            let printed = g.to_text(true);
            let back = AnyGame::from_text(&printed).unwrap_or_else(|e| panic!("{e}\n{printed}"));
            assert_eq!(back, g, "to_text(true) reads back different\n{printed}");
            let _ = g.to_text(false);
            let legal = g.legal_moves();
            if let Err(e) = check_position(&g, &card_multiset(&g), &legal) {
                panic!("{e}");
            }
        }
    }
});
