//! Statistics on the page. A game is counted once, when it is won or left
//! unfinished for another after a move of the player's; cheated and
//! assisted games apart (`crate::stats`). The count is written under a Web
//! Lock, reading the store afresh, so two tabs never lose or double one;
//! a write the browser refuses stays pending, is shown and retried. A
//! damaged store costs only its damaged parts: the rest is kept, the raw
//! text is kept beside it, and the last clean copy is offered back.

use super::app::{App, Sheet};
use super::dom::{self, el, set_attr, text_el};
use super::persist;
use super::sheets;
use super::store;
use super::toast::{feedback, Notice};
use crate::stats::{variant_key, Loaded, Outcome, Stats};
use crate::winnable::Date;

/// localStorage keys: the statistics, the copy read cleanly at the last
/// start (the backup offered back), and a damaged store's raw text.
pub const STATS: &str = "swarm.stats";
const BACKUP: &str = "swarm.stats.backup";
const DAMAGED: &str = "swarm.stats.damaged";

/// Reads the statistics; `problems` names what was damaged.
pub fn load() -> Loaded {
    match store::get(STATS) {
        None => Loaded::default(),
        Some(text) => Stats::from_json(&text)
            .unwrap_or_else(|e| Loaded { stats: Stats::default(), problems: vec![format!("{e}: none could be read")] }),
    }
}

/// At start-up: a clean store becomes the backup; a damaged one is kept
/// aside as it was, and the player told what was lost and offered the backup.
pub fn check_at_start(app: &mut App) {
    let Some(text) = store::get(STATS) else { return };
    let loaded = load();
    if loaded.problems.is_empty() {
        if store::get(BACKUP).as_deref() != Some(text.as_str()) {
            // A full store only costs the backup, which is not the player's data.
            let _ = app.store.set(BACKUP, &text);
            app.store.failed.retain(|(k, _)| k != BACKUP);
        }
        return;
    }
    let _ = app.store.set(DAMAGED, &text);
    app.store.failed.retain(|(k, _)| k != DAMAGED);
    let mut msg = format!("Statistics: {}.", loaded.problems.join("; "));
    if store::get(BACKUP).is_some() {
        msg.push_str(" A copy from before is kept.");
        persist::notice(app, Notice::with(msg, "Restore that copy", "restore-stats"));
    } else {
        persist::notice(app, Notice::text(msg));
    }
}

/// Puts the backup back (asked from the notice).
pub fn restore(app: &mut App) {
    let Some(text) = store::get(BACKUP) else {
        return feedback("There is no copy of the statistics to restore.", "info");
    };
    if app.store.set(STATS, &text) {
        app.notices.retain(|n| n.action.as_ref().is_none_or(|(_, a)| a != "restore-stats"));
        super::toast::notices(&app.notices);
        feedback("The statistics copy was restored.", "info");
        refresh(app);
    } else {
        persist::storage_notice(app, false);
    }
}

/// A finished game to count (the model says when: once, won or left).
pub fn count(app: &mut App, key: String, o: Outcome) {
    app.pending_counts.push((key, o));
    flush(app);
}

/// Writes the pending counts, under the statistics lock.
pub fn flush(app: &mut App) {
    if app.pending_counts.is_empty() {
        return;
    }
    store::exclusively(STATS, || {
        super::handle::with_app(write_pending);
    });
}

/// Reads the store afresh, adds the pending counts, writes it back.
fn write_pending(app: &mut App) {
    if app.pending_counts.is_empty() {
        return;
    }
    let mut stats = load().stats;
    for (key, o) in &app.pending_counts {
        stats.record(key, o);
    }
    if app.store.set(STATS, &stats.to_json()) {
        app.pending_counts.clear();
        refresh(app);
    } else {
        // Not written: the counts stay pending (never a stale whole store).
        app.store.failed.retain(|(k, _)| k != STATS);
        persist::storage_notice(app, false);
    }
}

/// Whether counts are waiting for the browser to store them.
pub fn waiting(app: &App) -> bool {
    !app.pending_counts.is_empty()
}

/// Forgets every statistic (the player agreed).
pub fn reset(_app: &mut App) {
    store::exclusively(STATS, || {
        super::handle::with_app(|app| {
            let mut s = load().stats;
            s.reset();
            if app.store.set(STATS, &s.to_json()) {
                super::a11y::say("Statistics reset.");
                refresh(app);
            } else {
                persist::storage_notice(app, false);
            }
        });
    });
}

/// Redraws the statistics sheet if it is open.
pub fn refresh(app: &App) {
    if app.sheet == Some(Sheet::Stats) {
        if let Some(body) = sheets::body_if_open(Sheet::Stats) {
            draw(app, &body);
        }
    }
}

/// Opens the statistics sheet.
pub fn show(app: &mut App) {
    let Some(body) = sheets::open(Sheet::Stats) else { return };
    app.sheet = Some(Sheet::Stats);
    draw(app, &body);
}

/// The statistics table's columns.
const HEADINGS: [&str; 9] =
    ["Game", "Played", "Won", "Win %", "Streak", "Best streak", "Fewest moves", "Fastest", "Cheated or assisted"];

fn draw(app: &App, body: &web_sys::HtmlElement) {
    let loaded = load();
    let stats = &loaded.stats;
    let rec = app.record();
    let current = variant_key(rec.game, &rec.options);
    let mut keys: Vec<String> = stats.entries.keys().cloned().collect();
    if !keys.contains(&current) {
        keys.push(current.clone());
    }
    crate::small_sort::sort_by_key(&mut keys, |k| (k != &current, k.clone()));
    let table = el("table", "stats-table");
    let head = el("tr", "");
    for h in HEADINGS {
        let th = text_el("th", "", h);
        set_attr(&th, "scope", "col");
        let _ = head.append_child(&th);
    }
    let thead = el("thead", "");
    let _ = thead.append_child(&head);
    let _ = table.append_child(&thead);
    let tbody = el("tbody", "");
    for k in &keys {
        let e = stats.get(k);
        let tr = el("tr", if *k == current { "current" } else { "" });
        set_attr(&tr, "data-key", k);
        let th = text_el("th", "", &variant_title(k));
        set_attr(&th, "scope", "row");
        let _ = tr.append_child(&th);
        let cells = [
            e.played.to_string(),
            e.won.to_string(),
            format!("{:.0}%", e.win_percent()),
            e.current_streak.to_string(),
            e.best_streak.to_string(),
            e.fewest_moves.map_or("—".into(), |m| m.to_string()),
            e.fastest_ms.map_or("—".into(), |ms| super::chrome::clock(ms as f64)),
            format!("{} played, {} won", e.marked_played, e.marked_won),
        ];
        for (c, h) in cells.iter().zip(&HEADINGS[1..]) {
            let td = text_el("td", "", c);
            // Phones show each row as a list labelled from this.
            set_attr(&td, "data-label", h);
            let _ = tr.append_child(&td);
        }
        let _ = tbody.append_child(&tr);
    }
    let _ = table.append_child(&tbody);
    let wrap = el("div", "stats-wrap");
    let _ = wrap.append_child(&table);
    let _ = body.append_child(&wrap);
    super::chart::draw(body, stats, &current, &variant_title(&current));
    if let Some(d) = stats.daily.get(rec.game.key()) {
        let today = Date::from_unix_ms(dom::now_ms()).map(|d| d.to_string()).unwrap_or_default();
        let yesterday = Date::from_unix_ms(dom::now_ms() - 86_400_000.0).map(|d| d.to_string()).unwrap_or_default();
        let live = d.last_won.as_deref().is_some_and(|w| w == today || w == yesterday);
        let streak = if live { d.streak } else { 0 };
        let p = text_el(
            "p",
            "daily-stats",
            &format!(
                "Deal of the day ({}): {} day{} played, {} won; {} day{} in a row (best {}).",
                rec.game.title(),
                d.days,
                if d.days == 1 { "" } else { "s" },
                d.won,
                streak,
                if streak == 1 { "" } else { "s" },
                d.best_streak
            ),
        );
        set_attr(&p, "id", "daily-stats");
        let _ = body.append_child(&p);
    }
    let _ = body.append_child(&text_el(
        "p",
        "sheet-note",
        "A game counts once it has a move and is won, or left unfinished for another. \
         Games marked cheated (an undo that takes back a seen card) or assisted (Solve, Autoplay) are \
         counted apart and touch neither the streaks nor the bests.",
    ));
    if waiting(app) {
        let _ = body.append_child(&text_el(
            "p",
            "sheet-note warn",
            "Some games are not stored yet: the browser refused the write. They are kept in this tab and stored as soon as it works.",
        ));
    }
    let reset = dom::action_button("Reset statistics…", "reset-stats");
    set_attr(&reset, "id", "stats-reset");
    set_attr(&reset, "class", "danger");
    let _ = body.append_child(&reset);
}

/// "Spider (suits=2)" from a variant key "spider suits=2".
pub fn variant_title(key: &str) -> String {
    let (game, rest) = key.split_once(' ').unwrap_or((key, ""));
    let title = crate::games::GameId::parse(game).map(|g| g.title().to_string()).unwrap_or_else(|_| game.to_string());
    if rest.is_empty() {
        title
    } else {
        format!("{title} ({})", rest.replace(' ', ", "))
    }
}
