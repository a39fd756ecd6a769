//! `swarm catalogue [NAME...] [--dir DIR] [--target N] [--threads N] [--max N] [--days FROM..TO]`:
//! makes (or extends) the catalogue of rated deals ([`crate::catalogue`]).
//!
//! For each rule set (all, or those named), deals from 1 on are worked
//! out ([`catalogue::entry`]) on `--threads` threads (2 by default), and
//! the file `DIR/NAME.bin` (`data/catalogue` by default) is written again
//! each time its deals in a row from 1 grow, so a run stopped midway
//! leaves a valid, shorter catalogue. It stops at the first deal where
//! every label has `--target` deals (30 by default), or at the rule set's
//! cap (`--max`, else the rule set's own): the same bytes on every run and
//! any thread count. A file there already is kept and extended: its deals
//! are not worked out again.
//!
//! With `--days FROM..TO` it makes the tables of daily deals instead
//! ([`crate::catalogue::days`], `DIR/NAME.days`) for the rule sets that have
//! one (all of them, or those named): each date's daily search run whole,
//! the dates a file has already kept.

use super::pool::in_order;
use super::{fail, usage, Args, Outcome};
use crate::catalogue::days::{self, Days, UNKNOWN};
use crate::catalogue::{self, RuleSet, Shelf};
use crate::winnable::Date;

/// `swarm catalogue`.
pub fn cmd_catalogue(a: &Args) -> Outcome {
    if let Some(k) = a.flags.first() {
        return usage(&format!("catalogue takes no {k}"));
    }
    if let Some((k, _)) =
        a.values.iter().find(|(k, _)| !["--dir", "--target", "--threads", "--max", "--days"].contains(&k.as_str()))
    {
        return usage(&format!("catalogue takes no {k}"));
    }
    if !a.opts.is_empty() {
        return usage("catalogue takes no --opt (its rule sets are named: beeswax, spider-2, ...)");
    }
    let number = |k: &str, default: u32| -> Result<u32, String> {
        match a.value(k) {
            None => Ok(default),
            Some(v) => v.parse::<u32>().ok().filter(|n| *n > 0).ok_or_else(|| format!("{k} takes a positive number")),
        }
    };
    let parsed = (|| {
        let sets: Vec<&'static RuleSet> = if a.positional.is_empty() {
            catalogue::RULE_SETS.iter().collect()
        } else {
            a.positional
                .iter()
                .map(|n| {
                    catalogue::named(n).ok_or_else(|| {
                        let names: Vec<_> = catalogue::RULE_SETS.iter().map(|r| r.name).collect();
                        format!("no rule set `{}` (these are: {})", crate::text::clip(n, 20), names.join(", "))
                    })
                })
                .collect::<Result<_, _>>()?
        };
        let max = a.value("--max").map(|_| number("--max", 1)).transpose()?;
        let span = a.value("--days").map(dates).transpose()?;
        Ok::<_, String>((sets, number("--target", 30)?, number("--threads", 2)?.min(64), max, span))
    })();
    let (sets, target, threads, max, span) = match parsed {
        Ok(p) => p,
        Err(e) => return usage(&e),
    };
    let dir = std::path::PathBuf::from(a.value("--dir").unwrap_or("data/catalogue"));
    if let Some((from, to)) = span {
        let named = !a.positional.is_empty();
        if let Some(s) = sets.iter().find(|s| named && s.days.is_empty()) {
            return usage(&format!("{} has no table of daily deals (its daily search is quick)", s.name));
        }
        let mut out = String::new();
        for set in sets.into_iter().filter(|s| !s.days.is_empty()) {
            match make_days(set, &dir, from, to, threads) {
                Ok(line) => out.push_str(&(line + "\n")),
                Err(e) => return fail(e),
            }
        }
        return (0, out, String::new());
    }
    let mut out = String::new();
    for set in sets {
        match make(set, &dir, target, threads, max.unwrap_or(set.max)) {
            Ok(line) => {
                out.push_str(&line);
                out.push('\n');
            }
            Err(e) => return fail(e),
        }
    }
    (0, out, String::new())
}

/// `FROM..TO`: two dates, the first not after the second, at most ten years apart.
fn dates(v: &str) -> Result<(Date, Date), String> {
    let (a, b) = v.split_once("..").ok_or("--days takes FROM..TO (2026-11-01..2027-02-28)")?;
    let (a, b) = (Date::parse(a)?, Date::parse(b)?);
    if a.days() > b.days() || b.days() - a.days() > 3660 {
        return Err("--days takes FROM..TO, FROM not after TO, at most ten years".into());
    }
    Ok((a, b))
}

/// Makes or extends one rule set's table of daily deals; the summary line.
fn make_days(set: &RuleSet, dir: &std::path::Path, from: Date, to: Date, threads: u32) -> Result<String, String> {
    let path = dir.join(format!("{}.days", set.name));
    let old = std::fs::read(&path).unwrap_or_default();
    let old = if old.is_empty() {
        Days { first: from.days(), skips: &[] }
    } else {
        Days::parse(&old).map_err(|e| format!("{}: {e}", path.display()))?
    };
    let first = old.first.min(from.days());
    let last = (old.first + old.skips.len() as i64 - 1).max(to.days());
    let mut skips: Vec<u8> =
        (first..=last).map(|d| Date::from_days(d).ok().and_then(|date| old.skip(date)).unwrap_or(UNKNOWN)).collect();
    let missing: Vec<i64> = (from.days()..=to.days()).filter(|d| skips[(d - first) as usize] == UNKNOWN).collect();
    let options = set.options();
    let started = std::time::Instant::now();
    let day = |i: u32| Date::from_days(missing[i as usize]);
    if !missing.is_empty() {
        in_order(
            threads,
            0,
            missing.len() as u32 - 1,
            |i| days::work_out(&options, day(i)?),
            |i, b| {
                skips[(missing[i as usize] - first) as usize] = b;
                if i % 10 == 9 {
                    write(&path, &Days { first, skips: &skips }.to_bytes())?;
                }
                eprintln!("{}: {} passes over {} ({:.0} s)", set.name, day(i)?, b, started.elapsed().as_secs_f64());
                Ok(true)
            },
        )
        .map_err(|(i, e)| format!("{} {}: {e}", set.name, day(i).map_or_else(|e| e, |d| d.to_string())))?;
    }
    let table = Days { first, skips: &skips };
    write(&path, &table.to_bytes())?;
    let unknown = skips.iter().filter(|b| **b == UNKNOWN).count();
    Ok(format!(
        "{}: daily deals {} ({} worked out in {:.0} s{})",
        set.name,
        table.span(),
        missing.len(),
        started.elapsed().as_secs_f64(),
        if unknown > 0 { format!(", {unknown} dates left to the worker") } else { String::new() }
    ))
}

/// Whether every label has `target` deals.
fn enough(counts: &[u32; 5], target: u32) -> bool {
    counts.iter().all(|c| *c >= target)
}

/// Makes or extends one rule set's file; the summary line.
fn make(set: &RuleSet, dir: &std::path::Path, target: u32, threads: u32, max: u32) -> Result<String, String> {
    let path = dir.join(format!("{}.bin", set.name));
    let mut codes: Vec<u8> = match std::fs::read(&path) {
        Ok(b) => {
            let s = Shelf::parse(&b).map_err(|e| format!("{}: {e}", path.display()))?;
            if s.first != 1 {
                return Err(format!("{}: starts at deal {}, not 1", path.display(), s.first));
            }
            s.codes.to_vec()
        }
        Err(_) => Vec::new(),
    };
    let options = set.options();
    let started = std::time::Instant::now();
    let kept = codes.len();
    let counts = |codes: &[u8]| Shelf { first: 1, codes }.counts();
    let done = |codes: &[u8]| enough(&counts(codes), target) || codes.len() as u32 >= max;
    if !done(&codes) {
        in_order(
            threads,
            codes.len() as u32 + 1,
            max,
            |n| catalogue::entry(&options, n),
            |n, c| {
                codes.push(c);
                debug_assert_eq!(codes.len() as u32, n);
                write(&path, &Shelf { first: 1, codes: &codes }.to_bytes())?;
                let c = counts(&codes);
                eprintln!(
                    "{}: deals 1–{}: easy {} medium {} hard {} expert {} not winnable {} ({:.0} s)",
                    set.name,
                    codes.len(),
                    c[0],
                    c[1],
                    c[2],
                    c[3],
                    c[4],
                    started.elapsed().as_secs_f64()
                );
                Ok(!done(&codes))
            },
        )
        .map_err(|(n, e)| format!("{} deal {n}: {e}", set.name))?;
    }
    write(&path, &Shelf { first: 1, codes: &codes }.to_bytes())?;
    let c = counts(&codes);
    Ok(format!(
        "{}: deals 1–{} ({} kept, {} new in {:.0} s): easy {}, medium {}, hard {}, expert {}, not winnable {}{}",
        set.name,
        codes.len(),
        kept,
        codes.len() - kept.min(codes.len()),
        started.elapsed().as_secs_f64(),
        c[0],
        c[1],
        c[2],
        c[3],
        c[4],
        if enough(&c, target) { String::new() } else { format!(" (the cap of {max} deals came first)") }
    ))
}

/// Writes a file whole (a temporary file renamed over it).
fn write(path: &std::path::Path, bytes: &[u8]) -> Result<(), String> {
    let tmp = path.with_extension("tmp");
    if let Some(d) = path.parent() {
        std::fs::create_dir_all(d).map_err(|e| format!("{}: {e}", d.display()))?;
    }
    std::fs::write(&tmp, bytes).map_err(|e| format!("{}: {e}", tmp.display()))?;
    std::fs::rename(&tmp, path).map_err(|e| format!("{}: {e}", path.display()))
}
