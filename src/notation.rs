//! Shared notation pieces: the card lists of the text position format
//! (parsing and printing them), record layout in lines of ten, and small text
//! helpers. The format's frame (`game:`, `options:`) is
//! [`crate::games::position`]; each game's own move notation lives in its
//! module. Knows cards, not games.

use crate::card::Card;

/// A number and its noun, singular or plural: `1 move`, `0 moves`, `14 moves`.
/// ```
/// use swarm::notation::count;
/// assert_eq!(count(1, "move", "moves"), "1 move");
/// assert_eq!(count(0, "move", "moves"), "0 moves");
/// ```
pub fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// Splits a record whose moves hold no space (Beeswax `5E`, Beehive `W3`)
/// into move texts: at spaces, commas and semicolons.
pub fn split_words(text: &str) -> Vec<String> {
    text.split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect()
}

/// Lays out move texts `per_line` to a line, separated by `sep`
/// (Keller's records: 10 a line, spaces).
pub fn lines_of(moves: &[String], per_line: usize, sep: &str) -> String {
    moves.chunks(per_line.max(1)).map(|c| c.join(sep)).collect::<Vec<_>>().join("\n")
}

/// One card token of a text position: a card, face down or not. `card` is
/// `None` for an unknown face-down card (`--`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CardToken {
    pub card: Option<Card>,
    pub face_down: bool,
}

/// Parses a space-separated card list: `#Kd 5c Jd`, `--` for a hidden card.
pub fn parse_cards(s: &str) -> Result<Vec<CardToken>, String> {
    let mut out = Vec::new();
    for tok in s.split([' ', '\t', ',']).filter(|t| !t.is_empty()) {
        if tok == "--" || tok == "#--" {
            out.push(CardToken { card: None, face_down: true });
            continue;
        }
        let (down, body) = match tok.strip_prefix('#') {
            Some(b) => (true, b),
            None => (false, tok),
        };
        let card: Card = body.parse().map_err(|e: crate::card::CardParseError| e.0)?;
        out.push(CardToken { card: Some(card), face_down: down });
    }
    Ok(out)
}

/// Cards of a line that must all be known (no `--`).
pub fn known_cards(label: &str, tokens: &[CardToken]) -> Result<Vec<Card>, String> {
    tokens
        .iter()
        .map(|t| {
            t.card.ok_or_else(|| {
                format!("line `{label}:` has a hidden card `--`; a position to play must show every card")
            })
        })
        .collect()
}

/// Formats a card list; face-down cards get `#`, or print as `--` unless `reveal`.
pub fn format_cards(cards: &[Card], face_down: usize, reveal: bool) -> String {
    cards
        .iter()
        .enumerate()
        .map(|(i, c)| {
            if i < face_down {
                if reveal {
                    format!("#{c}")
                } else {
                    "--".to_string()
                }
            } else {
                c.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn card_lists_parse_with_face_down_marks() {
        let t = parse_cards("#Kd #5c Jd -- 6c").unwrap();
        assert_eq!(t.len(), 5);
        assert!(t[0].face_down && !t[2].face_down);
        assert_eq!(t[3].card, None);
        assert!(parse_cards("Kd Zz").unwrap_err().contains("Zz"));
    }

    #[test]
    fn records_are_laid_out_ten_a_line() {
        let m: Vec<String> = (0..12).map(|i| format!("{i}")).collect();
        assert_eq!(lines_of(&m, 10, " "), "0 1 2 3 4 5 6 7 8 9\n10 11");
    }
}
