//! What the page shows besides the game, and the player's hands on it:
//! the keyboard cursor (and whether focus follows it), the notation typed
//! on the table, the moves panel (open or not, the Woods tools' answer),
//! the notices at the top (a link's problems, storage trouble, a game set
//! aside, each with its button), what the clipboard is copying, and a
//! tap's time (a second tap soon after on the same card auto-moves it).
//! The key map is `keys.rs`, the replay's playback `replay.rs`.

use crate::games::Slot;
use crate::page::input::typed::{read_typed, Typed};
use crate::page::{say, App, Effect, PrefsMsg, Timer, Tone, UiMsg};
use crate::view::PileView;

/// A notice for the player, at the top of the page until dismissed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub text: String,
    /// A button: (label, `data-action`).
    pub action: Option<(String, String)>,
}

impl Notice {
    pub fn text(t: impl Into<String>) -> Notice {
        Notice { text: t.into(), action: None }
    }
    pub fn with(t: impl Into<String>, label: &str, action: &str) -> Notice {
        Notice { text: t.into(), action: Some((label.to_string(), action.to_string())) }
    }
}

/// The storage notice's button (`data-action`).
pub const RETRY_STORAGE: &str = "retry-storage";
/// The storage notice.
pub const STORAGE_TROUBLE: &str = "The browser did not let Swarm save (its storage may be full): your game and \
                                   statistics are kept in this tab and saved again as soon as it works.";

/// What the clipboard write under way is for (its answer says which words to show).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Copying {
    /// The game's link (Share).
    Link,
    /// The deal of the day's result line.
    Result(String),
    /// The Woods save line.
    Woods,
}

/// The page's state around the game (the model's, changed by `update`).
#[derive(Clone, Debug)]
pub(in crate::page) struct Ui {
    /// The keyboard cursor: a card (or the pile's length: the pile itself).
    pub cursor: Option<(Slot, usize)>,
    /// Focus follows the cursor (keyboard play; a press ends it).
    pub keyboard: bool,
    /// Notation typed on the table, not yet played.
    pub typed: String,
    /// The Woods tools' last answer (locate, print, typed commands).
    pub woods_output: String,
    pub panel_open: bool,
    pub notices: Vec<Notice>,
    /// The browser refuses a write to its storage (`Msg::Ui(UiMsg::Storage)`).
    pub storage_failing: bool,
    pub copying: Option<Copying>,
    /// The replay's pace (ms a move) and whether it plays by itself.
    pub replay_ms: u32,
    pub playing: bool,
    /// The last tap: its pile, card (`usize::MAX`: the pile) and time.
    pub last_tap: Option<(Slot, usize, f64)>,
    /// The piles in reading order as the shell laid them out (a window
    /// wide and short puts the hand beside the piles).
    pub order: Vec<Slot>,
}

impl Default for Ui {
    fn default() -> Ui {
        Ui {
            cursor: None,
            keyboard: false,
            typed: String::new(),
            woods_output: String::new(),
            panel_open: false,
            notices: Vec::new(),
            storage_failing: false,
            copying: None,
            replay_ms: 600,
            playing: false,
            last_tap: None,
            order: Vec::new(),
        }
    }
}

impl App {
    /// The notices on screen.
    pub fn notices(&self) -> &[Notice] {
        &self.ui.notices
    }

    /// The notation typed on the table.
    pub fn typed(&self) -> &str {
        &self.ui.typed
    }

    /// The keyboard cursor, and whether focus follows it.
    pub fn cursor(&self) -> (Option<(Slot, usize)>, bool) {
        (self.ui.cursor, self.ui.keyboard)
    }

    /// The replay plays by itself.
    pub fn replay_playing(&self) -> bool {
        self.ui.playing
    }

    pub(in crate::page) fn panel_open(&self) -> bool {
        self.ui.panel_open
    }

    pub(in crate::page) fn woods_output(&self) -> &str {
        &self.ui.woods_output
    }

    /// Whether the browser refuses a write to its storage, as the shell last told it.
    pub fn storage_failing(&self) -> bool {
        self.ui.storage_failing
    }

    /// The piles' order on the table as the shell last told it (`Msg::Table(TableMsg::Order)`).
    pub fn table_order(&self) -> &[Slot] {
        &self.ui.order
    }

    /// The piles in reading order (as the shell laid them out).
    pub(in crate::page) fn ordered(&self) -> Vec<PileView> {
        let mut piles = self.state().view(self.layout()).piles;
        let order = &self.ui.order;
        let at = |p: &PileView| order.iter().position(|s| *s == p.slot).unwrap_or(usize::MAX);
        crate::small_sort::sort_by_key(&mut piles, |p| (at(p), p.row, p.col, p.slot));
        piles
    }

    /// Another game is on the table: the marks of the one before go, and
    /// the messages about it (notices with nothing to do).
    pub(in crate::page) fn ui_new_game(&mut self, fx: &mut Vec<Effect>) {
        self.ui.cursor = None;
        self.ui.typed.clear();
        self.ui.woods_output.clear();
        if self.ui.playing {
            self.ui.playing = false;
            fx.push(Effect::Timer(Timer::Replay, None));
        }
        self.ui.notices.retain(|n| n.action.is_some());
    }

    /// The storage notice shows while the browser refuses a write to its
    /// storage or the statistics' store refuses, and goes once both work.
    pub(in crate::page) fn storage_notice(&mut self, fx: &mut Vec<Effect>) {
        let failing = self.ui.storage_failing || self.journal.view.refused.is_some();
        let shown = self.ui.notices.iter().any(|n| n.action.as_ref().is_some_and(|(_, a)| a == RETRY_STORAGE));
        if failing && !shown {
            self.ui.notices.push(Notice::with(STORAGE_TROUBLE, "Try again", RETRY_STORAGE));
        } else if !failing && shown {
            self.ui.notices.retain(|n| n.action.as_ref().is_none_or(|(_, a)| a != RETRY_STORAGE));
        } else {
            return;
        }
        fx.push(Effect::Draw { animate: false });
    }

    /// The page around the game (`Msg::Ui`).
    pub(in crate::page) fn ui_msg(&mut self, msg: UiMsg, fx: &mut Vec<Effect>) {
        let draw = Effect::Draw { animate: false };
        match msg {
            UiMsg::Key(key) => self.key(key, fx),
            UiMsg::Typed(text) => self.typed_text(&text, fx),
            UiMsg::Panel(open) => {
                let open = open.unwrap_or(!self.ui.panel_open);
                self.ui.panel_open = open;
                fx.push(draw);
                if open {
                    fx.push(Effect::Focus("move-input".into()));
                }
            }
            UiMsg::Notice(n) => {
                if !self.ui.notices.contains(&n) {
                    self.ui.notices.push(n);
                    fx.push(draw);
                }
            }
            UiMsg::Unnotice(prefix) => {
                let before = self.ui.notices.len();
                self.ui.notices.retain(|n| n.action.as_ref().is_none_or(|(_, a)| !a.starts_with(&prefix)));
                if self.ui.notices.len() != before {
                    fx.push(draw);
                }
            }
            UiMsg::DismissNotices => {
                self.ui.notices.clear();
                fx.push(draw);
            }
            UiMsg::Storage { failing } => {
                self.ui.storage_failing = failing;
                self.storage_notice(fx);
            }
            UiMsg::Copying(what) => self.ui.copying = Some(what),
            UiMsg::Copied(written) => self.copied(written, fx),
            UiMsg::Keep => fx.push(Effect::Save(Box::new(self.saved(self.now)))),
            UiMsg::Tick => {}
        }
    }

    /// Text typed on the table or in the move field, done: a move plays,
    /// Woods' commands act, and their answers show in the moves panel,
    /// which opens for them.
    fn typed_text(&mut self, text: &str, fx: &mut Vec<Effect>) {
        let Some(typed) = read_typed(self.state(), text) else { return };
        let out = match typed {
            Typed::Play(mv) => return self.play_or_say(mv, fx),
            Typed::Back(k) => return self.back(k, fx),
            Typed::Save => return self.save_file(fx),
            Typed::Error(e) => return say(fx, e, Tone::Error),
            Typed::Autosave(k, said) => {
                self.prefs_msg(PrefsMsg::AutosaveEvery(k), fx);
                said
            }
            Typed::Show(out) => out,
        };
        self.ui.woods_output = out;
        self.ui.panel_open = true;
        say(fx, "", None);
        fx.push(Effect::Draw { animate: false });
    }

    /// The clipboard answered: say so, or offer the text to copy by hand.
    fn copied(&mut self, written: bool, fx: &mut Vec<Effect>) {
        match self.ui.copying.take() {
            Some(Copying::Link) if written => say(fx, "Link to this game copied.", Tone::Info),
            Some(Copying::Link) => {
                self.ui.panel_open = true;
                fx.push(Effect::Draw { animate: false });
                fx.push(Effect::Select("link-output"));
                say(fx, "The link is in the moves panel, selected: copy it with Ctrl+C.", Tone::Info);
            }
            Some(Copying::Result(_)) if written => say(fx, "Result copied: paste it to a friend.", Tone::Info),
            Some(Copying::Result(line)) => say(fx, line, Tone::Info),
            Some(Copying::Woods) => {
                let msg = if written {
                    "Woods line copied."
                } else {
                    fx.push(Effect::Select("woods-line"));
                    "The browser did not allow copying: the line is selected, copy it with Ctrl+C (or your device's \
                     Copy)."
                };
                fx.push(Effect::WoodsCopied(msg.to_string()));
                fx.push(Effect::Announce(msg.to_string()));
            }
            None => {}
        }
    }
}
