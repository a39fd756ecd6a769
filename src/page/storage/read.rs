//! What the browser keeps, read: the names it is kept under, the game the
//! page opens with, the game a switch resumes, and the table's layout
//! setting. Storage may be missing, full or hold anything: every read is
//! validated here, natively; the shell (`web/store.rs`) only reads and
//! writes the strings (`Kept`) and carries out the writes decided here.
//!
//! The opening, in order: a link (`?game=…`), unless it is this tab's own
//! game being reloaded; else this tab's game (sessionStorage); else the
//! game played last in any tab, if no other tab has it open (Web Locks);
//! else a new deal. A link that takes the place of a game in progress sets
//! that game aside, to be resumed from a notice: nothing is thrown away
//! unasked.

use crate::games::{AnyGame, GameId, Options};
use crate::history::Session;
use crate::page::input::links::{aside_text, game_param, in_progress, same_game, summary, take_daily};
use crate::page::{session_from, Notice, PrefsMsg, Saved};
use crate::record::{link_options, parse_link, Origin, Record};
use crate::solver::rate::Difficulty;
use crate::view::Layout;

/// The game this tab plays (sessionStorage).
pub const TAB: &str = "swarm.tab";
/// The game played last in any tab (localStorage): a new tab opens it.
pub const LAST: &str = "swarm.last";
/// The first autosave format (one record for every game), still read once.
pub const OLD_AUTOSAVE: &str = "swarm.autosave";
/// Where Woods' `A k` keeps the game (his SPIDER.TMP).
pub const WOODS_TMP: &str = "swarm.woods.tmp";

/// The key of a game's slot: its last game, for switching back and for new tabs.
pub fn slot_key(game: GameId) -> String {
    format!("swarm.game.{}", game.key())
}

/// The key of a game's setting `what` (`layout`, `winnable`, `difficulty`, `coach`).
pub fn setting_key(what: &str, game: GameId) -> String {
    format!("swarm.{what}.{}", game.key())
}

/// A game set aside when a link took its slot.
pub fn aside_key(game: GameId) -> String {
    format!("swarm.aside.{}", game.key())
}

/// The Web Lock name of a game instance (held by the tab that plays it).
pub fn game_lock(id: &str) -> String {
    format!("swarm.game.{id}")
}

/// What the browser keeps, as the shell reads it.
pub trait Kept {
    /// A value from localStorage.
    fn get(&self, key: &str) -> Option<String>;
    /// Another tab held the lock `name` when this one started.
    fn held_elsewhere(&self, name: &str) -> bool;
    /// A fresh random game id (a kept game without a usable one gets it).
    fn fresh_id(&self) -> String;
    /// A fresh random deal number.
    fn random_deal(&self) -> u32;

    /// The kept game under `key`; `Err` names what is wrong with a damaged one.
    fn load(&self, key: &str) -> Result<Option<Saved>, String> {
        match self.get(key) {
            None => Ok(None),
            Some(t) => Saved::from_json(&t, || self.fresh_id()).map(Some),
        }
    }
}

/// How the page starts.
#[derive(Debug)]
pub struct Opening {
    pub session: Session,
    /// The kept game resumed (its id, clock and count come back).
    pub saved: Option<Saved>,
    pub notices: Vec<Notice>,
    /// A line for the feedback: what the link opened.
    pub said: Option<String>,
    /// A link asked for the deal of the day: (its game and rules, date).
    pub daily: Option<(Options, String)>,
    /// A game in progress a link set aside: its key and text, to write,
    /// and the notice to show once it is written.
    pub aside: Option<(String, String, Notice)>,
    /// The game in progress that `aside` pushes out of the set-aside place
    /// (one game of each kind is kept there): once `aside` is written, the
    /// page counts it as left, as New counts a game left (`GameMsg::CountLeft`).
    pub left: Option<Saved>,
    /// The old single autosave was read: it goes.
    pub old_read: bool,
}

impl Opening {
    fn of(session: Session, saved: Option<Saved>, notices: Vec<Notice>) -> Opening {
        Opening { session, saved, notices, said: None, daily: None, aside: None, left: None, old_read: false }
    }
}

/// The game the page opens with for `query` (the address's, without `?`)
/// and `tab` (this tab's kept game, as text), and everything to tell the player.
pub fn opening(query: &str, tab: Option<&str>, kept: &impl Kept) -> Opening {
    let tab = tab.and_then(|t| Saved::from_json(t, || kept.fresh_id()).ok()).map(|t| unshared(kept, t));
    let mut notices = Vec::new();
    if query.is_empty() {
        let game = kept.get(LAST).and_then(|g| GameId::parse(&g).ok()).unwrap_or(GameId::Beeswax);
        let mut o = resume_or_new(kept, tab, &mut notices, game);
        o.notices.extend(notices);
        return o;
    }
    let (query, daily) = take_daily(query);
    match daily {
        Some(Ok(d)) => {
            // The worker finds the day's deal; until then the tab's game
            // (or a new one) shows. A reload of the day's game itself resumes it.
            let game = game_param(&query).unwrap_or(GameId::Spider);
            let (options, problems) = link_options(game, &query);
            notices.extend(problems.iter().map(|p| Notice::text(format!("Link: {p}"))));
            let tab = tab.filter(|t| t.record.game == game);
            let mut o = resume_or_new(kept, tab, &mut notices, game);
            let its_own = |s: &Saved| s.daily.as_deref() == Some(d.as_str()) && s.record.options == options;
            if !o.saved.as_ref().is_some_and(its_own) {
                o.daily = Some((options, d));
            }
            o.notices.extend(notices);
            return o;
        }
        Some(Err(e)) => notices.push(Notice::text(format!("Link: {e}"))),
        None => {}
    }
    let req = parse_link(&query);
    notices.extend(req.problems.iter().map(|p| Notice::text(format!("Link: {p}"))));
    if let Some(rec) = req.record {
        // This tab's own game, reloaded: it resumes as it was.
        if let Some(s) = tab.as_ref().filter(|s| same_game(&s.record, &rec)) {
            if let Ok((session, _)) = session_from(&s.record) {
                return Opening::of(session, Some(s.clone()), notices);
            }
        }
        match session_from(&rec) {
            Ok((session, err)) => {
                if let Some(e) = err {
                    notices.push(Notice::text(format!("Link moves stopped at {e}")));
                }
                let said = Some(summary(&rec, &session));
                let (aside, left) = match set_aside(kept, &rec) {
                    Some((aside, left)) => (Some(aside), left),
                    None => (None, None),
                };
                return Opening { said, aside, left, ..Opening::of(session, None, notices) };
            }
            Err(e) => notices.push(Notice::text(format!("Link: {e}"))),
        }
    }
    let game = game_param(&query).unwrap_or(GameId::Beeswax);
    let s = random_session(game, kept.random_deal());
    notices.push(Notice::text(format!("Started a random {} deal instead.", s.state().id().title())));
    Opening::of(s, None, notices)
}

/// This tab's game `t` as this tab's own: when another live tab holds its
/// id's lock, this tab is a copy ("Duplicate tab" copies sessionStorage)
/// and its game takes a new id, so each tab's game is counted.
fn unshared(kept: &impl Kept, mut t: Saved) -> Saved {
    if kept.held_elsewhere(&game_lock(&t.id)) {
        t.id = kept.fresh_id();
    }
    t
}

/// This tab's game; else the last game of `game`'s slot, unless another
/// tab plays it; else a new deal (the old single autosave is read once).
fn resume_or_new(kept: &impl Kept, tab: Option<Saved>, notices: &mut Vec<Notice>, game: GameId) -> Opening {
    let mut candidates = Vec::new();
    if let Some(t) = tab {
        candidates.push(t);
    }
    match kept.load(&slot_key(game)) {
        Ok(Some(s)) if !kept.held_elsewhere(&game_lock(&s.id)) => candidates.push(s),
        Ok(_) => {}
        Err(e) => notices.push(Notice::text(format!("The saved {} game could not be read ({e}).", game.title()))),
    }
    let mut old_read = false;
    if let Ok(Some(old)) = kept.load(OLD_AUTOSAVE) {
        old_read = true;
        candidates.push(old);
    }
    for s in candidates {
        match session_from(&s.record) {
            Ok((session, err)) => {
                if let Some(e) = err {
                    notices.push(Notice::text(format!("The saved game stopped at {e}")));
                }
                return Opening { old_read, ..Opening::of(session, Some(s), Vec::new()) };
            }
            Err(e) => {
                notices.push(Notice::text(format!("The saved game could not be resumed ({e}); here is a new one.")))
            }
        }
    }
    Opening { old_read, ..Opening::of(random_session(game, kept.random_deal()), None, Vec::new()) }
}

/// A link that replaces the game in progress in its game's slot keeps that
/// game aside, and a notice offers it back; and the game in progress that
/// was set aside before, if another, is pushed out (to be counted as left).
fn set_aside(kept: &impl Kept, rec: &Record) -> Option<((String, String, Notice), Option<Saved>)> {
    let s = kept.load(&slot_key(rec.game)).ok()??;
    if !in_progress(&s) || same_game(&s.record, rec) || kept.held_elsewhere(&game_lock(&s.id)) {
        return None;
    }
    let key = aside_key(rec.game);
    let left = kept
        .load(&key)
        .ok()
        .flatten()
        .filter(|old| old.id != s.id && in_progress(old) && !kept.held_elsewhere(&game_lock(&old.id)));
    let notice = Notice::with(aside_text(&s), "Resume it", &format!("resume-aside:{}", rec.game.key()));
    Some(((key, s.to_json(), notice), left))
}

/// Deal `n` of `game` with its default rules.
pub fn random_session(game: GameId, n: u32) -> Session {
    match AnyGame::deal(game, &Options::defaults(game), n) {
        Ok(g) => Session::new(Origin::Deal(n), g),
        Err(_) => Session::new(Origin::Deal(n), AnyGame::Beeswax(crate::games::beeswax::Beeswax::deal(n))),
    }
}

/// The kept game a switch to `game` resumes: its slot's, when it has moves
/// and no other tab plays it.
pub fn switch_kept(kept: &impl Kept, game: GameId) -> Option<Saved> {
    match kept.load(&slot_key(game)) {
        Ok(Some(s)) if !s.record.moves.is_empty() && !kept.held_elsewhere(&game_lock(&s.id)) => Some(s),
        _ => None,
    }
}

/// The layouts a game can be shown in, with their labels; the first is the default.
pub fn layouts(game: GameId) -> &'static [(Layout, &'static str)] {
    match game {
        GameId::Beeswax => &[
            (Layout::Columns, "15 columns"),
            (Layout::Fans5x3, "Fans 5×3"),
            (Layout::Fans3x5, "Fans 3×5"),
            (Layout::Fans4x4, "Fans 4×4"),
        ],
        _ => &[(Layout::Columns, "Columns")],
    }
}

/// `game`'s layout from its kept setting (`saved`), or its default: on a
/// `narrow` screen (under 600 px) Beeswax's fans in five rows of three
/// (the largest cards a phone held upright shows them at).
pub fn layout(game: GameId, saved: Option<&str>, narrow: bool) -> Layout {
    let all = layouts(game);
    let offered = |l: Layout| all.iter().any(|(k, _)| *k == l);
    match saved.and_then(Layout::parse) {
        Some(l) if offered(l) => l,
        _ if narrow && offered(Layout::Fans5x3) => Layout::Fans5x3,
        _ => all[0].0,
    }
}

/// `game`'s layout as kept (its default on a `narrow` screen).
pub fn kept_layout(kept: &impl Kept, game: GameId, narrow: bool) -> Layout {
    layout(game, kept.get(&setting_key("layout", game)).as_deref(), narrow)
}

/// The settings kept for every game, as the messages that set them at
/// start (`game`: the one on the table; a `narrow` screen's default layouts).
pub fn settings(kept: &impl Kept, game: GameId, narrow: bool) -> Vec<PrefsMsg> {
    let mut out = Vec::new();
    for g in GameId::ALL {
        out.push(PrefsMsg::Layout(g, kept_layout(kept, g, narrow)));
        let want = kept.get(&setting_key("difficulty", g)).and_then(|w| Difficulty::parse(&w));
        // Before "winnable deals only": a difficulty is what the search ahead looks for.
        if g == game || want.is_some() {
            out.push(PrefsMsg::Difficulty(g, want));
        }
        if kept.get(&setting_key("winnable", g)).as_deref() == Some("1") {
            out.push(PrefsMsg::WinnableOnly(g, true));
        }
        if kept.get(&setting_key("coach", g)).as_deref() == Some("1") {
            out.push(PrefsMsg::Coach(g, true));
        }
    }
    out
}
