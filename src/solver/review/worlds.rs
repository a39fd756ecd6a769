//! The sampled worlds of a review's chance pass: a world's position, the
//! fair player's game in it, and a world carried over a move of the real
//! game.

use std::collections::HashMap;

use crate::card::Card;
use crate::games::{AnyGame, Move};
use crate::solver::fair::{node_capped, state_key, AutoPlayer};
use crate::solver::fair_player;

use super::CHANCE_MAX_MOVES;

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
#[derive(Debug, Default)]
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
    /// supplied).
    pub(super) fn play(&mut self, w: &AnyGame, hint_nodes: u64) -> (Vec<Move>, bool, u64) {
        let mut g = w.clone();
        let mut player = AutoPlayer::new(&g, fair_player(&g));
        let (mut line, mut keys) = (Vec::new(), Vec::new());
        let mut joined = None;
        loop {
            let key = state_key(&g);
            if let Some(&(id, from)) = self.at.get(&key) {
                let (old, won) = &self.lines[id as usize];
                line.extend_from_slice(&old[from as usize..]);
                joined = Some(*won);
                break;
            }
            keys.push(key);
            if g.is_won() || line.len() >= CHANCE_MAX_MOVES {
                break;
            }
            let Some(m) = player.next(&g, node_capped(hint_nodes)) else { break };
            if g.apply(m).is_err() {
                break;
            }
            player.played(m, &g);
            line.push(m);
        }
        let won = joined.unwrap_or_else(|| g.is_won());
        let id = self.lines.len() as u32;
        for (i, key) in keys.into_iter().enumerate() {
            if self.at.len() >= GAMES_KEPT {
                break;
            }
            self.at.entry(key).or_insert((id, i as u32));
        }
        self.lines.push((line.clone(), won));
        (line, won, player.nodes)
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
        let (line, won, nodes) = games.play(&world, 50);
        assert!(line.len() > 5 && nodes > 0, "{} moves, {nodes} nodes", line.len());
        // From the position three moves into that game: the rest of it, at no cost.
        let mut later = world.clone();
        for &m in &line[..3] {
            later.apply(m).unwrap();
        }
        assert_eq!(games.play(&later, 50), (line[3..].to_vec(), won, 0));
        // A position it never passed through is played afresh.
        let other = sampled(&world, 8);
        let (_, _, fresh) = games.play(&other, 50);
        assert!(fresh > 0);
    }
}
