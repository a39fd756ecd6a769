//! The sampled worlds of a review's chance pass: a world's position, the
//! fair player's game in it, and a world carried over a move of the real
//! game.

use crate::card::Card;
use crate::games::{AnyGame, Move};
use crate::solver::fair::{node_capped, AutoPlayer};
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

/// The fair player's game from `w`: its moves and whether it won, and the
/// positions it evaluated.
pub(super) fn play(w: &AnyGame, hint_nodes: u64) -> (Vec<Move>, bool, u64) {
    let mut g = w.clone();
    let mut player = AutoPlayer::new(&g, fair_player(&g));
    let mut line = Vec::new();
    while !g.is_won() && line.len() < CHANCE_MAX_MOVES {
        let Some(m) = player.next(&g, node_capped(hint_nodes)) else { break };
        if g.apply(m).is_err() {
            break;
        }
        player.played(m, &g);
        line.push(m);
    }
    (line, g.is_won(), player.nodes)
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
