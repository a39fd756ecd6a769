//! Woods' save-file lines (SPEC §2), import and export. A line has 21
//! comma-separated fields: fields 1–10 are the piles, deepest card first,
//! with `?` for each face-down card; fields 11–20 are each pile's face-down
//! cards, the first character being the card turned up first (the one just
//! under the face-up cards); field 21 is the hand, dealt from its first
//! character on, piles 1 to 10. A card is one character: code − 65 =
//! suit×13 + rank−1, suits clubs, diamonds, hearts, spades (`A` = Ac,
//! `N` = Ad, `h` = As, `t` = Ks). The 1979 character set showed `^` as `↑`
//! and `_` as `←`; both forms are read. A header line such as `0 0` (the
//! page marker of Woods' document) may precede the line and is ignored.
//! A line may hold fewer than 104 cards: the missing complete suits have
//! been removed.

use super::{Spider, Variant, PILES};
use crate::card::Card;
use crate::games::{GameId, Options};
use crate::notation::clip;

/// Fields in a line.
pub const FIELDS: usize = 21;

/// The text looks like a Woods line rather than the text format: no `:`
/// anywhere (the text format labels every line) and a comma somewhere.
pub fn looks_like(text: &str) -> bool {
    !text.contains(':') && text.contains(',')
}

/// The one-character code of a card.
pub fn encode(c: Card) -> char {
    (65 + c.index()) as char
}

/// The card of a one-character code (`↑` and `←` read as `^` and `_`).
pub fn decode(ch: char) -> Option<Card> {
    let ch = match ch {
        '↑' => '^',
        '←' => '_',
        c => c,
    };
    let code = ch as u32;
    (65..65 + 52).contains(&code).then(|| Card::from_index((code - 65) as u8)).flatten()
}

/// Reads a Woods line (optionally after header lines of numbers such as
/// `0 0`) as a Spider position. The suits option (4, 2 or 1) is the first
/// whose deck the cards fit.
pub fn parse(text: &str) -> Result<Spider, String> {
    let mut lines = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .filter(|l| !l.chars().all(|c| c.is_ascii_digit() || c.is_whitespace()));
    let line = lines.next().ok_or("the Woods line is empty")?;
    if lines.next().is_some() {
        return Err(
            "a Woods save file holds one line of 21 comma-separated fields (after an optional `0 0` line)".into()
        );
    }
    let fields: Vec<&str> = line.split(',').map(str::trim).collect();
    if fields.len() != FIELDS {
        return Err(format!("a Woods line has {FIELDS} comma-separated fields, not {}", fields.len()));
    }
    let cards = |f: usize, s: &str| -> Result<Vec<Card>, String> {
        s.chars()
            .map(|ch| {
                decode(ch).ok_or_else(|| {
                    format!("field {}: `{}` is not a card code (A to t)", f + 1, clip(&ch.to_string(), 4))
                })
            })
            .collect()
    };
    let mut piles = Vec::with_capacity(PILES);
    let mut down = Vec::with_capacity(PILES);
    for p in 0..PILES {
        let field = fields[p];
        let d = field.chars().take_while(|&c| c == '?').count();
        let up = &field[d..];
        if up.contains('?') {
            return Err(format!("field {}: a `?` (face-down card) after a face-up card", p + 1));
        }
        let hidden = cards(p + PILES, fields[p + PILES])?;
        if hidden.len() != d {
            return Err(format!(
                "field {} lists {} face-down card{}, but field {} shows {d} `?`",
                p + PILES + 1,
                hidden.len(),
                if hidden.len() == 1 { "" } else { "s" },
                p + 1
            ));
        }
        let mut pile: Vec<Card> = hidden.into_iter().rev().collect();
        pile.extend(cards(p, up)?);
        piles.push(pile);
        down.push(d);
    }
    let hand = cards(20, fields[20])?;
    let mut first_err = None;
    for suits in ["4", "2", "1"] {
        let options = Options::parse(GameId::Spider, [("suits", suits)]).expect("a valid suits value");
        match Spider::from_parts(&options, piles.clone(), down.clone(), hand.clone(), None) {
            Ok(g) => return Ok(g),
            Err(e) => {
                first_err.get_or_insert(e);
            }
        }
    }
    Err(first_err.unwrap_or_default())
}

/// Writes a Spider position as a Woods line (ASCII: `^` and `_`).
pub fn to_line(g: &Spider) -> Result<String, String> {
    if g.variant() != Variant::Spider {
        return Err("Woods save lines are for Spider positions only".into());
    }
    let mut fields: Vec<String> = Vec::with_capacity(FIELDS);
    for p in 0..PILES {
        let d = g.face_down(p);
        let mut f = "?".repeat(d);
        f.extend(g.pile(p)[d..].iter().map(|&c| encode(c)));
        fields.push(f);
    }
    for p in 0..PILES {
        let d = g.face_down(p);
        fields.push(g.pile(p)[..d].iter().rev().map(|&c| encode(c)).collect());
    }
    fields.push(g.hand().map(encode).collect());
    Ok(fields.join(","))
}
