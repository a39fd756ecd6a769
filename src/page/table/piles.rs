//! How each pile of the table is shown, as data (the shell's `table.rs`
//! builds its elements from it): its accessible name, its classes, which
//! cards are drawn and where (the face-down and face-up strips before
//! each), the marks on them, the note under it; and a move in words for
//! screen readers ("5E: queen of hearts from column 5 to column E.").

use crate::games::{Move, Slot};
use crate::layout::{slots, FAN_SHOWN};
use crate::view::{Face, Fan, PileView, View};

/// The marks on one pile: the selection's first card, the keyboard
/// cursor (a card, or `len`: the pile itself), the hint's target, the
/// pile the hint says to click.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PileMarks {
    pub sel: Option<usize>,
    pub cursor: Option<usize>,
    pub target: bool,
    pub lit: bool,
}

/// One pile as shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PileLook {
    /// "fan-down", "fan-right", "fan-stack", or "fan-count" (the hand and
    /// removed suits shown as counts).
    pub fan: &'static str,
    /// The pile's `data-slot`: "col-4", "stock"…
    pub key: String,
    /// Its accessible name and state: "column 4, 14 cards, a complete
    /// spades run: activate it to remove it".
    pub label: String,
    /// Its name alone ("column 4"), which each card's name ends with.
    pub name: String,
    /// The keyboard cursor is on the pile itself.
    pub cursor: bool,
    /// The strips over the top card drawn: face-up, face-down; cards drawn;
    /// the slots the pile takes on its row.
    pub up: usize,
    pub down: usize,
    pub shown: usize,
    pub slots: usize,
    pub cards: Vec<CardLook>,
    /// The line under the pile (the game's note, or a stack's count).
    pub note: Option<String>,
}

/// One card drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardLook {
    /// Its index in the pile, and among the cards drawn.
    pub index: usize,
    pub nth: usize,
    pub face: Face,
    /// Face-down and face-up strips before it.
    pub downs_before: usize,
    pub ups_before: usize,
    pub movable: bool,
    pub covered: bool,
    pub selected: bool,
    /// Part of a complete run the player may remove; its King.
    pub complete: bool,
    pub complete_head: bool,
    pub cursor: bool,
}

/// How `pile` is shown with `m` on it; `counted`: shown as a count (the
/// hand's stacks, the removed suits).
pub fn pile_look(pile: &PileView, m: PileMarks, counted: bool) -> PileLook {
    let fan = match pile.fan {
        _ if counted => "fan-count",
        Fan::Down => "fan-down",
        Fan::Right => "fan-right",
        Fan::Stack => "fan-stack",
    };
    let n = pile.cards.len();
    let name = slot_name(pile.slot, &pile.label);
    let count = match n {
        0 => "empty".to_string(),
        1 => "1 card".to_string(),
        k => format!("{k} cards"),
    };
    let room = pile.capacity.map(|c| format!(", room for {}", (c as usize).saturating_sub(n))).unwrap_or_default();
    let hint = if m.target {
        ", where the hint moves the selected cards"
    } else if m.lit {
        ", the hint says to click it"
    } else {
        ""
    };
    let note = pile.note.as_deref().map(|t| format!(", {t}")).unwrap_or_default();
    let run = complete_run(pile).map(|s| format!(", a complete {s} run: activate it to remove it")).unwrap_or_default();
    // Which cards are drawn: a count shows them all; a stack its top card;
    // an uncapped right fan its last three.
    let shown_from = match (pile.fan, pile.capacity) {
        _ if counted => 0,
        (Fan::Stack, _) => n.saturating_sub(1),
        (Fan::Right, None) => n.saturating_sub(FAN_SHOWN),
        _ => 0,
    };
    // The strips above the top card: face-down ones (thin) and face-up
    // ones (the stylesheet tightens these, never below an index).
    let shown = &pile.cards[shown_from..];
    let down = shown[..shown.len().saturating_sub(1)].iter().filter(|f| matches!(f, Face::Down)).count();
    let up = shown.len().saturating_sub(1) - down;
    let last = n.saturating_sub(1);
    let mut downs_before = 0usize;
    let cards = pile
        .cards
        .iter()
        .enumerate()
        .skip(shown_from)
        .map(|(i, face)| {
            let nth = i - shown_from;
            let card = CardLook {
                index: i,
                nth,
                face: *face,
                downs_before,
                ups_before: nth - downs_before,
                movable: i >= pile.first_movable,
                covered: i < last,
                selected: m.sel.is_some_and(|s| i >= s),
                complete: pile.removable.is_some_and(|k| i >= k),
                complete_head: pile.removable == Some(i),
                cursor: m.cursor == Some(i),
            };
            if matches!(face, Face::Down) {
                downs_before += 1;
            }
            card
        })
        .collect();
    let under = match (&pile.note, pile.fan) {
        (Some(t), _) => Some(t.clone()),
        (None, Fan::Stack) if n > 0 => Some(count.clone()),
        _ => None,
    };
    PileLook {
        fan,
        key: slot_key(pile.slot),
        label: format!("{name}, {count}{room}{note}{run}{hint}"),
        name,
        cursor: m.cursor == Some(n),
        up,
        down,
        shown: shown.len(),
        slots: slots(pile),
        cards,
        note: under,
    }
}

/// A card's accessible name on pile `pile_name`: "queen of hearts, column
/// 4", "face-down card, column 4"; the King of a complete run the player
/// may remove says so.
pub fn card_label(c: &CardLook, pile_name: &str) -> String {
    let name = match c.face {
        Face::Down => format!("face-down card, {pile_name}"),
        Face::Up(card) => format!("{}, {pile_name}", card.name()),
    };
    if c.complete_head {
        format!("{name}, a complete run: activate it to remove it")
    } else {
        name
    }
}

/// The suit of the complete run a pile ends in, when the player may remove it.
fn complete_run(pile: &PileView) -> Option<&'static str> {
    match pile.cards.get(pile.removable?) {
        Some(Face::Up(king)) => Some(king.suit().name()),
        _ => None,
    }
}

/// The `data-slot` value of a slot: `col-4` (1-based), `stock`, `waste`…
pub fn slot_key(slot: Slot) -> String {
    match slot {
        Slot::Column(i) => format!("col-{}", i as u32 + 1),
        Slot::Storehouse => "storehouse".into(),
        Slot::Stock => "stock".into(),
        Slot::Waste => "waste".into(),
        Slot::Discard => "discard".into(),
    }
}

/// Reads a `data-slot` value back.
pub fn parse_slot(s: &str) -> Option<Slot> {
    match s {
        "storehouse" => Some(Slot::Storehouse),
        "stock" => Some(Slot::Stock),
        "waste" => Some(Slot::Waste),
        "discard" => Some(Slot::Discard),
        _ => {
            let n: u32 = s.strip_prefix("col-")?.parse().ok()?;
            (1..=255).contains(&n).then(|| Slot::Column((n - 1) as u8))
        }
    }
}

/// The accessible name of a pile: "column 3", "stock".
pub fn slot_name(slot: Slot, label: &str) -> String {
    match slot {
        Slot::Column(_) => format!("column {label}"),
        Slot::Storehouse => "storehouse".into(),
        Slot::Stock => "stock".into(),
        Slot::Waste => "waste".into(),
        Slot::Discard => "discard pile".into(),
    }
}

/// What a move did, in words, read from the view after it.
pub fn describe(view: &View, mv: Move) -> String {
    let name = |slot: Slot| view.pile(slot).map(|p| slot_name(slot, &p.label)).unwrap_or_else(|| slot_name(slot, ""));
    match mv {
        Move::Transfer { from, to, count } => {
            let moved = view.pile(to).and_then(|p| {
                let first = p.cards.len().checked_sub(count as usize)?;
                match p.cards.get(first)? {
                    Face::Up(c) => Some(c.name()),
                    Face::Down => None,
                }
            });
            let what = match (moved, count) {
                (Some(c), 1) => c,
                (Some(c), n) => format!("{n} cards from the {c}"),
                (None, 1) => "1 card".to_string(),
                (None, n) => format!("{n} cards"),
            };
            format!("{what} from {} to {}", name(from), name(to))
        }
        Move::Deal => "dealt".to_string(),
        Move::TurnOver => "waste turned over".to_string(),
        Move::Remove { column } => format!("suit removed from {}", name(Slot::Column(column))),
    }
}

impl crate::page::App {
    /// The last move in words, with the result when the game ended
    /// ("5E: queen of hearts from column 5 to column E. You won!").
    pub fn announcement(&self) -> Option<String> {
        let step = self.session().steps().last()?;
        let view = self.state().view(self.layout());
        let mut text = format!("{}: {}.", step.text, describe(&view, step.mv));
        let state = self.state();
        if state.is_won() {
            text.push_str(" You won!");
        } else if state.is_stuck() {
            text.push_str(" No moves left.");
        }
        Some(text)
    }
}

/// Where the keyboard cursor lands on a pile: the start of its movable cards.
pub fn cursor_home(pile: &PileView) -> usize {
    match pile.cards.len() {
        0 => 0,
        n => pile.first_movable.min(n - 1),
    }
}

/// The keyboard cursor after arrow key `key` over `piles` (in reading
/// order): left and right go to the neighbouring pile (round the ends) at
/// its movable cards, up and down step through the pile's cards; a cursor
/// off the table lands on the first pile. `None`: no pile.
pub fn cursor_step(piles: &[&PileView], cursor: Option<(Slot, usize)>, key: &str) -> Option<(Slot, usize)> {
    let first = piles.first()?;
    let at = cursor.and_then(|(slot, i)| piles.iter().position(|p| p.slot == slot).map(|pos| (pos, i)));
    let Some((pos, i)) = at else { return Some((first.slot, cursor_home(first))) };
    let n = piles.len();
    let pile = piles[pos];
    Some(match key {
        "ArrowLeft" => {
            let p = piles[(pos + n - 1) % n];
            (p.slot, cursor_home(p))
        }
        "ArrowRight" => {
            let p = piles[(pos + 1) % n];
            (p.slot, cursor_home(p))
        }
        "ArrowUp" => (pile.slot, i.saturating_sub(1)),
        _ => (pile.slot, (i + 1).min(pile.cards.len().saturating_sub(1))),
    })
}
