//! Move notation of every game: text parsed against a position (a deal,
//! possibly a few moves in); if it parses, writing the move and reading it
//! back gives the same move, and applying it succeeds exactly when the move
//! is generated (a refusal leaves the state unchanged). Record splitting too.
#![no_main]

mod common;

use common::{dealt_position, Bytes};
use libfuzzer_sys::fuzz_target;
use swarm::games::AnyGame;

fn check(g: &AnyGame, text: &str) {
    match g.parse_move(text) {
        Err(e) => assert!(!e.trim().is_empty(), "`{text}` refused without a reason"),
        Ok(mv) => {
            let written = g.format_move(mv);
            assert_eq!(g.parse_move(&written), Ok(mv), "`{text}` → {mv:?} → `{written}`");
            let legal = g.legal_moves();
            let mut h = g.clone();
            match h.apply(mv) {
                Ok(_) => assert!(legal.contains(&mv), "`{text}` → {mv:?} applied but is not generated"),
                Err(e) => {
                    assert!(!legal.contains(&mv), "`{text}` → {mv:?} generated but refused: {e}");
                    assert_eq!(&h, g, "refusing {mv:?} changed the state");
                }
            }
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes(data);
    let g = dealt_position(&mut b);
    let text = String::from_utf8_lossy(b.rest());
    check(&g, &text);
    for piece in g.split_record(&text).iter().take(64) {
        check(&g, piece);
    }
    let _ = g.format_record(&g.split_record(&text));
});
