//! Hints in the worker: the solver's one hint path, and the next hint
//! worked out ahead. A game that has had a hint asks for the hint of each
//! new position as it comes ([`Request::HintAhead`], sent by the page):
//! the worker works it out before the next slice of any long search (a
//! deal rated or found ahead of time can wait), and keeps the
//! last hint it worked out with its record, so the player's Hint on that
//! position is answered at once, not after a search (issue 42: a Spider
//! hint is 3,000 of the fair player's positions, 40 ms natively and about
//! twice that in the browser). The answer is the one a search now would
//! give: the hint's node budget makes it the same on every machine.
//!
//! [`Request::HintAhead`]: crate::protocol::Request::HintAhead

use super::{Job, Searcher, LOOK_BACK_MS};
use crate::history::Session;
use crate::protocol::{Reply, Ticket};
use crate::record::{Given, Record};
use crate::solver::{self, Budget, NoHint};

impl Searcher {
    /// The player's Hint for `record`: the hint worked out for it already,
    /// or worked out now (and kept). A hint ahead of any other position is
    /// dropped: the page asks for the position on its table.
    pub(super) fn hint_request(&mut self, ticket: Ticket, record: Record, given: Option<&Given>) -> Reply {
        self.hint_ahead = None;
        if let Some(reply) = self.kept_hint(&record, given) {
            return reply.clone();
        }
        let s = match Session::from_start(&record, given) {
            Ok(s) => s,
            Err(error) => return Reply::Failed { error },
        };
        match self.hint(&s) {
            Some(reply) => {
                self.hinted = Some((record, given.cloned(), reply.clone()));
                reply
            }
            None => self.look_back(ticket, &s),
        }
    }

    /// The hint of `record` worked out ahead and kept (a position already
    /// worked out, or lost, or unreadable: nothing to keep).
    pub(super) fn work_out_hint(&mut self, record: &Record, given: Option<&Given>) {
        if self.kept_hint(record, given).is_some() {
            return;
        }
        if let Some(reply) = Session::from_start(record, given).ok().and_then(|s| self.hint(&s)) {
            self.hinted = Some((record.clone(), given.cloned(), reply));
        }
    }

    /// The hint kept for `record` (starting from the parts `given`), if it is.
    fn kept_hint(&self, record: &Record, given: Option<&Given>) -> Option<&Reply> {
        let (r, g, reply) = self.hinted.as_ref()?;
        (r == record && g.as_ref() == given).then_some(reply)
    }

    /// A hint for the game's position: the solver's one hint path
    /// (`solver::hint_at`, the positions already played not returned to);
    /// none for a lost Beeswax position, whose look-back follows.
    fn hint(&self, s: &Session) -> Option<Reply> {
        let budget = Budget::hint().with_clock(self.clock);
        match solver::hint_at(&s.positions(), budget).0 {
            Ok(h) => Some(Reply::Move { mv: h.mv, reason: h.reason }),
            Err(NoHint::NotWinnable) => None,
            Err(e) => Some(Reply::NoMove { why: e.to_string() }),
        }
    }

    /// A lost Beeswax position: the look-back, in slices
    /// (`solver::LookBack`: the same answer as `swarm hint`).
    fn look_back(&mut self, ticket: Ticket, s: &Session) -> Reply {
        let positions = s.positions();
        let each = Budget::ms(LOOK_BACK_MS).with_clock(self.clock).with_table(500_000);
        let look = Job::LookBack { back: Box::new(solver::LookBack::new(&positions, each)), looked: positions.len() };
        match self.job {
            None => self.job = Some((ticket, look)),
            Some(_) => self.later.push_back((ticket, look)),
        }
        Reply::Progress { work: 0 }
    }
}
