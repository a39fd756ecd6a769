//! The win: the game's own cards burst out of every pile of the table and
//! rain over the whole window, spinning, wave after wave (the best card
//! games' cascade), while the won banner says the rest. It never takes a
//! click (`pointer-events: none`), leaves by itself after about six
//! seconds, ends at once on any input (`motion::skip`) or a new game, and
//! does not run when the player asks for less motion.

use crate::decimal::fixed;
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;

use super::dom::{self, el, set_var};
use super::motion::{on_own_animation_end, rect};
use super::table::{self, Screen};
use crate::card::Card;
use crate::page::table::motion::celebration;
use crate::view::Face;

/// Starts the celebration over the table drawn in `screen`: every pile
/// is a spout; the cards and their throws are `page::table::motion::celebration`'s.
pub fn start(cards: &[Card], screen: &Screen) {
    if dom::still() || dom::by_id("celebration").is_some() {
        return;
    }
    let Some(body) = dom::document().body() else { return };
    let win_w = dom::window().inner_width().ok().and_then(|v| v.as_f64()).unwrap_or(800.0);
    let win_h = dom::window().inner_height().ok().and_then(|v| v.as_f64()).unwrap_or(600.0);
    let spouts: Vec<(f64, f64)> = screen
        .order()
        .into_iter()
        .filter_map(|s| screen.element(s))
        .map(|p| {
            let r = rect(p);
            (r.x, r.y)
        })
        .collect();
    let card = dom::document().query_selector("#table .card").ok().flatten();
    let card_w = card.and_then(|c| c.dyn_into::<HtmlElement>().ok()).map(|c| rect(&c).w);
    let show = celebration(cards, &spouts, (win_w, win_h), card_w);
    let layer = el("div", "celebration");
    let _ = layer.set_attribute("id", "celebration");
    let _ = layer.set_attribute("aria-hidden", "true");
    let n = show.throws.len();
    for (i, t) in show.throws.iter().enumerate() {
        let c = el("div", "confetti");
        set_var(&c, "--vx", &format!("{}px", fixed(t.vx, 0)));
        set_var(&c, "--up", &format!("{}px", fixed(t.up, 0)));
        set_var(&c, "--spin", &format!("{}deg", fixed(t.spin, 0)));
        set_var(&c, "--delay", &format!("{}ms", fixed(t.delay, 0)));
        set_var(&c, "--flight", &format!("{}ms", fixed(show.flight, 0)));
        set_var(&c, "left", &format!("{}px", fixed(t.x, 0)));
        set_var(&c, "top", &format!("{}px", fixed(t.y, 0)));
        set_var(&c, "width", &format!("{}px", fixed(show.w, 0)));
        set_var(&c, "height", &format!("{}px", fixed(show.h, 0)));
        set_var(&c, "--pip", &format!("{}px", fixed(show.pip, 0)));
        set_var(&c, "--idx", &format!("{}px", fixed(show.idx, 0)));
        // Three motions: across (the throw), up then down (the drop), and
        // the card's own spin.
        let drop = el("div", "drop");
        let face = table::card_element(Face::Up(t.card), "");
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
