//! New with a difficulty, or with "winnable deals only", on rules with a
//! catalogue of rated deals (`swarm::catalogue`, issue 42): a deal of the
//! catalogue at once, with its rating, never one the player had; the
//! worker's finder once every deal of the label was had.

use crate::support::*;
use swarm::catalogue::{self, label};
use swarm::protocol::Request;
use swarm::solver::rate::Difficulty;

/// The catalogue's Beeswax deals labelled `want`, with their ratings.
fn beeswax(want: Difficulty) -> Vec<(u32, u8)> {
    catalogue::named("beeswax").unwrap().shelf().deals(Some(want)).collect()
}

/// A journal record of a Beeswax deal `n` lost after a few moves.
fn lost(n: u32) -> String {
    format!(
        r#"{{"id":"t{n}","v":1,"at":1,"game":"beeswax","variant":"beeswax","deal":{n},"result":"lost","moves":3,"ms":1000,"cheated":false,"assisted":false,"hints":0}}"#
    )
}

/// The searches asked of the worker (a rating of the table's deal aside).
fn searches(fx: &[Effect]) -> Vec<Request> {
    requests(fx).into_iter().map(|(_, r)| r).filter(|r| !matches!(r, Request::Rate { .. })).collect()
}

#[test]
fn new_with_a_difficulty_deals_a_catalogue_deal_at_once_with_its_rating() {
    let mut app = page(GameId::Beeswax, 3);
    let fx = send(&mut app, Msg::Prefs(PrefsMsg::Difficulty(GameId::Beeswax, Some(Difficulty::Hard))), T0);
    assert!(searches(&fx).is_empty(), "nothing to look for ahead of time: {fx:?}");
    let fx = send(&mut app, Msg::Game(GameMsg::New), T0);
    assert!(!app.finding_deal());
    let n = app.deal_number().unwrap();
    let (_, code) = *beeswax(Difficulty::Hard).iter().find(|(d, _)| *d == n).expect("a hard deal of the catalogue");
    assert_eq!(app.rating(), Some((Difficulty::Hard, code)));
    assert_eq!(feedback(&fx), Some(format!("Deal {n}: hard ({code} of 100), winnable (proven).").as_str()));
    assert!(requests(&fx).is_empty(), "no search and no rating asked: {fx:?}");
}

#[test]
fn winnable_deals_only_deals_a_catalogue_deal_shown_winnable_at_once() {
    let mut app = page(GameId::Beeswax, 3);
    let fx = send(&mut app, Msg::Prefs(PrefsMsg::WinnableOnly(GameId::Beeswax, true)), T0);
    assert!(searches(&fx).is_empty(), "{fx:?}");
    for _ in 0..20 {
        let fx = send(&mut app, Msg::Game(GameMsg::New), T0);
        let n = app.deal_number().unwrap();
        let code = catalogue::named("beeswax").unwrap().shelf().code(n).expect("a deal of the catalogue");
        assert!(code <= 100, "deal {n} was shown winnable and rated ({code})");
        assert_eq!(app.rating(), Some((label(code), code)));
        assert!(searches(&fx).is_empty(), "{fx:?}");
    }
}

#[test]
fn a_deal_of_the_catalogue_on_the_table_is_rated_without_the_worker() {
    let mut app = page(GameId::Beeswax, 3);
    let (n, code) = beeswax(Difficulty::Medium)[0];
    let fx = send(&mut app, Msg::Game(GameMsg::Deal(Options::defaults(GameId::Beeswax), n)), T0);
    assert_eq!(app.rating(), Some((Difficulty::Medium, code)));
    assert!(requests(&fx).is_empty(), "{fx:?}");
}

#[test]
fn deals_the_player_had_are_not_dealt_again_then_the_worker_looks() {
    let expert = beeswax(Difficulty::Expert);
    let (left, _) = expert[expert.len() / 2];
    let mut app = page(GameId::Beeswax, 3);
    let had: Vec<String> = expert.iter().filter(|(n, _)| *n != left).map(|(n, _)| lost(*n)).collect();
    // The journal worker reads them, and tells the page the deals played.
    let mut worker = Worker::holding(&had);
    worker.send(&mut app, journal_start(), T0);
    assert_eq!(worker.host.tally().journal().len(), expert.len() - 1);
    send(&mut app, Msg::Prefs(PrefsMsg::Difficulty(GameId::Beeswax, Some(Difficulty::Expert))), T0);
    let fx = send(&mut app, Msg::Game(GameMsg::New), T0);
    assert_eq!(app.deal_number(), Some(left), "the one expert deal not had");
    // Every expert deal of the catalogue was had now (the one on the table
    // too): the worker looks for the next one ahead of time, and New
    // waits for it.
    let asked = searches(&fx);
    assert!(matches!(asked.as_slice(), [Request::RatedDeal { difficulty: Difficulty::Expert, .. }]), "{asked:?}");
    send(&mut app, Msg::Game(GameMsg::New), T0);
    assert_eq!(app.deal_number(), Some(left), "the game stays while the worker looks");
    assert_eq!(app.finding_rated(), Some(Difficulty::Expert));
}

#[test]
fn without_a_worker_a_difficulty_still_deals_from_the_catalogue() {
    let mut app = page(GameId::Beeswax, 3);
    send(&mut app, Msg::Prefs(PrefsMsg::Difficulty(GameId::Beeswax, Some(Difficulty::Easy))), T0);
    send(&mut app, Msg::Worker(WorkerMsg::Failed("no workers here".into())), T0);
    let fx = send(&mut app, Msg::Game(GameMsg::New), T0);
    let n = app.deal_number().unwrap();
    assert!(beeswax(Difficulty::Easy).iter().any(|(d, _)| *d == n), "deal {n} is an easy deal of the catalogue");
    assert!(feedback(&fx).unwrap().starts_with(&format!("Deal {n}: easy (")), "{fx:?}");
}

/// The page fetches the catalogue's files once its first table is drawn
/// (they are not in its wasm); a file already there is not asked again.
#[test]
fn the_catalogue_is_fetched_once_the_first_table_is_drawn() {
    let mut app = page_before_catalogue(Options::defaults(GameId::Beeswax), 3);
    let fetch = Msg::Drawn;
    let asked = |fx: &[Effect]| -> Vec<(&'static str, String)> {
        fx.iter()
            .filter_map(|e| match e {
                Effect::Fetch(Fetched::Catalogue(name), address) => Some((*name, address.clone())),
                _ => None,
            })
            .collect()
    };
    let fx = send(&mut app, fetch.clone(), T0);
    let every: Vec<_> =
        catalogue::RULE_SETS.iter().map(|r| (r.name, format!("data/catalogue/{}.bin", r.name))).collect();
    assert_eq!(asked(&fx), every);
    let file = Ok(catalogue::named("beetle").unwrap().compiled().to_vec());
    send(&mut app, Msg::Game(GameMsg::Catalogue(CatalogueMsg::Loaded("beetle", file))), T0);
    let again = asked(&send(&mut app, fetch, T0));
    assert_eq!(again.len(), every.len() - 1);
    assert!(!again.iter().any(|(n, _)| *n == "beetle"), "{again:?}");
}

/// New with a difficulty before the catalogue has arrived asks the
/// worker's finder, as for rules without one; the file's arrival ends
/// the search and deals one of its deals at once.
#[test]
fn a_catalogue_that_arrives_while_new_waits_deals_at_once() {
    let mut app = page_before_catalogue(Options::defaults(GameId::Beeswax), 3);
    send(&mut app, Msg::Prefs(PrefsMsg::Difficulty(GameId::Beeswax, Some(Difficulty::Hard))), T0);
    let fx = send(&mut app, Msg::Game(GameMsg::New), T0);
    assert_eq!(app.finding_rated(), Some(Difficulty::Hard), "{fx:?}");
    assert_eq!(app.deal_number(), Some(3));
    let file = Ok(catalogue::named("beeswax").unwrap().compiled().to_vec());
    let fx = send(&mut app, Msg::Game(GameMsg::Catalogue(CatalogueMsg::Loaded("beeswax", file))), T0);
    assert_eq!(app.finding_rated(), None);
    assert!(fx.iter().any(|e| matches!(e, Effect::Cancel(_))), "the finder's search is stopped: {fx:?}");
    let n = app.deal_number().unwrap();
    let (_, code) = *beeswax(Difficulty::Hard).iter().find(|(d, _)| *d == n).expect("a hard deal of the catalogue");
    assert_eq!(app.rating(), Some((Difficulty::Hard, code)));
}

/// A file that could not be fetched, or is not a catalogue, leaves the
/// rules to the worker's finder; the game plays on.
#[test]
fn a_catalogue_file_that_cannot_be_had_leaves_the_finder() {
    let mut app = page_before_catalogue(Options::defaults(GameId::Beeswax), 3);
    send(&mut app, Msg::Game(GameMsg::Catalogue(CatalogueMsg::Loaded("beeswax", Err("status 404".into())))), T0);
    let damaged = Ok(b"SWC1\x01\0\0\0\x70".to_vec());
    send(&mut app, Msg::Game(GameMsg::Catalogue(CatalogueMsg::Loaded("beeswax", damaged))), T0);
    send(&mut app, Msg::Prefs(PrefsMsg::Difficulty(GameId::Beeswax, Some(Difficulty::Easy))), T0);
    let fx = send(&mut app, Msg::Game(GameMsg::New), T0);
    assert_eq!(app.finding_rated(), Some(Difficulty::Easy), "{fx:?}");
    assert_eq!(app.deal_number(), Some(3), "the game stays while the worker looks");
}

/// A file that could not be had (the connection was down) is asked for
/// again when New wants a deal of its rules, once per New: the finder
/// looks meanwhile, and the file, when it comes, deals at once.
#[test]
fn a_catalogue_file_that_failed_is_asked_again_when_new_wants_its_deals() {
    let mut app = page_before_catalogue(Options::defaults(GameId::Beeswax), 3);
    send(&mut app, Msg::Drawn, T0);
    send(&mut app, Msg::Game(GameMsg::Catalogue(CatalogueMsg::Loaded("beeswax", Err("offline".into())))), T0);
    let asked = |fx: &[Effect]| -> Vec<&'static str> {
        fx.iter()
            .filter_map(|e| match e {
                Effect::Fetch(Fetched::Catalogue(name), _) => Some(*name),
                _ => None,
            })
            .collect()
    };
    send(&mut app, Msg::Prefs(PrefsMsg::Difficulty(GameId::Beeswax, Some(Difficulty::Hard))), T0);
    let fx = send(&mut app, Msg::Game(GameMsg::New), T0);
    assert_eq!(asked(&fx), ["beeswax"], "{fx:?}");
    assert_eq!(app.finding_rated(), Some(Difficulty::Hard), "the finder looks meanwhile");
    let again = send(&mut app, Msg::Game(GameMsg::New), T0);
    assert_eq!(asked(&again), Vec::<&str>::new(), "not asked twice while it comes");
    let file = Ok(catalogue::named("beeswax").unwrap().compiled().to_vec());
    send(&mut app, Msg::Game(GameMsg::Catalogue(CatalogueMsg::Loaded("beeswax", file))), T0);
    let n = app.deal_number().unwrap();
    assert!(beeswax(Difficulty::Hard).iter().any(|(d, _)| *d == n), "a hard deal of the file: {n}");
}

/// A deal played and counted is not dealt again before the journal
/// worker took its record (it waits in the page's outbox meanwhile).
#[test]
fn a_deal_counted_and_not_yet_taken_by_the_worker_is_not_dealt_again() {
    let expert = beeswax(Difficulty::Expert);
    let (a, b) = (expert[0].0, expert[1].0);
    let mut app = page(GameId::Beeswax, 3);
    let had: Vec<String> = expert.iter().filter(|(n, _)| *n != a && *n != b).map(|(n, _)| lost(*n)).collect();
    let mut worker = Worker::holding(&had);
    worker.send(&mut app, journal_start(), T0);
    send(&mut app, Msg::Prefs(PrefsMsg::Difficulty(GameId::Beeswax, Some(Difficulty::Expert))), T0);
    send(&mut app, Msg::Game(GameMsg::New), T0);
    let first = app.deal_number().unwrap();
    assert!(first == a || first == b, "deal {first}");
    // Played and left: counted, its record in the outbox; the worker
    // hears nothing of it (a slow start).
    play_first(&mut app, T0);
    send(&mut app, Msg::Game(GameMsg::New), T0);
    send(&mut app, Msg::Game(GameMsg::Answer(true)), T0);
    let second = app.deal_number().unwrap();
    assert_eq!(second, if first == a { b } else { a }, "the other deal not had");
    play_first(&mut app, T0);
    send(&mut app, Msg::Game(GameMsg::New), T0);
    let fx = send(&mut app, Msg::Game(GameMsg::Answer(true)), T0);
    assert_ne!(app.deal_number(), Some(first), "the first deal, counted, is not dealt again: {fx:?}");
}

/// A deal counted in a tab closed before the journal worker took its
/// record is not dealt again in the next: its record waits in the outbox
/// the tab kept, handed on at start (the worker has not answered yet).
#[test]
fn a_deal_in_the_outbox_a_closed_tab_kept_is_not_dealt_again() {
    let expert = beeswax(Difficulty::Expert);
    let n = expert[0].0;
    let mut closed = page(GameId::Beeswax, n);
    play_first(&mut closed, T0);
    send(&mut closed, Msg::Game(GameMsg::New), T0);
    let fx = send(&mut closed, Msg::Game(GameMsg::Answer(true)), T0);
    let outbox = fx.iter().rev().find_map(|e| match e {
        Effect::KeepOutbox(t) => Some(t.clone()),
        _ => None,
    });
    let options = Options::defaults(GameId::Beeswax);
    let mut app = page(GameId::Beeswax, 3);
    assert!(app.catalogue_deals(&options, Some(Difficulty::Expert)).iter().any(|(d, _)| *d == n));
    let start = JournalMsg::Start { pending: None, old: None, left: Vec::new(), outbox };
    send(&mut app, Msg::Journal(start), T0);
    let deals = app.catalogue_deals(&options, Some(Difficulty::Expert));
    assert!(!deals.is_empty() && !deals.iter().any(|(d, _)| *d == n), "deal {n} had: {deals:?}");
}

/// A file whose arrival changes nothing the player sees (rules not on
/// the table, no New waiting) is kept without redrawing the page: the
/// six files arrive one by one after the first table, and each redraw
/// was a task of its own on a phone's start (issue 42). The file of the
/// table's rules, which rates the deal on it, draws once.
#[test]
fn a_catalogue_file_that_changes_nothing_shown_draws_nothing() {
    let draws = |fx: &[Effect]| fx.iter().filter(|e| matches!(e, Effect::Draw { .. })).count();
    let mut app = page_before_catalogue(Options::defaults(GameId::Beeswax), 3);
    send(&mut app, Msg::Drawn, T0);
    for set in catalogue::RULE_SETS.iter().filter(|s| s.name != "beeswax") {
        let file = Ok(set.compiled().to_vec());
        let fx = send(&mut app, Msg::Game(GameMsg::Catalogue(CatalogueMsg::Loaded(set.name, file))), T0);
        assert_eq!(draws(&fx), 0, "{}: {fx:?}", set.name);
    }
    assert_eq!(app.rating(), None);
    let file = Ok(catalogue::named("beeswax").unwrap().compiled().to_vec());
    let fx = send(&mut app, Msg::Game(GameMsg::Catalogue(CatalogueMsg::Loaded("beeswax", file))), T0);
    assert!(app.rating().is_some(), "deal 3 is in Beeswax's catalogue");
    assert_eq!(draws(&fx), 1, "{fx:?}");
}

/// The deal on the table is not searched for its rating while its rules'
/// catalogue file is on its way (the search took a core of a phone for
/// seconds of its start, for a deal the file rates): it is rated from the
/// file when it comes, and by the worker only when the file cannot be had
/// or does not rate it.
#[test]
fn the_table_waits_for_its_catalogue_file_before_asking_the_worker_to_rate_it() {
    let rates = |fx: &[Effect]| requests(fx).into_iter().filter(|(_, r)| matches!(r, Request::Rate { .. })).count();
    let file = || Ok(catalogue::named("spider-2").unwrap().compiled().to_vec());
    let arrives =
        |app: &mut App| send(app, Msg::Game(GameMsg::Catalogue(CatalogueMsg::Loaded("spider-2", file()))), T0);
    // Deal 7, in the file: rated from it, the worker never asked.
    let mut app = page_before_catalogue(spider("2"), 7);
    let fx = send(&mut app, Msg::Prefs(PrefsMsg::Difficulty(GameId::Beeswax, Some(Difficulty::Hard))), T0);
    assert_eq!(rates(&fx), 0, "{fx:?}");
    assert_eq!(rates(&send(&mut app, Msg::Drawn, T0)), 0);
    let fx = arrives(&mut app);
    assert_eq!(rates(&fx), 0, "{fx:?}");
    let code = catalogue::named("spider-2").unwrap().shelf().code(7).unwrap();
    assert_eq!(app.rating(), Some((label(code), code)));
    // A deal dealt before the file comes, and not in it: the worker rates it once it has come.
    let mut app = page_before_catalogue(spider("2"), 7);
    let fx = send(&mut app, Msg::Game(GameMsg::New), T0);
    assert_eq!(rates(&fx), 0, "a new deal of these rules waits too: {fx:?}");
    let n = app.deal_number().unwrap();
    assert!(catalogue::named("spider-2").unwrap().shelf().code(n).is_none(), "deal {n}");
    assert_eq!(rates(&arrives(&mut app)), 1);
    // A file that cannot be had: the worker rates the deal.
    let mut app = page_before_catalogue(spider("2"), 7);
    let lost = Msg::Game(GameMsg::Catalogue(CatalogueMsg::Loaded("spider-2", Err("status 404".into()))));
    assert_eq!(rates(&send(&mut app, lost, T0)), 1);
    // Rules without a catalogue are rated at once, as before.
    let mut spread = spider("2");
    spread.set("extra", "spread").unwrap();
    assert!(catalogue::rule_set(&spread).is_none());
    let mut app = page_before_catalogue(spider("2"), 7);
    assert_eq!(rates(&send(&mut app, Msg::Game(GameMsg::Switch(spread, None)), T0)), 1);
}
