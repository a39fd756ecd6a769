//! localStorage: the autosaved game record and display settings. Storage
//! may be missing, full or hold anything: every read is validated, and a
//! failure is reported, never fatal.

use super::dom::window;
use crate::games::GameId;
use crate::record::Record;

/// Key of the autosaved game record (JSON, `Record::to_json`).
pub const AUTOSAVE: &str = "swarm.autosave";

fn storage() -> Option<web_sys::Storage> {
    window().local_storage().ok().flatten()
}

/// A stored value.
pub fn get(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// Stores a value (a full or missing storage is ignored).
pub fn set(key: &str, value: &str) {
    if let Some(s) = storage() {
        let _ = s.set_item(key, value);
    }
}

/// Removes a value.
pub fn remove(key: &str) {
    if let Some(s) = storage() {
        let _ = s.remove_item(key);
    }
}

/// Saves the game in progress.
pub fn autosave(rec: &Record) {
    set(AUTOSAVE, &rec.to_json());
}

/// The autosaved game, if any; `Err` names what is wrong with a corrupt one
/// (which is then removed so it is reported once).
pub fn resume() -> Result<Option<Record>, String> {
    let Some(text) = get(AUTOSAVE) else { return Ok(None) };
    match Record::from_json(&text) {
        Ok(r) => Ok(Some(r)),
        Err(e) => {
            if let Some(s) = storage() {
                let _ = s.remove_item(AUTOSAVE);
            }
            Err(e)
        }
    }
}

/// The layouts a game can be shown in: (key, label). The first is the default.
pub fn layouts(game: GameId) -> &'static [(&'static str, &'static str)] {
    match game {
        GameId::Beeswax => &[("columns", "15 columns"), ("fans3x5", "Fans 3×5"), ("fans4x4", "Fans 4×4")],
        _ => &[("columns", "Columns")],
    }
}

/// The saved layout of `game` (a display setting), or its default: on a
/// phone-sized screen, fans (Beeswax's cards are too small in 15 columns).
pub fn layout(game: GameId) -> String {
    let all = layouts(game);
    let saved = get(&format!("swarm.layout.{}", game.key()));
    let narrow = window().inner_width().ok().and_then(|w| w.as_f64()).is_some_and(|w| w < 600.0);
    match saved {
        Some(s) if all.iter().any(|(k, _)| *k == s) => s,
        _ if narrow && all.iter().any(|(k, _)| *k == "fans3x5") => "fans3x5".to_string(),
        _ => all[0].0.to_string(),
    }
}

pub fn save_layout(game: GameId, layout: &str) {
    set(&format!("swarm.layout.{}", game.key()), layout);
}

/// Key of the game clock: `ID|ELAPSED_MS|WON_MS` for the game `ID`.
const CLOCK: &str = "swarm.clock";

/// Saves the clock of the game `id` (its link without moves).
pub fn save_clock(id: &str, elapsed_ms: f64, won_ms: Option<f64>) {
    let won = won_ms.map(|w| format!("{w:.0}")).unwrap_or_default();
    set(CLOCK, &format!("{id}|{elapsed_ms:.0}|{won}"));
}

/// The saved clock of the game `id`, if it is the one saved: (elapsed, won).
pub fn clock(id: &str) -> Option<(f64, Option<f64>)> {
    let text = get(CLOCK)?;
    let mut parts = text.rsplitn(3, '|');
    let won = parts.next()?;
    let elapsed: f64 = parts.next()?.parse().ok()?;
    if parts.next()? != id || !elapsed.is_finite() || elapsed < 0.0 {
        return None;
    }
    Some((elapsed, won.parse().ok().filter(|w: &f64| w.is_finite())))
}
