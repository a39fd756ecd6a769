//! Deal links: the game the page opens with (link, else the autosave, else a
//! random deal), and the address kept in step with the game.

use wasm_bindgen::JsValue;

use super::dom::window;
use super::{random_session, session_from, storage};
use crate::games::GameId;
use crate::history::Session;
use crate::record::{parse_link, Record};

/// The session to start with, and every notice for the player.
pub fn initial_session() -> (Session, Vec<String>) {
    let search = window().location().search().unwrap_or_default();
    let mut notices = Vec::new();
    if !search.trim_start_matches('?').is_empty() {
        let req = parse_link(&search);
        notices.extend(req.problems.iter().map(|p| format!("Link: {p}")));
        if let Some(rec) = req.record {
            match session_from(&rec) {
                Ok((s, err)) => {
                    if let Some(e) = err {
                        notices.push(format!("Link moves stopped at {e}"));
                    }
                    return (s, notices);
                }
                Err(e) => notices.push(format!("Link: {e}")),
            }
        }
        let game = game_param(&search).unwrap_or(GameId::Beeswax);
        let s = random_session(game);
        notices.push(format!("Started a random {} deal instead.", s.state().id().title()));
        return (s, notices);
    }
    match storage::resume() {
        Ok(Some(rec)) => match session_from(&rec) {
            Ok((s, err)) => {
                if let Some(e) = err {
                    notices.push(format!("The saved game stopped at {e}"));
                }
                return (s, notices);
            }
            Err(e) => notices.push(format!("The saved game could not be resumed ({e}); here is a new one.")),
        },
        Ok(None) => {}
        Err(e) => notices.push(format!("The saved game could not be read ({e}); here is a new one.")),
    }
    (random_session(GameId::Beeswax), notices)
}

/// The `game` parameter of a query, when it names a game.
fn game_param(search: &str) -> Option<GameId> {
    let q = search.trim_start_matches('?');
    q.split('&').filter_map(|p| p.split_once('=')).find(|(k, _)| *k == "game").and_then(|(_, v)| GameId::parse(v).ok())
}

/// Keeps the address in step with the game, so a reload or a copied
/// address reproduces it.
pub fn update_url(rec: &Record) {
    let q = format!("?{}", rec.to_query(true));
    if let Ok(h) = window().history() {
        let _ = h.replace_state_with_url(&JsValue::NULL, "", Some(&q));
    }
}

/// The full deal link of a record (with its moves).
pub fn full_link(rec: &Record) -> String {
    let loc = window().location();
    let origin = loc.origin().unwrap_or_default();
    let path = loc.pathname().unwrap_or_default();
    format!("{origin}{path}?{}", rec.to_query(true))
}
