//! Spider's and Beetle's fair player. In each sampled world a beam plans
//! the best line before the next deal (by the evaluation of
//! [`super::evaluate`]); the first moves those plans propose are compared by
//! their mean value over every world (each planned in the worlds that did
//! not propose it), ties broken by Woods' rules (natural same-suit joins
//! first, then from the top down). In Beetle the best end positions of that
//! plan are re-scored across the deal: what sampled deals leave of each.
//! In Spider's endgame (the stock dealt, cards face down) the move that the
//! peeking beam wins in the most sampled worlds is played instead of the
//! plan's (hindsight optimisation). When no line improves the position,
//! the greedy fallback decides, filling a space when a deal needs every
//! pile filled; and a stalled autoplay gets ready to deal.

use crate::games::spider::{Spider, Variant, PILES};
use crate::games::{AnyGame, Game, Move, Slot};
use crate::solver::answer::{Hint, NoHint};
use crate::solver::eval::{evaluate, WON};
use crate::solver::fair::{greedy_hint, reason, sampled, state_key, woods_bonus, world, Player, Seen};
use crate::solver::search::{Beam, Budget, Clock, Outcome, SearchResult, Space};
use crate::solver::tuning::{
    ACROSS_CANDIDATES, ACROSS_DEALS, ACROSS_NODES, ACROSS_TABLE, ACROSS_WIDTH, BEETLE_SEARCH, BEETLE_WIDTH, CANDIDATES,
    ENDGAME, ENDGAME_SOLVE, ENDGAME_SOLVE_WIDTH, ENDGAME_TABLE, ENDGAME_WORLDS, FACE_UP_WIDTH, PLAN_TABLE, PLAN_WIDTH,
    SAMPLES, SPIDER_WORLDS,
};

use super::{key, one_suit, peek_beam, peek_moves, useful_moves};

/// The fair player of Spider and Beetle.
#[derive(Copy, Clone, Debug, Default)]
pub struct SpiderPlayer;

impl Player for SpiderPlayer {
    /// The endgame (stock empty, cards face down): the plan's move, unless
    /// another wins in more sampled worlds. Otherwise the plan's move; with
    /// no improving plan, the greedy fallback. In an open game the winning
    /// line found comes back too.
    fn choose(&self, game: &AnyGame, budget: Budget, seen: &Seen) -> (Result<Hint, NoHint>, Option<Vec<Move>>) {
        let budget = if is_beetle(game) {
            Budget { nodes: budget.nodes.saturating_mul(BEETLE_SEARCH), ..budget }
        } else {
            budget
        };
        if let AnyGame::Spider(sp) = game {
            if sp.deals_left() == 0 && sp.face_down_total() > 0 {
                // The plan gets half the time, the worlds the rest.
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
        (greedy_hint(game, budget, seen, Some(filler)), None)
    }

    fn unstall(&self, game: &AnyGame, seen: &Seen) -> Option<Move> {
        deal_ready_move(game, seen)
    }
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
            AnyGame::Spider(sp) => key(sp),
            _ => state_key(s),
        }
    }
    fn is_goal(&self, s: &AnyGame) -> bool {
        s.is_won()
    }
    fn moves(&self, s: &AnyGame, out: &mut Vec<Move>) {
        match s {
            AnyGame::Spider(sp) => useful_moves(sp, out),
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

/// The best line of play before the next deal in one world: the moves and
/// the value they reach (`None`: nothing beats the position), and the
/// positions evaluated. A line that wins is valued [`WON`]. Where the plan
/// looks across the deal ([`across`]), the improving end positions are
/// re-scored by what sampled deals leave of them.
fn plan(w: &AnyGame, nodes: u64, width: usize, ms: f64, clock: Clock) -> (Option<(Vec<Move>, i64)>, u64) {
    let until = clock() + ms;
    let budget = Budget { nodes, ms, table: PLAN_TABLE, clock };
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
/// to deal (where it paid; see [`ACROSS_CANDIDATES`]).
fn across(w: &AnyGame) -> bool {
    matches!(w, AnyGame::Spider(sp) if is_beetle(w) && sp.deals_left() > 0)
}

/// Whether `g` is Beetle (Spider's open variant).
fn is_beetle(g: &AnyGame) -> bool {
    matches!(g, AnyGame::Spider(sp) if sp.variant() == Variant::Beetle)
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
    clock: Clock,
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
            let budget = Budget { nodes: ACROSS_NODES, ms: f64::INFINITY, table: ACROSS_TABLE, clock };
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
            let worlds = if one_suit(sp) { SAMPLES } else { SPIDER_WORLDS };
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
    let mut best = votes.iter().max_by_key(|(mv, n, sum)| (*n, sum / n, woods_bonus(&base, *mv))).copied();
    if worlds > 1 && !votes.is_empty() {
        let deadline = t0 + budget.ms;
        let (mean, used) = by_mean(&base, &mut votes, &own, per_world, width, deadline, budget.clock);
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
/// their values; `base` the position, for ties) compared by their
/// total value over every world (`own`: each world and its proposal): a
/// world's own plan where it proposed the move, else a plan from the
/// position after it with half a world's positions (its evaluation when
/// nothing improves on it). Only the [`CANDIDATES`] most proposed are
/// compared. `None` when `deadline` passes first (then the votes decide);
/// and the positions evaluated.
fn by_mean(
    base: &AnyGame,
    votes: &mut Vec<(Move, i64, i64)>,
    own: &[(AnyGame, Option<(Move, i64)>)],
    per_world: u64,
    width: usize,
    deadline: f64,
    clock: Clock,
) -> (Option<(Move, i64)>, u64) {
    crate::small_sort::sort_by_key(votes, |v| std::cmp::Reverse((v.1, v.2 / v.1)));
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
    let k = (0..votes.len()).max_by_key(|&k| (total[k], woods_bonus(base, votes[k].0)));
    (k.map(|k| (votes[k].0, total[k])), used)
}

/// The endgame of Spider (stock empty, cards face down): hindsight
/// optimisation. Every move worth searching (the peeking search's list) is
/// played in each of [`ENDGAME_WORLDS`] sampled worlds, and the peeking
/// beam, which plays a known layout far better than the per-world plan,
/// tries to win from there; the move that wins in the most worlds is the
/// hint. Ties keep `planned` (the plan's choice); no win in the first
/// worlds, or a deadline that leaves fewer than two worlds searched:
/// `None` (the plan decides). Also the positions evaluated. (How it was
/// measured: `docs/lab/`, Spider's endgame.)
fn endgame_hint(game: &AnyGame, budget: Budget, seen: &Seen, planned: Option<Move>) -> (Option<Hint>, u64) {
    let t0 = (budget.clock)();
    let base = world(game, 0);
    let AnyGame::Spider(bs) = &base else { return (None, 0) };
    let mut cands = Vec::new();
    peek_moves(bs, &mut cands);
    cands.retain(|&m| {
        let mut a = base.clone();
        a.apply(m).is_ok() && !seen.contains(&a)
    });
    if cands.is_empty() {
        return (None, 0);
    }
    let cap = budget.nodes.saturating_mul(ENDGAME_SOLVE).max(1);
    let (mut nodes, mut worlds) = (0u64, 0u64);
    let solves = |s: Spider, nodes: &mut u64| {
        s.is_won() || {
            let ms = budget.ms - ((budget.clock)() - t0);
            let b = Budget { nodes: cap, ms, table: ENDGAME_TABLE, clock: budget.clock };
            let r = peek_beam(&s, ENDGAME_SOLVE_WIDTH, b).run();
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
            let _ = s.apply(m);
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
    let mv = match planned {
        Some(p) if tied.contains(&p) => p,
        _ => match tied.iter().max_by_key(|&&m| woods_bonus(&base, m)) {
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

/// With cards to deal but a space open (dealing needs every pile filled),
/// when no move is useful: fill the space with the fewest cards.
fn filler(base: &AnyGame, cands: &[Move], looping: &[bool]) -> Option<(usize, &'static str)> {
    let AnyGame::Spider(sp) = base else { return None };
    if sp.deals_left() == 0 {
        return None;
    }
    cands
        .iter()
        .enumerate()
        .filter(|(k, m)| {
            !looping[*k] && matches!(m, Move::Transfer { to: to @ Slot::Column(_), .. } if base.pile_len(*to) == 0)
        })
        .min_by_key(|(_, m)| match m {
            Move::Transfer { count, .. } => (*count as i64, -woods_bonus(base, **m)),
            _ => (i64::MAX, 0),
        })
        .map(|(k, _)| (k, "fills a space: dealing needs every pile filled"))
}

/// The move that gets a stalled Spider or Beetle ready to deal: the deal
/// itself when every pile is filled, else the fewest cards (a card sitting
/// on a break first, never a whole pile) into a space, to a position not
/// seen before. `None` in other games or with nothing left to deal.
pub fn deal_ready_move(g: &AnyGame, seen: &Seen) -> Option<Move> {
    let AnyGame::Spider(sp) = g else { return None };
    if sp.deals_left() == 0 {
        return None;
    }
    if (0..PILES).all(|p| !sp.pile(p).is_empty()) {
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
