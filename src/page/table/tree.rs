//! The table's piles and cards as trees (`ui::Node`), as the sheets are:
//! each pile's element with its classes, its place on the CSS grid, the
//! counts `www/style.css` lays its cards out by (`--up`, `--down`, …), its
//! accessible name, its cards, its label and note. What a pile looks like
//! is `piles::pile_look`; this is that look written as elements. The shell
//! (`web/table.rs`) only keeps the pile elements and measures the table.

use crate::layout::Place;
use crate::page::node::Node;
use crate::page::table::piles::{card_label, pile_look, PileMarks};
use crate::view::{Face, PileView};

/// Where a pile stands and how its count grows.
#[derive(Clone, Copy, Debug)]
pub struct PileHow {
    /// Its place on the grid.
    pub place: Place,
    /// The grid's columns.
    pub cols: u8,
    /// The pile shows as a count (the hand, Removed).
    pub counted: bool,
    /// ...a count that grows downwards (beside the piles).
    pub down: bool,
}

/// The classes of `base` and each of `flags` that is on.
fn classes(base: &str, flags: &[(&str, bool)]) -> String {
    let mut s = base.to_string();
    for (c, on) in flags {
        if *on {
            s.push(' ');
            s.push_str(c);
        }
    }
    s
}

/// One pile's element (a `div.pile`) and everything in it.
pub fn pile_node(pile: &PileView, m: PileMarks, how: PileHow) -> Node {
    let look = pile_look(pile, m, how.counted);
    let place = how.place;
    let class = classes(
        &format!("pile {}", look.fan),
        &[
            ("count-down", how.counted && how.down),
            ("done", pile.done),
            ("empty", pile.cards.is_empty()),
            ("has-selection", m.sel.is_some()),
            ("hint-target", m.target),
            ("lit", m.lit),
            ("first-col", place.col == 0 && !place.left),
            ("last-col", place.left || place.col as usize + place.span as usize >= how.cols as usize),
            ("has-complete", pile.removable.is_some()),
            ("cursor", look.cursor),
            ("has-note", look.note.is_some()),
        ],
    );
    let column = if place.span > 1 {
        format!("{} / span {}", place.col as u32 + 1, place.span)
    } else {
        format!("{}", place.col as u32 + 1)
    };
    let style = format!(
        "grid-row: {}; grid-column: {column}; justify-self: {}; --up: {}; --down: {}; --shown: {}; --slots: {}",
        pile.row as u32 + 1,
        if place.left { "end" } else { "start" },
        look.up,
        look.down,
        look.shown,
        look.slots
    );
    let mut n = Node::el("div", &class)
        .attr("data-slot", &look.key)
        .attr("role", "group")
        .attr("aria-label", &look.label)
        .attr("tabindex", if look.cursor { "0" } else { "-1" })
        .attr("style", style)
        .child(Node::el("div", "outline"));
    for card in &look.cards {
        let mut c = card_node(card.face, &look.name);
        let base = c.get("class").unwrap_or_default().to_string();
        c = c
            .attr(
                "class",
                classes(
                    &base,
                    &[
                        ("movable", card.movable),
                        ("covered", card.covered),
                        ("selected", card.selected),
                        // A complete run the player may remove: marked, its King badged and named.
                        ("complete", card.complete),
                        ("complete-head", card.complete_head),
                        ("cursor", card.cursor),
                    ],
                ),
            )
            .attr("data-slot", &look.key)
            .attr("data-index", card.index)
            .attr("style", format!("--i: {}; --d: {}; --u: {}", card.nth, card.downs_before, card.ups_before))
            .attr("tabindex", if card.cursor { "0" } else { "-1" });
        if card.complete_head {
            c = c.attr("aria-label", card_label(card, &look.name));
        }
        n = n.child(c);
    }
    n = n.child(Node::text_el("div", "pile-label", &pile.label).attr("aria-hidden", "true"));
    if let Some(t) = &look.note {
        n = n.child(Node::text_el("div", "pile-note", t).attr("aria-hidden", "true"));
    }
    n
}

/// One card: face down, or face up with its index in the top corner
/// (rank and suit, whole in any strip a fan leaves) and a large suit sign
/// that only the top card of a pile shows.
pub fn card_node(face: Face, pile_name: &str) -> Node {
    match face {
        Face::Down => {
            Node::el("div", "card back").attr("aria-label", format!("face-down card, {pile_name}")).attr("role", "img")
        }
        Face::Up(card) => {
            let colour = if card.suit().is_red() { "red" } else { "black" };
            let suit = card.suit().symbol().to_string();
            // "10" is the one two-letter rank: it is set narrower, to fit a
            // strip as narrow as the others' (`.rank.ten`).
            let rank_class = if card.rank() == 10 { "rank ten" } else { "rank" };
            Node::el("div", &format!("card {colour}"))
                .attr("aria-label", format!("{}, {pile_name}", card.name()))
                .attr("role", "img")
                .attr("data-card", card)
                .child(
                    Node::el("span", "index")
                        .attr("aria-hidden", "true")
                        .child(Node::text_el("span", rank_class, crate::card::rank_text(card.rank())))
                        .child(Node::text_el("span", "suit", &suit)),
                )
                .child(face_node(card.rank(), &suit).attr("aria-hidden", "true"))
        }
    }
}

/// Where the pips of a two to a ten sit, as on a printed card: the column
/// (`l`eft, `m`iddle, `r`ight) and the height in sixths of the pips' box
/// (0: top, 6: foot); those below the middle are turned.
const PIPS: [&str; 9] = [
    "m0 m6",
    "m0 m3 m6",
    "l0 r0 l6 r6",
    "l0 r0 m3 l6 r6",
    "l0 r0 l3 r3 l6 r6",
    "l0 r0 m1 l3 r3 l6 r6",
    "l0 r0 m1 l3 r3 m5 l6 r6",
    "l0 r0 l2 r2 m3 l4 r4 l6 r6",
    "l0 r0 m1 l2 r2 l4 r4 m5 l6 r6",
];

/// A face-up card's face under its index: an ace's one large pip, a two
/// to a ten's pips laid out as on a printed card, a court card's framed
/// figure (its letter over its suit, the same turned below). Text, drawn
/// by the stylesheet at any size (`.pip`, `.pips`, `.court`).
fn face_node(rank: u8, suit: &str) -> Node {
    match rank {
        2..=10 => Node::el("span", "pip pips").children(PIPS[rank as usize - 2].split(' ').map(|at| {
            let (col, row) = (at.as_bytes()[0], at.get(1..).unwrap_or_default());
            let x = match col {
                b'l' => "0",
                b'm' => "0.5",
                _ => "1",
            };
            let class = if row > "3" { "p turned" } else { "p" };
            Node::text_el("span", class, suit).attr("style", format!("--x: {x}; --y: {row}"))
        })),
        11..=13 => {
            let letter = crate::card::rank_text(rank);
            let half = |class: &str| {
                Node::el("span", class).child(Node::text_el("span", "court-rank", letter)).child(Node::text_el(
                    "span",
                    "court-suit",
                    suit,
                ))
            };
            Node::el("span", "pip court").child(half("half")).child(half("half turned"))
        }
        _ => Node::text_el("span", "pip", suit),
    }
}
