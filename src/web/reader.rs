//! The reader of a position's text (the text format of the four games and
//! Woods' line: `record::read_position`), out of the page's wasm: a wasm of
//! its own (`www/pkg/read_bg.wasm`, the crate built with the `reader`
//! feature), which `www/main.js` loads on the main thread when asked
//! (`swarmReader()`), and whose `read` it then sets as `swarmRead`. Reading
//! is synchronous once it is there, so the model is unchanged: the page's
//! `record::read_position` asks it ([`install`]). It is loaded before the
//! page starts when the address or what storage holds names a position
//! ([`needs_reader`]), as the Load or the Review sheet opens ([`opened`]),
//! before a file or a pasted text is handed to the model ([`load_text`]),
//! and otherwise in the background five seconds after the first table is
//! drawn ([`load`]). The two wasm files pass plain values: the text and
//! the chosen options in, the position's parts (`protocol::start::Start`,
//! packed) or what is wrong out.
//!
//! It draws the Review sheet too ([`draw_review`], set as
//! `swarmDrawReview`; `crate::page::review::draw`): the review's drawing in
//! as a plain value, the sheet's tree out (`Node::to_value`), so the
//! page's wasm carries none of the chart's drawing (docs/site.md,
//! *Fourteenth look*); and the rarely opened sheets, How to play, Look,
//! Load and the Woods line ([`draw_sheet`], set as `swarmDrawSheet`;
//! `crate::page::sheets::draw`): what the sheet shows in as plain texts,
//! its tree out (*Sixteenth look*).

use wasm_bindgen::prelude::*;

use crate::protocol::start::Start;

/// The reader's export: `text` read with the `chosen` options (keys and
/// values one after the other) as `[game, rules, assumed, parts]` (the
/// position's `Start` with its lists packed, `Start::pack`, and what was
/// assumed of a Woods line), or what is wrong with it, a string.
#[cfg(feature = "reader")]
#[wasm_bindgen]
pub fn read(text: &str, chosen: Vec<String>) -> JsValue {
    let pairs: Vec<(&str, &str)> = chosen.chunks_exact(2).map(|p| (p[0].as_str(), p[1].as_str())).collect();
    match crate::record::read_position(text, &pairs) {
        Ok((g, assumed)) => {
            let s = Start::of("", &g);
            let parts = js_sys::Uint8Array::from(&s.pack()[..]);
            let said = assumed.map_or(JsValue::UNDEFINED, |a| JsValue::from_str(&a));
            js_sys::Array::of4(&s.game.into(), &s.rules.into(), &said, &parts).into()
        }
        Err(e) => JsValue::from_str(&e),
    }
}

/// The reader's other export: the Review sheet's body for `drawing` (a
/// review's `Drawing::to_value`), its chart `width` wide on a window
/// `height` high, its cursor at `cursor` (or undefined), as an array of
/// trees (`Node::to_value`), or what is wrong with `drawing`, a string.
#[cfg(feature = "reader")]
#[wasm_bindgen]
pub fn draw_review(drawing: JsValue, width: f64, height: f64, cursor: Option<u32>) -> JsValue {
    use crate::page::review::{drawing::Drawing, tree};
    let read = super::json::value_from_js(&drawing).and_then(|v| Drawing::from_value(&v));
    match read {
        Ok(d) => {
            let nodes = tree::body(&d, width, height, cursor.map(|c| c as usize));
            nodes.iter().map(|n| super::json::to_js(&n.to_value())).collect::<js_sys::Array>().into()
        }
        Err(e) => JsValue::from_str(&e),
    }
}

/// The reader's third export: the body of the sheet whose contents are
/// `texts` (`Rare::to_texts`: How to play, Look, Load, the Woods line), as
/// an array of trees (`Node::to_value`), or what is wrong with `texts`, a
/// string.
#[cfg(feature = "reader")]
#[wasm_bindgen]
pub fn draw_sheet(texts: Vec<String>) -> JsValue {
    use crate::page::sheets::draw::Rare;
    match Rare::from_texts(&texts) {
        Ok(rare) => rare.body().iter().map(|n| super::json::to_js(&n.to_value())).collect::<js_sys::Array>().into(),
        Err(e) => JsValue::from_str(&e),
    }
}

// The page's side: compiled in every wasm, as the page's shell is (only
// the page's exports what reaches it).
pub use page::*;

mod page {
    use super::*;
    use crate::games::AnyGame;
    use crate::page::drawn::{Drawers, Unready};
    use crate::page::node::Node;
    use crate::page::review::drawing::Drawing;
    use crate::page::{Effect, FileMsg, Msg, Sheet};
    use crate::record::NO_READER;
    use std::cell::Cell;

    use super::super::app::App;
    use super::super::{dom, handle, store};

    /// Sets the page's reading of a position's text, and its drawing of
    /// the Review sheet and the rarely opened ones, to the reader's.
    pub fn install() {
        crate::record::set_reader(read);
        crate::page::drawn::set_drawers(Drawers { review: draw, sheet: draw_sheet });
    }

    thread_local! {
        /// The last load of the reader came back without it.
        static FAILED: Cell<bool> = const { Cell::new(false) };
    }

    /// The reader's `read`, when it is loaded.
    fn reader() -> Option<js_sys::Function> {
        dom::prop(&js_sys::global(), "swarmRead").and_then(|f| f.dyn_into().ok())
    }

    /// The reader is loaded.
    pub fn loaded() -> bool {
        reader().is_some()
    }

    fn read(text: &str, chosen: &[(&str, &str)]) -> Result<(AnyGame, Option<String>), String> {
        let f = reader().ok_or(NO_READER)?;
        let pairs: js_sys::Array =
            chosen.iter().flat_map(|(k, v)| [JsValue::from_str(k), JsValue::from_str(v)]).collect();
        let out =
            f.call2(&JsValue::NULL, &JsValue::from_str(text), &pairs).map_err(|_| "the position reader failed")?;
        if let Some(e) = out.as_string() {
            return Err(e);
        }
        let out: js_sys::Array = out.dyn_into().map_err(|_| "the position reader said nothing")?;
        let text = |i| out.get(i).as_string().unwrap_or_default();
        let start = Start::unpack(text(0), text(1), &js_sys::Uint8Array::new(&out.get(3)).to_vec())?;
        let assumed = out.get(2).as_string();
        Ok((start.game()?, assumed))
    }

    fn draw(d: &Drawing, width: f64, height: f64, cursor: Option<usize>) -> Result<Vec<Node>, Unready> {
        let cursor = cursor.map_or(JsValue::UNDEFINED, |c| JsValue::from_f64(c as f64));
        let args =
            js_sys::Array::of4(&super::super::json::to_js(&d.to_value()), &width.into(), &height.into(), &cursor);
        drawn("swarmDrawReview", &args)
    }

    fn draw_sheet(texts: &[String]) -> Result<Vec<Node>, Unready> {
        let texts: js_sys::Array = texts.iter().map(|t| JsValue::from_str(t)).collect();
        drawn("swarmDrawSheet", &js_sys::Array::of1(&texts))
    }

    /// The trees the reader's drawing `export` (a global) gives for `args`,
    /// or why there are none yet.
    fn drawn(export: &str, args: &js_sys::Array) -> Result<Vec<Node>, Unready> {
        let cant = |why: &str| Unready::Failed(why.to_string());
        let f = dom::prop(&js_sys::global(), export).and_then(|f| f.dyn_into::<js_sys::Function>().ok());
        let Some(f) = f else {
            return Err(if FAILED.get() { cant("its drawing could not be loaded") } else { Unready::Preparing });
        };
        let out = f.apply(&JsValue::NULL, args).map_err(|_| cant("its drawing failed"))?;
        if let Some(e) = out.as_string() {
            return Err(Unready::Failed(e));
        }
        let bad = |e: String| Unready::Failed(format!("its drawing was {e}"));
        let trees = super::super::json::value_from_js(&out).map_err(bad)?;
        let mut nodes = Vec::new();
        for t in trees.as_array().ok_or_else(|| cant("its drawing said nothing"))? {
            nodes.push(Node::from_value(t).map_err(bad)?);
        }
        Ok(nodes)
    }

    /// Whether the page must load the reader before it starts: the
    /// address or what this browser keeps names a custom position (read
    /// as the page opens; a false alarm only loads it sooner).
    #[cfg_attr(feature = "page", wasm_bindgen)]
    pub fn needs_reader() -> bool {
        let named = |t: &str| crate::text::has(t, "\"position\"");
        let search = dom::window().location().search().unwrap_or_default();
        crate::text::has(&search, "position=")
            || store::tab_get(crate::page::storage::read::TAB).is_some_and(|t| named(&t))
            || store::starting_with("swarm.").iter().any(|(_, t)| named(t))
    }

    /// Loads the reader (once; `www/main.js`'s `swarmReader`), then runs
    /// `f`, whether it came or not (what then reads a text says so; the
    /// Review sheet says it could not be drawn).
    pub fn load(f: impl FnOnce(&mut App) + 'static) {
        let global = js_sys::global();
        FAILED.set(false);
        match dom::prop(&global, "swarmReader").filter(|l| l.is_function()) {
            Some(_) => {
                let done = dom::once(move |_| {
                    FAILED.set(!loaded());
                    handle::with_app(f);
                });
                if let Some(p) = dom::call(&global, "swarmReader", &js_sys::Array::new()) {
                    dom::call(&p, "then", &js_sys::Array::of2(&done, &done));
                }
            }
            None => dom::soon(move || {
                handle::with_app(f);
            }),
        }
    }

    /// Hands the model a text to load (`FileMsg::Load`: a file, a pasted
    /// position, Woods' SPIDER.TMP) once the reader is there.
    pub fn load_text(app: &mut App, name: String, text: Result<String, String>) {
        then(app, move |app| super::super::run::send(app, Msg::File(FileMsg::Load(name, text))));
    }

    /// Runs `f` now when the reader is there, else once it is loaded.
    pub fn then(app: &mut App, f: impl FnOnce(&mut App) + 'static) {
        if loaded() {
            f(app)
        } else {
            load(f)
        }
    }

    /// `sheet` has just opened: the Load sheet's texts are read by the
    /// reader, asked for now so what is pasted need not wait for it; the
    /// Review sheet, How to play, Look, Load and the Woods line are drawn
    /// by it, and say they are being prepared until it comes, then are
    /// drawn again (or say it could not be loaded: opening the sheet again
    /// tries again).
    pub fn opened(sheet: Sheet) {
        if loaded() {
            return;
        }
        match sheet {
            Sheet::Load | Sheet::Review | Sheet::Help | Sheet::Look | Sheet::Woods => {}
            Sheet::NewGame | Sheet::Stats => return,
        }
        load(move |app| super::super::run::run(app, vec![Effect::DrawSheet(sheet)]));
    }
}
