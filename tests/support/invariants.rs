//! Invariants every game state keeps, checked generically over `AnyGame` by
//! random play (`tests/robustness.rs`, `benches/random_play.rs`), perft
//! (`tests/perft.rs`) and the fuzz targets (`fuzz/`). Included with
//! `#[path]` so every game in `GameId::ALL` is covered the moment it lands.
#![allow(dead_code)]

use swarm::card::Card;
use swarm::deal::SplitMix64;
use swarm::games::options::specs;
use swarm::games::{AnyGame, GameId, Move, Options, Slot};
use swarm::history::Session;
use swarm::notation::parse_cards;
use swarm::record::{parse_link, Record};
use swarm::view::Layout;

/// The games the engine can deal today (the others answer "not available yet").
pub fn available_games() -> Vec<GameId> {
    GameId::ALL.into_iter().filter(|&g| AnyGame::deal(g, &Options::defaults(g), 1).is_ok()).collect()
}

/// Every option set of `game`: the full product of its option table.
pub fn all_option_sets(game: GameId) -> Vec<Options> {
    let mut sets = vec![Options::defaults(game)];
    for spec in specs(game) {
        let mut next = Vec::new();
        for o in &sets {
            for v in spec.values {
                let mut o = o.clone();
                o.set(spec.key, v).expect("a value from the option table");
                next.push(o);
            }
        }
        sets = next;
    }
    sets
}

/// A covering set of option sets: every value of every option at least
/// once, and every combination of the options with at most three values (so for Spider the
/// full product, 24 sets; for Beehive the 4 `draw` × `fill` combinations
/// crossed with the storehouse sizes in turn, 10 sets).
pub fn covering_option_sets(game: GameId) -> Vec<Options> {
    let table = specs(game);
    let binary: Vec<_> = table.iter().filter(|s| s.values.len() <= 3).collect();
    let wide: Vec<_> = table.iter().filter(|s| s.values.len() > 3).collect();
    let mut base = vec![Options::defaults(game)];
    for spec in &binary {
        base = base
            .iter()
            .flat_map(|o| {
                spec.values.iter().map(move |v| {
                    let mut o = o.clone();
                    o.set(spec.key, v).expect("a value from the option table");
                    o
                })
            })
            .collect();
    }
    let rows = wide.iter().map(|s| s.values.len()).max().unwrap_or(1).max(base.len());
    (0..rows)
        .map(|i| {
            let mut o = base[i % base.len()].clone();
            for spec in &wide {
                o.set(spec.key, spec.values[i % spec.values.len()]).expect("a value from the option table");
            }
            o
        })
        .collect()
}

/// The cards of a position, sorted (a multiset to compare).
pub fn card_multiset(g: &AnyGame) -> Vec<Card> {
    // A counting sort: this runs after every step of the fuzzers.
    let all = g.all_cards();
    let mut counts = [0u16; 52];
    for c in &all {
        counts[c.index() as usize] += 1;
    }
    let mut out = Vec::with_capacity(all.len());
    for (i, &n) in counts.iter().enumerate() {
        let card = Card::from_index(i as u8).expect("below 52");
        out.extend(std::iter::repeat_n(card, n as usize));
    }
    out
}

/// Labels of text-format lines that are not piles of cards in play.
const NOT_IN_PLAY: &[&str] = &["removed", "discarded", "discard", "deals", "pass", "passes"];

/// An independent definition of "won", read from the revealed text form:
/// Beeswax is won when every column is empty or a quartet of one rank (15
/// columns of at most 4 holding 52 cards: 13 quartets); every other game
/// when no card is left in play (every pile, the stock and the waste empty).
pub fn won_by_definition(g: &AnyGame) -> bool {
    won_by_text(g.id(), &g.to_text(true))
}

/// `won_by_definition` on the revealed text of a `game` position.
pub fn won_by_text(game: GameId, text: &str) -> bool {
    let mut in_play = 0usize;
    for line in text.lines() {
        let Some((label, value)) = line.split_once(':') else { continue };
        let label = label.trim().to_ascii_lowercase();
        if label == "game" || label == "options" || NOT_IN_PLAY.contains(&label.as_str()) {
            continue;
        }
        let Ok(tokens) = parse_cards(value) else { continue };
        if game == GameId::Beeswax {
            let ranks: Vec<u8> = tokens.iter().filter_map(|t| t.card).map(|c| c.rank()).collect();
            if !(ranks.is_empty() || (ranks.len() == 4 && ranks.iter().all(|&r| r == ranks[0]))) {
                return false;
            }
        } else {
            in_play += tokens.len();
        }
    }
    in_play == 0
}

/// The same definition read from the view model (cheaper than the text):
/// Beeswax columns empty or a quartet of one rank; other games, no card
/// shown anywhere but the discard pile.
pub fn won_by_view(g: &AnyGame) -> bool {
    let view = g.view(Layout::Columns);
    view.piles.iter().all(|p| {
        if g.id() == GameId::Beeswax {
            let ranks: Vec<Option<u8>> = p
                .cards
                .iter()
                .map(|f| match f {
                    swarm::view::Face::Up(c) => Some(c.rank()),
                    swarm::view::Face::Down => None,
                })
                .collect();
            ranks.is_empty() || (ranks.len() == 4 && ranks[0].is_some() && ranks.iter().all(|&r| r == ranks[0]))
        } else {
            p.slot == Slot::Discard || p.cards.is_empty()
        }
    })
}

/// Every slot a move might name, including nonsense (column 200).
fn random_slot(rng: &mut SplitMix64) -> Slot {
    match rng.below(8) {
        0 => Slot::Storehouse,
        1 => Slot::Stock,
        2 => Slot::Waste,
        3 => Slot::Discard,
        4 => Slot::Column(rng.next_u64() as u8),
        _ => Slot::Column(rng.below(17) as u8),
    }
}

/// An arbitrary `Move` value: mostly plausible ones (small columns and
/// counts), some absurd ones (count 0 or 255, column 200).
pub fn random_move(rng: &mut SplitMix64) -> Move {
    match rng.below(10) {
        0 => Move::Deal,
        1 => Move::TurnOver,
        2 => Move::Remove { column: if rng.below(4) == 0 { rng.next_u64() as u8 } else { rng.below(12) as u8 } },
        _ => {
            let count = match rng.below(6) {
                0 => rng.next_u64() as u8,
                _ => rng.below(15) as u8,
            };
            Move::Transfer { from: random_slot(rng), to: random_slot(rng), count }
        }
    }
}

/// A legal move bent slightly (one more or one fewer card, another target):
/// the illegal moves most likely to slip through a rule check.
pub fn near_move(mv: Move, rng: &mut SplitMix64) -> Move {
    match mv {
        Move::Transfer { from, to, count } => match rng.below(3) {
            0 => Move::Transfer { from, to, count: count.wrapping_add(1) },
            1 => Move::Transfer { from, to, count: count.wrapping_sub(1) },
            _ => Move::Transfer { from, to: random_slot(rng), count },
        },
        Move::Remove { column } => Move::Remove { column: column.wrapping_add(1 + rng.below(3) as u8) },
        _ => random_move(rng),
    }
}

/// How much `check_position` does for the moves of a position.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Depth {
    /// Every generated move applies; the notation of one (chosen by `pick`)
    /// round trips; "won" is judged from the view, and the text round trip
    /// (with "won" judged from the text) runs when `pick % 16 == 0`.
    Quick { pick: usize },
    /// Also: no move listed twice, each child keeps the cards, every move's notation round trips.
    Thorough,
}

/// Checks one position: the card multiset, `is_won` against the independent
/// definition, `is_stuck`, the text format round trip, the hidden-card
/// hooks, and that every generated move applies and its notation round trips.
pub fn check_position(g: &AnyGame, cards: &[Card], legal: &[Move]) -> Result<(), String> {
    check_position_to(g, cards, legal, Depth::Thorough)
}

/// `check_position` at a chosen depth.
pub fn check_position_to(g: &AnyGame, cards: &[Card], legal: &[Move], depth: Depth) -> Result<(), String> {
    let here = || format!("\n{}", g.to_text(true));
    let thorough = depth == Depth::Thorough;
    if card_multiset(g) != cards {
        return Err(format!("the card multiset changed{}", here()));
    }
    // Quick: the won test from the view every move, the text round trip on
    // one position in sixteen (it dominates the cost); Thorough: both, and
    // the two definitions agree.
    let with_text = match depth {
        Depth::Thorough => true,
        Depth::Quick { pick } => pick % 16 == 0,
    };
    let text = if with_text { g.to_text(true) } else { String::new() };
    let won = if with_text { won_by_text(g.id(), &text) } else { won_by_view(g) };
    if depth == Depth::Thorough && won != won_by_view(g) {
        return Err(format!("the text and the view disagree on whether the game is won{}", here()));
    }
    if g.is_won() != won {
        return Err(format!(
            "is_won() = {} but the position is {}won{}",
            g.is_won(),
            if won { "" } else { "not " },
            here()
        ));
    }
    // A game may see further than "no move" (Beehive: nothing playable in
    // the whole deal cycle), but no move and not won is always stuck, and
    // a won game never is.
    let stuck = g.is_stuck();
    if (stuck && won) || (!won && legal.is_empty() && !stuck) {
        return Err(format!("is_stuck() = {stuck} with {} legal moves{}", legal.len(), here()));
    }
    if with_text {
        match AnyGame::from_text(&text) {
            Ok(back) if &back == g => {}
            Ok(_) => return Err(format!("to_text(true) does not read back to the same state{}", here())),
            Err(e) => return Err(format!("to_text(true) does not parse: {e}{}", here())),
        }
    }
    if depth == Depth::Thorough {
        let _ = g.to_text(false);
    }
    let unseen = g.unseen();
    if &g.with_unseen(&unseen) != g {
        return Err(format!("with_unseen(unseen()) changed the position{}", here()));
    }
    if thorough && unseen.len() > 1 {
        // Another arrangement of the hidden cards: the same cards, placed as asked.
        let other: Vec<Card> = unseen.iter().rev().copied().collect();
        let h = g.with_unseen(&other);
        if card_multiset(&h) != cards || h.unseen() != other {
            return Err(format!("with_unseen(reversed unseen) misplaced cards{}", here()));
        }
        if h.legal_moves().len() != legal.len() {
            return Err(format!("rearranging the hidden cards changed the number of legal moves{}", here()));
        }
    }
    for (i, &mv) in legal.iter().enumerate() {
        if thorough && legal[..i].contains(&mv) {
            return Err(format!("legal_moves() lists {mv:?} twice{}", here()));
        }
        let mut next = g.clone();
        if let Err(e) = next.apply(mv) {
            return Err(format!("generated move {mv:?} refused: {e}{}", here()));
        }
        if thorough && card_multiset(&next) != cards {
            return Err(format!("{mv:?} lost or duplicated a card{}", here()));
        }
        if let Depth::Quick { pick } = depth {
            if (pick >> 4) % legal.len() != i {
                continue;
            }
        }
        let text = g.format_move(mv);
        match g.parse_move(&text) {
            Ok(back) if back == mv => {}
            Ok(back) => return Err(format!("`{text}` ({mv:?}) reads back as {back:?}{}", here())),
            Err(e) => return Err(format!("`{text}` ({mv:?}) does not parse: {e}{}", here())),
        }
    }
    Ok(())
}

/// `mv` is not among `legal`: `apply` must refuse it with a reason and leave
/// the state exactly as it was.
pub fn check_refused(g: &AnyGame, mv: Move, legal: &[Move]) -> Result<(), String> {
    check_refused_on(&mut g.clone(), g, mv, legal)
}

/// `check_refused` trying the move on `scratch`, a copy of `g` the caller
/// reuses while every refusal leaves it equal to `g` (one clone a position
/// instead of one a move).
pub fn check_refused_on(scratch: &mut AnyGame, g: &AnyGame, mv: Move, legal: &[Move]) -> Result<(), String> {
    if legal.contains(&mv) {
        return Ok(());
    }
    match scratch.apply(mv) {
        Ok(_) => Err(format!("{mv:?} is not a generated move but apply accepted it\n{}", g.to_text(true))),
        Err(e) if *scratch != *g => Err(format!("refusing {mv:?} ({e}) changed the state\n{}", g.to_text(true))),
        Err(e) if e.0.trim().is_empty() => Err(format!("{mv:?} refused without a reason")),
        Err(_) => Ok(()),
    }
}

/// The page's helpers on arbitrary input: never panic, and an auto-move is legal.
pub fn check_helpers(g: &AnyGame, legal: &[Move], rng: &mut SplitMix64) -> Result<(), String> {
    let slot = random_slot(rng);
    let index = rng.below(8) as usize;
    if let Some(mv) = g.auto_move(slot, index) {
        if !legal.contains(&mv) {
            return Err(format!("auto_move({slot:?}, {index}) = {mv:?}, not a legal move\n{}", g.to_text(true)));
        }
    }
    let _ = g.view(Layout::ALL[rng.below(Layout::ALL.len() as u64) as usize]);
    check_shown(g)?;
    if let Some(s) = g.as_spider() {
        let _ = s.status_report();
        let _ = s.print_pile(rng.below(12) as usize);
        let _ = s.locate(Card::from_index(rng.below(52) as u8).expect("below 52"));
    }
    Ok(())
}

/// The table as the solver reads it (`columns`, `column_label`, `pile_len`,
/// `shown_card`, `cards_removed`) is the one the page draws (the view
/// model), and holds no hidden card: another arrangement of the unseen
/// cards reads the same.
pub fn check_shown(g: &AnyGame) -> Result<(), String> {
    let here = || format!("\n{}", g.to_text(true));
    let view = g.view(Layout::Columns);
    let columns = view.piles.iter().filter(|p| matches!(p.slot, Slot::Column(_))).count();
    if g.columns() != columns || g.column_label(columns).is_some() {
        return Err(format!("columns() = {}, the view draws {columns}{}", g.columns(), here()));
    }
    for p in &view.piles {
        let slot = p.slot;
        if matches!(slot, Slot::Stock | Slot::Discard) {
            if g.shown_card(slot, 0).is_some() {
                return Err(format!("shown_card({slot:?}, 0) shows a card{}", here()));
            }
            continue;
        }
        if g.pile_len(slot) != p.cards.len() {
            return Err(format!(
                "pile_len({slot:?}) = {}, the view draws {}{}",
                g.pile_len(slot),
                p.cards.len(),
                here()
            ));
        }
        for depth in 0..=p.cards.len() {
            let drawn = p.cards.len().checked_sub(depth + 1).and_then(|i| match p.cards[i] {
                swarm::view::Face::Up(c) => Some(c),
                swarm::view::Face::Down => None,
            });
            if g.shown_card(slot, depth) != drawn {
                return Err(format!(
                    "shown_card({slot:?}, {depth}) = {:?}, the view draws {drawn:?}{}",
                    g.shown_card(slot, depth),
                    here()
                ));
            }
        }
        if let Slot::Column(i) = slot {
            if g.column_label(i as usize).as_deref() != Some(p.label.as_str()) {
                return Err(format!(
                    "column_label({i}) = {:?}, the view says {}{}",
                    g.column_label(i as usize),
                    p.label,
                    here()
                ));
            }
        }
    }
    let slots: Vec<Slot> = [Slot::Storehouse, Slot::Stock, Slot::Waste]
        .into_iter()
        .chain((0..columns).map(|i| Slot::Column(i as u8)))
        .collect();
    let on_table: usize = slots.iter().map(|&s| g.pile_len(s)).sum();
    if on_table + g.cards_removed() != g.all_cards().len() || g.pile_len(Slot::Discard) != g.cards_removed() {
        return Err(format!(
            "{on_table} cards on the table and {} removed ({} discarded), of {}{}",
            g.cards_removed(),
            g.pile_len(Slot::Discard),
            g.all_cards().len(),
            here()
        ));
    }
    let unseen = g.unseen();
    if unseen.len() > 1 {
        let other: Vec<Card> = unseen.iter().rev().copied().collect();
        let h = g.with_unseen(&other);
        for &s in slots.iter().chain(&[Slot::Discard]) {
            let read = |x: &AnyGame| (0..=x.pile_len(s)).map(|d| x.shown_card(s, d)).collect::<Vec<_>>();
            if h.pile_len(s) != g.pile_len(s) || read(&h) != read(g) {
                return Err(format!("rearranging the unseen cards changed what {s:?} shows{}", here()));
            }
        }
    }
    Ok(())
}

/// What one random game came to.
#[derive(Clone, Copy, Debug, Default)]
pub struct Outcome {
    pub moves: u64,
    pub won: bool,
    pub stuck: bool,
    pub refused: u64,
}

/// Plays one random game of deal `number` (at most `max_moves` moves),
/// checking every invariant after every move: `check_position_to` (at
/// `Depth::Thorough` if `thorough`, else `Quick`; the page's helpers with
/// the text round trip), `illegal`
/// random non-generated moves refused, undo restores the exact state and redo
/// re-applies it, and at the end the record replays to the same position
/// through JSON and through a link.
pub fn play_random_game(
    game: GameId,
    options: &Options,
    number: u32,
    rng: &mut SplitMix64,
    max_moves: u64,
    illegal: usize,
    thorough: bool,
) -> Result<Outcome, String> {
    let start = AnyGame::deal(game, options, number)?;
    let cards = card_multiset(&start);
    let mut session = Session::new(swarm::record::Origin::Deal(number), start);
    let mut out = Outcome::default();
    let ctx =
        |e: String, moves: u64| format!("{} {} deal {number} after {moves} moves: {e}", game.key(), options.summary());
    loop {
        let g = session.state().clone();
        let legal = g.legal_moves();
        let depth = if thorough { Depth::Thorough } else { Depth::Quick { pick: rng.next_u64() as usize } };
        check_position_to(&g, &cards, &legal, depth).map_err(|e| ctx(e, out.moves))?;
        // The page's helpers (view, status, auto-move) ride along with the
        // text round trip: every position when thorough, one in sixteen quick.
        if matches!(depth, Depth::Thorough) || matches!(depth, Depth::Quick { pick } if pick % 16 == 0) {
            check_helpers(&g, &legal, rng).map_err(|e| ctx(e, out.moves))?;
        }
        let mut scratch = g.clone();
        for k in 0..illegal {
            let mv = if k % 2 == 0 && !legal.is_empty() {
                near_move(legal[rng.below(legal.len() as u64) as usize], rng)
            } else {
                random_move(rng)
            };
            if !legal.contains(&mv) {
                out.refused += 1;
            }
            check_refused_on(&mut scratch, &g, mv, &legal).map_err(|e| ctx(e, out.moves))?;
        }
        if g.is_won() || legal.is_empty() || g.is_stuck() || out.moves >= max_moves {
            out.won = g.is_won();
            out.stuck = g.is_stuck();
            break;
        }
        let mv = legal[rng.below(legal.len() as u64) as usize];
        session.play(mv).map_err(|e| ctx(format!("session refused {mv:?}: {e}"), out.moves))?;
        out.moves += 1;
        let after = session.state().clone();
        session.undo(true).map_err(|e| ctx(format!("undo refused: {e:?}"), out.moves))?;
        if session.state() != &g {
            return Err(ctx(format!("undo of {mv:?} did not restore the position"), out.moves));
        }
        if !session.redo() || session.state() != &after {
            return Err(ctx(format!("redo of {mv:?} did not re-apply it"), out.moves));
        }
    }
    let last = session.state().clone();
    check_position_to(&last, &cards, &last.legal_moves(), Depth::Thorough).map_err(|e| ctx(e, out.moves))?;
    check_record(&session).map_err(|e| ctx(e, out.moves))?;
    Ok(out)
}

/// The session's record replays to the same position, through JSON and
/// through a link.
pub fn check_record(session: &Session) -> Result<(), String> {
    let rec = session.record();
    let back = Record::from_json(&rec.to_json()).map_err(|e| format!("record JSON does not read back: {e}"))?;
    if back.moves != rec.moves || back.origin != rec.origin || back.options != rec.options {
        return Err("record JSON reads back different".into());
    }
    let replayed = Session::from_record(&back).map_err(|e| format!("record does not replay: {e}"))?;
    if replayed.state() != session.state() {
        return Err("the replayed record reaches another position".into());
    }
    let link = parse_link(&rec.to_query(true));
    match link.record {
        Some(r) if r.moves == rec.moves && r.origin == rec.origin && r.options == rec.options => Ok(()),
        _ => Err(format!("the link does not read back: {:?}", link.problems)),
    }
}
