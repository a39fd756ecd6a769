//! The catalogue of rated deals (issue 42): for the rule sets the New game
//! sheet offers a difficulty for, each deal of a range with what the page's
//! finder ([`crate::solver::rate::DifficultyFinder`]) would make of it —
//! shown winnable within the daily budget and rated (its rating, 0–100),
//! or passed over (proven not winnable, or the search gave up) — so a deal
//! of a difficulty, or a winnable deal, is dealt at once instead of looked
//! for. Made by `swarm catalogue` (docs/benchmarks.md, *The catalogue of
//! rated deals*); the format: docs/formats.md, *Catalogue*.
//!
//! Each rule set is a file `data/catalogue/NAME.bin`: `SWC1`, the first
//! deal number (u32, little-endian), then one byte a deal, in order:
//! its rating 0–100 when the deal was shown winnable and rated, [`LOST`]
//! when the winnable check proved it lost, [`GAVE_UP`] when it gave up.
//! A byte a deal (not three bits) keeps the rating, so the page says
//! "hard (61 of 100)" with the deal at once. The files are compiled into
//! the command line ([`RuleSet::shelf`]); the page fetches them after it
//! has drawn its first table (`data/catalogue/NAME.bin`, served with the
//! site), so they add nothing to the page's wasm (docs/site.md).

pub mod days;

use crate::games::{AnyGame, GameId, Options};
use crate::solver::rate::{rate, Difficulty};
use crate::winnable::{daily_budget, Finder, Skip};

/// A deal the winnable check proved not winnable (or, never seen so far,
/// one it showed winnable and the rating proved lost).
pub const LOST: u8 = 101;
/// A deal the winnable check gave up on (within the daily budget).
pub const GAVE_UP: u8 = 102;
/// The file's first bytes.
pub const MAGIC: &[u8; 4] = b"SWC1";
/// The bytes before the first deal's.
pub const HEADER: usize = 8;

/// A rule set with a catalogue: its file's name and its options (their
/// summary, `Options::summary`: those that are not the game's defaults).
pub struct RuleSet {
    pub name: &'static str,
    pub game: GameId,
    pub summary: &'static str,
    /// Deals `swarm catalogue` rates at most (a label that is rare for
    /// these rules stops there).
    pub max: u32,
    /// Its table of daily deals ([`days`]; empty where the daily search is
    /// quick: Beeswax, Beehive).
    pub days: &'static [u8],
}

impl RuleSet {
    /// Its options.
    pub fn options(&self) -> Options {
        match Options::parse_summary(self.game, self.summary) {
            Ok(o) => o,
            Err(e) => unreachable!("a rule set's options are the game's own: {e}"),
        }
    }

    /// The catalogue compiled into the command line (read without the
    /// checks of [`Shelf::parse`], which a test makes of every file).
    /// Not in the page's wasm: the page fetches the files.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn shelf(&self) -> Shelf<'static> {
        Shelf::checked(self.compiled())
    }

    /// The file `data/catalogue/NAME.bin` as compiled in.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn compiled(&self) -> &'static [u8] {
        match self.name {
            "beeswax" => include_bytes!("../data/catalogue/beeswax.bin"),
            "beehive" => include_bytes!("../data/catalogue/beehive.bin"),
            "spider-2" => include_bytes!("../data/catalogue/spider-2.bin"),
            "beetle" => include_bytes!("../data/catalogue/beetle.bin"),
            "spider-4" => include_bytes!("../data/catalogue/spider-4.bin"),
            "spider-1" => include_bytes!("../data/catalogue/spider-1.bin"),
            _ => &[],
        }
    }

    /// Where the page fetches its file (beside `index.html`).
    pub fn address(&self) -> String {
        format!("data/catalogue/{}.bin", self.name)
    }
}

/// The rule sets with a catalogue.
pub const RULE_SETS: [RuleSet; 6] = [
    RuleSet { name: "beeswax", game: GameId::Beeswax, summary: "", max: 12000, days: &[] },
    RuleSet { name: "beehive", game: GameId::Beehive, summary: "", max: 3000, days: &[] },
    RuleSet {
        name: "spider-2",
        game: GameId::Spider,
        summary: "suits=2",
        max: 600,
        days: include_bytes!("../data/catalogue/spider-2.days"),
    },
    RuleSet {
        name: "beetle",
        game: GameId::Beetle,
        summary: "",
        max: 600,
        days: include_bytes!("../data/catalogue/beetle.days"),
    },
    RuleSet {
        name: "spider-4",
        game: GameId::Spider,
        summary: "",
        max: 600,
        days: include_bytes!("../data/catalogue/spider-4.days"),
    },
    RuleSet {
        name: "spider-1",
        game: GameId::Spider,
        summary: "suits=1",
        max: 600,
        days: include_bytes!("../data/catalogue/spider-1.days"),
    },
];

/// The rule set of `options`, if it has a catalogue.
pub fn rule_set(options: &Options) -> Option<&'static RuleSet> {
    let summary = options.summary();
    RULE_SETS.iter().find(|r| r.game == options.game() && r.summary == summary)
}

/// The rule set named `name` (`spider-2`).
pub fn named(name: &str) -> Option<&'static RuleSet> {
    RULE_SETS.iter().find(|r| r.name == name)
}

/// One rule set's deals: `codes[i]` is deal `first + i`'s byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shelf<'a> {
    pub first: u32,
    pub codes: &'a [u8],
}

impl<'a> Shelf<'a> {
    /// Reads a catalogue file; `Err` names what is wrong.
    pub fn parse(bytes: &'a [u8]) -> Result<Shelf<'a>, String> {
        if bytes.len() < HEADER || &bytes[..4] != MAGIC {
            return Err("not a catalogue file (it starts with SWC1 and the first deal)".into());
        }
        let first = u32::from_le_bytes([bytes[4], bytes[5], bytes[6], bytes[7]]);
        let codes = &bytes[HEADER..];
        if first < crate::deal::MIN_DEAL || first as u64 + codes.len() as u64 > crate::deal::MAX_DEAL as u64 + 1 {
            return Err(format!("the catalogue's deals (from {first}, {} of them) are out of range", codes.len()));
        }
        if let Some(i) = codes.iter().position(|c| *c > 100 && *c != LOST && *c != GAVE_UP) {
            return Err(format!(
                "deal {}'s byte {} is not a rating, {LOST} or {GAVE_UP}",
                first as usize + i,
                codes[i]
            ));
        }
        Ok(Shelf { first, codes })
    }

    /// A file already checked by [`Shelf::parse`] (a test checks the
    /// compiled ones; the page checks a fetched one once, as it arrives),
    /// read again without the checks.
    pub fn checked(bytes: &'a [u8]) -> Shelf<'a> {
        match bytes {
            [_, _, _, _, a, b, c, d, codes @ ..] => Shelf { first: u32::from_le_bytes([*a, *b, *c, *d]), codes },
            _ => Shelf { first: 1, codes: &[] },
        }
    }

    /// The file's bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut b = MAGIC.to_vec();
        b.extend_from_slice(&self.first.to_le_bytes());
        b.extend_from_slice(self.codes);
        b
    }

    /// The last deal (`first - 1` when empty).
    pub fn end(&self) -> u32 {
        self.first + self.codes.len() as u32 - 1
    }

    /// Deal `n`'s byte, if the catalogue has it.
    pub fn code(&self, n: u32) -> Option<u8> {
        self.codes.get(n.checked_sub(self.first)? as usize).copied()
    }

    /// The catalogue's deals labelled `want` (`NotWinnable`: those passed
    /// over; `None`: every deal shown winnable), with their bytes, in order.
    pub fn deals(&self, want: Option<Difficulty>) -> impl Iterator<Item = (u32, u8)> + '_ {
        let first = self.first;
        let wanted = move |c: u8| match want {
            Some(w) => label(c) == w,
            None => c <= 100,
        };
        self.codes.iter().enumerate().map(move |(i, c)| (first + i as u32, *c)).filter(move |(_, c)| wanted(*c))
    }

    /// How many deals each label has: easy, medium, hard, expert, not winnable.
    pub fn counts(&self) -> [u32; 5] {
        let mut n = [0; 5];
        for c in self.codes {
            n[index(label(*c))] += 1;
        }
        n
    }
}

/// The label of a byte: a rating's, or not winnable (proven or not shown
/// winnable: the page never deals those as winnable).
pub fn label(code: u8) -> Difficulty {
    if code > 100 {
        Difficulty::NotWinnable
    } else {
        Difficulty::of(code)
    }
}

/// The place of a label in [`Shelf::counts`].
pub fn index(d: Difficulty) -> usize {
    match d {
        Difficulty::Easy => 0,
        Difficulty::Medium => 1,
        Difficulty::Hard => 2,
        Difficulty::Expert => 3,
        Difficulty::NotWinnable => 4,
    }
}

/// Deal `n`'s byte, worked out as the page's finder does: the winnable
/// check within the daily budget, then, for a deal shown winnable, its
/// rating ([`rate`]). Seconds for Spider and Beetle.
pub fn entry(options: &Options, n: u32) -> Result<u8, String> {
    let game = options.game();
    let found = Finder::new(game, options, n, daily_budget(game), 1)?.run();
    if found.deal != Some(n) {
        return Ok(match found.skipped.first().map(|s| s.why) {
            Some(Skip::Unsolvable) => LOST,
            _ => GAVE_UP,
        });
    }
    let r = rate(&AnyGame::deal(game, options, n)?);
    Ok(if r.difficulty == Difficulty::NotWinnable { LOST } else { r.rating })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_compiled_catalogue_reads_and_names_its_rules() {
        for r in &RULE_SETS {
            assert_eq!(Shelf::parse(r.compiled()).unwrap_or_else(|e| panic!("{}: {e}", r.name)), r.shelf());
            assert_eq!(r.options().summary(), r.summary, "{}", r.name);
            assert_eq!(rule_set(&r.options()).map(|s| s.name), Some(r.name));
            assert_eq!(named(r.name).map(|s| s.name), Some(r.name));
        }
        let mut o = Options::defaults(GameId::Spider);
        o = Options::parse(GameId::Spider, [("suits", "2"), ("removal", "auto")]).unwrap_or(o);
        assert!(rule_set(&o).is_none(), "other rules have no catalogue");
    }

    #[test]
    fn a_shelf_round_trips_and_bad_bytes_are_named() {
        let s = Shelf { first: 5, codes: &[0, 30, 99, LOST, GAVE_UP, 60] };
        let b = s.to_bytes();
        assert_eq!(Shelf::parse(&b), Ok(s));
        assert_eq!(s.end(), 10);
        assert_eq!(s.code(5), Some(0));
        assert_eq!(s.code(4), None);
        assert_eq!(s.code(11), None);
        assert_eq!(s.counts(), [1, 1, 1, 1, 2]);
        assert_eq!(s.deals(Some(Difficulty::Hard)).collect::<Vec<_>>(), vec![(10, 60)]);
        assert!(Shelf::parse(b"SWC0\x01\0\0\0").is_err());
        assert!(Shelf::parse(b"SWC1\x01\0\0").is_err());
        assert!(Shelf::parse(b"SWC1\0\0\0\0").unwrap_err().contains("out of range"));
        assert!(Shelf::parse(b"SWC1\x01\0\0\0\x70").unwrap_err().contains("deal 1's byte 112"));
    }
}
