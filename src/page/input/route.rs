//! The one routing table from what the page's controls name to what
//! happens. Buttons name an action (`data-action`, with `data-arg`),
//! pickers and switches a change (`data-change`, with `data-arg` and the
//! value): each is read here into a message for the model, or into what
//! only the shell can do (read a field, a file or storage, copy). An
//! unknown name routes nowhere.

use crate::games::GameId;
use crate::page::{
    AssistMsg, FileMsg, GameMsg, JournalMsg, Msg, ReplayMsg, ReviewMsg, Setting, Sheet, SheetMsg, TableMsg, UiMsg,
};
use crate::solver::rate::Difficulty;

/// What a control asks for.
#[derive(Clone, Debug)]
pub enum Route {
    /// A message for the model.
    Model(Msg),
    /// Something only the shell does.
    Shell(Shell),
}

/// The shell's part: the browser's (sheets, fields, files, storage, clipboard).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shell {
    /// The moves panel's "Replay a record" (the pasted text).
    ReplayRecord,
    /// Copy the game's link (Share).
    Share,
    /// Try the refused writes again.
    RetryStorage,
    /// Open the statistics import's file picker.
    ImportStats,
    /// Open Load's file picker.
    ChooseFile,
    /// Load the text pasted in the Load sheet.
    OpenPosition,
    /// Load Woods' SPIDER.TMP from storage.
    LoadTmp,
    CopyWoods,
    /// Copy the deal of the day's result.
    ShareResult,
    /// The New game sheet: a new deal, the deal of the day.
    DealRandom,
    Daily,
    /// A Look setting (its name, on or off).
    Look(String, bool),
    /// Resume the game a link set aside.
    ResumeAside(GameId),
}

/// Whether pressing `action` stops autoplay first (every button but
/// Autoplay's own and the question's answers).
pub fn stops_autoplay(action: &str) -> bool {
    action != "autoplay" && !action.starts_with("confirm")
}

/// The button `action` with `arg` pressed.
pub fn action(action: &str, arg: &str) -> Option<Route> {
    use Route::{Model as M, Shell as S};
    let sheet = |s| Some(M(Msg::Sheet(SheetMsg::Open(s))));
    Some(match action {
        "new" => M(Msg::Game(GameMsg::New)),
        "undo" => M(Msg::Table(TableMsg::Undo)),
        "redo" => M(Msg::Table(TableMsg::Redo)),
        "hint" => M(Msg::Assist(AssistMsg::Hint)),
        "restart" => M(Msg::Table(TableMsg::Restart)),
        "solve" => M(Msg::Assist(AssistMsg::Solve)),
        "autoplay" => M(Msg::Assist(AssistMsg::ToggleAutoplay)),
        "cancel-find" => M(Msg::Game(GameMsg::CancelFind)),
        "finish" => M(Msg::Assist(AssistMsg::Finish)),
        "remove" => M(Msg::Table(TableMsg::RemoveSuit)),
        "panel" => M(Msg::Ui(UiMsg::Panel(None))),
        "panel-close" => M(Msg::Ui(UiMsg::Panel(Some(false)))),
        "replay" => M(Msg::Replay(ReplayMsg::Toggle)),
        "replay-start" => M(Msg::Replay(ReplayMsg::Start)),
        "replay-back" => M(Msg::Replay(ReplayMsg::Step(-1))),
        "replay-play" => M(Msg::Replay(ReplayMsg::Play)),
        "replay-fwd" => M(Msg::Replay(ReplayMsg::Step(1))),
        "replay-end" => M(Msg::Replay(ReplayMsg::End)),
        "review" => M(Msg::Review(ReviewMsg::Ask)),
        "review-open" => M(Msg::Review(ReviewMsg::Open(arg.parse().unwrap_or(0)))),
        "review-better" => M(Msg::Review(ReviewMsg::Better(arg.parse().unwrap_or(0)))),
        "review-play-on" => M(Msg::Review(ReviewMsg::PlayOn(arg.parse().unwrap_or(0)))),
        "confirm-yes" => M(Msg::Game(GameMsg::Answer(true))),
        "confirm-no" => M(Msg::Game(GameMsg::Answer(false))),
        "dismiss" => M(Msg::Ui(UiMsg::DismissNotices)),
        "reset-stats" => M(Msg::Sheet(SheetMsg::AskResetStats)),
        "new-game" => return sheet(Sheet::NewGame),
        "load" => return sheet(Sheet::Load),
        "woods" => return sheet(Sheet::Woods),
        "stats" => return sheet(Sheet::Stats),
        "look" => return sheet(Sheet::Look),
        "help" => return sheet(Sheet::Help),
        "sheet-close" => M(Msg::Sheet(SheetMsg::Close)),
        "replay-record" => S(Shell::ReplayRecord),
        "share" => S(Shell::Share),
        "save" => M(Msg::File(FileMsg::Save)),
        "retry-storage" => S(Shell::RetryStorage),
        "retry-help" => M(Msg::Sheet(SheetMsg::RetryHelp)),
        "restart-journal" => M(Msg::Journal(JournalMsg::Restart)),
        "export-stats" => M(Msg::Journal(JournalMsg::Export)),
        "import-stats" => S(Shell::ImportStats),
        "choose-file" => S(Shell::ChooseFile),
        "open-position" => S(Shell::OpenPosition),
        "load-tmp" => S(Shell::LoadTmp),
        "copy-woods" => S(Shell::CopyWoods),
        "share-result" => S(Shell::ShareResult),
        "pick-game" => M(Msg::Sheet(SheetMsg::PickGame(GameId::parse(arg).ok()?))),
        "deal-random" => S(Shell::DealRandom),
        "daily" => S(Shell::Daily),
        "difficulty" => M(Msg::Sheet(SheetMsg::Setting(Setting::Difficulty(Difficulty::parse(arg))))),
        _ => {
            let game = action.strip_prefix("resume-aside:")?;
            S(Shell::ResumeAside(GameId::parse(game).ok()?))
        }
    })
}

/// The picker or switch `change` (with `arg`) now holds `value` (a
/// switch: "1" or "0").
pub fn change(change: &str, arg: &str, value: &str) -> Option<Route> {
    let on = value == "1";
    Some(match change {
        "pick-game" => Route::Model(Msg::Sheet(SheetMsg::PickGame(GameId::parse(value).ok()?))),
        "draft-option" => Route::Model(Msg::Sheet(SheetMsg::DraftOption(arg.to_string(), value.to_string()))),
        "layout" => Route::Model(Msg::Sheet(SheetMsg::Setting(Setting::Layout(value.to_string())))),
        "winnable-only" => Route::Model(Msg::Sheet(SheetMsg::Setting(Setting::WinnableOnly(on)))),
        "coach" => Route::Model(Msg::Sheet(SheetMsg::Setting(Setting::Coach(on)))),
        "look" => Route::Shell(Shell::Look(arg.to_string(), on)),
        "replay-speed" => Route::Model(Msg::Replay(ReplayMsg::Speed(value.parse().unwrap_or(600)))),
        _ => return None,
    })
}

/// The text a form sends to the model when submitted (`None`: the form
/// is the shell's, or unknown): the move field plays its move or
/// command, Locate and Print are Woods' `L` and `P`.
pub fn form(id: &str, text: &str) -> Option<Msg> {
    match id {
        "move-form" => Some(Msg::Ui(UiMsg::Typed(text.to_string()))),
        "locate-form" => Some(Msg::Ui(UiMsg::Typed(format!("L {text}")))),
        "print-form" => Some(Msg::Ui(UiMsg::Typed(format!("P {text}")))),
        _ => None,
    }
}
