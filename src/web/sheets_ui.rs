//! Opening the sheets with what they show: New game (its draft rules are
//! the App's until dealt), How to play, Look, Load, the Woods line,
//! Statistics. Drawing is `sheets.rs`; the controls' actions are routed
//! by `dispatch.rs`.

use super::app::{App, Sheet};
use super::dom;
use super::sheets;
use super::{look, stats_page, store};
use crate::games::Options;
use crate::page::sheets::{new_game_sheet, resume_label, woods_line, NewGame};
use crate::winnable::Date;

/// Closes the open sheet.
pub fn close(app: &mut App) {
    sheets::close_all();
    let was = app.sheet.take();
    app.draft = None;
    if was == Some(Sheet::Review) {
        super::run::send(app, crate::page::Msg::ReviewClosed);
    }
}

/// The App's open sheet and question follow the dialogs as they are: one
/// the browser has closed (Escape, or a sheet's form) is closed for the App
/// at once, though its `close` event comes a task later (a question so
/// closed gets its safe answer). A dialog open again by the time that event
/// comes is a new one, and stays.
pub fn settle(app: &mut App) {
    let open = |id: &str| dom::dialog(id).is_some_and(|d| d.open());
    if app.sheet.is_some_and(|s| !open(s.id())) {
        let was = app.sheet.take();
        app.draft = None;
        if was == Some(Sheet::Review) {
            super::run::send(app, crate::page::Msg::ReviewClosed);
        }
    }
    if app.model.question().is_some() && !open("confirm") {
        super::run::send(app, crate::page::Msg::Dismissed);
    }
}

/// Opens (or redraws) New game, with the draft rules.
pub fn new_game(app: &mut App) {
    let draft = app.draft.clone().unwrap_or_else(|| app.state().options().clone());
    let game = draft.game();
    let layouts = store::layouts(game);
    let layout = if game == app.state().id() { app.model.layout() } else { store::layout(game) };
    let today = Date::from_unix_ms(dom::now_ms()).map(|d| d.to_string()).unwrap_or_default();
    let Some(body) = sheets::body_if_open(Sheet::NewGame).or_else(|| sheets::open(Sheet::NewGame)) else { return };
    sheets::new_game(
        &body,
        &new_game_sheet(&NewGame {
            draft: &draft,
            deal: app.deal_number(),
            layout,
            layouts,
            winnable_only: store::winnable_only(game),
            difficulty: app.model.difficulty_of(game),
            today: &today,
        }),
    );
    app.draft = Some(draft);
    app.sheet = Some(Sheet::NewGame);
}

/// The game picked in New game: its rules as they were last dealt (this
/// game's own) or its defaults.
pub fn pick_game(app: &mut App, key: &str) {
    let Ok(game) = crate::games::GameId::parse(key) else { return };
    let draft = if game == app.state().id() { app.state().options().clone() } else { Options::defaults(game) };
    app.draft = Some(draft);
    new_game(app);
    if let Some(b) = dom::document().query_selector(&format!(".game-card[data-arg='{}']", game.key())).ok().flatten() {
        if let Ok(b) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(b) {
            let _ = b.focus();
        }
    }
}

/// A rule picked in New game (nothing is dealt until the player deals).
pub fn draft_option(app: &mut App, key: &str, value: &str) {
    let mut draft = app.draft.clone().unwrap_or_else(|| app.state().options().clone());
    match draft.set(key, value) {
        Ok(()) => app.draft = Some(draft),
        Err(e) => super::toast::feedback(&e, "error"),
    }
}

pub fn help(app: &mut App) {
    if app.sheet == Some(Sheet::Help) {
        return close(app);
    }
    let Some(body) = sheets::open(Sheet::Help) else { return };
    sheets::help(&body, app.state().id());
    app.sheet = Some(Sheet::Help);
}

pub fn look(app: &mut App) {
    let Some(body) = sheets::open(Sheet::Look) else { return };
    sheets::look(&body, &look::stored());
    app.sheet = Some(Sheet::Look);
}

pub fn load(app: &mut App) {
    let Some(body) = sheets::open(Sheet::Load) else { return };
    sheets::load(&body);
    if let Some(text) = store::get(store::WOODS_TMP) {
        if let Ok(rec) = crate::record::Record::from_json(&text) {
            let b = dom::action_button(&resume_label(&rec), "load-tmp");
            dom::set_attr(&b, "id", "btn-load-tmp");
            let _ = body.append_child(&b);
        }
    }
    app.sheet = Some(Sheet::Load);
}

pub fn woods(app: &mut App) {
    let line = woods_line(app.state());
    let Some(body) = sheets::open(Sheet::Woods) else { return };
    sheets::woods(&body, line);
    app.sheet = Some(Sheet::Woods);
}

pub fn stats(app: &mut App) {
    stats_page::show(app);
}
