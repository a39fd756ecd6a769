//! Pointer input: drag and drop for mouse and touch, click-to-select,
//! double-click / double-tap and right-click auto-move. All listeners are
//! installed once, delegated on `#table` and `document` (keys: `keys.rs`).

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, EventTarget, HtmlElement, KeyboardEvent, PointerEvent};

use super::dom::{self, by_id, toggle_class};
use super::render::{self, card_elements, feedback, parse_slot};
use super::{listen, with_app, App};
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

/// A promise callback kept for the page's life.
type Settle = Closure<dyn FnMut(JsValue)>;
/// What a copy asks to hear: whether the text was written.
type CopyDone = Box<dyn FnOnce(bool)>;

thread_local! {
    /// The clipboard write's outcome, written and refused (kept for the
    /// page's life): each settles the pending callback of the last copy.
    static CLIPBOARD_SETTLE: (Settle, Settle) =
        (Closure::new(|_| settle_copy(true)), Closure::new(|_| settle_copy(false)));
    /// What the last copy asked to hear (a newer copy replaces it).
    static CLIPBOARD_PENDING: std::cell::RefCell<Option<CopyDone>> = const { std::cell::RefCell::new(None) };
}

fn settle_copy(written: bool) {
    if let Some(done) = CLIPBOARD_PENDING.with(|p| p.borrow_mut().take()) {
        done(written);
    }
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
            with_app(|app| super::keys::key(app, &k));
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
    super::autoplay::stop(app, "Autoplay stopped.");
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
    let movable =
        hit.index.is_some_and(|i| app.cache.pile(hit.slot).is_some_and(|p| i >= p.first_movable && i < p.cards.len()));
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
    if let Some(d) = app.drag.as_ref() {
        mark_target(app, target(app, d));
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
            mark_target(app, None);
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
    mark_target(app, None);
    let Some(to) = target(app, &d) else {
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

/// The pile the dragged cards overlap most (their own pile aside).
fn target(app: &App, d: &Drag) -> Option<Slot> {
    let r = d.els.first()?.get_bounding_client_rect();
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
    best.map(|(_, s)| s)
}

/// Outlines the pile a drop would go to.
fn mark_target(app: &App, slot: Option<Slot>) {
    for (s, el) in app.cache.elements() {
        toggle_class(el, "drop-target", Some(s) == slot);
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
pub(super) fn act(app: &mut App, hit: Hit) {
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

/// The browser's clipboard, when the page may use it. `navigator.clipboard`
/// is missing outside a secure context (a page served over plain http to
/// another machine); calling it then throws through the wasm, which leaves
/// the App borrowed and the page deaf to every later event.
fn clipboard() -> Option<web_sys::Clipboard> {
    let nav = dom::window().navigator();
    let c = js_sys::Reflect::get(&nav, &JsValue::from_str("clipboard")).ok()?;
    (!c.is_undefined() && !c.is_null()).then(|| nav.clipboard())
}

/// Copies `text` to the clipboard, then calls `done(true)` once it is
/// written, or `done(false)` when the browser has no clipboard here or
/// refuses the write (the caller then offers the text to copy by hand).
pub fn copy_text_then(text: &str, done: impl FnOnce(bool) + 'static) {
    let Some(clip) = clipboard() else { return done(false) };
    CLIPBOARD_PENDING.with(|p| *p.borrow_mut() = Some(Box::new(done)));
    let p = clip.write_text(text);
    CLIPBOARD_SETTLE.with(|(written, refused)| {
        let _ = p.then2(written, refused);
    });
}
