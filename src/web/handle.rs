//! The one handle on the page's state: a single `App` behind a thread-local
//! (the browser runs the wasm on one thread), reached only through
//! `with_app`. Listeners and timer callbacks are owned by the App.

use std::cell::RefCell;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::app::{App, Hook, Listener};

thread_local! {
    static APP: RefCell<Option<App>> = const { RefCell::new(None) };
}

/// Hands the page its state (once, at start-up).
pub fn install(app: App) {
    APP.with(|a| *a.borrow_mut() = Some(app));
}

/// Runs `f` on the App, unless it is absent or already busy (an event
/// fired from inside another one, which is then simply not handled twice).
pub fn with_app<R>(f: impl FnOnce(&mut App) -> R) -> Option<R> {
    APP.with(|a| match a.try_borrow_mut() {
        Ok(mut g) => g.as_mut().map(f),
        Err(_) => None,
    })
}

/// Installs `f` as the `event` listener of `target`, owned by the App.
pub fn listen(app: &mut App, target: &web_sys::EventTarget, event: &str, f: fn(web_sys::Event)) {
    listen_with(app, target, event, false, f);
}

/// [`listen`], while the event descends when `capture`. A function, not a
/// closure of its own type: every listener shares one instance of
/// wasm-bindgen's closure code (some 0.5 KB of the page's wasm each).
pub fn listen_with(app: &mut App, target: &web_sys::EventTarget, event: &str, capture: bool, f: fn(web_sys::Event)) {
    let c = listener(Box::new(f));
    if target.add_event_listener_with_callback_and_bool(event, c.as_ref().unchecked_ref(), capture).is_ok() {
        app.listeners.push(c);
    }
}

/// A listener that runs `f`. Every listener of the page (its own, the
/// worker's, an animation's end) is this one closure type: one instance
/// of wasm-bindgen's closure code for them all.
pub fn listener(f: Box<dyn Fn(web_sys::Event)>) -> Listener {
    Closure::wrap(f)
}

/// A timer callback that runs `f` on the App.
pub fn hook(f: fn(&mut App)) -> Hook {
    Closure::new(move || {
        with_app(f);
    })
}
