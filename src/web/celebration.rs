//! The win: the game's own cards burst out of every pile of the table and
//! rain over the whole window, spinning, wave after wave (the best card
//! games' cascade), while the won banner says the rest. It never takes a
//! click (`pointer-events: none`), leaves by itself after about six
//! seconds, ends at once on any input (`motion::skip`) or a new game, and
//! does not run when the player asks for less motion.

use wasm_bindgen::JsCast;
use web_sys::HtmlElement;

use super::dom::{self, el, set_var};
use super::motion::on_own_animation_end;
use super::table::{self, Screen};
use crate::card::Card;
use crate::view::Face;

/// At most this many cards fly (the game's distinct cards, kings first).
const CARDS: usize = 52;
/// Milliseconds between two cards leaving the table.
const STAGGER_MS: usize = 60;
/// One card's flight (ms): up out of its pile, then down past the window's foot.
const FLIGHT_MS: usize = 2600;

/// Starts the celebration over the table drawn in `screen`.
pub fn start(cards: &[Card], screen: &Screen) {
    if dom::still() || dom::by_id("celebration").is_some() {
        return;
    }
    let Some(body) = dom::document().body() else { return };
    let win_w = dom::window().inner_width().ok().and_then(|v| v.as_f64()).unwrap_or(800.0);
    let win_h = dom::window().inner_height().ok().and_then(|v| v.as_f64()).unwrap_or(600.0);
    // Every pile of the table is a spout: the cards leave from the top of
    // each in turn, so the burst fills the table's width.
    let mut spouts: Vec<(f64, f64)> = screen
        .order()
        .into_iter()
        .filter_map(|s| screen.element(s))
        .map(|p| {
            let r = p.get_bounding_client_rect();
            (r.left(), r.top())
        })
        .collect();
    if spouts.is_empty() {
        spouts.push((win_w / 2.0, win_h / 3.0));
    }
    let w = dom::document()
        .query_selector("#table .card")
        .ok()
        .flatten()
        .and_then(|c| c.dyn_into::<HtmlElement>().ok())
        .map_or(70.0, |c| c.get_bounding_client_rect().width())
        .clamp(36.0, 110.0);
    let mut shown: Vec<Card> = cards.to_vec();
    crate::small_sort::sort_by_key(&mut shown, |c| (std::cmp::Reverse(c.rank()), c.suit() as u8));
    shown.dedup();
    shown.truncate(CARDS);
    let layer = el("div", "celebration");
    let _ = layer.set_attribute("id", "celebration");
    let _ = layer.set_attribute("aria-hidden", "true");
    let n = shown.len();
    for (i, card) in shown.iter().enumerate() {
        let (x0, y0) = spouts[i % spouts.len()];
        // A spread of throws from a fixed pattern (no randomness: the same
        // every time, and every card different from its neighbours).
        let side = if (i / spouts.len()).is_multiple_of(2) { 1.0 } else { -1.0 };
        let reach = 0.15 + ((i * 37) % 45) as f64 / 100.0;
        let up = 0.18 + ((i * 53) % 30) as f64 / 100.0;
        let spin = ((i * 71) % 540) as f64 - 270.0;
        let c = el("div", "confetti");
        set_var(&c, "--vx", &format!("{:.0}px", side * reach * win_w));
        set_var(&c, "--up", &format!("{:.0}px", up * win_h.min(y0 + w * 1.4)));
        set_var(&c, "--spin", &format!("{spin:.0}deg"));
        set_var(&c, "--delay", &format!("{}ms", i * STAGGER_MS));
        set_var(&c, "--flight", &format!("{FLIGHT_MS}ms"));
        set_var(&c, "left", &format!("{x0:.0}px"));
        set_var(&c, "top", &format!("{y0:.0}px"));
        set_var(&c, "width", &format!("{w:.0}px"));
        set_var(&c, "height", &format!("{:.0}px", w * 1.4));
        set_var(&c, "--pip", &format!("{:.0}px", w * 0.5));
        set_var(&c, "--idx", &format!("{:.0}px", (w * 0.22).clamp(11.0, 22.0)));
        // Three motions: across (the throw), up then down (the drop), and
        // the card's own spin.
        let drop = el("div", "drop");
        let face = table::card_element(Face::Up(*card), "");
        let _ = face.remove_attribute("role");
        let _ = face.remove_attribute("aria-label");
        let _ = drop.append_child(&face);
        let _ = c.append_child(&drop);
        let _ = layer.append_child(&c);
        if i + 1 == n {
            let l = layer.clone();
            on_own_animation_end(&c, move || l.remove());
        }
    }
    let _ = body.append_child(&layer);
}

/// Ends the celebration at once (any input, a new game).
pub fn end() {
    if let Some(c) = dom::by_id("celebration") {
        c.remove();
    }
}
