//! Game review on the page: after a game (won, stuck, or left for a new
//! one) or on demand, the worker reviews it (`solver::review` in
//! `src/worker/`): after each move, whether the game was still winnable
//! and, in the games that hide cards, the fair player's chance from there;
//! then the move that lost the game or the most chance, in the solver's
//! words. The positions come in as they are decided (the chart fills),
//! with the progress; closing the sheet cancels; a point of the chart
//! opens its position in the replay.
//!
//! What it marks (SPEC §4: using peeking analysis during a game marks it
//! assisted): a game that is over — won, counted (left), or the last game
//! that ended, reviewed from the next one — is reviewed freely and marked
//! with nothing.
//! A game still in progress (even with no move left: it can be undone) is
//! reviewed only after the player agrees that it will be marked assisted,
//! since the review reads every hidden card (Beeswax hides none, but the
//! review is the solver's proof about the position in play, as Solve's is,
//! which marks the game assisted too).

use crate::games::GameId;
use crate::page::sheets::tree::Sheet;
use crate::page::ReviewMsg;
use crate::page::{say, App, Asked, Effect, Leave, Pending, Saved, Tone};
use crate::protocol::{Reply, Request, ReviewEnd};
use crate::record::Record;
use crate::solver::hides_cards;
use crate::solver::review::{Better, Class};

/// A position of the game reviewed: the start (`ply` 0) or the position
/// after move `ply`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Point {
    pub ply: usize,
    /// The move that led here, in notation (empty at the start).
    pub mv: String,
    /// Still winnable (`None`: not decided yet, or not within the budget).
    pub winnable: Option<bool>,
    /// The fair player's wins and worlds played from here.
    pub chance: Option<(u32, u32)>,
    /// How good the move that led here was, and the better move.
    pub class: Option<Class>,
    pub better: Option<Better>,
}

/// A position the worker decided (the protocol's, as it comes).
pub use crate::protocol::ReviewPly as Decided;

/// The move a review names: it lost the game (winnable before it, not
/// after), or the most chance.
pub use crate::protocol::ReviewMark as Mark;

/// A review, under way or done.
#[derive(Clone, Debug)]
pub struct Review {
    /// The request working on it (`None` once it ended).
    asked: Option<u64>,
    /// The game reviewed (every move of it).
    record: Record,
    /// It is the last game that ended, not the one on the table (kept here to open).
    left: Option<Box<Saved>>,
    /// Asked while the game was in progress (so it was marked assisted).
    during: bool,
    hides: bool,
    points: Vec<Point>,
    progress: (usize, usize),
    end: Option<ReviewEnd>,
    failed: Option<String>,
    /// When its sheet was last drawn for the worker's news ([`DRAW_MS`]).
    drawn_at: f64,
}

/// The review's sheet is drawn again for the worker's news at most once a
/// `DRAW_MS` while it runs (its news comes up to ten times a second, and
/// each drawing builds the whole sheet, chart and all: tasks of 118–218 ms
/// on a busy machine); its end, or its failure, is drawn at once. One
/// pace with the Statistics sheet's during an import.
pub use crate::journal::DRAW_MS;

impl Review {
    /// The game reviewed.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The start, then one point a move.
    pub fn points(&self) -> &[Point] {
        &self.points
    }

    /// Steps done and in all, for the progress bar.
    pub fn progress(&self) -> (usize, usize) {
        self.progress
    }

    pub fn running(&self) -> bool {
        self.asked.is_some()
    }

    /// Reviewed while in progress (and so marked assisted).
    pub fn during(&self) -> bool {
        self.during
    }

    /// The last game that ended (not the one on the table).
    pub fn left(&self) -> bool {
        self.left.is_some()
    }

    /// The game hides cards: the review gives a chance at each point.
    pub fn hides(&self) -> bool {
        self.hides
    }

    /// The move the review names, once it has ended.
    pub fn mark(&self) -> Option<Mark> {
        self.end.as_ref().and_then(|e| e.mark)
    }

    /// The verdict in words ("B2 lost the game: it was winnable until then").
    pub fn summary(&self) -> Option<&str> {
        self.end.as_ref().map(|e| e.summary.as_str())
    }

    /// Why the review could not be done.
    pub fn failed(&self) -> Option<&str> {
        self.failed.as_deref()
    }

    /// The same game as `rec` (its marks aside).
    fn of(&self, rec: &Record) -> bool {
        let r = &self.record;
        r.game == rec.game && r.options == rec.options && r.origin == rec.origin && r.moves == rec.moves
    }
}

impl App {
    /// Game review (`Msg::Review`).
    pub(in crate::page) fn review_msg(&mut self, msg: ReviewMsg, fx: &mut Vec<Effect>) {
        match msg {
            ReviewMsg::Ask => self.review_asked(fx),
            ReviewMsg::Closed => self.review_closed(fx),
            ReviewMsg::Open(ply) => self.review_open(ply, fx),
            ReviewMsg::Better(ply) => self.review_better(ply, false, fx),
            ReviewMsg::PlayOn(ply) => self.review_better(ply, true, fx),
        }
    }

    /// "Show the better move" (`play_on` false) or "Play on from here"
    /// (true) for move `ply`: the position before it, the better move the
    /// review names drawn as a hint is; playing on marks the game assisted
    /// (the review read what the player could not) and says so.
    fn review_better(&mut self, ply: usize, play_on: bool, fx: &mut Vec<Effect>) {
        let better = self.review.as_ref().and_then(|r| r.points.get(ply)).and_then(|p| p.better.clone());
        let Some(better) = better.filter(|_| ply > 0) else {
            return say(fx, "The review names no better move there.", Tone::Info);
        };
        self.review_open(ply - 1, fx);
        if self.game.session.steps().len() != ply - 1 {
            return; // the game could not be opened (the player was told why)
        }
        let Ok(mv) = self.state().parse_move(&better.mv) else {
            return say(fx, format!("The better move {} does not fit this position.", better.mv), Tone::Error);
        };
        if play_on && !self.game.session.assisted {
            self.game.session.assisted = true;
            self.changed(false, fx);
        }
        self.show_hint(mv, fx);
        let text = if play_on {
            format!("Playing on from before move {ply}, marked assisted: {} is the better move.", better.mv)
        } else {
            format!("Before move {ply}: {} was the better move.", better.mv)
        };
        fx.push(Effect::Announce(text));
    }

    /// The review on the sheet, if any.
    pub fn review(&self) -> Option<&Review> {
        self.review.as_ref()
    }

    /// Review: the game on the table (every move known, in a replay), or
    /// when it has no move yet the last game that ended; a game in progress
    /// asks first (it will be marked assisted).
    pub(in crate::page) fn review_asked(&mut self, fx: &mut Vec<Effect>) {
        let (record, left) = match self.review_target() {
            Some(t) => t,
            None => return say(fx, "There are no moves to review yet.", Tone::Info),
        };
        if let Some(r) = &self.review {
            if r.of(&record) && (r.running() || r.end.is_some()) {
                return self.open_sheet(Sheet::Review, fx);
            }
        }
        if left.is_none() && !self.over() && !self.game.session.assisted {
            let text = if hides_cards(self.game.session.start()) {
                "Review looks at every hidden card to tell, after each of your moves, whether the game could \
                 still be won. This game is in progress, so it will be marked assisted."
            } else {
                "Review proves, after each of your moves, whether the game could still be won. This game is \
                 in progress, so it will be marked assisted, as with Solve."
            };
            return self.ask(Pending::Review, text, "Review it", fx);
        }
        self.review_now(fx);
    }

    /// Starts the review (the player agreed, or nothing was at stake).
    pub(in crate::page) fn review_now(&mut self, fx: &mut Vec<Effect>) {
        let Some((record, left)) = self.review_target() else { return };
        let during = left.is_none() && !self.over();
        if during && !self.game.session.assisted {
            self.game.session.assisted = true;
            self.changed(false, fx);
        }
        self.review_stop(fx);
        let hides = record.game != GameId::Beeswax;
        let points = std::iter::once(String::new())
            .chain(record.moves.iter().cloned())
            .enumerate()
            .map(|(ply, mv)| Point { ply, mv, winnable: None, chance: None, class: None, better: None })
            .collect();
        let n = record.moves.len() + 1;
        self.request(Asked::Review, Request::Review { record: record.clone() }, fx);
        let asked = Some(self.searches.next_request);
        self.review = Some(Review {
            asked,
            record,
            left,
            during,
            hides,
            points,
            progress: (0, n),
            end: None,
            failed: None,
            drawn_at: f64::NEG_INFINITY,
        });
        self.open_sheet(Sheet::Review, fx);
    }

    /// What Review reviews: the game on the table (all its moves known in
    /// a replay, else those played), or the last game that ended when the table's has
    /// no move yet (with its kept game).
    fn review_target(&self) -> Option<(Record, Option<Box<Saved>>)> {
        let mut s = self.game.session.clone();
        if self.replaying {
            s.seek(s.known_steps());
        }
        if !s.steps().is_empty() {
            return Some((s.record(), None));
        }
        let left = self.left.clone()?;
        Some((left.record.clone(), Some(left)))
    }

    /// The game on the table is over: won at its end, or counted.
    fn over(&self) -> bool {
        let mut s = self.game.session.clone();
        s.seek(s.known_steps());
        self.game.counted || s.state().is_won()
    }

    /// The sheet closed: a review under way stops (a finished one is kept
    /// to show again).
    pub(in crate::page) fn review_closed(&mut self, fx: &mut Vec<Effect>) {
        if self.review.as_ref().is_some_and(|r| r.running()) {
            self.review_stop(fx);
            self.review = None;
        }
    }

    /// Cancels the review's request, if one runs.
    pub(in crate::page) fn review_stop(&mut self, fx: &mut Vec<Effect>) {
        self.forget(|a| matches!(a, Asked::Review), fx);
        if let Some(r) = self.review.as_mut() {
            r.asked = None;
        }
    }

    /// The worker's news about the review `id`.
    pub(in crate::page) fn review_found(&mut self, id: u64, found: Reply, fx: &mut Vec<Effect>) {
        let Some(r) = self.review.as_mut().filter(|r| r.asked == Some(id)) else {
            return self.done(id);
        };
        match found {
            Reply::Review { done, total, plies, end } => {
                r.progress = (done, total.max(done));
                for d in plies {
                    if let Some(p) = r.points.get_mut(d.ply) {
                        (p.winnable, p.chance, p.class, p.better) = (d.winnable, d.chance, d.class, d.better);
                    }
                }
                if let Some(end) = end {
                    fx.push(Effect::Announce(end.summary.clone()));
                    r.end = Some(end);
                    r.asked = None;
                }
            }
            Reply::Failed { error } => {
                r.failed = Some(error);
                r.asked = None;
            }
            // A review is answered with Review and Failed only; another
            // reply to its ticket tells nothing about it.
            Reply::Progress { .. }
            | Reply::Move { .. }
            | Reply::NoMove { .. }
            | Reply::Lost { .. }
            | Reply::Coached { .. }
            | Reply::Solved { .. }
            | Reply::Deal { .. }
            | Reply::Rated { .. } => {}
        }
        let due = r.asked.is_none() || self.now - r.drawn_at >= DRAW_MS;
        if due {
            r.drawn_at = self.now;
        }
        if r.asked.is_none() {
            self.done(id);
        }
        if due {
            self.redraw_sheet(Sheet::Review, fx);
        }
    }

    /// The worker stopped under a review.
    pub(in crate::page) fn review_failed(&mut self, why: &str, fx: &mut Vec<Effect>) {
        if let Some(r) = self.review.as_mut().filter(|r| r.running()) {
            r.failed = Some(why.to_string());
            r.asked = None;
            self.redraw_sheet(Sheet::Review, fx);
        }
    }

    /// A point of the chart: its position in the replay (the last game that ended
    /// comes back to the table first, counted as it was).
    pub(in crate::page) fn review_open(&mut self, ply: usize, fx: &mut Vec<Effect>) {
        let Some(mut review) = self.review.take() else { return };
        if let Some(saved) = review.left.take() {
            if self.in_progress() {
                review.left = Some(saved);
                self.review = Some(review);
                return say(fx, "Finish or leave the game on the table to open the game you left.", Tone::Info);
            }
            self.go(Leave::Resume(saved), fx);
        }
        // The sheet closes: a review under way stops (and is not kept half done).
        if review.running() {
            self.forget(|a| matches!(a, Asked::Review), fx);
        } else {
            self.review = Some(review);
        }
        if self.sheet == Some(Sheet::Review) {
            self.sheet = None;
            fx.push(Effect::CloseSheets);
        }
        self.replaying = true;
        let n = self.game.session.seek(ply);
        self.marks.sel = None;
        self.marks.hint = None;
        self.changed(true, fx);
        let total = self.game.session.known_steps();
        let text = match self.game.session.steps().last() {
            Some(s) if n > 0 => format!("Move {n} of {total}: {}.", s.text),
            _ => format!("Start, {}.", crate::page::count_of(total, "move", "moves")),
        };
        fx.push(Effect::Announce(text));
    }
}
