//! One hint path: the page (`web::hint`, wasm only) and `swarm hint` both
//! ask `solver::hint_in_game` with the game's positions and `Budget::hint()`,
//! so the same position gets the same hint from both — including the guard
//! against returning to a played position and the "last winnable" look-back,
//! where the page and the command line used to differ.

use swarm::cli::run;
use swarm::games::{AnyGame, GameId, Options};
use swarm::history::Session;
use swarm::record::Origin;
use swarm::solver::{self, Budget, GameHint, NoHint, Stopped};

/// What the page asks: a session built as the page builds it (a deal, then
/// the moves replayed), handed to the solver as `web::hint` hands it (the
/// page adds only its own clock).
fn page_hint(game: GameId, options: &[(&str, &str)], deal: u32, moves: &[&str]) -> (Session, GameHint) {
    let options = Options::parse(game, options.iter().copied()).unwrap();
    let start = AnyGame::deal(game, &options, deal).unwrap();
    let mut s = Session::new(Origin::Deal(deal), start);
    s.replay(&moves.iter().map(|m| m.to_string()).collect::<Vec<_>>()).unwrap();
    let answer = solver::hint_in_game(&s.positions(), Budget::hint());
    (s, answer)
}

/// What `swarm hint` prints for the same game.
fn cli_hint(args: &[&str], moves: &[&str], separator: &str) -> String {
    let mut a: Vec<String> = ["hint"].iter().chain(args).map(|s| s.to_string()).collect();
    a.push("--moves".into());
    a.push(moves.join(separator));
    let (code, out, err) = run(&a);
    assert_eq!(code, 0, "{err}");
    out
}

/// Two-suit Spider, deal 2, 56 moves of fair autoplay: the best move by the
/// position alone goes back to a position already played.
const SPIDER_MOVES: &str = "1 4; 1 4; 4 3; 5 3; 8 3; 1 9; 8 7; 7 8; D; 5 1; 2 7; 2 8; 1 2; D; 5 2; 7 5; 9 5; \
    2 1; 2 5; 3 5; 6 5; 8 4; D; 7 3; 7 8; 2 8; 2 4; 5 4; 7 5; 9 7; 9 10; 9 8; 7 9; 2 7; D; 5 8; 8 7; 7 1; \
    10 7; 10 3; 10 9; 3 10; 10 1; 3 6; 6 1; D; 9 10; 5 9; 2 5; 8 5; 8 5; 5; 10 1; 5 10; 4 9; 1 4";

#[test]
fn a_fair_hint_is_the_same_from_the_page_and_the_command_line_and_never_returns_to_a_played_position() {
    let moves: Vec<&str> = SPIDER_MOVES.split("; ").collect();
    let (s, page) = page_hint(GameId::Spider, &[("suits", "2")], 2, &moves);
    let h = page.hint.clone().expect("a hint");
    assert_eq!(cli_hint(&["spider", "2", "--opt", "suits=2"], &moves, "; "), format!("{}  {}\n", h.text, h.reason));
    assert!(matches!(page.stopped, Stopped::GaveUp { .. }), "a fair hint proves nothing: {:?}", page.stopped);
    // The position alone (what the page asked before) would go back.
    let alone = solver::hint(s.state(), Budget::hint()).unwrap();
    assert_ne!(alone.mv, h.mv);
    let mut back = s.state().clone();
    back.apply(alone.mv).unwrap();
    assert!(s.positions().contains(&back), "{} returns to a played position", alone.text);
}

#[test]
fn a_lost_beeswax_position_says_how_far_back_it_was_winnable_from_the_page_and_the_command_line() {
    // Deal 7: `B2` loses (the fixture of tests/solver.rs), then 71 moves
    // that change nothing that matters: the last winnable position lies 72
    // moves back, beyond the 60 the page used to look at.
    let mut moves: Vec<&str> = "7F 1E BF 41 67 6E 96 29 B2 A4".split(' ').collect();
    for _ in 0..35 {
        moves.extend(["1A", "A1"]);
    }
    let (_, page) = page_hint(GameId::Beeswax, &[], 7, &moves);
    assert_eq!(page.hint, Err(NoHint::NotWinnable));
    assert_eq!(page.stopped, Stopped::Unsolvable);
    assert_eq!(page.last_winnable, Some(72));
    assert_eq!(
        cli_hint(&["beeswax", "7"], &moves, " "),
        "not winnable: no solution from this position (proven); it was last winnable 72 moves back\n"
    );
}

#[test]
fn a_winnable_beeswax_position_gets_the_next_move_of_a_solution_from_both() {
    let (_, page) = page_hint(GameId::Beeswax, &[], 52923, &["5E"]);
    let h = page.hint.expect("winnable");
    assert_eq!(page.stopped, Stopped::Solved);
    assert_eq!(h.solution_len, Some(44));
    assert_eq!(cli_hint(&["beeswax", "52923"], &["5E"], " "), format!("{}  {}\n", h.text, h.reason));
}
