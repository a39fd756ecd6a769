//! The statistics journal as the page keeps it (src/journal/), with a
//! store played by the test: a record is pending until its write commits,
//! kept in the tab meanwhile; a refused write is kept, shown and retried;
//! what the store has after a reload is done; the old statistics migrate
//! once; export and import say what they did.

use crate::support::*;
use std::collections::VecDeque;
use swarm::journal::host::{Host, MemoryStore, Turn, Work};
use swarm::journal::wire::{Ask, News};
use swarm::journal::{JournalTimer, Tally};
use swarm::page::{Downloading, JournalMsg, Refusal, Sheet, LEFT_PENDING};
use swarm::stats::journal::{self, Journal};
use swarm::stats::{Outcome, Stats};

/// The store and the tab's storage, as the shell would hold them.
#[derive(Default)]
struct Shell {
    /// The values written to the store (JSON), each write's in turn (its
    /// reads see them as a `MemoryStore`), and whether it refuses (and how).
    stored: Vec<String>,
    refuse: Option<Refusal>,
    /// The tab's pending text, the migrated marks.
    tab: Option<String>,
    migrated: Vec<String>,
    writes: usize,
    /// localStorage (what every tab shares).
    local: std::collections::BTreeMap<String, String>,
    /// Records the page asked for by id, and the most in one ask.
    records_read: usize,
    largest_read: usize,
    /// Asks for the store's keys.
    key_reads: usize,
    /// The figures' count goes on at the page's next turn (`Timer::Count`):
    /// held for the test to send when `hold_count`, else sent at once.
    hold_count: bool,
    count_due: bool,
    /// The journal worker, played here, and the work it asked for.
    host: Host,
    work: Vec<Work>,
    /// The outbox the page keeps, and the page's other effects carried out.
    outbox: String,
    effects: Vec<Effect>,
}

/// The host's turn as the step-by-step tests read it.
#[derive(Debug, PartialEq)]
enum Out {
    Store(StoreOp),
    Timer(JournalTimer, Option<u32>),
    News(News),
}

fn outs(t: Turn) -> Vec<Out> {
    let work = t.work.into_iter().map(|w| match w {
        Work::Store(op) => Out::Store(op),
        Work::Timer(t, ms) => Out::Timer(t, ms),
    });
    t.news.into_iter().map(Out::News).chain(work).collect()
}

/// What the shell has to carry out: the page's effects, the worker's work.
enum Ev {
    Fx(Effect),
    Work(Work),
}

impl Shell {
    /// Carries out `fx` (and what the answers bring) until nothing is left:
    /// the page's asks go to the journal's host (the worker, played here),
    /// its work to the store played here, its news back to the page.
    fn run(&mut self, app: &mut App, fx: Vec<Effect>) {
        self.drain(app, fx.into_iter().map(Ev::Fx).collect());
    }

    /// Carries out a turn of the host's, as [`outs`] gave it (its news first).
    fn resume(&mut self, app: &mut App, outs: Vec<Out>) {
        let mut turn = Turn::default();
        for o in outs {
            match o {
                Out::News(n) => turn.news.push(n),
                Out::Store(op) => turn.work.push(Work::Store(op)),
                Out::Timer(t, ms) => turn.work.push(Work::Timer(t, ms)),
            }
        }
        let mut queue = VecDeque::new();
        self.heard(app, turn, &mut queue);
        self.drain(app, queue);
    }

    fn drain(&mut self, app: &mut App, mut queue: VecDeque<Ev>) {
        while let Some(ev) = queue.pop_front() {
            let input = match ev {
                Ev::Fx(e) => {
                    match e {
                        Effect::Journal(ask) => {
                            let turn = self.host.ask(ask, T0);
                            self.heard(app, turn, &mut queue);
                        }
                        Effect::KeepPending(text) => self.tab = Some(text),
                        Effect::KeepOutbox(text) => self.outbox = text,
                        Effect::Migrated(id) => self.migrated.push(id),
                        Effect::Keep(key, value) => drop(self.local.insert(key, value)),
                        Effect::Unkeep(key, value) => {
                            if self.local.get(&key) == Some(&value) {
                                self.local.remove(&key);
                            }
                        }
                        other => self.effects.push(other),
                    }
                    continue;
                }
                Ev::Work(w) => {
                    self.work.push(w.clone());
                    match w {
                        Work::Store(StoreOp::Open) => JournalIn::StoreOpened(self.refuse.clone().map_or(Ok(()), Err)),
                        Work::Store(op @ StoreOp::ReadKeys { .. }) => {
                            self.key_reads += 1;
                            self.store().answer(op)
                        }
                        Work::Store(StoreOp::Read(ids)) => {
                            // Records, as the keys say (a bundle's key says how many it holds).
                            let records: usize = ids.iter().map(|k| swarm::stats::bundle::count(k)).sum();
                            self.records_read += records;
                            self.largest_read = self.largest_read.max(records);
                            self.store().answer(StoreOp::Read(ids))
                        }
                        Work::Store(StoreOp::Write(records)) => {
                            self.writes += 1;
                            match self.refuse.clone() {
                                Some(r) => JournalIn::Written(Err(r)),
                                None => {
                                    self.stored.extend(records);
                                    JournalIn::Written(Ok(()))
                                }
                            }
                        }
                        Work::Timer(JournalTimer::Import, Some(_)) => JournalIn::ImportNext,
                        Work::Timer(JournalTimer::Count, Some(_)) if self.hold_count => {
                            self.count_due = true;
                            continue;
                        }
                        Work::Timer(JournalTimer::Count, Some(_)) => JournalIn::CountNext,
                        Work::Timer(..) => continue,
                    }
                }
            };
            let turn = self.host.input(input, T0);
            self.heard(app, turn, &mut queue);
        }
    }

    /// The host's turn: its news to the page (what that brings is carried
    /// out first, as the page hears the news before the store answers), its work queued.
    fn heard(&mut self, app: &mut App, turn: Turn, queue: &mut VecDeque<Ev>) {
        if !turn.news.is_empty() {
            let fx = app.update(Msg::Journal(JournalMsg::News(Ok(turn.news))), T0);
            queue.extend(fx.into_iter().map(Ev::Fx));
        }
        queue.extend(turn.work.into_iter().map(Ev::Work));
    }

    /// The journal, as the worker holds it.
    fn tally(&self) -> &Tally {
        self.host.tally()
    }

    /// The store as its reads see what was written (each value under its
    /// `id`, the last put of an id kept, in the store's order).
    fn store(&self) -> MemoryStore {
        MemoryStore::holding(self.stored.iter().cloned())
    }

    /// The records tabs left in localStorage for a later tab (key, text).
    fn left(&self) -> Vec<(String, String)> {
        self.local.iter().filter(|(k, _)| k.starts_with(LEFT_PENDING)).map(|(k, v)| (k.clone(), v.clone())).collect()
    }

    fn send(&mut self, app: &mut App, msg: Msg) {
        let fx = app.update(msg, T0);
        self.run(app, fx);
    }

    /// The records the store holds (a bundle's each: `stats::bundle`).
    fn records(&self) -> usize {
        held(&self.stored)
    }

    /// Records pending in the tab's storage.
    fn tab_records(&self) -> usize {
        self.tab.as_deref().map_or(0, |t| journal::parse_file(t).unwrap().0.len())
    }
}

/// The records in these values of the store (a bundle's each), once each.
fn held(values: &[String]) -> usize {
    Journal::read(values.iter().map(String::as_str)).journal.len()
}

/// The notices on the page (their texts).
fn notices(app: &App) -> Vec<&str> {
    app.notices().iter().map(|n| n.text.as_str()).collect()
}

/// The storage notice (with its "Try again") is on the page.
fn storage_notice(app: &App) -> bool {
    app.notices().iter().any(|n| n.action.as_ref().is_some_and(|(_, a)| a == "retry-storage"))
}

fn full() -> Option<Refusal> {
    Some(Refusal { text: "the browser's database refused (QuotaExceededError)".into(), quota: true, updated: false })
}

/// A page whose journal was read from an empty store.
fn started(shell: &mut Shell) -> App {
    let mut app = page(GameId::Beeswax, 1);
    // A new page, a new journal worker (the store stays).
    shell.host = Host::default();
    shell.send(&mut app, Msg::Journal(JournalMsg::Start { pending: None, old: None, left: Vec::new(), outbox: None }));
    assert!(shell.tally().loaded());
    app
}

/// Plays a move and leaves the game for a new one (counted lost).
fn leave(shell: &mut Shell, app: &mut App) {
    play_first(app, T0);
    shell.send(app, Msg::Game(GameMsg::New));
    shell.send(app, Msg::Game(GameMsg::Answer(true)));
}

#[test]
fn a_game_left_is_written_once_and_no_longer_pending() {
    let mut shell = Shell::default();
    let mut app = started(&mut shell);
    leave(&mut shell, &mut app);
    assert_eq!(shell.stored.len(), 1);
    assert!(shell.tally().pending().is_empty());
    assert_eq!(shell.tab_records(), 0, "the tab's copy is emptied once stored");
    assert!(!shell.tally().waiting());
    // The same game handed again (another tab, a retry) adds nothing.
    let again = Journal::read(shell.stored.iter().map(String::as_str)).journal.records().next().cloned().unwrap();
    shell.send(&mut app, Msg::Journal(JournalMsg::Import("again.json".into(), Ok(journal::file_text(&[again], &[])))));
    assert_eq!(shell.writes, 1);
}

#[test]
fn a_refused_write_stays_pending_in_the_tab_and_the_retry_writes_it() {
    let mut shell = Shell::default();
    let mut app = started(&mut shell);
    shell.refuse = full();
    leave(&mut shell, &mut app);
    assert!(shell.stored.is_empty());
    assert_eq!(shell.tally().pending().len(), 1);
    assert_eq!(shell.tab_records(), 1, "kept in the tab for a reload");
    assert!(storage_notice(&app), "the storage notice shows");
    assert!(shell.tally().waiting());
    // A full store keeps its connection: the retry writes at once.
    shell.refuse = None;
    let fx = app.update(Msg::Journal(JournalMsg::Retry), T0);
    assert_eq!(fx, [Effect::Journal(Ask::Retry)]);
    let turn = shell.host.ask(Ask::Retry, T0);
    assert!(matches!(turn.work.as_slice(), [Work::Store(StoreOp::Write(r))] if r.len() == 1), "{turn:?}");
    shell.resume(&mut app, outs(turn));
    assert_eq!(shell.stored.len(), 1);
    assert!(shell.tally().pending().is_empty() && shell.tally().refused().is_none());
    assert!(!storage_notice(&app), "the notice goes");
}

#[test]
fn a_closed_connection_is_opened_again_by_the_retry() {
    let mut shell = Shell::default();
    let mut app = started(&mut shell);
    shell.refuse = Some(Refusal { text: "InvalidStateError".into(), quota: false, updated: false });
    leave(&mut shell, &mut app);
    assert_eq!(shell.tally().pending().len(), 1);
    shell.refuse = None;
    let turn = shell.host.ask(Ask::Retry, T0);
    assert_eq!(turn.work, [Work::Store(StoreOp::Open), Work::Timer(JournalTimer::Store, Some(10_000))]);
    shell.resume(&mut app, outs(turn));
    assert_eq!(shell.stored.len(), 1);
    assert!(!shell.tally().waiting());
}

#[test]
fn without_a_store_the_tabs_games_are_shown_from_memory() {
    let mut shell = Shell {
        refuse: Some(Refusal { text: "no IndexedDB".into(), quota: false, updated: false }),
        ..Shell::default()
    };
    let mut app = page(GameId::Beeswax, 1);
    shell.send(&mut app, Msg::Journal(JournalMsg::Start { pending: None, old: None, left: Vec::new(), outbox: None }));
    assert!(!shell.tally().loaded());
    assert_eq!(shell.tally().refused(), Some("no IndexedDB"));
    leave(&mut shell, &mut app);
    let shown = shell.tally().shown().expect("shown from memory");
    assert_eq!(shown.get("beeswax").played, 1);
    shell.send(&mut app, Msg::Sheet(SheetMsg::Open(Sheet::Stats)));
    let body = app.sheet_body(&Default::default());
    assert!(body.iter().any(|n| n.has_class("warn")), "the sheet says some games are not stored");
}

#[test]
fn after_a_reload_what_the_store_has_is_done_and_the_rest_is_written() {
    let mut shell = Shell::default();
    let mut app = started(&mut shell);
    shell.refuse = full();
    leave(&mut shell, &mut app);
    leave(&mut shell, &mut app);
    let tab = shell.tab.clone().unwrap();
    let (records, _) = journal::parse_file(&tab).unwrap();
    assert_eq!(records.len(), 2);
    // One of them did go in (another tab wrote it); the page reloads.
    let mut shell = Shell { stored: vec![records[0].to_json()], ..Shell::default() };
    let mut app = page(GameId::Beeswax, 1);
    shell.send(
        &mut app,
        Msg::Journal(JournalMsg::Start { pending: Some(tab), old: None, left: Vec::new(), outbox: None }),
    );
    assert_eq!(shell.writes, 1);
    assert_eq!(shell.stored.len(), 2);
    assert!(shell.tally().pending().is_empty());
    assert_eq!(shell.tally().journal().len(), 2);
}

#[test]
fn unreadable_pending_text_is_named_in_a_notice() {
    let mut shell = Shell::default();
    let mut app = page(GameId::Beeswax, 1);
    shell.send(
        &mut app,
        Msg::Journal(JournalMsg::Start { pending: Some("{".into()), old: None, left: Vec::new(), outbox: None }),
    );
    let notices = notices(&app);
    assert_eq!(notices.len(), 1);
    assert!(notices[0].starts_with("Statistics: the games this tab had not stored yet could not be read"));
}

fn old_stats() -> String {
    let mut s = Stats::default();
    for (i, won) in [true, false, true].into_iter().enumerate() {
        s.record("beeswax", &Outcome::fixture(&format!("old{i}"), won, 40, i as u64));
    }
    s.to_json()
}

#[test]
fn the_old_statistics_migrate_once_and_are_marked_when_written() {
    let mut shell = Shell::default();
    let mut app = page(GameId::Beeswax, 1);
    shell.send(
        &mut app,
        Msg::Journal(JournalMsg::Start { pending: None, old: Some(old_stats()), left: Vec::new(), outbox: None }),
    );
    assert_eq!(shell.stored.len(), 1);
    assert_eq!(shell.migrated.len(), 1);
    assert!(shell.migrated[0].starts_with("legacy-"), "{:?}", shell.migrated);
    assert_eq!(shell.tally().shown().unwrap().get("beeswax").played, 3);
    // Again (the mark was not set: another start): the journal has it, so only the mark.
    let mut again = Shell { stored: shell.stored.clone(), ..Shell::default() };
    let mut app = page(GameId::Beeswax, 1);
    again.send(
        &mut app,
        Msg::Journal(JournalMsg::Start { pending: None, old: Some(old_stats()), left: Vec::new(), outbox: None }),
    );
    assert_eq!(again.writes, 0);
    assert_eq!(again.migrated, shell.migrated);
}

#[test]
fn old_statistics_with_nothing_to_count_are_only_marked() {
    let mut shell = Shell::default();
    let mut app = page(GameId::Beeswax, 1);
    shell.send(
        &mut app,
        Msg::Journal(JournalMsg::Start {
            pending: None,
            old: Some(Stats::default().to_json()),
            left: Vec::new(),
            outbox: None,
        }),
    );
    assert_eq!(shell.migrated, ["none"]);
    assert_eq!(shell.writes, 0);
}

#[test]
fn export_waits_for_the_journal_then_downloads_it() {
    let mut app = page(GameId::Beeswax, 1);
    let mut shell = Shell::default();
    shell.send(&mut app, Msg::Journal(JournalMsg::Export));
    let said = Effect::Announce("The statistics are still being read: try again in a moment.".into());
    assert!(shell.effects.contains(&said), "{:?}", shell.effects);
    let mut shell = Shell::default();
    let mut app = started(&mut shell);
    leave(&mut shell, &mut app);
    shell.effects.clear();
    shell.send(&mut app, Msg::Journal(JournalMsg::Export));
    let fx = std::mem::take(&mut shell.effects);
    let Some(Effect::Download { name, text, what }) = fx.iter().find(|e| matches!(e, Effect::Download { .. })) else {
        panic!("{fx:?}")
    };
    assert_eq!(name, "swarm-statistics-2023-11-14.json");
    assert_eq!(*what, Downloading::Journal(1));
    assert_eq!(journal::parse_file(text).unwrap().0.len(), 1);
    let msg = Msg::File(FileMsg::Downloaded { name: name.clone(), what: what.clone(), made: true });
    shell.send(&mut app, msg);
    assert_eq!(shell.tally().note(), Some("Exported 1 record as swarm-statistics-2023-11-14.json."));
}

#[test]
fn import_adds_the_new_records_and_says_how_many() {
    let mut shell = Shell::default();
    let mut app = started(&mut shell);
    leave(&mut shell, &mut app);
    let mine = Journal::read(shell.stored.iter().map(String::as_str)).journal;
    // Another browser's game (another seed: another game id).
    let mut other = Shell::default();
    let options = Options::defaults(GameId::Beeswax);
    let deal = AnyGame::deal(GameId::Beeswax, &options, 2).unwrap();
    let mut tab2 = App::new(Session::new(Origin::Deal(2), deal), Layout::Columns, 7);
    other.send(&mut tab2, Msg::Journal(JournalMsg::Start { pending: None, old: None, left: Vec::new(), outbox: None }));
    leave(&mut other, &mut tab2);
    let mut theirs = Journal::read(other.stored.iter().map(String::as_str)).journal;
    theirs.merge(mine.records().cloned().collect());
    shell.send(&mut app, Msg::Journal(JournalMsg::Import("theirs.json".into(), Ok(theirs.export()))));
    assert_eq!(shell.tally().note(), Some("Imported theirs.json: 1 record added, 1 known already."));
    assert_eq!(shell.stored.len(), 2);
    shell.send(&mut app, Msg::Journal(JournalMsg::Import("x.json".into(), Err("too large".into()))));
    assert_eq!(shell.tally().note(), Some("Could not import x.json: too large."));
}

#[test]
fn a_reset_is_a_record_written_like_a_game() {
    let mut shell = Shell::default();
    let mut app = started(&mut shell);
    leave(&mut shell, &mut app);
    shell.send(&mut app, Msg::Sheet(SheetMsg::AskResetStats));
    shell.send(&mut app, Msg::Game(GameMsg::Answer(true)));
    assert_eq!(shell.stored.len(), 2);
    assert_eq!(shell.tally().shown().unwrap().get("beeswax").played, 0, "the games before it are not counted");
}

#[test]
fn the_storage_notice_shows_while_either_the_browsers_storage_or_the_journals_store_refuses() {
    let mut shell = Shell::default();
    let mut app = started(&mut shell);
    shell.send(&mut app, Msg::Ui(UiMsg::Storage { failing: true }));
    assert!(storage_notice(&app));
    shell.refuse = full();
    leave(&mut shell, &mut app);
    shell.send(&mut app, Msg::Ui(UiMsg::Storage { failing: false }));
    assert!(storage_notice(&app), "the journal's store still refuses");
    shell.refuse = None;
    shell.send(&mut app, Msg::Journal(JournalMsg::Retry));
    assert!(!storage_notice(&app), "both work: the notice goes");
    assert_eq!(notices(&app).len(), 0);
}

fn updated() -> Option<Refusal> {
    Some(Refusal { text: "the browser's database refused (VersionError)".into(), quota: false, updated: true })
}

#[test]
fn an_old_tab_whose_database_was_upgraded_leaves_its_games_for_a_later_tab() {
    let mut shell = Shell::default();
    let mut app = started(&mut shell);
    // A newer Swarm upgraded the database: every open and write is a VersionError.
    shell.refuse = updated();
    leave(&mut shell, &mut app);
    shell.send(&mut app, Msg::Journal(JournalMsg::Retry));
    leave(&mut shell, &mut app);
    assert!(shell.stored.is_empty());
    assert_eq!(shell.tally().pending().len(), 2);
    let left = shell.left();
    assert_eq!(left.len(), 1, "kept where a later tab finds it: {:?}", shell.local);
    assert_eq!(journal::parse_file(&left[0].1).unwrap().0.len(), 2);
    // The tab closes (its sessionStorage goes); a later tab starts with the same store.
    let mut later = Shell { local: shell.local.clone(), ..Shell::default() };
    let mut tab2 = page(GameId::Beeswax, 3);
    later.send(
        &mut tab2,
        Msg::Journal(JournalMsg::Start { pending: None, old: None, left: later.left(), outbox: None }),
    );
    assert_eq!(later.records(), 2, "the later tab stored them");
    assert_eq!(later.tally().journal().len(), 2);
    assert!(later.tally().pending().is_empty());
    assert!(later.left().is_empty(), "the key goes once the store has them: {:?}", later.local);
}

#[test]
fn left_records_stay_until_the_store_has_them() {
    let mut shell = Shell::default();
    let mut app = started(&mut shell);
    shell.refuse = updated();
    leave(&mut shell, &mut app);
    // A later tab whose store refuses (it is full) keeps the key.
    let mut later = Shell { local: shell.local.clone(), refuse: full(), ..Shell::default() };
    let mut tab2 = page(GameId::Beeswax, 3);
    later.send(
        &mut tab2,
        Msg::Journal(JournalMsg::Start { pending: None, old: None, left: later.left(), outbox: None }),
    );
    assert_eq!(later.tally().pending().len(), 1);
    assert_eq!(later.left().len(), 1, "not removed before the store has them");
    later.refuse = None;
    later.send(&mut tab2, Msg::Journal(JournalMsg::Retry));
    assert_eq!(later.stored.len(), 1);
    assert!(later.left().is_empty());
    // The old tab finishes one more game meanwhile: its key holds more than
    // the later tab took, so it is not removed.
    let mut third = Shell { local: shell.local.clone(), ..Shell::default() };
    let taken = third.left();
    leave(&mut shell, &mut app);
    third.local = shell.local.clone();
    let mut tab3 = page(GameId::Beeswax, 5);
    third.send(&mut tab3, Msg::Journal(JournalMsg::Start { pending: None, old: None, left: taken, outbox: None }));
    assert_eq!(third.stored.len(), 1);
    assert_eq!(third.left().len(), 1, "the newer queue stays for the next tab");
}

#[test]
fn unreadable_left_records_are_named_and_kept() {
    let mut shell = Shell::default();
    shell.local.insert(format!("{LEFT_PENDING}x"), "{".into());
    let mut app = page(GameId::Beeswax, 1);
    shell
        .send(&mut app, Msg::Journal(JournalMsg::Start { pending: None, old: None, left: shell.left(), outbox: None }));
    let notices = notices(&app);
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(notices[0].starts_with("Statistics: the games another tab left could not be read"), "{notices:?}");
    assert_eq!(shell.left().len(), 1);
}

mod big;
