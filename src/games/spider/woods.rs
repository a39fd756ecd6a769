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
//!
//! **What a line cannot say.** Woods' program had one game: four suits, his
//! rules. A line carries no options, so Swarm's other suit counts and rule
//! options are not in it. Reading a line, [`read`] applies the options the
//! caller chose (`--opt`, a link's or a record's options, the player's
//! pickers); a chosen suit count must fit the cards. With none chosen, the
//! suit count is the first whose deck the cards fit, in the order 4, 2, 1
//! (four is the default, and Woods' own game): a full line fits one deck
//! only, but once suits have been removed the cards may fit several (a
//! 2-suit game down to two suits of spades and two of hearts is also a
//! 4-suit game without its clubs and diamonds), and then [`Read::assumed`]
//! says what was assumed. Records and links carry their options beside the
//! line, so a game Swarm saves comes back the same; for a bare line,
//! [`unsaid`] lists the options a reader has to choose to get the same game.

use super::{Spider, Variant, PILES};
use crate::card::Card;
use crate::games::options::canonical_key;
use crate::games::{Game, GameId, Options};
use crate::text::clip;

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

/// A Woods line read as a game, and what had to be assumed to read it.
#[derive(Clone, Debug)]
pub struct Read {
    pub game: Spider,
    /// Set when the line's cards fit more than one suit count and none was
    /// chosen: which counts fit and which was taken, in one sentence
    /// (without saying how to choose: that depends on the caller).
    pub assumed: Option<String>,
}

/// Reads a Woods line (optionally after header lines of numbers such as
/// `0 0`) as a Spider position, with the suit count the cards fit first
/// (4, 2, 1) and the default rules; see [`read`].
pub fn parse(text: &str) -> Result<Spider, String> {
    read(text, &[]).map(|r| r.game)
}

/// Reads a Woods line with the options `chosen` by the caller (keys and
/// values as in links and `--opt`), which supply what a line cannot say:
/// see the module's notes. A chosen `suits` must fit the cards, or the
/// line is refused saying why; without one, [`Read::assumed`] says when
/// the cards fit more than one suit count.
pub fn read(text: &str, chosen: &[(&str, &str)]) -> Result<Read, String> {
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
    if hand.is_empty() && piles.iter().all(Vec::is_empty) {
        return Err("the Woods line holds no cards".into());
    }
    let base = Options::parse(GameId::Spider, chosen.iter().copied())?;
    let build = |o: &Options| Spider::from_parts(o, piles.clone(), down.clone(), hand.clone(), None);
    if let Some((_, n)) = chosen.iter().find(|(k, _)| canonical_key(k) == "suits") {
        let n = n.trim();
        return build(&base)
            .map(|game| Read { game, assumed: None })
            .map_err(|e| format!("the line's cards are not a {n}-suit game: {e}"));
    }
    let mut fits = Vec::new();
    let mut first_err = None;
    for suits in ["4", "2", "1"] {
        let mut o = base.clone();
        o.set("suits", suits)?;
        match build(&o) {
            Ok(g) => fits.push((suits, g)),
            Err(e) => {
                first_err.get_or_insert(e);
            }
        }
    }
    let assumed = (fits.len() > 1).then(|| {
        let counts: Vec<&str> = fits.iter().map(|(n, _)| *n).collect();
        let (last, rest) = counts.split_last().expect("two or more");
        format!(
            "the line does not say how many suits its game has (its cards fit {} or {last}): read as {} suits",
            rest.join(", "),
            counts[0]
        )
    });
    match fits.into_iter().next() {
        Some((_, game)) => Ok(Read { game, assumed }),
        None => Err(first_err.unwrap_or_default()),
    }
}

/// The options of `g` a bare Woods line of it does not say: read back with
/// nothing chosen, the line gives a game with other values for these keys
/// (`suits` when the cards also fit the default deck, and any rule option
/// that is not the default). Empty when the line alone gives `g` back.
pub fn unsaid(g: &Spider) -> Vec<(&'static str, &'static str)> {
    let Ok(line) = to_line(g) else { return Vec::new() };
    let back = match read(&line, &[]) {
        Ok(r) => r.game,
        Err(_) => return Vec::new(),
    };
    let (mine, theirs) = (g.options(), back.options());
    crate::games::options::specs(GameId::Spider)
        .iter()
        .filter(|s| mine.get(s.key) != theirs.get(s.key))
        .map(|s| (s.key, mine.get(s.key)))
        .collect()
}

/// Writes a Spider position as a Woods line (ASCII: `^` and `_`).
pub fn to_line(g: &Spider) -> Result<String, String> {
    if g.variant() != Variant::Spider {
        return Err("Woods save lines are for Spider positions only".into());
    }
    if g.removed_count() as usize == 8 {
        return Err("every suit has been removed: the line would hold no cards".into());
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
