//! Winnable deals and the deal of the day (SPEC §4–5).
//!
//! - [`next_winnable`] / [`Finder`]: the first deal number ≥ N that the
//!   solver shows winnable — a proof for Beeswax and Beehive (a complete
//!   search), a win found with every card known for Spider and Beetle (a
//!   peeking beam search) — and why each deal before it was passed over
//!   (proven not winnable, or the search gave up within its budget).
//!   [`Finder`] works in slices of nodes, so a page can run it in a worker
//!   and cancel it; [`next_winnable`] runs it to the end.
//! - [`daily`]: the deal of the day, the same for everyone on a UTC date and
//!   always winnable, computed from the date alone (no server).
//!
//! **Swarm daily version 1** (frozen, like the deal shuffle: a published
//! day's deal never changes; golden tests pin some):
//! 1. `days` = the date's days since 1970-01-01 (UTC), 0 ≤ days < 2³².
//! 2. A [`SplitMix64`] seeded with `DAILY_KEY ^ ((salt << 32) | days)`
//!    (`salt`: the game's deal salt, [`GameId::deal_salt`]) gives one `u64` x.
//! 3. The start is `1 + x mod 4,000,000,000`.
//! 4. The deal is the first winnable deal ≥ start, with the game's default
//!    options, each deal searched within [`daily_budget`]: a node cap (never
//!    a time), so every machine and the wasm agree; at most [`DAILY_TRIES`]
//!    deals are tried.
//!
//! Only public solver functions are used ([`SolveJob`]); a change to the
//! solver that changes what it finds within the daily budget would move a
//! daily deal, and the golden tests say so.

use crate::deal::SplitMix64;
use crate::games::{AnyGame, GameId, Options};
use crate::solver::{Budget, Outcome, SolveJob, SolveResult};
use std::fmt;

/// Why a deal was passed over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Skip {
    /// The search proved that no win exists (with every card known).
    Unsolvable,
    /// The search ran out of its budget without an answer.
    GaveUp,
}

/// A deal passed over, with what the search spent on it.
#[derive(Clone, Debug, PartialEq)]
pub struct Skipped {
    pub deal: u32,
    pub why: Skip,
    pub nodes: u64,
    pub ms: f64,
}

impl fmt::Display for Skipped {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let why = match self.why {
            Skip::Unsolvable => "not winnable (proven)",
            Skip::GaveUp => "gave up (no answer within the budget)",
        };
        write!(f, "deal {}: {why}, {} nodes, {:.1} ms", self.deal, self.nodes, self.ms)
    }
}

/// The answer of a [`Finder`].
#[derive(Clone, Debug, PartialEq)]
pub struct Found {
    /// The winnable deal; `None` when the tries (or the deal numbers) ran out.
    pub deal: Option<u32>,
    /// The solver's result on that deal (a solution, in notation).
    pub solution: Option<SolveResult>,
    /// The deals passed over, in order.
    pub skipped: Vec<Skipped>,
    /// Nodes and milliseconds spent on all the deals tried.
    pub nodes: u64,
    pub ms: f64,
}

/// What "winnable" means for `game`, in words for the page's status:
/// "winnable (proven)" or "a win exists with every card known".
pub fn claim(game: GameId) -> &'static str {
    match game {
        GameId::Beeswax | GameId::Beehive => "winnable (proven)",
        GameId::Beetle | GameId::Spider => "a win exists with every card known",
    }
}

/// How many deals [`next_winnable`] tries before it says none was found.
pub const DEFAULT_TRIES: u32 = 1000;

/// Looks for the first winnable deal from a number on, in slices.
pub struct Finder {
    game: GameId,
    options: Options,
    per_deal: Budget,
    next: Option<u32>,
    tries_left: u32,
    job: Option<(u32, SolveJob)>,
    skipped: Vec<Skipped>,
    nodes: u64,
    ms: f64,
    done: Option<Found>,
}

impl Finder {
    /// Starts at deal `n` with `options` (which must be `game`'s), giving
    /// each deal `per_deal` and trying at most `tries` deals.
    pub fn new(game: GameId, options: &Options, n: u32, per_deal: Budget, tries: u32) -> Result<Finder, String> {
        if options.game() != game {
            return Err(format!("options for {} given for {}", options.game().key(), game.key()));
        }
        if n < crate::deal::MIN_DEAL {
            return Err(format!("deal number {n} is out of range (1 to {})", crate::deal::MAX_DEAL));
        }
        Ok(Finder {
            game,
            options: options.clone(),
            per_deal,
            next: Some(n),
            tries_left: tries,
            job: None,
            skipped: Vec::new(),
            nodes: 0,
            ms: 0.0,
            done: None,
        })
    }

    /// The deal being searched now (or next).
    pub fn deal(&self) -> Option<u32> {
        self.job.as_ref().map(|(n, _)| *n).or(self.next)
    }

    /// The deals passed over so far.
    pub fn skipped(&self) -> &[Skipped] {
        &self.skipped
    }

    /// Nodes searched so far, on every deal (progress).
    pub fn nodes(&self) -> u64 {
        self.nodes + self.job.as_ref().map_or(0, |(_, j)| j.nodes())
    }

    fn finish(&mut self, deal: Option<u32>, solution: Option<SolveResult>) -> Found {
        let f = Found { deal, solution, skipped: std::mem::take(&mut self.skipped), nodes: self.nodes, ms: self.ms };
        self.done = Some(f.clone());
        f
    }

    /// Works on at most about `slice` more nodes; `Some` once finished.
    pub fn step(&mut self, slice: u64) -> Option<Found> {
        if let Some(f) = &self.done {
            return Some(f.clone());
        }
        let mut left = slice;
        loop {
            if self.job.is_none() {
                let n = match self.next {
                    Some(n) if self.tries_left > 0 => n,
                    _ => return Some(self.finish(None, None)),
                };
                self.tries_left -= 1;
                self.next = n.checked_add(1);
                let game = match AnyGame::deal(self.game, &self.options, n) {
                    Ok(g) => g,
                    Err(e) => unreachable!("the options were checked: {e}"),
                };
                self.job = Some((n, SolveJob::new(&game, self.per_deal)));
            }
            let (n, job) = self.job.as_mut().expect("a job was just made");
            let before = job.nodes();
            let r = job.step(left);
            left = left.saturating_sub(job.nodes().saturating_sub(before));
            let Some(r) = r else {
                if left == 0 {
                    return None;
                }
                continue;
            };
            let n = *n;
            self.job = None;
            self.nodes += r.nodes;
            self.ms += r.ms;
            let why = match r.outcome {
                Outcome::Solved(_) => return Some(self.finish(Some(n), Some(r))),
                Outcome::Unsolvable => Skip::Unsolvable,
                Outcome::GaveUp { .. } => Skip::GaveUp,
            };
            self.skipped.push(Skipped { deal: n, why, nodes: r.nodes, ms: r.ms });
            if left == 0 {
                return None;
            }
        }
    }

    /// Runs to the answer.
    pub fn run(mut self) -> Found {
        loop {
            if let Some(f) = self.step(u64::MAX) {
                return f;
            }
        }
    }
}

/// The first deal number ≥ `n` that the solver shows winnable with
/// `options` (Beeswax, Beehive: proven; Spider, Beetle: a win found with
/// every card known), giving each deal `budget` and trying at most
/// [`DEFAULT_TRIES`] deals.
pub fn next_winnable(game: GameId, options: &Options, n: u32, budget: Budget) -> Result<Found, String> {
    Ok(Finder::new(game, options, n, budget, DEFAULT_TRIES)?.run())
}

// ---------------------------------------------------------------------------
// The deal of the day.

/// A calendar date (proleptic Gregorian, UTC), 1970-01-01 to 9999-12-31.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    pub year: i32,
    pub month: u32,
    pub day: u32,
}

fn days_in_month(year: i32, month: u32) -> u32 {
    match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        _ if (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 => 29,
        _ => 28,
    }
}

impl Date {
    /// A valid date, or why not.
    pub fn new(year: i32, month: u32, day: u32) -> Result<Date, String> {
        if !(1970..=9999).contains(&year) {
            return Err(format!("the year {year} is out of range (1970 to 9999)"));
        }
        if !(1..=12).contains(&month) {
            return Err(format!("there is no month {month}"));
        }
        if day < 1 || day > days_in_month(year, month) {
            return Err(format!("{year:04}-{month:02} has no day {day}"));
        }
        Ok(Date { year, month, day })
    }

    /// Parses `YYYY-MM-DD` exactly (the form of `daily=` links).
    pub fn parse(s: &str) -> Result<Date, String> {
        let bad = || format!("`{}` is not a date (write YYYY-MM-DD)", crate::text::clip(s, 24));
        let b = s.as_bytes();
        if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
            return Err(bad());
        }
        let num = |r: std::ops::Range<usize>| -> Result<u32, String> {
            let t = &b[r];
            if t.iter().all(|c| c.is_ascii_digit()) {
                Ok(t.iter().fold(0, |n, c| n * 10 + u32::from(c - b'0')))
            } else {
                Err(bad())
            }
        };
        Date::new(num(0..4)? as i32, num(5..7)?, num(8..10)?)
    }

    /// Days since 1970-01-01 (Howard Hinnant's `days_from_civil`).
    pub fn days(self) -> i64 {
        let y = self.year as i64 - (self.month <= 2) as i64;
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let m = self.month as i64;
        let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + self.day as i64 - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }

    /// The date `days` after 1970-01-01 (`civil_from_days`).
    pub fn from_days(days: i64) -> Result<Date, String> {
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let year = yoe + era * 400 + (month <= 2) as i64;
        Date::new(i32::try_from(year).map_err(|_| format!("day {days} is out of range"))?, month, day)
    }

    /// The UTC date at `ms` milliseconds since 1970 (JavaScript's `Date.now()`).
    pub fn from_unix_ms(ms: f64) -> Result<Date, String> {
        if !ms.is_finite() {
            return Err("the time is not a number".into());
        }
        Date::from_days((ms / 86_400_000.0).floor() as i64)
    }

    /// Today's UTC date from the system clock (natively; the page passes
    /// `Date.now()` to [`Date::from_unix_ms`]).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn today_utc() -> Date {
        let ms = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_millis() as f64)
            .unwrap_or(0.0);
        Date::from_unix_ms(ms).unwrap_or(Date { year: 1970, month: 1, day: 1 })
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// Mixed into the daily seed ("SWARM_DA"), so a day's start is not the
/// deal numbered by the same seed.
pub const DAILY_KEY: u64 = 0x5357_4152_4D5F_4441;
/// Deals tried from the start at most (far more than ever needed).
pub const DAILY_TRIES: u32 = 200;

/// Where the search for `game`'s deal of `date` starts (steps 1–3 of the
/// daily version 1).
pub fn daily_start(game: GameId, date: Date) -> u32 {
    let seed = DAILY_KEY ^ ((u64::from(game.deal_salt()) << 32) | date.days() as u64);
    let x = SplitMix64::new(seed).next_u64();
    1 + (x % 4_000_000_000) as u32
}

/// The budget of one deal in the daily search: a node cap and a table cap
/// (never a time, so the answer is the same everywhere). Frozen with the
/// daily version. Also the default of `swarm next-winnable`.
pub fn daily_budget(game: GameId) -> Budget {
    let nodes = match game {
        GameId::Beeswax => 2_000_000,
        GameId::Beehive => 2_000_000,
        GameId::Beetle | GameId::Spider => 400_000,
    };
    Budget { nodes, ms: f64::INFINITY, ..Budget::nodes(nodes) }.with_table(1_000_000)
}

/// A deal of the day.
#[derive(Clone, Debug, PartialEq)]
pub struct Daily {
    pub game: GameId,
    pub date: Date,
    /// Where the search started ([`daily_start`]).
    pub start: u32,
    /// The deal to play (with the game's default options).
    pub deal: u32,
    /// The search found it winnable ([`claim`]); false only if every one
    /// of [`DAILY_TRIES`] deals was passed over (then `deal` is the start).
    pub winnable: bool,
    /// The full answer of the search (the solution, the deals passed over).
    pub found: Found,
}

/// The deal of the day for `game` on `date` (UTC), with the game's default
/// options: the same for everyone, always winnable. Takes what the solver
/// takes on the deals from the start on (natively: about a second for
/// Spider or Beetle, a few ms for Beeswax or Beehive); a page runs it in its
/// worker, or in slices with [`daily_finder`].
pub fn daily(game: GameId, date: Date) -> Daily {
    daily_with(&Options::defaults(game), date)
        .unwrap_or_else(|e| unreachable!("the default options are the game's own: {e}"))
}

/// The deal of the day for `options` (a game and its rules) on `date`: the
/// page's search ([`daily_finder_with`]) run whole. With the default
/// options, [`daily`].
pub fn daily_with(options: &Options, date: Date) -> Result<Daily, String> {
    let start = daily_start_with(options, date);
    let found = daily_finder_with(options, date)?.run();
    let (game, deal, winnable) = (options.game(), found.deal.unwrap_or(start), found.deal.is_some());
    Ok(Daily { game, date, start, deal, winnable, found })
}

/// The search behind [`daily`], to run in slices.
pub fn daily_finder(game: GameId, date: Date) -> Finder {
    Finder::new(game, &Options::defaults(game), daily_start(game, date), daily_budget(game), DAILY_TRIES)
        .unwrap_or_else(|e| unreachable!("the default options are the game's own: {e}"))
}

/// Where the search for the deal of `date` with `options` starts: with the
/// game's default options, [`daily_start`] (so every published daily stays
/// where it was); with other rules (Spider with 2 suits…) the options'
/// summary is mixed into the seed, so each option set has a deal of the
/// day of its own, the same for everyone.
pub fn daily_start_with(options: &Options, date: Date) -> u32 {
    let game = options.game();
    if *options == Options::defaults(game) {
        return daily_start(game, date);
    }
    // FNV-1a of the summary ("suits=2"), stable across versions and platforms.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in options.summary().bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    let seed = DAILY_KEY ^ ((u64::from(game.deal_salt()) << 32) | date.days() as u64) ^ h.rotate_left(17);
    let x = SplitMix64::new(seed).next_u64();
    1 + (x % 4_000_000_000) as u32
}

/// The search for the deal of the day of `date` with `options` (see
/// [`daily_start_with`]), to run in slices.
pub fn daily_finder_with(options: &Options, date: Date) -> Result<Finder, String> {
    let game = options.game();
    Finder::new(game, options, daily_start_with(options, date), daily_budget(game), DAILY_TRIES)
}
