//! The sheets as the model builds them (src/page/opened.rs, sheet_ui.rs,
//! stats_ui.rs, review_ui.rs): which sheet is open, New game's draft, and
//! what each sheet says and offers, read off its tree — the ids, classes,
//! actions and texts the shell renders and the browser tests click.

use crate::support::*;
use swarm::page::node::Node;
use swarm::page::{Notice, Sheet, SheetEnv};

/// The open sheet's body, as one node (a `div` holding its children),
/// checked to come back whole as the plain value a worker or another wasm
/// posts (`Node::to_value`, `Node::from_value`: every name it uses known).
fn body(app: &App, env: &SheetEnv) -> Node {
    let n = Node::el("div", "sheet-body").children(app.sheet_body(env));
    assert_eq!(Node::from_value(&n.to_value()).as_ref(), Ok(&n));
    n
}

#[test]
fn a_tree_read_back_refuses_unknown_names_and_bad_shapes() {
    let n = Node::el("div", "x").child(Node::svg("rect").attr("width", 3));
    let mut v = n.to_value();
    assert_eq!(Node::from_value(&v), Ok(n));
    v.as_array_mut().unwrap()[0] = "script".into();
    assert_eq!(Node::from_value(&v), Err("an unknown name `script`".to_string()));
    for bad in [
        "[]",
        "[\"div\",false,[\"class\"],null,null,null,[]]",
        "{\"t\":\"div\"}",
        "[\"div\",false,[],7,null,null,[]]",
        "[\"\",false,[],null,null,null,[]]",
        "[\"div\",false,[\"\",\"x\"],null,null,null,[]]",
        "[\"div\",false,[],null,null,null,[7]]",
    ] {
        assert!(Node::from_value(&swarm::json::from_str(bad).unwrap()).is_err(), "{bad}");
    }
}

fn open(app: &mut App, sheet: Sheet) -> Node {
    let fx = send(app, Msg::Sheet(SheetMsg::Open(sheet)), T0);
    assert!(fx.contains(&Effect::OpenSheet), "{fx:?}");
    assert_eq!(app.sheet(), Some(sheet));
    body(app, &SheetEnv::default())
}

/// The buttons' actions (`data-action`) in order.
fn actions(n: &Node) -> Vec<String> {
    n.all(&|n| n.get("data-action").is_some()).iter().map(|n| n.get("data-action").unwrap().to_string()).collect()
}

#[test]
fn a_sheet_opens_in_a_dialog_named_by_its_title_with_a_close_button() {
    let d = swarm::page::sheets::tree::frame(Sheet::Stats);
    assert_eq!(d.tag, "dialog");
    assert_eq!(d.get("id"), Some("stats-panel"));
    assert_eq!(d.get("aria-labelledby"), Some("stats-panel-title"));
    assert_eq!(d.by_id("stats-panel-title").unwrap().text_content(), "Statistics");
    let close = d.find(&|n| n.get("data-action") == Some("sheet-close")).unwrap();
    assert_eq!(close.get("aria-label"), Some("Close statistics"));
    assert!(d.find(&|n| n.has_class("sheet-body")).is_some_and(|b| b.children.is_empty()));
}

#[test]
fn new_game_shows_the_games_with_the_tables_checked_and_its_deal_number() {
    let mut app = page(GameId::Spider, 7);
    let b = open(&mut app, Sheet::NewGame);
    let cards = b.all(&|n| n.has_class("game-card"));
    let keys: Vec<_> = cards.iter().map(|c| c.get("data-arg").unwrap()).collect();
    assert_eq!(keys, ["beeswax", "beehive", "beetle", "spider"]);
    let checked: Vec<_> = cards.iter().filter(|c| c.get("aria-checked") == Some("true")).collect();
    assert_eq!(checked.len(), 1);
    assert_eq!(checked[0].get("data-arg"), Some("spider"));
    assert_eq!(b.by_id("deal-input").unwrap().value.as_deref(), Some("7"));
    let suits = b.find(&|n| n.get("data-key") == Some("suits")).unwrap();
    assert_eq!(suits.get("data-change"), Some("draft-option"));
    assert_eq!(app.draft(), Some(app.state().options()), "the draft starts as the table's rules");
    for id in ["btn-deal-random", "btn-daily", "btn-deal", "winnable-only"] {
        assert!(b.by_id(id).is_some(), "{id}");
    }
    assert_eq!(b.by_id("btn-daily").unwrap().text_content(), "Deal of the day (2023-11-14)");
}

#[test]
fn picking_a_game_changes_the_draft_not_the_table() {
    let mut app = page(GameId::Spider, 7);
    open(&mut app, Sheet::NewGame);
    let fx = send(&mut app, Msg::Sheet(SheetMsg::PickGame(GameId::Beeswax)), T0);
    assert!(fx.contains(&Effect::OpenSheet), "drawn again");
    assert_eq!(app.state().id(), GameId::Spider, "nothing is dealt");
    assert_eq!(app.draft_game(), GameId::Beeswax);
    let b = body(&app, &SheetEnv::default());
    let note = b.by_id("option-pickers").unwrap().children[0].text_content();
    assert_eq!(note, "Beeswax has no rule options: every card is in view.");
    let beeswax = b.find(&|n| n.get("data-arg") == Some("beeswax") && n.has_class("game-card")).unwrap();
    assert_eq!(beeswax.get("aria-checked"), Some("true"));
}

#[test]
fn a_rule_picked_is_kept_in_the_draft_and_a_bad_one_is_said() {
    let mut app = page(GameId::Spider, 7);
    open(&mut app, Sheet::NewGame);
    send(&mut app, Msg::Sheet(SheetMsg::DraftOption("suits".into(), "2".into())), T0);
    assert_eq!(app.draft().unwrap().get("suits"), "2");
    let b = body(&app, &SheetEnv::default());
    assert_eq!(b.find(&|n| n.get("data-key") == Some("suits")).unwrap().value.as_deref(), Some("2"));
    let fx = send(&mut app, Msg::Sheet(SheetMsg::DraftOption("suits".into(), "9".into())), T0);
    assert!(feedback(&fx).is_some(), "{fx:?}");
    assert_eq!(app.draft().unwrap().get("suits"), "2", "the draft stays");
    send(&mut app, Msg::Sheet(SheetMsg::Close), T0);
    assert_eq!(app.draft(), None, "closing forgets the draft");
    assert_eq!(app.state().options().get("suits"), Options::defaults(GameId::Spider).get("suits"));
}

#[test]
fn a_difficulty_chosen_locks_winnable_deals_only_on() {
    let mut app = page(GameId::Beeswax, 3);
    send(
        &mut app,
        Msg::Prefs(PrefsMsg::Difficulty(GameId::Beeswax, swarm::solver::rate::Difficulty::parse("hard"))),
        T0,
    );
    let b = open(&mut app, Sheet::NewGame);
    let sw = b.by_id("winnable-only").unwrap();
    assert_eq!(sw.checked, Some(true));
    assert_eq!(sw.get("disabled"), Some(""));
    let hard = b.find(&|n| n.get("data-action") == Some("difficulty") && n.get("data-arg") == Some("hard")).unwrap();
    assert_eq!(hard.get("aria-checked"), Some("true"));
}

#[test]
fn the_layout_picker_shows_the_games_layouts_with_the_one_chosen() {
    use swarm::view::Layout;
    let mut app = page(GameId::Beeswax, 3);
    send(&mut app, Msg::Prefs(PrefsMsg::Layout(GameId::Beeswax, Layout::Fans5x3)), T0);
    send(&mut app, Msg::Sheet(SheetMsg::Open(Sheet::NewGame)), T0);
    let b = body(&app, &SheetEnv::default());
    let sel = b.by_id("layout-select").unwrap();
    assert_eq!(sel.value.as_deref(), Some("fans5x3"));
    assert_eq!(sel.children.len(), 4, "15 columns and three fans");
}

#[test]
fn a_setting_changed_in_new_game_is_kept_and_takes_effect() {
    use swarm::page::Setting;
    use swarm::view::Layout;
    let mut app = page(GameId::Beeswax, 3);
    send(&mut app, Msg::Sheet(SheetMsg::Open(Sheet::NewGame)), T0);
    let fx = send(&mut app, Msg::Sheet(SheetMsg::Setting(Setting::Layout("fans4x4".into()))), T0);
    assert!(fx.contains(&Effect::Keep("swarm.layout.beeswax".into(), "fans4x4".into())), "{fx:?}");
    assert_eq!(app.layout(), Layout::Fans4x4, "the table is laid out anew");
    let fx = send(&mut app, Msg::Sheet(SheetMsg::Setting(Setting::Layout("pyramid".into()))), T0);
    assert!(fx.is_empty() && app.layout() == Layout::Fans4x4, "a layout not offered is neither kept nor used");
    // The draft's game, not the table's: Spider picked in the sheet.
    send(&mut app, Msg::Sheet(SheetMsg::PickGame(GameId::Spider)), T0);
    let fx = send(&mut app, Msg::Sheet(SheetMsg::Setting(Setting::WinnableOnly(true))), T0);
    assert!(fx.contains(&Effect::Keep("swarm.winnable.spider".into(), "1".into())), "{fx:?}");
    // The catalogue holds winnable Spider deals: the next New takes one at once.
    assert!(requests(&fx).is_empty(), "nothing is looked for while the catalogue has a deal: {fx:?}");
    let fx = send(&mut app, Msg::Sheet(SheetMsg::Setting(Setting::Difficulty(None))), T0);
    assert!(fx.contains(&Effect::Keep("swarm.difficulty.spider".into(), "any".into())), "{fx:?}");
    assert!(fx.contains(&Effect::OpenSheet), "the sheet shows the choice: {fx:?}");
}

#[test]
fn picking_a_game_in_new_game_keeps_the_focus_on_its_card() {
    let mut app = page(GameId::Beeswax, 3);
    send(&mut app, Msg::Sheet(SheetMsg::Open(Sheet::NewGame)), T0);
    let fx = send(&mut app, Msg::Sheet(SheetMsg::PickGame(GameId::Beetle)), T0);
    assert_eq!(fx.last(), Some(&Effect::Focus("game-card-beetle".into())));
    let b = body(&app, &SheetEnv::default());
    assert!(b.by_id("game-card-beetle").is_some());
}

#[test]
fn how_to_play_toggles_and_one_sheet_replaces_another() {
    let mut app = page(GameId::Spider, 7);
    let b = open(&mut app, Sheet::Help);
    assert!(b.text_content().contains("Woods' commands"));
    assert!(b.find(&|n| n.tag == "pre" && n.has_class("record")).is_some());
    let fx = send(&mut app, Msg::Sheet(SheetMsg::Open(Sheet::Help)), T0);
    assert!(fx.contains(&Effect::CloseSheets), "? again closes it");
    assert_eq!(app.sheet(), None);
    open(&mut app, Sheet::NewGame);
    open(&mut app, Sheet::Look);
    assert_eq!(app.draft(), None, "New game's draft goes with its sheet");
}

#[test]
fn look_shows_a_switch_per_setting_checked_when_on() {
    let mut app = page(GameId::Beeswax, 1);
    send(&mut app, Msg::Sheet(SheetMsg::Open(Sheet::Look)), T0);
    let b = body(&app, &SheetEnv { look: vec!["big".into()], ..SheetEnv::default() });
    let inputs = b.all(&|n| n.get("data-change") == Some("look"));
    let on: Vec<_> = inputs.iter().map(|i| (i.get("data-arg").unwrap(), i.checked.unwrap())).collect();
    assert_eq!(on, [("four", false), ("big", true), ("plain", false), ("still", false)]);
    assert_eq!(inputs[1].get("id"), Some("look-big"));
}

#[test]
fn load_offers_a_file_pasted_text_and_spider_tmp_when_kept() {
    let mut app = page(GameId::Spider, 7);
    let b = open(&mut app, Sheet::Load);
    assert_eq!(actions(&b), ["choose-file", "open-position"]);
    assert_eq!(b.by_id("paste-position").unwrap().get("spellcheck"), Some("false"));
    let tmp = app.record();
    let b = body(&app, &SheetEnv { woods_tmp: Some(tmp), ..SheetEnv::default() });
    assert_eq!(actions(&b), ["choose-file", "open-position", "load-tmp"]);
    assert_eq!(b.by_id("btn-load-tmp").unwrap().text_content(), "Resume SPIDER.TMP (Spider deal 7, 0 moves)");
}

#[test]
fn the_woods_line_is_offered_for_spider_and_refused_in_words_elsewhere() {
    let mut app = page(GameId::Spider, 7);
    let b = open(&mut app, Sheet::Woods);
    let area = b.by_id("woods-line").unwrap();
    assert_eq!(area.get("readonly"), Some(""));
    assert!(!area.value.as_deref().unwrap_or("").is_empty());
    assert_eq!(actions(&b), ["copy-woods"]);
    let mut app = page(GameId::Beeswax, 7);
    let b = open(&mut app, Sheet::Woods);
    let error = b.by_id("woods-line-error").unwrap().text_content();
    assert!(error.contains("not Beeswax"), "{error}");
    assert!(b.by_id("woods-copy-status").is_some_and(|s| s.get("role") == Some("status")));
}

#[test]
fn statistics_say_reading_until_the_journal_is_read_then_show_the_table() {
    let mut app = page(GameId::Beeswax, 1);
    let fx = send(&mut app, Msg::Sheet(SheetMsg::Open(Sheet::Stats)), T0);
    assert!(
        fx.contains(&Effect::Journal(swarm::journal::wire::Ask::SheetOpened)),
        "the sheet has the journal read afresh: {fx:?}"
    );
    let b = body(&app, &SheetEnv::default());
    assert_eq!(b.text_content(), "Reading the statistics…");
    let mut worker = Worker::default();
    let fx = worker.send(&mut app, Msg::Sheet(SheetMsg::Open(Sheet::Stats)), T0);
    assert!(fx.contains(&Effect::DrawSheet(Sheet::Stats)));
    let b = body(&app, &SheetEnv::default());
    let row = b.find(&|n| n.tag == "tr" && n.has_class("current")).unwrap();
    assert_eq!(row.get("data-key"), Some("beeswax"));
    assert_eq!(row.children[1].get("data-label"), Some("Played"));
    assert!(b.by_id("stats-chart").is_some());
    assert_eq!(actions(&b), ["export-stats", "import-stats", "reset-stats"]);
    assert!(b.by_id("stats-reset").unwrap().has_class("danger"));
}

#[test]
fn the_statistics_chart_draws_a_bar_per_game_as_svg() {
    let mut app = page(GameId::Beeswax, 1);
    let mut worker = Worker::default();
    worker.send(&mut app, journal_start(), T0);
    play_first(&mut app, T0);
    let fx = worker.send(&mut app, Msg::Game(GameMsg::New), T0);
    assert!(asked(&fx));
    worker.send(&mut app, Msg::Game(GameMsg::Answer(true)), T0);
    assert_eq!(worker.host.tally().journal().len(), 1);
    assert!(sent(&app).is_empty(), "the worker took it");
    worker.send(&mut app, Msg::Sheet(SheetMsg::Open(Sheet::Stats)), T0);
    let b = body(&app, &SheetEnv::default());
    let bars = b.find(&|n| n.svg && n.has_class("bars")).unwrap();
    assert_eq!(bars.get("role"), Some("img"));
    assert_eq!(bars.children.len(), 1, "one game left, counted lost");
    assert_eq!(bars.children[0].children[0].tag, "title");
}

#[test]
fn the_review_sheet_is_the_models_and_its_chart_a_slider() {
    let mut app = page(GameId::Beeswax, 7);
    for m in "7F 1E BF 41 67 6E 96 29 B2".split_whitespace() {
        send(&mut app, Msg::Table(TableMsg::PlayText(m.into())), T0);
    }
    send(&mut app, Msg::Review(ReviewMsg::Ask), T0);
    let fx = send(&mut app, Msg::Game(GameMsg::Answer(true)), T0);
    assert!(fx.contains(&Effect::OpenSheet));
    assert_eq!(app.sheet(), Some(Sheet::Review));
    let b = body(&app, &SheetEnv { review: (600.0, 800.0, None), ..SheetEnv::default() });
    assert!(b.by_id("review-progress").is_some(), "a progress bar while it runs");
    let chart = b.by_id("review-chart").unwrap();
    assert!(chart.svg);
    assert_eq!(chart.get("role"), Some("slider"));
    assert_eq!(chart.get("aria-valuemax"), Some("9"));
    assert_eq!(chart.get("viewBox").unwrap().split(' ').nth(2), Some("600"), "as wide as measured");
    let hits = chart.all(&|n| n.has_class("hit"));
    assert_eq!(hits.len(), 10);
    assert_eq!(hits[3].get("data-action"), Some("review-open"));
    // Each hit's tooltip is its point in words: what the slider says with
    // its cursor there (the shell's keys read it as the cursor moves).
    let tip = |k: usize| hits[k].find(&|n| n.tag == "title").and_then(|t| t.text.clone());
    assert_eq!(chart.get("aria-valuetext").map(str::to_string), tip(0));
    assert_eq!(tip(3).as_deref(), Some("Move 3 (BF): not reviewed yet"));
    let fx = send(&mut app, Msg::Sheet(SheetMsg::Close), T0);
    assert!(fx.iter().any(|e| matches!(e, Effect::Cancel(_))), "closing stops the review: {fx:?}");
}

#[test]
fn the_review_charts_keys_step_its_cursor_within_the_game_and_enter_opens() {
    use swarm::page::review::chart::{chart_key, ChartKey};
    assert_eq!(chart_key("ArrowLeft", 0, 9), Some(ChartKey::Move(0)));
    assert_eq!(chart_key("ArrowRight", 9, 9), Some(ChartKey::Move(9)));
    assert_eq!(chart_key("ArrowUp", 3, 9), Some(ChartKey::Move(4)));
    assert_eq!(chart_key("PageUp", 3, 9), Some(ChartKey::Move(9)));
    assert_eq!(chart_key("PageDown", 13, 40), Some(ChartKey::Move(3)));
    assert_eq!(chart_key("Home", 5, 9), Some(ChartKey::Move(0)));
    assert_eq!(chart_key("End", 5, 9), Some(ChartKey::Move(9)));
    assert_eq!(chart_key("Enter", 5, 9), Some(ChartKey::Open(5)));
    assert_eq!(chart_key(" ", 2, 9), Some(ChartKey::Open(2)));
    assert_eq!(chart_key("x", 2, 9), None, "other keys are the page's");
}

/// A kept game of deal `n` of `game` after one move.
fn kept_game(game: GameId, n: u32) -> Saved {
    let mut app = page(game, n);
    play_first(&mut app, T0);
    app.saved(T0)
}

#[test]
fn a_deal_made_from_new_game_closes_it_and_deals_the_drafts_rules() {
    let mut app = page(GameId::Spider, 7);
    open(&mut app, Sheet::NewGame);
    send(&mut app, Msg::Sheet(SheetMsg::DraftOption("suits".into(), "2".into())), T0);
    let fx = send(&mut app, Msg::Game(GameMsg::DealDraft(Some(" 123 ".into()), None)), T0);
    assert_eq!(app.sheet(), None);
    assert!(fx.contains(&Effect::CloseSheets));
    assert_eq!(app.deal_number(), Some(123));
    assert_eq!(app.state().options().get("suits"), "2");
}

#[test]
fn a_bad_deal_number_is_said_and_the_sheet_stays_with_it() {
    let mut app = page(GameId::Spider, 7);
    open(&mut app, Sheet::NewGame);
    let fx = send(&mut app, Msg::Game(GameMsg::DealDraft(Some("12x".into()), None)), T0);
    assert!(fx.iter().any(|e| matches!(e, Effect::Feedback(t, Some(Tone::Error)) if t.contains("12x"))), "{fx:?}");
    assert_eq!(app.sheet(), Some(Sheet::NewGame));
    assert_eq!(app.deal_number(), Some(7), "nothing dealt");
}

#[test]
fn a_deal_of_another_game_keeps_this_one_in_its_slot_and_resumes_that_games_first() {
    let mut app = page(GameId::Spider, 7);
    play_first(&mut app, T0);
    open(&mut app, Sheet::NewGame);
    send(&mut app, Msg::Sheet(SheetMsg::PickGame(GameId::Beetle)), T0);
    let slot = kept_game(GameId::Beetle, 9);
    let fx = send(&mut app, Msg::Game(GameMsg::DealDraft(None, Some(Box::new(slot.clone())))), T0);
    // The Spider game is saved before anything else happens: its slot keeps it.
    let first_save = fx.iter().find_map(|e| match e {
        Effect::Save(s) => Some(s.record.game),
        _ => None,
    });
    assert_eq!(first_save, Some(GameId::Spider), "{fx:?}");
    // Beetle's game in progress came back, and New asks before leaving it.
    assert_eq!(app.state().id(), GameId::Beetle);
    assert_eq!(app.id(), slot.id);
    assert!(asked(&fx), "New over Beetle's game in progress asks first");
}

#[test]
fn the_game_a_link_set_aside_is_resumed_from_its_notice_and_its_copy_forgotten() {
    let mut app = page(GameId::Spider, 7);
    send(
        &mut app,
        Msg::Ui(UiMsg::Notice(Notice::with("Your Beetle game is kept.", "Resume it", "resume-aside:beetle"))),
        T0,
    );
    let aside = kept_game(GameId::Beetle, 9);
    let fx = send(&mut app, Msg::Game(GameMsg::ResumeAside(GameId::Beetle, Ok(Some(Box::new(aside.clone()))))), T0);
    assert!(app.notices().is_empty(), "its notice goes");
    assert!(fx.contains(&Effect::Forget("swarm.aside.beetle".into())));
    assert_eq!((app.state().id(), app.id()), (GameId::Beetle, aside.id.as_str()));
    let fx = send(&mut app, Msg::Game(GameMsg::ResumeAside(GameId::Beetle, Ok(None))), T0);
    assert!(fx.contains(&Effect::Feedback("That game is no longer kept.".into(), Some(Tone::Info))));
    let fx = send(&mut app, Msg::Game(GameMsg::ResumeAside(GameId::Beetle, Err("bad JSON".into()))), T0);
    assert!(fx.contains(&Effect::Feedback("That game could not be read (bad JSON).".into(), Some(Tone::Error))));
}

#[test]
fn the_rarely_opened_sheets_contents_cross_to_the_reader_as_texts_and_draw_the_same() {
    use swarm::page::sheets::draw::Rare;
    use swarm::page::sheets::help::HelpText;
    let file = include_str!("../../data/help/rules.txt").to_string();
    for rare in [
        Rare::Help(GameId::Spider, HelpText::Read(file)),
        Rare::Help(GameId::Beetle, HelpText::Asked),
        Rare::Help(GameId::Beehive, HelpText::Failed("status 404".into())),
        Rare::Help(GameId::Beeswax, HelpText::Unasked),
        Rare::Look(vec!["four".into(), "still".into()]),
        Rare::Look(Vec::new()),
        Rare::Load(None),
        Rare::Load(Some("Resume SPIDER.TMP".into())),
        Rare::Woods(Ok("line".into())),
        Rare::Woods(Err("not Beeswax".into())),
    ] {
        let back = Rare::from_texts(&rare.to_texts());
        assert_eq!(back.as_ref(), Ok(&rare));
        assert_eq!(back.unwrap().body(), rare.body());
    }
    let texts = |t: &[&str]| t.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    for bad in
        [&[][..], &["help-panel", "chess", "read", ""], &["help-panel", "spider", "?", ""], &["woods-panel", "ok"]]
    {
        assert!(Rare::from_texts(&texts(bad)).is_err(), "{bad:?}");
    }
}
