//! The help sheet's text (`crate::help`): the site's file
//! `data/help/rules.txt`, fetched once the first table is drawn
//! (`Msg::Drawn` → `Effect::Fetch(Fetched::Help, …)` → `SheetMsg::Help`),
//! so the rules of the four games add nothing to the page's wasm. Opened
//! before the file came, the sheet says it is on its way; if it could not
//! be fetched or read, the sheet says why and offers to try again. What
//! the sheet shows is here; the messages are handled in `open.rs`. The
//! page keeps the file's text; it is read (`Rules::parse`) as the sheet
//! is drawn, by the position reader's wasm in the page (`draw.rs`).

use crate::games::GameId;
use crate::help::{Rules, Section};

/// The help sheet's "Try again" (`data-action`).
pub const RETRY_HELP: &str = "retry-help";

/// What the page has of the help text.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum HelpText {
    /// Not asked for yet (the first table is not drawn).
    #[default]
    Unasked,
    /// Asked for, not come yet.
    Asked,
    /// Fetched: its text, to be read as the sheet is drawn.
    Read(String),
    /// It could not be fetched or was not text: why.
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

/// How to play `game`, from the help text as the page has it (read
/// with every check: a file that is not the help file's form is named as
/// one that could not be loaded).
pub fn help_sheet(game: GameId, text: &HelpText) -> HelpSheet {
    let failed = |why: &str| (Vec::new(), Some((format!("The rules could not be loaded: {why}."), true)));
    let (sections, missing) = match text {
        HelpText::Read(text) => match Rules::parse(text) {
            Ok(rules) => (rules.sections(game).into_iter().cloned().collect(), None),
            Err(why) => failed(&why),
        },
        HelpText::Unasked | HelpText::Asked => (Vec::new(), Some(("Loading the rules…".to_string(), false))),
        HelpText::Failed(why) => failed(why),
    };
    let woods = (game == GameId::Spider).then(crate::games::spider::commands::help);
    HelpSheet { sections, missing, woods }
}
