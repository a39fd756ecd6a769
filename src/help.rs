//! Each game's rules and notation in our own words, for the help panel and
//! `swarm help GAME`. Plain text: a title line per section, then paragraphs.

use crate::games::GameId;

/// A help section: a heading and its paragraphs.
pub struct Section {
    pub heading: &'static str,
    pub paragraphs: &'static [&'static str],
}

const BEESWAX: &[Section] = &[
    Section {
        heading: "Beeswax",
        paragraphs: &[
            "Also known as Pile Up, Pile On, Pileon, Pile Sort and Fifteen Puzzle. One deck, dealt face up into thirteen columns of four, with two empty columns. Every card is in view from the start: this is a game of pure skill.",
            "Goal: gather the thirteen ranks into thirteen columns of four (quartets). Suits do not matter.",
        ],
    },
    Section {
        heading: "Moves",
        paragraphs: &[
            "Take the card at the top of a column — or several cards of the same rank lying together at the top — and put them on a column whose top card has the same rank, or into an empty column. A column never holds more than four cards.",
            "A finished quartet is locked in place. Completed quartets stay on the table.",
            "Strategy (after Michael Keller): keep an empty column whenever you can, move three or four cards of a rank into an empty column at once, prefer columns holding a single rank (clean columns), and look for columns with only two ranks that you can clear.",
        ],
    },
    Section {
        heading: "Notation",
        paragraphs: &[
            "Columns are 1–9 and A–F. XY moves as many cards of the run at the top of X as fit on Y (5E, DC). XYk moves exactly k cards (5E1). Records are written ten moves a line, as in Keller's articles.",
        ],
    },
];

const BEEHIVE: &[Section] = &[
    Section {
        heading: "Beehive",
        paragraphs: &[
            "One deck. A storehouse (the beehive) of ten cards lies squared up with only its top card face up; six columns get one card each; the rest is the stock.",
            "Goal: gather all thirteen ranks into quartets. A column that holds four cards of one rank is discarded at once and becomes empty.",
        ],
    },
    Section {
        heading: "Moves",
        paragraphs: &[
            "The top card of the waste or of the storehouse may go onto a column whose top card has the same rank; cards of one rank at the top of a column may move onto another column of that rank. When the storehouse's top card leaves, the next one turns face up.",
            "Click the stock to deal three cards to the waste (all three show; only the top one plays). When the stock is used up, click it again to turn the waste over — in the same order — and deal again, as often as you like.",
            "Empty columns may stay empty and may be filled at any time from the storehouse or the waste (option Leeming: an empty column is filled at once from the storehouse, then from the waste once the storehouse is empty). Options: storehouse of 7 to 16 cards, deal one card at a time.",
            "Strategy (after Michael Keller): empty the storehouse first; watch which cards each pass will bring to the top of the waste, and play a waste card only when it helps the next pass.",
        ],
    },
    Section {
        heading: "Notation",
        paragraphs: &[
            "Columns are 1–6, S is the storehouse and W the waste. D deals from the stock, T turns the waste over, W3 plays the waste's top card to column 3, S5 the storehouse's top card to column 5, 14 moves column 1's run onto column 4 and 142 only its top two cards. Quartets leave by themselves.",
            "No moves are left when nothing can be played from the storehouse or a column and no card a whole round of deals brings to the top of the waste can be played (declared only once every stock card has been seen).",
        ],
    },
];

const SPIDER_FAMILY_MOVES: &[&str] = &[
    "Build down by one rank regardless of suit: any card may go on a card one rank higher. The top card of a pile may always move; so may a run of cards of one suit in descending order at the top of a pile, or the lower part of such a run. Any card or run may go into an empty pile; a King (or a run headed by one) can go nowhere else. Nothing goes on an Ace.",
    "A complete suit from King down to Ace at the top of a pile is removed.",
];

const BEETLE: &[Section] = &[
    Section {
        heading: "Beetle",
        paragraphs: &[
            "Two decks. Ten piles, all face up: the first four get five cards, the other six get four. The other sixty cards are the stock: six deals of one card onto every pile, with no redeal. (Option: the 54-card layout some programs call Open Spider, with a stock of fifty.)",
            "Goal: build and remove all eight suits, King down to Ace.",
        ],
    },
    Section { heading: "Moves", paragraphs: SPIDER_FAMILY_MOVES },
    Section {
        heading: "Dealing and notation",
        paragraphs: &[
            "Every pile must hold a card before you deal (option: allow dealing with empty piles). Complete suits are removed automatically.",
            "Moves are written as in Woods' Spider: `n m` moves as many cards as possible from pile n to pile m, `n m k` moves k cards, `D` deals. Piles are 1–10.",
        ],
    },
];

const SPIDER: &[Section] = &[
    Section {
        heading: "Spider (Donald Woods' rules, 1979)",
        paragraphs: &[
            "Two decks. Four rows of ten cards are dealt face down, one more face down on four piles (the leftmost four, or piles 1, 4, 7 and 10 by option), then one face up on each pile: 54 cards. The other fifty are the hand: five deals of one card face up on every pile.",
            "Goal: remove all eight suits, each as a complete run from King down to Ace. Options: four suits, two (♠♥) or one (♠).",
        ],
    },
    Section { heading: "Moves", paragraphs: SPIDER_FAMILY_MOVES },
    Section {
        heading: "Dealing, removing, undoing",
        paragraphs: &[
            "When a pile's face-up cards are all gone, its next face-down card turns up. You may deal whenever you like, but not while any pile is empty (option: allow it). By Woods' rules removing a complete suit is your choice — sometimes it pays to keep it; option: remove automatically.",
            "Undo is free when it hides nothing you have seen. Undoing a turn-up or a deal asks for confirmation and marks the game cheated, for good.",
            "Strategy (after Woods): try to get a space, and keep your options open — prefer natural moves (joining cards of the same suit), move the card that has more than one place to go, and work from the top down (a 9 onto a 10 before an 8 onto the 9).",
        ],
    },
    Section {
        heading: "Notation and tools",
        paragraphs: &[
            "`n m` moves as many cards as possible from pile n to pile m, `n m k` moves k cards, `n` removes the complete suit at the top of pile n, `D` deals. Piles are 1–10.",
            "Woods' commands are here too: status (deals left, suits removed, face-down cards left, face-up cards per suit), locate a card among the face-up cards, and print a pile as text with its same-suit runs marked.",
        ],
    },
];

const COMMON: &[Section] = &[Section {
    heading: "Playing here",
    paragraphs: &[
        "Drag cards with the mouse or a finger, or click a card and then its destination. Right-click, double-click or double-tap sends a card to its best place. Type moves in the game's notation and press Enter. Keys: Ctrl+Z undo, Ctrl+Y redo, H hint, D deal, N new game, Shift+Enter finish (a won endgame: every card face up, nothing left to deal); arrow keys move between piles, Enter or Space picks up and puts down.",
        "Every deal has a number: Share copies a link that opens the same deal (with your moves, if you like) for anyone. Your game is saved as you play and comes back when you reload.",
        "Save downloads the game as a file; Load (or dropping a file on the page) brings a saved game or a text position back, and the replay bar steps through its moves or plays them at a speed you choose. Stats shows every game's numbers; Look switches to four-colour suits, large indices or a plain table. Press ? for this help. After the first visit the page also works offline and can be installed as an app.",
    ],
}];

/// The help sections of a game, its rules first, then how to play here.
pub fn sections(game: GameId) -> Vec<&'static Section> {
    let own: &[Section] = match game {
        GameId::Beeswax => BEESWAX,
        GameId::Beehive => BEEHIVE,
        GameId::Beetle => BEETLE,
        GameId::Spider => SPIDER,
    };
    own.iter().chain(COMMON.iter()).collect()
}

/// Help as plain text.
pub fn text(game: GameId) -> String {
    let mut s = String::new();
    for sec in sections(game) {
        s.push_str(sec.heading);
        s.push('\n');
        for p in sec.paragraphs {
            s.push_str(p);
            s.push_str("\n\n");
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_rules_and_notation() {
        for g in GameId::ALL {
            let t = text(g);
            assert!(t.starts_with(g.title()), "{g}");
            assert!(t.contains("Ctrl+Z"));
        }
        assert!(text(GameId::Beeswax).contains("XYk"));
        assert!(text(GameId::Spider).contains("cheated"));
    }
}
