//! Beehive: random-play properties, the parsers on random text, the
//! command line, and records and links replaying to the same position.

use swarm::card::Card;
use swarm::deal::SplitMix64;
use swarm::games::beehive::Beehive;
use swarm::games::{AnyGame, Game, GameId, Move, Options, Slot};
use swarm::history::Session;
use swarm::record::Origin;

/// Eleven ranks already discarded: fixtures only need to place aces and kings.
const REST: &str = "discarded: 2 3 4 5 6 7 8 9 10 J Q\n";

fn line<'a>(text: &'a str, label: &str) -> &'a str {
    let prefix = format!("{label}:");
    text.lines().find_map(|l| l.strip_prefix(prefix.as_str())).map(str::trim).unwrap()
}

fn opts(s: &str) -> Options {
    Options::parse_summary(GameId::Beehive, s).unwrap()
}

// ---------------------------------------------------------------- random play

/// Every move the engine could be asked for, legal or not.
fn candidate_moves() -> Vec<Move> {
    let slots: Vec<Slot> = [Slot::Waste, Slot::Storehouse, Slot::Stock, Slot::Discard]
        .into_iter()
        .chain((0..7).map(Slot::Column))
        .collect();
    let mut v = vec![Move::Deal, Move::TurnOver, Move::Remove { column: 0 }];
    for &from in &slots {
        for &to in &slots {
            for count in 0..5 {
                v.push(Move::Transfer { from, to, count });
            }
        }
    }
    v
}

/// `a` with some cards taken out (in order) gives `b`.
fn is_subsequence(b: &[Card], a: &[Card]) -> bool {
    let mut it = a.iter();
    b.iter().all(|x| it.any(|y| y == x))
}

/// Deals round without playing until a play appears; true if one does.
fn a_play_comes_round(b: &Beehive) -> bool {
    let mut c = b.clone();
    let rounds = 2 * (c.pack().len() / c.draw() + 2) + 2;
    for _ in 0..rounds {
        let moves = c.legal_moves();
        if moves.iter().any(|m| matches!(m, Move::Transfer { .. })) {
            return true;
        }
        let Some(&deal) = moves.first() else { return false };
        let before = (c.storehouse().to_vec(), (0..6).map(|i| c.column(i).to_vec()).collect::<Vec<_>>());
        c.apply(deal).unwrap();
        if before != (c.storehouse().to_vec(), (0..6).map(|i| c.column(i).to_vec()).collect::<Vec<_>>()) {
            return true; // Leeming filled a column
        }
    }
    false
}

/// Plays a random game checking every invariant; returns (highest pass, ended stuck, won).
fn random_game(options: &str, number: u32, seed: u64, steps: usize) -> (u16, bool, bool) {
    let mut rng = SplitMix64::new(seed);
    let start = Beehive::deal(&opts(options), number);
    let mut session = Session::new(Origin::Deal(number), AnyGame::from(start.clone()));
    let mut states = vec![start.clone()];
    let mut b = start;
    let deck: Vec<Card> = Card::deck().collect();
    let candidates = candidate_moves();
    for step in 0..steps {
        let ctx = format!("{options} deal {number} step {step}");
        let mut all = b.all_cards();
        all.sort();
        assert_eq!(all, deck, "{ctx}: every card once");
        assert_eq!(Beehive::from_text(&b.to_text(true)).as_ref(), Ok(&b), "{ctx}: text round trip");
        assert_eq!(b.with_unseen(&b.unseen()), b);
        let legal = b.legal_moves();
        for &mv in &candidates {
            let mut c = b.clone();
            let r = c.apply(mv);
            assert_eq!(r.is_ok(), legal.contains(&mv), "{ctx}: apply and legal_moves disagree on {mv:?}");
            if r.is_err() {
                assert_eq!(c, b, "{ctx}: a refused move changed the state");
            }
        }
        for &mv in &legal {
            let text = b.format_move(mv);
            assert_eq!(b.parse_move(&text), Ok(mv), "{ctx}: {text} round trip");
            assert_eq!(b.parse_move(&text.to_lowercase()), Ok(mv));
        }
        if !b.stock().is_empty() && b.pass() == 1 {
            assert!(!b.is_stuck());
        } else {
            assert_eq!(b.is_stuck(), !b.is_won() && !a_play_comes_round(&b), "{ctx}: stuck verdict");
        }
        if b.is_won() || legal.is_empty() {
            break;
        }
        let plays: Vec<Move> = legal.iter().copied().filter(|m| matches!(m, Move::Transfer { .. })).collect();
        let mv = if !plays.is_empty() && rng.below(4) != 0 {
            plays[rng.below(plays.len() as u64) as usize]
        } else {
            legal[rng.below(legal.len() as u64) as usize]
        };
        let before = b.clone();
        let applied = b.apply(mv).unwrap();
        assert_eq!(applied.revealed, b.unseen().len() < before.unseen().len(), "{ctx}: revealed flag of {mv:?}");
        assert!(is_subsequence(b.pack(), before.pack()), "{ctx}: the pack keeps its order");
        if matches!(mv, Move::Deal | Move::TurnOver) && !b.is_leeming() {
            assert_eq!(b.pack(), before.pack(), "{ctx}: dealing only moves the split");
        }
        let step_rec = session.play(mv).unwrap();
        assert_eq!(step_rec.revealed, applied.revealed);
        assert_eq!(session.state(), &AnyGame::from(b.clone()));
        states.push(b.clone());
    }
    // Undo everything: each step restores the exact earlier state.
    for want in states.iter().rev().skip(1) {
        session.undo(true).unwrap();
        assert_eq!(session.state(), &AnyGame::from(want.clone()));
    }
    assert!(!session.cheated, "Beehive undo never marks a game cheated");
    let last = states.last().unwrap();
    (last.pass(), last.is_stuck(), last.is_won())
}

#[test]
fn beehive_random_play_keeps_every_card_and_agrees_with_itself() {
    let (mut passes, mut stuck, mut won) = (0, 0, 0);
    for (i, options) in
        ["", "draw=1", "fill=leeming", "storehouse=7", "storehouse=16,draw=1,fill=leeming", "storehouse=13"]
            .into_iter()
            .enumerate()
    {
        for k in 0..4u64 {
            let (p, s, w) = random_game(options, 1 + (i as u32) * 97 + k as u32 * 13, 1000 + k, 150);
            passes += (p >= 2) as usize;
            stuck += s as usize;
            won += w as usize;
        }
    }
    eprintln!("random play: {passes} games redealt, {stuck} ended stuck, {won} won");
    assert!(passes > 0 && stuck > 0 && won > 0, "random play should reach redeals, dead ends and wins");
}

#[test]
fn beehive_random_text_never_panics_the_parsers() {
    let mut rng = SplitMix64::new(42);
    let b = Beehive::deal(&Options::defaults(GameId::Beehive), 9);
    let base = b.to_text(true);
    let alphabet: Vec<char> = "0123456789DTWSdtws#-: \n,;AKQJhcsé10".chars().collect();
    for _ in 0..3000 {
        let len = rng.below(5) as usize;
        let s: String = (0..len).map(|_| alphabet[rng.below(alphabet.len() as u64) as usize]).collect();
        let _ = b.parse_move(&s);
        let mut t: Vec<char> = base.chars().collect();
        for _ in 0..1 + rng.below(4) {
            let at = rng.below(t.len() as u64) as usize;
            match rng.below(3) {
                0 => {
                    t.remove(at);
                }
                1 => t[at] = alphabet[rng.below(alphabet.len() as u64) as usize],
                _ => t.insert(at, alphabet[rng.below(alphabet.len() as u64) as usize]),
            }
        }
        let text: String = t.into_iter().collect();
        if let Ok(p) = Beehive::from_text(&text) {
            let mut all = p.all_cards();
            all.sort();
            assert_eq!(all, Card::deck().collect::<Vec<_>>());
        }
        let _ = AnyGame::from_text(&text);
    }
}

// ---------------------------------------------------------------- command line

fn cli(args: &[&str]) -> (i32, String, String) {
    swarm::cli::run(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>())
}

#[test]
fn beehive_cli_deals_with_options() {
    let (code, out, _) = cli(&["deal", "beehive", "1"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("game: beehive\nstorehouse: -- -- -- -- -- -- -- -- -- 5d\n1: Qd\n"), "{out}");
    let (code, out, _) = cli(&[
        "deal",
        "beehive",
        "123",
        "--opt",
        "storehouse=13",
        "--opt",
        "draw=1",
        "--opt",
        "fill=leeming",
        "--reveal",
    ]);
    assert_eq!(code, 0);
    assert!(out.contains("options: storehouse=13,draw=1,fill=leeming\n"), "{out}");
    assert_eq!(line(&out, "storehouse"), "#Qh #5c #8h #3d #6c #Kc #10c #2d #3s #Jh #4c #9s 5h");
    let (code, _, err) = cli(&["deal", "beehive", "1", "--opt", "storehouse=17"]);
    assert_eq!(code, 2);
    assert!(err.contains("allowed: 7, 8, 9, 10 (default), 11, 12, 13, 14, 15, 16)"), "{err}");
}

#[test]
fn beehive_cli_replays_moves_and_names_an_illegal_one() {
    let (code, out, _) = cli(&["replay", "beehive", "1", "--moves", "D, d;D"]);
    assert_eq!(code, 0);
    assert_eq!(line(&out, "waste"), "4h 3s 6d 3d 4s 10c 10s 3h Ah");
    let (code, _, err) = cli(&["replay", "beehive", "1", "--moves", "D T"]);
    assert_eq!(code, 1);
    assert!(err.contains("move 2 (T): the stock still holds 33 cards"), "{err}");
    let (code, _, err) = cli(&["replay", "beehive", "1", "--moves", "D W9"]);
    assert_eq!(code, 1);
    assert!(err.contains("move 2 (W9)") && err.contains("not a Beehive move"), "{err}");
}

#[test]
fn beehive_cli_replays_from_a_position_file() {
    let path = std::env::temp_dir().join(format!("beehive-cli-{}.txt", std::process::id()));
    let text =
        format!("game: beehive\nstorehouse: #Kc Ks\n1: Kd\n2: Ah Ac\n3: Ad\n4:\n5:\n6:\nstock: As\nwaste: Kh\n{REST}");
    std::fs::write(&path, text).unwrap();
    let p = path.to_str().unwrap();
    let (code, out, err) = cli(&["replay", "beehive", "--position", p, "--moves", "W1 S1 S1 32 D W2"]);
    std::fs::remove_file(&path).ok();
    assert_eq!(code, 0, "{err}");
    assert!(out.ends_with("; won\n"), "{out}");
    assert_eq!(line(&out, "discarded"), "A 2 3 4 5 6 7 8 9 10 J Q K");
}

// ---------------------------------------------------------------- records and links

#[test]
fn beehive_records_and_links_replay_to_the_same_position() {
    let options = opts("storehouse=13,draw=1");
    let mut s = Session::new(Origin::Deal(123), AnyGame::Beehive(Beehive::deal(&options, 123)));
    for _ in 0..5 {
        let mv = s.state().legal_moves()[0];
        s.play(mv).unwrap();
    }
    let rec = s.record();
    let back = Session::from_record(&swarm::record::Record::from_json(&rec.to_json()).unwrap()).unwrap();
    assert_eq!(back.state(), s.state());
    let q = rec.to_query(true);
    assert!(q.starts_with("game=beehive&deal=123&storehouse=13&draw=1&moves="), "{q}");
    let link = swarm::record::parse_link(&q);
    assert!(link.problems.is_empty(), "{:?}", link.problems);
    let from_link = Session::from_record(&link.record.unwrap()).unwrap();
    assert_eq!(from_link.state(), s.state());
}
