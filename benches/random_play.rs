//! Random play at scale: for every game and option set, N random games
//! (default 100,000) from a fixed-seed SplitMix64, checking every invariant
//! after every move (`tests/support/invariants.rs`: the card multiset, is_won
//! against an independent definition, every generated move applies, sampled
//! non-generated moves are refused without changing the state, undo/redo
//! through `history::Session`, text and notation round trips, and the
//! record replaying through JSON and a link at the end of each game).
//!
//! ```text
//! cargo bench --bench random_play -- [GAME...] [--games N] [--max-moves M]
//!     [--illegal K] [--seed S] [--all-options | --rest-of-product | --defaults] [--thorough] [--jobs J] [--reverse]
//! ```
//! By default (`Depth::Quick`) every generated move is applied but only one,
//! at random, has its notation round-tripped per position, "won" is judged
//! from the view model, and the text round trip runs on one position in
//! eight (and always on the last); `--thorough` does everything on every
//! position (and checks each child keeps the cards and none is listed twice).
//! Option sets: the covering set of `covering_option_sets` (the full product
//! for Beeswax, Beetle and Spider; for Beehive every storehouse size with the
//! draw × fill combinations in turn), the full product with `--all-options`,
//! the sets of the full product the covering set leaves out with
//! `--rest-of-product` (covering + rest = full product), or only the
//! defaults with `--defaults`. `--jobs J` plays J option sets at
//! once (one thread each; every set keeps its own seeded generator, so its
//! line is the same for any J; lines print as sets finish); `--reverse` takes
//! the sets last first (a second process can work from the other end).
//! Exits 1 at the first broken invariant, printing the position.

#[path = "../tests/support/invariants.rs"]
mod invariants;

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Instant;

use invariants::*;
use swarm::deal::SplitMix64;
use swarm::games::GameId;

struct Config {
    games: Vec<GameId>,
    count: u64,
    max_moves: u64,
    illegal: usize,
    seed: u64,
    all_options: bool,
    rest_only: bool,
    thorough: bool,
    defaults_only: bool,
    jobs: usize,
    reverse: bool,
}

fn parse_args() -> Result<Config, String> {
    let mut c = Config {
        games: Vec::new(),
        count: 100_000,
        max_moves: 300,
        illegal: 4,
        seed: 1,
        all_options: false,
        rest_only: false,
        thorough: false,
        defaults_only: false,
        jobs: 1,
        reverse: false,
    };
    let mut args = std::env::args().skip(1);
    let num = |v: Option<String>, what: &str| -> Result<u64, String> {
        v.ok_or(format!("{what} needs a number"))?.parse().map_err(|_| format!("{what} needs a number"))
    };
    while let Some(a) = args.next() {
        match a.as_str() {
            "--bench" => {}
            "--games" => c.count = num(args.next(), "--games")?,
            "--max-moves" => c.max_moves = num(args.next(), "--max-moves")?,
            "--illegal" => c.illegal = num(args.next(), "--illegal")? as usize,
            "--seed" => c.seed = num(args.next(), "--seed")?,
            "--jobs" => c.jobs = num(args.next(), "--jobs")? as usize,
            "--all-options" => c.all_options = true,
            "--rest-of-product" => c.rest_only = true,
            "--thorough" => c.thorough = true,
            "--reverse" => c.reverse = true,
            "--defaults" => c.defaults_only = true,
            g => c.games.push(GameId::parse(g)?),
        }
    }
    if c.games.is_empty() {
        c.games = available_games();
    }
    Ok(c)
}

fn main() {
    let c = match parse_args() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("random_play: {e}");
            std::process::exit(2);
        }
    };
    let available = available_games();
    println!(
        "random play: {} games per option set, at most {} moves each, {} non-generated moves tried per position, seed {}",
        c.count, c.max_moves, c.illegal, c.seed
    );
    println!(
        "{:<8} {:<44} {:>9} {:>11} {:>8} {:>8} {:>8} {:>12} {:>9}",
        "game", "options", "games", "moves", "won", "stuck", "capped", "refused", "games/s"
    );
    // Every (game, option set) is one job; `--jobs N` runs N at once, each
    // with its own seeded generator, so a set's numbers do not depend on N.
    let mut jobs = Vec::new();
    for &game in &c.games {
        if !available.contains(&game) {
            println!("{:<8} not available yet", game.key());
            continue;
        }
        let sets = if c.defaults_only {
            vec![swarm::games::Options::defaults(game)]
        } else if c.rest_only {
            let covered = covering_option_sets(game);
            all_option_sets(game).into_iter().filter(|o| !covered.contains(o)).collect()
        } else if c.all_options {
            all_option_sets(game)
        } else {
            covering_option_sets(game)
        };
        jobs.extend(sets.into_iter().map(|o| (game, o)));
    }
    if c.reverse {
        jobs.reverse();
    }
    let next = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    std::thread::scope(|scope| {
        for _ in 0..c.jobs.max(1) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                if i >= jobs.len() || failed.load(Ordering::SeqCst) {
                    break;
                }
                let (game, options) = &jobs[i];
                let (line, ok) = run_set(&c, *game, options);
                println!("{line}");
                if !ok {
                    failed.store(true, Ordering::SeqCst);
                }
            });
        }
    });
    if failed.load(Ordering::SeqCst) {
        std::process::exit(1);
    }
}

/// Plays one option set's games; the summary line, and false at the first
/// broken invariant (the line then holds the failure).
fn run_set(c: &Config, game: GameId, options: &swarm::games::Options) -> (String, bool) {
    let mut rng = SplitMix64::new(c.seed ^ (game.deal_salt() as u64) << 40);
    let (mut moves, mut won, mut stuck, mut capped, mut refused) = (0u64, 0u64, 0u64, 0u64, 0u64);
    let t = Instant::now();
    let mut played = 0u64;
    let summary = options.summary();
    let label = if summary.is_empty() { "(defaults)".to_string() } else { summary };
    for _ in 0..c.count {
        let number = (rng.next_u64() as u32).max(1);
        match play_random_game(game, options, number, &mut rng, c.max_moves, c.illegal, c.thorough) {
            Ok(o) => {
                moves += o.moves;
                refused += o.refused;
                won += o.won as u64;
                stuck += o.stuck as u64;
                capped += (!o.won && !o.stuck) as u64;
            }
            Err(e) => return (format!("{:<8} {label}\nFAILED: {e}", game.key()), false),
        }
        played += 1;
    }
    let secs = t.elapsed().as_secs_f64();
    let line = format!(
        "{:<8} {:<44} {:>9} {:>11} {:>8} {:>8} {:>8} {:>12} {:>9.0}",
        game.key(),
        label,
        played,
        moves,
        won,
        stuck,
        capped,
        refused,
        played as f64 / secs.max(1e-9)
    );
    (line, true)
}
