//! Sheets: what opens over the table from the bar and the menu, one at a
//! time, as modal `<dialog>`s (a backdrop, the focus kept inside, Escape
//! closes). Which sheet is open and what it shows are the model's
//! (`crate::page::App::sheet`, `sheet_body`: a tree); this module shows
//! and closes the dialogs, measures what only the browser knows (the
//! Review sheet's width, its chart's cursor and focus), and renders the
//! tree (`ui.rs`). The controls name their action (`data-action`,
//! `data-change`) and `dispatch.rs` acts.

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlDialogElement};

use super::app::App;
use super::{dom, look, store, ui};
use crate::page::sheets::tree as sheet_ui;
use crate::page::{GameMsg, Msg, Sheet, SheetEnv, SheetMsg};

/// The dialog of `sheet`, created on first use.
fn dialog(sheet: Sheet) -> Option<HtmlDialogElement> {
    if let Some(d) = dom::dialog(sheet.id()) {
        return Some(d);
    }
    let d = ui::build(&sheet_ui::frame(sheet))?;
    dom::document().body()?.append_child(&d).ok()?;
    d.dyn_into().ok()
}

fn body_of(d: &HtmlDialogElement) -> Option<Element> {
    d.query_selector(".sheet-body").ok().flatten()
}

/// Opens the model's sheet (closing any other) and draws it
/// (`Effect::OpenSheet`); open already, it is drawn again in place.
pub fn show(app: &mut App) {
    let Some(sheet) = app.screen().sheet else { return close_all() };
    let Some(d) = dialog(sheet) else { return };
    if !d.open() {
        close_all();
        let _ = d.show_modal();
        super::reader::opened(sheet);
    }
    draw(app, sheet, &d);
}

/// Draws `sheet` again if it is the one open and still on screen
/// (`Effect::DrawSheet`: a sheet the browser closed a moment ago, whose
/// `close` event is still to come, is not opened again).
pub fn redraw(app: &mut App, sheet: Sheet) {
    if app.screen().sheet != Some(sheet) {
        return;
    }
    if let Some(d) = dom::dialog(sheet.id()).filter(|d| d.open()) {
        draw(app, sheet, &d);
    }
}

fn draw(app: &App, sheet: Sheet, d: &HtmlDialogElement) {
    let Some(body) = body_of(d) else { return };
    let chart = dom::document().get_element_by_id("review-chart");
    let cursor = chart.as_ref().and_then(|c| c.get_attribute("aria-valuenow")).and_then(|v| v.parse().ok());
    let focused = chart.is_some() && dom::document().active_element().is_some_and(|a| a.id() == "review-chart");
    // Measured empty, as the sheet is first drawn (no scroll bar yet).
    dom::clear(&body);
    let height = dom::window().inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(800.0);
    let env = SheetEnv {
        look: if sheet == Sheet::Look { look::stored() } else { Vec::new() },
        woods_tmp: (sheet == Sheet::Load)
            .then(|| store::get(store::WOODS_TMP))
            .flatten()
            .and_then(|t| crate::record::Record::from_json(&t).ok()),
        review: (body.client_width() as f64, height, cursor),
    };
    ui::fill(&body, &app.model.sheet_body(&env));
    if sheet == Sheet::Help {
        dom::set_attr(d, "data-game", app.screen().table.game.key());
    }
    if focused {
        if let Some(c) = dom::document().get_element_by_id("review-chart") {
            dom::call(&c, "focus", &js_sys::Array::new());
        }
    }
}

/// Closes every sheet.
pub fn close_all() {
    for s in Sheet::ALL {
        if let Some(d) = dom::dialog(s.id()).filter(|d| d.open()) {
            d.close();
        }
    }
}

/// What makes the model's open sheet and question follow the dialogs as
/// they are: one the browser has closed (Escape, or a sheet's form) is
/// closed for the model at once, though its `close` event comes a task
/// later (a question so closed gets its safe answer). A dialog open again
/// by the time that event comes is a new one, and stays.
pub fn settled(app: &App) -> Vec<Msg> {
    let open = |id: &str| dom::dialog(id).is_some_and(|d| d.open());
    let shown = app.screen();
    let sheet = shown.sheet.is_some_and(|s| !open(s.id())).then_some(Msg::Sheet(SheetMsg::Close));
    let question = (shown.question.is_some() && !open("confirm")).then_some(Msg::Game(GameMsg::Dismissed));
    sheet.into_iter().chain(question).collect()
}
