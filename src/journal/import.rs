//! A statistics file imported (issue 46 item 2): first checked whole, at
//! most [`CHECK`] bytes a turn of the page (`stats::slices`; nothing of it
//! stored before, so a file broken anywhere is refused whole), then its
//! records read, merged by id into the journal and folded into the figures
//! [`READ`] a turn, and written [`SLICE`] at a time, the next once the one
//! before committed (the turns: `JournalTimer::Import`), so no step holds the page
//! long, with how far it went said in the sheet. A second import while one
//! goes on is refused by name.

use super::model::{Import, Out, Tally, READ, SLICE};
use super::{words, JournalOut, JournalTimer};
use crate::stats::slices::{Slices, CHECK};

impl Tally {
    /// Reads the next [`READ`] records of the file and merges them into the
    /// journal; once [`SLICE`] are read (or all), writes what they added,
    /// else the next go on the page's next turn; how far the import went.
    fn import_slice(&mut self, fx: &mut Out) -> Option<String> {
        let imp = self.importing.as_mut()?;
        let before = imp.file.read();
        let slice = imp.file.next(READ);
        imp.writing += imp.file.read() - before;
        let read = slice.len();
        let added = self.journal.merge(slice);
        imp.added += added.len();
        imp.known += read - added.len();
        let said = words::importing(&imp.name, imp.done, imp.file.len());
        let round = imp.writing >= SLICE || imp.file.read() == imp.file.len();
        self.fold_in(&added);
        // Not kept in the tab (the file has them): a tab closed meanwhile
        // stored the slices before, and the file imported again adds the rest.
        self.pending.extend(added);
        if round && !self.pending.is_empty() {
            self.write(fx);
        } else {
            // More to read, or nothing to write: on the page's next turn.
            fx.push(JournalOut::Timer(JournalTimer::Import, Some(0)));
        }
        Some(said)
    }

    /// After a commit (or a slice with nothing to write): once the import's
    /// slice is stored, the next goes, or the import is over; what to say.
    pub(super) fn import_stored(&mut self, fx: &mut Out) -> Option<String> {
        let imp = self.importing.as_mut()?;
        if !self.pending.is_empty() || !imp.file.is_checked() {
            return None;
        }
        imp.done += std::mem::take(&mut imp.writing);
        if imp.file.read() < imp.file.len() {
            return self.import_slice(fx);
        }
        self.importing.take().map(|imp| imp.said())
    }
}

impl Import {
    /// What the import said once all its records were read.
    fn said(&self) -> String {
        match self.file.problems() {
            Ok(problems) => words::imported(&self.name, self.added, self.known, &problems),
            Err(e) => format!("Could not import {}: {e}.", self.name),
        }
    }
}

impl Tally {
    /// Import: a journal file (`name`, read as `text`) merged by id; the
    /// sheet says how many records were added, or why the file was refused.
    /// A file of more than [`SLICE`] records goes in slices, its progress said.
    pub(super) fn import(&mut self, name: &str, text: Result<String, String>, now: f64, fx: &mut Out) {
        let name = crate::text::clip(name, 40);
        let msg = match text {
            Err(e) => format!("Could not import {name}: {e}."),
            Ok(_) if !self.loaded => words::not_read(self.refused.as_deref()),
            Ok(_) if self.importing.is_some() => {
                let other = self.importing.as_ref().map_or("", |i| i.name.as_str());
                format!("Could not import {name}: {other} is still being imported; import it once that is done.")
            }
            Ok(text) => match Slices::new(text) {
                Err(e) => format!("Could not import {name}: {e}."),
                Ok(file) => {
                    self.importing = Some(Import { name, file, ..Import::default() });
                    self.import_check(fx).unwrap_or_default()
                }
            },
        };
        self.say(msg, now, fx);
    }

    /// `JournalTimer::Import`: the next step of the file's check, or the import's
    /// slice added nothing and the next goes.
    pub(super) fn import_next(&mut self, now: f64, fx: &mut Out) {
        let note = match &self.importing {
            Some(imp) if !imp.file.is_checked() => self.import_check(fx),
            Some(imp) if imp.writing < SLICE && imp.file.read() < imp.file.len() => self.import_slice(fx),
            _ => self.import_stored(fx),
        };
        if let Some(note) = note {
            self.say(note, now, fx);
        }
    }

    /// Checks the next [`CHECK`] bytes of the file (the next step on the
    /// page's next turn); once all is checked, its first slice goes. Nothing
    /// of the file is read, merged or written before: a file broken
    /// anywhere is refused whole. What to say.
    fn import_check(&mut self, fx: &mut Out) -> Option<String> {
        let imp = self.importing.as_mut()?;
        match imp.file.check(CHECK) {
            Err(e) => {
                let name = self.importing.take().map(|imp| imp.name).unwrap_or_default();
                Some(format!("Could not import {name}: {e}."))
            }
            Ok(false) => {
                let (done, all) = imp.file.checked();
                fx.push(JournalOut::Timer(JournalTimer::Import, Some(0)));
                Some(words::checking(&imp.name, done, all))
            }
            Ok(true) => {
                let one = imp.file.len() <= READ;
                let said = self.import_slice(fx);
                if one {
                    // One slice: said at once (what it added is pending, shown, written).
                    self.importing.take().map(|imp| imp.said())
                } else {
                    said
                }
            }
        }
    }
}
