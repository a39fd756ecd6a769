//! Spider (Donald Woods' 1979 rules) and Beetle (Open Spider): one family,
//! one state type [`Spider`], with a [`Variant`] for what differs (deal,
//! visibility, removal). This file holds the state, the deals and
//! `impl Game`; `rules` the rules, `notation` Woods' move notation, `text`
//! the text position format, `view` the view model, [`woods`] Woods'
//! save-file lines and `tools` his status / locate / print commands
//! ([`Spider::status_report`], [`Spider::locate`], [`Spider::print_pile`])
//! and the tableau text ([`tableau_text`]).
//!
//! **Deals** (deal version 1, see [`crate::deal`]): the shuffled deck is
//! dealt from index 0, row by row, each row from pile 1 to pile 10.
//! - Spider: 4 rows of 10 face down (cards 0–39), then one more face down
//!   on piles 1, 2, 3, 4 (`extra=left`) or 1, 4, 7, 10 (`extra=spread`)
//!   (cards 40–43), then a row of 10 face up (cards 44–53). Cards 54–103 are
//!   the hand: cards 54–63 are the first deal (piles 1 to 10), 64–73 the
//!   second, and so on. The deck is two full decks (`suits=4`), four decks
//!   of ♥♠ (`suits=2`) or eight of ♠ (`suits=1`), built by
//!   [`crate::deal::build_deck`] with the suits in the order ♥, ♠.
//! - Beetle: 4 rows of 10 (cards 0–39) and a fifth row on piles 1–4 (40–43),
//!   all face up; the stock is cards 44–103, dealt in the same way, 10 a
//!   deal. With `cards=54`: 5 rows of 10 and a sixth on piles 1–4 (0–53),
//!   stock 54–103.
//!
//! **Rules** (SPEC §1.3, §1.4): build down by one rank regardless of suit;
//! the top card, or any same-suit descending run at the top of a pile (or the
//! lower part of it), moves onto a card one rank higher or into an empty
//! pile. A face-down card turns up when it becomes the top. A deal puts one
//! card on every pile, and is refused while a pile is empty unless
//! `empty_deal=yes`. A complete same-suit K…A at the top of a pile is removed
//! by the player (`Move::Remove`, Spider `removal=manual`) or at once after
//! the move that completes it (`removal=auto`, and always in Beetle).

pub mod commands;
mod notation;
mod rules;
mod text;
mod tools;
mod view;
pub mod woods;

use std::sync::Arc;

use crate::card::{Card, Suit};
use crate::games::{Applied, Game, GameId, Move, MoveError, Options, Slot};
use crate::view::{Layout, View};

pub use tools::tableau_text;

/// Number of piles.
pub const PILES: usize = 10;
/// Number of complete suits in the two-deck game.
pub const SUITS_TO_REMOVE: u8 = 8;

/// Which game of the family.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Woods' Spider: face-down cards, a hand of 5 deals.
    Spider,
    /// Beetle: everything dealt face up, a stock of 6 (or 5) deals.
    Beetle,
}

/// The rule switches, read once from the options.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
struct Rules {
    variant: Variant,
    empty_deal: bool,
    auto_remove: bool,
    /// Suits in the pack (Spider's `suits`; Beetle 4).
    suits: u8,
}

impl Rules {
    fn of(options: &Options) -> Rules {
        match options.game() {
            GameId::Beetle => Rules {
                variant: Variant::Beetle,
                empty_deal: options.get("empty_deal") == "yes",
                auto_remove: true,
                suits: 4,
            },
            _ => Rules {
                variant: Variant::Spider,
                empty_deal: options.get("empty_deal") == "yes",
                auto_remove: options.get("removal") == "auto",
                suits: deck_of(options).1.len() as u8,
            },
        }
    }
}

/// A Spider or Beetle position. Piles list their cards deepest first; the
/// first `down[p]` cards of pile `p` are face down. Every card on the table
/// and in the hand lives in one vector (pile 1 to pile 10, then the hand),
/// so cloning a position — what a search does for every child — copies one
/// small vector; the options are shared.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spider {
    /// Pile 1's cards, pile 2's, …, pile 10's, then the hand / stock with
    /// the next card to deal last (so a deal pops).
    cards: Vec<Card>,
    /// Where each pile ends in `cards`: pile `p` is `cards[end[p - 1]..end[p]]`
    /// (from 0 for pile 1); the hand is `cards[end[PILES - 1]..]`.
    end: [u8; PILES],
    down: [u8; PILES],
    /// Complete suits removed, per suit (clubs, diamonds, hearts, spades).
    removed: [u8; 4],
    rules: Rules,
    options: Arc<Options>,
}

/// The deck of a game with these options: (copies, suits).
pub fn deck_of(options: &Options) -> (usize, &'static [Suit]) {
    let suits = if options.game() == GameId::Spider { options.get_num("suits") } else { 4 };
    deck_for(suits)
}

/// The two-deck pack with `suits` suits (4, 2 = ♥♠, 1 = ♠): (copies, suits).
pub fn deck_for(suits: u32) -> (usize, &'static [Suit]) {
    match suits {
        2 => (4, &[Suit::Hearts, Suit::Spades]),
        1 => (8, &[Suit::Spades]),
        _ => (2, &Suit::ALL),
    }
}

impl Spider {
    /// Deal `number` of Spider or Beetle (the game is `options.game()`), in
    /// the order the module documentation gives.
    pub fn deal(options: &Options, number: u32) -> Spider {
        let (copies, suits) = deck_of(options);
        let id = options.game();
        let deck = crate::deal::shuffled(crate::deal::build_deck(copies, suits), id.deal_salt(), number);
        let mut piles: [Vec<Card>; PILES] = Default::default();
        let mut down = [0u8; PILES];
        let mut cards = deck.iter().copied();
        let mut put = |p: usize, piles: &mut [Vec<Card>; PILES]| {
            piles[p].push(cards.next().expect("the deck holds 104 cards"));
        };
        if id == GameId::Beetle {
            let rows = if options.get("cards") == "54" { 5 } else { 4 };
            for _ in 0..rows {
                (0..PILES).for_each(|p| put(p, &mut piles));
            }
            (0..4).for_each(|p| put(p, &mut piles));
        } else {
            for _ in 0..4 {
                (0..PILES).for_each(|p| put(p, &mut piles));
            }
            let extra = if options.get("extra") == "spread" { [0, 3, 6, 9] } else { [0, 1, 2, 3] };
            extra.iter().for_each(|&p| put(p, &mut piles));
            for p in 0..PILES {
                down[p] = piles[p].len() as u8;
                put(p, &mut piles);
            }
        }
        let dealt: usize = piles.iter().map(Vec::len).sum();
        let stock = deck[dealt..].iter().rev().copied().collect();
        Spider::assemble(piles, down, stock, [0; 4], Rules::of(options), options)
    }

    /// The position from its piles and its stock (next card to deal last).
    fn assemble(
        piles: [Vec<Card>; PILES],
        down: [u8; PILES],
        stock: Vec<Card>,
        removed: [u8; 4],
        rules: Rules,
        options: &Options,
    ) -> Spider {
        let mut cards = Vec::with_capacity(piles.iter().map(Vec::len).sum::<usize>() + stock.len());
        let mut end = [0u8; PILES];
        for (p, pile) in piles.iter().enumerate() {
            cards.extend_from_slice(pile);
            end[p] = cards.len() as u8;
        }
        cards.extend(stock);
        Spider { cards, end, down, removed, rules, options: Arc::new(options.clone()) }
    }

    /// Where pile `p` starts in `cards`.
    fn start(&self, p: usize) -> usize {
        if p == 0 {
            0
        } else {
            self.end[p - 1] as usize
        }
    }

    /// The hand / stock, the next card to deal last.
    fn stock(&self) -> &[Card] {
        &self.cards[self.end[PILES - 1] as usize..]
    }

    /// Moves the top `k` cards of pile `f` onto pile `t` (no checks).
    fn shift(&mut self, f: usize, t: usize, k: usize) {
        if f < t {
            let (a, b) = (self.end[f] as usize - k, self.end[t] as usize);
            self.cards[a..b].rotate_left(k);
            self.end[f..t].iter_mut().for_each(|e| *e -= k as u8);
        } else {
            let (a, b) = (self.end[t] as usize, self.end[f] as usize);
            self.cards[a..b].rotate_right(k);
            self.end[t..f].iter_mut().for_each(|e| *e += k as u8);
        }
    }

    /// Deals the next card of the hand onto pile `p`.
    fn deal_onto(&mut self, p: usize) {
        if self.stock().is_empty() {
            return;
        }
        if let Some(c) = self.cards.pop() {
            let at = self.end[p] as usize;
            self.cards.insert(at, c);
            self.end[p..].iter_mut().for_each(|e| *e += 1);
        }
    }

    /// Takes the top `k` cards off pile `p`.
    fn take_off(&mut self, p: usize, k: usize) {
        let e = self.end[p] as usize;
        self.cards.drain(e - k..e);
        self.end[p..].iter_mut().for_each(|x| *x -= k as u8);
    }

    /// A position from its parts, checked: `piles` deepest first with the
    /// first `down[p]` cards face down, `hand` in deal order (first card to
    /// pile 1), `removed` the number of complete suits removed if stated.
    /// Every card of the deck must be there exactly as often as it should,
    /// except whole suits that have been removed.
    pub fn from_parts(
        options: &Options,
        piles: Vec<Vec<Card>>,
        down: Vec<usize>,
        hand: Vec<Card>,
        removed: Option<usize>,
    ) -> Result<Spider, String> {
        let rules = Rules::of(options);
        if piles.len() != PILES || down.len() != PILES {
            return Err(format!("{} has {PILES} piles, not {}", options.game().title(), piles.len()));
        }
        for (p, (pile, &d)) in piles.iter().zip(&down).enumerate() {
            if d > pile.len() {
                return Err(format!("pile {}: more face-down cards than cards", p + 1));
            }
            if d > 0 && d == pile.len() {
                return Err(format!("pile {}: its top card must be face up", p + 1));
            }
            if d > 0 && rules.variant == Variant::Beetle {
                return Err(format!("pile {}: Beetle has no face-down cards (remove the `#`)", p + 1));
            }
        }
        if !hand.len().is_multiple_of(PILES) {
            return Err(format!("the stock holds {} cards; it must be whole deals of {PILES}", hand.len()));
        }
        let present = piles.iter().flatten().chain(&hand).copied();
        let removed_suits = text::check_cards(options, present, removed)?;
        let mut arr: [Vec<Card>; PILES] = Default::default();
        let mut dn = [0u8; PILES];
        for (p, pile) in piles.into_iter().enumerate() {
            dn[p] = down[p] as u8;
            arr[p] = pile;
        }
        Ok(Spider::assemble(arr, dn, hand.into_iter().rev().collect(), removed_suits, rules, options))
    }

    /// Reads the text position format (the frame is already parsed).
    pub fn from_position(p: &crate::games::position::TextPosition) -> Result<Spider, String> {
        text::from_position(p)
    }

    /// Reads a Woods save-file line (see [`woods`]).
    pub fn from_woods(text: &str) -> Result<Spider, String> {
        woods::parse(text)
    }

    /// Writes the position as a Woods save-file line (Spider only).
    pub fn to_woods(&self) -> Result<String, String> {
        woods::to_line(self)
    }

    /// Spider or Beetle.
    pub fn variant(&self) -> Variant {
        self.rules.variant
    }

    /// Cards of pile `p` (0-based), deepest first.
    pub fn pile(&self, p: usize) -> &[Card] {
        &self.cards[self.start(p)..self.end[p] as usize]
    }

    /// Number of face-down cards at the bottom of pile `p`.
    pub fn face_down(&self, p: usize) -> usize {
        self.down[p] as usize
    }

    /// The hand / stock in deal order (the first card goes to pile 1).
    pub fn hand(&self) -> impl Iterator<Item = Card> + '_ {
        self.stock().iter().rev().copied()
    }

    /// Deals left in the hand / stock.
    pub fn deals_left(&self) -> usize {
        self.stock().len() / PILES
    }

    /// Complete suits removed so far.
    pub fn removed_count(&self) -> u8 {
        self.removed.iter().sum()
    }

    /// Suits in the pack: 4, 2 or 1 (Spider's `suits` option; Beetle 4).
    pub fn suits(&self) -> u8 {
        self.rules.suits
    }

    /// Whether a deal is allowed while a pile is empty (`empty_deal=yes`).
    pub fn empty_deal(&self) -> bool {
        self.rules.empty_deal
    }

    /// Complete suits removed, per suit (clubs, diamonds, hearts, spades).
    pub fn removed_suits(&self) -> [u8; 4] {
        self.removed
    }

    /// Total face-down cards on the table.
    pub fn face_down_total(&self) -> usize {
        self.down.iter().map(|&d| d as usize).sum()
    }

    /// The same position with its piles in another order: pile `p` becomes
    /// pile `to[p]` (a permutation of 0..10), and so does the card each
    /// deal of the hand gives it. Spider's rules treat every pile alike, so
    /// this is the same game; only what tells piles apart (their numbers,
    /// the order moves are listed in) differs.
    pub fn with_piles_permuted(&self, to: &[usize; PILES]) -> Spider {
        let mut from = [0usize; PILES];
        for (p, &q) in to.iter().enumerate() {
            from[q] = p;
        }
        let piles: [Vec<Card>; PILES] = std::array::from_fn(|q| self.pile(from[q]).to_vec());
        let down: [u8; PILES] = std::array::from_fn(|q| self.down[from[q]]);
        let hand: Vec<Card> = self.hand().collect();
        let mut dealt = hand.clone();
        for (d, row) in hand.chunks(PILES).enumerate() {
            for (p, &c) in row.iter().enumerate() {
                dealt[d * PILES + to[p]] = c;
            }
        }
        let stock = dealt.into_iter().rev().collect();
        Spider::assemble(piles, down, stock, self.removed, self.rules, &self.options)
    }
}

/// Hashes the cards and rule switches, not the shared option table (equal
/// positions still hash alike; the solver hashes millions of them).
impl std::hash::Hash for Spider {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.cards.hash(h);
        self.end.hash(h);
        self.down.hash(h);
        self.removed.hash(h);
        self.rules.hash(h);
    }
}

impl Game for Spider {
    fn id(&self) -> GameId {
        match self.rules.variant {
            Variant::Spider => GameId::Spider,
            Variant::Beetle => GameId::Beetle,
        }
    }
    fn options(&self) -> &Options {
        &self.options
    }
    fn legal_moves(&self) -> Vec<Move> {
        let mut v = Vec::with_capacity(32);
        self.moves_into(&mut v);
        v
    }
    fn apply(&mut self, mv: Move) -> Result<Applied, MoveError> {
        self.play(mv)
    }
    fn is_won(&self) -> bool {
        self.removed_count() == SUITS_TO_REMOVE
    }
    /// Woods' notation: `n m`, `n m k`, `n` (remove a suit), `D`.
    /// ```
    /// use swarm::games::{Game, GameId, Move, Options, Slot, spider::Spider};
    /// let g = Spider::deal(&Options::defaults(GameId::Spider), 1); // tops: Ah 6d 10c 6s Jc Jh Ac 7s 2s 6d
    /// let m = g.parse_move("2 8").unwrap(); // the 6d onto the 7s
    /// assert_eq!(m, Move::Transfer { from: Slot::Column(1), to: Slot::Column(7), count: 1 });
    /// assert_eq!(g.format_move(m), "2 8");
    /// assert_eq!(g.parse_move("D").unwrap(), Move::Deal);
    /// assert!(g.parse_move("2 5").unwrap_err().contains("6d cannot go on Jc"));
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
        let mut v: Vec<Card> = self.cards.clone();
        for s in Suit::ALL {
            for _ in 0..self.removed[s as usize] {
                v.extend((1..=13).map(|r| Card::new(r, s)));
            }
        }
        v
    }
    fn auto_move(&self, slot: Slot, index: usize) -> Option<Move> {
        self.best_move(slot, index)
    }
    fn removable_run(&self, slot: Slot) -> Option<usize> {
        match slot {
            Slot::Column(p) => self.removable_from(p as usize),
            _ => None,
        }
    }
    fn columns(&self) -> usize {
        PILES
    }
    fn column_label(&self, i: usize) -> Option<String> {
        (i < PILES).then(|| (i + 1).to_string())
    }
    fn pile_len(&self, slot: Slot) -> usize {
        match slot {
            Slot::Column(p) if (p as usize) < PILES => self.pile(p as usize).len(),
            Slot::Stock => self.stock().len(),
            Slot::Discard => self.cards_removed(),
            _ => 0,
        }
    }
    /// The columns show their cards above the face-down ones.
    fn shown_card(&self, slot: Slot, depth: usize) -> Option<Card> {
        let p = match slot {
            Slot::Column(p) if (p as usize) < PILES => p as usize,
            _ => return None,
        };
        let pile = self.pile(p);
        let i = pile.len().checked_sub(1)?.checked_sub(depth)?;
        (i >= self.face_down(p)).then(|| pile[i])
    }
    fn cards_removed(&self) -> usize {
        13 * self.removed_count() as usize
    }
    fn undo_reveal_cheats(&self) -> bool {
        true
    }
    /// Spider: the face-down cards pile by pile (deepest first), then the
    /// hand in deal order. Beetle: the stock in deal order.
    fn unseen(&self) -> Vec<Card> {
        let mut v = Vec::with_capacity(self.face_down_total() + self.stock().len());
        for p in 0..PILES {
            v.extend_from_slice(&self.pile(p)[..self.down[p] as usize]);
        }
        v.extend(self.hand());
        v
    }
    fn with_unseen(&self, cards: &[Card]) -> Spider {
        let mut g = self.clone();
        let mut it = cards.iter().copied();
        for p in 0..PILES {
            let at = g.start(p);
            for i in 0..g.down[p] as usize {
                if let Some(c) = it.next() {
                    g.cards[at + i] = c;
                }
            }
        }
        let (at, n) = (g.end[PILES - 1] as usize, g.stock().len());
        for i in 0..n {
            if let Some(c) = it.next() {
                g.cards[at + n - 1 - i] = c;
            }
        }
        debug_assert!(it.next().is_none());
        g
    }
}
