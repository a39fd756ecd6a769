//! The browser front end (wasm only): the only code that touches
//! wasm_bindgen / web_sys / js_sys. The page itself is `index.html`,
//! `www/style.css` and a few lines of `www/main.js` that load this module
//! and call [`start`]; `www/worker.js` runs [`Searcher`] off the main
//! thread, from a second wasm built from the same crate, and `www/journal.js`
//! the statistics journal (`JournalWorker`) from a third (the `page`,
//! `search` and `journal` features choose what each exports, see Cargo.toml).
//!
//! The shell of the page model (`crate::page`): `App` (app.rs, behind one
//! handle, handle.rs) holds the model and what only the browser has. An
//! event (pointer, key, a button's `data-action`, a timer, a worker's reply;
//! read by dispatch.rs, input.rs, keys.rs) becomes a `page::Msg`; `run::send`
//! hands it to `page::App::update` and carries out the effects it returns
//! (save, address, ask the worker, count, animate…), drawing the table and
//! the bar once, from the model (table.rs, chrome.rs; motion.rs animates).

/// The page's wasm and the journal worker's (each built without `search`)
/// allocate with talc: 3.2 KB smaller gzipped than Rust's default dlmalloc
/// in the page (docs/site.md, "Ninth look"). The search worker keeps
/// dlmalloc, whose speed its figures in docs/benchmarks.md were measured with.
#[cfg(all(any(feature = "page", feature = "journal", feature = "reader"), not(feature = "search")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

mod a11y;
mod app;
#[cfg(feature = "bench")]
mod bench;
mod celebration;
mod chrome;
mod dialog;
mod dispatch;
mod dom;
mod download;
mod fetch;
mod files;
mod flow;
mod handle;
/// The journal worker's store and export: only in a build with the
/// `journal` feature (the page holds no journal, no IndexedDB code).
#[cfg(feature = "journal")]
mod idb;
mod input;
#[cfg(feature = "journal")]
mod journal_worker;
pub mod json;
mod keys;
mod links;
mod look;
mod motion;
mod persist;
mod reader;
mod review_sheet;
mod run;
/// The worker's export: only in a build with the `search` feature (the page
/// alone carries no serde-wasm-bindgen: `wire.rs`).
#[cfg(feature = "search")]
mod search;
mod sheets;
mod stats_store;
mod store;
mod table;
mod toast;
mod ui;
mod wire;
mod worker;

#[cfg(feature = "journal")]
pub use journal_worker::JournalWorker;
pub use reader::needs_reader;
#[cfg(feature = "search")]
pub use search::Searcher;

use wasm_bindgen::prelude::*;

use crate::page::{Msg, ReplayMsg, UiMsg};
use app::App;
use store::Store;

/// Entry point: the page's loader calls it once the wasm is loaded, with
/// the names of the Web Locks other tabs hold (the games they play) and
/// the search worker it started just before (so the worker loads its wasm
/// while this page starts; `undefined`: the page starts one itself). It
/// makes the model in this task; the page's handlers are installed and
/// the worker adopted in the next, and the promise it returns is kept
/// then: the loader holds what the worker says until it is. (Its doc goes
/// into the generated JS: it names no file, as `cargo xtask dist` renames
/// files by the names it finds.)
#[cfg_attr(feature = "page", wasm_bindgen)]
pub fn start(held: Vec<String>, worker: JsValue) -> js_sys::Promise {
    console_error_panic_hook::set_once();
    reader::install();
    look::apply();
    let mut store = Store::default();
    store.held = held;
    let opening = links::opening(&mut store);
    let game = opening.session.state().id();
    let narrow = dom::window().inner_width().ok().and_then(|w| w.as_f64()).is_some_and(|w| w < 600.0);
    let layout = crate::page::storage::read::kept_layout(&store, game, narrow);
    let mut seed = [0u8; 8];
    let _ = getrandom::getrandom(&mut seed);
    let seed = u64::from_le_bytes(seed);
    let now = dom::now_ms();
    let mut model = match &opening.saved {
        Some(s) => crate::page::App::resumed(s, opening.session.clone(), layout, seed, now),
        None => crate::page::App::new(opening.session.clone(), layout, seed),
    };
    let mut first = Vec::new();
    for msg in crate::page::storage::read::settings(&store, game, narrow) {
        first.extend(model.update(Msg::Prefs(msg), now));
    }
    // The start in tasks of its own (issue 42: no task over 50 ms with
    // the CPU 4× slower): the model above; the handlers and the worker;
    // what is around the table; the table and the controls made ready;
    // once its first frame is drawn, the journal; the game kept; then
    // what starts in the background.
    let mut begun = Some(Begun { model, store, opening, first, worker, now });
    js_sys::Promise::new(&mut |adopted, _| {
        if let Some(b) = begun.take() {
            dom::soon(move || install(b, &adopted));
        }
    })
}

/// What the start's first task made, for the next.
struct Begun {
    model: crate::page::App,
    store: Store,
    opening: crate::page::storage::read::Opening,
    first: Vec<crate::page::Effect>,
    worker: JsValue,
    now: f64,
}

/// The start's second task: the app behind its handle, the page's
/// handlers, the worker adopted (then `adopted` is called: the loader
/// hands on what the worker said meanwhile), the game's lock held.
fn install(b: Begun, adopted: &js_sys::Function) {
    let Begun { model, store, opening, mut first, worker, now } = b;
    let app = App::new(model, store, worker::Client::search());
    handle::install(app);
    handle::with_app(|app| {
        a11y::install();
        dispatch::install(app);
        if let Ok(w) = wasm_bindgen::JsCast::dyn_into::<web_sys::Worker>(worker) {
            app.worker.adopt(w, app.hooks.worker.as_ref());
        }
        app.store.hold(&store::game_lock(&app.screen().game_id));
        for n in opening.notices.clone() {
            first.extend(app.model.update(crate::page::Msg::Ui(UiMsg::Notice(n)), now));
        }
        app.query = app.screen().query;
        links::update_url(&app.query);
    });
    let _ = adopted.call0(&JsValue::UNDEFINED);
    dom::soon(move || {
        handle::with_app(|app| run::start_around(app, first));
    });
    dom::soon(move || {
        handle::with_app(|app| {
            // The table drawn once (the settings' own draws were the
            // same one: two full renders in this task before).
            run::run(app, vec![crate::page::Effect::Draw { animate: false }]);
            if let Some(said) = &opening.said {
                toast::feedback(said, "info");
            }
            if app.screen().won_replayable {
                run::send(app, crate::page::Msg::Replay(ReplayMsg::On(true)));
            }
            if let Some((options, date)) = &opening.daily {
                flow::daily(app, options.clone(), date);
            }
        });
        // Ready with the table, so the class change is in its first frame's
        // style (one task later it cost the whole table's style and layout again).
        enable_controls();
        let left = opening.left;
        dom::after_frame(move || {
            handle::with_app(|app| {
                // The journal worker loads its wasm while the page settles;
                // what the page asks meanwhile waits for its greeting. A
                // fresh or resumed game is kept once it is on the table
                // (nothing was played on it before).
                app.journal.start(app.hooks.journal.as_ref());
                run::send(app, stats_store::start());
            });
            dom::soon(move || {
                handle::with_app(|app| {
                    if let Some(left) = left {
                        run::send(app, crate::page::Msg::Game(crate::page::GameMsg::CountLeft(Box::new(left))));
                    }
                    run::send(app, crate::page::Msg::Ui(UiMsg::Keep));
                });
                dom::soon(after_start);
            });
        });
    });
}

/// The start's last task: what begins in the background once the first
/// table is drawn and the journal started.
fn after_start() {
    handle::with_app(|app| {
        // The catalogue of rated deals and the help text are fetched
        // once the table is drawn.
        run::send(app, crate::page::Msg::Drawn);
    });
    // The position's reader, so a text read later need not wait:
    // five seconds on (its instantiation is a task of 50 ms or more
    // at 4× CPU, and none may come in the first five: issue 42).
    let preload = dom::once(|_| reader::load(|_| {}));
    let _ = dom::window()
        .set_timeout_with_callback_and_timeout_and_arguments_0(wasm_bindgen::JsCast::unchecked_ref(&preload), 5000);
    register_service_worker();
    warm_worker();
}

/// The page is ready: the controls come alive and the loading face goes.
fn enable_controls() {
    if let Some(b) = dom::document().body() {
        dom::toggle_class(&b, "loading", false);
        dom::toggle_class(&b, "ready", true);
    }
    for id in ["btn-menu", "btn-game", "btn-hint", "btn-new"] {
        dom::set_disabled(id, false);
    }
}

/// Registers `sw.js` (beside index.html) so the page works offline.
fn register_service_worker() {
    let nav = dom::window().navigator();
    if dom::prop(&nav, "serviceWorker").is_none() {
        return;
    }
    let p = nav.service_worker().register("sw.js");
    let noop = dom::once(|_| {});
    dom::call(&p, "catch", &js_sys::Array::of1(&noop));
}

/// Starts the search worker, when the loader did not, as soon as the page
/// has painted its first table (the next frame, then a task after it), so
/// a hint asked for at once does not wait for the worker to load: the
/// worker fetches and compiles its wasm on its own thread, and the page's
/// first paint is not delayed by it (`bench-hint.mjs`: docs/benchmarks.md).
fn warm_worker() {
    dom::after_frame(|| {
        handle::with_app(|app| {
            if app.worker.worker().is_none() {
                app.worker.start(app.hooks.worker.as_ref());
            }
        });
    });
}
