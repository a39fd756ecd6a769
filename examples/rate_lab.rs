//! Lab (issue 34): how well cheap fair play on images of a deal (its piles
//! permuted: the same game, another draw of the fair player's sampling)
//! predicts the fair player at the page's budget on the deal itself.
//! `rate_lab GAME A B OPTS THREADS K1 N1 K2 N2`: one JSON line a deal.

use swarm::deal::{shuffle, SplitMix64};
use swarm::games::options::Options;
use swarm::games::spider::PILES;
use swarm::games::{AnyGame, GameId};
use swarm::solver::fair::node_capped;
use swarm::solver::rate::progress;
use swarm::solver::{self};

mod support;
use support::{arg, parallel};

/// Image `i` of the deal: its piles permuted by the lab's own seed (the
/// ratings' images, `rate::image`, use another), so the lab run's figures
/// in docs/lab/ratings.md come out again.
fn image(g: &AnyGame, i: u64) -> AnyGame {
    let AnyGame::Spider(s) = g else { return g.clone() };
    if i == 0 {
        return g.clone();
    }
    let mut to: [usize; PILES] = std::array::from_fn(|p| p);
    shuffle(&mut to, &mut SplitMix64::new(0x1A6E_0000 + i));
    AnyGame::Spider(s.with_piles_permuted(&to))
}

fn play(g: &AnyGame, nodes: u64) -> (bool, u32) {
    let a = solver::autoplay(g, node_capped(nodes), f64::INFINITY, 1500);
    let mut e = g.clone();
    for m in &a.moves {
        let _ = e.apply(*m);
    }
    (a.won, progress(&e))
}

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let game = GameId::parse(&a[1]).expect("game");
    let (lo, hi): (u32, u32) = (arg(&a, 2, 1), arg(&a, 3, 10));
    let opts: String = arg(&a, 4, "-".to_string());
    let threads: usize = arg(&a, 5, 2);
    let (k1, n1, k2, n2): (u64, u64, u64, u64) = (arg(&a, 6, 8), arg(&a, 7, 150), arg(&a, 8, 0), arg(&a, 9, 450));
    let check: u64 = arg(&a, 10, 1500);
    let pairs: Vec<(String, String)> = opts
        .split(',')
        .filter(|kv| *kv != "-" && !kv.is_empty())
        .filter_map(|kv| kv.split_once('=').map(|(k, v)| (k.to_string(), v.to_string())))
        .collect();
    let options = Options::parse(game, pairs.iter().map(|(k, v)| (k.as_str(), v.as_str()))).expect("options");
    let _ = parallel((hi - lo + 1) as usize, threads, move |i| {
        let n = lo + i as u32;
        let g = AnyGame::deal(game, &options, n).ok()?;
        let t = std::time::Instant::now();
        let c = if check > 0 { play(&g, check) } else { (false, 0) };
        let r1: Vec<(bool, u32)> = (0..k1).map(|i| play(&image(&g, i), n1)).collect();
        let r2: Vec<(bool, u32)> = (0..k2).map(|i| play(&image(&g, 100 + i), n2)).collect();
        let f = |r: &[(bool, u32)]| {
            format!("[{}]", r.iter().map(|(w, p)| format!("[{},{}]", *w as u8, p)).collect::<Vec<_>>().join(","))
        };
        println!(
            "{{\"deal\":{n},\"won\":{},\"prog\":{},\"a\":{},\"b\":{},\"s\":{:.1}}}",
            c.0 as u8,
            c.1,
            f(&r1),
            f(&r2),
            t.elapsed().as_secs_f64()
        );
        Some(())
    });
}
