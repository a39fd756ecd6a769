//! The moves: play, undo, redo, restart, Woods' back-up, the stock and
//! auto-moves. Taking back a card the player has seen asks first (Spider)
//! and marks the game cheated.

use crate::games::{Move, Slot};
use crate::history::UndoError;
use crate::page::TableMsg;
use crate::page::{count_of, say, App, Effect, HintMark, Leave, Pending, Tone};

/// The second click of a double-click comes within this many ms of the
/// first (the shell's double-tap uses the same span).
pub const DOUBLE_MS: f64 = 400.0;

impl App {
    /// What happens on the table (`Msg::Table`).
    pub(in crate::page) fn table_msg(&mut self, msg: TableMsg, fx: &mut Vec<Effect>) {
        match msg {
            TableMsg::Play(mv) => self.play_or_say(mv, fx),
            TableMsg::PlayText(text) => match self.state().parse_move(&text) {
                Ok(mv) => self.play_or_say(mv, fx),
                Err(e) => say(fx, e, Tone::Error),
            },
            TableMsg::Transfer { from, index, to } => {
                self.transfer(from, index, to, fx);
            }
            TableMsg::Tap { slot, index } => self.tap(slot, index, fx),
            TableMsg::Auto { slot, index } => self.auto(slot, index, fx),
            TableMsg::Stock => self.stock(fx),
            TableMsg::RemoveSuit => {
                let mv = self.state().legal_moves().into_iter().find(|m| matches!(m, Move::Remove { .. }));
                if let Some(mv) = mv {
                    self.play_or_say(mv, fx);
                }
            }
            TableMsg::Undo => self.undo(false, fx),
            TableMsg::Redo => self.redo(fx),
            TableMsg::Restart => self.restart(false, fx),
            TableMsg::Back(k) => self.back(k, fx),
            TableMsg::Select(sel) => {
                self.marks.sel = sel;
                fx.push(Effect::Draw { animate: false });
            }
            TableMsg::ClearMarks => {
                if self.marks.sel.take().is_some() || self.marks.hint.take().is_some() {
                    fx.push(Effect::Draw { animate: false });
                }
            }
            TableMsg::Drop { from, index, to } => {
                let moved = to.is_some_and(|to| self.transfer(from, index, to, fx));
                if !moved {
                    fx.push(Effect::PutBack);
                }
                if to.is_some() && !moved {
                    self.marks.sel = None;
                    fx.push(Effect::Draw { animate: false });
                }
            }
            TableMsg::Order(order) => self.ui.order = order,
            TableMsg::Press { on_card } => {
                if self.question().is_some() {
                    return;
                }
                self.ui.keyboard = false;
                if !on_card && self.selection().is_some() {
                    self.table_msg(TableMsg::Select(None), fx);
                }
            }
            TableMsg::Click { slot, index } => {
                let key = index.unwrap_or(usize::MAX);
                let again = self.ui.last_tap.is_some_and(|(s, i, t)| {
                    s == slot && i == key && self.now - t < crate::page::DOUBLE_MS && index.is_some()
                });
                if again {
                    self.ui.last_tap = None;
                    return self.table_msg(TableMsg::Auto { slot, index: key }, fx);
                }
                self.ui.last_tap = Some((slot, key, self.now));
                self.table_msg(TableMsg::Tap { slot, index }, fx);
            }
        }
    }

    /// Plays `mv`; an illegal move is refused with its reason (said).
    pub(in crate::page) fn play_or_say(&mut self, mv: Move, fx: &mut Vec<Effect>) {
        if let Err(e) = self.play(mv, fx) {
            say(fx, e, Tone::Error);
        }
    }

    /// Plays `mv` (autoplay's, Finish's, one the coach let through), or
    /// says why it cannot be played. The player's moves go through
    /// [`App::play`] (`worker/coach.rs`).
    pub(in crate::page) fn play_now(&mut self, mv: Move, fx: &mut Vec<Effect>) -> Result<(), String> {
        let cheat = self.replaying && self.would_cheat(mv);
        self.game.session.play(mv).map_err(|e| e.0)?;
        if cheat {
            self.game.session.cheated = true;
        }
        self.replaying = false;
        self.after_move(fx);
        Ok(())
    }

    /// A move about to be played from an earlier point of a replay drops
    /// the moves after it: when one of those showed a card in a game where
    /// undoing a turn-up cheats, playing on marks the game cheated. Playing
    /// the very move that comes next changes nothing.
    fn would_cheat(&mut self, mv: Move) -> bool {
        let at = self.game.session.steps().len();
        let total = self.game.session.known_steps();
        if at >= total || !self.state().undo_reveal_cheats() {
            return false;
        }
        self.game.session.seek(total);
        let steps = &self.game.session.steps()[at..];
        let cheat = steps[0].mv != mv && steps.iter().any(|s| s.revealed);
        self.game.session.seek(at);
        cheat
    }

    /// After a move or a redo: the clock (it starts at the first move), the
    /// count, the words, the win.
    fn after_move(&mut self, fx: &mut Vec<Effect>) {
        self.marks.sel = None;
        self.marks.hint = None;
        self.game.touched = true;
        if self.game.clock.started_ms.is_none() {
            self.game.clock.started_ms = Some(self.now);
        }
        let won = self.state().is_won();
        if won && self.game.clock.won_ms.is_none() {
            self.game.clock.won_ms = Some(self.game.clock.elapsed(self.now));
        }
        if !self.searches.autoplay {
            say(fx, "", None);
        }
        self.changed(true, fx);
        if won && !self.game.counted {
            self.count(true, fx);
        }
        if !self.game.session.steps().is_empty() {
            fx.push(Effect::AnnounceMove);
        }
        let (k, n) = (self.prefs.autosave_every as usize, self.game.session.steps().len());
        if k > 0 && n > 0 && n.is_multiple_of(k) {
            fx.push(Effect::Keep(crate::page::storage::read::WOODS_TMP.into(), self.record().to_json()));
        }
        if won {
            fx.push(Effect::Celebrate);
        }
    }

    /// Undoes the last step, `confirmed` when it takes back a seen card
    /// (else such a step asks first, bound to that very step).
    pub(in crate::page) fn undo(&mut self, confirmed: bool, fx: &mut Vec<Effect>) {
        match self.game.session.undo(confirmed) {
            Ok(()) => {
                self.taken_back(fx);
                let n = self.game.session.steps().len();
                fx.push(Effect::Announce(format!("Undone. {} played.", count_of(n, "move", "moves"))));
            }
            Err(UndoError::Nothing) => say(fx, "Nothing to undo.", Tone::Info),
            Err(UndoError::NeedsConfirmation(msg)) => {
                let step = self.game.session.steps().len();
                self.ask(Pending::Undo { step }, &msg, "Undo anyway", fx);
            }
        }
    }

    /// After steps were taken back: marks off, the game touched, a won
    /// clock running again, redrawn.
    fn taken_back(&mut self, fx: &mut Vec<Effect>) {
        self.marks.sel = None;
        self.marks.hint = None;
        self.game.clock.won_ms = None;
        self.game.touched = true;
        fx.push(Effect::EndCelebration);
        self.changed(true, fx);
    }

    pub(in crate::page) fn redo(&mut self, fx: &mut Vec<Effect>) {
        if self.game.session.redo() {
            self.after_move(fx);
        } else {
            say(fx, "Nothing to redo.", Tone::Info);
        }
    }

    /// Back to the start (the moves stay to redo); taking back seen cards
    /// asks first, as undo does.
    pub(in crate::page) fn restart(&mut self, confirmed: bool, fx: &mut Vec<Effect>) {
        if !confirmed && self.state().undo_reveal_cheats() && self.game.session.steps().iter().any(|s| s.revealed) {
            return self.ask(
                Pending::Restart,
                "Restarting takes back cards you have seen: the game will be marked cheated.",
                "Restart anyway",
                fx,
            );
        }
        let all = self.game.session.steps().len();
        self.take_back(all, fx);
    }

    /// Woods' `-k`: back up over `k` moves; taking back a turn-up or a deal
    /// asks first, naming how many of the moves did.
    pub(in crate::page) fn back(&mut self, k: usize, fx: &mut Vec<Effect>) {
        let n = self.game.session.steps().len();
        if n == 0 {
            return say(fx, "Nothing to back up over.", Tone::Info);
        }
        let k = k.min(n);
        let seen = self.game.session.steps()[n - k..].iter().filter(|s| s.revealed).count();
        if seen > 0 && self.state().undo_reveal_cheats() {
            let msg = format!(
                "Backing up {} takes back {} that showed you cards: the game will be marked cheated.",
                count_of(k, "move", "moves"),
                count_of(seen, "move", "moves")
            );
            return self.ask(Pending::Leave(Box::new(Leave::Back(k))), &msg, "Back up anyway", fx);
        }
        self.back_now(k, fx);
    }

    /// Backs up over `k` moves (the player agreed, where it cheats).
    pub(in crate::page) fn back_now(&mut self, k: usize, fx: &mut Vec<Effect>) {
        self.take_back(k, fx);
        say(fx, format!("Backed up {}.", count_of(k, "move", "moves")), Tone::Info);
    }

    /// Takes back up to `k` steps (the player agreed to any seen card).
    fn take_back(&mut self, k: usize, fx: &mut Vec<Effect>) {
        for _ in 0..k {
            if self.game.session.undo(true).is_err() {
                break;
            }
        }
        self.taken_back(fx);
    }

    /// Clicking the stock: deal if that is legal, else turn the waste over
    /// (else the deal's refusal is said).
    pub(in crate::page) fn stock(&mut self, fx: &mut Vec<Effect>) {
        let legal = self.state().legal_moves();
        let mv =
            if !legal.contains(&Move::Deal) && legal.contains(&Move::TurnOver) { Move::TurnOver } else { Move::Deal };
        self.play_or_say(mv, fx);
    }

    /// The removal a touch on card `index` of `slot` means: the card is
    /// one of a complete run the player may remove (the game's rule,
    /// `Game::removable_run`).
    fn removal_at(&self, slot: Slot, index: usize) -> Option<Move> {
        let Slot::Column(column) = slot else { return None };
        let king = self.state().removable_run(slot)?;
        (index >= king && index < self.pile_len(slot)).then_some(Move::Remove { column })
    }

    /// The second click of a double-click on a run a tap just removed: the
    /// gesture is done (it neither moves nor says what is under it now).
    fn after_tap_removal(&self, slot: Slot) -> bool {
        self.marks.tap_removed.is_some_and(|(s, t)| s == slot && self.now - t >= 0.0 && self.now - t < DOUBLE_MS)
    }

    /// Moves the cards from `index` up in `from` onto `to` (a drop, a tap
    /// on a pile with cards selected); a complete run dropped on the
    /// discards is removed. Whether a move was played.
    pub(in crate::page) fn transfer(&mut self, from: Slot, index: usize, to: Slot, fx: &mut Vec<Effect>) -> bool {
        let len = self.pile_len(from);
        let count = len.saturating_sub(index);
        if count == 0 {
            say(fx, "There is no card there to move.", Tone::Error);
            return false;
        }
        let mv = match self.removal_at(from, index) {
            Some(remove) if to == Slot::Discard => remove,
            _ => Move::Transfer { from, to, count: count.min(255) as u8 },
        };
        match self.play(mv, fx) {
            Ok(()) => true,
            Err(e) => {
                say(fx, e, Tone::Error);
                false
            }
        }
    }

    /// A tap on card `index` of `slot` (or on the pile, `None`): the stock
    /// deals; with cards selected, a tap on their pile reselects or drops
    /// the selection and a tap on another pile moves them there; else a
    /// card of a removable complete run removes it, a movable card is
    /// selected, and a covered one is said to be covered (the top card of a
    /// finished pile, such as the removed suits, just stays).
    pub(in crate::page) fn tap(&mut self, slot: Slot, index: Option<usize>, fx: &mut Vec<Effect>) {
        if self.after_tap_removal(slot) {
            return;
        }
        if slot == Slot::Stock {
            return self.stock(fx);
        }
        let view = self.state().view(self.layout);
        let Some(pile) = view.pile(slot) else { return };
        let card = index.filter(|&i| i < pile.cards.len());
        let movable = card.is_some_and(|i| i >= pile.first_movable);
        if let Some((from, at)) = self.marks.sel {
            if from == slot {
                self.marks.sel = card.filter(|&i| movable && i != at).map(|i| (from, i));
                return fx.push(Effect::Draw { animate: false });
            }
            if !self.transfer(from, at, slot, fx) {
                self.marks.sel = None;
                fx.push(Effect::Draw { animate: false });
            }
            return;
        }
        if let Some(mv) = card.and_then(|i| self.removal_at(slot, i)) {
            if self.play(mv, fx).is_ok() {
                self.marks.tap_removed = Some((slot, self.now));
            }
            return;
        }
        match card {
            Some(i) if movable => {
                say(fx, "", None);
                self.marks.sel = Some((slot, i));
                fx.push(Effect::Draw { animate: false });
            }
            Some(i) if i + 1 < pile.cards.len() => {
                say(fx, "That card is covered: only the cards at the top can move.", Tone::Error)
            }
            _ => fx.push(Effect::Draw { animate: false }),
        }
    }

    /// Sends the cards from `index` up in `slot` to their best place (a
    /// card of a removable complete run removes it).
    pub(in crate::page) fn auto(&mut self, slot: Slot, index: usize, fx: &mut Vec<Effect>) {
        if self.after_tap_removal(slot) {
            return;
        }
        if slot == Slot::Stock {
            return self.stock(fx);
        }
        match self.state().auto_move(slot, index) {
            Some(mv) => self.play_or_say(mv, fx),
            None => {
                self.marks.sel = None;
                say(fx, "No useful move for those cards.", Tone::Info);
                fx.push(Effect::Draw { animate: false });
            }
        }
    }

    /// Shows a hint's move on the table: its cards selected and their
    /// target marked, or the stock lit for a deal.
    pub(in crate::page) fn show_hint(&mut self, mv: Move, fx: &mut Vec<Effect>) {
        self.marks.sel = None;
        if let Move::Transfer { from, count, .. } = mv {
            let len = self.pile_len(from);
            self.marks.sel = Some((from, len.saturating_sub(count as usize)));
        }
        self.marks.hint = Some(HintMark { mv, sel: self.marks.sel, at: self.game.generation });
        fx.push(Effect::Draw { animate: false });
    }
}
