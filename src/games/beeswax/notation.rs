//! Beeswax's move notation (Keller / Solitaire Virtuoso): `XY` carries as
//! many cards of the run at the top of column `X` as fit on `Y`; `XYk`
//! carries exactly `k`. Columns are `1`–`9`, `A`–`F`. Records are split on
//! spaces, commas and semicolons and laid out ten moves a line.

use super::rules::{columns_of, transfer};
use super::{column_of, label, Beeswax};
use crate::games::Move;
use crate::notation;

/// Parses one move against `g` (it must be legal there).
pub(super) fn parse_move(g: &Beeswax, text: &str) -> Result<Move, String> {
    let t: Vec<char> = text.trim().chars().collect();
    let bad = || format!("`{}` is not a Beeswax move (write XY or XYk, columns 1–9, A–F)", crate::text::clip(text, 12));
    if t.len() < 2 || t.len() > 3 {
        return Err(bad());
    }
    let from = column_of(t[0]).ok_or_else(bad)?;
    let to = column_of(t[1]).ok_or_else(bad)?;
    let count = match t.get(2) {
        None => {
            let n = g.fit(from, to);
            if n == 0 {
                // Report the precise reason (empty, locked, ranks differ, full).
                g.check(from, to, 1).map_err(|e| e.0)?;
                return Err(bad());
            }
            n
        }
        Some(d) => d.to_digit(10).filter(|d| (1..=4).contains(d)).ok_or_else(bad)? as usize,
    };
    let mv = transfer(from, to, count);
    g.check(from, to, count).map_err(|e| e.0)?;
    Ok(mv)
}

/// Writes `mv` (legal in `g`): `XY` when it carries as many as fit, else `XYk`.
pub(super) fn format_move(g: &Beeswax, mv: Move) -> String {
    match columns_of(mv) {
        Ok((f, t, n)) if n == g.fit(f, t) => format!("{}{}", label(f), label(t)),
        Ok((f, t, n)) => format!("{}{}{}", label(f), label(t), n),
        // Not a move of this game: nothing to write (never so for a legal move).
        Err(_) => "?".into(),
    }
}

/// Splits a record into move texts (spaces, commas, semicolons).
pub(super) fn split_record(text: &str) -> Vec<String> {
    notation::split_words(text)
}

/// Lays out move texts ten a line.
pub(super) fn format_record(moves: &[String]) -> String {
    notation::lines_of(moves, 10, " ")
}
