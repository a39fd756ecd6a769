//! What the page says about the links it opens, and how it reads them
//! (`kept.rs` decides, with what storage holds, which game to open): the
//! deal of the day's date split off a query, the game a query names,
//! whether a kept game is the link's own, and the words for what a link
//! opened and for a game it set aside.

use crate::games::GameId;
use crate::history::Session;
use crate::notation::count;
use crate::page::Saved;
use crate::record::{Origin, Record};
use crate::winnable::Date;

/// Splits `daily=YYYY-MM-DD` off a query: the rest, and the date (or
/// what is wrong with it).
pub fn take_daily(query: &str) -> (String, Option<Result<String, String>>) {
    let mut rest = Vec::new();
    let mut daily = None;
    for part in query.split('&') {
        match part.strip_prefix("daily=") {
            Some(d) if daily.is_none() => {
                daily = Some(Date::parse(d).map(|d| d.to_string()).map_err(|e| format!("daily: {e}")))
            }
            Some(_) => daily = Some(Err("`daily` is given twice".to_string())),
            None => rest.push(part),
        }
    }
    (rest.join("&"), daily)
}

/// The `game` parameter of a query, when it names a game.
pub fn game_param(query: &str) -> Option<GameId> {
    query
        .split('&')
        .filter_map(|p| p.split_once('='))
        .find(|(k, _)| *k == "game")
        .and_then(|(_, v)| GameId::parse(v).ok())
}

/// The same game: game, options and start, moves and marks.
pub fn same_game(a: &Record, b: &Record) -> bool {
    a.to_query(true) == b.to_query(true) && a.assisted == b.assisted
}

/// A kept game is one in progress: moves of the player's, not counted, not won.
pub fn in_progress(s: &Saved) -> bool {
    !s.record.moves.is_empty() && !s.counted && s.touched && s.won_ms.is_none()
}

/// The notice for a game in progress a link set aside: "Your Spider game
/// in progress (deal 5, 14 moves) is kept.".
pub fn aside_text(s: &Saved) -> String {
    let what = match s.record.origin {
        Origin::Deal(n) => format!("deal {n}"),
        Origin::Position(_) => "a custom position".into(),
    };
    let moves = count(s.record.moves.len(), "move", "moves");
    format!("Your {} game in progress ({what}, {moves}) is kept.", s.record.game.title())
}

/// What a link opened, in words ("This link opened Spider deal 5
/// (suits=2) with 14 moves.").
pub fn summary(rec: &Record, session: &Session) -> String {
    let what = match &rec.origin {
        Origin::Deal(n) => format!("{} deal {n}", rec.game.title()),
        Origin::Position(_) => format!("a custom {} position", rec.game.title()),
    };
    let opts = rec.options.summary();
    let opts = if opts.is_empty() { String::new() } else { format!(" ({opts})") };
    let moves = match (rec.moves.len(), session.known_steps()) {
        (0, _) => String::new(),
        (n, k) if n == k => format!(" with {}", count(n, "move", "moves")),
        (n, k) => format!(" with {}, of which {k} could be played", count(n, "move", "moves")),
    };
    let marks = match (rec.cheated, rec.assisted) {
        (true, true) => ", marked cheated and assisted",
        (true, false) => ", marked cheated",
        (false, true) => ", marked assisted",
        _ => "",
    };
    format!("This link opened {what}{opts}{moves}{marks}.")
}
