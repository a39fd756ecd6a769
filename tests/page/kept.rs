//! What the page opens with, from its address and what the browser keeps,
//! tested natively (src/page/kept.rs) against a storage in memory: a link,
//! this tab's game reloaded, the game played last, a game another tab
//! plays, damaged storage, a game in progress a link sets aside, the deal
//! of the day, and the layout setting. tests/e2e/links.test.mjs and
//! trust.test.mjs keep the browser's side.

use crate::support::*;
use std::collections::HashMap;
use swarm::page::storage::read::{self as kept, aside_key, game_lock, opening, slot_key, Kept, LAST, OLD_AUTOSAVE};
use swarm::page::Notice;

#[derive(Default)]
struct Memory {
    local: HashMap<String, String>,
    held: Vec<String>,
}

impl Kept for Memory {
    fn get(&self, key: &str) -> Option<String> {
        self.local.get(key).cloned()
    }
    fn held_elsewhere(&self, name: &str) -> bool {
        self.held.iter().any(|h| h == name)
    }
    fn fresh_id(&self) -> String {
        "fresh".into()
    }
    fn random_deal(&self) -> u32 {
        77
    }
}

/// A kept game of deal `n` of `game` after `moves` of its first transfers.
fn kept_game(game: GameId, n: u32, moves: usize, id: &str) -> Saved {
    let mut app = page(game, n);
    for _ in 0..moves {
        play_first(&mut app, T0);
    }
    let mut s = app.saved(T0 + 5_000.0);
    s.id = id.into();
    s
}

#[test]
fn nothing_kept_opens_a_random_beeswax_deal() {
    let o = opening("", None, &Memory::default());
    assert_eq!(o.session.state().id(), GameId::Beeswax);
    assert_eq!(o.session.origin, Origin::Deal(77));
    assert!(o.saved.is_none() && o.notices.is_empty() && o.said.is_none());
}

#[test]
fn a_new_tab_resumes_the_game_played_last_unless_another_tab_plays_it() {
    let mut m = Memory::default();
    let s = kept_game(GameId::Spider, 5, 2, "abc");
    m.local.insert(LAST.into(), "spider".into());
    m.local.insert(slot_key(GameId::Spider), s.to_json());
    let o = opening("", None, &m);
    assert_eq!(o.saved.as_ref().map(|s| s.id.as_str()), Some("abc"));
    assert_eq!(o.session.steps().len(), 2);
    m.held.push(game_lock("abc"));
    let o = opening("", None, &m);
    assert!(o.saved.is_none(), "another tab plays it: a new deal");
    assert_eq!(o.session.state().id(), GameId::Spider);
}

#[test]
fn a_damaged_slot_is_named_and_a_new_deal_opens() {
    let mut m = Memory::default();
    m.local.insert(LAST.into(), "beetle".into());
    m.local.insert(slot_key(GameId::Beetle), "{\"record\": 5}".into());
    let o = opening("", None, &m);
    assert_eq!(o.session.state().id(), GameId::Beetle);
    assert_eq!(o.notices.len(), 1);
    assert!(o.notices[0].text.starts_with("The saved Beetle game could not be read ("), "{:?}", o.notices);
}

#[test]
fn the_old_single_autosave_is_read_once() {
    let mut m = Memory::default();
    m.local.insert(OLD_AUTOSAVE.into(), kept_game(GameId::Beeswax, 9, 1, "old").to_json());
    let o = opening("", None, &m);
    assert!(o.old_read, "the shell removes it");
    assert_eq!(o.saved.map(|s| s.id), Some("old".to_string()));
}

#[test]
fn a_link_opens_its_game_and_says_what_it_held() {
    let o = opening("game=spider&deal=5&suits=2", None, &Memory::default());
    assert_eq!(o.session.state().id(), GameId::Spider);
    assert_eq!(o.session.origin, Origin::Deal(5));
    assert_eq!(o.said.as_deref(), Some("This link opened Spider deal 5 (suits=2)."));
}

#[test]
fn a_reload_of_this_tabs_own_game_resumes_it_as_it_was() {
    let s = kept_game(GameId::Beeswax, 3, 2, "mine");
    let query = s.record.to_query(true);
    let o = opening(&query, Some(&s.to_json()), &Memory::default());
    assert_eq!(o.saved.map(|s| s.id), Some("mine".to_string()), "its id, clock and count come back");
    assert!(o.said.is_none());
}

#[test]
fn a_link_over_a_game_in_progress_sets_it_aside_with_a_notice_to_resume_it() {
    let mut m = Memory::default();
    let s = kept_game(GameId::Spider, 5, 3, "busy");
    m.local.insert(slot_key(GameId::Spider), s.to_json());
    let o = opening("game=spider&deal=8", None, &m);
    let (key, text, notice) = o.aside.expect("set aside");
    assert_eq!(key, aside_key(GameId::Spider));
    assert_eq!(Saved::from_json(&text, || "x".into()).unwrap().id, "busy");
    assert_eq!(
        notice,
        Notice::with("Your Spider game in progress (deal 5, 3 moves) is kept.", "Resume it", "resume-aside:spider")
    );
    // The same game's link sets nothing aside; nor does one another tab plays.
    assert!(opening(&s.record.to_query(true), None, &m).aside.is_none());
    m.held.push(game_lock("busy"));
    assert!(opening("game=spider&deal=8", None, &m).aside.is_none());
}

#[test]
fn a_bad_link_names_its_problems_and_opens_a_random_deal_of_its_game() {
    let o = opening("game=beetle&deal=abc", None, &Memory::default());
    let texts: Vec<&str> = o.notices.iter().map(|n| n.text.as_str()).collect();
    assert!(texts.iter().any(|t| t.starts_with("Link: ")), "{texts:?}");
    assert_eq!(texts.last(), Some(&"Started a random Beetle deal instead."));
    assert_eq!(o.session.state().id(), GameId::Beetle);
}

#[test]
fn a_deal_of_the_day_link_asks_for_the_days_deal_unless_this_tab_plays_it() {
    let o = opening("game=beehive&daily=2026-11-27", None, &Memory::default());
    assert_eq!(o.daily, Some((Options::defaults(GameId::Beehive), "2026-11-27".to_string())));
    let mut s = kept_game(GameId::Beehive, 4, 1, "day");
    s.daily = Some("2026-11-27".into());
    let o = opening("game=beehive&daily=2026-11-27", Some(&s.to_json()), &Memory::default());
    assert_eq!(o.daily, None, "the day's game, reloaded, resumes");
    assert_eq!(o.saved.map(|s| s.id), Some("day".to_string()));
    let o = opening("game=beehive&daily=27.11.2026&deal=3", None, &Memory::default());
    assert!(o.notices.iter().any(|n| n.text.starts_with("Link: daily:")), "{:?}", o.notices);
    assert_eq!(o.session.origin, Origin::Deal(3), "the rest of the link still opens");
}

#[test]
fn a_switch_resumes_the_games_slot_only_with_moves_and_no_other_tab() {
    let mut m = Memory::default();
    assert!(kept::switch_kept(&m, GameId::Spider).is_none());
    m.local.insert(slot_key(GameId::Spider), kept_game(GameId::Spider, 5, 0, "empty").to_json());
    assert!(kept::switch_kept(&m, GameId::Spider).is_none(), "no moves: a new deal");
    m.local.insert(slot_key(GameId::Spider), kept_game(GameId::Spider, 5, 1, "one").to_json());
    assert_eq!(kept::switch_kept(&m, GameId::Spider).map(|s| s.id), Some("one".to_string()));
    m.held.push(game_lock("one"));
    assert!(kept::switch_kept(&m, GameId::Spider).is_none());
}

#[test]
fn the_layout_setting_is_kept_when_offered_and_a_narrow_window_starts_beeswax_in_fans() {
    assert_eq!(kept::layout(GameId::Beeswax, Some("fans4x4"), false), Layout::Fans4x4);
    assert_eq!(kept::layout(GameId::Beeswax, None, false), Layout::Columns);
    assert_eq!(kept::layout(GameId::Beeswax, None, true), Layout::Fans5x3);
    assert_eq!(kept::layout(GameId::Beeswax, Some("nonsense"), true), Layout::Fans5x3);
    assert_eq!(kept::layout(GameId::Spider, Some("fans4x4"), true), Layout::Columns, "not offered for Spider");
}

#[test]
fn the_settings_a_player_chose_come_back_for_every_game_at_start() {
    let mut m = Memory::default();
    m.local.insert(kept::setting_key("layout", GameId::Beeswax), "fans3x5".into());
    m.local.insert(kept::setting_key("difficulty", GameId::Beetle), "hard".into());
    m.local.insert(kept::setting_key("winnable", GameId::Spider), "1".into());
    m.local.insert(kept::setting_key("winnable", GameId::Beehive), "0".into());
    let msgs: Vec<String> = kept::settings(&m, GameId::Spider, false).iter().map(|m| format!("{m:?}")).collect();
    let has = |s: &str| msgs.iter().any(|m| m == s);
    assert!(has("Layout(Beeswax, Fans3x5)") && has("Layout(Spider, Columns)"), "{msgs:?}");
    assert!(has("Difficulty(Beetle, Some(Hard))"), "{msgs:?}");
    assert!(has("Difficulty(Spider, None)"), "the game on the table's difficulty is set, Any too: {msgs:?}");
    assert!(!msgs.iter().any(|m| m.starts_with("Difficulty(Beehive")), "{msgs:?}");
    assert!(has("WinnableOnly(Spider, true)") && !msgs.iter().any(|m| m.starts_with("WinnableOnly(Beehive")));
    // A difficulty is set before "winnable deals only": it is what the search ahead looks for.
    let at = |s: &str| msgs.iter().position(|m| m == s).unwrap();
    assert!(at("Difficulty(Spider, None)") < at("WinnableOnly(Spider, true)"));
    // A narrow window starts Beeswax in fans, unless a layout was chosen.
    let narrow: Vec<String> =
        kept::settings(&Memory::default(), GameId::Spider, true).iter().map(|m| format!("{m:?}")).collect();
    assert!(narrow.iter().any(|m| m == "Layout(Beeswax, Fans5x3)"), "{narrow:?}");
}

#[test]
fn a_deal_of_the_day_link_keeps_its_rules() {
    // Issue 47: the 2-suit daily's link opened the 4-suit daily.
    let two = (spider("2"), "2026-11-28".to_string());
    for q in ["game=spider&deal=3407549680&suits=2&daily=2026-11-28", "game=spider&daily=2026-11-28&suits=2"] {
        let o = opening(q, None, &Memory::default());
        assert_eq!(o.daily, Some(two.clone()), "{q}");
        assert!(o.notices.is_empty(), "{q}: {:?}", o.notices);
    }
    // This tab plays the 4-suit daily of that date: not the link's.
    let mut s = kept_game(GameId::Spider, 4, 1, "four");
    s.daily = Some("2026-11-28".into());
    let o = opening("game=spider&daily=2026-11-28&suits=2", Some(&s.to_json()), &Memory::default());
    assert_eq!(o.daily, Some(two.clone()), "the 4-suit daily is another deal of the day");
    // A bad option is named; the day's deal of the rest is asked for.
    let o = opening("game=spider&daily=2026-11-28&suits=3&extra=spread", None, &Memory::default());
    let mut extra = Options::defaults(GameId::Spider);
    extra.set("extra", "spread").unwrap();
    assert_eq!(o.daily, Some((extra, "2026-11-28".to_string())));
    assert!(o.notices.iter().any(|n| n.text.starts_with("Link: ") && n.text.contains("suits")), "{:?}", o.notices);
}

#[test]
fn a_second_link_counts_the_game_it_pushes_out_of_the_set_aside_place_as_left() {
    // Issue 46: deal 7 (2 moves) set aside by a link to deal 9; deal 9
    // (2 moves) set aside by a link to deal 11: deal 7 was in no storage
    // and never counted.
    let mut m = Memory::default();
    m.local.insert(slot_key(GameId::Spider), kept_game(GameId::Spider, 9, 2, "nine").to_json());
    m.local.insert(aside_key(GameId::Spider), kept_game(GameId::Spider, 7, 2, "seven").to_json());
    let o = opening("game=spider&deal=11", None, &m);
    let (key, text, _) = o.aside.clone().expect("deal 9 is set aside");
    assert_eq!((key, Saved::from_json(&text, || "x".into()).unwrap().id), (aside_key(GameId::Spider), "nine".into()));
    let left = o.left.clone().expect("deal 7 is pushed out of the set-aside place");
    assert_eq!((left.id.as_str(), left.record.moves.len()), ("seven", 2));
    // The page counts it as New counts a game left: lost, once, and says so.
    let mut app = App::new(o.session, Layout::Columns, 42);
    let fx = send(&mut app, Msg::Game(GameMsg::CountLeft(Box::new(left.clone()))), T0);
    let sent_now = sent(&app);
    let [swarm::stats::record::Record::Game(g)] = sent_now.as_slice() else { panic!("{sent_now:?}") };
    assert_eq!((g.id.as_str(), g.won, g.moves, g.deal), ("seven", false, 2, Some(7)));
    assert!(app.notices().iter().any(|n| n.text.contains("deal 7") && n.text.contains("counted as lost")), "{fx:?}");
    send(&mut app, Msg::Game(GameMsg::CountLeft(Box::new(left))), T0);
    assert_eq!(sent(&app).len(), 1, "once");
    // Nothing to push out: a game not in progress, or the same game again.
    for old in [kept_game(GameId::Spider, 7, 0, "seven"), kept_game(GameId::Spider, 9, 1, "nine")] {
        m.local.insert(aside_key(GameId::Spider), old.to_json());
        assert!(opening("game=spider&deal=11", None, &m).left.is_none());
    }
}

#[test]
fn a_duplicated_tab_takes_a_new_id_for_its_game() {
    // Issue 46: "Duplicate tab" copies sessionStorage, game id and all; both
    // tabs played on, and Statistics counted one game.
    let tab = kept_game(GameId::Spider, 5, 2, "dup").to_json();
    let mut m = Memory::default();
    let id = |o: kept::Opening| o.saved.map(|s| (s.id, s.record.moves.len()));
    assert_eq!(id(opening("", Some(&tab), &m)), Some(("dup".into(), 2)), "a reload keeps its id");
    m.held.push(game_lock("dup"));
    assert_eq!(id(opening("", Some(&tab), &m)), Some(("fresh".into(), 2)), "the copy plays on as a game of its own");
    let own_link = kept_game(GameId::Spider, 5, 2, "dup").record.to_query(true);
    assert_eq!(id(opening(&own_link, Some(&tab), &m)), Some(("fresh".into(), 2)));
    let daily = {
        let mut s = kept_game(GameId::Spider, 5, 2, "dup");
        s.daily = Some("2026-11-28".into());
        s.to_json()
    };
    assert_eq!(id(opening("game=spider&daily=2026-11-28", Some(&daily), &m)), Some(("fresh".into(), 2)));
}
