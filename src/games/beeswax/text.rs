//! Beeswax's text position format (SPEC §2): lines `1:` … `9:`, `A:` …
//! `F:`, deepest card first (an empty column is `E:`); no face-down cards.

use super::{label, Beeswax, COLUMNS, LABELS};
use crate::games::position::{self, TextPosition};
use crate::games::GameId;
use crate::notation;

/// Reads the text position format (labels `1`–`9`, `A`–`F`).
pub(super) fn from_position(p: &TextPosition) -> Result<Beeswax, String> {
    let labels: Vec<String> = LABELS.iter().map(|c| c.to_string()).collect();
    let known: Vec<&str> = labels.iter().map(String::as_str).collect();
    p.check_labels(&known)?;
    let mut cols = Vec::with_capacity(COLUMNS);
    for l in &known {
        let toks = p.cards(l)?;
        if toks.iter().any(|t| t.face_down) {
            return Err(format!("column {l}: Beeswax has no face-down cards (remove the `#`)"));
        }
        cols.push(notation::known_cards(l, &toks)?);
    }
    Beeswax::from_columns(&cols)
}

/// The text position (every card is face up).
pub(super) fn to_text(g: &Beeswax) -> String {
    let mut s = position::text_header(GameId::Beeswax, &g.options);
    for i in 0..COLUMNS {
        let cards = notation::format_cards(g.column(i), 0, true);
        if cards.is_empty() {
            s.push_str(&format!("{}:\n", label(i)));
        } else {
            s.push_str(&format!("{}: {}\n", label(i), cards));
        }
    }
    s
}
