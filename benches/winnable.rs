//! How long "winnable deals only" and the deal of the day take (run in
//! release; it prints numbers and times nothing against a limit):
//!
//! ```text
//! cargo bench --bench winnable -- [STARTS] [DAYS]
//! ```
//! For each game (Spider with 1, 2 and 4 suits): `next_winnable` from every
//! start 1..=STARTS (default 100 for Beeswax and Beehive, 20 for the others),
//! each deal within the daily budget (a node cap) — the time New would take
//! natively, the deals it tried, and why it passed deals over; then the deal
//! of the day on DAYS days from 2026-01-01 (default 30).

use std::time::Instant;
use swarm::games::{GameId, Options};
use swarm::solver::percentile;
use swarm::winnable::{self, Date, Skip};

fn summary(label: &str, mut ms: Vec<f64>, tried: usize, unsolvable: usize, gave_up: usize, nodes: u64) {
    let n = ms.len();
    ms.sort_by(f64::total_cmp);
    println!(
        "{label:<22} {n:>4} answers · ms median {:>8.1} · p95 {:>8.1} · max {:>8.1} · deals tried {:.2} an answer · \
         passed over: {unsolvable} proven not winnable, {gave_up} gave up · {:.0} nodes an answer",
        percentile(&ms, 50.0),
        percentile(&ms, 95.0),
        ms.last().copied().unwrap_or(0.0),
        tried as f64 / n.max(1) as f64,
        nodes as f64 / n.max(1) as f64,
    );
}

fn main() {
    let args: Vec<u32> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let days = args.get(1).copied().unwrap_or(30);
    let games: [(GameId, &str, &str); 6] = [
        (GameId::Beeswax, "", "beeswax"),
        (GameId::Beehive, "", "beehive"),
        (GameId::Beetle, "", "beetle"),
        (GameId::Spider, "1", "spider suits=1"),
        (GameId::Spider, "2", "spider suits=2"),
        (GameId::Spider, "4", "spider suits=4"),
    ];
    println!("next_winnable from starts 1..=STARTS, each deal within winnable::daily_budget (native, this machine)");
    for (game, suits, label) in games {
        let starts = args.first().copied().unwrap_or(match game {
            GameId::Beeswax | GameId::Beehive => 100,
            _ => 20,
        });
        let opts = if suits.is_empty() {
            Options::defaults(game)
        } else {
            Options::parse(game, [("suits", suits)]).expect("a suits option")
        };
        let (mut ms, mut tried, mut unsolvable, mut gave_up, mut nodes) = (Vec::new(), 0, 0, 0, 0);
        for n in 1..=starts {
            let t = Instant::now();
            let f = winnable::next_winnable(game, &opts, n, winnable::daily_budget(game)).expect("valid options");
            ms.push(t.elapsed().as_secs_f64() * 1000.0);
            tried += f.skipped.len() + f.deal.is_some() as usize;
            unsolvable += f.skipped.iter().filter(|s| s.why == Skip::Unsolvable).count();
            gave_up += f.skipped.iter().filter(|s| s.why == Skip::GaveUp).count();
            nodes += f.nodes;
        }
        summary(label, ms, tried, unsolvable, gave_up, nodes);
    }
    println!("\nthe deal of the day on {days} days from 2026-01-01 (default options)");
    let first = Date::parse("2026-01-01").expect("a date").days();
    for game in GameId::ALL {
        let (mut ms, mut tried, mut unsolvable, mut gave_up, mut nodes) = (Vec::new(), 0, 0, 0, 0);
        for d in 0..days as i64 {
            let t = Instant::now();
            let day = winnable::daily(game, Date::from_days(first + d).expect("a date"));
            ms.push(t.elapsed().as_secs_f64() * 1000.0);
            tried += day.found.skipped.len() + 1;
            unsolvable += day.found.skipped.iter().filter(|s| s.why == Skip::Unsolvable).count();
            gave_up += day.found.skipped.iter().filter(|s| s.why == Skip::GaveUp).count();
            nodes += day.found.nodes;
        }
        summary(&format!("daily {}", game.key()), ms, tried, unsolvable, gave_up, nodes);
    }
}
