//! The help sheet's text (`crate::help`): the site's file
//! `data/help/rules.txt`, fetched once the first table is drawn
//! (`Msg::Drawn` → `Effect::Fetch(Fetched::Help, …)` → `SheetMsg::Help`),
//! so the rules of the four games add nothing to the page's wasm. Opened
//! before the file came, the sheet says it is on its way; if it could not
//! be fetched or read, the sheet says why and offers to try again.

use crate::games::GameId;
use crate::help::{Rules, Section, ADDRESS};
use crate::page::sheets::tree::Sheet;
use crate::page::{App, Effect, Fetched};

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
fn help_sheet(game: GameId, text: &HelpText) -> HelpSheet {
    let (sections, missing) = match text {
        HelpText::Read(rules) => (rules.sections(game).into_iter().cloned().collect(), None),
        HelpText::Unasked | HelpText::Asked => (Vec::new(), Some(("Loading the rules…".to_string(), false))),
        HelpText::Failed(why) => (Vec::new(), Some((format!("The rules could not be loaded: {why}."), true))),
    };
    let woods = (game == GameId::Spider).then(crate::games::spider::commands::help);
    HelpSheet { sections, missing, woods }
}

impl App {
    /// How to play the game on the table, as the help sheet shows it.
    pub fn help_sheet(&self) -> HelpSheet {
        help_sheet(self.state().id(), &self.help)
    }

    /// Fetches the help text, unless it is there or on its way.
    pub(in crate::page) fn fetch_help(&mut self, fx: &mut Vec<Effect>) {
        if matches!(self.help, HelpText::Unasked | HelpText::Failed(_)) {
            self.help = HelpText::Asked;
            fx.push(Effect::Fetch(Fetched::Help, ADDRESS.to_string()));
            self.redraw_sheet(Sheet::Help, fx);
        }
    }

    /// The help file as fetched, or why it was not: read with every
    /// check (`Rules::parse`), and drawn if the sheet is open.
    pub(in crate::page) fn help_arrived(&mut self, file: Result<Vec<u8>, String>, fx: &mut Vec<Effect>) {
        let read =
            file.and_then(|bytes| String::from_utf8(bytes).map_err(|_| "the file is not UTF-8 text".to_string()));
        self.help = match read.and_then(|text| Rules::parse(&text)) {
            Ok(rules) => HelpText::Read(rules),
            Err(why) => HelpText::Failed(why),
        };
        self.redraw_sheet(Sheet::Help, fx);
    }
}
