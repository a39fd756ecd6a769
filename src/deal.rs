//! Deal numbers and the versioned, seeded shuffle.
//!
//! **Swarm deal version 1** (frozen: links must keep working forever):
//! 1. The deck is built in canonical order: for each copy, for each suit in
//!    the game's suit list, ranks ace to king (see [`build_deck`]).
//! 2. A SplitMix64 generator is seeded with `(salt << 32) | N`, where `N` is
//!    the deal number (1..=4,294,967,295) and `salt` a per-game constant, so
//!    the same number gives unrelated layouts in different games.
//! 3. Fisher–Yates from the end: for `i` from `len-1` down to 1, pick `j`
//!    uniformly in `0..=i` with [`SplitMix64::below`] (rejection sampling, no
//!    modulo bias) and swap positions `i` and `j`.
//! 4. Each game deals the shuffled deck from index 0 in the order its module
//!    documents.
//!
//! Everything here is integer arithmetic, so native and wasm builds agree.

use crate::card::{Card, Suit};
use crate::text;

/// Smallest and largest deal number.
pub const MIN_DEAL: u32 = 1;
pub const MAX_DEAL: u32 = u32::MAX;

/// SplitMix64 (Steele, Lea, Flood 2014; the seeding generator of xoshiro).
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    pub fn new(seed: u64) -> Self {
        SplitMix64(seed)
    }
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// Uniform in `0..n` (`n > 0`) by rejection sampling.
    pub fn below(&mut self, n: u64) -> u64 {
        debug_assert!(n > 0);
        let zone = u64::MAX - (u64::MAX % n);
        loop {
            let x = self.next_u64();
            if x < zone {
                return x % n;
            }
        }
    }
}

/// Fisher–Yates shuffle, from the last position down (deal version 1).
pub fn shuffle<T>(items: &mut [T], rng: &mut SplitMix64) {
    for i in (1..items.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        items.swap(i, j);
    }
}

/// The canonical unshuffled deck: `copies` times, each suit in `suits`, ace to king.
pub fn build_deck(copies: usize, suits: &[Suit]) -> Vec<Card> {
    let mut deck = Vec::with_capacity(copies * suits.len() * 13);
    for _ in 0..copies {
        for &s in suits {
            for r in 1..=13 {
                deck.push(Card::new(r, s));
            }
        }
    }
    deck
}

/// The shuffled deck for deal `number` of the game with `salt`.
pub fn shuffled(mut deck: Vec<Card>, salt: u32, number: u32) -> Vec<Card> {
    let mut rng = SplitMix64::new(((salt as u64) << 32) | number as u64);
    shuffle(&mut deck, &mut rng);
    deck
}

/// Parses a deal number written in digits, 1 to 4,294,967,295. A refusal
/// says what is wrong with the number: missing, negative, zero or too large
/// (out of range), written with an exponent or a decimal point, or not a
/// number at all; the text is quoted cut short and escaped
/// ([`crate::text::clip`]).
/// ```
/// use swarm::deal::parse_deal_number;
/// assert_eq!(parse_deal_number(" 52923 "), Ok(52923));
/// assert!(parse_deal_number("-1").unwrap_err().contains("negative"));
/// assert!(parse_deal_number("99999999999").unwrap_err().contains("too large"));
/// assert!(parse_deal_number("1e9").unwrap_err().contains("write 1000000000"));
/// assert!(parse_deal_number("7.5").unwrap_err().contains("not a whole number"));
/// ```
pub fn parse_deal_number(s: &str) -> Result<u32, String> {
    let t = s.trim();
    if t.is_empty() {
        return Err(format!("the deal number is missing ({MIN_DEAL} to {MAX_DEAL})"));
    }
    let digits = t.strip_prefix('+').unwrap_or(t);
    let why = if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
        match digits.trim_start_matches('0') {
            "" => Written::Zero,
            d if d.len() > 10 || d.parse::<u64>().map_or(true, |n| n > MAX_DEAL as u64) => Written::Large,
            d => return d.parse().map_err(|_| said(t, "is not a number")),
        }
    } else if t.strip_prefix('-').is_some_and(|r| !r.is_empty() && r.bytes().all(|b| b.is_ascii_digit() || b == b'.')) {
        Written::Negative
    } else {
        // A number written some other way (1e9, 7.5): say how to write it.
        match written_number(t) {
            Some(Written::Whole(n)) => {
                return Err(format!("deal number `{}` is not a number in plain digits: write {n}", text::clip(t, 24)))
            }
            Some(x) => x,
            None => return Err(said(t, "is not a number")),
        }
    };
    Err(said(
        t,
        match why {
            Written::Negative => "is out of range: negative",
            Written::Fraction => "is not a whole number",
            Written::Zero => "is out of range: zero",
            _ => "is out of range: too large",
        },
    ))
}

/// "deal number `t` `why` (1 to 4294967295)", `t` clipped.
fn said(t: &str, why: &str) -> String {
    format!("deal number `{}` {why} ({MIN_DEAL} to {MAX_DEAL})", text::clip(t, 24))
}

/// What a number written with a decimal point or an exponent (`7.5`,
/// `1e9`, `-2.5E-3`) is, for [`parse_deal_number`]'s message.
#[derive(Debug, PartialEq)]
enum Written {
    Negative,
    Fraction,
    Zero,
    Large,
    Whole(u32),
}

/// `t`'s sign (`-`: true) and what follows it.
fn sign(t: &str) -> (bool, &str) {
    match t.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    }
}

/// Reads `[+-]digits[.digits][e[+-]digits]` (the form of a decimal float:
/// at least one digit before or after the point) exactly, with integer
/// arithmetic on its digits: the page's wasm then carries no float parser.
/// `None` when `t` is not written so.
fn written_number(t: &str) -> Option<Written> {
    let (negative, t) = sign(t);
    let (mantissa, exp) = match t.split_once(['e', 'E']) {
        Some((m, x)) => (m, Some(x)),
        None => (t, None),
    };
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if int.len() + frac.len() == 0 || !digits(int) || !digits(frac) {
        return None;
    }
    // The exponent, saturated far beyond any digit count that matters.
    let mut e: i64 = match exp {
        None => 0,
        Some(x) => {
            let (minus, x) = sign(x);
            if x.is_empty() || !digits(x) {
                return None;
            }
            let v = x.bytes().fold(0i64, |v, b| (v * 10 + i64::from(b - b'0')).min(1 << 40));
            if minus {
                -v
            } else {
                v
            }
        }
    };
    // The value is `sig` (digits, no leading or trailing zeros) times 10^e.
    let all = format!("{int}{frac}");
    e -= frac.len() as i64;
    let sig = all.trim_start_matches('0');
    let trimmed = sig.trim_end_matches('0');
    e += (sig.len() - trimmed.len()) as i64;
    let sig = trimmed;
    Some(if sig.is_empty() {
        Written::Zero
    } else if negative {
        Written::Negative
    } else if e < 0 {
        Written::Fraction
    } else if sig.len() as i64 + e > 10 {
        Written::Large
    } else {
        let n = sig.bytes().fold(0u64, |v, b| v * 10 + u64::from(b - b'0')) * 10u64.pow(e as u32);
        // Compared as u64: MAX_DEAL is u32's largest today, and a u32 guard would always hold.
        match u32::try_from(n) {
            Ok(w) if n <= u64::from(MAX_DEAL) => Written::Whole(w),
            _ => Written::Large,
        }
    })
}

/// A random deal number (for "New"), from the operating system / browser.
pub fn random_deal_number() -> u32 {
    let mut b = [0u8; 4];
    if getrandom::getrandom(&mut b).is_err() {
        return 1;
    }
    u32::from_le_bytes(b).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitmix_matches_reference_values() {
        // Reference: SplitMix64 seeded with 0 (Vigna's splitmix64.c).
        let mut r = SplitMix64::new(0);
        assert_eq!(r.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(r.next_u64(), 0x6E78_9E6A_A1B9_65F4);
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let deck = build_deck(2, &Suit::ALL);
        let mut s = shuffled(deck.clone(), 7, 123);
        assert_ne!(s, deck);
        s.sort();
        let mut d = deck;
        d.sort();
        assert_eq!(s, d);
    }

    #[test]
    fn deal_numbers_are_checked() {
        assert_eq!(parse_deal_number("52923"), Ok(52923));
        assert!(parse_deal_number("0").is_err());
        assert!(parse_deal_number("4294967296").is_err());
        assert!(parse_deal_number("99999999999999999999999").unwrap_err().contains("out of range"));
        assert!(parse_deal_number("abc").unwrap_err().contains("not a number"));
        assert_eq!(parse_deal_number("4294967295"), Ok(u32::MAX));
        assert_eq!(parse_deal_number("+7"), Ok(7));
        assert_eq!(parse_deal_number("007"), Ok(7));
    }

    /// Each refusal says what is wrong with the number, and quotes it short.
    #[test]
    fn a_refused_deal_number_says_what_is_wrong_with_it() {
        let says = |text: &str, what: &str| {
            let e = parse_deal_number(text).unwrap_err();
            assert!(e.contains(what), "{text}: {e}");
            assert!(e.chars().count() < 100, "{e}");
        };
        says("", "missing");
        says("-1", "out of range: negative");
        says("-0.5", "negative");
        says("0", "out of range: zero");
        says("000", "zero");
        says("99999999999", "out of range: too large");
        says("4294967296", "too large");
        says(&"9".repeat(10_000), "too large");
        says("1e10", "out of range: too large");
        says("1e400", "too large");
        says("1e9", "not a number in plain digits: write 1000000000");
        says("7.5", "not a whole number");
        says("1.5e0", "not a whole number");
        says("1e-400", "not a whole number");
        says("-0e5", "out of range: zero");
        says("-1e400", "negative");
        says("+.5e1", "write 5");
        says("4.294967295e9", "write 4294967295");
        says("4.294967296e9", "too large");
        says("2500e-2", "write 25");
        says("1.e1", "write 10");
        says(".", "not a number");
        says("1e+", "not a number");
        says("1.2.3", "not a number");
        says("1e5e5", "not a number");
        says("--1e2", "not a number");
        says("abc", "`abc` is not a number");
        says("1e", "not a number");
        says("0x10", "not a number");
        says("\u{1b}[2J", "`\\u{1b}[2J` is not a number");
    }
}
