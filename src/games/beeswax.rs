//! Beeswax (Pile Up, Pile On, Pileon, Pile Sort, Fifteen Puzzle): 15
//! columns `1`–`9`, `A`–`F` of at most 4 cards; same-rank runs move onto the
//! same rank or into an empty column; won with 13 quartets.
//!
//! Deal: the shuffled deck (see `deal`) is dealt in rows, card `k` to column
//! `k mod 13`, so columns `1`–`D` get 4 cards and `E`, `F` start empty.
//!
//! Notation (Keller / Solitaire Virtuoso): `XY` carries as many cards of the
//! run at the top of `X` as fit on `Y`; `XYk` carries exactly `k`.

use crate::card::{Card, Suit};
use crate::games::{illegal, Applied, Game, GameId, Move, MoveError, Options, Slot};
use crate::notation::{self, TextPosition};
use crate::view::{Face, Fan, PileView, View};

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
        Beeswax::from_columns(&cols).expect("a dealt deck is a valid position")
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
        let labels: Vec<String> = LABELS.iter().map(|c| c.to_string()).collect();
        let known: Vec<&str> = labels.iter().map(String::as_str).collect();
        p.check_labels(&known)?;
        let mut cols = Vec::with_capacity(COLUMNS);
        for l in &known {
            let toks = p.cards(l)?;
            if toks.iter().any(|t| t.face_down) {
                return Err(format!("column {l}: Beeswax has no face-down cards (remove the `#`)"));
            }
            cols.push(notation::known_cards(l, &toks)?);
        }
        Beeswax::from_columns(&cols)
    }

    /// Cards of column `i`, deepest first.
    pub fn column(&self, i: usize) -> &[Card] {
        &self.cols[i][..self.len[i] as usize]
    }

    fn top(&self, i: usize) -> Option<Card> {
        self.column(i).last().copied()
    }

    /// Length of the same-rank run at the top of column `i`.
    pub fn run(&self, i: usize) -> usize {
        let col = self.column(i);
        match col.last() {
            None => 0,
            Some(t) => col.iter().rev().take_while(|c| c.rank() == t.rank()).count(),
        }
    }

    /// Column `i` is a complete quartet (locked).
    pub fn is_quartet(&self, i: usize) -> bool {
        self.len[i] as usize == CAPACITY && self.run(i) == CAPACITY
    }

    /// Column holds cards of one rank only.
    pub fn is_clean(&self, i: usize) -> bool {
        self.len[i] > 0 && self.run(i) == self.len[i] as usize
    }

    fn room(&self, i: usize) -> usize {
        CAPACITY - self.len[i] as usize
    }

    /// How many cards `XY` carries: as many of the run as fit (0 if none may).
    pub fn fit(&self, from: usize, to: usize) -> usize {
        if from == to || from >= COLUMNS || to >= COLUMNS || self.is_quartet(from) {
            return 0;
        }
        let Some(t) = self.top(from) else { return 0 };
        match self.top(to) {
            Some(u) if u.rank() != t.rank() => 0,
            _ => self.run(from).min(self.room(to)),
        }
    }

    /// Checks a transfer, with the reason it is illegal.
    fn check(&self, from: usize, to: usize, count: usize) -> Result<(), MoveError> {
        let (x, y) = (label(from), label(to));
        if from == to {
            return illegal(format!("column {x} onto itself"));
        }
        let Some(t) = self.top(from) else { return illegal(format!("column {x} is empty")) };
        if self.is_quartet(from) {
            return illegal(format!("column {x} is a completed quartet, locked"));
        }
        if count == 0 {
            return illegal("a move carries at least one card");
        }
        let run = self.run(from);
        if count > run {
            return illegal(format!(
                "column {x} has only {run} {} on top, not {count}",
                if run == 1 { "card of that rank" } else { "cards of that rank" }
            ));
        }
        if let Some(u) = self.top(to) {
            if u.rank() != t.rank() {
                return illegal(format!("{t} cannot go on {u}: ranks differ"));
            }
        }
        if count > self.room(to) {
            return illegal(format!(
                "column {y} has room for {} more {}, not {count}",
                self.room(to),
                if self.room(to) == 1 { "card" } else { "cards" }
            ));
        }
        Ok(())
    }

    /// Appends every legal move (each source/target pair at its maximum
    /// count and every smaller count) to `out`.
    pub fn moves_into(&self, out: &mut Vec<Move>) {
        for from in 0..COLUMNS {
            for to in 0..COLUMNS {
                let n = self.fit(from, to);
                for count in (1..=n).rev() {
                    out.push(transfer(from, to, count));
                }
            }
        }
    }

    /// Moves the top `count` cards, keeping their order, without checks (the caller checked).
    pub fn shift(&mut self, from: usize, to: usize, count: usize) {
        let start = self.len[from] as usize - count;
        for k in 0..count {
            self.cols[to][self.len[to] as usize + k] = self.cols[from][start + k];
        }
        // Vacated slots go back to the filler, so equal positions are equal values.
        for slot in &mut self.cols[from][start..start + count] {
            *slot = FILLER;
        }
        self.len[from] -= count as u8;
        self.len[to] += count as u8;
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

fn transfer(from: usize, to: usize, count: usize) -> Move {
    Move::Transfer { from: Slot::Column(from as u8), to: Slot::Column(to as u8), count: count as u8 }
}

fn columns_of(mv: Move) -> Result<(usize, usize, usize), MoveError> {
    match mv {
        Move::Transfer { from: Slot::Column(f), to: Slot::Column(t), count }
            if (f as usize) < COLUMNS && (t as usize) < COLUMNS =>
        {
            Ok((f as usize, t as usize, count as usize))
        }
        Move::Transfer { .. } => illegal("Beeswax moves go between columns 1–F"),
        _ => illegal("Beeswax has no stock: every move goes from column to column"),
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
        let (from, to, count) = columns_of(mv)?;
        self.check(from, to, count)?;
        self.shift(from, to, count);
        Ok(Applied::default())
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
        let t: Vec<char> = text.trim().chars().collect();
        let bad =
            || format!("`{}` is not a Beeswax move (write XY or XYk, columns 1–9, A–F)", notation::clip(text, 12));
        if t.len() < 2 || t.len() > 3 {
            return Err(bad());
        }
        let from = column_of(t[0]).ok_or_else(bad)?;
        let to = column_of(t[1]).ok_or_else(bad)?;
        let count = match t.get(2) {
            None => {
                let n = self.fit(from, to);
                if n == 0 {
                    // Report the precise reason (empty, locked, ranks differ, full).
                    self.check(from, to, 1).map_err(|e| e.0)?;
                    return Err(bad());
                }
                n
            }
            Some(d) => d.to_digit(10).filter(|d| (1..=4).contains(d)).ok_or_else(bad)? as usize,
        };
        let mv = transfer(from, to, count);
        self.check(from, to, count).map_err(|e| e.0)?;
        Ok(mv)
    }
    fn format_move(&self, mv: Move) -> String {
        match columns_of(mv) {
            Ok((f, t, n)) if n == self.fit(f, t) => format!("{}{}", label(f), label(t)),
            Ok((f, t, n)) => format!("{}{}{}", label(f), label(t), n),
            Err(_) => format!("{mv:?}"),
        }
    }
    fn split_record(&self, text: &str) -> Vec<String> {
        text.split(|c: char| c.is_whitespace() || c == ',' || c == ';')
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect()
    }
    fn format_record(&self, moves: &[String]) -> String {
        notation::lines_of(moves, 10, " ")
    }
    fn to_text(&self, _reveal: bool) -> String {
        let mut s = notation::text_header(GameId::Beeswax, &self.options);
        for i in 0..COLUMNS {
            let cards = notation::format_cards(self.column(i), 0, true);
            if cards.is_empty() {
                s.push_str(&format!("{}:\n", label(i)));
            } else {
                s.push_str(&format!("{}: {}\n", label(i), cards));
            }
        }
        s
    }
    fn view(&self, layout: &str) -> View {
        let (fan, rows, cols) = match layout {
            "fans3x5" => (Fan::Right, 3u8, 5u8),
            "fans4x4" => (Fan::Right, 4, 4),
            _ => (Fan::Down, 1, 15),
        };
        let piles = (0..COLUMNS)
            .map(|i| {
                let n = self.len[i] as usize;
                PileView {
                    slot: Slot::Column(i as u8),
                    label: label(i).to_string(),
                    cards: self.column(i).iter().map(|&c| Face::Up(c)).collect(),
                    fan,
                    row: (i / cols as usize) as u8,
                    col: (i % cols as usize) as u8,
                    first_movable: if self.is_quartet(i) { n } else { n - self.run(i) },
                    note: None,
                    done: self.is_quartet(i),
                    capacity: Some(CAPACITY as u8),
                }
            })
            .collect();
        View {
            piles,
            rows,
            cols,
            status: format!(
                "Quartets: {} of 13 · Empty columns: {}",
                self.quartets(),
                (0..COLUMNS).filter(|&i| self.len[i] == 0).count()
            ),
        }
    }
    fn all_cards(&self) -> Vec<Card> {
        (0..COLUMNS).flat_map(|i| self.column(i).to_vec()).collect()
    }
    /// Best destination: a same-rank column with room for the cards, one
    /// holding only that rank first (the fullest such), else an empty column
    /// (never moving a whole clean column into an empty one: no gain).
    fn auto_move(&self, slot: Slot, index: usize) -> Option<Move> {
        let Slot::Column(f) = slot else { return None };
        let from = f as usize;
        if from >= COLUMNS || self.is_quartet(from) {
            return None;
        }
        let len = self.len[from] as usize;
        if index >= len || len - index > self.run(from) {
            return None;
        }
        let count = len - index;
        let rank = self.top(from)?.rank();
        let fits = |to: usize| to != from && self.check(from, to, count).is_ok();
        let mut best: Option<(usize, (bool, usize))> = None;
        for to in (0..COLUMNS).filter(|&t| fits(t) && self.len[t] > 0) {
            debug_assert_eq!(self.top(to).map(|c| c.rank()), Some(rank));
            let score = (self.is_clean(to), self.len[to] as usize);
            if best.is_none_or(|(_, s)| score > s) {
                best = Some((to, score));
            }
        }
        if let Some((to, _)) = best {
            return Some(transfer(from, to, count));
        }
        if count == len && self.is_clean(from) {
            return None;
        }
        (0..COLUMNS).find(|&t| fits(t) && self.len[t] == 0).map(|to| transfer(from, to, count))
    }
}
