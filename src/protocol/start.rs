//! A custom position as its parts, sent beside a record that starts from
//! it (`start`, beside `record` in the request's object): the page has
//! read the position's text already, so the worker builds it from these
//! lists (each game's `from_parts`, which checks them) and carries no
//! text-position reader (the four games' readers and the Woods line's
//! were 16 KB of the worker's 200 KB gzipped: docs/site.md, fifth pass).
//! The worker builds the position as it reads the request and keeps it
//! with that request (`record::Given`, `Session::from_start`).
//!
//! A card is its index (`Card::index`, 0–51). One form for the games;
//! each uses its fields (the others empty): Beeswax `columns`; Beehive
//! `storehouse`, `columns`, `stock` (next card first), `waste`,
//! `discarded` (ranks), `pass`; Spider and Beetle `columns` (the piles,
//! deepest first), `down` (face-down cards per pile), `stock` (the first
//! card dealt first), `removed` (whole suits).

use serde::{Deserialize, Serialize};

use crate::card::Card;
use crate::games::beehive::{Beehive, Parts};
use crate::games::beeswax::Beeswax;
use crate::games::spider::Spider;
use crate::games::{AnyGame, Game, GameId, Options};
use crate::text::clip;

/// A position's parts (see the module doc).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Start {
    /// The position's text as the record holds it (what it is known by).
    pub position: String,
    /// The game's key and its options' `k=v` summary.
    pub game: String,
    pub rules: String,
    pub columns: Vec<Vec<u8>>,
    pub down: Vec<u8>,
    pub stock: Vec<u8>,
    pub removed: u8,
    pub storehouse: Vec<u8>,
    pub waste: Vec<u8>,
    pub discarded: Vec<u8>,
    pub pass: u16,
}

fn indexes(cards: &[Card]) -> Vec<u8> {
    cards.iter().map(|c| c.index()).collect()
}

fn cards(what: &str, ix: &[u8]) -> Result<Vec<Card>, String> {
    ix.iter()
        .map(|&i| Card::from_index(i).ok_or_else(|| format!("start.{what}: {i} is not a card (0 to 51)")))
        .collect()
}

impl Start {
    /// The parts of `g`, the position read from `text`.
    pub fn of(text: &str, g: &AnyGame) -> Start {
        let mut s = Start {
            position: text.to_string(),
            game: g.id().key().to_string(),
            rules: g.options().summary(),
            ..Start::default()
        };
        match g {
            AnyGame::Beeswax(b) => s.columns = (0..b.columns()).map(|i| indexes(b.column(i))).collect(),
            AnyGame::Beehive(h) => {
                let p = h.parts();
                s.storehouse = indexes(&p.storehouse);
                s.columns = p.columns.iter().map(|c| indexes(c)).collect();
                s.stock = indexes(&p.stock);
                s.waste = indexes(&p.waste);
                s.discarded = p.discarded;
                s.pass = p.pass;
            }
            AnyGame::Spider(sp) => {
                s.columns = (0..sp.columns()).map(|p| indexes(sp.pile(p))).collect();
                s.down = (0..sp.columns()).map(|p| sp.face_down(p) as u8).collect();
                s.stock = sp.hand().map(|c| c.index()).collect();
                s.removed = sp.removed_count();
            }
        }
        s
    }

    /// The card lists as bytes, each list its length then its cards (the
    /// columns' count first; `pass` last, two bytes): how the position's
    /// reader hands the page a position it read (`src/web/reader.rs`), with
    /// `game` and `rules` beside them. [`Start::unpack`] reads them back.
    pub fn pack(&self) -> Vec<u8> {
        let mut b = vec![self.columns.len() as u8];
        for list in self.columns.iter().chain([&self.down, &self.stock, &self.storehouse, &self.waste, &self.discarded])
        {
            b.push(list.len() as u8);
            b.extend_from_slice(list);
        }
        b.push(self.removed);
        b.extend_from_slice(&self.pass.to_le_bytes());
        b
    }

    /// The parts [`Start::pack`] packed, with their `game` and `rules`
    /// (checked by [`Start::game`], not here); what is wrong with bytes cut short.
    pub fn unpack(game: String, rules: String, bytes: &[u8]) -> Result<Start, String> {
        let short = || "the position's parts are cut short".to_string();
        let (&n, mut rest) = bytes.split_first().ok_or_else(short)?;
        let mut list = || {
            let (&len, tail) = rest.split_first().ok_or_else(short)?;
            let (l, tail) = tail.split_at_checked(len as usize).ok_or_else(short)?;
            rest = tail;
            Ok::<_, String>(l.to_vec())
        };
        let columns = (0..n).map(|_| list()).collect::<Result<_, _>>()?;
        let (down, stock, storehouse, waste, discarded) = (list()?, list()?, list()?, list()?, list()?);
        let &[removed, p0, p1, ..] = rest else { return Err(short()) };
        let pass = u16::from_le_bytes([p0, p1]);
        Ok(Start {
            position: String::new(),
            game,
            rules,
            columns,
            down,
            stock,
            removed,
            storehouse,
            waste,
            discarded,
            pass,
        })
    }

    /// The position, checked as its text would be (each game's
    /// `from_parts`); what is wrong with the parts otherwise.
    pub fn game(&self) -> Result<AnyGame, String> {
        let game = GameId::parse(&self.game).map_err(|e| format!("start.game: {e}"))?;
        let options = Options::parse_summary(game, &self.rules).map_err(|e| format!("start.rules: {e}"))?;
        let columns = self.columns.iter().map(|c| cards("columns", c)).collect::<Result<Vec<_>, _>>()?;
        let g = match game {
            GameId::Beeswax => AnyGame::Beeswax(Beeswax::from_columns(&columns)?),
            GameId::Beehive => {
                let parts = Parts {
                    storehouse: cards("storehouse", &self.storehouse)?,
                    columns,
                    stock: cards("stock", &self.stock)?,
                    waste: cards("waste", &self.waste)?,
                    discarded: self.discarded.clone(),
                    pass: self.pass,
                };
                AnyGame::Beehive(Beehive::from_parts(&options, &parts)?)
            }
            GameId::Spider | GameId::Beetle => {
                let down = self.down.iter().map(|&d| d as usize).collect();
                let hand = cards("stock", &self.stock)?;
                AnyGame::Spider(Spider::from_parts(&options, columns, down, hand, Some(self.removed as usize))?)
            }
        };
        match g.id() == game {
            true => Ok(g),
            false => Err(format!("start.game: {} parts, not {}", g.id().key(), clip(&self.game, 20))),
        }
    }
}
