//! What a review teaches about each move: its class (best, good, mistake,
//! blunder, or the move that lost the game) and the better move, in words
//! the command line and the page share.
//!
//! - A move that turned a winnable position into a lost one is
//!   [`Class::LostGame`]; its better move is the first of the winning line
//!   the search found from the position before it (proven in Beeswax; with
//!   every card known in the games that hide cards), with the length of
//!   that win, and in Beeswax and Beehive every other move there that kept
//!   the game winnable.
//! - In the games that hide cards, every other move is classed by its
//!   chance beside the fair player's preferred move's (the hint the fair
//!   player gives there, the player whose chance the review draws): at
//!   least [`MISTAKE_POINTS`] percentage points lower is a mistake, at
//!   least [`BLUNDER_POINTS`] a blunder (docs/solver.md says why).
//! - In Beeswax, a move that did not lose the game is `best`: a proof
//!   knows no degrees (it kept a win, or nothing could).

/// A move at least this many percentage points of chance below the fair
/// player's preferred move is a mistake.
pub const MISTAKE_POINTS: u32 = 15;
/// … and at least this many, a blunder.
pub const BLUNDER_POINTS: u32 = 30;

/// How good a move was.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Class {
    /// The fair player's own move, or one at least as good; in Beeswax,
    /// any move that did not lose the game.
    Best,
    /// Another move, less than [`MISTAKE_POINTS`] below the preferred one.
    Good,
    Mistake,
    Blunder,
    /// It turned a winnable game into a lost one.
    LostGame,
}

impl Class {
    /// The class as the command line's JSON names it.
    pub fn name(self) -> &'static str {
        match self {
            Class::Best => "best",
            Class::Good => "good",
            Class::Mistake => "mistake",
            Class::Blunder => "blunder",
            Class::LostGame => "lost_game",
        }
    }

    /// The class named `name` ([`Class::name`]), if any.
    pub fn parse(name: &str) -> Option<Class> {
        [Class::Best, Class::Good, Class::Mistake, Class::Blunder, Class::LostGame]
            .into_iter()
            .find(|c| c.name() == name)
    }

    /// A move's class by its chance (permille) beside the preferred move's.
    pub fn by_chance(played: u32, preferred: u32) -> Class {
        let lower = preferred.saturating_sub(played);
        if lower == 0 {
            Class::Best
        } else if lower >= BLUNDER_POINTS * 10 {
            Class::Blunder
        } else if lower >= MISTAKE_POINTS * 10 {
            Class::Mistake
        } else {
            Class::Good
        }
    }

    /// A mistake or worse: what the chart marks.
    pub fn is_marked(self) -> bool {
        matches!(self, Class::Mistake | Class::Blunder | Class::LostGame)
    }
}

/// The move a review would have played instead of one of the player's.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Better {
    /// The move, in notation.
    pub mv: String,
    /// The fair player's wins and worlds played after it (the games that
    /// hide cards; `None` at a lost game, where the win search speaks).
    pub chance: Option<(u32, u32)>,
    /// At a lost game: the moves of the win found after it.
    pub win_after: Option<usize>,
    /// At a lost game in Beeswax and Beehive: every move there that kept
    /// the game winnable (this one first).
    pub kept: Vec<String>,
}

/// A chance as permille.
pub fn permille((won, of): (u32, u32)) -> u32 {
    (1000 * won).checked_div(of).unwrap_or(0)
}

/// A chance as a whole percentage.
pub fn percent(c: (u32, u32)) -> u32 {
    (permille(c) + 5) / 10
}

/// What the review says of a move besides winnable and chance, e.g.
/// "lost the game; 2B kept it winnable (won in 37 more moves)" or
/// "mistake; the fair player's 4 5: 75%". `None` where the move is not
/// classed (not decided within the budget). `hides`: the game hides cards
/// (its win was found with every card known).
pub fn move_words(class: Option<Class>, better: Option<&Better>, hides: bool) -> Option<String> {
    let class = class?;
    let name = match class {
        Class::LostGame => "lost the game",
        c => c.name(),
    };
    Some(match better {
        Some(b) => format!("{name}; {}", better_words(b, hides)),
        None => name.to_string(),
    })
}

/// The better move in words: "2B kept it winnable (won in 37 more moves)",
/// "the fair player's 4 5: 75%".
pub fn better_words(b: &Better, hides: bool) -> String {
    match (b.win_after, b.chance) {
        (Some(n), _) => {
            let known = if hides { " with every card known" } else { "" };
            let more = match n {
                0 => "it wins at once".to_string(),
                1 => "won in 1 more move".to_string(),
                n => format!("won in {n} more moves"),
            };
            let also = match &b.kept[..] {
                [] | [_] => String::new(),
                [_, rest @ ..] => format!("; so did {}", rest.join(", ")),
            };
            format!("{} kept it winnable{known} ({more}){also}", b.mv)
        }
        (None, Some(c)) => format!("the fair player's {}: {}%", b.mv, percent(c)),
        (None, None) => format!("the fair player's {}", b.mv),
    }
}
