//! How the page's wasm draws in the position reader's wasm: the hook the
//! shell sets once the reader is loaded (`src/web/reader.rs`), for the
//! Review sheet (`review/draw.rs`) and the rarely opened sheets
//! (`sheets/draw.rs`), and why a sheet is not drawn yet ([`Unready`]).

use crate::page::node::Node;
use crate::page::review::drawing::Drawing;

/// Why the sheet is not drawn yet: its drawing's wasm is still to come,
/// or it could not be loaded or draw (what went wrong).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unready {
    Preparing,
    Failed(String),
}

/// How the page's wasm draws in the reader's wasm, set by the shell
/// ([`set_drawers`]): the Review sheet ([`Drawer`]), and the rarely
/// opened sheets (`page/sheets/draw.rs`: their contents as plain texts).
#[derive(Clone, Copy)]
pub struct Drawers {
    pub review: Drawer,
    pub sheet: fn(&[String]) -> Result<Vec<Node>, Unready>,
}

/// The Review sheet's way: the drawing, the chart's width, the window's
/// height and the chart's cursor as it was.
pub type Drawer = fn(&Drawing, f64, f64, Option<usize>) -> Result<Vec<Node>, Unready>;

#[cfg(all(target_arch = "wasm32", feature = "page", not(feature = "reader")))]
static DRAWERS: std::sync::OnceLock<Drawers> = std::sync::OnceLock::new();

/// Sets the page's ways of drawing in the reader's wasm (once; natively
/// and in the reader's own wasm the sheets are drawn in the crate, and
/// this does nothing).
pub fn set_drawers(d: Drawers) {
    #[cfg(all(target_arch = "wasm32", feature = "page", not(feature = "reader")))]
    let _ = DRAWERS.set(d);
    let _ = d;
}

/// The drawers the shell set, or that they are still to come.
#[cfg(all(target_arch = "wasm32", feature = "page", not(feature = "reader")))]
pub fn drawers() -> Result<Drawers, Unready> {
    DRAWERS.get().copied().ok_or(Unready::Preparing)
}
