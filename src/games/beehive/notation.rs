//! Beehive's move notation: columns `1`–`6`, `S` storehouse, `W` waste
//! (letters in any case): `D` deals from the stock, `T` turns the waste
//! over, `W3` plays the waste's top to column 3, `S5` the storehouse's top
//! to column 5, `14` moves the whole run of column 1 onto column 4, `142`
//! only its top two cards. A record is split on spaces, commas and
//! semicolons and laid out ten moves a line.

use super::{Beehive, COLUMNS};
use crate::games::{Move, Slot};
use crate::notation;
use crate::text::clip;

fn column_of(c: char) -> Option<usize> {
    c.to_digit(10).filter(|d| (1..=COLUMNS as u32).contains(d)).map(|d| d as usize - 1)
}

/// Parses one move (see the module doc); the move must be legal here.
pub(super) fn parse_move(g: &Beehive, text: &str) -> Result<Move, String> {
    let t: Vec<char> = text.trim().chars().map(|c| c.to_ascii_uppercase()).collect();
    let bad = || {
        format!(
            "`{}` is not a Beehive move (write D, T, W3, S3, 14 or 142: columns 1–6, S storehouse, W waste)",
            clip(text, 12)
        )
    };
    let mv = match t.as_slice() {
        ['D'] => Move::Deal,
        ['T'] => Move::TurnOver,
        [s @ ('W' | 'S'), c] => {
            let to = column_of(*c).ok_or_else(bad)?;
            let from = if *s == 'W' { Slot::Waste } else { Slot::Storehouse };
            Move::Transfer { from, to: Slot::Column(to as u8), count: 1 }
        }
        [a, b] | [a, b, _] => {
            let f = column_of(*a).ok_or_else(bad)?;
            let to = column_of(*b).ok_or_else(bad)?;
            let count = match t.get(2) {
                None => g.column(f).len().max(1),
                Some(d) => d.to_digit(10).filter(|d| (1..=9).contains(d)).ok_or_else(bad)? as usize,
            };
            Move::Transfer { from: Slot::Column(f as u8), to: Slot::Column(to as u8), count: count as u8 }
        }
        _ => return Err(bad()),
    };
    g.check_move(mv).map_err(|e| e.0)?;
    Ok(mv)
}

/// Writes a move in notation (`14` when it carries the whole run).
pub(super) fn format_move(g: &Beehive, mv: Move) -> String {
    match mv {
        Move::Deal => "D".into(),
        Move::TurnOver => "T".into(),
        Move::Transfer { from: Slot::Waste, to: Slot::Column(t), .. } => format!("W{}", t as usize + 1),
        Move::Transfer { from: Slot::Storehouse, to: Slot::Column(t), .. } => {
            format!("S{}", t as usize + 1)
        }
        Move::Transfer { from: Slot::Column(f), to: Slot::Column(t), count }
            if (f as usize) < COLUMNS && count as usize == g.column(f as usize).len() =>
        {
            format!("{}{}", f as usize + 1, t as usize + 1)
        }
        Move::Transfer { from: Slot::Column(f), to: Slot::Column(t), count } => {
            format!("{}{}{}", f as usize + 1, t as usize + 1, count)
        }
        // Not a move of this game: nothing to write (never so for a legal move).
        _ => "?".into(),
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
