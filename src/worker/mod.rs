//! The search worker's engine (SPEC §4): the page's searches, run off its
//! main thread. It touches no DOM and no web crate: the worker's wasm
//! (the crate built with the `search` feature) wraps it in
//! `src/web/search.rs`, which `www/worker.js` drives; native tests feed it
//! [`Request`]s and read its [`Reply`]s (each [`Tagged`] with its request's ticket).
//!
//! A quick request (a hint, an autoplay move) is answered at once, even
//! while a long search runs; a long one (Solve, a lost Beeswax position's
//! look-back, a winnable deal, the deal of the day, a deal's rating, a
//! deal of a difficulty, a game's review) waits its turn (a rating goes first) and is
//! worked on in slices of a few milliseconds by [`Searcher::step`], so a
//! cancel between two slices is heard at once.

use std::collections::VecDeque;

use crate::games::{AnyGame, GameId, Move};
use crate::history::Session;
use crate::protocol::{Reply, Request, ReviewEnd, ReviewMark, ReviewPly, Tagged, Ticket, Verdict};
use crate::record::{Given, Record};
use crate::solver::fair::AutoPlayer;
use crate::solver::rate::{DifficultyFinder, Pick, Rater, Rating, DIFFICULTY_TRIES};
use crate::solver::review::{self as review, Ahead, ReviewBudget, Reviewer};
use crate::solver::{self, Budget, Clock, Outcome, SolveJob};
use crate::winnable::{self, Finder};

mod coach;
#[cfg(test)]
mod coach_tests;
mod hints;
#[cfg(test)]
mod start_tests;
#[cfg(test)]
mod tests;

/// Milliseconds of work between two looks at the message queue.
const SLICE_MS: f64 = 25.0;
/// Positions a rating's or a deal search's step works on between two looks
/// at the clock. A rating's fair hint (3,000 positions, about 80 ms of
/// Spider in the browser) is not cut, so a step is one hint, not the two
/// that 4,000 made: a Hint or a cancel waits at most one hint for the slice
/// under way to end. The answers do not depend on it (node budgets).
const STEP_NODES: u64 = 1_000;
/// Time budget of one Solve (and its transposition table: a tab has little memory).
pub const SOLVE_MS: f64 = 20_000.0;
const SOLVE_TABLE: usize = 1_500_000;
/// Positions looked back at, each with this budget, when a Beeswax position is lost.
const LOOK_BACK_MS: f64 = 40.0;
/// A review says how far it got at most this often (a long game's chart
/// is redrawn a few times a second, not after every search).
const REVIEW_REPLY_MS: f64 = 100.0;

/// One request being worked on (its ticket beside it).
enum Job {
    Solve {
        job: Box<SolveJob>,
        peeked: bool,
        t0: f64,
    },
    /// Lost Beeswax position: looking back for the last winnable one.
    LookBack {
        back: Box<solver::LookBack>,
        looked: usize,
    },
    /// Winnable-deal search for New, until `deadline` (then a plain deal).
    Winnable {
        finder: Box<Finder>,
        deadline: f64,
    },
    /// The deal of the day (node-capped: the same deal everywhere).
    Daily {
        finder: Box<Finder>,
    },
    /// A deal's rating (node-capped: the same rating everywhere).
    Rate {
        deal: u32,
        rater: Box<Rater>,
    },
    /// A winnable deal of a difficulty, until `deadline` (then none).
    RatedDeal {
        finder: Box<DifficultyFinder>,
        deadline: f64,
    },
    /// A game's review (node-capped: the same review everywhere); `sent`:
    /// each position as the page last heard of it, `said`: when.
    Review {
        reviewer: Box<Reviewer>,
        sent: Vec<ReviewPly>,
        said: f64,
    },
}

/// The search engine inside the worker.
pub struct Searcher {
    clock: Clock,
    /// Long requests not started yet, in the order they came.
    waiting: VecDeque<(Tagged<Request>, Option<Given>)>,
    job: Option<(Ticket, Job)>,
    /// Jobs started by a quick request while another ran.
    later: VecDeque<(Ticket, Job)>,
    /// The fair player of the running autoplay, and the record it has seen.
    player: Option<(Record, AutoPlayer)>,
    /// The coach's look-ahead (`coach.rs`) with the id of the request it
    /// answers (the last that asked for it; its cancel stops it), and the
    /// coach's question waiting on it.
    ahead: Option<(u64, Ahead)>,
    asked: Option<(Ticket, Move)>,
    /// The last hint worked out, for its record and the parts it was
    /// given (`hints.rs`): the same question is answered at once.
    hinted: Option<(Record, Option<Given>, Reply)>,
    /// The position whose hint is to be worked out before the next slice
    /// of a long search ([`Request::HintAhead`]).
    hint_ahead: Option<(Record, Option<Given>)>,
}

impl Searcher {
    /// A searcher measuring time with `clock` (milliseconds; the worker's
    /// `Date.now()`, or `solver::native_clock` natively).
    pub fn new(clock: Clock) -> Searcher {
        Searcher {
            clock,
            waiting: VecDeque::new(),
            job: None,
            later: VecDeque::new(),
            player: None,
            ahead: None,
            asked: None,
            hinted: None,
            hint_ahead: None,
        }
    }

    /// Takes a request. A quick one (a hint, an autoplay move) is answered
    /// at once; a long one waits its turn and is worked on by [`Self::step`];
    /// a cancel drops its request, waiting or running (nothing answers it).
    pub fn request(&mut self, req: Tagged<Request>) -> Option<Tagged<Reply>> {
        self.request_with(req, None)
    }

    /// [`Self::request`] with the custom position its record starts from,
    /// `given` as its parts (the worker's wasm reads no position text):
    /// kept with the request while it waits.
    pub fn request_with(&mut self, req: Tagged<Request>, given: Option<Given>) -> Option<Tagged<Reply>> {
        let ticket = req.ticket;
        match req.body {
            Request::Cancel {} => {
                self.waiting.retain(|(w, _)| w.ticket.id != ticket.id);
                if self.job.as_ref().is_some_and(|(t, _)| t.id == ticket.id) {
                    self.job = None;
                }
                self.later.retain(|(t, _)| t.id != ticket.id);
                self.asked = self.asked.filter(|(t, _)| t.id != ticket.id);
                if self.ahead.as_ref().is_some_and(|(id, _)| *id == ticket.id) {
                    // The coach switched off: the look-ahead and any question on it go.
                    self.ahead = None;
                    self.asked = None;
                }
                None
            }
            Request::Ahead { record } => self.look_ahead(ticket, &record, given.as_ref()),
            Request::HintAhead { record } => {
                self.hint_ahead = Some((record, given));
                None
            }
            Request::Hint { .. } | Request::Autoplay { .. } | Request::Coach { .. } => self.begin(req, given),
            // The deal on the table is rated before the searches ahead of time.
            Request::Rate { .. } => {
                self.waiting.push_front((req, given));
                None
            }
            _ => {
                self.waiting.push_back((req, given));
                None
            }
        }
    }

    /// [`Self::request`] on the wire: a request's text in, a reply's text
    /// out. An unreadable request is answered with what is wrong with it
    /// when its ticket can be read (else nobody waits for an answer).
    pub fn request_text(&mut self, text: &str) -> Option<String> {
        match Tagged::from_text(text) {
            Ok(req) => self.request(req).map(|r| r.to_text()),
            Err((ticket, error)) => ticket.map(|ticket| Tagged { ticket, body: Reply::Failed { error } }.to_text()),
        }
    }

    /// Whether work is left (the hint ahead and the coach's look-ahead included).
    pub fn busy(&self) -> bool {
        self.job.is_some()
            || !self.waiting.is_empty()
            || !self.later.is_empty()
            || self.hint_ahead.is_some()
            || self.ahead_left()
    }

    /// Works for a slice; returns a reply to post, if any.
    pub fn step(&mut self) -> Option<Tagged<Reply>> {
        // The hint ahead first: one search of the player's position, before
        // the next slice of a long one (a deal found ahead of time can wait).
        if let Some((record, given)) = self.hint_ahead.take() {
            self.work_out_hint(&record, given.as_ref());
            return None;
        }
        if self.job.is_none() {
            if let Some(j) = self.later.pop_front() {
                self.job = Some(j);
            } else if let Some((req, given)) = self.waiting.pop_front() {
                return self.begin(req, given);
            } else {
                // Nothing else to do: the coach's look-ahead.
                return self.ahead_step();
            }
        }
        let clock = self.clock;
        let until = clock() + SLICE_MS;
        let (ticket, job) = self.job.as_mut()?;
        let ticket = *ticket;
        let (reply, finished) = match job {
            Job::Solve { job, peeked, t0 } => match slice(clock, until, || job.step(3_000)) {
                None => (Reply::Progress { work: job.nodes() }, false),
                Some(r) => {
                    let verdict = match r.outcome {
                        Outcome::Solved(moves) => Verdict::Solved(moves),
                        Outcome::Unsolvable => Verdict::Unsolvable,
                        Outcome::GaveUp { .. } => Verdict::GaveUp,
                    };
                    let ms = clock() - *t0;
                    (Reply::Solved { verdict, nodes: r.nodes, ms, peeked: *peeked }, true)
                }
            },
            Job::LookBack { back, looked } => match slice(clock, until, || back.step()) {
                None => (Reply::Progress { work: back.searched() as u64 }, false),
                Some(back) => (Reply::Lost { back, looked: *looked }, true),
            },
            Job::Winnable { finder, deadline } => {
                let found = slice(clock, until.min(*deadline), || finder.step(STEP_NODES));
                let tried = finder.skipped().len() as u64 + 1;
                match found {
                    Some(f) => {
                        let tried = f.skipped.len() as u64 + 1;
                        (Reply::Deal { deal: f.deal, tried }, true)
                    }
                    None if clock() >= *deadline => (Reply::Deal { deal: None, tried }, true),
                    None => (Reply::Progress { work: tried }, false),
                }
            }
            Job::Daily { finder } => match slice(clock, until, || finder.step(STEP_NODES)) {
                Some(f) => (Reply::Deal { deal: f.deal, tried: f.skipped.len() as u64 + 1 }, true),
                None => (Reply::Progress { work: finder.nodes() }, false),
            },
            Job::Rate { deal, rater } => match slice(clock, until, || rater.step(STEP_NODES)) {
                Some(r) => (rated(*deal, &r, 1), true),
                None => (Reply::Progress { work: rater.nodes() }, false),
            },
            Job::RatedDeal { finder, deadline } => match slice(clock, until.min(*deadline), || finder.step(STEP_NODES))
            {
                Some(Pick { deal: Some((n, r)), tried, .. }) => (rated(n, &r, tried), true),
                Some(Pick { deal: None, tried, .. }) => (Reply::Deal { deal: None, tried }, true),
                None if clock() >= *deadline => (Reply::Deal { deal: None, tried: finder.tried() }, true),
                None => (Reply::Progress { work: finder.tried() }, false),
            },
            Job::Review { reviewer, sent, said } => {
                // At least one search a slice, however long one takes.
                let end = loop {
                    if let Some(r) = reviewer.step() {
                        break Some(r);
                    }
                    if clock() >= until {
                        break None;
                    }
                };
                if end.is_none() && clock() - *said < REVIEW_REPLY_MS {
                    return None;
                }
                *said = clock();
                (review_reply(reviewer, sent, end.as_ref()), end.is_some())
            }
        };
        if finished {
            self.job = None;
        }
        Some(Tagged { ticket, body: reply })
    }

    /// Starts a request: answers at once, or sets up a sliced job (and
    /// says so with a first progress reply). A cancel begins nothing.
    fn begin(&mut self, req: Tagged<Request>, given: Option<Given>) -> Option<Tagged<Reply>> {
        let clock = self.clock;
        let ticket = req.ticket;
        let session = |record: &Record| Session::from_start(record, given.as_ref());
        let body = match req.body {
            Request::Hint { record } => self.hint_request(ticket, record, given.as_ref()),
            Request::Autoplay { record } => match session(&record) {
                Ok(s) => self.autoplay(&s),
                Err(error) => Reply::Failed { error },
            },
            Request::Coach { record } => match session(&record) {
                Ok(s) if matches!(s.state().id(), GameId::Spider | GameId::Beetle) => {
                    return self.coach_ahead(ticket, &s)
                }
                Ok(s) => Reply::Coached { loses: coach::loses(&s.positions(), self.clock), blunder: None },
                Err(error) => Reply::Failed { error },
            },
            Request::Ahead { record } => return self.look_ahead(ticket, &record, given.as_ref()),
            Request::Solve { record } => match session(&record) {
                Ok(s) => {
                    let state = s.state();
                    let peeked = solver::hides_cards(state);
                    let budget = Budget::ms(SOLVE_MS).with_clock(clock).with_table(SOLVE_TABLE);
                    let job = Box::new(SolveJob::new(state, budget));
                    self.job = Some((ticket, Job::Solve { job, peeked, t0: clock() }));
                    Reply::Progress { work: 0 }
                }
                Err(error) => Reply::Failed { error },
            },
            Request::Winnable { options, from, ms, deal_ms } => {
                let game = options.game();
                // A deal's search: the daily node cap, and for New (the player
                // waits) at most `deal_ms` too; the search ahead of time has no
                // time cap, so a slow machine finds the same deals.
                let deal_ms = deal_ms.unwrap_or(f64::INFINITY);
                let budget = Budget { ms: deal_ms, ..winnable::daily_budget(game) }.with_clock(clock);
                match Finder::new(game, &options, from.max(1), budget, winnable::DEFAULT_TRIES) {
                    Ok(f) => {
                        let deadline = clock() + ms;
                        self.job = Some((ticket, Job::Winnable { finder: Box::new(f), deadline }));
                        Reply::Progress { work: 0 }
                    }
                    Err(error) => Reply::Failed { error },
                }
            }
            Request::Daily { options, date } => match winnable::daily_finder_with(&options, date) {
                Ok(f) => {
                    self.job = Some((ticket, Job::Daily { finder: Box::new(f) }));
                    Reply::Progress { work: 0 }
                }
                Err(error) => Reply::Failed { error },
            },
            Request::Rate { options, deal } => match AnyGame::deal(options.game(), &options, deal) {
                Ok(g) => {
                    self.job = Some((ticket, Job::Rate { deal, rater: Box::new(Rater::new(&g)) }));
                    Reply::Progress { work: 0 }
                }
                Err(error) => Reply::Failed { error },
            },
            Request::RatedDeal { options, difficulty, from, ms } => {
                match DifficultyFinder::new(&options, difficulty, from.max(1), DIFFICULTY_TRIES) {
                    Ok(f) => {
                        let deadline = clock() + ms;
                        self.job = Some((ticket, Job::RatedDeal { finder: Box::new(f), deadline }));
                        Reply::Progress { work: 0 }
                    }
                    Err(error) => Reply::Failed { error },
                }
            }
            Request::Review { record } => {
                let reviewer = session(&record).and_then(|s| {
                    Reviewer::new(&s.positions(), &s.move_texts(), ReviewBudget::default_for(record.game))
                });
                match reviewer {
                    Ok(r) => {
                        let (done, total) = r.progress();
                        let job = Job::Review { reviewer: Box::new(r), sent: Vec::new(), said: clock() };
                        self.job = Some((ticket, job));
                        Reply::Review { done, total, plies: Vec::new(), end: None }
                    }
                    Err(error) => Reply::Failed { error },
                }
            }
            // Never waiting: taken as they come (`request_with`).
            Request::HintAhead { .. } | Request::Cancel {} => return None,
        };
        Some(Tagged { ticket, body })
    }

    /// The next autoplay move: the fair player (games that hide cards)
    /// remembers the game; it is rebuilt when the record is not the one it
    /// followed plus new moves.
    fn autoplay(&mut self, s: &Session) -> Reply {
        let state = s.state();
        if state.is_won() {
            return Reply::NoMove { why: "the game is won".into() };
        }
        if !solver::hides_cards(state) {
            // The hint's own path: the positions already played are not
            // returned to, so autoplay follows one solution to the win.
            let budget = Budget::hint().with_clock(self.clock).with_table(1_000_000);
            return match solver::hint_at(&s.positions(), budget).0 {
                Ok(h) => Reply::Move { mv: h.mv, reason: String::new() },
                Err(e) => Reply::NoMove { why: e.to_string() },
            };
        }
        let rec = s.record();
        let follows = self.player.as_ref().is_some_and(|(r, _)| {
            r.game == rec.game && r.origin == rec.origin && r.options == rec.options && rec.moves.starts_with(&r.moves)
        });
        if !follows {
            let mut g = s.start().clone();
            let mut p = AutoPlayer::new(&g, solver::fair_player(&g));
            for st in s.steps() {
                let _ = g.apply(st.mv);
                p.played(st.mv, &g);
            }
            self.player = Some((rec.clone(), p));
        } else if let Some((r, p)) = self.player.as_mut() {
            for st in &s.steps()[r.moves.len()..] {
                p.played(st.mv, &st.after);
            }
        }
        let Some((r, p)) = self.player.as_mut() else {
            return Reply::NoMove { why: "no player".into() };
        };
        *r = rec;
        let budget = solver::fair::autoplay_hint_budget(self.clock);
        match p.next(state, budget) {
            Some(mv) => Reply::Move { mv, reason: String::new() },
            None => Reply::NoMove { why: "no useful move left".into() },
        }
    }
}

/// A rating as the page is told it.
fn rated(deal: u32, r: &Rating, tried: u64) -> Reply {
    Reply::Rated { deal, difficulty: r.difficulty, rating: r.rating, tried }
}

/// A review's reply: its progress, the positions that changed since the
/// last one (`sent` keeps what the page has heard), and how it ended.
fn review_reply(r: &Reviewer, sent: &mut Vec<ReviewPly>, end: Option<&review::Review>) -> Reply {
    let (done, total) = r.progress();
    let now: Vec<ReviewPly> = r
        .plies()
        .iter()
        .map(|p| ReviewPly {
            ply: p.ply,
            winnable: p.winnable,
            chance: p.chance,
            class: p.class,
            better: p.better.clone(),
        })
        .collect();
    let undecided = |p: &ReviewPly| p.winnable.is_none() && p.chance.is_none() && p.class.is_none();
    let plies = now
        .iter()
        .enumerate()
        .filter(|&(k, p)| sent.get(k).map_or(!undecided(p), |q| q != p))
        .map(|(_, p)| p.clone())
        .collect();
    *sent = now;
    let end = end.map(|rv| ReviewEnd {
        mark: match rv.verdict {
            review::Verdict::LostGame { ply } => Some(ReviewMark::LostGame(ply)),
            review::Verdict::LostChance { ply, .. } => Some(ReviewMark::LostChance(ply)),
            _ => None,
        },
        summary: rv.summary(),
    });
    Reply::Review { done, total, plies, end }
}

/// Calls `step` until it answers or `clock` reaches `until`.
fn slice<T>(clock: Clock, until: f64, mut step: impl FnMut() -> Option<T>) -> Option<T> {
    while clock() < until {
        if let Some(r) = step() {
            return Some(r);
        }
    }
    None
}
