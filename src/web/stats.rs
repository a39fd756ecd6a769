//! Statistics on the page: a game is counted once, when it is won or when
//! another game replaces it after at least one move; the panel shows the
//! numbers of the game and option set being played. Kept in localStorage.

use super::dom::{self, by_id, text_el};
use super::{storage, App};
use crate::stats::{variant_key, Outcome, Stats};

/// localStorage keys: the statistics, and the game already counted.
const STATS: &str = "swarm.stats";
const COUNTED: &str = "swarm.counted";

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

/// The identity of the game in progress (its link without moves).
fn game_id(app: &App) -> String {
    app.session.record().to_query(false)
}

/// Whether the game in progress has been counted already (survives reloads).
pub fn is_counted(app: &App) -> bool {
    storage::get(COUNTED).is_some_and(|g| g == game_id(app))
}

/// Counts the game in progress, once: won, or abandoned after a move.
pub fn count(app: &App) {
    let moves = app.session.steps().len();
    let won = app.state().is_won();
    if (moves == 0 && !won) || is_counted(app) {
        return;
    }
    let mut stats = load().unwrap_or_default();
    let key = variant_key(app.state().id(), app.state().options());
    let ms = app.won_ms.unwrap_or_else(|| dom::now_ms() - app.started_ms).max(0.0) as u64;
    stats.record(
        &key,
        Outcome { won, moves: moves as u32, ms, cheated: app.session.cheated, assisted: app.session.assisted },
    );
    storage::set(STATS, &stats.to_json());
    storage::set(COUNTED, &game_id(app));
}

/// A game that arrives already won (a link or a pasted solution) was not
/// played here: it is marked counted without being counted.
pub fn skip_if_won(app: &App) {
    if app.state().is_won() && !is_counted(app) {
        storage::set(COUNTED, &game_id(app));
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
