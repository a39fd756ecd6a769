//! The frame of the text position format, shared by the games: the `game:`
//! and `options:` lines, then `label: value` lines that each game's `text.rs`
//! reads (`docs/formats.md`).

use super::{GameId, Options};
use crate::notation::{parse_cards, CardToken};
use crate::text::clip;

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
}
