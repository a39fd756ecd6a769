//! The contents of the sheets that are not the model's own state: New
//! game (the games, the draft's rules, the layout, the difficulty, the
//! deal buttons), Load and the Woods line — every choice,
//! what is checked or disabled, and every text. The shell (`web/sheets.rs`)
//! builds their elements from these.

use crate::games::{options, AnyGame, GameId, Options};
use crate::record::{Origin, Record};
use crate::solver::rate::Difficulty;
use crate::view::Layout;

/// What the New game sheet is drawn from: the game and rules chosen in
/// it (not yet dealt), the deal number of the game on the table, the
/// display layout and the layouts offered (key, label), "winnable deals
/// only", the difficulty (`None`: Any), the coach and today's date.
pub struct NewGame<'a> {
    pub draft: &'a Options,
    pub deal: Option<u32>,
    pub layout: Layout,
    pub layouts: &'a [(Layout, &'static str)],
    pub winnable_only: bool,
    pub coach: bool,
    pub difficulty: Option<Difficulty>,
    pub today: &'a str,
}

/// The New game sheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGameSheet {
    /// The four games as cards; the draft's is checked.
    pub games: Vec<GameCard>,
    /// Said when the game has no rule options.
    pub no_rules: Option<&'static str>,
    /// A picker per rule option.
    pub rules: Vec<Picker>,
    /// The layout picker, when the game has more than one.
    pub layout: Option<Picker>,
    /// Any, Easy, Medium, Hard, Expert.
    pub difficulties: Vec<Choice>,
    /// "Winnable deals only": checked, and locked on (a difficulty implies it).
    pub winnable: (bool, bool),
    /// The coach's switch: on or off.
    pub coach: bool,
    /// The switch's label: what the coach asks before, in this game.
    pub coach_label: &'static str,
    /// What New then deals.
    pub note: String,
    /// "Deal of the day (2026-11-27)".
    pub daily: String,
    /// The deal number field's value.
    pub deal: String,
}

/// A game in the game list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameCard {
    pub key: &'static str,
    pub title: &'static str,
    /// Its other names, joined by ", " (empty: none).
    pub aliases: String,
    pub blurb: &'static str,
    pub checked: bool,
}

/// A drop-down: its key, label, choices (value, label) in order, and value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picker {
    pub key: &'static str,
    pub label: &'static str,
    pub choices: Vec<(&'static str, &'static str)>,
    pub value: String,
}

/// One difficulty button.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// "any", "easy"…
    pub word: &'static str,
    /// "Any", "Easy"…
    pub label: String,
    pub checked: bool,
    /// Why it is not offered for these rules (the button is disabled).
    pub refused: Option<String>,
}

/// The New game sheet of `s`.
pub fn new_game_sheet(s: &NewGame) -> NewGameSheet {
    let game = s.draft.game();
    let games = GameId::ALL
        .into_iter()
        .map(|g| GameCard {
            key: g.key(),
            title: g.title(),
            aliases: g.aliases().join(", "),
            blurb: blurb(g),
            checked: g == game,
        })
        .collect();
    let specs = options::specs(game);
    let rules = specs
        .iter()
        .map(|spec| {
            let mut order: Vec<usize> = (0..spec.values.len()).collect();
            // Numbers in order (7…16), whichever is the default.
            if spec.values.iter().all(|v| v.parse::<u32>().is_ok()) {
                crate::small_sort::sort_by_key(&mut order, |&i| spec.values[i].parse::<u32>().unwrap_or(0));
            }
            Picker {
                key: spec.key,
                label: spec.label,
                choices: order.into_iter().map(|i| (spec.values[i], spec.value_labels[i].full)).collect(),
                value: s.draft.get(spec.key).to_string(),
            }
        })
        .collect();
    let layout = (s.layouts.len() > 1).then(|| Picker {
        key: "layout",
        label: "Layout",
        choices: s.layouts.iter().map(|(l, label)| (l.key(), *label)).collect(),
        value: s.layout.key().to_string(),
    });
    let difficulties = std::iter::once(None)
        .chain(crate::page::DIFFICULTIES.into_iter().map(Some))
        .map(|d| {
            let (word, label) = match d {
                Some(d) => (d.word(), crate::page::difficulty_title(d)),
                None => ("any", "Any".to_string()),
            };
            let refused = d.and_then(|d| crate::page::not_offered(s.draft, d)).map(|why| format!("{label}: {why}"));
            Choice { word, label, checked: d == s.difficulty, refused }
        })
        .collect();
    let proven = match game {
        GameId::Beeswax | GameId::Beehive => "the solver has proven winnable",
        _ => "the solver has won with every card known (a win exists; finding it is up to you)",
    };
    let note = match s.difficulty {
        Some(d) => format!(
            "New then deals a deal rated {} that {proven}. It is looked for ahead of time while you play.",
            d.word()
        ),
        None => format!("New then deals a game {proven}."),
    };
    NewGameSheet {
        games,
        no_rules: specs.is_empty().then_some("Beeswax has no rule options: every card is in view."),
        rules,
        layout,
        difficulties,
        winnable: (s.winnable_only || s.difficulty.is_some(), s.difficulty.is_some()),
        coach: s.coach,
        coach_label: match game {
            GameId::Beeswax | GameId::Beehive => "Coach: ask before a move that loses the game (marks it assisted)",
            GameId::Spider | GameId::Beetle => "Coach: ask before a blunder (marks it assisted)",
        },
        note,
        daily: format!("Deal of the day ({})", s.today),
        deal: s.deal.map(|n| n.to_string()).unwrap_or_default(),
    }
}

/// One line about each game, for the game list.
fn blurb(g: GameId) -> &'static str {
    match g {
        GameId::Beeswax => "Every card in view: gather the ranks into fours.",
        GameId::Beehive => "Quartets from a storehouse, a stock and six columns.",
        GameId::Beetle => "Two decks, every card face up: build suits down.",
        GameId::Spider => "Donald Woods' rules: dig out the face-down cards.",
    }
}

/// The Load sheet's note under its file button.
pub const LOAD_NOTE: &str =
    "A file saved here (JSON), or a text position. You can also drop a file anywhere on the page.";

/// The Load sheet's button that resumes Woods' SPIDER.TMP (the record kept):
/// "Resume SPIDER.TMP (Spider deal 7, 12 moves)".
pub fn resume_label(rec: &Record) -> String {
    let deal = match rec.origin {
        Origin::Deal(n) => format!("deal {n}"),
        Origin::Position(_) => "custom position".into(),
    };
    format!(
        "Resume SPIDER.TMP ({} {deal}, {})",
        rec.game.title(),
        crate::notation::count(rec.moves.len(), "move", "moves")
    )
}

/// What the Woods line sheet says of the line.
pub const WOODS_NOTE: &str = "The position on the table in the save-file format of Donald Woods' 1979 Spider program. \
     Like his save file, it holds the face-down cards and the hand, and of the options only the \
     number of suits. Paste it in Load to play from this position again.";

/// The Woods line of the position, or why it has none in words.
pub fn woods_line(state: &AnyGame) -> Result<String, String> {
    match state {
        AnyGame::Spider(s) => s.to_woods(),
        other => Err(format!("Woods save lines are for Spider positions, not {}", other.id().title())),
    }
    .map_err(|e| format!("This position cannot be written as a Woods line: {e}."))
}
