//! The Statistics sheet's contents, from the figures (`crate::stats`):
//! a row per game and rules (the one on the table first), the chart of the
//! one on the table (`stats_chart.rs`), the deal of the day's line and the
//! notes. The shell reads the journal and draws this.

use crate::decimal::fixed;
use crate::games::GameId;
use crate::page::screen::clock_text;
use crate::page::stats::chart::{stats_chart, StatsChart};
use crate::stats::Stats;
use crate::winnable::Date;

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
    /// The variant key: "spider suits=2".
    pub key: String,
    /// "Spider (suits=2)".
    pub title: String,
    /// The variant on the table.
    pub current: bool,
    /// The figures, in the order of `HEADINGS[1..]`.
    pub cells: [String; 9],
}

/// The sheet for `stats`, the table holding a game of `game` whose
/// variant key is `current`, on `today` (the deal of the day's streak is
/// live while its last day won is today or yesterday).
pub fn stats_sheet(stats: &Stats, game: GameId, current: &str, today: Option<Date>) -> StatsSheet {
    let mut keys: Vec<String> = stats.entries.keys().cloned().collect();
    if !keys.iter().any(|k| k == current) {
        keys.push(current.to_string());
    }
    crate::small_sort::sort_by_key(&mut keys, |k| (k != current, k.clone()));
    let rows = keys
        .into_iter()
        .map(|key| {
            let e = stats.get(&key);
            StatsRow {
                title: variant_title(&key),
                current: key == current,
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
                key,
            }
        })
        .collect();
    let daily = stats.daily.get(game.key()).map(|d| {
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
    StatsSheet { rows, chart: stats_chart(stats, current, &variant_title(current)), daily }
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

/// What exporting `n` records as `name` says (`made`: the browser made the file).
pub fn exported(n: usize, name: &str, made: bool) -> String {
    if made {
        format!("Exported {} as {name}.", crate::notation::count(n, "record", "records"))
    } else {
        "This browser cannot make the file.".to_string()
    }
}

/// What importing `name` says: the records added and known already, and
/// the damaged ones named.
pub fn imported(name: &str, added: usize, known: usize, problems: &[String]) -> String {
    let mut msg = format!(
        "Imported {name}: {} added, {known} known already.",
        crate::notation::count(added, "record", "records")
    );
    if !problems.is_empty() {
        msg.push_str(&format!(" {}.", problems.join("; ")));
    }
    msg
}

/// Why the journal cannot be exported or imported into yet: the store
/// refused (`why`), or it is still being read.
pub fn not_read(refused: Option<&str>) -> String {
    match refused {
        Some(why) => format!("The statistics could not be read ({why}): try again later."),
        None => "The statistics are still being read: try again in a moment.".to_string(),
    }
}

/// Said while the journal is being read.
pub const READING: &str = "Reading the statistics…";

/// The figures the sheet shows: the journal's once read (none while it is
/// read again, which would leave out other tabs' games), this tab's own
/// games (`pending`) while the store cannot be read (`refused`), or none
/// yet (`READING`).
pub fn shown(
    journal: &crate::stats::journal::Journal,
    pending: &[crate::stats::record::Record],
    (loaded, loading, refused): (bool, bool, bool),
) -> Option<Stats> {
    use crate::stats::{figures, journal::Journal};
    match (loaded, loading, refused) {
        (true, false, _) => Some(figures::stats(journal)),
        (false, _, true) => {
            let mut mine = Journal::default();
            mine.merge(pending.to_vec());
            Some(figures::stats(&mine))
        }
        _ => None,
    }
}
