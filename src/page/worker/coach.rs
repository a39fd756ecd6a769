//! The coach (SPEC §4 "Review"; an option per game, off by default, in
//! the New game sheet): with it on, the player's move is held, not played,
//! while the worker looks at it (`Request::Coach`). In Beeswax and Beehive
//! it proves whether the move loses a game that was winnable before it
//! (answered at once, two searches of at most 100 ms each); in Spider and
//! Beetle it answers from its look-ahead, the review's class of each move
//! of the position on the table worked out while the player looks at it
//! (`Request::Ahead`, sent by [`App::look_ahead`] after every message that
//! leaves a new position on the table; `solver::review::Ahead`). A move
//! that loses, or a blunder, is questioned ("… Play it anyway?", the
//! question bound to the game as it is, the move unplayed); any other
//! answer plays it. Bounded: no answer within [`COACH_MS`]
//! (`Timer::Coach`), and the move is played unquestioned; a worker that
//! cannot run plays it too. A game the coach looked at is marked assisted,
//! as Solve and Autoplay mark one.

use crate::games::{GameId, Move};
use crate::page::msg::Asked;
use crate::page::{say, App, Effect, Pending, Timer, Tone};
use crate::protocol::{Blunder, Reply, Request, Tagged, Ticket};
use crate::solver::review::percent;

/// How long a held move waits for the coach (ms) before it is played unquestioned.
pub const COACH_MS: u32 = 300;

impl App {
    /// The player's move: played at once, or with the coach on, held
    /// while the coach looks at it. An illegal move is refused with its reason.
    pub(in crate::page) fn play(&mut self, mv: Move, fx: &mut Vec<Effect>) -> Result<(), String> {
        // A move made while another is held: that one plays first, as its
        // deadline would have played it.
        self.coach_due(fx);
        if !self.coaching() {
            return self.play_now(mv, fx);
        }
        let mut after = self.game.session.clone();
        after.play(mv).map_err(|e| e.0)?;
        if after.state().is_won() {
            return self.play_now(mv, fx);
        }
        self.game.session.assisted = true;
        let at = self.game.generation;
        self.request(Asked::Coach { at, mv }, Request::Coach { record: after.record() }, fx);
        fx.push(Effect::Timer(Timer::Coach, Some(COACH_MS)));
        Ok(())
    }

    /// Whether the coach looks at the player's moves in the game on the table.
    fn coaching(&self) -> bool {
        self.prefs.coach.contains(&self.state().id())
            && self.searches.worker_broken.is_none()
            && !self.searches.autoplay
    }

    /// After every message: with the coach on in Spider or Beetle, a new
    /// position on the table (a new generation) is sent to the worker to
    /// look ahead at, replacing the one before. Nothing answers it: the
    /// coach's question about a move reads what it found.
    pub(in crate::page) fn look_ahead(&mut self, fx: &mut Vec<Effect>) {
        let gen = self.game.generation;
        let wanted = self.coaching() && matches!(self.state().id(), GameId::Spider | GameId::Beetle);
        if !wanted || self.state().is_won() {
            // The look-ahead under way is stopped (the worker idles again).
            if let Some(ticket) = self.searches.looked_ahead.take() {
                fx.push(Effect::Request(Tagged { ticket, body: Request::Cancel {} }));
            }
            return;
        }
        if self.searches.looked_ahead.is_some_and(|t| t.generation == gen) {
            return;
        }
        self.searches.next_request += 1;
        let ticket = Ticket { id: self.searches.next_request, generation: gen };
        self.searches.looked_ahead = Some(ticket);
        fx.push(Effect::Request(Tagged { ticket, body: Request::Ahead { record: self.record() } }));
    }

    /// The coach's deadline: the move it holds (for the game as it is)
    /// plays unquestioned, its search forgotten.
    pub(in crate::page) fn coach_due(&mut self, fx: &mut Vec<Effect>) {
        let gen = self.game.generation;
        let held = self.searches.asked.iter().find_map(|(_, a)| match a {
            Asked::Coach { at, mv } if *at == gen => Some(*mv),
            _ => None,
        });
        self.forget(|a| matches!(a, Asked::Coach { .. }), fx);
        if let Some(mv) = held {
            self.play_questioned(mv, fx);
        }
    }

    /// The coach's answer about `mv`, held since generation `at`: a move
    /// that loses, or a blunder, is questioned; any other answer plays it.
    pub(in crate::page) fn coached(&mut self, at: u64, mv: Move, reply: Reply, fx: &mut Vec<Effect>) {
        fx.push(Effect::Timer(Timer::Coach, None));
        if at != self.game.generation {
            return;
        }
        match reply {
            Reply::Coached { loses: true, .. } => {
                let text = self.state().format_move(mv);
                let q = format!("This move ({text}) loses the game: it was winnable until now. Play it anyway?");
                self.ask(Pending::Play(mv), &q, "Play it", fx);
                fx.push(Effect::Draw { animate: false });
            }
            Reply::Coached { blunder: Some(b), .. } => {
                let q = self.blunder_words(mv, &b);
                self.ask(Pending::Play(mv), &q, "Play it", fx);
                fx.push(Effect::Draw { animate: false });
            }
            _ => self.play_questioned(mv, fx),
        }
    }

    /// The question about a blunder: "This move (5 3) is a blunder: the
    /// fair player wins 25% of its games after it, 75% after 4 5. Play it anyway?"
    fn blunder_words(&self, mv: Move, b: &Blunder) -> String {
        let (text, better) = (self.state().format_move(mv), self.state().format_move(b.better));
        let (after, best) = (percent(b.chance), percent(b.better_chance));
        format!(
            "This move ({text}) is a blunder: the fair player wins {after}% of its games after it, \
             {best}% after {better}. Play it anyway?"
        )
    }

    /// Plays a move the coach held (let through, or the player's "Play it").
    pub(in crate::page) fn play_questioned(&mut self, mv: Move, fx: &mut Vec<Effect>) {
        if let Err(e) = self.play_now(mv, fx) {
            say(fx, e, Tone::Error);
        }
    }
}
