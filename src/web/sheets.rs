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
use crate::games::GameId;
use crate::page::sheets::{help_sheet, Choice, NewGameSheet, Picker, LOAD_NOTE, WOODS_NOTE};

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

/// Draws the New game sheet (its contents are the model's: `page::sheets`).
pub fn new_game(body: &HtmlElement, s: &NewGameSheet) {
    let games = el("div", "game-list");
    set_attr(&games, "role", "radiogroup");
    set_attr(&games, "aria-label", "Game");
    for g in &s.games {
        let b = el("button", "game-card");
        set_attr(&b, "type", "button");
        set_attr(&b, "role", "radio");
        set_attr(&b, "aria-checked", if g.checked { "true" } else { "false" });
        set_attr(&b, "data-action", "pick-game");
        set_attr(&b, "data-arg", g.key);
        let _ = b.append_child(&text_el("span", "game-name", g.title));
        if !g.aliases.is_empty() {
            let _ = b.append_child(&text_el("span", "game-aliases", &g.aliases));
        }
        let _ = b.append_child(&text_el("span", "game-blurb", g.blurb));
        let _ = games.append_child(&b);
    }
    let _ = body.append_child(&games);
    let rules = el("div", "rules");
    set_attr(&rules, "id", "option-pickers");
    set_attr(&rules, "aria-label", "Rule options");
    if let Some(note) = s.no_rules {
        let _ = rules.append_child(&text_el("p", "sheet-note", note));
    }
    for p in &s.rules {
        let sel = picker(&rules, p, "option-select");
        set_attr(&sel, "data-key", p.key);
        set_attr(&sel, "data-change", "draft-option");
    }
    if let Some(p) = &s.layout {
        let sel = picker(&rules, p, "");
        set_attr(&sel, "id", "layout-select");
        set_attr(&sel, "data-change", "layout");
    }
    let _ = body.append_child(&rules);
    let _ = body.append_child(&difficulty_picker(&s.difficulties));
    let (on, locked) = s.winnable;
    let sw = switch("winnable-only", "Winnable deals only", on, "winnable-only");
    if let (true, Ok(Some(i))) = (locked, sw.query_selector("input")) {
        set_attr(&i, "disabled", "");
    }
    let _ = body.append_child(&sw);
    let _ = body.append_child(&text_el("p", "sheet-note", &s.note));
    let row = el("div", "deal-row");
    let random = action_button("Deal a new game", "deal-random");
    set_attr(&random, "class", "primary");
    set_attr(&random, "id", "btn-deal-random");
    let _ = row.append_child(&random);
    let daily = action_button(&s.daily, "daily");
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
    if let Ok(i) = input.clone().dyn_into::<web_sys::HtmlInputElement>() {
        i.set_value(&s.deal);
    }
    let _ = label.append_child(&input);
    let _ = form.append_child(&label);
    let play = text_el("button", "", "Play this deal");
    set_attr(&play, "type", "submit");
    set_attr(&play, "id", "btn-deal");
    let _ = form.append_child(&play);
    let _ = body.append_child(&form);
}

/// A labelled drop-down of `p`, appended to `parent`; returns the `select`.
fn picker(parent: &HtmlElement, p: &Picker, class: &str) -> HtmlElement {
    let label = el("label", "field");
    let _ = label.append_child(&text_el("span", "", p.label));
    let sel = el("select", class);
    set_attr(&sel, "aria-label", p.label);
    for (value, text) in &p.choices {
        let o = text_el("option", "", text);
        set_attr(&o, "value", value);
        let _ = sel.append_child(&o);
    }
    if let Ok(x) = sel.clone().dyn_into::<web_sys::HtmlSelectElement>() {
        x.set_value(&p.value);
    }
    let _ = label.append_child(&sel);
    let _ = parent.append_child(&label);
    sel
}

/// The difficulty of New's deals, as one row of buttons (a label refused
/// for these rules is disabled, its reason in its title).
fn difficulty_picker(choices: &[Choice]) -> HtmlElement {
    let field = el("div", "field difficulty");
    let _ = field.append_child(&text_el("span", "", "Difficulty"));
    let row = el("div", "segmented");
    set_attr(&row, "role", "radiogroup");
    set_attr(&row, "aria-label", "Difficulty");
    for c in choices {
        let b = action_button(&c.label, "difficulty");
        set_attr(&b, "data-arg", c.word);
        set_attr(&b, "role", "radio");
        set_attr(&b, "aria-checked", if c.checked { "true" } else { "false" });
        if let Some(why) = &c.refused {
            set_attr(&b, "disabled", "");
            set_attr(&b, "title", why);
        }
        let _ = row.append_child(&b);
    }
    let _ = field.append_child(&row);
    field
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
    let sheet = help_sheet(game);
    for (heading, paragraphs) in &sheet.sections {
        let _ = body.append_child(&text_el("h3", "", heading));
        for p in paragraphs {
            let _ = body.append_child(&text_el("p", "", p));
        }
    }
    if let Some(commands) = &sheet.woods {
        let _ = body.append_child(&text_el("h3", "", "Woods' commands"));
        let _ = body.append_child(&text_el("pre", "record", commands));
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
    let _ = body.append_child(&text_el("p", "sheet-note", LOAD_NOTE));
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
    let _ = body.append_child(&text_el("p", "sheet-note", WOODS_NOTE));
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
            let p = text_el("p", "woods-line-error", &e);
            set_attr(&p, "id", "woods-line-error");
            let _ = body.append_child(&p);
        }
    }
    let status = el("p", "sheet-note");
    set_attr(&status, "id", "woods-copy-status");
    set_attr(&status, "role", "status");
    let _ = body.append_child(&status);
}
