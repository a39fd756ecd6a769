//! Fair hints and autoplay for the games that hide cards (Spider, Beetle,
//! Beehive). Every computation runs on *sampled worlds*:
//! `game.with_unseen(shuffled(sorted(game.unseen()), seed))`. Sorting first
//! throws away where the hidden cards really are, so a hint cannot depend on
//! them: reshuffle the hidden cards and the hint is the same.
//!
//! Spider and Beetle: in each sampled world a beam plans the best line
//! before the next deal (by the evaluation of [`super::eval`]); the first
//! moves those plans propose are compared by their mean value over every
//! world (each planned in the worlds that did not propose it), ties broken
//! by Woods' rules (natural same-suit joins first, then from the top down).
//! In Beetle the best end positions of that plan
//! are re-scored across the deal: what sampled deals leave of each. In
//! Spider's endgame (the stock dealt, cards face down) the move that the
//! peeking beam wins in the most sampled worlds is played instead of the
//! plan's ([`ENDGAME_WORLDS`]). When
//! no line improves the position, the hint is to deal; greedy rollouts
//! decide when the planner has nothing (and in Beehive when its own
//! planner, [`super::beehive::fair`], has nothing).

use std::collections::HashSet;

use crate::deal::{shuffle, SplitMix64};
use crate::games::{AnyGame, Move, Slot};
use crate::view::{Face, View};

use super::eval::evaluate;
use super::peek::state_key;
use super::search::{Beam, Budget, Outcome, SearchResult, Space};
use super::{Hint, NoHint, SolveResult};

/// The value of a won position in rollouts and plans (far above any
/// evaluation, far below overflow when summed).
const WON: i64 = 1 << 40;

/// Sampled worlds per hint (fewer when the budget runs out).
pub const SAMPLES: u64 = 4;

/// Sampled worlds of a Spider hint with two or four suits while cards are
/// left to deal; each plans with the positions a world gets with
/// [`SAMPLES`] worlds (so the hint searches four times the positions it is
/// given). Measured with the mean over worlds ([`CANDIDATES`]), two suits,
/// deals 1–100: 4 worlds won 50, 8: 55, 16: 60 (16 worlds with half the
/// positions each: 47); deals 1–1,000: 492 (421 with 4 worlds voting).
/// One suit keeps 4 (16 worlds won 92 of deals 1–100 against 95, and take
/// three times as long): with one suit any card of the right rank fits,
/// so the worlds differ less.
pub const SPIDER_WORLDS: u64 = 16;

/// The first moves the worlds' plans propose that are compared by their
/// mean over every world (the most proposed first), each in the worlds
/// that did not propose it by a plan with half a world's positions.
/// Choosing by that mean rather than by the worlds' votes: one suit,
/// deals 1–100, 86 → 95 wins and deals 1,001–1,200, 177 → 182, but deals
/// 1–1,000 879 against 881 (no gain); two suits with 16 worlds, all
/// candidates 60 of deals 1–100, the 6 most proposed 59.
pub const CANDIDATES: usize = 6;

/// The visible positions already played (autoplay's guard against going
/// round in circles). Keys are taken with the unseen cards in a canonical
/// order, so they hold only what the player saw.
#[derive(Clone, Debug, Default)]
pub struct Seen(HashSet<u128>);

impl Seen {
    pub fn insert(&mut self, g: &AnyGame) {
        self.0.insert(visible_key(g));
    }
    pub fn contains(&self, g: &AnyGame) -> bool {
        self.0.contains(&visible_key(g))
    }
}

/// A key of what the player sees: the position with its unseen cards sorted.
pub fn visible_key(g: &AnyGame) -> u128 {
    let mut u = g.unseen();
    if u.is_empty() {
        return state_key(g);
    }
    u.sort();
    state_key(&g.with_unseen(&u))
}

/// World `i`: the position with its unseen cards sorted, then shuffled by
/// seed `i`. Depends only on what the player sees.
pub fn world(g: &AnyGame, i: u64) -> AnyGame {
    sampled(g, 0x5EED_0000 + i)
}

/// The position with its unseen cards sorted, then shuffled by `seed`.
fn sampled(g: &AnyGame, seed: u64) -> AnyGame {
    let mut u = g.unseen();
    if u.is_empty() {
        return g.clone();
    }
    u.sort();
    shuffle(&mut u, &mut SplitMix64::new(seed));
    g.with_unseen(&u)
}

/// A greedy rollout in one world: from `g`, repeatedly play the move with
/// the best evaluation if it improves on the position, else deal (or turn
/// the waste over), else stop; at most `allowance` positions evaluated.
/// Returns the best evaluation met and the positions evaluated.
fn rollout(g: &AnyGame, allowance: u64) -> (i64, u64) {
    let mut cur = g.clone();
    let mut here = evaluate(&cur);
    let mut best = here;
    let mut used = 1;
    while used < allowance && !cur.is_won() {
        let mut pick: Option<(i64, AnyGame)> = None;
        let mut stock: Option<AnyGame> = None;
        for m in cur.legal_moves() {
            let mut c = cur.clone();
            if c.apply(m).is_err() {
                continue;
            }
            if matches!(m, Move::Deal | Move::TurnOver) {
                stock.get_or_insert(c);
                continue;
            }
            let e = evaluate(&c);
            used += 1;
            if e > here && pick.as_ref().is_none_or(|(b, _)| e > *b) {
                pick = Some((e, c));
            }
            if used >= allowance {
                break;
            }
        }
        match (pick, stock) {
            (Some((e, c)), _) => {
                here = e;
                cur = c;
            }
            (None, Some(c)) => {
                here = evaluate(&c);
                used += 1;
                cur = c;
            }
            (None, None) => break,
        }
        best = best.max(here);
    }
    if cur.is_won() {
        best = best.max(WON);
    }
    (best, used)
}

/// The current deal phase as a search space: every move but dealing (and
/// turning the waste over), scored by the evaluation. Used inside one
/// sampled world.
#[derive(Copy, Clone, Debug, Default)]
pub struct PhaseSpace;

impl Space for PhaseSpace {
    type State = AnyGame;
    type Move = Move;
    type Key = u128;
    fn key(&self, s: &AnyGame) -> u128 {
        match s {
            AnyGame::Spider(sp) => super::spider::key(sp),
            _ => state_key(s),
        }
    }
    fn is_goal(&self, s: &AnyGame) -> bool {
        s.is_won()
    }
    fn moves(&self, s: &AnyGame, out: &mut Vec<Move>) {
        match s {
            AnyGame::Spider(sp) => super::spider::useful_moves(sp, out),
            _ => out.extend(s.legal_moves()),
        }
        out.retain(|m| !matches!(m, Move::Deal | Move::TurnOver));
    }
    fn apply(&self, s: &mut AnyGame, m: Move) {
        let _ = s.apply(m);
    }
    fn score(&self, s: &AnyGame) -> i64 {
        -evaluate(s)
    }
    fn complete(&self) -> bool {
        false
    }
}

/// Beam width of the per-world plan.
pub const PLAN_WIDTH: usize = 10;

/// Beam width of the plan when nothing is face down (one world: Beetle,
/// and Spider once every pile is turned up). Measured on Beetle deals 1–40
/// with 1,500 positions a hint: width 10 won 12, 20: 19, 40: 25, 60: 27
/// (that run with a small king-run bonus since dropped); deals 1–30: width
/// 10 won 12, 30: 22, 80: 23. With sampled face-down cards
/// a wide beam plans on cards it cannot know (Spider 2 suits got worse).
pub const FACE_UP_WIDTH: usize = 60;

/// Beetle's hints search with this many times the positions of the budget
/// they are given, with a plan of width [`BEETLE_WIDTH`] before each deal.
/// Everything in Beetle is face up, so that plan is exact and more search
/// pays: on deals 1–100, 1,500 positions (width 60) won 73, 6,000 (width
/// 150) 78, 12,000 (width 250) 84 (deals 1–1,000: 809). An autoplay move
/// then takes a median of 17 ms natively and 20 ms in Chromium (p95 68 and
/// 89 ms; on the page its 100 ms cap cuts about 2.5 % of the moves).
/// In Spider it did not pay (two suits, 6,000 positions, width 20: 48 of
/// deals 1–100, as with 1,500), so Spider keeps the budget it is given.
pub const BEETLE_SEARCH: u64 = 8;
pub const BEETLE_WIDTH: usize = 250;

/// How many times wider (and with how many times the positions) the plan
/// is once the stock is empty.
pub const ENDGAME: usize = 4;

/// Planning across the deal (Beetle): the phase's best improving end
/// positions ([`ACROSS_CANDIDATES`] of them) are re-scored, each over
/// [`ACROSS_DEALS`] sampled deals with a plan of [`ACROSS_NODES`]
/// positions (width [`ACROSS_WIDTH`]) after each. Measured with 1,500
/// positions a hint: Beetle deals 1–100 68 → 73 wins (12 candidates: 74;
/// 8 deals of 80 positions: 73; the position itself as a candidate, "deal
/// now": 46; following the chosen line without re-planning: 67). In
/// Spider it did not pay: one suit 86 → 91 on deals 1–100 but 177 → 175
/// on deals 1,001–1,200, two suits 48 → 40 on deals 1–100.
pub const ACROSS_CANDIDATES: usize = 6;
pub const ACROSS_DEALS: u64 = 4;
pub const ACROSS_NODES: u64 = 40;
pub const ACROSS_WIDTH: usize = 10;

/// The best line of play before the next deal in one world: the moves and
/// the value they reach (`None`: nothing beats the position), and the
/// positions evaluated. A line that wins is valued [`WON`]. Where the plan
/// looks across the deal ([`across`]), the improving end positions are
/// re-scored by what sampled deals leave of them.
fn plan(w: &AnyGame, nodes: u64, width: usize, ms: f64, clock: super::Clock) -> (Option<(Vec<Move>, i64)>, u64) {
    let until = clock() + ms;
    let budget = Budget { nodes, ms, table: 200_000, clock };
    let keep = if across(w) { ACROSS_CANDIDATES } else { 0 };
    let mut beam = Beam::new(PhaseSpace, w.clone(), width, budget).keeping(keep);
    let r = beam.step(u64::MAX);
    let used = beam.nodes();
    if let Some(SearchResult { outcome: Outcome::Solved(m), .. }) = r {
        return (Some((m, WON)), used);
    }
    let now = evaluate(w);
    let best = match beam.best() {
        Some((score, moves)) if -score > now && !moves.is_empty() => Some((moves, -score)),
        _ => None,
    };
    if keep == 0 || best.is_none() {
        return (best, used);
    }
    let improving = beam.tops().into_iter().filter(|(score, l)| -score > now && !l.is_empty()).map(|(_, l)| l);
    let (pick, more) = across_deal(w, improving, until, clock);
    (pick.or(best), used + more)
}

/// Whether the plan from `w` looks across the deal: Beetle with cards left
/// to deal (measured there; see [`ACROSS_CANDIDATES`]).
fn across(w: &AnyGame) -> bool {
    matches!(w, AnyGame::Spider(sp) if is_beetle(w) && sp.deals_left() > 0)
}

/// Whether `g` is Beetle (Spider's open variant).
fn is_beetle(g: &AnyGame) -> bool {
    matches!(g, AnyGame::Spider(sp) if sp.variant() == crate::games::spider::Variant::Beetle)
}

/// Of the `lines` from `w`, the one whose end position does best after the
/// deal: the mean, over sampled deals, of the best evaluation a small plan
/// reaches after dealing (a line that wins at once wins). End positions
/// that cannot deal (a space to fill) are passed over. `None` when no line
/// can be scored before `until`; and the positions evaluated.
fn across_deal(
    w: &AnyGame,
    lines: impl Iterator<Item = Vec<Move>>,
    until: f64,
    clock: super::Clock,
) -> (Option<(Vec<Move>, i64)>, u64) {
    let mut used = 0u64;
    let mut best: Option<(i64, Vec<Move>)> = None;
    for line in lines {
        if clock() > until {
            break;
        }
        let mut end = w.clone();
        if line.iter().any(|&m| end.apply(m).is_err()) {
            continue;
        }
        if end.is_won() {
            return (Some((line, WON)), used);
        }
        if !end.legal_moves().contains(&Move::Deal) {
            continue;
        }
        let mut total = 0i64;
        for j in 0..ACROSS_DEALS {
            // A sampled deal: what the player has not seen, in an order
            // that depends only on what the player sees.
            let mut d = sampled(&end, 0xDEA1_0000 + j);
            let _ = d.apply(Move::Deal);
            let budget = Budget { nodes: ACROSS_NODES, ms: f64::INFINITY, table: 20_000, clock };
            let mut beam = Beam::new(PhaseSpace, d.clone(), ACROSS_WIDTH, budget);
            let r = beam.step(u64::MAX);
            used += beam.nodes();
            let v = match (r, beam.best()) {
                (Some(SearchResult { outcome: Outcome::Solved(_), .. }), _) => WON,
                (_, Some((score, _))) => evaluate(&d).max(-score),
                _ => evaluate(&d),
            };
            total = total.saturating_add(v);
        }
        if best.as_ref().is_none_or(|b| total > b.0) {
            best = Some((total, line));
        }
    }
    (best.map(|(v, line)| (line, v / ACROSS_DEALS as i64)), used)
}

/// Worlds a hint samples, the beam width and the positions of each world's
/// plan. When nothing is face down (Beetle; Spider once every pile is
/// turned up) the plan before the next deal is the same in every world
/// (the stock is not dealt in it): one world gets the whole budget. With
/// nothing left to deal either, the game is open and that plan is a search
/// for a win, four times wider with four times the positions.
fn shape(game: &AnyGame, nodes: u64) -> (u64, usize, u64) {
    let AnyGame::Spider(sp) = game else { return (SAMPLES, PLAN_WIDTH, (nodes / SAMPLES).max(1)) };
    let per_world = (nodes / SAMPLES).max(1);
    match (sp.face_down_total() > 0, sp.deals_left() == 0) {
        (true, false) => {
            let worlds = if super::spider::one_suit(sp) { SAMPLES } else { SPIDER_WORLDS };
            return (worlds, PLAN_WIDTH, per_world);
        }
        (true, true) => return (SAMPLES, PLAN_WIDTH * ENDGAME, per_world * ENDGAME as u64),
        _ => {}
    }
    if sp.deals_left() == 0 {
        return (1, PLAN_WIDTH * ENDGAME, nodes * ENDGAME as u64);
    }
    (1, if is_beetle(game) { BEETLE_WIDTH } else { FACE_UP_WIDTH }, nodes)
}

/// Fair hint for Spider and Beetle: in each sampled world, plan the best
/// line before the next deal; the first moves vote. No improving line in
/// most worlds: `None` (deal). In an open game a winning line comes back
/// too (the second value), for autoplay to follow.
fn planned_hint(game: &AnyGame, budget: Budget, seen: &Seen) -> (Option<Result<Hint, NoHint>>, Option<Vec<Move>>) {
    let t0 = (budget.clock)();
    let base = world(game, 0);
    let now = evaluate(&base);
    let (samples, width, per_world) = shape(game, budget.nodes);
    let mut votes: Vec<(Move, i64, i64)> = Vec::new();
    let mut nodes = 0;
    let mut worlds = 0;
    let mut win: Option<Vec<Move>> = None;
    // Each world, and its own proposal: its plan's first move and value.
    let mut own: Vec<(AnyGame, Option<(Move, i64)>)> = Vec::new();
    for i in 0..samples {
        if i > 0 && (budget.clock)() - t0 > budget.ms {
            break;
        }
        let w = if i == 0 { base.clone() } else { world(game, i) };
        let left = (budget.ms - ((budget.clock)() - t0)).max(1.0);
        let (p, used) = plan(&w, per_world, width, left, budget.clock);
        nodes += used;
        worlds += 1;
        own.push((w, p.as_ref().map(|(l, v)| (l[0], *v))));
        if let Some((line, value)) = p {
            let mv = line[0];
            let mut after = base.clone();
            if after.apply(mv).is_err() || seen.contains(&after) {
                continue;
            }
            if value == WON && game.unseen().is_empty() {
                win = Some(line);
            }
            match votes.iter_mut().find(|v| v.0 == mv) {
                Some(v) => {
                    v.1 += 1;
                    v.2 = v.2.saturating_add(value);
                }
                None => votes.push((mv, 1, value)),
            }
        }
    }
    let v = base.view("");
    let mut best = votes.iter().max_by_key(|(mv, n, sum)| (*n, sum / n, woods_bonus(&v, *mv))).copied();
    if worlds > 1 && !votes.is_empty() {
        let deadline = t0 + budget.ms;
        let (mean, used) = by_mean(&v, &mut votes, &own, per_world, width, deadline, budget.clock);
        nodes += used;
        if let Some((mv, total)) = mean {
            best = (total / worlds > now).then_some((mv, worlds, total));
        }
    }
    let ms = (budget.clock)() - t0;
    match best {
        // The best mean over the worlds improves on the position (or, when
        // the time ran out first, an improving line in at least half the
        // worlds).
        Some((mv, n, _)) if 2 * n >= worlds => {
            let mut after = base.clone();
            let _ = after.apply(mv);
            let mut reason = reason(&base, &after, mv, true);
            let solution_len = win.as_ref().map(|l| l.len());
            if let Some(n) = solution_len {
                reason.push_str(&format!(" · winnable: {n} moves to a win"));
            }
            // Progress at once, or a step of a line that gets there.
            let progress = evaluate(&after) > now || win.is_some();
            (Some(Ok(Hint { mv, text: base.format_move(mv), reason, solution_len, progress, nodes, ms })), win)
        }
        _ => (None, None),
    }
}

/// The candidate first moves (`votes`: move, worlds proposing it, sum of
/// their values; `v` the position's view, for ties) compared by their
/// total value over every world (`own`: each world and its proposal): a
/// world's own plan where it proposed the move, else a plan from the
/// position after it with half a world's positions (its evaluation when
/// nothing improves on it). Only the [`CANDIDATES`] most proposed are
/// compared. `None` when `deadline` passes first (then the votes decide);
/// and the positions evaluated.
fn by_mean(
    v: &View,
    votes: &mut Vec<(Move, i64, i64)>,
    own: &[(AnyGame, Option<(Move, i64)>)],
    per_world: u64,
    width: usize,
    deadline: f64,
    clock: super::Clock,
) -> (Option<(Move, i64)>, u64) {
    votes.sort_by_key(|v| std::cmp::Reverse((v.1, v.2 / v.1)));
    votes.truncate(CANDIDATES);
    let mut total = vec![0i64; votes.len()];
    let mut used = 0;
    for (w, mine) in own {
        for (k, &(mv, _, _)) in votes.iter().enumerate() {
            if clock() > deadline {
                return (None, used);
            }
            let value = match *mine {
                Some((m, value)) if m == mv => value,
                _ => {
                    let mut after = w.clone();
                    let _ = after.apply(mv);
                    if after.is_won() {
                        WON
                    } else {
                        let (p, n) = plan(&after, (per_world / 2).max(1), width, deadline - clock(), clock);
                        used += n;
                        p.map_or_else(|| evaluate(&after), |(_, value)| value)
                    }
                }
            };
            total[k] = total[k].saturating_add(value);
        }
    }
    let k = (0..votes.len()).max_by_key(|&k| (total[k], woods_bonus(v, votes[k].0)));
    (k.map(|k| (votes[k].0, total[k])), used)
}

fn top_up(v: &View, slot: Slot) -> Option<crate::card::Card> {
    match v.pile(slot)?.cards.last()? {
        Face::Up(c) => Some(*c),
        Face::Down => None,
    }
}

/// Woods' tie-breaks: natural moves first, then from the top down, then a
/// card that has more than one place to go.
fn woods_bonus(v: &View, mv: Move) -> i64 {
    let Move::Transfer { from, to, count } = mv else { return 0 };
    let Some(p) = v.pile(from) else { return 0 };
    let Some(Face::Up(moved)) = p.cards.len().checked_sub(count as usize).and_then(|i| p.cards.get(i)) else {
        return 0;
    };
    let mut b = moved.rank() as i64;
    if let Some(dest) = top_up(v, to) {
        if dest.suit() == moved.suit() && dest.rank() == moved.rank() + 1 {
            b += 40;
        }
    }
    let places = v
        .piles
        .iter()
        .filter(|q| matches!(q.slot, Slot::Column(_)) && q.slot != from)
        .filter(|q| matches!(q.cards.last(), Some(Face::Up(c)) if c.rank() == moved.rank() + 1))
        .count();
    if places > 1 {
        b += 5;
    }
    b
}

fn pile_name(v: &View, slot: Slot) -> String {
    match slot {
        Slot::Column(_) => format!("pile {}", v.pile(slot).map(|p| p.label.as_str()).unwrap_or("?")),
        Slot::Storehouse => "the storehouse".into(),
        Slot::Waste => "the waste".into(),
        Slot::Stock => "the stock".into(),
        Slot::Discard => "the discards".into(),
    }
}

/// A short reason for a move, from the position before and after it.
pub fn reason(before: &AnyGame, after: &AnyGame, mv: Move, useful: bool) -> String {
    let v = before.view("");
    let w = after.view("");
    match mv {
        Move::Deal if !useful => "deal: no useful move left".into(),
        Move::Deal => "deal".into(),
        Move::TurnOver if !useful => "turn the waste over: no useful move left".into(),
        Move::TurnOver => "turn the waste over".into(),
        Move::Remove { .. } => "removes the completed suit".into(),
        Move::Transfer { from, to, count } => {
            let moved = v
                .pile(from)
                .and_then(|p| p.cards.len().checked_sub(count as usize).and_then(|i| p.cards.get(i)))
                .and_then(|f| if let Face::Up(c) = f { Some(*c) } else { None });
            let name = moved.map(|c| c.pretty()).unwrap_or_else(|| "the card".into());
            let mut s = match top_up(&v, to) {
                None => format!("moves {name} into empty {}", pile_name(&v, to)),
                Some(d) if moved.is_some_and(|m| m.suit() == d.suit() && m.rank() + 1 == d.rank()) => {
                    format!("joins {name} to {}", d.pretty())
                }
                Some(d) if moved.is_some_and(|m| m.rank() == d.rank()) => {
                    format!("puts {name} with the {}s in {}", crate::card::rank_text(d.rank()), pile_name(&v, to))
                }
                Some(d) => format!("puts {name} on {}", d.pretty()),
            };
            if !matches!(from, Slot::Column(_)) {
                s.push_str(&format!(" (from {})", pile_name(&v, from)));
            }
            let removed = |x: &View, g: &AnyGame| {
                g.all_cards().len() as i64
                    - x.piles.iter().filter(|p| p.slot != Slot::Discard).map(|p| p.cards.len() as i64).sum::<i64>()
            };
            if removed(&w, after) > removed(&v, before) {
                s.push_str(" · completes a set");
            }
            match w.pile(from) {
                Some(p) if p.cards.is_empty() && matches!(from, Slot::Column(_)) => {
                    s.push_str(&format!(" · empties {}", pile_name(&v, from)))
                }
                Some(p)
                    if matches!(p.cards.last(), Some(Face::Up(_)))
                        && v.pile(from).is_some_and(|q| {
                            q.cards.len() > count as usize
                                && matches!(q.cards[q.cards.len() - count as usize - 1], Face::Down)
                        }) =>
                {
                    s.push_str(&format!(" · turns up a card in {}", pile_name(&v, from)))
                }
                _ => {}
            }
            s
        }
    }
}

/// A fair hint: the best move by the mean over sampled worlds. `budget.nodes`
/// counts positions evaluated (a node budget makes the hint reproducible on
/// any machine); `seen` lists visible positions not to return to.
pub fn hint(game: &AnyGame, budget: Budget, seen: &Seen) -> Result<Hint, NoHint> {
    hint_and_line(game, budget, seen).0
}

/// [`hint`], and in an open Spider or Beetle game (nothing hidden) the
/// winning line it found, if any.
fn hint_and_line(game: &AnyGame, budget: Budget, seen: &Seen) -> (Result<Hint, NoHint>, Option<Vec<Move>>) {
    if game.is_won() {
        return (Err(NoHint::Won), None);
    }
    let budget =
        if is_beetle(game) { Budget { nodes: budget.nodes.saturating_mul(BEETLE_SEARCH), ..budget } } else { budget };
    if let AnyGame::Spider(sp) = game {
        if sp.deals_left() == 0 && sp.face_down_total() > 0 {
            // The endgame: the plan's move, unless another wins in more
            // sampled worlds. The plan gets half the time, the worlds the rest.
            let t0 = (budget.clock)();
            let (h, _) = planned_hint(game, Budget { ms: budget.ms / 2.0, ..budget }, seen);
            let planned = match &h {
                Some(Ok(h)) => Some(h.mv),
                _ => None,
            };
            let left = Budget { ms: budget.ms - ((budget.clock)() - t0), ..budget };
            let (e, more) = endgame_hint(game, left, seen, planned);
            let ms = (budget.clock)() - t0;
            match (e, h) {
                (Some(e), h) => {
                    let spent = h.as_ref().and_then(|h| h.as_ref().ok()).map_or(0, |h| h.nodes);
                    return (Ok(Hint { nodes: more + spent, ms, ..e }), None);
                }
                (None, Some(Ok(h))) => return (Ok(Hint { nodes: h.nodes + more, ms, ..h }), None),
                (None, Some(h)) => return (h, None),
                (None, None) => {}
            }
        } else if let (Some(h), line) = planned_hint(game, budget, seen) {
            return (h, line);
        }
    }
    if matches!(game, AnyGame::Beehive(_)) {
        if let Some(h) = super::beehive::fair::hint(game, budget, seen) {
            return (h, None);
        }
    }
    (greedy_hint(game, budget, seen), None)
}

/// Sampled worlds of an endgame hint (Spider with the stock empty and cards
/// still face down): hindsight optimisation with the peeking beam.
pub const ENDGAME_WORLDS: u64 = 8;

/// An endgame hint solves each candidate in each world with the peeking
/// beam ([`super::spider::peek_beam`]) of this width, capped at this many
/// times the positions the hint is given.
pub const ENDGAME_SOLVE_WIDTH: usize = 30;
pub const ENDGAME_SOLVE: u64 = 2;

/// The endgame of Spider (stock empty, cards face down): hindsight
/// optimisation. Every move worth searching (the peeking search's list) is
/// played in each of [`ENDGAME_WORLDS`] sampled worlds, and the peeking
/// beam, which plays a known layout far better than the per-world plan,
/// tries to win from there; the move that wins in the most worlds is the
/// hint. Ties keep `planned` (the plan's choice); no win in the first
/// worlds, or a deadline that leaves fewer than two worlds searched:
/// `None` (the plan decides). Also the positions evaluated.
///
/// Measured on the positions right after the last deal of fair autoplay
/// games, each with its face-down cards as dealt and reshuffled other ways
/// (`examples/endgames.rs`): one suit, deals 1–200 × 3, 562 of 600 won by
/// the plan alone, 569 with this choice; two suits, deals 1–120 × 2, 136 of
/// 240 against 145 (17 deals won more often, 8 less).
fn endgame_hint(game: &AnyGame, budget: Budget, seen: &Seen, planned: Option<Move>) -> (Option<Hint>, u64) {
    let t0 = (budget.clock)();
    let base = world(game, 0);
    let AnyGame::Spider(bs) = &base else { return (None, 0) };
    let mut cands = Vec::new();
    super::spider::peek_moves(bs, &mut cands);
    cands.retain(|&m| {
        let mut a = base.clone();
        a.apply(m).is_ok() && !seen.contains(&a)
    });
    if cands.is_empty() {
        return (None, 0);
    }
    let cap = budget.nodes.saturating_mul(ENDGAME_SOLVE).max(1);
    let (mut nodes, mut worlds) = (0u64, 0u64);
    let solves = |s: crate::games::spider::Spider, nodes: &mut u64| {
        crate::games::Game::is_won(&s) || {
            let ms = budget.ms - ((budget.clock)() - t0);
            let b = Budget { nodes: cap, ms, table: 100_000, clock: budget.clock };
            let r = super::spider::peek_beam(&s, ENDGAME_SOLVE_WIDTH, b).run();
            *nodes += r.nodes;
            matches!(r.outcome, Outcome::Solved(_))
        }
    };
    // The gate: a position that the peeking beam cannot win in either of
    // the first two worlds is left to the plan (most four-suit endgames),
    // before any move is searched.
    let gate = (0..2).any(|i| match world(game, i) {
        AnyGame::Spider(w) => solves(w, &mut nodes),
        _ => false,
    });
    if !gate {
        return (None, nodes);
    }
    let mut wins = vec![0u32; cands.len()];
    'worlds: for i in 0..ENDGAME_WORLDS {
        let top = wins.iter().copied().max().unwrap_or(0);
        if i >= 2 && top == 0 {
            return (None, nodes);
        }
        // A move that cannot reach the leader's count in the worlds left
        // is not searched further (the choice is the same without it).
        let left = (ENDGAME_WORLDS - i) as u32;
        let alive: Vec<bool> = wins.iter().map(|&n| n + left >= top).collect();
        let AnyGame::Spider(w) = world(game, i) else { break };
        let mut won = vec![false; cands.len()];
        for (k, &m) in cands.iter().enumerate() {
            if !alive[k] {
                continue;
            }
            if (budget.clock)() - t0 > budget.ms {
                break 'worlds;
            }
            let mut s = w.clone();
            let _ = crate::games::Game::apply(&mut s, m);
            won[k] = solves(s, &mut nodes);
        }
        // Only whole worlds count (a deadline may cut one short).
        worlds += 1;
        wins.iter_mut().zip(won).for_each(|(n, w)| *n += w as u32);
    }
    let top = wins.iter().copied().max().unwrap_or(0);
    if top == 0 || worlds < 2 {
        return (None, nodes);
    }
    let tied: Vec<Move> = cands.iter().zip(&wins).filter(|(_, &n)| n == top).map(|(&m, _)| m).collect();
    let v = base.view("");
    let mv = match planned {
        Some(p) if tied.contains(&p) => p,
        _ => match tied.iter().max_by_key(|&&m| woods_bonus(&v, m)) {
            Some(&m) => m,
            None => return (None, nodes),
        },
    };
    let mut after = base.clone();
    let _ = after.apply(mv);
    let reason = format!(
        "{} · a win in {top} of {worlds} sampled layouts of the face-down cards",
        reason(&base, &after, mv, true)
    );
    let ms = (budget.clock)() - t0;
    (Some(Hint { mv, text: base.format_move(mv), reason, solution_len: None, progress: true, nodes, ms }), nodes)
}

/// The hint by greedy rollouts per candidate (Beehive when its planner has
/// nothing; Spider and Beetle when no plan improves the position).
fn greedy_hint(game: &AnyGame, budget: Budget, seen: &Seen) -> Result<Hint, NoHint> {
    let t0 = (budget.clock)();
    let base = world(game, 0);
    let cands: Vec<Move> = base.legal_moves();
    if cands.is_empty() {
        return Err(NoHint::NoMove("no move is left".into()));
    }
    let v = base.view("");
    let now = evaluate(&base);
    // Per candidate: (sum of lookaheads, sum of immediate evals, worlds, loops).
    let mut acc: Vec<(i64, i64, i64, bool)> = vec![(0, 0, 0, false); cands.len()];
    let mut nodes = 0u64;
    let allowance = (budget.nodes / (SAMPLES * (cands.len() as u64 + 1))).max(1);
    // Where greedy play from the position itself leads, per world.
    let (mut base_look, mut worlds) = (0i64, 0i64);
    for i in 0..SAMPLES {
        if i > 0 && (nodes >= budget.nodes || (budget.clock)() - t0 > budget.ms) {
            break;
        }
        let w = if i == 0 { base.clone() } else { world(game, i) };
        let (here, n) = rollout(&w, allowance);
        base_look += here;
        worlds += 1;
        nodes += n;
        for (k, &m) in cands.iter().enumerate() {
            if acc[k].3 {
                continue;
            }
            let mut c = w.clone();
            if c.apply(m).is_err() {
                acc[k].3 = true;
                continue;
            }
            if i == 0 && seen.contains(&c) {
                acc[k].3 = true;
                continue;
            }
            let imm = evaluate(&c);
            let (look, n) = rollout(&c, allowance);
            nodes += n;
            acc[k].0 += look;
            acc[k].1 += imm;
            acc[k].2 += 1;
        }
    }
    let mut best: Option<(i64, usize, bool)> = None;
    let mut fallback: Option<usize> = None;
    for (k, &m) in cands.iter().enumerate() {
        let (look, imm, n, loops) = acc[k];
        if loops || n == 0 {
            continue;
        }
        let stock_move = matches!(m, Move::Deal | Move::TurnOver);
        // Progress now (a join, a turn-up, a quartet), or it opens a better
        // line than greedy play from here finds: lateral shuffles are not.
        let useful = imm > now * n || (look > now * n && look as i128 * worlds as i128 > base_look as i128 * n as i128);
        if stock_move {
            fallback.get_or_insert(k);
        }
        let total = (16 * (look / n) + 4 * (imm / n)).saturating_add(woods_bonus(&v, m));
        if best.is_none_or(|(t, _, u)| (useful, total) > (u, t)) {
            best = Some((total, k, useful));
        }
    }
    let ms = (budget.clock)() - t0;
    // Spider/Beetle with cards to deal but a space open (dealing needs every
    // pile filled): fill it with the fewest cards.
    let filler = || {
        let AnyGame::Spider(sp) = &base else { return None };
        if sp.deals_left() == 0 {
            return None;
        }
        cands
            .iter()
            .enumerate()
            .filter(|(k, m)| {
                !acc[*k].3 && matches!(m, Move::Transfer { to, .. } if v.pile(*to).is_some_and(|p| p.cards.is_empty()))
            })
            .min_by_key(|(_, m)| match m {
                Move::Transfer { count, .. } => (*count as i64, -woods_bonus(&v, **m)),
                _ => (i64::MAX, 0),
            })
            .map(|(k, _)| k)
    };
    let (k, useful) = match (best, fallback) {
        (Some((_, k, true)), _) => (k, true),
        (_, Some(k)) => (k, false),
        (Some((_, k, false)), None) => match filler() {
            Some(f) => {
                let mv = cands[f];
                let mut after = base.clone();
                let _ = after.apply(mv);
                let reason =
                    format!("{} · fills a space: dealing needs every pile filled", reason(&base, &after, mv, true));
                let ms = (budget.clock)() - t0;
                return Ok(Hint {
                    mv,
                    text: base.format_move(mv),
                    reason,
                    solution_len: None,
                    progress: false,
                    nodes,
                    ms,
                });
            }
            None => (k, false),
        },
        (None, None) => return Err(NoHint::NoMove("no useful move left".into())),
    };
    let mv = cands[k];
    let mut after = base.clone();
    let _ = after.apply(mv);
    let mut reason = reason(&base, &after, mv, useful);
    if !useful && !matches!(mv, Move::Deal | Move::TurnOver) {
        reason.push_str(" · no progress in sight");
    }
    Ok(Hint { mv, text: base.format_move(mv), reason, solution_len: None, progress: useful, nodes, ms })
}

/// Spider/Beetle autoplay that made no new best position for this many
/// moves gets ready to deal: fill the spaces, then deal.
pub const STALL: usize = 12;

/// The move that gets a stalled Spider or Beetle ready to deal: the deal
/// itself when every pile is filled, else the fewest cards (a card sitting
/// on a break first, never a whole pile) into a space, to a position not
/// seen before. `None` in other games or with nothing left to deal.
pub fn deal_ready_move(g: &AnyGame, seen: &Seen) -> Option<Move> {
    let AnyGame::Spider(sp) = g else { return None };
    if sp.deals_left() == 0 {
        return None;
    }
    let piles = crate::games::spider::PILES;
    if (0..piles).all(|p| !sp.pile(p).is_empty()) {
        return g.legal_moves().into_iter().find(|m| matches!(m, Move::Deal));
    }
    g.legal_moves()
        .into_iter()
        .filter_map(|m| {
            let Move::Transfer { from: Slot::Column(f), to: Slot::Column(t), count } = m else { return None };
            let (f, n) = (f as usize, count as usize);
            let cards = sp.pile(f);
            if !sp.pile(t as usize).is_empty() || n >= cards.len() {
                return None;
            }
            let moved = cards[cards.len() - n];
            let below = cards[cards.len() - n - 1];
            let on_natural =
                sp.face_down(f) < cards.len() - n && below.suit() == moved.suit() && below.rank() == moved.rank() + 1;
            let mut c = g.clone();
            if c.apply(m).is_err() || seen.contains(&c) {
                return None;
            }
            Some(((on_natural, n, std::cmp::Reverse(cards.len())), m))
        })
        .min_by_key(|(k, _)| *k)
        .map(|(_, m)| m)
}

/// Autoplay gives up after this many hints in a row that make no progress.
pub const MAX_IDLE: usize = 40;

/// A finished autoplay: the moves played and whether they won.
#[derive(Clone, Debug)]
pub struct Autoplay {
    pub won: bool,
    pub moves: Vec<Move>,
    pub nodes: u64,
    pub ms: f64,
    /// The time each move took to choose (a hint's latency), in ms.
    pub move_ms: Vec<f64>,
}

/// Fair autoplay one move at a time: the page's Autoplay and [`autoplay`]
/// both use it, so what the benchmark measures is what the page plays. It
/// plays hints, and when the position has stopped improving (no new best
/// evaluation for `STALL` moves) it gets ready to deal instead
/// ([`deal_ready_move`]). It reads only what the hints read.
#[derive(Clone, Debug)]
pub struct AutoPlayer {
    seen: Seen,
    /// The best visible evaluation so far, and how many moves ago it was reached.
    record: i64,
    since: usize,
    /// Hints in a row that made no progress.
    idle: usize,
    /// The last move came from the get-ready-to-deal step.
    readying: bool,
    /// Positions evaluated so far.
    pub nodes: u64,
    /// In an open game: the rest of a winning line found by a hint, and the
    /// position it continues from.
    line: Vec<Move>,
    line_at: Option<u128>,
}

impl AutoPlayer {
    pub fn new(game: &AnyGame) -> AutoPlayer {
        let mut seen = Seen::default();
        seen.insert(game);
        AutoPlayer {
            seen,
            record: evaluate(game),
            since: 0,
            idle: 0,
            readying: false,
            nodes: 0,
            line: Vec::new(),
            line_at: None,
        }
    }

    /// The next move to play in `game`, or `None` when autoplay should stop
    /// (no hint left, or no progress for too long).
    pub fn next(&mut self, game: &AnyGame, per_hint: Budget) -> Option<Move> {
        if self.idle >= MAX_IDLE || self.since >= 3 * MAX_IDLE {
            return None;
        }
        self.readying = false;
        // Following a winning line found in the open game.
        if !self.line.is_empty() && self.line_at == Some(state_key(game)) {
            let m = self.line.remove(0);
            let mut after = game.clone();
            if after.apply(m).is_ok() {
                self.line_at = Some(state_key(&after));
                return Some(m);
            }
        }
        self.line.clear();
        if self.since >= STALL || self.idle >= STALL {
            if let Some(m) = deal_ready_move(game, &self.seen) {
                self.readying = true;
                return Some(m);
            }
        }
        let (h, line) = hint_and_line(game, per_hint, &self.seen);
        let h = h.ok()?;
        self.nodes += h.nodes;
        if let Some(mut l) = line.filter(|l| l.first() == Some(&h.mv)) {
            l.remove(0);
            let mut after = game.clone();
            let _ = after.apply(h.mv);
            self.line_at = Some(state_key(&after));
            self.line = l;
        }
        self.idle = if h.progress { 0 } else { self.idle + 1 };
        let e = evaluate(game);
        if e > self.record {
            (self.record, self.since) = (e, 0);
        } else {
            self.since += 1;
        }
        Some(h.mv)
    }

    /// Records that `mv` (from [`AutoPlayer::next`]) was played, leading to `after`.
    pub fn played(&mut self, mv: Move, after: &AnyGame) {
        if self.readying && matches!(mv, Move::Deal) {
            (self.record, self.since, self.idle) = (evaluate(after), 0, 0);
        }
        self.seen.insert(after);
    }
}

/// Plays fair hints from `game` until it is won, no hint is left, or
/// `max_moves` / the overall budget runs out. Each hint gets `per_hint`.
pub fn autoplay(game: &AnyGame, per_hint: Budget, total_ms: f64, max_moves: usize) -> Autoplay {
    let t0 = (per_hint.clock)();
    let mut g = game.clone();
    let mut player = AutoPlayer::new(&g);
    let mut moves = Vec::new();
    let mut move_ms = Vec::new();
    while !g.is_won() && moves.len() < max_moves && (per_hint.clock)() - t0 < total_ms {
        let t = (per_hint.clock)();
        let next = player.next(&g, per_hint);
        move_ms.push((per_hint.clock)() - t);
        let Some(m) = next else { break };
        if g.apply(m).is_err() {
            break;
        }
        player.played(m, &g);
        moves.push(m);
    }
    Autoplay { won: g.is_won(), moves, nodes: player.nodes, ms: (per_hint.clock)() - t0, move_ms }
}

/// The baseline player: the first legal move that leads somewhere new.
pub fn first_legal_autoplay(game: &AnyGame, max_moves: usize) -> Autoplay {
    let mut g = game.clone();
    let mut seen = Seen::default();
    seen.insert(&g);
    let mut moves = Vec::new();
    while !g.is_won() && moves.len() < max_moves {
        let next = g.legal_moves().into_iter().find_map(|m| {
            let mut c = g.clone();
            (c.apply(m).is_ok() && !seen.contains(&c)).then_some((m, c))
        });
        let Some((m, c)) = next else { break };
        g = c;
        seen.insert(&g);
        moves.push(m);
    }
    Autoplay { won: g.is_won(), moves, nodes: 0, ms: 0.0, move_ms: Vec::new() }
}

/// Positions a fair hint evaluates (a node budget keeps hints the same on
/// every machine).
pub const HINT_NODES: u64 = 3000;
/// Positions an autoplay hint evaluates.
pub const AUTOPLAY_NODES: u64 = 1500;

/// Budget of one autoplay hint: 1,500 positions evaluated, 100 ms.
pub fn autoplay_hint_budget(clock: super::Clock) -> Budget {
    Budget { nodes: AUTOPLAY_NODES, ms: 100.0, table: 0, clock }
}

/// An autoplay hint's budget with no time cap: `nodes` positions a hint,
/// the same play on any machine (the node-capped benchmarks).
pub fn node_capped(nodes: u64) -> Budget {
    Budget { nodes, ms: f64::INFINITY, table: 0, clock: super::search::native_clock }
}

/// `solve` without peeking on a game that hides cards: fair autoplay. Solved
/// means autoplay won; anything else is "gave up" (it proves nothing).
pub fn autoplay_result(game: &AnyGame, budget: Budget) -> SolveResult {
    let a = autoplay(game, autoplay_hint_budget(budget.clock), budget.ms, 2000);
    let r = SearchResult {
        outcome: if a.won { Outcome::Solved(a.moves) } else { Outcome::GaveUp { nodes: a.nodes, ms: a.ms } },
        nodes: a.nodes,
        ms: a.ms,
        table: 0,
    };
    super::finish(game, r, false, "fair autoplay")
}
