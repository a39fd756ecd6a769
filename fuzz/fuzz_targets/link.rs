//! Link query strings (`record::parse_link`): every problem has a reason;
//! a record it yields writes back to a link that reads back to the same
//! record, and replaying it never panics.
#![no_main]

use libfuzzer_sys::fuzz_target;
use swarm::history::Session;
use swarm::record::parse_link;

fuzz_target!(|data: &[u8]| {
    let Ok(query) = std::str::from_utf8(data) else { return };
    let req = parse_link(query);
    assert!(req.problems.iter().all(|p| !p.trim().is_empty()), "a problem without a reason");
    if let Some(rec) = req.record {
        let q = rec.to_query(true);
        let again = parse_link(&q);
        assert_eq!(again.record.as_ref(), Some(&rec), "`{q}` reads back different: {:?}", again.problems);
        assert!(again.problems.is_empty(), "`{q}` has problems: {:?}", again.problems);
        if let Err(e) = Session::from_record(&rec) {
            assert!(!e.trim().is_empty(), "replay refused without a reason");
        }
    }
});
