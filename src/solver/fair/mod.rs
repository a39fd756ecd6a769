//! Fair play, the part every game shares: hints and autoplay that use only
//! what the player can see or has seen, never a hidden card.
//!
//! - **Worlds** ([`world`], [`sampled`]): every computation runs on
//!   positions whose unseen cards were sorted (throwing away where they
//!   really are) and then shuffled by a fixed seed,
//!   `game.with_unseen(shuffled(sorted(game.unseen()), seed))`. Reshuffle
//!   the hidden cards and every world, so every hint, is the same.
//! - **What has been seen** ([`Seen`]): the visible positions already
//!   played, which a hint does not return to.
//! - **Players** ([`Player`]): each game family brings its own
//!   (`solver::spider::fair`, `solver::beehive::fair`; `solver::fair_player`
//!   picks it), ending, when it has nothing better, in the shared greedy
//!   fallback ([`greedy_hint`]). [`reason`] words a move for the player.
//! - **Autoplay** ([`AutoPlayer`], [`autoplay`]): plays a player's hints one
//!   move at a time; the page's Autoplay and the benchmarks both use it.

mod greedy;
mod player;
mod reason;
mod worlds;

pub use greedy::{greedy_hint, rollout, Filler, Greedy};
pub use player::{autoplay, autoplay_hint_budget, first_legal_autoplay, node_capped, AutoPlayer, Autoplay, Player};
pub use reason::{reason, woods_bonus};
pub use worlds::{sampled, state_key, visible_key, world, Seen};
