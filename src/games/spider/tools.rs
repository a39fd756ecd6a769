//! Woods' program tools (SPEC §1.4), Spider's and Beetle's own (the page's
//! Woods panel reaches them through `AnyGame::as_spider`): the status
//! summary (S), locating a card among the face-up cards (L), one pile in
//! text form with same-suit runs marked (P), and the tableau as text in the
//! layout of his document (T).

use super::{deck_of, Spider, Variant, PILES};
use crate::card::{Card, Suit};
use crate::games::Game;

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The face-up cards of pile `p`.
fn face_up(g: &Spider, p: usize) -> &[Card] {
    &g.pile(p)[g.face_down(p)..]
}

impl Spider {
    /// Woods' S command: deals left, suits removed, face-down cards left,
    /// face-up cards per suit, and which suits have all 13 ranks face up.
    pub fn status_report(&self) -> String {
        let (_, suits) = deck_of(self.options());
        let mut s = String::new();
        let hand = if self.variant() == Variant::Spider { "hand" } else { "stock" };
        s.push_str(&format!(
            "Deals left: {} ({} in the {hand})\n",
            self.deals_left(),
            plural(self.hand().count(), "card", "cards")
        ));
        let removed = self.removed_suits();
        let names: Vec<String> = Suit::ALL
            .iter()
            .flat_map(|&st| std::iter::repeat_n(st.name(), removed[st as usize] as usize))
            .map(str::to_string)
            .collect();
        s.push_str(&format!(
            "Suits removed: {} of 8{}\n",
            self.removed_count(),
            if names.is_empty() { String::new() } else { format!(" ({})", names.join(", ")) }
        ));
        s.push_str(&format!("Face-down cards: {}\n", self.face_down_total()));
        let mut per = [0usize; 4];
        let mut ranks = [[false; 14]; 4];
        for p in 0..PILES {
            for c in face_up(self, p) {
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

    /// Woods' L command: where `card` lies among the face-up cards, e.self.
    /// `Qh: pile 3 (5th card), pile 8`. The position counts from the deepest
    /// card of the pile (face-down ones included); the top card of a pile is
    /// named by its pile alone.
    pub fn locate(&self, card: Card) -> String {
        let mut places = Vec::new();
        for p in 0..PILES {
            let pile = self.pile(p);
            for (i, &c) in pile.iter().enumerate().skip(self.face_down(p)) {
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

    /// Woods' P command: pile `column` (0-based) as text, deepest first, face-down
    /// cards as `--`, same-suit descending runs of two or more in brackets:
    /// `Pile 3: -- -- [Kc Qc Jc] 9d [8h 7h]`. `None` past pile 10.
    pub fn print_pile(&self, column: usize) -> Option<String> {
        if column >= PILES {
            return None;
        }
        let mut parts: Vec<String> = vec!["--".to_string(); self.face_down(column)];
        let up = face_up(self, column);
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
