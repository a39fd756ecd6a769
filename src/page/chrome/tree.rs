//! What is built element by element around the table, as trees ([`Node`])
//! as the sheets and piles are: the end-of-game banner (its text, Share
//! the result for a deal of the day, Review, New game), the notices at the
//! top (each with its action's button, and Dismiss) and the status line's
//! parts. The shell (`web/chrome.rs`, `web/toast.rs`) renders them with
//! `web/ui.rs`, only when they changed. The elements kept on screen
//! (index.html's bar, menu items, Finish, the replay bar) are set from
//! [`kept`]: what each of them shows, by id. Same ids, classes,
//! attributes and texts as `www/style.css` and the browser tests read.

use crate::page::node::Node;
use crate::page::screen::{Banner, Bar, ReplayBar, Screen};
use crate::page::Notice;

/// The `#banner` element: its classes, the text it shows (`data-text`:
/// the shell rebuilds it only when that changed, so a button keeps the
/// focus) and its buttons.
pub fn banner(b: &Banner) -> Node {
    let mut n = Node::el("div", if b.won { "banner won" } else { "banner" })
        .id("banner")
        .attr("data-text", &b.text)
        .child(Node::text_el("span", "banner-text", &b.text));
    if b.share {
        n = n.child(Node::button("Share the result", "share-result").id("btn-share-result"));
    }
    n.child(
        Node::button("Review", "review")
            .id("banner-review")
            .attr("title", "Where the game was won or lost, move by move"),
    )
    .child(Node::button("New game", "new").id("banner-new").attr("class", "primary"))
}

/// The status line (`#status-text`): a span per part, each of its class
/// (the stylesheet hides some on narrow windows).
pub fn status(bar: &Bar) -> Vec<Node> {
    bar.status.iter().map(|(class, text)| Node::text_el("span", class, text)).collect()
}

/// The notices box's contents (`#messages`): the list, each notice with
/// its action's button when it has one, then Dismiss; nothing when there
/// is no notice (the box hides).
pub fn notices(list: &[Notice]) -> Vec<Node> {
    if list.is_empty() {
        return Vec::new();
    }
    let items = list.iter().map(|n| {
        let li = Node::text_el("li", "", &n.text);
        match &n.action {
            Some((label, action)) => li.child(Node::button(label, action).attr("class", "notice-action")),
            None => li,
        }
    });
    vec![Node::el("ul", "").children(items), Node::button("Dismiss", "dismiss").id("messages-dismiss")]
}

/// One thing to set on an element kept on screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Set {
    /// Its text (written only when it differs).
    Text(String),
    /// An attribute's value.
    Attr(&'static str, String),
    /// A class on or off (the element's other classes stay).
    Class(&'static str, bool),
    Hidden(bool),
    Disabled(bool),
}

/// What the elements kept on screen around the table show, by id, in
/// order: the bar (title, status, the difficulty chip, marks, clock,
/// Undo / Redo / Hint), the menu's items, the panel's button and box,
/// Finish and the replay bar (set only while it is open). The panel's
/// contents and the Hint button's label are the shell's (`web/chrome.rs`).
pub fn kept(s: &Screen) -> Vec<(&'static str, Set)> {
    use Set::{Attr, Class, Disabled, Hidden, Text};
    let (bar, menu) = (&s.bar, &s.menu);
    let on = |b: bool| if b { "true" } else { "false" }.to_string();
    let mut out = vec![
        ("game-title", Text(bar.title.clone())),
        ("status", Attr("title", bar.status_text.clone())),
        ("status-rating", Text(bar.rating.as_ref().map_or(String::new(), |c| c.text.clone()))),
        ("status-rating", Hidden(bar.rating.is_none())),
    ];
    if let Some(chip) = &bar.rating {
        out.extend([
            ("status-rating", Attr("title", chip.title.clone())),
            ("status-rating", Attr("data-difficulty", chip.word.to_string())),
        ]);
    }
    let hint = &bar.hint;
    out.extend([
        ("status-marks", Text(bar.marks.clone())),
        ("status-marks", Hidden(bar.marks.is_empty())),
        ("status-time", Text(bar.time.clone())),
        ("btn-undo", Disabled(!bar.undo)),
        ("btn-redo", Disabled(!bar.redo)),
        ("btn-hint", Class("thinking", hint.busy)),
        ("btn-hint", Attr("aria-busy", on(hint.busy))),
        ("btn-hint", Attr("title", hint.title.to_string())),
        ("btn-redo-menu", Disabled(!menu.redo)),
        ("btn-remove", Hidden(!menu.remove)),
        ("btn-woods", Hidden(!menu.woods)),
        ("btn-share-daily", Hidden(!menu.share_daily)),
        ("btn-cancel-find", Hidden(!menu.cancel_find)),
        ("btn-stop-find", Hidden(!menu.cancel_find)),
        ("btn-solve", Text(menu.solve.to_string())),
        ("btn-autoplay", Text(menu.autoplay.to_string())),
        ("btn-autoplay", Attr("aria-pressed", on(menu.autoplaying))),
        ("btn-replay-bar", Text(menu.replay.to_string())),
        ("panel", Hidden(!s.panel.open)),
        ("btn-panel", Attr("aria-expanded", on(s.panel.open))),
        ("btn-finish", Hidden(!s.finish)),
        ("replay-bar", Hidden(s.replay.is_none())),
    ]);
    if let Some(r) = &s.replay {
        let (label, name) = ReplayBar::play(r.playing);
        out.extend([
            ("replay-pos", Text(r.position.clone())),
            ("replay-start", Disabled(!r.back)),
            ("replay-back", Disabled(!r.back)),
            ("replay-fwd", Disabled(!r.forward)),
            ("replay-end", Disabled(!r.forward)),
            ("replay-play", Text(label.to_string())),
            ("replay-play", Attr("aria-label", name.to_string())),
        ]);
    }
    out
}
