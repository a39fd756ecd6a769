//! The solver on games that hide cards (Spider, Beetle, Beehive): fair
//! hints that cannot depend on hidden cards, peeking solutions, fair
//! autoplay without peeking, and open positions searched without peeking.

#[path = "support/solving.rs"]
mod solving;

use solving::{replays_to_win, reshuffled};
use swarm::games::{AnyGame, GameId, Options};
use swarm::solver::{self, fair, Budget};

fn deal(game: GameId, n: u32) -> AnyGame {
    AnyGame::deal(game, &Options::defaults(game), n).unwrap()
}

fn hidden_games() -> Vec<AnyGame> {
    let mut v = Vec::new();
    for id in [GameId::Beehive, GameId::Spider, GameId::Beetle] {
        for n in [1, 2, 3, 52923] {
            if let Ok(g) = AnyGame::deal(id, &Options::defaults(id), n) {
                v.push(g);
            }
        }
    }
    v
}

#[test]
fn fair_hints_are_identical_when_only_hidden_cards_differ() {
    let games = hidden_games();
    assert!(!games.is_empty());
    for g in games {
        // Beetle's hints search `BEETLE_SEARCH` times their budget, Spider's
        // with 2 or 4 suits several times (16 worlds, each with a quarter of
        // it, then the candidates' means): a few thousand positions a hint.
        let nodes = match g.id() {
            GameId::Beetle => 2000 / solver::tuning::BEETLE_SEARCH,
            GameId::Spider => 800,
            _ => 2000,
        };
        let budget = fair::node_capped(nodes);
        assert!(!g.unseen().is_empty(), "{} hides cards", g.id());
        let mut cur = g.clone();
        // A few hints in, too: positions with some cards revealed.
        for _ in 0..6 {
            let gist = |g: &AnyGame| {
                solver::fair_hint(g, budget, &fair::Seen::default()).map(|h| (h.mv, h.text, h.reason, h.nodes))
            };
            let h = gist(&cur);
            for seed in 1..4 {
                let other = reshuffled(&cur, seed);
                assert_ne!(other, cur, "the reshuffle changed the hidden cards");
                assert_eq!(gist(&other), h, "{}", cur.to_text(false));
            }
            let h = solver::fair_hint(&cur, budget, &fair::Seen::default());
            let Ok(h) = h else { break };
            cur.apply(h.mv).unwrap();
        }
    }
}

#[test]
fn fair_hints_are_legal_and_come_with_a_reason() {
    for g in hidden_games() {
        let h = solver::hint(&g, Budget::hint()).unwrap();
        assert!(!h.reason.is_empty());
        assert!(g.clone().apply(h.mv).is_ok(), "{}: hint {} is legal", g.id(), h.text);
        assert_eq!(g.parse_move(&h.text), Ok(h.mv));
    }
}

#[test]
fn peeking_solutions_replay_to_a_win() {
    for g in hidden_games() {
        let r = solver::analyze(&g, Budget::ms(3000.0));
        assert!(r.peeked);
        if r.is_solved() {
            assert!(replays_to_win(&g, &r.texts), "{} peeking solution wins", g.id());
        }
    }
}

#[test]
fn solve_without_peeking_is_fair_autoplay_and_never_claims_unsolvable() {
    for g in hidden_games().into_iter().take(3) {
        let r = solver::solve(&g, Budget::ms(3000.0), false);
        assert!(!r.peeked);
        assert_eq!(r.method, "fair autoplay");
        assert_ne!(r.word(), "unsolvable");
        if r.is_solved() {
            assert!(replays_to_win(&g, &r.texts));
        }
    }
}

#[test]
fn a_position_with_every_card_seen_is_searched_without_peeking() {
    let mut g = deal(GameId::Beetle, 9);
    while g.legal_moves().contains(&swarm::games::Move::Deal) {
        g.apply(swarm::games::Move::Deal).unwrap();
    }
    assert!(g.unseen().is_empty(), "the stock is dealt out");
    let r = solver::solve(&g, Budget::nodes(2000), false);
    assert_eq!(r.method, "beam search");
    assert!(!r.peeked, "nothing was hidden, so nothing was peeked at");
}

/// Spider, one suit, two deals left, four spaces (Woods: dealing needs
/// every pile filled). 3♠ sits on J♠ (a break); every other top card is on
/// its natural successor.
const READY: &str = "game: spider
options: suits=1
1:
2:
3: 2s
4: 7s 6s 5s 4s 3s 2s As
5:
6: Ks Qs Js
7: Qs Js 3s
8:
9: Js 10s
10: 7s 6s 5s
stock: 2s As Ks 4s 9s 7s 10s 8s As 3s 9s 10s 4s 6s Ks 5s Qs 8s 8s 9s
removed: 5
";

#[test]
fn a_stalled_spider_fills_its_spaces_with_a_card_off_a_break_then_deals() {
    let mut g = AnyGame::from_text(READY).unwrap();
    let mut seen = fair::Seen::default();
    seen.insert(&g);
    let mv = solver::spider::fair::deal_ready_move(&g, &seen).expect("a space to fill");
    assert_eq!(g.format_move(mv), g.format_move(g.parse_move("7 1").unwrap()), "3♠ leaves its break first");
    for _ in 0..10 {
        let Some(mv) = solver::spider::fair::deal_ready_move(&g, &seen) else { break };
        let dealt = mv == swarm::games::Move::Deal;
        g.apply(mv).unwrap();
        seen.insert(&g);
        if dealt {
            return;
        }
    }
    panic!("the spaces were filled but no deal followed");
}

/// Beetle with the stock dealt out: nothing is hidden, so the game is open.
/// Each 2 sits on the other suit's 3; both aces wait in their own piles.
const OPEN_BEETLE: &str = "game: beetle
1: Ks Qs Js 10s 9s 8s 7s 6s 5s 4s 3s 2h
2: Kh Qh Jh 10h 9h 8h 7h 6h 5h 4h 3h 2s
3: Ah
4: As
5:
6:
7:
8:
9:
10:
stock:
removed: 6
";

#[test]
fn an_open_beetle_game_gets_a_winning_hint_and_autoplay_follows_it_to_the_win() {
    let g = AnyGame::from_text(OPEN_BEETLE).unwrap();
    assert!(g.unseen().is_empty(), "nothing is hidden");
    let budget = fair::node_capped(solver::tuning::AUTOPLAY_NODES);
    let h = solver::fair_hint(&g, budget, &fair::Seen::default()).unwrap();
    assert!(h.solution_len.is_some(), "a win was found: {}", h.reason);
    assert!(h.reason.contains("winnable"), "{}", h.reason);
    let a = solver::autoplay(&g, budget, 1e9, 200);
    assert!(a.won, "autoplay follows the win");
}

/// One suit, six suits removed, one deal left: pile 1 holds a complete
/// suit and only three other cards are on the table. Removing the suit
/// would leave three cards for ten piles, so the last deal (which needs
/// every pile filled) could never be made: a lost game.
const STARVING: &str = "game: spider
options: suits=1
1: Ks Qs Js 10s 9s 8s 7s 6s 5s 4s 3s 2s As
2: Ks
3: Qs
4: 5s
5:
6:
7:
8:
9:
10:
stock: As 2s 3s 4s 6s 7s 8s 9s 10s Js
removed: 6
";

#[test]
fn a_suit_is_kept_while_removing_it_would_leave_too_few_cards_to_deal() {
    use swarm::games::Move;
    use swarm::solver::spider::{peek_evaluate, peek_weights, starved, useful_moves, STARVED};
    let g = AnyGame::from_text(STARVING).unwrap();
    let remove = g.parse_move("1").unwrap();
    assert!(matches!(remove, Move::Remove { .. }) && g.legal_moves().contains(&remove), "the rules allow it");
    let mut after = g.clone();
    after.apply(remove).unwrap();
    let (AnyGame::Spider(before), AnyGame::Spider(removed)) = (&g, &after) else { unreachable!() };
    assert!(!starved(before) && starved(removed), "3 cards cannot fill 10 piles");
    assert_eq!(peek_evaluate(removed, &peek_weights(removed)), STARVED);
    assert!(solver::eval::evaluate(&after) < solver::eval::evaluate(&g));
    let mut moves = Vec::new();
    useful_moves(before, &mut moves);
    assert!(!moves.is_empty() && !moves.contains(&remove), "{moves:?}");
    assert_eq!(solver::spider::removal(before), None);
    let h = solver::fair_hint(&g, Budget::nodes(1500), &fair::Seen::default()).unwrap();
    assert_ne!(h.mv, remove, "{}", h.reason);
    // Where dealing into spaces is allowed, removing starves nothing: the
    // searches remove the suit at once, as before.
    let open = AnyGame::from_text(&STARVING.replace("suits=1", "suits=1 empty_deal=yes")).unwrap();
    let AnyGame::Spider(open) = &open else { unreachable!() };
    let mut moves = Vec::new();
    useful_moves(open, &mut moves);
    assert_eq!(moves, vec![remove]);
}
