//! What the player does, as changes of the App: play a move, undo, redo,
//! restart, answer a question, start another game. Every change of the
//! game goes through `changed`, which bumps the game's generation (so a
//! question or a search about the old position can no longer act), saves
//! the game, keeps the address in step and redraws from one `View`.

use super::app::{App, Asked, HintMark, Leave, Pending};
use super::dialog::{self, ask};
use super::dom;
use super::persist::storage_notice;
use super::store::{self, Saved};
use super::table::Marks;
use super::toast::{self, feedback};
use super::{a11y, chrome, links, motion, stats_page, table};
use crate::games::{Move, Slot};
use crate::history::{Session, UndoError};

/// Redraws the table and everything around it from one `View`.
pub fn render(app: &mut App) {
    render_with(app, false);
}

/// Redraws; `animate`: cards that moved fly from where they were.
fn render_with(app: &mut App, animate: bool) {
    let state = app.session.state();
    let view = state.view(app.layout);
    let key = format!("{}:{}:{}", state.id().key(), app.layout, state.options().summary());
    let hinted = app.hint.filter(|h| h.at == app.generation);
    let target = hinted.and_then(|h| match h.mv {
        Move::Transfer { to, .. } if h.sel == app.sel => Some(to),
        _ => None,
    });
    let lit = hinted.and_then(|h| match h.mv {
        Move::Deal | Move::TurnOver => Some(Slot::Stock),
        Move::Remove { column } => Some(Slot::Column(column)),
        _ => None,
    });
    let marks = Marks { sel: app.sel, cursor: app.cursor, target, lit };
    let before = if animate { motion::snapshot(&app.screen) } else { Default::default() };
    // Around the table first (the panel and the replay bar take room from
    // it), then the room the table has (the one layout read), then the table.
    let link = links::full_link(&app.query);
    chrome::draw(app, &view, &link);
    let room = dom::by_id("table-wrap").map_or((360.0, 600.0), |w| (w.client_width() as f64, w.client_height() as f64));
    table::draw(&mut app.screen, &key, app.layout, &view, &marks, room);
    if animate {
        motion::fly(&app.screen, before);
    }
    if app.keyboard {
        table::focus(&app.screen, app.cursor);
    }
    app.view = Some(view);
}

/// After any change of the game: a new generation (the questions and
/// searches about the old position lapse), save, address, redraw.
pub fn changed(app: &mut App) {
    changed_with(app, true);
}

fn changed_with(app: &mut App, animate: bool) {
    app.generation += 1;
    if let Some(c) = &app.confirm {
        // A question about the game lapses with any change of it.
        if !matches!(c.action, Pending::ResetStats) {
            app.confirm = None;
            dialog::close();
        }
    }
    lapse_searches(app);
    // The record once: saved, in the address, and the link the panel shows.
    let rec = app.record();
    app.query = links::query(&rec, app.daily.as_deref());
    super::persist::save_record(app, rec);
    links::update_url(&app.query);
    render_with(app, animate);
}

/// Searches about an older position are cancelled (their answers would
/// be about another game).
fn lapse_searches(app: &mut App) {
    let gen = app.generation;
    let stale = app.asked.iter().any(|(_, a)| matches!(a, Asked::Hint { at } | Asked::Solve { at, .. } if *at != gen));
    if stale {
        app.forget(|a| matches!(a, Asked::Hint { at } | Asked::Solve { at, .. } if *at != gen));
        if !app.autoplay.on {
            feedback("", "");
        }
    }
}

/// Plays `mv`; an illegal move is refused with its reason.
pub fn play(app: &mut App, mv: Move) -> Result<(), String> {
    let cheat = app.replay.active && would_cheat(app, mv);
    app.session.play(mv).map_err(|e| e.0)?;
    if cheat {
        app.session.cheated = true;
    }
    app.close_replay();
    after_move(app);
    Ok(())
}

/// Plays a move typed in the game's notation.
pub fn play_text(app: &mut App, text: &str) -> Result<(), String> {
    let mv = app.state().parse_move(text)?;
    play(app, mv)
}

/// A move is about to be played from an earlier point of a replay: it
/// drops the moves after it. When one of those showed a card in a game
/// where undoing a turn-up cheats (Spider), playing on marks the game
/// cheated. Playing the very move that comes next changes nothing.
fn would_cheat(app: &mut App, mv: Move) -> bool {
    let at = app.session.steps().len();
    let total = app.session.known_steps();
    if at >= total || !app.state().undo_reveal_cheats() {
        return false;
    }
    app.session.seek(total);
    let steps = &app.session.steps()[at..];
    let cheat = steps[0].mv != mv && steps.iter().any(|s| s.revealed);
    app.session.seek(at);
    cheat
}

/// After a move or a redo: the clock, the count, the words, the win.
fn after_move(app: &mut App) {
    app.sel = None;
    app.hint = None;
    app.count.touched = true;
    if app.state().is_won() && app.clock.won_ms.is_none() {
        app.clock.won_ms = Some(dom::now_ms() - app.clock.started_ms);
    }
    if !app.autoplay.on {
        feedback("", "");
    }
    changed(app);
    stats_page::after_move(app);
    announce(app);
    woods_autosave(app);
    if app.state().is_won() {
        let cards = app.state().all_cards();
        let from = app.screen.element(Slot::Discard).cloned();
        motion::celebrate(&cards, from.as_ref());
    }
}

/// The last move in words, with the result when the game ended.
fn announce(app: &App) {
    let (Some(step), Some(view)) = (app.session.steps().last(), app.view.as_ref()) else { return };
    let mut text = format!("{}: {}.", step.text, a11y::describe(view, step.mv));
    let state = app.state();
    if state.is_won() {
        text.push_str(" You won!");
    } else if state.is_stuck() {
        text.push_str(" No moves left.");
    }
    a11y::say(&text);
}

/// Woods' `A k`: every `k`-th move, the game is kept in the browser as his
/// SPIDER.TMP (Load offers it back).
fn woods_autosave(app: &mut App) {
    let k = app.autosave_every as usize;
    let n = app.session.steps().len();
    if k > 0 && n > 0 && n.is_multiple_of(k) {
        let json = app.record().to_json();
        let ok = app.store.set(WOODS_TMP, &json);
        storage_notice(app, ok);
    }
}

/// Where Woods' `A k` keeps the game (his SPIDER.TMP).
pub const WOODS_TMP: &str = "swarm.woods.tmp";

/// Undo; a step that revealed a card asks first (and binds the question
/// to that very step).
pub fn undo(app: &mut App) {
    undo_now(app, false);
}

/// Undoes the last step, `confirmed` when it took back a seen card.
pub fn undo_now(app: &mut App, confirmed: bool) {
    match app.session.undo(confirmed) {
        Ok(()) => {
            app.sel = None;
            app.hint = None;
            app.clock.won_ms = None;
            app.count.touched = true;
            changed(app);
            let n = app.session.steps().len();
            a11y::say(&format!("Undone. {} played.", crate::notation::count(n, "move", "moves")));
        }
        Err(UndoError::Nothing) => feedback("Nothing to undo.", "info"),
        Err(UndoError::NeedsConfirmation(msg)) => {
            let step = app.session.steps().len();
            ask(app, Pending::Undo { step }, &msg, "Undo anyway");
        }
    }
}

/// Woods' `-k`: back up over `k` moves. Taking back a turn-up or a deal
/// asks first, naming how many of the moves did, and marks the game cheated.
pub fn back(app: &mut App, k: usize) {
    let n = app.session.steps().len();
    if n == 0 {
        return feedback("Nothing to back up over.", "info");
    }
    let k = k.min(n);
    let seen = app.session.steps()[n - k..].iter().filter(|s| s.revealed).count();
    if seen > 0 && app.state().undo_reveal_cheats() {
        let msg = format!(
            "Backing up {k} move{} takes back {seen} move{} that showed you cards: the game will be marked cheated.",
            if k == 1 { "" } else { "s" },
            if seen == 1 { "" } else { "s" }
        );
        return ask(app, Pending::Leave(Box::new(Leave::Back(k))), &msg, "Back up anyway");
    }
    back_now(app, k);
}

/// Backs up over `k` moves (the player agreed, where it cheats).
pub fn back_now(app: &mut App, k: usize) {
    take_back(app, k);
    feedback(&format!("Backed up {}.", crate::notation::count(k, "move", "moves")), "info");
}

/// Takes back up to `k` steps (the player agreed to any seen card) and redraws.
fn take_back(app: &mut App, k: usize) {
    for _ in 0..k {
        if app.session.undo(true).is_err() {
            break;
        }
    }
    app.sel = None;
    app.hint = None;
    app.clock.won_ms = None;
    app.count.touched = true;
    changed(app);
}

pub fn redo(app: &mut App) {
    if app.session.redo() {
        after_move(app);
    } else {
        feedback("Nothing to redo.", "info");
    }
}

/// Back to the start of the deal (the moves stay available to redo).
/// Taking back seen cards asks first, as undo does.
pub fn restart(app: &mut App) {
    restart_now(app, false);
}

/// Back to the start, `confirmed` when it takes back seen cards.
pub fn restart_now(app: &mut App, confirmed: bool) {
    if !confirmed && app.state().undo_reveal_cheats() && app.session.steps().iter().any(|s| s.revealed) {
        return ask(
            app,
            Pending::Restart,
            "Restarting takes back cards you have seen: the game will be marked cheated.",
            "Restart anyway",
        );
    }
    let all = app.session.steps().len();
    take_back(app, all);
}

/// Clicking the stock: deal if that is legal, else turn the waste over.
pub fn stock(app: &mut App) {
    let legal = app.state().legal_moves();
    let mv = if legal.contains(&Move::Deal) {
        Move::Deal
    } else if legal.contains(&Move::TurnOver) {
        Move::TurnOver
    } else {
        Move::Deal
    };
    if let Err(e) = play(app, mv) {
        feedback(&e, "error");
    }
}

/// Auto-move the cards from `index` up in `slot` to their best place.
pub fn auto(app: &mut App, slot: Slot, index: usize) {
    if slot == Slot::Stock {
        return stock(app);
    }
    match app.state().auto_move(slot, index) {
        Some(mv) => {
            if let Err(e) = play(app, mv) {
                feedback(&e, "error");
            }
        }
        None => {
            app.sel = None;
            feedback("No useful move for those cards.", "info");
            render(app);
        }
    }
}

/// Moves the cards from `index` up in `from` onto `to`.
pub fn transfer(app: &mut App, from: Slot, index: usize, to: Slot) -> Result<(), String> {
    let len = app.screen.len_of(from);
    let count = len.saturating_sub(index);
    if count == 0 {
        return Err("There is no card there to move.".into());
    }
    play(app, Move::Transfer { from, to, count: count.min(255) as u8 })
}

/// Shows a hint's move on the table: its cards selected and their target
/// marked, or the stock lit for a deal.
pub fn show_hint(app: &mut App, mv: Move) {
    app.sel = None;
    if let Move::Transfer { from, count, .. } = mv {
        let len = app.screen.len_of(from);
        app.sel = Some((from, len.saturating_sub(count as usize)));
    }
    app.hint = Some(HintMark { mv, sel: app.sel, at: app.generation });
    render(app);
}

/// Puts `session` on the table as a new game (instance `id`). The game it
/// replaces was counted by the caller, or stays in its game's slot.
pub fn start(app: &mut App, session: Session, id: String) {
    app.halt_autoplay();
    app.close_replay();
    let game = session.state().id();
    if game != app.state().id() {
        app.layout = store::layout(game);
    }
    let won = session.state().is_won();
    app.session = session;
    app.game_id = id;
    app.store.hold(&store::game_lock(&app.game_id));
    app.sel = None;
    app.cursor = None;
    app.hint = None;
    app.typed.clear();
    app.clock = super::app::Clock { started_ms: dom::now_ms(), won_ms: won.then_some(0.0) };
    app.count = super::app::Count { counted: won, touched: false };
    app.solution = None;
    app.daily = None;
    app.woods_output.clear();
    motion::end_celebration();
    // Messages about the game that was there go with it.
    feedback("", "");
    app.notices.retain(|n| n.action.is_some());
    toast::notices(&app.notices);
    changed_with(app, false);
    let deal = app.deal_number().map(|n| format!("deal {n}")).unwrap_or_else(|| "custom position".into());
    a11y::say(&format!("New game: {} {deal}.", app.state().id().title()));
}

/// Resumes a saved game (its id, clock and count come back with it).
pub fn resume(app: &mut App, saved: Saved) -> Result<(), String> {
    let (session, err) = links::session_from(&saved.record)?;
    start(app, session, saved.id.clone());
    app.clock.started_ms = dom::now_ms() - saved.elapsed_ms;
    app.clock.won_ms = saved.won_ms;
    app.count.counted = saved.counted || app.state().is_won();
    app.count.touched = saved.touched;
    app.daily = saved.daily.clone();
    changed_with(app, false);
    if let Some(e) = err {
        feedback(&format!("The saved game stopped at {e}"), "error");
    }
    Ok(())
}
