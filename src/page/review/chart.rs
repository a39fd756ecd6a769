//! The Review sheet's contents and its chart as geometry (the shell
//! builds the SVG, element by element, from it): what is reviewed and what
//! reviewing it marks, the progress while the worker works, the verdict
//! as a sentence, and the chart over the moves — a bar a position, tall
//! and green while the game was still winnable, short and red once it was
//! not, grey where not decided; in the games that hide cards the fair
//! player's chance as a step line over them with a 0–100 % axis; the move
//! the review names marked; each mistake, blunder and move that lost the
//! game marked over its bar by colour and shape (a triangle, a diamond, a
//! square; the legend names them); the move numbers under it; a hit area a
//! position (its tooltip says the position, the move's class and the
//! better move).

use crate::page::review::drawing::Drawing;
use crate::page::review::state::{Mark, Point};
use crate::page::table::motion::Rect;
use crate::solver::review::{move_words, Class};

/// Room over the bars (the named move's label) and under them (the move numbers).
const TOP: f64 = 26.0;
const UNDER: f64 = 24.0;

/// The sheet around the chart.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewSheet {
    /// "Spider deal 7, 40 moves: your last game".
    pub what: String,
    /// While the worker works: steps done, in all, and the line beside the bar.
    pub progress: Option<(usize, usize, String)>,
    /// The verdict or why the review stopped, and whether it is an error.
    pub summary: Option<(String, bool)>,
    /// The legend's swatches: their class and label.
    pub legend: Vec<(&'static str, &'static str)>,
    /// The buttons that open the named move's positions.
    pub actions: Vec<Action>,
    /// What reviewing marked.
    pub note: String,
}

/// A button that opens a position of the review in the replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Action {
    pub id: &'static str,
    /// What it does (the shell's `data-action`): "review-open" (the
    /// position after move `ply`), "review-better" (the position before
    /// move `ply`, its better move drawn as a hint), "review-play-on" (the
    /// same, to play on, marked assisted).
    pub action: &'static str,
    /// "Show the position before B2", "Show B2", "Show the better move (2B)",
    /// "Play on from here".
    pub label: String,
    pub ply: usize,
    pub primary: bool,
}

/// How to read the chart, after the legend's swatches.
pub const HOW: &str = "Across: the moves (0 is the start). Click a bar, or focus the chart and use the arrow keys and Enter, to see that position.";

/// The sheet of review `r` (its drawing: `Review::drawing`).
pub fn review_sheet(r: &Drawing) -> ReviewSheet {
    let mut what = r.what.clone();
    if r.left {
        what.push_str(": your last game");
    }
    let progress = r.running.then(|| {
        let (done, total) = r.progress;
        (done, total, format!("Reviewing… {done} of {total} searches. Closing the sheet stops it."))
    });
    let summary = match (r.failed.as_deref(), r.summary.as_deref()) {
        (Some(why), _) => Some((format!("The review stopped: {why}."), true)),
        (None, Some(s)) => Some((sentence(s), false)),
        _ => None,
    };
    let mut legend: Vec<(&str, &str)> = if r.hides {
        vec![
            ("win", "winnable with every card known"),
            ("lost", "not winnable"),
            ("unknown", "not decided"),
            ("chance", "the fair player's chance"),
        ]
    } else {
        vec![("win", "winnable (proven)"), ("lost", "lost (proven)"), ("unknown", "not decided")]
    };
    // The marks the chart shows, each named.
    let shown = |c: Class| r.points.iter().any(|p| p.class == Some(c));
    let kinds = [Class::Mistake, Class::Blunder, Class::LostGame];
    legend.extend(kinds.iter().zip(MARK_LEGEND).filter(|(c, _)| shown(**c)).map(|(_, e)| e));
    let mut actions = Vec::new();
    // The move the better-move buttons teach: the named move if the review
    // has a better one there, else the first mistake or worse that has.
    let taught = r.mark.map(Mark::ply).filter(|&k| r.points.get(k).is_some_and(|p| p.better.is_some())).or_else(|| {
        r.points.iter().find(|p| p.class.is_some_and(Class::is_marked) && p.better.is_some()).map(|p| p.ply)
    });
    if let Some(k) = taught.filter(|&k| k > 0) {
        let p = &r.points[k];
        let b = p.better.as_ref().map_or("", |b| b.mv.as_str());
        actions.push(Action {
            id: "review-better",
            action: "review-better",
            label: format!("Show the better move ({b} for {})", p.mv),
            ply: k,
            primary: true,
        });
        actions.push(Action {
            id: "review-play-on",
            action: "review-play-on",
            label: "Play on from here".into(),
            ply: k,
            primary: false,
        });
    }
    if let Some(m) = r.mark {
        let mv = r.points.get(m.ply()).map_or("", |p| p.mv.as_str());
        if m.ply() > 0 {
            actions.push(Action {
                id: "review-before",
                action: "review-open",
                label: format!("Show the position before {mv}"),
                ply: m.ply() - 1,
                primary: actions.is_empty(),
            });
        }
        actions.push(Action {
            id: "review-at",
            action: "review-open",
            label: format!("Show {mv}"),
            ply: m.ply(),
            primary: false,
        });
    }
    let marks = if r.during {
        "This game was still in progress, so reviewing it marked it assisted."
    } else {
        "This game is over: reviewing it marks nothing on it."
    };
    let note = format!(
        "{marks} Reviewing a game in progress reads what the solver knows{} and marks the game assisted.",
        if r.hides { ", every hidden card included," } else { "" }
    );
    ReviewSheet { what, progress, summary, legend, actions, note }
}

/// The verdict as a sentence: "B2 lost the game: it was winnable until
/// then." (a move's notation starts it as written; "the game was not
/// winnable from the start" gets its capital; one that already ends with
/// a full stop, as the solver's summary does, is kept as it is).
pub fn sentence(s: &str) -> String {
    let capital = ["the ", "no ", "not "].iter().any(|w| s.starts_with(w));
    let mut out = s.to_string();
    if capital {
        out[..1].make_ascii_uppercase();
    }
    if !out.ends_with('.') {
        out.push('.');
    }
    out
}

/// A point in words (the bar's tooltip, the slider's value).
pub fn describe(p: &Point, running: bool, hides: bool) -> String {
    let at = if p.ply == 0 { "Start".to_string() } else { format!("Move {} ({})", p.ply, p.mv) };
    let w = match p.winnable {
        Some(true) if hides => "winnable with every card known",
        Some(true) => "winnable",
        Some(false) => "not winnable",
        None if running => "not reviewed yet",
        None => "not decided",
    };
    let chance = p.chance.map(|(w, n)| format!(", chance {}%", percent(w, n))).unwrap_or_default();
    let taught = move_words(p.class, p.better.as_ref(), hides).map(|t| format!(" · {t}")).unwrap_or_default();
    format!("{at}: {w}{chance}{taught}")
}

/// A move the chart marks over its bar: a mistake, a blunder or the move
/// that lost the game.
#[derive(Clone, Debug, PartialEq)]
pub struct Marker {
    /// The marker's centre and size (units).
    pub x: f64,
    pub y: f64,
    pub size: f64,
    pub ply: usize,
    pub class: Class,
}

impl Marker {
    /// Its CSS class and shape: "mistake" a triangle, "blunder" a diamond,
    /// "lost_game" a square (colour and shape both say it).
    pub fn kind(&self) -> &'static str {
        self.class.name()
    }
}

/// The legend's entries for the marks (their swatch class, their label).
pub const MARK_LEGEND: [(&str, &str); 3] = [
    ("mk mistake", "mistake: 15 or more points below the fair player's move"),
    ("mk blunder", "blunder: 30 or more below"),
    ("mk lost_game", "the move that lost the game"),
];

/// `won` of `of` in whole percent, rounded.
pub fn percent(won: u32, of: u32) -> u32 {
    crate::solver::review::percent((won, of))
}

/// A position's bar.
#[derive(Clone, Debug, PartialEq)]
pub struct ChartBar {
    pub rect: Rect,
    /// "win", "lost", "todo" (not reviewed yet) or "unknown".
    pub kind: &'static str,
}

/// A label at a point of the chart.
#[derive(Clone, Debug, PartialEq)]
pub struct Label {
    pub x: f64,
    pub y: f64,
    pub text: String,
}

/// The named move's mark: a dashed line and its label.
#[derive(Clone, Debug, PartialEq)]
pub struct MarkLine {
    pub x: f64,
    pub y1: f64,
    pub y2: f64,
    /// "B2 lost the game", anchored at `side` ("start", "middle", "end")
    /// so it stays inside the chart at either end.
    pub label: Label,
    pub side: &'static str,
}

/// One flat step of the chance line: from `x1` to `x2` at `y`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Step {
    pub x1: f64,
    pub x2: f64,
    pub y: f64,
}

/// A position's hit area (its whole column) and its tooltip.
#[derive(Clone, Debug, PartialEq)]
pub struct Hit {
    pub rect: Rect,
    pub ply: usize,
    pub tip: String,
}

/// The chart, `width` by `height` units (one a pixel).
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewChart {
    pub width: f64,
    pub height: f64,
    pub hides: bool,
    /// The slider: its last position, its cursor, the cursor in words.
    pub max: usize,
    pub cursor: usize,
    pub value_text: Option<String>,
    /// The first bar's left and a column's width (the cursor's steps).
    pub x0: f64,
    pub column: f64,
    /// The chance axis: a grid line each (from `x0` to `x1`) and its label.
    pub grid: Vec<(f64, Label)>,
    pub x1: f64,
    pub bars: Vec<ChartBar>,
    /// The chance line, in runs of steps (broken where the chance is not known).
    pub chance: Vec<Vec<Step>>,
    /// The move numbers under the bars.
    pub ticks: Vec<Label>,
    pub mark: Option<MarkLine>,
    /// The mistakes, blunders and the move that lost, marked over their bars.
    pub markers: Vec<Marker>,
    pub cursor_rect: Rect,
    pub hits: Vec<Hit>,
}

/// Where the chart's cursor starts: where it was, else the named move.
pub fn start(r: &Drawing, was: Option<usize>) -> usize {
    was.or(r.mark.map(Mark::ply)).unwrap_or(0).min(r.points.len().saturating_sub(1))
}

/// The chart of review `r`, `w` by `h` units, its cursor on `cursor`.
pub fn review_chart(r: &Drawing, w: f64, h: f64, cursor: usize) -> ReviewChart {
    chart_of(&r.points, r.hides, r.running, r.mark, (w, h), cursor)
}

/// The chart of `points` (a review's), `size` units, its cursor on `cursor`.
pub fn chart_of(
    points: &[Point],
    hides: bool,
    running: bool,
    mark: Option<Mark>,
    (w, h): (f64, f64),
    cursor: usize,
) -> ReviewChart {
    let bottom = h - UNDER;
    let m = points.len().max(1);
    let x0 = if hides { 40.0 } else { 14.0 };
    let x1 = w - 12.0;
    let cw = (x1 - x0) / m as f64;
    let gap = if cw >= 6.0 { (cw * 0.18).min(4.0) } else { 0.0 };
    let x = |k: usize| x0 + k as f64 * cw;
    let y = |f: f64| bottom - f * (bottom - TOP);
    let grid = if hides {
        [(1.0, "100%"), (0.5, "50%"), (0.0, "0%")]
            .into_iter()
            .map(|(f, label)| (y(f), Label { x: x0 - 5.0, y: y(f) + 4.0, text: label.to_string() }))
            .collect()
    } else {
        Vec::new()
    };
    let bars = points
        .iter()
        .map(|p| {
            let (kind, f) = match p.winnable {
                Some(true) => ("win", 1.0),
                Some(false) => ("lost", 0.3),
                None if running => ("todo", 1.0),
                None => ("unknown", 0.6),
            };
            let rect = Rect::new(x(p.ply) + gap / 2.0, y(f), (cw - gap).max(0.5), f * (bottom - TOP));
            ChartBar { rect, kind }
        })
        .collect();
    let chance = if hides { chance_runs(points, &x, &y) } else { Vec::new() };
    let mark = mark.map(|mark| {
        let k = mark.ply();
        let cx = x(k) + cw / 2.0;
        let (lx, side) = if cx > x1 - 90.0 {
            (cx + 4.0, "end")
        } else if cx < x0 + 90.0 {
            (cx - 4.0, "start")
        } else {
            (cx, "middle")
        };
        let what = if matches!(mark, Mark::LostGame(_)) { "lost the game" } else { "lost the most chance" };
        let mv = points.get(k).map_or("", |p| p.mv.as_str());
        MarkLine {
            x: cx,
            y1: TOP - 6.0,
            y2: bottom,
            label: Label { x: lx, y: TOP - 10.0, text: format!("{mv} {what}") },
            side,
        }
    });
    let size = crate::layout::clamp(cw, 5.0, 11.0);
    let markers = points
        .iter()
        .filter_map(|p| {
            let class = p.class.filter(|c| c.is_marked())?;
            Some(Marker { x: x(p.ply) + cw / 2.0, y: TOP + size / 2.0 + 1.0, size, ply: p.ply, class })
        })
        .collect();
    let hits = points
        .iter()
        .map(|p| Hit {
            rect: Rect::new(x(p.ply), 0.0, cw.max(0.5), bottom),
            ply: p.ply,
            tip: describe(p, running, hides),
        })
        .collect();
    ReviewChart {
        width: w,
        height: h,
        hides,
        max: m - 1,
        cursor,
        value_text: points.get(cursor).map(|p| describe(p, running, hides)),
        x0,
        column: cw,
        grid,
        x1,
        bars,
        chance,
        ticks: ticks(m, &x, cw, h),
        mark,
        markers,
        cursor_rect: Rect::new(x(cursor), TOP - 3.0, cw.max(2.0), bottom - TOP + 6.0),
        hits,
    }
}

/// The fair player's chance as steps over the bars, in runs where known.
fn chance_runs(points: &[Point], x: &impl Fn(usize) -> f64, y: &impl Fn(f64) -> f64) -> Vec<Vec<Step>> {
    let mut runs: Vec<Vec<Step>> = Vec::new();
    let mut open = false;
    for p in points {
        let Some((won, of)) = p.chance else {
            open = false;
            continue;
        };
        let step = Step { x1: x(p.ply), x2: x(p.ply + 1), y: y(percent(won, of) as f64 / 100.0) };
        match runs.last_mut() {
            Some(run) if open => run.push(step),
            _ => runs.push(vec![step]),
        }
        open = true;
    }
    runs
}

/// Move numbers under the chart, as many as fit.
fn ticks(m: usize, x: &impl Fn(usize) -> f64, cw: f64, h: f64) -> Vec<Label> {
    let room = (m as f64 * cw / 42.0).max(1.0);
    let step = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000]
        .into_iter()
        .find(|&st| (m.saturating_sub(1) / st) as f64 + 1.0 <= room)
        .unwrap_or(5000);
    (0..m).step_by(step).map(|k| Label { x: x(k) + cw / 2.0, y: h - 7.0, text: k.to_string() }).collect()
}

/// What a key does on the focused chart, its cursor on `now` of `0..=last`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChartKey {
    /// The arrows, Page Up/Down (ten), Home and End: the cursor moves here.
    Move(usize),
    /// Enter or Space: show this position.
    Open(usize),
}

/// The chart's keys (`None`: not one of them).
pub fn chart_key(key: &str, now: usize, last: usize) -> Option<ChartKey> {
    Some(ChartKey::Move(match key {
        "ArrowLeft" | "ArrowDown" => now.saturating_sub(1),
        "ArrowRight" | "ArrowUp" => (now + 1).min(last),
        "PageDown" => now.saturating_sub(10),
        "PageUp" => (now + 10).min(last),
        "Home" => 0,
        "End" => last,
        "Enter" | " " => return Some(ChartKey::Open(now)),
        _ => return None,
    }))
}
