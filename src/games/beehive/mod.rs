//! Beehive (Honeybee): a storehouse game built by rank. A storehouse of N
//! cards (only its top face up), six tableau columns, a stock dealt to the
//! waste three (or one) at a time with unlimited redeals; same-rank cards
//! gather on the columns and a column of four is discarded. Won when all 13
//! quartets are discarded. (Keller, after Leeming, NZP and Solitaire Virtuoso.)
//!
//! # Dealing (Swarm deal version 1)
//! The shuffled deck (see [`crate::deal`], salt `GameId::Beehive.deal_salt()`)
//! is dealt from index 0: cards `0..N` form the storehouse (card 0 deepest,
//! card `N-1` its face-up top), cards `N..N+6` go one each to columns 1–6,
//! and the remaining `46-N` cards form the stock, card `N+6` dealt first.
//!
//! # Rules as implemented
//! - `Move::Deal` moves the next `draw` cards (3 by default, option `draw=1`)
//!   of the stock onto the waste, one after the other, so the last of them is
//!   the waste's top; a leftover of one or two cards is dealt as a group. Only
//!   the waste's top card is playable.
//! - `Move::TurnOver` (only when the stock is empty and the waste is not)
//!   turns the waste over without shuffling: the stock is dealt again in the
//!   same order. Unlimited; each turn-over starts a new *pass* (pass 1 is the
//!   first trip through the stock).
//! - The top card of the waste or of the storehouse may go onto a column whose
//!   top card has the same rank, or into an empty column (`fill=any`). Taking
//!   the storehouse's top turns the next one up (a reveal).
//! - A run of same-rank cards (every column is one, see below) may move onto
//!   another column of that rank: all of it or any top part (the page drags
//!   from a card). A run never moves into an empty column: Keller fills empty
//!   columns "with a card from the storehouse or waste"; since columns are
//!   interchangeable such a move could never help anyway.
//! - Every column therefore holds cards of one rank, one to three of them: the
//!   fourth completes a quartet, which is discarded at once (its rank goes to
//!   `Slot::Discard`) and leaves the column empty.
//! - `fill=any` (default): an empty column may stay empty. `fill=leeming`:
//!   inside `apply`, after every move, each empty column (lowest first) is
//!   filled from the storehouse's top; once the storehouse is empty, from the
//!   waste's top as soon as there is one.
//!
//! # Going round in circles
//! Redeals are unlimited, so dealing is always possible while the pack holds
//! cards. Between two plays the deals only cycle the pack (`waste` + `stock`
//! kept as one sequence, see [`Beehive::pack`]), so the cards that can reach
//! the waste's top before the cycle repeats are known exactly
//! ([`Beehive::cycle_tops`]). [`Game::is_stuck`] is true when no storehouse or
//! column play exists, none of those cards can be played, and every card of
//! the pack has been seen (the stock is on pass 2 or later, or empty) — so the
//! verdict never rests on a card the player has not seen. The state keeps the
//! pass number (shown as "pass 2") which also tells what the player has seen.
//!
//! # Unseen cards
//! The storehouse's face-down cards, and on pass 1 the whole stock; from pass
//! 2 on every card of the pack has been dealt face up at least once.
//! [`Game::unseen`] lists them storehouse (deepest first) then stock (in
//! dealing order); [`Game::with_unseen`] puts a permutation back in place.
//!
//! # Notation
//! Columns `1`–`6`, `S` storehouse, `W` waste (letters in any case):
//! `D` deals from the stock, `T` turns the waste over, `W3` plays the waste's
//! top to column 3, `S5` the storehouse's top to column 5, `14` moves the whole
//! run of column 1 onto column 4, `142` only its top two cards. A record is
//! split on spaces, commas and semicolons and laid out ten moves a line.
//!
//! # Text position
//! `storehouse:` (deepest first, cards under the top face down: `#` optional,
//! printed as `--` unless revealed), `1:`…`6:`, `stock:` (first card listed
//! is dealt first; printed as `--` while unseen, that is on pass 1),
//! `waste:` (deepest first, top last), `discarded:` (ranks, or cards whose
//! ranks are meant, of the discarded quartets), `pass:` (1 for the first trip
//! through the stock; missing means 1). The `storehouse` option only sets
//! how many cards a deal puts there; a position's storehouse holds 0–16.
//!
//! This file holds the state, the deal and `impl Game`; `rules` the rules
//! (and the auto-move choice), `notation` the move notation, `text` the text
//! position format and `view` the view model.

mod notation;
mod rules;
mod text;
mod view;

use std::sync::Arc;

use crate::card::{Card, Suit};
use crate::games::position::TextPosition;
use crate::games::{Applied, Game, GameId, Move, MoveError, Options, Slot};
use crate::view::{Layout, View};

/// Number of tableau columns.
pub const COLUMNS: usize = 6;
/// Largest storehouse (the `storehouse` option goes up to 16).
pub const MAX_STOREHOUSE: usize = 16;
/// Cards a column holds before its quartet is discarded.
const HOLD: usize = 3;

/// A Beehive position. Cheap to clone (fixed arrays; the options are
/// shared). Equality and hashing look only at the cards in play, not at the
/// unused ends of the arrays.
#[derive(Clone)]
pub struct Beehive {
    cols: [[Card; HOLD]; COLUMNS],
    col_len: [u8; COLUMNS],
    /// Storehouse, deepest first; every card below the top is face down.
    store: [Card; MAX_STOREHOUSE],
    store_len: u8,
    /// Waste (deepest first) followed by the stock (next to deal first):
    /// `pack[..waste_len]` is the waste, `pack[waste_len..pack_len]` the stock.
    pack: [Card; 52],
    pack_len: u8,
    waste_len: u8,
    /// Bit `rank-1` set: that rank's quartet is discarded.
    done: u16,
    /// Trip through the stock, from 1.
    pass: u16,
    /// Cards dealt per `Deal` (1 or 3).
    draw: u8,
    leeming: bool,
    options: Arc<Options>,
}

impl Beehive {
    /// Everything that makes the position (but the options), without the
    /// unused array slots.
    #[allow(clippy::type_complexity)]
    fn live(&self) -> ([&[Card]; COLUMNS], &[Card], &[Card], u8, u16, u16, u8, bool) {
        (
            std::array::from_fn(|i| self.column(i)),
            self.storehouse(),
            self.pack(),
            self.waste_len,
            self.done,
            self.pass,
            self.draw,
            self.leeming,
        )
    }
}

impl PartialEq for Beehive {
    fn eq(&self, other: &Beehive) -> bool {
        self.live() == other.live() && (Arc::ptr_eq(&self.options, &other.options) || self.options == other.options)
    }
}
impl Eq for Beehive {}

/// Hashes the cards and the rule values (`draw`, `fill`); equal positions
/// have equal options, so leaving the rest out keeps `Hash` consistent with `Eq`.
impl std::hash::Hash for Beehive {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.live().hash(state)
    }
}

impl std::fmt::Debug for Beehive {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let p = self.parts();
        f.debug_struct("Beehive")
            .field("storehouse", &p.storehouse)
            .field("columns", &p.columns)
            .field("stock", &p.stock)
            .field("waste", &p.waste)
            .field("discarded", &p.discarded)
            .field("pass", &p.pass)
            .field("options", &self.options.summary())
            .finish()
    }
}

/// The parts of a position, as plain lists (deepest / first-dealt first).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Parts {
    pub storehouse: Vec<Card>,
    pub columns: Vec<Vec<Card>>,
    /// Next card to deal first.
    pub stock: Vec<Card>,
    /// Deepest first; the last is the top.
    pub waste: Vec<Card>,
    /// Ranks (1..=13) whose quartet is discarded.
    pub discarded: Vec<u8>,
    /// Trip through the stock, from 1.
    pub pass: u16,
}

fn col_label(i: usize) -> String {
    (i + 1).to_string()
}

impl Beehive {
    /// Deal `number` with `options` (see the module doc for the order).
    pub fn deal(options: &Options, number: u32) -> Beehive {
        let deck = crate::deal::shuffled(crate::deal::build_deck(1, &Suit::ALL), GameId::Beehive.deal_salt(), number);
        let n = options.get_num("storehouse") as usize;
        let parts = Parts {
            storehouse: deck[..n].to_vec(),
            columns: deck[n..n + COLUMNS].iter().map(|&c| vec![c]).collect(),
            stock: deck[n + COLUMNS..].to_vec(),
            waste: Vec::new(),
            discarded: Vec::new(),
            pass: 1,
        };
        Beehive::from_parts(options, &parts).unwrap_or_else(|e| unreachable!("a dealt deck is a valid position: {e}"))
    }

    /// A position from its parts. Checks that the 52 cards are each there
    /// once, that each column holds one to three cards of one rank, the
    /// storehouse size, and (with `fill=leeming`) that no column is empty
    /// while a card could fill it.
    pub fn from_parts(options: &Options, p: &Parts) -> Result<Beehive, String> {
        if options.game() != GameId::Beehive {
            return Err(format!("these are {} options, not Beehive's", options.game().title()));
        }
        if p.columns.len() != COLUMNS {
            return Err(format!("Beehive has {COLUMNS} columns, not {}", p.columns.len()));
        }
        if p.storehouse.len() > MAX_STOREHOUSE {
            return Err(format!("the storehouse holds {} cards; at most {MAX_STOREHOUSE}", p.storehouse.len()));
        }
        if p.pass == 0 {
            return Err("passes are counted from 1".into());
        }
        let blank = Card::new(1, Suit::Clubs);
        let mut b = Beehive {
            cols: [[blank; HOLD]; COLUMNS],
            col_len: [0; COLUMNS],
            store: [blank; MAX_STOREHOUSE],
            store_len: p.storehouse.len() as u8,
            pack: [blank; 52],
            pack_len: 0,
            waste_len: p.waste.len() as u8,
            done: 0,
            pass: p.pass,
            draw: options.get_num("draw") as u8,
            leeming: options.get("fill") == "leeming",
            options: Arc::new(options.clone()),
        };
        let mut seen = [false; 52];
        let mut place = |c: Card, what: &str| -> Result<(), String> {
            if std::mem::replace(&mut seen[c.index() as usize], true) {
                return Err(format!("{c} appears twice (again in {what})"));
            }
            Ok(())
        };
        for &r in &p.discarded {
            if !(1..=13).contains(&r) {
                return Err(format!("discarded: rank {r} does not exist"));
            }
            if b.done & (1 << (r - 1)) != 0 {
                return Err(format!("discarded: the {}s are listed twice", crate::card::rank_text(r)));
            }
            b.done |= 1 << (r - 1);
            for s in Suit::ALL {
                place(Card::new(r, s), "the discarded quartets")?;
            }
        }
        for (i, &c) in p.storehouse.iter().enumerate() {
            place(c, "the storehouse")?;
            b.store[i] = c;
        }
        for (i, col) in p.columns.iter().enumerate() {
            let l = col_label(i);
            if col.len() > HOLD {
                return Err(if col.len() == 4 && col.iter().all(|c| c.rank() == col[0].rank()) {
                    format!("column {l} holds a quartet, which is discarded at once (list its rank under discarded:)")
                } else {
                    format!("column {l} holds {} cards; a column holds at most {HOLD}", col.len())
                });
            }
            for (j, &c) in col.iter().enumerate() {
                if c.rank() != col[0].rank() {
                    return Err(format!(
                        "column {l} mixes ranks ({} and {c}): a Beehive column holds one rank",
                        col[0]
                    ));
                }
                place(c, &format!("column {l}"))?;
                b.cols[i][j] = c;
            }
            b.col_len[i] = col.len() as u8;
        }
        for (what, cards) in [("the waste", &p.waste), ("the stock", &p.stock)] {
            for &c in cards.iter() {
                place(c, what)?;
                b.pack[b.pack_len as usize] = c;
                b.pack_len += 1;
            }
        }
        let missing: Vec<String> = Card::deck().filter(|c| !seen[c.index() as usize]).map(|c| c.to_string()).collect();
        if !missing.is_empty() {
            return Err(format!("missing cards: {}", missing.join(" ")));
        }
        if b.leeming {
            if let Some(i) = (0..COLUMNS).find(|&i| b.col_len[i] == 0) {
                if b.store_len > 0 || b.waste_len > 0 {
                    return Err(format!(
                        "column {} is empty, but with fill=leeming an empty column is filled at once from the {}",
                        col_label(i),
                        if b.store_len > 0 { "storehouse" } else { "waste" }
                    ));
                }
            }
        }
        Ok(b)
    }

    /// Reads the text position format (see the module doc).
    pub fn from_position(p: &TextPosition) -> Result<Beehive, String> {
        text::from_position(p)
    }

    /// A position from its text (convenience for tests and the CLI).
    pub fn from_text(text: &str) -> Result<Beehive, String> {
        let p = TextPosition::parse(text)?;
        if p.game != GameId::Beehive {
            return Err(format!("this is a {} position, not Beehive", p.game.title()));
        }
        Beehive::from_position(&p)
    }

    /// The position as plain lists (the inverse of [`Beehive::from_parts`]).
    pub fn parts(&self) -> Parts {
        Parts {
            storehouse: self.storehouse().to_vec(),
            columns: (0..COLUMNS).map(|i| self.column(i).to_vec()).collect(),
            stock: self.stock().to_vec(),
            waste: self.waste().to_vec(),
            discarded: self.discarded_ranks(),
            pass: self.pass,
        }
    }

    /// Cards of column `i` (0-based), deepest first; all of one rank.
    pub fn column(&self, i: usize) -> &[Card] {
        &self.cols[i][..self.col_len[i] as usize]
    }
    /// The storehouse, deepest first; only the last card is face up.
    pub fn storehouse(&self) -> &[Card] {
        &self.store[..self.store_len as usize]
    }
    /// The waste, deepest first; only the last card is playable.
    pub fn waste(&self) -> &[Card] {
        &self.pack[..self.waste_len as usize]
    }
    /// The stock, the next card to deal first.
    pub fn stock(&self) -> &[Card] {
        &self.pack[self.waste_len as usize..self.pack_len as usize]
    }
    /// Waste then stock: the order the cards cycle in between plays.
    pub fn pack(&self) -> &[Card] {
        &self.pack[..self.pack_len as usize]
    }
    /// The current trip through the stock (1 = first; unseen cards remain).
    pub fn pass(&self) -> u16 {
        self.pass
    }
    /// Cards dealt by one `Deal`.
    pub fn draw(&self) -> usize {
        self.draw as usize
    }
    /// Empty columns are filled at once (Leeming).
    pub fn is_leeming(&self) -> bool {
        self.leeming
    }
    /// Ranks whose quartet is discarded, ascending.
    pub fn discarded_ranks(&self) -> Vec<u8> {
        (1..=13).filter(|r| self.done & (1 << (r - 1)) != 0).collect()
    }
    /// Number of discarded quartets.
    pub fn quartets(&self) -> usize {
        self.done.count_ones() as usize
    }
}

impl Game for Beehive {
    fn id(&self) -> GameId {
        GameId::Beehive
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
        self.check_move(mv)?;
        Ok(Applied { revealed: self.perform(mv) })
    }
    fn is_won(&self) -> bool {
        self.done == (1 << 13) - 1
    }
    /// Stuck when nothing can be played now or anywhere in the deal cycle,
    /// judged only once every card of the pack has been seen (see the module doc).
    fn is_stuck(&self) -> bool {
        if self.is_won() || self.has_fixed_play() {
            return false;
        }
        let stock_unseen = self.pass == 1 && self.pack_len > self.waste_len;
        if stock_unseen {
            return false;
        }
        !self.cycle_tops().into_iter().any(|c| self.playable(c))
    }
    ///
    /// ```
    /// use swarm::games::{Game, Move, Slot, Options, GameId, beehive::Beehive};
    /// let b = Beehive::deal(&Options::defaults(GameId::Beehive), 1);
    /// assert_eq!(b.parse_move("d").unwrap(), Move::Deal);
    /// assert_eq!(b.format_move(Move::Deal), "D");
    /// assert!(b.parse_move("T").unwrap_err().contains("stock still holds"));
    /// assert!(b.parse_move("W7").unwrap_err().contains("not a Beehive move"));
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
    fn to_text(&self, reveal: bool) -> String {
        text::to_text(self, reveal)
    }
    fn view(&self, _layout: Layout) -> View {
        view::view(self)
    }
    fn all_cards(&self) -> Vec<Card> {
        let mut v: Vec<Card> = self.storehouse().to_vec();
        for i in 0..COLUMNS {
            v.extend_from_slice(self.column(i));
        }
        v.extend_from_slice(self.pack());
        for r in self.discarded_ranks() {
            v.extend(Suit::ALL.iter().map(|&s| Card::new(r, s)));
        }
        v
    }
    fn auto_move(&self, slot: Slot, index: usize) -> Option<Move> {
        self.best_move(slot, index)
    }
    fn columns(&self) -> usize {
        COLUMNS
    }
    fn column_label(&self, i: usize) -> Option<String> {
        (i < COLUMNS).then(|| col_label(i))
    }
    fn pile_len(&self, slot: Slot) -> usize {
        match slot {
            Slot::Column(i) if (i as usize) < COLUMNS => self.column(i as usize).len(),
            Slot::Storehouse => self.storehouse().len(),
            Slot::Stock => self.stock().len(),
            Slot::Waste => self.waste().len(),
            Slot::Discard => self.cards_removed(),
            Slot::Column(_) => 0,
        }
    }
    /// The columns and the waste show every card, the storehouse its top.
    fn shown_card(&self, slot: Slot, depth: usize) -> Option<Card> {
        let cards = match slot {
            Slot::Column(i) if (i as usize) < COLUMNS => self.column(i as usize),
            Slot::Storehouse if depth == 0 => self.storehouse(),
            Slot::Waste => self.waste(),
            _ => return None,
        };
        cards.len().checked_sub(1)?.checked_sub(depth).map(|i| cards[i])
    }
    fn cards_removed(&self) -> usize {
        4 * self.quartets()
    }
    fn unseen(&self) -> Vec<Card> {
        let mut v: Vec<Card> = self.storehouse().split_last().map(|(_, below)| below.to_vec()).unwrap_or_default();
        if self.pass == 1 {
            v.extend_from_slice(self.stock());
        }
        v
    }
    fn with_unseen(&self, cards: &[Card]) -> Self {
        debug_assert_eq!(cards.len(), self.unseen().len());
        let mut b = self.clone();
        let mut it = cards.iter().copied();
        let below = (b.store_len as usize).saturating_sub(1);
        for slot in b.store[..below].iter_mut() {
            if let Some(c) = it.next() {
                *slot = c;
            }
        }
        if b.pass == 1 {
            for slot in b.pack[b.waste_len as usize..b.pack_len as usize].iter_mut() {
                if let Some(c) = it.next() {
                    *slot = c;
                }
            }
        }
        b
    }
}
