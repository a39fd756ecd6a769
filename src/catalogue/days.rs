//! The deal of the day, worked out ahead (issue 42): for the rule sets whose
//! daily search takes longer than the page may wait (Spider and Beetle:
//! about a second natively, more in wasm), one byte a date says which deal
//! the search ([`crate::winnable::daily_with`]) finds, so the page deals the
//! day's deal at once. A date outside the table is looked for as before, in
//! the worker; both give the same deal (a test works a sample out again).
//!
//! A file `data/catalogue/NAME.days`: `SWD1`, the first date (its day number,
//! [`Date::days`], as an i32 little-endian), then one byte a date, in order:
//! how many deals the search passed over from the day's start
//! ([`crate::winnable::daily_start_with`]), so the day's deal is the start
//! plus that; [`UNKNOWN`] where the search found none within its tries (the
//! page asks the worker then, which says so). Made by `swarm catalogue
//! --days FROM..TO` (docs/benchmarks.md).

use crate::games::Options;
use crate::winnable::{daily_start_with, Date, DAILY_TRIES};

/// The file's first bytes.
pub const MAGIC: &[u8; 4] = b"SWD1";
/// The bytes before the first date's.
pub const HEADER: usize = 8;
/// A date whose deal the table does not give.
pub const UNKNOWN: u8 = 255;

/// One rule set's dates: `skips[i]` is the byte of the day `first + i`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Days<'a> {
    pub first: i64,
    pub skips: &'a [u8],
}

impl<'a> Days<'a> {
    /// Reads a file; `Err` names what is wrong.
    pub fn parse(bytes: &'a [u8]) -> Result<Days<'a>, String> {
        if bytes.len() < HEADER || &bytes[..4] != MAGIC {
            return Err("not a table of daily deals (it starts with SWD1 and the first date)".into());
        }
        let first = i64::from(i32::from_le_bytes([bytes[4], bytes[5], bytes[6], bytes[7]]));
        let skips = &bytes[HEADER..];
        Date::from_days(first).map_err(|e| format!("the first date: {e}"))?;
        Date::from_days(first + skips.len() as i64).map_err(|e| format!("the last date: {e}"))?;
        if let Some(i) = skips.iter().position(|s| u32::from(*s) >= DAILY_TRIES && *s != UNKNOWN) {
            return Err(format!(
                "the byte of day {} is {}: more than the daily search tries",
                first + i as i64,
                skips[i]
            ));
        }
        Ok(Days { first, skips })
    }

    /// Reads a file compiled in (checked by a test instead: the page
    /// carries no error text for it).
    pub fn compiled(bytes: &'a [u8]) -> Days<'a> {
        match bytes {
            [_, _, _, _, a, b, c, d, skips @ ..] => {
                Days { first: i64::from(i32::from_le_bytes([*a, *b, *c, *d])), skips }
            }
            _ => Days { first: 0, skips: &[] },
        }
    }

    /// The file's bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut b = MAGIC.to_vec();
        b.extend_from_slice(&(self.first as i32).to_le_bytes());
        b.extend_from_slice(self.skips);
        b
    }

    /// The byte of `date`, if the table has one.
    pub fn skip(&self, date: Date) -> Option<u8> {
        let i = usize::try_from(date.days().checked_sub(self.first)?).ok()?;
        self.skips.get(i).copied().filter(|s| *s != UNKNOWN)
    }

    /// The dates the table covers, as text (`2026-11-01..2027-02-28`).
    pub fn span(&self) -> String {
        match (Date::from_days(self.first), Date::from_days(self.first + self.skips.len() as i64 - 1)) {
            (Ok(a), Ok(b)) if !self.skips.is_empty() => format!("{a}..{b}"),
            _ => "no dates".into(),
        }
    }
}

/// The deal of the day of `date` with `options`, if a table has it.
pub fn daily_deal(options: &Options, date: Date) -> Option<u32> {
    let days = Days::compiled(super::rule_set(options)?.days);
    let skip = days.skip(date)?;
    daily_start_with(options, date).checked_add(u32::from(skip))
}

/// The byte of `date`, worked out: the daily search run whole.
pub fn work_out(options: &Options, date: Date) -> Result<u8, String> {
    let d = crate::winnable::daily_with(options, date)?;
    Ok(if d.winnable { u8::try_from(d.deal - d.start).unwrap_or(UNKNOWN) } else { UNKNOWN })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_round_trips_and_bad_bytes_are_named() {
        let first = Date::parse("2026-11-01").unwrap().days();
        let t = Days { first, skips: &[0, 3, UNKNOWN, 1] };
        let b = t.to_bytes();
        assert_eq!(Days::parse(&b), Ok(t));
        assert_eq!(Days::compiled(&b), t);
        assert_eq!(t.span(), "2026-11-01..2026-11-04");
        assert_eq!(t.skip(Date::parse("2026-11-02").unwrap()), Some(3));
        assert_eq!(t.skip(Date::parse("2026-11-03").unwrap()), None, "unknown");
        assert_eq!(t.skip(Date::parse("2026-10-31").unwrap()), None);
        assert_eq!(t.skip(Date::parse("2026-11-05").unwrap()), None);
        assert!(Days::parse(b"SWC1\0\0\0\0").is_err());
        assert!(Days::parse(b"SWD1\0\0").is_err());
        let mut bad = b.clone();
        bad[HEADER] = 200;
        assert!(Days::parse(&bad).unwrap_err().contains("more than the daily search tries"));
    }

    #[test]
    fn every_compiled_table_reads() {
        for r in &super::super::RULE_SETS {
            if !r.days.is_empty() {
                let d = Days::parse(r.days).unwrap_or_else(|e| panic!("{}.days: {e}", r.name));
                assert_eq!(d, Days::compiled(r.days));
                assert!(!d.skips.is_empty(), "{}.days has dates", r.name);
            }
        }
    }
}
