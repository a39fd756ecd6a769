//! The toolbar and the side panel's forms: game, options and layout pickers,
//! New / Deal # / Restart / Undo / Redo / Hint / Share, typed moves, pasted
//! records, and the Woods tools (locate a card, print a pile).

use wasm_bindgen::JsCast;
use web_sys::{Event, HtmlSelectElement};

use super::dom::{self, by_id, el, set_attr, text_el};
use super::render::feedback;
use super::{hint, listen, storage, with_app, App};
use crate::card::Card;
use crate::deal::{parse_deal_number, random_deal_number};
use crate::games::{options, GameId, Move, Options};
use crate::history::Session;

/// Fills the pickers and installs every toolbar listener (once).
pub fn install() {
    // Crossing the phone width renames the chosen values (see `name_options`).
    if let Some(q) = narrow_query() {
        listen(&q, "change", |_| {
            with_app(|app| sync(app));
        });
    }
    if let Some(sel) = dom::select("game-select") {
        for g in GameId::ALL {
            let o = text_el("option", "", &game_title(g));
            set_attr(&o, "value", g.key());
            let _ = sel.append_child(&o);
        }
        listen(&sel, "change", |e| {
            let Some(key) = select_value(&e) else { return };
            with_app(|app| {
                let Ok(game) = GameId::parse(&key) else { return };
                if let Err(err) = app.new_deal(Options::defaults(game), random_deal_number()) {
                    feedback(&err, "error");
                    sync(app);
                }
            });
        });
    }
    if let Some(sel) = dom::select("layout-select") {
        listen(&sel, "change", |e| {
            let Some(v) = select_value(&e) else { return };
            with_app(|app| {
                storage::save_layout(app.state().id(), &v);
                app.layout = v;
                app.cursor = None;
                app.changed();
            });
        });
    }
    if let Some(host) = by_id("option-pickers") {
        listen(&host, "change", |_| with_app(change_options).unwrap_or(()));
    }
    button("btn-new", |app| {
        let opts = app.state().options().clone();
        if let Err(e) = app.new_deal(opts, random_deal_number()) {
            feedback(&e, "error");
        }
    });
    form("deal-form", |app| {
        let text = dom::input("deal-input").map(|i| i.value()).unwrap_or_default();
        let opts = app.state().options().clone();
        match parse_deal_number(&text).and_then(|n| app.new_deal(opts, n)) {
            Ok(()) => {}
            Err(e) => feedback(&e, "error"),
        }
    });
    button("btn-restart", |app| app.restart(false));
    button("btn-undo", |app| app.undo(false));
    button("btn-redo", |app| app.redo());
    button("btn-hint", show_hint);
    button("btn-autoplay", super::autoplay::toggle);
    button("btn-solve", super::solve::button);
    button("btn-remove", |app| {
        let mv = app.state().legal_moves().into_iter().find(|m| matches!(m, Move::Remove { .. }));
        if let Some(mv) = mv {
            if let Err(e) = app.play(mv) {
                feedback(&e, "error");
            }
        }
    });
    button("btn-share", |app| {
        let link = super::links::full_link(&app.session.record());
        dom::set_hidden("link-box", false);
        if let Some(i) = dom::input("link-output") {
            i.set_value(&link);
            i.select();
        }
        super::input::copy_text_then(&link, |copied| {
            if copied {
                feedback("Link to this deal copied (it is also in the panel).", "info");
            } else {
                feedback("The link to this deal is in the panel, selected: copy it with Ctrl+C.", "info");
            }
        });
    });
    button("btn-reset-stats", |app| {
        app.pending = Some(super::Pending::ResetStats);
        super::render::confirm("Forget every statistic of every game?", "Reset");
    });
    button("confirm-yes", |app| app.answer(true));
    button("confirm-no", |app| app.answer(false));
    form("move-form", |app| {
        let Some(i) = dom::input("move-input") else { return };
        match app.play_text(&i.value()) {
            Ok(()) => i.set_value(""),
            Err(e) => feedback(&e, "error"),
        }
    });
    button("btn-replay", |app| {
        let text = dom::textarea("paste-input").map(|t| t.value()).unwrap_or_default();
        let start = app.session.start().clone();
        let moves = start.split_record(&text);
        let mut s = Session::new(app.session.origin.clone(), start);
        let err = s.replay(&moves).err();
        app.start_session(s);
        match err {
            Some(e) => feedback(&format!("Replay stopped at {e}"), "error"),
            None => feedback(&format!("Replayed {} moves.", moves.len()), "info"),
        }
    });
    form("locate-form", |app| {
        let text = dom::input("locate-input").map(|i| i.value()).unwrap_or_default();
        let out = match text.trim().parse::<Card>() {
            Ok(c) => app.state().as_spider().map_or_else(|| "This game has no locate command.".into(), |s| s.locate(c)),
            Err(e) => format!("{e}"),
        };
        dom::set_text("woods-output", &out);
    });
    form("print-form", |app| {
        let text = dom::input("print-input").map(|i| i.value()).unwrap_or_default();
        let out = match text.trim().parse::<usize>() {
            Ok(n) if n >= 1 => app
                .state()
                .as_spider()
                .and_then(|s| s.print_pile(n - 1))
                .unwrap_or_else(|| format!("There is no pile {n}.")),
            _ => format!("`{}` is not a pile number", crate::notation::clip(text.trim(), 8)),
        };
        dom::set_text("woods-output", &out);
    });
    // Buttons created on the fly (banner, notices) are handled by delegation.
    if let Some(body) = dom::document().body() {
        listen(&body, "click", |e| {
            let id = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()).map(|t| t.id()).unwrap_or_default();
            match id.as_str() {
                "banner-new" => {
                    with_app(|app| {
                        let opts = app.state().options().clone();
                        let _ = app.new_deal(opts, random_deal_number());
                    });
                }
                "messages-dismiss" => super::render::notices(&[]),
                _ => {}
            }
        });
    }
}

/// "Beeswax (Pile Up, Pile On, …)".
fn game_title(g: GameId) -> String {
    let a = g.aliases();
    if a.is_empty() {
        g.title().to_string()
    } else {
        format!("{} ({})", g.title(), a.join(", "))
    }
}

/// Asks for a hint and shows it (the cards it moves selected, the pile
/// they go to marked).
pub fn show_hint(app: &mut App) {
    match hint::hint(&app.session) {
        Ok((mv, why)) => {
            let text = app.state().format_move(mv);
            if let Move::Transfer { from, to, count } = mv {
                let len = app.cache.len_of(from);
                app.sel = Some((from, len.saturating_sub(count as usize)));
                app.hint = app.sel.map(|s| (s, to));
                super::render::all(app);
            }
            feedback(&format!("Hint: {text} — {why}"), "info");
        }
        Err(e) => feedback(&e, "info"),
    }
}

fn select_value(e: &Event) -> Option<String> {
    e.target()?.dyn_into::<HtmlSelectElement>().ok().map(|s| s.value())
}

/// A toolbar button; pressing any but Autoplay itself stops autoplay first.
fn button(id: &'static str, f: impl Fn(&mut App) + 'static) {
    if let Some(b) = by_id(id) {
        listen(&b, "click", move |_| {
            with_app(|app| {
                if id != "btn-autoplay" {
                    super::autoplay::stop(app, "Autoplay stopped.");
                }
                f(app)
            });
        });
    }
}

fn form(id: &str, f: impl Fn(&mut App) + 'static) {
    if let Some(b) = by_id(id) {
        listen(&b, "submit", move |e| {
            e.prevent_default();
            with_app(|app| f(app));
        });
    }
}

/// Brings the pickers in line with the game shown.
pub fn sync(app: &App) {
    let state = app.state();
    let game = state.id();
    if let Some(s) = dom::select("game-select") {
        s.set_value(game.key());
        name_options(&s, |key| {
            let g = GameId::parse(key).ok()?;
            Some((g.title().to_string(), game_title(g)))
        });
    }
    if let Some(i) = dom::input("deal-input") {
        let focused = dom::document().active_element().is_some_and(|a| a.id() == "deal-input");
        if !focused {
            i.set_value(&app.deal_number().map(|n| n.to_string()).unwrap_or_default());
        }
    }
    option_pickers(state.options());
    if let Some(i) = dom::input("move-input") {
        i.set_placeholder(&format!("e.g. {}", example_move(game)));
    }
    let layouts = storage::layouts(game);
    dom::set_hidden("layout-field", layouts.len() < 2);
    if let Some(s) = dom::select("layout-select") {
        if s.get_attribute("data-game").as_deref() != Some(game.key()) {
            dom::clear(&s);
            for (k, label) in layouts {
                let o = text_el("option", "", label);
                set_attr(&o, "value", k);
                let _ = s.append_child(&o);
            }
            set_attr(&s, "data-game", game.key());
        }
        s.set_value(&app.layout);
    }
}

/// A move in the game's notation, for the move field's placeholder.
fn example_move(game: GameId) -> &'static str {
    match game {
        GameId::Beeswax => "5E",
        GameId::Beehive => "W3",
        GameId::Beetle | GameId::Spider => "7 10",
    }
}

/// One select per option of the game (rebuilt when the game changes).
fn option_pickers(opts: &Options) {
    let Some(host) = by_id("option-pickers") else { return };
    let game = opts.game();
    if host.get_attribute("data-game").as_deref() != Some(game.key()) {
        dom::clear(&host);
        set_attr(&host, "data-game", game.key());
        for spec in options::specs(game) {
            let label = el("label", "field");
            let _ = label.append_child(&text_el("span", "", spec.label));
            let sel = el("select", "option-select");
            set_attr(&sel, "data-key", spec.key);
            set_attr(&sel, "aria-label", spec.label);
            for (v, l) in spec.values.iter().zip(spec.value_labels) {
                let o = text_el("option", "", l.full);
                set_attr(&o, "value", v);
                let _ = sel.append_child(&o);
            }
            let _ = label.append_child(&sel);
            let _ = host.append_child(&label);
        }
    }
    for spec in options::specs(game) {
        if let Some(s) = host.query_selector(&format!("select[data-key='{}']", spec.key)).ok().flatten() {
            if let Ok(s) = s.dyn_into::<HtmlSelectElement>() {
                s.set_value(opts.get(spec.key));
                name_options(&s, |value| {
                    let i = spec.values.iter().position(|v| *v == value)?;
                    let l = spec.value_labels.get(i)?;
                    Some((l.short.to_string(), l.full.to_string()))
                });
            }
        }
    }
}

/// Up to this width (the stylesheet's phone layout) a closed picker names
/// its chosen value by the short name.
const NARROW: &str = "(max-width: 600px)";

fn narrow_query() -> Option<web_sys::MediaQueryList> {
    dom::window().match_media(NARROW).ok().flatten()
}

/// Names a picker's choices: on a phone the chosen one by its short name,
/// which is all a closed picker shows (readable whole at 320 px), elsewhere
/// in full; the others in full in the list; the picker's tooltip gives the
/// chosen one in full. `names` maps an option's value to its (short, full)
/// names.
fn name_options(sel: &HtmlSelectElement, names: impl Fn(&str) -> Option<(String, String)>) {
    let chosen = sel.value();
    let narrow = narrow_query().is_some_and(|q| q.matches());
    for i in 0..sel.length() {
        let Some(o) = sel.item(i) else { continue };
        let value = o.get_attribute("value").unwrap_or_default();
        let Some((short, full)) = names(&value) else { continue };
        let text = if value == chosen && narrow { short } else { full.clone() };
        if o.text_content().as_deref() != Some(text.as_str()) {
            o.set_text_content(Some(&text));
        }
        if value == chosen {
            set_attr(sel, "title", &full);
        }
    }
}

/// An option picker changed: the same deal number with the new options.
fn change_options(app: &mut App) {
    let game = app.state().id();
    let mut opts = Options::defaults(game);
    if let Some(host) = by_id("option-pickers") {
        if let Ok(list) = host.query_selector_all("select[data-key]") {
            for i in 0..list.length() {
                let Some(s) = list.item(i).and_then(|n| n.dyn_into::<HtmlSelectElement>().ok()) else { continue };
                let key = s.get_attribute("data-key").unwrap_or_default();
                if let Err(e) = opts.set(&key, &s.value()) {
                    feedback(&e, "error");
                }
            }
        }
    }
    let n = app.deal_number().unwrap_or_else(random_deal_number);
    if let Err(e) = app.new_deal(opts, n) {
        feedback(&e, "error");
        sync(app);
    }
}
