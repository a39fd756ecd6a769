//! Shared by the page model's tests (every module of this binary): a page
//! with a deal on the table, sending messages, reading effects.

pub use swarm::games::{AnyGame, GameId, Move, Options, Slot};
pub use swarm::history::Session;
pub use swarm::journal::{JournalIn, StoreOp};
pub use swarm::page::{
    App, AssistMsg, CatalogueMsg, Effect, Fetched, FileMsg, GameMsg, JournalMsg, Msg, PrefsMsg, ReplayMsg, ReviewMsg,
    Saved, SheetMsg, TableMsg, Timer, Tone, UiMsg, WorkerMsg,
};
pub use swarm::protocol::{Reply, Request, Tagged, Ticket, Verdict};
pub use swarm::record::{Origin, Record};
pub use swarm::solver::{solve, Budget};
pub use swarm::view::Layout;

pub const T0: f64 = 1_700_000_000_000.0;

/// Spades K…A complete at the foot of pile 4 (over a face-down card), with
/// other moves on the table (Woods' default: removal by the player).
pub const SPIDER_SUIT: &str = "\
game: spider
1: #5d Kh Qh Jh 10h 9h 8h
2: 7h 6h 5h
3: 4h 3h 2h Ah
4: #4d Ks Qs Js 10s 9s 8s 7s 6s 5s 4s 3s 2s As
5: 3d 2d Ad
6: Kd Qd Jd 10d 9d 8d 7d 6d
removed: 5
";

/// A page with deal `n` of `game` (default rules) on the table.
pub fn page(game: GameId, n: u32) -> App {
    page_with(Options::defaults(game), n)
}

pub fn page_with(options: Options, n: u32) -> App {
    let mut app = page_before_catalogue(options, n);
    load_catalogue(&mut app);
    app
}

/// A page as it starts, before the catalogue of rated deals has arrived.
pub fn page_before_catalogue(options: Options, n: u32) -> App {
    let g = AnyGame::deal(options.game(), &options, n).unwrap();
    App::new(Session::new(Origin::Deal(n), g), Layout::Columns, 42)
}

/// The catalogue's files, as the shell hands them to the page once they
/// are fetched (after its first table).
pub fn load_catalogue(app: &mut App) {
    for set in &swarm::catalogue::RULE_SETS {
        let file = Ok(set.compiled().to_vec());
        let _ = app.update(Msg::Game(GameMsg::Catalogue(CatalogueMsg::Loaded(set.name, file))), T0);
    }
}

pub fn spider(suits: &str) -> Options {
    let mut o = Options::defaults(GameId::Spider);
    o.set("suits", suits).unwrap();
    o
}

/// Sends `msg` at `t` and returns the effects.
pub fn send(app: &mut App, msg: Msg, t: f64) -> Vec<Effect> {
    app.update(msg, t)
}

pub fn feedback(fx: &[Effect]) -> Option<&str> {
    fx.iter().rev().find_map(|e| match e {
        Effect::Feedback(t, _) if !t.is_empty() => Some(t.as_str()),
        _ => None,
    })
}

/// The requests to the worker among the effects, with their tickets.
pub fn requests(fx: &[Effect]) -> Vec<(Ticket, Request)> {
    fx.iter()
        .filter_map(|e| match e {
            Effect::Request(r) => Some((r.ticket, r.body.clone())),
            _ => None,
        })
        .collect()
}

/// The worker's reply `body` to the request of `ticket`, as the page hears it.
pub fn reply(ticket: Ticket, body: Reply) -> Msg {
    Msg::Worker(WorkerMsg::Reply(Tagged { ticket, body }))
}

/// The records the page handed the journal worker that it has not taken
/// (with no worker, every one: the page's outbox).
pub fn sent(app: &App) -> Vec<swarm::stats::record::Record> {
    app.journal().sent().map(|v| swarm::stats::record::Record::from_value(v).unwrap()).collect()
}

/// The games the page has counted (handed to the journal, no worker taking them).
pub fn counted(app: &App) -> Vec<swarm::stats::record::Finished> {
    let mut out: Vec<swarm::stats::record::Finished> = Vec::new();
    for r in sent(app) {
        if let swarm::stats::record::Record::Game(f) = r {
            if !out.iter().any(|o| o.id == f.id) {
                out.push(f);
            }
        }
    }
    out
}

/// The journal worker, played for the page: the host, with a store that
/// answers at once and takes every write (`MemoryStore`).
#[derive(Default)]
pub struct Worker {
    pub host: swarm::journal::host::Host,
    pub store: swarm::journal::host::MemoryStore,
}

impl Worker {
    /// A worker whose store holds these records (JSON).
    pub fn holding(records: &[String]) -> Worker {
        Worker { store: swarm::journal::host::MemoryStore::holding(records.to_vec()), ..Worker::default() }
    }

    /// Sends `msg` to the page and plays the journal's part until nothing
    /// is left: the page's asks to the host, its store work answered, its
    /// news to the page; the page's other effects are returned.
    pub fn send(&mut self, app: &mut App, msg: Msg, t: f64) -> Vec<Effect> {
        use swarm::journal::host::Work;
        use swarm::journal::JournalTimer;
        let mut out = Vec::new();
        let mut fx: std::collections::VecDeque<Effect> = app.update(msg, t).into();
        let mut work = std::collections::VecDeque::new();
        loop {
            let turn = if let Some(e) = fx.pop_front() {
                match e {
                    Effect::Journal(ask) => self.host.ask(ask, t),
                    e => {
                        out.push(e);
                        continue;
                    }
                }
            } else if let Some(w) = work.pop_front() {
                let input = match w {
                    Work::Store(op) => self.store.answer(op),
                    Work::Timer(JournalTimer::Count, Some(_)) => JournalIn::CountNext,
                    Work::Timer(JournalTimer::Import, Some(_)) => JournalIn::ImportNext,
                    Work::Timer(..) => continue,
                };
                self.host.input(input, t)
            } else {
                return out;
            };
            work.extend(turn.work);
            if !turn.news.is_empty() {
                fx.extend(app.update(Msg::Journal(JournalMsg::News(Ok(turn.news))), t));
            }
        }
    }
}

/// The journal's start, as the shell reads the tab's storage (nothing kept).
pub fn journal_start() -> Msg {
    Msg::Journal(JournalMsg::Start { pending: None, old: None, left: Vec::new(), outbox: None })
}

pub fn asked(fx: &[Effect]) -> bool {
    fx.contains(&Effect::Ask)
}

/// The first legal move of Spider deal `n` that turns up a card, after
/// playing moves that do not (a move that shows a card).
pub fn spider_reveal(app: &mut App) -> Move {
    for _ in 0..40 {
        let legal = app.state().legal_moves();
        let reveal = legal.iter().copied().find(|&m| {
            matches!(m, Move::Transfer { .. }) && {
                let mut g = app.state().clone();
                let before = g.unseen().len();
                g.apply(m).is_ok() && g.unseen().len() < before
            }
        });
        if let Some(m) = reveal {
            return m;
        }
        let Some(m) = legal.iter().copied().find(|m| matches!(m, Move::Transfer { .. })) else { break };
        send(app, Msg::Table(TableMsg::Play(m)), T0);
    }
    panic!("no revealing move found");
}

/// A Beeswax deal's solution, in notation.
pub fn solution(app: &App) -> Vec<String> {
    let r = solve(app.state(), Budget::nodes(2_000_000), false);
    assert!(!r.texts.is_empty(), "the deal is solved");
    r.texts
}

/// Moves in notation as moves, played in turn from the position on the table.
pub fn moves_from(app: &App, texts: &[String]) -> Vec<Move> {
    let mut g = app.state().clone();
    texts
        .iter()
        .map(|t| {
            let mv = g.parse_move(t).unwrap();
            g.apply(mv).unwrap();
            mv
        })
        .collect()
}

/// Plays the first legal transfer of the position.
pub fn play_first(app: &mut App, t: f64) -> Vec<Effect> {
    let mv = first_transfer(app);
    send(app, Msg::Table(TableMsg::Play(mv)), t)
}

pub fn first_transfer(app: &App) -> Move {
    app.state().legal_moves().into_iter().find(|m| matches!(m, Move::Transfer { .. })).unwrap()
}

/// A page with a Spider position (the text format, `game:` line included) on the table.
pub fn page_at(text: &str) -> App {
    let g = swarm::record::parse_position(text).unwrap_or_else(|e| panic!("bad fixture: {e}"));
    App::new(Session::new(Origin::Position(text.into()), g), Layout::Columns, 42)
}
