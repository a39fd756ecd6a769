//! The page model at the table, tested natively: what a tap, a
//! double-click and a drop mean (src/page/moves.rs) — a complete Spider
//! suit marked, removed by a touch on any of its cards or a drop on
//! Removed, and named by Hint. The browser tests (tests/e2e/spider.test.mjs)
//! keep the mark on screen and the pointer itself. Also the piles and cards
//! as the trees the table is drawn from (src/page/table_ui.rs).

use crate::support::*;
use swarm::layout::Place;
use swarm::page::node::Node;
use swarm::page::table::piles::PileMarks;
use swarm::page::table::tree::{card_node, pile_node, PileHow};
use swarm::view::Face;

const PILE4: Slot = Slot::Column(3);
const REMOVE4: Move = Move::Remove { column: 3 };

fn tap(app: &mut App, slot: Slot, index: usize, t: f64) -> Vec<Effect> {
    send(app, Msg::Table(TableMsg::Tap { slot, index: Some(index) }), t)
}

#[test]
fn a_complete_run_is_marked_in_the_view_from_its_king() {
    let app = page_at(SPIDER_SUIT);
    let view = app.state().view(Layout::Columns);
    assert_eq!(view.pile(PILE4).unwrap().removable, Some(1), "the King sits over one face-down card");
    assert_eq!(app.state().removable_run(PILE4), Some(1));
    for p in [0, 1, 2, 4, 5] {
        assert_eq!(view.pile(Slot::Column(p)).unwrap().removable, None, "pile {}", p + 1);
    }
}

#[test]
fn automatic_removal_leaves_nothing_to_mark() {
    let app = page_at(&SPIDER_SUIT.replace("game: spider\n", "game: spider\noptions: removal=auto\n"));
    assert_eq!(app.state().removable_run(PILE4), None);
    assert!(app.state().view(Layout::Columns).piles.iter().all(|p| p.removable.is_none()));
}

#[test]
fn a_tap_on_any_card_of_a_complete_run_removes_it() {
    for index in [1, 7, 13] {
        let mut app = page_at(SPIDER_SUIT);
        tap(&mut app, PILE4, index, T0);
        assert_eq!(app.session().steps().len(), 1, "card {index}");
        assert_eq!(app.session().steps()[0].mv, REMOVE4);
        assert_eq!(app.state().pile_len(PILE4), 1, "the face-down card is left, turned up");
        assert_eq!(app.selection(), None);
    }
}

#[test]
fn a_tap_on_the_card_under_a_complete_run_does_not_remove_it() {
    let mut app = page_at(SPIDER_SUIT);
    let fx = tap(&mut app, PILE4, 0, T0);
    assert!(app.session().steps().is_empty());
    assert_eq!(feedback(&fx), Some("That card is covered: only the cards at the top can move."));
}

#[test]
fn a_double_click_on_the_king_removes_the_run_once_and_says_nothing_about_what_is_under_it() {
    let mut app = page_at(SPIDER_SUIT);
    tap(&mut app, PILE4, 1, T0);
    // The second click of the double-click: the shell sends it as a tap on
    // whatever is under the pointer now, or as the double-click's auto-move.
    for msg in [
        Msg::Table(TableMsg::Tap { slot: PILE4, index: Some(1) }),
        Msg::Table(TableMsg::Tap { slot: PILE4, index: Some(0) }),
        Msg::Table(TableMsg::Tap { slot: PILE4, index: None }),
        Msg::Table(TableMsg::Auto { slot: PILE4, index: 1 }),
    ] {
        let fx = send(&mut app, msg.clone(), T0 + 250.0);
        assert_eq!(feedback(&fx), None, "{msg:?} says nothing");
        assert!(!fx.iter().any(|e| matches!(e, Effect::Feedback(_, Some(Tone::Error)))), "{msg:?}");
        assert_eq!(app.session().steps().len(), 1, "{msg:?} plays nothing");
        assert_eq!(app.selection(), None, "{msg:?} selects nothing");
    }
    // A tap after the double-click's span is a tap again: the 4d turned up is selected.
    tap(&mut app, PILE4, 0, T0 + 1000.0);
    assert_eq!(app.selection(), Some((PILE4, 0)));
}

#[test]
fn a_double_click_or_right_click_on_any_card_of_a_complete_run_removes_it() {
    for index in [1, 9, 13] {
        let mut app = page_at(SPIDER_SUIT);
        send(&mut app, Msg::Table(TableMsg::Auto { slot: PILE4, index }), T0);
        assert_eq!(app.session().steps().iter().map(|s| s.mv).collect::<Vec<_>>(), [REMOVE4], "card {index}");
    }
}

#[test]
fn a_complete_run_dropped_on_removed_is_removed() {
    for index in [1, 5] {
        let mut app = page_at(SPIDER_SUIT);
        let fx = send(&mut app, Msg::Table(TableMsg::Transfer { from: PILE4, index, to: Slot::Discard }), T0);
        assert_eq!(app.session().steps().iter().map(|s| s.mv).collect::<Vec<_>>(), [REMOVE4], "from card {index}");
        assert!(fx.contains(&Effect::Draw { animate: true }));
        assert_eq!(app.state().view(Layout::Columns).pile(Slot::Discard).unwrap().cards.len(), 6);
    }
}

#[test]
fn cards_that_are_not_a_complete_run_dropped_on_removed_are_refused_with_the_reason() {
    let mut app = page_at(SPIDER_SUIT);
    let fx = send(&mut app, Msg::Table(TableMsg::Transfer { from: Slot::Column(2), index: 0, to: Slot::Discard }), T0);
    assert!(app.session().steps().is_empty());
    assert!(matches!(fx.last(), Some(Effect::Feedback(_, Some(Tone::Error)))));
}

#[test]
fn selected_cards_tapped_onto_removed_remove_a_complete_run() {
    let mut app = page_at(SPIDER_SUIT);
    // A tap on the run would remove it: a drag picked up selects it.
    send(&mut app, Msg::Table(TableMsg::Select(Some((PILE4, 1)))), T0);
    tap(&mut app, Slot::Discard, 5, T0 + 1.0);
    assert_eq!(app.session().steps()[0].mv, REMOVE4);
}

#[test]
fn with_cards_selected_a_tap_on_a_complete_run_is_the_selections_target() {
    let mut app = page_at(SPIDER_SUIT);
    // The Ad of pile 5 selected, then pile 4 tapped: the Ad cannot go onto
    // the As, so the selection drops with the reason, and the run stays.
    tap(&mut app, Slot::Column(4), 2, T0);
    assert_eq!(app.selection(), Some((Slot::Column(4), 2)));
    let fx = tap(&mut app, PILE4, 7, T0 + 1000.0);
    assert!(app.session().steps().is_empty(), "the run is not removed: the tap was the selection's target");
    assert_eq!(app.selection(), None);
    assert!(matches!(fx.last(), Some(Effect::Draw { animate: false })));
}

#[test]
fn a_tap_selects_a_movable_card_reselects_in_its_pile_and_moves_the_selection_onto_another() {
    let mut app = page_at(SPIDER_SUIT);
    tap(&mut app, Slot::Column(1), 0, T0);
    assert_eq!(app.selection(), Some((Slot::Column(1), 0)));
    tap(&mut app, Slot::Column(1), 2, T0 + 1000.0);
    assert_eq!(app.selection(), Some((Slot::Column(1), 2)), "another card of the run");
    tap(&mut app, Slot::Column(1), 2, T0 + 2000.0);
    assert_eq!(app.selection(), None, "the same card again: dropped");
    tap(&mut app, Slot::Column(1), 0, T0 + 3000.0);
    tap(&mut app, Slot::Column(0), 6, T0 + 4000.0);
    assert_eq!(app.state().pile_len(Slot::Column(1)), 0, "7h 6h 5h went onto the 8h");
    assert_eq!(app.state().pile_len(Slot::Column(0)), 10);
}

#[test]
fn a_tap_on_the_stock_deals_and_on_the_top_of_removed_says_nothing() {
    let mut app = page_at(SPIDER_SUIT);
    let fx = tap(&mut app, Slot::Discard, 4, T0);
    assert_eq!(feedback(&fx), None, "the removed suits are not covered cards");
    assert!(app.session().steps().is_empty());
}

#[test]
fn hint_names_the_complete_run_first() {
    let app = page_at(SPIDER_SUIT);
    let h = swarm::solver::hint(app.state(), Budget::hint()).unwrap();
    assert_eq!(h.mv, REMOVE4);
    assert!(h.reason.starts_with("removes the complete spades run from pile 4"), "{}", h.reason);
}

#[test]
fn the_hint_on_the_page_names_the_run_and_lights_its_pile() {
    let mut app = page_at(SPIDER_SUIT);
    let fx = send(&mut app, Msg::Assist(AssistMsg::Hint), T0);
    let (id, _) = requests(&fx)[0].clone();
    let reason = "removes the complete spades run from pile 4".to_string();
    let fx = send(&mut app, reply(id, Reply::Move { mv: REMOVE4, reason }), T0 + 50.0);
    assert_eq!(feedback(&fx), Some("Hint: 4 — removes the complete spades run from pile 4"));
    assert_eq!(app.hint_mark().map(|h| h.mv), Some(REMOVE4));
}

/// Pile 4's tree as the table draws it, under `marks`.
fn pile4_node(app: &App, marks: PileMarks) -> Node {
    let view = app.state().view(Layout::Columns);
    let how = PileHow { place: Place { col: 3, span: 1, left: false }, cols: 10, counted: false, down: false };
    pile_node(view.pile(PILE4).unwrap(), marks, how)
}

#[test]
fn a_pile_is_drawn_with_its_place_its_counts_and_its_complete_run_named() {
    let app = page_at(SPIDER_SUIT);
    let n = pile4_node(&app, PileMarks::default());
    assert!(n.has_class("pile") && n.has_class("has-complete"), "{:?}", n.get("class"));
    assert!(!n.has_class("first-col") && !n.has_class("last-col"));
    assert_eq!(n.get("data-slot"), Some("col-4"));
    let style = n.get("style").unwrap();
    assert!(
        style.contains("grid-column: 4;") && style.contains("--down: 1;") && style.contains("--shown: 14;"),
        "{style}"
    );
    let cards: Vec<&Node> = n.all(&|c| c.has_class("card"));
    assert_eq!(cards.len(), 14, "one face-down card under a King-to-Ace run");
    assert!(cards[0].has_class("back"));
    let king = cards[1];
    assert!(king.has_class("complete") && king.has_class("complete-head"));
    assert_eq!(king.get("data-card"), Some("Ks"));
    assert!(king.get("aria-label").unwrap().contains("activate it to remove it"), "{:?}", king.get("aria-label"));
    assert_eq!(king.find(&|c| c.has_class("rank")).unwrap().text_content(), "K");
    assert!(n.find(&|c| c.has_class("pile-label")).is_some());
}

#[test]
fn a_selection_and_the_cursor_mark_their_cards_and_make_the_cursor_the_focusable_one() {
    let app = page_at(SPIDER_SUIT);
    let n = pile4_node(&app, PileMarks { sel: Some(12), cursor: Some(13), target: false, lit: false });
    assert!(n.has_class("has-selection"));
    assert_eq!(n.get("tabindex"), Some("-1"), "the cursor is on a card, not the pile");
    let cards: Vec<&Node> = n.all(&|c| c.has_class("card"));
    assert!(cards[12].has_class("selected") && cards[13].has_class("selected") && !cards[11].has_class("selected"));
    let focusable: Vec<&str> =
        cards.iter().filter(|c| c.get("tabindex") == Some("0")).filter_map(|c| c.get("data-index")).collect();
    assert_eq!(focusable, ["13"]);
}

#[test]
fn a_face_down_card_names_only_its_pile_and_a_ten_is_set_narrower() {
    let down = card_node(Face::Down, "pile 2");
    assert_eq!(down.get("aria-label"), Some("face-down card, pile 2"));
    assert!(down.children.is_empty(), "nothing of a face-down card shows");
    let ten = card_node(Face::Up("10h".parse().unwrap()), "pile 1");
    assert!(ten.has_class("red"));
    assert!(ten.find(&|c| c.has_class("ten")).is_some());
    assert_eq!(ten.find(&|c| c.has_class("index")).unwrap().text_content(), "10♥");
}

#[test]
fn a_card_shows_the_pips_players_know_and_a_court_card_its_framed_figure() {
    let face = |c: &str| card_node(Face::Up(c.parse().unwrap()), "pile 1");
    let pips = |n: &Node| n.find(&|c| c.has_class("pip")).map_or(0, |p| p.children.len());
    // An ace: one large pip; two to ten: as many pips as the rank, laid out
    // as on a printed card, the lower half turned.
    let ace = face("As");
    assert_eq!(ace.find(&|c| c.has_class("pip")).unwrap().text_content(), "♠");
    for rank in 2..=10u8 {
        let text = format!("{}h", swarm::card::rank_text(rank));
        let n = face(&text);
        assert_eq!(pips(&n), rank as usize, "{text}");
        let pip = n.find(&|c| c.has_class("pips")).unwrap();
        let turned = pip.children.iter().filter(|p| p.has_class("turned")).count();
        let below = [1, 1, 2, 2, 2, 2, 3, 4, 5][rank as usize - 2];
        assert_eq!(turned, below, "{text}: the pips below the middle are turned");
        for p in &pip.children {
            assert_eq!(p.text_content(), "♥");
            assert!(p.get("style").is_some_and(|s| s.contains("--x:") && s.contains("--y:")), "{text}: {p:?}");
        }
    }
    // Jack, Queen and King: a frame with the letter and the suit, and the
    // same turned below, as a court card's two halves.
    for (c, letter) in [("Jd", "J"), ("Qc", "Q"), ("Ks", "K")] {
        let n = face(c);
        let court = n.find(&|x| x.has_class("court")).unwrap_or_else(|| panic!("{c}: no court figure"));
        assert!(court.text_content().contains(letter), "{c}: {}", court.text_content());
        assert_eq!(court.children.iter().filter(|h| h.has_class("half")).count(), 2, "{c}");
    }
}
