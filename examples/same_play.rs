//! What the engine and the solver do on fixed deals, written out so that two
//! builds can be compared byte for byte (`diff`) after a reorganisation that
//! should change nothing. Everything is node-capped (no time cap), so the
//! output does not depend on the machine or its load. Usage:
//! `cargo run --release --example same_play -- [PART]` (PART `deals`,
//! `fair`, `hints`, `analyze`, `beeswax`; all by default).

use swarm::games::{AnyGame, GameId, Move, Options};
use swarm::solver::search::{native_clock, Budget};
use swarm::solver::{self, eval, fair, tuning};

/// A configuration played: game, options, deals.
type Config = (GameId, Vec<(&'static str, &'static str)>, std::ops::RangeInclusive<u32>);

fn configs() -> Vec<Config> {
    vec![
        (GameId::Spider, vec![("suits", "1")], 1..=12),
        (GameId::Spider, vec![("suits", "2")], 1..=12),
        (GameId::Spider, vec![("suits", "4")], 1..=12),
        (GameId::Beetle, vec![], 1..=6),
        (GameId::Beehive, vec![], 1..=12),
        (GameId::Beehive, vec![("draw", "1"), ("fill", "leeming")], 1..=6),
    ]
}

fn options(game: GameId, kv: &[(&str, &str)]) -> Options {
    Options::parse(game, kv.iter().copied()).expect("valid options")
}

/// A budget of `nodes` nodes and no time cap.
fn nodes(n: u64) -> Budget {
    Budget { nodes: n, ms: f64::INFINITY, table: 1_000_000, clock: native_clock }
}

fn notated(g: &AnyGame, moves: &[Move]) -> String {
    solver::notate(g, moves).map(|v| v.join(" ")).unwrap_or_else(|e| format!("does not replay: {e}"))
}

fn hint_line(r: &Result<solver::Hint, solver::NoHint>) -> String {
    match r {
        Ok(h) => format!(
            "{} | {} | len {:?} | progress {} | nodes {}",
            h.text, h.reason, h.solution_len, h.progress, h.nodes
        ),
        Err(e) => format!("none: {e:?}"),
    }
}

fn deals() {
    for (game, kv, range) in configs() {
        let o = options(game, &kv);
        for n in *range.start()..=(*range.start() + 2) {
            let g = AnyGame::deal(game, &o, n).unwrap();
            println!("== deal {game} {kv:?} {n}\n{}", g.to_text(true));
        }
    }
    for n in [1, 2, 52923] {
        let g = AnyGame::deal(GameId::Beeswax, &Options::defaults(GameId::Beeswax), n).unwrap();
        println!("== deal beeswax {n}\n{}", g.to_text(true));
    }
}

/// The fair player's games, with the evaluation of every position.
fn fair_games() {
    for (game, kv, range) in configs() {
        let o = options(game, &kv);
        for n in range {
            let g = AnyGame::deal(game, &o, n).unwrap();
            let a = solver::autoplay(&g, fair::node_capped(tuning::AUTOPLAY_NODES), f64::INFINITY, 2000);
            println!("== fair {game} {kv:?} {n}: won {} in {} moves, {} nodes", a.won, a.moves.len(), a.nodes);
            println!("{}", notated(&g, &a.moves));
            let mut t = g.clone();
            let mut evals = vec![eval::evaluate(&t)];
            for &m in &a.moves {
                let _ = t.apply(m);
                evals.push(eval::evaluate(&t));
            }
            println!("evals {evals:?}");
            let b = fair::first_legal_autoplay(&g, 2000);
            println!("first legal: won {} in {} moves", b.won, b.moves.len());
        }
    }
}

/// Hints (with and without the history of the game) along the fair
/// player's games, every seventh position.
fn hints() {
    for (game, kv, range) in configs() {
        let o = options(game, &kv);
        for n in range.take(4) {
            let g = AnyGame::deal(game, &o, n).unwrap();
            let a = solver::autoplay(&g, fair::node_capped(tuning::AUTOPLAY_NODES), f64::INFINITY, 2000);
            let mut states = vec![g.clone()];
            for &m in &a.moves {
                let mut t = states.last().unwrap().clone();
                let _ = t.apply(m);
                states.push(t);
            }
            for i in (0..states.len()).step_by(7) {
                let s = &states[i];
                println!("== hint {game} {kv:?} {n} after {i}: {}", hint_line(&solver::hint(s, nodes(100_000))));
                let h = solver::hint_in_game(&states[..=i], nodes(100_000)).hint;
                println!("   in game: {}", hint_line(&h));
            }
        }
    }
}

/// Peeking analysis with a node cap.
fn analyze() {
    for (game, kv, range) in configs() {
        let o = options(game, &kv);
        for n in range.take(6) {
            let g = AnyGame::deal(game, &o, n).unwrap();
            let cap = if game == GameId::Beehive { 200_000 } else { 30_000 };
            let r = solver::analyze(&g, nodes(cap));
            println!(
                "== analyze {game} {kv:?} {n}: {} by {} peeked {} nodes {}\n{}",
                r.word(),
                r.method,
                r.peeked,
                r.nodes,
                r.texts.join(" ")
            );
        }
    }
}

/// The complete Beeswax solver, its hints and the look-back on lost games
/// (first-legal play, which loses most deals).
fn beeswax() {
    let o = Options::defaults(GameId::Beeswax);
    for n in 1..=60 {
        let g = AnyGame::deal(GameId::Beeswax, &o, n).unwrap();
        let r = solver::solve(&g, nodes(2_000_000), false);
        println!("== beeswax {n}: {} nodes {}\n{}", r.word(), r.nodes, r.texts.join(" "));
        println!("hint: {}", hint_line(&solver::hint(&g, nodes(2_000_000))));
        if n <= 15 {
            let b = fair::first_legal_autoplay(&g, 40);
            let mut states = vec![g.clone()];
            for &m in &b.moves {
                let mut t = states.last().unwrap().clone();
                let _ = t.apply(m);
                states.push(t);
            }
            // How many moves back the game was last winnable, the position
            // played to counting (0 when it still is).
            let last = states.last().unwrap();
            let back = if solver::solve(last, nodes(2_000_000), false).is_solved() {
                Some(0)
            } else {
                solver::LookBack::new(&states, nodes(2_000_000)).run()
            };
            println!(
                "first legal {} moves; hint there: {}; last winnable {back:?}",
                b.moves.len(),
                hint_line(&solver::hint_in_game(&states, nodes(2_000_000)).hint),
            );
        }
    }
}

fn main() {
    let part = std::env::args().nth(1).unwrap_or_default();
    let all = part.is_empty();
    if all || part == "deals" {
        deals();
    }
    if all || part == "beeswax" {
        beeswax();
    }
    if all || part == "analyze" {
        analyze();
    }
    if all || part == "hints" {
        hints();
    }
    if all || part == "fair" {
        fair_games();
    }
}
