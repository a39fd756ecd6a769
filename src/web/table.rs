//! The table: `View` -> DOM. Piles are laid on a CSS grid by `row`/`col`;
//! each pile element is kept and only rebuilt when its pile (or the marks
//! on it) changed. Card geometry lives in `www/style.css` as CSS variables;
//! this code only sets counts and offsets. It knows nothing of the App: it
//! draws what it is handed.

use web_sys::{Element, HtmlElement};

use super::dom::{self, el, set_attr, set_var, text_el, toggle_class};
use crate::games::Slot;
use crate::view::{Face, Fan, PileView, View};

/// Width of the visible strip of a card under the next one in a right fan,
/// in card widths (the CSS reads it from `--fan-ratio`).
const FAN_RATIO: f64 = 0.4;
/// Cards of an uncapped right fan shown spread (Beehive's waste: three).
const FAN_SHOWN: usize = 3;
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

/// What the player has marked on the table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// Selected cards: `index` and up in the pile.
    pub sel: Option<(Slot, usize)>,
    /// The keyboard cursor.
    pub cursor: Option<(Slot, usize)>,
    /// Where the hint's selected cards go.
    pub target: Option<Slot>,
    /// A pile the hint says to click (the stock: deal, or turn the waste).
    pub lit: Option<Slot>,
}

/// One rendered pile.
struct Entry {
    slot: Slot,
    pile: PileView,
    marks: PileMarks,
    el: HtmlElement,
}

/// The marks on one pile.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct PileMarks {
    sel: Option<usize>,
    cursor: Option<usize>,
    target: bool,
    lit: bool,
}

/// What is on screen, to skip unchanged piles and to hit-test input.
#[derive(Default)]
pub struct Screen {
    key: String,
    piles: Vec<Entry>,
    /// Each pile's place on the grid.
    places: Vec<(Slot, Place)>,
    /// The game shows its hand and removed suits as counts.
    counts: bool,
    /// ...beside the piles, counting downwards.
    side: bool,
    /// The grid's columns, its fans' strips, and its depth in card heights.
    cols: f64,
    strips: f64,
    depth: f64,
    /// The measures set on the table.
    fit: Option<Fit>,
}

/// How a pile is laid out.
#[derive(Clone, Copy)]
struct How {
    place: Place,
    cols: u8,
    counted: bool,
    /// A count that grows downwards (beside the piles).
    down: bool,
}

impl Screen {
    pub fn pile(&self, slot: Slot) -> Option<&PileView> {
        self.piles.iter().find(|e| e.slot == slot).map(|e| &e.pile)
    }
    pub fn len_of(&self, slot: Slot) -> usize {
        self.pile(slot).map_or(0, |p| p.cards.len())
    }
    pub fn element(&self, slot: Slot) -> Option<&HtmlElement> {
        self.piles.iter().find(|e| e.slot == slot).map(|e| &e.el)
    }
    /// Piles in reading order (row, then column).
    pub fn order(&self) -> Vec<Slot> {
        let mut v: Vec<_> = self.piles.iter().map(|e| (e.pile.row, e.pile.col, e.slot)).collect();
        crate::small_sort::sort_by_key(&mut v, |&e| e);
        v.into_iter().map(|(_, _, s)| s).collect()
    }
    /// Every pile element with its slot (for drop targets).
    pub fn elements(&self) -> impl Iterator<Item = (Slot, &HtmlElement)> {
        self.piles.iter().map(|e| (e.slot, &e.el))
    }
}

/// The `data-slot` value of a slot: `col-4` (1-based), `stock`, `waste`…
pub fn slot_key(slot: Slot) -> String {
    match slot {
        Slot::Column(i) => format!("col-{}", i as u32 + 1),
        Slot::Storehouse => "storehouse".into(),
        Slot::Stock => "stock".into(),
        Slot::Waste => "waste".into(),
        Slot::Discard => "discard".into(),
    }
}

/// Reads a `data-slot` value back.
pub fn parse_slot(s: &str) -> Option<Slot> {
    match s {
        "storehouse" => Some(Slot::Storehouse),
        "stock" => Some(Slot::Stock),
        "waste" => Some(Slot::Waste),
        "discard" => Some(Slot::Discard),
        _ => {
            let n: u32 = s.strip_prefix("col-")?.parse().ok()?;
            (1..=255).contains(&n).then(|| Slot::Column((n - 1) as u8))
        }
    }
}

/// The accessible name of a pile: "column 3", "stock".
pub fn slot_name(slot: Slot, label: &str) -> String {
    match slot {
        Slot::Column(_) => format!("column {label}"),
        Slot::Storehouse => "storehouse".into(),
        Slot::Stock => "stock".into(),
        Slot::Waste => "waste".into(),
        Slot::Discard => "discard pile".into(),
    }
}

/// The card elements of a pile element with `data-index >= first`.
pub fn card_elements(pile: &Element, first: usize) -> Vec<HtmlElement> {
    let mut out = Vec::new();
    let list = pile.children();
    for i in 0..list.length() {
        if let Some(c) = list.item(i) {
            let idx = c.get_attribute("data-index").and_then(|v| v.parse::<usize>().ok());
            if idx.is_some_and(|n| n >= first) {
                if let Ok(h) = wasm_bindgen::JsCast::dyn_into::<HtmlElement>(c) {
                    out.push(h);
                }
            }
        }
    }
    out
}

/// The table laid out in one row, for a wide, short window (a phone on its
/// side), where that gives larger cards (`draw` measures both ways):
/// Spider's and Beetle's hand in a first column, the piles, the removed
/// suits in a last one; Beehive's storehouse, stock, waste and discard
/// before its columns. Other games have no such layout.
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
        _ => return None,
    }
    v.rows = 1;
    Some(v)
}

/// A table's shape on the grid: columns, fans' strips, depth.
struct Shape {
    widths: Vec<f64>,
    places: Vec<Place>,
    cols: f64,
    strips: f64,
    depth: f64,
    rows: f64,
}

fn shape(view: &View, game: &str, counts: bool, side: bool) -> Shape {
    let (widths, places) = grid(view, counts, side);
    let strips: f64 = widths.iter().map(|w| ((w - 1.0) / FAN_RATIO).max(0.0)).sum();
    let long = if game == "beehive" { BEEHIVE_PILE } else { LONG_PILE };
    let depth = (0..view.rows).map(|r| row_depth(view, r, long)).sum();
    Shape { cols: widths.len() as f64, widths, places, strips, depth, rows: view.rows as f64 }
}

/// The largest a card may be, in px.
const CARD_MAX: f64 = 150.0;
/// The smallest, in px (a very small window scrolls rather than shrink further).
const CARD_MIN: f64 = 24.0;
/// Below this width (px) a card shows its index without a centre pip.
const SMALL_CARD: f64 = 44.0;
/// Below this width (px) pile labels and notes are set smaller (they must
/// stay under their own pile, as on a phone held upright).
const NARROW_CARD: f64 = 56.0;
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
}

/// The index's size for a card `w` px wide (the stylesheet's `--idx`).
fn index_px(w: f64) -> f64 {
    (w * 0.27).clamp(11.0, 30.0)
}

/// Works out the table's [`Fit`]; `slim`: slim gaps (Beeswax's fifteen
/// columns, so the cards get the width); `notes`: some pile has a note
/// under its label (each row keeps room for one), else a label is all.
pub fn fit(width: f64, height: f64, (cols, strips): (f64, f64), rows: f64, depth: f64, slim: bool, notes: bool) -> Fit {
    let (gap, pad) = if slim {
        ((width * 0.0025).clamp(3.0, 8.0), (width * 0.006).clamp(4.0, 10.0))
    } else {
        ((width * 0.009).clamp(3.0, 14.0), (width * 0.012).clamp(4.0, 18.0))
    };
    let row_gap = gap * 1.6;
    let label = 1.15 * REM;
    // A pile's label and note: two lines where it wraps (a phone, or
    // narrow cards); a label alone where no pile has a note.
    let mut note = if !notes {
        label
    } else if width < 600.0 {
        2.6 * REM
    } else {
        2.2 * REM
    };
    let card_for = |ratio: f64, note: f64| {
        let fit_h = (height - 2.0 * pad - rows * (note + row_gap)) / depth.max(1.0) / 1.4;
        let fit_w = (width - 2.0 * pad - (cols - 1.0).max(0.0) * gap) / (cols + strips * ratio).max(1.0);
        fit_w.min(fit_h).clamp(CARD_MIN, CARD_MAX).floor()
    };
    // The strip a vertical index needs ("10" over its suit), then the card
    // that leaves; twice, as a narrower card needs a relatively wider strip.
    let mut fan_ratio = FAN_RATIO;
    let mut card_w = card_for(fan_ratio, note);
    for _ in 0..2 {
        if notes && card_w < NARROW_CARD {
            note = 2.6 * REM;
        }
        fan_ratio = FAN_RATIO.max((index_px(card_w) * 1.15 + 3.0) / card_w);
        card_w = card_for(fan_ratio, note);
    }
    let card_h = card_w * 1.4;
    let avail_h = height - 2.0 * pad - label - (rows - 1.0).max(0.0) * (card_h + note + row_gap);
    let spare = width - 2.0 * pad - (cols - 1.0).max(0.0) * gap - (cols + strips * fan_ratio) * card_w;
    let col_gap = if cols > 1.0 && spare > 0.0 && spare <= (cols + strips * fan_ratio + 1.0).max(width * 0.04) {
        gap + spare / (cols - 1.0)
    } else {
        gap
    };
    Fit { gap, col_gap, pad, card_w, avail_h: avail_h.max(card_h), fan_ratio }
}

/// Draws the table: `key` names the game and layout (a new key rebuilds
/// the grid), `view` what is on it, `marks` the player's marks; `room`:
/// the table area's width and height in px.
pub fn draw(screen: &mut Screen, key: &str, layout: &str, view: &View, marks: &Marks, room: (f64, f64)) {
    let Some(table) = dom::by_id("table") else { return };
    let game = key.split(':').next().unwrap_or("");
    let slim = game == "beeswax" && layout == "columns";
    let counts = matches!(game, "spider" | "beetle");
    // One row where that gives larger cards (a phone on its side).
    let notes = view.piles.iter().any(|p| p.note.is_some());
    let measure = |sh: &Shape| fit(room.0, room.1, (sh.cols, sh.strips), sh.rows, sh.depth, slim, notes).card_w;
    let below = shape(view, game, counts, false);
    let moved = beside(view, game).map(|m| {
        let sh = shape(&m, game, counts, true);
        (m, sh)
    });
    let side = moved.as_ref().is_some_and(|(_, sh)| measure(sh) > measure(&below) * 1.05);
    let (view, sh) = match &moved {
        Some((m, sh)) if side => (m, sh),
        _ => (view, &below),
    };
    let key = format!("{key}:{}", if side { "side" } else { "below" });
    if screen.key != key {
        dom::clear(&table);
        screen.piles.clear();
        screen.key = key.clone();
        set_var(&table, "--cols", &view.cols.to_string());
        set_var(&table, "--rows", &view.rows.to_string());
        screen.counts = counts;
        screen.side = side;
        // A column's width: a card and its fans' strips, whose width (the
        // fan ratio) the fit sets, so an index is never cut.
        let template: Vec<String> = sh
            .widths
            .iter()
            .map(|w| format!("calc(var(--card-w) * (1 + {:.3} * var(--fan-ratio)))", ((w - 1.0) / FAN_RATIO).max(0.0)))
            .collect();
        let _ = table.style().set_property("grid-template-columns", &template.join(" "));
        screen.places = view.piles.iter().zip(&sh.places).map(|(p, &pl)| (p.slot, pl)).collect();
        screen.depth = sh.depth;
        screen.cols = sh.cols;
        screen.strips = sh.strips;
        screen.fit = None;
        set_attr(&table, "data-game", game);
        set_attr(&table, "data-layout", layout);
        set_attr(&table, "data-side", if side { "yes" } else { "no" });
    }
    let f = fit(room.0, room.1, (screen.cols, screen.strips), view.rows as f64, screen.depth, slim, notes);
    if screen.fit != Some(f) {
        set_var(&table, "--fan-ratio", &format!("{:.3}", f.fan_ratio));
        set_var(&table, "--gap", &format!("{:.1}px", f.gap));
        set_var(&table, "--col-gap", &format!("{:.2}px", f.col_gap));
        set_var(&table, "--pad", &format!("{:.1}px", f.pad));
        set_var(&table, "--card-w", &format!("{}px", f.card_w));
        set_var(&table, "--avail-h", &format!("{:.0}px", f.avail_h));
        // Cards too small for a centre pip beside the index show the index alone.
        toggle_class(&table, "small-cards", f.card_w < SMALL_CARD);
        // Narrow cards: labels a size smaller, notes wrapped under their own pile.
        toggle_class(&table, "narrow-cards", f.card_w < NARROW_CARD);
        screen.fit = Some(f);
    }
    screen.piles.retain(|e| {
        let keep = view.pile(e.slot).is_some();
        if !keep {
            e.el.remove();
        }
        keep
    });
    for pile in &view.piles {
        let m = PileMarks {
            sel: marks.sel.filter(|s| s.0 == pile.slot).map(|s| s.1),
            cursor: marks.cursor.filter(|s| s.0 == pile.slot).map(|s| s.1),
            target: marks.target == Some(pile.slot),
            lit: marks.lit == Some(pile.slot),
        };
        let place = screen
            .places
            .iter()
            .find(|(s, _)| *s == pile.slot)
            .map_or(Place { col: pile.col, span: 1, left: false }, |(_, p)| *p);
        let how = How { place, cols: view.cols, counted: counted(pile, screen.counts), down: screen.side };
        match screen.piles.iter_mut().find(|e| e.slot == pile.slot) {
            Some(e) => {
                if e.pile != *pile || e.marks != m {
                    build_pile(&e.el, pile, m, how);
                    e.pile = pile.clone();
                    e.marks = m;
                }
            }
            None => {
                let e = el("div", "pile");
                build_pile(&e, pile, m, how);
                let _ = table.append_child(&e);
                screen.piles.push(Entry { slot: pile.slot, pile: pile.clone(), marks: m, el: e });
            }
        }
    }
}

/// Gives keyboard focus to the cursor's element.
pub fn focus(screen: &Screen, cursor: Option<(Slot, usize)>) {
    let Some((slot, i)) = cursor else { return };
    let Some(pile) = screen.element(slot) else { return };
    let target: Option<HtmlElement> =
        if i >= screen.len_of(slot) { Some(pile.clone()) } else { card_elements(pile, i).into_iter().next() };
    if let Some(t) = target {
        let _ = t.focus();
    }
}

/// Where a pile sits on the grid: its first column, how many columns it
/// spans, and whether it grows leftwards (right-aligned in its cells).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Place {
    col: u8,
    span: u8,
    left: bool,
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
fn counted(p: &PileView, counts: bool) -> bool {
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
fn slots(p: &PileView) -> usize {
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

/// Draws one pile at its place on the grid.
fn build_pile(e: &HtmlElement, pile: &PileView, m: PileMarks, how: How) {
    dom::clear(e);
    let fan = match pile.fan {
        _ if how.counted => "fan-count",
        Fan::Down => "fan-down",
        Fan::Right => "fan-right",
        Fan::Stack => "fan-stack",
    };
    let n = pile.cards.len();
    let place = how.place;
    e.set_class_name(&format!("pile {fan}"));
    toggle_class(e, "count-down", how.counted && how.down);
    toggle_class(e, "done", pile.done);
    toggle_class(e, "empty", n == 0);
    toggle_class(e, "has-selection", m.sel.is_some());
    toggle_class(e, "hint-target", m.target);
    toggle_class(e, "lit", m.lit);
    toggle_class(e, "first-col", place.col == 0 && !place.left);
    toggle_class(e, "last-col", place.left || place.col as usize + place.span as usize >= how.cols as usize);
    let key = slot_key(pile.slot);
    let name = slot_name(pile.slot, &pile.label);
    set_attr(e, "data-slot", &key);
    set_attr(e, "role", "group");
    let count = match n {
        0 => "empty".to_string(),
        1 => "1 card".to_string(),
        k => format!("{k} cards"),
    };
    let room = pile.capacity.map(|c| format!(", room for {}", (c as usize).saturating_sub(n))).unwrap_or_default();
    let hint = if m.target {
        ", where the hint moves the selected cards"
    } else if m.lit {
        ", the hint says to click it"
    } else {
        ""
    };
    let note = pile.note.as_deref().map(|t| format!(", {t}")).unwrap_or_default();
    set_attr(e, "aria-label", &format!("{name}, {count}{room}{note}{hint}"));
    set_attr(e, "tabindex", if m.cursor == Some(n) { "0" } else { "-1" });
    toggle_class(e, "cursor", m.cursor == Some(n));
    let _ = e.style().set_property("grid-row", &(pile.row as u32 + 1).to_string());
    let column = if place.span > 1 {
        format!("{} / span {}", place.col as u32 + 1, place.span)
    } else {
        format!("{}", place.col as u32 + 1)
    };
    let _ = e.style().set_property("grid-column", &column);
    let _ = e.style().set_property("justify-self", if place.left { "end" } else { "start" });
    // Which cards are drawn: a count shows them all; a stack its top card;
    // an uncapped right fan its last three.
    let shown_from = match (pile.fan, pile.capacity) {
        _ if how.counted => 0,
        (Fan::Stack, _) => n.saturating_sub(1),
        (Fan::Right, None) => n.saturating_sub(FAN_SHOWN),
        _ => 0,
    };
    // The strips above the top card: face-down ones (thin) and face-up
    // ones (the stylesheet tightens these, never below an index).
    let shown = &pile.cards[shown_from..];
    let down = shown[..shown.len().saturating_sub(1)].iter().filter(|f| matches!(f, Face::Down)).count();
    let up = shown.len().saturating_sub(1) - down;
    set_var(e, "--up", &up.to_string());
    set_var(e, "--down", &down.to_string());
    set_var(e, "--shown", &shown.len().to_string());
    set_var(e, "--slots", &slots(pile).to_string());
    let _ = e.append_child(&el("div", "outline"));
    let last = n.saturating_sub(1);
    let mut downs_before = 0usize;
    for (i, face) in pile.cards.iter().enumerate().skip(shown_from) {
        let c = card_element(*face, &name);
        set_attr(&c, "data-slot", &key);
        set_attr(&c, "data-index", &i.to_string());
        set_var(&c, "--i", &(i - shown_from).to_string());
        // Where the card sits: face-down strips before it, face-up strips before it.
        let ups_before = i - shown_from - downs_before;
        set_var(&c, "--d", &downs_before.to_string());
        set_var(&c, "--u", &ups_before.to_string());
        if matches!(face, Face::Down) {
            downs_before += 1;
        }
        let movable = i >= pile.first_movable;
        toggle_class(&c, "movable", movable);
        toggle_class(&c, "covered", i < last);
        toggle_class(&c, "selected", m.sel.is_some_and(|s| i >= s));
        toggle_class(&c, "cursor", m.cursor == Some(i));
        set_attr(&c, "tabindex", if m.cursor == Some(i) { "0" } else { "-1" });
        let _ = e.append_child(&c);
    }
    let label = text_el("div", "pile-label", &pile.label);
    set_attr(&label, "aria-hidden", "true");
    let _ = e.append_child(&label);
    let note = match (&pile.note, pile.fan) {
        (Some(t), _) => Some(t.clone()),
        (None, Fan::Stack) if n > 0 => Some(count.clone()),
        _ => None,
    };
    if let Some(t) = note {
        toggle_class(e, "has-note", true);
        let note = text_el("div", "pile-note", &t);
        set_attr(&note, "aria-hidden", "true");
        let _ = e.append_child(&note);
    }
}

/// One card: face down, or face up with its index in the top corner
/// (rank and suit, whole in any strip a fan leaves) and a large suit sign
/// that only the top card of a pile shows.
pub fn card_element(face: Face, pile_name: &str) -> HtmlElement {
    match face {
        Face::Down => {
            let c = el("div", "card back");
            set_attr(&c, "aria-label", &format!("face-down card, {pile_name}"));
            set_attr(&c, "role", "img");
            c
        }
        Face::Up(card) => {
            let colour = if card.suit().is_red() { "red" } else { "black" };
            let c = el("div", &format!("card {colour}"));
            set_attr(&c, "aria-label", &format!("{}, {pile_name}", card.name()));
            set_attr(&c, "role", "img");
            set_attr(&c, "data-card", &card.to_string());
            let rank = crate::card::rank_text(card.rank());
            let suit = card.suit().symbol().to_string();
            let k = el("span", "index");
            set_attr(&k, "aria-hidden", "true");
            // "10" is the one two-letter rank: it is set narrower, to fit a
            // strip as narrow as the others' (`.rank.ten`).
            let _ = k.append_child(&text_el("span", if card.rank() == 10 { "rank ten" } else { "rank" }, rank));
            let _ = k.append_child(&text_el("span", "suit", &suit));
            let _ = c.append_child(&k);
            let pip = text_el("span", "pip", &suit);
            set_attr(&pip, "aria-hidden", "true");
            let _ = c.append_child(&pip);
            c
        }
    }
}
