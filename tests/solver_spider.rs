//! Peeking analysis of Spider and Beetle: the search's own move pruning and
//! forced removals, and solutions that replay through `Game::apply` to a win;
//! the fair endgame hint, which runs that search in sampled worlds.

#[path = "support/solving.rs"]
mod solving;

use solving::{replays_to_win, reshuffled};
use swarm::games::spider::Spider;
use swarm::games::{AnyGame, Game, GameId, Move, Options};
use swarm::solver::search::Space;
use swarm::solver::spider::{peek_moves, SpiderSpace};
use swarm::solver::{self, Budget};

fn spider(text: &str) -> Spider {
    match AnyGame::from_text(text).unwrap() {
        AnyGame::Spider(s) => s,
        other => panic!("not Spider: {}", other.id()),
    }
}

/// 3♠…A♠ of pile 4 sit on a 4♠; pile 1 holds the other 4♠.
const TWIN: &str = "game: spider
options: suits=1
1: Ks Qs Js 10s 9s 8s 7s 6s 5s 4s
2: Ks Qs Js 10s 9s 8s 7s 6s 5s
3: 3s 2s As
4: 4s 3s 2s As
5:
6:
7:
8:
9:
10:
removed: 6
";

#[test]
fn peeking_never_moves_a_run_onto_the_twin_of_the_card_it_leaves() {
    let s = spider(TWIN);
    let to = |t: &str| s.parse_move(t).unwrap();
    assert!(s.legal_moves().contains(&to("4 1")), "legal: 3♠ onto the other 4♠");
    let mut v = Vec::new();
    peek_moves(&s, &mut v);
    assert!(!v.contains(&to("4 1")), "3♠ from one 4♠ to its twin changes nothing");
    assert!(v.contains(&to("3 1")), "the whole of pile 3 onto 4♠ makes a space: kept");
}

/// One suit left to remove: K♠…6♠ on pile 1, 5♠…A♠ on pile 2.
const LAST_SUIT: &str = "game: spider
options: suits=1
1: Ks Qs Js 10s 9s 8s 7s 6s
2: 5s 4s 3s 2s As
3:
4:
5:
6:
7:
8:
9:
10:
removed: 7
";

#[test]
fn peeking_removes_a_complete_suit_without_branching() {
    let g = AnyGame::from_text(LAST_SUIT).unwrap();
    let AnyGame::Spider(mut s) = g.clone() else { unreachable!() };
    assert_eq!(SpiderSpace::of(&s).forced(&s), None, "nothing to remove yet");
    s.apply(s.parse_move("2 1").unwrap()).unwrap();
    assert_eq!(SpiderSpace::of(&s).forced(&s), Some(Move::Remove { column: 0 }));
    let r = solver::analyze(&g, Budget::nodes(100));
    assert!(r.is_solved(), "{:?}", r.outcome);
    assert_eq!(r.texts, ["2 1", "1"]);
    assert!(replays_to_win(&g, &r.texts));
}

#[test]
fn peeking_solutions_of_one_and_two_suit_spider_and_beetle_replay_to_a_win() {
    for (id, opts, n) in [(GameId::Spider, "suits=1", 1), (GameId::Spider, "suits=2", 2), (GameId::Beetle, "", 5)] {
        let options = if opts.is_empty() { Options::defaults(id) } else { Options::parse_summary(id, opts).unwrap() };
        let g = AnyGame::deal(id, &options, n).unwrap();
        // A node cap only: a loaded machine must not turn this into "gave up".
        let r = solver::analyze(&g, Budget { ms: 1e9, ..Budget::nodes(60_000) });
        assert!(r.peeked);
        assert!(r.is_solved(), "{} {opts} deal {n}: {:?}", id, r.outcome);
        assert!(replays_to_win(&g, &r.texts), "{} {opts} deal {n}", id);
    }
}

/// One-suit Spider deal 123 as fair autoplay left it after the last deal
/// (the stock is empty, 13 cards are face down). `4 2` and `6 2` both join a
/// 9♠ to the 10♠ and turn up a card; only `6 2` can empty a pile.
const ENDGAME: &str = "game: spider
options: suits=1
1: #2s 2s As
2: 10s
3: Ks Qs
4: #10s #As 9s
5: Ks Qs Js 10s 9s 8s 7s 6s 5s
6: #4s 9s
7: #8s #Js #Js 3s 2s As
8: #3s #4s 7s
9: Ks Qs
10: #5s #8s #6s #4s 3s 7s 6s 5s
stock:
removed: 5
";

#[test]
fn an_endgame_hint_counts_the_sampled_layouts_it_wins_and_never_reads_the_face_down_cards() {
    use swarm::solver::fair;
    let g = AnyGame::from_text(ENDGAME).unwrap();
    let budget = fair::node_capped(1500);
    let gist = |g: &AnyGame| solver::fair_hint(g, budget, &fair::Seen::default()).map(|h| (h.mv, h.text, h.reason));
    let h = gist(&g).unwrap();
    assert!(h.2.contains("sampled layouts of the face-down cards"), "the endgame search chose: {}", h.2);
    assert!(g.clone().apply(h.0).is_ok());
    for seed in 1..4 {
        let other = reshuffled(&g, seed);
        assert_ne!(other, g, "the reshuffle moved a face-down card");
        assert_eq!(gist(&other).unwrap(), h, "seed {seed}");
    }
}
