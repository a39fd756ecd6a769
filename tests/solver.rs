//! The solver: generic search on a toy space, Beeswax verdicts (solutions
//! replay through `Game::apply` to a win; "not winnable" confirmed by an
//! independent exhaustive search), budgets, slices, last-winnable, forced
//! moves and beams, and the packed Beeswax moves against the rules (the games
//! that hide cards: `solver_hidden.rs`).

#[path = "support/solving.rs"]
mod solving;

use solving::{reachable_win, replays_to_win};
use swarm::games::{AnyGame, GameId, Options};
use swarm::solver::search::{Beam, Dfs, Outcome, Space};
use swarm::solver::{self, Budget, NoHint};

fn deal(game: GameId, n: u32) -> AnyGame {
    AnyGame::deal(game, &Options::defaults(game), n).unwrap()
}

fn beeswax(n: u32) -> AnyGame {
    deal(GameId::Beeswax, n)
}

fn position(body: &str) -> AnyGame {
    if body.contains("game:") {
        AnyGame::from_text(body).unwrap()
    } else {
        AnyGame::from_text(&format!("game: beeswax\n{body}")).unwrap()
    }
}

/// Deal 7 after `7F 1E BF 41 67 6E 96 29 B2`: moves remain, none leads to a win.
const STUCK: &str = include_str!("fixtures/beeswax_stuck.txt");

/// Deal 3 after `DF 2E 5E 8D A5 9A B9`: no column can ever be emptied.
const STUCK_2: &str = include_str!("fixtures/beeswax_stuck_2.txt");

#[test]
fn beeswax_solutions_replay_to_a_win_on_300_deals() {
    let mut solved = 0;
    for n in 1..=300 {
        let g = beeswax(n);
        let r = solver::solve(&g, Budget::ms(60_000.0), false);
        match &r.outcome {
            Outcome::Solved(moves) => {
                assert_eq!(moves.len(), r.texts.len());
                assert!(replays_to_win(&g, &r.texts), "deal {n}: solution does not win");
                solved += 1;
            }
            Outcome::Unsolvable => {}
            Outcome::GaveUp { .. } => panic!("deal {n}: the complete search gave up"),
        }
    }
    assert!(solved > 280, "only {solved} of 300 deals winnable");
}

#[test]
fn beeswax_stuck_positions_are_proven_not_winnable() {
    for text in [STUCK, STUCK_2] {
        let g = position(text);
        assert!(!g.legal_moves().is_empty(), "moves remain");
        let r = solver::solve(&g, Budget::ms(10_000.0), false);
        assert_eq!(r.outcome, Outcome::Unsolvable);
        assert_eq!(reachable_win(&g, 2_000_000), Some(false), "independent search agrees");
    }
}

#[test]
fn beeswax_verdicts_agree_with_an_exhaustive_search_near_the_end() {
    // Positions a few moves into solved and unsolved lines of play.
    let mut rng = swarm::deal::SplitMix64::new(11);
    let mut checked = 0;
    for n in 1..=40 {
        let mut g = beeswax(n);
        for _ in 0..40 {
            let ms = g.legal_moves();
            if ms.is_empty() {
                break;
            }
            g.apply(ms[rng.below(ms.len() as u64) as usize]).unwrap();
        }
        if let Some(win) = reachable_win(&g, 200_000) {
            let r = solver::solve(&g, Budget::ms(10_000.0), false);
            assert_eq!(r.is_solved(), win, "deal {n} after random play:\n{}", g.to_text(false));
            assert_ne!(r.word(), "gave_up");
            checked += 1;
        }
    }
    assert!(checked >= 5, "only {checked} positions small enough to check");
}

#[test]
fn beeswax_rank_in_a_clean_column_and_one_top_run_is_gathered_without_branching() {
    // The 7s: clean column 2 and the top run of column 1; then the 5s:
    // clean columns 3 and 1. Both gatherings are forced: one node only.
    let g = position(
        "
1: 5c 7h 7s
2: 7c 7d
3: 5d 5h 5s
4: Ac Ad Ah As
5: 2c 2d 2h 2s
6: 3c 3d 3h 3s
7: 4c 4d 4h 4s
8: 6c 6d 6h 6s
9: 8c 8d 8h 8s
A: 9c 9d 9h 9s
B: 10c 10d 10h 10s
C: Jc Jd Jh Js
D: Qc Qd Qh Qs
E: Kc Kd Kh Ks
F:
",
    );
    let r = solver::solve(&g, Budget::ms(1000.0), false);
    assert_eq!(r.texts, ["12", "13"]);
    assert_eq!(r.nodes, 1);
    assert!(replays_to_win(&g, &r.texts));
}

#[test]
fn beeswax_won_position_has_an_empty_solution() {
    let g = beeswax(5);
    let r = solver::solve(&g, Budget::ms(10_000.0), false);
    let mut won = g.clone();
    for t in &r.texts {
        won.apply(won.parse_move(t).unwrap()).unwrap();
    }
    let again = solver::solve(&won, Budget::ms(1000.0), false);
    assert_eq!(again.outcome, Outcome::Solved(vec![]));
    assert_eq!(solver::hint(&won, Budget::hint()), Err(NoHint::Won));
}

#[test]
fn search_respects_its_node_budget() {
    // Deal 29510 is not winnable: the proof visits some 18,000 nodes.
    let g = beeswax(29510);
    let r = solver::solve(&g, Budget::nodes(50), false);
    assert!(matches!(r.outcome, Outcome::GaveUp { nodes, .. } if nodes <= 50), "{:?}", r.outcome);
    assert!(r.nodes <= 50);
}

#[test]
fn sliced_search_gives_the_same_answer_as_one_run() {
    let g = beeswax(29510);
    let whole = solver::solve(&g, Budget::ms(60_000.0), false);
    let mut job = solver::SolveJob::new(&g, Budget::ms(60_000.0));
    let mut slices = 0;
    let sliced = loop {
        slices += 1;
        if let Some(r) = job.step(5000) {
            break r;
        }
        assert!(job.nodes() <= 5000 * slices + 1);
    };
    assert!(slices > 3);
    assert_eq!(sliced.outcome, whole.outcome);
    assert_eq!(sliced.nodes, whole.nodes);
}

#[test]
fn beeswax_hint_is_the_first_move_of_a_solution() {
    let g = beeswax(52923);
    let h = solver::hint(&g, Budget::hint()).unwrap();
    let r = solver::solve(&g, Budget::ms(10_000.0), false);
    assert_eq!(h.text, r.texts[0]);
    assert_eq!(h.solution_len, Some(r.texts.len()));
    assert!(h.reason.contains("winnable"), "{}", h.reason);
}

#[test]
fn beeswax_hint_on_a_lost_position_says_not_winnable() {
    assert_eq!(solver::hint(&position(STUCK), Budget::hint()), Err(NoHint::NotWinnable));
}

#[test]
fn the_look_back_counts_moves_back_to_the_last_winnable_position() {
    let start = beeswax(7);
    let mut states = vec![start.clone()];
    let mut g = start;
    for t in "7F 1E BF 41 67 6E 96 29 B2".split(' ') {
        g.apply(g.parse_move(t).unwrap()).unwrap();
        states.push(g.clone());
    }
    assert_eq!(&g, &position(STUCK));
    let k = solver::LookBack::new(&states, Budget::ms(5000.0)).run().expect("deal 7 is winnable");
    assert!(k >= 1);
    let i = states.len() - 1 - k;
    assert!(solver::solve(&states[i], Budget::ms(5000.0), false).is_solved());
    for s in &states[i + 1..] {
        assert_eq!(solver::solve(s, Budget::ms(5000.0), false).outcome, Outcome::Unsolvable);
    }
    // A position at a time (the page's worker), the same answer.
    let mut look = solver::LookBack::new(&states, Budget::ms(5000.0));
    let stepped = loop {
        if let Some(r) = look.step() {
            break r;
        }
    };
    assert_eq!((stepped, look.searched()), (Some(k), k));
    assert_eq!(solver::LookBack::new(&states[..1], Budget::ms(5000.0)).run(), None, "nothing before the start");
}

/// A toy space with no cards: reach `goal` from 1 by +1 and ×2, staying ≤ `max`.
#[derive(Clone, Copy)]
struct Numbers {
    goal: u32,
    max: u32,
}

impl Space for Numbers {
    type State = u32;
    type Move = u8;
    type Key = u32;
    fn key(&self, s: &u32) -> u32 {
        *s
    }
    fn is_goal(&self, s: &u32) -> bool {
        *s == self.goal
    }
    fn moves(&self, s: &u32, out: &mut Vec<u8>) {
        if s * 2 <= self.max {
            out.push(2);
        }
        if *s < self.max {
            out.push(1);
        }
    }
    fn apply(&self, s: &mut u32, m: u8) {
        *s = if m == 2 { *s * 2 } else { *s + 1 };
    }
    fn score(&self, s: &u32) -> i64 {
        (self.goal as i64 - *s as i64).abs()
    }
}

fn run_numbers(mut s: u32, moves: &[u8]) -> u32 {
    for &m in moves {
        Numbers { goal: 0, max: u32::MAX }.apply(&mut s, m);
    }
    s
}

#[test]
fn generic_dfs_and_beam_solve_and_prove_on_a_space_without_cards() {
    let space = Numbers { goal: 37, max: 100 };
    let r = Dfs::new(space, 1, Budget::nodes(10_000)).run();
    let Outcome::Solved(m) = r.outcome else { panic!("{:?}", r.outcome) };
    assert_eq!(run_numbers(1, &m), 37);
    let r = Beam::new(space, 1, 1000, Budget::nodes(10_000)).run();
    let Outcome::Solved(m) = r.outcome else { panic!("{:?}", r.outcome) };
    assert_eq!(run_numbers(1, &m), 37);
    // Unreachable goal: DFS proves it after visiting every state once.
    let r = Dfs::new(Numbers { goal: 500, max: 100 }, 1, Budget::nodes(10_000)).run();
    assert_eq!(r.outcome, Outcome::Unsolvable);
    assert_eq!(r.nodes, 100);
    // A capped table still terminates (cycles are cut on the path) and proves it.
    let r = Dfs::new(Numbers { goal: 500, max: 20 }, 1, Budget::nodes(1_000_000).with_table(5)).run();
    assert_eq!(r.outcome, Outcome::Unsolvable);
    assert!(r.table <= 5);
    // A narrow beam that cut states proves nothing.
    let r = Beam::new(Numbers { goal: 500, max: 100 }, 1, 2, Budget::nodes(10_000)).run();
    assert!(matches!(r.outcome, Outcome::GaveUp { .. }));
}

#[test]
fn a_beam_keeping_k_states_returns_the_k_best_generated_best_first() {
    // Goal 500 cannot be reached below 100: the beam gives up, having
    // scored every state it generated by its distance to 500.
    let space = Numbers { goal: 500, max: 100 };
    let beam = |k| {
        let mut b = Beam::new(space, 1, 3, Budget::nodes(40)).keeping(k);
        assert!(matches!(b.step(u64::MAX), Some(r) if matches!(r.outcome, Outcome::GaveUp { .. })));
        b
    };
    let b = beam(5);
    let tops = b.tops();
    assert_eq!(tops.len(), 5);
    assert!(tops.windows(2).all(|w| w[0].0 <= w[1].0), "best first: {tops:?}");
    let ends: Vec<u32> = tops.iter().map(|(_, m)| run_numbers(1, m)).collect();
    // Each line reaches the state its score names, and the states differ.
    for ((score, _), end) in tops.iter().zip(&ends) {
        assert_eq!(*score, 500 - *end as i64);
    }
    let mut distinct = ends.clone();
    distinct.dedup();
    assert_eq!(distinct.len(), ends.len(), "{ends:?}");
    // The first is the best state generated; nothing kept without `keeping`.
    assert_eq!(tops[0], b.best().unwrap());
    assert_eq!(ends[0], 100);
    assert!(beam(0).tops().is_empty());
}

#[test]
fn packed_beeswax_moves_agree_with_the_rules_in_random_play() {
    use swarm::solver::beeswax::packed::agrees_with_rules;
    let mut rng = swarm::deal::SplitMix64::new(5);
    for n in 1..=60 {
        let mut g = beeswax(n);
        for _ in 0..80 {
            let AnyGame::Beeswax(b) = &g else { unreachable!() };
            assert!(agrees_with_rules(b), "{}", g.to_text(false));
            let ms = g.legal_moves();
            if ms.is_empty() {
                break;
            }
            g.apply(ms[rng.below(ms.len() as u64) as usize]).unwrap();
        }
    }
}

/// The toy space with a forced move: from an odd number, doubling is forced.
#[derive(Clone, Copy)]
struct ForcedDoubling(Numbers);

impl Space for ForcedDoubling {
    type State = u32;
    type Move = u8;
    type Key = u32;
    fn key(&self, s: &u32) -> u32 {
        *s
    }
    fn is_goal(&self, s: &u32) -> bool {
        self.0.is_goal(s)
    }
    fn moves(&self, s: &u32, out: &mut Vec<u8>) {
        self.0.moves(s, out)
    }
    fn apply(&self, s: &mut u32, m: u8) {
        self.0.apply(s, m)
    }
    fn forced(&self, s: &u32) -> Option<u8> {
        (s % 2 == 1 && s * 2 <= self.0.max).then_some(2)
    }
}

#[test]
fn forced_moves_are_played_without_branching_and_kept_in_the_solution() {
    let space = ForcedDoubling(Numbers { goal: 12, max: 100 });
    let r = Dfs::new(space, 3, Budget::nodes(1000)).run();
    let Outcome::Solved(m) = r.outcome else { panic!("{:?}", r.outcome) };
    // From 3 the doubling to 6 is forced before anything else is tried.
    assert_eq!(m[0], 2);
    assert_eq!(run_numbers(3, &m), 12);
    let r = Beam::new(space, 3, 10, Budget::nodes(1000)).run();
    let Outcome::Solved(m) = r.outcome else { panic!("{:?}", r.outcome) };
    assert_eq!(m[0], 2);
    assert_eq!(run_numbers(3, &m), 12);
}

/// The solver's speed-ups change nothing it decides: after every move the
/// search generates, the packed position is the sorted codes of the game's
/// position after the same move (`Packed::apply` re-sorts in place and
/// updates the cards in top runs), and the gathering tests that look only
/// at the ranks the move touched (`forced_after`) or at the ranks with all
/// four cards in top runs (`forced`) give what the full test gives.
#[test]
fn beeswax_incremental_apply_and_gathering_test_agree_with_the_full_ones_in_random_play() {
    use swarm::solver::beeswax::packed::Packed;
    use swarm::solver::beeswax::{ordered_moves, quartet_move_every_rank, to_moves, BeeswaxSpace};
    let space = BeeswaxSpace;
    let mut rng = swarm::deal::SplitMix64::new(11);
    let mut checked = 0;
    for n in 1..=80 {
        let AnyGame::Beeswax(mut b) = beeswax(n) else { unreachable!() };
        for _ in 0..60 {
            let p = Packed::of(&b);
            let mut ms = Vec::new();
            ordered_moves(&p, &mut ms);
            if ms.is_empty() {
                break;
            }
            if space.forced(&p).is_none() {
                for &m in &ms {
                    let mut child = p;
                    space.apply(&mut child, m);
                    let mut g = b.clone();
                    use swarm::games::Game;
                    g.apply(to_moves(&b, &[m])[0]).unwrap();
                    assert_eq!(child, Packed::of(&g), "{}", b.to_text(false));
                    assert_eq!(child.1, Packed::of(&g).1, "exposed cards: {}", b.to_text(false));
                    assert_eq!(space.forced_after(&child, m, &p), space.forced(&child), "{}", g.to_text(false));
                    assert_eq!(space.forced(&child), quartet_move_every_rank(&child), "{}", g.to_text(false));
                    checked += 1;
                }
            }
            let m = ms[rng.below(ms.len() as u64) as usize];
            use swarm::games::Game;
            b.apply(to_moves(&b, &[m])[0]).unwrap();
        }
    }
    assert!(checked > 5_000, "only {checked} moves checked");
}

/// A beam trap: ten promising states that lead nowhere, one poor-looking
/// state whose line reaches the goal. States are (lane, depth, id).
#[derive(Clone, Copy)]
struct Trap {
    buckets: bool,
}

impl Space for Trap {
    type State = (u8, u32, u32);
    type Move = u32;
    type Key = (u8, u32, u32);
    fn key(&self, s: &Self::State) -> Self::Key {
        *s
    }
    fn is_goal(&self, s: &Self::State) -> bool {
        s.0 == 2 && s.1 == 5
    }
    fn moves(&self, s: &Self::State, out: &mut Vec<u32>) {
        match s {
            (0, ..) => out.extend(0..11),
            (1, d, _) if *d < 3 => out.extend(0..10),
            (2, ..) => out.push(0),
            _ => {}
        }
    }
    fn apply(&self, s: &mut Self::State, m: u32) {
        *s = match *s {
            (0, ..) if m == 10 => (2, 1, 0),
            (0, ..) => (1, 1, m),
            (lane, d, id) => (lane, d + 1, id * 10 + m),
        };
    }
    fn score(&self, s: &Self::State) -> i64 {
        if s.0 == 1 {
            0
        } else {
            100
        }
    }
    fn bucket(&self, s: &Self::State) -> u32 {
        if self.buckets {
            s.0 as u32
        } else {
            0
        }
    }
}

#[test]
fn a_beam_keeps_a_share_for_every_bucket_so_a_poor_looking_line_survives() {
    let r = Beam::new(Trap { buckets: false }, (0, 0, 0), 4, Budget::nodes(10_000)).run();
    assert!(matches!(r.outcome, Outcome::GaveUp { .. }), "the best-scored lane fills the beam and dies out");
    let r = Beam::new(Trap { buckets: true }, (0, 0, 0), 4, Budget::nodes(10_000)).run();
    let Outcome::Solved(m) = r.outcome else { panic!("{:?}", r.outcome) };
    let mut s = (0, 0, 0);
    for &mv in &m {
        Trap { buckets: true }.apply(&mut s, mv);
    }
    assert_eq!(s, (2, 5, 0));
}
