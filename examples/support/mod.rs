//! What the measuring examples share: their argument reading and the
//! crate's thread pool.

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
/// Runs `job(i)` for i in 0..n on `threads` threads (the crate's pool,
/// `swarm::cli::pool`); the results in order of `i`.
pub fn parallel<T: Send>(n: usize, threads: usize, job: impl Fn(usize) -> Option<T> + Sync) -> Vec<T> {
    let mut out = Vec::new();
    if n > 0 {
        let take = |_, r: Option<T>| {
            out.extend(r);
            Ok(true)
        };
        let _ = swarm::cli::pool::in_order(threads as u32, 0, n as u32 - 1, |i| Ok(job(i as usize)), take);
    }
    out
}
