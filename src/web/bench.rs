//! In-browser benchmark of the Beeswax solver, for comparing the wasm build
//! with the native one on the same deals (`cargo xtask bench-wasm`). Not
//! used by the page itself; exported for the benchmark driver only.

use wasm_bindgen::prelude::*;

use crate::games::{AnyGame, GameId, Options};
use crate::solver::{self, Budget};

fn perf_now() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map(|p| p.now()).unwrap_or(0.0)
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let k = ((p / 100.0) * (sorted.len() - 1) as f64).round() as usize;
    sorted[k.min(sorted.len() - 1)]
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
    serde_json::json!({
        "deals": times.len(), "decided": decided, "winnable": winnable, "nodes": nodes,
        "median_ms": percentile(&times, 50.0), "p95_ms": percentile(&times, 95.0),
        "p99_ms": percentile(&times, 99.0), "max_ms": times.last().copied().unwrap_or(0.0),
        "total_ms": total, "hint_median_ms": percentile(&hints, 50.0), "hint_p95_ms": percentile(&hints, 95.0),
    })
    .to_string()
}
