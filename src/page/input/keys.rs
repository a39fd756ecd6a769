//! The keyboard, as the model reads it: arrows move a cursor over piles
//! and cards, Enter/Space pick up and drop, notation (and in Spider and
//! Beetle Woods' commands) typed on the table plays on Enter, and the
//! shortcuts: Ctrl+Z, Ctrl+Y / Ctrl+Shift+Z, H, D, N, ?, Esc, Shift+Enter
//! (Finish), and `,` `.` Home End in a replay. The shell says which key
//! with which modifiers, and where it went (`Place`); an `Effect::KeyUsed`
//! among the effects tells it to keep the browser's own use of the key.

use crate::games::Slot;
use crate::page::table::piles::{cursor_home, cursor_step};
use crate::page::{App, AssistMsg, Effect, GameMsg, Msg, Sheet, TableMsg, Tone, UiMsg};

/// Where a key went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// The table (a pile or card), or the page itself (nothing focused).
    Table,
    /// A text field, a picker.
    Field,
    /// Something over the table: a sheet, the menu, the dialog, the moves panel.
    Overlay,
    /// Elsewhere on the page (a button of the bar).
    Page,
}

/// A key press: the key's name (`KeyboardEvent.key`), its modifiers
/// (`ctrl`: Control or Meta) and where it went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Key {
    pub key: String,
    pub ctrl: bool,
    pub shift: bool,
    pub alt: bool,
    pub place: Place,
}

impl Key {
    /// A plain key on the table.
    pub fn on_table(key: &str) -> Key {
        Key { key: key.to_string(), ctrl: false, shift: false, alt: false, place: Place::Table }
    }

    /// A modifier key alone.
    pub fn modifier(&self) -> bool {
        matches!(self.key.as_str(), "Shift" | "Control" | "Alt" | "Meta")
    }
}

/// The longest notation typed on the table.
const MAX_TYPED: usize = 12;

impl App {
    /// One key press anywhere on the page.
    pub(in crate::page) fn key(&mut self, key: Key, now: f64, fx: &mut Vec<Effect>) {
        if self.autoplaying() {
            if !key.modifier() {
                self.assist_msg(AssistMsg::StopAutoplay("Autoplay stopped.".into()), now, fx);
            }
            return;
        }
        if self.question().is_some() || key.place == Place::Overlay {
            return;
        }
        let k = key.key.as_str();
        let field = key.place == Place::Field;
        if key.ctrl && !key.alt && !field {
            let msg = match k.to_ascii_lowercase().as_str() {
                "z" if key.shift => Msg::Table(TableMsg::Redo),
                "z" => Msg::Table(TableMsg::Undo),
                "y" => Msg::Table(TableMsg::Redo),
                _ => return,
            };
            fx.push(Effect::KeyUsed);
            return self.step(msg, now, fx);
        }
        if key.ctrl || key.alt || field {
            return;
        }
        if self.replaying() && self.ui.typed.is_empty() {
            let n = self.session().steps().len();
            let to = match k {
                "," => Some(n.saturating_sub(1)),
                "." => Some(n + 1),
                "Home" => Some(0),
                "End" => Some(self.session().known_steps()),
                _ => None,
            };
            if let Some(to) = to {
                fx.push(Effect::KeyUsed);
                return self.seek_said(to, fx);
            }
        }
        let table = key.place == Place::Table;
        let typing = !self.ui.typed.is_empty();
        match k {
            "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" if table => {
                fx.push(Effect::KeyUsed);
                let piles = self.ordered();
                let Some(to) = cursor_step(&piles.iter().collect::<Vec<_>>(), self.ui.cursor, k) else { return };
                self.ui.keyboard = true;
                self.ui.cursor = Some(to);
                fx.push(Effect::Draw { animate: false });
            }
            "Enter" if key.shift && !typing && self.can_finish() => {
                fx.push(Effect::KeyUsed);
                self.assist_msg(AssistMsg::Finish, now, fx);
            }
            "Enter" if typing => {
                fx.push(Effect::KeyUsed);
                let text = std::mem::take(&mut self.ui.typed);
                show_typed("", fx);
                self.ui_msg(UiMsg::Typed(text), now, fx);
            }
            " " if typing => {
                fx.push(Effect::KeyUsed);
                self.ui.typed.push(' ');
                show_typed(&self.ui.typed, fx);
            }
            "Enter" | " " if table => {
                fx.push(Effect::KeyUsed);
                self.ui.keyboard = true;
                let piles = self.ordered();
                let cursor = self.ui.cursor.or_else(|| piles.first().map(|p| (p.slot, cursor_home(p))));
                let Some((slot, i)) = cursor else { return };
                self.ui.cursor = Some((slot, i));
                let len = piles.iter().find(|p| p.slot == slot).map_or(0, |p| p.cards.len());
                self.table_msg(TableMsg::Tap { slot, index: (i < len).then_some(i) }, now, fx);
                // A tap that changed nothing on the table still moves the focus.
                fx.push(Effect::Draw { animate: false });
            }
            "Escape" => {
                self.ui.typed.clear();
                show_typed("", fx);
                self.table_msg(TableMsg::ClearMarks, now, fx);
            }
            "Backspace" if typing => {
                fx.push(Effect::KeyUsed);
                self.ui.typed.pop();
                show_typed(&self.ui.typed, fx);
            }
            "?" if !typing => {
                fx.push(Effect::KeyUsed);
                self.open_sheet(Sheet::Help, fx);
            }
            _ => {
                let mut chars = k.chars();
                let (Some(c), None) = (chars.next(), chars.next()) else { return };
                if !typing {
                    let has_stock = self.state().view(self.layout()).pile(Slot::Stock).is_some();
                    match c.to_ascii_lowercase() {
                        'h' => return self.assist_msg(AssistMsg::Hint, now, fx),
                        'n' => return self.game_msg(GameMsg::New, now, fx),
                        'd' if has_stock => return self.table_msg(TableMsg::Stock, now, fx),
                        _ => {}
                    }
                }
                if (c.is_ascii_alphanumeric() || c == '-') && self.ui.typed.len() < MAX_TYPED {
                    fx.push(Effect::KeyUsed);
                    self.ui.typed.push(c);
                    show_typed(&self.ui.typed, fx);
                }
            }
        }
    }
}

/// Shows the move being typed (in the feedback line and the move field).
fn show_typed(text: &str, fx: &mut Vec<Effect>) {
    fx.push(Effect::MoveField(text.to_string()));
    if text.is_empty() {
        fx.push(Effect::Feedback(String::new(), None));
    } else {
        fx.push(Effect::Feedback(format!("Move: {text}   (Enter plays it, Esc cancels)"), Some(Tone::Info)));
    }
}
