//! The one thread pool of the native tools: `swarm catalogue` and the
//! measuring examples (`examples/support`) work deals out on it.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::mpsc;

/// Works out `work(i)` for `i` in `from..=to` on `threads` threads and
/// hands the answers to `take` in order of `i`; `take` says whether to go
/// on. The first error stops it, with the `i` it was about.
pub fn in_order<T: Send>(
    threads: u32,
    from: u32,
    to: u32,
    work: impl Fn(u32) -> Result<T, String> + Sync,
    mut take: impl FnMut(u32, T) -> Result<bool, String>,
) -> Result<(), (u32, String)> {
    if from > to {
        return Ok(());
    }
    let next = AtomicU32::new(from);
    let stop = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let (tx, rx) = mpsc::channel::<(u32, Result<T, String>)>();
        for _ in 0..threads.max(1) {
            let (tx, next, stop, work) = (tx.clone(), &next, &stop, &work);
            scope.spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i > to || tx.send((i, work(i))).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        let mut waiting: BTreeMap<u32, T> = BTreeMap::new();
        let mut want = from;
        let result = (|| {
            for (i, r) in rx.iter() {
                waiting.insert(i, r.map_err(|e| (i, e))?);
                while let Some(t) = waiting.remove(&want) {
                    if !take(want, t).map_err(|e| (want, e))? || want == to {
                        return Ok(());
                    }
                    want += 1;
                }
            }
            Ok(())
        })();
        stop.store(true, Ordering::Relaxed);
        drop(rx);
        result
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_come_in_order_whatever_thread_worked_them_out() {
        let mut seen = Vec::new();
        let r = in_order(
            3,
            5,
            40,
            |i| Ok(i * i),
            |i, t| {
                seen.push((i, t));
                Ok(true)
            },
        );
        assert_eq!(r, Ok(()));
        assert_eq!(seen, (5..=40).map(|i| (i, i * i)).collect::<Vec<_>>());
    }

    #[test]
    fn the_first_error_stops_it_and_a_false_from_take_ends_it() {
        let r = in_order(2, 1, 100, |i| if i == 7 { Err("seven".to_string()) } else { Ok(i) }, |_, _| Ok(true));
        assert_eq!(r, Err((7, "seven".to_string())));
        let mut taken = 0;
        let r = in_order(2, 1, 100, Ok, |i, _| {
            taken += 1;
            Ok(i < 10)
        });
        assert_eq!((r, taken), (Ok(()), 10));
        assert_eq!(in_order(2, 5, 4, Ok, |_, _: u32| Ok(true)), Ok(()), "an empty range works nothing out");
    }
}
