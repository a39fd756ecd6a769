//! The table's card size across a whole game: following a solution of
//! Spider (2 suits) and Beetle deal 77 at the room a 1440×900 window gives
//! the table, the cards keep their size while the piles fit closed up, and
//! when they change they never go back and forth move by move.

use swarm::games::{AnyGame, GameId, Options};
use swarm::history::Session;
use swarm::layout::{self, Style};
use swarm::record::Origin;
use swarm::view::Layout;

/// The card width after each move of `moves` (a solution, as `swarm solve`
/// prints it) from `deal`, in a room of `room` px, each fit worked out
/// from the one before as the page does.
fn widths(game: GameId, options: &[(&str, &str)], deal: u32, moves: &str, room: (f64, f64)) -> Vec<f64> {
    let options = Options::parse(game, options.iter().copied()).unwrap();
    let mut s = Session::new(Origin::Deal(deal), AnyGame::deal(game, &options, deal).unwrap());
    let moves: Vec<String> =
        moves.split([';', '\n']).map(str::trim).filter(|m| !m.is_empty()).map(String::from).collect();
    let mut out = Vec::new();
    let mut kept = layout::Steady::default();
    let mut side = None;
    for k in 0..=moves.len() {
        if k > 0 {
            s.replay(&moves[k - 1..k]).unwrap();
        }
        let view = s.state().view(Layout::Columns);
        let style = Style::of(game.key(), Layout::Columns, &view);
        let a = layout::arrange(&view, game.key(), style, room, side);
        if side.is_some_and(|s| s != a.side.is_some()) {
            kept.reset();
        }
        side = Some(a.side.is_some());
        let shown = a.side.as_ref().unwrap_or(&view);
        let f = kept.next(room, &a.shape, style, shown);
        // The longest pile fits closed up at that size.
        let need = layout::pile_need(shown, f.card_w);
        assert!(need <= f.avail_h + 0.5, "move {k}: a {need:.0} px pile in {:.0} px", f.avail_h);
        out.push(f.card_w);
    }
    assert!(s.state().is_won(), "the solution wins");
    out
}

/// Moves at which the size changed direction (a growth after a shrink, or
/// a shrink after a growth) within `within` moves of the last change.
fn back_and_forth(w: &[f64], within: usize) -> Vec<(usize, f64, f64)> {
    let mut out = Vec::new();
    let mut last: Option<(usize, f64)> = None; // (move, signed change)
    for k in 1..w.len() {
        let d = w[k] - w[k - 1];
        if d == 0.0 {
            continue;
        }
        if let Some((at, prev)) = last {
            if prev * d < 0.0 && k - at <= within {
                out.push((k, w[k - 1], w[k]));
            }
        }
        last = Some((k, d));
    }
    out
}

/// The rooms a 1440×900 window gives the table: beside the moves panel,
/// without it, and with Finish's band at the foot.
const ROOMS: [(f64, f64); 3] = [(1104.0, 778.0), (1440.0, 778.0), (1104.0, 720.0)];

fn check(game: GameId, options: &[(&str, &str)], file: &str) {
    let moves = std::fs::read_to_string(format!("{}/tests/fixtures/{file}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    for room in ROOMS {
        let w = widths(game, options, 77, &moves, room);
        let changes = w.windows(2).filter(|p| p[0] != p[1]).count();
        let bf = back_and_forth(&w, 3);
        assert!(bf.is_empty(), "{game:?} at {room:?}: back and forth at (move, from, to) {bf:?}; sizes {w:?}");
        // At most two changes in any ten moves (the game seen: eight).
        let busiest = (0..w.len() - 10).map(|k| w[k..=k + 10].windows(2).filter(|p| p[0] != p[1]).count()).max();
        assert!(busiest <= Some(2), "{game:?} at {room:?}: {busiest:?} changes in ten moves: {w:?}");
        // The won table's cards are back to (nearly) the size of the deal's.
        assert!(w[w.len() - 1] * layout::GROW >= w[0], "{game:?} at {room:?}: {changes} changes: {w:?}");
    }
}

#[test]
fn spider_two_suits_deal_77_keeps_its_card_size_across_the_game() {
    check(GameId::Spider, &[("suits", "2")], "spider2-77.moves");
}

#[test]
fn beetle_deal_77_keeps_its_card_size_across_the_game() {
    check(GameId::Beetle, &[], "beetle-77.moves");
}
