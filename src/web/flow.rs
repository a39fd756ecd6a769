//! Moving between games: New, a deal number, another game, a game set
//! aside, and the answers to the questions that guard them. Leaving a
//! game the player has moves in asks first (it counts as lost); switching
//! to another game keeps this one in its game's slot, to come back to.

use super::app::{App, Leave, Pending};
use super::store;
use super::toast::feedback;
use super::{actions, assist, dialog, sheets, stats_page};
use crate::games::{AnyGame, GameId, Options};
use crate::history::Session;
use crate::record::Origin;

/// The player answered the question on screen.
pub fn answer(app: &mut App, yes: bool) {
    let Some(c) = app.confirm.take() else {
        dialog::close();
        return;
    };
    dialog::close();
    if !yes {
        return;
    }
    if c.at != app.generation && !matches!(c.action, Pending::ResetStats) {
        // The game changed under the question: it no longer means what it said.
        feedback("The game changed, so nothing was done: ask again.", "info");
        return;
    }
    match c.action {
        Pending::Undo { step } if step == app.session.steps().len() => actions::undo_now(app, true),
        Pending::Undo { .. } => feedback("The game changed, so nothing was undone: ask again.", "info"),
        Pending::Restart => actions::restart_now(app, true),
        Pending::Analyze | Pending::ShowSolution => assist::solve_now(app),
        Pending::Leave(to) => leave_now(app, *to),
        Pending::ResetStats => stats_page::reset(app),
    }
}

/// Replaces the game on the table by another. A game in progress (moves
/// of the player's, not won, not counted) asks first: leaving counts it lost.
pub fn replace(app: &mut App, to: Leave) {
    if app.in_progress() {
        let n = app.session.steps().len();
        let msg = format!(
            "Leave this game? It has {n} move{} and will count as lost in your statistics.",
            if n == 1 { "" } else { "s" }
        );
        return dialog::ask(app, Pending::Leave(Box::new(to)), &msg, "Leave it");
    }
    leave_now(app, to);
}

fn leave_now(app: &mut App, to: Leave) {
    match to {
        Leave::Back(k) => actions::back_now(app, k),
        Leave::Start(session, msg) => {
            stats_page::leave(app);
            actions::start(app, session, super::store::new_game_id());
            if !msg.is_empty() {
                feedback(&msg, "info");
            }
        }
        Leave::Random(options) => {
            stats_page::leave(app);
            let n = crate::deal::random_deal_number();
            match AnyGame::deal(options.game(), &options, n) {
                Ok(g) => actions::start(app, Session::new(Origin::Deal(n), g), super::store::new_game_id()),
                Err(e) => feedback(&e, "error"),
            }
        }
        Leave::Winnable(options) => {
            stats_page::leave(app);
            assist::winnable(app, options);
        }
        Leave::Daily(session, date, msg) => {
            stats_page::leave(app);
            actions::start(app, session, super::store::new_game_id());
            app.daily = Some(date);
            actions::changed(app);
            feedback(&msg, "info");
        }
        Leave::Resume(saved) => {
            stats_page::leave(app);
            if let Err(e) = actions::resume(app, *saved) {
                feedback(&format!("That game could not be resumed ({e})."), "error");
            }
        }
    }
}

/// New (the bar's button, N): a new deal of this game with its rules.
pub fn new_game(app: &mut App) {
    let options = app.state().options().clone();
    new_with(app, options);
}

/// A new deal with `options`: a random number, or with "winnable deals
/// only" one the solver has won (searched in the worker).
pub fn new_with(app: &mut App, options: Options) {
    if store::winnable_only(options.game()) {
        return replace(app, Leave::Winnable(options));
    }
    replace(app, Leave::Random(options));
}

/// Deal `number` with `options` (the New game sheet's "Play this deal").
/// Dealing the game's own deal again keeps its marks: what Solve or a
/// hint showed is still known, so a win of the same deal stays assisted.
pub fn new_deal(app: &mut App, options: Options, number: u32) -> Result<(), String> {
    let g = AnyGame::deal(options.game(), &options, number)?;
    let mut s = Session::new(Origin::Deal(number), g);
    if app.session.origin == s.origin && app.state().options() == &options {
        s.cheated = app.session.cheated;
        s.assisted = app.session.assisted;
    }
    replace(app, Leave::Start(s, String::new()));
    Ok(())
}

/// Switching to another game's slot: its last game, when it is there
/// and not open in another tab, else a new deal of it.
pub fn switch_to(app: &mut App, game: GameId) {
    if game == app.state().id() {
        return;
    }
    super::persist::save(app);
    match store::load(&store::slot_key(game)) {
        Ok(Some(s)) if !s.record.moves.is_empty() && !app.store.held_elsewhere(&store::game_lock(&s.id)) => {
            if let Err(e) = actions::resume(app, s) {
                feedback(&format!("The saved {} game could not be resumed ({e}).", game.title()), "error");
            }
        }
        _ => {
            let n = crate::deal::random_deal_number();
            if let Ok(g) = AnyGame::deal(game, &Options::defaults(game), n) {
                actions::start(app, Session::new(Origin::Deal(n), g), super::store::new_game_id());
            }
        }
    }
    sheets::close_all();
    app.sheet = None;
}

/// Resumes the game a link set aside (from its notice).
pub fn resume_aside(app: &mut App, game: &str) {
    let Ok(game) = GameId::parse(game) else { return };
    let key = store::aside_key(game);
    app.notices.retain(|n| n.action.as_ref().is_none_or(|(_, a)| !a.starts_with("resume-aside:")));
    super::toast::notices(&app.notices);
    match store::load(&key) {
        Ok(Some(saved)) => {
            store::remove(&key);
            replace(app, Leave::Resume(Box::new(saved)));
        }
        Ok(None) => feedback("That game is no longer kept.", "info"),
        Err(e) => feedback(&format!("That game could not be read ({e})."), "error"),
    }
}

/// The deal of the day of `game` on `date`: its game if it is in its
/// slot already (resumed), else the worker finds the day's deal.
pub fn daily(app: &mut App, game: crate::games::GameId, date: &str) {
    if app.daily.as_deref() == Some(date) && app.state().id() == game {
        return feedback(&format!("This is the deal of the day ({date})."), "info");
    }
    if let Ok(Some(s)) = store::load(&store::slot_key(game)) {
        if s.daily.as_deref() == Some(date) {
            return replace(app, Leave::Resume(Box::new(s)));
        }
    }
    assist::ask_daily(app, game, date);
}

/// The worker found the deal of the day: it starts (a game in progress asks first).
pub fn daily_found(app: &mut App, deal: Option<u32>, game: crate::games::GameId, date: String) {
    let Some(n) = deal else {
        return feedback("The deal of the day could not be found.", "error");
    };
    let options = Options::defaults(game);
    let Ok(g) = AnyGame::deal(game, &options, n) else { return };
    let session = Session::new(Origin::Deal(n), g);
    let msg = format!(
        "The deal of the day ({date}): {} deal {n}, {}.",
        game.title(),
        if crate::solver::hides_cards(session.state()) {
            "a win exists with every card known"
        } else {
            "winnable (proven)"
        }
    );
    replace(app, Leave::Daily(session, date, msg));
}
