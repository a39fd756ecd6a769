//! The one-off cost of the Beeswax solver: how long the first solve of a
//! process takes against the same solve again, and against the next deal's
//! (warm). Each run of a process measures one first solve, so run it a few
//! times and take the median:
//! `for i in $(seq 31); do ./target/release/examples/first_solve 7; done`
//! prints `first_us second_us next_us` a line (microseconds, deal N, N
//! again, N + 1).

use swarm::games::{AnyGame, GameId, Options};
use swarm::solver::{self, search::native_clock, Budget};

fn main() {
    let n: u32 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(7);
    let options = Options::defaults(GameId::Beeswax);
    let (a, b) = (AnyGame::deal(GameId::Beeswax, &options, n), AnyGame::deal(GameId::Beeswax, &options, n + 1));
    let (a, b) = (a.expect("a deal"), b.expect("a deal"));
    let budget = Budget::ms(10_000.0);
    let time = |g: &AnyGame| {
        let t = native_clock();
        let r = solver::solve(g, budget, true);
        let us = (native_clock() - t) * 1000.0;
        assert!(r.word() != "gave_up");
        us
    };
    let faults = || {
        std::fs::read_to_string("/proc/self/stat")
            .ok()
            .and_then(|s| s.rsplit(')').next()?.split_whitespace().nth(7)?.parse::<u64>().ok())
            .unwrap_or(0)
    };
    let f0 = faults();
    let first = time(&a);
    let f1 = faults();
    let (second, next) = (time(&a), time(&b));
    let f2 = faults();
    println!("{first:.1} {second:.1} {next:.1} faults {} {}", f1 - f0, f2 - f1);
}
