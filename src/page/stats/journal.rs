//! The statistics journal on the page: the model is `crate::journal`'s
//! [`Tally`] (free of the page, so a journal worker can host it); here the
//! page hands it what concerns it and carries out what it answers, as the
//! page's effects and notices. Resetting asks the player first (a page
//! question, `SheetMsg::AskResetStats`); a game counted becomes a record
//! handed to the journal. The key under which this tab leaves its records
//! to a later one is the page's (localStorage is).

use crate::journal::{JournalIn, JournalOut, JournalTimer, Tally};
use crate::page::effect::Effect;
use crate::page::msg::{Downloading, Timer};
use crate::page::sheets::tree::Sheet;
use crate::page::App;
use crate::page::UiMsg;
use crate::stats::record::Record;

/// The localStorage keys (this prefix and a tab's random id, `App::tab`)
/// under which a tab that can no longer store its records
/// (`Refusal::updated`) leaves them, a journal file's text, for a later
/// tab to store (`JournalIn::Start`'s `left`).
pub const LEFT_PENDING: &str = "swarm.stats.pending.";

impl App {
    /// A message about the journal (`App::update` hands these here): to
    /// the journal; the storage notice shows while its store refuses.
    pub(in crate::page) fn journal_msg(&mut self, msg: JournalIn, fx: &mut Vec<Effect>) {
        if let JournalIn::Start { .. } = msg {
            self.tab = self.new_id();
        }
        self.journal(msg, fx);
        self.storage_notice(fx);
    }

    /// Hands `input` to the journal and carries out what it answers: the
    /// shell's effects, and its notices.
    pub(in crate::page) fn journal(&mut self, input: JournalIn, fx: &mut Vec<Effect>) {
        for out in self.tally.update(input, self.now) {
            let effect = match out {
                JournalOut::Store(op) => Effect::Store(op),
                JournalOut::KeepPending(text) => Effect::KeepPending(text),
                JournalOut::Leave(text) => Effect::Keep(format!("{LEFT_PENDING}{}", self.tab), text),
                JournalOut::Unkeep(key, text) => Effect::Unkeep(key, text),
                JournalOut::Migrated(id) => Effect::Migrated(id),
                JournalOut::Download { name, text, records } => {
                    Effect::Download { name, text, what: Downloading::Journal(records) }
                }
                JournalOut::Timer(t, ms) => Effect::Timer(page_timer(t), ms),
                JournalOut::DrawSheet => Effect::DrawSheet(Sheet::Stats),
                JournalOut::Announce(text) => Effect::Announce(text),
                JournalOut::Notice(text) => {
                    self.ui_msg(UiMsg::Notice(crate::page::Notice::text(text)), fx);
                    continue;
                }
            };
            fx.push(effect);
        }
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
        let finished = crate::stats::record::Finished::from_outcome(rec.game, &rec.options, deal, &o, self.game.hints);
        self.journal(JournalIn::Add(Record::Game(finished)), fx);
    }

    /// The statistics journal on the page.
    pub fn tally(&self) -> &Tally {
        &self.tally
    }
}

/// The page's timer of the journal's.
fn page_timer(t: JournalTimer) -> Timer {
    match t {
        JournalTimer::Store => Timer::Store,
        JournalTimer::Import => Timer::Import,
        JournalTimer::Count => Timer::Count,
    }
}
