//! Statistics on the page: each game is counted once per session, when it
//! is won or abandoned (New, another deal, another game) after at least one
//! move; cheated and assisted games are counted apart (`crate::stats`).
//! Kept in localStorage (`stats::STATS`); a corrupt store is reported at
//! start-up and replaced.

use std::cell::Cell;

use super::dom::{el, set_attr, text_el};
use super::{listen, sheet, storage, with_app, App};
use crate::stats::{variant_key, Outcome, Stats};

const SHEET: &str = "stats-panel";
/// localStorage key of the last counted game (its link without moves), so
/// a reload does not count it again.
const COUNTED_KEY: &str = "swarm.counted";

/// The statistics table's columns.
const HEADINGS: [&str; 9] =
    ["Game", "Played", "Won", "Win %", "Streak", "Best streak", "Fewest moves", "Fastest", "Cheated or assisted"];

thread_local! {
    /// The current session has been counted (won, or already abandoned).
    static COUNTED: Cell<bool> = const { Cell::new(false) };
    /// The player has moved (or undone) in this session: a loaded or
    /// linked game is not counted until then.
    static TOUCHED: Cell<bool> = const { Cell::new(false) };
    /// The reset button was pressed once and waits for its confirmation.
    static RESET_ARMED: Cell<bool> = const { Cell::new(false) };
}

/// The stored statistics (a damaged store is reported at start-up by
/// `stats::load` and replaced).
fn load() -> Stats {
    super::stats::load().unwrap_or_default()
}

fn save(s: &Stats) {
    storage::set(super::stats::STATS, &s.to_json());
}

/// The identity of the game in progress: its link without the moves.
fn game_id(app: &App) -> String {
    app.session.record().to_query(false)
}

/// At start-up: a game that is won, or was counted before the reload, is
/// not counted again; a resumed game with moves is the player's own.
pub fn start(app: &App) {
    let before = storage::get(COUNTED_KEY).is_some_and(|g| g == game_id(app));
    COUNTED.with(|c| c.set(app.state().is_won() || before));
    TOUCHED.with(|t| t.set(app.session.known_steps() > 0));
}

/// The player moved or undid a move.
pub fn touched() {
    TOUCHED.with(|t| t.set(true));
}

fn count(app: &App, won: bool) {
    let rec = app.session.record();
    let o = Outcome {
        won,
        moves: app.session.steps().len() as u32,
        ms: app.won_ms.unwrap_or(0.0).max(0.0) as u64,
        cheated: app.session.cheated,
        assisted: app.session.assisted,
    };
    let mut s = load();
    s.record(&variant_key(rec.game, &rec.options), o);
    save(&s);
    storage::set(COUNTED_KEY, &game_id(app));
    COUNTED.with(|c| c.set(true));
    if sheet::is_open(SHEET) {
        show(app);
    }
}

/// After a move: a first win of this session is counted.
pub fn after_move(app: &App) {
    touched();
    if app.state().is_won() && !COUNTED.with(Cell::get) {
        count(app, true);
    }
}

/// The session is being replaced: an unfinished game with moves, touched
/// by the player, counts as a loss.
pub fn leave(app: &App) {
    let played = !app.session.steps().is_empty() || app.session.can_redo();
    if TOUCHED.with(Cell::get) && !COUNTED.with(Cell::get) && played && !app.state().is_won() {
        count(app, false);
    }
}

/// A new game started (a deal, a loaded file): counted once won by the
/// player, or left after a move of theirs. An open panel shows its row first.
pub fn started(app: &App) {
    COUNTED.with(|c| c.set(app.state().is_won()));
    TOUCHED.with(|t| t.set(false));
    if sheet::is_open(SHEET) {
        show(app);
    }
}

/// Opens the statistics panel.
pub fn show(app: &App) {
    RESET_ARMED.with(|r| r.set(false));
    let Some(body) = sheet::open(SHEET, "Statistics") else {
        return;
    };
    let stats = load();
    let rec = app.session.record();
    let current = variant_key(rec.game, &rec.options);
    let mut keys: Vec<String> = stats.entries.keys().cloned().collect();
    if !keys.contains(&current) {
        keys.push(current.clone());
    }
    keys.sort_by_key(|k| (k != &current, k.clone()));
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
            e.fastest_ms.map_or("—".into(), time),
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
    let _ = body.append_child(&text_el(
        "p",
        "sheet-note",
        "A game counts once it has a move and is won, or left unfinished for another. \
         Games marked cheated (an undo that takes back a seen card) or assisted are counted apart \
         and touch neither the streaks nor the bests.",
    ));
    let reset = text_el("button", "danger", "Reset statistics…");
    set_attr(&reset, "type", "button");
    set_attr(&reset, "id", "stats-reset");
    let note = text_el("p", "sheet-note", "");
    set_attr(&note, "id", "stats-reset-note");
    set_attr(&note, "role", "status");
    let r2 = reset.clone();
    let n2 = note.clone();
    listen(&reset, "click", move |_| {
        if RESET_ARMED.with(|r| r.replace(false)) {
            save(&Stats::default());
            with_app(|app| {
                show(app);
                super::stats::show(app);
            });
            super::a11y::say("Statistics reset.");
        } else {
            RESET_ARMED.with(|r| r.set(true));
            r2.set_text_content(Some("Yes, forget all statistics"));
            n2.set_text_content(Some("Press again to confirm: every game's numbers will be lost."));
        }
    });
    let _ = body.append_child(&reset);
    let _ = body.append_child(&note);
}

/// "Spider (suits=2)" from a variant key "spider suits=2".
fn variant_title(key: &str) -> String {
    let (game, rest) = key.split_once(' ').unwrap_or((key, ""));
    let title = crate::games::GameId::parse(game).map(|g| g.title().to_string()).unwrap_or_else(|_| game.to_string());
    if rest.is_empty() {
        title
    } else {
        format!("{title} ({})", rest.replace(' ', ", "))
    }
}

/// "1:05" from milliseconds.
fn time(ms: u64) -> String {
    let s = ms / 1000;
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// The toolbar button: opens or closes the panel.
pub fn toggle(app: &App) {
    if sheet::is_open(SHEET) {
        sheet::close_all();
    } else {
        show(app);
    }
}
