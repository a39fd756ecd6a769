//! Text typed on the table or in the moves panel's field: a move in the
//! game's notation, or in Spider and Beetle one of Woods' commands
//! (`crate::games::spider::commands`): back up, autosave, deal, save,
//! locate, print a pile, status, the tableau, the command list. Their
//! answers show in the moves panel, which opens for them.

use super::app::App;
use super::toast::feedback;
use super::{actions, files, run};
use crate::page::Msg;
use crate::games::spider::commands::{self, Command};
use crate::games::{GameId, Move};

/// Plays or runs `text`; a mistake is said in one line.
pub fn run(app: &mut App, text: &str) {
    let text = text.trim();
    if text.is_empty() {
        return;
    }
    let woods = matches!(app.state().id(), GameId::Spider | GameId::Beetle);
    if woods {
        if let Some(cmd) = commands::parse(text) {
            return match cmd {
                Ok(c) => command(app, c),
                Err(e) => feedback(&e, "error"),
            };
        }
    }
    match app.state().parse_move(text) {
        Ok(mv) => actions::play(app, mv),
        Err(e) => {
            let more = if woods { " (? lists Woods' commands)" } else { "" };
            feedback(&format!("{e}{more}"), "error");
        }
    }
}

fn command(app: &mut App, c: Command) {
    let state = app.state().clone();
    let out = match c {
        Command::Back(k) => return actions::back(app, k),
        Command::Deal => return actions::play(app, Move::Deal),
        Command::Save => return files::save(app),
        Command::AutoSave(0) => {
            run::send(app, Msg::AutosaveEvery(0));
            "Autosave is off.".to_string()
        }
        Command::AutoSave(k) => {
            run::send(app, Msg::AutosaveEvery(k));
            format!(
                "The game is kept in this browser every {k} move{} (Load offers it back as SPIDER.TMP).",
                if k == 1 { "" } else { "s" }
            )
        }
        Command::Locate(card) => state.as_spider().map(|s| s.locate(card)).unwrap_or_default(),
        Command::Print(n) => {
            state.as_spider().and_then(|s| s.print_pile(n - 1)).unwrap_or_else(|| format!("There is no pile {n}."))
        }
        Command::Status => state.as_spider().map(|s| s.status_report()).unwrap_or_default(),
        Command::Tableau => state.to_text(false),
        Command::Help => commands::help(),
    };
    app.woods_output = out;
    app.panel_open = true;
    feedback("", "");
    actions::render(app);
}
