//! The solver's help, asked of the worker: Hint (pressed again while it
//! thinks, it stops), Solve (asked first: it marks the game assisted),
//! Autoplay, and the answers. Each request remembers the game's
//! generation: an answer about a position no longer on the table is dropped.

use crate::decimal::fixed;
use crate::page::{count_of, say, App, Asked, Effect, Pending, Timer, Tone};
use crate::page::{AssistMsg, WorkerMsg};
use crate::protocol::{Reply, Request, Tagged, Ticket, Verdict};
use crate::solver::hides_cards;

/// Milliseconds between two autoplayed moves.
pub const PACE_MS: u32 = 350;
/// Milliseconds between two of Finish's moves (the best games' auto-complete is quick).
pub const FINISH_PACE_MS: u32 = 180;

impl App {
    /// The solver's help (`Msg::Assist`).
    pub(in crate::page) fn assist_msg(&mut self, msg: AssistMsg, fx: &mut Vec<Effect>) {
        match msg {
            AssistMsg::Hint => self.hint(fx),
            AssistMsg::Solve => self.solve(fx),
            AssistMsg::ToggleAutoplay => self.toggle_autoplay(fx),
            AssistMsg::AutoplayStep if !self.searches.finishing.is_empty() => self.finish_step(fx),
            AssistMsg::AutoplayStep => self.autoplay_step(fx),
            AssistMsg::Finish => self.finish(fx),
            AssistMsg::StopAutoplay(why) => self.stop_autoplay(&why, fx),
            AssistMsg::CoachDue => self.coach_due(fx),
        }
    }

    /// What the worker says (`Msg::Worker`): a reply to the request its ticket names, or its failure.
    pub(in crate::page) fn worker_msg(&mut self, msg: WorkerMsg, fx: &mut Vec<Effect>) {
        match msg {
            WorkerMsg::Reply(reply) => self.found(reply, fx),
            WorkerMsg::Failed(why) => self.worker_failed(why, fx),
            WorkerMsg::Silent => self.worker_silent(fx),
        }
    }

    /// Stops the search `which` picks, if one runs, saying `said`; whether it ran.
    fn stopped(&mut self, which: impl Fn(&Asked) -> bool + Copy, said: &str, fx: &mut Vec<Effect>) -> bool {
        if !self.asking(which) {
            return false;
        }
        self.forget(which, fx);
        say(fx, said, Tone::Info);
        fx.push(Effect::Draw { animate: false });
        true
    }

    pub(in crate::page) fn hint(&mut self, fx: &mut Vec<Effect>) {
        if self.stopped(|a| matches!(a, Asked::Hint { .. }), "Hint stopped.", fx) {
            return;
        }
        if self.state().is_won() {
            return say(fx, "The game is won: no hint needed.", Tone::Info);
        }
        // Asked again on the same position: the answer it had (the worker
        // would give the same, but may be in a step of a long search).
        if let Some((at, given)) = self.searches.hint_given.take().filter(|(at, _)| *at == self.game.generation) {
            self.hinted(&given, fx);
            self.searches.hint_given = Some((at, given));
            return;
        }
        let job = Request::Hint { record: self.record() };
        self.searches.hinted_ahead = Some(self.game.generation);
        self.request(Asked::Hint { at: self.game.generation }, job, fx);
        say(fx, "Thinking…", Tone::Info);
        fx.push(Effect::Draw { animate: false });
    }

    /// After every message: once the game on the table has had a hint, a
    /// new position (a new generation) is sent to the worker to work out
    /// its hint while the player looks at it (`Request::HintAhead`; nothing
    /// answers it), so the next Hint is answered at once (issue 42: a
    /// Spider hint is a search of about 80 ms in the browser). A game
    /// without a hint asks nothing: a player who never asks spends no
    /// battery on it.
    pub(in crate::page) fn hint_ahead(&mut self, fx: &mut Vec<Effect>) {
        let gen = self.game.generation;
        let wanted = self.game.hints > 0
            && self.searches.hinted_ahead != Some(gen)
            && self.searches.worker_broken.is_none()
            && !self.searches.autoplay
            && self.searches.finishing.is_empty()
            && !self.state().is_won();
        if !wanted {
            return;
        }
        self.searches.hinted_ahead = Some(gen);
        self.searches.next_request += 1;
        let ticket = Ticket { id: self.searches.next_request, generation: gen };
        fx.push(Effect::Request(Tagged { ticket, body: Request::HintAhead { record: self.record() } }));
    }

    /// Solve: Beeswax shows a whole solution (or proves there is none); the
    /// others analyse with every hidden card known. Both mark the game
    /// assisted, so the player is asked first. Pressed while it runs, it stops.
    pub(in crate::page) fn solve(&mut self, fx: &mut Vec<Effect>) {
        if self.stopped(|a| matches!(a, Asked::Solve { .. }), "Analysis stopped.", fx) {
            return;
        }
        if self.state().is_won() {
            return say(fx, "The game is already won.", Tone::Info);
        }
        if self.game.session.assisted {
            return self.solve_now(fx);
        }
        if hides_cards(self.state()) {
            self.ask(
                Pending::Solve,
                "Analysis looks at every hidden card to tell whether this position can be won. \
                 The game will be marked assisted.",
                "Analyze",
                fx,
            );
        } else {
            self.ask(
                Pending::Solve,
                "Solve shows a whole solution from this position (or proves there is none). \
                 The game will be marked assisted.",
                "Show it",
                fx,
            );
        }
    }

    /// Starts Solve (the player agreed): the game is marked assisted now.
    pub(in crate::page) fn solve_now(&mut self, fx: &mut Vec<Effect>) {
        let peeked = hides_cards(self.state());
        if !self.game.session.assisted {
            self.game.session.assisted = true;
            self.changed(false, fx);
        }
        // One long search at a time in the worker: a look-ahead waits.
        self.forget(|a| matches!(a, Asked::Prefetch { .. } | Asked::PrefetchRated { .. }), fx);
        let job = Request::Solve { record: self.record() };
        self.request(Asked::Solve { at: self.game.generation, peeked }, job, fx);
        say(fx, "Analysing… (Stop analysis in the menu cancels)", Tone::Info);
        fx.push(Effect::Draw { animate: false });
    }

    pub(in crate::page) fn toggle_autoplay(&mut self, fx: &mut Vec<Effect>) {
        if self.searches.autoplay {
            return self.stop_autoplay("Autoplay stopped.", fx);
        }
        if self.state().is_won() {
            return say(fx, "The game is already won.", Tone::Info);
        }
        self.searches.autoplay = true;
        say(fx, "Autoplay: the computer plays its hints (any key or click stops it).", Tone::Info);
        self.autoplay_step(fx);
    }

    /// Finish: the worker solves the position (nothing in it is hidden, so
    /// this is no peeking and marks nothing), and its moves are played one
    /// by one with motion; any input stops it.
    pub(in crate::page) fn finish(&mut self, fx: &mut Vec<Effect>) {
        if !self.can_finish() {
            return say(fx, "Finish is for a won endgame: every card face up and nothing left to deal.", Tone::Info);
        }
        let job = Request::Solve { record: self.record() };
        self.request(Asked::Finish { at: self.game.generation }, job, fx);
        say(fx, "Finishing…", Tone::Info);
        fx.push(Effect::Draw { animate: false });
    }

    /// The next of Finish's moves.
    pub(in crate::page) fn finish_step(&mut self, fx: &mut Vec<Effect>) {
        if self.searches.finishing.is_empty() {
            return;
        }
        let text = self.searches.finishing.remove(0);
        let before = self.game.generation;
        if let Err(e) = self.state().parse_move(&text).and_then(|mv| self.play_now(mv, fx)) {
            self.searches.finishing.clear();
            return say(fx, format!("Finish stopped: {text}: {e}"), Tone::Error);
        }
        debug_assert!(self.game.generation != before);
        if self.searches.finishing.is_empty() || self.state().is_won() {
            self.searches.finishing.clear();
        } else {
            fx.push(Effect::Timer(Timer::Autoplay, Some(FINISH_PACE_MS)));
        }
    }

    /// Finish's answer: the moves to play, or why there are none.
    fn finished(&mut self, reply: Reply, fx: &mut Vec<Effect>) {
        match reply {
            Reply::Solved { verdict: Verdict::Solved(moves), .. } if !moves.is_empty() => {
                self.searches.finishing = match crate::solver::notate(self.state(), &moves) {
                    Ok(texts) => texts,
                    Err(e) => return say(fx, format!("Finish stopped: {e}"), Tone::Error),
                };
                say(fx, "", None);
                self.finish_step(fx);
            }
            Reply::Solved { verdict: Verdict::Unsolvable, .. } => {
                say(fx, "This position cannot be won: no sequence of moves wins it.", Tone::Error);
                fx.push(Effect::Draw { animate: false });
            }
            _ => {
                say(fx, "Finish found no way through this position; play on by hand.", Tone::Info);
                fx.push(Effect::Draw { animate: false });
            }
        }
    }

    /// Stops autoplay or Finish (if either runs) and says why (nothing when `why` is empty).
    pub(in crate::page) fn stop_autoplay(&mut self, why: &str, fx: &mut Vec<Effect>) {
        if !self.searches.finishing.is_empty() {
            self.searches.finishing.clear();
            fx.push(Effect::Timer(Timer::Autoplay, None));
            if !why.is_empty() {
                say(fx, "Finish stopped.", Tone::Info);
            }
            fx.push(Effect::Draw { animate: false });
            return;
        }
        if !self.searches.autoplay {
            return;
        }
        self.searches.autoplay = false;
        fx.push(Effect::Timer(Timer::Autoplay, None));
        self.forget(|a| matches!(a, Asked::Autoplay { .. }), fx);
        if !why.is_empty() {
            say(fx, why, Tone::Info);
        }
        fx.push(Effect::Draw { animate: false });
    }

    /// One autoplayed move: asks the worker for it (the pace timer calls this).
    pub(in crate::page) fn autoplay_step(&mut self, fx: &mut Vec<Effect>) {
        if !self.searches.autoplay {
            return;
        }
        if self.state().is_won() {
            return self.stop_autoplay("Autoplay won the game.", fx);
        }
        let job = Request::Autoplay { record: self.record() };
        self.request(Asked::Autoplay { at: self.game.generation }, job, fx);
        fx.push(Effect::Draw { animate: false });
    }

    /// The worker stopped: what waited on it is told, and New's search for a
    /// deal falls back to a plain deal (the player is never stranded).
    pub(in crate::page) fn worker_failed(&mut self, why: String, fx: &mut Vec<Effect>) {
        self.searches.worker_broken = Some(why.clone());
        self.searches.looked_ahead = None;
        let asked = std::mem::take(&mut self.searches.asked);
        if self.searches.autoplay {
            self.searches.autoplay = false;
            fx.push(Effect::Timer(Timer::Autoplay, None));
        }
        let mut said = false;
        for (_, a) in asked {
            match a {
                Asked::Winnable { options, from, at } => {
                    let msg = format!("Deal {from} is a plain deal: winnable deals cannot be looked for ({why}).");
                    self.winnable_found(options, from, at, None, msg, fx);
                    said = true;
                }
                Asked::Daily { date, .. } => {
                    say(fx, format!("The deal of the day ({date}) could not be found: {why}."), Tone::Error);
                    said = true;
                }
                Asked::Rated { want, .. } => {
                    self.rated_failed(want, &why, fx);
                    said = true;
                }
                Asked::Review => {
                    self.review_failed(&why, fx);
                    said = true;
                }
                // The move the coach held plays unquestioned.
                Asked::Coach { at, mv } => {
                    self.coached(at, mv, Reply::Failed { error: why.clone() }, fx);
                    said = true;
                }
                // Said once for all below; a search ahead of time is simply
                // not ready (New asks again when pressed).
                Asked::Hint { .. }
                | Asked::Solve { .. }
                | Asked::Autoplay { .. }
                | Asked::Finish { .. }
                | Asked::Prefetch { .. }
                | Asked::PrefetchRated { .. }
                | Asked::Rate { .. } => {}
            }
        }
        if !said {
            say(fx, format!("The search stopped unexpectedly ({why}); ask again."), Tone::Error);
        }
        fx.push(Effect::Draw { animate: false });
    }

    /// An answer (or progress) from the worker.
    pub(in crate::page) fn found(&mut self, reply: Tagged<Reply>, fx: &mut Vec<Effect>) {
        let (id, body) = (reply.ticket.id, reply.body);
        let Some(asked) = self.searches.asked.iter().find(|(t, _)| t.id == id).map(|(_, a)| a.clone()) else {
            // A request cancelled or about another game: dropped.
            return;
        };
        self.searches.worker_broken = None;
        if Self::is_rating(&asked) {
            return self.rating_found(id, asked, body, fx);
        }
        if let Asked::Review = asked {
            return self.review_found(id, body, fx);
        }
        if let Asked::Coach { at, mv } = asked {
            self.done(id);
            return self.coached(at, mv, body, fx);
        }
        if let Reply::Progress { work: n } = body {
            if let Asked::Solve { .. } = asked {
                say(fx, format!("Analysing… {n} positions so far (Stop analysis in the menu cancels)"), Tone::Info);
            }
            return;
        }
        self.done(id);
        if let Reply::Failed { error: e } = &body {
            if let Asked::Autoplay { .. } = asked {
                return self.stop_autoplay(&format!("Autoplay stopped: {e}"), fx);
            }
            if let Asked::Winnable { options, from, at } = asked {
                let msg = format!("Deal {from} is a plain deal: the search for a winnable one failed ({e}).");
                return self.winnable_found(options, from, at, None, msg, fx);
            }
            say(fx, format!("The search failed: {e}"), Tone::Error);
            return fx.push(Effect::Draw { animate: false });
        }
        match asked {
            Asked::Hint { at } if at == self.game.generation => {
                self.hinted(&body, fx);
                self.searches.hint_given = Some((at, body));
            }
            Asked::Solve { at, peeked } if at == self.game.generation => self.solved(body, peeked, fx),
            Asked::Autoplay { at } if at == self.game.generation => self.autoplayed(body, fx),
            Asked::Finish { at } if at == self.game.generation => self.finished(body, fx),
            Asked::Winnable { options, from, at } => {
                let (deal, tried) = match body {
                    Reply::Deal { deal, tried } => (deal, tried),
                    _ => (None, 0),
                };
                let none =
                    format!("No deal from {from} on could be shown winnable ({tried} tried): this is a plain deal.");
                self.winnable_found(options, from, at, deal, none, fx);
            }
            Asked::Prefetch { options } => {
                if let Reply::Deal { deal: Some(n), .. } = body {
                    self.ahead.ready = Some((options, n));
                }
            }
            Asked::Daily { options, date } => {
                let deal = match body {
                    Reply::Deal { deal, .. } => deal,
                    _ => None,
                };
                self.daily_found(options, date, deal, fx);
            }
            // An answer about a position no longer on the table.
            _ => fx.push(Effect::Draw { animate: false }),
        }
    }

    /// A move from the worker, if it is legal in the position on the table.
    fn checked(&self, mv: crate::games::Move) -> Result<crate::games::Move, String> {
        if self.state().legal_moves().contains(&mv) {
            Ok(mv)
        } else {
            Err(format!("the search answered {}, which is not a legal move here", self.state().format_move(mv)))
        }
    }

    fn hinted(&mut self, reply: &Reply, fx: &mut Vec<Effect>) {
        match *reply {
            Reply::Move { mv, ref reason } => match self.checked(mv) {
                Ok(mv) => {
                    let text = self.state().format_move(mv);
                    self.game.hints += 1;
                    self.show_hint(mv, fx);
                    let msg =
                        if reason.is_empty() { format!("Hint: {text}") } else { format!("Hint: {text} — {reason}") };
                    say(fx, msg.clone(), Tone::Info);
                    fx.push(Effect::Announce(msg));
                    fx.push(Effect::Save(Box::new(self.saved(self.now))));
                }
                Err(e) => say(fx, format!("No hint: {e}"), Tone::Error),
            },
            Reply::Lost { back, looked } => {
                let msg = match back {
                    Some(n) => format!(
                        "This position cannot be won any more; it was still winnable {} back (undo to get there).",
                        count_of(n, "move", "moves")
                    ),
                    None if looked <= 1 || self.game.session.steps().is_empty() => {
                        "This deal cannot be won: no sequence of moves wins it.".to_string()
                    }
                    None => {
                        "This position cannot be won, nor could any position of this game be shown winnable.".into()
                    }
                };
                say(fx, msg, Tone::Error);
                fx.push(Effect::Draw { animate: false });
            }
            Reply::NoMove { ref why } => {
                say(fx, format!("No hint: {why}."), Tone::Info);
                fx.push(Effect::Draw { animate: false });
            }
            _ => fx.push(Effect::Draw { animate: false }),
        }
    }

    fn solved(&mut self, reply: Reply, peeked: bool, fx: &mut Vec<Effect>) {
        let Reply::Solved { verdict, nodes, ms, .. } = reply else {
            return fx.push(Effect::Draw { animate: false });
        };
        let moves = match &verdict {
            Verdict::Solved(moves) => crate::solver::notate(self.state(), moves),
            Verdict::Unsolvable | Verdict::GaveUp => Ok(Vec::new()),
        };
        let moves = match moves {
            Ok(texts) => texts,
            Err(e) => return say(fx, format!("The search failed: {e}"), Tone::Error),
        };
        let label = if peeked { " (peeking: every hidden card known)" } else { "" };
        let (text, tone) = match verdict {
            Verdict::Solved(_) => (
                format!(
                    "Winnable{label}: a win in {} ({nodes} positions searched). The moves are in the moves panel.",
                    count_of(moves.len(), "move", "moves")
                ),
                Tone::Info,
            ),
            Verdict::Unsolvable => {
                (format!("Not winnable{label}: every line of play was searched ({nodes} positions)."), Tone::Error)
            }
            Verdict::GaveUp => (
                format!(
                    "No answer{label}: the search gave up after {nodes} positions and {} s.",
                    fixed(ms / 1000.0, 1)
                ),
                Tone::Info,
            ),
        };
        say(fx, text, tone);
        if !moves.is_empty() {
            self.game.solution = Some((self.record().to_query(true), moves));
            self.ui.panel_open = true;
        }
        fx.push(Effect::Draw { animate: false });
        let options = self.state().options().clone();
        self.prefetch(options, fx);
    }

    fn autoplayed(&mut self, reply: Reply, fx: &mut Vec<Effect>) {
        let mv = match reply {
            Reply::Move { mv, .. } => mv,
            Reply::NoMove { why } => return self.stop_autoplay(&format!("Autoplay stopped: {why}."), fx),
            _ => return self.stop_autoplay("Autoplay stopped: no move.", fx),
        };
        let mv = match self.checked(mv) {
            Ok(mv) => mv,
            Err(e) => return self.stop_autoplay(&format!("Autoplay stopped: {e}"), fx),
        };
        let text = self.state().format_move(mv);
        self.game.session.assisted = true;
        if let Err(e) = self.play_now(mv, fx) {
            return self.stop_autoplay(&format!("Autoplay stopped: {text}: {e}"), fx);
        }
        if self.state().is_won() {
            return self.stop_autoplay("Autoplay won the game.", fx);
        }
        say(fx, format!("Autoplay: {text}"), Tone::Info);
        fx.push(Effect::Timer(Timer::Autoplay, Some(PACE_MS)));
    }
}
