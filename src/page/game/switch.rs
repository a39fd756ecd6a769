//! Moving between games: New, a deal number, a loaded game, a kept game,
//! the deal of the day, and the answers to the questions that guard them.
//! Leaving a game the player has moves in asks first (it counts as lost).

use crate::games::{AnyGame, GameId, Options};
use crate::history::Session;
use crate::page::{count_of, say, App, Asked, Effect, GameMsg, Leave, Pending, Saved, Timer, Tone, UiMsg};
use crate::protocol::Request;
use crate::record::Origin;
use crate::solver::rate::Difficulty;

/// How long New looks for a winnable deal in the worker before it says it
/// found none (each deal is node-capped; a slow machine only waits longer,
/// and the player can cancel).
pub(in crate::page) const WINNABLE_MS: f64 = 120_000.0;

impl App {
    /// Which game is on the table (`Msg::Game`).
    pub(in crate::page) fn game_msg(&mut self, msg: GameMsg, fx: &mut Vec<Effect>) {
        match msg {
            GameMsg::Answer(yes) => self.answer(yes, fx),
            GameMsg::Dismissed => {
                if self.question.take().is_some() {
                    fx.push(Effect::CloseQuestion);
                }
            }
            GameMsg::New => {
                let options = self.state().options().clone();
                self.new_with(options, fx);
            }
            GameMsg::NewWith(options) => self.new_with(options, fx),
            GameMsg::Deal(options, n) => self.new_deal(options, n, fx),
            GameMsg::Open(session, said) => self.replace(Leave::Start(session, said), fx),
            GameMsg::Resume(saved) => self.replace(Leave::Resume(saved), fx),
            GameMsg::Daily(options, date, kept) => self.daily_deal(options, date, kept.map(|k| *k), fx),
            GameMsg::DealDraft(number, slot) => self.deal_draft(number, slot, fx),
            GameMsg::ResumeAside(game, kept) => self.resume_aside(game, kept, fx),
            GameMsg::CountLeft(saved) => self.count_left(*saved, fx),
            GameMsg::CancelFind => self.cancel_find(fx),
            GameMsg::Catalogue(m) => self.catalogue_msg(m, fx),
            GameMsg::Switch(options, kept) => match kept {
                Some(saved) => self.resume(*saved, fx),
                None => self.go(Leave::Random(options), fx),
            },
        }
    }

    /// The player answered the question on screen.
    pub(in crate::page) fn answer(&mut self, yes: bool, fx: &mut Vec<Effect>) {
        let Some(q) = self.question.take() else {
            return fx.push(Effect::CloseQuestion);
        };
        fx.push(Effect::CloseQuestion);
        if !yes {
            return;
        }
        if q.at != self.game.generation && !matches!(q.action, Pending::ResetStats) {
            // The game changed under the question: it no longer means what it said.
            return say(fx, "The game changed, so nothing was done: ask again.", Tone::Info);
        }
        match q.action {
            Pending::Undo { step } if step == self.game.session.steps().len() => self.undo(true, fx),
            Pending::Undo { .. } => say(fx, "The game changed, so nothing was undone: ask again.", Tone::Info),
            Pending::Restart => self.restart(true, fx),
            Pending::Solve => self.solve_now(fx),
            Pending::Leave(to) => self.leave_now(*to, fx),
            Pending::ResetStats => self.journal_reset(fx),
            Pending::Review => self.review_now(fx),
            Pending::Play(mv) => self.play_questioned(mv, fx),
        }
    }

    /// Replaces the game on the table. A game in progress (moves of the
    /// player's, not won, not counted) asks first: leaving counts it lost.
    pub(in crate::page) fn replace(&mut self, to: Leave, fx: &mut Vec<Effect>) {
        if self.in_progress() {
            let n = self.game.session.steps().len();
            let msg = format!(
                "Leave this game? It has {} and will count as lost in your statistics.",
                count_of(n, "move", "moves")
            );
            return self.ask(Pending::Leave(Box::new(to)), &msg, "Leave it", fx);
        }
        self.leave_now(to, fx);
    }

    /// Leaves the game for `to` (the player agreed, or nothing was at stake).
    pub(in crate::page) fn leave_now(&mut self, to: Leave, fx: &mut Vec<Effect>) {
        match to {
            Leave::Back(k) => self.back_now(k, fx),
            Leave::Winnable(options) => self.find_winnable(options, fx),
            to => {
                if self.in_progress() {
                    self.count(false, fx);
                }
                // The game that ended (won, or left and counted lost) stays
                // to be reviewed from the next one.
                if self.game.counted && self.game.session.known_steps() > 0 {
                    self.left = Some(Box::new(self.saved(self.now)));
                }
                self.go(to, fx);
            }
        }
    }

    /// Puts the game `to` names on the table (the one there is settled).
    pub(in crate::page) fn go(&mut self, to: Leave, fx: &mut Vec<Effect>) {
        match to {
            Leave::Start(session, said) => {
                let id = self.new_id();
                self.start(session, id, fx);
                if !said.is_empty() {
                    say(fx, said, Tone::Info);
                }
            }
            Leave::Random(options) => {
                let n = self.random_deal();
                self.deal_plain(&options, n, String::new(), fx);
            }
            Leave::Found(options, n, said) => self.deal_plain(&options, n, said, fx),
            Leave::Daily(session, date, said) => {
                let id = self.new_id();
                self.start(session, id, fx);
                self.game.daily = Some(date);
                self.changed(false, fx);
                say(fx, said, Tone::Info);
            }
            Leave::Resume(saved) => self.resume(*saved, fx),
            Leave::Back(_) | Leave::Winnable(_) => {}
        }
    }

    /// Starts deal `n` with `options`, saying `said`.
    fn deal_plain(&mut self, options: &Options, n: u32, said: String, fx: &mut Vec<Effect>) {
        match AnyGame::deal(options.game(), options, n) {
            Ok(g) => {
                let id = self.new_id();
                self.start(Session::new(Origin::Deal(n), g), id, fx);
                if !said.is_empty() {
                    say(fx, said, Tone::Info);
                }
            }
            Err(e) => say(fx, e, Tone::Error),
        }
    }

    /// Puts `session` on the table as a new game (instance `id`).
    pub(in crate::page) fn start(&mut self, session: Session, id: String, fx: &mut Vec<Effect>) {
        if self.searches.autoplay || !self.searches.finishing.is_empty() {
            self.searches.autoplay = false;
            self.searches.finishing.clear();
            fx.push(Effect::Timer(Timer::Autoplay, None));
        }
        self.forget(|a| matches!(a, Asked::Autoplay { .. } | Asked::Finish { .. }), fx);
        self.review_stop(fx);
        self.review = None;
        self.replaying = false;
        let game = session.state().id();
        if game != self.state().id() {
            self.layout = self.layout_of(game);
        }
        let won = session.state().is_won();
        self.game.session = session;
        self.game.id = id;
        self.marks.sel = None;
        self.marks.hint = None;
        self.game.clock = crate::page::Clock { started_ms: None, won_ms: won.then_some(0.0) };
        self.game.counted = won;
        self.game.touched = false;
        self.game.hints = 0;
        self.game.solution = None;
        self.game.daily = None;
        fx.push(Effect::EndCelebration);
        self.ui_new_game(fx);
        fx.push(Effect::NewGame(self.game.id.clone()));
        say(fx, "", None);
        self.changed(false, fx);
        let deal = self.deal_number().map(|n| format!("deal {n}")).unwrap_or_else(|| "custom position".into());
        fx.push(Effect::Announce(format!("New game: {} {deal}.", self.state().id().title())));
        self.rate_table(fx);
    }

    /// Resumes a kept game (its id, clock and count come back with it).
    pub(in crate::page) fn resume(&mut self, saved: Saved, fx: &mut Vec<Effect>) {
        let (session, err) = match saved.session() {
            Ok(s) => s,
            Err(e) => return say(fx, format!("That game could not be resumed ({e})."), Tone::Error),
        };
        self.start(session, saved.id.clone(), fx);
        self.take_saved(&saved, self.now);
        self.changed(false, fx);
        if let Some(e) = err {
            say(fx, format!("The saved game stopped at {e}"), Tone::Error);
        }
    }

    /// A new deal with `options`: a random number, or with "winnable deals
    /// only" one the solver has won (searched in the worker).
    pub(in crate::page) fn new_with(&mut self, options: Options, fx: &mut Vec<Effect>) {
        if self.finding_deal() {
            return say(fx, "Still finding a winnable deal…", Tone::Info);
        }
        let want = self.difficulty_of(options.game());
        let winnable = self.prefs.winnable_only.contains(&options.game()) || want.is_some();
        // The catalogue's deals need no worker.
        if winnable && (self.searches.worker_broken.is_none() || self.in_catalogue(&options, want)) {
            return self.replace(Leave::Winnable(options), fx);
        }
        if winnable {
            let why = self.searches.worker_broken.clone().unwrap_or_default();
            if let Some(want) = self.difficulty_of(options.game()) {
                return self.rated_failed(want, &why, fx);
            }
            let n = self.random_deal();
            let said = format!("Deal {n} is a plain deal: winnable deals cannot be looked for ({why}).");
            return self.replace(Leave::Found(options, n, said), fx);
        }
        self.replace(Leave::Random(options), fx);
    }

    /// Deal `number` with `options`. Dealing the game's own deal again keeps
    /// its marks: what Solve or a hint showed is still known.
    pub(in crate::page) fn new_deal(&mut self, options: Options, number: u32, fx: &mut Vec<Effect>) {
        let g = match AnyGame::deal(options.game(), &options, number) {
            Ok(g) => g,
            Err(e) => return say(fx, e, Tone::Error),
        };
        let mut s = Session::new(Origin::Deal(number), g);
        if self.game.session.origin == s.origin && self.state().options() == &options {
            s.cheated = self.game.session.cheated;
            s.assisted = self.game.session.assisted;
        }
        self.replace(Leave::Start(s, String::new()), fx);
    }

    /// New with "winnable deals only": a deal of the catalogue is taken at
    /// once (`difficulty.rs`), or a deal found ahead of time; else the
    /// worker looks for one while the game stays on the table (playable: a
    /// win meanwhile is counted, and the deal it finds then waits for the
    /// player's word).
    fn find_winnable(&mut self, options: Options, fx: &mut Vec<Effect>) {
        if self.deal_from_catalogue(&options, self.difficulty_of(options.game()), fx) {
            return;
        }
        if let Some(want) = self.difficulty_of(options.game()) {
            return self.find_rated(options, want, fx);
        }
        if let Some((o, n)) = self.ahead.ready.take() {
            if o == options {
                let said = format!("Deal {n}: {}.", crate::winnable::claim(options.game()));
                self.leave_now(Leave::Found(options.clone(), n, said), fx);
                return self.prefetch(options, fx);
            }
        }
        self.forget(|a| matches!(a, Asked::Prefetch { .. }), fx);
        let from = self.random_deal();
        let job = Request::Winnable { options: options.clone(), from, ms: WINNABLE_MS, deal_ms: None };
        self.request(Asked::Winnable { options, from, at: self.game.generation }, job, fx);
        say(fx, "Finding a winnable deal…", Tone::Info);
        fx.push(Effect::Draw { animate: false });
    }

    /// The worker found New's deal, or none (then deal `from` is dealt as
    /// a plain deal, saying `none`).
    #[allow(clippy::too_many_arguments)]
    pub(in crate::page) fn winnable_found(
        &mut self,
        options: Options,
        from: u32,
        at: u64,
        deal: Option<u32>,
        none: String,
        fx: &mut Vec<Effect>,
    ) {
        let (n, said) = match deal {
            Some(n) => (n, format!("Deal {n}: {}.", crate::winnable::claim(options.game()))),
            None => (from, none),
        };
        self.offer_found(options, n, said, at, fx);
    }

    /// New's deal `n` was found (a winnable deal, or one of a difficulty),
    /// asked for at generation `at`: dealt now if nothing happened on the
    /// table since, else it waits for the player's word; then the next
    /// one is looked for ahead of time.
    pub(in crate::page) fn offer_found(
        &mut self,
        options: Options,
        n: u32,
        said: String,
        at: u64,
        fx: &mut Vec<Effect>,
    ) {
        if at == self.game.generation {
            // Nothing happened on the table since the player asked (and agreed).
            self.leave_now(Leave::Found(options.clone(), n, said), fx);
        } else {
            // The player played on meanwhile (and may have won): the new
            // deal waits for the player's word.
            let q = if self.in_progress() {
                format!("{said} Leave this game for it? It will count as lost in your statistics.")
            } else {
                format!("{said} Deal it now?")
            };
            self.ask(Pending::Leave(Box::new(Leave::Found(options.clone(), n, said))), &q, "Deal it", fx);
        }
        self.prefetch(options, fx);
    }

    /// With "winnable deals only", the next New's deal is looked for now,
    /// in the worker, while the player plays.
    pub(in crate::page) fn prefetch(&mut self, options: Options, fx: &mut Vec<Effect>) {
        if let Some(want) = self.difficulty_of(options.game()) {
            return self.prefetch_rated(options, want, fx);
        }
        if !self.prefs.winnable_only.contains(&options.game()) || self.searches.worker_broken.is_some() {
            return;
        }
        if self.in_catalogue(&options, None) {
            return;
        }
        if self.asking(|a| matches!(a, Asked::Prefetch { .. } | Asked::Winnable { .. })) {
            return;
        }
        if self.ahead.ready.as_ref().is_some_and(|(o, _)| *o == options) {
            return;
        }
        let from = self.random_deal();
        let job = Request::Winnable { options: options.clone(), from, ms: WINNABLE_MS, deal_ms: None };
        self.request(Asked::Prefetch { options }, job, fx);
    }

    /// Cancels New's search for a winnable deal (the game stays).
    pub(in crate::page) fn cancel_find(&mut self, fx: &mut Vec<Effect>) {
        let finding = |a: &Asked| matches!(a, Asked::Winnable { .. } | Asked::Daily { .. } | Asked::Rated { .. });
        if self.asking(finding) {
            self.forget(finding, fx);
            say(fx, "Stopped looking for a deal.", Tone::Info);
            fx.push(Effect::Draw { animate: false });
        }
    }

    /// The deal of the day of `options`' game and rules on `date`: its game
    /// if it is on the table already, else the worker finds the day's deal.
    pub(in crate::page) fn daily_deal(
        &mut self,
        options: Options,
        date: String,
        kept: Option<Saved>,
        fx: &mut Vec<Effect>,
    ) {
        let game = options.game();
        if self.sheet.is_some() {
            // Asked from the New game sheet, which closes.
            self.close_sheet(fx);
        }
        if self.game.daily.as_deref() == Some(date.as_str())
            && self.state().id() == game
            && self.state().options() == &options
        {
            return say(fx, format!("This is the deal of the day ({date})."), Tone::Info);
        }
        if let Some(s) = kept.filter(|s| s.daily.as_deref() == Some(date.as_str()) && s.record.options == options) {
            return self.replace(Leave::Resume(Box::new(s)), fx);
        }
        let day = match crate::winnable::Date::parse(&date) {
            Ok(day) => day,
            Err(e) => return say(fx, format!("The deal of the day could not be found: {e}."), Tone::Error),
        };
        self.forget(|a| matches!(a, Asked::Prefetch { .. } | Asked::PrefetchRated { .. } | Asked::Daily { .. }), fx);
        if let Some(n) = crate::catalogue::days::daily_deal(&options, day) {
            // Worked out ahead (the table of daily deals): dealt at once.
            return self.daily_found(options, date, Some(n), fx);
        }
        let job = Request::Daily { options: options.clone(), date: day };
        self.request(Asked::Daily { options, date: date.clone() }, job, fx);
        fx.push(Effect::Draw { animate: false });
        say(fx, format!("Finding the deal of the day ({date})…"), Tone::Info);
    }

    /// The game a link set aside, as read (`Msg::Game(GameMsg::ResumeAside)`): resumed,
    /// and its copy forgotten; its notice goes either way.
    pub(in crate::page) fn resume_aside(
        &mut self,
        game: GameId,
        kept: Result<Option<Box<Saved>>, String>,
        fx: &mut Vec<Effect>,
    ) {
        self.ui_msg(UiMsg::Unnotice("resume-aside:".into()), fx);
        match kept {
            Ok(Some(saved)) => {
                fx.push(Effect::Forget(crate::page::storage::read::aside_key(game)));
                self.game_msg(GameMsg::Resume(saved), fx);
            }
            Ok(None) => say(fx, "That game is no longer kept.", Tone::Info),
            Err(e) => say(fx, format!("That game could not be read ({e})."), Tone::Error),
        }
    }

    /// A game in progress pushed out of the set-aside place by a second
    /// link (`GameMsg::CountLeft`): counted as left, lost, as New counts a
    /// game left (once: the journal knows its id), and the player is told.
    pub(in crate::page) fn count_left(&mut self, saved: Saved, fx: &mut Vec<Effect>) {
        let rec = &saved.record;
        let o = crate::stats::Outcome {
            won: false,
            moves: rec.moves.len() as u32,
            ms: saved.elapsed_ms.max(0.0) as u64,
            cheated: rec.cheated,
            assisted: rec.assisted,
            id: saved.id.clone(),
            daily: saved.daily.clone(),
            at: self.now.max(0.0) as u64,
        };
        let deal = match rec.origin {
            Origin::Deal(n) => Some(n),
            Origin::Position(_) => None,
        };
        let finished = crate::stats::record::Finished::from_outcome(rec.game, &rec.options, deal, &o, saved.hints);
        self.journal_add(crate::stats::record::Record::Game(finished), fx);
        let notice = crate::page::Notice::text(crate::page::input::links::pushed_out_text(&saved));
        self.ui_msg(UiMsg::Notice(notice), fx);
    }

    /// The worker found the deal of the day: it starts (a game in progress asks first).
    pub(in crate::page) fn daily_found(
        &mut self,
        options: Options,
        date: String,
        deal: Option<u32>,
        fx: &mut Vec<Effect>,
    ) {
        let Some(n) = deal else {
            return say(fx, "The deal of the day could not be found.", Tone::Error);
        };
        let game = options.game();
        let Ok(g) = AnyGame::deal(game, &options, n) else { return };
        let session = Session::new(Origin::Deal(n), g);
        let said = daily_line(&session, &date, None);
        self.replace(Leave::Daily(session, date, said), fx);
    }

    /// The layout the player chose for `game` (the shell tells the model).
    pub(in crate::page) fn layout_of(&self, game: GameId) -> crate::view::Layout {
        self.prefs.layouts.iter().find(|(g, _)| *g == game).map_or(crate::view::Layout::Columns, |(_, l)| *l)
    }
}

/// "Deal of the day (2026-11-27): hard (71 of 100), a win exists with every
/// card known." (the session's start is the day's deal; the status line above
/// the table names the game and the deal, so the line fits a phone's two lines).
pub(in crate::page) fn daily_line(session: &Session, date: &str, rating: Option<(Difficulty, u8)>) -> String {
    let claim = crate::winnable::claim(session.start().id());
    let rated = rating.map_or(String::new(), |(d, r)| format!("{} ({r} of 100), ", d.word()));
    format!("Deal of the day ({date}): {rated}{claim}.")
}
