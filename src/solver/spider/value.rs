//! A learned value of a Spider position (issue 45; the method, the
//! learning curves and the measurements: `docs/lab/learned-value.md`).
//!
//! A linear model over [`features`] (what the player sees), one weight
//! vector per suit count, evaluated in `f32` (33 multiply-adds). It
//! predicts how a game from the position ends for the fair greedy player
//! that generated the data ([`super::selfplay`]): 1 for a win, else a
//! share of the suits removed and the cards turned up ([`outcome`]). The
//! weights are fitted by ridge regression ([`fit`]) to the Monte-Carlo
//! returns of self-play games on deals 100,001–150,000 (never a benchmark
//! range) and ship as the generated [`super::weights`]
//! (`examples/train_spider_value.rs` trains them again).

use crate::games::spider::Spider;

use super::features::{features, FEATURES};
use super::weights::TRAINED;

/// One weight vector per suit count (1, 2 and 4 suits).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Value {
    pub weights: [[f32; FEATURES]; 3],
}

/// The weights as trained (`weights.rs`).
pub const LEARNED: Value = Value { weights: TRAINED };

/// The weight vector's slot for a pack of `suits` suits.
pub fn slot(suits: u8) -> usize {
    match suits {
        1 => 0,
        2 => 1,
        _ => 2,
    }
}

impl Value {
    /// The predicted outcome of `s` (about 0..1; higher is better).
    pub fn of(&self, s: &Spider) -> f32 {
        dot(&self.weights[slot(s.suits())], &features(s))
    }
}

/// `w · x`.
pub fn dot(w: &[f32; FEATURES], x: &[f32; FEATURES]) -> f32 {
    w.iter().zip(x).map(|(a, b)| a * b).sum()
}

/// A finished game's return, the regression's target: 1 for a win, else
/// 0.6 × the share of the eight suits removed + 0.2 × the share of the 44
/// face-down cards turned up (so that a lost four-suit game still says
/// how far it got).
pub fn outcome(won: bool, removed: u8, face_down: usize) -> f32 {
    if won {
        return 1.0;
    }
    0.6 * removed as f32 / 8.0 + 0.2 * (1.0 - face_down as f32 / 44.0)
}

/// Ridge regression: the weights minimising Σ (w·x − y)² + `ridge` ‖w‖²
/// (the bias too), by the normal equations in `f64` and Gaussian
/// elimination with partial pivoting (deterministic; 33 unknowns).
pub fn fit(xs: &[[f32; FEATURES]], ys: &[f32], ridge: f64) -> [f32; FEATURES] {
    const N: usize = FEATURES;
    let mut a = vec![[0f64; N + 1]; N];
    for (x, &y) in xs.iter().zip(ys) {
        for i in 0..N {
            let xi = x[i] as f64;
            if xi == 0.0 {
                continue;
            }
            for j in 0..N {
                a[i][j] += xi * x[j] as f64;
            }
            a[i][N] += xi * y as f64;
        }
    }
    for (i, row) in a.iter_mut().enumerate() {
        row[i] += ridge;
    }
    for c in 0..N {
        let p = (c..N).max_by(|&i, &j| a[i][c].abs().total_cmp(&a[j][c].abs())).unwrap_or(c);
        a.swap(c, p);
        let d = a[c][c];
        if d.abs() < 1e-12 {
            continue;
        }
        for r in 0..N {
            if r != c {
                let k = a[r][c] / d;
                if k != 0.0 {
                    let pivot = a[c];
                    for (x, p) in a[r][c..=N].iter_mut().zip(&pivot[c..=N]) {
                        *x -= k * p;
                    }
                }
            }
        }
    }
    let mut w = [0f32; N];
    for i in 0..N {
        w[i] = if a[i][i].abs() < 1e-12 { 0.0 } else { (a[i][N] / a[i][i]) as f32 };
    }
    w
}

/// The mean squared error of `w` on the samples.
pub fn mse(w: &[f32; FEATURES], xs: &[[f32; FEATURES]], ys: &[f32]) -> f64 {
    let e: f64 = xs.iter().zip(ys).map(|(x, &y)| ((dot(w, x) - y) as f64).powi(2)).sum();
    e / xs.len().max(1) as f64
}
