//! The coach (SPEC §4 "Review"; an option per game, off by default, in
//! the New game sheet; Beeswax and Beehive): with it on, the player's move
//! is held, not played, while the worker proves whether it loses a game
//! that was winnable before it (`Request::Coach`, answered at once with two
//! searches of at most 100 ms each). A move that loses is questioned
//! ("This move loses the game. Play it anyway?", the question bound to the
//! game as it is, the move unplayed); any other answer plays it. Bounded:
//! no answer within [`COACH_MS`] (`Timer::Coach`), and the move is played
//! unquestioned; a worker that cannot run plays it too. A game the coach
//! looked at is marked assisted, as Solve and Autoplay mark one.
//!
//! Spider and Beetle are not coached: the fair player's blunder check
//! (the review's classes, `solver::review::teach`) takes far longer than
//! the 300 ms a move may wait (docs/page.md).

use crate::games::{GameId, Move};
use crate::page::msg::Asked;
use crate::page::{say, App, Effect, Pending, Timer, Tone};
use crate::protocol::{Reply, Request};

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
        let game = self.state().id();
        matches!(game, GameId::Beeswax | GameId::Beehive)
            && self.prefs.coach.contains(&game)
            && self.searches.worker_broken.is_none()
            && !self.searches.autoplay
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
    /// that loses is questioned; any other answer plays it.
    pub(in crate::page) fn coached(&mut self, at: u64, mv: Move, reply: Reply, fx: &mut Vec<Effect>) {
        fx.push(Effect::Timer(Timer::Coach, None));
        if at != self.game.generation {
            return;
        }
        match reply {
            Reply::Coached { loses: true } => {
                let text = self.state().format_move(mv);
                let q = format!("This move ({text}) loses the game: it was winnable until now. Play it anyway?");
                self.ask(Pending::Play(mv), &q, "Play it", fx);
                fx.push(Effect::Draw { animate: false });
            }
            _ => self.play_questioned(mv, fx),
        }
    }

    /// Plays a move the coach held (let through, or the player's "Play it").
    pub(in crate::page) fn play_questioned(&mut self, mv: Move, fx: &mut Vec<Effect>) {
        if let Err(e) = self.play_now(mv, fx) {
            say(fx, e, Tone::Error);
        }
    }
}
