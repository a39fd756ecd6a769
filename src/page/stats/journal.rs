//! The statistics journal on the page: the model is `crate::journal`'s
//! [`Tally`] (free of the page, so a journal worker can host it); here the
//! page hands it what concerns it and carries out what it answers, as the
//! page's effects and notices. Resetting asks the player first (a page
//! question); a game counted becomes a record handed to the journal.

use crate::journal::{JournalIn, JournalOut, JournalTimer, Tally};
use crate::page::effect::Effect;
use crate::page::msg::{Downloading, Pending, Timer};
use crate::page::sheets::tree::Sheet;
use crate::page::App;
use crate::page::{JournalMsg, UiMsg};
use crate::stats::record::Record;

impl App {
    /// A message about the journal (`App::update` hands these here): a
    /// reset is asked first, the rest goes to the journal; the storage
    /// notice shows while its store refuses.
    pub(in crate::page) fn journal_msg(&mut self, msg: JournalMsg, fx: &mut Vec<Effect>) {
        let input = match msg {
            JournalMsg::AskReset => {
                return self.ask(Pending::ResetStats, "Forget every statistic of every game?", "Reset", fx)
            }
            JournalMsg::Start { pending, old, left } => JournalIn::Start { pending, old, left, tab: self.new_id() },
            JournalMsg::StoreOpened(r) => JournalIn::StoreOpened(r),
            JournalMsg::Keys(r) => JournalIn::Keys(r),
            JournalMsg::Read(r) => JournalIn::Read(r),
            JournalMsg::Written(r) => JournalIn::Written(r),
            JournalMsg::Retry => JournalIn::Retry,
            JournalMsg::StoreLate => JournalIn::StoreLate,
            JournalMsg::Export => JournalIn::Export,
            JournalMsg::Import(name, text) => JournalIn::Import(name, text),
            JournalMsg::ImportNext => JournalIn::ImportNext,
            JournalMsg::CountNext => JournalIn::CountNext,
        };
        self.journal(input, fx);
        self.storage_notice(fx);
    }

    /// Hands `input` to the journal and carries out what it answers: the
    /// shell's effects, and its notices.
    pub(in crate::page) fn journal(&mut self, input: JournalIn, fx: &mut Vec<Effect>) {
        for out in self.tally.update(input, self.now) {
            let effect = match out {
                JournalOut::OpenStore => Effect::OpenStore,
                JournalOut::ReadKeys { after, count } => Effect::ReadKeys { after, count },
                JournalOut::ReadRecords(ids) => Effect::ReadRecords(ids),
                JournalOut::WriteRecords(values) => Effect::WriteRecords(values),
                JournalOut::KeepPending(text) => Effect::KeepPending(text),
                JournalOut::Keep(key, text) => Effect::Keep(key, text),
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
