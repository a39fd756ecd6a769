//! Motion: every change of the table is animated from where the cards
//! were to where they are (the FLIP technique: a snapshot of every card's
//! place before the change, then each card that moved starts from its old
//! place). This covers moves, undo, redo, autoplay and replay alike: a
//! dealt card flies from the hand, a card turned up flips, a completed
//! suit sweeps to the foundation. A new game is dealt out of the hand.
//! None of it runs when the player asks for less motion, and any input
//! puts the dealt cards in place (`skip`; the same input ends the win's
//! celebration, `celebration.rs`).

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;

use super::dom::{self, set_var, toggle_class};
use super::table::{self, card_elements, Screen};
use crate::card::Card;
use crate::games::Slot;
use crate::view::Face;

/// One card's place before a change.
struct Shot {
    card: String,
    slot: Slot,
    index: usize,
    x: f64,
    y: f64,
    w: f64,
    h: f64,
}

/// Every card's place before a change, and each pile's.
#[derive(Default)]
pub struct Snapshot {
    cards: Vec<Shot>,
    piles: Vec<(Slot, usize, f64, f64)>,
}

/// Milliseconds between two dealt cards leaving the hand.
const DEAL_STAGGER: f64 = 28.0;
/// A new game's deal-out: the last card leaves the hand this many ms after
/// the first (each flies 200 ms: the whole deal ends within 0.8 s).
const DEAL_OUT_MS: f64 = 560.0;
/// One dealt card's flight (ms).
const DEAL_FLIGHT_MS: f64 = 200.0;

/// Where every card is now (before a change).
pub fn snapshot(screen: &Screen) -> Snapshot {
    let mut s = Snapshot::default();
    if dom::still() {
        return s;
    }
    for (slot, pile) in screen.elements() {
        let r = pile.get_bounding_client_rect();
        s.piles.push((slot, screen.len_of(slot), r.left(), r.top()));
        for c in card_elements(pile, 0) {
            let Some(index) = c.get_attribute("data-index").and_then(|v| v.parse().ok()) else { continue };
            let r = c.get_bounding_client_rect();
            s.cards.push(Shot {
                card: c.get_attribute("data-card").unwrap_or_else(|| "#".into()),
                slot,
                index,
                x: r.left(),
                y: r.top(),
                w: r.width(),
                h: r.height(),
            });
        }
    }
    s
}

/// Animates every card that is not where it was in `before`.
pub fn fly(screen: &Screen, before: Snapshot) {
    if before.cards.is_empty() || dom::still() {
        return;
    }
    let mut now = Vec::new();
    for (slot, pile) in screen.elements() {
        for c in card_elements(pile, 0) {
            let Some(index) = c.get_attribute("data-index").and_then(|v| v.parse::<usize>().ok()) else { continue };
            let card = c.get_attribute("data-card").unwrap_or_else(|| "#".into());
            now.push((card, slot, index, c));
        }
    }
    let stayed = |card: &str, slot: Slot, index: usize| {
        before.cards.iter().any(|b| b.card == card && b.slot == slot && b.index == index)
    };
    // Cards that left their place (possible origins), each used once.
    let mut gone: Vec<&Shot> = before
        .cards
        .iter()
        .filter(|b| !now.iter().any(|(c, s, i, _)| *c == b.card && *s == b.slot && *i == b.index))
        .collect();
    let stock = before.piles.iter().find(|p| p.0 == Slot::Stock).map(|p| (p.2, p.3));
    let mut dealt = 0usize;
    for (card, slot, index, c) in &now {
        if stayed(card, *slot, *index) {
            continue;
        }
        if card != "#" {
            if let Some(k) = gone.iter().position(|b| b.card == *card && b.slot != *slot) {
                let from = gone.remove(k);
                start(c, from.x, from.y, 0.0);
                continue;
            }
            // The same place, turned face up: it flips.
            if before.cards.iter().any(|b| b.card == "#" && b.slot == *slot && b.index == *index) {
                restart(c, "flip");
                continue;
            }
        }
        // A card that came from nowhere on the table: from the hand / stock.
        if let (Some((x, y)), true) = (stock, *slot != Slot::Stock) {
            let col = match slot {
                Slot::Column(i) => *i as f64,
                _ => dealt as f64,
            };
            dealt += 1;
            start(c, x, y, col * DEAL_STAGGER);
        }
    }
    // Cards that went where no card is drawn for them (a completed suit
    // or quartet to the foundation, an undone deal back to the hand, the
    // waste turned over into the stock): ghosts sweep there and fade.
    for (slot, pile) in screen.elements() {
        let was = before.piles.iter().find(|p| p.0 == slot).map_or(0, |p| p.1);
        if screen.len_of(slot) <= was {
            continue;
        }
        let to = pile.get_bounding_client_rect();
        for (k, b) in gone.iter().filter(|b| b.card != "#" && b.slot != slot).enumerate() {
            ghost(b, to.left(), to.top(), k as f64 * 14.0);
        }
        break;
    }
}

/// Starts a card's flight from the page position (`x`, `y`) to where it is.
fn start(c: &HtmlElement, x: f64, y: f64, delay: f64) {
    let r = c.get_bounding_client_rect();
    set_var(c, "--dx", &format!("{:.1}px", x - r.left()));
    set_var(c, "--dy", &format!("{:.1}px", y - r.top()));
    set_var(c, "--delay", &format!("{delay:.0}ms"));
    restart(c, "fly");
}

/// Restarts a CSS animation class on an element.
fn restart(c: &HtmlElement, class: &str) {
    toggle_class(c, class, false);
    let _ = c.offset_width();
    toggle_class(c, class, true);
}

/// A copy of a card that left the table, flying from its old place to
/// (`x`, `y`) and fading out; it removes itself when done.
fn ghost(b: &Shot, x: f64, y: f64, delay: f64) {
    let Ok(card) = b.card.parse::<Card>() else { return };
    let g = table::card_element(Face::Up(card), "");
    toggle_class(&g, "ghost", true);
    let _ = g.set_attribute("aria-hidden", "true");
    let _ = g.remove_attribute("role");
    let _ = g.remove_attribute("aria-label");
    set_var(&g, "left", &format!("{:.1}px", b.x));
    set_var(&g, "top", &format!("{:.1}px", b.y));
    set_var(&g, "width", &format!("{:.1}px", b.w));
    set_var(&g, "height", &format!("{:.1}px", b.h));
    set_var(&g, "--dx", &format!("{:.1}px", x - b.x));
    set_var(&g, "--dy", &format!("{:.1}px", y - b.y));
    set_var(&g, "--delay", &format!("{delay:.0}ms"));
    remove_when_done(&g);
    if let Some(body) = dom::document().body() {
        let _ = body.append_child(&g);
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
    let mut f = Some(f);
    let cb = Closure::<dyn FnMut(web_sys::Event)>::new(move |ev: web_sys::Event| {
        if ev.target().as_ref() == Some(&own) {
            if let Some(f) = f.take() {
                f();
            }
        }
    });
    let _ = e.add_event_listener_with_callback("animationend", cb.into_js_value().unchecked_ref());
}

/// Puts dragged cards back in their pile, flying home from where they are.
pub fn put_back(els: &[HtmlElement]) {
    for c in els {
        let r = c.get_bounding_client_rect();
        let _ = c.style().remove_property("transform");
        toggle_class(c, "dragging", false);
        let home = c.get_bounding_client_rect();
        set_var(c, "--dx", &format!("{:.1}px", r.left() - home.left()));
        set_var(c, "--dy", &format!("{:.1}px", r.top() - home.top()));
        set_var(c, "--delay", "0ms");
        restart(c, "fly");
    }
}

/// A new game dealt out: every card on the table flies from the hand (or
/// the stock; a game without one: from the foot of the table), round by
/// round across the piles as a dealer deals, the last leaving the hand
/// within `DEAL_OUT_MS`. The table is playable at once: any input ends it
/// (`skip`). Nothing moves under reduced motion. The flights are Web
/// Animations (`Element.animate`), started after one layout.
pub fn deal_out(screen: &Screen) {
    if dom::still() {
        return;
    }
    let from = match (screen.element(Slot::Stock), dom::by_id("table")) {
        (Some(stock), _) => {
            let r = stock.get_bounding_client_rect();
            (r.left(), r.top())
        }
        (None, Some(t)) => {
            let r = t.get_bounding_client_rect();
            (r.left() + r.width() / 2.0, r.bottom())
        }
        (None, None) => return,
    };
    let mut cards: Vec<(usize, usize, HtmlElement)> = Vec::new();
    for (p, (slot, pile)) in screen.elements().enumerate() {
        if matches!(slot, Slot::Stock | Slot::Discard) {
            continue;
        }
        cards.extend(card_elements(pile, 0).into_iter().enumerate().map(|(k, c)| (k, p, c)));
    }
    crate::small_sort::sort_by_key(&mut cards, |(k, p, _)| (*k, *p));
    let stagger = (DEAL_OUT_MS / cards.len().max(1) as f64).min(DEAL_STAGGER);
    // Every place read in one layout, then each flight handed to the Web
    // Animations API (no class to restart, no reflow per card).
    let places: Vec<(f64, f64)> = cards
        .iter()
        .map(|(_, _, c)| {
            let r = c.get_bounding_client_rect();
            (r.left(), r.top())
        })
        .collect();
    for (order, ((_, _, c), (x, y))) in cards.iter().zip(&places).enumerate() {
        toggle_class(c, "dealing", true);
        let from = format!("translate({:.1}px, {:.1}px)", from.0 - x, from.1 - y);
        let keyframes = js_sys::Array::of2(&frame(&from), &frame("none"));
        let timing = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&timing, &"duration".into(), &DEAL_FLIGHT_MS.into());
        let _ = js_sys::Reflect::set(&timing, &"delay".into(), &(order as f64 * stagger).into());
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
