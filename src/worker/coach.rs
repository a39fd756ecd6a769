//! The coach's side of the worker (docs/page.md, "The coach"): Beeswax's
//! and Beehive's proof that a move loses a winnable game, asked when the
//! move is made and answered at once; Spider's and Beetle's blunder check,
//! worked out ahead (`solver::review::Ahead`) while the worker has nothing
//! else to do, and answered from it.

use super::Searcher;
use crate::games::{AnyGame, GameId};
use crate::history::Session;
use crate::protocol::{Blunder, Reply, Tagged, Ticket};
use crate::record::{Given, Record};
use crate::solver::review::{Ahead, Class, ReviewBudget};
use crate::solver::{self, Budget, Clock, Outcome};

/// The coach's budget for each of its two searches (the page waits at
/// most `page::COACH_MS` = 300 ms for its answer).
const COACH_MS: f64 = 100.0;

impl Searcher {
    /// Starts the look-ahead at the record's position (the one before it
    /// goes, carried on when the record is its game one move on; the same
    /// game and position asked again keeps it); a question waiting on the
    /// old one is dropped (its move has been played, or the game changed).
    pub(super) fn look_ahead(
        &mut self,
        ticket: Ticket,
        record: &Record,
        given: Option<&Given>,
    ) -> Option<Tagged<Reply>> {
        self.asked = None;
        match Session::from_start(record, given) {
            Ok(s) if matches!(record.game, GameId::Spider | GameId::Beetle) => {
                let positions = s.positions();
                // The same game and position (asked again): the work goes on.
                let ahead = match self.ahead.take() {
                    Some((_, a)) if a.positions() == positions => a,
                    old => Ahead::new(positions, ReviewBudget::default_for(record.game), old.map(|(_, a)| a)),
                };
                self.ahead = Some((ticket.id, ahead));
                None
            }
            Ok(_) => {
                self.ahead = None;
                let error = format!("the coach looks ahead in Spider and Beetle only, not in {}", record.game.title());
                Some(Tagged { ticket, body: Reply::Failed { error } })
            }
            Err(error) => Some(Tagged { ticket, body: Reply::Failed { error } }),
        }
    }

    /// The coach's question about the session's last move (Spider,
    /// Beetle): answered from the look-ahead at the position before it when
    /// the move is rated there; else that move is rated next and the answer
    /// comes then (the page plays the move unquestioned at its deadline);
    /// a look-ahead at another position: not questioned, at once.
    pub(super) fn coach_ahead(&mut self, ticket: Ticket, s: &Session) -> Option<Tagged<Reply>> {
        let positions = s.positions();
        let Some(mv) = s.steps().last().map(|st| st.mv) else {
            return Some(Tagged { ticket, body: not_questioned() });
        };
        let Some((_, ahead)) = self.ahead.as_mut().filter(|(_, a)| a.positions() == &positions[..positions.len() - 1])
        else {
            return Some(Tagged { ticket, body: not_questioned() });
        };
        if let Some(body) = answer(ahead, mv) {
            return Some(Tagged { ticket, body });
        }
        if ahead.done() {
            return Some(Tagged { ticket, body: not_questioned() });
        }
        ahead.first(mv);
        self.asked = Some((ticket, mv));
        None
    }

    /// Whether the look-ahead has work left.
    pub(super) fn ahead_left(&self) -> bool {
        self.ahead.as_ref().is_some_and(|(_, a)| !a.done())
    }

    /// The look-ahead for a slice (its steps take a few milliseconds
    /// each); the answer to the question waiting on it once its move is
    /// rated (or cannot be).
    pub(super) fn ahead_step(&mut self) -> Option<Tagged<Reply>> {
        let clock = self.clock;
        let until = clock() + super::SLICE_MS;
        let (_, ahead) = self.ahead.as_mut().filter(|(_, a)| !a.done())?;
        loop {
            ahead.step();
            if let Some((ticket, mv)) = self.asked {
                let body = match answer(ahead, mv) {
                    Some(body) => Some(body),
                    None if ahead.done() => Some(not_questioned()),
                    None => None,
                };
                if let Some(body) = body {
                    self.asked = None;
                    return Some(Tagged { ticket, body });
                }
            }
            if ahead.done() || clock() >= until {
                return None;
            }
        }
    }
}

/// The coach's answer about `mv` from the look-ahead, once it is rated: a
/// blunder is questioned, anything else plays.
fn answer(ahead: &Ahead, mv: crate::games::Move) -> Option<Reply> {
    let look = ahead.look(mv)?;
    let blunder = (look.class == Class::Blunder).then_some(Blunder {
        chance: look.chance,
        better: look.preferred.0,
        better_chance: look.preferred.1,
    });
    Some(Reply::Coached { loses: false, blunder })
}

fn not_questioned() -> Reply {
    Reply::Coached { loses: false, blunder: None }
}

/// The coach: whether the last of `positions` is proven lost (Beeswax's
/// complete search; Beehive's complete peeking search) while the one
/// before it is proven winnable. Other games, and a search that gave up:
/// `false`.
pub(super) fn loses(positions: &[AnyGame], clock: Clock) -> bool {
    let [.., before, after] = positions else { return false };
    if !matches!(after.id(), GameId::Beeswax | GameId::Beehive) {
        return false;
    }
    let budget = Budget::ms(COACH_MS).with_clock(clock).with_table(500_000);
    let lost = !after.is_won() && solver::solve(after, budget, true).outcome == Outcome::Unsolvable;
    lost && solver::solve(before, budget, true).is_solved()
}
