//! Spider endgames for measuring the fair player after the last deal.
//! `endgames dump SUITS A B [LEFT] > FILE` plays fair autoplay on deals
//! A..=B and writes, one JSON object a line (`deal`, `won`, `text`), each
//! game's position right after the deal that leaves LEFT deals in the stock
//! (default 0: the last deal; face-down cards and stock revealed).
//! `endgames play FILE K` plays fair autoplay from each of those positions
//! K ways: with its face-down cards as dealt, then reshuffled by K − 1 fixed
//! seeds (the fair player sees the same position each time; what it cannot
//! see differs), and prints the wins. `SW_PER=1` adds each deal's wins on
//! standard error, for comparing two builds deal by deal; `SW_NODES=N`
//! gives the player N positions a hint instead of the benchmark's. Two threads.

use std::sync::Arc;

use swarm::deal::{shuffle, SplitMix64};
use swarm::games::options::Options;
use swarm::games::{AnyGame, GameId, Move};
use swarm::solver::search::Budget;
use swarm::solver::{self, fair, tuning};

mod support;
use support::parallel;

/// The fair player's budget: [`tuning::AUTOPLAY_NODES`] positions a hint, or
/// `SW_NODES` (a cheaper or stronger player, same rules).
fn budget() -> Budget {
    let nodes = std::env::var("SW_NODES").ok().and_then(|v| v.parse().ok()).unwrap_or(tuning::AUTOPLAY_NODES);
    fair::node_capped(nodes)
}

fn usage() -> ! {
    eprintln!("usage: endgames dump SUITS A B [LEFT] | endgames play FILE K");
    std::process::exit(2)
}

fn dump(suits: &str, lo: u32, hi: u32, left: usize) {
    let options = Options::parse(GameId::Spider, [("suits", suits)]).unwrap_or_else(|_| usage());
    let mut found = parallel((hi.saturating_sub(lo) + 1) as usize, 2, move |i| {
        let n = lo + i as u32;
        let g = AnyGame::deal(GameId::Spider, &options, n).ok()?;
        let f = solver::autoplay(&g, budget(), f64::INFINITY, 2000);
        let mut t = g.clone();
        let mut last = None;
        for &m in &f.moves {
            let _ = t.apply(m);
            if matches!((m, &t), (Move::Deal, AnyGame::Spider(s)) if s.deals_left() == left) {
                last = Some(t.to_text(true));
            }
        }
        last.map(|text| (n, f.won, text))
    });
    found.sort_by_key(|x| x.0);
    for (n, won, text) in found {
        println!("{}", serde_json::json!({ "deal": n, "won": won, "text": text }));
    }
}

fn play(file: &str, k: u64) {
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| {
        eprintln!("{file}: {e}");
        std::process::exit(2)
    });
    let mut jobs = Vec::new();
    for line in text.lines() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap_or_else(|_| usage());
        let (Some(deal), Some(Ok(g))) = (v["deal"].as_u64(), v["text"].as_str().map(AnyGame::from_text)) else {
            usage()
        };
        jobs.extend((0..k).map(|j| (deal, j, g.clone())));
    }
    let t0 = std::time::Instant::now();
    let jobs = Arc::new(jobs);
    let n = jobs.len();
    let results = parallel(n, 2, move |i| {
        let (deal, j, g) = &jobs[i];
        let g = if *j == 0 {
            g.clone()
        } else {
            let mut u = g.unseen();
            shuffle(&mut u, &mut SplitMix64::new(0xABC0_0000 + j * 7919 + deal));
            g.with_unseen(&u)
        };
        let f = solver::autoplay(&g, budget(), f64::INFINITY, 2000);
        Some((*deal, f.won, f.nodes))
    });
    let won = results.iter().filter(|r| r.1).count();
    let nodes: u64 = results.iter().map(|r| r.2).sum();
    if std::env::var("SW_PER").is_ok() {
        let mut per = std::collections::BTreeMap::<u64, (usize, usize)>::new();
        for r in &results {
            let e = per.entry(r.0).or_default();
            e.0 += r.1 as usize;
            e.1 += 1;
        }
        per.iter().for_each(|(d, (w, n))| eprintln!("deal {d}: {w}/{n}"));
    }
    let len = results.len().max(1) as f64;
    println!(
        "won {won} of {} ({:.1}%), {:.0} positions a game, {:.0} s",
        results.len(),
        100.0 * won as f64 / len,
        nodes as f64 / len,
        t0.elapsed().as_secs_f64()
    );
}

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let num = |i: usize| a.get(i).and_then(|s| s.parse::<u64>().ok()).unwrap_or_else(|| usage());
    match a.get(1).map(String::as_str) {
        Some("dump") => dump(
            a.get(2).map_or("4", String::as_str),
            num(3) as u32,
            num(4) as u32,
            a.get(5).map_or(0, |_| num(5) as usize),
        ),
        Some("play") => play(a.get(2).map_or("", String::as_str), num(3)),
        _ => usage(),
    }
}
