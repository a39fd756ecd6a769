//! How long the statistics journal takes with many records (issue 46, items
//! 2 and 3), natively: a file of N games imported into the journal's host (its
//! parse, the merge, the write's commit), the journal read back as a reload
//! reads it, and the Statistics sheet drawn; also N games each of its own
//! rules. Usage: `cargo run --release --example journal_bench -- [N...]`
//! (10000 30000 60000 90000 by default: its records are bigger than
//! the browser bench's, and 100,000 of them pass the 16 MB a file may have). Prints one line per case.

use std::time::Instant;

use swarm::games::{AnyGame, GameId, Options};
use swarm::history::Session;
use swarm::journal::host::{Host, Work};
use swarm::journal::wire::Ask;
use swarm::journal::{JournalIn, JournalTimer, StoreOp};
use swarm::page::{App, Effect, JournalMsg, Msg, SheetEnv, SheetMsg};
use swarm::record::Origin;
use swarm::stats::journal::{file_text, Journal};
use swarm::stats::record::{Finished, Record};
use swarm::stats::Outcome;
use swarm::view::Layout;

const T0: f64 = 1_700_000_000_000.0;

/// N games: four rule sets, a deal of the day now and then; or (`own`) each
/// of rules of its own.
fn games(n: usize, own: bool) -> Vec<Record> {
    (0..n)
        .map(|i| {
            let mut o = Outcome::fixture(
                &format!("g{i}"),
                i % 3 != 0,
                50 + (i % 200) as u32,
                1_600_000_000_000 + i as u64 * 60_000,
            );
            if i % 7 == 0 {
                o.daily = Some(swarm::winnable::Date::from_days(18_000 + (i / 7) as i64).unwrap().to_string());
            }
            let game = [GameId::Spider, GameId::Beeswax, GameId::Beehive, GameId::Beetle][i % 4];
            let mut f = Finished::from_outcome(game, &Options::defaults(game), Some(i as u32), &o, 0);
            if own {
                f.variant = format!("{} rules={i}", f.game);
            }
            Record::Game(f)
        })
        .collect()
}

/// Runs the page's effects with the journal's worker played here (its
/// host, and a store that accepts everything); the records stored by id
/// (JSON text). The longest turn (the host's or the page's), ms.
fn run(
    app: &mut App,
    host: &mut Host,
    fx: Vec<Effect>,
    stored: &mut std::collections::BTreeMap<String, String>,
) -> f64 {
    let mut longest: f64 = 0.0;
    let mut queue: std::collections::VecDeque<Effect> = fx.into();
    let mut work: std::collections::VecDeque<Work> = Default::default();
    loop {
        let t = Instant::now();
        let turn = if let Some(e) = queue.pop_front() {
            let Effect::Journal(ask) = e else { continue };
            host.ask(ask, T0)
        } else if let Some(w) = work.pop_front() {
            let input = match w {
                Work::Store(StoreOp::Open) => JournalIn::StoreOpened(Ok(())),
                Work::Store(StoreOp::ReadKeys { after, count }) => {
                    let keys = stored.keys().filter(|k| after.as_ref().is_none_or(|a| *k > a));
                    JournalIn::Keys(Ok(keys.take(count as usize).cloned().collect()))
                }
                Work::Store(StoreOp::Read(ids)) => {
                    JournalIn::Read(Ok(ids.iter().filter_map(|id| stored.get(id).cloned()).collect()))
                }
                Work::Store(StoreOp::Write(r)) => {
                    for t in r {
                        // A record's id, or a bundle's key (`stats::bundle`): both its `id`.
                        let v: serde_json::Value = serde_json::from_str(&t).unwrap_or_default();
                        let id = v["id"].as_str().map_or_else(|| t.clone(), str::to_string);
                        stored.insert(id, t);
                    }
                    JournalIn::Written(Ok(()))
                }
                // The import's next step, the figures' count going on (the worker's next turn).
                Work::Timer(JournalTimer::Import, Some(_)) => JournalIn::ImportNext,
                Work::Timer(JournalTimer::Count, Some(_)) => JournalIn::CountNext,
                Work::Timer(..) => continue,
            };
            host.input(input, T0)
        } else {
            return longest;
        };
        longest = longest.max(ms(t));
        work.extend(turn.work);
        if !turn.news.is_empty() {
            let t = Instant::now();
            queue.extend(app.update(Msg::Journal(JournalMsg::News(Ok(turn.news))), T0));
            longest = longest.max(ms(t));
        }
    }
}

fn start() -> Msg {
    Msg::Journal(JournalMsg::Start { pending: None, old: None, left: Vec::new(), outbox: None })
}

/// A page at Spider deal 1.
fn page() -> App {
    let g = AnyGame::deal(GameId::Spider, &Options::defaults(GameId::Spider), 1).unwrap();
    App::new(Session::new(Origin::Deal(1), g), Layout::Columns, 42)
}

fn ms(t: Instant) -> f64 {
    t.elapsed().as_secs_f64() * 1000.0
}

fn case(n: usize, own: bool) {
    let text = file_text(&games(n, own), &[]);
    let mut app = page();
    let mut host = Host::default();
    let mut stored = std::collections::BTreeMap::new();
    let fx = app.update(start(), T0);
    run(&mut app, &mut host, fx, &mut stored);
    let t = Instant::now();
    let turn = host.ask(Ask::Import("big.json".into(), Ok(text.clone())), T0);
    let import = ms(t);
    let t = Instant::now();
    let fx = app.update(Msg::Journal(JournalMsg::News(Ok(turn.news))), T0);
    run(&mut app, &mut host, fx, &mut stored);
    let commit = ms(t);
    let t = Instant::now();
    let read = Journal::read(stored.values().map(String::as_str));
    let reread = ms(t);
    assert_eq!(read.journal.len(), n);
    let t = Instant::now();
    let fx = app.update(Msg::Sheet(SheetMsg::Open(swarm::page::Sheet::Stats)), T0);
    run(&mut app, &mut host, fx, &mut stored);
    let env = SheetEnv { look: Vec::new(), woods_tmp: None, review: (0.0, 0.0, None) };
    let body = app.sheet_body(&env);
    let sheet = ms(t);
    // The sheet drawn again (its figures as it shows them, and its tree).
    let t = Instant::now();
    let again = app.sheet_body(&env);
    let redraw = ms(t);
    assert_eq!(again, body);
    // A reload: a page of its own reads the store through the model.
    let mut fresh = page();
    let mut fresh_host = Host::default();
    let t = Instant::now();
    let fx = fresh.update(start(), T0);
    let turn = run(&mut fresh, &mut fresh_host, fx, &mut stored);
    let reload = ms(t);
    let fx = fresh.update(Msg::Sheet(SheetMsg::Open(swarm::page::Sheet::Stats)), T0);
    run(&mut fresh, &mut fresh_host, fx, &mut stored);
    assert_eq!(fresh.sheet_body(&env), body);
    println!(
        "{n:>7} records{}: {:.1} MB; import {import:.0} ms, its write's commit {commit:.0} ms, \
         a reload's read {reread:.0} ms (in the journal's host and the page {reload:.0} ms, the longest turn {turn:.1} ms), the sheet {sheet:.0} ms ({} nodes), drawn again {redraw:.1} ms",
        if own { " (each its own rules)" } else { "" },
        text.len() as f64 / 1e6,
        body.len()
    );
}

fn main() {
    let ns: Vec<usize> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let ns = if ns.is_empty() { vec![10_000, 30_000, 60_000, 90_000] } else { ns };
    for &n in &ns {
        case(n, false);
    }
    case(20_000, true);
}
