//! Winnable deals only and the deal of the day: the next winnable deal
//! number (with why each deal before it was passed over), the same answer
//! in slices, dates, and golden days that must never move.

#[path = "support/solving.rs"]
mod solving;

use solving::replays_to_win;
use swarm::games::{AnyGame, GameId, Options};
use swarm::solver::Budget;
use swarm::winnable::{self, daily, daily_start, next_winnable, Date, Finder, Skip};

fn defaults(g: GameId) -> Options {
    Options::defaults(g)
}

#[test]
fn beeswax_deal_24_is_passed_over_as_proven_not_winnable() {
    let f = next_winnable(GameId::Beeswax, &defaults(GameId::Beeswax), 24, winnable::daily_budget(GameId::Beeswax))
        .unwrap();
    assert_eq!(f.deal, Some(25));
    assert_eq!(f.skipped.len(), 1);
    assert_eq!((f.skipped[0].deal, f.skipped[0].why), (24, Skip::Unsolvable));
    let g = AnyGame::deal(GameId::Beeswax, &defaults(GameId::Beeswax), 25).unwrap();
    assert!(replays_to_win(&g, &f.solution.unwrap().texts));
}

#[test]
fn a_winnable_deal_is_its_own_answer() {
    let f = next_winnable(GameId::Beeswax, &defaults(GameId::Beeswax), 25, Budget::nodes(100_000)).unwrap();
    assert_eq!(f.deal, Some(25));
    assert!(f.skipped.is_empty());
}

#[test]
fn beehive_deal_6_is_passed_over_as_proven_not_winnable() {
    let f =
        next_winnable(GameId::Beehive, &defaults(GameId::Beehive), 6, winnable::daily_budget(GameId::Beehive)).unwrap();
    assert_eq!(f.deal, Some(7));
    assert_eq!((f.skipped[0].deal, f.skipped[0].why), (6, Skip::Unsolvable));
    let g = AnyGame::deal(GameId::Beehive, &defaults(GameId::Beehive), 7).unwrap();
    assert!(replays_to_win(&g, &f.solution.unwrap().texts));
}

#[test]
fn a_search_out_of_budget_is_a_skip_that_says_it_gave_up() {
    let f = Finder::new(GameId::Spider, &defaults(GameId::Spider), 1, Budget::nodes(50), 3).unwrap().run();
    assert_eq!(f.deal, None, "3 tries of 50 nodes find no Spider win");
    let why: Vec<(u32, Skip)> = f.skipped.iter().map(|s| (s.deal, s.why)).collect();
    assert_eq!(why, vec![(1, Skip::GaveUp), (2, Skip::GaveUp), (3, Skip::GaveUp)]);
    assert!(f.skipped[0].to_string().starts_with("deal 1: gave up"), "{}", f.skipped[0]);
}

#[test]
fn the_search_ends_at_the_last_deal_number() {
    let f = Finder::new(GameId::Beeswax, &defaults(GameId::Beeswax), u32::MAX, Budget::nodes(1), 10).unwrap().run();
    assert_eq!(f.deal, None);
    assert_eq!(f.skipped.len(), 1);
}

#[test]
fn options_of_another_game_or_deal_zero_are_refused() {
    assert!(Finder::new(GameId::Spider, &defaults(GameId::Beeswax), 1, Budget::nodes(10), 1).is_err());
    assert!(Finder::new(GameId::Beeswax, &defaults(GameId::Beeswax), 0, Budget::nodes(10), 1).is_err());
}

#[test]
fn slices_give_the_same_answer_as_one_run() {
    let opts = Options::parse(GameId::Spider, [("suits", "1")]).unwrap();
    let budget = winnable::daily_budget(GameId::Spider);
    let whole = Finder::new(GameId::Spider, &opts, 5, budget, 5).unwrap().run();
    let mut f = Finder::new(GameId::Spider, &opts, 5, budget, 5).unwrap();
    let mut slices = 0;
    let sliced = loop {
        slices += 1;
        if let Some(r) = f.step(1000) {
            break r;
        }
        assert!(f.nodes() <= slices * 1000 + 1000, "a slice keeps to its size");
    };
    assert!(slices > 3, "{slices}");
    assert_eq!(sliced.deal, whole.deal);
    assert_eq!(sliced.nodes, whole.nodes);
    assert_eq!(sliced.solution.map(|s| s.texts), whole.solution.map(|s| s.texts));
}

#[test]
fn dates_read_and_count_days() {
    let d = Date::parse("2000-03-01").unwrap();
    assert_eq!(d.days(), 11_017);
    assert_eq!(Date::parse("1970-01-01").unwrap().days(), 0);
    assert_eq!(Date::from_days(11_017).unwrap(), d);
    assert_eq!(d.to_string(), "2000-03-01");
    assert!(Date::parse("2024-02-29").is_ok());
    for bad in [
        "2023-02-29",
        "2024-13-01",
        "2024-00-10",
        "2024-1-01",
        "24-01-01",
        "2024-01-01x",
        "1969-12-31",
        "２024-01-01",
        "+024-01-01",
    ] {
        assert!(Date::parse(bad).is_err(), "{bad}");
    }
    assert_eq!(Date::from_unix_ms(1_700_000_000_000.0).unwrap().to_string(), "2023-11-14");
    assert_eq!(Date::from_unix_ms(-1.0).map_err(|_| ()), Err(()));
    for days in [0, 59, 365, 10_000, 20_000, 2_932_896] {
        assert_eq!(Date::from_days(days).unwrap().days(), days);
    }
}

/// Swarm daily version 1: where each game's search starts. Frozen.
#[test]
fn golden_daily_starts() {
    let d = |s: &str| Date::parse(s).unwrap();
    let got: Vec<u32> = GameId::ALL
        .iter()
        .flat_map(|&g| ["2025-01-01", "2026-06-15", "2030-12-31"].map(|s| daily_start(g, d(s))))
        .collect();
    assert_eq!(got, GOLDEN_STARTS);
}

const GOLDEN_STARTS: [u32; 12] = [
    239500593, 2660533084, 3697738346, // beeswax
    740302750, 822668571, 363784023, // beehive
    2038082603, 372212619, 2409523203, // beetle
    1990269599, 2255267638, 3091282400, // spider
];

/// Swarm daily version 1: the deal of the day. Frozen: if this fails, a
/// change moved published daily deals (a solver change that finds other wins
/// within the daily budget, or a change to the daily rule).
fn check_golden_days(days: &[(GameId, &str, u32, &[u32])]) {
    let d = |s: &str| Date::parse(s).unwrap();
    for &(game, date, deal, skipped) in days {
        let day = daily(game, d(date));
        assert!(day.winnable, "{game} {date}");
        assert_eq!(day.deal, deal, "{game} {date}");
        let passed: Vec<(u32, Skip)> = day.found.skipped.iter().map(|s| (s.deal, s.why)).collect();
        assert_eq!(passed, skipped.iter().map(|&n| (n, Skip::Unsolvable)).collect::<Vec<_>>(), "{game} {date}");
        assert_eq!(day.start, skipped.first().copied().unwrap_or(deal));
        let g = AnyGame::deal(game, &Options::defaults(game), day.deal).unwrap();
        assert!(replays_to_win(&g, &day.found.solution.unwrap().texts));
    }
}

#[test]
fn golden_daily_deals_beeswax_and_beehive() {
    check_golden_days(&GOLDEN_DAILY[..4]);
}

/// The slow pair (a peeking search of ~40,000 nodes each), in a test of its
/// own so it runs beside the others.
#[test]
fn golden_daily_deals_beetle_and_spider() {
    check_golden_days(&GOLDEN_DAILY[4..]);
}

/// (game, date, deal, the deals passed over as proven not winnable).
const GOLDEN_DAILY: [(GameId, &str, u32, &[u32]); 6] = [
    (GameId::Beeswax, "2026-01-01", 3335489608, &[]),
    (GameId::Beeswax, "2026-02-03", 2082705792, &[2082705791]),
    (GameId::Beehive, "2026-01-01", 1590489875, &[]),
    (GameId::Beehive, "2026-01-25", 362563977, &[362563976]),
    (GameId::Beetle, "2026-06-15", 372212619, &[]),
    (GameId::Spider, "2026-06-15", 2255267638, &[]),
];

#[test]
fn next_winnable_on_the_command_line() {
    let run = |args: &[&str]| swarm::cli::run(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>());
    let (code, out, err) = run(&["next-winnable", "beeswax", "24"]);
    assert_eq!((code, out.as_str()), (0, "25\n"), "{err}");
    assert!(err.contains("deal 24: not winnable (proven)"), "{err}");
    let (code, out, _) = run(&["next-winnable", "beehive", "6", "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["deal"], 7);
    assert_eq!(v["skipped"][0]["result"], "unsolvable");
    assert_eq!(v["claim"], "winnable (proven)");
    let (code, _, err) = run(&["next-winnable", "spider", "1", "--nodes", "10"]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("gave up") && err.contains("no winnable spider deal found"), "{err}");
    for bad in [
        &["next-winnable", "spider"][..],
        &["next-winnable", "chess", "1"],
        &["next-winnable", "beeswax", "0"],
        &["next-winnable", "beeswax", "1", "--opt", "suits=2"],
    ] {
        assert_eq!(run(bad).0, 2, "{bad:?}");
    }
    let (code, out, _) = run(&["daily", "beeswax", "2026-02-03"]);
    assert_eq!((code, out.as_str()), (0, "2082705792\n"));
    assert_eq!(run(&["daily", "beeswax", "2026-02-30"]).0, 2);
    assert_eq!(run(&["daily", "beeswax", "--opt", "x=1"]).0, 2);
}

#[test]
fn swarm_daily_takes_the_rules_as_the_page_does() {
    let run = |args: &[&str]| swarm::cli::run(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>());
    // Issue 47: the 2-suit deal of the day of 2026-11-28 is deal 3407549680
    // on the page; the 4-suit one is 1988785758.
    let (code, out, err) = run(&["daily", "spider", "2026-11-28", "--opt", "suits=2"]);
    assert_eq!((code, out.as_str()), (0, "3407549680\n"), "{err}");
    let mut two = Options::defaults(GameId::Spider);
    two.set("suits", "2").unwrap();
    let date = swarm::winnable::Date::parse("2026-11-28").unwrap();
    let page = swarm::winnable::daily_finder_with(&two, date).unwrap().run();
    assert_eq!(page.deal, Some(3_407_549_680), "the page's search finds the same deal");
    let (code, out, _) = run(&["daily", "spider", "2026-11-28", "--opt", "suits=2", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!((code, &v["deal"], &v["options"]), (0, &3_407_549_680u32.into(), &"suits=2".into()));
    let (code, _, err) = run(&["daily", "spider", "--opt", "suits=3"]);
    assert_eq!(code, 2);
    assert!(err.contains("suits"), "{err}");
}
