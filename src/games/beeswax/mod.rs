//! Beeswax (Pile Up, Pile On, Pileon, Pile Sort, Fifteen Puzzle): 15
//! columns `1`–`9`, `A`–`F` of at most 4 cards; same-rank runs move onto the
//! same rank or into an empty column; won with 13 quartets.
//!
//! Deal: the shuffled deck (see `deal`) is dealt in rows, card `k` to column
//! `k mod 13`, so columns `1`–`D` get 4 cards and `E`, `F` start empty.
//!
//! Notation (Keller / Solitaire Virtuoso): `XY` carries as many cards of the
//! run at the top of `X` as fit on `Y`; `XYk` carries exactly `k`.
//!
//! This file holds the state, the deal and `impl Game`; `rules` the rules,
//! `notation` the move notation, `text` the text position format and `view`
//! the view model. The solver's rank-only form of a position is
//! `solver::beeswax::packed`.

mod notation;
mod rules;
mod text;
mod view;

use crate::card::{Card, Suit};
use crate::games::position::TextPosition;
use crate::games::{Applied, Game, GameId, Move, MoveError, Options, Slot};
use crate::view::{Layout, View};

/// Number of columns.
pub const COLUMNS: usize = 15;
/// Cards a column holds at most.
pub const CAPACITY: usize = 4;
/// Column labels, in order.
pub const LABELS: [char; COLUMNS] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'A', 'B', 'C', 'D', 'E', 'F'];

/// What an unused card slot holds (never read: only `len` cards count).
const FILLER: Card = Card::MIN;

/// A Beeswax position: 15 columns, deepest card first. Unused slots always
/// hold `FILLER`, so derived equality and hashing see only the cards.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Beeswax {
    cols: [[Card; CAPACITY]; COLUMNS],
    len: [u8; COLUMNS],
    options: Options,
}

/// The label of column `i` (0-based).
pub fn label(i: usize) -> char {
    LABELS[i]
}

/// The column of a label (`1`–`9`, `A`–`F`, any case).
pub fn column_of(c: char) -> Option<usize> {
    LABELS.iter().position(|l| l.eq_ignore_ascii_case(&c))
}

impl Beeswax {
    /// Deal `number` (SPEC §2; rows of 13 onto columns 1–D).
    pub fn deal(number: u32) -> Beeswax {
        let deck = crate::deal::shuffled(crate::deal::build_deck(1, &Suit::ALL), GameId::Beeswax.deal_salt(), number);
        let mut cols = vec![Vec::new(); COLUMNS];
        for (k, c) in deck.into_iter().enumerate() {
            cols[k % 13].push(c);
        }
        Beeswax::from_columns(&cols).unwrap_or_else(|e| unreachable!("a dealt deck is a valid position: {e}"))
    }

    /// A position from 15 columns (deepest first). Checks capacity and that
    /// the 52 cards are each there once.
    pub fn from_columns(cols: &[Vec<Card>]) -> Result<Beeswax, String> {
        if cols.len() != COLUMNS {
            return Err(format!("Beeswax has {COLUMNS} columns, not {}", cols.len()));
        }
        let mut seen = [false; 52];
        let mut b = Beeswax {
            cols: [[FILLER; CAPACITY]; COLUMNS],
            len: [0; COLUMNS],
            options: Options::defaults(GameId::Beeswax),
        };
        for (i, col) in cols.iter().enumerate() {
            if col.len() > CAPACITY {
                return Err(format!("column {} holds {} cards; at most {CAPACITY}", label(i), col.len()));
            }
            for (j, &c) in col.iter().enumerate() {
                if std::mem::replace(&mut seen[c.index() as usize], true) {
                    return Err(format!("{c} appears twice"));
                }
                b.cols[i][j] = c;
            }
            b.len[i] = col.len() as u8;
        }
        let missing: Vec<String> = Card::deck().filter(|c| !seen[c.index() as usize]).map(|c| c.to_string()).collect();
        if !missing.is_empty() {
            return Err(format!("missing cards: {}", missing.join(" ")));
        }
        Ok(b)
    }
    /// Reads the text position format (labels `1`–`9`, `A`–`F`).
    pub fn from_position(p: &TextPosition) -> Result<Beeswax, String> {
        text::from_position(p)
    }

    /// Cards of column `i`, deepest first.
    pub fn column(&self, i: usize) -> &[Card] {
        &self.cols[i][..self.len[i] as usize]
    }

    /// Number of completed quartets.
    pub fn quartets(&self) -> usize {
        (0..COLUMNS).filter(|&i| self.is_quartet(i)).count()
    }

    /// Number of cards in column `i`.
    pub fn len(&self, i: usize) -> usize {
        self.len[i] as usize
    }
}

impl Game for Beeswax {
    fn id(&self) -> GameId {
        GameId::Beeswax
    }
    fn options(&self) -> &Options {
        &self.options
    }
    fn legal_moves(&self) -> Vec<Move> {
        let mut v = Vec::new();
        self.moves_into(&mut v);
        v
    }
    fn apply(&mut self, mv: Move) -> Result<Applied, MoveError> {
        self.play(mv)
    }
    fn is_won(&self) -> bool {
        self.quartets() == 13
    }
    /// ```
    /// use swarm::games::{Game, beeswax::Beeswax, Move, Slot};
    /// let b = Beeswax::deal(52923); // column 5 ends Kh Ks: a run of two kings
    /// let m = b.parse_move("5E").unwrap();
    /// assert_eq!(m, Move::Transfer { from: Slot::Column(4), to: Slot::Column(13), count: 2 });
    /// assert_eq!(b.format_move(m), "5E");
    /// assert_eq!(b.format_move(b.parse_move("5E1").unwrap()), "5E1");
    /// assert!(b.parse_move("5G").is_err());
    /// ```
    fn parse_move(&self, text: &str) -> Result<Move, String> {
        notation::parse_move(self, text)
    }
    fn format_move(&self, mv: Move) -> String {
        notation::format_move(self, mv)
    }
    fn split_record(&self, text: &str) -> Vec<String> {
        notation::split_record(text)
    }
    fn format_record(&self, moves: &[String]) -> String {
        notation::format_record(moves)
    }
    fn to_text(&self, _reveal: bool) -> String {
        text::to_text(self)
    }
    fn view(&self, layout: Layout) -> View {
        view::view(self, layout)
    }
    fn all_cards(&self) -> Vec<Card> {
        (0..COLUMNS).flat_map(|i| self.column(i).to_vec()).collect()
    }
    fn auto_move(&self, slot: Slot, index: usize) -> Option<Move> {
        self.best_move(slot, index)
    }
    fn columns(&self) -> usize {
        COLUMNS
    }
    fn column_label(&self, i: usize) -> Option<String> {
        (i < COLUMNS).then(|| label(i).to_string())
    }
    fn pile_len(&self, slot: Slot) -> usize {
        match slot {
            Slot::Column(i) if (i as usize) < COLUMNS => self.len(i as usize),
            _ => 0,
        }
    }
    /// Every card is face up.
    fn shown_card(&self, slot: Slot, depth: usize) -> Option<Card> {
        let cards = match slot {
            Slot::Column(i) if (i as usize) < COLUMNS => self.column(i as usize),
            _ => return None,
        };
        cards.len().checked_sub(1)?.checked_sub(depth).map(|i| cards[i])
    }
    /// Quartets stay in their columns: none leaves the table.
    fn cards_removed(&self) -> usize {
        0
    }
}
