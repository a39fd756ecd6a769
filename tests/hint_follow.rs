//! Following the hint wins (issue 47): a hint is the next move of a proven
//! solution, so a player who plays every hint plays one solution through.
//! Two hints in a row are two moves of one solution, the hint never undoes
//! the move just played, and the game never comes back to a position.
//!
//! The searches here have the hint's node budget and no time limit, so the
//! answers are the same on every machine and in every build profile.

use std::collections::HashSet;

use swarm::games::{AnyGame, GameId, Options};
use swarm::solver::{self, Budget, Stopped};

/// The hint's budget without its clock: its 100,000 nodes alone.
fn hint_budget() -> Budget {
    Budget { ms: 3_600_000.0, ..Budget::hint() }
}

/// How a deal went when every hint was played: the first hint's claimed
/// solution length (when its search proved a win), the moves played, and
/// whether the game was won.
struct Followed {
    claimed: Option<usize>,
    played: usize,
    won: bool,
}

/// Plays the hint of Beeswax deal `deal` until the game is won, the hint
/// has none, or `cap` moves; panics when a position comes back.
fn follow(deal: u32, cap: usize) -> Followed {
    let options = Options::parse(GameId::Beeswax, std::iter::empty()).unwrap();
    let start = AnyGame::deal(GameId::Beeswax, &options, deal).unwrap();
    let mut positions = vec![start.clone()];
    let mut seen: HashSet<String> = HashSet::from([start.to_text(true)]);
    let mut claimed = None;
    while positions.len() <= cap {
        let answer = solver::hint_in_game(&positions, hint_budget());
        let Ok(h) = answer.hint else { break };
        if positions.len() == 1 {
            claimed = h.solution_len.filter(|_| answer.stopped == Stopped::Solved);
        }
        let mut next = positions.last().unwrap().clone();
        next.apply(h.mv).unwrap();
        assert!(
            seen.insert(next.to_text(true)),
            "deal {deal}: the hint {} after {} moves returns to a position already played",
            h.text,
            positions.len() - 1
        );
        positions.push(next);
    }
    let won = positions.last().unwrap().is_won();
    Followed { claimed, played: positions.len() - 1, won }
}

#[test]
fn following_the_beeswax_hint_from_deal_7_wins_without_going_back() {
    // The deal of the report: after 15 moves the hint answered 48, then 84,
    // then 48 again, forever.
    let f = follow(7, 200);
    let n = f.claimed.expect("deal 7 is winnable");
    assert!(f.won, "deal 7: {} moves played, not won", f.played);
    assert_eq!(f.played, n, "the hints are the moves of the first hint's solution");
}

#[test]
fn following_the_beeswax_hint_wins_every_winnable_deal_of_the_first_thousand() {
    let mut winnable = 0;
    for deal in 1..=1000 {
        let f = follow(deal, 400);
        let Some(n) = f.claimed else { continue };
        winnable += 1;
        assert!(f.won, "deal {deal}: the hint claimed a win in {n}; {} moves played, not won", f.played);
        assert_eq!(f.played, n, "deal {deal}: the first hint claimed {n} moves to a win");
    }
    eprintln!("{winnable} of 1,000 deals proven winnable by the first hint");
    assert!(winnable > 900, "only {winnable} of 1,000 deals proven winnable by the hint's search");
}
