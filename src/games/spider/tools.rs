//! Woods' program tools (SPEC §1.4): the status summary (S), locating a card
//! among the face-up cards (L), one pile in text form with same-suit runs
//! marked (P), the tableau as text in the layout of his document (T), and the
//! view model the page renders.

use super::{deck_of, Spider, Variant, PILES};
use crate::card::{Card, Suit};
use crate::games::{Game, Slot};
use crate::view::{Face, Fan, PileView, View};

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The face-up cards of pile `p`.
fn face_up(g: &Spider, p: usize) -> &[Card] {
    &g.pile(p)[g.face_down(p)..]
}

/// Woods' S command: deals left, suits removed, face-down cards left,
/// face-up cards per suit, and which suits have all 13 ranks face up.
pub fn status_report(g: &Spider) -> String {
    let (_, suits) = deck_of(g.options());
    let mut s = String::new();
    let hand = if g.variant() == Variant::Spider { "hand" } else { "stock" };
    s.push_str(&format!(
        "Deals left: {} ({} in the {hand})\n",
        g.deals_left(),
        plural(g.hand().count(), "card", "cards")
    ));
    let removed = g.removed_suits();
    let names: Vec<String> = Suit::ALL
        .iter()
        .flat_map(|&st| std::iter::repeat_n(st.name(), removed[st as usize] as usize))
        .map(str::to_string)
        .collect();
    s.push_str(&format!(
        "Suits removed: {} of 8{}\n",
        g.removed_count(),
        if names.is_empty() { String::new() } else { format!(" ({})", names.join(", ")) }
    ));
    s.push_str(&format!("Face-down cards: {}\n", g.face_down_total()));
    let mut per = [0usize; 4];
    let mut ranks = [[false; 14]; 4];
    for p in 0..PILES {
        for c in face_up(g, p) {
            per[c.suit() as usize] += 1;
            ranks[c.suit() as usize][c.rank() as usize] = true;
        }
    }
    let total: usize = per.iter().sum();
    let by_suit: Vec<String> = suits.iter().map(|&st| format!("{} {}", st.name(), per[st as usize])).collect();
    s.push_str(&format!("Face-up cards: {total} ({})\n", by_suit.join(", ")));
    let full: Vec<&str> =
        suits.iter().filter(|&&st| (1..=13).all(|r| ranks[st as usize][r])).map(|st| st.name()).collect();
    s.push_str(&format!(
        "Suits with all 13 ranks face up: {}\n",
        if full.is_empty() { "none".to_string() } else { full.join(", ") }
    ));
    s
}

/// Woods' L command: where `card` lies among the face-up cards, e.g.
/// `Qh: pile 3 (5th card), pile 8`. The position counts from the deepest
/// card of the pile (face-down ones included); the top card of a pile is
/// named by its pile alone.
pub fn locate(g: &Spider, card: Card) -> String {
    let mut places = Vec::new();
    for p in 0..PILES {
        let pile = g.pile(p);
        for (i, &c) in pile.iter().enumerate().skip(g.face_down(p)) {
            if c == card {
                if i + 1 == pile.len() {
                    places.push(format!("pile {}", p + 1));
                } else {
                    places.push(format!("pile {} ({} card)", p + 1, ordinal(i + 1)));
                }
            }
        }
    }
    if places.is_empty() {
        format!("{card}: not among the face-up cards")
    } else {
        format!("{card}: {}", places.join(", "))
    }
}

fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// Woods' P command: pile `column` (0-based) as text, deepest first, face-down
/// cards as `--`, same-suit descending runs of two or more in brackets:
/// `Pile 3: -- -- [Kc Qc Jc] 9d [8h 7h]`. `None` past pile 10.
pub fn print_pile(g: &Spider, column: usize) -> Option<String> {
    if column >= PILES {
        return None;
    }
    let mut parts: Vec<String> = vec!["--".to_string(); g.face_down(column)];
    let up = face_up(g, column);
    let mut i = 0;
    while i < up.len() {
        let mut j = i + 1;
        while j < up.len() && up[j].suit() == up[i].suit() && up[j].rank() + 1 == up[j - 1].rank() {
            j += 1;
        }
        let cards: Vec<String> = up[i..j].iter().map(Card::to_string).collect();
        if j - i >= 2 {
            parts.push(format!("[{}]", cards.join(" ")));
        } else {
            parts.push(cards.join(" "));
        }
        i = j;
    }
    let body = if parts.is_empty() { "(space)".to_string() } else { parts.join(" ") };
    Some(format!("Pile {}: {body}", column + 1))
}

/// Woods' T command: the tableau as text in the layout of his document —
/// one line per depth, the ten piles side by side in cells three characters
/// wide, face-down cards as `--` unless `reveal`:
/// ```text
/// -- -- -- -- -- -- -- -- -- --
/// -- 10d As -- 3h 9s -- Jh Qh --
/// 6d        4s       3c       7c
/// ```
/// (cells are padded to three characters; trailing spaces are trimmed).
pub fn tableau_text(g: &Spider, reveal: bool) -> String {
    let depth = (0..PILES).map(|p| g.pile(p).len()).max().unwrap_or(0);
    let mut out = String::new();
    for row in 0..depth {
        let cells: Vec<String> = (0..PILES)
            .map(|p| match g.pile(p).get(row) {
                None => String::new(),
                Some(_) if row < g.face_down(p) && !reveal => "--".to_string(),
                Some(c) => c.to_string(),
            })
            .map(|c| format!("{c:<3}"))
            .collect();
        out.push_str(cells.join(" ").trim_end());
        out.push('\n');
    }
    out
}

/// The view model: ten columns fanned down (row 0), the stock and the
/// removed suits below (row 1).
pub(super) fn view(g: &Spider) -> View {
    let mut piles: Vec<PileView> = (0..PILES)
        .map(|p| {
            let pile = g.pile(p);
            let d = g.face_down(p);
            PileView {
                slot: Slot::Column(p as u8),
                label: (p + 1).to_string(),
                cards: pile.iter().enumerate().map(|(i, &c)| if i < d { Face::Down } else { Face::Up(c) }).collect(),
                fan: Fan::Down,
                row: 0,
                col: p as u8,
                first_movable: pile.len() - g.run(p),
                note: None,
                done: false,
                capacity: None,
            }
        })
        .collect();
    let deals = g.deals_left();
    piles.push(PileView {
        slot: Slot::Stock,
        label: if g.variant() == Variant::Spider { "Hand".into() } else { "Stock".into() },
        cards: vec![Face::Down; deals],
        fan: Fan::Right,
        row: 1,
        col: 0,
        first_movable: deals,
        note: Some(if deals == 1 { "1 deal left".into() } else { format!("{deals} deals left") }),
        done: false,
        capacity: None,
    });
    let removed = g.removed_suits();
    let kings: Vec<Face> = Suit::ALL
        .iter()
        .flat_map(|&s| std::iter::repeat_n(Face::Up(Card::new(13, s)), removed[s as usize] as usize))
        .collect();
    let n = kings.len();
    piles.push(PileView {
        slot: Slot::Discard,
        label: "Removed".into(),
        cards: kings,
        fan: Fan::Stack,
        row: 1,
        col: 9,
        first_movable: n,
        note: Some(format!("{n} of 8 suits")),
        done: true,
        capacity: None,
    });
    let mut status = format!("Deals left: {deals} · Suits removed: {} of 8", g.removed_count());
    if g.variant() == Variant::Spider {
        status.push_str(&format!(" · Face down: {}", g.face_down_total()));
    }
    View { piles, rows: 2, cols: PILES as u8, status }
}
