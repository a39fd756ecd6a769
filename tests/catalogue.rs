//! The catalogue of rated deals (`swarm::catalogue`, issue 42): a random
//! sample of its entries is worked out again (the winnable check and the
//! rating, as `swarm catalogue` did) and must be the same byte. The seed is
//! printed; `SWARM_CATALOGUE_SEED=N` repeats a run.

use swarm::catalogue::days::{daily_deal, Days};
use swarm::catalogue::{self, entry, label, Shelf, RULE_SETS};
use swarm::deal::SplitMix64;
use swarm::games::{AnyGame, GameId};
use swarm::solver::rate::{rate, Difficulty};
use swarm::winnable::Date;

fn seed() -> u64 {
    match std::env::var("SWARM_CATALOGUE_SEED") {
        Ok(s) => s.parse().expect("SWARM_CATALOGUE_SEED is a number"),
        Err(_) => std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(1, |d| d.as_nanos() as u64),
    }
}

/// How many entries of a rule set are worked out again: a Spider or
/// Beetle entry takes seconds optimised and a minute unoptimised.
fn sample_size(game: GameId) -> usize {
    let slow = cfg!(debug_assertions);
    match game {
        GameId::Beeswax => 12,
        GameId::Beehive => {
            if slow {
                2
            } else {
                6
            }
        }
        GameId::Beetle | GameId::Spider => usize::from(!slow),
    }
}

#[test]
fn a_random_sample_of_the_catalogue_rates_as_it_says() {
    let seed = seed();
    eprintln!("catalogue sample: SWARM_CATALOGUE_SEED={seed}");
    let mut rng = SplitMix64::new(seed);
    let mut checked = Vec::new();
    for set in &RULE_SETS {
        let shelf = set.shelf();
        let options = set.options();
        for _ in 0..sample_size(set.game).min(shelf.codes.len()) {
            let n = shelf.first + (rng.next_u64() % shelf.codes.len() as u64) as u32;
            let want = shelf.code(n).unwrap();
            let got = entry(&options, n).unwrap();
            assert_eq!(
                got, want,
                "{} deal {n}: the catalogue says {want}, worked out again {got} (seed {seed})",
                set.name
            );
            checked.push(format!("{} {n}", set.name));
        }
    }
    eprintln!("checked: {}", checked.join(", "));
}

#[test]
fn a_random_sample_of_the_daily_tables_is_the_daily_search() {
    // A date's search takes 0.1-1 s optimised, ten times that unoptimised.
    let per_set = if cfg!(debug_assertions) { 1 } else { 4 };
    let seed = seed();
    eprintln!("daily sample: SWARM_CATALOGUE_SEED={seed}");
    let mut rng = SplitMix64::new(seed);
    let mut checked = Vec::new();
    for set in RULE_SETS.iter().filter(|s| !s.days.is_empty()) {
        let table = Days::parse(set.days).unwrap();
        let options = set.options();
        let quick = set.summary == "suits=1" || set.game == GameId::Beetle;
        for _ in 0..if quick || !cfg!(debug_assertions) { per_set } else { 0 } {
            let day = table.first + (rng.next_u64() % table.skips.len() as u64) as i64;
            let date = Date::from_days(day).unwrap();
            let search = swarm::winnable::daily_with(&options, date).unwrap();
            let want = if search.winnable { Some(search.deal) } else { None };
            assert_eq!(daily_deal(&options, date), want, "{} {date} (seed {seed})", set.name);
            checked.push(format!("{} {date}", set.name));
        }
    }
    eprintln!("checked: {}", checked.join(", "));
}

#[test]
fn a_catalogue_rating_is_the_rating_of_swarm_rate() {
    // The cheapest rule set, its first deals: the byte is the rating's number.
    let set = catalogue::named("beeswax").unwrap();
    let shelf = set.shelf();
    for n in shelf.first..=shelf.end().min(shelf.first + 9) {
        let r = rate(&AnyGame::deal(GameId::Beeswax, &set.options(), n).unwrap());
        let c = shelf.code(n).unwrap();
        if c <= 100 {
            assert_eq!((label(c), c), (r.difficulty, r.rating), "beeswax deal {n}");
        } else {
            assert_eq!(label(c), Difficulty::NotWinnable);
        }
    }
}

#[test]
fn every_catalogue_has_deals_of_every_label_from_deal_1() {
    for set in &RULE_SETS {
        let shelf: Shelf = set.shelf();
        assert_eq!(shelf.first, 1, "{}", set.name);
        let counts = shelf.counts();
        // A partial catalogue is valid data; a label it lacks is looked for
        // by the worker's finder. At least the labels of a winnable deal
        // appear in every rule set's.
        assert!(counts[..4].iter().all(|c| *c > 0), "{}: {counts:?}", set.name);
    }
}

fn sw(args: &[&str]) -> (i32, String, String) {
    swarm::cli::run(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>())
}

#[test]
fn swarm_catalogue_makes_the_same_bytes_in_one_run_or_two_on_any_threads() {
    let dir = std::env::temp_dir().join(format!("swarm-catalogue-{}", std::process::id()));
    let (a, b) = (dir.join("a"), dir.join("b"));
    let (a, b) = (a.to_str().unwrap(), b.to_str().unwrap());
    let (code, out, err) = sw(&["catalogue", "beeswax", "--dir", a, "--max", "4", "--threads", "2"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("beeswax: deals 1–4 (0 kept, 4 new in "), "{out}");
    assert!(out.contains("(the cap of 4 deals came first)"), "{out}");
    // Extended: the 4 deals kept, the next worked out.
    let (code, out, err) = sw(&["catalogue", "beeswax", "--dir", a, "--max", "9", "--threads", "2"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("beeswax: deals 1–9 (4 kept, 5 new in "), "{out}");
    assert_eq!(sw(&["catalogue", "beeswax", "--dir", b, "--max", "9", "--threads", "1"]).0, 0);
    let one = std::fs::read(dir.join("a/beeswax.bin")).unwrap();
    let two = std::fs::read(dir.join("b/beeswax.bin")).unwrap();
    assert_eq!(one, two);
    // The shipped catalogue's first deals are the same bytes.
    let shipped = catalogue::named("beeswax").unwrap().shelf();
    assert_eq!(Shelf::parse(&one).unwrap().codes, &shipped.codes[..9]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn swarm_catalogue_names_what_is_wrong() {
    let (code, _, err) = sw(&["catalogue", "spider-3"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("no rule set `spider-3` (these are: beeswax, beehive, spider-2, beetle, spider-4, spider-1)"),
        "{err}"
    );
    let (code, _, err) = sw(&["catalogue", "--opt", "suits=2"]);
    assert_eq!(code, 2);
    assert!(err.contains("takes no --opt"), "{err}");
    let (code, _, err) = sw(&["catalogue", "--target", "0"]);
    assert_eq!(code, 2);
    assert!(err.contains("--target takes a positive number"), "{err}");
    let (code, _, err) = sw(&["catalogue", "--json"]);
    assert_eq!(code, 2, "{err}");
    let dir = std::env::temp_dir().join(format!("swarm-catalogue-bad-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("beeswax.bin"), b"not a catalogue").unwrap();
    let (code, _, err) = sw(&["catalogue", "beeswax", "--dir", dir.to_str().unwrap(), "--max", "2"]);
    assert_eq!(code, 1);
    assert!(err.contains("beeswax.bin: not a catalogue file"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}
