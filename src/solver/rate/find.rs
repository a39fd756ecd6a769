//! A winnable deal of a given difficulty: the deals from a number on,
//! each first shown winnable as "winnable deals only" shows it
//! ([`crate::winnable::Finder`] with the daily budget), then rated
//! ([`super::Rater`]); the first whose label is the one asked for is the
//! answer. Node-capped and in slices, so the page's worker runs it ahead of
//! time and a cancel is heard between two slices; the same deal comes out
//! natively and in wasm.

use super::{Difficulty, Rater, Rating};
use crate::games::{AnyGame, GameId, Options};
use crate::winnable::{daily_budget, Finder};

/// Deals a search tries at most before it says none was found.
pub const DIFFICULTY_TRIES: u32 = 2_000;

/// What a deal of the search is going through.
enum Stage {
    Winnable(Box<Finder>),
    Rate(Box<Rater>),
}

/// The answer of a [`DifficultyFinder`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pick {
    /// The deal and its rating; `None` when the tries ran out.
    pub deal: Option<(u32, Rating)>,
    /// Deals looked at (the one found included).
    pub tried: u64,
    /// Deals shown winnable, and rated, on the way.
    pub rated: u64,
}

/// Looks for the first winnable deal of a difficulty, in slices.
pub struct DifficultyFinder {
    game: GameId,
    options: Options,
    want: Difficulty,
    next: Option<u32>,
    tries_left: u32,
    now: Option<(u32, Stage)>,
    tried: u64,
    rated: u64,
    nodes: u64,
}

impl DifficultyFinder {
    /// Starts at deal `n` with `options`, for a deal labelled `want`
    /// (easy to expert: "not winnable" is never asked for), trying at
    /// most `tries` deals.
    pub fn new(options: &Options, want: Difficulty, n: u32, tries: u32) -> Result<DifficultyFinder, String> {
        if want == Difficulty::NotWinnable {
            return Err("a deal that is not winnable cannot be asked for".into());
        }
        if n < crate::deal::MIN_DEAL {
            return Err(format!("deal number {n} is out of range (1 to {})", crate::deal::MAX_DEAL));
        }
        Ok(DifficultyFinder {
            game: options.game(),
            options: options.clone(),
            want,
            next: Some(n),
            tries_left: tries,
            now: None,
            tried: 0,
            rated: 0,
            nodes: 0,
        })
    }

    /// Deals looked at so far (progress).
    pub fn tried(&self) -> u64 {
        self.tried
    }

    /// Nodes spent so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
            + match &self.now {
                Some((_, Stage::Winnable(f))) => f.nodes(),
                Some((_, Stage::Rate(r))) => r.nodes(),
                None => 0,
            }
    }

    /// Works on at most about `slice` more nodes; `Some` once finished.
    pub fn step(&mut self, slice: u64) -> Option<Pick> {
        let stop = self.nodes().saturating_add(slice);
        while self.nodes() < stop {
            let left = stop - self.nodes();
            if let Some(p) = self.advance(left) {
                return Some(p);
            }
        }
        None
    }

    /// Runs to the answer.
    pub fn run(mut self) -> Pick {
        loop {
            if let Some(p) = self.step(u64::MAX / 2) {
                return p;
            }
        }
    }

    fn advance(&mut self, left: u64) -> Option<Pick> {
        let Some((n, stage)) = &mut self.now else {
            let n = match self.next {
                Some(n) if self.tries_left > 0 => n,
                _ => return Some(Pick { deal: None, tried: self.tried, rated: self.rated }),
            };
            self.tries_left -= 1;
            self.next = n.checked_add(1);
            self.tried += 1;
            // The options are the game's own and the number in range: the
            // finder cannot refuse them (if it did, the deal is passed over).
            if let Ok(f) = Finder::new(self.game, &self.options, n, daily_budget(self.game), 1) {
                self.now = Some((n, Stage::Winnable(Box::new(f))));
            }
            return None;
        };
        let n = *n;
        match stage {
            Stage::Winnable(f) => {
                let found = f.step(left)?;
                self.nodes += found.nodes;
                let game = found.deal.and_then(|_| AnyGame::deal(self.game, &self.options, n).ok());
                self.now = game.map(|g| (n, Stage::Rate(Box::new(Rater::new(&g)))));
                None
            }
            Stage::Rate(r) => {
                let rating = r.step(left)?;
                self.nodes += rating.nodes;
                self.rated += 1;
                self.now = None;
                (rating.difficulty == self.want).then_some(Pick {
                    deal: Some((n, rating)),
                    tried: self.tried,
                    rated: self.rated,
                })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deal_found_is_winnable_and_rated_as_asked() {
        let o = Options::defaults(GameId::Beeswax);
        for want in [Difficulty::Easy, Difficulty::Expert] {
            let p = DifficultyFinder::new(&o, want, 1, 200).unwrap().run();
            let (n, r) = p.deal.expect("a deal of each label within 200 Beeswax deals");
            assert_eq!(r.difficulty, want);
            let g = AnyGame::deal(GameId::Beeswax, &o, n).unwrap();
            assert_eq!(super::super::rate(&g), r);
            assert!(p.tried >= 1 && p.rated >= 1 && p.rated <= p.tried);
        }
    }

    #[test]
    fn not_winnable_cannot_be_asked_for() {
        let o = Options::defaults(GameId::Beeswax);
        assert!(DifficultyFinder::new(&o, Difficulty::NotWinnable, 1, 10).is_err());
        assert!(DifficultyFinder::new(&o, Difficulty::Hard, 0, 10).is_err());
    }

    #[test]
    fn slices_find_what_one_run_finds() {
        let o = Options::defaults(GameId::Beeswax);
        let whole = DifficultyFinder::new(&o, Difficulty::Hard, 50, 100).unwrap().run();
        let mut f = DifficultyFinder::new(&o, Difficulty::Hard, 50, 100).unwrap();
        let sliced = loop {
            if let Some(p) = f.step(500) {
                break p;
            }
        };
        assert_eq!(whole, sliced);
    }
}
