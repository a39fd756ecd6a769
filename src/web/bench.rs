//! In-browser benchmark of the Beeswax solver, for comparing the wasm build
//! with the native one on the same deals (`cargo xtask bench-wasm`). Not
//! used by the page itself; exported for the benchmark driver only.

use wasm_bindgen::prelude::*;

use crate::games::{AnyGame, GameId, Options};
use crate::json::{self, object};
use crate::solver::{self, percentile, Budget};

fn perf_now() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map(|p| p.now()).unwrap_or(0.0)
}

/// Solves Beeswax deals `from..=to` completely and returns a JSON summary:
/// deals, decided, winnable, nodes, and per-deal milliseconds (median, p95,
/// p99, max, total), measured with `performance.now()`; also the hint
/// latency at the deal (median, p95).
#[wasm_bindgen]
pub fn bench_beeswax(from: u32, to: u32) -> String {
    let opts = Options::defaults(GameId::Beeswax);
    let (mut decided, mut winnable, mut nodes) = (0u32, 0u32, 0u64);
    let mut times = Vec::new();
    let mut hints = Vec::new();
    for n in from.max(1)..=to {
        let Ok(g) = AnyGame::deal(GameId::Beeswax, &opts, n) else { continue };
        let t = perf_now();
        let _ = solver::hint(&g, Budget::hint().with_clock(perf_now));
        hints.push(perf_now() - t);
        let t = perf_now();
        let r = solver::solve(&g, Budget::ms(20_000.0).with_clock(perf_now), false);
        times.push(perf_now() - t);
        nodes += r.nodes;
        match r.word() {
            "solved" => {
                decided += 1;
                winnable += 1
            }
            "unsolvable" => decided += 1,
            _ => {}
        }
    }
    times.sort_by(|a, b| a.total_cmp(b));
    hints.sort_by(|a, b| a.total_cmp(b));
    let total: f64 = times.iter().sum();
    json::to_string(&object(vec![
        ("deals", times.len().into()),
        ("decided", decided.into()),
        ("winnable", winnable.into()),
        ("nodes", nodes.into()),
        ("median_ms", percentile(&times, 50.0).into()),
        ("p95_ms", percentile(&times, 95.0).into()),
        ("p99_ms", percentile(&times, 99.0).into()),
        ("max_ms", times.last().copied().unwrap_or(0.0).into()),
        ("total_ms", total.into()),
        ("hint_median_ms", percentile(&hints, 50.0).into()),
        ("hint_p95_ms", percentile(&hints, 95.0).into()),
    ]))
}

/// Fair autoplay of `game` (`beetle`, `spider` or `beehive`; `suits` for
/// Spider, empty otherwise) on deals `from..=to` through the page's own
/// autoplay budget (`fair::autoplay_hint_budget`: positions and 100 ms a
/// move), at most `max_moves` a game. Returns a JSON summary: games, won,
/// moves, and the time each move took to choose (median, p95, max), with
/// how many moves reached the 100 ms cap.
#[wasm_bindgen]
pub fn bench_fair(game: &str, suits: &str, from: u32, to: u32, max_moves: usize) -> String {
    let id = match GameId::parse(game) {
        Ok(id) => id,
        Err(e) => return json::to_string(&object(vec![("error", e.into())])),
    };
    let opts = if suits.is_empty() { Ok(Options::defaults(id)) } else { Options::parse(id, [("suits", suits)]) };
    let opts = match opts {
        Ok(o) => o,
        Err(e) => return json::to_string(&object(vec![("error", e.to_string().into())])),
    };
    let budget = solver::fair::autoplay_hint_budget(perf_now);
    let (mut games, mut won) = (0u32, 0u32);
    let mut ms = Vec::new();
    for n in from.max(1)..=to {
        let Ok(g) = AnyGame::deal(id, &opts, n) else { continue };
        let a = solver::autoplay(&g, budget, f64::INFINITY, max_moves);
        games += 1;
        won += a.won as u32;
        ms.extend_from_slice(&a.move_ms);
    }
    ms.sort_by(|a, b| a.total_cmp(b));
    let capped = ms.iter().filter(|&&t| t >= budget.ms).count();
    json::to_string(&object(vec![
        ("game", game.into()),
        ("suits", suits.into()),
        ("games", games.into()),
        ("won", won.into()),
        ("moves", ms.len().into()),
        ("move_median_ms", percentile(&ms, 50.0).into()),
        ("move_p95_ms", percentile(&ms, 95.0).into()),
        ("move_max_ms", ms.last().copied().unwrap_or(0.0).into()),
        ("moves_at_cap", capped.into()),
        ("cap_ms", budget.ms.into()),
    ]))
}
