//! The solver's help, asked of the worker so the page never waits on it:
//! Hint (and Stop while it thinks), Solve (a proof for Beeswax, peeking
//! analysis for the others, asked first since it marks the game assisted),
//! Autoplay (the fair player's moves one by one), and a winnable deal for
//! New. The messages are the protocol's (`crate::protocol`). Each request
//! remembers the game's generation: an answer about a position that is no
//! longer on the table is dropped.

use super::actions;
use super::app::{App, Asked, Pending};
use super::dom;
use super::toast::feedback;
use crate::games::{AnyGame, GameId, Move, Options};
use crate::history::Session;
use crate::protocol::{Reply, Request, Ticket, Verdict};
use crate::record::Origin;
use crate::solver::hides_cards;
use crate::winnable::Date;

/// Milliseconds between two autoplayed moves.
const PACE_MS: i32 = 350;
/// How long New may look for a winnable deal before it falls back.
const WINNABLE_MS: f64 = 500.0;
/// ...and each deal it tries then, at most.
const WINNABLE_DEAL_MS: f64 = 150.0;

/// Starts the worker if need be (its replies reach `on_reply` through
/// the page's one worker listener).
fn worker(app: &mut App) {
    if app.worker.worker().is_none() {
        app.worker.start(app.hooks.worker.as_ref());
    }
}

/// Sends the request `request` makes with its ticket (the game's
/// generation now), and remembers what it asked.
fn ask(app: &mut App, request: impl FnOnce(Ticket) -> Request, asked: Asked) {
    let ticket = app.worker.ticket(app.generation);
    app.worker.send(&request(ticket));
    app.asked.push((ticket.id, asked));
}

/// Removes a request from those outstanding; returns what it was.
fn take(app: &mut App, id: u64) -> Option<Asked> {
    let i = app.asked.iter().position(|(x, _)| *x == id)?;
    Some(app.asked.remove(i).1)
}

/// Stops the search `which` picks, if one runs, saying `said`; whether it ran.
fn stopped(app: &mut App, which: impl Fn(&Asked) -> bool, said: &str) -> bool {
    if !app.asking(&which) {
        return false;
    }
    app.forget(which);
    feedback(said, "info");
    actions::render(app);
    true
}

/// Hint: asks the worker, and shows that it is thinking; pressed again
/// while it thinks, it stops.
pub fn hint(app: &mut App) {
    if stopped(app, |a| matches!(a, Asked::Hint { .. }), "Hint stopped.") {
        return;
    }
    if app.state().is_won() {
        return feedback("The game is won: no hint needed.", "info");
    }
    worker(app);
    let record = app.record();
    ask(app, |ticket| Request::Hint { ticket, record }, Asked::Hint { at: app.generation });
    feedback("Thinking…", "info");
    actions::render(app);
}

/// Solve: Beeswax shows a whole solution (or proves there is none); the
/// others analyse with every hidden card known. Both mark the game
/// assisted, so the player is asked first. Pressed while it runs, it stops.
pub fn solve(app: &mut App) {
    if stopped(app, |a| matches!(a, Asked::Solve { .. }), "Analysis stopped.") {
        return;
    }
    if app.state().is_won() {
        return feedback("The game is already won.", "info");
    }
    if app.session.assisted {
        return solve_now(app);
    }
    if hides_cards(app.state()) {
        super::dialog::ask(
            app,
            Pending::Analyze,
            "Analysis looks at every hidden card to tell whether this position can be won. \
             The game will be marked assisted.",
            "Analyze",
        );
    } else {
        super::dialog::ask(
            app,
            Pending::ShowSolution,
            "Solve shows a whole solution from this position (or proves there is none). \
             The game will be marked assisted.",
            "Show it",
        );
    }
}

/// Starts Solve (the player agreed): the game is marked assisted now.
pub fn solve_now(app: &mut App) {
    let peeked = hides_cards(app.state());
    if !app.session.assisted {
        app.session.assisted = true;
        actions::changed(app);
    }
    worker(app);
    // One long search at a time in the worker: a look-ahead waits.
    app.forget(|a| matches!(a, Asked::Prefetch { .. }));
    let record = app.record();
    ask(app, |ticket| Request::Solve { ticket, record }, Asked::Solve { at: app.generation, peeked });
    feedback("Analysing… (Stop analysis in the menu cancels)", "info");
    actions::render(app);
}

/// Autoplay on or off.
pub fn toggle_autoplay(app: &mut App) {
    if app.autoplay.on {
        return stop_autoplay(app, "Autoplay stopped.");
    }
    if app.state().is_won() {
        return feedback("The game is already won.", "info");
    }
    app.autoplay.on = true;
    feedback("Autoplay: the computer plays its hints (any key or click stops it).", "info");
    autoplay_step(app);
}

/// Stops autoplay (if it runs) and says why (nothing when `why` is empty).
pub fn stop_autoplay(app: &mut App, why: &str) {
    if !app.autoplay.on {
        return;
    }
    app.halt_autoplay();
    if !why.is_empty() {
        feedback(why, "info");
    }
    actions::render(app);
}

/// One autoplayed move: asks the worker for it (the timer calls this).
pub fn autoplay_step(app: &mut App) {
    app.autoplay.timer = None;
    if !app.autoplay.on {
        return;
    }
    if app.state().is_won() {
        return stop_autoplay(app, "Autoplay won the game.");
    }
    worker(app);
    let record = app.record();
    ask(app, |ticket| Request::Autoplay { ticket, record }, Asked::Autoplay { at: app.generation });
    actions::render(app);
}

/// New with "winnable deals only": the worker tries deal numbers from a
/// random one on, for about half a second.
pub fn winnable(app: &mut App, options: Options) {
    // A deal found ahead of time is taken at once, and the next is looked for.
    if let Some((o, n)) = app.ready.take() {
        if o == options {
            start_winnable(app, &options, n, format!("Deal {n}: {}.", crate::winnable::claim(options.game())));
            return prefetch(app, options);
        }
    }
    worker(app);
    app.forget(|a| matches!(a, Asked::Prefetch { .. }));
    let from = crate::deal::random_deal_number();
    let asked = Asked::Winnable { options: options.clone(), from, started_ms: dom::now_ms() };
    let request =
        |ticket| Request::Winnable { ticket, options, from, ms: WINNABLE_MS, deal_ms: Some(WINNABLE_DEAL_MS) };
    ask(app, request, asked);
    feedback("Looking for a winnable deal…", "info");
}

/// How long the worker may look for the next winnable deal ahead of time
/// (each deal node-capped; Spider and Beetle take about a second a deal).
const PREFETCH_MS: f64 = 120_000.0;

/// With "winnable deals only", the next New's deal is looked for now, in
/// the worker, while the player plays (Spider and Beetle need about a
/// second a deal, more than New may make a player wait).
pub fn prefetch(app: &mut App, options: Options) {
    if !super::store::winnable_only(options.game()) || app.asking(|a| matches!(a, Asked::Prefetch { .. })) {
        return;
    }
    if app.ready.as_ref().is_some_and(|(o, _)| *o == options) {
        return;
    }
    worker(app);
    let from = crate::deal::random_deal_number();
    let asked = Asked::Prefetch { options: options.clone() };
    ask(app, |ticket| Request::Winnable { ticket, options, from, ms: PREFETCH_MS, deal_ms: None }, asked);
}

/// Asks the worker for the deal of the day of `game` on `date`.
pub fn ask_daily(app: &mut App, game: GameId, date: &str) {
    let day = match Date::parse(date) {
        Ok(d) => d,
        Err(e) => return feedback(&format!("The search failed: {e}"), "error"),
    };
    worker(app);
    app.forget(|a| matches!(a, Asked::Prefetch { .. }));
    ask(app, |ticket| Request::Daily { ticket, game, date: day }, Asked::Daily { game, date: date.to_string() });
    feedback(&format!("Finding the deal of the day ({date})…"), "info");
}

/// The deal of the day's result, as a line to share: game, date, won or
/// not, moves, time, assisted or not, and the link.
pub fn result_line(app: &App) -> String {
    let state = app.state();
    let date = app.daily.clone().unwrap_or_default();
    let moves = app.session.steps().len();
    let how = if state.is_won() {
        format!(
            "won in {moves} move{} and {}",
            if moves == 1 { "" } else { "s" },
            super::chrome::clock(app.clock.won_ms.unwrap_or(0.0))
        )
    } else {
        format!("not won yet ({moves} move{})", if moves == 1 { "" } else { "s" })
    };
    let marks = match (app.session.cheated, app.session.assisted) {
        (true, _) => ", cheated",
        (false, true) => ", assisted",
        _ => ", no help",
    };
    let link = super::links::full_link(&format!("game={}&daily={date}", state.id().key()));
    format!("Swarm {} deal of the day {date}: {how}{marks}. {link}", state.id().title())
}

/// A reply from the worker; the deal of the day's answer (its deal
/// number, if one was found) is handed back (the caller starts it: that is
/// moving between games, `flow`).
pub fn on_reply(app: &mut App, reply: Reply) -> Option<(GameId, String, Option<u32>)> {
    let id = reply.ticket()?.id;
    let asked = app.asked.iter().find(|(x, _)| *x == id).map(|(_, a)| a.clone())?;
    if let Reply::Progress { work, .. } = reply {
        if let Asked::Solve { .. } = asked {
            feedback(&format!("Analysing… {work} positions so far (Stop analysis in the menu cancels)"), "info");
        }
        return None;
    }
    take(app, id);
    if let Reply::Failed { error, .. } = &reply {
        if matches!(asked, Asked::Autoplay { .. }) {
            stop_autoplay(app, &format!("Autoplay stopped: {error}"));
            return None;
        }
        feedback(&format!("The search failed: {error}"), "error");
        actions::render(app);
        return None;
    }
    match asked {
        Asked::Hint { at } if at == app.generation => hinted(app, reply),
        Asked::Solve { at, peeked } if at == app.generation => solved(app, reply, peeked),
        Asked::Autoplay { at } if at == app.generation => autoplayed(app, reply),
        Asked::Winnable { options, from, started_ms } => found(app, reply, options, from, started_ms),
        Asked::Prefetch { options } => {
            if let Reply::Deal { deal: Some(n), .. } = reply {
                app.ready = Some((options, n));
            }
        }
        Asked::Daily { game, date } => {
            let deal = match reply {
                Reply::Deal { deal, .. } => deal,
                _ => None,
            };
            return Some((game, date, deal));
        }
        // An answer about a position no longer on the table.
        _ => actions::render(app),
    }
    None
}

/// A move from the worker, checked in `state`: its notation, or why it
/// does not apply there.
fn checked(state: &AnyGame, mv: Move) -> Result<String, String> {
    state.clone().apply(mv).map_err(|e| e.to_string())?;
    Ok(state.format_move(mv))
}

fn hinted(app: &mut App, reply: Reply) {
    match reply {
        Reply::Move { mv, reason, .. } => {
            match checked(app.state(), mv) {
                Ok(text) => {
                    actions::show_hint(app, mv);
                    let msg =
                        if reason.is_empty() { format!("Hint: {text}") } else { format!("Hint: {text} — {reason}") };
                    feedback(&msg, "info");
                    super::a11y::say(&msg);
                }
                Err(e) => feedback(&format!("No hint: {e}"), "error"),
            }
            return;
        }
        Reply::Lost { back, looked, .. } => {
            let msg = match back {
                Some(n) => format!(
                    "This position cannot be won any more; it was still winnable {n} move{} back (undo to get there).",
                    if n == 1 { "" } else { "s" }
                ),
                None if looked <= 1 || app.session.steps().is_empty() => {
                    "This deal cannot be won: no sequence of moves wins it.".to_string()
                }
                None => {
                    "This position cannot be won, nor could any position of this game be shown winnable.".to_string()
                }
            };
            feedback(&msg, "error");
        }
        Reply::NoMove { why, .. } => feedback(&format!("No hint: {why}."), "info"),
        _ => {}
    }
    actions::render(app);
}

fn solved(app: &mut App, reply: Reply, peeked: bool) {
    let Reply::Solved { verdict, nodes, ms, .. } = reply else { return actions::render(app) };
    let label = if peeked { " (peeking: every hidden card known)" } else { "" };
    let moves = match &verdict {
        Verdict::Solved(moves) => match crate::solver::notate(app.state(), moves) {
            Ok(texts) => texts,
            Err(e) => {
                feedback(&format!("The search failed: {e}"), "error");
                return actions::render(app);
            }
        },
        _ => Vec::new(),
    };
    let (text, kind) = match verdict {
        Verdict::Solved(_) => (
            format!(
                "Winnable{label}: a win in {} move{} ({nodes} positions searched). The moves are in the moves panel.",
                moves.len(),
                if moves.len() == 1 { "" } else { "s" }
            ),
            "info",
        ),
        Verdict::Unsolvable => {
            (format!("Not winnable{label}: every line of play was searched ({nodes} positions)."), "error")
        }
        Verdict::GaveUp => {
            (format!("No answer{label}: the search gave up after {nodes} positions and {:.1} s.", ms / 1000.0), "info")
        }
    };
    feedback(&text, kind);
    if !moves.is_empty() {
        app.solution = Some((app.record().to_query(true), moves));
        app.panel_open = true;
    }
    actions::render(app);
    let options = app.state().options().clone();
    prefetch(app, options);
}

fn autoplayed(app: &mut App, reply: Reply) {
    let mv = match reply {
        Reply::Move { mv, .. } => mv,
        Reply::NoMove { why, .. } => return stop_autoplay(app, &format!("Autoplay stopped: {why}.")),
        _ => return stop_autoplay(app, "Autoplay stopped: no move."),
    };
    let text = match checked(app.state(), mv) {
        Ok(text) => text,
        Err(e) => return stop_autoplay(app, &format!("Autoplay stopped: {e}")),
    };
    app.session.assisted = true;
    if let Err(e) = actions::play(app, mv) {
        return stop_autoplay(app, &format!("Autoplay stopped: {text}: {e}"));
    }
    if app.state().is_won() {
        return stop_autoplay(app, "Autoplay won the game.");
    }
    feedback(&format!("Autoplay: {text}"), "info");
    if let Some(h) = &app.hooks.autoplay {
        app.autoplay.timer = dom::after(h, PACE_MS);
    }
}

fn found(app: &mut App, reply: Reply, options: Options, from: u32, started: f64) {
    let game = options.game();
    let waited = (dom::now_ms() - started).max(0.0);
    let (deal, tried) = match reply {
        Reply::Deal { deal, tried, .. } => (deal, tried),
        _ => (None, 0),
    };
    let (n, msg) = match deal {
        Some(n) => (n, format!("Deal {n}: {}.", crate::winnable::claim(game))),
        None => (
            from,
            format!(
                "No deal from {from} on could be shown winnable within {:.1} s ({tried} tried): this is a plain deal.",
                waited / 1000.0
            ),
        ),
    };
    start_winnable(app, &options, n, msg);
    prefetch(app, options);
}

/// Starts deal `n` (a winnable one, or the fallback) and says which.
fn start_winnable(app: &mut App, options: &Options, n: u32, msg: String) {
    match AnyGame::deal(options.game(), options, n) {
        Ok(g) => {
            actions::start(app, Session::new(Origin::Deal(n), g), super::store::new_game_id());
            feedback(&msg, "info");
        }
        Err(e) => feedback(&e, "error"),
    }
}
