//! `swarm catalogue [NAME...] [--dir DIR] [--target N] [--threads N] [--max N]`:
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

use super::{fail, usage, Args, Outcome};
use crate::catalogue::{self, RuleSet, Shelf};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{mpsc, Arc};

/// `swarm catalogue`.
pub fn cmd_catalogue(a: &Args) -> Outcome {
    if let Some(k) = a.flags.first() {
        return usage(&format!("catalogue takes no {k}"));
    }
    if let Some((k, _)) =
        a.values.iter().find(|(k, _)| !["--dir", "--target", "--threads", "--max"].contains(&k.as_str()))
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
        Ok::<_, String>((sets, number("--target", 30)?, number("--threads", 2)?.min(64), max))
    })();
    let (sets, target, threads, max) = match parsed {
        Ok(p) => p,
        Err(e) => return usage(&e),
    };
    let dir = std::path::PathBuf::from(a.value("--dir").unwrap_or("data/catalogue"));
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
        let next = Arc::new(AtomicU32::new(codes.len() as u32 + 1));
        let stop = Arc::new(AtomicBool::new(false));
        let (tx, rx) = mpsc::channel::<(u32, Result<u8, String>)>();
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                let (next, stop, tx, options) = (next.clone(), stop.clone(), tx.clone(), options.clone());
                std::thread::spawn(move || {
                    while !stop.load(Ordering::Relaxed) {
                        let n = next.fetch_add(1, Ordering::Relaxed);
                        if n > max {
                            break;
                        }
                        if tx.send((n, catalogue::entry(&options, n))).is_err() {
                            break;
                        }
                    }
                })
            })
            .collect();
        drop(tx);
        let mut waiting: BTreeMap<u32, u8> = BTreeMap::new();
        let mut error = None;
        for (n, r) in rx.iter() {
            match r {
                Ok(c) => {
                    waiting.insert(n, c);
                }
                Err(e) => {
                    error = Some(format!("{} deal {n}: {e}", set.name));
                    break;
                }
            }
            let before = codes.len();
            while !done(&codes) {
                match waiting.remove(&(codes.len() as u32 + 1)) {
                    Some(c) => codes.push(c),
                    None => break,
                }
            }
            if codes.len() > before {
                write(&path, &codes)?;
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
            }
            if done(&codes) {
                break;
            }
        }
        stop.store(true, Ordering::Relaxed);
        drop(rx);
        for w in workers {
            let _ = w.join();
        }
        if let Some(e) = error {
            return Err(e);
        }
    }
    write(&path, &codes)?;
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

/// Writes the file whole (a temporary file renamed over it).
fn write(path: &std::path::Path, codes: &[u8]) -> Result<(), String> {
    let bytes = Shelf { first: 1, codes }.to_bytes();
    let tmp = path.with_extension("bin.tmp");
    if let Some(d) = path.parent() {
        std::fs::create_dir_all(d).map_err(|e| format!("{}: {e}", d.display()))?;
    }
    std::fs::write(&tmp, bytes).map_err(|e| format!("{}: {e}", tmp.display()))?;
    std::fs::rename(&tmp, path).map_err(|e| format!("{}: {e}", path.display()))
}
