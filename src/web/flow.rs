//! Moving between games, the shell's side: what only the browser knows
//! (a game's slot in storage, the tabs holding games, today's date) is
//! read here and handed to the model as a message.

use super::app::App;
use super::run::send;
use super::store;
use super::toast::feedback;
use crate::games::{GameId, Options};
use crate::page::{Msg, Saved};

/// Switching to another game's slot: its last game, when it is there and
/// not open in another tab, else a new deal of it.
pub fn switch_to(app: &mut App, game: GameId) {
    if game == app.state().id() {
        return;
    }
    super::persist::save(app);
    let kept = crate::page::kept::switch_kept(&app.store, game);
    send(app, Msg::Switch(Options::defaults(game), kept.map(Box::new)));
    send(app, Msg::CloseSheet);
}

/// Resumes the game a link set aside (from its notice).
pub fn resume_aside(app: &mut App, game: GameId) {
    let key = store::aside_key(game);
    send(app, Msg::Unnotice("resume-aside:".into()));
    match store::load(&key) {
        Ok(Some(saved)) => {
            store::remove(&key);
            send(app, Msg::Resume(Box::new(saved)));
        }
        Ok(None) => feedback("That game is no longer kept.", "info"),
        Err(e) => feedback(&format!("That game could not be read ({e})."), "error"),
    }
}

/// The deal of the day of `options`' game and rules on `date`: the game in
/// its slot if it is that deal, else the worker finds the day's deal.
pub fn daily(app: &mut App, options: Options, date: &str) {
    let kept: Option<Saved> = store::load(&store::slot_key(options.game())).ok().flatten();
    send(app, Msg::Daily(options, date.to_string(), kept.map(Box::new)));
}
