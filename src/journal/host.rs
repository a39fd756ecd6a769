//! The journal as the journal worker hosts it: [`Host`] owns the
//! [`Tally`], takes the page's [`Ask`]s and the store's answers and timers
//! ([`JournalIn`]), and hands back a [`Turn`]: the work for the worker's
//! shell (the store's operations, the timers) and the [`News`] for the page
//! (what to keep in the tab's storage, notices, and what the page shows of
//! the journal, [`View`] and [`News::Played`], only when they changed).
//! Free of the browser, so it is tested natively (its store then a
//! [`MemoryStore`]); `web/journal_worker.rs` is its shell.

use super::sheet::of_tally;
use super::tree::figures;
use super::wire::{Ask, Figures, News, View};
use super::{words, JournalIn, JournalOut, JournalTimer, StoreOp, Tally};
use crate::json::Value;
use crate::stats::record::{Finished, Record};
use crate::winnable::Date;
use std::collections::BTreeMap;

/// What the worker's shell does for the journal.
#[derive(Clone, Debug, PartialEq)]
pub enum Work {
    /// The store's work (IndexedDB): its answer comes back as a [`JournalIn`].
    Store(StoreOp),
    /// Send this timer's input after this many ms (the one due is dropped), or stop it.
    Timer(JournalTimer, Option<u32>),
}

/// What one step of the host asks: the shell's work, and the page's news.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Turn {
    pub work: Vec<Work>,
    pub news: Vec<News>,
}

/// The journal in its worker.
#[derive(Debug, Default)]
pub struct Host {
    tally: Tally,
    /// The rules whose figures the open sheet shows.
    figures: Option<Figures>,
    /// The view the page has.
    shown: View,
    /// The deals played the page has, and the journal's and the pending
    /// records' counts they were read at.
    played: Vec<(String, Vec<u32>)>,
    played_at: Option<(usize, usize)>,
}

impl Host {
    /// The journal.
    pub fn tally(&self) -> &Tally {
        &self.tally
    }

    /// What the page asks, at `now` (ms since the epoch).
    pub fn ask(&mut self, ask: Ask, now: f64) -> Turn {
        let mut out = Vec::new();
        let mut news = Vec::new();
        match ask {
            Ask::Start { pending, old, left, outbox } => {
                out.extend(self.tally.update(JournalIn::Start { pending, old, left }, now));
                for v in outbox {
                    match Record::from_value(&v) {
                        Ok(r) => {
                            let id = r.id().to_string();
                            out.extend(self.tally.update(JournalIn::Add(r), now));
                            news.push(News::Took(id));
                        }
                        Err(e) => news.push(News::Notice(format!(
                            "Statistics: a game this tab had not handed on yet could not be read ({e})."
                        ))),
                    }
                }
            }
            // A reset the player asked for (its record) is said too; one
            // handed on at start (the outbox above) is not.
            Ask::Add(r) => {
                let (id, reset) = (r.id().to_string(), matches!(r, Record::Reset(_)));
                out.extend(self.tally.update(JournalIn::Add(r), now));
                if reset {
                    out.push(JournalOut::Announce(words::RESET.into()));
                }
                news.push(News::Took(id));
            }
            Ask::SheetOpened => out.extend(self.tally.update(JournalIn::SheetOpened, now)),
            Ask::Figures(f) => self.figures = f,
            Ask::Retry => out.extend(self.tally.update(JournalIn::Retry, now)),
            Ask::Export => out.extend(self.tally.update(JournalIn::Export, now)),
            Ask::Exported { name, records, made } => {
                out.extend(self.tally.update(JournalIn::Exported { name, records, made }, now))
            }
            Ask::Import(name, file) => out.extend(self.tally.update(JournalIn::Import(name, file), now)),
        }
        self.turn(out, news, now)
    }

    /// The store's answer or a timer's input, at `now`.
    pub fn input(&mut self, input: JournalIn, now: f64) -> Turn {
        let out = self.tally.update(input, now);
        self.turn(out, Vec::new(), now)
    }

    /// The tally's outputs as the shell's work and the page's news (its
    /// acknowledgements last), with the deals played and the view when
    /// they changed.
    fn turn(&mut self, out: Vec<JournalOut>, took: Vec<News>, now: f64) -> Turn {
        let mut turn = Turn::default();
        for o in out {
            let news = match o {
                JournalOut::Store(op) => {
                    turn.work.push(Work::Store(op));
                    continue;
                }
                JournalOut::Timer(t, ms) => {
                    turn.work.push(Work::Timer(t, ms));
                    continue;
                }
                JournalOut::KeepPending(t) => News::KeepPending(t),
                JournalOut::Leave(t) => News::Leave(t),
                JournalOut::Unkeep(k, t) => News::Unkeep(k, t),
                JournalOut::Migrated(id) => News::Migrated(id),
                JournalOut::Download { name, text, records } => News::Download { name, text, records },
                JournalOut::DrawSheet => News::DrawSheet,
                JournalOut::Announce(t) => News::Announce(t),
                JournalOut::Notice(t) => News::Notice(t),
            };
            turn.news.push(news);
        }
        turn.news.extend(took);
        let at = (self.tally.journal().len(), self.tally.pending().len());
        if self.played_at != Some(at) {
            self.played_at = Some(at);
            let played = played(&self.tally);
            if played != self.played {
                self.played = played.clone();
                turn.news.push(News::Played(played));
            }
        }
        let view = self.view(now);
        if view != self.shown {
            self.shown = view.clone();
            turn.news.push(News::View(Box::new(view)));
        }
        turn
    }

    /// What the page shows of the journal now.
    fn view(&self, now: f64) -> View {
        let t = &self.tally;
        let today = Date::from_unix_ms(now).ok();
        View {
            waiting: t.waiting(),
            refused: t.refused().map(str::to_string),
            pending: !t.pending().is_empty(),
            note: t.note().map(str::to_string),
            sheet: self.figures.as_ref().and_then(|f| of_tally(t, f.game, &f.key, today)).map(|s| {
                let note = t.note();
                figures(&s, t.refused().is_some() && !t.pending().is_empty(), note)
            }),
        }
    }
}

/// The journal's store held in memory: the in-memory store for the native
/// tests (the worker's is IndexedDB, `web/idb.rs`) and for a native host
/// such as the CLI, should one keep a journal. Each value is kept under
/// its key, its `id` (a record's id, a bundle's key: `stats::bundle`), as
/// the browser's store keeps it (a value without one under its text); it
/// answers each [`StoreOp`] at once, opening and writing without refusal.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MemoryStore {
    /// The values (JSON) by key, in the store's order.
    pub values: BTreeMap<String, String>,
}

impl MemoryStore {
    /// A store holding these values.
    pub fn holding(values: impl IntoIterator<Item = String>) -> MemoryStore {
        let mut store = MemoryStore::default();
        store.put(values);
        store
    }

    /// Puts these values, each under its key (the last put of a key is kept).
    pub fn put(&mut self, values: impl IntoIterator<Item = String>) {
        for v in values {
            let key =
                crate::json::from_str(&v).ok().and_then(|j| j.get("id").and_then(Value::as_str).map(str::to_string));
            self.values.insert(key.unwrap_or_else(|| v.clone()), v);
        }
    }

    /// Its answer to `op`, as the worker's shell hands it to the journal.
    pub fn answer(&mut self, op: StoreOp) -> JournalIn {
        match op {
            StoreOp::Open => JournalIn::StoreOpened(Ok(())),
            StoreOp::ReadKeys { after, count } => {
                let keys = self.values.keys().filter(|k| after.as_ref().is_none_or(|a| *k > a));
                JournalIn::Keys(Ok(keys.take(count as usize).cloned().collect()))
            }
            StoreOp::Read(ids) => {
                JournalIn::Read(Ok(ids.iter().filter_map(|id| self.values.get(id).cloned()).collect()))
            }
            StoreOp::Write(values) => {
                self.put(values);
                JournalIn::Written(Ok(()))
            }
        }
    }
}

/// The numbered deals played (in the journal or waiting), by rules key,
/// each once, in order.
fn played(t: &Tally) -> Vec<(String, Vec<u32>)> {
    let mut all: Vec<(&str, u32)> = Vec::new();
    for r in t.journal().records().chain(t.pending()) {
        if let Record::Game(Finished { variant, deal: Some(n), .. }) = r {
            all.push((variant.as_str(), *n));
        }
    }
    crate::small_sort::heap_sort(&mut all);
    all.dedup();
    let mut out: Vec<(String, Vec<u32>)> = Vec::new();
    for (v, n) in all {
        match out.last_mut() {
            Some((last, deals)) if last == v => deals.push(n),
            _ => out.push((v.to_string(), vec![n])),
        }
    }
    out
}

#[cfg(test)]
#[path = "host_tests.rs"]
mod tests;
