//! Helpers shared by the fuzz targets: a byte reader that turns fuzz input
//! into choices (game, option set, deal number, moves), and the invariants
//! of `tests/support/invariants.rs`.
#![allow(dead_code)]

#[path = "../../tests/support/invariants.rs"]
pub mod invariants;

use std::sync::OnceLock;

use swarm::deal::SplitMix64;
use swarm::games::{AnyGame, GameId, Options};

/// Reads choices off the front of the input; past the end it reads zeros.
pub struct Bytes<'a>(pub &'a [u8]);

impl<'a> Bytes<'a> {
    pub fn u8(&mut self) -> u8 {
        match self.0.split_first() {
            Some((&b, rest)) => {
                self.0 = rest;
                b
            }
            None => 0,
        }
    }
    pub fn u32(&mut self) -> u32 {
        u32::from_le_bytes([self.u8(), self.u8(), self.u8(), self.u8()])
    }
    pub fn u64(&mut self) -> u64 {
        (self.u32() as u64) << 32 | self.u32() as u64
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    pub fn rest(self) -> &'a [u8] {
        self.0
    }
}

/// Every (game, option set) the engine can deal, computed once.
pub fn variants() -> &'static [(GameId, Options)] {
    static V: OnceLock<Vec<(GameId, Options)>> = OnceLock::new();
    V.get_or_init(|| {
        invariants::available_games()
            .into_iter()
            .flat_map(|g| invariants::all_option_sets(g).into_iter().map(move |o| (g, o)))
            .collect()
    })
}

/// A dealt position chosen by the input (variant, deal number), then a few
/// random legal moves into the game, so parsers see positions other than deals.
pub fn dealt_position(b: &mut Bytes) -> AnyGame {
    let v = variants();
    let (game, options) = &v[b.u8() as usize % v.len()];
    let number = b.u32().max(1);
    let mut g = AnyGame::deal(*game, options, number).expect("an available game deals");
    let mut rng = SplitMix64::new(b.u64());
    for _ in 0..b.u8() % 40 {
        let legal = g.legal_moves();
        if legal.is_empty() {
            break;
        }
        g.apply(legal[rng.below(legal.len() as u64) as usize]).expect("a generated move applies");
    }
    g
}
