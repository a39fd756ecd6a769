//! The table: `View` -> DOM. Piles are laid on a CSS grid by `row`/`col`;
//! each pile element is kept and only rebuilt when its pile (or the marks
//! on it) changed, from the tree the model describes it by
//! (`page::table::tree`). Card geometry lives in `www/style.css` as CSS
//! variables; this code sets the table's measures. It knows nothing of the
//! App: it draws what it is handed.

use web_sys::{Element, HtmlElement};

use wasm_bindgen::JsCast;

use super::dom::{self, el, set_attr, set_var, toggle_class};
use super::ui;
use crate::games::Slot;
use crate::layout::{self, counted, Fit, Place, Shape, Style, FAN_RATIO, NARROW_CARD, SMALL_CARD};
use crate::page::table::piles::PileMarks;
use crate::page::table::tree::{card_node, pile_node, PileHow};
use crate::view::{Face, Layout, PileView, View};

/// What the player has marked on the table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// Selected cards: `index` and up in the pile.
    pub sel: Option<(Slot, usize)>,
    /// The keyboard cursor.
    pub cursor: Option<(Slot, usize)>,
    /// Where the hint's selected cards go.
    pub target: Option<Slot>,
    /// A pile the hint says to click (the stock: deal, or turn the waste).
    pub lit: Option<Slot>,
}

/// One rendered pile.
struct Entry {
    slot: Slot,
    pile: PileView,
    marks: PileMarks,
    el: HtmlElement,
}

/// What is on screen, to skip unchanged piles and to hit-test input.
#[derive(Default)]
pub struct Screen {
    key: String,
    piles: Vec<Entry>,
    /// The game shows its hand and removed suits as counts.
    counts: bool,
    /// ...beside the piles, counting downwards.
    side: bool,
    /// The table's shape on the grid (each pile's place).
    shape: Shape,
    /// The measures set on the table.
    fit: Option<Fit>,
}

impl Screen {
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
    pub fn ordered(&self) -> Vec<&PileView> {
        let mut v: Vec<&PileView> = self.piles.iter().map(|e| &e.pile).collect();
        crate::small_sort::sort_by_key(&mut v, |p| (p.row, p.col, p.slot));
        v
    }
    /// The piles' slots in reading order.
    pub fn order(&self) -> Vec<Slot> {
        self.ordered().into_iter().map(|p| p.slot).collect()
    }
    /// Every pile element with its slot (for drop targets).
    pub fn elements(&self) -> impl Iterator<Item = (Slot, &HtmlElement)> {
        self.piles.iter().map(|e| (e.slot, &e.el))
    }
}

pub use crate::page::table::piles::parse_slot;

/// The card elements of a pile element with `data-index >= first`.
pub fn card_elements(pile: &Element, first: usize) -> Vec<HtmlElement> {
    let mut out = Vec::new();
    let list = pile.children();
    for i in 0..list.length() {
        if let Some(c) = list.item(i) {
            let idx = c.get_attribute("data-index").and_then(|v| v.parse::<usize>().ok());
            if idx.is_some_and(|n| n >= first) {
                if let Ok(h) = wasm_bindgen::JsCast::dyn_into::<HtmlElement>(c) {
                    out.push(h);
                }
            }
        }
    }
    out
}

/// Draws the table: `key` names the game and layout (a new key rebuilds
/// the grid), `view` what is on it, `marks` the player's marks; `room`:
/// the table area's width and height in px.
pub fn draw(screen: &mut Screen, key: &str, layout: Layout, view: &View, marks: &Marks, room: (f64, f64)) {
    let Some(table) = dom::by_id("table") else { return };
    let game = key.split(':').next().unwrap_or("");
    let style = Style::of(game, layout, view);
    // One row where that gives larger cards (a phone on its side).
    let arranged = layout::arrange(view, game, style, room);
    let side = arranged.side.is_some();
    let view = arranged.side.as_ref().unwrap_or(view);
    let key = format!("{key}:{}", if side { "side" } else { "below" });
    if screen.key != key {
        dom::clear(&table);
        screen.piles.clear();
        screen.key = key.clone();
        set_var(&table, "--cols", &view.cols.to_string());
        set_var(&table, "--rows", &view.rows.to_string());
        screen.counts = style.counts;
        screen.side = side;
        // A column's width: a card and its fans' strips, whose width (the
        // fan ratio) the fit sets, so an index is never cut.
        let template: Vec<String> = arranged
            .shape
            .widths
            .iter()
            .map(|w| format!("calc(var(--card-w) * (1 + {:.3} * var(--fan-ratio)))", ((w - 1.0) / FAN_RATIO).max(0.0)))
            .collect();
        let _ = table.style().set_property("grid-template-columns", &template.join(" "));
        screen.shape = arranged.shape;
        screen.fit = None;
        set_attr(&table, "data-game", game);
        set_attr(&table, "data-layout", layout.key());
        set_attr(&table, "data-side", if side { "yes" } else { "no" });
    }
    let f = layout::fit_view(room, &screen.shape, style, view);
    if screen.fit != Some(f) {
        set_var(&table, "--fan-ratio", &format!("{:.3}", f.fan_ratio));
        set_var(&table, "--gap", &format!("{:.1}px", f.gap));
        set_var(&table, "--col-gap", &format!("{:.2}px", f.col_gap));
        set_var(&table, "--pad", &format!("{:.1}px", f.pad));
        set_var(&table, "--card-w", &format!("{}px", f.card_w));
        set_var(&table, "--avail-h", &format!("{:.0}px", f.avail_h));
        // Cards too small for a centre pip beside the index show the index alone.
        toggle_class(&table, "small-cards", f.card_w < SMALL_CARD);
        // Narrow cards: labels a size smaller, notes wrapped under their own pile.
        toggle_class(&table, "narrow-cards", f.card_w < NARROW_CARD);
        screen.fit = Some(f);
    }
    screen.piles.retain(|e| {
        let keep = view.pile(e.slot).is_some();
        if !keep {
            e.el.remove();
        }
        keep
    });
    for pile in &view.piles {
        let m = PileMarks {
            sel: marks.sel.filter(|s| s.0 == pile.slot).map(|s| s.1),
            cursor: marks.cursor.filter(|s| s.0 == pile.slot).map(|s| s.1),
            target: marks.target == Some(pile.slot),
            lit: marks.lit == Some(pile.slot),
        };
        let place = screen
            .shape
            .places
            .iter()
            .find(|(s, _)| *s == pile.slot)
            .map_or(Place { col: pile.col, span: 1, left: false }, |(_, p)| *p);
        let how = PileHow { place, cols: view.cols, counted: counted(pile, screen.counts), down: screen.side };
        match screen.piles.iter_mut().find(|e| e.slot == pile.slot) {
            Some(e) => {
                if e.pile != *pile || e.marks != m {
                    ui::apply(&e.el, &pile_node(pile, m, how));
                    e.pile = pile.clone();
                    e.marks = m;
                }
            }
            None => {
                let e = el("div", "pile");
                ui::apply(&e, &pile_node(pile, m, how));
                let _ = table.append_child(&e);
                screen.piles.push(Entry { slot: pile.slot, pile: pile.clone(), marks: m, el: e });
            }
        }
    }
}

/// Gives keyboard focus to the cursor's element.
pub fn focus(screen: &Screen, cursor: Option<(Slot, usize)>) {
    let Some((slot, i)) = cursor else { return };
    let Some(pile) = screen.element(slot) else { return };
    let target: Option<HtmlElement> =
        if i >= screen.len_of(slot) { Some(pile.clone()) } else { card_elements(pile, i).into_iter().next() };
    if let Some(t) = target {
        let _ = t.focus();
    }
}

/// One card's element (the celebration's and the deal's flying cards).
pub fn card_element(face: Face, pile_name: &str) -> HtmlElement {
    ui::build(&card_node(face, pile_name))
        .and_then(|e| e.dyn_into::<HtmlElement>().ok())
        .unwrap_or_else(|| el("div", "card"))
}
