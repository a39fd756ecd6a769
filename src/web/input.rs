//! Input: pointer events (drag and drop for mouse and touch, click-to-select,
//! double-click / double-tap and right-click auto-move) and the keyboard
//! (arrows + Enter/Space, typed notation, shortcuts). All listeners are
//! installed once, delegated on `#table` and `document`.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, EventTarget, HtmlElement, KeyboardEvent, PointerEvent};

use super::dom::{self, by_id, toggle_class};
use super::render::{self, card_elements, feedback, parse_slot};
use super::{listen, toolbar, with_app, App};
use crate::deal::random_deal_number;
use crate::games::{Move, Slot};

/// Two taps on the same card within this many milliseconds auto-move it.
const DOUBLE_MS: f64 = 400.0;
/// A press becomes a drag once the pointer travels this far (px).
const DRAG_START_PX: f64 = 6.0;

/// What a pointer or key landed on: a card (`index`) or the pile itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hit {
    pub slot: Slot,
    pub index: Option<usize>,
}

/// A press in progress (maybe a drag).
pub struct Drag {
    pointer: i32,
    hit: Hit,
    movable: bool,
    x0: f64,
    y0: f64,
    active: bool,
    els: Vec<HtmlElement>,
}

thread_local! {
    /// Swallows a refused clipboard write (kept for the page's life).
    static CLIPBOARD_DONE: Closure<dyn FnMut(JsValue)> = Closure::new(|_| {});
}

/// Installs the pointer and keyboard listeners (once).
pub fn install() {
    let Some(table) = by_id("table") else { return };
    listen(&table, "pointerdown", |e| pointer(e, down));
    listen(&table, "pointermove", |e| pointer(e, drag_move));
    listen(&table, "pointerup", |e| pointer(e, up));
    listen(&table, "pointercancel", |e| pointer(e, |app, _| cancel(app)));
    listen(&table, "lostpointercapture", |e| pointer(e, |app, _| cancel(app)));
    listen(&table, "contextmenu", |e| {
        e.prevent_default();
        let hit = hit_of(e.target());
        with_app(|app| {
            if let Some(h) = hit {
                match h.index {
                    Some(i) => app.auto(h.slot, i),
                    None if h.slot == Slot::Stock => app.stock(),
                    None => {}
                }
            }
        });
    });
    let doc: EventTarget = dom::document().into();
    listen(&doc, "keydown", |e| {
        if let Ok(k) = e.dyn_into::<KeyboardEvent>() {
            with_app(|app| key(app, &k));
        }
    });
}

fn pointer(e: web_sys::Event, f: impl FnOnce(&mut App, &PointerEvent)) {
    if let Ok(p) = e.dyn_into::<PointerEvent>() {
        with_app(|app| f(app, &p));
    }
}

/// The card or pile under an event target.
fn hit_of(target: Option<EventTarget>) -> Option<Hit> {
    let el: Element = target?.dyn_into().ok()?;
    let h = el.closest("[data-slot]").ok()??;
    let slot = parse_slot(&h.get_attribute("data-slot")?)?;
    let index = h.get_attribute("data-index").and_then(|v| v.parse().ok());
    Some(Hit { slot, index })
}

fn down(app: &mut App, e: &PointerEvent) {
    if e.button() != 0 || app.pending.is_some() {
        return;
    }
    app.keyboard = false;
    let Some(hit) = hit_of(e.target()) else {
        if app.sel.take().is_some() {
            render::all(app);
        }
        return;
    };
    let movable = hit.index.is_some_and(|i| {
        app.cache.pile(hit.slot).is_some_and(|p| i >= p.first_movable && i < p.cards.len())
    });
    app.drag = Some(Drag {
        pointer: e.pointer_id(),
        hit,
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

fn drag_move(app: &mut App, e: &PointerEvent) {
    let Some(d) = app.drag.as_mut().filter(|d| d.pointer == e.pointer_id() && d.movable) else { return };
    let (dx, dy) = (e.client_x() as f64 - d.x0, e.client_y() as f64 - d.y0);
    if !d.active {
        if dx.hypot(dy) < DRAG_START_PX {
            return;
        }
        let Some(pile) = app.cache.element(d.hit.slot) else { return };
        d.active = true;
        d.els = card_elements(pile, d.hit.index.unwrap_or(0));
        for c in &d.els {
            toggle_class(c, "dragging", true);
        }
        if let Some(t) = by_id("table") {
            toggle_class(&t, "drag-on", true);
        }
    }
    for c in &d.els {
        let _ = c.style().set_property("transform", &format!("translate({dx:.0}px, {dy:.0}px)"));
    }
}

fn up(app: &mut App, e: &PointerEvent) {
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
        click(app, d.hit);
    }
}

/// A cancelled pointer puts the cards back.
fn cancel(app: &mut App) {
    if let Some(d) = app.drag.take() {
        if let Some(t) = by_id("table") {
            toggle_class(&t, "drag-on", false);
        }
        if d.active {
            put_back(&d.els);
        }
    }
}

/// Puts dragged cards back in their pile, flying home from where they are.
fn put_back(els: &[HtmlElement]) {
    for c in els {
        let r = c.get_bounding_client_rect();
        let _ = c.style().remove_property("transform");
        toggle_class(c, "dragging", false);
        toggle_class(c, "fly", false);
        let home = c.get_bounding_client_rect();
        dom::set_var(c, "--dx", &format!("{:.1}px", r.left() - home.left()));
        dom::set_var(c, "--dy", &format!("{:.1}px", r.top() - home.top()));
        let _ = c.offset_width(); // restart the animation
        toggle_class(c, "fly", true);
    }
}

/// Drops the dragged cards on the pile they overlap most.
fn drop(app: &mut App, d: Drag) {
    let Some(first) = d.els.first() else { return };
    let r = first.get_bounding_client_rect();
    let mut best: Option<(f64, Slot)> = None;
    for (slot, pel) in app.cache.elements() {
        if slot == d.hit.slot {
            continue;
        }
        let p = pel.get_bounding_client_rect();
        let w = (r.right().min(p.right()) - r.left().max(p.left())).max(0.0);
        let h = (r.bottom().min(p.bottom()) - r.top().max(p.top())).max(0.0);
        if w * h > 0.0 && best.is_none_or(|(a, _)| w * h > a) {
            best = Some((w * h, slot));
        }
    }
    let Some((_, to)) = best else {
        put_back(&d.els);
        return;
    };
    app.sel = None;
    if let Err(e) = app.transfer(d.hit.slot, d.hit.index.unwrap_or(0), to) {
        put_back(&d.els);
        feedback(&e, "error");
        render::all(app);
    }
}

/// A click or tap (a second one on the same card soon after auto-moves it).
fn click(app: &mut App, hit: Hit) {
    let now = dom::now_ms();
    let key = hit.index.unwrap_or(usize::MAX);
    if let Some((s, i, t)) = app.last_tap {
        if s == hit.slot && i == key && now - t < DOUBLE_MS && hit.index.is_some() {
            app.last_tap = None;
            app.sel = None;
            return app.auto(hit.slot, key);
        }
    }
    app.last_tap = Some((hit.slot, key, now));
    act(app, hit);
}

/// Select, or move the selection to `hit` (clicks and Enter/Space).
fn act(app: &mut App, hit: Hit) {
    if hit.slot == Slot::Stock {
        app.sel = None;
        return app.stock();
    }
    let len = app.cache.len_of(hit.slot);
    let card = hit.index.filter(|&i| i < len);
    let movable = card.is_some_and(|i| app.cache.pile(hit.slot).is_some_and(|p| i >= p.first_movable));
    if let Some((from, index)) = app.sel {
        if from == hit.slot {
            app.sel = match card {
                Some(i) if movable && i != index => Some((from, i)),
                _ => None,
            };
        } else {
            app.sel = None;
            if let Err(e) = app.transfer(from, index, hit.slot) {
                feedback(&e, "error");
            }
        }
        return render::all(app);
    }
    if let (Some(i), Slot::Column(c)) = (card, hit.slot) {
        let remove = Move::Remove { column: c };
        if len.saturating_sub(i) <= 13 && app.state().legal_moves().contains(&remove) {
            if let Err(e) = app.play(remove) {
                feedback(&e, "error");
            }
            return;
        }
    }
    match card {
        Some(i) if movable => {
            app.sel = Some((hit.slot, i));
            feedback("", "");
        }
        Some(_) => feedback("That card is covered: only the cards at the top can move.", "error"),
        None => {}
    }
    render::all(app);
}

fn in_field(e: &KeyboardEvent) -> bool {
    e.target().and_then(|t| t.dyn_into::<Element>().ok()).is_some_and(|t| {
        matches!(t.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
    })
}

fn on_table(e: &KeyboardEvent) -> bool {
    let t = e.target().and_then(|t| t.dyn_into::<Element>().ok());
    match (t, by_id("table")) {
        (Some(t), Some(table)) => table.contains(Some(&t)) || t.tag_name() == "BODY",
        _ => false,
    }
}

fn key(app: &mut App, e: &KeyboardEvent) {
    let k = e.key();
    if app.pending.is_some() {
        if k == "Escape" {
            app.answer(false);
        }
        return;
    }
    let ctrl = e.ctrl_key() || e.meta_key();
    if ctrl && !e.alt_key() && !in_field(e) {
        match k.to_ascii_lowercase().as_str() {
            "z" if e.shift_key() => app.redo(),
            "z" => app.undo(false),
            "y" => app.redo(),
            _ => return,
        }
        e.prevent_default();
        return;
    }
    if ctrl || e.alt_key() || in_field(e) {
        return;
    }
    let table = on_table(e);
    match k.as_str() {
        "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" if table => {
            e.prevent_default();
            arrow(app, &k);
        }
        "Enter" if !app.typed.is_empty() => {
            e.prevent_default();
            let text = std::mem::take(&mut app.typed);
            show_typed("");
            if let Err(err) = app.play_text(&text) {
                feedback(&err, "error");
            }
        }
        " " if !app.typed.is_empty() => {
            e.prevent_default();
            app.typed.push(' ');
            show_typed(&app.typed);
        }
        "Enter" | " " if table => {
            e.prevent_default();
            app.keyboard = true;
            let order = app.cache.order();
            let Some((slot, i)) = app.cursor.or_else(|| order.first().map(|&s| (s, default_index(app, s)))) else {
                return;
            };
            app.cursor = Some((slot, i));
            let index = (i < app.cache.len_of(slot)).then_some(i);
            act(app, Hit { slot, index });
        }
        "Escape" => {
            app.typed.clear();
            show_typed("");
            if app.sel.take().is_some() {
                render::all(app);
            }
        }
        "Backspace" if !app.typed.is_empty() => {
            e.prevent_default();
            app.typed.pop();
            show_typed(&app.typed);
        }
        _ => {
            let mut chars = k.chars();
            let (Some(c), None) = (chars.next(), chars.next()) else { return };
            if app.typed.is_empty() {
                let has_stock = app.cache.pile(Slot::Stock).is_some();
                match c.to_ascii_lowercase() {
                    'h' => return toolbar::show_hint(app),
                    'n' => {
                        let opts = app.state().options().clone();
                        if let Err(err) = app.new_deal(opts, random_deal_number()) {
                            feedback(&err, "error");
                        }
                        return;
                    }
                    'd' if has_stock => return app.stock(),
                    _ => {}
                }
            }
            if c.is_ascii_alphanumeric() && app.typed.len() < 12 {
                e.prevent_default();
                app.typed.push(c);
                show_typed(&app.typed);
            }
        }
    }
}

/// Shows the move being typed on the table (in the move field and the feedback line).
fn show_typed(text: &str) {
    if let Some(i) = dom::input("move-input") {
        i.set_value(text);
    }
    if text.is_empty() {
        feedback("", "");
    } else {
        feedback(&format!("Move: {text}   (Enter plays it, Esc cancels)"), "info");
    }
}

/// Where the cursor lands on a pile: the start of its movable cards.
fn default_index(app: &App, slot: Slot) -> usize {
    match app.cache.pile(slot) {
        Some(p) if !p.cards.is_empty() => p.first_movable.min(p.cards.len() - 1),
        _ => 0,
    }
}

fn arrow(app: &mut App, k: &str) {
    let order = app.cache.order();
    if order.is_empty() {
        return;
    }
    app.keyboard = true;
    let Some((slot, i)) = app.cursor.filter(|(s, _)| order.contains(s)) else {
        app.cursor = Some((order[0], default_index(app, order[0])));
        return render::all(app);
    };
    let pos = order.iter().position(|&s| s == slot).unwrap_or(0);
    let len = app.cache.len_of(slot);
    app.cursor = Some(match k {
        "ArrowLeft" => {
            let s = order[(pos + order.len() - 1) % order.len()];
            (s, default_index(app, s))
        }
        "ArrowRight" => {
            let s = order[(pos + 1) % order.len()];
            (s, default_index(app, s))
        }
        "ArrowUp" => (slot, i.saturating_sub(1)),
        _ => (slot, (i + 1).min(len.saturating_sub(1))),
    });
    render::all(app);
}

/// Copies `text` to the clipboard when the browser allows it.
pub fn copy_text(text: &str) {
    let clip = dom::window().navigator().clipboard();
    let p = clip.write_text(text);
    CLIPBOARD_DONE.with(|c| {
        let _ = p.then2(c, c);
    });
}
