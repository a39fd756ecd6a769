//! Trains the learned value of a Spider position (issue 45,
//! `docs/lab/learned-value.md`) by self-play of the fair greedy player and
//! writes the weights as `src/solver/spider/weights.rs`. Usage:
//! `cargo run --release --example train_spider_value -- SEED GAMES GENS [INNER] [CAP] [THREADS] [OUT] [SOURCE] [SUITS]`
//!
//! For each suit count (1, 2, 4), generation 0 plays `GAMES` games
//! choosing by the fair evaluation; generation `g` plays `GAMES` new games
//! choosing by the weights fitted after generation `g − 1` (policy
//! iteration); after each generation the weights are fitted again (ridge
//! regression) to the Monte-Carlo returns of every game so far. Deals are
//! drawn from 100,001–150,000 by `SEED` (never a benchmark range); closures
//! of `INNER` positions (default 150), at most `CAP` positions a game
//! (default 200,000). The same arguments give the same file, whatever
//! `THREADS` (default 1). Each generation prints a line of the learning
//! curve: its games' wins, suits removed and positions, and how well the
//! previous weights predicted them (held out: they are new deals).
//! `SOURCE` `fair:N` plays the games with the current fair player instead
//! (`SpiderPlayer`, N positions a hint; every generation alike, so use
//! GENS 1); `SUITS` (default `1,2,4`) the suit counts trained (the others'
//! weights are left 0).

use swarm::games::options::Options;
use swarm::games::{AnyGame, GameId};
use swarm::solver::spider::features::{FEATURES, NAMES};
use swarm::solver::spider::selfplay::{fair_game, play_game};
use swarm::solver::spider::value::{fit, mse, slot};

mod support;
use support::{arg, parallel};

/// The ridge constant (features are scaled to about 0..1).
const RIDGE: f64 = 1.0;

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let seed: u64 = arg(&a, 1, 1);
    let games: usize = arg(&a, 2, 300);
    let gens: usize = arg(&a, 3, 3);
    let inner: u64 = arg(&a, 4, 150);
    let cap: u64 = arg(&a, 5, 200_000);
    let threads: usize = arg(&a, 6, 1);
    let out: String = arg(&a, 7, "src/solver/spider/weights.rs".to_string());
    let source: String = arg(&a, 8, "greedy".to_string());
    let fair: Option<u64> = source.strip_prefix("fair:").and_then(|n| n.parse().ok());
    let list: String = arg(&a, 9, "1,2,4".to_string());
    let counts: Vec<u8> = list.split(',').filter_map(|x| x.parse().ok()).collect();
    let t0 = std::time::Instant::now();
    let mut trained = [[0f32; FEATURES]; 3];
    let mut curve = Vec::new();
    for suits in counts {
        let options = Options::parse(GameId::Spider, [("suits", suits.to_string().as_str())]).unwrap_or_else(|e| {
            eprintln!("{e}");
            std::process::exit(2)
        });
        let (mut xs, mut ys) = (Vec::new(), Vec::new());
        let mut weights: Option<[f32; FEATURES]> = None;
        for g in 0..gens {
            let first = (seed.wrapping_mul(1_000_003) as usize).wrapping_add(g * games);
            let opts = options.clone();
            let w = weights;
            let mut r = parallel(games, threads, move |i| {
                let n = 100_001 + ((first + i) % 50_000) as u32;
                let AnyGame::Spider(s) = AnyGame::deal(GameId::Spider, &opts, n).ok()? else { return None };
                Some((
                    i,
                    match fair {
                        Some(nodes) => fair_game(&s, nodes, inner),
                        None => play_game(&s, w.as_ref(), inner, cap, seed ^ n as u64),
                    },
                ))
            });
            r.sort_by_key(|x| x.0);
            let won = r.iter().filter(|x| x.1.won).count();
            let removed: f64 = r.iter().map(|x| x.1.removed as f64).sum::<f64>() / games as f64;
            let nodes: f64 = r.iter().map(|x| x.1.nodes as f64).sum::<f64>() / games as f64;
            let (mut gx, mut gy) = (Vec::new(), Vec::new());
            for (_, p) in &r {
                for x in &p.samples {
                    gx.push(*x);
                    gy.push(p.target);
                }
            }
            let held = weights.map(|w| mse(&w, &gx, &gy));
            xs.extend(gx);
            ys.extend(gy);
            let w = fit(&xs, &ys, RIDGE);
            let line = format!(
                "{suits} suits, generation {g} ({}): won {won} of {games} ({:.1} %), {removed:.2} suits removed a game, {nodes:.0} positions a game; previous weights' error on these games {}; fitted on {} positions, error {:.4} ({:.0} s)",
                match fair {
                    Some(n) => format!("the fair player at {n} positions a hint"),
                    None if g == 0 => "by the evaluation".to_string(),
                    None => "by the learned value".to_string(),
                },
                100.0 * won as f64 / games as f64,
                held.map_or("-".to_string(), |e| format!("{e:.4}")),
                xs.len(),
                mse(&w, &xs, &ys),
                t0.elapsed().as_secs_f64()
            );
            println!("{line}");
            // The file keeps the numbers, not the wall time (the same
            // arguments write the same file).
            curve.push(line.rsplit_once(" (").map_or(line.clone(), |(l, _)| l.to_string()));
            weights = Some(w);
        }
        trained[slot(suits)] = weights.unwrap_or([0.0; FEATURES]);
    }
    let mut text = String::from("//! Generated by `examples/train_spider_value.rs`; do not edit by hand.\n");
    text.push_str(&format!(
        "//! `cargo run --release --example train_spider_value -- {seed} {games} {gens} {inner} {cap} 1 OUT {source} {list}` printed:\n"
    ));
    for l in &curve {
        text.push_str(&format!("//! - {l}\n"));
    }
    text.push_str("//!\n//! The features, in order: ");
    text.push_str(&NAMES.join("; "));
    text.push_str(".\n\nuse super::features::FEATURES;\n\n/// The learned value's weights for 1, 2 and 4 suits.\npub const TRAINED: [[f32; FEATURES]; 3] = [\n");
    for w in &trained {
        let row: Vec<String> = w.iter().map(|x| format!("{x:?}")).collect();
        text.push_str(&format!("    [{}],\n", row.join(", ")));
    }
    text.push_str("];\n");
    std::fs::write(&out, text).unwrap_or_else(|e| {
        eprintln!("cannot write {out}: {e}");
        std::process::exit(1)
    });
    println!("wrote {out} ({:.0} s)", t0.elapsed().as_secs_f64());
}
