//! Woods' typed commands other than moves, as his program took them at its
//! `*` prompt (seeds/003): `-k` back up k moves, `A k` autosave every k
//! moves, `D` deal, `F` save, `L card` locate, `P n` print a pile, `S`
//! status, `T` the tableau as text, `?` or `H` the list. Moves (`n m`,
//! `n m k`, `n`) are the notation's (`Game::parse_move`); this module only
//! reads the rest, so the page's move field and the command line take the
//! same words. Case is immaterial, as in his program.

use crate::card::Card;
use crate::text::clip;

/// One of Woods' commands that is not a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// `-k`: back up over `k` moves (taking back a turn-up or a deal asks
    /// first, and marks the game cheated).
    Back(usize),
    /// `A k`: save the game after every `k`-th move (0 turns it off).
    AutoSave(u32),
    /// `D`: deal a new round.
    Deal,
    /// `F`: save the game.
    Save,
    /// `L card`: where the card is among the face-up cards.
    Locate(Card),
    /// `P n`: pile `n` (1-based) as text, same-suit runs marked.
    Print(usize),
    /// `S`: the status summary.
    Status,
    /// `T`: the tableau as text.
    Tableau,
    /// `?` or `H`: this list.
    Help,
}

/// Reads `text` as one of Woods' non-move commands; `None` when it is not
/// one (it may be a move), `Some(Err)` when it is one but malformed.
pub fn parse(text: &str) -> Option<Result<Command, String>> {
    let t = text.trim();
    let mut words = t.split_whitespace();
    let head = words.next()?;
    let rest: Vec<&str> = words.collect();
    let arg = rest.join(" ");
    let upper = head.to_ascii_uppercase();
    if let Some(k) = head.strip_prefix('-') {
        let k = if k.is_empty() { arg.as_str() } else { k };
        return Some(match k.parse::<usize>() {
            Ok(0) => Err("-k backs up k moves: k must be at least 1".into()),
            Ok(k) => Ok(Command::Back(k)),
            Err(_) => Err(format!("-k backs up k moves: `{}` is not a number of moves", clip(k, 12))),
        });
    }
    let none = |c: Command| {
        if rest.is_empty() {
            Ok(c)
        } else {
            Err(format!("{upper} takes nothing after it (`{}`)", clip(&arg, 16)))
        }
    };
    Some(match upper.as_str() {
        "D" => none(Command::Deal),
        "F" => none(Command::Save),
        "S" => none(Command::Status),
        "T" => none(Command::Tableau),
        "?" | "H" => none(Command::Help),
        "A" => match arg.as_str() {
            "" => Ok(Command::AutoSave(0)),
            a => match a.parse::<i64>() {
                Ok(k) => Ok(Command::AutoSave(k.clamp(0, u32::MAX as i64) as u32)),
                Err(_) => Err(format!("A k saves every k moves: `{}` is not a number", clip(a, 12))),
            },
        },
        "L" => match arg.parse::<Card>() {
            Ok(c) => Ok(Command::Locate(c)),
            Err(_) if arg.is_empty() => Err("L needs a card: L QH, L 10d".into()),
            Err(e) => Err(format!("L: {e}")),
        },
        "P" => match arg.parse::<usize>() {
            Ok(n) if (1..=super::PILES).contains(&n) => Ok(Command::Print(n)),
            _ if arg.is_empty() => Err("P needs a pile: P 1 … P 10".into()),
            _ => Err(format!("P: `{}` is not a pile (1–10)", clip(&arg, 12))),
        },
        _ => return None,
    })
}

/// The command list (Woods' `?`), as the page and `swarm help` show it.
pub fn help() -> String {
    [
        "n m     move as many cards as possible from pile n to pile m",
        "n m k   move k cards from pile n to pile m",
        "n       remove the completed suit at the top of pile n",
        "-k      back up k moves (over a turn-up or a deal: cheating, asked first)",
        "D       deal a new round (every pile must hold a card)",
        "S       status: deals left, suits removed, cards face down and up",
        "L card  locate a card among the face-up cards (L QH)",
        "P n     print pile n as text, same-suit runs marked",
        "T       the tableau as text",
        "F       save the game (a file)",
        "A k     save the game in the browser every k moves (A 0: off)",
        "? or H  this list",
    ]
    .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn woods_commands_are_read_case_blind_and_moves_are_left_alone() {
        assert_eq!(parse("-1"), Some(Ok(Command::Back(1))));
        assert_eq!(parse("- 3"), Some(Ok(Command::Back(3))));
        assert_eq!(parse("s"), Some(Ok(Command::Status)));
        assert_eq!(parse("a 5"), Some(Ok(Command::AutoSave(5))));
        assert_eq!(parse("A"), Some(Ok(Command::AutoSave(0))));
        assert_eq!(parse("l qh"), Some(Ok(Command::Locate("Qh".parse().unwrap()))));
        assert_eq!(parse("P 10"), Some(Ok(Command::Print(10))));
        assert_eq!(parse("?"), Some(Ok(Command::Help)));
        assert_eq!(parse("7 10"), None);
        assert_eq!(parse("3"), None);
        assert!(parse("-0").unwrap().is_err());
        assert!(parse("P 11").unwrap().is_err());
        assert!(parse("L zz").unwrap().unwrap_err().starts_with("L:"));
        assert!(parse("S now").unwrap().is_err());
    }
}
