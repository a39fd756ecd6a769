//! The card size kept across a game: the cards keep their size while the
//! longest pile fits closed up; they shrink only when it does not; they
//! grow back only by [`GROW`] or more, with room for [`GROW_MARGIN`] more
//! cards on the longest pile at its usual face-down step, and (the room
//! unchanged) only after [`CALM`] moves at the
//! smaller size, so a pile that grows for a move and shrinks again never
//! changes the size back and forth.

use super::{close_up, fit_at, fit_view, largest, Fit, Shape, Style};
use crate::view::{Face, View};

/// How much larger (a ratio) the cards must be able to grow before they do.
pub const GROW: f64 = 1.05;
/// Face-up cards the longest pile may gain after the cards shrink before
/// they would have to shrink again.
pub const MARGIN: f64 = 2.0;
/// ...and after they grow back (more: a pile that shortens and lengthens
/// again by a few cards keeps the size).
pub const GROW_MARGIN: f64 = 5.0;
/// Moves played at a size before the cards may grow back (in the same room).
pub const CALM: u32 = 5;

/// The fit a table keeps, and what it was worked out for.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Steady {
    fit: Option<Fit>,
    room: (f64, f64),
    /// Each pile's cards and face-down cards: a change is a move.
    piles: Vec<(usize, usize)>,
    /// Moves since the size last changed.
    moves: u32,
}

impl Steady {
    /// Forgets the kept fit (a new table: another game, layout or form).
    pub fn reset(&mut self) {
        *self = Steady::default();
    }

    /// The fit for `view` in a room of `room` px, from the one kept.
    pub fn next(&mut self, room: (f64, f64), shape: &Shape, style: Style, view: &View) -> Fit {
        let piles: Vec<(usize, usize)> = view
            .piles
            .iter()
            .map(|p| (p.cards.len(), p.cards.iter().filter(|c| matches!(c, Face::Down)).count()))
            .collect();
        let moved = piles != self.piles;
        let resized = room != self.room;
        self.piles = piles;
        self.room = room;
        if moved {
            self.moves = self.moves.saturating_add(1);
        }
        let best = fit_view(room, shape, style, view);
        let f = match self.fit {
            // A new table, or the kept cards no longer fit: the largest that does.
            Some(k) if k.card_w < best.card_w => {
                let roomy = largest(room, shape, style, view, GROW_MARGIN, true);
                if (resized || self.moves >= CALM) && roomy.card_w >= k.card_w * GROW {
                    roomy
                } else {
                    fit_at(room, shape, style, k.card_w)
                }
            }
            // The kept cards still fit, just: they keep their size (the same
            // table drawn again must not shrink).
            Some(k) if k.card_w == best.card_w => best,
            // They no longer fit: the largest with room for a few more cards.
            Some(_) => largest(room, shape, style, view, MARGIN, false),
            None => best,
        };
        if self.fit.is_none_or(|k| k.card_w != f.card_w) {
            self.moves = 0;
        }
        self.fit = Some(f);
        // The face-down strips as thin as this view's longest pile needs.
        close_up(f, view)
    }
}
