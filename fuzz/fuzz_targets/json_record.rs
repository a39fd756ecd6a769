//! JSON records: `Record::from_json` on arbitrary text; when it reads, the
//! record writes and reads back equal, and replaying it
//! (`Session::from_record`) never panics — it answers a session or a
//! `move K (TEXT): REASON` error.
#![no_main]

use libfuzzer_sys::fuzz_target;
use swarm::history::Session;
use swarm::record::Record;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    match Record::from_json(text) {
        Err(e) => assert!(!e.trim().is_empty(), "refused without a reason"),
        Ok(rec) => {
            let json = rec.to_json();
            assert_eq!(Record::from_json(&json).as_ref(), Ok(&rec), "{json}");
            match Session::from_record(&rec) {
                Ok(s) => {
                    assert_eq!(s.move_texts().len(), rec.moves.len());
                    let _ = s.state().to_text(false);
                }
                Err(e) => assert!(!e.trim().is_empty(), "replay refused without a reason"),
            }
        }
    }
});
