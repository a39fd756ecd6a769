//! Where fair autoplay lost a Spider game: for each lost deal, the last
//! position of the game that the peeking search still wins (winnable after
//! a move implies winnable before it, so a binary search over the game finds
//! it), the move fair autoplay played there and the one the peeking solution
//! plays. A beam proves nothing, so a "lost" verdict can be the beam's miss.
//! Usage: `cargo run --release --example blunders -- SUITS A B [NODES]`
//! (NODES: the peeking search's cap, default 300,000). `SW_SHOW=1` prints
//! the position (face-down cards revealed) and both lines.

use swarm::games::options::Options;
use swarm::games::{AnyGame, GameId, Move};
use swarm::solver::search::{Budget, Outcome};
use swarm::solver::{self, analyze, fair, tuning};

mod support;
use support::arg;

/// The first `n` moves of `line` from `g`, in notation.
fn notated(g: &AnyGame, line: &[Move], n: usize) -> String {
    let mut t = g.clone();
    let words: Vec<String> = line
        .iter()
        .take(n)
        .map(|&m| {
            let w = t.format_move(m);
            let _ = t.apply(m);
            w
        })
        .collect();
    words.join(" ")
}

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let suits: String = arg(&a, 1, "4".to_string());
    let (lo, hi): (u32, u32) = (arg(&a, 2, 1), arg(&a, 3, 20));
    let cap: u64 = arg(&a, 4, 300_000);
    let options = Options::parse(GameId::Spider, [("suits", suits.as_str())]).unwrap_or_else(|e| {
        eprintln!("{e}");
        std::process::exit(2)
    });
    let show = std::env::var("SW_SHOW").is_ok();
    for n in lo..=hi {
        let Ok(g) = AnyGame::deal(GameId::Spider, &options, n) else { continue };
        let budget = fair::node_capped(tuning::AUTOPLAY_NODES);
        let f = solver::autoplay(&g, budget, f64::INFINITY, 2000);
        if f.won {
            println!("deal {n}: won");
            continue;
        }
        let mut states = vec![g.clone()];
        for &m in &f.moves {
            let mut c = states[states.len() - 1].clone();
            let _ = c.apply(m);
            states.push(c);
        }
        let solve = |s: &AnyGame| analyze(s, Budget::nodes(cap));
        if !solve(&states[0]).is_solved() {
            println!("deal {n}: lost; the peeking search does not solve the deal either");
            continue;
        }
        let (mut l, mut h) = (0usize, states.len() - 1);
        while l < h {
            let mid = (l + h).div_ceil(2);
            if solve(&states[mid]).is_solved() {
                l = mid
            } else {
                h = mid - 1
            }
        }
        let (AnyGame::Spider(at), AnyGame::Spider(end)) = (&states[l], &states[states.len() - 1]) else { continue };
        let peek = match solve(&states[l]).outcome {
            Outcome::Solved(m) => m,
            _ => Vec::new(),
        };
        println!(
            "deal {n}: lost at move {l} of {} (deals left {}, face down {}, suits removed {}; at the end: removed {}, face down {}); played {}, the peeking solution {}",
            f.moves.len(),
            at.deals_left(),
            at.face_down_total(),
            at.removed_count(),
            end.removed_count(),
            end.face_down_total(),
            notated(&states[l], &f.moves[l..], 1),
            notated(&states[l], &peek, 1),
        );
        if show {
            println!("{}", states[l].to_text(true));
            println!("played: {}", notated(&states[l], &f.moves[l..], 12));
            println!("peek:   {}", notated(&states[l], &peek, 12));
        }
    }
}
