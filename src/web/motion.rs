//! Motion: every change of the table is animated from where the cards
//! were to where they are (the FLIP technique: a snapshot of every card's
//! place before the change, then each card that moved starts from its old
//! place). This covers moves, undo, redo, autoplay and replay alike: a
//! dealt card flies from the hand, a card turned up flips, a completed
//! suit sweeps to the foundation. A new game is dealt out of the hand.
//! None of it runs when the player asks for less motion, and any input
//! puts the dealt cards in place (`skip`; the same input ends the win's
//! celebration, `celebration.rs`). Which card moves, from where, when and
//! how is decided natively (`page::table::motion`); this shell reads the places
//! and applies the answer.

use crate::decimal::{fixed, px};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

use super::dom::{self, set_var, toggle_class};
use super::table::{self, card_elements, Screen};
use crate::games::Slot;
use crate::page::table::motion::{self as model, CardAt, Ghost, Kind, PileAt, Rect, Table, DEAL_FLIGHT_MS};
use crate::view::Face;

/// Every card's place before a change, and each pile's.
pub type Snapshot = Table;

/// Where an element is on the page.
pub(super) fn rect(e: &Element) -> Rect {
    let r = e.get_bounding_client_rect();
    Rect::new(r.left(), r.top(), r.width(), r.height())
}

/// The table as drawn: every card (with its element) and every pile.
fn read(screen: &Screen) -> (Table, Vec<HtmlElement>) {
    let (mut t, mut els) = (Table::default(), Vec::new());
    for (slot, pile) in screen.elements() {
        t.piles.push(PileAt { slot, len: screen.len_of(slot), rect: rect(pile) });
        for c in card_elements(pile, 0) {
            let Some(index) = c.get_attribute("data-index").and_then(|v| v.parse().ok()) else { continue };
            let card = c.get_attribute("data-card").and_then(|v| v.parse().ok());
            t.cards.push(CardAt { card, slot, index, rect: rect(&c) });
            els.push(c);
        }
    }
    (t, els)
}

/// Where every card is now (before a change).
pub fn snapshot(screen: &Screen) -> Snapshot {
    if dom::still() {
        return Table::default();
    }
    read(screen).0
}

/// Puts the end-of-game banner, when it shows, where no card is
/// (`page::motion::banner_spot`), read from the table as laid (before any
/// card flies).
pub fn place_banner(screen: &Screen) {
    let (Some(b), Some(wrap)) = (dom::by_id("banner"), dom::by_id("table-wrap")) else { return };
    let shown = !b.hidden();
    toggle_class(&b, "placed", shown);
    if !shown {
        return;
    }
    let cards: Vec<Rect> = read(screen).0.cards.iter().map(|c| c.rect).collect();
    let size = (b.offset_width() as f64, b.offset_height() as f64);
    let (x, y) = model::banner_spot(&cards, rect(&wrap), size);
    set_var(&b, "--bx", &format!("{}px", x as i32));
    set_var(&b, "--by", &format!("{}px", y as i32));
}

/// Animates every card that is not where it was in `before`
/// (`page::table::motion::flights` says which, from where, and how).
pub fn fly(screen: &Screen, before: Snapshot) {
    if before.cards.is_empty() || dom::still() {
        return;
    }
    let (now, els) = read(screen);
    let motion = model::flights(&before, &now);
    for f in &motion.flights {
        match f.kind {
            Kind::Fly { dx, dy, delay } => start(&els[f.card], dx, dy, delay),
            Kind::Flip => restart(&els[f.card], "flip"),
        }
    }
    for g in &motion.ghosts {
        ghost(g);
    }
}

/// Starts a card's flight from (`dx`, `dy`) away to where it is.
fn start(c: &HtmlElement, dx: f64, dy: f64, delay: f64) {
    set_var(c, "--dx", &px(dx));
    set_var(c, "--dy", &px(dy));
    set_var(c, "--delay", &format!("{}ms", fixed(delay, 0)));
    restart(c, "fly");
}

/// Restarts a CSS animation class on an element.
fn restart(c: &HtmlElement, class: &str) {
    toggle_class(c, class, false);
    let _ = c.offset_width();
    toggle_class(c, class, true);
}

/// A copy of a card that left the table, flying from its old place and
/// fading out; it removes itself when done.
fn ghost(g: &Ghost) {
    let e = table::card_element(Face::Up(g.card), "");
    toggle_class(&e, "ghost", true);
    let _ = e.set_attribute("aria-hidden", "true");
    let _ = e.remove_attribute("role");
    let _ = e.remove_attribute("aria-label");
    set_var(&e, "left", &px(g.from.x));
    set_var(&e, "top", &px(g.from.y));
    set_var(&e, "width", &px(g.from.w));
    set_var(&e, "height", &px(g.from.h));
    set_var(&e, "--dx", &px(g.dx));
    set_var(&e, "--dy", &px(g.dy));
    set_var(&e, "--delay", &format!("{}ms", fixed(g.delay, 0)));
    remove_when_done(&e);
    if let Some(body) = dom::document().body() {
        let _ = body.append_child(&e);
    }
}

/// Removes an element once its animation ends.
fn remove_when_done(e: &HtmlElement) {
    let target = e.clone();
    on_own_animation_end(e, move || target.remove());
}

/// Runs `f` once, when `e`'s own animation ends. The `animationend` of a
/// child's animation bubbles up to `e` too: it is not `e`'s, and `f` has
/// run by then or waits for `e`'s own (a run-once closure called again
/// threw "closure invoked recursively or after being dropped" after every
/// win). The listener is handed to JS, which frees it with the element.
pub(super) fn on_own_animation_end(e: &HtmlElement, f: impl FnOnce() + 'static) {
    let own: web_sys::EventTarget = e.clone().into();
    let f = std::cell::Cell::new(Some(f));
    let cb = super::handle::listener(Box::new(move |ev: web_sys::Event| {
        if ev.target().as_ref() == Some(&own) {
            if let Some(f) = f.take() {
                f();
            }
        }
    }));
    let _ = e.add_event_listener_with_callback("animationend", cb.into_js_value().unchecked_ref());
}

/// Puts dragged cards back in their pile, flying home from where they are.
pub fn put_back(els: &[HtmlElement]) {
    for c in els {
        let r = rect(c);
        let _ = c.style().remove_property("transform");
        toggle_class(c, "dragging", false);
        let home = rect(c);
        start(c, r.x - home.x, r.y - home.y, 0.0);
    }
}

/// A new game dealt out of the hand, round by round across the piles
/// (`page::table::motion::deal_out`). The table is playable at once: any input
/// ends it (`skip`). Nothing moves under reduced motion. The flights are
/// Web Animations (`Element.animate`), started after one layout.
pub fn deal_out(screen: &Screen) {
    if dom::still() {
        return;
    }
    let stock = screen.element(Slot::Stock).map(|s| rect(s));
    let Some(from) = model::deal_origin(stock, dom::by_id("table").map(|t| rect(&t))) else { return };
    // Every place read in one layout, then each flight handed to the Web
    // Animations API (no class to restart, no reflow per card).
    let els: Vec<Vec<HtmlElement>> = screen.elements().map(|(_, pile)| card_elements(pile, 0)).collect();
    let piles: Vec<(Slot, Vec<Rect>)> =
        screen.elements().zip(&els).map(|((slot, _), cards)| (slot, cards.iter().map(|c| rect(c)).collect())).collect();
    for d in model::deal_out(from, &piles) {
        let c = &els[d.pile][d.card];
        toggle_class(c, "dealing", true);
        let from = format!("translate({}, {})", px(d.dx), px(d.dy));
        let keyframes = js_sys::Array::of2(&frame(&from), &frame("none"));
        let timing = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&timing, &"duration".into(), &DEAL_FLIGHT_MS.into());
        let _ = js_sys::Reflect::set(&timing, &"delay".into(), &d.delay.into());
        let _ = js_sys::Reflect::set(&timing, &"fill".into(), &"backwards".into());
        let _ = js_sys::Reflect::set(&timing, &"easing".into(), &"cubic-bezier(0.2, 0.7, 0.3, 1)".into());
        dom::call(c, "animate", &js_sys::Array::of2(&keyframes, &timing));
    }
}

/// One keyframe: a transform.
fn frame(transform: &str) -> js_sys::Object {
    let f = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&f, &"transform".into(), &transform.into());
    f
}

/// Any input (a press, a key): the deal-out's cards are at their places at
/// once (the same input ends the celebration: `celebration::end`).
pub fn skip() {
    if let Ok(list) = dom::document().query_selector_all("#table .card.dealing") {
        for i in 0..list.length() {
            if let Some(c) = list.item(i).and_then(|n| n.dyn_into::<HtmlElement>().ok()) {
                toggle_class(&c, "dealing", false);
                if let Some(all) = dom::call(&c, "getAnimations", &js_sys::Array::new()) {
                    for a in js_sys::Array::from(&all).iter() {
                        dom::call(&a, "finish", &js_sys::Array::new());
                    }
                }
            }
        }
    }
}
