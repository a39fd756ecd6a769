//! The statistics journal (issue 32): one record per finished game, keyed
//! by its id; every figure derived from the journal; the old statistics
//! migrated once; export and import. The scenarios of issue 32 that are
//! logic: a game written twice counts once (item 1: a pending write retried
//! after it went in), two tabs' records merge (item 3), the daily streak
//! survives an old day's loss (item 6), unknown fields survive a round trip
//! (item 9), a damaged record costs only itself, named (item 4's store).

use serde_json::json;
use swarm::games::{GameId, Options};
use swarm::stats::figures::{self, counted, daily, figures, last_games, Scope};
use swarm::stats::journal::{file_text, parse_file, Journal};
use swarm::stats::migrate::migrate;
use swarm::stats::record::{Finished, Record, Reset};
use swarm::stats::{Outcome, Stats};
use swarm::winnable::Date;

const DAY: u64 = 86_400_000;

/// A Beeswax game (default options) finished at `at`.
fn game(id: &str, won: bool, moves: u32, at: u64) -> Finished {
    let o = Outcome::fixture(id, won, moves, at);
    Finished::from_outcome(GameId::Beeswax, &Options::defaults(GameId::Beeswax), Some(7), &o, 0)
}

/// The deal of the day of Spider (default options) on `date`.
fn daily_game(id: &str, date: &str, won: bool, at: u64) -> Finished {
    let o = Outcome { daily: Some(date.into()), ..outcome(id, won, at) };
    Finished::from_outcome(GameId::Spider, &Options::defaults(GameId::Spider), Some(1), &o, 0)
}

/// A game of 100 moves in a minute.
fn outcome(id: &str, won: bool, at: u64) -> Outcome {
    Outcome { ms: 60_000, ..Outcome::fixture(id, won, 100, at) }
}

fn journal(games: impl IntoIterator<Item = Finished>) -> Journal {
    let mut j = Journal::default();
    for g in games {
        assert!(j.insert(Record::Game(g)));
    }
    j
}

fn beeswax(j: &Journal) -> swarm::stats::Entry {
    figures(&counted(j), "beeswax")
}

fn date(s: &str) -> Date {
    Date::parse(s).unwrap()
}

#[test]
fn a_game_written_twice_counts_once() {
    // Item 1: the win went in, but the tab kept it pending (the answer was
    // lost) and writes it again after a reload.
    let won = game("g1", true, 80, 1_000);
    let mut j = journal([won.clone()]);
    assert!(!j.insert(Record::Game(won.clone())));
    let pending = file_text([&Record::Game(won)], &[]);
    let (records, problems) = parse_file(&pending).unwrap();
    assert!(problems.is_empty());
    assert!(j.merge(records).is_empty(), "nothing is left to write");
    let e = beeswax(&j);
    assert_eq!((e.played, e.won), (1, 1));
}

#[test]
fn a_pending_game_not_yet_written_is_added_after_a_reload() {
    let mut j = journal([game("g1", true, 80, 1_000)]);
    let pending = file_text([&Record::Game(game("g2", false, 12, 2_000))], &[]);
    let (records, _) = parse_file(&pending).unwrap();
    let added = j.merge(records);
    assert_eq!(added.iter().map(Record::id).collect::<Vec<_>>(), ["g2"]);
    let e = beeswax(&j);
    assert_eq!((e.played, e.won, e.current_streak), (2, 1, 0));
}

#[test]
fn two_tabs_records_merge_whatever_order_they_arrive_in() {
    // Item 3: two tabs each win four games at the same moments; each writes
    // its own records (no lock). The store holds all eight.
    let tab_a: Vec<Finished> = (0..4).map(|i| game(&format!("a{i}"), true, 50 + i, 1_000 * i as u64)).collect();
    let tab_b: Vec<Finished> = (0..4).map(|i| game(&format!("b{i}"), true, 60 + i, 1_000 * i as u64)).collect();
    let raws: Vec<String> = tab_b.iter().chain(&tab_a).map(|g| Record::Game(g.clone()).to_json()).collect();
    let read = Journal::read(raws.iter().map(String::as_str));
    assert!(read.problems.is_empty());
    let e = beeswax(&read.journal);
    assert_eq!((e.played, e.won, e.current_streak, e.best_streak), (8, 8, 8, 8));
    assert_eq!(e.fewest_moves, Some(50));
    // Tab A's view of the store, merged with tab B's records, is the same.
    let mut a = journal(tab_a);
    a.merge(tab_b.into_iter().map(Record::Game).collect());
    assert_eq!(a, read.journal);
}

#[test]
fn a_batch_keeps_the_first_record_of_an_id_and_reads_back_by_id() {
    // A batch (a store's slice, an import) with ids out of order, one twice
    // and one the journal has: the first of each new id is kept, the
    // records are read by id, and merging it again adds nothing.
    let mut j = journal([game("g2", true, 70, 2_000)]);
    let batch = [
        game("g3", true, 80, 3_000),
        game("g1", false, 10, 1_000),
        game("g3", false, 90, 4_000),
        game("g2", false, 5, 5_000),
        game("g0", true, 60, 500),
    ];
    let added = j.merge(batch.iter().cloned().map(Record::Game).collect());
    assert_eq!(added.iter().map(Record::id).collect::<Vec<_>>(), ["g3", "g1", "g0"]);
    assert_eq!(j.records().map(Record::id).collect::<Vec<_>>(), ["g0", "g1", "g2", "g3"]);
    assert_eq!(j.get("g3"), Some(&Record::Game(batch[0].clone())));
    assert_eq!(j.get("g2"), Some(&Record::Game(game("g2", true, 70, 2_000))));
    assert_eq!(j.get("g4"), None);
    assert!(j.merge(batch.iter().cloned().map(Record::Game).collect()).is_empty());
    assert_eq!((j.len(), beeswax(&j).played), (4, 4));
    // The same records added in another order make the same journal.
    assert_eq!(j, journal([batch[4].clone(), batch[1].clone(), game("g2", true, 70, 2_000), batch[0].clone()]));
}

#[test]
fn streaks_follow_the_order_games_finished_in() {
    let j = journal([
        game("z", true, 60, 1_000),
        game("y", true, 50, 2_000),
        game("x", false, 10, 3_000),
        game("w", true, 70, 4_000),
    ]);
    let e = beeswax(&j);
    assert_eq!((e.played, e.won, e.current_streak, e.best_streak), (4, 3, 1, 2));
    assert_eq!(e.win_percent(), 75.0);
    let moves: Vec<u32> = last_games(&counted(&j), "beeswax", 3).iter().map(|r| r.moves).collect();
    assert_eq!(moves, [50, 10, 70]);
}

#[test]
fn games_are_counted_in_the_order_they_finished_then_by_id() {
    // Times beyond i64 too (a record's `at` is any u64), and ties broken by id.
    let top = u64::MAX - 1;
    let j = journal([
        game("b", true, 1, 2_000),
        game("d", true, 2, top),
        game("a", true, 3, 2_000),
        game("e", true, 4, 1 << 63),
        game("c", true, 5, 1_000),
        game("f", true, 6, (1 << 63) - 1),
    ]);
    let order: Vec<(&str, u64)> = counted(&j).games.iter().map(|g| (g.id.as_str(), g.at)).collect();
    assert_eq!(order, [("c", 1_000), ("a", 2_000), ("b", 2_000), ("f", (1 << 63) - 1), ("e", 1 << 63), ("d", top)]);
}

#[test]
fn bests_come_only_from_games_without_help() {
    let hinted = Finished { hints: 3, ..game("h", true, 20, 1_000) };
    let assisted = Finished { assisted: true, ..game("a", true, 10, 2_000) };
    let cheated = Finished { cheated: true, ..game("c", true, 5, 3_000) };
    let j = journal([game("f", true, 90, 500), hinted, assisted, cheated]);
    let e = beeswax(&j);
    assert_eq!((e.fewest_moves, e.fastest_ms), (Some(90), Some(90_000)));
    // The hinted game counts, and in the streak; the marked ones apart.
    assert_eq!((e.played, e.won, e.current_streak, e.hints), (2, 2, 2, 3));
    assert_eq!((e.marked_played, e.marked_won), (2, 2));
}

#[test]
fn the_daily_streak_survives_an_old_days_loss() {
    // Item 6: two days won in a row; then the player opens an older day's
    // deal, plays a move and leaves it (counted lost, finished today).
    let today = "2026-11-26";
    let j = journal([
        daily_game("d1", "2026-11-25", true, 10 * DAY),
        daily_game("d2", today, true, 11 * DAY),
        daily_game("d3", "2026-11-20", false, 12 * DAY),
    ]);
    let d = daily(&counted(&j), Scope::Game("spider"));
    assert_eq!(d.live_streak(date(today)), 2);
    assert_eq!((d.days, d.won, d.best_streak), (3, 2, 2));
    assert_eq!(d.last_won.as_deref(), Some(today));
    // An old day won later joins its neighbours' run without breaking today's.
    let mut j = j;
    j.insert(Record::Game(daily_game("d4", "2026-11-24", true, 13 * DAY)));
    let d = daily(&counted(&j), Scope::Game("spider"));
    assert_eq!((d.live_streak(date(today)), d.best_streak), (3, 3));
    // The streak lapses only when a day is missed.
    assert_eq!(d.live_streak(date("2026-11-27")), 3);
    assert_eq!(d.live_streak(date("2026-11-28")), 0);
}

#[test]
fn a_daily_figure_can_cover_one_option_set() {
    let two = Options::parse(GameId::Spider, [("suits", "2")]).unwrap();
    let o = Outcome { daily: Some("2026-11-25".into()), ..outcome("s2", true, 5) };
    let j = journal([
        daily_game("s4", "2026-11-24", true, 1),
        Finished::from_outcome(GameId::Spider, &two, Some(3), &o, 0),
    ]);
    let c = counted(&j);
    assert_eq!(daily(&c, Scope::Game("spider")).streak, 2);
    assert_eq!(daily(&c, Scope::Variant("spider suits=2")).won, 1);
}

#[test]
fn unknown_fields_survive_a_round_trip() {
    // Item 9: a newer Swarm's records, fields and kinds this one does not know.
    let newer = r#"{"id":"n1","game":"spider","variant":"spider","result":"won","moves":2002,"ms":5,"cheated":false,"assisted":false,"hints":0,"at":9,"v":7,"replay":{"frames":[1,2]},"rating":1503}"#;
    let other = r#"{"id":"n2","kind":"tournament","v":7,"at":9,"rounds":3}"#;
    let read = Journal::read([newer, other]);
    assert!(read.problems.is_empty(), "{:?}", read.problems);
    assert_eq!(read.journal.newer(), 1);
    assert_eq!(figures(&counted(&read.journal), "spider").played, 1);
    let mut elsewhere = Journal::default();
    let imported = elsewhere.import(&read.journal.export()).unwrap();
    assert_eq!(imported.added.len(), 2);
    let json = |r: Option<&Record>| r.map(Record::to_value).unwrap();
    assert_eq!(json(elsewhere.get("n1")), swarm::json::from_str(newer).unwrap());
    assert_eq!(json(elsewhere.get("n2")), swarm::json::from_str(other).unwrap());
}

#[test]
fn a_damaged_record_costs_only_itself_and_is_named() {
    let good = Record::Game(game("ok", true, 40, 1)).to_json();
    let bad = good.replace("\"ok\"", "\"broken\"").replace("\"moves\":40", "\"moves\":\"forty\"");
    let read = Journal::read([good.as_str(), bad.as_str(), "{not json"]);
    assert_eq!(beeswax(&read.journal).played, 1);
    assert_eq!(read.problems.len(), 2, "{:?}", read.problems);
    assert!(read.problems[0].contains("`broken`") && read.problems[0].contains("`moves`"));
    assert!(read.problems[1].contains("not JSON"));
    // The damaged record is kept for the export, as it was.
    let (_, problems) = parse_file(&read.journal.export()).unwrap();
    assert!(problems[0].contains("`broken`"));
}

#[test]
fn an_import_merges_by_id_and_a_bad_file_is_refused_with_a_reason() {
    let mut j = journal([game("g1", true, 40, 1)]);
    let other = journal([game("g1", true, 40, 1), game("g2", false, 3, 2)]);
    let imported = j.import(&other.export()).unwrap();
    assert_eq!((imported.added.len(), imported.known), (1, 1));
    assert_eq!(beeswax(&j).played, 2);
    for (file, why) in [
        ("nonsense", "not JSON"),
        ("[1, 2]", "not a JSON object"),
        (r#"{"records": []}"#, "not a Swarm statistics journal"),
        (r#"{"swarm": "swarm statistics", "v": 1}"#, "no `records` list"),
        (r#"{"swarm": "swarm statistics", "v": 1, "records": [{"id": "x", "v": 1}]}"#, "`at`"),
    ] {
        let e = j.import(file).unwrap_err();
        assert!(e.contains(why), "{file}: {e}");
    }
    assert_eq!(j.len(), 2, "a refused file changes nothing");
}

/// The old statistics of a player: Beeswax 4 played, 3 won, a current
/// streak of 2, one assisted game; Spider's deal of the day won 2026-11-24 and -25.
fn old_store() -> String {
    let mut s = Stats::default();
    for (i, won) in [true, false, true, true].into_iter().enumerate() {
        s.record("beeswax", &Outcome { moves: 40 + i as u32, ..outcome(&format!("old{i}"), won, i as u64) });
    }
    s.record("beeswax", &Outcome { assisted: true, ..outcome("old9", true, 9) });
    for (id, d) in [("od1", "2026-11-24"), ("od2", "2026-11-25")] {
        s.record("spider", &Outcome { daily: Some(d.into()), ..outcome(id, true, 10) });
    }
    s.to_json()
}

#[test]
fn the_old_statistics_migrate_to_the_same_figures() {
    let old = old_store();
    let before = Stats::from_json(&old).unwrap().stats;
    let m = migrate(&old, 100 * DAY).unwrap().unwrap();
    assert!(m.problems.is_empty());
    let mut j = Journal::default();
    assert!(j.insert(m.record.clone()));
    let after = figures::stats(&j);
    assert_eq!(after.entries, before.entries);
    assert_eq!(after.daily, before.daily);
    assert_eq!(after.recent, before.recent);
    // Migrating again (another tab, a reload before it was confirmed) adds nothing.
    let again = migrate(&old, 101 * DAY).unwrap().unwrap();
    assert_eq!(again.record.id(), m.record.id());
    assert!(!j.insert(again.record));
    // The games the old statistics counted are not counted again.
    assert!(j.has("old3") && !j.insert(Record::Game(game("old3", true, 1, 200 * DAY))));
}

#[test]
fn games_after_the_migration_go_on_from_its_figures() {
    let m = migrate(&old_store(), 100 * DAY).unwrap().unwrap();
    let mut j = journal([game("n1", true, 30, 101 * DAY), daily_game("n2", "2026-11-26", true, 102 * DAY)]);
    j.insert(m.record);
    let e = beeswax(&j);
    assert_eq!((e.played, e.won, e.current_streak, e.best_streak), (5, 4, 3, 3));
    assert_eq!((e.fewest_moves, e.marked_played), (Some(30), 1));
    let d = daily(&counted(&j), Scope::Game("spider"));
    assert_eq!((d.days, d.won, d.live_streak(date("2026-11-26"))), (3, 3, 3));
}

#[test]
fn two_migrations_of_one_browsers_statistics_count_once() {
    // An old page still open wrote one more game after the first migration.
    let first = migrate(&old_store(), 100 * DAY).unwrap().unwrap();
    let mut s = Stats::from_json(&old_store()).unwrap().stats;
    s.record("beeswax", &outcome("old10", true, 11));
    let second = migrate(&s.to_json(), 101 * DAY).unwrap().unwrap();
    assert_ne!(first.record.id(), second.record.id());
    let mut j = Journal::default();
    j.insert(first.record);
    j.insert(second.record);
    assert_eq!((beeswax(&j).played, beeswax(&j).won), (5, 4));
}

#[test]
fn a_reset_hides_what_came_before_it() {
    let m = migrate(&old_store(), 100 * DAY).unwrap().unwrap();
    let mut j = journal([game("g1", true, 30, 101 * DAY), game("g2", false, 31, 103 * DAY)]);
    j.insert(m.record);
    j.insert(Record::Reset(Reset::new(102 * DAY)));
    let e = beeswax(&j);
    assert_eq!((e.played, e.won, e.best_streak), (1, 0, 0));
    assert!(figures::stats(&j).daily.is_empty());
    // The games before it stay in the journal: still counted once.
    assert!(!j.insert(Record::Game(game("g1", true, 30, 104 * DAY))));
}

#[test]
fn a_game_the_old_statistics_counted_is_counted_once_whatever_order_the_store_gives() {
    let legacy = migrate(&old_store(), 100 * DAY).unwrap().unwrap().record.to_json();
    let again = Record::Game(game("old3", true, 1, 101 * DAY)).to_json();
    for order in [[&again, &legacy], [&legacy, &again]] {
        let read = Journal::read(order.map(String::as_str));
        assert_eq!(read.journal.len(), 2, "the store's records are all kept");
        assert_eq!((beeswax(&read.journal).played, beeswax(&read.journal).won), (4, 3));
    }
}

#[test]
fn an_exported_journal_imports_elsewhere_with_the_same_figures() {
    let m = migrate(&old_store(), 100 * DAY).unwrap().unwrap();
    let mut j = journal([game("g1", true, 30, 101 * DAY), daily_game("d1", "2026-11-26", true, 102 * DAY)]);
    j.insert(m.record);
    j.insert(Record::Reset(Reset::new(99 * DAY)));
    let mut elsewhere = Journal::default();
    let imported = elsewhere.import(&j.export()).unwrap();
    assert_eq!((imported.added.len(), imported.known, imported.problems.len()), (4, 0, 0));
    assert_eq!(elsewhere, j);
    assert_eq!(figures::stats(&elsewhere), figures::stats(&j));
    assert_eq!(beeswax(&elsewhere).played, 5);
}

/// Issue 46 item 3: the figures kept as records come (`Fold`) are exactly
/// those counted from the whole journal, after every record, on generated
/// journals: several games and rules, deals of the day (won, lost, marked),
/// games finished out of order (an import, another tab), resets, migrated
/// statistics.
#[test]
fn figures_folded_record_by_record_are_those_of_the_whole_journal() {
    use swarm::stats::fold::Fold;
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n
    };
    let legacy = migrate(&old_store(), 100 * DAY).unwrap().unwrap().record;
    for case in 0..60 {
        let mut j = Journal::default();
        let mut fold = Fold::of(&j);
        let mut clock = 100 * DAY;
        let mut folded = 0;
        for i in 0..(20 + next(120)) {
            let late = next(5) == 0;
            clock += next(DAY);
            let at = if late { clock.saturating_sub(next(10 * DAY)) } else { clock };
            let r = match next(40) {
                0 => Record::Reset(Reset::new(at)),
                1 if case % 3 == 0 => legacy.clone(),
                k => {
                    let (id, won) = (format!("c{case}g{i}"), next(3) != 0);
                    let mut g = if k % 4 == 0 {
                        let day = Date::from_days((at / DAY) as i64).unwrap().to_string();
                        daily_game(&id, &day, won, at)
                    } else {
                        game(&id, won, 20 + next(100) as u32, at)
                    };
                    g.variant = ["beeswax", "beeswax seeds=2", "spider", "beetle x=1"][next(4) as usize].to_string();
                    g.game = g.variant.split(' ').next().unwrap().to_string();
                    g.assisted = next(9) == 0;
                    g.hints = next(3) as u32 % 2;
                    if next(10) == 0 {
                        // Another tab's record of a game this one has (same id).
                        g.id = format!("c{case}g0");
                    }
                    Record::Game(g)
                }
            };
            if j.insert(r.clone()) {
                let before = fold.clone();
                if fold.add(&r) {
                    folded += 1;
                } else {
                    assert_eq!(fold.stats(), before.stats(), "a record not folded changes nothing");
                    fold = Fold::of(&j);
                }
            }
            assert_eq!(fold.stats(), figures::stats(&j), "case {case}, after record {i}: {r:?}");
        }
        assert!(folded > 10, "case {case}: most records are folded in, not counted again ({folded})");
        // All at once (an import): the same.
        let mut all = Fold::default();
        let records: Vec<Record> = j.records().cloned().collect();
        all.add_all(&records, &j);
        assert_eq!(all.stats(), figures::stats(&j));
        // Counted a few games a step (a big journal's read, issue 42 item 3): the same.
        for n in [1, 7] {
            let mut count = swarm::stats::fold::Count::default();
            let steps = (0..).find_map(|s| count.step(&j, n).map(|f| (s, f)));
            let (steps, counted) = steps.unwrap();
            assert_eq!(counted.stats(), figures::stats(&j), "case {case}, {n} a step");
            let games = figures::counted(&j).games.len();
            assert_eq!(steps, games.saturating_sub(1) / n, "case {case}: {games} games, {n} a step");
        }
    }
}

/// Issue 46 item 2: a journal file read a slice at a time (`Slices`) reads
/// what the whole file's reader (`parse_file`) reads, and refuses what it
/// refuses: damaged records named, a file of damaged records only, text
/// that is not JSON (anywhere), not a journal, without records.
#[test]
fn a_file_read_in_slices_reads_what_the_whole_file_reads() {
    use swarm::stats::slices::Slices;
    let good: Vec<Record> = (0..7)
        .map(|i| {
            let mut g = game(&format!("s{i}"), i % 2 == 0, 30 + i, DAY * (i as u64 + 1));
            g.variant = format!("beeswax x=\"{{[{i}]}}\\\"");
            Record::Game(g)
        })
        .collect();
    let text = file_text(&good, &[json!({"id": "bad", "game": 3}).into(), json!([1, {"a": "]"}]).into()]);
    let files = [
        text.clone(),
        format!(" \n{}\t", text.replacen("{\"records\"", "{ \"extra\": {\"records\": [1]}, \"records\"", 1)),
        file_text(&[], &[]),
        file_text(&[], &[json!({"id": "bad"}).into()]),
        r#"{"swarm": "swarm statistics", "v": 1, "records": []}"#.into(),
        "{}".into(),
        "[1, 2]".into(),
        "not json".into(),
        r#"{"swarm": "swarm statistics", "records": [{"id": "a"}}"#.into(),
        r#"{"swarm": "swarm statistics", "records": []} x"#.into(),
        r#"{"swarm": "something else", "records": []}"#.into(),
        r#"{"swarm": "swarm statistics", "records": 3}"#.into(),
        r#"{"swarm": "swarm statistics", "v": tru, "records": []}"#.into(),
        r#"{"swarm": "swarm statistics", "records": ["a
b"]}"#
            .into(),
    ];
    for (k, file) in files.iter().enumerate() {
        let whole = parse_file(file);
        let read = |mut s: Slices| {
            let mut records = Vec::new();
            while s.read() < s.len() {
                records.extend(s.next(3));
            }
            s.problems().map(|p| (records, p))
        };
        let sliced = Slices::whole(file.clone()).and_then(read);
        // Checked a few bytes a step: the same.
        let stepped = Slices::new(file.clone()).and_then(|mut s| {
            while !s.check(5)? {
                assert_eq!(s.len(), 0, "no record before the whole file is checked");
            }
            read(s)
        });
        assert_eq!(sliced, stepped, "file {k}");
        match (&whole, &sliced) {
            (Ok(w), Ok(s)) => assert_eq!(w, s, "file {k}"),
            (Err(w), Err(s)) => {
                let kind = |e: &str| e.split(" (").next().unwrap().to_string();
                assert_eq!(kind(w), kind(s), "file {k}: {w} / {s}");
            }
            _ => panic!("file {k}: {whole:?} / {sliced:?}"),
        }
    }
    assert_eq!(parse_file(&files[0]).unwrap().0.len(), 7);
    assert_eq!(parse_file(&files[0]).unwrap().1.len(), 2);
}

/// The records the browser's store gives, stringified at once, are split
/// back into each record's text whole (strings holding brackets and commas
/// included); anything but an array gives none.
#[test]
fn a_stringified_list_of_records_splits_into_each_records_text() {
    use swarm::stats::slices::elements_of;
    let a = r#"{"id":"a","note":"[x], {y}","n":[1,{"b":2}]}"#;
    let b = r#"{"id":"b\"]"}"#;
    assert_eq!(elements_of(&format!("[{a},{b}]")), [a, b]);
    assert_eq!(elements_of(&format!(" [ {a} ] ")), [a]);
    assert!(elements_of("[]").is_empty());
    assert!(elements_of(&format!("{{\"x\":[{a}]}}")).is_empty());
    assert!(elements_of("[{\"id\":").is_empty());
}
