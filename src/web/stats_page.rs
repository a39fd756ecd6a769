//! Statistics on the page, kept as a journal in IndexedDB (`idb`,
//! `crate::stats::journal`): one record per finished game, keyed by the
//! game's id, so a game written twice (two tabs, a retry) counts once, and
//! every figure is derived from the records (`crate::stats::figures`). No
//! lock is needed: IndexedDB transactions are atomic and ordered.
//!
//! A game is counted once, when it is won or left unfinished for another
//! after a move of the player's (the model says when). Its record is kept
//! pending — in memory and in this tab's sessionStorage — until the write
//! commits: a write the browser refuses (full storage) is shown and
//! retried, and a reload retries what was pending. A damaged record costs
//! only itself (named at start). The statistics kept before the journal
//! (localStorage `swarm.stats`) are migrated once, and removed only once
//! the journal has them. The Statistics sheet exports the journal as a
//! JSON file and imports one (merged by id).

use wasm_bindgen::prelude::*;

use super::app::{App, Sheet};
use super::dom::{self, el, set_attr, text_el};
use super::idb::{self, IdbError};
use super::toast::Notice;
use super::{a11y, handle, persist, sheets, store};
use crate::page::stats_sheet as page;
use crate::stats::journal::{self, Journal};
use crate::stats::record::{Finished, Record, Reset};
use crate::stats::{migrate, variant_key, Stats};
use crate::winnable::Date;

/// localStorage: the statistics from before the journal, the copies the
/// page kept of them then, and the mark that they were migrated (the
/// journal record's id, or `none`).
const OLD_STATS: &str = "swarm.stats";
const OLD_COPIES: [&str; 2] = ["swarm.stats.backup", "swarm.stats.damaged"];
const MIGRATED: &str = "swarm.stats.migrated";
/// sessionStorage: the records this tab has not stored yet (a journal file).
const PENDING: &str = "swarm.stats.pending";

/// Runs `f` on the App from a fresh microtask: an IndexedDB answer may come
/// at once (inside the call that asked, while the App is busy) or later.
fn soon(f: impl FnOnce(&mut App) + 'static) {
    let cb = Closure::once_into_js(move |_: JsValue| {
        handle::with_app(f);
    });
    let p = js_sys::Promise::resolve(&JsValue::NULL);
    dom::call(&p, "then", &js_sys::Array::of1(&cb));
}

/// At start-up: takes back what this tab had not stored (a reload), then
/// opens and reads the journal.
pub fn start(app: &mut App) {
    if let Some(text) = store::tab_get(PENDING) {
        match journal::parse_file(&text) {
            Ok((records, _)) => app.tally.pending = records,
            Err(e) => persist::notice(
                app,
                Notice::text(format!("Statistics: the games this tab had not stored yet could not be read ({e}).")),
            ),
        }
    }
    open(app);
}

/// Opens the store and reads the journal (unless that is under way).
fn open(app: &mut App) {
    if app.tally.loading {
        return;
    }
    app.tally.loading = true;
    idb::open(|r| {
        soon(move |app| match r {
            Ok(db) => {
                app.tally.db = Some(db);
                app.tally.loading = false;
                reread(app);
            }
            Err(e) => {
                app.tally.loading = false;
                unavailable(app, e);
            }
        })
    });
}

/// Reads the journal afresh (other tabs' games), then redraws.
fn reread(app: &mut App) {
    let Some(db) = app.tally.db.clone() else { return open(app) };
    if app.tally.loading {
        return;
    }
    app.tally.loading = true;
    db.all(|r| soon(move |app| read(app, r)));
}

/// The journal as the store holds it, with what this tab has not stored yet.
fn read(app: &mut App, r: Result<Vec<String>, IdbError>) {
    app.tally.loading = false;
    let raws = match r {
        Ok(raws) => raws,
        Err(e) => {
            app.tally.db = None;
            return unavailable(app, e);
        }
    };
    let first = !app.tally.loaded;
    let got = Journal::read(raws.iter().map(String::as_str));
    if first && !got.problems.is_empty() {
        persist::notice(app, Notice::text(format!("Statistics: {}.", got.problems.join("; "))));
    }
    app.tally.journal = got.journal;
    app.tally.loaded = true;
    // What the store has now is done; the rest is still to write.
    let pending = std::mem::take(&mut app.tally.pending);
    app.tally.pending = app.tally.journal.merge(pending);
    if first {
        migrate_old(app);
    }
    if app.tally.pending.is_empty() {
        // Read, and nothing to write: whatever failed before is over.
        app.tally.refused = None;
    }
    keep_pending(app);
    write(app);
    persist::storage_notice(app, true);
    refresh(app);
}

/// The store cannot be opened or read: this tab's games are still counted
/// (and shown), kept pending, and the store is tried again by the retry timer.
fn unavailable(app: &mut App, e: IdbError) {
    app.tally.refused = Some(e.to_string());
    persist::storage_notice(app, false);
    refresh(app);
}

/// The statistics from before the journal become one record, once; they
/// are removed when the journal has it (kept as they were until then, and
/// when nothing of them can be read).
fn migrate_old(app: &mut App) {
    let Some(old) = store::get(OLD_STATS) else { return };
    if store::get(MIGRATED).is_some() {
        return;
    }
    match migrate::migrate(&old, dom::now_ms().max(0.0) as u64) {
        Err(e) => persist::notice(app, Notice::text(format!("Statistics: {e}: none could be read."))),
        Ok(None) => {
            // Nothing to count. Damaged parts (of which nothing was read)
            // are named, and the old statistics kept as they were.
            let problems = Stats::from_json(&old).map(|l| l.problems).unwrap_or_default();
            if problems.is_empty() {
                migrated(app, "none");
            } else {
                persist::notice(app, Notice::text(format!("Statistics: {}.", problems.join("; "))));
            }
        }
        Ok(Some(m)) => {
            if !m.problems.is_empty() {
                persist::notice(app, Notice::text(format!("Statistics: {}.", m.problems.join("; "))));
            }
            let id = m.record.id().to_string();
            if app.tally.journal.insert(m.record.clone()) {
                app.tally.pending.push(m.record);
            }
            if !app.tally.pending.iter().any(|r| r.id() == id) {
                // The journal had it already (a page that wrote it and went).
                migrated(app, &id);
            }
        }
    }
}

/// Marks the old statistics migrated (as the record `id`) and removes them.
fn migrated(app: &mut App, id: &str) {
    if app.store.set(MIGRATED, id) {
        if id != "none" {
            store::remove(OLD_STATS);
            for k in OLD_COPIES {
                store::remove(k);
            }
        }
    } else {
        // Not the player's data: the next start migrates again (the same id).
        app.store.failed.retain(|(k, _)| k != MIGRATED);
    }
}

/// Keeps the pending records in this tab's sessionStorage (a reload retries them).
fn keep_pending(app: &App) {
    store::tab_set(PENDING, &journal::file_text(&app.tally.pending, &[]));
}

/// Writes the pending records in one transaction (one write at a time;
/// what comes meanwhile goes with the next).
fn write(app: &mut App) {
    if app.tally.writing || app.tally.pending.is_empty() {
        return;
    }
    if !app.tally.loaded {
        return open(app);
    }
    let Some(db) = app.tally.db.clone() else { return open(app) };
    let texts: Vec<String> = app.tally.pending.iter().map(Record::to_json).collect();
    let ids: Vec<String> = app.tally.pending.iter().map(|r| r.id().to_string()).collect();
    let legacy: Vec<String> =
        app.tally.pending.iter().filter(|r| matches!(r, Record::Legacy(_))).map(|r| r.id().to_string()).collect();
    app.tally.writing = true;
    let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
    db.put_all(&refs, move |r| soon(move |app| written(app, &ids, &legacy, r)));
}

/// A write's answer: committed (no longer pending), or refused (kept, shown, retried).
fn written(app: &mut App, ids: &[String], legacy: &[String], r: Result<(), IdbError>) {
    app.tally.writing = false;
    match r {
        Ok(()) => {
            app.tally.pending.retain(|p| !ids.iter().any(|i| i == p.id()));
            keep_pending(app);
            app.tally.refused = None;
            for id in legacy {
                migrated(app, id);
            }
            persist::storage_notice(app, true);
            if app.tally.pending.is_empty() {
                // The model hears that its counts are stored (no effects follow).
                let _ = app.model.update(crate::page::Msg::Counted(true), dom::now_ms());
            }
            write(app);
        }
        Err(e) => {
            if !e.is_quota() {
                // The connection may be gone (a newer page upgraded the
                // database): the retry opens it again.
                app.tally.db = None;
            }
            app.tally.refused = Some(e.to_string());
            persist::storage_notice(app, false);
        }
    }
    refresh(app);
}

/// A finished game to count (the model says when: once, won or left).
pub fn count(app: &mut App, game: Finished) {
    add(app, Record::Game(game));
}

/// Adds a record to the journal and writes it; nothing when the journal
/// has its id (a game counted already).
fn add(app: &mut App, r: Record) {
    if app.tally.loaded {
        if !app.tally.journal.insert(r.clone()) {
            return;
        }
    } else if app.tally.pending.iter().any(|p| p.id() == r.id()) {
        return;
    }
    app.tally.pending.push(r);
    keep_pending(app);
    write(app);
    refresh(app);
}

/// Whether records are waiting for the store, or the store failed.
pub fn waiting(app: &App) -> bool {
    !app.tally.pending.is_empty() || app.tally.refused.is_some()
}

/// The retry timer (or "Try again"): opens the store again if it failed,
/// writes what is pending.
pub fn retry(app: &mut App) {
    if app.tally.db.is_none() {
        open(app);
    } else {
        write(app);
    }
}

/// Forgets every statistic (the player agreed): a reset record, after
/// which the games finished before it are not counted.
pub fn reset(app: &mut App) {
    add(app, Record::Reset(Reset::new(dom::now_ms().max(0.0) as u64)));
    a11y::say("Statistics reset.");
}

/// Downloads the journal as a JSON file through `download` (name, text,
/// type; `files::download`, handed in so this module needs no files.rs).
pub fn export(app: &mut App, download: fn(&str, &str, &str) -> bool) {
    if !app.tally.loaded {
        return say(app, not_read(app));
    }
    let name = format!("swarm-statistics-{}.json", today().map(|d| d.to_string()).unwrap_or_default());
    let n = app.tally.journal.len();
    let msg = page::exported(n, &name, download(&name, &app.tally.journal.export(), "application/json"));
    say(app, msg);
}

/// Merges a journal file (`name`, read as `text`) by id, and says how many
/// records were added, or why the file was refused.
pub fn import(app: &mut App, name: &str, text: Result<String, String>) {
    let name = crate::text::clip(name, 40);
    let msg = match text {
        Err(e) => format!("Could not import {name}: {e}."),
        Ok(_) if !app.tally.loaded => not_read(app),
        Ok(text) => match app.tally.journal.import(&text) {
            Err(e) => format!("Could not import {name}: {e}."),
            Ok(i) => {
                let msg = page::imported(&name, i.added.len(), i.known, &i.problems);
                app.tally.pending.extend(i.added);
                keep_pending(app);
                write(app);
                msg
            }
        },
    };
    say(app, msg);
}

/// Why the journal cannot be exported or imported into yet.
fn not_read(app: &App) -> String {
    page::not_read(app.tally.refused.as_deref())
}

/// Says `msg` in the Statistics sheet (and to screen readers).
fn say(app: &mut App, msg: String) {
    a11y::say(&msg);
    app.tally.note = Some(msg);
    refresh(app);
}

/// Redraws the statistics sheet if it is open.
pub fn refresh(app: &App) {
    if app.sheet == Some(Sheet::Stats) {
        if let Some(body) = sheets::body_if_open(Sheet::Stats) {
            draw(app, &body);
        }
    }
}

/// Opens the statistics sheet, and reads the journal afresh (games other
/// tabs finished meanwhile).
pub fn show(app: &mut App) {
    let Some(body) = sheets::open(Sheet::Stats) else { return };
    app.sheet = Some(Sheet::Stats);
    app.tally.note = None;
    reread(app);
    draw(app, &body);
}

fn today() -> Option<Date> {
    Date::from_unix_ms(dom::now_ms()).ok()
}

fn draw(app: &App, body: &web_sys::HtmlElement) {
    let t = &app.tally;
    let Some(stats) = page::shown(&t.journal, &t.pending, (t.loaded, t.loading, t.refused.is_some())) else {
        let _ = body.append_child(&text_el("p", "sheet-note", page::READING));
        return;
    };
    let rec = app.record();
    let sheet = page::stats_sheet(&stats, rec.game, &variant_key(rec.game, &rec.options), today());
    let table = el("table", "stats-table");
    let head = el("tr", "");
    for h in page::HEADINGS {
        let th = text_el("th", "", h);
        set_attr(&th, "scope", "col");
        let _ = head.append_child(&th);
    }
    let thead = el("thead", "");
    let _ = thead.append_child(&head);
    let _ = table.append_child(&thead);
    let tbody = el("tbody", "");
    for row in &sheet.rows {
        let tr = el("tr", if row.current { "current" } else { "" });
        set_attr(&tr, "data-key", &row.key);
        let th = text_el("th", "", &row.title);
        set_attr(&th, "scope", "row");
        let _ = tr.append_child(&th);
        for (c, h) in row.cells.iter().zip(&page::HEADINGS[1..]) {
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
    super::chart::draw(body, &sheet.chart);
    if let Some(line) = &sheet.daily {
        let p = text_el("p", "daily-stats", line);
        set_attr(&p, "id", "daily-stats");
        let _ = body.append_child(&p);
    }
    let _ = body.append_child(&text_el("p", "sheet-note", page::HOW_COUNTED));
    if app.tally.refused.is_some() && !app.tally.pending.is_empty() {
        let _ = body.append_child(&text_el("p", "sheet-note warn", page::NOT_STORED));
    }
    if let Some(note) = &app.tally.note {
        let p = text_el("p", "sheet-note", note);
        set_attr(&p, "id", "stats-note");
        set_attr(&p, "role", "status");
        let _ = body.append_child(&p);
    }
    let tools = el("div", "stats-tools");
    let export = dom::action_button("Export statistics", "export-stats");
    set_attr(&export, "id", "stats-export");
    let _ = tools.append_child(&export);
    let import = dom::action_button("Import statistics…", "import-stats");
    set_attr(&import, "id", "stats-import");
    let _ = tools.append_child(&import);
    let reset = dom::action_button("Reset statistics…", "reset-stats");
    set_attr(&reset, "id", "stats-reset");
    set_attr(&reset, "class", "danger");
    let _ = tools.append_child(&reset);
    let _ = body.append_child(&tools);
}
