//! The table: `View` -> DOM. Piles are laid on a CSS grid by `row`/`col`;
//! each pile element is kept and only rebuilt when its pile (or the
//! selection / cursor on it) changed. Card geometry lives in `www/style.css`
//! as CSS variables; this code only sets counts, indices and the table's
//! measured top (`--top`, the room below it is the stylesheet's to share).

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, ResizeObserver};

use super::dom::{self, by_id, el, set_attr, set_var, text_el, toggle_class};
use super::App;
use crate::games::{Move, Slot};
use crate::view::{Face, Fan, PileView, View};

pub use super::panel::{all, confirm, feedback, notices};

/// Width of the visible strip of a card under the next one in a right fan,
/// in card widths (the CSS reads it from `--fan-ratio`).
const FAN_RATIO: f64 = 0.36;
/// Cards of an uncapped right fan shown spread (Beehive's waste: three).
const FAN_SHOWN: usize = 3;
/// A face-down card's strip in a downward fan, in fan steps.
const DOWN_STEP: f64 = 0.4;

/// What stands above the table: when one of these changes height, so does
/// the room the table has below it.
const ABOVE_TABLE: [&str; 5] = ["toolbar", "rules-bar", "messages", "status", "feedback"];

thread_local! {
    /// Measures the table's top (installed once, owned here).
    static MEASURE: Closure<dyn FnMut()> = Closure::new(measure_top);
    /// Watches the bars above the table, kept for the page's life.
    static ABOVE: std::cell::OnceCell<ResizeObserver> = const { std::cell::OnceCell::new() };
}

/// Keeps the table's `--top` current: the stylesheet sizes the cards and the
/// fans to the room between the table's top and the window's bottom, and the
/// bars above the table change height with the width, the game (its rule
/// pickers), the status line, the feedback line and messages.
pub fn watch_top() {
    MEASURE.with(|f| {
        let Ok(obs) = ResizeObserver::new(f.as_ref().unchecked_ref()) else { return };
        for id in ABOVE_TABLE {
            if let Some(e) = by_id(id) {
                obs.observe(&e);
            }
        }
        ABOVE.with(|a| {
            let _ = a.set(obs);
        });
    });
    measure_top();
}

/// Sets `--top` on the table: its top edge in whole px from the top of the page.
fn measure_top() {
    let Some(table) = by_id("table") else { return };
    let scrolled = dom::window().scroll_y().unwrap_or(0.0);
    let top = format!("{}px", (table.get_bounding_client_rect().top() + scrolled).round());
    if table.style().get_property_value("--top").ok().as_deref() != Some(top.as_str()) {
        set_var(&table, "--top", &top);
    }
}

/// One rendered pile.
struct Entry {
    slot: Slot,
    pile: PileView,
    sel: Option<usize>,
    cursor: Option<usize>,
    /// The pile is the target of the hint on screen.
    target: bool,
    el: HtmlElement,
}

/// What is on screen, to skip unchanged piles and to hit-test input.
#[derive(Default)]
pub struct Cache {
    key: String,
    piles: Vec<Entry>,
    /// Piles spreading over their right-hand neighbour cell.
    spans: Vec<Slot>,
}

impl Cache {
    pub fn pile(&self, slot: Slot) -> Option<&PileView> {
        self.piles.iter().find(|e| e.slot == slot).map(|e| &e.pile)
    }
    pub fn len_of(&self, slot: Slot) -> usize {
        self.pile(slot).map_or(0, |p| p.cards.len())
    }
    pub fn element(&self, slot: Slot) -> Option<&HtmlElement> {
        self.piles.iter().find(|e| e.slot == slot).map(|e| &e.el)
    }
    /// Piles in reading order (row, then column).
    pub fn order(&self) -> Vec<Slot> {
        let mut v: Vec<_> = self.piles.iter().map(|e| (e.pile.row, e.pile.col, e.slot)).collect();
        v.sort();
        v.into_iter().map(|(_, _, s)| s).collect()
    }
    /// Every pile element with its slot (for drop targets).
    pub fn elements(&self) -> impl Iterator<Item = (Slot, &HtmlElement)> {
        self.piles.iter().map(|e| (e.slot, &e.el))
    }
}

/// Cards in flight: where the moving cards were before the move.
pub struct Flight {
    to: Slot,
    from: Vec<(f64, f64)>,
}

/// The `data-slot` value of a slot: `col-4` (1-based), `stock`, `waste`…
pub fn slot_key(slot: Slot) -> String {
    match slot {
        Slot::Column(i) => format!("col-{}", i as u32 + 1),
        Slot::Storehouse => "storehouse".into(),
        Slot::Stock => "stock".into(),
        Slot::Waste => "waste".into(),
        Slot::Discard => "discard".into(),
    }
}

/// Reads a `data-slot` value back.
pub fn parse_slot(s: &str) -> Option<Slot> {
    match s {
        "storehouse" => Some(Slot::Storehouse),
        "stock" => Some(Slot::Stock),
        "waste" => Some(Slot::Waste),
        "discard" => Some(Slot::Discard),
        _ => {
            let n: u32 = s.strip_prefix("col-")?.parse().ok()?;
            (1..=255).contains(&n).then(|| Slot::Column((n - 1) as u8))
        }
    }
}

/// The accessible name of a pile: "column 3", "stock".
pub fn slot_name(slot: Slot, label: &str) -> String {
    match slot {
        Slot::Column(_) => format!("column {label}"),
        Slot::Storehouse => "storehouse".into(),
        Slot::Stock => "stock".into(),
        Slot::Waste => "waste".into(),
        Slot::Discard => "discard pile".into(),
    }
}

/// Records where the cards `mv` carries are now, so they can fly.
pub fn take_off(app: &App, mv: Move) -> Option<Flight> {
    let Move::Transfer { from, to, count } = mv else { return None };
    let pile = app.cache.element(from)?;
    let len = app.cache.len_of(from);
    let first = len.checked_sub(count as usize)?;
    let cards = card_elements(pile, first);
    let from = cards
        .iter()
        .map(|c| {
            let r = c.get_bounding_client_rect();
            (r.left(), r.top())
        })
        .collect();
    Some(Flight { to, from })
}

/// The card elements of a pile element with `data-index >= first`.
pub fn card_elements(pile: &Element, first: usize) -> Vec<HtmlElement> {
    let mut out = Vec::new();
    let list = pile.children();
    for i in 0..list.length() {
        if let Some(c) = list.item(i) {
            let idx = c.get_attribute("data-index").and_then(|v| v.parse::<usize>().ok());
            if idx.is_some_and(|n| n >= first) {
                if let Ok(h) = c.dyn_into::<HtmlElement>() {
                    out.push(h);
                }
            }
        }
    }
    out
}

/// Redraws the table from the current state.
pub fn table(app: &mut App) {
    let Some(table) = by_id("table") else { return };
    let state = app.session.state();
    let view: View = state.view(&app.layout);
    let key = format!("{}:{}:{}", state.id().key(), app.layout, state.options().summary());
    if app.cache.key != key {
        dom::clear(&table);
        app.cache.piles.clear();
        app.cache.key = key;
        set_var(&table, "--cols", &view.cols.to_string());
        set_var(&table, "--rows", &view.rows.to_string());
        let (widths, spans) = grid(&view);
        set_var(&table, "--hslots", &format!("{:.3}", widths.iter().sum::<f64>()));
        let template: Vec<String> = widths.iter().map(|w| format!("calc(var(--card-w) * {w:.3})")).collect();
        let _ = table.style().set_property("grid-template-columns", &template.join(" "));
        app.cache.spans = view.piles.iter().zip(spans).filter(|(_, s)| *s).map(|(p, _)| p.slot).collect();
        set_var(&table, "--fan-ratio", &FAN_RATIO.to_string());
        set_attr(&table, "data-game", state.id().key());
        set_attr(&table, "data-layout", &app.layout);
    }
    app.cache.piles.retain(|e| {
        let keep = view.pile(e.slot).is_some();
        if !keep {
            e.el.remove();
        }
        keep
    });
    // The hint's target is marked while its cards are still the selection.
    let hinted = app.hint.filter(|h| app.sel == Some(h.0)).map(|h| h.1);
    for pile in &view.piles {
        let sel = app.sel.filter(|s| s.0 == pile.slot).map(|s| s.1);
        let target = hinted == Some(pile.slot);
        let cursor = app.cursor.filter(|s| s.0 == pile.slot).map(|s| s.1);
        match app.cache.piles.iter_mut().find(|e| e.slot == pile.slot) {
            Some(e) => {
                if e.pile != *pile || e.sel != sel || e.cursor != cursor || e.target != target {
                    build_pile(&e.el, pile, sel, cursor, target, app.cache.spans.contains(&pile.slot), view.cols);
                    e.pile = pile.clone();
                    e.sel = sel;
                    e.cursor = cursor;
                    e.target = target;
                }
            }
            None => {
                let e = el("div", "pile");
                build_pile(&e, pile, sel, cursor, target, app.cache.spans.contains(&pile.slot), view.cols);
                let _ = table.append_child(&e);
                app.cache.piles.push(Entry { slot: pile.slot, pile: pile.clone(), sel, cursor, target, el: e });
            }
        }
    }
    if let Some(f) = app.flight.take() {
        land(app, f);
    }
    if app.keyboard {
        focus_cursor(app);
    }
}

/// Grid column widths in card widths, and which piles span two cells: a
/// right fan whose right-hand neighbour cell is empty spreads into it
/// (Beehive's waste) instead of widening its whole grid column.
fn grid(view: &View) -> (Vec<f64>, Vec<bool>) {
    let cols = view.cols.max(1) as usize;
    let mut widths = vec![1.0f64; cols];
    let occupied = |row: u8, col: u8| view.piles.iter().any(|q| q.row == row && q.col == col);
    let spans: Vec<bool> = view
        .piles
        .iter()
        .map(|p| {
            p.fan == Fan::Right && (p.col as usize + 1) < cols && !occupied(p.row, p.col + 1) && pile_width(p) <= 2.0
        })
        .collect();
    for (p, &span) in view.piles.iter().zip(&spans) {
        if let (false, Some(x)) = (span, widths.get_mut(p.col as usize)) {
            *x = x.max(pile_width(p));
        }
    }
    (widths, spans)
}

/// A pile's width in card widths.
fn pile_width(p: &PileView) -> f64 {
    match (p.fan, p.capacity) {
        (Fan::Right, None) => 1.0 + (FAN_SHOWN - 1) as f64 * FAN_RATIO,
        (Fan::Right, Some(_)) => 1.0 + (slots(p).saturating_sub(1)) as f64 * FAN_RATIO,
        _ => 1.0,
    }
}

/// How many card places a pile shows (capacity outlines included).
fn slots(p: &PileView) -> usize {
    match (p.fan, p.capacity) {
        (Fan::Stack, _) => 1,
        (Fan::Right, None) => p.cards.len().clamp(1, FAN_SHOWN),
        (_, Some(c)) => p.cards.len().max(c as usize).max(1),
        (_, None) => 1,
    }
}

/// Draws one pile; `span`: it takes two grid columns; `cols`: the grid's
/// columns (a pile at either edge has its label grow inwards).
fn build_pile(
    e: &HtmlElement,
    pile: &PileView,
    sel: Option<usize>,
    cursor: Option<usize>,
    target: bool,
    span: bool,
    cols: u8,
) {
    dom::clear(e);
    let fan = match pile.fan {
        Fan::Down => "fan-down",
        Fan::Right => "fan-right",
        Fan::Stack => "fan-stack",
    };
    let n = pile.cards.len();
    e.set_class_name(&format!("pile {fan}"));
    toggle_class(e, "done", pile.done);
    toggle_class(e, "empty", n == 0);
    toggle_class(e, "has-selection", sel.is_some());
    toggle_class(e, "hint-target", target);
    toggle_class(e, "first-col", pile.col == 0);
    toggle_class(e, "last-col", pile.col as usize + 1 + span as usize >= cols as usize);
    let key = slot_key(pile.slot);
    let name = slot_name(pile.slot, &pile.label);
    set_attr(e, "data-slot", &key);
    set_attr(e, "role", "group");
    let count = match n {
        0 => "empty".to_string(),
        1 => "1 card".to_string(),
        k => format!("{k} cards"),
    };
    let room = pile.capacity.map(|c| format!(", room for {}", (c as usize).saturating_sub(n))).unwrap_or_default();
    let hint = if target { ", where the hint moves the selected cards" } else { "" };
    set_attr(e, "aria-label", &format!("{name}, {count}{room}{hint}"));
    set_attr(e, "tabindex", if cursor == Some(n) { "0" } else { "-1" });
    toggle_class(e, "cursor", cursor == Some(n));
    let _ = e.style().set_property("grid-row", &(pile.row as u32 + 1).to_string());
    let column = format!("{}{}", pile.col as u32 + 1, if span { " / span 2" } else { "" });
    let _ = e.style().set_property("grid-column", &column);
    // Which cards are drawn: a stack shows its top card; an uncapped right fan its last three.
    let shown_from = match (pile.fan, pile.capacity) {
        (Fan::Stack, _) => n.saturating_sub(1),
        (Fan::Right, None) => n.saturating_sub(FAN_SHOWN),
        _ => 0,
    };
    // Offsets in fan steps: a face-down card shows a thinner strip.
    let weight = |f: &Face| if matches!(f, Face::Down) { DOWN_STEP } else { 1.0 };
    let mut offsets = Vec::with_capacity(n - shown_from);
    let mut y = 0.0;
    for f in &pile.cards[shown_from..] {
        offsets.push(y);
        y += weight(f);
    }
    let extent = 1.0 + offsets.last().copied().unwrap_or(0.0);
    set_var(e, "--n", &format!("{extent:.2}"));
    set_var(e, "--slots", &slots(pile).to_string());
    let _ = e.append_child(&el("div", "outline"));
    for (i, face) in pile.cards.iter().enumerate().skip(shown_from) {
        let c = card_element(*face, &name);
        set_attr(&c, "data-slot", &key);
        set_attr(&c, "data-index", &i.to_string());
        set_var(&c, "--i", &(i - shown_from).to_string());
        set_var(&c, "--y", &format!("{:.2}", offsets[i - shown_from]));
        let movable = i >= pile.first_movable;
        toggle_class(&c, "movable", movable);
        toggle_class(&c, "selected", sel.is_some_and(|s| i >= s));
        toggle_class(&c, "cursor", cursor == Some(i));
        set_attr(&c, "tabindex", if cursor == Some(i) { "0" } else { "-1" });
        let _ = e.append_child(&c);
    }
    let label = text_el("div", "pile-label", &pile.label);
    set_attr(&label, "aria-hidden", "true");
    let _ = e.append_child(&label);
    let note = match (&pile.note, pile.fan) {
        (Some(t), _) => Some(t.clone()),
        (None, Fan::Stack) if n > 0 => Some(count.clone()),
        _ => None,
    };
    if let Some(t) = note {
        toggle_class(e, "has-note", true);
        let _ = e.append_child(&text_el("div", "pile-note", &t));
    }
}

fn card_element(face: Face, pile_name: &str) -> HtmlElement {
    match face {
        Face::Down => {
            let c = el("div", "card back");
            set_attr(&c, "aria-label", &format!("face-down card, {pile_name}"));
            set_attr(&c, "role", "img");
            c
        }
        Face::Up(card) => {
            let colour = if card.suit().is_red() { "red" } else { "black" };
            let c = el("div", &format!("card {colour}"));
            set_attr(&c, "aria-label", &format!("{}, {pile_name}", card.name()));
            set_attr(&c, "role", "img");
            set_attr(&c, "data-card", &card.to_string());
            let rank = crate::card::rank_text(card.rank());
            let suit = card.suit().symbol().to_string();
            for corner in ["corner tl", "corner br"] {
                let k = el("span", corner);
                set_attr(&k, "aria-hidden", "true");
                let _ = k.append_child(&text_el("span", "rank", rank));
                let _ = k.append_child(&text_el("span", "suit", &suit));
                let _ = c.append_child(&k);
            }
            let pip = text_el("span", "pip", &suit);
            set_attr(&pip, "aria-hidden", "true");
            let _ = c.append_child(&pip);
            c
        }
    }
}

/// Starts the fly-in animation of the cards that just arrived.
fn land(app: &App, f: Flight) {
    let Some(pile) = app.cache.element(f.to) else { return };
    let len = app.cache.len_of(f.to);
    let Some(first) = len.checked_sub(f.from.len()) else { return };
    for (c, (x, y)) in card_elements(pile, first).iter().zip(&f.from) {
        let r = c.get_bounding_client_rect();
        set_var(c, "--dx", &format!("{:.1}px", x - r.left()));
        set_var(c, "--dy", &format!("{:.1}px", y - r.top()));
        toggle_class(c, "fly", true);
    }
}

/// Gives keyboard focus to the cursor's element.
fn focus_cursor(app: &App) {
    let Some((slot, i)) = app.cursor else { return };
    let Some(pile) = app.cache.element(slot) else { return };
    let target: Option<HtmlElement> =
        if i >= app.cache.len_of(slot) { Some(pile.clone()) } else { card_elements(pile, i).into_iter().next() };
    if let Some(t) = target {
        let _ = t.focus();
    }
}
