//! The page's keyboard, tested natively (src/page/keys.rs): scripts of
//! key presses with the expected screen and effects — the cursor over the
//! piles, Enter/Space picking up and dropping, notation typed on the
//! table, the shortcuts and the replay's keys. tests/e2e/player.test.mjs
//! keeps the keys in the browser.

use crate::support::*;
use swarm::page::{Key, Place, Sheet};

fn key(app: &mut App, k: &str) -> Vec<Effect> {
    send(app, Msg::Ui(UiMsg::Key(Key::on_table(k))), T0)
}

fn ctrl(app: &mut App, k: &str, shift: bool) -> Vec<Effect> {
    let key = Key { key: k.into(), ctrl: true, shift, alt: false, place: Place::Table };
    send(app, Msg::Ui(UiMsg::Key(key)), T0)
}

fn cursor(app: &App) -> Option<(Slot, usize)> {
    app.screen().marks.cursor
}

fn typed_feedback(fx: &[Effect]) -> Option<String> {
    fx.iter().find_map(|e| match e {
        Effect::MoveField(t) => Some(t.clone()),
        _ => None,
    })
}

#[test]
fn arrows_walk_the_piles_at_their_movable_cards_and_focus_follows() {
    let mut app = page(GameId::Spider, 1);
    assert_eq!(cursor(&app), None);
    assert!(!app.screen().focus);
    let fx = key(&mut app, "ArrowRight");
    assert!(fx.contains(&Effect::KeyUsed), "the browser does not scroll");
    // Off the table, the cursor lands on the first pile's first face-up card.
    assert_eq!(cursor(&app), Some((Slot::Column(0), 5)));
    assert!(app.screen().focus);
    key(&mut app, "ArrowRight");
    assert_eq!(cursor(&app), Some((Slot::Column(1), 5)));
    key(&mut app, "ArrowLeft");
    key(&mut app, "ArrowLeft");
    let view = app.state().view(Layout::Columns);
    let last = view.piles.iter().max_by_key(|p| (p.row, p.col, p.slot)).unwrap().slot;
    assert_eq!(cursor(&app).map(|c| c.0), Some(last), "left of the first pile: round the end (Removed)");
    key(&mut app, "ArrowRight");
    key(&mut app, "ArrowUp");
    assert_eq!(cursor(&app), Some((Slot::Column(0), 4)), "up steps to the card under");
    key(&mut app, "ArrowDown");
    key(&mut app, "ArrowDown");
    assert_eq!(cursor(&app), Some((Slot::Column(0), 5)), "down stops at the last card");
}

#[test]
fn the_cursor_walks_the_piles_in_the_order_the_shell_laid_them_out() {
    let mut app = page(GameId::Spider, 1);
    let mut order: Vec<Slot> = app.state().view(Layout::Columns).piles.iter().map(|p| p.slot).collect();
    order.reverse();
    send(&mut app, Msg::Table(TableMsg::Order(order.clone())), T0);
    assert_eq!(app.table_order(), order.as_slice());
    key(&mut app, "ArrowRight");
    assert_eq!(cursor(&app).map(|c| c.0), Some(order[0]));
}

#[test]
fn enter_and_space_pick_up_and_drop_at_the_cursor() {
    let mut app = page(GameId::Beeswax, 3);
    let mv = first_transfer(&app);
    let Move::Transfer { from, to, .. } = mv else { unreachable!() };
    // Walk to the move's source pile, then pick it up with Space.
    key(&mut app, "ArrowRight");
    for _ in 0..40 {
        if cursor(&app).map(|c| c.0) == Some(from) {
            break;
        }
        key(&mut app, "ArrowRight");
    }
    assert_eq!(cursor(&app).map(|c| c.0), Some(from));
    let fx = key(&mut app, " ");
    assert!(fx.contains(&Effect::KeyUsed));
    assert_eq!(app.selection().map(|s| s.0), Some(from), "Space picks the cards up");
    for _ in 0..40 {
        if cursor(&app).map(|c| c.0) == Some(to) {
            break;
        }
        key(&mut app, "ArrowRight");
    }
    let before = app.session().steps().len();
    key(&mut app, "Enter");
    assert!(app.session().steps().len() == before + 1 || app.selection().is_some(), "Enter drops them");
}

#[test]
fn notation_typed_on_the_table_plays_on_enter_and_is_shown_while_typed() {
    let mut app = page(GameId::Beeswax, 3);
    let mv = first_transfer(&app);
    let text = app.state().format_move(mv);
    let mut last = Vec::new();
    for c in text.chars() {
        last = key(&mut app, &c.to_string());
        assert!(last.contains(&Effect::KeyUsed));
    }
    assert_eq!(app.typed(), text);
    assert_eq!(typed_feedback(&last).as_deref(), Some(text.as_str()), "the move field shows it");
    assert_eq!(feedback(&last), Some(format!("Move: {text}   (Enter plays it, Esc cancels)").as_str()));
    let fx = key(&mut app, "Enter");
    assert_eq!(app.typed(), "");
    assert_eq!(typed_feedback(&fx).as_deref(), Some(""));
    assert_eq!(app.session().steps().len(), 1, "{text} was played");
}

#[test]
fn backspace_and_escape_take_typed_notation_back() {
    let mut app = page(GameId::Beeswax, 3);
    key(&mut app, "5");
    key(&mut app, "e");
    key(&mut app, "Backspace");
    assert_eq!(app.typed(), "5");
    key(&mut app, "Escape");
    assert_eq!(app.typed(), "");
    // A bad move typed says why, and nothing is played.
    key(&mut app, "9");
    key(&mut app, "9");
    let fx = key(&mut app, "Enter");
    assert!(feedback(&fx).is_some());
    assert!(app.session().steps().is_empty());
}

#[test]
fn letters_are_shortcuts_only_when_nothing_is_typed() {
    let mut app = page(GameId::Spider, 1);
    let fx = key(&mut app, "h");
    assert_eq!(requests(&fx).len(), 1, "H asks for a hint");
    let mut app = page(GameId::Spider, 1);
    key(&mut app, "d");
    assert_eq!(app.session().steps().len(), 1, "D deals");
    let mut app = page(GameId::Beeswax, 3);
    let fx = key(&mut app, "d");
    assert!(app.session().steps().is_empty(), "Beeswax has no stock: d is notation");
    assert_eq!(app.typed(), "d");
    assert!(fx.contains(&Effect::KeyUsed));
    let fx = key(&mut app, "h");
    assert!(requests(&fx).is_empty(), "h goes on the typed text");
    assert_eq!(app.typed(), "dh");
    let fx = key(&mut app, "?");
    assert!(!fx.contains(&Effect::OpenSheet), "? is not notation and not help while typing");
    assert_eq!(app.sheet(), None);
    let mut app = page(GameId::Beeswax, 3);
    assert!(key(&mut app, "?").contains(&Effect::OpenSheet));
    assert_eq!(app.sheet(), Some(Sheet::Help), "? opens How to play");
    let mut app = page(GameId::Beeswax, 3);
    let fx = key(&mut app, "n");
    assert!(fx.iter().any(|e| matches!(e, Effect::NewGame(_))), "N: a new deal");
}

#[test]
fn ctrl_z_undoes_and_ctrl_y_or_ctrl_shift_z_redoes() {
    let mut app = page(GameId::Beeswax, 3);
    play_first(&mut app, T0);
    let fx = ctrl(&mut app, "z", false);
    assert!(fx.contains(&Effect::KeyUsed));
    assert!(app.session().steps().is_empty());
    ctrl(&mut app, "Z", true);
    assert_eq!(app.session().steps().len(), 1);
    ctrl(&mut app, "z", false);
    ctrl(&mut app, "y", false);
    assert_eq!(app.session().steps().len(), 1);
    let fx = ctrl(&mut app, "c", false);
    assert!(!fx.contains(&Effect::KeyUsed), "Ctrl+C stays the browser's");
}

#[test]
fn keys_in_a_field_or_over_the_table_are_not_the_tables() {
    let mut app = page(GameId::Spider, 1);
    for place in [Place::Field, Place::Overlay] {
        let k = Key { key: "h".into(), ctrl: false, shift: false, alt: false, place };
        assert!(send(&mut app, Msg::Ui(UiMsg::Key(k)), T0).is_empty(), "{place:?}");
        let z = Key { key: "z".into(), ctrl: true, shift: false, alt: false, place };
        assert!(send(&mut app, Msg::Ui(UiMsg::Key(z)), T0).is_empty(), "{place:?}: the field's own undo");
    }
    let arrow = Key { key: "ArrowRight".into(), ctrl: false, shift: false, alt: false, place: Place::Page };
    send(&mut app, Msg::Ui(UiMsg::Key(arrow)), T0);
    assert_eq!(cursor(&app), None, "arrows move the cursor only from the table");
}

#[test]
fn a_key_during_autoplay_stops_it_and_does_nothing_else() {
    let mut app = page(GameId::Beeswax, 3);
    send(&mut app, Msg::Assist(AssistMsg::ToggleAutoplay), T0);
    assert!(app.autoplaying());
    let shift = Key { key: "Shift".into(), ctrl: false, shift: true, alt: false, place: Place::Table };
    send(&mut app, Msg::Ui(UiMsg::Key(shift)), T0);
    assert!(app.autoplaying(), "a modifier alone does not stop it");
    let fx = key(&mut app, "h");
    assert!(!app.autoplaying());
    assert!(requests(&fx).is_empty(), "H stopped autoplay; it asked for no hint");
    assert_eq!(feedback(&fx), Some("Autoplay stopped."));
}

#[test]
fn replay_keys_step_through_the_game_and_say_where_it_is() {
    let mut app = page(GameId::Beeswax, 3);
    play_first(&mut app, T0);
    play_first(&mut app, T0);
    send(&mut app, Msg::Replay(ReplayMsg::Toggle), T0);
    let fx = key(&mut app, "Home");
    assert!(fx.contains(&Effect::KeyUsed));
    assert!(fx.contains(&Effect::Announce("Start, 2 moves.".into())));
    assert!(app.session().steps().is_empty());
    key(&mut app, ".");
    assert_eq!(app.session().steps().len(), 1);
    key(&mut app, "End");
    assert_eq!(app.session().steps().len(), 2);
    key(&mut app, ",");
    assert_eq!(app.session().steps().len(), 1);
    assert_eq!(app.screen().replay.unwrap().position, "Move 1 / 2");
}

#[test]
fn a_press_ends_keyboard_play_and_beside_the_piles_drops_the_selection() {
    let mut app = page(GameId::Spider, 1);
    key(&mut app, "ArrowRight");
    key(&mut app, "Enter");
    assert!(app.screen().focus);
    assert!(app.selection().is_some());
    send(&mut app, Msg::Table(TableMsg::Press { on_card: true }), T0);
    assert!(!app.screen().focus);
    assert!(app.selection().is_some(), "a press on a card keeps it (the click decides)");
    send(&mut app, Msg::Table(TableMsg::Press { on_card: false }), T0);
    assert_eq!(app.selection(), None);
}
