//! What the measuring examples share: their argument reading and their
//! thread pool.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// Argument `i`, or `default` when it is missing or does not parse.
#[allow(dead_code)] // not every example reads its arguments this way
pub fn arg<T: std::str::FromStr>(a: &[String], i: usize, default: T) -> T {
    a.get(i).and_then(|s| s.parse().ok()).unwrap_or(default)
}

/// The deal of arguments 1–3: GAME (`beetle`, else Spider), DEAL (default
/// 1), SUITS (Spider's, default 4); exits saying what is wrong.
#[allow(dead_code)]
pub fn spider_or_beetle(a: &[String]) -> (swarm::games::GameId, u32, String, swarm::games::AnyGame) {
    use swarm::games::{AnyGame, GameId, Options};
    let game = match a.get(1).map(String::as_str) {
        Some("beetle") => GameId::Beetle,
        _ => GameId::Spider,
    };
    let deal: u32 = arg(a, 2, 1);
    let suits: String = arg(a, 3, "4".to_string());
    let opts: Vec<(&str, &str)> = if game == GameId::Spider { vec![("suits", suits.as_str())] } else { vec![] };
    let g = Options::parse(game, opts).and_then(|o| AnyGame::deal(game, &o, deal).map_err(|e| format!("{e:?}")));
    let g = g.unwrap_or_else(|e| {
        eprintln!("{e}");
        std::process::exit(2)
    });
    (game, deal, suits, g)
}

#[allow(dead_code)]
/// Runs `job(i)` for i in 0..n on `threads` threads; the results in any order.
pub fn parallel<T: Send + 'static>(
    n: usize,
    threads: usize,
    job: impl Fn(usize) -> Option<T> + Send + Sync + 'static,
) -> Vec<T> {
    let (next, out, job) = (Arc::new(AtomicUsize::new(0)), Arc::new(Mutex::new(Vec::new())), Arc::new(job));
    let workers: Vec<_> = (0..threads.max(1))
        .map(|_| {
            let (next, out, job) = (next.clone(), out.clone(), job.clone());
            std::thread::spawn(move || loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                if i >= n {
                    break;
                }
                if let Some(r) = job(i) {
                    out.lock().map(|mut o| o.push(r)).ok();
                }
            })
        })
        .collect();
    workers.into_iter().for_each(|w| w.join().unwrap_or(()));
    Arc::try_unwrap(out).ok().and_then(|m| m.into_inner().ok()).unwrap_or_default()
}
