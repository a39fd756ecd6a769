//! The statistics journal on the page: the journal itself runs in the
//! journal worker (`crate::journal::host`, its shell `web/journal_worker.rs`,
//! issue 42: out of the page's wasm); the page asks it (`Effect::Journal`)
//! and hears its news (`JournalMsg::News`): what to keep in this tab's
//! storage (which a worker cannot reach), notices, and what the page shows
//! of the journal ([`View`], the deals played). Resetting asks the player
//! first (a page question, `SheetMsg::AskResetStats`); a game counted
//! becomes a record handed to the journal.
//!
//! **Nothing lost**: a record asked for (a finished game's, a reset) stays
//! in the page's outbox, kept in sessionStorage (`Effect::KeepOutbox`),
//! until the worker says it took it (`News::Took`, once it kept it in the
//! tab's pending records itself): a tab closed meanwhile, or a worker that
//! failed, hands it on at the next start (`Ask::Start`'s `outbox`). The key
//! under which this tab leaves its records to a later one is the page's
//! (localStorage is).

use crate::journal::wire::{Ask, Figures, News, View};
use crate::json::Value;
use crate::page::effect::Effect;
use crate::page::msg::{Downloading, JournalMsg};
use crate::page::sheets::tree::Sheet;
use crate::page::App;
use crate::page::{Notice, UiMsg};
use crate::stats::record::{Finished, Record, Reset};

/// The localStorage keys (this prefix and a tab's random id, `App::tab`)
/// under which a tab that can no longer store its records
/// (`Refusal::updated`) leaves them, a journal file's text, for a later
/// tab to store (`Ask::Start`'s `left`).
pub const LEFT_PENDING: &str = "swarm.stats.pending.";

/// The button of the notice that the journal worker failed (`data-action`).
pub const RESTART_JOURNAL: &str = "restart-journal";
/// What the player is told who asks the stopped worker for something.
const NOT_RUNNING: &str = "Statistics: the journal is not running; press Try again on its notice first.";

/// What the page has of the journal.
#[derive(Clone, Debug, Default)]
pub struct Journal {
    /// What the page shows of it, as the worker last said.
    pub view: View,
    /// The numbered deals played, by rules key (`News::Played`).
    pub played: Vec<(String, Vec<u32>)>,
    /// The records asked for and not yet taken, as this tab keeps them
    /// ([`App::keep_outbox`]): each record's value alone or, when it counts
    /// a numbered deal, `[record, rules key, deal]` (the deal kept beside
    /// it when it is added: the catalogue skips it).
    pub outbox: Vec<Value>,
    /// The worker could not start or stopped (`JournalMsg::Failed`), and
    /// was not started again since.
    pub stopped: bool,
}

impl Journal {
    /// The records in the outbox, in order.
    pub fn sent(&self) -> impl Iterator<Item = &Value> {
        self.outbox.iter().map(|e| sent(e).0)
    }
}

impl App {
    /// A message about the journal (`App::update` hands these here); the
    /// storage notice shows while its store refuses.
    pub(in crate::page) fn journal_msg(&mut self, msg: JournalMsg, fx: &mut Vec<Effect>) {
        match msg {
            JournalMsg::Start { pending, old, left, outbox } => {
                self.tab = self.new_id();
                self.journal.outbox = read_outbox(outbox.as_deref()).unwrap_or_else(|e| {
                    let text = format!("Statistics: the games this tab had not handed on could not be read ({e}).");
                    self.ui_msg(UiMsg::Notice(crate::page::Notice::text(text)), fx);
                    Vec::new()
                });
                let outbox = self.journal.sent().cloned().collect();
                fx.push(Effect::Journal(Ask::Start { pending, old, left, outbox }));
                // A worker started again under the open sheet computes its figures.
                if self.sheet == Some(Sheet::Stats) {
                    self.journal_sheet(true, fx);
                }
            }
            JournalMsg::News(Ok(news)) => {
                for n in news {
                    self.news(n, fx);
                }
            }
            JournalMsg::News(Err(e)) => {
                self.ui_msg(UiMsg::Notice(crate::page::Notice::text(format!("Statistics: {}.", e.0))), fx)
            }
            JournalMsg::Failed(why) => {
                self.journal.stopped = true;
                let text = format!("Statistics: {why}; this tab keeps the games it counts until it runs again.");
                self.ui_msg(UiMsg::Unnotice(RESTART_JOURNAL.into()), fx);
                self.ui_msg(UiMsg::Notice(Notice::with(text, "Try again", RESTART_JOURNAL)), fx);
                self.redraw_sheet(Sheet::Stats, fx);
            }
            // The shell starts the worker again and reads what it hands it
            // at start (`JournalMsg::Start`: the outbox among it).
            JournalMsg::Restart => {
                self.journal.stopped = false;
                // What the stopped worker said is the new one's to say again.
                self.journal.view = View::default();
                self.ui.notices.retain(|n| n.text != NOT_RUNNING);
                self.ui_msg(UiMsg::Unnotice(RESTART_JOURNAL.into()), fx);
                fx.push(Effect::RestartJournal);
                self.redraw_sheet(Sheet::Stats, fx);
            }
            // Nothing is posted to a stopped worker (`web/run.rs`): said.
            JournalMsg::Retry | JournalMsg::Export | JournalMsg::Import(..) if self.journal.stopped => {
                self.ui_msg(UiMsg::Notice(Notice::text(NOT_RUNNING)), fx)
            }
            JournalMsg::Retry => fx.push(Effect::Journal(Ask::Retry)),
            JournalMsg::Export => fx.push(Effect::Journal(Ask::Export)),
            JournalMsg::Import(name, file) => fx.push(Effect::Journal(Ask::Import(name, file))),
        }
        self.storage_notice(fx);
    }

    /// One piece of the worker's news, carried out.
    fn news(&mut self, news: News, fx: &mut Vec<Effect>) {
        let effect = match news {
            News::KeepPending(text) => Effect::KeepPending(text),
            News::Leave(text) => Effect::Keep(format!("{LEFT_PENDING}{}", self.tab), text),
            News::Unkeep(key, text) => Effect::Unkeep(key, text),
            News::Migrated(id) => Effect::Migrated(id),
            News::Download { name, text, records } => {
                Effect::Download { name, text, what: Downloading::Journal(records) }
            }
            News::DrawSheet => Effect::DrawSheet(Sheet::Stats),
            News::Announce(text) => Effect::Announce(text),
            News::Notice(text) => return self.ui_msg(UiMsg::Notice(crate::page::Notice::text(text)), fx),
            News::Took(id) => {
                self.journal.outbox.retain(|e| sent_id(e) != Some(&id));
                self.keep_outbox()
            }
            News::Played(played) => {
                self.journal.played = played;
                return;
            }
            News::View(view) => {
                // The open sheet shows what the worker says (its figures come with
                // the view, which it sends only when it changed; not compared here:
                // a sheet's derived `==` is half a KB of the wasm).
                self.journal.view = *view;
                return self.redraw_sheet(Sheet::Stats, fx);
            }
        };
        fx.push(effect);
    }

    /// The outbox as this tab keeps it (sessionStorage): a JSON array of
    /// its entries; empty, nothing.
    fn keep_outbox(&self) -> Effect {
        let text = match self.journal.outbox.is_empty() {
            true => String::new(),
            false => crate::json::to_string(&Value::Array(self.journal.outbox.clone())),
        };
        Effect::KeepOutbox(text)
    }

    /// Hands a record to the journal: kept in the outbox (and this tab)
    /// until the worker took it.
    pub(in crate::page) fn journal_add(&mut self, r: Record, fx: &mut Vec<Effect>) {
        if self.journal.outbox.iter().any(|e| sent_id(e) == Some(r.id())) {
            return;
        }
        let entry = match &r {
            Record::Game(Finished { variant, deal: Some(n), .. }) => {
                Value::Array(vec![r.to_value(), variant.as_str().into(), (*n).into()])
            }
            _ => r.to_value(),
        };
        self.journal.outbox.push(entry);
        fx.push(self.keep_outbox());
        fx.push(Effect::Journal(Ask::Add(r)));
    }

    /// Forgets every statistic (the player agreed): a reset record now,
    /// handed to the journal as any record is.
    pub(in crate::page) fn journal_reset(&mut self, fx: &mut Vec<Effect>) {
        self.journal_add(Record::Reset(Reset::new(self.now.max(0.0) as u64)), fx);
    }

    /// The Statistics sheet opened: the worker reads the store again and
    /// computes its figures for the rules on the table.
    pub(in crate::page) fn journal_sheet(&mut self, open: bool, fx: &mut Vec<Effect>) {
        if !open {
            return fx.push(Effect::Journal(Ask::Figures(None)));
        }
        let rec = self.record();
        let key = crate::stats::variant_key(rec.game, &rec.options);
        fx.push(Effect::Journal(Ask::SheetOpened));
        fx.push(Effect::Journal(Ask::Figures(Some(Figures { game: rec.game, key }))));
    }

    /// Counts the game in the statistics (once).
    pub(in crate::page) fn count(&mut self, won: bool, fx: &mut Vec<Effect>) {
        let o = crate::stats::Outcome {
            won,
            moves: self.game.session.steps().len() as u32,
            ms: self.game.clock.elapsed(self.now) as u64,
            cheated: self.game.session.cheated,
            assisted: self.game.session.assisted,
            id: self.game.id.clone(),
            daily: self.game.daily.clone(),
            at: self.now.max(0.0) as u64,
        };
        self.game.counted = true;
        fx.push(Effect::Save(Box::new(self.saved(self.now))));
        let rec = self.record();
        let deal = self.deal_number();
        let finished = Finished::from_outcome(rec.game, &rec.options, deal, &o, self.game.hints);
        self.journal_add(Record::Game(finished), fx);
    }

    /// What the page has of the statistics journal.
    pub fn journal(&self) -> &Journal {
        &self.journal
    }

    /// Each deal of the rules `variant` played, to `mark`: those the worker
    /// last said, and those of the records in the outbox (counted, not yet
    /// taken by the worker).
    pub(in crate::page) fn played_deals(&self, variant: &str, mut mark: impl FnMut(u32)) {
        let deals = self.journal.played.iter().find(|(k, _)| k == variant).map(|(_, d)| d.as_slice());
        deals.unwrap_or_default().iter().for_each(|n| mark(*n));
        for e in &self.journal.outbox {
            if let (_, Some((k, n))) = sent(e) {
                if k == variant {
                    mark(n);
                }
            }
        }
    }
}

/// The outbox as this tab kept it ([`App::keep_outbox`]; the builds
/// before kept the records alone, read the same way: their deals come
/// with the worker's `News::Played`); none kept: empty.
fn read_outbox(text: Option<&str>) -> Result<Vec<Value>, String> {
    let Some(text) = text.filter(|t| !t.is_empty()) else { return Ok(Vec::new()) };
    let v = crate::json::from_str(text)?;
    let list = v.as_array().ok_or("not a list")?;
    match list.iter().all(|e| sent_id(e).is_some()) {
        true => Ok(list.clone()),
        false => Err("a record without an id".to_string()),
    }
}

/// An outbox entry's record, and the numbered deal it counts by rules key.
fn sent(entry: &Value) -> (&Value, Option<(&str, u32)>) {
    match entry.as_array().map(Vec::as_slice) {
        Some([record, rules, n]) => (record, rules.as_str().zip(n.as_u64().and_then(|n| u32::try_from(n).ok()))),
        _ => (entry, None),
    }
}

/// An outbox entry's record's id.
fn sent_id(entry: &Value) -> Option<&str> {
    sent(entry).0.get("id").and_then(Value::as_str)
}
