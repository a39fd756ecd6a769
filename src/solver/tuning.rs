//! Every tuning knob of the solver, once, with one line of reason each. How
//! each was measured (and what was tried instead) is in `docs/lab/`; the
//! figures of the player as it is are in `docs/benchmarks.md`.

// ---- Budgets ---------------------------------------------------------------

/// Positions a fair hint evaluates: a node budget keeps hints the same on every machine.
pub const HINT_NODES: u64 = 3000;
/// Positions an autoplay hint evaluates: half a hint's, so autoplay keeps pace on the page.
pub const AUTOPLAY_NODES: u64 = 1500;
/// Milliseconds an autoplay move may take on the page (SPEC §4: a hint within 100 ms).
pub const AUTOPLAY_MS: f64 = 100.0;

// ---- Fair play, every game -------------------------------------------------

/// Sampled worlds of a hint: enough to average out one unlucky layout, few enough for 100 ms.
pub const SAMPLES: u64 = 4;
/// Autoplay that made no new best position for this many moves gets ready to deal.
pub const STALL: usize = 12;
/// Autoplay gives up after this many hints in a row that make no progress.
pub const MAX_IDLE: usize = 40;
/// Greedy fallback: a candidate's score is this times where greedy play leads…
pub const LOOKAHEAD_WEIGHT: i64 = 16;
/// …plus this times its value at once (looking ahead matters more).
pub const IMMEDIATE_WEIGHT: i64 = 4;

// ---- Fair play, Spider and Beetle ------------------------------------------

/// Worlds of a two- or four-suit Spider hint while cards are left to deal: more worlds won more.
pub const SPIDER_WORLDS: u64 = 16;
/// First moves compared by their mean over every world: the most proposed; more gained nothing.
pub const CANDIDATES: usize = 6;
/// Beam width of a world's plan before the next deal: wider plans on cards it cannot know.
pub const PLAN_WIDTH: usize = 10;
/// Beam width of the plan when nothing is face down (the plan is exact, so wider pays).
pub const FACE_UP_WIDTH: usize = 60;
/// Beetle hints search this many times the positions given: its plan is exact, so more pays.
pub const BEETLE_SEARCH: u64 = 8;
/// Beam width of Beetle's plan before each deal (with [`BEETLE_SEARCH`]).
pub const BEETLE_WIDTH: usize = 250;
/// Times wider (and with times the positions) the plan is once the stock is empty.
pub const ENDGAME: usize = 4;
/// Beetle, planning across the deal: the best improving end positions re-scored…
pub const ACROSS_CANDIDATES: usize = 6;
/// …each over this many sampled deals…
pub const ACROSS_DEALS: u64 = 4;
/// …with a plan of this many positions after each deal…
pub const ACROSS_NODES: u64 = 40;
/// …and this beam width.
pub const ACROSS_WIDTH: usize = 10;
/// Spider's endgame (stock empty, cards face down): sampled worlds of hindsight optimisation.
pub const ENDGAME_WORLDS: u64 = 8;
/// Width of the peeking beam that tries to win each endgame world.
pub const ENDGAME_SOLVE_WIDTH: usize = 30;
/// That beam's cap, in times the positions the hint is given.
pub const ENDGAME_SOLVE: u64 = 2;
/// Spider by commitments (`spider::commit`): most positions of the closure searched at the root…
pub const COMMIT_ROOT: u64 = 4000;
/// …and of each closure inside a rollout (a rollout's greedy player looks no further).
pub const COMMIT_INNER: u64 = 150;
/// Commitments (turn-ups, deals) a rollout plays after the candidate at most (6 won as many)…
pub const COMMIT_HORIZON: usize = 60;
/// …and the deals it plays through: every rollout ends just after the same deal.
pub const COMMIT_PHASES: usize = 1;
/// Candidates kept per pile turned up (and for the deal)…
pub const COMMIT_GROUP: usize = 2;
/// …and in all: the bandit's arms.
pub const COMMIT_WIDTH: usize = 12;
/// A rollout's score counts a deal done this much (the evaluation's own 110; 0 did no better).
pub const COMMIT_DEAL: i64 = 110;
/// A rollout's score counts each pile its last closure can turn up this much (20 or 60 won fewer).
pub const COMMIT_MOBILITY: i64 = 0;
/// Transposition-table cap (memory) of a world's plan: far above its positions.
pub const PLAN_TABLE: usize = 200_000;
/// Transposition-table cap of a plan after a sampled deal (a small plan).
pub const ACROSS_TABLE: usize = 20_000;
/// Transposition-table cap of an endgame try (a peeking beam).
pub const ENDGAME_TABLE: usize = 100_000;
/// Woods' tie-break: a natural (same-suit) join first…
pub const NATURAL_BONUS: i64 = 40;
/// …then a card with more than one place to go.
pub const PLACES_BONUS: i64 = 5;

// ---- Fair play, Beehive ----------------------------------------------------

/// Sampled worlds of a Beehive hint (each step is solved in every world).
pub const BEEHIVE_WORLDS: u64 = 6;
/// Nodes of one complete search (a step in one world); running out counts as half a win.
pub const BEEHIVE_SOLVE_NODES: u64 = 3000;
/// Transposition-table cap of that search.
pub const BEEHIVE_SOLVE_TABLE: usize = 1 << 16;

// ---- Peeking analysis ------------------------------------------------------

/// Width of the first peeking beam: an easy deal is solved by a narrow beam…
pub const PEEK_WIDTH: usize = 250;
/// …and a beam that dies out is followed by one this many times wider.
pub const PEEK_WIDEN: usize = 2;

// ---- Evaluation ------------------------------------------------------------

/// The weights of Spider's and Beetle's evaluation (`solver::spider::peek_evaluate`):
/// Woods' rules of thumb as numbers.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct SpiderWeights {
    /// A complete suit removed.
    pub removed: i64,
    /// A face-down card (minus).
    pub down: i64,
    /// A face-up card on its same-suit successor.
    pub natural: i64,
    /// A face-up card on a successor of another suit.
    pub off_suit: i64,
    /// A face-up card on anything else (minus).
    pub broken: i64,
    /// Times the square of the length of the same-suit run on top.
    pub top_run: i64,
    /// A King at the root of a pile with nothing face down.
    pub king_root: i64,
    /// A space while deals are left, and once the hand is empty.
    pub space: i64,
    pub space_last: i64,
    /// A deal done: dealing adds breaks, and a beam must still deal.
    pub deal: i64,
    /// Per run (segment) above face-down cards (minus): what must move
    /// before the next card turns up.
    pub dig: i64,
}

/// Peeking, Spider with two or four suits (tuned with node caps on deals 1–50).
pub const PEEK_SPIDER: SpiderWeights = SpiderWeights {
    removed: 1500,
    down: 30,
    natural: 25,
    off_suit: 8,
    broken: 12,
    top_run: 2,
    king_root: 20,
    space: 15,
    space_last: 90,
    deal: 60,
    dig: 20,
};
/// Peeking, one-suit Spider: every join is natural; deal sooner, do not dig.
pub const PEEK_ONE_SUIT: SpiderWeights = SpiderWeights { down: 20, deal: 150, dig: 0, ..PEEK_SPIDER };
/// Peeking, Beetle: everything is face up, so breaks weigh more and nothing is dug out.
pub const PEEK_BEETLE: SpiderWeights = SpiderWeights { broken: 20, dig: 0, ..PEEK_SPIDER };
/// Fair hints, Spider (two or four suits) and Beetle: no credit for digging (cards it cannot know).
pub const FAIR_SPIDER: SpiderWeights = SpiderWeights { deal: 110, dig: 0, ..PEEK_SPIDER };
/// Fair hints, one-suit Spider: more pressure to deal (tuned on a few deals with a node budget).
pub const FAIR_ONE_SUIT: SpiderWeights = SpiderWeights { down: 20, deal: 150, ..FAIR_SPIDER };

/// Beehive's evaluation (Keller), per discarded card: the goal.
pub const BEEHIVE_REMOVED: i64 = 40;
/// Per unit of Σ len² of the columns: a rank gathered in one column is nearer its quartet.
pub const BEEHIVE_PACKED: i64 = 2;
/// Per card left in the storehouse (minus): Keller's first aim is to empty it.
pub const BEEHIVE_STOREHOUSE: i64 = 20;
/// Per empty column: room for the storehouse's and the waste's cards.
pub const BEEHIVE_EMPTY: i64 = 10;

/// Beeswax's evaluation (a fallback only: Beeswax is solved), per same-suit join (Woods' weights).
pub const BEESWAX_NATURAL: i64 = 12;
/// Per join of another suit.
pub const BEESWAX_UNNATURAL: i64 = 4;
/// Per break (minus).
pub const BEESWAX_BREAK: i64 = 8;
/// Per empty column.
pub const BEESWAX_EMPTY: i64 = 30;
