//! Shared notation pieces: the text position format (parsing its lines and
//! printing them), record layout in lines of ten, and small text helpers.
//! Each game's own move notation lives in its module.

use crate::card::Card;
use crate::games::{GameId, Options};
use crate::text::clip;

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

/// A parsed text position: the game, its options and the remaining
/// `label: value` lines, in order, for the game module to interpret.
#[derive(Clone, Debug)]
pub struct TextPosition {
    pub game: GameId,
    pub options: Options,
    /// (label, value, 1-based line number)
    pub lines: Vec<(String, String, usize)>,
}

impl TextPosition {
    /// Parses the common frame. Blank lines and lines starting with `;` or
    /// `//` are ignored. `game:` must come first (before other labels).
    pub fn parse(text: &str) -> Result<TextPosition, String> {
        let mut game = None;
        let mut options_text = None;
        let mut lines = Vec::new();
        for (i, raw) in text.lines().enumerate() {
            let n = i + 1;
            let line = raw.trim();
            if line.is_empty() || line.starts_with(';') || line.starts_with("//") {
                continue;
            }
            let (label, value) =
                line.split_once(':').ok_or_else(|| format!("line {n}: `{}` has no `label:`", clip(line, 30)))?;
            let label = label.trim().to_string();
            let value = value.trim().to_string();
            match label.to_ascii_lowercase().as_str() {
                "game" => {
                    if let Some((_, first)) = game {
                        return Err(format!("line {n}: a second `game:` line (the first is line {first})"));
                    }
                    game = Some((GameId::parse(&value).map_err(|e| format!("line {n}: {e}"))?, n));
                }
                "options" => {
                    if let Some((_, first)) = options_text {
                        return Err(format!("line {n}: a second `options:` line (the first is line {first})"));
                    }
                    options_text = Some((value, n));
                }
                _ => lines.push((label, value, n)),
            }
        }
        let (game, _) = game.ok_or("a position must start with a `game:` line")?;
        let options = match options_text {
            Some((t, n)) => Options::parse_summary(game, &t).map_err(|e| format!("line {n}: {e}"))?,
            None => Options::defaults(game),
        };
        Ok(TextPosition { game, options, lines })
    }

    /// The value of the line labelled `label` (case-insensitive).
    pub fn value(&self, label: &str) -> Option<(&str, usize)> {
        self.lines.iter().find(|(l, _, _)| l.eq_ignore_ascii_case(label)).map(|(_, v, n)| (v.as_str(), *n))
    }

    /// Fails on a label that is not in `known` (case-insensitive).
    pub fn check_labels(&self, known: &[&str]) -> Result<(), String> {
        for (l, _, n) in &self.lines {
            if !known.iter().any(|k| k.eq_ignore_ascii_case(l)) {
                return Err(format!("line {n}: unknown line `{}:`", clip(l, 20)));
            }
        }
        for (i, (l, _, n)) in self.lines.iter().enumerate() {
            if self.lines[..i].iter().any(|(m, _, _)| m.eq_ignore_ascii_case(l)) {
                return Err(format!("line {n}: `{}:` given twice", clip(l, 20)));
            }
        }
        Ok(())
    }

    /// The card tokens of the line `label` (empty if the line is absent).
    pub fn cards(&self, label: &str) -> Result<Vec<CardToken>, String> {
        match self.value(label) {
            None => Ok(Vec::new()),
            Some((v, n)) => parse_cards(v).map_err(|e| format!("line {n} (`{label}:`): {e}")),
        }
    }
}

/// Header lines of the text format.
pub fn text_header(game: GameId, options: &Options) -> String {
    let mut s = format!("game: {}\n", game.key());
    let summary = options.summary();
    if !summary.is_empty() {
        s.push_str(&format!("options: {summary}\n"));
    }
    s
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
    fn position_frame_needs_a_game() {
        assert!(TextPosition::parse("1: Kd").unwrap_err().contains("game:"));
        assert!(TextPosition::parse("game: chess").unwrap_err().contains("unknown game"));
        let p = TextPosition::parse("game: spider\noptions: suits=2\n1: Kd\n").unwrap();
        assert_eq!(p.options.get("suits"), "2");
        assert_eq!(p.value("1"), Some(("Kd", 3)));
    }

    #[test]
    fn a_second_game_or_options_line_is_named() {
        let e = TextPosition::parse("game: beeswax\n1: Kc\ngame: spider\nA: Kd").unwrap_err();
        assert_eq!(e, "line 3: a second `game:` line (the first is line 1)");
        let e = TextPosition::parse("game: spider\noptions: suits=2\nOptions: suits=1").unwrap_err();
        assert_eq!(e, "line 3: a second `options:` line (the first is line 2)");
    }

    #[test]
    fn a_nul_in_the_game_name_is_shown_escaped() {
        let e = TextPosition::parse("game: beeswax\0\n").unwrap_err();
        assert!(e.contains("unknown game `beeswax\\0`"), "{e}");
    }

    #[test]
    fn records_are_laid_out_ten_a_line() {
        let m: Vec<String> = (0..12).map(|i| format!("{i}")).collect();
        assert_eq!(lines_of(&m, 10, " "), "0 1 2 3 4 5 6 7 8 9\n10 11");
    }
}
