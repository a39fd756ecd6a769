//! Statistics in the side panel: the numbers of the game and option set
//! being played, read from localStorage. Games are counted by
//! `stats_panel` (once per session, when won or abandoned after a move).

use super::dom::{self, by_id, text_el};
use super::{storage, App};
use crate::stats::{variant_key, Stats};

/// localStorage key of the statistics.
pub const STATS: &str = "swarm.stats";

/// The stored statistics; a damaged store is reported and replaced.
pub fn load() -> Result<Stats, String> {
    match storage::get(STATS) {
        None => Ok(Stats::default()),
        Some(text) => Stats::from_json(&text).map_err(|e| {
            storage::remove(STATS);
            format!("The statistics could not be read ({e}); they start again.")
        }),
    }
}

/// Forgets every statistic.
pub fn reset() {
    storage::remove(STATS);
}

/// Shows the numbers of the game and option set being played.
pub fn show(app: &App) {
    let Some(list) = by_id("stats") else { return };
    let key = variant_key(app.state().id(), app.state().options());
    let e = load().unwrap_or_default().get(&key);
    let time = |ms: u64| format!("{}:{:02}", ms / 60_000, (ms / 1000) % 60);
    let rows = [
        ("Variant", key.clone()),
        ("Played", e.played.to_string()),
        ("Won", format!("{} ({:.0}%)", e.won, e.win_percent())),
        ("Streak", format!("{} (best {})", e.current_streak, e.best_streak)),
        ("Fewest moves", e.fewest_moves.map_or("–".into(), |m| m.to_string())),
        ("Fastest", e.fastest_ms.map_or("–".into(), time)),
        ("Cheated or assisted", format!("{} played, {} won", e.marked_played, e.marked_won)),
    ];
    dom::clear(&list);
    for (k, v) in rows {
        let _ = list.append_child(&text_el("dt", "", k));
        let _ = list.append_child(&text_el("dd", "", &v));
    }
}
