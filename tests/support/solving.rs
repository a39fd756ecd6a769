//! Shared by the solver tests: an exhaustive plain search that confirms
//! verdicts independently of the solver, and solution replay through the
//! game's own `parse_move` and `apply`.
#![allow(dead_code)]

use std::collections::{HashSet, VecDeque};
use std::hash::Hash;

use swarm::games::spider::Spider;
use swarm::games::{AnyGame, GameId, Move, Options};
use swarm::solver::fair::{self, Player, Seen};

/// The same position with its unseen cards shuffled differently (what a
/// fair hint must not notice).
pub fn reshuffled(g: &AnyGame, seed: u64) -> AnyGame {
    let mut u = g.unseen();
    swarm::deal::shuffle(&mut u, &mut swarm::deal::SplitMix64::new(seed));
    g.with_unseen(&u)
}

/// Exhaustive breadth-first search through `legal_moves` (every count, every
/// target, no pruning): is a won position reachable? `None` past `limit`
/// positions. Positions with the same `key` count once.
pub fn reachable_win_by<K: Hash + Eq>(start: &AnyGame, limit: usize, key: impl Fn(&AnyGame) -> K) -> Option<bool> {
    let mut seen = HashSet::new();
    let mut queue = VecDeque::new();
    seen.insert(key(start));
    queue.push_back(start.clone());
    while let Some(g) = queue.pop_front() {
        if g.is_won() {
            return Some(true);
        }
        for m in g.legal_moves() {
            let mut c = g.clone();
            c.apply(m).unwrap();
            if seen.insert(key(&c)) {
                if seen.len() > limit {
                    return None;
                }
                queue.push_back(c);
            }
        }
    }
    Some(false)
}

/// [`reachable_win_by`] over full states.
pub fn reachable_win(start: &AnyGame, limit: usize) -> Option<bool> {
    reachable_win_by(start, limit, |g| g.clone())
}

/// Plays `texts` from `start` through `parse_move` and `apply`; the end
/// position (a refused move panics with its number and text).
pub fn replay(start: &AnyGame, texts: &[String]) -> AnyGame {
    let mut g = start.clone();
    for (i, t) in texts.iter().enumerate() {
        let m = g.parse_move(t).unwrap_or_else(|e| panic!("move {} ({t}): {e}", i + 1));
        g.apply(m).unwrap_or_else(|e| panic!("move {} ({t}): {e}", i + 1));
    }
    g
}

/// The moves `texts` win from `start`.
pub fn replays_to_win(start: &AnyGame, texts: &[String]) -> bool {
    replay(start, texts).is_won()
}

/// Spider deal `number` with `suits` suits.
pub fn spider_deal(suits: &str, number: u32) -> AnyGame {
    let options = Options::parse(GameId::Spider, [("suits", suits)]).unwrap();
    AnyGame::deal(GameId::Spider, &options, number).unwrap()
}

/// The Spider game inside `g`.
pub fn spider(g: &AnyGame) -> &Spider {
    match g {
        AnyGame::Spider(s) => s,
        other => panic!("not Spider: {}", other.id()),
    }
}

/// Positions of real games for the fair players' tests: each of three
/// deals' start (one, two and four suits) and the position after `p`'s
/// first `hints` hints at `nodes` positions each.
pub fn spider_positions(p: &dyn Player, hints: usize, nodes: u64) -> Vec<AnyGame> {
    let mut out = Vec::new();
    for (suits, number) in [("1", 3), ("2", 1), ("4", 2)] {
        let mut g = spider_deal(suits, number);
        out.push(g.clone());
        for _ in 0..hints {
            let Ok(h) = p.hint(&g, fair::node_capped(nodes), &Seen::default()) else { break };
            g.apply(h.mv).unwrap();
        }
        out.push(g);
    }
    out
}

/// The hint's move, words and positions, and the line: all a player shows.
pub type Gist = (Result<(Move, String, String, u64), String>, Option<Vec<Move>>);

/// What `p` shows for `g` at `nodes` positions.
pub fn gist(p: &dyn Player, g: &AnyGame, nodes: u64) -> Gist {
    let (h, line) = p.hint_and_line(g, fair::node_capped(nodes), &Seen::default());
    (h.map(|h| (h.mv, h.text, h.reason, h.nodes)).map_err(|e| format!("{e:?}")), line)
}
