//! Deal difficulty on the page (issue 34): the player's choice per game
//! (Any, or easy to expert: a winnable deal of that label), the deal of
//! that difficulty New deals — one of the catalogue of rated deals
//! (`crate::catalogue`, issue 42) the player has not had, at once; else
//! found by the worker ahead of time, as "winnable deals only" finds its
//! deals — and the rating of the deal on
//! the table, asked of the worker when a deal appears and kept per deal
//! and rules, which the status line, the share line and the deal of the
//! day name. The ratings are `solver::rate`'s (node-capped: the CLI's
//! `swarm rate` gives the same label).

use crate::games::{GameId, Options};
use crate::page::{say, App, Asked, Effect, Leave, Tone};
use crate::protocol::{Reply, Request};
use crate::solver::rate::Difficulty;

/// How long New (or the search ahead of time) looks for a deal of a
/// difficulty before it says none was found. Every deal is node-capped:
/// a slow machine only waits longer; the player can stop it.
pub(in crate::page) const RATED_MS: f64 = 300_000.0;

/// Ratings kept (the deals of this visit; each is a few seconds of the worker's).
const KEPT_RATINGS: usize = 64;

/// The difficulties the New game sheet offers besides Any.
pub const DIFFICULTIES: [Difficulty; 4] = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard, Difficulty::Expert];

/// Why a difficulty is not offered for these rules (`None`: it is).
/// Every label holds about a quarter of the winnable deals of every game
/// (the tables are percentiles), so a deal of any label is found in the
/// worker within a few deals (docs/benchmarks.md, *Deals of a difficulty
/// in the page*) and none is refused today; the sheet shows the reason
/// when one is.
pub fn not_offered(_options: &Options, want: Difficulty) -> Option<&'static str> {
    match want {
        Difficulty::NotWinnable => Some("a deal that is not winnable is never dealt on purpose"),
        _ => None,
    }
}

/// "Easy", "Hard"…: a label as a word that starts a line. The words are
/// ASCII, so the ASCII capital: `char::to_uppercase` would bring the
/// Unicode case tables (about 12 KB) into the page's wasm.
pub fn title(d: Difficulty) -> String {
    let mut w = d.word().to_string();
    if let Some(f) = w.get_mut(..1) {
        f.make_ascii_uppercase();
    }
    w
}

impl App {
    /// The difficulty the player chose for `game` (`None`: Any).
    pub fn difficulty_of(&self, game: GameId) -> Option<Difficulty> {
        self.prefs.difficulty.iter().find(|(g, _)| *g == game).map(|(_, d)| *d)
    }

    /// The rating of deal `deal` with `options`, once the worker gave it.
    pub fn rating_of(&self, options: &Options, deal: u32) -> Option<(Difficulty, u8)> {
        self.ahead.ratings.iter().find(|(o, n, _)| *n == deal && o == options).map(|(_, _, r)| *r)
    }

    /// The rating of the deal on the table (`None`: not known yet, or a
    /// position that is not a numbered deal).
    pub fn rating(&self) -> Option<(Difficulty, u8)> {
        self.rating_of(self.state().options(), self.deal_number()?)
    }

    /// New looks for a deal of this difficulty now (the player waits).
    pub fn finding_rated(&self) -> Option<Difficulty> {
        self.searches.asked.iter().find_map(|(_, a)| match a {
            Asked::Rated { want, .. } => Some(*want),
            _ => None,
        })
    }

    /// The player chose a difficulty for `game` (`None`: Any): the next
    /// New's deal of that game is looked for ahead of time (the search
    /// ahead for the game on the table comes back when one of its deals
    /// is dealt).
    pub(in crate::page) fn set_difficulty(&mut self, game: GameId, want: Option<Difficulty>, fx: &mut Vec<Effect>) {
        let want = want.filter(|d| *d != Difficulty::NotWinnable);
        if self.difficulty_of(game) != want {
            self.prefs.difficulty.retain(|(g, _)| *g != game);
            self.ahead.ready_rated = self.ahead.ready_rated.take().filter(|(o, _, _)| o.game() != game);
            let other = |a: &Asked| matches!(a, Asked::PrefetchRated { options, .. } if options.game() == game);
            self.forget(other, fx);
            if let Some(d) = want {
                self.prefs.difficulty.push((game, d));
            }
        }
        // The game on the table's search ahead goes first; another game's
        // starts when none runs (or when one of its deals is dealt).
        let ahead = self.asking(|a| matches!(a, Asked::PrefetchRated { .. }));
        if game == self.state().id() {
            self.prefetch(self.state().options().clone(), fx);
        } else if !ahead {
            self.prefetch(Options::defaults(game), fx);
        }
        self.rate_deal(fx);
    }

    /// New with a difficulty: a deal found ahead of time is taken at once;
    /// else the worker looks for one (the search ahead of time, if one is
    /// running for these rules, becomes it) while the game stays playable.
    pub(in crate::page) fn find_rated(&mut self, options: Options, want: Difficulty, fx: &mut Vec<Effect>) {
        if let Some((o, d, n)) = self.ahead.ready_rated.take() {
            if o == options && d == want {
                let said = self.rated_line(&options, n);
                self.leave_now(Leave::Found(options.clone(), n, said), fx);
                return self.prefetch(options, fx);
            }
        }
        let at = self.game.generation;
        let running = self.searches.asked.iter().position(
            |(_, a)| matches!(a, Asked::PrefetchRated { options: o, want: w, .. } if *o == options && *w == want),
        );
        if let Some(i) = running {
            let from = match self.searches.asked[i].1 {
                Asked::PrefetchRated { from, .. } => from,
                _ => 0,
            };
            self.searches.asked[i].1 = Asked::Rated { options, want, from, at };
        } else {
            self.forget(|a| matches!(a, Asked::PrefetchRated { .. } | Asked::Prefetch { .. }), fx);
            let from = self.random_deal();
            let ms = RATED_MS;
            let job = Request::RatedDeal { options: options.clone(), difficulty: want, from, ms };
            self.request(Asked::Rated { options, want, from, at }, job, fx);
        }
        say(fx, format!("Finding {} deal…", article(want)), Tone::Info);
        fx.push(Effect::Draw { animate: false });
    }

    /// With a difficulty chosen, the next New's deal of it is looked for
    /// now, in the worker, while the player plays.
    /// One search ahead at a time: one for other rules (another game's)
    /// gives way to this one.
    pub(in crate::page) fn prefetch_rated(&mut self, options: Options, want: Difficulty, fx: &mut Vec<Effect>) {
        let this =
            |a: &Asked| matches!(a, Asked::PrefetchRated { options: o, want: w, .. } if *o == options && *w == want);
        if self.searches.worker_broken.is_some()
            || self.asking(|a| matches!(a, Asked::Rated { .. }))
            || self.asking(this)
        {
            return;
        }
        if self.ahead.ready_rated.as_ref().is_some_and(|(o, d, _)| *o == options && *d == want) {
            return;
        }
        if self.in_catalogue(&options, Some(want)) {
            return;
        }
        self.forget(|a| matches!(a, Asked::PrefetchRated { .. }), fx);
        let from = self.random_deal();
        let ms = RATED_MS;
        let job = Request::RatedDeal { options: options.clone(), difficulty: want, from, ms };
        self.request(Asked::PrefetchRated { options, want, from }, job, fx);
    }

    /// When a deal appears: asks the worker to rate it, unless its rating is
    /// known or asked already (a rating asked for a deal no longer on the
    /// table is dropped: the worker rates what the player sees first).
    pub(in crate::page) fn rate_table(&mut self, fx: &mut Vec<Effect>) {
        self.rate_deal(fx);
        // The next New's deal of this game, if it has a difficulty.
        let options = self.state().options().clone();
        if let Some(want) = self.difficulty_of(options.game()) {
            self.prefetch_rated(options, want, fx);
        }
    }

    /// The deal on the table's rating: from its rules' catalogue file
    /// (waited for while it is on its way: the search took a core of a
    /// phone for seconds of its start), else asked of the worker.
    pub(in crate::page) fn rate_deal(&mut self, fx: &mut Vec<Effect>) {
        let Some(deal) = self.deal_number() else { return };
        if self.rating().is_some() {
            return;
        }
        // A deal of the catalogue shown winnable: its rating is there.
        if let Some((options, deal, rated)) = self.table_in_catalogue() {
            return self.keep_rating(options, deal, rated);
        }
        if self.searches.worker_broken.is_some() || self.shelf_coming(self.state().options()) {
            return;
        }
        let options = self.state().options().clone();
        let this = |a: &Asked| matches!(a, Asked::Rate { options: o, deal: n } if *n == deal && *o == options);
        if self.asking(this) {
            return;
        }
        self.forget(|a| matches!(a, Asked::Rate { .. }), fx);
        self.request(Asked::Rate { options: options.clone(), deal }, Request::Rate { options, deal }, fx);
    }

    /// Whether `asked` is one of this module's requests.
    pub(in crate::page) fn is_rating(asked: &Asked) -> bool {
        matches!(asked, Asked::Rate { .. } | Asked::Rated { .. } | Asked::PrefetchRated { .. })
    }

    /// An answer (or progress) to one of this module's requests; `id` is
    /// still in `asked`.
    pub(in crate::page) fn rating_found(&mut self, id: u64, asked: Asked, found: Reply, fx: &mut Vec<Effect>) {
        if let Reply::Progress { work: tried } = found {
            if let Asked::Rated { want, .. } = asked {
                // The line's Stop button (`#btn-stop-find`) stops the search.
                let line = match tried {
                    0 => format!("Finding {} deal…", article(want)),
                    1 => format!("Finding {} deal… 1 deal looked at", article(want)),
                    n => format!("Finding {} deal… {n} deals looked at", article(want)),
                };
                say(fx, line, Tone::Info);
            }
            return;
        }
        self.done(id);
        if let Reply::Rated { deal, difficulty, rating, .. } = found {
            // The rules, the difficulty wanted (New's search, or ahead of
            // time), and New's generation when asked.
            let (options, want, at) = match &asked {
                Asked::Rate { options, .. } => (options.clone(), None, None),
                Asked::Rated { options, want, at, .. } => (options.clone(), Some(*want), Some(*at)),
                Asked::PrefetchRated { options, want, .. } => (options.clone(), Some(*want), None),
                // Not a rating's request (`is_rating` routed it here).
                Asked::Hint { .. }
                | Asked::Solve { .. }
                | Asked::Autoplay { .. }
                | Asked::Finish { .. }
                | Asked::Winnable { .. }
                | Asked::Prefetch { .. }
                | Asked::Daily { .. }
                | Asked::Review
                | Asked::Coach { .. } => return,
            };
            self.keep_rating(options.clone(), deal, (difficulty, rating));
            match (want, at) {
                (Some(w), Some(at)) if w == difficulty => self.rated_found(options, deal, at, fx),
                (Some(w), None) if w == difficulty => self.ahead.ready_rated = Some((options, w, deal)),
                // The deal of the day, before its first move: its line says how hard it is.
                (None, _) if self.rating().is_some() && self.game.session.steps().is_empty() => {
                    if let Some(date) = self.daily() {
                        let line =
                            crate::page::game::switch::daily_line(&self.game.session, date, Some((difficulty, rating)));
                        say(fx, line, Tone::Info);
                    }
                }
                // A deal of another difficulty than asked (New looks on), a
                // rating once the game has moved on: the rating is kept, nothing more.
                (Some(_), _) | (None, _) => {}
            }
            return fx.push(Effect::Draw { animate: false });
        }
        let Asked::Rated { want, .. } = asked else {
            // A rating, or a search ahead of time, that failed or found
            // nothing: New looks again (and says so) when asked.
            return;
        };
        let line = match found {
            Reply::Deal { tried, .. } => format!(
                "No {} deal was found in {} minutes ({tried} deals looked at): the game stays. New looks again.",
                want.word(),
                (RATED_MS / 60_000.0).round() as u64
            ),
            Reply::Failed { error } => {
                format!("The search for {} deal failed ({error}): the game stays.", article(want))
            }
            // No other answer ends a search for a deal (progress was heard above).
            Reply::Progress { .. }
            | Reply::Move { .. }
            | Reply::NoMove { .. }
            | Reply::Lost { .. }
            | Reply::Solved { .. }
            | Reply::Review { .. }
            | Reply::Coached { .. }
            | Reply::Rated { .. } => return,
        };
        say(fx, line, Tone::Error);
        fx.push(Effect::Draw { animate: false });
    }

    /// The worker stopped while New waited for a deal of `want`: the game
    /// stays, and the player is told (never a plain deal in its place).
    pub(in crate::page) fn rated_failed(&mut self, want: Difficulty, why: &str, fx: &mut Vec<Effect>) {
        let line =
            format!("{} deals cannot be looked for ({why}): the game stays (Any deals a plain deal).", title(want));
        say(fx, line, Tone::Error);
    }

    /// The worker found New's deal: dealt now if nothing happened on the
    /// table since, else it waits for the player's word.
    pub(in crate::page) fn rated_found(&mut self, options: Options, n: u32, at: u64, fx: &mut Vec<Effect>) {
        let said = self.rated_line(&options, n);
        self.offer_found(options, n, said, at, fx);
    }

    /// "Deal 7: hard (71 of 100), a win exists with every card known."
    pub(in crate::page) fn rated_line(&self, options: &Options, n: u32) -> String {
        let rated = match self.rating_of(options, n) {
            Some((d, r)) => format!("{} ({r} of 100), ", d.word()),
            None => String::new(),
        };
        format!("Deal {n}: {rated}{}.", crate::winnable::claim(options.game()))
    }

    pub(in crate::page) fn keep_rating(&mut self, options: Options, deal: u32, r: (Difficulty, u8)) {
        self.ahead.ratings.retain(|(o, n, _)| !(*n == deal && *o == options));
        if self.ahead.ratings.len() >= KEPT_RATINGS {
            self.ahead.ratings.remove(0);
        }
        self.ahead.ratings.push((options, deal, r));
    }
}

/// "an easy", "a hard", "an expert".
fn article(d: Difficulty) -> String {
    let w = d.word();
    let an = matches!(w.as_bytes().first(), Some(b'a' | b'e' | b'i' | b'o' | b'u'));
    format!("{} {w}", if an { "an" } else { "a" })
}
