//! Which sheet is open over the table, the New game sheet's draft rules,
//! and what each sheet shows as a tree ([`Node`], built from the model's
//! state and the few facts only the shell has: [`SheetEnv`]). Changed only
//! through `App::update` (`Msg::Sheet(SheetMsg::Open)`, `CloseSheet`, `PickGame`,
//! `DraftOption`, `Setting`; Review opens its sheet itself).

use crate::games::{GameId, Options};
use crate::help::ADDRESS;
use crate::page::effect::Effect;
use crate::page::msg::{Setting, Tone};
use crate::page::node::Node;
use crate::page::sheets::contents::{new_game_sheet, resume_label, woods_line, NewGame};
use crate::page::sheets::draw::{self as rare, Rare};
use crate::page::sheets::help::{help_sheet, HelpSheet, HelpText};
use crate::page::sheets::tree::{self as sheet_ui, Sheet};
use crate::page::stats::tree as stats_ui;
use crate::page::storage::read::{layouts, setting_key};
use crate::page::{App, Fetched, Pending, Saved};
use crate::page::{GameMsg, PrefsMsg, SheetMsg};
use crate::record::Record;
use crate::view::Layout;
use crate::winnable::Date;

/// What only the shell knows of a sheet: the Look settings that are on, Woods'
/// SPIDER.TMP when one is kept, and the Review sheet's measures (its
/// width, the window's height) and its chart's cursor as it was.
#[derive(Clone, Debug, Default)]
pub struct SheetEnv {
    pub look: Vec<String>,
    pub woods_tmp: Option<Record>,
    pub review: (f64, f64, Option<usize>),
}

impl App {
    /// The sheets and New game's draft (`Msg::Sheet`).
    pub(in crate::page) fn sheet_msg(&mut self, msg: SheetMsg, fx: &mut Vec<Effect>) {
        match msg {
            SheetMsg::Open(sheet) => self.open_sheet(sheet, fx),
            SheetMsg::Close => self.close_sheet(fx),
            SheetMsg::PickGame(game) => self.pick_game(game, fx),
            SheetMsg::Setting(setting) => self.setting(setting, fx),
            SheetMsg::DraftOption(key, value) => self.draft_option(&key, &value, fx),
            SheetMsg::AskResetStats => {
                self.ask(Pending::ResetStats, "Forget every statistic of every game?", "Reset", fx)
            }
            SheetMsg::Help(file) => self.help_arrived(file, fx),
            SheetMsg::RetryHelp => {
                // A text that is not the help file's form is asked for again too.
                if matches!(self.help, HelpText::Read(_)) {
                    self.help = HelpText::Unasked;
                }
                self.fetch_help(fx)
            }
        }
    }

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

    /// The help file as fetched, or why it was not: kept as text (read
    /// with every check as the sheet is drawn, `help_sheet`), and drawn if
    /// the sheet is open.
    pub(in crate::page) fn help_arrived(&mut self, file: Result<Vec<u8>, String>, fx: &mut Vec<Effect>) {
        let read =
            file.and_then(|bytes| String::from_utf8(bytes).map_err(|_| "the file is not UTF-8 text".to_string()));
        self.help = match read {
            Ok(text) => HelpText::Read(text),
            Err(why) => HelpText::Failed(why),
        };
        self.redraw_sheet(Sheet::Help, fx);
    }

    /// The sheet open over the table.
    pub fn sheet(&self) -> Option<Sheet> {
        self.sheet
    }

    /// The rules chosen in New game, not yet dealt (while it is open).
    pub fn draft(&self) -> Option<&Options> {
        self.draft.as_ref()
    }

    /// The game New game deals: the draft's, else the table's.
    pub fn draft_game(&self) -> GameId {
        self.draft.as_ref().map_or(self.state().id(), Options::game)
    }

    pub(in crate::page) fn open_sheet(&mut self, sheet: Sheet, fx: &mut Vec<Effect>) {
        if sheet == Sheet::Help && self.sheet == Some(Sheet::Help) {
            return self.close_sheet(fx);
        }
        if self.sheet != Some(sheet) {
            self.sheet_closed(fx);
        }
        match sheet {
            Sheet::NewGame if self.draft.is_none() => self.draft = Some(self.state().options().clone()),
            Sheet::Stats => self.journal_sheet(true, fx),
            // Its text not there (asked for too early, or it failed): asked for now.
            Sheet::Help => self.fetch_help(fx),
            _ => {}
        }
        self.sheet = Some(sheet);
        fx.push(Effect::OpenSheet);
    }

    /// The open sheet closed (a review under way stops).
    pub(in crate::page) fn close_sheet(&mut self, fx: &mut Vec<Effect>) {
        self.sheet_closed(fx);
        fx.push(Effect::CloseSheets);
    }

    fn sheet_closed(&mut self, fx: &mut Vec<Effect>) {
        let was = self.sheet.take();
        self.draft = None;
        match was {
            Some(Sheet::Review) => self.review_closed(fx),
            Some(Sheet::Stats) => self.journal_sheet(false, fx),
            _ => {}
        }
    }

    /// Draws `sheet` again if it is the one open.
    pub(in crate::page) fn redraw_sheet(&self, sheet: Sheet, fx: &mut Vec<Effect>) {
        // By `matches!`, not `contains`: `Effect`'s derived `==` is 1.3 KB of the wasm.
        if self.sheet == Some(sheet) && !fx.iter().any(|e| matches!(e, Effect::DrawSheet(s) if *s == sheet)) {
            fx.push(Effect::DrawSheet(sheet));
        }
    }

    /// The game picked in New game: its rules as they were last dealt (this
    /// game's own) or its defaults.
    pub(in crate::page) fn pick_game(&mut self, game: GameId, fx: &mut Vec<Effect>) {
        let own = game == self.state().id();
        self.draft = Some(if own { self.state().options().clone() } else { Options::defaults(game) });
        self.open_sheet(Sheet::NewGame, fx);
        fx.push(Effect::Focus(format!("game-card-{}", game.key())));
    }

    /// Deal from New game (`Msg::Game(GameMsg::DealDraft)`): the sheet closes once the
    /// number is read (a bad one is said, and the sheet stays with it); a
    /// deal of another game first leaves this one in its slot (saved) and
    /// switches, resuming that game's `slot` when it has one.
    pub(in crate::page) fn deal_draft(
        &mut self,
        number: Option<String>,
        slot: Option<Box<Saved>>,
        fx: &mut Vec<Effect>,
    ) {
        let number = match number.map(|t| crate::deal::parse_deal_number(&t)).transpose() {
            Ok(n) => n,
            Err(e) => return fx.push(Effect::Feedback(e, Some(Tone::Error))),
        };
        let draft = self.draft.clone().unwrap_or_else(|| self.state().options().clone());
        self.close_sheet(fx);
        if draft.game() != self.state().id() {
            fx.push(Effect::Save(Box::new(self.saved(self.now))));
            self.game_msg(GameMsg::Switch(Options::defaults(draft.game()), slot), fx);
        }
        match number {
            Some(n) => self.game_msg(GameMsg::Deal(draft, n), fx),
            None => self.game_msg(GameMsg::NewWith(draft), fx),
        }
    }

    /// A setting of the draft's game changed: it is kept in storage, and
    /// takes effect (a difficulty or "winnable deals only" looks for the
    /// next deal ahead of time; a layout lays the table out anew).
    pub(in crate::page) fn setting(&mut self, setting: Setting, fx: &mut Vec<Effect>) {
        let game = self.draft_game();
        match setting {
            Setting::Difficulty(want) => {
                fx.push(Effect::Keep(setting_key("difficulty", game), want.map_or("any", |d| d.word()).into()));
                self.set_difficulty(game, want, fx);
                self.open_sheet(Sheet::NewGame, fx);
            }
            Setting::Layout(key) => {
                let Some(layout) = Layout::parse(&key).filter(|l| layouts(game).iter().any(|(k, _)| k == l)) else {
                    return;
                };
                fx.push(Effect::Keep(setting_key("layout", game), key));
                self.prefs_msg(PrefsMsg::Layout(game, layout), fx);
            }
            Setting::WinnableOnly(on) => {
                fx.push(Effect::Keep(setting_key("winnable", game), if on { "1" } else { "0" }.into()));
                self.prefs_msg(PrefsMsg::WinnableOnly(game, on), fx);
            }
            Setting::Coach(on) => {
                fx.push(Effect::Keep(setting_key("coach", game), if on { "1" } else { "0" }.into()));
                self.prefs_msg(PrefsMsg::Coach(game, on), fx);
            }
        }
    }

    /// A rule picked in New game (nothing is dealt until the player deals).
    pub(in crate::page) fn draft_option(&mut self, key: &str, value: &str, fx: &mut Vec<Effect>) {
        let mut draft = self.draft.clone().unwrap_or_else(|| self.state().options().clone());
        match draft.set(key, value) {
            Ok(()) => self.draft = Some(draft),
            Err(e) => fx.push(Effect::Feedback(e, Some(Tone::Error))),
        }
    }

    /// What the open sheet shows, as a tree (its body's children).
    pub fn sheet_body(&self, env: &SheetEnv) -> Vec<Node> {
        let Some(sheet) = self.sheet else { return Vec::new() };
        match sheet {
            Sheet::NewGame => {
                let draft = self.draft.clone().unwrap_or_else(|| self.state().options().clone());
                let game = draft.game();
                let today = Date::from_unix_ms(self.now).map(|d| d.to_string()).unwrap_or_default();
                sheet_ui::new_game(&new_game_sheet(&NewGame {
                    draft: &draft,
                    deal: self.deal_number(),
                    layout: if game == self.state().id() { self.layout } else { self.layout_of(game) },
                    layouts: layouts(game),
                    winnable_only: self.prefs.winnable_only.contains(&game),
                    coach: self.prefs.coach.contains(&game),
                    difficulty: self.difficulty_of(game),
                    today: &today,
                }))
            }
            // Drawn by the position reader's wasm in the page (`draw.rs`).
            Sheet::Help => rare::draw(&Rare::Help(self.state().id(), self.help.clone())),
            Sheet::Look => rare::draw(&Rare::Look(env.look.clone())),
            Sheet::Load => rare::draw(&Rare::Load(env.woods_tmp.as_ref().map(resume_label))),
            Sheet::Woods => rare::draw(&Rare::Woods(woods_line(self.state()))),
            Sheet::Stats => stats_ui::body(&self.journal.view, self.journal.stopped),
            Sheet::Review => {
                let (w, h, cursor) = env.review;
                self.review().map(|r| crate::page::review::draw::draw(r, w, h, cursor)).unwrap_or_default()
            }
        }
    }
}
