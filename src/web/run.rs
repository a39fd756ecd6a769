//! The shell's loop: a message goes to the page's model
//! (`crate::page::App::update`), and the effects it returns are carried
//! out here — the one place the page's decisions meet the browser. The
//! table and what is around it are drawn once per message, from the model.
//! The model is never updated while effects run: an effect whose outcome
//! the model must hear (a download made or not, the worker that cannot
//! start, storage refusing, the piles' order as laid out) gives a message,
//! sent once every effect of the update has run.

use super::app::App;
use super::dom;
use super::toast::{self, feedback};
use super::{a11y, celebration, chrome, dialog, links, motion, persist, sheets, stats_store, table};
use crate::page::{Effect, FileMsg, JournalMsg, Msg, TableMsg, Tone, WorkerMsg};

/// Sends `msg` to the model and carries out what it says.
pub fn send(app: &mut App, msg: Msg) {
    let fx = app.model.update(msg, dom::now_ms());
    run(app, fx);
}

/// Carries out `fx`, then sends the messages their outcomes gave, in
/// order, each carried out the same way.
pub fn run(app: &mut App, fx: Vec<Effect>) {
    let mut next = effects(app, fx);
    while !next.is_empty() {
        let msg = next.remove(0);
        let fx = app.model.update(msg, dom::now_ms());
        next.extend(effects(app, fx));
    }
}

/// Carries out `fx` in order; the table is drawn once, at the end. Returns
/// what the model must hear of their outcomes.
#[must_use]
fn effects(app: &mut App, fx: Vec<Effect>) -> Vec<Msg> {
    let mut next = Vec::new();
    let mut draw: Option<bool> = None;
    let mut announce_move = false;
    let mut celebrate = false;
    let mut new_game = false;
    // Focused once drawn (the panel shown, its link set).
    let mut focusing = Vec::new();
    for e in fx {
        match e {
            Effect::Save(saved) => next.extend(persist::save_saved(app, &saved)),
            Effect::Address(q) => {
                links::update_url(&q);
                app.query = q;
            }
            Effect::Draw { animate } => draw = Some(draw.unwrap_or(false) || animate),
            Effect::Feedback(text, tone) => feedback(&text, tone_class(tone)),
            Effect::Ask => {
                if let Some(q) = app.screen().question {
                    dialog::show(&q.text, &q.yes);
                }
            }
            Effect::CloseQuestion => dialog::close(),
            Effect::StopWorker(why) => app.worker.failed(&why),
            Effect::Request(request) => {
                if app.worker.worker().is_none() {
                    app.worker.start(app.hooks.worker.as_ref());
                }
                if let Some(why) = app.worker.broken.clone().filter(|_| app.worker.worker().is_none()) {
                    // The worker cannot start: the model hears it (and never strands the player).
                    next.push(Msg::Worker(WorkerMsg::Failed(why)));
                    continue;
                }
                app.worker.send(&request);
            }
            Effect::Cancel(ticket) => app.worker.cancel(ticket),
            Effect::OpenSheet => sheets::show(app),
            Effect::DrawSheet(sheet) => sheets::redraw(app, sheet),
            Effect::CloseSheets => sheets::close_all(),
            // Each in a task of its own: a fetch's start costs the page a
            // millisecond or more, and the catalogue's files and the help
            // text are asked for together once the first table is drawn.
            Effect::Fetch(what, address) => dom::soon(move || super::fetch::file(what, &address, send)),
            Effect::RestartJournal => {
                app.journal.mend();
                next.push(stats_store::start());
            }
            Effect::Journal(ask) => {
                if app.journal.worker().is_none() && app.journal.broken.is_none() {
                    app.journal.start(app.hooks.journal.as_ref());
                }
                match app.journal.broken.clone() {
                    None => app.journal.post(super::json::to_js(&ask.to_value())),
                    // While the worker is broken nothing is posted: the outbox
                    // keeps the records, and a restart hands them on. One that
                    // could not even start (no module workers) is told the
                    // model here, once, as a crash is (`JournalMsg::Failed`).
                    Some(why) if !app.model.journal().stopped => next.push(Msg::Journal(JournalMsg::Failed(why))),
                    Some(_) => {}
                }
            }
            Effect::KeepOutbox(text) => stats_store::keep_outbox(&text),
            Effect::KeepPending(text) => stats_store::keep_pending(&text),
            Effect::Migrated(id) => stats_store::migrated(app, &id),
            Effect::Announce(text) => a11y::say(&text),
            Effect::AnnounceMove => announce_move = true,
            Effect::Celebrate => celebrate = true,
            Effect::EndCelebration => celebration::end(),
            Effect::Timer(which, after) => {
                let (due, hook) = (&mut app.timers[which as usize], &app.hooks.timers[which as usize]);
                if let Some(t) = due.take() {
                    dom::cancel(t);
                }
                *due = after.and_then(|ms| dom::after(hook.as_ref()?, ms as i32));
            }
            Effect::Keep(key, value) => next.extend(persist::keep(app, &key, &value)),
            Effect::Forget(key) => super::store::remove(&key),
            Effect::Unkeep(key, value) => super::store::remove_if(&key, &value),
            Effect::NewGame(id) => {
                new_game = true;
                app.store.hold(&super::store::game_lock(&id));
            }
            Effect::KeyUsed => {}
            Effect::MoveField(text) => {
                if let Some(i) = dom::input("move-input") {
                    i.set_value(&text);
                }
            }
            Effect::Download { name, text, what } => {
                let made = super::download::download(&name, &text, "application/json");
                next.push(Msg::File(FileMsg::Downloaded { name, what, made }));
            }
            Effect::PutBack => motion::put_back(&app.dropped),
            Effect::Focus(id) => focusing.push((id, false)),
            Effect::Select(id) => focusing.push((id.to_string(), true)),
            Effect::WoodsCopied(text) => dom::set_text("woods-copy-status", &text),
        }
    }
    if let Some(animate) = draw {
        next.extend(render_with(app, animate));
    }
    for (id, select) in focusing {
        focus(&id, select);
    }
    // A fresh deal (no move played or to redo) is dealt out of the hand.
    if new_game && app.screen().fresh {
        motion::deal_out(&app.screen);
    }
    if announce_move {
        announce(app);
    }
    if celebrate {
        celebration::start(&app.screen().won_cards, &app.screen);
    }
    next
}

/// Focuses element `id`, its text selected when `select` (a field or text area).
fn focus(id: &str, select: bool) {
    if let Some(e) = dom::by_id(id) {
        let _ = e.focus();
        if select {
            dom::call(&e, "select", &js_sys::Array::new());
        }
    }
}

fn tone_class(tone: Option<Tone>) -> &'static str {
    match tone {
        Some(Tone::Info) => "info",
        Some(Tone::Error) => "error",
        None => "",
    }
}

/// Redraws the table and everything around it from one `View` (the
/// window changed size: the table may be laid out anew).
pub fn render(app: &mut App) {
    if let Some(msg) = render_with(app, false) {
        send(app, msg);
    }
}

/// Redraws; `animate`: cards that moved fly from where they were. The
/// piles' order as laid out, when it changed, is the model's to hear.
#[must_use]
fn render_with(app: &mut App, animate: bool) -> Option<Msg> {
    let screen = app.model.screen();
    let m = screen.marks;
    let before = if animate { motion::snapshot(&app.screen) } else { Default::default() };
    // Around the table first (the panel and the replay bar take room from
    // it), then the room the table has (the one layout read), then the table.
    draw_around(app, &screen);
    toast::reserve_messages();
    let room = dom::by_id("table-wrap").map_or((360.0, 600.0), |w| (w.client_width() as f64, w.client_height() as f64));
    table::draw(&mut app.screen, &screen.table, &screen.view, &m, room);
    motion::place_banner(&app.screen);
    // The keyboard cursor walks the piles in the order they are laid out.
    let order = app.screen.order();
    let changed = (screen.order != order).then_some(Msg::Table(TableMsg::Order(order)));
    if animate {
        motion::fly(&app.screen, before);
    }
    if screen.focus {
        table::focus(&app.screen, m.cursor);
    }
    changed
}

/// Draws what is around the table: the bars, the link, the notices.
fn draw_around(app: &mut App, screen: &crate::page::screen::Screen) {
    if app.query.is_empty() {
        app.query = screen.query.clone();
    }
    let link = links::full_link(&app.query);
    chrome::draw(screen, &link);
    toast::sync(app, &screen.notices);
}

/// The start's first drawing: `fx` (the settings' effects) carried out
/// but for their drawing, and what is around the table drawn; the table
/// follows in a task of its own (issue 42: no task over 50 ms with the
/// CPU 4× slower).
pub fn start_around(app: &mut App, mut fx: Vec<Effect>) {
    fx.retain(|e| !matches!(e, Effect::Draw { .. }));
    run(app, fx);
    let screen = app.model.screen();
    draw_around(app, &screen);
}

/// The last move in words, with the result when the game ended.
fn announce(app: &App) {
    if let Some(text) = app.screen().announcement {
        a11y::say(&text);
    }
}
