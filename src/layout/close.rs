//! How a long downward pile closes up to stay on the table, as Microsoft
//! Solitaire Collection's piles do: its face-up strips tighten first, from
//! a quarter card to a whole index ([`up_px`], never less: the rank and
//! suit stay whole); then its face-down strips, from their usual step
//! ([`down_px`]) to a thin edge ([`down_thin`], still a visible stack);
//! only then do the cards get smaller (`fit_view`). A pile too long even
//! so on the smallest cards lets the table scroll, and the fit says so
//! ([`Fit::scrolls`]): the page shows a cue at the table's foot.

use super::{clamp, index_px, Fit};
use crate::view::{Face, Fan, View};

/// A face-up strip closed up, in px, on cards `w` px wide: a whole index,
/// rank and suit on one line with its margin (the stylesheet's `--up-min`).
pub fn up_px(w: f64) -> f64 {
    index_px(w) * 1.22 + 3.0
}

/// A face-down strip's usual step, in px, on cards `w` px wide (the
/// stylesheet's default `--down-step`).
pub fn down_px(w: f64) -> f64 {
    clamp(w * 1.4 * 0.075, 3.0, 12.0)
}

/// A face-down strip closed up as far as it goes, in px: the back's white
/// border and a pixel of its pattern, so the face-down cards still show as
/// a stack (3 px on small cards, 4 px on a desktop's).
pub fn down_thin(w: f64) -> f64 {
    ((w * 0.035).max(2.0) + 1.0).min(down_px(w))
}

/// Each downward pile without a limit (Spider's, Beetle's): its face-down
/// and face-up strips (every card but the last).
fn strips(view: &View) -> impl Iterator<Item = (f64, f64)> + '_ {
    view.piles.iter().filter(|p| p.fan == Fan::Down && p.capacity.is_none()).map(|p| {
        let strips = &p.cards[..p.cards.len().saturating_sub(1)];
        let down = strips.iter().filter(|c| matches!(c, Face::Down)).count() as f64;
        (down, strips.len() as f64 - down)
    })
}

/// The height in px the longest downward pile without a limit needs at
/// cards `w` px wide, closed up as tight as it goes: face-down strips thin,
/// face-up ones at a whole index.
pub fn pile_need(view: &View, w: f64) -> f64 {
    need(view, w, down_thin(w))
}

/// The same with face-down strips of `down` px.
pub(crate) fn need(view: &View, w: f64, down: f64) -> f64 {
    strips(view).map(|(d, u)| w * 1.4 + d * down + u * up_px(w)).fold(0.0, f64::max)
}

/// `f` with its face-down step for `view`: the usual one where every pile
/// fits with its face-up strips at a whole index, else as thin as the
/// longest pile needs (to [`down_thin`]); and whether a pile is too long
/// even so (`scrolls`).
pub fn close_up(f: Fit, view: &View) -> Fit {
    let (h, up, full, thin) = (f.card_w * 1.4, up_px(f.card_w), down_px(f.card_w), down_thin(f.card_w));
    let down_step = clamp(
        strips(view).filter(|&(d, _)| d > 0.0).map(|(d, u)| (f.avail_h - h - u * up) / d).fold(full, f64::min),
        thin,
        full,
    );
    let scrolls = strips(view).any(|(d, u)| h + d * down_step + u * up > f.avail_h + 0.5);
    Fit { down_step, scrolls, ..f }
}

#[cfg(test)]
mod tests {
    use super::super::{arrange, fit_view, Shape, Steady, Style};
    use super::*;
    use crate::games::Game;
    use crate::view::Layout;

    /// The room a phone on its side (740×360) gives the table: under its
    /// 50 px bar and above the 2.4 rem message line, Finish in that line.
    const SIDE: (f64, f64) = (740.0, 271.6);

    /// A Spider table from a position's text.
    fn spider(text: &str) -> View {
        let pos = crate::games::position::TextPosition::parse(text).unwrap();
        crate::games::spider::Spider::from_position(&pos).unwrap().view(Layout::Columns)
    }

    /// A suit's king to two.
    fn run(suit: char) -> String {
        ["K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"].map(|r| format!("{r}{suit}")).join(" ")
    }

    /// 5 face-down cards under 25 face-up ones in the first pile.
    fn long_pile() -> View {
        spider(&format!(
            "game: spider\n1: #5d #4d #3d #2d #Ad {} {} Ah\n2: As 6d 7d 8d 9d 10d Jd Qd Kd\nremoved: 5\n",
            run('s'),
            run('h')
        ))
    }

    /// The table the page lays out for `v` in `room`: what it shows, its
    /// shape and style.
    fn arranged(v: &View, room: (f64, f64)) -> (View, Shape, Style) {
        let style = Style::of("spider", Layout::Columns, v);
        let a = arrange(v, "spider", style, room, None);
        (a.side.clone().unwrap_or_else(|| v.clone()), a.shape, style)
    }

    /// The fit the page works out for `v` in `room`, as a new table.
    fn page_fit(v: &View, room: (f64, f64)) -> (View, Fit) {
        let (shown, shape, style) = arranged(v, room);
        let f = Steady::default().next(room, &shape, style, &shown);
        assert_eq!(f, fit_view(room, &shape, style, &shown));
        (shown, f)
    }

    /// The face-up strips of a pile of `d` face-down and `u` face-up strips
    /// in `f`, in px, as the stylesheet sets them (`--step`: from a quarter
    /// card down to `--up-min`).
    fn up_step(f: &Fit, d: f64, u: f64) -> f64 {
        let h = f.card_w * 1.4;
        clamp((f.avail_h - h - d * f.down_step) / u.max(1.0), up_px(f.card_w), (h * 0.24).max(up_px(f.card_w)))
    }

    #[test]
    fn thirteen_card_piles_with_finish_showing_stay_whole_on_a_phone_on_its_side() {
        // Issue 47: three 13-card piles, everything face up (Finish shows).
        let v = spider(&format!("game: spider\n1: {} Ah\n3: {} Ad\n6: {} As\n", run('s'), run('h'), run('d')));
        let (_, f) = page_fit(&v, SIDE);
        let h = f.card_w * 1.4;
        let step = up_step(&f, 0.0, 12.0);
        assert!(step >= up_px(f.card_w) - 0.01, "a whole index: {step:.1} px strips {f:?}");
        assert!(h + 12.0 * step <= f.avail_h + 0.5, "the aces whole: {:.1} px in {:.1}", h + 12.0 * step, f.avail_h);
        assert!(!f.scrolls, "{f:?}");
    }

    #[test]
    fn face_down_strips_close_up_before_the_cards_shrink() {
        // 5 face-down cards under 25 face-up ones at a 1024×768 window's room.
        let v = long_pile();
        let room = (1024.0, 685.0);
        let (_, f) = page_fit(&v, room);
        // The usual face-down step would not leave the face-up strips a whole index at this size:
        // the cards are larger than the usual step allows.
        let h = f.card_w * 1.4;
        assert!(h + 5.0 * down_px(f.card_w) + 24.0 * up_px(f.card_w) > f.avail_h + 0.5, "{f:?}");
        assert!(f.down_step < down_px(f.card_w) && f.down_step >= down_thin(f.card_w), "{f:?}");
        assert!(f.down_step >= 3.0, "still a visible stack: {f:?}");
        assert!(h + 5.0 * f.down_step + 24.0 * up_step(&f, 5.0, 24.0) <= f.avail_h + 0.5, "{f:?}");
        assert!(!f.scrolls);
        // A short pile keeps the usual step.
        let (_, short) = page_fit(&spider("game: spider\n1: #Ks #Qs Js 10s 9s 8s 7s\n2: 6s 5s 4s 3s 2s As\n"), room);
        assert_eq!(short.down_step, down_px(short.card_w));
    }

    #[test]
    fn the_same_table_drawn_again_keeps_its_card_size() {
        // A long pile that sets the cards' size: the page's second draw of
        // the same table in the same room shrank them (57 -> 52 px at
        // 1280x800, a visible jump 60-90 ms after the first paint).
        let v = long_pile();
        let room = (1024.0, 685.0);
        let (shown, shape, style) = arranged(&v, room);
        let mut kept = Steady::default();
        let first = kept.next(room, &shape, style, &shown);
        assert_eq!(kept.next(room, &shape, style, &shown), first, "drawn again");
        assert_eq!(kept.next(room, &shape, style, &shown), first, "and again");
    }

    #[test]
    fn a_pile_too_long_even_closed_up_scrolls_and_says_so() {
        // 25 face-up cards on a phone on its side: even the smallest cards cannot hold them.
        let v = spider(&format!("game: spider\n1: {} {} Ah\n2: As\n", run('s'), run('h')));
        let (_, f) = page_fit(&v, SIDE);
        assert!(f.scrolls, "{f:?}");
        // Its strips keep a whole index: the table scrolls rather than cut one.
        assert_eq!(up_step(&f, 0.0, 24.0), up_px(f.card_w));
        // The same pile fits a desktop, and a phone held upright.
        for room in [(1440.0, 818.0), (360.0, 617.0)] {
            let (_, f) = page_fit(&v, room);
            assert!(!f.scrolls, "at {room:?}: {f:?}");
        }
    }
}
