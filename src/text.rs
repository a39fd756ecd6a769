//! Quoting a stranger's text in a message: [`clip`] and [`clip_bytes`] cut
//! it short and escape what a terminal or a page could act on. A leaf: every
//! module that reports bad input (cards, options, records, the command
//! line) uses it, and it uses nothing of the crate.

/// The most characters of a stranger's token an error message quotes
/// (see [`clip`]).
pub const ECHO: usize = 32;

/// Quotes a stranger's token (a card, a move, a game name, a deal number, a
/// line, an argument) in a message: at most `max` characters (a few dozen at
/// most: callers pass [`ECHO`] or less), cut with `…`, and with every
/// character a terminal or a page could act on escaped, so a message is one
/// short, inert line whatever the input. Control characters are written as
/// Rust writes them (`\n`, `\t`, `\r`, `\0`, `\u{1b}`), and so are the
/// invisible format characters that reorder or hide text (bidirectional
/// overrides and isolates, zero-width characters, the byte-order mark, line
/// and paragraph separators); a backslash is doubled, so an escape in the
/// message always means the character, never the two typed.
/// ```
/// use swarm::text::clip;
/// assert_eq!(clip("Zz", 8), "Zz");
/// assert_eq!(clip("beeswax\0", 20), "beeswax\\0");
/// assert_eq!(clip("\u{1b}[2J\u{7}", 20), "\\u{1b}[2J\\u{7}");
/// assert_eq!(clip("abcdefghij", 4), "abcd…");
/// assert_eq!(clip(&"9".repeat(10_000), 12), "999999999999…");
/// ```
pub fn clip(s: &str, max: usize) -> String {
    cut(s.chars().map(escape), max)
}

/// Whether `needle` occurs in `hay`: `str::contains` by bytes, for the
/// page's few searches of a stored text, so its wasm carries no string
/// searcher nor, with it, the formatting of a character's panic
/// (docs/site.md, *Fifteenth look*).
/// ```
/// assert!(swarm::text::has("{\"position\": 1}", "\"position\""));
/// assert!(!swarm::text::has("pos", "position") && swarm::text::has("x", ""));
/// ```
pub fn has(hay: &str, needle: &str) -> bool {
    needle.is_empty() || hay.as_bytes().windows(needle.len()).any(|w| w == needle.as_bytes())
}

/// [`clip`] for bytes that may not be UTF-8 (a command-line argument, a
/// file): each byte that is not part of a UTF-8 character shows as `\xFF`.
/// ```
/// assert_eq!(swarm::text::clip_bytes(b"sp\xffider", 20), "sp\\xFFider");
/// ```
pub fn clip_bytes(b: &[u8], max: usize) -> String {
    let pieces = b.utf8_chunks().flat_map(|chunk| {
        let bad = chunk.invalid().iter().map(|x| format!("\\x{x:02X}"));
        chunk.valid().chars().map(escape).chain(bad)
    });
    cut(pieces, max)
}

/// Joins escaped pieces up to `max` characters, then `…`.
fn cut(pieces: impl Iterator<Item = String>, max: usize) -> String {
    let mut out = String::new();
    let mut used = 0;
    for e in pieces {
        let n = e.chars().count();
        if used + n > max {
            out.push('…');
            return out;
        }
        used += n;
        out.push_str(&e);
    }
    out
}

/// One character as [`clip`] shows it.
fn escape(c: char) -> String {
    let hidden = c.is_control()
        || matches!(c, '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2060}'..='\u{2069}')
        || matches!(c, '\u{061c}' | '\u{2028}' | '\u{2029}' | '\u{feff}' | '\u{fff9}'..='\u{fffb}');
    match c {
        '\\' => "\\\\".to_string(),
        '\0' => "\\0".to_string(),
        c if hidden => c.escape_default().to_string(),
        c => c.to_string(),
    }
}
