//! Where a Spider (or Beetle) review spends its time: the fair player's game
//! of a deal (autoplay at the page's budget), its first MOVES moves
//! reviewed step by step at the review's default budget, the time of the
//! winnable pass and of the chance pass (with each move's class) printed.
//! Usage: `cargo run --release --example review_bench -- GAME DEAL [SUITS] [MOVES]`
//! (GAME spider or beetle, SUITS 1, 2 or 4, MOVES default 200). `SW_MOVES=1`
//! prints the moves instead, for `swarm review GAME DEAL --opt suits=S --moves "…"`.

use std::time::Instant;

use swarm::solver::review::{ReviewBudget, Reviewer};
use swarm::solver::{self, fair, tuning};

mod support;
use support::{arg, spider_or_beetle};

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let (game, deal, suits, g) = spider_or_beetle(&a);
    let want: usize = arg(&a, 4, 200);
    let f = solver::autoplay(&g, fair::node_capped(tuning::AUTOPLAY_NODES), f64::INFINITY, want);
    let mut t = g.clone();
    let texts: Vec<String> = f
        .moves
        .iter()
        .map(|&m| {
            let w = t.format_move(m);
            let _ = t.apply(m);
            w
        })
        .collect();
    if std::env::var("SW_MOVES").is_ok() {
        println!("{}", texts.join(", "));
        return;
    }
    if texts.len() < want {
        println!("{game:?} deal {deal}: the fair game has {} moves, fewer than {want}", texts.len());
        return;
    }
    let mut r = Reviewer::of_moves(&g, &texts, ReviewBudget::default_for(game)).expect("the fair game replays");
    let t0 = Instant::now();
    let (mut winnable_ms, mut chance_ms, mut steps, mut longest) = (0.0, 0.0, 0, 0.0f64);
    let review = loop {
        let chancing = r.plies()[0].chance.is_some();
        let s = Instant::now();
        let done = r.step();
        let ms = s.elapsed().as_secs_f64() * 1000.0;
        longest = longest.max(ms);
        steps += 1;
        if chancing || r.plies()[0].chance.is_some() {
            chance_ms += ms;
        } else {
            winnable_ms += ms;
        }
        if let Some(rv) = done {
            break rv;
        }
    };
    let nodes: u64 = review.plies.iter().map(|p| p.nodes).sum();
    println!(
        "{game:?} deal {deal} suits {suits}: {} moves (autoplay {}), {steps} steps, {:.1} s (winnable {:.1} s, chance {:.1} s), longest step {:.0} ms, {nodes} nodes",
        texts.len(),
        if f.won { "won" } else { "lost" },
        t0.elapsed().as_secs_f64(),
        winnable_ms / 1000.0,
        chance_ms / 1000.0,
        longest,
    );
    println!("{}", review.summary());
}
