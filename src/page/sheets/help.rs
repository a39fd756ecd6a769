//! The help sheet's text (`crate::help`): the site's file
//! `data/help/rules.txt`, fetched once the first table is drawn
//! (`Msg::Drawn` → `Effect::Fetch(Fetched::Help, …)` → `SheetMsg::Help`),
//! so the rules of the four games add nothing to the page's wasm. Opened
//! before the file came, the sheet says it is on its way; if it could not
//! be fetched or read, the sheet says why and offers to try again. What
//! the sheet shows is here; the messages are handled in `open.rs`.

use crate::games::GameId;
use crate::help::{Rules, Section};

/// The help sheet's "Try again" (`data-action`).
pub const RETRY_HELP: &str = "retry-help";

/// What the page has of the help text.
#[derive(Clone, Debug, Default)]
pub enum HelpText {
    /// Not asked for yet (the first table is not drawn).
    #[default]
    Unasked,
    /// Asked for, not come yet.
    Asked,
    Read(Rules),
    /// It could not be fetched or read: why.
    Failed(String),
}

/// How to play: the game's rules and notation and how to play on the
/// page (or why they are not there), and Woods' commands (Spider).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HelpSheet {
    pub sections: Vec<Section>,
    /// Said instead of the sections while they are not there, and whether
    /// to offer to try again.
    pub missing: Option<(String, bool)>,
    pub woods: Option<String>,
}

/// How to play `game`, from the help text as the page has it.
pub fn help_sheet(game: GameId, text: &HelpText) -> HelpSheet {
    let (sections, missing) = match text {
        HelpText::Read(rules) => (rules.sections(game).into_iter().cloned().collect(), None),
        HelpText::Unasked | HelpText::Asked => (Vec::new(), Some(("Loading the rules…".to_string(), false))),
        HelpText::Failed(why) => (Vec::new(), Some((format!("The rules could not be loaded: {why}."), true))),
    };
    let woods = (game == GameId::Spider).then(crate::games::spider::commands::help);
    HelpSheet { sections, missing, woods }
}
