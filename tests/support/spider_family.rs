//! Helpers shared by the Spider and Beetle test files.

use swarm::card::Card;
use swarm::games::position::TextPosition;
use swarm::games::spider::Spider;
use swarm::games::{Game, GameId, Options};

/// Options of `game` from key/value pairs (the test knows they are valid).
pub fn opts_of(game: GameId, pairs: &[(&str, &str)]) -> Options {
    Options::parse(game, pairs.iter().copied()).unwrap()
}

/// A position from a text fixture; `game: NAME` is prepended unless present.
pub fn board_of(game: GameId, text: &str) -> Spider {
    let full = if text.starts_with("game:") { text.to_string() } else { format!("game: {game}\n{text}") };
    Spider::from_position(&TextPosition::parse(&full).unwrap()).unwrap_or_else(|e| panic!("bad fixture: {e}"))
}

/// Plays moves in notation, returning whether each revealed a card.
pub fn play(g: &mut Spider, moves: &str) -> Vec<bool> {
    g.split_record(moves)
        .iter()
        .map(|m| {
            let mv = g.parse_move(m).unwrap_or_else(|e| panic!("{m}: {e}"));
            g.apply(mv).unwrap_or_else(|e| panic!("{m}: {e}")).revealed
        })
        .collect()
}

pub fn sorted(mut v: Vec<Card>) -> Vec<Card> {
    v.sort();
    v
}
