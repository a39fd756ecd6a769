//! What the page draws, as one plain value: [`screen`] reads the model
//! and says everything the shell shows around and on the table — the
//! table's `View` and its marks, the bar (title, status, the difficulty
//! chip, the marks, the clock, Undo / Redo / Hint), the menu's items, the
//! moves panel, the replay bar, Finish and the end-of-game banner. The
//! shell (`src/web/`) only sets the DOM from it; the wording and what is
//! enabled are decided here, and tested natively (tests/page_screen.rs).
//! The sheets' contents are described by their own modules
//! (`stats_sheet.rs`, `review_chart.rs`).

use super::App;
use crate::decimal::clock_text;
use crate::games::{GameId, Move, Slot};
use crate::notation::count;
use crate::view::{Layout, View};

/// Everything drawn, at one moment.
#[derive(Clone, Debug, PartialEq)]
pub struct Screen {
    /// Which table is drawn (another one is laid out anew).
    pub table: TableId,
    /// The table (`Game::view` in the table's layout).
    pub view: View,
    /// The piles in reading order as the shell last laid them out
    /// (`TableMsg::Order`: the keyboard cursor walks them).
    pub order: Vec<Slot>,
    /// The player's and the hint's marks on the table.
    pub marks: TableMarks,
    pub bar: Bar,
    pub menu: Menu,
    pub panel: Panel,
    /// The replay bar, while it is open.
    pub replay: Option<ReplayBar>,
    /// Finish is offered (the rest of a won-in-hand game plays itself).
    pub finish: bool,
    /// The end-of-game banner: won, or no moves left.
    pub banner: Option<Banner>,
    /// The notices at the top (a link's problems, storage trouble…).
    pub notices: Vec<super::Notice>,
    /// Keyboard play: the focus follows the cursor.
    pub focus: bool,
    /// The sheet open over the table (its contents: `App::sheet_body`,
    /// with what only the browser measures).
    pub sheet: Option<super::Sheet>,
    /// The question the dialog asks, while one is asked.
    pub question: Option<Asking>,
    /// The game's link query (`game=spider&deal=7&moves=…`).
    pub query: String,
    /// The game's id (the journal's, and the lock a tab holds on it).
    pub game_id: String,
    /// A won game's cards (the celebration's); empty while not won.
    pub won_cards: Vec<crate::card::Card>,
    /// The game's clock (the bar's time ticks from it between draws).
    pub clock: super::Clock,
    /// The last move in words, with the result when it ended the game
    /// (said to screen readers after a move).
    pub announcement: Option<String>,
    /// A fresh deal: no move played or to redo (dealt out of the hand).
    pub fresh: bool,
    /// A won game with its moves known (a page opened on one shows its replay).
    pub won_replayable: bool,
    /// The rules New game deals (the New game sheet's draft, else the table's).
    pub draft: crate::games::Options,
    /// The model knows the browser refuses to store.
    pub storage_failing: bool,
    /// Records wait to be written to the journal (the retry timer tries them).
    pub journal_waiting: bool,
    /// The deal of the day's result to share, once it is a deal of the day.
    pub result: Option<ResultLine>,
}

/// The question the dialog asks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Asking {
    pub text: String,
    /// The yes button's words.
    pub yes: String,
}

/// The deal of the day's result to share: its words, then its link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultLine {
    /// "Swarm Beeswax deal of the day 2026-11-28 (hard): won in 41 moves and 3:02, no help."
    pub words: String,
    /// The link's query (`game=beeswax&daily=2026-11-28`).
    pub query: String,
}

impl ResultLine {
    /// The line with its link (`full_link` makes a query an address).
    pub fn line(&self, full_link: impl Fn(&str) -> String) -> String {
        format!("{} {}", self.words, full_link(&self.query))
    }
}

/// Which table is drawn: the game, its layout and its rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableId {
    pub game: GameId,
    pub layout: Layout,
    /// The rules in words (`Options::summary`).
    pub rules: String,
}

/// The marks the model puts on the table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TableMarks {
    /// Selected cards: `index` and up in the pile.
    pub sel: Option<(Slot, usize)>,
    /// Where the hint's selected cards go.
    pub target: Option<Slot>,
    /// A pile the hint says to click (the stock: deal, or turn the waste;
    /// a complete run to remove).
    pub lit: Option<Slot>,
    /// The keyboard cursor: a card, or the pile's length for the pile itself.
    pub cursor: Option<(Slot, usize)>,
}

/// The bar across the top.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bar {
    /// The game's name (the button that opens New game).
    pub title: String,
    /// The status line in parts, each its own span (the stylesheet hides
    /// some on narrow windows): the game, the deal, the moves, the game's own line.
    pub status: [(&'static str, String); 4],
    /// The whole status line (the status's tooltip).
    pub status_text: String,
    /// The deal's difficulty chip, once the worker rated it.
    pub rating: Option<Chip>,
    /// "cheated", "assisted", joined by " · " (empty: none).
    pub marks: String,
    /// The clock: `m:ss`, or `h:mm:ss` past an hour.
    pub time: String,
    pub undo: bool,
    pub redo: bool,
    pub hint: HintButton,
}

/// The difficulty chip beside the status.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chip {
    /// "Hard".
    pub text: String,
    /// "Rated hard by the solver: 62 of 100".
    pub title: String,
    /// The label's word, for the stylesheet: "hard".
    pub word: &'static str,
}

/// Hint, or Stop while the worker thinks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HintButton {
    pub label: &'static str,
    pub title: &'static str,
    /// The worker is looking for a hint (pressing the button cancels it).
    pub busy: bool,
}

/// The menu's items that change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Menu {
    pub redo: bool,
    /// Remove suit (Spider, when a complete suit may be removed).
    pub remove: bool,
    /// Woods line (Spider).
    pub woods: bool,
    /// Share today's result (a deal of the day).
    pub share_daily: bool,
    /// Stop looking for a deal (New waits for the worker).
    pub cancel_find: bool,
    /// "Solve", or "Stop analysis" while Solve runs.
    pub solve: &'static str,
    /// "Autoplay", or "Stop autoplay" while it plays.
    pub autoplay: &'static str,
    pub autoplaying: bool,
    /// "Replay", or "Close replay" while the replay bar is open.
    pub replay: &'static str,
}

/// The moves panel's contents.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Panel {
    /// The record, ten moves a line, or "(no moves yet)".
    pub record: String,
    /// The move field's example: "e.g. 5E".
    pub placeholder: String,
    /// Woods' status report (Spider).
    pub woods: Option<String>,
    /// The solution Solve found for this position, in the record's form.
    pub solution: Option<String>,
    /// The panel is open.
    pub open: bool,
    /// The Woods tools' last answer.
    pub woods_output: String,
}

/// The replay bar.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayBar {
    /// "Move 3 / 40".
    pub position: String,
    /// Back and To start work (not at the start).
    pub back: bool,
    /// Forward and To end work (moves remain).
    pub forward: bool,
    /// The moves play by themselves.
    pub playing: bool,
}

impl ReplayBar {
    /// The play button's label and accessible name, while the moves play
    /// by themselves (`playing`, the shell's timer) or not.
    pub fn play(playing: bool) -> (&'static str, &'static str) {
        if playing {
            ("Pause", "Pause")
        } else {
            ("Play", "Play the moves")
        }
    }
}

/// The end-of-game banner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Banner {
    /// "You won! 112 moves in 4:05 (with 2 hints). Hard deal (71 of 100)."
    /// or "No moves left. …".
    pub text: String,
    pub won: bool,
    /// Share the result (a deal of the day).
    pub share: bool,
}

/// The screen of `app` at its last message's time (the clock's time: the
/// shell sends `UiMsg::Tick` each second the clock runs).
pub fn screen(app: &App) -> Screen {
    let now = app.now;
    let state = app.state();
    let view = state.view(app.layout());
    Screen {
        table: TableId { game: state.id(), layout: app.layout(), rules: state.options().summary() },
        order: app.table_order().to_vec(),
        marks: marks(app),
        bar: bar(app, &view, now),
        menu: menu(app),
        panel: panel(app),
        replay: app.replaying().then(|| replay_bar(app)),
        finish: app.can_finish(),
        banner: banner(app),
        notices: app.notices().to_vec(),
        focus: app.cursor().1,
        view,
        sheet: app.sheet(),
        question: app.question().map(|q| Asking { text: q.text.clone(), yes: q.yes.clone() }),
        query: app.query(),
        game_id: app.id().to_string(),
        won_cards: if state.is_won() { state.all_cards() } else { Vec::new() },
        clock: app.clock(),
        announcement: app.announcement(),
        fresh: app.session().known_steps() == 0,
        won_replayable: state.is_won() && app.session().known_steps() > 0,
        draft: app.draft().cloned().unwrap_or_else(|| state.options().clone()),
        storage_failing: app.storage_failing(),
        journal_waiting: app.journal().view.waiting,
        result: app.daily().is_some().then(|| app.result()),
    }
}

impl App {
    /// Everything drawn (see [`screen`]).
    pub fn screen(&self) -> Screen {
        screen(self)
    }
}

/// The selection, and where the hint points: the target pile of a move
/// of the selected cards, or the pile to click.
fn marks(app: &App) -> TableMarks {
    let sel = app.selection();
    let hinted = app.hint_mark();
    let target = hinted.and_then(|h| match h.mv {
        Move::Transfer { to, .. } if h.sel == sel => Some(to),
        _ => None,
    });
    let lit = hinted.and_then(|h| match h.mv {
        Move::Deal | Move::TurnOver => Some(Slot::Stock),
        Move::Remove { column } => Some(Slot::Column(column)),
        _ => None,
    });
    TableMarks { sel, target, lit, cursor: app.cursor().0 }
}

fn bar(app: &App, view: &View, now: f64) -> Bar {
    let state = app.state();
    let title = state.id().title();
    let deal = app.deal_number().map(|n| format!("Deal {n}")).unwrap_or_else(|| "Custom position".into());
    let moves = count(app.session().steps().len(), "move", "moves");
    let daily = app.daily().map(|d| format!(" · deal of the day {d}")).unwrap_or_default();
    let status = [
        ("st-game", format!("{title} · ")),
        ("st-deal", format!("{deal}{daily}")),
        ("st-moves", format!(" · {moves}")),
        ("st-extra", if view.status.is_empty() { String::new() } else { format!(" · {}", view.status) }),
    ];
    let status_text = status.iter().map(|(_, t)| t.as_str()).collect();
    let rating = app.rating().map(|(d, r)| Chip {
        text: super::difficulty_title(d).to_string(),
        title: format!("Rated {} by the solver: {r} of 100", d.word()),
        word: d.word(),
    });
    let session = app.session();
    let mut marks = Vec::new();
    if session.cheated {
        marks.push("cheated");
    }
    if session.assisted {
        marks.push("assisted");
    }
    let busy = app.hinting();
    Bar {
        title: title.to_string(),
        status,
        status_text,
        rating,
        marks: marks.join(" · "),
        time: clock_text(app.clock().elapsed(now)),
        undo: session.can_undo(),
        redo: session.can_redo(),
        hint: HintButton {
            label: if busy { "Stop" } else { "Hint" },
            title: if busy { "Thinking… (press to stop)" } else { "Hint (H)" },
            busy,
        },
    }
}

fn menu(app: &App) -> Menu {
    let state = app.state();
    Menu {
        redo: app.session().can_redo(),
        remove: state.legal_moves().iter().any(|m| matches!(m, Move::Remove { .. })),
        woods: state.id() == GameId::Spider,
        share_daily: app.daily().is_some(),
        cancel_find: app.finding_deal(),
        solve: if app.solving() { "Stop analysis" } else { "Solve" },
        autoplay: if app.autoplaying() { "Stop autoplay" } else { "Autoplay" },
        autoplaying: app.autoplaying(),
        replay: if app.replaying() { "Close replay" } else { "Replay" },
    }
}

fn panel(app: &App) -> Panel {
    let state = app.state();
    let record = state.format_record(&app.session().move_texts());
    let of = app.record().to_query(true);
    let solution = match app.solution() {
        Some((at, texts)) if *at == of && !texts.is_empty() => Some(state.format_record(texts)),
        _ => None,
    };
    Panel {
        record: if record.is_empty() { "(no moves yet)".to_string() } else { record },
        placeholder: format!("e.g. {}", example_move(state.id())),
        woods: state.as_spider().map(|s| s.status_report()),
        solution,
        open: app.panel_open(),
        woods_output: app.woods_output().to_string(),
    }
}

/// A move in the game's notation, for the move field's placeholder.
fn example_move(game: GameId) -> &'static str {
    match game {
        GameId::Beeswax => "5E",
        GameId::Beehive => "W3",
        GameId::Beetle => "7 10",
        GameId::Spider => "7 10, or ? for commands",
    }
}

fn replay_bar(app: &App) -> ReplayBar {
    let n = app.session().steps().len();
    let total = app.session().known_steps();
    ReplayBar {
        position: format!("Move {n} / {total}"),
        back: n > 0,
        forward: n < total,
        playing: app.replay_playing(),
    }
}

/// The end of a game: won (moves, time, the help taken) or stuck.
fn banner(app: &App) -> Option<Banner> {
    let state = app.state();
    let share = app.daily().is_some();
    if state.is_won() {
        let time = clock_text(app.clock().won_ms().unwrap_or(0.0));
        let moves = count(app.session().steps().len(), "move", "moves");
        let help = app.help();
        let marks = if help.is_empty() { String::new() } else { format!(" ({})", help.join(", ")) };
        // The deal's difficulty, once the worker rated it.
        let rated = app.rating().map(|(d, r)| format!(" {} deal ({r} of 100).", super::difficulty_title(d)));
        let rated = rated.unwrap_or_default();
        Some(Banner { text: format!("You won! {moves} in {time}{marks}.{rated}"), won: true, share })
    } else if state.is_stuck() {
        Some(Banner { text: "No moves left. Undo, restart, or start a new game.".to_string(), won: false, share })
    } else {
        None
    }
}

impl App {
    /// What helped in this game, in words: "cheated", "assisted", "with 3
    /// hints" (empty: no help). The won banner and the share line say it.
    pub fn help(&self) -> Vec<String> {
        let mut words = Vec::new();
        if self.game.session.cheated {
            words.push("cheated".to_string());
        } else if self.game.session.assisted {
            words.push("assisted".to_string());
        }
        if self.game.hints > 0 {
            words.push(format!("with {}", count(self.game.hints as usize, "hint", "hints")));
        }
        words
    }

    /// The deal of the day's result as a line to share: game, date, won or
    /// not, moves, time, the help taken, the difficulty, and the link to
    /// the day's deal (`full_link` makes a link of a query).
    pub fn result_line(&self, full_link: impl Fn(&str) -> String) -> String {
        self.result().line(full_link)
    }

    /// The deal of the day's result to share ([`ResultLine`]).
    fn result(&self) -> ResultLine {
        let state = self.state();
        let date = self.daily().unwrap_or_default().to_string();
        let moves = count(self.session().steps().len(), "move", "moves");
        let how = if state.is_won() {
            format!("won in {moves} and {}", clock_text(self.clock().won_ms().unwrap_or(0.0)))
        } else {
            format!("not won yet ({moves})")
        };
        let help = self.help();
        let marks = if help.is_empty() { ", no help".to_string() } else { format!(", {}", help.join(", ")) };
        let rules: String = state.options().non_default().iter().map(|(k, v)| format!("&{k}={v}")).collect();
        let query = format!("game={}{rules}&daily={date}", state.id().key());
        let rated = self.rating().map(|(d, _)| format!(" ({})", d.word())).unwrap_or_default();
        ResultLine {
            words: format!("Swarm {} deal of the day {date}{rated}: {how}{marks}.", state.id().title()),
            query,
        }
    }
}
