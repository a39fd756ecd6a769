//! The coach's look-ahead (`solver::review::Ahead`) on a test game: the
//! fair player's game of a deal (autoplay at the page's budget) in which
//! every EVERY-th move is instead the move the look-ahead rates lowest (a
//! scripted blunder, or the worst move there is). At each position: how
//! long the look-ahead takes to have the fair player's preferred move
//! (the worlds and the preferred move), to have rated the move played (in
//! its own order: the player thinks that long), and to have rated every
//! move; each move's rating time (what the coach waits when the move is
//! rated on demand) and each step's (the longest a hint waits). Then the
//! review of the whole game: how often the look-ahead's class of the move
//! played (going on from the position before, as the worker's does in a
//! coached game; and sampled afresh, as after a reload) is the review's,
//! and how many of the review's blunders it calls blunders.
//! `SW_LOOKS=1` prints every move's rating at each position.
//! Usage: `cargo run --release --example coach_ahead -- GAME DEAL [SUITS] [MOVES] [EVERY]`
//! (GAME spider or beetle, SUITS 1, 2 or 4, MOVES default 60, EVERY default 10).

use std::time::Instant;

use swarm::solver::review::{Ahead, Class, ReviewBudget, Reviewer};
use swarm::solver::{self, fair, tuning};

mod support;
use support::{arg, spider_or_beetle};

/// Milliseconds since `t`.
fn ms(t: Instant) -> f64 {
    t.elapsed().as_secs_f64() * 1000.0
}

/// The `q`-quantile of `v` (sorted here).
fn q(v: &mut [f64], q: f64) -> f64 {
    v.sort_by(f64::total_cmp);
    v.get(((v.len() as f64 - 1.0) * q).round() as usize).copied().unwrap_or(0.0)
}

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let (game, deal, suits, start) = spider_or_beetle(&a);
    let want: usize = arg(&a, 4, 60);
    let every: usize = arg(&a, 5, 10);
    let budget = ReviewBudget::default_for(game);
    let mut g = start.clone();
    let mut player = fair::AutoPlayer::new(&g, solver::fair_player(&g));
    let (mut positions, mut texts, mut chained, mut moves) = (vec![g.clone()], Vec::new(), Vec::new(), Vec::new());
    let (mut t_pref, mut t_played, mut t_all, mut t_move) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let mut t_step = Vec::new();
    let mut prior: Option<Ahead> = None;
    while texts.len() < want && !g.is_won() {
        let t0 = Instant::now();
        let mut ahead = Ahead::new(positions.clone(), budget, prior.take());
        let mut pref = None;
        let mut steps = Vec::new();
        while !ahead.done() {
            let had = ahead.looks().len();
            let s = Instant::now();
            ahead.step();
            t_step.push(ms(s));
            if ahead.looks().len() > had {
                pref.get_or_insert(ms(t0));
                steps.push((ahead.looks().last().map(|l| l.0), ms(t0)));
            }
        }
        t_all.push(ms(t0));
        t_pref.extend(pref);
        // A move's rating: from the one before it done to it done.
        t_move.extend(steps.windows(2).map(|w| w[1].1 - w[0].1));
        let looks = ahead.looks();
        if std::env::var("SW_LOOKS").is_ok() {
            for (m, l) in &looks {
                println!(
                    "{}: {:?} {:?} (preferred {} {:?})",
                    g.format_move(*m),
                    l.chance,
                    l.class,
                    g.format_move(l.preferred.0),
                    l.preferred.1
                );
            }
        }
        let scripted = (texts.len() + 1) % every == 0;
        let mv = if scripted {
            looks.iter().min_by_key(|(_, l)| (l.chance.0 * 1000) / l.chance.1.max(1)).map(|l| l.0)
        } else {
            player.next(&g, fair::node_capped(tuning::AUTOPLAY_NODES))
        };
        let Some(mv) = mv else { break };
        t_played.extend(steps.iter().find(|s| s.0 == Some(mv)).map(|s| s.1));
        chained.push(ahead.look(mv).map(|l| l.class));
        texts.push(g.format_move(mv));
        moves.push(mv);
        g.apply(mv).expect("a legal move");
        player.played(mv, &g);
        positions.push(g.clone());
        prior = Some(ahead);
    }
    println!("{game:?} deal {deal} suits {suits}: {} moves, every {every}th the worst", texts.len());
    let p = |v: &mut Vec<f64>| format!("median {:.0} ms, 90% {:.0} ms, max {:.0} ms", q(v, 0.5), q(v, 0.9), q(v, 1.0));
    println!("preferred move ready: {}", p(&mut t_pref));
    println!("move played rated (in order): {}", p(&mut t_played));
    println!("every move rated: {}", p(&mut t_all));
    println!("one move's rating: {}", p(&mut t_move));
    println!("one step (what a hint may wait): {}", p(&mut t_step));
    let t0 = Instant::now();
    let review = Reviewer::new(&positions, &texts, budget).expect("the game").run();
    println!("review: {:.1} s; {}", ms(t0) / 1000.0, review.summary());
    let mut fresh = Vec::new();
    for k in 1..positions.len() {
        let mut a = Ahead::new(positions[..k].to_vec(), budget, None);
        a.first(moves[k - 1]);
        while !a.done() && a.look(moves[k - 1]).is_none() {
            a.step();
        }
        fresh.push(a.look(moves[k - 1]).map(|l| l.class));
    }
    for (name, ours) in [("going on", &chained), ("afresh", &fresh)] {
        let (mut same, mut of, mut blunders, mut caught, mut false_alarms) = (0, 0, 0, 0, 0);
        for (k, c) in ours.iter().enumerate() {
            let r = review.plies[k + 1].class;
            if let (Some(c), Some(r)) = (c, r) {
                if r != Class::LostGame {
                    of += 1;
                    same += (*c == r) as u32;
                }
            }
            blunders += (r == Some(Class::Blunder)) as u32;
            caught += (r == Some(Class::Blunder) && *c == Some(Class::Blunder)) as u32;
            false_alarms += (r != Some(Class::Blunder) && *c == Some(Class::Blunder)) as u32;
        }
        println!(
            "{name}: the review's class {same} of {of} moves; the review's blunders {blunders}, called blunders {caught}; blunders the review did not call so {false_alarms}"
        );
    }
}
