//! Where the rarely opened sheets are drawn ([`draw`]): How to play, Look,
//! Load and the Woods line. As the Review sheet's (`page/review/draw.rs`),
//! their trees are not in the page's wasm (docs/site.md, *Sixteenth
//! look*): the page hands what the sheet shows ([`Rare`]) as plain texts
//! ([`Rare::to_texts`]) to the position reader's wasm
//! (`src/web/reader.rs`), which draws it ([`Rare::body`]; the help file is
//! read there too) and hands back the trees. The shell sets that way with
//! the Review sheet's (`page::drawn::set_drawers`); natively, and in the
//! reader's wasm, the sheet is drawn here, so what it shows is tested with
//! `cargo test`. Until the reader's
//! wasm is there the sheet says it is being prepared ([`waiting`]), or why
//! it cannot be shown.

use crate::games::GameId;
use crate::page::drawn::Unready;
use crate::page::node::Node;
use crate::page::sheets::help::{help_sheet, HelpText};
use crate::page::sheets::tree::{self as sheet_ui, Sheet};

/// What one of the sheets the reader draws shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rare {
    /// How to play the game, from the help text as the page has it.
    Help(GameId, HelpText),
    /// The Look settings that are on.
    Look(Vec<String>),
    /// The offer to resume Woods' SPIDER.TMP, when one is kept.
    Load(Option<String>),
    /// The position as a Woods line, or why it cannot be one.
    Woods(Result<String, String>),
}

impl Rare {
    /// The sheet it is.
    pub fn sheet(&self) -> Sheet {
        match self {
            Rare::Help(..) => Sheet::Help,
            Rare::Look(_) => Sheet::Look,
            Rare::Load(_) => Sheet::Load,
            Rare::Woods(_) => Sheet::Woods,
        }
    }

    /// The sheet's body.
    pub fn body(&self) -> Vec<Node> {
        match self {
            Rare::Help(game, text) => sheet_ui::help(&help_sheet(*game, text)),
            Rare::Look(on) => sheet_ui::look(on),
            Rare::Load(resume) => sheet_ui::load(resume.clone()),
            Rare::Woods(line) => sheet_ui::woods(line),
        }
    }

    /// As plain texts: the sheet's id, then Help: the game's key, the help
    /// text's state (`unasked`, `asked`, `read`, `failed`) and its text or
    /// why it failed; Look: the settings on; Load: the offer's label, if
    /// any; Woods: `ok` and the line, or `no` and why not.
    pub fn to_texts(&self) -> Vec<String> {
        let mut out = vec![self.sheet().id().to_string()];
        match self {
            Rare::Help(game, text) => {
                let (state, text) = match text {
                    HelpText::Unasked => ("unasked", ""),
                    HelpText::Asked => ("asked", ""),
                    HelpText::Read(t) => ("read", t.as_str()),
                    HelpText::Failed(why) => ("failed", why.as_str()),
                };
                out.extend([game.key().to_string(), state.to_string(), text.to_string()]);
            }
            Rare::Look(on) => out.extend(on.iter().cloned()),
            Rare::Load(resume) => out.extend(resume.iter().cloned()),
            Rare::Woods(Ok(line)) => out.extend(["ok".to_string(), line.clone()]),
            Rare::Woods(Err(why)) => out.extend(["no".to_string(), why.clone()]),
        }
        out
    }

    /// What [`Rare::to_texts`] wrote, or what is wrong with `texts`.
    pub fn from_texts(texts: &[String]) -> Result<Rare, String> {
        let bad = || "not a sheet's contents".to_string();
        let (id, rest) = texts.split_first().ok_or_else(bad)?;
        match (id.as_str(), rest) {
            ("help-panel", [game, state, text]) => {
                let text = match state.as_str() {
                    "unasked" => HelpText::Unasked,
                    "asked" => HelpText::Asked,
                    "read" => HelpText::Read(text.clone()),
                    "failed" => HelpText::Failed(text.clone()),
                    _ => return Err(bad()),
                };
                Ok(Rare::Help(GameId::parse(game)?, text))
            }
            ("look-panel", on) => Ok(Rare::Look(on.to_vec())),
            ("load-panel", [] | [_]) => Ok(Rare::Load(rest.first().cloned())),
            ("woods-panel", [ok, line]) if ok == "ok" => Ok(Rare::Woods(Ok(line.clone()))),
            ("woods-panel", [no, why]) if no == "no" => Ok(Rare::Woods(Err(why.clone()))),
            _ => Err(bad()),
        }
    }
}

/// The body of the sheet showing `rare`.
#[cfg(all(target_arch = "wasm32", feature = "page", not(feature = "reader")))]
pub fn draw(rare: &Rare) -> Vec<Node> {
    let drawers = crate::page::drawn::drawers();
    drawers.and_then(|f| (f.sheet)(&rare.to_texts())).unwrap_or_else(|why| waiting(rare.sheet(), &why))
}

/// The body of the sheet showing `rare`.
#[cfg(not(all(target_arch = "wasm32", feature = "page", not(feature = "reader"))))]
pub fn draw(rare: &Rare) -> Vec<Node> {
    rare.body()
}

/// The sheet while it cannot be drawn: that it is being prepared, or why
/// it cannot be shown (opening it again tries again).
pub fn waiting(sheet: Sheet, why: &Unready) -> Vec<Node> {
    let id = format!("{}-preparing", sheet.id());
    vec![match why {
        Unready::Preparing => Node::text_el("p", "sheet-note", "Preparing…").id(&id).attr("role", "status"),
        Unready::Failed(e) => Node::text_el(
            "p",
            "sheet-note error",
            format!("{} cannot be shown: {e}. Close the sheet and open it again to retry.", sheet.title()),
        )
        .id(&id),
    }]
}
