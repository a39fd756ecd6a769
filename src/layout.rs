//! The table's geometry, worked out from a [`View`] and the room the page
//! gives it: which grid cells each pile takes (and, for a short wide
//! window, the one-row form of the table), how wide each grid column is in
//! card widths, and the card's size, the gaps and the fans' strips in px
//! that fill the room. Pure arithmetic: the page (`web::table`) sets the
//! results on the table as CSS variables (`www/style.css` draws with them);
//! the tests below check them natively.

use crate::games::Slot;
use crate::view::{Fan, Layout, PileView, View};

mod close;
mod steady;
pub use close::{close_up, down_px, down_thin, pile_need, up_px};
pub use steady::{Steady, GROW};

/// Width of the visible strip of a card under the next one in a right fan,
/// in card widths (the CSS reads it from `--fan-ratio`).
pub const FAN_RATIO: f64 = 0.4;
/// Cards of an uncapped right fan shown spread (Beehive's waste: three).
pub const FAN_SHOWN: usize = 3;
/// The strip of a card under the next one in a count (the hand's stacks,
/// the removed suits), as the grid reserves it in card widths: the
/// stylesheet's `--count-x` (22 % of a card, or the index's floor on the
/// narrowest cards) with room to spare.
const COUNT_CELLS: f64 = 0.3;
/// A face-up strip in a downward fan at full spread, in card heights
/// (`--fan-y` in the stylesheet).
const FAN_Y: f64 = 0.24;
/// The room a downward pile without a limit is given, in card heights:
/// a Spider or Beetle pile of some 5 face-down and 10 face-up cards. A
/// longer one closes up; its index never shrinks.
const LONG_PILE: f64 = 3.6;
/// Beehive's columns hold at most three cards (four are discarded).
const BEEHIVE_PILE: f64 = 1.0 + 3.0 * FAN_Y;

/// How a game's table is drawn, from its key (`spider`, …), the layout the
/// player chose and what is on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Style {
    /// Slim gaps (Beeswax's fifteen columns, so the cards get the width).
    pub slim: bool,
    /// The hand and the removed suits shown as counts, one stack a deal
    /// left and each suit visible (Spider, Beetle).
    pub counts: bool,
    /// Some pile has a note under its label (each row keeps room for
    /// one), else a label is all.
    pub notes: bool,
}

impl Style {
    pub fn of(game: &str, layout: Layout, view: &View) -> Style {
        Style {
            slim: game == "beeswax" && layout == Layout::Columns,
            counts: matches!(game, "spider" | "beetle"),
            notes: view.piles.iter().any(|p| p.note.is_some()),
        }
    }
}

/// The table arranged for a room.
#[derive(Clone, Debug)]
pub struct Arrangement {
    /// The one-row form of the view, when it is the one taken.
    pub side: Option<View>,
    pub shape: Shape,
}

/// Arranges `view` for a room of `room` px: in one row where the game has
/// that form and it gives cards more than [`GROW`] larger (a phone on its
/// side), else as the view lays it out. `was`: whether the table was in
/// one row (none: a new table); one row stays while it gives cards as
/// large, so the table never switches back and forth as the room changes
/// a little (Finish's band, the game won).
pub fn arrange(view: &View, game: &str, style: Style, room: (f64, f64), was: Option<bool>) -> Arrangement {
    let below = shape(view, game, style.counts, false);
    if let Some(one_row) = beside(view, game) {
        let sh = shape(&one_row, game, style.counts, true);
        let (side_w, below_w) = (fit(room, &sh, style).card_w, fit(room, &below, style).card_w);
        let take = if was == Some(true) { side_w >= below_w } else { side_w > below_w * GROW };
        if take {
            return Arrangement { side: Some(one_row), shape: sh };
        }
    }
    Arrangement { side: None, shape: below }
}

/// The table laid out in one row, for a wide, short window (a phone on its
/// side), where that gives larger cards (`draw` measures both ways):
/// Spider's and Beetle's hand in a first column, the piles, the removed
/// suits in a last one; Beehive's storehouse, stock, waste and discard
/// before its columns. Beeswax's other form is the reverse: its fifteen
/// columns in two rows, for a tall window (`arrange` takes it where its
/// cards are larger, as it does the one-row forms).
fn beside(view: &View, game: &str) -> Option<View> {
    let mut v = view.clone();
    match game {
        "spider" | "beetle" => {
            let cols = v.cols;
            for p in &mut v.piles {
                match p.slot {
                    Slot::Stock => (p.row, p.col) = (0, 0),
                    Slot::Discard => (p.row, p.col) = (0, cols + 1),
                    _ => p.col += 1,
                }
            }
            v.cols = cols + 2;
        }
        "beehive" => {
            // Row 0 (storehouse 0, stock 1, waste 2 spreading into 3,
            // discard 4 into 5) keeps its cells; the columns follow it.
            let first = v.piles.iter().filter(|p| p.row == 0).map(|p| p.col + 2).max().unwrap_or(0);
            for p in &mut v.piles {
                if p.row == 1 {
                    (p.row, p.col) = (0, first + p.col);
                }
            }
            v.cols = first + view.piles.iter().filter(|p| p.row == 1).count() as u8;
        }
        // Beeswax's fifteen columns in two rows (8 and 7): on a tall
        // window the columns in one row leave most of the height bare.
        "beeswax" if v.rows == 1 => {
            let per = v.cols.div_ceil(2);
            for p in &mut v.piles {
                (p.row, p.col) = (p.col / per, p.col % per);
            }
            v.cols = per;
            v.rows = 2;
            return Some(v);
        }
        _ => return None,
    }
    v.rows = 1;
    Some(v)
}

/// A table's shape on the grid: each grid column's width in card widths
/// (a card and its fans' strips), each pile's place, and what the fit
/// reads: the columns, the fans' strips and the depth in card heights.
#[derive(Clone, Debug, Default)]
pub struct Shape {
    pub widths: Vec<f64>,
    pub places: Vec<(Slot, Place)>,
    pub cols: f64,
    pub strips: f64,
    pub depth: f64,
    pub rows: f64,
}

fn shape(view: &View, game: &str, counts: bool, side: bool) -> Shape {
    let (widths, places) = grid(view, counts, side);
    let strips: f64 = widths.iter().map(|w| ((w - 1.0) / FAN_RATIO).max(0.0)).sum();
    let long = if game == "beehive" { BEEHIVE_PILE } else { LONG_PILE };
    let depth = (0..view.rows).map(|r| row_depth(view, r, long)).sum();
    let places = view.piles.iter().map(|p| p.slot).zip(places).collect();
    Shape { cols: widths.len() as f64, widths, places, strips, depth, rows: view.rows as f64 }
}

/// The largest a card may be, in px.
const CARD_MAX: f64 = 150.0;
/// The smallest, in px (a very small window scrolls rather than shrink further).
const CARD_MIN: f64 = 24.0;
/// Below this width (px) a card shows its index without a centre pip.
pub const SMALL_CARD: f64 = 44.0;
/// Below this width (px) a card's face is its suit alone (one large pip),
/// not a two to ten's pips or a court card's frame: too busy that small.
pub const PLAIN_FACE: f64 = 72.0;
/// Below this width (px) pile labels and notes are set smaller (they must
/// stay under their own pile, as on a phone held upright).
pub const NARROW_CARD: f64 = 56.0;
/// One `rem`, in px.
const REM: f64 = 16.0;

/// The table's measures in px, from the room it has (`width` × `height`,
/// the area under the bar): the gaps, the card width, and the height the
/// first row's downward piles may take. The widest row (`hslots` card
/// widths) fills the width; every row, at the `depth` its game needs in
/// card heights plus its label and note, fills the height.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fit {
    pub gap: f64,
    /// The gap between columns: `gap`, and where the width (nearly) sets
    /// the card, what a whole-pixel card leaves over, so the piles span
    /// the table.
    pub col_gap: f64,
    pub pad: f64,
    pub card_w: f64,
    pub avail_h: f64,
    /// A fan's strip in card widths: at least [`FAN_RATIO`], and wide
    /// enough for an index ("10" whole) on narrow cards.
    pub fan_ratio: f64,
    /// A face-down strip of a downward fan, in px (`--down-step`): a
    /// quarter of the card's index ([`down_px`]), or thinner, to a thin
    /// edge ([`down_thin`]), where the longest pile needs it ([`close_up`]).
    pub down_step: f64,
    /// The longest pile does not fit even closed up as tight as it goes
    /// (face-down strips thin, face-up ones at a whole index) on the
    /// smallest cards: the table scrolls, and the page shows it can.
    pub scrolls: bool,
}

/// The index's size for a card `w` px wide (the stylesheet's `--idx`).
pub(crate) fn index_px(w: f64) -> f64 {
    clamp(w * 0.27, 11.0, 30.0)
}

/// `x` within `lo..=hi`, as `f64::clamp` (a NaN stays NaN) for `lo ≤ hi`,
/// without its `min > max` panic message: that message writes the bounds
/// with `{:?}`, which keeps the standard float formatting (some 16 KB) in
/// the page's wasm. `lo > hi` gives `lo` for an `x` below it, else at most `hi`.
pub fn clamp(x: f64, lo: f64, hi: f64) -> f64 {
    if x < lo {
        lo
    } else if x > hi {
        hi
    } else {
        x
    }
}

/// The gap between piles and the table's padding, in px, for a room
/// `width` px wide.
fn spacing(width: f64, slim: bool) -> (f64, f64) {
    if slim {
        (clamp(width * 0.0025, 3.0, 8.0), clamp(width * 0.006, 4.0, 10.0))
    } else {
        (clamp(width * 0.009, 3.0, 14.0), clamp(width * 0.012, 4.0, 18.0))
    }
}

/// The room under a pile for its label and note, in px: two lines where
/// the note wraps (a phone, or narrow cards); a label alone where no pile
/// has a note.
fn note_px(notes: bool, width: f64, card_w: f64) -> f64 {
    if !notes {
        1.15 * REM
    } else if width < 600.0 || card_w < NARROW_CARD {
        2.6 * REM
    } else {
        2.2 * REM
    }
}

/// The strip a vertical index needs ("10" over its suit) on a card `w` px
/// wide, in card widths: a narrower card needs a relatively wider strip.
fn strip_for(w: f64) -> f64 {
    FAN_RATIO.max((index_px(w) * 1.15 + 3.0) / w)
}

/// Works out the table's [`Fit`] for a table of `shape` in a room of
/// `width` × `height` px: the largest card that fits.
pub fn fit((width, height): (f64, f64), shape: &Shape, style: Style) -> Fit {
    let Shape { cols, strips, rows, depth, .. } = *shape;
    let (gap, pad) = spacing(width, style.slim);
    let row_gap = gap * 1.6;
    let card_for = |ratio: f64, note: f64| {
        let fit_h = (height - 2.0 * pad - rows * (note + row_gap)) / depth.max(1.0) / 1.4;
        let fit_w = (width - 2.0 * pad - (cols - 1.0).max(0.0) * gap) / (cols + strips * ratio).max(1.0);
        clamp(fit_w.min(fit_h), CARD_MIN, CARD_MAX).floor()
    };
    // The strip an index needs, then the card that leaves, until the card
    // stops shrinking. Whole pixels, each round no larger than the last,
    // so it ends (in two or three rounds).
    let mut card_w = card_for(FAN_RATIO, note_px(style.notes, width, CARD_MAX));
    for _ in 0..CARD_MAX as usize {
        let w = card_for(strip_for(card_w), note_px(style.notes, width, card_w));
        if w >= card_w {
            break;
        }
        card_w = w;
    }
    fit_at((width, height), shape, style, card_w)
}

/// The table's measures with cards `card_w` px wide in a room of `width` ×
/// `height` px (no larger than [`fit`]'s).
pub fn fit_at((width, height): (f64, f64), shape: &Shape, style: Style, card_w: f64) -> Fit {
    let Shape { cols, strips, rows, .. } = *shape;
    let (gap, pad) = spacing(width, style.slim);
    let note = note_px(style.notes, width, card_w);
    let fan_ratio = strip_for(card_w);
    let card_h = card_w * 1.4;
    let label = 1.15 * REM;
    let avail_h = height - 2.0 * pad - label - (rows - 1.0).max(0.0) * (card_h + note + gap * 1.6);
    let spare = width - 2.0 * pad - (cols - 1.0).max(0.0) * gap - (cols + strips * fan_ratio) * card_w;
    let col_gap = if cols > 1.0 && spare > 0.0 && spare <= (cols + strips * fan_ratio + 1.0).max(width * 0.04) {
        gap + spare / (cols - 1.0)
    } else {
        gap
    };
    let down_step = down_px(card_w);
    Fit { gap, col_gap, pad, card_w, avail_h: avail_h.max(card_h), fan_ratio, down_step, scrolls: false }
}

/// The fit for the table as it is now: the largest card at which the
/// longest downward pile, closed up to the strips its indices need, stays
/// within the room its row gives it, so the table stays whole, the notes
/// under the hand and the removed suits too. A long pile closes up first;
/// the cards shrink only when that is not enough.
pub fn fit_view(room: (f64, f64), shape: &Shape, style: Style, view: &View) -> Fit {
    close_up(largest(room, shape, style, view, 0.0, false), view)
}

/// The largest fit at which the longest pile with `extra` more face-up
/// cards fits closed up: its face-down strips thin, or (`loose`, the test
/// for growing back) at their usual step, so a size is kept across the
/// band between the two.
pub(crate) fn largest(room: (f64, f64), shape: &Shape, style: Style, view: &View, extra: f64, loose: bool) -> Fit {
    let mut f = fit(room, shape, style);
    let down = |w: f64| if loose { down_px(w) } else { down_thin(w) };
    while f.card_w > CARD_MIN
        && close::need(view, f.card_w, down(f.card_w)) + extra * up_px(f.card_w) > f.avail_h + 0.01
    {
        f = fit_at(room, shape, style, f.card_w - 1.0);
    }
    f
}

/// Where a pile sits on the grid: its first column, how many columns it
/// spans, and whether it grows leftwards (right-aligned in its cells).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub col: u8,
    pub span: u8,
    pub left: bool,
}

/// Grid column widths in card widths, and each pile's place. A pile wider
/// than one card (a fan to the right, the hand's stacks, the removed
/// suits) spreads over the empty cells beside it, to the right or else to
/// the left; only when both are taken does its column widen.
fn grid(view: &View, counts: bool, side: bool) -> (Vec<f64>, Vec<Place>) {
    let cols = view.cols.max(1) as usize;
    let mut widths = vec![1.0f64; cols];
    let occupied = |row: u8, col: usize| view.piles.iter().any(|q| q.row == row && q.col as usize == col);
    let mut places = Vec::with_capacity(view.piles.len());
    for p in &view.piles {
        let w = if side && counted(p, counts) { 1.0 } else { pile_width(p, counts) };
        let cells = (w - 0.01).ceil().max(1.0) as usize;
        let c = p.col as usize;
        let free = |range: std::ops::Range<usize>| range.into_iter().all(|x| x < cols && !occupied(p.row, x));
        let place = if cells == 1 {
            Place { col: p.col, span: 1, left: false }
        } else if c + cells <= cols && free(c + 1..c + cells) {
            Place { col: p.col, span: cells as u8, left: false }
        } else if c + 1 >= cells && free(c + 1 - cells..c) {
            Place { col: (c + 1 - cells) as u8, span: cells as u8, left: true }
        } else {
            if let Some(x) = widths.get_mut(c) {
                *x = x.max(w);
            }
            Place { col: p.col, span: 1, left: false }
        };
        places.push(place);
    }
    (widths, places)
}

/// Whether a pile shows every card as a count (the hand's stacks, one per
/// deal left; the removed suits, each visible).
pub fn counted(p: &PileView, counts: bool) -> bool {
    counts && matches!(p.slot, Slot::Stock | Slot::Discard)
}

/// A pile's width in card widths.
fn pile_width(p: &PileView, counts: bool) -> f64 {
    if counted(p, counts) {
        // Room for the most it will hold: the deals of a fresh game, 8 suits.
        let most = if p.slot == Slot::Discard { 8 } else { p.cards.len().max(5) };
        // Cells reserved with room for the index's floor on narrow cards.
        return 1.0 + (most.saturating_sub(1)) as f64 * COUNT_CELLS;
    }
    match (p.fan, p.capacity) {
        (Fan::Right, None) => 1.0 + (FAN_SHOWN - 1) as f64 * FAN_RATIO,
        (Fan::Right, Some(_)) => 1.0 + (slots(p).saturating_sub(1)) as f64 * FAN_RATIO,
        _ => 1.0,
    }
}

/// How many card places a pile shows (capacity outlines included).
pub fn slots(p: &PileView) -> usize {
    match (p.fan, p.capacity) {
        (Fan::Stack, _) => 1,
        (Fan::Right, None) => p.cards.len().clamp(1, FAN_SHOWN),
        (_, Some(c)) => p.cards.len().max(c as usize).max(1),
        (_, None) => 1,
    }
}

/// The depth of a row in card heights: what its piles need at full fan
/// (a long Spider pile's room, a Beeswax column of four).
fn row_depth(view: &View, row: u8, long: f64) -> f64 {
    view.piles
        .iter()
        .filter(|p| p.row == row)
        .map(|p| match (p.fan, p.capacity) {
            (Fan::Down, Some(c)) => 1.0 + (c.max(1) - 1) as f64 * FAN_Y,
            (Fan::Down, None) => long,
            _ => 1.0,
        })
        .fold(1.0, f64::max)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{AnyGame, GameId, Options};

    /// `clamp` is `f64::clamp` wherever that does not panic (`lo ≤ hi`),
    /// NaN and signed zeros included.
    #[test]
    fn clamp_as_the_standard_one() {
        let xs = [f64::NAN, f64::NEG_INFINITY, -3.5, -0.0, 0.0, 2.0, 2.5, 7.0, 11.0, f64::INFINITY];
        for &lo in &xs[1..] {
            for &hi in &xs[1..] {
                if lo > hi {
                    continue;
                }
                for x in xs {
                    let (a, b) = (clamp(x, lo, hi), x.clamp(lo, hi));
                    assert!(a.to_bits() == b.to_bits(), "clamp({x}, {lo}, {hi}): {a} against {b}");
                }
            }
        }
    }

    fn view(game: GameId, deal: u32, layout: Layout) -> View {
        AnyGame::deal(game, &Options::defaults(game), deal).unwrap().view(layout)
    }

    /// The table's measures for `game` in a room, as the page works them out.
    fn measure(game: GameId, deal: u32, layout: Layout, room: (f64, f64)) -> (Arrangement, Fit) {
        let v = view(game, deal, layout);
        let style = Style::of(game.key(), layout, &v);
        let a = arrange(&v, game.key(), style, room, None);
        let f = fit(room, &a.shape, style);
        (a, f)
    }

    /// The widest row's width in px at fit `f`.
    fn row_width(sh: &Shape, f: &Fit) -> f64 {
        2.0 * f.pad + (sh.cols - 1.0) * f.col_gap + (sh.cols + sh.strips * f.fan_ratio) * f.card_w
    }

    #[test]
    fn desktop_cards_are_large_and_fill_the_width_or_the_height() {
        // The room under the bar of a 1280×800 and a 1440×900 window.
        for room in [(1280.0, 756.0), (1440.0, 856.0)] {
            for (game, deal, layout) in [
                (GameId::Spider, 7, Layout::Columns),
                (GameId::Beetle, 3, Layout::Columns),
                (GameId::Beehive, 42, Layout::Columns),
                (GameId::Beeswax, 52923, Layout::Columns),
            ] {
                let (a, f) = measure(game, deal, layout, room);
                assert!(f.card_w >= 80.0, "{game:?} at {room:?}: {} px cards", f.card_w);
                let w = row_width(&a.shape, &f);
                assert!(w <= room.0 + 0.5, "{game:?} at {room:?}: the table is {w} px wide");
                // The largest card that fits: one pixel more overflows the width or the height.
                let bigger = Fit { card_w: f.card_w + 1.0, col_gap: f.gap, ..f };
                let too_wide = row_width(&a.shape, &bigger) > room.0;
                let v = view(game, deal, layout);
                let note = if Style::of(game.key(), layout, &v).notes { 2.2 * REM } else { 1.15 * REM };
                let rows = a.shape.rows;
                let deep = |w: f64| 2.0 * f.pad + rows * (note + 1.6 * f.gap) + a.shape.depth * 1.4 * w;
                assert!(
                    deep(f.card_w) <= room.1 + 0.5,
                    "{game:?} at {room:?}: the table is {} px deep",
                    deep(f.card_w)
                );
                let too_deep = deep(f.card_w + 1.0) > room.1;
                assert!(
                    too_wide || too_deep || f.card_w >= CARD_MAX,
                    "{game:?} at {room:?}: {} px cards could grow",
                    f.card_w
                );
            }
        }
    }

    #[test]
    fn a_phone_on_its_side_gets_the_one_row_table_and_upright_does_not() {
        for (game, deal) in [(GameId::Spider, 7), (GameId::Beetle, 3), (GameId::Beehive, 42)] {
            let (side, fs) = measure(game, deal, Layout::Columns, (740.0, 310.0));
            assert!(side.side.is_some(), "{game:?} on its side");
            assert_eq!(side.side.as_ref().unwrap().rows, 1);
            let below = fit(
                (740.0, 310.0),
                &shape(&view(game, deal, Layout::Columns), game.key(), game != GameId::Beehive, false),
                Style::of(game.key(), Layout::Columns, &view(game, deal, Layout::Columns)),
            );
            assert!(fs.card_w > below.card_w * 1.05, "{game:?}: {} against {}", fs.card_w, below.card_w);
            let (upright, _) = measure(game, deal, Layout::Columns, (360.0, 690.0));
            assert!(upright.side.is_none(), "{game:?} upright");
        }
        // Beeswax has no one-row form: its columns go in two rows where
        // the height allows larger cards (a desktop), and its fans stay.
        let (a, f) = measure(GameId::Beeswax, 1, Layout::Columns, (1104.0, 778.0));
        assert_eq!(a.side.as_ref().map(|v| (v.rows, v.cols)), Some((2, 8)));
        assert!(f.card_w >= 110.0, "{} px cards", f.card_w);
        assert!(measure(GameId::Beeswax, 1, Layout::Fans5x3, (740.0, 310.0)).0.side.is_none());
    }

    #[test]
    fn a_spider_pile_of_thirteen_face_up_cards_and_the_row_below_fit_the_height() {
        use crate::games::Game;
        // Pile 1: 5 face-down cards and a whole suit K…A face up.
        let text = "game: spider\n1: #5d #4d #3d #2d #Ad Ks Qs Js 10s 9s 8s 7s 6s 5s 4s 3s 2s As\n\
                    2: Kd Qd Jd 10d 9d 8d 7d 6d\nremoved: 6\n";
        let g =
            crate::games::spider::Spider::from_position(&crate::games::position::TextPosition::parse(text).unwrap())
                .unwrap();
        let v = g.view(Layout::Columns);
        for room in [(1440.0, 818.0), (1024.0, 680.0), (1280.0, 712.0)] {
            let style = Style::of("spider", Layout::Columns, &v);
            let a = arrange(&v, "spider", style, room, None);
            let f = fit_view(room, &a.shape, style, &v);
            // The long pile closed up (the CSS step at its floor) and the hand's row with its note.
            let h = f.card_w * 1.4;
            let pile = h + 5.0 * f.down_step + 12.0 * up_px(f.card_w);
            assert!(pile <= f.avail_h + 0.5, "at {room:?}: a {pile:.0} px pile in {:.0} px", f.avail_h);
            let label = 1.15 * REM;
            let table = 2.0 * f.pad + label + pile + (h + 2.2 * REM + 1.6 * f.gap);
            assert!(table <= room.1 + 0.5, "at {room:?}: the table is {table:.0} px deep");
            // A short pile keeps the cards as large as the deal's.
            let short = fit(room, &a.shape, style);
            assert!(f.card_w < short.card_w, "at {room:?}: the cards got smaller");
        }
    }

    #[test]
    fn a_fans_strip_holds_its_whole_index() {
        for room in [(320.0, 600.0), (360.0, 690.0), (740.0, 310.0), (1024.0, 724.0), (1440.0, 856.0)] {
            for (game, deal, layout) in [
                (GameId::Beeswax, 52923, Layout::Fans5x3),
                (GameId::Beeswax, 52923, Layout::Fans3x5),
                (GameId::Beeswax, 52923, Layout::Fans4x4),
                (GameId::Beehive, 42, Layout::Columns),
            ] {
                let (_, f) = measure(game, deal, layout, room);
                let strip = f.fan_ratio * f.card_w;
                // "10" over its suit at the index's size, with its margin.
                let index = index_px(f.card_w) * 1.15 + 3.0;
                assert!(
                    strip >= index - 0.5,
                    "{game:?} {layout} at {room:?}: a {strip:.1} px strip, a {index:.1} px index"
                );
            }
        }
    }

    #[test]
    fn spiders_hand_and_removed_suits_reserve_room_for_their_counts() {
        let v = view(GameId::Spider, 7, Layout::Columns);
        let (widths, places) = grid(&v, true, false);
        let hand = v.piles.iter().position(|p| p.slot == Slot::Stock).unwrap();
        // Five deals left: five stacks, spread over the cells beside the hand.
        assert!(places[hand].span >= 2, "{:?}", places[hand]);
        assert!(widths.iter().all(|&w| w == 1.0), "no column widens: {widths:?}");
    }
}
