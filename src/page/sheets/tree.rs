//! The sheets as trees ([`Node`]): the `<dialog>` each opens in, and the
//! bodies of New game, How to play, Look, Load and the Woods line, built
//! from what `sheets.rs` says they show. The Statistics and Review bodies
//! are `stats_ui.rs` and `review_ui.rs`. Same ids, classes, data
//! attributes, texts and ARIA as `www/style.css` and the browser tests read.

use crate::page::node::Node;
use crate::page::sheets::contents::{NewGameSheet, Picker, LOAD_NOTE, WOODS_NOTE};
use crate::page::sheets::help::{HelpSheet, RETRY_HELP};

/// The sheets that open over the table, one at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sheet {
    NewGame,
    Stats,
    Look,
    Help,
    Load,
    Woods,
    Review,
}

impl Sheet {
    pub const ALL: [Sheet; 7] =
        [Sheet::NewGame, Sheet::Stats, Sheet::Look, Sheet::Help, Sheet::Load, Sheet::Woods, Sheet::Review];

    /// The sheet's element id.
    pub fn id(self) -> &'static str {
        match self {
            Sheet::NewGame => "new-game",
            Sheet::Stats => "stats-panel",
            Sheet::Look => "look-panel",
            Sheet::Help => "help-panel",
            Sheet::Load => "load-panel",
            Sheet::Woods => "woods-panel",
            Sheet::Review => "review-panel",
        }
    }

    /// The sheet's title.
    pub fn title(self) -> &'static str {
        match self {
            Sheet::NewGame => "New game",
            Sheet::Stats => "Statistics",
            Sheet::Look => "Look",
            Sheet::Help => "How to play",
            Sheet::Load => "Load a game",
            Sheet::Woods => "Woods save line",
            Sheet::Review => "Review",
        }
    }
}

/// The `<dialog>` of `sheet`: its head (the title, Close) and an empty
/// body (`.sheet-body`) that the sheet's contents fill.
pub fn frame(sheet: Sheet) -> Node {
    let id = sheet.id();
    let head_id = format!("{id}-title");
    let close = Node::button("Close", "sheet-close")
        .attr("class", "sheet-close")
        .attr("aria-label", format!("Close {}", sheet.title().to_ascii_lowercase()));
    Node::el("dialog", "sheet")
        .id(id)
        .attr("aria-labelledby", &head_id)
        .attr("data-sheet", id)
        .child(Node::el("div", "sheet-head").child(Node::text_el("h2", "", sheet.title()).id(&head_id)).child(close))
        .child(Node::el("div", "sheet-body"))
}

/// The New game sheet's body.
pub fn new_game(s: &NewGameSheet) -> Vec<Node> {
    let games = Node::el("div", "game-list").attr("role", "radiogroup").attr("aria-label", "Game").children(
        s.games.iter().map(|g| {
            let b = Node::el("button", "game-card")
                .id(&format!("game-card-{}", g.key))
                .attr("type", "button")
                .attr("role", "radio")
                .attr("aria-checked", g.checked)
                .attr("data-action", "pick-game")
                .attr("data-arg", g.key)
                .child(Node::text_el("span", "game-name", g.title));
            let b = if g.aliases.is_empty() { b } else { b.child(Node::text_el("span", "game-aliases", &g.aliases)) };
            b.child(Node::text_el("span", "game-blurb", g.blurb))
        }),
    );
    let mut rules = Node::el("div", "rules").id("option-pickers").attr("aria-label", "Rule options");
    if let Some(note) = s.no_rules {
        rules = rules.child(Node::text_el("p", "sheet-note", note));
    }
    for p in &s.rules {
        rules = rules
            .child(picker(p, "option-select", |sel| sel.attr("data-key", p.key).attr("data-change", "draft-option")));
    }
    if let Some(p) = &s.layout {
        rules = rules.child(picker(p, "", |sel| sel.id("layout-select").attr("data-change", "layout")));
    }
    let difficulty = Node::el("div", "field difficulty").child(Node::text_el("span", "", "Difficulty")).child(
        Node::el("div", "segmented").attr("role", "radiogroup").attr("aria-label", "Difficulty").children(
            s.difficulties.iter().map(|c| {
                let b = Node::button(&c.label, "difficulty")
                    .attr("data-arg", c.word)
                    .attr("role", "radio")
                    .attr("aria-checked", c.checked);
                match &c.refused {
                    Some(why) => b.flag("disabled", true).attr("title", why),
                    None => b,
                }
            }),
        ),
    );
    let (on, locked) = s.winnable;
    let deal_row = Node::el("div", "deal-row")
        .child(Node::button("Deal a new game", "deal-random").attr("class", "primary").id("btn-deal-random"))
        .child(Node::button(&s.daily, "daily").id("btn-daily"));
    let input = Node::el("input", "")
        .id("deal-input")
        .attr("inputmode", "numeric")
        .attr("autocomplete", "off")
        .attr("placeholder", "1 – 4294967295")
        .attr("aria-label", "Deal number")
        .value(&s.deal);
    let form = Node::el("form", "deal-form")
        .id("deal-form")
        .child(Node::el("label", "field").child(Node::text_el("span", "", "Deal number")).child(input))
        .child(Node::text_el("button", "", "Play this deal").attr("type", "submit").id("btn-deal"));
    vec![
        games,
        rules,
        difficulty,
        switch("winnable-only", "Winnable deals only", on, "winnable-only", |i| i.flag("disabled", locked)),
        Node::text_el("p", "sheet-note", &s.note),
        switch("coach", s.coach_label, s.coach, "coach", |i| i),
        deal_row,
        form,
    ]
}

/// A labelled drop-down of `p`; `more` adds to its `select`.
fn picker(p: &Picker, class: &str, more: impl FnOnce(Node) -> Node) -> Node {
    let sel = Node::el("select", class)
        .attr("aria-label", p.label)
        .children(p.choices.iter().map(|(value, text)| Node::text_el("option", "", *text).attr("value", value)));
    Node::el("label", "field").child(Node::text_el("span", "", p.label)).child(more(sel).value(&p.value))
}

/// A labelled checkbox that asks for `change` when flipped; `more` adds to its input.
fn switch(id: &str, label: &str, on: bool, change: &str, more: impl FnOnce(Node) -> Node) -> Node {
    let input = Node::el("input", "").attr("type", "checkbox").id(id).attr("data-change", change).checked(on);
    Node::el("label", "switch").child(more(input)).child(Node::text_el("span", "", label))
}

/// How to play: the rules and notation of the game, and the keys of the page.
pub fn help(sheet: &HelpSheet) -> Vec<Node> {
    let mut out = Vec::new();
    for s in &sheet.sections {
        out.push(Node::text_el("h3", "", &s.heading));
        out.extend(s.paragraphs.iter().map(|p| Node::text_el("p", "", p)));
    }
    if let Some((said, retry)) = &sheet.missing {
        out.push(Node::text_el("p", "sheet-note", said));
        if *retry {
            out.push(Node::button("Try again", RETRY_HELP));
        }
    }
    if let Some(commands) = &sheet.woods {
        out.push(Node::text_el("h3", "", "Woods' commands"));
        out.push(Node::text_el("pre", "record", commands));
    }
    out
}

/// One look setting: (setting, class on `<html>` when on). Its switch's
/// label is the Look sheet's ([`LOOK_LABELS`]), drawn by the reader's wasm.
pub const LOOKS: &[(&str, &str)] =
    &[("four", "look-four"), ("big", "look-big"), ("plain", "look-plain"), ("still", "look-still")];

/// The Look switches' labels, in [`LOOKS`]' order.
const LOOK_LABELS: [&str; 4] =
    ["Four-colour suits (♣ green, ♦ blue)", "Large card indices", "Plain table instead of green felt", "No animations"];

/// The Look sheet: one switch per setting (`on`: the settings on).
pub fn look(on: &[String]) -> Vec<Node> {
    let mut out: Vec<Node> = LOOKS
        .iter()
        .zip(LOOK_LABELS)
        .map(|((k, _), label)| {
            switch(&format!("look-{k}"), label, on.iter().any(|w| w == k), "look", |i| i.attr("data-arg", k))
        })
        .collect();
    out.push(Node::text_el(
        "p",
        "sheet-note",
        "Moves animate briefly; with your system set to reduce motion they do not animate at all.",
    ));
    out
}

/// A labelled text area for card text (no spell checking).
fn text_area(id: &str, label: &str, rows: u32) -> [Node; 2] {
    [
        Node::text_el("label", "", label).attr("for", id),
        Node::el("textarea", "").id(id).attr("rows", rows).attr("spellcheck", "false"),
    ]
}

/// The Load sheet: choose a file, or paste a record, a text position or a
/// Woods line; `resume`: the button resuming Woods' SPIDER.TMP, when one is kept.
pub fn load(resume: Option<String>) -> Vec<Node> {
    let [label, area] = text_area("paste-position", "Or paste a record, a text position or a Woods line:", 8);
    let mut out = vec![
        Node::button("Choose a file…", "choose-file").id("btn-choose-file"),
        Node::text_el("p", "sheet-note", LOAD_NOTE),
        label,
        area.attr("placeholder", "game: beeswax\n1: Ac Ad Ah As\n…"),
        Node::button("Play this", "open-position").id("btn-open-position"),
    ];
    if let Some(label) = resume {
        out.push(Node::button(label, "load-tmp").id("btn-load-tmp"));
    }
    out
}

/// The Woods line sheet: the position as a line, or why it cannot be one.
pub fn woods(line: &Result<String, String>) -> Vec<Node> {
    let mut out = vec![Node::text_el("p", "sheet-note", WOODS_NOTE)];
    match line {
        Ok(line) => {
            let [label, area] = text_area("woods-line", "Woods line of this position", 4);
            out.push(Node::el("div", "woods-line-box").id("woods-line-box").children([
                label,
                area.flag("readonly", true).attr("autocomplete", "off").value(line),
                Node::button("Copy", "copy-woods").id("btn-copy-woods").attr("aria-label", "Copy the Woods line"),
            ]));
        }
        Err(e) => out.push(Node::text_el("p", "woods-line-error", e).id("woods-line-error")),
    }
    out.push(Node::el("p", "sheet-note").id("woods-copy-status").attr("role", "status"));
    out
}
