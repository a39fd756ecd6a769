//! The custom positions the search worker has been given as their parts
//! (`protocol::start::Start`, sent by the page beside a record), kept by
//! their text: the worker's wasm reads a record's position here instead
//! of from its text ([`super::read_position`]), so it carries no
//! text-position reader (docs/site.md, issue 42 item 2, fifth pass). The
//! last [`KEPT`] positions are kept (a request waiting its turn still
//! finds its own; one not found is refused with a message, never a panic).

use std::cell::RefCell;

use crate::games::AnyGame;

/// How many positions are kept.
pub const KEPT: usize = 16;

thread_local! {
    static GIVEN: RefCell<Vec<(String, AnyGame)>> = const { RefCell::new(Vec::new()) };
}

/// Keeps `game` as the position written `text` (the newest; the oldest
/// goes beyond [`KEPT`]).
pub fn give(text: String, game: AnyGame) {
    GIVEN.with(|g| {
        let mut g = g.borrow_mut();
        g.retain(|(t, _)| *t != text);
        if g.len() >= KEPT {
            g.remove(0);
        }
        g.push((text, game));
    })
}

/// The position given as `text`, if it is kept.
pub fn given(text: &str) -> Option<AnyGame> {
    GIVEN.with(|g| g.borrow().iter().find(|(t, _)| t == text).map(|(_, g)| g.clone()))
}

/// [`super::read_position`] from the positions given: the options
/// `chosen` beside it must agree with the position's own.
pub fn read(text: &str, chosen: &[(&str, &str)]) -> Result<(AnyGame, Option<String>), String> {
    let g = given(text).ok_or("the position came without its parts (`start`)")?;
    super::options_agree(g.options(), chosen)?;
    Ok((g, None))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{GameId, Options};

    #[test]
    fn a_position_given_is_read_by_its_text_and_one_not_given_is_named() {
        let g = AnyGame::deal(GameId::Beeswax, &Options::defaults(GameId::Beeswax), 3).unwrap();
        let text = g.to_text(true);
        assert_eq!(read(&text, &[]).map(|(g, _)| g), Err("the position came without its parts (`start`)".into()));
        give(text.clone(), g.clone());
        assert_eq!(read(&text, &[]), Ok((g.clone(), None)));
        for k in 0..KEPT {
            give(format!("other {k}"), g.clone());
        }
        assert!(given(&text).is_none(), "the oldest goes beyond KEPT");
        assert!(given(&format!("other {}", KEPT - 1)).is_some());
    }
}
