//! Position evaluation for the games that hide cards, read from the view
//! model (what the player sees: face-down cards are only counted) — Woods'
//! rules of thumb for Spider and Beetle (natural same-suit joins, spaces,
//! few face-down cards) and Keller's for Beehive (quartets, an empty
//! storehouse, room in the tableau).

use crate::card::Card;
use crate::games::{AnyGame, GameId, Slot};
use crate::view::{Face, View};

/// What the evaluation counts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Features {
    /// Cards no longer on the table (removed suits, discarded quartets).
    pub removed: i64,
    /// Same-suit, one-rank-down joins among face-up cards (Spider, Beetle).
    pub natural: i64,
    /// One-rank-down joins of different suits.
    pub unnatural: i64,
    /// Face-up cards not on the next rank up.
    pub breaks: i64,
    pub face_down: i64,
    /// Empty tableau columns.
    pub empty: i64,
    /// Beehive: cards in the storehouse; Σ len² of the tableau's columns.
    pub storehouse: i64,
    pub packed: i64,
}

fn up_cards(cards: &[Face]) -> Vec<Card> {
    cards.iter().filter_map(|f| if let Face::Up(c) = f { Some(*c) } else { None }).collect()
}

/// Counts the features of a view (`total` = every card the game holds).
pub fn features(view: &View, total: usize) -> Features {
    let mut f = Features::default();
    let mut on_table = 0usize;
    for p in &view.piles {
        if p.slot == Slot::Discard {
            continue;
        }
        on_table += p.cards.len();
        match p.slot {
            Slot::Column(_) => {
                if p.cards.is_empty() {
                    f.empty += 1;
                    continue;
                }
                f.face_down += p.cards.iter().filter(|c| matches!(c, Face::Down)).count() as i64;
                let up = up_cards(&p.cards);
                f.packed += (up.len() * up.len()) as i64;
                for w in up.windows(2) {
                    let (a, b) = (w[0], w[1]);
                    if b.rank() + 1 == a.rank() {
                        if b.suit() == a.suit() {
                            f.natural += 1;
                        } else {
                            f.unnatural += 1;
                        }
                    } else if b.rank() != a.rank() {
                        f.breaks += 1;
                    }
                }
            }
            Slot::Storehouse => f.storehouse += p.cards.len() as i64,
            _ => {}
        }
    }
    f.removed = total.saturating_sub(on_table) as i64;
    f
}

/// How good a position looks (higher is better), from what the view shows.
pub fn evaluate(game: &AnyGame) -> i64 {
    if let AnyGame::Spider(s) = game {
        return super::spider::evaluate(s);
    }
    let f = features(&game.view(""), game.all_cards().len());
    score(game.id(), &f)
}

/// The weights per game.
pub fn score(game: GameId, f: &Features) -> i64 {
    match game {
        GameId::Beehive => 40 * f.removed + 2 * f.packed - 20 * f.storehouse + 10 * f.empty,
        _ => 60 * f.removed + 12 * f.natural + 4 * f.unnatural - 8 * f.breaks - 14 * f.face_down + 30 * f.empty,
    }
}
