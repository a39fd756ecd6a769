//! The text position format for Spider and Beetle (SPEC §2): lines `1:` …
//! `10:` deepest card first, `#` before a face-down card, `stock:` (first
//! card listed is dealt first), `removed: N`; and the card-count check every
//! imported position goes through.

use super::{deck_of, Spider, PILES};
use crate::card::Card;
use crate::games::position::{self, TextPosition};
use crate::games::{Game, Options};
use crate::notation;

/// Writes the position; face-down and stock cards print as `--` unless `reveal`.
pub(super) fn to_text(g: &Spider, reveal: bool) -> String {
    let mut s = position::text_header(g.id(), g.options());
    for p in 0..PILES {
        let cards = notation::format_cards(g.pile(p), g.face_down(p), reveal);
        push_line(&mut s, &(p + 1).to_string(), &cards);
    }
    let hand: Vec<Card> = g.hand().collect();
    let stock = notation::format_cards(&hand, if reveal { 0 } else { hand.len() }, reveal);
    push_line(&mut s, "stock", &stock);
    s.push_str(&format!("removed: {}\n", g.removed_count()));
    s
}

fn push_line(s: &mut String, label: &str, value: &str) {
    if value.is_empty() {
        s.push_str(&format!("{label}:\n"));
    } else {
        s.push_str(&format!("{label}: {value}\n"));
    }
}

/// Reads a position in the text format (the frame is already parsed).
pub(super) fn from_position(p: &TextPosition) -> Result<Spider, String> {
    let labels: Vec<String> = (1..=PILES).map(|i| i.to_string()).collect();
    let mut known: Vec<&str> = labels.iter().map(String::as_str).collect();
    known.extend(["stock", "removed"]);
    p.check_labels(&known)?;
    let mut piles = Vec::with_capacity(PILES);
    let mut down = Vec::with_capacity(PILES);
    for l in &labels {
        let toks = p.cards(l)?;
        let d = toks.iter().take_while(|t| t.face_down).count();
        if toks[d..].iter().any(|t| t.face_down) {
            return Err(format!("pile {l}: a face-down card (`#`) lies above a face-up one"));
        }
        piles.push(notation::known_cards(l, &toks)?);
        down.push(d);
    }
    let hand = notation::known_cards("stock", &p.cards("stock")?)?;
    // Every suit removed is a won game; a text that merely lists no cards
    // is not one (it must say so: `removed: 8`).
    if hand.is_empty() && piles.iter().all(Vec::is_empty) && p.value("removed").is_none() {
        return Err(format!("the position has no cards (a won {} game says `removed: 8`)", p.game.title()));
    }
    let removed = match p.value("removed") {
        None => None,
        Some((v, n)) => Some(v.trim().parse::<usize>().ok().filter(|&r| r <= 8).ok_or_else(|| {
            format!("line {n}: `removed:` must be a number of suits from 0 to 8, not `{}`", crate::text::clip(v, 12))
        })?),
    };
    Spider::from_parts(&p.options, piles, down, hand, removed)
}

/// Checks that `present` holds every card of the game's deck exactly as
/// often as it should, except whole suits K…A that have been removed;
/// returns the removed suits (per suit). `removed`, if given, must agree.
pub(super) fn check_cards(
    options: &Options,
    present: impl Iterator<Item = Card>,
    removed: Option<usize>,
) -> Result<[u8; 4], String> {
    let (copies, suits) = deck_of(options);
    let mut count = [0usize; 52];
    for c in present {
        count[c.index() as usize] += 1;
    }
    let mut problems = Vec::new();
    for c in Card::deck() {
        if count[c.index() as usize] > 0 && !suits.contains(&c.suit()) {
            problems.push(format!("{c} is not in a {}-suit deck", suits.len()));
        } else if count[c.index() as usize] > copies {
            problems.push(format!("{c} appears {} times (at most {copies})", count[c.index() as usize]));
        }
    }
    if !problems.is_empty() {
        return Err(problems.join("; "));
    }
    let mut gone = [0u8; 4];
    let mut missing = Vec::new();
    for &s in suits {
        let miss = |r: u8| copies - count[Card::new(r, s).index() as usize];
        let whole = (1..=13).map(miss).min().unwrap_or(0);
        gone[s as usize] = whole as u8;
        for r in 1..=13 {
            for _ in whole..miss(r) {
                missing.push(Card::new(r, s).to_string());
            }
        }
    }
    if !missing.is_empty() {
        let n = missing.len();
        missing.truncate(12);
        return Err(format!(
            "missing {n} card{} (only whole suits K…A can have been removed): {}{}",
            if n == 1 { "" } else { "s" },
            missing.join(" "),
            if n > 12 { " …" } else { "" }
        ));
    }
    let total: usize = gone.iter().map(|&x| x as usize).sum();
    if let Some(r) = removed {
        if r != total {
            return Err(format!(
                "`removed: {r}` does not match the cards: {total} complete suit{} missing",
                if total == 1 { " is" } else { "s are" }
            ));
        }
    }
    Ok(gone)
}
