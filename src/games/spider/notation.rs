//! Woods' move notation for Spider and Beetle (SPEC §1.4): `n m` moves as
//! many cards as possible from pile `n` to pile `m` (into a space: the whole
//! movable run), `n m k` moves `k` cards, `n` removes the completed suit at
//! the top of pile `n`, `D` deals. Piles are `1`–`10`. Inside one move the
//! numbers may be separated by a space, a comma or any other non-numeric
//! character, as Woods' program allowed (`7 2`, `7,2`, `7-2`).
//!
//! Records: moves are separated by `;` or a new line (a comma also separates
//! moves in a record, so write `7 2` there, not `7,2`); a `D` is always a move
//! of its own, so `8 9 D` is two moves. Records print ten moves a line:
//! `8 9; 2 9; 7 2; 7 2; 6 9; 8 10; 5 4; 5 4; 3 4; 9 7`.

use super::rules::transfer;
use super::{Spider, PILES};
use crate::games::{Move, Slot};
use crate::text::clip;

fn help(text: &str) -> String {
    format!("`{}` is not a move (write `n m`, `n m k`, `n` or `D`; piles 1–10; one move at a time)", clip(text, 20))
}

/// Parses one move in Woods' notation against `g`.
pub(super) fn parse_move(g: &Spider, text: &str) -> Result<Move, String> {
    let t = text.trim();
    if t.is_empty() {
        return Err("empty move".into());
    }
    if t.eq_ignore_ascii_case("d") {
        g.check_deal().map_err(|e| e.0)?;
        return Ok(Move::Deal);
    }
    let digit_ends = t.starts_with(|c: char| c.is_ascii_digit()) && t.ends_with(|c: char| c.is_ascii_digit());
    if !digit_ends || t.chars().any(|c| c.is_alphabetic()) {
        return Err(help(text));
    }
    let mut nums = Vec::with_capacity(3);
    for tok in t.split(|c: char| !c.is_ascii_digit()).filter(|s| !s.is_empty()) {
        if nums.len() == 3 || tok.len() > 3 {
            return Err(help(text));
        }
        nums.push(tok.parse::<usize>().map_err(|_| help(text))?);
    }
    let pile = |n: usize| -> Result<usize, String> {
        if (1..=PILES).contains(&n) {
            Ok(n - 1)
        } else {
            Err(format!("there is no pile {n} (piles are 1 to 10)"))
        }
    };
    match nums[..] {
        [n] => {
            let p = pile(n)?;
            g.check_remove(p).map_err(|e| e.0)?;
            Ok(Move::Remove { column: p as u8 })
        }
        [n, m] => {
            let (from, to) = (pile(n)?, pile(m)?);
            let k = g.fit(from, to);
            if k == 0 {
                return Err(no_fit(g, from, to));
            }
            Ok(transfer(from, to, k))
        }
        [n, m, k] => {
            let (from, to) = (pile(n)?, pile(m)?);
            g.check_transfer(from, to, k).map_err(|e| e.0)?;
            Ok(transfer(from, to, k))
        }
        _ => Err(help(text)),
    }
}

/// Why `n m` moves nothing.
fn no_fit(g: &Spider, from: usize, to: usize) -> String {
    let run = g.run(from);
    if let Err(e) = g.check_transfer(from, to, 1) {
        if run <= 1 || g.pile(from).is_empty() || from == to {
            return e.0;
        }
    }
    let pile = g.pile(from);
    let (head, top) = (pile[pile.len() - run], pile[pile.len() - 1]);
    match g.pile(to).last() {
        Some(u) if u.rank() == 1 => format!("pile {} ends with {u}: nothing goes on an Ace", to + 1),
        Some(u) => format!(
            "nothing from pile {} ({head}…{top}) can go on {u}: it needs a {}",
            from + 1,
            crate::card::rank_text(u.rank() - 1)
        ),
        None => format!("pile {} has nothing to move", from + 1),
    }
}

/// Writes `mv` (legal in `g`) in Woods' notation: `n m` when it carries as
/// many cards as `n m` would, else `n m k`.
pub(super) fn format_move(g: &Spider, mv: Move) -> String {
    match mv {
        Move::Transfer { from: Slot::Column(f), to: Slot::Column(t), count } => {
            let (f, t) = (f as usize, t as usize);
            if count as usize == g.fit(f, t) {
                format!("{} {}", f + 1, t + 1)
            } else {
                format!("{} {} {}", f + 1, t + 1, count)
            }
        }
        Move::Remove { column } => format!("{}", column as usize + 1),
        Move::Deal => "D".into(),
        // Not a move of this game: nothing to write (never so for a legal move).
        _ => "?".into(),
    }
}

/// Splits a record into moves: at `;`, `,` and new lines, and around every
/// `D` (so `D D 8 9` is three moves).
pub(super) fn split_record(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for chunk in text.split([';', ',', '\n', '\r']) {
        let mut cur: Vec<&str> = Vec::new();
        for tok in chunk.split_whitespace() {
            if tok.eq_ignore_ascii_case("d") {
                if !cur.is_empty() {
                    out.push(cur.join(" "));
                    cur.clear();
                }
                out.push("D".into());
            } else {
                cur.push(tok);
            }
        }
        if !cur.is_empty() {
            out.push(cur.join(" "));
        }
    }
    out
}

/// Ten moves a line, separated by `; `.
pub(super) fn format_record(moves: &[String]) -> String {
    crate::notation::lines_of(moves, 10, "; ")
}
