//! Pointer input: drag and drop for mouse and touch (a cancelled pointer
//! puts the cards back), click-to-select then click-target, double-click /
//! double-tap and right-click auto-move. The listeners are delegated on
//! `#table` (installed by `dispatch.rs`); the press in progress is the
//! App's (`Drag`). What a press, a click and a drop mean is the model's
//! (`TableMsg::Press`, `TableMsg::Click`, `TableMsg::Drop`).

use crate::decimal::fixed;
use wasm_bindgen::JsCast;
use web_sys::{Element, EventTarget, PointerEvent};

use super::app::{App, Drag};
use super::dom::{by_id, toggle_class};
use super::motion::{self, rect};
use super::run;
use super::table::{card_elements, parse_slot};
use crate::games::Slot;
use crate::page::table::motion::{drag_started, drop_target, Rect};
use crate::page::{Msg, TableMsg};

/// What a pointer or key landed on: a card (`index`) or the pile itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hit {
    pub slot: Slot,
    pub index: Option<usize>,
}

/// The card or pile under an event target.
pub fn hit_of(target: Option<EventTarget>) -> Option<Hit> {
    let el: Element = target?.dyn_into().ok()?;
    let h = el.closest("[data-slot]").ok()??;
    let slot = parse_slot(&h.get_attribute("data-slot")?)?;
    let index = h.get_attribute("data-index").and_then(|v| v.parse().ok());
    Some(Hit { slot, index })
}

/// A right-click: the card or run goes to its best place; the stock deals.
pub fn context(app: &mut App, e: &web_sys::Event) {
    e.prevent_default();
    if let Some(h) = hit_of(e.target()) {
        match h.index {
            Some(index) => run::send(app, Msg::Table(TableMsg::Auto { slot: h.slot, index })),
            None if h.slot == Slot::Stock => run::send(app, Msg::Table(TableMsg::Stock)),
            None => {}
        }
    }
}

pub fn down(app: &mut App, e: &PointerEvent) {
    if e.button() != 0 {
        return;
    }
    let hit = hit_of(e.target());
    run::send(app, Msg::Table(TableMsg::Press { on_card: hit.is_some() }));
    let Some(hit) = hit.filter(|_| app.screen().question.is_none()) else { return };
    let movable =
        hit.index.is_some_and(|i| app.screen.pile(hit.slot).is_some_and(|p| i >= p.first_movable && i < p.cards.len()));
    app.drag = Some(Drag {
        pointer: e.pointer_id(),
        slot: hit.slot,
        index: hit.index,
        movable,
        x0: e.client_x() as f64,
        y0: e.client_y() as f64,
        active: false,
        els: Vec::new(),
    });
    if let Some(t) = by_id("table") {
        let _ = t.set_pointer_capture(e.pointer_id());
    }
}

pub fn drag_move(app: &mut App, e: &PointerEvent) {
    let Some(d) = app.drag.as_mut().filter(|d| d.pointer == e.pointer_id() && d.movable) else { return };
    let (dx, dy) = (e.client_x() as f64 - d.x0, e.client_y() as f64 - d.y0);
    if !d.active {
        if !drag_started(dx, dy) {
            return;
        }
        let Some(pile) = app.screen.element(d.slot) else { return };
        d.active = true;
        d.els = card_elements(pile, d.index.unwrap_or(0));
        for c in &d.els {
            toggle_class(c, "dragging", true);
        }
        if let Some(t) = by_id("table") {
            toggle_class(&t, "drag-on", true);
        }
    }
    for c in &d.els {
        let _ = c.style().set_property("transform", &format!("translate({}px, {}px)", fixed(dx, 0), fixed(dy, 0)));
    }
    let to = app.drag.as_ref().and_then(|d| target(app, d));
    mark_target(app, to);
}

pub fn up(app: &mut App, e: &PointerEvent) {
    let Some(d) = app.drag.take() else { return };
    if d.pointer != e.pointer_id() {
        app.drag = Some(d);
        return;
    }
    if let Some(t) = by_id("table") {
        toggle_class(&t, "drag-on", false);
    }
    if d.active {
        drop(app, d);
    } else {
        run::send(app, Msg::Table(TableMsg::Click { slot: d.slot, index: d.index }));
    }
}

/// A cancelled pointer puts the cards back.
pub fn cancel(app: &mut App) {
    if let Some(d) = app.drag.take() {
        if let Some(t) = by_id("table") {
            toggle_class(&t, "drag-on", false);
        }
        if d.active {
            mark_target(app, None);
            motion::put_back(&d.els);
        }
    }
}

/// Drops the dragged cards on the pile they overlap most: what that does
/// is the model's (`Effect::PutBack` puts them back).
fn drop(app: &mut App, d: Drag) {
    mark_target(app, None);
    let to = target(app, &d);
    app.dropped = d.els;
    run::send(app, Msg::Table(TableMsg::Drop { from: d.slot, index: d.index.unwrap_or(0), to }));
    app.dropped.clear();
}

/// The pile the dragged cards overlap most, their own pile aside (`page::table::motion::drop_target`).
fn target(app: &App, d: &Drag) -> Option<Slot> {
    let piles: Vec<(Slot, Rect)> = app.screen.elements().map(|(slot, pile)| (slot, rect(pile))).collect();
    drop_target(rect(d.els.first()?), d.slot, &piles)
}

/// Outlines the pile a drop would go to.
fn mark_target(app: &App, slot: Option<Slot>) {
    for (s, el) in app.screen.elements() {
        toggle_class(el, "drop-target", Some(s) == slot);
    }
}
