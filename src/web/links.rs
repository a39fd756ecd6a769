//! The game the page opens with, and the address kept in step with it.
//!
//! In order: a link (`?game=…`), unless it is this tab's own game being
//! reloaded; else this tab's game (sessionStorage); else the game played
//! last in any tab, if no other tab has it open (Web Locks); else a new
//! deal. A link that takes the place of a game in progress sets that game
//! aside, to be resumed from a notice: nothing is thrown away unasked.

use wasm_bindgen::JsValue;

use super::dom::window;
use super::store::{self, Saved, Store};
use super::toast::Notice;
use crate::games::{AnyGame, GameId, Options};
use crate::history::Session;
use crate::page::links::{aside_text, game_param, in_progress, same_game, summary, take_daily};
use crate::record::{parse_link, Origin, Record};

/// How the page starts.
pub struct Opening {
    pub session: Session,
    /// The saved game resumed (its id, clock and count come back).
    pub saved: Option<Saved>,
    pub notices: Vec<Notice>,
    /// A line for the feedback: what the link opened.
    pub said: Option<String>,
    /// A link asked for the deal of the day: (game, options, date).
    pub daily: Option<(GameId, String)>,
}

/// The session the page starts with, and everything to tell the player.
pub fn opening(store: &mut Store) -> Opening {
    let search = window().location().search().unwrap_or_default();
    let tab = store::tab_get(store::TAB).and_then(|t| Saved::from_json(&t, store::new_game_id).ok());
    let mut notices = Vec::new();
    let query = search.trim_start_matches('?');
    if !query.is_empty() {
        let (query, daily) = take_daily(query);
        if let Some(daily) = daily {
            match daily {
                Ok(d) => {
                    // The worker finds the day's deal; until then the tab's
                    // game (or a new one) shows.
                    let game = game_param(&query).unwrap_or(GameId::Spider);
                    let tab = tab.filter(|t| t.record.game == game);
                    let mut o = resume_or_new(store, tab, &mut notices, game);
                    // A reload of the day's game itself resumes it.
                    if o.saved.as_ref().is_some_and(|s| s.daily.as_deref() == Some(d.as_str()) && s.record.game == game)
                    {
                        o.notices.extend(notices);
                        return o;
                    }
                    o.daily = Some((game, d));
                    o.notices.extend(notices);
                    return o;
                }
                Err(e) => notices.push(Notice::text(format!("Link: {e}"))),
            }
        }
        let req = parse_link(&query);
        notices.extend(req.problems.iter().map(|p| Notice::text(format!("Link: {p}"))));
        if let Some(rec) = req.record {
            // This tab's own game, reloaded: it resumes as it was.
            if let Some(s) = tab.as_ref().filter(|s| same_game(&s.record, &rec)) {
                if let Ok((session, _)) = session_from(&s.record) {
                    return Opening { session, saved: Some(s.clone()), notices, said: None, daily: None };
                }
            }
            match session_from(&rec) {
                Ok((session, err)) => {
                    if let Some(e) = err {
                        notices.push(Notice::text(format!("Link moves stopped at {e}")));
                    }
                    set_aside(store, &rec, &mut notices);
                    let said = summary(&rec, &session);
                    return Opening { session, saved: None, notices, said: Some(said), daily: None };
                }
                Err(e) => notices.push(Notice::text(format!("Link: {e}"))),
            }
        }
        let game = game_param(&query).unwrap_or(GameId::Beeswax);
        let s = random_session(game);
        notices.push(Notice::text(format!("Started a random {} deal instead.", s.state().id().title())));
        return Opening { session: s, saved: None, notices, said: None, daily: None };
    }
    let game = store::get(store::LAST).and_then(|g| GameId::parse(&g).ok()).unwrap_or(GameId::Beeswax);
    let mut o = resume_or_new(store, tab, &mut notices, game);
    o.notices.extend(notices);
    o
}

/// This tab's game; else the last game of `game`'s slot, unless another
/// tab plays it; else a new deal (the old single autosave is read once).
fn resume_or_new(store: &mut Store, tab: Option<Saved>, notices: &mut Vec<Notice>, game: GameId) -> Opening {
    let mut candidates = Vec::new();
    if let Some(t) = tab {
        candidates.push(t);
    }
    match store::load(&store::slot_key(game)) {
        Ok(Some(s)) if !store.held_elsewhere(&store::game_lock(&s.id)) => candidates.push(s),
        Ok(_) => {}
        Err(e) => notices.push(Notice::text(format!("The saved {} game could not be read ({e}).", game.title()))),
    }
    if let Ok(Some(old)) = store::load(store::OLD_AUTOSAVE) {
        store::remove(store::OLD_AUTOSAVE);
        candidates.push(old);
    }
    for s in candidates {
        match session_from(&s.record) {
            Ok((session, err)) => {
                if let Some(e) = err {
                    notices.push(Notice::text(format!("The saved game stopped at {e}")));
                }
                return Opening { session, saved: Some(s), notices: Vec::new(), said: None, daily: None };
            }
            Err(e) => {
                notices.push(Notice::text(format!("The saved game could not be resumed ({e}); here is a new one.")))
            }
        }
    }
    Opening { session: random_session(game), saved: None, notices: Vec::new(), said: None, daily: None }
}

/// A link that replaces the game in progress in its game's slot keeps that
/// game aside, and a notice offers it back.
fn set_aside(store: &mut Store, rec: &Record, notices: &mut Vec<Notice>) {
    let Ok(Some(s)) = store::load(&store::slot_key(rec.game)) else { return };
    if !in_progress(&s) || same_game(&s.record, rec) || store.held_elsewhere(&store::game_lock(&s.id)) {
        return;
    }
    if store.set(&store::aside_key(rec.game), &s.to_json()) {
        notices.push(Notice::with(aside_text(&s), "Resume it", &format!("resume-aside:{}", rec.game.key())));
    }
}

pub use crate::page::session_from;

/// A fresh random deal of `game`.
pub fn random_session(game: GameId) -> Session {
    let n = crate::deal::random_deal_number();
    match AnyGame::deal(game, &Options::defaults(game), n) {
        Ok(g) => Session::new(Origin::Deal(n), g),
        Err(_) => Session::new(Origin::Deal(n), AnyGame::Beeswax(crate::games::beeswax::Beeswax::deal(n))),
    }
}

/// Keeps the address in step with the game, so a reload or a copied
/// address reproduces it.
pub fn update_url(q: &str) {
    let q = format!("?{q}");
    if window().location().search().ok().as_deref() == Some(q.as_str()) {
        return;
    }
    if let Ok(h) = window().history() {
        let _ = h.replace_state_with_url(&JsValue::NULL, "", Some(&q));
    }
}

/// The full link of a game.
pub fn full_link(q: &str) -> String {
    let loc = window().location();
    let origin = loc.origin().unwrap_or_default();
    let path = loc.pathname().unwrap_or_default();
    format!("{origin}{path}?{q}")
}
