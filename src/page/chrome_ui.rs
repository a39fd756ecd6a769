//! What is built element by element around the table, as trees ([`Node`])
//! as the sheets and piles are: the end-of-game banner (its text, Share
//! the result for a deal of the day, Review, New game), the notices at the
//! top (each with its action's button, and Dismiss) and the status line's
//! parts. The shell (`web/chrome.rs`, `web/toast.rs`) renders them with
//! `web/ui.rs`, only when they changed. Same ids, classes, attributes and
//! texts as `www/style.css` and the browser tests read.

use super::screen::{Banner, Bar};
use super::ui::Node;
use super::Notice;

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
