//! A calibration table's points (`solver::rate::scale`) from ratings:
//! reads the lines of `swarm rate GAME A..B [--opt …] --json` on standard
//! input and prints the `score` at every fifth percentile (nearest rank,
//! `solver::percentile`) of the winnable deals, as the table's `points`.
//! Deals proven not winnable are left out, as the tables leave them out.
//! Usage:
//! `swarm rate spider 1..100 --opt suits=2 --json | cargo run --release --example rate_points`
//!
//! The scores are those of the weights the binary was built with: a table
//! made again after its weights change needs its deals rated again.

use std::io::BufRead;

use swarm::solver::percentile;

fn main() {
    let mut scores = Vec::new();
    let mut skipped = 0;
    for (n, line) in std::io::stdin().lock().lines().enumerate() {
        let Ok(line) = line else {
            eprintln!("rate_points: standard input could not be read at line {}", n + 1);
            std::process::exit(1);
        };
        if !line.trim_start().starts_with('{') {
            continue;
        }
        let row: serde_json::Value = match serde_json::from_str(&line) {
            Ok(v) => v,
            Err(e) => {
                eprintln!("rate_points: line {} is not a rating ({e})", n + 1);
                std::process::exit(1);
            }
        };
        if row["difficulty"] == "not winnable" {
            skipped += 1;
            continue;
        }
        let Some(score) = row["score"].as_u64() else {
            eprintln!("rate_points: line {} has no score", n + 1);
            std::process::exit(1);
        };
        scores.push(score as f64);
    }
    if scores.is_empty() {
        eprintln!("rate_points: no winnable deal rated on standard input");
        std::process::exit(1);
    }
    scores.sort_by(f64::total_cmp);
    let points: Vec<String> = (0..=20).map(|i| format!("{}", percentile(&scores, 5.0 * i as f64))).collect();
    println!("// {} winnable deals ({} not winnable left out)", scores.len(), skipped);
    println!("points: [{}],", points.join(", "));
}
