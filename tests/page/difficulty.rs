//! Deal difficulty on the page (issue 34): the New game sheet's choice,
//! the deal of that difficulty found ahead of time in the worker, the
//! rating of the deal on the table, kept per deal and rules; and the
//! worker's ratings, which are `solver::rate`'s.

use crate::support::*;
use swarm::protocol::{Reply, Request, Ticket};
use swarm::solver::rate::{rate, Difficulty};
use swarm::worker::Searcher;

/// The requests of `fx` for a deal of a difficulty: (id, difficulty, options).
fn rated_requests(fx: &[Effect]) -> Vec<(Ticket, Difficulty, Options)> {
    requests(fx)
        .into_iter()
        .filter_map(|(id, j)| match j {
            Request::RatedDeal { options, difficulty, .. } => Some((id, difficulty, options)),
            _ => None,
        })
        .collect()
}

/// The requests of `fx` for a deal's rating: (id, deal, options).
fn rate_requests(fx: &[Effect]) -> Vec<(Ticket, u32, Options)> {
    requests(fx)
        .into_iter()
        .filter_map(|(id, j)| match j {
            Request::Rate { options, deal } => Some((id, deal, options)),
            _ => None,
        })
        .collect()
}

fn rated(deal: u32, difficulty: Difficulty, rating: u8) -> Reply {
    Reply::Rated { deal, difficulty, rating, tried: 4 }
}

/// Spider rules without a catalogue of rated deals (`swarm::catalogue`):
/// deals of a difficulty are looked for by the worker's finder.
fn finder_spider(suits: &str) -> Options {
    let mut o = spider(suits);
    o.set("extra", "spread").unwrap();
    assert!(swarm::catalogue::rule_set(&o).is_none());
    o
}

/// Deals past the end of every catalogue (rated by the worker).
const PAST: u32 = 90_000;

/// Spider deal 7 (four suits, rules without a catalogue) with Hard
/// chosen: the id of the search ahead of time.
fn hard_spider() -> (App, Ticket) {
    let mut app = page_with(finder_spider("4"), 7);
    let fx = send(&mut app, Msg::Prefs(PrefsMsg::Difficulty(GameId::Spider, Some(Difficulty::Hard))), T0);
    let r = rated_requests(&fx);
    assert_eq!(r.len(), 1, "{fx:?}");
    assert_eq!((r[0].1, &r[0].2), (Difficulty::Hard, &finder_spider("4")));
    (app, r[0].0)
}

#[test]
fn choosing_a_difficulty_looks_for_a_deal_of_it_ahead_of_time_and_rates_the_table() {
    let mut app = page_with(finder_spider("4"), 7);
    let fx = send(&mut app, Msg::Prefs(PrefsMsg::Difficulty(GameId::Spider, Some(Difficulty::Expert))), T0);
    assert_eq!(app.difficulty_of(GameId::Spider), Some(Difficulty::Expert));
    assert_eq!(app.difficulty_of(GameId::Beeswax), None);
    assert_eq!(rated_requests(&fx).iter().map(|r| r.1).collect::<Vec<_>>(), vec![Difficulty::Expert]);
    assert_eq!(rate_requests(&fx).iter().map(|r| r.1).collect::<Vec<_>>(), vec![7]);
    assert!(!app.finding_deal(), "a search ahead of time keeps the page as it is");
    // Choosing it again asks nothing twice.
    let again = send(&mut app, Msg::Prefs(PrefsMsg::Difficulty(GameId::Spider, Some(Difficulty::Expert))), T0);
    assert!(requests(&again).is_empty(), "{again:?}");
}

#[test]
fn new_takes_the_deal_found_ahead_of_time_names_its_difficulty_and_looks_for_the_next() {
    let (mut app, id) = hard_spider();
    send(&mut app, reply(id, rated(1234, Difficulty::Hard, 71)), T0);
    let fx = send(&mut app, Msg::Game(GameMsg::New), T0);
    assert_eq!(app.deal_number(), Some(1234));
    assert_eq!(feedback(&fx), Some("Deal 1234: hard (71 of 100), a win exists with every card known."));
    assert_eq!(app.rating(), Some((Difficulty::Hard, 71)));
    assert!(rate_requests(&fx).is_empty(), "the deal's rating is known already: {fx:?}");
    assert_eq!(rated_requests(&fx).len(), 1, "the next one is looked for");
    assert!(app.query().ends_with("deal=1234") || app.query().contains("deal=1234&"), "{}", app.query());
    assert!(!app.query().contains("hard") && !app.query().contains("difficulty"), "{}", app.query());
}

#[test]
fn new_before_a_deal_is_found_waits_for_the_search_already_running_and_shows_its_progress() {
    let (mut app, id) = hard_spider();
    let fx = send(&mut app, Msg::Game(GameMsg::New), T0);
    assert!(rated_requests(&fx).is_empty(), "the search ahead of time becomes New's: {fx:?}");
    assert!(!fx.iter().any(|e| matches!(e, Effect::Cancel(_))), "{fx:?}");
    // The line's Stop button (and the menu's item) stops it.
    assert_eq!(feedback(&fx), Some("Finding a hard deal…"));
    assert!(app.screen().menu.cancel_find);
    assert!(app.finding_deal());
    assert_eq!(app.finding_rated(), Some(Difficulty::Hard));
    assert_eq!(app.deal_number(), Some(7), "the game stays on the table meanwhile");
    let fx = send(&mut app, reply(id, Reply::Progress { work: 0 }), T0);
    assert_eq!(feedback(&fx), Some("Finding a hard deal…"));
    let fx = send(&mut app, reply(id, Reply::Progress { work: 1 }), T0);
    assert_eq!(feedback(&fx), Some("Finding a hard deal… 1 deal looked at"));
    let fx = send(&mut app, reply(id, Reply::Progress { work: 12 }), T0);
    assert_eq!(feedback(&fx), Some("Finding a hard deal… 12 deals looked at"));
    let fx = send(&mut app, reply(id, rated(99, Difficulty::Hard, 60)), T0);
    assert_eq!(app.deal_number(), Some(99));
    assert_eq!(app.rating(), Some((Difficulty::Hard, 60)));
    assert!(!app.finding_deal());
    assert_eq!(rated_requests(&fx).len(), 1, "the next one is looked for");
}

#[test]
fn new_after_the_search_ahead_stopped_starts_one_and_stop_keeps_the_game() {
    let (mut app, _) = hard_spider();
    // Solve takes the worker: the search ahead of time stops.
    send(&mut app, Msg::Assist(AssistMsg::Solve), T0);
    let fx = send(&mut app, Msg::Game(GameMsg::Answer(true)), T0);
    assert!(fx.iter().any(|e| matches!(e, Effect::Cancel(_))), "{fx:?}");
    let fx = send(&mut app, Msg::Game(GameMsg::New), T0);
    let r = rated_requests(&fx);
    assert_eq!(r.len(), 1, "{fx:?}");
    let fx = send(&mut app, Msg::Game(GameMsg::CancelFind), T0);
    assert!(fx.contains(&Effect::Cancel(r[0].0)), "{fx:?}");
    assert_eq!(feedback(&fx), Some("Stopped looking for a deal."));
    assert!(!app.finding_deal());
    assert_eq!(app.deal_number(), Some(7));
}

#[test]
fn no_deal_of_the_difficulty_in_time_keeps_the_game_and_says_so_never_a_plain_deal() {
    let (mut app, id) = hard_spider();
    send(&mut app, Msg::Game(GameMsg::New), T0);
    let fx = send(&mut app, reply(id, Reply::Deal { deal: None, tried: 40 }), T0);
    assert_eq!(app.deal_number(), Some(7));
    let said = feedback(&fx).unwrap();
    assert!(said.starts_with("No hard deal was found in 5 minutes (40 deals looked at): the game stays."), "{said}");
    let fx = send(&mut app, Msg::Game(GameMsg::New), T0);
    assert_eq!(rated_requests(&fx).len(), 1, "New looks again");
}

#[test]
fn without_a_worker_a_difficulty_deals_nothing_and_says_why() {
    let (mut app, _) = hard_spider();
    send(&mut app, Msg::Game(GameMsg::New), T0);
    let fx = send(&mut app, Msg::Worker(WorkerMsg::Failed("no workers here".into())), T0);
    assert_eq!(app.deal_number(), Some(7));
    assert!(feedback(&fx).unwrap().starts_with("Hard deals cannot be looked for (no workers here)"), "{fx:?}");
    let fx = send(&mut app, Msg::Game(GameMsg::New), T0);
    assert_eq!(app.deal_number(), Some(7), "still no plain deal in its place");
    assert!(requests(&fx).is_empty());
    // Any deals a plain deal again.
    send(&mut app, Msg::Prefs(PrefsMsg::Difficulty(GameId::Spider, None)), T0);
    send(&mut app, Msg::Game(GameMsg::New), T0);
    assert_ne!(app.deal_number(), Some(7));
}

#[test]
fn any_stops_the_search_ahead_and_new_deals_at_once() {
    let (mut app, id) = hard_spider();
    let fx = send(&mut app, Msg::Prefs(PrefsMsg::Difficulty(GameId::Spider, None)), T0);
    assert!(fx.contains(&Effect::Cancel(id)), "{fx:?}");
    assert_eq!(app.difficulty_of(GameId::Spider), None);
    send(&mut app, Msg::Game(GameMsg::New), T0);
    assert!(!app.finding_deal());
    assert_ne!(app.deal_number(), Some(7));
}

#[test]
fn a_deal_found_ahead_for_other_rules_is_not_dealt() {
    let (mut app, id) = hard_spider();
    send(&mut app, reply(id, rated(1234, Difficulty::Hard, 71)), T0);
    let fx = send(&mut app, Msg::Game(GameMsg::NewWith(finder_spider("2"))), T0);
    assert_eq!(app.deal_number(), Some(7));
    let r = rated_requests(&fx);
    assert_eq!((r.len(), &r[0].2), (1, &finder_spider("2")), "a two-suit hard deal is looked for");
}

#[test]
fn every_deal_that_appears_is_rated_once_per_deal_and_rules() {
    let mut app = page(GameId::Beeswax, 3);
    let fx = send(&mut app, Msg::Game(GameMsg::Deal(Options::defaults(GameId::Beeswax), PAST + 9)), T0);
    let r = rate_requests(&fx);
    assert_eq!(r.iter().map(|r| r.1).collect::<Vec<_>>(), vec![PAST + 9]);
    assert_eq!(app.rating(), None, "not known before the worker says");
    let fx = send(&mut app, reply(r[0].0, rated(PAST + 9, Difficulty::Medium, 33)), T0);
    assert!(fx.contains(&Effect::Draw { animate: false }));
    assert_eq!(app.rating(), Some((Difficulty::Medium, 33)));
    send(&mut app, Msg::Game(GameMsg::Deal(Options::defaults(GameId::Beeswax), PAST + 10)), T0);
    let fx = send(&mut app, Msg::Game(GameMsg::Deal(Options::defaults(GameId::Beeswax), PAST + 9)), T0);
    assert!(rate_requests(&fx).is_empty(), "the deal is rated already: {fx:?}");
    assert_eq!(app.rating(), Some((Difficulty::Medium, 33)));
    // Other rules, another rating.
    let mut app = page(GameId::Spider, 5);
    let fx = send(&mut app, Msg::Game(GameMsg::Deal(finder_spider("1"), 5)), T0);
    assert_eq!(
        rate_requests(&fx).iter().map(|r| (r.1, r.2.clone())).collect::<Vec<_>>(),
        vec![(5, finder_spider("1"))]
    );
}

#[test]
fn a_rating_for_a_deal_no_longer_on_the_table_is_cancelled() {
    let mut app = page(GameId::Beeswax, 3);
    let first =
        rate_requests(&send(&mut app, Msg::Game(GameMsg::Deal(Options::defaults(GameId::Beeswax), PAST + 9)), T0))[0].0;
    let fx = send(&mut app, Msg::Game(GameMsg::Deal(Options::defaults(GameId::Beeswax), PAST + 10)), T0);
    assert!(fx.contains(&Effect::Cancel(first)), "{fx:?}");
    assert_eq!(rate_requests(&fx).iter().map(|r| r.1).collect::<Vec<_>>(), vec![PAST + 10]);
    // A custom position is not a deal: nothing to rate.
    let s = app.session().clone();
    let pos = Session::new(Origin::Position(s.state().to_text(true)), s.state().clone());
    let fx = send(&mut app, Msg::Game(GameMsg::Open(pos, String::new())), T0);
    assert!(rate_requests(&fx).is_empty(), "{fx:?}");
    assert_eq!(app.rating(), None);
}

#[test]
fn a_failed_rating_leaves_the_game_alone() {
    let mut app = page(GameId::Beeswax, 3);
    let id =
        rate_requests(&send(&mut app, Msg::Game(GameMsg::Deal(Options::defaults(GameId::Beeswax), PAST + 9)), T0))[0].0;
    let fx = send(&mut app, reply(id, Reply::Failed { error: "out of memory".into() }), T0);
    assert_eq!(feedback(&fx), None);
    assert_eq!(app.rating(), None);
}

#[test]
fn the_deal_of_the_day_says_its_difficulty_once_rated() {
    let mut app = page(GameId::Beeswax, 3);
    let fx =
        send(&mut app, Msg::Game(GameMsg::Daily(Options::defaults(GameId::Beeswax), "2026-11-27".into(), None)), T0);
    let id = requests(&fx)[0].0;
    let fx = send(&mut app, reply(id, Reply::Deal { deal: Some(PAST + 41), tried: 1 }), T0);
    let r = rate_requests(&fx);
    assert_eq!(r.iter().map(|r| r.1).collect::<Vec<_>>(), vec![PAST + 41]);
    let fx = send(&mut app, reply(r[0].0, rated(PAST + 41, Difficulty::Expert, 90)), T0);
    assert_eq!(feedback(&fx), Some("Deal of the day (2026-11-27): expert (90 of 100), winnable (proven)."));
    assert_eq!(app.rating(), Some((Difficulty::Expert, 90)));
}

#[test]
fn every_label_is_offered_and_looked_for_five_minutes() {
    let mut beetle = Options::defaults(GameId::Beetle);
    beetle.set("cards", "54").unwrap();
    let ms = |fx: &[Effect]| {
        requests(fx).into_iter().find_map(|(_, j)| match j {
            Request::RatedDeal { ms, .. } => Some(ms),
            _ => None,
        })
    };
    let mut app = page_with(beetle.clone(), 3);
    for d in swarm::page::DIFFICULTIES {
        assert_eq!(swarm::page::not_offered(&beetle, d), None, "every label is offered");
        let fx = send(&mut app, Msg::Prefs(PrefsMsg::Difficulty(GameId::Beetle, Some(d))), T0);
        assert_eq!(ms(&fx), Some(300_000.0), "{d:?}: 5 minutes");
        send(&mut app, Msg::Prefs(PrefsMsg::Difficulty(GameId::Beetle, None)), T0);
    }
}

#[test]
fn one_search_ahead_at_a_time_the_one_for_the_game_on_the_table() {
    let mut beehive = Options::defaults(GameId::Beehive);
    beehive.set("draw", "1").unwrap();
    let mut app = page_with(beehive.clone(), 3);
    let beehive_ahead =
        rated_requests(&send(&mut app, Msg::Prefs(PrefsMsg::Difficulty(GameId::Beehive, Some(Difficulty::Hard))), T0))
            [0]
        .0;
    let fx = send(&mut app, Msg::Prefs(PrefsMsg::Difficulty(GameId::Spider, Some(Difficulty::Easy))), T0);
    assert!(requests(&fx).is_empty(), "the table's game's search goes on: {fx:?}");
    let fx = send(&mut app, Msg::Game(GameMsg::Switch(finder_spider("4"), None)), T0);
    assert!(fx.contains(&Effect::Cancel(beehive_ahead)), "{fx:?}");
    let spider = rated_requests(&fx);
    assert_eq!((spider.len(), spider[0].1), (1, Difficulty::Easy));
    assert_eq!(rate_requests(&fx).len(), 1, "the deal dealt is rated");
    let fx = send(&mut app, Msg::Game(GameMsg::Switch(beehive, None)), T0);
    assert!(fx.contains(&Effect::Cancel(spider[0].0)), "{fx:?}");
    assert_eq!(rated_requests(&fx).iter().map(|r| r.1).collect::<Vec<_>>(), vec![Difficulty::Hard]);
}

#[test]
fn a_difficulty_is_per_game() {
    let mut app = page(GameId::Spider, 7);
    send(&mut app, Msg::Prefs(PrefsMsg::Difficulty(GameId::Beeswax, Some(Difficulty::Easy))), T0);
    assert_eq!(app.difficulty_of(GameId::Spider), None);
    let fx = send(&mut app, Msg::Game(GameMsg::New), T0);
    assert!(!app.finding_deal() && rated_requests(&fx).is_empty(), "Spider deals at once: {fx:?}");
}

// ---- the worker ----

fn frozen() -> f64 {
    0.0
}

fn ticket(id: u64) -> Ticket {
    Ticket { id, generation: 1 }
}

/// Runs the searcher until it answers request `id` (`body`); the last reply.
fn answer(s: &mut Searcher, id: u64, body: Request) -> Tagged<Reply> {
    // The request crosses the wire as the page sends it.
    let text = s.request_text(&Tagged { ticket: ticket(id), body }.to_text());
    assert_eq!(text, None, "a long request is answered by steps");
    let mut last = None;
    while s.busy() {
        last = s.step();
    }
    let text = last.expect("an answer").to_text();
    Tagged::from_text(&text).unwrap()
}

/// The worker's rating of deal `n` (answered over the wire).
fn worker_rating(s: &mut Searcher, options: &Options, n: u32) -> Tagged<Reply> {
    answer(s, n.into(), Request::Rate { options: options.clone(), deal: n })
}

fn rated_reply(n: u32, difficulty: Difficulty, rating: u8) -> Tagged<Reply> {
    Tagged { ticket: ticket(n.into()), body: Reply::Rated { deal: n, difficulty, rating, tried: 1 } }
}

#[test]
fn the_workers_rating_is_the_solvers() {
    let mut s = Searcher::new(frozen);
    for (options, deals) in
        [(Options::defaults(GameId::Beeswax), &[1, 2, 24][..]), (Options::defaults(GameId::Beehive), &[1, 2])]
    {
        for &n in deals {
            let want = rate(&AnyGame::deal(options.game(), &options, n).unwrap());
            let reply = worker_rating(&mut s, &options, n);
            assert_eq!(reply, rated_reply(n, want.difficulty, want.rating), "{} deal {n}", options.game().key());
        }
    }
}

/// Spider's and Beetle's ratings take seconds each in a debug build, so the
/// worker's are checked against the CLI's, written down:
/// `swarm rate spider 1 --opt suits=1 --json` (hard, 63), `swarm rate
/// beetle 1 --json` (hard, 57), in a release build.
#[test]
fn the_workers_rating_is_the_clis_for_spider_and_beetle() {
    let mut s = Searcher::new(frozen);
    assert_eq!(worker_rating(&mut s, &spider("1"), 1), rated_reply(1, Difficulty::Hard, 63));
    assert_eq!(worker_rating(&mut s, &Options::defaults(GameId::Beetle), 1), rated_reply(1, Difficulty::Hard, 57));
}

#[test]
fn the_workers_deal_of_a_difficulty_is_winnable_and_rated_so() {
    let options = Options::defaults(GameId::Beeswax);
    let mut s = Searcher::new(frozen);
    for want in [Difficulty::Hard, Difficulty::Expert] {
        let req = Request::RatedDeal { options: options.clone(), difficulty: want, from: 100, ms: 1e9 };
        let Reply::Rated { deal, difficulty, rating, tried } = answer(&mut s, 3, req).body else { panic!("no deal") };
        let g = AnyGame::deal(GameId::Beeswax, &options, deal).unwrap();
        let r = rate(&g);
        assert_eq!((difficulty, rating), (want, r.rating));
        assert_eq!(r.difficulty, want);
        assert!(deal >= 100 && tried == (deal - 99) as u64, "deal {deal}, {tried} tried");
        let w = swarm::winnable::next_winnable(
            GameId::Beeswax,
            &options,
            deal,
            swarm::winnable::daily_budget(GameId::Beeswax),
        );
        assert_eq!(w.unwrap().deal, Some(deal), "winnable as winnable deals only shows it");
    }
}

#[test]
fn a_rating_goes_before_the_searches_waiting() {
    let options = Options::defaults(GameId::Beeswax);
    let mut s = Searcher::new(frozen);
    let ahead = Request::RatedDeal { options: options.clone(), difficulty: Difficulty::Easy, from: 1, ms: 1e9 };
    let daily = Request::Daily { options: options.clone(), date: swarm::winnable::Date::parse("2026-11-27").unwrap() };
    assert_eq!(s.request(Tagged { ticket: ticket(1), body: ahead }), None);
    assert_eq!(s.request(Tagged { ticket: ticket(2), body: daily }), None);
    assert_eq!(s.request(Tagged { ticket: ticket(3), body: Request::Rate { options, deal: 5 } }), None);
    let first = s.step().expect("a reply");
    assert_eq!(first.ticket, ticket(3), "{first:?}");
}

#[test]
fn a_bad_difficulty_on_the_wire_is_refused_with_its_ticket() {
    let text = r#"{"rated_deal":{"ticket":{"id":4,"generation":1},"options":{"game":"beeswax","rules":""},"difficulty":"brutal","from":1,"ms":10.0}}"#;
    let reply = Searcher::new(frozen).request_text(text).expect("an answer");
    match Tagged::from_text(&reply).unwrap() {
        Tagged { ticket: t, body: Reply::Failed { error } } => {
            assert_eq!(t, ticket(4));
            assert!(error.contains("unknown difficulty brutal"), "{error}");
        }
        r => panic!("{r:?}"),
    }
    let not = Request::RatedDeal {
        options: Options::defaults(GameId::Beeswax),
        difficulty: Difficulty::NotWinnable,
        from: 1,
        ms: 10.0,
    };
    let mut s = Searcher::new(frozen);
    s.request(Tagged { ticket: ticket(5), body: not });
    assert!(matches!(s.step().map(|r| r.body), Some(Reply::Failed { .. })));
}

#[test]
fn a_difficulty_travels_as_its_label() {
    let body = Reply::Rated { deal: 7, difficulty: Difficulty::NotWinnable, rating: 100, tried: 1 };
    assert_eq!(
        Tagged { ticket: ticket(2), body }.to_text(),
        r#"{"rated":{"ticket":{"id":2,"generation":1},"deal":7,"difficulty":"not winnable","rating":100,"tried":1}}"#
    );
    let q = Tagged { ticket: ticket(2), body: Request::Rate { options: spider("2"), deal: 7 } };
    assert_eq!(
        q.to_text(),
        r#"{"rate":{"ticket":{"id":2,"generation":1},"options":{"game":"spider","rules":"suits=2"},"deal":7}}"#
    );
}

#[test]
fn the_won_banner_names_the_deals_difficulty_once_rated() {
    let mut app = page(GameId::Beeswax, 3);
    let fx = send(&mut app, Msg::Game(GameMsg::Deal(Options::defaults(GameId::Beeswax), PAST + 1)), T0);
    let r = rate_requests(&fx);
    send(&mut app, reply(r[0].0, rated(PAST + 1, Difficulty::Hard, 71)), T0);
    for (i, mv) in moves_from(&app, &solution(&app)).into_iter().enumerate() {
        send(&mut app, Msg::Table(TableMsg::Play(mv)), T0 + 1000.0 * i as f64);
    }
    let b = swarm::page::screen(&app).banner.expect("the won banner");
    assert!(b.won);
    assert!(b.text.starts_with("You won! ") && b.text.ends_with(". Hard deal (71 of 100)."), "{}", b.text);
}
