//! The Statistics sheet's chart as geometry (the shell draws it as SVG):
//! the last games of the variant shown (a bar each: its height the moves,
//! green when won, dimmed when cheated or assisted, each with its details
//! as a tooltip), and the win rate over time (the running share of fair
//! games won), in a 300 × 90 drawing that scales to the sheet.

use crate::decimal::clock_text;
use crate::decimal::fixed;
use crate::notation::count;
use crate::stats::{Recent, Stats};

/// Games shown as bars.
pub const BARS: usize = 30;
/// The chart's drawing size (it scales to the sheet's width).
pub const W: f64 = 300.0;
pub const H: f64 = 90.0;

/// Said instead of the chart when no game of the variant is counted yet.
pub const NONE_YET: &str = "No game of this one is counted yet: finish or leave a game to see it here.";

/// The chart of one variant.
#[derive(Clone, Debug, PartialEq)]
pub struct StatsChart {
    /// "Spider (suits=2): the last games".
    pub heading: String,
    /// Said instead of the chart when no game of the variant is counted yet.
    pub empty: Option<&'static str>,
    pub bars: Option<Bars>,
    /// The win rate line, from two fair games on.
    pub rate: Option<RateLine>,
}

/// The last games as bars.
#[derive(Clone, Debug, PartialEq)]
pub struct Bars {
    /// The drawing's accessible name.
    pub label: String,
    pub bars: Vec<GameBar>,
    /// "3 of the last 5 won · bar height: moves · dimmed: assisted or cheated".
    pub legend: String,
}

/// One game's bar.
#[derive(Clone, Debug, PartialEq)]
pub struct GameBar {
    pub x: f64,
    pub y: f64,
    pub width: f64,
    pub height: f64,
    pub won: bool,
    /// Cheated or assisted (drawn dimmed).
    pub marked: bool,
    /// "Won: 112 moves, 4:05".
    pub tip: String,
}

impl GameBar {
    /// The bar's class: "won" or "lost", and "marked".
    pub fn class(&self) -> String {
        let mut class = if self.won { "won".to_string() } else { "lost".to_string() };
        if self.marked {
            class.push_str(" marked");
        }
        class
    }
}

/// The win rate over time.
#[derive(Clone, Debug, PartialEq)]
pub struct RateLine {
    pub label: String,
    /// The line's points, one a fair game.
    pub points: Vec<(f64, f64)>,
    /// The grid lines' heights (25, 50 and 75 %).
    pub grid: Vec<f64>,
    pub legend: String,
    /// The rate now, in percent.
    pub percent: f64,
}

/// The chart of the games of variant `key` (named `title`).
pub fn stats_chart(stats: &Stats, key: &str, title: &str) -> StatsChart {
    chart_of(stats.recent.iter().filter(|r| r.key == key).collect(), title)
}

/// The chart of one rule set's last games (oldest first).
pub fn chart_of(games: Vec<&Recent>, title: &str) -> StatsChart {
    let heading = format!("{title}: the last games");
    if games.is_empty() {
        return StatsChart { heading, empty: Some(NONE_YET), bars: None, rate: None };
    }
    StatsChart { heading, empty: None, bars: Some(bars(&games)), rate: rate(&games) }
}

fn bars(games: &[&Recent]) -> Bars {
    let last: Vec<&Recent> = games.iter().rev().take(BARS).rev().copied().collect();
    let won = last.iter().filter(|r| r.won).count();
    let most = last.iter().map(|r| r.moves).max().unwrap_or(1).max(1) as f64;
    // A few games: wide bars across the middle (no narrower than a tenth
    // of the drawing), not thin ones at its left.
    let step = W / last.len().clamp(10, BARS) as f64;
    let left = (W - step * last.len() as f64) / 2.0;
    let bars = last
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let h = (r.moves as f64 / most * (H - 4.0)).max(3.0);
            let how = if r.won { "Won" } else { "Lost" };
            let mark = if r.marked { ", assisted or cheated" } else { "" };
            GameBar {
                x: left + i as f64 * step + 1.0,
                y: H - h,
                width: step - 2.0,
                height: h,
                won: r.won,
                marked: r.marked,
                tip: format!("{how}: {}, {}{mark}", count(r.moves as usize, "move", "moves"), clock_text(r.ms as f64)),
            }
        })
        .collect();
    Bars {
        label: format!(
            "The last {} games: {won} won, {} lost; a bar's height is the game's moves.",
            last.len(),
            last.len() - won
        ),
        bars,
        legend: format!("{won} of the last {} won · bar height: moves · dimmed: assisted or cheated", last.len()),
    }
}

/// After each fair game, the share of fair games won so far.
fn rate(games: &[&Recent]) -> Option<RateLine> {
    let fair: Vec<&Recent> = games.iter().filter(|r| !r.marked).copied().collect();
    if fair.len() < 2 {
        return None;
    }
    let y = |rate: f64| H - 2.0 - rate * (H - 4.0);
    let mut points = Vec::with_capacity(fair.len());
    let mut wins = 0;
    for (i, r) in fair.iter().enumerate() {
        wins += r.won as usize;
        let rate = wins as f64 / (i + 1) as f64;
        let x = i as f64 / (fair.len() - 1) as f64 * (W - 4.0) + 2.0;
        points.push((x, y(rate)));
    }
    let percent = wins as f64 / fair.len() as f64 * 100.0;
    Some(RateLine {
        label: format!("Win rate over the last {} fair games, now {}%.", fair.len(), fixed(percent, 0)),
        points,
        grid: [0.25, 0.5, 0.75].into_iter().map(y).collect(),
        legend: format!("{}% of the last {} fair games won (lines at 25, 50 and 75%)", fixed(percent, 0), fair.len()),
        percent,
    })
}

/// The drawing's size, in its units.
pub fn size() -> (f64, f64) {
    (W, H)
}
