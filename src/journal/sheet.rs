//! The Statistics sheet's contents, from the figures (`crate::stats`):
//! a row per game and rules (the one on the table first), the chart of the
//! one on the table (`stats_chart.rs`), the deal of the day's line and the
//! notes. The shell reads the journal and draws this.

use super::chart::{chart_of, StatsChart};
use crate::decimal::clock_text;
use crate::decimal::fixed;
use crate::games::GameId;
use crate::journal::Tally;
use crate::stats::{Daily, Entry, Recent, Stats};
use crate::winnable::Date;

pub use crate::journal::words::{exported, grouped, imported, not_read, shown};

/// The statistics table's columns.
pub const HEADINGS: [&str; 10] = [
    "Game",
    "Played",
    "Won",
    "Win %",
    "Streak",
    "Best streak",
    "Fewest moves",
    "Fastest",
    "Hints",
    "Cheated or assisted",
];

/// How a game is counted, said under the figures.
pub const HOW_COUNTED: &str = "A game counts once it has a move and is won, or left unfinished for another. \
     Games marked cheated (an undo that takes back a seen card) or assisted (Solve, Autoplay) are \
     counted apart and touch neither the streaks nor the bests; a game with hints gives no best.";

/// Said while some games wait for a store that refused them.
pub const NOT_STORED: &str = "Some games are not stored yet: the browser refused the write. \
     They are kept in this tab and stored as soon as it works.";

/// The sheet.
#[derive(Clone, Debug, PartialEq)]
pub struct StatsSheet {
    /// The table's rows, the variant on the table first.
    pub rows: Vec<StatsRow>,
    /// The chart of the variant on the table.
    pub chart: StatsChart,
    /// The deal of the day's line for the game on the table, once one was played.
    pub daily: Option<String>,
}

/// One game and rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatsRow {
    /// The variant key: "spider suits=2" (empty in the row of the other rules).
    pub key: String,
    /// "Spider (suits=2)".
    pub title: String,
    /// The variant on the table.
    pub current: bool,
    /// The figures, in the order of `HEADINGS[1..]`.
    pub cells: [String; 9],
}

/// Rows of rule sets shown, the one on the table among them; the rest are
/// summed in one more row (`other_rules`).
pub const ROWS: usize = 12;

/// The sheet for `stats`, the table holding a game of `game` whose
/// variant key is `current`, on `today` (the deal of the day's streak is
/// live while its last day won is today or yesterday). The rules on the
/// table first, then the most played ([`ROWS`] rows in all) by key; any others
/// are summed in a last row.
pub fn stats_sheet(stats: &Stats, game: GameId, current: &str, today: Option<Date>) -> StatsSheet {
    let figures = Figures {
        entries: Box::new(stats.entries.iter().map(|(k, e)| (k.as_str(), e))),
        recent: stats.recent.iter().filter(|r| r.key == current).collect(),
        daily: stats.daily_of(game.key()).cloned(),
    };
    sheet_of(figures, game, current, today)
}

/// The sheet of the figures the journal `t` shows (as [`stats_sheet`] of
/// `Tally::shown`), the table holding a game of `game` whose rules are
/// `current`. Once the journal is read, the kept figures are read as they
/// are, none copied: drawing it costs a pass over the rule sets, not a
/// copy of each one's figures and last games (16 ms natively at 20,000
/// rule sets, 0.9 now: `examples/journal_bench.rs`).
pub fn of_tally(t: &Tally, game: GameId, current: &str, today: Option<Date>) -> Option<StatsSheet> {
    if let Some(f) = t.whole() {
        let figures =
            Figures { entries: Box::new(f.entries()), recent: f.recent(current).collect(), daily: f.daily(game.key()) };
        return Some(sheet_of(figures, game, current, today));
    }
    t.shown().map(|s| stats_sheet(&s, game, current, today))
}

/// What the sheet reads of the figures: every rule set's (by key), the
/// last games of the one on the table, the deal of the day's of its game.
pub struct Figures<'a> {
    pub entries: Box<dyn Iterator<Item = (&'a str, &'a Entry)> + 'a>,
    pub recent: Vec<&'a Recent>,
    pub daily: Option<Daily>,
}

/// The sheet of these figures (as [`stats_sheet`]): the rule sets are
/// read once, none copied.
pub fn sheet_of(figures: Figures<'_>, game: GameId, current: &str, today: Option<Date>) -> StatsSheet {
    let games = |e: &Entry| u64::from(e.played) + u64::from(e.marked_played);
    // The most played (the first by key of equals), one pass.
    let mut top: Vec<(&str, &Entry)> = Vec::new();
    let mut rest = (0, Entry::default());
    let mut this = Entry::default();
    for (k, e) in figures.entries {
        if k == current {
            this = e.clone();
            continue;
        }
        let at = top.iter().position(|(_, x)| games(x) < games(e)).unwrap_or(top.len());
        top.insert(at, (k, e));
        if top.len() >= ROWS {
            if let Some((_, out)) = top.pop() {
                rest.0 += 1;
                rest.1.add_counts(out);
            }
        }
    }
    crate::small_sort::sort_by_key(&mut top, |(k, _)| *k);
    let mut rows: Vec<StatsRow> =
        std::iter::once((current, &this)).chain(top).map(|(k, e)| row(k, k == current, e)).collect();
    if rest.0 > 0 {
        // Streaks and bests of different rules do not add up.
        let mut other = row("", false, &rest.1);
        other.title = other_rules(rest.0);
        other.cells[3..7].iter_mut().for_each(|c| *c = "—".into());
        rows.push(other);
    }
    let daily = figures.daily.map(|d| {
        let streak = today.map_or(0, |t| d.live_streak(t));
        format!(
            "Deal of the day ({}): {} day{} played, {} won; {} day{} in a row (best {}).",
            game.title(),
            d.days,
            if d.days == 1 { "" } else { "s" },
            d.won,
            streak,
            if streak == 1 { "" } else { "s" },
            d.best_streak
        )
    });
    StatsSheet { rows, chart: chart_of(figures.recent, &variant_title(current)), daily }
}

/// The row of one rule set.
fn row(key: &str, current: bool, e: &Entry) -> StatsRow {
    StatsRow {
        key: key.to_string(),
        title: variant_title(key),
        current,
        cells: [
            e.played.to_string(),
            e.won.to_string(),
            format!("{}%", fixed(e.win_percent(), 0)),
            e.current_streak.to_string(),
            e.best_streak.to_string(),
            e.fewest_moves.map_or("—".into(), |m| m.to_string()),
            e.fastest_ms.map_or("—".into(), |ms| clock_text(ms as f64)),
            e.hints.to_string(),
            format!("{} played, {} won", e.marked_played, e.marked_won),
        ],
    }
}

/// The title of the row that sums `n` rule sets not shown on their own.
pub fn other_rules(n: usize) -> String {
    format!("Other rules ({})", crate::notation::count(n, "rule set", "rule sets"))
}

/// "Spider (suits=2)" from a variant key "spider suits=2".
pub fn variant_title(key: &str) -> String {
    let (game, rest) = key.split_once(' ').unwrap_or((key, ""));
    let title = GameId::parse(game).map(|g| g.title().to_string()).unwrap_or_else(|_| game.to_string());
    if rest.is_empty() {
        title
    } else {
        format!("{title} ({})", rest.replace(' ', ", "))
    }
}

/// Said while the journal is being read.
pub const READING: &str = "Reading the statistics…";
