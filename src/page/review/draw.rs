//! Where the Review sheet is drawn ([`draw`]). The page's wasm carries
//! none of the sheet's drawing (its chart's geometry, its words, its
//! tree: docs/site.md, *Fourteenth look*): it hands the review's drawing
//! as a plain value (`drawing.rs`) to the position reader's wasm
//! (`src/web/reader.rs`), which draws it (`tree::body`) and hands back the
//! tree (`Node::to_value`). The shell sets that way in `page/drawn.rs`
//! (`set_drawers`, with the rarely opened sheets' way: `page/sheets/draw.rs`); natively, and in the reader's wasm, the sheet is drawn here, so what it
//! shows is tested with `cargo test`. Until the reader's wasm is there the
//! sheet says the review is being prepared ([`waiting`]), or why it
//! cannot be shown.

#[cfg(all(target_arch = "wasm32", feature = "page", not(feature = "reader")))]
use crate::page::drawn::drawers;
use crate::page::drawn::Unready;
use crate::page::node::Node;
use crate::page::review::drawing::Drawing;
use crate::page::review::state::Review;

/// The Review sheet's body for review `r`, its chart `width` wide on a
/// window `height` high, its cursor where it was (`cursor`) or on the
/// named move.
pub fn draw(r: &Review, width: f64, height: f64, cursor: Option<usize>) -> Vec<Node> {
    drawn(&r.drawing(), width, height, cursor)
}

#[cfg(all(target_arch = "wasm32", feature = "page", not(feature = "reader")))]
fn drawn(d: &Drawing, width: f64, height: f64, cursor: Option<usize>) -> Vec<Node> {
    drawers().and_then(|f| (f.review)(d, width, height, cursor)).unwrap_or_else(|why| waiting(d, &why))
}

#[cfg(not(all(target_arch = "wasm32", feature = "page", not(feature = "reader"))))]
fn drawn(d: &Drawing, width: f64, height: f64, cursor: Option<usize>) -> Vec<Node> {
    super::tree::body(d, width, height, cursor)
}

/// The sheet while its drawing cannot be had: what is reviewed, and
/// that the review is being prepared, or why it cannot be shown (the
/// review and the game are kept: opening Review again tries again).
pub fn waiting(d: &Drawing, why: &Unready) -> Vec<Node> {
    let what = Node::text_el("p", "review-what", &d.what).id("review-what");
    let said = match why {
        Unready::Preparing => {
            Node::text_el("p", "review-summary", "Preparing the review…").id("review-preparing").attr("role", "status")
        }
        Unready::Failed(e) => Node::text_el(
            "p",
            "review-summary error",
            format!("The review cannot be shown: {e}. Close the sheet and open Review again to retry."),
        )
        .id("review-preparing"),
    };
    vec![what, said]
}
