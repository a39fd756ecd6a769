//! Position import in every accepted format (`record::parse_position`:
//! the text format, and Woods' save-file lines for Spider): when a position
//! reads, its text form reads back to an equal state, and a Spider position
//! read from a Woods line writes a Woods line that reads back to it.
#![no_main]

use libfuzzer_sys::fuzz_target;
use swarm::games::spider::Spider;
use swarm::games::AnyGame;
use swarm::record::parse_position;
use swarm::view::Layout;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    match parse_position(text) {
        Err(e) => assert!(!e.trim().is_empty(), "refused without a reason"),
        Ok(g) => {
            let printed = g.to_text(true);
            let back = AnyGame::from_text(&printed).unwrap_or_else(|e| panic!("{e}\n{printed}"));
            assert_eq!(back, g, "to_text(true) reads back different\n{printed}");
            let _ = g.legal_moves();
            let _ = g.view(Layout::Columns);
            if let (true, AnyGame::Spider(s)) = (swarm::games::spider::woods::looks_like(text), &g) {
                let line = s.to_woods().unwrap_or_else(|e| panic!("a Woods position does not write back: {e}"));
                let again = Spider::from_woods(&line).unwrap_or_else(|e| panic!("{e}\n{line}"));
                assert_eq!(&again, s, "the Woods line reads back different\n{line}");
            }
        }
    }
});
