//! Beehive's text position format (`storehouse:`, `1:`…`6:`, `stock:`,
//! `waste:`, `discarded:`, `pass:`); see the module doc of [`super`].

use super::{col_label, Beehive, Parts, COLUMNS};
use crate::card::{parse_rank, rank_text, Card};
use crate::games::position::{self, TextPosition};
use crate::games::GameId;
use crate::notation;
use crate::text::clip;

/// Labels of the text position lines, in print order.
pub const LINE_LABELS: [&str; 11] = ["storehouse", "1", "2", "3", "4", "5", "6", "stock", "waste", "discarded", "pass"];

/// The text position; hidden cards (the storehouse under its top, the
/// stock on pass 1) print as `--` unless `reveal`.
pub(super) fn to_text(g: &Beehive, reveal: bool) -> String {
    let mut s = position::text_header(GameId::Beehive, &g.options);
    let line = |s: &mut String, label: &str, body: String| {
        if body.is_empty() {
            s.push_str(&format!("{label}:\n"));
        } else {
            s.push_str(&format!("{label}: {body}\n"));
        }
    };
    let store = g.storehouse();
    line(&mut s, "storehouse", notation::format_cards(store, store.len().saturating_sub(1), reveal));
    for i in 0..COLUMNS {
        line(&mut s, &col_label(i), notation::format_cards(g.column(i), 0, true));
    }
    let stock = g.stock();
    let stock_text =
        if g.pass == 1 && !reveal { vec!["--"; stock.len()].join(" ") } else { notation::format_cards(stock, 0, true) };
    line(&mut s, "stock", stock_text);
    line(&mut s, "waste", notation::format_cards(g.waste(), 0, true));
    let done: Vec<&str> = g.discarded_ranks().into_iter().map(rank_text).collect();
    line(&mut s, "discarded", done.join(" "));
    line(&mut s, "pass", g.pass.to_string());
    s
}

/// Reads the text position format (see the module doc).
pub(super) fn from_position(p: &TextPosition) -> Result<Beehive, String> {
    p.check_labels(&LINE_LABELS)?;
    let mut parts = Parts { pass: 1, ..Parts::default() };
    let store = p.cards("storehouse")?;
    if let Some(top) = store.last() {
        if top.face_down && top.card.is_some() {
            return Err("storehouse: its top card is face up (remove the `#` from the last card)".into());
        }
    }
    parts.storehouse = notation::known_cards("storehouse", &store)?;
    for i in 0..COLUMNS {
        let l = col_label(i);
        let toks = p.cards(&l)?;
        if toks.iter().any(|t| t.face_down && t.card.is_some()) {
            return Err(format!("column {l}: Beehive columns have no face-down cards (remove the `#`)"));
        }
        parts.columns.push(notation::known_cards(&l, &toks)?);
    }
    parts.stock = notation::known_cards("stock", &p.cards("stock")?)?;
    let waste = p.cards("waste")?;
    if waste.iter().any(|t| t.face_down && t.card.is_some()) {
        return Err("waste: the waste's cards are face up (remove the `#`)".into());
    }
    parts.waste = notation::known_cards("waste", &waste)?;
    if let Some((v, n)) = p.value("discarded") {
        parts.discarded = parse_discarded(v).map_err(|e| format!("line {n} (`discarded:`): {e}"))?;
    }
    if let Some((v, n)) = p.value("pass") {
        parts.pass = v
            .trim()
            .parse::<u16>()
            .ok()
            .filter(|&k| k >= 1)
            .ok_or_else(|| format!("line {n} (`pass:`): `{}` is not a pass number (1, 2, …)", clip(v, 12)))?;
    }
    Beehive::from_parts(&p.options, &parts)
}

/// Parses the `discarded:` line: ranks (`A 5 10 K`) or cards (`As 5d`),
/// each naming a discarded rank; a rank named by several of its cards counts once.
fn parse_discarded(v: &str) -> Result<Vec<u8>, String> {
    let mut ranks: Vec<u8> = Vec::new();
    let mut by_rank = Vec::new();
    for tok in v.split([' ', '\t', ',']).filter(|t| !t.is_empty()) {
        if let Some(r) = parse_rank(tok) {
            if by_rank.contains(&r) || ranks.contains(&r) {
                return Err(format!("rank {} is listed twice", rank_text(r)));
            }
            by_rank.push(r);
        } else {
            let c: Card = tok
                .parse()
                .map_err(|_| format!("`{}` is neither a rank (A, 2…10, J, Q, K) nor a card", clip(tok, 12)))?;
            if by_rank.contains(&c.rank()) {
                return Err(format!("rank {} is listed twice", rank_text(c.rank())));
            }
            if !ranks.contains(&c.rank()) {
                ranks.push(c.rank());
            }
        }
    }
    ranks.extend(by_rank);
    // At most thirteen ranks: the small insertion sort, not a whole
    // quicksort compiled for them into both wasm files.
    crate::small_sort::sort_by_key(&mut ranks, |&r| r);
    Ok(ranks)
}
