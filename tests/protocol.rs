//! The page ↔ worker protocol (`swarm::protocol`): every request and reply
//! goes on the wire and comes back equal with the ticket of the request it
//! is about, the wire form is the one documented (docs/page.md), and a
//! stranger's text is refused with what is wrong.

use swarm::games::{AnyGame, GameId, Move, Options, Slot};
use swarm::history::Session;
use swarm::json::Value;
use swarm::protocol::{
    greeting, plain, ready, Greeting, Reply, Request, ReviewEnd, ReviewMark, ReviewPly, Tagged, Ticket, Verdict, BUILD,
};
use swarm::record::{Origin, Record};
use swarm::solver::review::{Better, Class};
use swarm::winnable::Date;

const T: Ticket = Ticket { id: 7, generation: 12 };

/// A message about request `T`.
fn tagged<B>(body: B) -> Tagged<B> {
    Tagged { ticket: T, body }
}

fn options(game: GameId, pairs: &[(&str, &str)]) -> Options {
    Options::parse(game, pairs.iter().copied()).unwrap()
}

/// A record with everything a record can hold: options off their defaults,
/// moves, the marks.
fn spider_record() -> Record {
    let o = options(GameId::Spider, &[("suits", "2"), ("removal", "auto")]);
    let mut s = Session::new(Origin::Deal(4_000_000_000), AnyGame::deal(GameId::Spider, &o, 4_000_000_000).unwrap());
    for _ in 0..2 {
        let g = s.state();
        let text = g.format_move(g.legal_moves()[0]);
        s.replay(&[text]).unwrap();
    }
    let mut r = s.record();
    r.cheated = true;
    r.assisted = true;
    r
}

/// A record of a custom position (no deal number).
fn position_record() -> Record {
    let g = AnyGame::deal(GameId::Beehive, &options(GameId::Beehive, &[("draw", "1")]), 9).unwrap();
    Session::new(Origin::Position(g.to_text(true)), g).record()
}

/// The kind of each request: no wildcard, so a new variant must be added
/// to the lists below before this compiles.
fn request_kind(r: &Request) -> &'static str {
    match r {
        Request::Hint { .. } => "hint",
        Request::Solve { .. } => "solve",
        Request::Autoplay { .. } => "autoplay",
        Request::Winnable { .. } => "winnable",
        Request::Daily { .. } => "daily",
        Request::Review { .. } => "review",
        Request::Cancel {} => "cancel",
        Request::Rate { .. } => "rate",
        Request::RatedDeal { .. } => "rated_deal",
        Request::Coach { .. } => "coach",
        Request::Ahead { .. } => "ahead",
        Request::HintAhead { .. } => "hint_ahead",
    }
}

fn reply_kind(r: &Reply) -> &'static str {
    match r {
        Reply::Progress { .. } => "progress",
        Reply::Move { .. } => "move",
        Reply::NoMove { .. } => "no_move",
        Reply::Lost { .. } => "lost",
        Reply::Solved { .. } => "solved",
        Reply::Deal { .. } => "deal",
        Reply::Review { .. } => "review",
        Reply::Failed { .. } => "failed",
        Reply::Rated { .. } => "rated",
        Reply::Coached { .. } => "coached",
    }
}

fn requests() -> Vec<Tagged<Request>> {
    vec![
        tagged(Request::Hint { record: spider_record() }),
        tagged(Request::Solve { record: position_record() }),
        tagged(Request::Autoplay { record: spider_record() }),
        tagged(Request::Winnable {
            options: options(GameId::Beetle, &[("cards", "54"), ("empty_deal", "yes")]),
            from: 1,
            ms: 500.0,
            deal_ms: Some(150.0),
        }),
        tagged(Request::Winnable {
            options: Options::defaults(GameId::Beeswax),
            from: u32::MAX,
            ms: 120_000.0,
            deal_ms: None,
        }),
        tagged(Request::Daily { options: options(GameId::Beehive, &[]), date: Date::parse("2026-02-28").unwrap() }),
        tagged(Request::Review { record: spider_record() }),
        tagged(Request::Cancel {}),
        tagged(Request::Rate { options: options(GameId::Spider, &[("suits", "1")]), deal: 4_000_000_000 }),
        tagged(Request::RatedDeal {
            options: Options::defaults(GameId::Beetle),
            difficulty: swarm::solver::rate::Difficulty::Expert,
            from: 1,
            ms: 300_000.0,
        }),
        tagged(Request::Coach { record: position_record() }),
        tagged(Request::Ahead { record: spider_record() }),
        tagged(Request::HintAhead { record: position_record() }),
    ]
}

/// Every form a move and its places take.
fn moves() -> Vec<Move> {
    let slots = [Slot::Column(0), Slot::Column(15), Slot::Storehouse, Slot::Stock, Slot::Waste, Slot::Discard];
    let mut out: Vec<Move> =
        slots.iter().map(|&from| Move::Transfer { from, to: Slot::Column(3), count: 13 }).collect();
    out.extend(slots.iter().map(|&to| Move::Transfer { from: Slot::Column(9), to, count: 1 }));
    out.extend([Move::Deal, Move::TurnOver, Move::Remove { column: 9 }]);
    out
}

fn replies() -> Vec<Tagged<Reply>> {
    let mv = Move::Transfer { from: Slot::Column(4), to: Slot::Storehouse, count: 1 };
    vec![
        tagged(Reply::Progress { work: u64::from(u32::MAX) * 3 }),
        tagged(Reply::Move { mv, reason: "completes the quartet of 7s — “quoted”".into() }),
        tagged(Reply::Move { mv: Move::Deal, reason: String::new() }),
        tagged(Reply::NoMove { why: "no useful move left".into() }),
        tagged(Reply::Lost { back: Some(72), looked: 83 }),
        tagged(Reply::Lost { back: None, looked: 1 }),
        tagged(Reply::Solved { verdict: Verdict::Solved(moves()), nodes: 23_458, ms: 812.5, peeked: true }),
        tagged(Reply::Solved { verdict: Verdict::Unsolvable, nodes: 2_708, ms: 0.0, peeked: false }),
        tagged(Reply::Solved { verdict: Verdict::GaveUp, nodes: 1, ms: 20_000.25, peeked: false }),
        tagged(Reply::Deal { deal: Some(4_000_000_000), tried: 2 }),
        tagged(Reply::Deal { deal: None, tried: 1 }),
        tagged(Reply::Review { done: 0, total: 501, plies: Vec::new(), end: None }),
        tagged(Reply::Review {
            done: 12,
            total: 12,
            plies: vec![
                ReviewPly { ply: 0, winnable: Some(true), chance: Some((3, 4)), class: None, better: None },
                ReviewPly {
                    ply: 11,
                    winnable: Some(false),
                    chance: Some((1, 4)),
                    class: Some(Class::Blunder),
                    better: Some(Better { mv: "4 5".into(), chance: Some((3, 4)), win_after: None, kept: Vec::new() }),
                },
            ],
            end: Some(ReviewEnd {
                mark: Some(ReviewMark::LostChance(11)),
                summary: "7 3 lost the most chance: from 75% to 25%".into(),
            }),
        }),
        tagged(Reply::Review {
            done: 1,
            total: 1,
            plies: vec![ReviewPly { ply: 0, winnable: Some(false), chance: None, class: None, better: None }],
            end: Some(ReviewEnd { mark: Some(ReviewMark::LostGame(9)), summary: String::new() }),
        }),
        tagged(Reply::Failed { error: "the record has no \"game\"\n(a string)".into() }),
        tagged(Reply::Rated {
            deal: 7,
            difficulty: swarm::solver::rate::Difficulty::NotWinnable,
            rating: 100,
            tried: 1,
        }),
        tagged(Reply::Coached { loses: true, blunder: None }),
        tagged(Reply::Coached { loses: false, blunder: None }),
        tagged(Reply::Coached {
            loses: false,
            blunder: Some(swarm::protocol::Blunder {
                chance: (1, 4),
                better: Move::Transfer { from: Slot::Column(4), to: Slot::Column(5), count: 2 },
                better_chance: (3, 4),
            }),
        }),
    ]
}

#[test]
fn every_request_goes_on_the_wire_and_comes_back_equal() {
    let all = requests();
    let mut kinds: Vec<&str> = all.iter().map(|r| request_kind(&r.body)).collect();
    kinds.dedup();
    assert_eq!(
        kinds,
        [
            "hint",
            "solve",
            "autoplay",
            "winnable",
            "daily",
            "review",
            "cancel",
            "rate",
            "rated_deal",
            "coach",
            "ahead",
            "hint_ahead"
        ],
        "every kind is tried"
    );
    for r in all {
        let text = r.to_text();
        assert_eq!(Tagged::from_text(&text), Ok(r), "{text}");
    }
}

#[test]
fn every_reply_goes_on_the_wire_and_comes_back_equal() {
    let all = replies();
    let mut kinds: Vec<&str> = all.iter().map(|r| reply_kind(&r.body)).collect();
    kinds.dedup();
    assert_eq!(
        kinds,
        ["progress", "move", "no_move", "lost", "solved", "deal", "review", "failed", "rated", "coached"]
    );
    for r in all {
        let text = r.to_text();
        assert_eq!(Tagged::from_text(&text), Ok(r), "{text}");
    }
}

#[test]
fn every_message_names_its_request_first_in_its_kinds_object() {
    let texts: Vec<String> =
        requests().iter().map(Tagged::to_text).chain(replies().iter().map(Tagged::to_text)).collect();
    for text in texts {
        let kind = text.split('"').nth(1).unwrap().to_string();
        let head = format!(r#"{{"{kind}":{{"ticket":{{"id":7,"generation":12}}"#);
        assert!(text.starts_with(&head), "{text}");
    }
}

#[test]
fn options_of_every_game_travel_with_their_game() {
    let cases = [
        options(GameId::Beehive, &[("storehouse", "7"), ("draw", "1"), ("fill", "leeming")]),
        options(GameId::Beetle, &[("cards", "54")]),
        options(GameId::Spider, &[("suits", "1"), ("extra", "spread"), ("removal", "auto"), ("empty_deal", "yes")]),
    ];
    for o in cases.into_iter().chain(GameId::ALL.map(Options::defaults)) {
        let r = tagged(Request::Winnable { options: o.clone(), from: 3, ms: 1.0, deal_ms: None });
        assert_eq!(Tagged::from_text(&r.to_text()), Ok(r), "{o:?}");
    }
}

#[test]
fn the_wire_form_is_one_json_object_named_by_its_kind() {
    let cancel = Tagged { ticket: Ticket { id: 3, generation: 9 }, body: Request::Cancel {} };
    assert_eq!(cancel.to_text(), r#"{"cancel":{"ticket":{"id":3,"generation":9}}}"#);
    assert_eq!(ready("5f3a"), r#"{"ready":{"build":"5f3a"}}"#);
    assert_eq!(
        Tagged { ticket: Ticket { id: 3, generation: 9 }, body: Reply::Progress { work: 120 } }.to_text(),
        r#"{"progress":{"ticket":{"id":3,"generation":9},"work":120}}"#
    );
    let mv = Move::Transfer { from: Slot::Column(0), to: Slot::Storehouse, count: 1 };
    let ticket = Ticket { id: 1, generation: 0 };
    assert_eq!(
        Tagged { ticket, body: Reply::Move { mv, reason: String::new() } }.to_text(),
        r#"{"move":{"ticket":{"id":1,"generation":0},"mv":{"transfer":{"from":{"column":0},"to":"storehouse","count":1}},"reason":""}}"#
    );
    let solved = tagged(Reply::Solved { verdict: Verdict::Solved(vec![Move::Deal]), nodes: 5, ms: 1.5, peeked: false });
    assert_eq!(
        solved.to_text(),
        r#"{"solved":{"ticket":{"id":7,"generation":12},"verdict":{"solved":["deal"]},"nodes":5,"ms":1.5,"peeked":false}}"#
    );
    let daily = tagged(Request::Daily {
        options: options(GameId::Spider, &[("suits", "2")]),
        date: Date::parse("2026-06-15").unwrap(),
    });
    assert_eq!(
        daily.to_text(),
        r#"{"daily":{"ticket":{"id":7,"generation":12},"options":{"game":"spider","rules":"suits=2"},"date":"2026-06-15"}}"#
    );
    let winnable = tagged(Request::Winnable {
        options: options(GameId::Spider, &[("suits", "2")]),
        from: 5,
        ms: 500.0,
        deal_ms: None,
    });
    assert_eq!(
        winnable.to_text(),
        r#"{"winnable":{"ticket":{"id":7,"generation":12},"options":{"game":"spider","rules":"suits=2"},"from":5,"ms":500.0,"deal_ms":null}}"#
    );
}

#[test]
fn a_record_travels_as_its_fields_and_is_checked_when_read() {
    let rec = spider_record();
    let text = tagged(Request::Hint { record: rec.clone() }).to_text();
    let inner = &serde_json::from_str::<serde_json::Value>(&text).unwrap()["hint"]["record"];
    assert_eq!(
        inner,
        &serde_json::json!({"game": "spider", "rules": rec.options.summary(), "deal": 4_000_000_000u32,
            "moves": rec.moves, "cheated": true, "assisted": true})
    );
    // Records the worker would refuse: the request says why, and keeps its ticket.
    let refused = |from: &str, to: &str| {
        let bad = text.replace(from, to);
        assert_ne!(bad, text, "{from} was replaced");
        let (ticket, why) = Tagged::<Request>::from_text(&bad).unwrap_err();
        assert_eq!(ticket, Some(T));
        why
    };
    let why = refused(r#""game":"spider""#, r#""game":"poker""#);
    assert!(why.contains("unknown game `poker`"), "{why}");
    let why = refused(r#""deal":4000000000"#, r#""deal":0"#);
    assert!(why.contains("deal number `0` is out of range: zero"), "{why}");
    let why = refused(r#""deal":4000000000"#, r#""deal":4000000000,"position":"game: spider""#);
    assert!(why.contains(r#"the record has both "deal" and "position""#), "{why}");
    let why = refused(r#""deal":4000000000,"#, "");
    assert!(why.contains(r#"the record has neither "deal" nor "position""#), "{why}");
    let why = refused(r#""rules":"suits=2,removal=auto""#, r#""rules":"suits=3""#);
    assert!(why.contains("allowed: 4 (default), 2, 1"), "{why}");
    let why = refused(r#""deal":4000000000"#, r#""deal":"7""#);
    assert!(why.contains("invalid type"), "{why}");
    let many = format!(r#""moves":[{}]"#, vec![r#""x""#; swarm::record::MAX_MOVES + 1].join(","));
    let at = text.find(r#""moves":["#).unwrap();
    let end = at + text[at..].find(']').unwrap() + 1;
    let bad = format!("{}{many}{}", &text[..at], &text[end..]);
    let (_, why) = Tagged::<Request>::from_text(&bad).unwrap_err();
    assert!(why.contains("too many moves"), "{why}");
}

#[test]
fn a_strangers_text_is_refused_with_what_is_wrong() {
    let refused = |text: &str| Tagged::<Request>::from_text(text).unwrap_err();
    assert_eq!(refused("not json").0, None);
    assert_eq!(refused("{}").0, None);
    assert_eq!(refused(r#"{"hint":{}}"#).0, None, "no ticket");
    assert_eq!(refused(r#"{"hint":{"ticket":{"id":4}}}"#).0, None, "half a ticket");
    assert_eq!(refused(r#"{"cancel":{}}"#), (None, "unreadable message: it has no ticket".into()));
    let (t, why) = refused(r#"{"fold":{"ticket":{"id":4,"generation":0}}}"#);
    assert_eq!(t, Some(Ticket { id: 4, generation: 0 }));
    assert!(why.contains("unknown variant `fold`"), "{why}");
    let (_, why) = refused(r#"{"daily":{"ticket":{"id":4,"generation":0},"game":"spider","date":"June"}}"#);
    assert!(why.contains("`June` is not a date"), "{why}");
    let (_, why) = refused(
        r#"{"winnable":{"ticket":{"id":4,"generation":0},"options":{"game":"spider","rules":"suits=3"},"from":1,"ms":1.0,"deal_ms":null}}"#,
    );
    assert!(why.contains("allowed: 4 (default), 2, 1"), "{why}");
    let long = format!(r#"{{"fold{}":1}}"#, "x".repeat(5_000));
    assert!(refused(&long).1.chars().count() < 260, "a stranger's text is clipped");
    let fly = r#"{"move":{"ticket":{"id":1,"generation":0},"mv":"fly","reason":""}}"#;
    assert_eq!(Tagged::<Reply>::from_text(fly).unwrap_err().0, Some(Ticket { id: 1, generation: 0 }));
}

/// The greeting is written and read without a JSON parser: it is the JSON
/// text serde_json writes, and any name comes back as it was.
#[test]
fn the_greeting_is_json_text_whatever_the_name() {
    for name in ["5f3a", "dev", "", "a\"b", "back\\slash", "tab\tnew\nline\u{1}", "é✓"] {
        let text = ready(name);
        assert_eq!(text, format!(r#"{{"ready":{{"build":{}}}}}"#, serde_json::to_string(name).unwrap()));
        let want = if name == BUILD { Greeting::Ours } else { Greeting::Other(swarm::text::clip(name, 40)) };
        assert_eq!(greeting(&text), want, "{name:?}");
    }
    // A name that is not a whole JSON string is another build's.
    assert_eq!(greeting(r#"{"ready":{"build":"a"b"}}"#), Greeting::Other("an older build".into()));
    assert_eq!(greeting(r#"{"ready":{"build":"a\q"}}"#), Greeting::Other("an older build".into()));
}

#[test]
fn only_a_worker_of_this_build_is_taken() {
    assert_eq!(greeting(&ready(BUILD)), Greeting::Ours);
    assert_eq!(greeting(&ready(&format!("{BUILD}-next"))), Greeting::Other(format!("{BUILD}-next")));
    // The builds before the handshake said a bare "ready".
    assert_eq!(greeting(r#""ready""#), Greeting::Other("an older build".into()));
    // A worker speaking a protocol this page cannot read is not this build's either.
    assert_eq!(greeting(r#"{"progress":{"work":3}}"#), Greeting::Other("an older build".into()));
    let reply = Tagged { ticket: T, body: Reply::Progress { work: 3 } };
    assert_eq!(greeting(&reply.to_text()), Greeting::Other("an older build".into()), "a reply is no greeting");
    assert_eq!(greeting("not json"), Greeting::Other("an older build".into()));
}

/// A tree as the page's walk of a JS value makes it (`src/web/json.rs`):
/// a whole number is an integer whatever the field's type (the worker's
/// `ms: 0.0` arrives as `0`).
fn as_walked(v: Value) -> Value {
    match v {
        Value::Number(n) => match n.as_f64() {
            Some(x) if n.is_f64() && x.fract() == 0.0 => Value::from(x as i64),
            _ => Value::Number(n),
        },
        Value::Array(a) => Value::Array(a.into_iter().map(as_walked).collect()),
        Value::Object(m) => Value::Object(m.into_iter().map(|(k, v)| (k, as_walked(v))).collect()),
        v => v,
    }
}

/// The record a request carries (a deal's record for the others).
fn record_of(r: &Request) -> &Record {
    static NONE: std::sync::OnceLock<Record> = std::sync::OnceLock::new();
    match r {
        Request::Hint { record }
        | Request::Solve { record }
        | Request::Autoplay { record }
        | Request::Review { record }
        | Request::Coach { record }
        | Request::Ahead { record }
        | Request::HintAhead { record } => record,
        Request::Winnable { .. }
        | Request::Daily { .. }
        | Request::Cancel {}
        | Request::Rate { .. }
        | Request::RatedDeal { .. } => NONE.get_or_init(spider_record),
    }
}

/// Custom positions of every game: the text form after a move of a deal,
/// a Woods line, and the record's own.
fn position_texts() -> Vec<Origin> {
    let mut texts = vec![position_record().origin];
    for (game, pairs) in [
        (GameId::Beeswax, &[][..]),
        (GameId::Beehive, &[("draw", "3")][..]),
        (GameId::Spider, &[("suits", "2")][..]),
        (GameId::Beetle, &[][..]),
    ] {
        let mut s = Session::new(Origin::Deal(77), AnyGame::deal(game, &options(game, pairs), 77).unwrap());
        let g = s.state();
        let mv = g.format_move(g.legal_moves()[0]);
        s.replay(&[mv]).unwrap();
        texts.push(Origin::Position(s.state().to_text(true)));
    }
    let spider = AnyGame::deal(GameId::Spider, &options(GameId::Spider, &[("suits", "4")]), 5).unwrap();
    if let AnyGame::Spider(sp) = &spider {
        texts.push(Origin::Position(sp.to_woods().unwrap()));
    }
    texts
}

/// Custom positions of every game (the text form and a Woods line) sent as
/// their parts (`start`, the worker reads no position text): read back by
/// the worker's serde form, each is the position its text reads as.
#[test]
fn a_custom_position_travels_as_its_parts_and_reads_back_the_same() {
    for origin in position_texts() {
        let Origin::Position(text) = &origin else { unreachable!() };
        let g = swarm::record::parse_position(text).unwrap();
        let rec = Record { moves: vec![], ..Session::new(origin.clone(), g.clone()).record() };
        let start = plain::start_of(&rec).expect("a position's parts");
        let back: swarm::protocol::start::Start =
            serde_json::from_value(as_walked(serde_json::to_value(&start).unwrap().into()).into()).unwrap();
        assert_eq!(back.position, *text);
        assert_eq!(back.game(), Ok(g), "{text}");
    }
    assert_eq!(plain::start_of(&spider_record()), None, "a deal has no parts to send");
}

/// The page's reader (a wasm of its own, `src/web/reader.rs`) hands a
/// position it read over as its parts, packed (`Start::pack`): they come
/// back equal, and make the position its text reads as; bytes cut short
/// anywhere are refused, never a panic.
#[test]
fn a_position_read_by_the_pages_reader_comes_back_packed() {
    use swarm::protocol::start::Start;
    for origin in position_texts() {
        let Origin::Position(text) = &origin else { unreachable!() };
        let g = swarm::record::parse_position(text).unwrap();
        let parts = Start::of("", &g);
        let packed = parts.pack();
        let back = Start::unpack(parts.game.clone(), parts.rules.clone(), &packed);
        assert_eq!(back, Ok(parts.clone()), "{text}");
        assert_eq!(back.unwrap().game(), Ok(g), "{text}");
        for cut in 0..packed.len() {
            let short = Start::unpack(parts.game.clone(), parts.rules.clone(), &packed[..cut]);
            assert_eq!(short, Err("the position's parts are cut short".into()), "{text} cut at {cut}");
        }
    }
}

/// Parts that are not a position are refused with what is wrong.
#[test]
fn bad_parts_are_refused_with_what_is_wrong() {
    let rec = position_record();
    let start = plain::start_of(&rec).unwrap();
    let mut bad = start.clone();
    bad.columns[0][0] = 60;
    assert_eq!(bad.game(), Err("start.columns: 60 is not a card (0 to 51)".into()));
    let mut bad = start.clone();
    bad.game = "chess".into();
    assert!(bad.game().unwrap_err().starts_with("start.game: "), "{:?}", bad.game());
    let mut bad = start.clone();
    bad.columns.pop();
    assert!(bad.game().is_err());
    let mut bad = start;
    bad.stock.push(bad.stock[0]);
    assert!(bad.game().is_err());
    // Any field of any game's parts out of shape: refused (or read), never a panic.
    for (game, rules) in [("beeswax", ""), ("beehive", "draw=1"), ("spider", "suits=2"), ("beetle", "")] {
        let id = GameId::parse(game).unwrap();
        let g = AnyGame::deal(id, &Options::parse_summary(id, rules).unwrap(), 11).unwrap();
        let good = swarm::protocol::start::Start::of(&g.to_text(true), &g);
        assert_eq!(good.game(), Ok(g));
        let wild: [fn(&mut swarm::protocol::start::Start); 9] = [
            |s| s.down = vec![255; 10],
            |s| s.down = vec![1; 3],
            |s| s.removed = 255,
            |s| s.discarded = vec![0, 14, 255],
            |s| s.pass = 0,
            |s| s.columns = vec![vec![51; 40]; 20],
            |s| s.storehouse = vec![0; 60],
            |s| s.columns.iter_mut().for_each(Vec::clear),
            |s| s.game = "beetle".into(),
        ];
        for change in wild {
            let mut s = good.clone();
            change(&mut s);
            let _ = s.game();
        }
    }
}

/// The worker reads every request by hand (`protocol::read`) as serde's
/// form reads it: the page's tree and serde's, with whole numbers as
/// integers (the posted value's numbers), and a position's parts beside it.
#[test]
fn the_worker_reads_every_request_the_page_writes() {
    use swarm::protocol::read;
    for r in requests() {
        let tree = plain::request(&r);
        assert_eq!(read::request(tree.clone()), Ok(r.clone()), "{tree}");
        assert_eq!(read::request(as_walked(tree.clone())), Ok(r.clone()), "{tree}");
        assert_eq!(read::request(serde_tree(&r)), Ok(r.clone()));
        let start = read::start(tree).map(|s| s.unwrap());
        assert_eq!(start, plain::start_of(record_of(&r.body)), "a position's parts, none for a deal");
    }
}

/// A malformed request is refused with what is wrong and where, with its
/// ticket when that much could be read; never a panic.
#[test]
fn the_worker_names_what_is_wrong_with_a_request() {
    use swarm::protocol::read;
    let refused = |text: &str| read::request(swarm::json::from_str(text).unwrap()).unwrap_err();
    let t = r#""ticket":{"id":4,"generation":0}"#;
    let four = Some(Ticket { id: 4, generation: 0 });
    assert_eq!(refused("[]"), (None, "unreadable message: the message is not one kind".into()));
    assert_eq!(refused("7"), (None, "unreadable message: the message is not one kind".into()));
    assert_eq!(refused("{}"), (None, "unreadable message: the message is not one kind".into()));
    assert_eq!(refused(r#"{"cancel":{}}"#), (None, "unreadable message: it has no ticket".into()));
    assert_eq!(refused(r#"{"cancel":{"ticket":{"id":4}}}"#).0, None, "half a ticket");
    assert_eq!(refused(&format!(r#"{{"fold":{{{t}}}}}"#)), (four, "unreadable message: unknown kind \"fold\"".into()));
    // A hint's record with these fields last (a key given again: the last
    // one read), and a Spider request's options' rules and the rest.
    let record = |fields: &str| {
        format!(r#"{{"hint":{{{t},"record":{{"rules":"","moves":[],"cheated":false,"assisted":false,{fields}}}}}}}"#)
    };
    let spider =
        |kind: &str, rest: &str| format!(r#"{{"{kind}":{{{t},"options":{{"game":"spider","rules":"{rest}}}}}"#);
    let cases = [
        (format!(r#"{{"hint":{{{t}}}}}"#), "hint.record.game is not a string"),
        (format!(r#"{{"hint":{{{t},"record":"{{}}"}}}}"#), "hint.record.game is not a string"),
        (record(r#""game":"poker","deal":1"#), "hint.record: unknown game `poker`"),
        (record(r#""game":"spider","deal":1.5"#), "hint.record.deal is not a whole number in range"),
        (record(r#""game":"spider","deal":1,"moves":[3]"#), "hint.record.moves.0 is not a string"),
        (spider("rate", r#"suits=3"},"deal":1"#), "allowed: 4 (default), 2, 1"),
        (spider("rate", r#""},"deal":-1"#), "rate.deal is not a whole number in range"),
        (spider("rate", r#""},"deal":4294967296"#), "rate.deal is not a whole number in range"),
        (spider("daily", r#""},"date":"June""#), "daily.date: `June` is not a date"),
        (spider("winnable", r#""},"from":1,"ms":"soon","deal_ms":null"#), "winnable.ms is not a number"),
        (
            spider("rated_deal", r#""},"difficulty":"tough","from":1,"ms":1"#),
            "rated_deal.difficulty: unknown difficulty tough",
        ),
    ];
    for (text, want) in cases {
        let (ticket, why) = refused(&text);
        assert_eq!(ticket, four, "{text}");
        assert!(why.starts_with("unreadable message: ") && why.contains(want), "{text}: {why}");
    }
    let long = format!(r#"{{"fold{}":{{{t}}}}}"#, "x".repeat(5_000));
    assert!(refused(&long).1.chars().count() < 260, "a stranger's text is clipped");
    // A position's parts that are not a position.
    let mut tree = plain::request(&tagged(Request::Hint { record: position_record() }));
    let start = tree.get_mut("hint").and_then(|h| h.get_mut("start")).unwrap();
    start.as_object_mut().unwrap().insert("columns".into(), "many".into());
    assert_eq!(read::start(tree).unwrap().unwrap_err(), "unreadable message: hint.start.columns is not a list");
}

/// The serde form of a message: the tree of its text.
fn serde_tree<T: serde::Serialize + serde::de::DeserializeOwned>(m: &Tagged<T>) -> Value {
    swarm::json::from_str(&m.to_text()).unwrap()
}

#[test]
fn the_pages_hand_written_requests_are_the_serde_forms() {
    for r in requests() {
        let tree = plain::request(&r);
        // Beside a custom position's record, its parts (`start`, serde's
        // form of `Start`: the worker reads it apart, as the ticket).
        let mut want = serde_tree(&r);
        if let Some(start) = plain::start_of(record_of(&r.body)) {
            let kind = want.as_object_mut().unwrap().values_mut().next().unwrap();
            kind.as_object_mut().unwrap().insert("start".into(), serde_json::to_value(&start).unwrap().into());
        }
        assert_eq!(tree, want, "{}", r.to_text());
        assert_eq!(Tagged::from_text(&tree.to_string()), Ok(r.clone()), "read back by the worker's serde form");
        assert_eq!(Tagged::from_text(&as_walked(tree).to_string()), Ok(r));
    }
}

#[test]
fn the_page_reads_every_reply_the_worker_writes() {
    for r in replies() {
        let tree = serde_tree(&r);
        assert_eq!(plain::reply(&tree), Ok(r.clone()), "{tree}");
        assert_eq!(plain::reply(&as_walked(tree)), Ok(r));
    }
}

#[test]
fn the_page_reads_an_absent_option_as_none() {
    // serde-wasm-bindgen writes `None` as `undefined`, which the walk reads
    // as null; a field left out (`Coached`'s `blunder`) is none too.
    let text = r#"{"coached":{"ticket":{"id":7,"generation":12},"loses":true}}"#;
    let want = tagged(Reply::Coached { loses: true, blunder: None });
    assert_eq!(plain::reply(&swarm::json::from_str(text).unwrap()), Ok(want));
}

#[test]
fn a_malformed_reply_is_refused_with_what_is_wrong() {
    let t = r#""ticket":{"id":7,"generation":12}"#;
    let cases = [
        ("[]".to_string(), "the message is not one kind"),
        (format!(r#"{{"progress":{{{t},"work":1}},"deal":{{{t}}}}}"#), "the message is not one kind"),
        (format!(r#"{{"teleport":{{{t}}}}}"#), "unknown kind \"teleport\""),
        (r#"{"progress":{"work":1}}"#.to_string(), "progress.ticket.id is not a whole number in range"),
        (
            r#"{"progress":{"ticket":{"id":7,"generation":-1},"work":1}}"#.to_string(),
            "progress.ticket.generation is not a whole number in range",
        ),
        (format!(r#"{{"progress":{{{t},"work":1.5}}}}"#), "progress.work is not a whole number in range"),
        (format!(r#"{{"move":{{{t},"mv":"deal"}}}}"#), "move.reason is not a string"),
        (
            format!(r#"{{"move":{{{t},"reason":"","mv":{{"transfer":{{"from":"attic","to":"stock","count":1}}}}}}}}"#),
            "move.mv.transfer.from is not a place",
        ),
        (
            format!(r#"{{"move":{{{t},"reason":"","mv":{{"remove":{{"column":256}}}}}}}}"#),
            "move.mv.remove.column is not a whole number in range",
        ),
        (
            format!(r#"{{"solved":{{{t},"verdict":"won","nodes":1,"ms":2,"peeked":false}}}}"#),
            "solved.verdict is not a verdict",
        ),
        (
            format!(r#"{{"solved":{{{t},"verdict":{{"solved":[7]}},"nodes":1,"ms":2,"peeked":false}}}}"#),
            "solved.verdict.solved.0 is not one kind",
        ),
        (
            format!(r#"{{"solved":{{{t},"verdict":"gave_up","nodes":1,"ms":"soon","peeked":false}}}}"#),
            "solved.ms is not a number",
        ),
        (format!(r#"{{"coached":{{{t},"loses":"yes"}}}}"#), "coached.loses is not true or false"),
        (
            format!(
                r#"{{"coached":{{{t},"loses":false,"blunder":{{"chance":[1],"better":"deal","better_chance":[1,2]}}}}}}"#
            ),
            "coached.blunder.chance is not a pair of whole numbers",
        ),
        (
            format!(r#"{{"rated":{{{t},"deal":1,"difficulty":"impossible","rating":3,"tried":1}}}}"#),
            "rated.difficulty is not a difficulty",
        ),
        (
            format!(r#"{{"rated":{{{t},"deal":1,"difficulty":"easy","rating":300,"tried":1}}}}"#),
            "rated.rating is not a whole number in range",
        ),
        (
            format!(r#"{{"review":{{{t},"done":1,"total":1,"plies":[{{"ply":0,"class":"great"}}]}}}}"#),
            "review.plies.0.class is not a class of move",
        ),
        (
            format!(r#"{{"review":{{{t},"done":1,"total":1,"plies":[],"end":{{"mark":{{"won":1}},"summary":""}}}}}}"#),
            "review.end.mark is not a marked move",
        ),
        (format!(r#"{{"review":{{{t},"done":1,"total":1,"plies":{{}}}}}}"#), "review.plies is not a list"),
    ];
    for (text, why) in cases {
        let tree = swarm::json::from_str(&text).unwrap();
        assert_eq!(plain::reply(&tree).map_err(|e| e.to_string()), Err(format!("unreadable reply: {why}")), "{text}");
    }
    let long = format!(r#"{{"{}":{{{t}}}}}"#, "x".repeat(500));
    let e = plain::reply(&swarm::json::from_str(&long).unwrap()).unwrap_err().to_string();
    assert!(e.len() < 80, "the unknown kind is clipped: {e}");
}
