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
pub fn listen(app: &mut App, target: &web_sys::EventTarget, event: &str, f: impl Fn(web_sys::Event) + 'static) {
    let c: Listener = Closure::new(f);
    if target.add_event_listener_with_callback(event, c.as_ref().unchecked_ref()).is_ok() {
        app.listeners.push(c);
    }
}

/// A timer callback that runs `f` on the App.
pub fn hook(f: fn(&mut App)) -> Hook {
    Closure::new(move || {
        with_app(f);
    })
}
