//! Hostile statistics (issue 46, items 1 to 3): every number of a record
//! read from a file or the store is checked against what a real game can
//! have, and a record out of range is refused by name, as a damaged one is,
//! before it is stored; numbers JavaScript cannot hold exactly are refused
//! (what is accepted reads back the same); the figures of many records and
//! many rule sets take one pass.

use serde_json::Value;
use swarm::stats::figures;
use swarm::stats::journal::Journal;

/// A Spider game record (valid), with `field` set to `value` (raw JSON) when given.
fn game(id: &str, change: Option<(&str, &str)>) -> String {
    let mut o: serde_json::Map<String, Value> = serde_json::from_str(&format!(
        r#"{{"id":"{id}","game":"spider","variant":"spider","deal":7,"result":"won","moves":120,"ms":300000,"cheated":false,"assisted":false,"hints":0,"at":1700000000000,"v":1}}"#
    ))
    .unwrap();
    if let Some((f, v)) = change {
        o.insert(f.into(), serde_json::from_str(v).unwrap());
    }
    Value::Object(o).to_string()
}

/// Migrated statistics whose Spider deal of the day has this daily `streak`
/// (and best streak), one day played and won.
fn legacy(streak: u64) -> String {
    format!(
        r#"{{"id":"legacy-x","kind":"legacy","v":1,"at":1700000000000,"stats":{{"version":2,
        "entries":{{"spider":{{"played":1,"won":1,"current_streak":1,"best_streak":1,"fewest_moves":10,
        "fastest_ms":1000,"marked_played":0,"marked_won":0}}}},"recent":[],
        "daily":{{"spider":{{"days":1,"won":1,"streak":{streak},"best_streak":{streak},
        "last_day":"2023-11-14","last_won":"2023-11-14"}}}},"counted":[]}}}}"#
    )
}

fn file(records: &[String]) -> String {
    format!(r#"{{"swarm":"swarm statistics","v":1,"records":[{}]}}"#, records.join(","))
}

#[test]
fn an_endless_daily_streak_is_refused_by_name_before_it_is_stored() {
    for streak in [4_294_967_295, 100_000_000, 2] {
        let mut j = Journal::default();
        let i = j.import(&file(&[legacy(streak), game("g1", None)])).unwrap();
        assert_eq!(i.added.len(), 1, "streak {streak}: only the game is added");
        assert!(i.problems[0].contains("`legacy-x`") && i.problems[0].contains("streak"), "{:?}", i.problems);
        // Already in the store (an older Swarm took it): refused when read, by name.
        let read = Journal::read([legacy(streak).as_str(), game("g1", None).as_str()]);
        assert_eq!(read.journal.len(), 1);
        assert!(read.problems[0].contains("`legacy-x`"), "{:?}", read.problems);
        assert_eq!(figures::stats(&read.journal).get("spider").played, 1);
    }
    // A real streak (one day played and won) is read.
    let read = Journal::read([legacy(1).as_str()]);
    assert!(read.problems.is_empty(), "{:?}", read.problems);
    assert_eq!(figures::stats(&read.journal).daily_of("spider").unwrap().best_streak, 1);
}

#[test]
fn a_long_legacy_streak_is_counted_without_a_day_at_a_time() {
    // In range (the days since 1970), and counted at once.
    let text = legacy(19_000).replace(r#""days":1,"won":1"#, r#""days":19000,"won":19000"#);
    let read = Journal::read([text.as_str()]);
    assert!(read.problems.is_empty(), "{:?}", read.problems);
    let stats = figures::stats(&read.journal);
    let d = stats.daily_of("spider").unwrap();
    assert_eq!((d.days, d.won, d.streak, d.best_streak), (19_000, 19_000, 19_000, 19_000));
    // More days in a row than there are days since 1970 before the last one won: refused.
    let text = legacy(19_800).replace(r#""days":1,"won":1"#, r#""days":19800,"won":19800"#);
    assert!(Journal::read([text.as_str()]).problems[0].contains("streak"));
}

#[test]
fn numbers_beyond_a_real_games_are_refused_by_name() {
    for (field, value) in [
        ("at", "18446744073709551615"),
        ("ms", "18446744073709551615"),
        ("at", "9007199254740991"),
        ("ms", "253402300800000"),
        ("moves", "20001"),
        ("v", "9007199254740992"),
        ("later", "18446744073709551615"),
        ("later", "[1, -9223372036854775808]"),
    ] {
        let mut j = Journal::default();
        let e = j.import(&file(&[game("g1", Some((field, value)))])).unwrap_err();
        assert!(e.contains(&format!("`{field}`")) && e.contains("`g1`"), "{field}={value}: {e}");
        let read = Journal::read([game("g1", Some((field, value))).as_str()]);
        assert!(read.journal.is_empty() && read.problems[0].contains(&format!("`{field}`")), "{field}");
    }
    // The largest of each that a game can have is read, and reads back the same.
    for (field, value) in [("moves", "20000"), ("ms", "253402300799999"), ("later", "9007199254740991")] {
        let text = game("g1", Some((field, value)));
        let read = Journal::read([text.as_str()]);
        assert!(read.problems.is_empty(), "{field}: {:?}", read.problems);
        let back: Value = serde_json::from_str(&read.journal.get("g1").unwrap().to_json()).unwrap();
        assert_eq!(back[field].to_string(), value);
    }
}

#[test]
fn migrated_figures_out_of_range_are_refused() {
    for (from, to) in [
        (r#""current_streak":1"#, r#""current_streak":2"#),
        (r#""fewest_moves":10"#, r#""fewest_moves":4294967295"#),
        (r#""fastest_ms":1000"#, r#""fastest_ms":18446744073709551615"#),
        (r#""recent":[]"#, r#""recent":[{"key":"spider","won":true,"moves":99999,"ms":1,"at":1}]"#),
    ] {
        let text = legacy(1).replace(from, to);
        let read = Journal::read([text.as_str()]);
        assert!(read.journal.is_empty() && read.problems[0].contains("`legacy-x`"), "{to}: {:?}", read.problems);
    }
}

#[test]
fn thousands_of_rule_sets_show_the_players_few_and_sum_the_rest() {
    use swarm::games::GameId;
    use swarm::page::stats::sheet::{other_rules, stats_sheet, ROWS};
    // 2,000 games, each of rules of its own, and 30 of plain Spider (all won).
    let mut raws: Vec<String> =
        (0..2000).map(|i| game(&format!("o{i}"), Some(("variant", &format!("\"spider rules={i}\""))))).collect();
    raws.extend((0..30).map(|i| game(&format!("s{i}"), Some(("at", &format!("{}", 1_700_000_000_000u64 + i))))));
    let read = Journal::read(raws.iter().map(String::as_str));
    assert!(read.problems.is_empty(), "{:?}", read.problems);
    let stats = figures::stats(&read.journal);
    assert_eq!(stats.entries.len(), 2001);
    let sheet = stats_sheet(&stats, GameId::Spider, "spider suits=2", None);
    assert_eq!(sheet.rows.len(), ROWS + 1, "the rule sets shown, and the rest summed");
    assert_eq!(sheet.rows[0].key, "spider suits=2", "the rules on the table first");
    assert_eq!((sheet.rows[1].key.as_str(), sheet.rows[1].cells[0].as_str()), ("spider", "30"), "then the most played");
    let other = sheet.rows.last().unwrap();
    assert_eq!(other.title, other_rules(2001 - (ROWS - 1)));
    assert_eq!(other.cells[0], (2000 - (ROWS - 2)).to_string(), "their games summed");
}
