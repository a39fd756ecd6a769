//! The table: `View` -> DOM. Piles are laid on a CSS grid by `row`/`col`;
//! each pile element is kept and only rebuilt when its pile (or the marks
//! on it) changed, from the tree the model describes it by
//! (`page::table::tree`). Card geometry lives in `www/style.css` as CSS
//! variables; this code sets the table's measures. It knows nothing of the
//! App: it draws what it is handed.

use crate::decimal::{fixed, px};
use web_sys::{Element, HtmlElement};

use wasm_bindgen::JsCast;

use super::dom::{self, el, set_attr, set_var, toggle_class};
use super::ui;
use crate::games::Slot;
use crate::layout::{self, counted, Fit, Place, Shape, Steady, Style, FAN_RATIO, NARROW_CARD, PLAIN_FACE, SMALL_CARD};
use crate::page::screen::{TableId, TableMarks};
use crate::page::table::piles::PileMarks;
use crate::page::table::tree::{card_node, pile_node, PileHow};
use crate::view::{Face, PileView, View};

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
    /// The table laid out, and whether in one row with the hand beside it.
    laid: Option<(TableId, bool)>,
    piles: Vec<Entry>,
    /// The game shows its hand and removed suits as counts.
    counts: bool,
    /// ...beside the piles, counting downwards.
    side: bool,
    /// The table's shape on the grid (each pile's place).
    shape: Shape,
    /// The measures set on the table.
    fit: Option<Fit>,
    /// The card size kept across moves.
    steady: Steady,
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

/// Draws the table: `id` names the game, layout and rules (another one
/// rebuilds the grid), `view` what is on it, `marks` the marks on it;
/// `room`: the table area's width and height in px.
pub fn draw(screen: &mut Screen, id: &TableId, view: &View, marks: &TableMarks, room: (f64, f64)) {
    let Some(table) = dom::by_id("table") else { return };
    let (game, layout) = (id.game.key(), id.layout);
    let style = Style::of(game, layout, view);
    // One row where that gives larger cards (a phone on its side).
    // The same table as before keeps its form and its size while they fit.
    let same = screen.laid.as_ref().is_some_and(|(was, _)| was == id);
    let arranged = layout::arrange(view, game, style, room, same.then_some(screen.side));
    let side = arranged.side.is_some();
    let view = arranged.side.as_ref().unwrap_or(view);
    let laid = Some((id.clone(), side));
    if screen.laid != laid {
        dom::clear(&table);
        screen.piles.clear();
        screen.laid = laid;
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
            .map(|w| {
                format!("calc(var(--card-w) * (1 + {} * var(--fan-ratio)))", fixed(((w - 1.0) / FAN_RATIO).max(0.0), 3))
            })
            .collect();
        let _ = table.style().set_property("grid-template-columns", &template.join(" "));
        screen.shape = arranged.shape;
        screen.fit = None;
        screen.steady.reset();
        set_attr(&table, "data-game", game);
        set_attr(&table, "data-layout", layout.key());
        set_attr(&table, "data-side", if side && view.rows == 1 { "yes" } else { "no" });
    }
    let f = screen.steady.next(room, &screen.shape, style, view);
    if screen.fit != Some(f) {
        set_var(&table, "--fan-ratio", &fixed(f.fan_ratio, 3));
        set_var(&table, "--gap", &px(f.gap));
        set_var(&table, "--col-gap", &format!("{}px", fixed(f.col_gap, 2)));
        set_var(&table, "--pad", &px(f.pad));
        // Whole pixels (layout::fit), written as an integer: no float formatting.
        set_var(&table, "--card-w", &format!("{}px", f.card_w as u32));
        set_var(&table, "--avail-h", &format!("{}px", fixed(f.avail_h, 0)));
        // Face-down strips as thin as the longest pile needs (layout::close_up).
        set_var(&table, "--down-step", &format!("{}px", fixed(f.down_step, 2)));
        // A pile too long even closed up: the table scrolls, and shows it can.
        if let Some(wrap) = table.parent_element() {
            toggle_class(&wrap, "scrolls", f.scrolls);
        }
        // Cards too small for a centre pip beside the index show the index alone.
        toggle_class(&table, "small-cards", f.card_w < SMALL_CARD);
        // Narrow cards: labels a size smaller, notes wrapped under their own pile.
        toggle_class(&table, "narrow-cards", f.card_w < NARROW_CARD);
        // Smaller cards: one large pip for every rank, no pips or court frame.
        toggle_class(&table, "plain-faces", f.card_w < PLAIN_FACE);
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
