//! The README's examples stay true: it is read here, and every example
//! link in it opens without a problem and replays all of its moves.

use swarm::history::Session;
use swarm::record::parse_link;

/// Every `?game=…` in the README, up to the end of its backtick span,
/// space or line.
fn example_links() -> Vec<String> {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).expect("README.md");
    let mut links = Vec::new();
    for line in readme.lines() {
        let mut rest = line;
        while let Some(at) = rest.find("?game=") {
            let link = &rest[at..];
            let end = link.find(['`', ' ', ')', '"']).unwrap_or(link.len());
            links.push(link[..end].to_string());
            rest = &link[end..];
        }
    }
    links
}

#[test]
fn every_example_link_in_the_readme_opens_and_replays_completely() {
    let links = example_links();
    assert!(links.len() >= 5, "the README's links: {links:?}");
    let mut with_moves = 0;
    for link in &links {
        // `daily=` is the page's: its date must read, and the page finds
        // that day's deal (`swarm daily`), so the rest needs none.
        let (query, daily): (Vec<&str>, Vec<&str>) =
            link.trim_start_matches('?').split('&').partition(|p| !p.starts_with("daily="));
        for d in &daily {
            swarm::winnable::Date::parse(&d["daily=".len()..]).unwrap_or_else(|e| panic!("{link}: {e}"));
        }
        let mut r = parse_link(&query.join("&"));
        if !daily.is_empty() {
            r.problems.retain(|p| p != "the link has no deal number");
            assert!(r.problems.is_empty(), "{link}: {:?}", r.problems);
            continue;
        }
        assert!(r.problems.is_empty(), "{link}: {:?}", r.problems);
        let rec = r.record.unwrap_or_else(|| panic!("{link}: no game"));
        let s = Session::from_record(&rec).unwrap_or_else(|e| panic!("{link}: {e}"));
        assert_eq!(s.known_steps(), rec.moves.len(), "{link}: every move replayed");
        with_moves += !rec.moves.is_empty() as usize;
    }
    assert!(with_moves >= 2, "the compact and the older form of moves=: {links:?}");
}
