//! Cards: a packed `Card` (one byte), `Suit`, ranks 1..=13, and the text forms
//! `Qh`, `10d`, `As` used everywhere (notation, text positions, the page).

use std::fmt;
use std::str::FromStr;

/// A suit. The order (clubs, diamonds, hearts, spades) is the one Woods' save
/// files use, and the one deals are built in.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    Clubs = 0,
    Diamonds = 1,
    Hearts = 2,
    Spades = 3,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    pub fn from_index(i: u8) -> Suit {
        Suit::ALL[(i & 3) as usize]
    }
    /// Lower-case letter used in card text: `c d h s`.
    pub fn letter(self) -> char {
        ['c', 'd', 'h', 's'][self as usize]
    }
    /// Unicode symbol, for the page and for hint reasons.
    pub fn symbol(self) -> char {
        ['♣', '♦', '♥', '♠'][self as usize]
    }
    pub fn name(self) -> &'static str {
        ["clubs", "diamonds", "hearts", "spades"][self as usize]
    }
    pub fn is_red(self) -> bool {
        matches!(self, Suit::Diamonds | Suit::Hearts)
    }
    pub fn from_letter(c: char) -> Option<Suit> {
        match c.to_ascii_lowercase() {
            'c' | '♣' => Some(Suit::Clubs),
            'd' | '♦' => Some(Suit::Diamonds),
            'h' | '♥' => Some(Suit::Hearts),
            's' | '♠' => Some(Suit::Spades),
            _ => None,
        }
    }
}

/// Rank text: `A 2 … 10 J Q K` (index 1..=13).
pub fn rank_text(rank: u8) -> &'static str {
    ["?", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"][rank.min(13) as usize]
}

/// Rank name for accessible labels: "ace", "two", … "king".
pub fn rank_name(rank: u8) -> &'static str {
    ["?", "ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king"]
        [rank.min(13) as usize]
}

/// Parses a rank: `A`, `2`…`10`, `T`, `J`, `Q`, `K` (any case).
pub fn parse_rank(s: &str) -> Option<u8> {
    match s.to_ascii_uppercase().as_str() {
        "A" | "1" => Some(1),
        "T" | "10" => Some(10),
        "J" => Some(11),
        "Q" => Some(12),
        "K" => Some(13),
        d if d.len() == 1 && ("2"..="9").contains(&d) => d.parse().ok(),
        _ => None,
    }
}

/// A playing card packed in one byte: `suit * 13 + (rank - 1)`, 0..52.
/// This is the Woods save-file code minus 65.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

impl Card {
    /// The ace of clubs, the lowest packed value.
    pub const MIN: Card = Card(0);

    /// `rank` is 1 (ace) ..= 13 (king).
    pub fn new(rank: u8, suit: Suit) -> Card {
        debug_assert!((1..=13).contains(&rank));
        Card(suit as u8 * 13 + rank - 1)
    }
    /// From the packed index 0..52 (`None` outside it).
    pub fn from_index(i: u8) -> Option<Card> {
        (i < 52).then_some(Card(i))
    }
    pub fn index(self) -> u8 {
        self.0
    }
    pub fn rank(self) -> u8 {
        self.0 % 13 + 1
    }
    pub fn suit(self) -> Suit {
        Suit::from_index(self.0 / 13)
    }
    /// Accessible name: "queen of hearts".
    pub fn name(self) -> String {
        format!("{} of {}", rank_name(self.rank()), self.suit().name())
    }
    /// Short form with the suit symbol: `Q♥`.
    pub fn pretty(self) -> String {
        format!("{}{}", rank_text(self.rank()), self.suit().symbol())
    }
    /// All 52 cards of one deck, clubs first, ace to king within a suit.
    pub fn deck() -> impl Iterator<Item = Card> {
        (0..52).map(Card)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", rank_text(self.rank()), self.suit().letter())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a card's text was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardParseError(pub String);

impl fmt::Display for CardParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for CardParseError {}

impl FromStr for Card {
    type Err = CardParseError;
    /// ```
    /// use swarm::card::{Card, Suit};
    /// assert_eq!("Qh".parse::<Card>().unwrap(), Card::new(12, Suit::Hearts));
    /// assert_eq!("10d".parse::<Card>().unwrap().to_string(), "10d");
    /// assert!("11x".parse::<Card>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Card, CardParseError> {
        let t = s.trim();
        let mut chars = t.chars();
        let last = chars.next_back().ok_or_else(|| CardParseError("empty card".into()))?;
        let clip = |s: &str, n| crate::text::clip(s, n);
        let suit = Suit::from_letter(last).ok_or_else(|| {
            CardParseError(format!("`{}` is not a card: unknown suit `{}`", clip(t, 24), clip(&last.to_string(), 8)))
        })?;
        let rank = parse_rank(chars.as_str())
            .ok_or_else(|| CardParseError(format!("`{}` is not a card: unknown rank", clip(t, 24))))?;
        Ok(Card::new(rank, suit))
    }
}

/// Sorts cards in their order (as `slice::sort`, which for cards, equal only
/// when identical, is the same as any sort): a counting sort, fast and small
/// in code.
pub fn sort_cards(cards: &mut [Card]) {
    let mut count = [0u16; 256];
    for c in cards.iter() {
        count[c.0 as usize] += 1;
    }
    let mut i = 0;
    for (b, &n) in count.iter().enumerate() {
        for slot in &mut cards[i..i + n as usize] {
            *slot = Card(b as u8);
        }
        i += n as usize;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_round_trips_through_text() {
        for c in Card::deck() {
            assert_eq!(c.to_string().parse::<Card>().unwrap(), c);
        }
        assert_eq!(Card::deck().count(), 52);
    }

    #[test]
    fn parse_accepts_t_and_case() {
        assert_eq!("td".parse::<Card>().unwrap().to_string(), "10d");
        assert_eq!("AS".parse::<Card>().unwrap().to_string(), "As");
        assert!("".parse::<Card>().is_err());
        assert!("1".parse::<Card>().is_err());
        assert!("Zs".parse::<Card>().is_err());
    }

    #[test]
    fn sort_cards_sorts_like_sort() {
        let deck = crate::deal::shuffled(crate::deal::build_deck(2, &Suit::ALL), 3, 99);
        let (mut a, mut b) = (deck.clone(), deck);
        a.sort();
        sort_cards(&mut b);
        assert_eq!(a, b);
    }
}
