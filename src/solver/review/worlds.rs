//! The sampled worlds of a review's chance pass: a world's position, the
//! fair player's game in it, and a world carried over a move of the real
//! game.

use std::collections::HashMap;

use crate::card::Card;
use crate::games::{AnyGame, Move};
use crate::solver::fair::{node_capped, sampled, state_key, AutoPlayer};
use crate::solver::fair_player;

use super::{CHANCE_MAX_MOVES, CHANCE_SEED};

/// One sampled world of the chance pass: the position in that world, the
/// rest of the fair player's game from it, and whether that game was won.
#[derive(Clone, Debug)]
pub(super) struct World {
    pub(super) game: AnyGame,
    pub(super) line: Vec<Move>,
    pub(super) won: bool,
}

/// The fair player's games a review has played, by the positions they
/// passed through (every card in place, the world's hidden ones too): a
/// game that reaches a position an earlier game passed through goes on as
/// that game did, with its result, instead of being played again. A
/// player's move made in another order than the fair player's often leads
/// the world's new game back into the old one within a few moves (the
/// same cards, the same piles). Both are the fair player's games from that
/// position; as with a world carried over the move it expected
/// (`Reviewer::worlds_after`), only the history behind them differs.
#[derive(Clone, Debug, Default)]
pub(super) struct Games {
    /// Each game played: its moves and whether it was won.
    lines: Vec<(Vec<Move>, bool)>,
    /// A position's key: the game that passed through it and the move it was at.
    at: HashMap<u128, (u32, u32)>,
}

/// Positions [`Games`] remembers at most (a bound on a long review's memory,
/// about 40 bytes each); past it, new games are still played, not remembered.
const GAMES_KEPT: usize = 400_000;

impl Games {
    /// The fair player's game from `w`: its moves and whether it won, and
    /// the positions it evaluated (none for the moves an earlier game
    /// supplied). Over the games `below` when given (looked up first, never
    /// changed; this set keeps only the games played now): the coach's
    /// look-ahead rates each move over the same games, whatever the order.
    pub(super) fn play_over(&mut self, below: Option<&Games>, w: &AnyGame, hint_nodes: u64) -> (Vec<Move>, bool, u64) {
        let mut p = Playing::new(w);
        loop {
            if let Some(r) = p.advance((self, below), hint_nodes, usize::MAX) {
                return r;
            }
        }
    }

    /// The rest of the game that passed through `key`, and whether it won.
    fn find(&self, key: u128) -> Option<(&[Move], bool)> {
        let &(id, from) = self.at.get(&key)?;
        let (old, won) = &self.lines[id as usize];
        Some((&old[from as usize..], *won))
    }

    /// Keeps a game and the positions it passed through (`kept`: positions
    /// kept below this set).
    fn add(&mut self, kept: usize, keys: impl Iterator<Item = (u128, u32)>, line: Vec<Move>, won: bool) {
        let id = self.lines.len() as u32;
        for (key, from) in keys {
            if kept + self.at.len() >= GAMES_KEPT {
                break;
            }
            self.at.entry(key).or_insert((id, from));
        }
        self.lines.push((line, won));
    }

    /// Takes in the games `top` played over this set, as if played here.
    pub(super) fn absorb(&mut self, top: Games) {
        let mut keys: Vec<(u128, (u32, u32))> = top.at.into_iter().collect();
        // A game id is a place in `top.lines` (far below 2^31): the pair as one key.
        crate::small_sort::sort_by_i64(&mut keys, |&(_, (id, from))| (i64::from(id) << 32) | i64::from(from));
        let mut by_game: Vec<Vec<(u128, u32)>> = vec![Vec::new(); top.lines.len()];
        for (key, (id, from)) in keys {
            by_game[id as usize].push((key, from));
        }
        for ((line, won), keys) in top.lines.into_iter().zip(by_game) {
            self.add(0, keys.into_iter(), line, won);
        }
    }
}

/// The worlds of position `g`, reached by move `played` from the position
/// of the worlds `before`: each carried over the move (a world whose game
/// began with that move, with nothing exchanged, continues that game: the
/// same result, no search), or new sampled worlds (`worlds` of them) at the
/// start, or where a world cannot be carried. With nothing unseen, one
/// world. Also the chance (worlds won, worlds) and the nodes spent. The
/// games are played into `games`, over `below` when given.
pub(super) fn worlds_after(
    (games, below): (&mut Games, Option<&Games>),
    (worlds, hint_nodes): (u32, u64),
    before: &[World],
    played: Option<Move>,
    g: &AnyGame,
) -> (Vec<World>, (u32, u32), u64) {
    if g.is_won() {
        return (Vec::new(), (1, 1), 0);
    }
    let mut next = to_play(worlds, before, played, g);
    let mut nodes = 0;
    // A world's game goes on while it has moves left; else it is played
    // afresh from here.
    for world in next.iter_mut().filter(|w| w.line.is_empty()) {
        let (line, won, n) = games.play_over(below, &world.game, hint_nodes);
        nodes += n;
        (world.line, world.won) = (line, won);
    }
    let chance = (next.iter().filter(|w| w.won).count() as u32, next.len() as u32);
    (next, chance, nodes)
}

/// The worlds of [`worlds_after`] before their games are played: a world
/// with an empty line has its game still to play (`g` not won).
pub(super) fn to_play(worlds: u32, before: &[World], played: Option<Move>, g: &AnyGame) -> Vec<World> {
    let count = if g.unseen().is_empty() { 1 } else { worlds.max(1) as usize };
    (0..count)
        .map(|i| {
            let carried = played.and_then(|m| {
                let w = before.get(i)?;
                let (game, exact) = carry(&w.game, m, g)?;
                Some(if exact && w.line.first() == Some(&m) {
                    World { game, line: w.line[1..].to_vec(), won: w.won }
                } else {
                    World { game, line: Vec::new(), won: false }
                })
            });
            carried.unwrap_or_else(|| World { game: sampled(g, CHANCE_SEED + i as u64), line: Vec::new(), won: false })
        })
        .collect()
}

/// A fair player's game being played ([`Games::play_over`]), a few moves
/// at a time: the coach's look-ahead works in short steps.
pub(super) struct Playing {
    g: AnyGame,
    player: AutoPlayer,
    line: Vec<Move>,
    keys: Vec<u128>,
}

impl Playing {
    pub(super) fn new(w: &AnyGame) -> Playing {
        Playing { g: w.clone(), player: AutoPlayer::new(w, fair_player(w)), line: Vec::new(), keys: Vec::new() }
    }

    /// Plays at most `moves` more moves; once the game is over (won, stuck,
    /// too long, or joined to one played before), it is kept in `games` and
    /// returned as [`Games::play_over`] returns it.
    pub(super) fn advance(
        &mut self,
        (games, below): (&mut Games, Option<&Games>),
        hint_nodes: u64,
        moves: usize,
    ) -> Option<(Vec<Move>, bool, u64)> {
        let (mut joined, mut left) = (None, moves);
        loop {
            let key = state_key(&self.g);
            if let Some((old, won)) = below.and_then(|b| b.find(key)).or_else(|| games.find(key)) {
                self.line.extend_from_slice(old);
                joined = Some(won);
                break;
            }
            self.keys.push(key);
            if self.g.is_won() || self.line.len() >= CHANCE_MAX_MOVES {
                break;
            }
            let Some(m) = self.player.next(&self.g, node_capped(hint_nodes)) else { break };
            if self.g.apply(m).is_err() {
                break;
            }
            self.player.played(m, &self.g);
            self.line.push(m);
            left -= 1;
            if left == 0 {
                return None;
            }
        }
        let won = joined.unwrap_or_else(|| self.g.is_won());
        let kept = below.map_or(0, |b| b.at.len());
        let keys = std::mem::take(&mut self.keys);
        games.add(kept, keys.into_iter().zip(0..), self.line.clone(), won);
        Some((std::mem::take(&mut self.line), won, self.player.nodes))
    }
}

/// World `w` carried over the move `m` played in the real game, which led
/// to `real`: `m` played in the world, then each unseen card the world
/// shows that the real game does not (a card turned up differently)
/// exchanged for one the real game still hides, in order. The rest of the
/// world's hidden cards stay where they were, so consecutive positions are
/// judged in the same worlds (their chances differ by the move, not by the
/// draw), and the world stays a fair sample: a uniform order of the hidden
/// cards conditioned on what was turned up. Also whether nothing had to be
/// exchanged. `None` if the move does not apply in the world.
pub(super) fn carry(w: &AnyGame, m: Move, real: &AnyGame) -> Option<(AnyGame, bool)> {
    let mut after = w.clone();
    after.apply(m).ok()?;
    let (x, u) = (after.unseen(), real.unseen());
    if x.len() != u.len() {
        return None;
    }
    let mut left = [0u8; 64];
    u.iter().for_each(|c| left[c.index() as usize] += 1);
    let mut fixed: Vec<Option<Card>> = x
        .iter()
        .map(|c| {
            let n = &mut left[c.index() as usize];
            (*n > 0).then(|| {
                *n -= 1;
                *c
            })
        })
        .collect();
    let exact = fixed.iter().all(Option::is_some);
    let mut spare = u.iter().filter(|c| {
        let n = &mut left[c.index() as usize];
        (*n > 0).then(|| *n -= 1).is_some()
    });
    for f in fixed.iter_mut().filter(|f| f.is_none()) {
        *f = spare.next().copied();
    }
    let cards: Option<Vec<Card>> = fixed.into_iter().collect();
    Some((real.with_unseen(&cards?), exact))
}

#[cfg(test)]
mod tests {
    use super::Games;
    use crate::games::options::Options;
    use crate::games::{AnyGame, GameId};
    use crate::solver::fair::sampled;

    #[test]
    fn a_game_that_reaches_a_position_played_before_goes_on_as_that_game_did() {
        let o = Options::parse(GameId::Spider, [("suits", "1")]).unwrap();
        let world = sampled(&AnyGame::deal(GameId::Spider, &o, 3).unwrap(), 7);
        let mut games = Games::default();
        let (line, won, nodes) = games.play_over(None, &world, 50);
        assert!(line.len() > 5 && nodes > 0, "{} moves, {nodes} nodes", line.len());
        // From the position three moves into that game: the rest of it, at no cost.
        let mut later = world.clone();
        for &m in &line[..3] {
            later.apply(m).unwrap();
        }
        assert_eq!(games.play_over(None, &later, 50), (line[3..].to_vec(), won, 0));
        // A position it never passed through is played afresh.
        let other = sampled(&world, 8);
        let (_, _, fresh) = games.play_over(None, &other, 50);
        assert!(fresh > 0);
    }
}
