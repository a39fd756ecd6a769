//! Text typed on the table or in the moves panel's field, read: a move in
//! the game's notation, or in Spider and Beetle one of Woods' commands
//! (`crate::games::spider::commands`). What each command shows in the
//! moves panel is worded here; the shell does what it says.

use crate::games::spider::commands::{self, Command};
use crate::games::{AnyGame, GameId, Move};

/// What typed text asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Typed {
    /// Play this move.
    Play(Move),
    /// Back up `k` moves (Woods' `-k`).
    Back(usize),
    /// Save the game as a file.
    Save,
    /// Keep the game every `k` moves (0: off), and what the panel says.
    Autosave(u32, String),
    /// Show this in the moves panel (locate, print, status, the tableau, the list).
    Show(String),
    /// A mistake, in one line.
    Error(String),
}

/// Reads `text` typed with `state` on the table (`None`: nothing typed).
pub fn read_typed(state: &AnyGame, text: &str) -> Option<Typed> {
    let text = text.trim();
    if text.is_empty() {
        return None;
    }
    let woods = matches!(state.id(), GameId::Spider | GameId::Beetle);
    if woods {
        if let Some(cmd) = commands::parse(text) {
            return Some(match cmd {
                Ok(c) => command(state, c),
                Err(e) => Typed::Error(e),
            });
        }
    }
    Some(match state.parse_move(text) {
        Ok(mv) => Typed::Play(mv),
        Err(e) => {
            let more = if woods { " (? lists Woods' commands)" } else { "" };
            Typed::Error(format!("{e}{more}"))
        }
    })
}

fn command(state: &AnyGame, c: Command) -> Typed {
    let spider = state.as_spider();
    match c {
        Command::Back(k) => Typed::Back(k),
        Command::Deal => Typed::Play(Move::Deal),
        Command::Save => Typed::Save,
        Command::AutoSave(0) => Typed::Autosave(0, "Autosave is off.".to_string()),
        Command::AutoSave(k) => Typed::Autosave(
            k,
            format!(
                "The game is kept in this browser every {} (Load offers it back as SPIDER.TMP).",
                crate::notation::count(k as usize, "move", "moves")
            ),
        ),
        Command::Locate(card) => Typed::Show(spider.map(|s| s.locate(card)).unwrap_or_default()),
        Command::Print(n) => {
            Typed::Show(spider.and_then(|s| s.print_pile(n - 1)).unwrap_or_else(|| format!("There is no pile {n}.")))
        }
        Command::Status => Typed::Show(spider.map(|s| s.status_report()).unwrap_or_default()),
        Command::Tableau => Typed::Show(state.to_text(false)),
        Command::Help => Typed::Show(commands::help()),
    }
}
