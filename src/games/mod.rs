//! The `Game` abstraction every game implements, the shared `Move` and `Slot`
//! vocabulary (`Slot` lives in the leaf [`crate::slot`], which the view
//! model shares), option handling, the catalog of games, and `AnyGame`, the one
//! dynamic handle the page, the command line and records use.

pub mod beehive;
pub mod beeswax;
pub mod options;
pub mod position;
pub mod spider;

use std::fmt;

use crate::card::Card;
pub use crate::slot::Slot;
use crate::view::{Layout, View};
pub use options::{OptionSpec, Options};

/// Which game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GameId {
    Beeswax,
    Beehive,
    Beetle,
    Spider,
}

impl GameId {
    pub const ALL: [GameId; 4] = [GameId::Beeswax, GameId::Beehive, GameId::Beetle, GameId::Spider];

    /// The id used in links, records and the command line.
    pub fn key(self) -> &'static str {
        match self {
            GameId::Beeswax => "beeswax",
            GameId::Beehive => "beehive",
            GameId::Beetle => "beetle",
            GameId::Spider => "spider",
        }
    }
    pub fn title(self) -> &'static str {
        match self {
            GameId::Beeswax => "Beeswax",
            GameId::Beehive => "Beehive",
            GameId::Beetle => "Beetle",
            GameId::Spider => "Spider",
        }
    }
    /// Other names players know the game by.
    pub fn aliases(self) -> &'static [&'static str] {
        match self {
            GameId::Beeswax => &["Pile Up", "Pile On", "Pileon", "Pile Sort", "Fifteen Puzzle"],
            GameId::Beehive => &["Honeybee"],
            GameId::Beetle => &["Open Spider"],
            GameId::Spider => &["Woods' Spider"],
        }
    }
    /// Parses a game key or one of its other names (case and spaces ignored).
    pub fn parse(s: &str) -> Result<GameId, String> {
        let norm = |x: &str| x.to_ascii_lowercase().replace([' ', '-', '_', '\''], "");
        let want = norm(s);
        for g in GameId::ALL {
            if norm(g.key()) == want || g.aliases().iter().any(|a| norm(a) == want) {
                return Ok(g);
            }
        }
        Err(format!("unknown game `{}` (games: beeswax, beehive, beetle, spider)", crate::text::clip(s, 24)))
    }
    /// Salt mixed into the deal seed so each game's deal N is its own.
    pub fn deal_salt(self) -> u32 {
        match self {
            GameId::Beeswax => 1,
            GameId::Beehive => 2,
            GameId::Beetle => 3,
            GameId::Spider => 4,
        }
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// One move. Small and `Copy`; every caller (page, command line, solver,
/// tests) speaks this type, and only `Game::apply` changes a state.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Carry the top `count` cards of `from` onto `to`.
    Transfer { from: Slot, to: Slot, count: u8 },
    /// Deal from the stock (Spider/Beetle: a row on every pile; Beehive: to the waste).
    Deal,
    /// Beehive: turn the waste over to make a new stock.
    TurnOver,
    /// Spider (manual removal): remove the complete suit at the top of a column.
    Remove { column: u8 },
}

/// What applying a move did, beyond changing the state.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Applied {
    /// The move showed a card the player had not seen (a turn-up or a deal).
    pub revealed: bool,
}

/// An illegal move, with a reason a player can read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveError(pub String);

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for MoveError {}

pub(crate) fn illegal<T>(reason: impl Into<String>) -> Result<T, MoveError> {
    Err(MoveError(reason.into()))
}

/// The rules of one game, on its own state type. Implemented once per game
/// family; the solver, the page and the command line all go through it.
pub trait Game: Clone + fmt::Debug + PartialEq + Eq + std::hash::Hash {
    fn id(&self) -> GameId;
    fn options(&self) -> &Options;
    /// Every legal move, in a stable order.
    fn legal_moves(&self) -> Vec<Move>;
    /// Applies `mv` if it is legal; the state is unchanged on `Err`.
    fn apply(&mut self, mv: Move) -> Result<Applied, MoveError>;
    fn is_won(&self) -> bool;
    /// Parses one move in the game's notation, against this position.
    fn parse_move(&self, text: &str) -> Result<Move, String>;
    /// Writes `mv` (legal in this position) in the game's notation.
    fn format_move(&self, mv: Move) -> String;
    /// Splits a record into move texts.
    fn split_record(&self, text: &str) -> Vec<String>;
    /// Lays out a list of move texts as a record (Keller: 10 a line).
    fn format_record(&self, moves: &[String]) -> String;
    /// The text position format; face-down cards print as `--` unless `reveal`.
    fn to_text(&self, reveal: bool) -> String;
    /// The view model the page renders.
    fn view(&self, layout: Layout) -> View;
    /// Every card the position holds, wherever it is (removed ones included).
    fn all_cards(&self) -> Vec<Card>;
    /// The best destination for the cards from `index` up in `slot` (auto-move).
    fn auto_move(&self, slot: Slot, index: usize) -> Option<Move>;
    /// A complete run at the foot of `slot` that the player removes with a
    /// move (Spider's manual removal): the index of its first card. The page
    /// marks it, and a tap, a double-click or a drag to the discards on any
    /// of its cards removes it.
    fn removable_run(&self, _slot: Slot) -> Option<usize> {
        None
    }
    /// How many columns (`Slot::Column(0)`, `Slot::Column(1)`, …) the table has.
    fn columns(&self) -> usize;
    /// The label of column `i` as the page and the notation show it (`1`,
    /// `A`); `None` past the last column.
    fn column_label(&self, i: usize) -> Option<String>;
    /// How many cards the pile at `slot` holds, face-down ones included (0
    /// for a pile the game does not have).
    fn pile_len(&self, slot: Slot) -> usize;
    /// The card `depth` places below the top of the pile at `slot` (0: its
    /// top card) when the player sees it: `None` when that card is face
    /// down or the pile is shorter, and always for the stock and the
    /// discards. With `pile_len` and the labels, what the solver reads of the
    /// table for its reasons and tie-breaks: what the page shows, never a
    /// hidden card.
    fn shown_card(&self, slot: Slot, depth: usize) -> Option<Card>;
    /// How many cards have left the table: removed suits, discarded quartets
    /// (none in Beeswax, whose quartets stay in their columns).
    fn cards_removed(&self) -> usize;
    /// Undoing a step that revealed a card marks the game cheated.
    fn undo_reveal_cheats(&self) -> bool {
        false
    }
    /// No legal move is left (and the game is not won).
    fn is_stuck(&self) -> bool {
        !self.is_won() && self.legal_moves().is_empty()
    }
    /// The cards the player has not seen yet (face-down cards, stock never
    /// shown), in a stable order of their places. Empty for open games.
    fn unseen(&self) -> Vec<Card> {
        Vec::new()
    }
    /// The same position with the unseen cards replaced, place by place in
    /// the order `unseen` lists them, by `cards` (a permutation of
    /// `unseen()`). The fair solver samples hidden cards through this, so it
    /// never reads them.
    fn with_unseen(&self, cards: &[Card]) -> Self {
        debug_assert!(cards.is_empty());
        self.clone()
    }
}

/// Dispatches a method call to the game inside `AnyGame`.
macro_rules! dispatch {
    ($self:expr, $g:ident => $body:expr) => {
        match $self {
            AnyGame::Beeswax($g) => $body,
            AnyGame::Beehive($g) => $body,
            AnyGame::Spider($g) => $body,
        }
    };
}

/// Any game's state: the one dynamic handle used by records, the page and the CLI.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AnyGame {
    Beeswax(beeswax::Beeswax),
    Beehive(beehive::Beehive),
    /// Spider or Beetle (one family, one state type).
    Spider(spider::Spider),
}

impl AnyGame {
    /// Deal number `number` of `game` with `options`.
    pub fn deal(game: GameId, options: &Options, number: u32) -> Result<AnyGame, String> {
        debug_assert_eq!(options.game(), game);
        match game {
            GameId::Beeswax => Ok(AnyGame::Beeswax(beeswax::Beeswax::deal(number))),
            GameId::Beehive => Ok(AnyGame::Beehive(beehive::Beehive::deal(options, number))),
            GameId::Spider | GameId::Beetle => Ok(AnyGame::Spider(spider::Spider::deal(options, number))),
        }
    }

    /// Parses a position in the text format (the `game:` line names the game).
    pub fn from_text(text: &str) -> Result<AnyGame, String> {
        let head = position::TextPosition::parse(text)?;
        match head.game {
            GameId::Beeswax => Ok(AnyGame::Beeswax(beeswax::Beeswax::from_position(&head)?)),
            GameId::Beehive => Ok(AnyGame::Beehive(beehive::Beehive::from_position(&head)?)),
            GameId::Spider | GameId::Beetle => Ok(AnyGame::Spider(spider::Spider::from_position(&head)?)),
        }
    }

    pub fn id(&self) -> GameId {
        dispatch!(self, g => g.id())
    }
    pub fn options(&self) -> &Options {
        dispatch!(self, g => g.options())
    }
    pub fn legal_moves(&self) -> Vec<Move> {
        dispatch!(self, g => g.legal_moves())
    }
    pub fn apply(&mut self, mv: Move) -> Result<Applied, MoveError> {
        dispatch!(self, g => g.apply(mv))
    }
    pub fn is_won(&self) -> bool {
        dispatch!(self, g => g.is_won())
    }
    pub fn is_stuck(&self) -> bool {
        dispatch!(self, g => g.is_stuck())
    }
    pub fn parse_move(&self, text: &str) -> Result<Move, String> {
        dispatch!(self, g => g.parse_move(text))
    }
    pub fn format_move(&self, mv: Move) -> String {
        dispatch!(self, g => g.format_move(mv))
    }
    pub fn split_record(&self, text: &str) -> Vec<String> {
        dispatch!(self, g => g.split_record(text))
    }
    pub fn format_record(&self, moves: &[String]) -> String {
        dispatch!(self, g => g.format_record(moves))
    }
    pub fn to_text(&self, reveal: bool) -> String {
        dispatch!(self, g => g.to_text(reveal))
    }
    pub fn view(&self, layout: Layout) -> View {
        dispatch!(self, g => g.view(layout))
    }
    pub fn all_cards(&self) -> Vec<Card> {
        dispatch!(self, g => g.all_cards())
    }
    pub fn auto_move(&self, slot: Slot, index: usize) -> Option<Move> {
        dispatch!(self, g => g.auto_move(slot, index))
    }
    pub fn removable_run(&self, slot: Slot) -> Option<usize> {
        dispatch!(self, g => g.removable_run(slot))
    }
    pub fn columns(&self) -> usize {
        dispatch!(self, g => g.columns())
    }
    pub fn column_label(&self, i: usize) -> Option<String> {
        dispatch!(self, g => g.column_label(i))
    }
    pub fn pile_len(&self, slot: Slot) -> usize {
        dispatch!(self, g => g.pile_len(slot))
    }
    pub fn shown_card(&self, slot: Slot, depth: usize) -> Option<Card> {
        dispatch!(self, g => g.shown_card(slot, depth))
    }
    pub fn cards_removed(&self) -> usize {
        dispatch!(self, g => g.cards_removed())
    }
    pub fn undo_reveal_cheats(&self) -> bool {
        dispatch!(self, g => g.undo_reveal_cheats())
    }
    pub fn unseen(&self) -> Vec<Card> {
        dispatch!(self, g => g.unseen())
    }
    pub fn with_unseen(&self, cards: &[Card]) -> AnyGame {
        dispatch!(self, g => g.with_unseen(cards).into())
    }
    /// The Spider or Beetle game inside, for what is theirs alone (Woods'
    /// status, locate and print commands: `games::spider::tools`).
    pub fn as_spider(&self) -> Option<&spider::Spider> {
        match self {
            AnyGame::Spider(s) => Some(s),
            _ => None,
        }
    }
}

impl From<beeswax::Beeswax> for AnyGame {
    fn from(g: beeswax::Beeswax) -> AnyGame {
        AnyGame::Beeswax(g)
    }
}

impl From<beehive::Beehive> for AnyGame {
    fn from(g: beehive::Beehive) -> AnyGame {
        AnyGame::Beehive(g)
    }
}

impl From<spider::Spider> for AnyGame {
    fn from(g: spider::Spider) -> AnyGame {
        AnyGame::Spider(g)
    }
}
