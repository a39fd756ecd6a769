//! Sheets: what opens over the table from the bar and the menu, one at a
//! time, as modal `<dialog>`s (a backdrop, the focus kept inside, Escape
//! closes): New game (the game, its rules, a deal), Statistics, Look, How
//! to play, Load and Woods' save line. This module only draws them; the
//! controls name their action (`data-action`, `data-change`) and
//! `dispatch.rs` acts.

use wasm_bindgen::JsCast;
use web_sys::HtmlElement;

use super::app::Sheet;
use super::dom::{self, action_button, by_id, el, set_attr, text_el};
use crate::games::{options, GameId, Options};
use crate::solver::rate::Difficulty;
use crate::view::Layout;

/// The sheet's title.
fn title(s: Sheet) -> &'static str {
    match s {
        Sheet::NewGame => "New game",
        Sheet::Stats => "Statistics",
        Sheet::Look => "Look",
        Sheet::Help => "How to play",
        Sheet::Load => "Load a game",
        Sheet::Woods => "Woods save line",
        Sheet::Review => "Review",
    }
}

/// Opens `sheet` (created on first use) and returns its body, emptied.
/// `refresh`: the sheet is already open and is drawn again in place (the
/// focus stays where it is).
pub fn open(sheet: Sheet) -> Option<HtmlElement> {
    let d = match dom::dialog(sheet.id()) {
        Some(d) => d,
        None => create(sheet)?,
    };
    let body = d.query_selector(".sheet-body").ok().flatten()?.dyn_into::<HtmlElement>().ok()?;
    dom::clear(&body);
    if !d.open() {
        close_all();
        let _ = d.show_modal();
    }
    Some(body)
}

/// The body of `sheet` when it is open (to refresh it in place).
pub fn body_if_open(sheet: Sheet) -> Option<HtmlElement> {
    let d = dom::dialog(sheet.id()).filter(|d| d.open())?;
    let body = d.query_selector(".sheet-body").ok().flatten()?.dyn_into::<HtmlElement>().ok()?;
    dom::clear(&body);
    Some(body)
}

/// Closes every sheet.
pub fn close_all() {
    for s in [Sheet::NewGame, Sheet::Stats, Sheet::Look, Sheet::Help, Sheet::Load, Sheet::Woods, Sheet::Review] {
        if let Some(d) = dom::dialog(s.id()) {
            if d.open() {
                d.close();
            }
        }
    }
}

fn create(sheet: Sheet) -> Option<web_sys::HtmlDialogElement> {
    let d = el("dialog", "sheet");
    let id = sheet.id();
    set_attr(&d, "id", id);
    let head_id = format!("{id}-title");
    set_attr(&d, "aria-labelledby", &head_id);
    set_attr(&d, "data-sheet", id);
    let head = el("div", "sheet-head");
    let h = text_el("h2", "", title(sheet));
    set_attr(&h, "id", &head_id);
    let _ = head.append_child(&h);
    let close = action_button("Close", "sheet-close");
    set_attr(&close, "class", "sheet-close");
    set_attr(&close, "aria-label", &format!("Close {}", title(sheet).to_ascii_lowercase()));
    let _ = head.append_child(&close);
    let _ = d.append_child(&head);
    let _ = d.append_child(&el("div", "sheet-body"));
    dom::document().body()?.append_child(&d).ok()?;
    d.dyn_into().ok()
}

// ---------------------------------------------------------------------------
// New game

/// What the New game sheet shows: the game and rules chosen in it (not
/// yet dealt), the deal number of the game on the table, the display
/// layout, the "winnable deals only" setting and today's date.
pub struct NewGame<'a> {
    pub draft: &'a Options,
    pub deal: Option<u32>,
    pub layout: Layout,
    pub layouts: &'a [(Layout, &'static str)],
    pub winnable_only: bool,
    /// The difficulty of New's deals (`None`: Any).
    pub difficulty: Option<Difficulty>,
    pub today: &'a str,
}

/// Draws the New game sheet.
pub fn new_game(body: &HtmlElement, s: &NewGame) {
    let game = s.draft.game();
    let games = el("div", "game-list");
    set_attr(&games, "role", "radiogroup");
    set_attr(&games, "aria-label", "Game");
    for g in GameId::ALL {
        let b = el("button", "game-card");
        set_attr(&b, "type", "button");
        set_attr(&b, "role", "radio");
        set_attr(&b, "aria-checked", if g == game { "true" } else { "false" });
        set_attr(&b, "data-action", "pick-game");
        set_attr(&b, "data-arg", g.key());
        let _ = b.append_child(&text_el("span", "game-name", g.title()));
        let aliases = g.aliases().join(", ");
        if !aliases.is_empty() {
            let _ = b.append_child(&text_el("span", "game-aliases", &aliases));
        }
        let _ = b.append_child(&text_el("span", "game-blurb", blurb(g)));
        let _ = games.append_child(&b);
    }
    let _ = body.append_child(&games);
    let specs = options::specs(game);
    let rules = el("div", "rules");
    set_attr(&rules, "id", "option-pickers");
    set_attr(&rules, "aria-label", "Rule options");
    if specs.is_empty() {
        let _ = rules.append_child(&text_el("p", "sheet-note", "Beeswax has no rule options: every card is in view."));
    }
    for spec in specs {
        let label = el("label", "field");
        let _ = label.append_child(&text_el("span", "", spec.label));
        let sel = el("select", "option-select");
        set_attr(&sel, "data-key", spec.key);
        set_attr(&sel, "data-change", "draft-option");
        set_attr(&sel, "aria-label", spec.label);
        let mut order: Vec<usize> = (0..spec.values.len()).collect();
        // Numbers in order (7…16), whichever is the default.
        if spec.values.iter().all(|v| v.parse::<u32>().is_ok()) {
            crate::small_sort::sort_by_key(&mut order, |&i| spec.values[i].parse::<u32>().unwrap_or(0));
        }
        for i in order {
            let o = text_el("option", "", spec.value_labels[i].full);
            set_attr(&o, "value", spec.values[i]);
            let _ = sel.append_child(&o);
        }
        if let Ok(x) = sel.clone().dyn_into::<web_sys::HtmlSelectElement>() {
            x.set_value(s.draft.get(spec.key));
        }
        let _ = label.append_child(&sel);
        let _ = rules.append_child(&label);
    }
    if s.layouts.len() > 1 {
        let label = el("label", "field");
        let _ = label.append_child(&text_el("span", "", "Layout"));
        let sel = el("select", "");
        set_attr(&sel, "id", "layout-select");
        set_attr(&sel, "data-change", "layout");
        set_attr(&sel, "aria-label", "Layout");
        for (k, l) in s.layouts {
            let o = text_el("option", "", l);
            set_attr(&o, "value", k.key());
            let _ = sel.append_child(&o);
        }
        if let Ok(x) = sel.clone().dyn_into::<web_sys::HtmlSelectElement>() {
            x.set_value(s.layout.key());
        }
        let _ = label.append_child(&sel);
        let _ = rules.append_child(&label);
    }
    let _ = body.append_child(&rules);
    let _ = body.append_child(&difficulty_picker(s.draft, s.difficulty));
    let sw = switch("winnable-only", "Winnable deals only", s.winnable_only || s.difficulty.is_some(), "winnable-only");
    if let (Some(_), Ok(Some(i))) = (s.difficulty, sw.query_selector("input")) {
        // A difficulty implies a winnable deal.
        set_attr(&i, "disabled", "");
    }
    let _ = body.append_child(&sw);
    let proven = match game {
        GameId::Beeswax | GameId::Beehive => "the solver has proven winnable",
        _ => "the solver has won with every card known (a win exists; finding it is up to you)",
    };
    let note = match s.difficulty {
        Some(d) => format!(
            "New then deals a deal rated {} that {proven}. It is looked for ahead of time while you play.",
            d.word()
        ),
        None => format!("New then deals a game {proven}."),
    };
    let _ = body.append_child(&text_el("p", "sheet-note", &note));
    if let Some(rare) = s.difficulty.and_then(|d| crate::page::difficulty_rare(s.draft, d)) {
        let _ = body.append_child(&text_el("p", "sheet-note warn", rare));
    }
    let row = el("div", "deal-row");
    let random = action_button("Deal a new game", "deal-random");
    set_attr(&random, "class", "primary");
    set_attr(&random, "id", "btn-deal-random");
    let _ = row.append_child(&random);
    let daily = action_button(&format!("Deal of the day ({})", s.today), "daily");
    set_attr(&daily, "id", "btn-daily");
    let _ = row.append_child(&daily);
    let _ = body.append_child(&row);
    let form = el("form", "deal-form");
    set_attr(&form, "id", "deal-form");
    let label = el("label", "field");
    let _ = label.append_child(&text_el("span", "", "Deal number"));
    let input = el("input", "");
    set_attr(&input, "id", "deal-input");
    set_attr(&input, "inputmode", "numeric");
    set_attr(&input, "autocomplete", "off");
    set_attr(&input, "placeholder", "1 – 4294967295");
    set_attr(&input, "aria-label", "Deal number");
    if let (Some(n), Ok(i)) = (s.deal, input.clone().dyn_into::<web_sys::HtmlInputElement>()) {
        i.set_value(&n.to_string());
    }
    let _ = label.append_child(&input);
    let _ = form.append_child(&label);
    let play = text_el("button", "", "Play this deal");
    set_attr(&play, "type", "submit");
    set_attr(&play, "id", "btn-deal");
    let _ = form.append_child(&play);
    let _ = body.append_child(&form);
}

/// The difficulty of New's deals: Any, Easy, Medium, Hard, Expert, as one
/// row of buttons (a label refused for these rules is disabled, its reason
/// in its title).
fn difficulty_picker(draft: &Options, chosen: Option<Difficulty>) -> HtmlElement {
    let field = el("div", "field difficulty");
    let _ = field.append_child(&text_el("span", "", "Difficulty"));
    let row = el("div", "segmented");
    set_attr(&row, "role", "radiogroup");
    set_attr(&row, "aria-label", "Difficulty");
    let choices = std::iter::once(None).chain(crate::page::DIFFICULTIES.into_iter().map(Some));
    for d in choices {
        let (word, label) = match d {
            Some(d) => (d.word(), crate::page::difficulty_title(d)),
            None => ("any", "Any".to_string()),
        };
        let b = action_button(&label, "difficulty");
        set_attr(&b, "data-arg", word);
        set_attr(&b, "role", "radio");
        set_attr(&b, "aria-checked", if d == chosen { "true" } else { "false" });
        if let Some(why) = d.and_then(|d| crate::page::not_offered(draft, d)) {
            set_attr(&b, "disabled", "");
            set_attr(&b, "title", &format!("{label}: {why}"));
        }
        let _ = row.append_child(&b);
    }
    let _ = field.append_child(&row);
    field
}

/// One line about each game, for the game list.
fn blurb(g: GameId) -> &'static str {
    match g {
        GameId::Beeswax => "Every card in view: gather the ranks into fours.",
        GameId::Beehive => "Quartets from a storehouse, a stock and six columns.",
        GameId::Beetle => "Two decks, every card face up: build suits down.",
        GameId::Spider => "Donald Woods' rules: dig out the face-down cards.",
    }
}

/// A labelled checkbox that asks for `change` when flipped.
pub fn switch(id: &str, label: &str, on: bool, change: &str) -> HtmlElement {
    let row = el("label", "switch");
    let input = el("input", "");
    set_attr(&input, "type", "checkbox");
    set_attr(&input, "id", id);
    set_attr(&input, "data-change", change);
    if let Ok(i) = input.clone().dyn_into::<web_sys::HtmlInputElement>() {
        i.set_checked(on);
    }
    let _ = row.append_child(&input);
    let _ = row.append_child(&text_el("span", "", label));
    row
}

// ---------------------------------------------------------------------------
// How to play

/// The rules and notation of `game`, and the keys of the page.
pub fn help(body: &HtmlElement, game: GameId) {
    for sec in crate::help::sections(game) {
        let _ = body.append_child(&text_el("h3", "", sec.heading));
        for p in sec.paragraphs {
            let _ = body.append_child(&text_el("p", "", p));
        }
    }
    let _ = body.append_child(&text_el("h3", "", "Playing on this page"));
    for p in [
        "Drag cards with the mouse or a finger, or click a card and then where it goes. A right-click, a double-click or a double tap sends a card or run to its best place.",
        "Keys: type a move in the notation and press Enter; H hint, D deal, N new game, Ctrl+Z undo, Ctrl+Y redo, ? this help. Arrow keys move between piles and cards, Enter picks up and puts down.",
        "The menu (☰) has Restart, Solve, Autoplay, Share, Save, Load, Replay, the moves panel, Statistics and Look. The game's name opens New game: the game, its rules, a deal number and the deal of the day.",
    ] {
        let _ = body.append_child(&text_el("p", "", p));
    }
    if game == GameId::Spider {
        let _ = body.append_child(&text_el("h3", "", "Woods' commands"));
        let _ = body.append_child(&text_el("pre", "record", &crate::games::spider::commands::help()));
    }
    if let Some(h) = by_id("help-panel") {
        set_attr(&h, "data-game", game.key());
    }
}

// ---------------------------------------------------------------------------
// Look

/// One look switch: (setting, label, class on `<html>` when on).
pub const LOOKS: &[(&str, &str, &str)] = &[
    ("four", "Four-colour suits (♣ green, ♦ blue)", "look-four"),
    ("big", "Large card indices", "look-big"),
    ("plain", "Plain table instead of green felt", "look-plain"),
    ("still", "No animations", "look-still"),
];

/// The Look sheet: one switch per setting.
pub fn look(body: &HtmlElement, on: &[String]) {
    for (k, label, _) in LOOKS {
        let row = switch(&format!("look-{k}"), label, on.iter().any(|w| w == k), "look");
        if let Some(i) = row.query_selector("input").ok().flatten() {
            set_attr(&i, "data-arg", k);
        }
        let _ = body.append_child(&row);
    }
    let _ = body.append_child(&text_el(
        "p",
        "sheet-note",
        "Moves animate briefly; with your system set to reduce motion they do not animate at all.",
    ));
}

// ---------------------------------------------------------------------------
// Load

/// The Load sheet: choose a file, or paste a record, a text position or a
/// Woods line.
pub fn load(body: &HtmlElement) {
    let choose = action_button("Choose a file…", "choose-file");
    set_attr(&choose, "id", "btn-choose-file");
    let _ = body.append_child(&choose);
    let _ = body.append_child(&text_el(
        "p",
        "sheet-note",
        "A file saved here (JSON), or a text position. You can also drop a file anywhere on the page.",
    ));
    let area = text_area(body, "paste-position", "Or paste a record, a text position or a Woods line:", 8);
    set_attr(&area, "placeholder", "game: beeswax\n1: Ac Ad Ah As\n…");
    let open = action_button("Play this", "open-position");
    set_attr(&open, "id", "btn-open-position");
    let _ = body.append_child(&open);
}

/// A labelled text area for card text (no spell checking), appended to `parent`.
pub fn text_area(parent: &HtmlElement, id: &str, label: &str, rows: u32) -> HtmlElement {
    let l = text_el("label", "", label);
    set_attr(&l, "for", id);
    let _ = parent.append_child(&l);
    let area = el("textarea", "");
    set_attr(&area, "id", id);
    set_attr(&area, "rows", &rows.to_string());
    set_attr(&area, "spellcheck", "false");
    let _ = parent.append_child(&area);
    area
}

// ---------------------------------------------------------------------------
// Woods line

/// The Woods line sheet: the position as a line (or why it cannot be one).
pub fn woods(body: &HtmlElement, line: Result<String, String>) {
    let _ = body.append_child(&text_el(
        "p",
        "sheet-note",
        "The position on the table in the save-file format of Donald Woods' 1979 Spider program. \
         Like his save file, it holds the face-down cards and the hand, and of the options only the \
         number of suits. Paste it in Load to play from this position again.",
    ));
    match line {
        Ok(line) => {
            let box_ = el("div", "woods-line-box");
            set_attr(&box_, "id", "woods-line-box");
            let area = text_area(&box_, "woods-line", "Woods line of this position", 4);
            set_attr(&area, "readonly", "");
            set_attr(&area, "autocomplete", "off");
            if let Ok(a) = area.dyn_into::<web_sys::HtmlTextAreaElement>() {
                a.set_value(&line);
            }
            let copy = action_button("Copy", "copy-woods");
            set_attr(&copy, "id", "btn-copy-woods");
            set_attr(&copy, "aria-label", "Copy the Woods line");
            let _ = box_.append_child(&copy);
            let _ = body.append_child(&box_);
        }
        Err(e) => {
            let p = text_el("p", "woods-line-error", &format!("This position cannot be written as a Woods line: {e}."));
            set_attr(&p, "id", "woods-line-error");
            let _ = body.append_child(&p);
        }
    }
    let status = el("p", "sheet-note");
    set_attr(&status, "id", "woods-copy-status");
    set_attr(&status, "role", "status");
    let _ = body.append_child(&status);
}
