//! Position import in every accepted format (`record::parse_position`:
//! the text format, and Woods' save-file lines for Spider): when a position
//! reads, its text form reads back to an equal state.
#![no_main]

use libfuzzer_sys::fuzz_target;
use swarm::games::AnyGame;
use swarm::record::parse_position;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    match parse_position(text) {
        Err(e) => assert!(!e.trim().is_empty(), "refused without a reason"),
        Ok(g) => {
            let printed = g.to_text(true);
            let back = AnyGame::from_text(&printed).unwrap_or_else(|e| panic!("{e}\n{printed}"));
            assert_eq!(back, g, "to_text(true) reads back different\n{printed}");
            let _ = g.legal_moves();
            let _ = g.view("");
        }
    }
});
