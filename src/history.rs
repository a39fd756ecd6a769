//! A game in progress: the starting position, every step with the state it
//! led to (undo/redo restore snapshots exactly), the "revealed information"
//! flag on each step, and the cheated / assisted marks.

use crate::games::{AnyGame, Move, MoveError};
use crate::record::{Given, Origin, Record, MAX_MOVES};

/// One applied move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub mv: Move,
    /// The move in notation, written in the position before it.
    pub text: String,
    /// The move showed a card the player had not seen.
    pub revealed: bool,
    /// The position after the move.
    pub after: AnyGame,
}

/// Undo was refused because it would take back seen information.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UndoError {
    /// Nothing to undo.
    Nothing,
    /// The step revealed a card; undoing it needs confirmation and marks the game cheated.
    NeedsConfirmation(String),
}

/// A game being played: start, steps, and a cursor for redo.
#[derive(Clone, Debug)]
pub struct Session {
    pub origin: Origin,
    start: AnyGame,
    steps: Vec<Step>,
    /// Number of steps currently applied (steps past it can be redone).
    cursor: usize,
    pub cheated: bool,
    pub assisted: bool,
}

impl Session {
    pub fn new(origin: Origin, start: AnyGame) -> Session {
        Session { origin, start, steps: Vec::new(), cursor: 0, cheated: false, assisted: false }
    }

    /// The current position.
    pub fn state(&self) -> &AnyGame {
        if self.cursor == 0 {
            &self.start
        } else {
            &self.steps[self.cursor - 1].after
        }
    }

    pub fn start(&self) -> &AnyGame {
        &self.start
    }

    /// The steps played so far (not counting redoable ones).
    pub fn steps(&self) -> &[Step] {
        &self.steps[..self.cursor]
    }

    /// The positions of the game so far: the start, then the position after
    /// each step played (the current position last).
    pub fn positions(&self) -> Vec<AnyGame> {
        std::iter::once(&self.start).chain(self.steps().iter().map(|s| &s.after)).cloned().collect()
    }

    /// Move texts played so far.
    pub fn move_texts(&self) -> Vec<String> {
        self.steps().iter().map(|s| s.text.clone()).collect()
    }

    pub fn can_undo(&self) -> bool {
        self.cursor > 0
    }
    pub fn can_redo(&self) -> bool {
        self.cursor < self.steps.len()
    }

    /// Plays `mv`; the redo list is dropped.
    pub fn play(&mut self, mv: Move) -> Result<&Step, MoveError> {
        if self.cursor >= MAX_MOVES {
            // A record reads back at most this many: a game keeps no more,
            // so what is saved comes back whole.
            return Err(MoveError(format!(
                "this game has {MAX_MOVES} moves, the most a game keeps: undo, restart or start a new game"
            )));
        }
        let mut next = self.state().clone();
        let text = next.format_move(mv);
        let applied = next.apply(mv)?;
        self.steps.truncate(self.cursor);
        self.steps.push(Step { mv, text, revealed: applied.revealed, after: next });
        self.cursor += 1;
        Ok(&self.steps[self.cursor - 1])
    }

    /// Plays a move written in notation.
    pub fn play_text(&mut self, text: &str) -> Result<&Step, String> {
        let mv = self.state().parse_move(text)?;
        self.play(mv).map_err(|e| e.0)
    }

    /// Undoes the last step. A step that revealed a card is refused unless
    /// `confirmed`; when confirmed in a game where that counts, the game is
    /// marked cheated for good.
    pub fn undo(&mut self, confirmed: bool) -> Result<(), UndoError> {
        if self.cursor == 0 {
            return Err(UndoError::Nothing);
        }
        let step = &self.steps[self.cursor - 1];
        if step.revealed && self.start.undo_reveal_cheats() {
            if !confirmed {
                return Err(UndoError::NeedsConfirmation(format!(
                    "Undoing `{}` takes back a card you have seen: the game will be marked cheated.",
                    step.text
                )));
            }
            self.cheated = true;
        }
        self.cursor -= 1;
        Ok(())
    }

    /// Redoes the next step, if any.
    pub fn redo(&mut self) -> bool {
        if self.can_redo() {
            self.cursor += 1;
            true
        } else {
            false
        }
    }

    /// Back to the starting position; the moves stay available to redo.
    pub fn restart(&mut self) {
        self.cursor = 0;
    }

    /// Goes to step `n` (0 = start) among all known steps: the replay viewer
    /// for a finished or loaded game, where nothing is hidden any more.
    pub fn seek(&mut self, n: usize) -> usize {
        let n = n.min(self.steps.len());
        self.cursor = n;
        n
    }

    /// Total steps known, including redoable ones.
    pub fn known_steps(&self) -> usize {
        self.steps.len()
    }

    /// The game record (moves played so far).
    pub fn record(&self) -> Record {
        Record {
            game: self.start.id(),
            options: self.start.options().clone(),
            origin: self.origin.clone(),
            moves: self.move_texts(),
            cheated: self.cheated,
            assisted: self.assisted,
        }
    }

    /// Rebuilds a session from a record, replaying every move. On an illegal
    /// move the error names it: `move K (TEXT): REASON`.
    pub fn from_record(rec: &Record) -> Result<Session, String> {
        Session::started(rec, rec.start_position()?)
    }

    /// [`Self::from_record`] from a custom position `given` as its parts
    /// (`Record::start_given`: the search worker, whose wasm reads no
    /// position text); none given: the record's own reading.
    pub fn from_start(rec: &Record, given: Option<&Given>) -> Result<Session, String> {
        match given {
            Some(g) => Session::started(rec, rec.start_given(g)?),
            None => Session::from_record(rec),
        }
    }

    /// The session of `rec` from its position `start`, every move replayed.
    fn started(rec: &Record, start: AnyGame) -> Result<Session, String> {
        let mut s = Session::new(rec.origin.clone(), start);
        s.replay(&rec.moves)?;
        s.cheated = rec.cheated;
        s.assisted = rec.assisted;
        Ok(s)
    }

    /// Plays move texts in order; stops at the first bad one with
    /// `move K (TEXT): REASON` (K counts from 1 within `moves`).
    pub fn replay(&mut self, moves: &[String]) -> Result<(), String> {
        for (i, m) in moves.iter().enumerate() {
            self.play_text(m).map_err(|e| format!("move {} ({}): {}", i + 1, crate::text::clip(m, 20), e))?;
        }
        Ok(())
    }
}
