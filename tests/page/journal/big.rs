//! The journal's big imports, its figures kept as records come, and the
//! reads of what other tabs stored (issue 46), with the same store and tab
//! played by the test as `mod.rs`.

use super::*;

/// `n` Beeswax games, a minute apart from `from` on (ids from `g{first}`).
fn games(first: usize, n: usize, from: u64) -> Vec<swarm::stats::record::Record> {
    use swarm::stats::record::{Finished, Record};
    (first..first + n)
        .map(|i| {
            let o = Outcome::fixture(&format!("g{i}"), i % 3 != 0, 60, from + i as u64 * 60_000);
            let options = Options::defaults(GameId::Beeswax);
            Record::Game(Finished::from_outcome(GameId::Beeswax, &options, Some(i as u32), &o, 0))
        })
        .collect()
}

#[test]
fn a_big_import_goes_into_the_store_in_slices_with_its_progress_said() {
    use swarm::page::stats::sheet::grouped;
    use swarm::page::SLICE;
    let n = 4 * SLICE + SLICE / 2;
    let records = games(0, n, 1_600_000_000_000);
    let mut shell = Shell::default();
    let mut app = started(&mut shell);
    let mut fx = outs(shell.host.ask(Ask::Import("big.json".into(), Ok(journal::file_text(&records, &[]))), T0));
    let writes = |fx: &[Out]| -> Vec<usize> {
        fx.iter().filter_map(|e| if let Out::Store(StoreOp::Write(r)) = e { Some(held(r)) } else { None }).collect()
    };
    // The file checked (a step a turn), then its first slice written.
    while writes(&fx).is_empty() {
        assert!(fx.iter().any(|e| matches!(e, Out::Timer(JournalTimer::Import, Some(0)))), "the next step");
        fx = outs(shell.host.input(JournalIn::ImportNext, T0));
    }
    assert_eq!(writes(&fx), [SLICE], "one slice a write");
    assert_eq!(shell.tally().note(), Some(format!("Importing big.json… 0 of {} records.", grouped(n)).as_str()));
    // The first slice commits: the next goes, and the note says how far.
    shell.stored.extend((0..SLICE).map(|i| records[i].to_json()));
    let mut fx = outs(shell.host.input(JournalIn::Written(Ok(())), T0));
    while writes(&fx).is_empty() {
        assert!(fx.iter().any(|e| matches!(e, Out::Timer(JournalTimer::Import, Some(0)))), "the next step");
        fx = outs(shell.host.input(JournalIn::ImportNext, T0));
    }
    assert_eq!(writes(&fx), [SLICE]);
    let said = format!("Importing big.json… {} of {} records.", grouped(SLICE), grouped(n));
    assert_eq!(shell.tally().note(), Some(said.as_str()));
    shell.resume(&mut app, fx);
    assert_eq!(shell.records(), n);
    assert_eq!(shell.writes, 4, "the rest in four more writes");
    assert_eq!(
        shell.tally().note(),
        Some(format!("Imported big.json: {} records added, 0 known already.", grouped(n)).as_str())
    );
    assert!(shell.tally().pending().is_empty());
}

/// Issue 46 item 2: a big import is merged, folded into the figures and
/// written a slice at a time (never more than `SLICE` records a step),
/// with its progress said; the journal, the store and the figures end as
/// a one-step import leaves them; a slice the journal had already goes on
/// at the page's next turn (`Timer::Import`); a second file meanwhile is
/// refused by name.
#[test]
fn a_big_import_merges_a_slice_a_step_and_ends_as_one_step_would() {
    use swarm::page::SLICE;
    // The journal has some of the file already, and games of its own
    // finished among the file's (out of order).
    let mut shell =
        Shell { stored: games(0, 2_100, 1_600_000_000_000).iter().map(|r| r.to_json()).collect(), ..Shell::default() };
    shell.stored.extend(games(90_000, 50, 1_600_000_030_000).iter().map(|r| r.to_json()));
    let _app = started(&mut shell);
    let file = journal::file_text(&games(0, 5_000, 1_600_000_000_000), &[]);
    let mut fx = outs(shell.host.ask(Ask::Import("big.json".into(), Ok(file.clone())), T0));
    let mut notes = vec![shell.tally().note().unwrap().to_string()];
    let mut steps = 0;
    // The shell's part, a step at a time.
    while shell.tally().note().is_some_and(|n| n.starts_with("Importing")) {
        steps += 1;
        assert!(steps < 20, "the import ends");
        let mut next = None;
        for e in fx {
            match e {
                Out::Store(StoreOp::Write(r)) => {
                    assert!(r.len() <= SLICE, "a write of {}", r.len());
                    shell.stored.extend(r);
                    next = Some(JournalIn::Written(Ok(())));
                }
                Out::Timer(JournalTimer::Import, Some(0)) => next = Some(JournalIn::ImportNext),
                Out::News(News::KeepPending(text)) => {
                    assert!(
                        journal::parse_file(&text).unwrap().0.is_empty(),
                        "the tab does not keep the file's records"
                    )
                }
                _ => {}
            }
        }
        // A second file meanwhile is refused, by name.
        if steps == 1 {
            let other = journal::file_text(&games(7_000, 1, 1_600_000_000_000), &[]);
            let _ = outs(shell.host.ask(Ask::Import("other.json".into(), Ok(other)), T0));
            assert_eq!(
                shell.tally().note(),
                Some("Could not import other.json: big.json is still being imported; import it once that is done.")
            );
            assert!(!shell.tally().journal().has("g7000"));
        }
        fx = outs(shell.host.input(next.expect("a write or the next slice"), T0));
        notes.push(shell.tally().note().unwrap().to_string());
    }
    notes.dedup();
    let mut said: Vec<String> = (0..5_000_usize.div_ceil(SLICE))
        .map(|k| format!("Importing big.json… {} of 5,000 records.", swarm::page::stats::sheet::grouped(k * SLICE)))
        .collect();
    said.push("Imported big.json: 2,900 records added, 2,100 known already.".into());
    assert_eq!(notes, said);
    // As a one-step import leaves them.
    let mut once = Journal::read(shell.stored.iter().map(String::as_str)).journal;
    assert_eq!(once.len(), 5_050);
    assert_eq!(shell.tally().journal(), &once);
    assert!(once.import(&file).unwrap().added.is_empty());
    assert_eq!(shell.tally().shown(), Some(swarm::stats::figures::stats(&once)));
    assert!(shell.tally().pending().is_empty());
}

/// Issue 46 item 3: the figures the sheet shows are kept as records come
/// (a game, another tab's games read again, a reset), and are always those
/// of the whole journal.
#[test]
fn the_figures_shown_are_kept_as_records_come_and_match_the_journal() {
    let mut shell = Shell::default();
    let mut app = started(&mut shell);
    let check = |shell: &Shell| {
        assert_eq!(shell.tally().shown(), Some(swarm::stats::figures::stats(shell.tally().journal())));
    };
    leave(&mut shell, &mut app);
    check(&shell);
    // Another tab's games, one finished before this tab's: read when the sheet opens.
    shell.stored.extend(games(0, 3, T0 as u64 - 3_600_000).iter().map(|r| r.to_json()));
    shell.stored.extend(games(10, 3, T0 as u64 - 1_000_000).iter().map(|r| r.to_json()));
    shell.send(&mut app, Msg::Sheet(SheetMsg::Open(Sheet::Stats)));
    assert_eq!(shell.tally().journal().len(), 7);
    check(&shell);
    assert_eq!(shell.tally().shown().unwrap().get("beeswax").played, 7);
    shell.send(
        &mut app,
        Msg::Journal(JournalMsg::Import(
            "more.json".into(),
            Ok(journal::file_text(&games(20, 5, T0 as u64 - 2_000_000), &[])),
        )),
    );
    check(&shell);
    shell.send(&mut app, Msg::Sheet(SheetMsg::AskResetStats));
    shell.send(&mut app, Msg::Game(GameMsg::Answer(true)));
    check(&shell);
    assert_eq!(shell.tally().shown().unwrap().get("beeswax").played, 0);
}

/// Issue 46 item 3: opening Statistics asks the store for its keys and
/// reads only the records the page does not have (another tab's games),
/// folding them in; the page's own games, once committed, are not read back.
#[test]
fn statistics_read_only_the_records_the_page_does_not_have() {
    let mut shell =
        Shell { stored: games(0, 1_200, 1_600_000_000_000).iter().map(|r| r.to_json()).collect(), ..Shell::default() };
    let mut app = started(&mut shell);
    assert_eq!(shell.records_read, 1_200);
    leave(&mut shell, &mut app);
    // Another tab's two games.
    shell.stored.extend(games(5_000, 2, T0 as u64 - 1_000).iter().map(|r| r.to_json()));
    shell.records_read = 0;
    shell.send(&mut app, Msg::Sheet(SheetMsg::Open(Sheet::Stats)));
    assert_eq!(shell.records_read, 2, "only the other tab's games are read");
    assert_eq!(shell.tally().journal().len(), 1_203);
    assert_eq!(shell.tally().shown(), Some(swarm::stats::figures::stats(shell.tally().journal())));
    // Nothing new: nothing read.
    shell.send(&mut app, Msg::Sheet(SheetMsg::Close));
    shell.send(&mut app, Msg::Sheet(SheetMsg::Open(Sheet::Stats)));
    assert_eq!(shell.records_read, 2);
    assert!(shell.tally().loaded() && !shell.tally().loading());
}

/// Issue 46 item 3: a big journal is read at start a slice at a time (each
/// ask at most `READ` records), and reads back whole.
#[test]
fn a_big_journal_is_read_in_slices_and_reads_back_whole() {
    use swarm::page::READ;
    let n = swarm::page::KEYS as usize + 345;
    let mut shell =
        Shell { stored: games(0, n, 1_600_000_000_000).iter().map(|r| r.to_json()).collect(), ..Shell::default() };
    let mut app = started(&mut shell);
    assert_eq!((shell.records_read, shell.key_reads), (n, 2), "the keys in two asks");
    assert!(shell.largest_read <= READ, "an ask of {}", shell.largest_read);
    let whole = Journal::read(shell.stored.iter().map(String::as_str)).journal;
    assert_eq!(shell.tally().journal(), &whole);
    assert_eq!(shell.tally().shown(), Some(swarm::stats::figures::stats(&whole)));
    // The store's data cleared, and another tab's game: read afresh.
    shell.stored = games(90_000, 1, 1_600_000_000_000).iter().map(|r| r.to_json()).collect();
    shell.send(&mut app, Msg::Sheet(SheetMsg::Open(Sheet::Stats)));
    assert_eq!(shell.tally().journal().len(), 1);
    assert_eq!(shell.tally().shown().unwrap().get("beeswax").played, 1);
}

/// Issue 42 item 3: a big journal's figures are counted at its read's end
/// at most `COUNT` games a turn of the page (`Timer::Count`: one count of
/// 20,000 rule sets held the page 67-77 ms in Chromium), none shown until
/// whole; they end exactly those of the journal, also when a game finishes,
/// a file is imported (its games finished before the journal's last) or the
/// statistics are reset while they are counted.
#[test]
fn a_big_journals_figures_are_counted_a_few_games_a_turn_and_end_whole() {
    use swarm::page::{COUNT, READ};
    let n = 3 * COUNT + 17;
    for between in ["nothing", "a game", "an import", "a reset"] {
        let mut shell = Shell { hold_count: true, ..Shell::default() };
        shell.stored = games(0, n, 1_600_000_000_000).iter().map(|r| r.to_json()).collect();
        let mut app = page(GameId::Beeswax, 1);
        shell.send(
            &mut app,
            Msg::Journal(JournalMsg::Start { pending: None, old: None, left: Vec::new(), outbox: None }),
        );
        assert!(shell.tally().loaded() && shell.tally().journal().len() == n, "{between}");
        let mut turns = 0;
        while std::mem::take(&mut shell.count_due) {
            assert_eq!(shell.tally().shown(), None, "{between}: nothing shown before the figures are whole");
            assert!(
                swarm::page::stats::sheet::of_tally(shell.tally(), GameId::Beeswax, "beeswax", None).is_none(),
                "{between}"
            );
            turns += 1;
            if turns == 2 && between == "a game" {
                leave(&mut shell, &mut app);
            }
            if turns == 2 && between == "an import" {
                let file = journal::file_text(&games(n, 2 * READ, 1_500_000_000_000), &[]);
                shell.send(&mut app, Msg::Journal(JournalMsg::Import("old.json".into(), Ok(file))));
            }
            if turns == 2 && between == "a reset" {
                shell.send(&mut app, Msg::Sheet(SheetMsg::AskResetStats));
                shell.send(&mut app, Msg::Game(GameMsg::Answer(true)));
            }
            let turn = shell.host.input(JournalIn::CountNext, T0);
            shell.resume(&mut app, outs(turn));
            assert!(turns < 100, "{between}: the count ends");
        }
        // (A reset leaves no game to count: the count starts again and ends.)
        assert!(between == "a reset" || turns >= n / COUNT, "{between}: {turns} turns for {n} games");
        let whole = swarm::stats::figures::stats(shell.tally().journal());
        assert_eq!(shell.tally().shown(), Some(whole), "{between}");
        let played = shell.tally().shown().unwrap().get("beeswax").played;
        let counted = match between {
            "a game" => n + 1,
            "an import" => n + 2 * READ,
            "a reset" => 0,
            _ => n,
        };
        assert_eq!(played as usize, counted, "{between}");
        assert!(
            swarm::page::stats::sheet::of_tally(shell.tally(), GameId::Beeswax, "beeswax", None).is_some(),
            "{between}"
        );
    }
}

/// Issue 46 item 2: an import's records are stored a hundred to a value
/// (`stats::bundle`: one IndexedDB put a record cost the page's thread
/// 25-35 µs each); a store of today's records one a value, of bundles, and
/// of both (a record in each: counted once) reads back whole on a later
/// page, each read at most `READ` records; a damaged record in a bundle
/// costs only itself, named; a damaged bundle is named.
#[test]
fn a_store_of_records_and_bundles_of_them_reads_back_whole_each_record_once() {
    use swarm::page::READ;
    use swarm::stats::bundle::{values, BUNDLE};
    // Today's store: a record a value.
    let mut shell =
        Shell { stored: games(0, 1_500, 1_600_000_000_000).iter().map(|r| r.to_json()).collect(), ..Shell::default() };
    let mut app = started(&mut shell);
    // A file of 5,000, 1,000 of them stored already, imported: in bundles.
    let file = journal::file_text(&games(500, 5_000, 1_600_000_000_000), &[]);
    shell.send(&mut app, Msg::Journal(JournalMsg::Import("big.json".into(), Ok(file))));
    assert_eq!(shell.tally().note(), Some("Imported big.json: 4,000 records added, 1,000 known already."));
    assert_eq!(shell.stored.len(), 1_500 + 4_000 / BUNDLE, "4,000 records in 40 values");
    assert_eq!(shell.records(), 5_500);
    // Another tab's bundle holding records the store has one a value
    // (counted once), one damaged record, and a damaged bundle.
    let mut other: Vec<String> = values(&games(1_450, 60, 1_600_000_000_000)).into_iter().map(|(_, t)| t).collect();
    other[0] = other[0].replacen(r#""result":"lost""#, r#""result":7"#, 1);
    shell.stored.extend(other);
    shell.stored.push(r#"{"id":"zz +3 00","records":"none"}"#.into());
    // A later page reads it all back.
    let mut later = page(GameId::Beeswax, 3);
    let importing = std::mem::take(&mut shell.host);
    shell.records_read = 0;
    shell.largest_read = 0;
    shell
        .send(&mut later, Msg::Journal(JournalMsg::Start { pending: None, old: None, left: Vec::new(), outbox: None }));
    assert!(shell.largest_read <= READ, "an ask of {} records", shell.largest_read);
    let journal = shell.tally().journal();
    assert_eq!(journal.len(), 5_500, "each record once");
    assert_eq!(journal.records().map(|r| r.id()).collect::<std::collections::BTreeSet<_>>().len(), 5_500);
    assert!(journal.records().eq(importing.tally().journal().records()), "the records the importing page has");
    assert_eq!(shell.tally().shown(), importing.tally().shown());
    assert_eq!(shell.tally().shown(), Some(swarm::stats::figures::stats(journal)));
    let said = notices(&later).join(" ");
    assert!(said.contains("`g1452` is damaged (`result`)"), "{said}"); // the first lost
    assert!(said.contains("`zz +3 00` is damaged (`records`)"), "{said}");
    assert!(shell.tally().pending().is_empty());
}

/// Issue 46 item 2: a big file is checked a step at a time (at most
/// `CHECK` bytes a step, the next on the page's next turn, how far said),
/// and nothing of it is stored before the whole file is checked: a file
/// broken near its end is refused whole, naming where, with nothing of it
/// stored; the same file whole is then imported.
#[test]
fn a_big_file_is_checked_in_steps_and_one_broken_near_its_end_stores_nothing() {
    use swarm::stats::slices::CHECK;
    let records = games(0, 30_000, 1_600_000_000_000);
    let good = journal::file_text(&records, &[]);
    assert!(good.len() > 3 * CHECK, "a file of {} bytes", good.len());
    // Broken near its end: the last record's object never closed.
    let cut = good.len() - 40;
    let broken = format!("{}{}", &good[..cut], &good[cut..].replacen('}', "", 1));
    let mut shell = Shell::default();
    let mut app = started(&mut shell);
    let mut fx = outs(shell.host.ask(Ask::Import("big.json".into(), Ok(broken.clone())), T0));
    let mut steps = 0;
    let mut notes = Vec::new();
    while let Some(i) = fx.iter().position(|e| matches!(e, Out::Timer(JournalTimer::Import, Some(0)))) {
        assert!(
            !fx.iter().any(|e| matches!(e, Out::Store(StoreOp::Write(_)))),
            "nothing written while the file is checked"
        );
        notes.push(shell.tally().note().unwrap_or_default().to_string());
        steps += 1;
        assert!(steps < 100, "the check ends");
        let _ = fx.remove(i);
        fx = outs(shell.host.input(JournalIn::ImportNext, T0));
    }
    assert!(steps >= broken.len() / CHECK, "{steps} steps for {} bytes", broken.len());
    let said: Vec<String> =
        (1..=steps).map(|k| format!("Checking big.json… {}%.", k * CHECK * 100 / broken.len())).collect();
    assert_eq!(notes, said);
    shell.resume(&mut app, fx);
    let note = shell.tally().note().unwrap();
    assert!(note.starts_with("Could not import big.json: the file is not JSON (at byte "), "{note}");
    let at: usize = note.split("at byte ").nth(1).unwrap().trim_end_matches(").").parse().unwrap();
    assert!(at > broken.len() - 500, "the place named (the last record): {at} of {}", broken.len());
    assert_eq!(shell.writes, 0);
    assert!(shell.stored.is_empty());
    assert!(shell.tally().journal().is_empty());
    assert!(shell.tally().pending().is_empty());
    // The file whole goes in.
    shell.send(&mut app, Msg::Journal(JournalMsg::Import("big.json".into(), Ok(good))));
    assert_eq!(shell.tally().note(), Some("Imported big.json: 30,000 records added, 0 known already."));
    assert_eq!(shell.records(), 30_000);
}

/// Issue 46 item 2: while an import runs, the Statistics sheet is drawn
/// again at most once a second (`DRAW_MS`: each drawing lays the sheet
/// out, some 20 ms in the browser, ~1 s of a 100,000-record import when
/// drawn at each step), its progress said then; its end is drawn at once.
#[test]
fn an_import_draws_the_sheet_at_most_once_a_second_and_its_end_at_once() {
    use swarm::page::{DRAW_MS, SLICE};
    let file = journal::file_text(&games(0, 5 * SLICE, 1_600_000_000_000), &[]);
    let mut shell = Shell::default();
    let mut app = started(&mut shell);
    shell.send(&mut app, Msg::Sheet(SheetMsg::Open(Sheet::Stats)));
    // The import's steps, `ms` apart: how many drew the sheet, and the
    // last step's effects.
    let import = |shell: &mut Shell, _app: &mut App, ms: f64| {
        let mut now = T0;
        let mut fx = outs(shell.host.ask(Ask::Import("big.json".into(), Ok(file.clone())), now));
        let (mut draws, mut steps) = (0, 1);
        loop {
            draws += fx.iter().filter(|e| **e == Out::News(News::DrawSheet)).count();
            let next = fx.iter().find_map(|e| match e {
                Out::Store(StoreOp::Write(r)) => {
                    shell.stored.extend(r.iter().cloned());
                    Some(JournalIn::Written(Ok(())))
                }
                Out::Timer(JournalTimer::Import, Some(0)) => Some(JournalIn::ImportNext),
                _ => None,
            });
            let Some(next) = next else { return (draws, steps, fx) };
            steps += 1;
            now += ms;
            fx = outs(shell.host.input(next, now));
        }
    };
    let (draws, steps, end) = import(&mut shell, &mut app, 10.0);
    assert!(steps > 10, "{steps} steps");
    assert_eq!(shell.tally().note(), Some("Imported big.json: 10,000 records added, 0 known already."));
    assert!(end.contains(&Out::News(News::DrawSheet)), "its end drawn at once");
    assert_eq!(draws, 2, "its start and its end, the steps 10 ms apart");
    // Steps a second apart: each drawn.
    shell.stored.clear();
    let mut app = started(&mut shell);
    shell.send(&mut app, Msg::Sheet(SheetMsg::Open(Sheet::Stats)));
    let (draws, steps, _) = import(&mut shell, &mut app, DRAW_MS);
    assert_eq!(draws, steps);
}

/// Issue 46 item 3: the sheet drawn from the kept figures as they are
/// (`stats::sheet::of_tally`, none copied) is the sheet of the figures shown: many
/// rule sets (the most played, the rest summed under "Other rules"), the
/// one on the table, its last games, the deal of the day.
#[test]
fn the_sheet_read_from_the_kept_figures_is_the_sheet_of_the_figures_shown() {
    use swarm::page::stats::sheet::stats_sheet;
    use swarm::stats::record::{Finished, Record};
    let mut shell = Shell::default();
    let mut records = Vec::new();
    for i in 0..60_u32 {
        let options = Options::defaults(GameId::Beeswax);
        let o = Outcome::fixture(&format!("v{i}"), i % 3 != 0, 40 + i, 1_600_000_000_000 + u64::from(i) * 86_400_000);
        let mut f = Finished::from_outcome(GameId::Beeswax, &options, Some(i), &o, 0);
        if i % 5 != 0 {
            f.variant = format!("beeswax rules={}", i % 23);
        }
        if i % 4 == 0 {
            f.daily = Some(swarm::winnable::Date::from_unix_ms(f.at as f64).unwrap().to_string());
        }
        records.push(Record::Game(f));
    }
    shell.stored = records.iter().map(|r| r.to_json()).collect();
    let _app = started(&mut shell);
    let today = swarm::winnable::Date::from_unix_ms(T0).ok();
    for (game, key) in [(GameId::Beeswax, "beeswax"), (GameId::Beeswax, "beeswax rules=7"), (GameId::Spider, "spider")]
    {
        let shown = shell.tally().shown().unwrap();
        assert_eq!(
            swarm::page::stats::sheet::of_tally(shell.tally(), game, key, today),
            Some(stats_sheet(&shown, game, key, today)),
            "{key}"
        );
    }
    let sheet = swarm::page::stats::sheet::of_tally(shell.tally(), GameId::Beeswax, "beeswax", today).unwrap();
    assert!(sheet.rows.last().unwrap().title.starts_with("Other rules"), "{:?}", sheet.rows);
    assert!(sheet.daily.is_some());
}
