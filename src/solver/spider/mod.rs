//! Spider and Beetle for the solver: a fast evaluation from the read-only
//! accessors (what the player sees: face-up cards, face-down counts) with
//! the move list and key the fair hints plan with, and the peeking search
//! (every card known): its own evaluation and weights ([`peek_evaluate`]),
//! moves without equivalent shuffles, complete suits removed at once, a
//! 64-bit key, and a beam that keeps a share for every number of deals done
//! and widens each time it dies out ([`peek_beam`]). The fair player that
//! plans with them is [`fair`].

pub mod chance;
pub mod commit;
pub mod fair;
pub mod features;
pub mod nested;
pub mod selfplay;
pub mod value;
pub mod weights;

use crate::games::spider::{Spider, Variant, PILES};
use crate::games::{Game, Move, Slot};

use super::search::{Beam, Budget, Space};
use super::tuning::{SpiderWeights, FAIR_ONE_SUIT, FAIR_SPIDER, PEEK_BEETLE, PEEK_ONE_SUIT, PEEK_SPIDER, PEEK_WIDEN};

/// The fair hints' evaluation (what the player sees: face-up cards,
/// face-down counts): [`peek_evaluate`]'s formula with weights of its own
/// (nothing for the runs over face-down cards).
pub fn evaluate(s: &Spider) -> i64 {
    peek_evaluate(s, if one_suit(s) { &FAIR_ONE_SUIT } else { &FAIR_SPIDER })
}

/// Two independent 64-bit word hashes at once (a multiply-rotate mix with
/// different constants per half), fed eight cards a word.
#[derive(Copy, Clone)]
struct Twin(u64, u64);

impl Twin {
    const K: [u64; 2] = [0x51_7c_c1_b7_27_22_0a_95, 0x9e_37_79_b9_7f_4a_7c_15];
    fn new(seed: u64) -> Twin {
        Twin(seed ^ 0x243f_6a88_85a3_08d3, seed ^ 0x1319_8a2e_0370_7344)
    }
    fn word(&mut self, w: u64) {
        self.0 = (self.0.rotate_left(5) ^ w).wrapping_mul(Self::K[0]);
        self.1 = (self.1.rotate_left(23) ^ w).wrapping_mul(Self::K[1]);
    }
    /// The cards, eight to a word; the length is hashed by the caller.
    fn cards(&mut self, cards: impl Iterator<Item = crate::card::Card>) {
        card_words(cards, |w| self.word(w));
    }
    /// A final avalanche per half, so nearby inputs spread over the table.
    fn finish(self) -> u128 {
        ((fmix64(self.0) as u128) << 64) | fmix64(self.1) as u128
    }
}

/// Feeds `cards` to `word` eight to a word (a card is its packed byte, 0..52).
fn card_words(cards: impl Iterator<Item = crate::card::Card>, mut word: impl FnMut(u64)) {
    let (mut w, mut n) = (0u64, 0);
    for c in cards {
        w |= (c.index() as u64) << (8 * n);
        n += 1;
        if n == 8 {
            word(w);
            (w, n) = (0, 0);
        }
    }
    if n > 0 {
        word(w);
    }
}

/// MurmurHash3's 64-bit finaliser.
fn fmix64(mut x: u64) -> u64 {
    x ^= x >> 33;
    x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
    x ^ (x >> 33)
}

/// Pile `p`'s 64-bit hash: its length, face-down count and cards, eight
/// to a word, then an avalanche.
fn pile_hash(s: &Spider, p: usize) -> u64 {
    let cards = s.pile(p);
    let mut h = ((cards.len() as u64) << 8 | s.face_down(p) as u64).wrapping_mul(Twin::K[1]);
    card_words(cards.iter().copied(), |w| h = (h.rotate_left(5) ^ w).wrapping_mul(Twin::K[0]));
    fmix64(h)
}

/// The table's hash: each pile's (sorted once the hand is empty: then
/// they are interchangeable), the suits removed and the deals left.
fn table_hash(s: &Spider) -> Twin {
    let mut hs: [u64; PILES] = std::array::from_fn(|p| pile_hash(s, p));
    if s.deals_left() == 0 {
        hs.sort_unstable();
    }
    let mut t = Twin::new(0xA7);
    hs.iter().for_each(|&h| t.word(h));
    let r = s.removed_suits();
    t.word(u64::from_le_bytes([r[0], r[1], r[2], r[3], 0, 0, 0, 0]) | (s.deals_left() as u64) << 40);
    t
}

/// A 128-bit key of everything that decides a position's future (each
/// pile's cards and face-down count, the suits removed, the hand in
/// order); piles sorted once the hand is empty.
pub fn key(s: &Spider) -> u128 {
    let mut t = table_hash(s);
    t.cards(s.hand());
    t.finish()
}

/// The peeking search's key: 64 bits (half the table memory of [`key`]; a
/// collision can only make the beam skip a state, and a beam proves
/// nothing anyway), piles sorted once the hand is empty. The hand is not
/// hashed: with every card known it follows from the deals left.
pub fn peek_key(s: &Spider) -> u64 {
    table_hash(s).finish() as u64
}

/// Moves worth searching: no whole pile into a space, into a space only the
/// first one (and only the whole run), no run split off a same-suit run
/// except onto the same suit.
pub fn useful_moves(s: &Spider, out: &mut Vec<Move>) {
    let first_empty = (0..PILES).find(|&p| s.pile(p).is_empty());
    let legal = s.legal_moves();
    // A complete suit is removed at once (Woods keeps one only to manipulate
    // its cards, which a beam does not plan), unless that would leave too few
    // cards to fill every pile before the next deal: then removal is not
    // offered, since keeping the suit until after the deal loses nothing and
    // removing it now loses the game ([`starved`]).
    if let Some(&m) = legal.iter().find(|m| matches!(m, Move::Remove { .. })) {
        if !starves(s, 13) {
            out.push(m);
            return;
        }
    }
    for m in legal {
        if matches!(m, Move::Remove { .. }) {
            continue;
        }
        if let Move::Transfer { from: Slot::Column(f), to: Slot::Column(t), count } = m {
            let (f, t, n) = (f as usize, t as usize, count as usize);
            let cards = s.pile(f);
            let moved = cards[cards.len() - n];
            let below = cards.len().checked_sub(n + 1).filter(|&i| i >= s.face_down(f)).map(|i| cards[i]);
            let target = s.pile(t).last().copied();
            match target {
                None => {
                    if Some(t) != first_empty || n == cards.len() {
                        continue;
                    }
                    // Only the whole same-suit run (or the whole face-up part).
                    if below.is_some_and(|b| b.suit() == moved.suit() && b.rank() == moved.rank() + 1) {
                        continue;
                    }
                }
                Some(u) => {
                    let splits = below.is_some_and(|b| b.suit() == moved.suit() && b.rank() == moved.rank() + 1);
                    if splits && u.suit() != moved.suit() {
                        continue;
                    }
                }
            }
        }
        out.push(m);
    }
}

/// The value of a position that can never be won: cards are left to deal,
/// dealing needs every pile to hold a card, and fewer cards than piles are
/// left on the table (each removed suit takes 13 away, and nothing but a
/// deal brings cards back).
pub const STARVED: i64 = -(1 << 40);

/// Whether `s` can never deal again, so never win: see [`STARVED`].
pub fn starved(s: &Spider) -> bool {
    starves(s, 0)
}

/// Whether `s` would be [`starved`] with `fewer` cards on the table.
fn starves(s: &Spider, fewer: usize) -> bool {
    s.deals_left() > 0 && !s.empty_deal() && (0..PILES).map(|p| s.pile(p).len()).sum::<usize>() < PILES + fewer
}

/// Whether `s` is Spider played with one suit (every join natural), which
/// the fair and peeking players treat apart.
pub fn one_suit(s: &Spider) -> bool {
    s.variant() == Variant::Spider && s.suits() == 1
}

// ---- Peeking analysis ---------------------------------------------------

/// The weights of [`peek_evaluate`] for this game: one-suit Spider, Spider
/// with 2 or 4 suits, Beetle.
pub fn peek_weights(s: &Spider) -> SpiderWeights {
    match s.variant() {
        Variant::Beetle => PEEK_BEETLE,
        Variant::Spider if one_suit(s) => PEEK_ONE_SUIT,
        Variant::Spider => PEEK_SPIDER,
    }
}

/// The peeking search's evaluation (higher is better), with weights of its
/// own: Woods' rules of thumb (removed suits, natural joins, turned-up
/// cards, spaces; breaks are bad) plus the runs that cover face-down cards.
pub fn peek_evaluate(s: &Spider, w: &SpiderWeights) -> i64 {
    if starved(s) {
        return STARVED;
    }
    let mut v = w.removed * s.removed_count() as i64;
    let mut empty = 0;
    for p in 0..PILES {
        let cards = s.pile(p);
        let down = s.face_down(p);
        if cards.is_empty() {
            empty += 1;
            continue;
        }
        v -= w.down * down as i64;
        let up = &cards[down..];
        let mut natural_run = 0;
        let mut segments = 1;
        for pair in up.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            if b.rank() + 1 == a.rank() && b.suit() == a.suit() {
                v += w.natural;
                natural_run += 1;
                continue;
            }
            v += if b.rank() + 1 == a.rank() { w.off_suit } else { -w.broken };
            natural_run = 0;
            segments += 1;
        }
        v += w.top_run * natural_run * natural_run;
        if down > 0 {
            v -= w.dig * segments;
        }
        if down == 0 && up.first().is_some_and(|c| c.rank() == 13) {
            v += w.king_root;
        }
    }
    v += empty * if s.deals_left() > 0 { w.space } else { w.space_last };
    let deals: usize = match s.variant() {
        Variant::Spider => 5,
        Variant::Beetle => 6,
    };
    v + w.deal * deals.saturating_sub(s.deals_left()) as i64
}

/// Spider or Beetle with every card known (peeking analysis): the moves of
/// [`peek_moves`], complete suits removed at once, [`peek_evaluate`].
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct SpiderSpace {
    pub weights: SpiderWeights,
}

impl SpiderSpace {
    /// The space for positions of this game (its weights).
    pub fn of(s: &Spider) -> SpiderSpace {
        SpiderSpace { weights: peek_weights(s) }
    }
}

impl Space for SpiderSpace {
    type State = Spider;
    type Move = Move;
    type Key = u64;
    fn key(&self, s: &Spider) -> u64 {
        peek_key(s)
    }
    fn is_goal(&self, s: &Spider) -> bool {
        s.is_won()
    }
    fn moves(&self, s: &Spider, out: &mut Vec<Move>) {
        peek_moves(s, out);
    }
    fn forced(&self, s: &Spider) -> Option<Move> {
        removal(s)
    }
    fn apply(&self, s: &mut Spider, m: Move) {
        let r = s.apply(m);
        debug_assert!(r.is_ok(), "peek_moves gave an illegal move {m:?}");
    }
    fn score(&self, s: &Spider) -> i64 {
        -peek_evaluate(s, &self.weights)
    }
    fn complete(&self) -> bool {
        false
    }
    /// States that dealt less keep a share of the beam: the best line
    /// often deals later than the states that dealt early look.
    fn bucket(&self, s: &Spider) -> u32 {
        s.deals_left() as u32
    }
}

/// A complete suit to remove (manual removal), if any: the peeking search
/// removes it at once, without branching.
pub fn removal(s: &Spider) -> Option<Move> {
    // An Ace on top of 13 cards or more first (cheap), then the whole run.
    let p = (0..PILES).find(|&p| {
        s.pile(p).len() >= 13 && s.pile(p).last().is_some_and(|c| c.rank() == 1) && s.has_complete_suit(p)
    })?;
    // Automatic removal (always in Beetle) leaves no complete suit behind.
    let manual = s.variant() == Variant::Spider && s.options().get("removal") == "manual";
    (manual && !starves(s, 13)).then_some(Move::Remove { column: p as u8 })
}

/// Moves the peeking search tries: [`useful_moves`] without the moves that
/// only shuffle a run between equivalent places (onto the twin of the card
/// it sits on; a same-suit run split onto its own suit is such a move).
pub fn peek_moves(s: &Spider, out: &mut Vec<Move>) {
    let start = out.len();
    useful_moves(s, out);
    let mut keep = start;
    for i in start..out.len() {
        let m = out[i];
        if let Move::Transfer { from: Slot::Column(f), to: Slot::Column(t), count } = m {
            let (f, t, n) = (f as usize, t as usize, count as usize);
            let cards = s.pile(f);
            let below = cards.len().checked_sub(n + 1).filter(|&i| i >= s.face_down(f)).map(|i| cards[i]);
            // Onto the twin (two decks) of the card it leaves: the same
            // position with the two piles' tops swapped over.
            if below.is_some() && below == s.pile(t).last().copied() {
                continue;
            }
        }
        out[keep] = m;
        keep += 1;
    }
    out.truncate(keep);
}

/// The peeking beam search on a Spider or Beetle position, starting
/// `width` wide ([`PEEK_WIDTH`](super::tuning::PEEK_WIDTH) for a whole game)
/// and widening by [`PEEK_WIDEN`].
pub fn peek_beam(s: &Spider, width: usize, budget: Budget) -> Beam<SpiderSpace> {
    Beam::new(SpiderSpace::of(s), s.clone(), width, budget).widening(PEEK_WIDEN)
}
