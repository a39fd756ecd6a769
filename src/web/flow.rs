//! Moving between games, the shell's side: what only the browser knows
//! (a game's slot in storage, the tabs holding games, today's date) is
//! read here and handed to the model as a message.

use super::app::App;
use super::run::send;
use super::store;
use crate::games::{GameId, Options};
use crate::page::{GameMsg, Msg, Saved};

/// A deal from the New game sheet (`number`: the one typed), with the
/// draft game's slot (resumed first when it is another game).
pub fn deal_draft(app: &mut App, number: Option<String>) {
    let slot = crate::page::storage::read::switch_kept(&app.store, app.screen().draft.game());
    send(app, Msg::Game(GameMsg::DealDraft(number, slot.map(Box::new))));
}

/// Resumes the game a link set aside (from its notice).
pub fn resume_aside(app: &mut App, game: GameId) {
    let kept = store::load(&store::aside_key(game)).map(|s| s.map(Box::new));
    send(app, Msg::Game(GameMsg::ResumeAside(game, kept)));
}

/// The deal of the day of `options`' game and rules on `date`: the game in
/// its slot if it is that deal, else the worker finds the day's deal.
pub fn daily(app: &mut App, options: Options, date: &str) {
    let kept: Option<Saved> = store::load(&store::slot_key(options.game())).ok().flatten();
    send(app, Msg::Game(GameMsg::Daily(options, date.to_string(), kept.map(Box::new))));
}
