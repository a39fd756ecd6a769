//! How long the review's fair games go on after their last new best
//! position (`solver::review`'s chance: each world's fair game at 50
//! positions a hint): for sampled worlds along a game, each game's length,
//! the move of its last new best evaluation, whether it won, and the share
//! of its time after that move.
//! Usage: `cargo run --release --example review_tail -- SUITS DEAL FILE`
//! (FILE: the game's moves, comma-separated).

use std::time::Instant;

use swarm::games::options::Options;
use swarm::games::{AnyGame, GameId};
use swarm::history::Session;
use swarm::record::Origin;
use swarm::solver::eval::evaluate;
use swarm::solver::fair::{node_capped, sampled, AutoPlayer};
use swarm::solver::fair_player;

mod support;
use support::arg;

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let suits: String = arg(&a, 1, "4".to_string());
    let deal: u32 = arg(&a, 2, 1);
    let text = std::fs::read_to_string(a.get(3).expect("FILE")).expect("FILE reads");
    let options = Options::parse(GameId::Spider, [("suits", suits.as_str())]).expect("suits");
    let g = AnyGame::deal(GameId::Spider, &options, deal).expect("deal");
    let mut s = Session::new(Origin::Position(String::new()), g.clone());
    s.replay(&g.split_record(&text)).expect("moves replay");
    let positions = s.positions();
    let (mut all, mut tail) = (0.0, 0.0);
    let mut worst_won_gap = 0;
    for (k, p) in positions.iter().enumerate().step_by(10) {
        for i in 0..4u64 {
            let mut w = sampled(p, 0x4E71_0000 + i);
            let mut player = AutoPlayer::new(&w, fair_player(&w));
            let (mut best, mut at, mut n, mut gap) = (evaluate(&w), 0usize, 0usize, 0usize);
            let t0 = Instant::now();
            let mut t_at = 0.0;
            while !w.is_won() && n < 1500 {
                let Some(m) = player.next(&w, node_capped(50)) else { break };
                if w.apply(m).is_err() {
                    break;
                }
                player.played(m, &w);
                n += 1;
                let e = evaluate(&w);
                if e > best {
                    gap = gap.max(n - at);
                    (best, at) = (e, n);
                    t_at = t0.elapsed().as_secs_f64();
                }
            }
            let t = t0.elapsed().as_secs_f64();
            all += t;
            tail += t - t_at;
            if w.is_won() {
                worst_won_gap = worst_won_gap.max(gap);
            }
            println!(
                "ply {k} world {i}: {n} moves, last best at {at}, longest gap {gap}, {}, {:.0} ms ({:.0} after)",
                if w.is_won() { "won" } else { "lost" },
                t * 1000.0,
                (t - t_at) * 1000.0
            );
        }
    }
    println!("all {all:.1} s, after the last best {tail:.1} s; the longest gap between new bests in a won game {worst_won_gap}");
}
