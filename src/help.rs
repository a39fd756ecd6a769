//! Each game's rules and notation in our own words, and how to play on the
//! page, for the help sheet. The text is the site's file
//! `data/help/rules.txt`, which the page fetches once its first table is
//! drawn (`page/sheets/help.rs`), so it adds nothing to the page's wasm;
//! natively it is compiled in ([`Rules::compiled`]).
//!
//! The file, line by line: `# GAME…` starts a block for the games it
//! names (their keys, `beeswax beehive beetle spider`), `## Heading`
//! starts a section of that block, any other line that is not blank is one
//! paragraph of that section. A game's sections are those of every block
//! naming it, in the file's order (so a section shared by two games is
//! written once).

use crate::games::GameId;

/// Where the page fetches the help text (beside `index.html`).
pub const ADDRESS: &str = "data/help/rules.txt";

/// A help section: a heading and its paragraphs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    pub heading: String,
    pub paragraphs: Vec<String>,
}

/// The help text of every game: each section with the games it is for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rules {
    sections: Vec<(Vec<GameId>, Section)>,
}

impl Rules {
    /// Reads the help file. Refused, naming the line: a block naming no
    /// game or an unknown one, a section outside a block, a paragraph
    /// outside a section, a section without paragraphs, a game without
    /// any section.
    pub fn parse(text: &str) -> Result<Rules, String> {
        let mut sections: Vec<(Vec<GameId>, Section)> = Vec::new();
        let mut games: Option<Vec<GameId>> = None;
        // A section is open since its heading, until the next block.
        let mut open = false;
        for (i, line) in text.lines().enumerate() {
            let at = |what: &str| format!("the help file's line {}: {what}", i + 1);
            let line = line.trim_end();
            if let Some(heading) = line.strip_prefix("## ") {
                let games = games.clone().ok_or_else(|| at("a section before any block"))?;
                sections.push((games, Section { heading: heading.to_string(), paragraphs: Vec::new() }));
                open = true;
            } else if let Some(keys) = line.strip_prefix('#') {
                let named = keys.split_whitespace().map(GameId::parse).collect::<Result<Vec<_>, _>>();
                match named.map_err(|e| at(&e))? {
                    g if g.is_empty() => return Err(at("a block names no game")),
                    g => games = Some(g),
                }
                open = false;
            } else if !line.trim().is_empty() {
                match sections.last_mut().filter(|_| open) {
                    Some(s) => s.1.paragraphs.push(line.to_string()),
                    None => return Err(at("a paragraph outside a section")),
                }
            }
        }
        if let Some((_, s)) = sections.iter().find(|(_, s)| s.paragraphs.is_empty()) {
            return Err(format!("the help file's section \"{}\" has no paragraph", s.heading));
        }
        let rules = Rules { sections };
        match GameId::ALL.into_iter().find(|g| rules.sections(*g).is_empty()) {
            Some(g) => Err(format!("the help file has nothing for {}", g.title())),
            None => Ok(rules),
        }
    }

    /// The help file as compiled in (natively; the page fetches it).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn compiled() -> Rules {
        Rules::parse(include_str!("../data/help/rules.txt")).expect("data/help/rules.txt is read by a test")
    }

    /// The help sections of a game: its rules first, then how to play here.
    pub fn sections(&self, game: GameId) -> Vec<&Section> {
        self.sections.iter().filter(|(g, _)| g.contains(&game)).map(|(_, s)| s).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game's help as plain text: its headings and paragraphs.
    fn text(game: GameId) -> String {
        let rules = Rules::compiled();
        rules.sections(game).iter().map(|s| format!("{}\n{}\n", s.heading, s.paragraphs.join("\n"))).collect()
    }

    #[test]
    fn every_game_has_rules_and_notation() {
        for g in GameId::ALL {
            let t = text(g);
            assert!(t.starts_with(g.title()), "{g}");
            assert!(t.contains("Notation") || t.contains("notation"), "{g}");
            assert!(t.contains("Ctrl+Z"));
        }
        assert!(text(GameId::Beeswax).contains("XYk"));
        assert!(text(GameId::Spider).contains("cheated"));
        assert!(!text(GameId::Spider).contains("Fifteen Puzzle"));
    }

    #[test]
    fn a_section_for_two_games_is_in_both_in_the_files_order() {
        let rules = Rules::compiled();
        let heads = |g| rules.sections(g).iter().map(|s| s.heading.clone()).collect::<Vec<_>>();
        assert_eq!(heads(GameId::Beetle), ["Beetle", "Moves", "Dealing and notation", "Playing on this page"]);
        assert_eq!(
            heads(GameId::Spider),
            [
                "Spider (Donald Woods' rules, 1979)",
                "Moves",
                "Dealing, removing, undoing",
                "Notation and tools",
                "Playing on this page"
            ]
        );
        assert_eq!(rules.sections(GameId::Beetle)[1], rules.sections(GameId::Spider)[1]);
    }

    #[test]
    fn a_bad_file_is_refused_naming_its_line() {
        let bad = [
            ("## Moves\nA move.\n", "line 1: a section before any block"),
            ("# beeswax\nA move.\n", "line 2: a paragraph outside a section"),
            ("A move.\n", "line 1: a paragraph outside a section"),
            ("# beeswax\n## Moves\nA move.\n# beehive\nA deal.\n", "line 5: a paragraph outside a section"),
            ("# chess\n## Moves\nA move.\n", "line 1: "),
            ("# \n## Moves\n", "line 1: a block names no game"),
            ("# beeswax\n## Moves\n## Notation\nXY.\n", "section \"Moves\" has no paragraph"),
            ("# beeswax\n## Moves\nA move.\n", "nothing for Beehive"),
            ("", "nothing for Beeswax"),
        ];
        for (text, says) in bad {
            let e = Rules::parse(text).unwrap_err();
            assert!(e.contains(says), "{text:?}: {e}");
        }
    }
}
