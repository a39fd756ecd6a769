//! The catalogue of rated deals on the page (issue 42; `crate::catalogue`):
//! fetched once the first table is drawn (`Msg::Drawn` →
//! `Effect::Fetch(Fetched::Catalogue(..))` for each rule set → `CatalogueMsg::Loaded`),
//! so its files add nothing to the page's wasm. New with a difficulty, or
//! with "winnable deals only", takes one of its deals the player has not
//! had, at once; a deal of it on the table is rated without the worker.
//! Until a file arrives (or if it cannot be fetched or read), the
//! worker's finder looks for deals as for rules without a catalogue; a
//! file that arrives while New waits on the finder deals from it at once.
//! A file that could not be had is asked for again by the next New that
//! wants its deals.

use crate::catalogue::{self, Shelf, RULE_SETS};
use crate::games::Options;
use crate::page::{App, Asked, CatalogueMsg, Effect, Fetched, Leave};
use crate::solver::rate::Difficulty;

impl App {
    /// Fetches the rule sets' files the page has not got.
    pub(in crate::page) fn fetch_catalogue(&mut self, fx: &mut Vec<Effect>) {
        for set in &RULE_SETS {
            if !self.has_shelf(set.name) {
                fx.push(Effect::Fetch(Fetched::Catalogue(set.name), set.address()));
            }
        }
    }

    pub(in crate::page) fn catalogue_msg(&mut self, msg: CatalogueMsg, fx: &mut Vec<Effect>) {
        match msg {
            // Read with every check (`Shelf::parse`); a file that cannot be
            // fetched or read leaves its rules to the finder, as before.
            CatalogueMsg::Loaded(name, got) => {
                let Some(set) = catalogue::named(name) else { return };
                if self.has_shelf(set.name) {
                    return;
                }
                match got.ok().filter(|bytes| Shelf::parse(bytes).is_ok()) {
                    Some(bytes) => {
                        self.ahead.shelves.push((set.name, bytes));
                        self.catalogue_arrived(set.name, fx);
                    }
                    // The deal on the table, if of these rules, is the worker's to rate.
                    None => {
                        if !self.ahead.unshelved.contains(&set.name) {
                            self.ahead.unshelved.push(set.name);
                        }
                        if self.table_rules_are(set.name) {
                            self.rate_deal(fx);
                        }
                    }
                }
            }
        }
    }

    /// Whether the file of the rule set named `name` has arrived.
    fn has_shelf(&self, name: &str) -> bool {
        self.ahead.shelves.iter().any(|(n, _)| *n == name)
    }

    /// Whether the deal on the table is of the rule set named `name`.
    fn table_rules_are(&self, name: &str) -> bool {
        catalogue::rule_set(self.state().options()).is_some_and(|set| set.name == name)
    }

    /// Whether the catalogue file of `options`' rule set is on its way
    /// (asked once the first table is drawn): neither here nor found
    /// missing. A deal of these rules waits for it to be rated.
    pub(in crate::page) fn shelf_coming(&self, options: &Options) -> bool {
        catalogue::rule_set(options)
            .is_some_and(|set| !self.has_shelf(set.name) && !self.ahead.unshelved.contains(&set.name))
    }

    /// A file arrived: New waiting on the finder for a deal it has deals
    /// now (dealt at once), a search ahead of time for such a deal stops,
    /// and the deal on the table may have its rating there. The page is
    /// redrawn only for the first two: the files arrive one by one after
    /// the first table, and a redraw for each was a task of its own.
    fn catalogue_arrived(&mut self, name: &str, fx: &mut Vec<Effect>) {
        let mut shown = false;
        let waiting = self.searches.asked.iter().find_map(|(_, a)| match a {
            Asked::Rated { options, want, at, .. } => Some((options.clone(), Some(*want), *at)),
            Asked::Winnable { options, at, .. } => Some((options.clone(), None, *at)),
            _ => None,
        });
        if let Some((options, want, at)) = waiting.filter(|(o, w, _)| self.in_catalogue(o, *w)) {
            self.forget(|a| matches!(a, Asked::Rated { .. } | Asked::Winnable { .. }), fx);
            if let Some(n) = self.pick_from_catalogue(&options, want) {
                let said = self.rated_line(&options, n);
                self.offer_found(options, n, said, at, fx);
            }
            shown = true;
        }
        let ahead: Vec<(Options, Option<Difficulty>)> = self
            .searches
            .asked
            .iter()
            .filter_map(|(_, a)| match a {
                Asked::PrefetchRated { options, want, .. } => Some((options.clone(), Some(*want))),
                Asked::Prefetch { options, .. } => Some((options.clone(), None)),
                _ => None,
            })
            .collect();
        let ahead: Vec<_> = ahead.into_iter().filter(|(o, w)| self.in_catalogue(o, *w)).collect();
        for (options, want) in ahead {
            let this = |a: &Asked| match a {
                Asked::PrefetchRated { options: o, want: w, .. } => *o == options && Some(*w) == want,
                Asked::Prefetch { options: o, .. } => *o == options && want.is_none(),
                _ => false,
            };
            self.forget(this, fx);
        }
        // The deal on the table, of these rules: rated from the file, or
        // (not in it) by the worker.
        if self.table_rules_are(name) && self.rating().is_none() {
            self.rate_deal(fx);
            shown |= self.rating().is_some();
        }
        if shown {
            fx.push(Effect::Draw { animate: false });
        }
    }

    /// The deal on the table, when the catalogue rates it and its rating
    /// is not kept yet: its rules, number and rating.
    pub(in crate::page) fn table_in_catalogue(&self) -> Option<(Options, u32, (Difficulty, u8))> {
        let deal = self.deal_number().filter(|_| self.rating().is_none())?;
        let options = self.state().options();
        let code = self.shelf(options)?.code(deal).filter(|c| *c <= 100)?;
        Some((options.clone(), deal, (catalogue::label(code), code)))
    }

    /// The catalogue of `options`' rule set, once its file has arrived.
    pub(in crate::page) fn shelf(&self, options: &Options) -> Option<Shelf<'_>> {
        let set = catalogue::rule_set(options)?;
        let (_, bytes) = self.ahead.shelves.iter().find(|(n, _)| *n == set.name)?;
        Some(Shelf::checked(bytes))
    }

    /// The deals of the catalogue of `options` (`crate::catalogue`) shown
    /// winnable and labelled `want` (`None`: any label), with their
    /// ratings, less those the player has had: every numbered deal of
    /// these rules in the statistics journal (read, or waiting to be
    /// written) and the deal on the table.
    pub fn catalogue_deals(&self, options: &Options, want: Option<Difficulty>) -> Vec<(u32, u8)> {
        let Some(shelf) = self.shelf(options) else { return Vec::new() };
        let variant = crate::stats::variant_key(options.game(), options);
        // A mark for each deal of the catalogue (not a sorted list: a sort adds kilobytes to the wasm).
        let mut had = vec![false; shelf.codes.len()];
        let mut mark = |n: u32| {
            if let Some(h) = n.checked_sub(shelf.first).and_then(|i| had.get_mut(i as usize)) {
                *h = true;
            }
        };
        self.played_deals(&variant, &mut mark);
        if let Some(n) = self.deal_number().filter(|_| self.state().options() == options) {
            mark(n);
        }
        shelf.deals(want).filter(|(n, _)| !had[(n - shelf.first) as usize]).collect()
    }

    /// Whether the catalogue has a deal for New (then nothing is looked
    /// for ahead of time: New deals it at once).
    pub(in crate::page) fn in_catalogue(&self, options: &Options, want: Option<Difficulty>) -> bool {
        !self.catalogue_deals(options, want).is_empty()
    }

    /// New with a difficulty (`want`) or with "winnable deals only"
    /// (`None`): one of the catalogue's deals the player has not had, at
    /// random, dealt at once with its rating; `false` when there is none
    /// (other rules, or every one was had: the worker looks for one).
    pub(in crate::page) fn deal_from_catalogue(
        &mut self,
        options: &Options,
        want: Option<Difficulty>,
        fx: &mut Vec<Effect>,
    ) -> bool {
        let Some(n) = self.pick_from_catalogue(options, want) else {
            self.ask_again(options, fx);
            return false;
        };
        let said = self.rated_line(options, n);
        self.leave_now(Leave::Found(options.clone(), n, said), fx);
        true
    }

    /// The file of `options`' rule set, when it could not be had (the
    /// connection was down), is asked for again: New wants its deals.
    /// Until it comes (or fails again) it is on its way, as at the start.
    fn ask_again(&mut self, options: &Options, fx: &mut Vec<Effect>) {
        let Some(set) = catalogue::rule_set(options) else { return };
        if let Some(i) = self.ahead.unshelved.iter().position(|n| *n == set.name) {
            self.ahead.unshelved.remove(i);
            fx.push(Effect::Fetch(Fetched::Catalogue(set.name), set.address()));
        }
    }

    /// One of the catalogue's deals the player has not had, at random,
    /// with its rating kept.
    fn pick_from_catalogue(&mut self, options: &Options, want: Option<Difficulty>) -> Option<u32> {
        let deals = self.catalogue_deals(options, want);
        if deals.is_empty() {
            return None;
        }
        let (n, code) = deals[(self.random() % deals.len() as u64) as usize];
        self.keep_rating(options.clone(), n, (catalogue::label(code), code));
        Some(n)
    }
}
