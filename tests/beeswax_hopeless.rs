//! Beeswax's dead-position test (`solver::beeswax::hopeless`): every position
//! it calls hopeless is confirmed not winnable by an exhaustive search over
//! the game's own moves (every count, every target), a move that leaves part
//! of its run behind never changes its answer, and the search with it gives
//! the same answers, move for move, in fewer nodes.

#[path = "support/solving.rs"]
mod solving;

use solving::reachable_win_by;
use swarm::deal::SplitMix64;
use swarm::games::{AnyGame, GameId, Options};
use swarm::solver::beeswax::packed::{info, Packed};
use swarm::solver::beeswax::{hopeless, BMove, BeeswaxSpace};
use swarm::solver::search::{Budget, Dfs, Outcome, Space};

fn beeswax(n: u32) -> AnyGame {
    AnyGame::deal(GameId::Beeswax, &Options::defaults(GameId::Beeswax), n).unwrap()
}

/// The solver's form of a position: its ranks, columns sorted (suits never
/// matter in Beeswax), so the exhaustive search below can go further.
fn packed(g: &AnyGame) -> Packed {
    let AnyGame::Beeswax(b) = g else { unreachable!("a Beeswax game") };
    Packed::of(b)
}

fn random_move(g: &mut AnyGame, rng: &mut SplitMix64) -> bool {
    let ms = g.legal_moves();
    if ms.is_empty() {
        return false;
    }
    g.apply(ms[rng.below(ms.len() as u64) as usize]).unwrap();
    true
}

#[test]
fn a_position_where_no_column_can_ever_empty_is_hopeless() {
    // Deal 3 after `DF 2E 5E 8D A5 9A B9` (also proven lost in
    // tests/solver.rs): every column holds cards, and whatever is moved
    // among the columns topped by each rank, none can ever be emptied.
    let stuck = AnyGame::from_text(include_str!("fixtures/beeswax_stuck_2.txt")).unwrap();
    assert!(hopeless(&packed(&stuck)));
    assert_eq!(reachable_win_by(&stuck, 200_000, packed), Some(false));
    // A deal's start always has two empty columns: never hopeless.
    assert!(!hopeless(&packed(&beeswax(3))));
}

#[test]
fn every_hopeless_position_met_in_random_play_is_not_winnable() {
    let mut rng = SplitMix64::new(17);
    let (mut met, mut confirmed) = (0, 0);
    for n in 1..=200 {
        let mut g = beeswax(n);
        for _ in 0..80 {
            if hopeless(&packed(&g)) {
                met += 1;
                if let Some(win) = reachable_win_by(&g, 200_000, packed) {
                    assert!(!win, "deal {n}: called hopeless, but a win is reachable:\n{}", g.to_text(false));
                    confirmed += 1;
                }
                // What follows in this play is hopeless as well.
                break;
            }
            if !random_move(&mut g, &mut rng) {
                break;
            }
        }
    }
    assert!(confirmed >= 50, "only {confirmed} of {met} hopeless positions small enough to confirm");
}

#[test]
fn a_move_that_leaves_part_of_its_run_behind_keeps_the_answer() {
    // What `dead_after` relies on to skip the test after such a move.
    let mut rng = SplitMix64::new(23);
    let mut partial = 0;
    for n in 1..=100 {
        let mut g = beeswax(n);
        for _ in 0..80 {
            let p = packed(&g);
            let mut moves = Vec::new();
            p.moves_into(&mut moves);
            for &(f, t, k) in &moves {
                if k < info(p.0[f as usize]).2 {
                    let mut c = p;
                    c.apply(f as usize, t as usize, k);
                    assert_eq!(hopeless(&c), hopeless(&p), "deal {n}, move {f}→{t} ({k}):\n{}", g.to_text(false));
                    partial += 1;
                }
            }
            if !random_move(&mut g, &mut rng) {
                break;
            }
        }
    }
    assert!(partial >= 100, "only {partial} moves that leave part of a run");
}

/// The Beeswax search space without the dead-position test.
#[derive(Clone, Copy)]
struct Untested;

impl Space for Untested {
    type State = Packed;
    type Move = BMove;
    type Key = Packed;
    fn key(&self, s: &Packed) -> Packed {
        *s
    }
    fn is_goal(&self, s: &Packed) -> bool {
        s.is_won()
    }
    fn moves(&self, s: &Packed, out: &mut Vec<BMove>) {
        BeeswaxSpace.moves(s, out)
    }
    fn apply(&self, s: &mut Packed, m: BMove) {
        BeeswaxSpace.apply(s, m)
    }
    fn forced(&self, s: &Packed) -> Option<BMove> {
        BeeswaxSpace.forced(s)
    }
    fn forced_after(&self, s: &Packed, m: BMove, parent: &Packed) -> Option<BMove> {
        BeeswaxSpace.forced_after(s, m, parent)
    }
}

#[test]
fn the_search_gives_the_same_answers_in_fewer_nodes() {
    // Deals 1–300 (three are not winnable) and the smallest proofs among
    // deals 1–10,000. A dead position holds no win, so the search meets
    // the winnable positions in the same order: the same solutions.
    let deals = (1..=300).chain([8944, 2415, 2326, 1679, 29510]);
    let (mut with, mut without, mut proofs) = (0, 0, 0);
    for n in deals {
        let start = packed(&beeswax(n));
        let a = Dfs::new(BeeswaxSpace, start, Budget::nodes(10_000_000)).run();
        let b = Dfs::new(Untested, start, Budget::nodes(10_000_000)).run();
        assert_eq!(a.outcome, b.outcome, "deal {n}");
        assert!(a.nodes <= b.nodes, "deal {n}: {} nodes with the test, {} without", a.nodes, b.nodes);
        proofs += (a.outcome == Outcome::Unsolvable) as u32;
        (with, without) = (with + a.nodes, without + b.nodes);
    }
    assert!(proofs >= 5, "{proofs} proofs");
    assert!(with * 10 < without * 7, "{with} nodes with the test, {without} without");
}
