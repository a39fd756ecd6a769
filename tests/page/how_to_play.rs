//! The help sheet's text, which the page fetches once its first table is
//! drawn (`src/page/sheets/help.rs`; the file `data/help/rules.txt`).

use crate::support::*;
use swarm::page::Sheet;

const FILE: &str = include_str!("../../data/help/rules.txt");

fn fetches(fx: &[Effect]) -> Vec<(Fetched, String)> {
    fx.iter()
        .filter_map(|e| match e {
            Effect::Fetch(what, address) => Some((*what, address.clone())),
            _ => None,
        })
        .collect()
}

fn help_file(app: &mut App, file: Result<&str, &str>) -> Vec<Effect> {
    let file = file.map(|t| t.as_bytes().to_vec()).map_err(str::to_string);
    send(app, Msg::Sheet(SheetMsg::Help(file)), T0)
}

#[test]
fn the_help_text_is_fetched_once_the_first_table_is_drawn_and_once_only() {
    let mut app = page(GameId::Beeswax, 3);
    let fx = send(&mut app, Msg::Drawn, T0);
    assert!(fetches(&fx).contains(&(Fetched::Help, "data/help/rules.txt".into())), "{fx:?}");
    assert!(!fetches(&send(&mut app, Msg::Drawn, T0)).iter().any(|(w, _)| *w == Fetched::Help), "asked already");
    help_file(&mut app, Ok(FILE));
    assert!(!fetches(&send(&mut app, Msg::Drawn, T0)).iter().any(|(w, _)| *w == Fetched::Help), "there already");
}

#[test]
fn how_to_play_shows_the_games_rules_then_the_pages_keys_and_spider_adds_woods_commands() {
    let mut app = page(GameId::Spider, 3);
    send(&mut app, Msg::Drawn, T0);
    help_file(&mut app, Ok(FILE));
    let h = app.help_sheet();
    assert_eq!(h.sections.first().map(|s| s.heading.as_str()), Some("Spider (Donald Woods' rules, 1979)"));
    assert_eq!(h.sections.last().map(|s| s.heading.as_str()), Some("Playing on this page"));
    assert_eq!(h.missing, None);
    assert!(h.woods.is_some());
    let mut app = page(GameId::Beeswax, 3);
    help_file(&mut app, Ok(FILE));
    let h = app.help_sheet();
    assert!(h.woods.is_none());
    assert!(h.sections.iter().any(|s| s.paragraphs.iter().any(|p| p.contains("XYk"))));
    assert!(!h.sections.iter().any(|s| s.paragraphs.iter().any(|p| p.contains("Woods"))));
}

#[test]
fn opened_before_the_text_came_the_sheet_says_so_and_is_drawn_again_when_it_comes() {
    let mut app = page(GameId::Beehive, 3);
    send(&mut app, Msg::Drawn, T0);
    send(&mut app, Msg::Sheet(SheetMsg::Open(Sheet::Help)), T0);
    let h = app.help_sheet();
    assert!(h.sections.is_empty());
    assert_eq!(h.missing, Some(("Loading the rules…".to_string(), false)));
    let fx = help_file(&mut app, Ok(FILE));
    assert!(fx.iter().any(|e| matches!(e, Effect::DrawSheet(Sheet::Help))), "{fx:?}");
    assert_eq!(app.help_sheet().sections[0].heading, "Beehive");
    // Not drawn when the sheet is not open.
    let mut app = page(GameId::Beehive, 3);
    send(&mut app, Msg::Drawn, T0);
    let fx = help_file(&mut app, Ok(FILE));
    assert!(!fx.iter().any(|e| matches!(e, Effect::DrawSheet(_))), "{fx:?}");
}

#[test]
fn opened_before_the_first_table_was_drawn_or_after_a_failure_the_sheet_asks_for_its_text() {
    let mut app = page(GameId::Beeswax, 3);
    let fx = send(&mut app, Msg::Sheet(SheetMsg::Open(Sheet::Help)), T0);
    assert_eq!(fetches(&fx), [(Fetched::Help, "data/help/rules.txt".to_string())]);
    help_file(&mut app, Err("the browser cannot fetch"));
    send(&mut app, Msg::Sheet(SheetMsg::Close), T0);
    let fx = send(&mut app, Msg::Sheet(SheetMsg::Open(Sheet::Help)), T0);
    assert_eq!(fetches(&fx), [(Fetched::Help, "data/help/rules.txt".to_string())]);
    help_file(&mut app, Ok(FILE));
    send(&mut app, Msg::Sheet(SheetMsg::Close), T0);
    assert_eq!(fetches(&send(&mut app, Msg::Sheet(SheetMsg::Open(Sheet::Help)), T0)), []);
}

#[test]
fn a_text_that_cannot_be_fetched_or_read_is_named_and_tried_again() {
    let mut app = page(GameId::Beetle, 3);
    send(&mut app, Msg::Drawn, T0);
    send(&mut app, Msg::Sheet(SheetMsg::Open(Sheet::Help)), T0);
    help_file(&mut app, Err("status 404"));
    assert_eq!(app.help_sheet().missing, Some(("The rules could not be loaded: status 404.".to_string(), true)));
    let fx = send(&mut app, Msg::Sheet(SheetMsg::RetryHelp), T0);
    assert_eq!(fetches(&fx), [(Fetched::Help, "data/help/rules.txt".to_string())]);
    assert_eq!(app.help_sheet().missing, Some(("Loading the rules…".to_string(), false)));
    assert!(fx.iter().any(|e| matches!(e, Effect::DrawSheet(Sheet::Help))), "{fx:?}");
    // A file that is not the help file's form (a server's error page).
    help_file(&mut app, Ok("<!doctype html>\n<p>Not found</p>\n"));
    assert_eq!(
        app.help_sheet().missing,
        Some((
            "The rules could not be loaded: the help file's line 1: a paragraph outside a section.".to_string(),
            true
        ))
    );
    let fx = send(&mut app, Msg::Sheet(SheetMsg::Help(Ok(vec![0xff, 0xfe]))), T0);
    assert!(fx.iter().any(|e| matches!(e, Effect::DrawSheet(Sheet::Help))));
    assert_eq!(
        app.help_sheet().missing,
        Some(("The rules could not be loaded: the file is not UTF-8 text.".to_string(), true))
    );
    help_file(&mut app, Ok(FILE));
    assert_eq!(app.help_sheet().missing, None);
    assert_eq!(app.help_sheet().sections[0].heading, "Beetle");
}
