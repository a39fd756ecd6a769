//! Searches off the page's main thread (SPEC §4), the worker's side: the
//! `Searcher` that `www/worker.js` drives, in the search wasm (the crate
//! built with the `search` feature alone: the solver, without the page).
//! It takes the requests of `worker.rs`'s `Client` as JSON lines and works
//! in slices of a few milliseconds between messages, so a cancel is heard
//! at once.

use std::collections::VecDeque;

use serde_json::{json, Value};
#[cfg(feature = "search")]
use wasm_bindgen::prelude::*;

use crate::games::{GameId, Options};
use crate::history::Session;
use crate::record::Record;
use crate::solver::fair::AutoPlayer;
use crate::solver::{self, Budget, NoHint, Outcome, SolveJob};
use crate::winnable::{self, Finder};

/// The worker's clock (a worker has no `window`; `Date.now()` is everywhere).
fn clock() -> f64 {
    js_sys::Date::now()
}

/// Milliseconds of work between two looks at the message queue.
const SLICE_MS: f64 = 25.0;
/// Time budget of one Solve (and its transposition table: a tab has little memory).
const SOLVE_MS: f64 = 20_000.0;
const SOLVE_TABLE: usize = 1_500_000;
/// Positions looked back at, each with this budget, when a Beeswax position is lost.
const LOOK_BACK_MS: f64 = 40.0;

/// One request being worked on.
enum Job {
    Solve {
        id: u64,
        job: Box<SolveJob>,
        peeked: bool,
        t0: f64,
    },
    /// Lost Beeswax position: looking back for the last winnable one.
    LookBack {
        id: u64,
        back: Box<solver::LookBack>,
        looked: usize,
    },
    /// Winnable-deal search for New, until `deadline` (then a plain deal).
    Winnable {
        id: u64,
        game: GameId,
        from: u32,
        finder: Box<Finder>,
        deadline: f64,
    },
    /// The deal of the day (node-capped: the same deal everywhere).
    Daily {
        id: u64,
        finder: Box<Finder>,
    },
}

/// The search engine inside the worker (`www/worker.js` drives it).
#[cfg_attr(feature = "search", wasm_bindgen)]
pub struct Searcher {
    waiting: VecDeque<Value>,
    job: Option<Job>,
    /// Jobs started by a quick request while another ran.
    later: VecDeque<Job>,
    /// The fair player of the running autoplay, and the record it has seen.
    player: Option<(Record, AutoPlayer)>,
}

impl Default for Searcher {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg_attr(feature = "search", wasm_bindgen)]
impl Searcher {
    #[cfg_attr(feature = "search", wasm_bindgen(constructor))]
    pub fn new() -> Searcher {
        console_error_panic_hook::set_once();
        Searcher { waiting: VecDeque::new(), job: None, later: VecDeque::new(), player: None }
    }

    /// Takes a request (a JSON text). A quick one (a hint, an autoplay
    /// move) is answered at once, even while a long search runs; a long one
    /// (Solve, a lost position's look-back, a winnable deal) waits its turn
    /// and is worked on by `step`.
    pub fn request(&mut self, text: &str) -> Option<String> {
        let v = serde_json::from_str::<Value>(text).ok()?;
        let id = v.get("id").and_then(Value::as_u64).unwrap_or(0);
        match v.get("kind").and_then(Value::as_str) {
            Some("cancel") => {
                self.waiting.retain(|w| w.get("id").and_then(Value::as_u64) != Some(id));
                if self.job.as_ref().is_some_and(|j| job_id(j) == id) {
                    self.job = None;
                }
                self.later.retain(|j| job_id(j) != id);
                None
            }
            Some("hint") | Some("autoplay") => self.begin(&v).map(|r| r.to_string()),
            _ if id == 0 => None,
            _ => {
                self.waiting.push_back(v);
                None
            }
        }
    }

    /// Whether work is left.
    pub fn busy(&self) -> bool {
        self.job.is_some() || !self.waiting.is_empty() || !self.later.is_empty()
    }

    /// Works for a slice; returns a reply to post, if any.
    pub fn step(&mut self) -> Option<String> {
        if self.job.is_none() {
            if let Some(j) = self.later.pop_front() {
                self.job = Some(j);
            } else {
                let v = self.waiting.pop_front()?;
                return self.begin(&v).map(|r| r.to_string());
            }
        }
        let t0 = clock();
        let job = self.job.as_mut()?;
        let reply = match job {
            Job::Solve { id, job, peeked, t0: started } => match slice(t0 + SLICE_MS, || job.step(3_000)) {
                None => json!({ "id": id, "progress": job.nodes() }),
                Some(r) => {
                    let outcome = match &r.outcome {
                        Outcome::Solved(_) => json!("solved"),
                        Outcome::Unsolvable => json!("unsolvable"),
                        Outcome::GaveUp { .. } => json!("gave_up"),
                    };
                    let out = json!({ "id": id, "done": {
                            "outcome": outcome, "moves": r.texts, "nodes": r.nodes,
                            "ms": clock() - *started, "peeked": *peeked } });
                    self.job = None;
                    out
                }
            },
            Job::LookBack { id, back, looked } => match slice(t0 + SLICE_MS, || back.step()) {
                None => json!({ "id": id, "progress": back.searched() }),
                Some(r) => {
                    let out = json!({ "id": id, "done": { "lost": true, "back": r, "looked": *looked } });
                    self.job = None;
                    out
                }
            },
            Job::Winnable { id, game, from, finder, deadline } => {
                let found = slice((t0 + SLICE_MS).min(*deadline), || finder.step(4_000));
                let tried = finder.skipped().len() as u64 + 1;
                match found {
                    Some(f) => {
                        let o = json!({ "id": id, "done": { "deal": f.deal, "proof": winnable::claim(*game),
                            "tried": f.skipped.len() + 1, "from": *from } });
                        self.job = None;
                        o
                    }
                    None if clock() >= *deadline => {
                        let o = json!({ "id": id, "done": { "deal": null, "tried": tried, "from": *from } });
                        self.job = None;
                        o
                    }
                    None => json!({ "id": id, "progress": tried }),
                }
            }
            Job::Daily { id, finder } => match slice(t0 + SLICE_MS, || finder.step(4_000)) {
                Some(f) => {
                    let o = json!({ "id": id, "done": { "deal": f.deal, "winnable": f.deal.is_some() } });
                    self.job = None;
                    o
                }
                None => json!({ "id": id, "progress": finder.nodes() }),
            },
        };
        Some(reply.to_string())
    }
}

/// Calls `step` until it answers or the clock reaches `until`.
fn slice<T>(until: f64, mut step: impl FnMut() -> Option<T>) -> Option<T> {
    while clock() < until {
        if let Some(r) = step() {
            return Some(r);
        }
    }
    None
}

fn job_id(j: &Job) -> u64 {
    match j {
        Job::Solve { id, .. } | Job::LookBack { id, .. } | Job::Winnable { id, .. } | Job::Daily { id, .. } => *id,
    }
}

/// The session a request's record describes (its moves replayed).
fn session_of(v: &Value) -> Result<Session, String> {
    let rec = v.get("record").ok_or("no record")?;
    let rec = Record::from_json(&rec.to_string())?;
    Session::from_record(&rec)
}

impl Searcher {
    /// Starts a request: answers at once, or sets up a sliced job.
    fn begin(&mut self, v: &Value) -> Option<Value> {
        let id = v.get("id").and_then(Value::as_u64)?;
        let kind = v.get("kind").and_then(Value::as_str).unwrap_or("");
        let session = match kind {
            "hint" | "solve" | "autoplay" => match session_of(v) {
                Ok(s) => Some(s),
                Err(e) => return Some(json!({ "id": id, "done": { "error": e } })),
            },
            _ => None,
        };
        match (kind, session) {
            ("hint", Some(s)) => self.hint(id, &s),
            ("solve", Some(s)) => {
                let state = s.state().clone();
                let peeked = solver::hides_cards(&state);
                let budget = Budget::ms(SOLVE_MS).with_clock(clock).with_table(SOLVE_TABLE);
                self.job = Some(Job::Solve { id, job: Box::new(SolveJob::new(&state, budget)), peeked, t0: clock() });
                Some(json!({ "id": id, "progress": 0 }))
            }
            ("autoplay", Some(s)) => Some(self.autoplay(id, &s)),
            ("winnable", _) => {
                let game = v.get("game").and_then(Value::as_str).and_then(|g| GameId::parse(g).ok())?;
                let options = v
                    .get("options")
                    .and_then(Value::as_str)
                    .and_then(|o| Options::parse_summary(game, o).ok())
                    .unwrap_or_else(|| Options::defaults(game));
                let from = v.get("from").and_then(Value::as_u64).unwrap_or(1).clamp(1, u32::MAX as u64) as u32;
                let ms = v.get("ms").and_then(Value::as_f64).unwrap_or(500.0);
                // A deal's search: the daily node cap, and for New (the player
                // waits) at most `deal_ms` too; the search ahead of time has no
                // time cap, so a slow machine finds the same deals.
                let deal_ms = v.get("deal_ms").and_then(Value::as_f64).unwrap_or(f64::INFINITY);
                let budget = Budget { ms: deal_ms, ..winnable::daily_budget(game) }.with_clock(clock);
                match Finder::new(game, &options, from, budget, winnable::DEFAULT_TRIES) {
                    Ok(f) => {
                        let deadline = clock() + ms;
                        self.job = Some(Job::Winnable { id, game, from, finder: Box::new(f), deadline });
                        Some(json!({ "id": id, "progress": 0 }))
                    }
                    Err(e) => Some(json!({ "id": id, "done": { "error": e } })),
                }
            }
            ("daily", _) => {
                let game = v.get("game").and_then(Value::as_str).and_then(|g| GameId::parse(g).ok())?;
                let date = v.get("date").and_then(Value::as_str).unwrap_or("");
                let summary = v.get("options").and_then(Value::as_str).unwrap_or("");
                let finder = winnable::Date::parse(date).and_then(|d| {
                    let options = crate::games::Options::parse_summary(game, summary)?;
                    winnable::daily_finder_with(&options, d)
                });
                match finder {
                    Ok(f) => {
                        self.job = Some(Job::Daily { id, finder: Box::new(f) });
                        Some(json!({ "id": id, "progress": 0 }))
                    }
                    Err(e) => Some(json!({ "id": id, "done": { "error": e } })),
                }
            }
            _ => Some(
                json!({ "id": id, "done": { "error": format!("unknown request `{}`", crate::text::clip(kind, 20)) } }),
            ),
        }
    }

    /// A hint for the game's position: the solver's one hint path
    /// (`solver::hint_at`, the positions already played not returned to);
    /// a lost Beeswax position starts the look-back, in slices
    /// (`solver::LookBack`: the same answer as `swarm hint`).
    fn hint(&mut self, id: u64, s: &Session) -> Option<Value> {
        let positions = s.positions();
        let budget = Budget::hint().with_clock(clock);
        match solver::hint_at(&positions, budget).0 {
            Ok(h) => Some(json!({ "id": id, "done": { "move": h.text, "reason": h.reason } })),
            Err(NoHint::NotWinnable) => {
                let each = Budget::ms(LOOK_BACK_MS).with_clock(clock).with_table(500_000);
                let look = Job::LookBack {
                    id,
                    back: Box::new(solver::LookBack::new(&positions, each)),
                    looked: positions.len(),
                };
                match self.job {
                    None => self.job = Some(look),
                    Some(_) => self.later.push_back(look),
                }
                Some(json!({ "id": id, "progress": 0 }))
            }
            Err(e) => Some(json!({ "id": id, "done": { "none": e.to_string() } })),
        }
    }

    /// The next autoplay move: the fair player (games that hide cards)
    /// remembers the game; it is rebuilt when the record is not the one it
    /// followed plus new moves.
    fn autoplay(&mut self, id: u64, s: &Session) -> Value {
        let state = s.state().clone();
        if state.is_won() {
            return json!({ "id": id, "done": { "none": "the game is won" } });
        }
        if !solver::hides_cards(&state) {
            let budget = Budget::hint().with_clock(clock).with_table(1_000_000);
            return match solver::hint(&state, budget) {
                Ok(h) => json!({ "id": id, "done": { "move": h.text } }),
                Err(e) => json!({ "id": id, "done": { "none": e.to_string() } }),
            };
        }
        let rec = s.record();
        let follows = self.player.as_ref().is_some_and(|(r, _)| {
            r.game == rec.game && r.origin == rec.origin && r.options == rec.options && rec.moves.starts_with(&r.moves)
        });
        if !follows {
            let mut g = s.start().clone();
            let mut p = AutoPlayer::new(&g, solver::fair_player(&g));
            for st in s.steps() {
                let _ = g.apply(st.mv);
                p.played(st.mv, &g);
            }
            self.player = Some((rec.clone(), p));
        } else if let Some((r, p)) = self.player.as_mut() {
            for st in &s.steps()[r.moves.len()..] {
                p.played(st.mv, &st.after);
            }
        }
        let Some((r, p)) = self.player.as_mut() else { return json!({ "id": id, "done": { "none": "no player" } }) };
        *r = rec;
        let budget = solver::fair::autoplay_hint_budget(clock);
        match p.next(&state, budget) {
            Some(mv) => json!({ "id": id, "done": { "move": state.format_move(mv) } }),
            None => json!({ "id": id, "done": { "none": "no useful move left" } }),
        }
    }
}
