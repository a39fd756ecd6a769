//! The page's motion and pointer geometry, decided natively: the shell
//! (`web/motion.rs`, `web/celebration.rs`, `web/input.rs`) reads the
//! rectangles of the cards and piles, hands them here, and applies what
//! comes back (CSS variables, `Element.animate`).
//!
//! - [`flights`]: every change of the table animated from where the cards
//!   were to where they are (FLIP): a card that left its place flies from
//!   it, a card turned up in place flips, a card from nowhere comes from the
//!   hand (staggered by column), and the cards that went where no card is
//!   drawn for them (a completed suit to the foundation) sweep there as
//!   ghosts.
//! - [`deal_out`]: a new game dealt out of the hand, round by round across
//!   the piles, the last card leaving within [`DEAL_OUT_MS`].
//! - [`celebration`]: the win's cascade, each card's throw a fixed pattern
//!   of its index (the same every time).
//! - [`drop_target`]: the pile dragged cards overlap most.

use crate::card::Card;
use crate::games::Slot;
use crate::layout::clamp;

/// Milliseconds between two dealt cards leaving the hand.
pub const DEAL_STAGGER: f64 = 28.0;
/// A new game's deal-out: the last card leaves the hand this many ms after
/// the first (each flies 200 ms: the whole deal ends within 0.8 s).
pub const DEAL_OUT_MS: f64 = 560.0;
/// One dealt card's flight (ms).
pub const DEAL_FLIGHT_MS: f64 = 200.0;
/// Milliseconds between two ghosts leaving for the foundation.
pub const GHOST_STAGGER: f64 = 14.0;
/// A press becomes a drag once the pointer travels this far (px).
pub const DRAG_START_PX: f64 = 6.0;
/// At most this many cards fly in the celebration (the game's distinct
/// cards, kings first).
pub const CELEBRATION_CARDS: usize = 52;
/// Milliseconds between two of the celebration's cards leaving the table.
pub const CELEBRATION_STAGGER_MS: f64 = 60.0;
/// One of the celebration's flights (ms): up out of its pile, then down
/// past the window's foot.
pub const CELEBRATION_FLIGHT_MS: f64 = 2600.0;

/// A rectangle: on the page (px from the window's top left), or in a
/// chart's own units (`review_chart.rs`).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Rect {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

impl Rect {
    pub fn new(x: f64, y: f64, w: f64, h: f64) -> Rect {
        Rect { x, y, w, h }
    }
    pub fn right(&self) -> f64 {
        self.x + self.w
    }
    pub fn bottom(&self) -> f64 {
        self.y + self.h
    }
    /// The area this rectangle and `other` share (0 when apart).
    pub fn overlap(&self, other: &Rect) -> f64 {
        let w = (self.right().min(other.right()) - self.x.max(other.x)).max(0.0);
        let h = (self.bottom().min(other.bottom()) - self.y.max(other.y)).max(0.0);
        w * h
    }
}

/// One card drawn on the table: its face (`None`: face down), its pile,
/// its index in the pile and where it is.
#[derive(Clone, Debug, PartialEq)]
pub struct CardAt {
    pub card: Option<Card>,
    pub slot: Slot,
    pub index: usize,
    pub rect: Rect,
}

/// One pile on the table: its slot, how many cards the view puts in it
/// (a pile drawn as a count holds more than it draws) and where it is.
#[derive(Clone, Debug, PartialEq)]
pub struct PileAt {
    pub slot: Slot,
    pub len: usize,
    pub rect: Rect,
}

/// The table as drawn at one moment: its cards and piles, in the order the
/// shell found them (piles as laid, cards up each pile).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Table {
    pub cards: Vec<CardAt>,
    pub piles: Vec<PileAt>,
}

/// How a card drawn now moves into its place.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Kind {
    /// Flies from (`dx`, `dy`) away from its place, after `delay` ms.
    Fly { dx: f64, dy: f64, delay: f64 },
    /// Turned face up where it lies.
    Flip,
}

/// One card of the table now (`card`: its position in `Table::cards`)
/// and how it comes to its place.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Flight {
    pub card: usize,
    pub kind: Kind,
}

/// A card that left the table: a copy of it flies from `from` by (`dx`,
/// `dy`) after `delay` ms and fades out.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ghost {
    pub card: Card,
    pub from: Rect,
    pub dx: f64,
    pub dy: f64,
    pub delay: f64,
}

/// What a change of the table animates.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Motion {
    pub flights: Vec<Flight>,
    pub ghosts: Vec<Ghost>,
}

/// Every card of `now` that is not where it was in `before`, and how it
/// comes there; the cards gone where none is drawn for them, as ghosts.
/// Nothing noted before (reduced motion): nothing moves.
pub fn flights(before: &Table, now: &Table) -> Motion {
    let mut out = Motion::default();
    if before.cards.is_empty() {
        return out;
    }
    let same = |a: &CardAt, b: &CardAt| a.card == b.card && a.slot == b.slot && a.index == b.index;
    // Cards that left their place (possible origins), each used once.
    let mut gone: Vec<&CardAt> = before.cards.iter().filter(|b| !now.cards.iter().any(|c| same(b, c))).collect();
    let stock = before.piles.iter().find(|p| p.slot == Slot::Stock).map(|p| p.rect);
    let mut dealt = 0usize;
    for (k, c) in now.cards.iter().enumerate() {
        if before.cards.iter().any(|b| same(b, c)) {
            continue;
        }
        let fly = |from: Rect, delay: f64| Flight {
            card: k,
            kind: Kind::Fly { dx: from.x - c.rect.x, dy: from.y - c.rect.y, delay },
        };
        if c.card.is_some() {
            if let Some(i) = gone.iter().position(|b| b.card == c.card && b.slot != c.slot) {
                out.flights.push(fly(gone.remove(i).rect, 0.0));
                continue;
            }
            // The same place, turned face up: it flips.
            if before.cards.iter().any(|b| b.card.is_none() && b.slot == c.slot && b.index == c.index) {
                out.flights.push(Flight { card: k, kind: Kind::Flip });
                continue;
            }
        }
        // A card that came from nowhere on the table: from the hand / stock.
        if let (Some(from), true) = (stock, c.slot != Slot::Stock) {
            let col = match c.slot {
                Slot::Column(i) => i as f64,
                _ => dealt as f64,
            };
            dealt += 1;
            out.flights.push(fly(from, col * DEAL_STAGGER));
        }
    }
    // Cards that went where no card is drawn for them (a completed suit
    // or quartet to the foundation, an undone deal back to the hand, the
    // waste turned over into the stock): ghosts sweep to the first pile
    // that grew, and fade.
    let was = |slot: Slot| before.piles.iter().find(|p| p.slot == slot).map_or(0, |p| p.len);
    if let Some(to) = now.piles.iter().find(|p| p.len > was(p.slot)) {
        let leaving = gone.iter().filter(|b| b.slot != to.slot);
        for (k, (b, card)) in leaving.filter_map(|b| Some((b, b.card?))).enumerate() {
            let (dx, dy) = (to.rect.x - b.rect.x, to.rect.y - b.rect.y);
            out.ghosts.push(Ghost { card, from: b.rect, dx, dy, delay: k as f64 * GHOST_STAGGER });
        }
    }
    out
}

/// One card of a new deal flying out of the hand: the `card`-th card of
/// the `pile`-th pile handed in, from (`dx`, `dy`) away, after `delay` ms.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Dealt {
    pub pile: usize,
    pub card: usize,
    pub dx: f64,
    pub dy: f64,
    pub delay: f64,
}

/// Where a new deal comes from: the stock's top left, or (a game without
/// one) the middle of the table's foot.
pub fn deal_origin(stock: Option<Rect>, table: Option<Rect>) -> Option<(f64, f64)> {
    match (stock, table) {
        (Some(s), _) => Some((s.x, s.y)),
        (None, Some(t)) => Some((t.x + t.w / 2.0, t.bottom())),
        (None, None) => None,
    }
}

/// A new game dealt out from `from`: `piles` holds each pile's slot and
/// its cards' places, as laid. Round by round across the piles as a
/// dealer deals (the stock and the discard aside), the last card leaving
/// within [`DEAL_OUT_MS`], [`DEAL_STAGGER`] apart at most.
pub fn deal_out(from: (f64, f64), piles: &[(Slot, Vec<Rect>)]) -> Vec<Dealt> {
    let mut cards: Vec<(usize, usize, Rect)> = Vec::new();
    for (p, (slot, rects)) in piles.iter().enumerate() {
        if matches!(slot, Slot::Stock | Slot::Discard) {
            continue;
        }
        cards.extend(rects.iter().enumerate().map(|(k, r)| (k, p, *r)));
    }
    crate::small_sort::sort_by_key(&mut cards, |(k, p, _)| (*k, *p));
    let stagger = (DEAL_OUT_MS / cards.len().max(1) as f64).min(DEAL_STAGGER);
    cards
        .iter()
        .enumerate()
        .map(|(order, (k, p, r))| Dealt {
            pile: *p,
            card: *k,
            dx: from.0 - r.x,
            dy: from.1 - r.y,
            delay: order as f64 * stagger,
        })
        .collect()
}

/// One card of the celebration: thrown from (`x`, `y`) sideways by `vx`,
/// up by `up`, spinning `spin` degrees, after `delay` ms.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Throw {
    pub card: Card,
    pub x: f64,
    pub y: f64,
    pub vx: f64,
    pub up: f64,
    pub spin: f64,
    pub delay: f64,
}

/// The win's cascade: the cards' size and each card's throw.
#[derive(Clone, Debug, PartialEq)]
pub struct Celebration {
    /// A card's width and height (px).
    pub w: f64,
    pub h: f64,
    /// The centre pip's and the index's size (px).
    pub pip: f64,
    pub idx: f64,
    /// One card's flight (ms).
    pub flight: f64,
    pub throws: Vec<Throw>,
}

/// The celebration of a won game holding `cards`: every pile is a spout
/// (`spouts`: each pile's top left, as laid; none: a third down the
/// middle of the window), `window` the window's width and height, `card_w`
/// a card's width on the table (when there is one). The game's distinct
/// cards, kings first, up to [`CELEBRATION_CARDS`], leave the spouts in
/// turn; the throws are a fixed pattern of each card's index (no
/// randomness: the same every time, every card different from its
/// neighbours).
pub fn celebration(cards: &[Card], spouts: &[(f64, f64)], window: (f64, f64), card_w: Option<f64>) -> Celebration {
    let (win_w, win_h) = window;
    let middle = [(win_w / 2.0, win_h / 3.0)];
    let spouts = if spouts.is_empty() { &middle[..] } else { spouts };
    let w = clamp(card_w.unwrap_or(70.0), 36.0, 110.0);
    let mut shown: Vec<Card> = cards.to_vec();
    crate::small_sort::sort_by_key(&mut shown, |c| (std::cmp::Reverse(c.rank()), c.suit() as u8));
    shown.dedup();
    shown.truncate(CELEBRATION_CARDS);
    let throws = shown
        .iter()
        .enumerate()
        .map(|(i, &card)| {
            let (x, y) = spouts[i % spouts.len()];
            let side = if (i / spouts.len()).is_multiple_of(2) { 1.0 } else { -1.0 };
            let reach = 0.15 + ((i * 37) % 45) as f64 / 100.0;
            let up = 0.18 + ((i * 53) % 30) as f64 / 100.0;
            let spin = ((i * 71) % 540) as f64 - 270.0;
            Throw {
                card,
                x,
                y,
                vx: side * reach * win_w,
                up: up * win_h.min(y + w * 1.4),
                spin,
                delay: i as f64 * CELEBRATION_STAGGER_MS,
            }
        })
        .collect();
    Celebration { w, h: w * 1.4, pip: w * 0.5, idx: clamp(w * 0.22, 11.0, 22.0), flight: CELEBRATION_FLIGHT_MS, throws }
}

/// A press has become a drag: the pointer travelled (`dx`, `dy`) far enough.
pub fn drag_started(dx: f64, dy: f64) -> bool {
    dx.hypot(dy) >= DRAG_START_PX
}

/// Where dragged cards (the first of them at `dragged`, taken from pile
/// `own`) would drop: the pile they overlap most, their own pile aside (the
/// first of equals); none when they overlap none.
pub fn drop_target(dragged: Rect, own: Slot, piles: &[(Slot, Rect)]) -> Option<Slot> {
    let mut best: Option<(f64, Slot)> = None;
    for (slot, rect) in piles {
        let area = dragged.overlap(rect);
        if *slot != own && area > 0.0 && best.is_none_or(|(a, _)| area > a) {
            best = Some((area, *slot));
        }
    }
    best.map(|(_, s)| s)
}

/// Room kept between the end-of-game banner and a card (px).
const BANNER_CLEAR: f64 = 6.0;

/// Where the end-of-game banner (`size`: its width and height) sits over
/// the table (`area`, the cards at `cards`): centred across it, as low as
/// it can be with no card under it (nor within [`BANNER_CLEAR`] of one);
/// where every place covers one, where it covers least. Its top left.
pub fn banner_spot(cards: &[Rect], area: Rect, (w, h): (f64, f64)) -> (f64, f64) {
    let x = (area.x + (area.w - w) / 2.0).max(area.x).round();
    let covered = |y: f64, c: f64| {
        let r = Rect::new(x - c, y - c, w + 2.0 * c, h + 2.0 * c);
        cards.iter().map(|k| k.overlap(&r)).sum::<f64>()
    };
    let lowest = (area.bottom() - h).max(area.y).floor();
    let mut best = (f64::INFINITY, lowest);
    let mut y = lowest;
    while y >= area.y {
        if covered(y, BANNER_CLEAR) == 0.0 {
            return (x, y);
        }
        let under = covered(y, 0.0);
        if under < best.0 {
            best = (under, y);
        }
        y -= 1.0;
    }
    (x, best.1)
}
