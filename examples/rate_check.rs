//! Deal ratings against play (`solver::rate`, `docs/benchmarks.md`): rates
//! deals A..B of a game and plays each with a player, node-capped, so any
//! machine gets the same lines. Usage:
//! `cargo run --release --example rate_check -- GAME A B [OPTS] [THREADS] [PLAYER_NODES]`
//! (OPTS `suits=2`, or `-` for the defaults; THREADS default 2). The player:
//! Spider, Beetle, Beehive: the game's fair autoplay at PLAYER_NODES
//! positions a hint (default the page's 1,500); Beeswax: the capped player,
//! which plays the hint of a complete search capped at PLAYER_NODES nodes a
//! move (default 30; the best move by Keller's order when the cap cuts it).
//! Prints one JSON line a deal (the rating's parts, the player's result and
//! the rating's time), then the table by label.

use swarm::games::options::Options;
use swarm::games::{AnyGame, GameId};
use swarm::solver::fair::{node_capped, Seen};
use swarm::solver::rate::{rate, Difficulty};
use swarm::solver::{self, Budget};

mod support;
use support::{arg, parallel};

/// The Beeswax player: the hint of a search capped at `nodes` nodes a move,
/// never back to a position it has played; at most 300 moves.
fn capped_player(g: &AnyGame, nodes: u64) -> bool {
    let mut g = g.clone();
    let mut seen = Seen::default();
    seen.insert(&g);
    let budget = Budget { nodes, ms: f64::INFINITY, table: 1 << 16, clock: solver::native_clock };
    for _ in 0..300 {
        if g.is_won() {
            return true;
        }
        let Ok(h) = solver::hint(&g, budget) else { return false };
        let mut next = g.clone();
        if next.apply(h.mv).is_err() || seen.contains(&next) {
            // The hint goes back: the first legal move that does not.
            let other = g.legal_moves().into_iter().find_map(|m| {
                let mut c = g.clone();
                (c.apply(m).is_ok() && !seen.contains(&c)).then_some(c)
            });
            match other {
                Some(c) => next = c,
                None => return false,
            }
        }
        g = next;
        seen.insert(&g);
    }
    g.is_won()
}

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let game = match a.get(1).map(|s| GameId::parse(s)) {
        Some(Ok(g)) => g,
        _ => {
            eprintln!("usage: rate_check GAME A B [OPTS] [THREADS] [PLAYER_NODES]");
            std::process::exit(2);
        }
    };
    let (lo, hi): (u32, u32) = (arg(&a, 2, 1), arg(&a, 3, 100));
    let opts: String = arg(&a, 4, "-".to_string());
    let threads: usize = arg(&a, 5, 2);
    let default_nodes = if game == GameId::Beeswax { 30 } else { swarm::solver::tuning::AUTOPLAY_NODES };
    let player_nodes: u64 = arg(&a, 6, default_nodes);
    let pairs: Vec<(String, String)> = opts
        .split(',')
        .filter(|kv| *kv != "-" && !kv.is_empty())
        .filter_map(|kv| kv.split_once('=').map(|(k, v)| (k.to_string(), v.to_string())))
        .collect();
    let options = Options::parse(game, pairs.iter().map(|(k, v)| (k.as_str(), v.as_str()))).unwrap_or_else(|e| {
        eprintln!("{e}");
        std::process::exit(2)
    });
    let mut r = parallel((hi.saturating_sub(lo) + 1) as usize, threads, move |i| {
        let n = lo + i as u32;
        let g = AnyGame::deal(game, &options, n).ok()?;
        let t = std::time::Instant::now();
        let rt = rate(&g);
        let ms = t.elapsed().as_secs_f64() * 1000.0;
        let won = match game {
            GameId::Beeswax => capped_player(&g, player_nodes),
            _ => solver::autoplay(&g, node_capped(player_nodes), f64::INFINITY, 2000).won,
        };
        let line = format!(
            "{{\"deal\":{n},\"difficulty\":\"{}\",\"rating\":{},\"score\":{},\"search\":\"{}\",\"search_nodes\":{},\"first\":{},\"first_n\":{},\"plays_won\":{},\"plays\":{},\"progress\":{},\"play_nodes\":{},\"nodes\":{},\"ms\":{ms:.1},\"won\":{won}}}",
            rt.difficulty.word(),
            rt.rating,
            if rt.score == u32::MAX { -1 } else { rt.score as i64 },
            rt.search,
            rt.search_nodes,
            rt.first_moves.map_or(0, |f| f.0),
            rt.first_moves.map_or(0, |f| f.1),
            rt.plays_won,
            rt.plays,
            rt.progress,
            rt.play_nodes,
            rt.nodes,
        );
        eprintln!("{line}");
        Some((n, rt.difficulty, won, ms, rt.nodes, line))
    });
    r.sort_by_key(|x| x.0);
    for x in &r {
        println!("{}", x.5);
    }
    let labels = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard, Difficulty::Expert, Difficulty::NotWinnable];
    println!("# {} {} deals {lo}..{hi}, player nodes {player_nodes}", game.key(), opts);
    for d in labels {
        let rows: Vec<_> = r.iter().filter(|x| x.1 == d).collect();
        let won = rows.iter().filter(|x| x.2).count();
        let pct = if rows.is_empty() { 0.0 } else { 100.0 * won as f64 / rows.len() as f64 };
        println!("# {:<13} {:>4} deals, player won {:>4} = {pct:.1}%", d.word(), rows.len(), won);
    }
    let mut ms: Vec<f64> = r.iter().map(|x| x.3).collect();
    ms.sort_by(|x, y| x.total_cmp(y));
    let mut nodes: Vec<f64> = r.iter().map(|x| x.4 as f64).collect();
    nodes.sort_by(|x, y| x.total_cmp(y));
    println!(
        "# rating time: median {:.1} ms, p95 {:.1} ms, max {:.1} ms ({threads} threads); nodes median {}, max {}",
        solver::percentile(&ms, 50.0),
        solver::percentile(&ms, 95.0),
        ms.last().copied().unwrap_or(0.0),
        solver::percentile(&nodes, 50.0),
        nodes.last().copied().unwrap_or(0.0)
    );
}
