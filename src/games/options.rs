//! Rule options: the table of keys and values per game (SPEC §1.5), and
//! `Options`, a validated set of values used by links, the CLI and records.

use std::collections::BTreeMap;

use super::GameId;

/// One option: its key, its allowed values (default first) and a label.
#[derive(Debug)]
pub struct OptionSpec {
    pub key: &'static str,
    pub values: &'static [&'static str],
    pub label: &'static str,
    /// A label per value, in the same order, for the page's pickers.
    pub value_labels: &'static [&'static str],
}

impl OptionSpec {
    pub fn default_value(&self) -> &'static str {
        self.values[0]
    }
}

const BEEHIVE: &[OptionSpec] = &[
    OptionSpec {
        key: "storehouse",
        values: &["10", "7", "8", "9", "11", "12", "13", "14", "15", "16"],
        label: "Storehouse size",
        value_labels: &["10 cards", "7", "8", "9", "11", "12", "13", "14", "15", "16"],
    },
    OptionSpec {
        key: "draw",
        values: &["3", "1"],
        label: "Deal from stock",
        value_labels: &["three at a time", "one at a time"],
    },
    OptionSpec {
        key: "fill",
        values: &["any", "leeming"],
        label: "Empty columns",
        value_labels: &["may stay empty", "filled at once (Leeming)"],
    },
];

const BEETLE: &[OptionSpec] = &[
    OptionSpec {
        key: "deal",
        values: &["44", "54"],
        label: "Layout",
        value_labels: &["44 cards (5/5/5/5/4…)", "54 cards (Open Spider)"],
    },
    OptionSpec {
        key: "empty_deal",
        values: &["no", "yes"],
        label: "Deal with an empty pile",
        value_labels: &["not allowed", "allowed"],
    },
];

const SPIDER: &[OptionSpec] = &[
    OptionSpec {
        key: "suits",
        values: &["4", "2", "1"],
        label: "Suits",
        value_labels: &["4 suits", "2 suits (♠♥)", "1 suit (♠)"],
    },
    OptionSpec {
        key: "extra",
        values: &["left", "spread"],
        label: "Extra face-down cards",
        value_labels: &["piles 1–4", "piles 1, 4, 7, 10"],
    },
    OptionSpec {
        key: "removal",
        values: &["manual", "auto"],
        label: "Remove a complete suit",
        value_labels: &["by the player (Woods)", "automatically"],
    },
    OptionSpec {
        key: "empty_deal",
        values: &["no", "yes"],
        label: "Deal with an empty pile",
        value_labels: &["not allowed", "allowed"],
    },
];

/// The option table of a game.
pub fn specs(game: GameId) -> &'static [OptionSpec] {
    match game {
        GameId::Beeswax => &[],
        GameId::Beehive => BEEHIVE,
        GameId::Beetle => BEETLE,
        GameId::Spider => SPIDER,
    }
}

/// A complete, validated set of option values for one game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    game: GameId,
    values: BTreeMap<&'static str, &'static str>,
}

impl Options {
    /// All defaults.
    pub fn defaults(game: GameId) -> Options {
        let values = specs(game).iter().map(|s| (s.key, s.default_value())).collect();
        Options { game, values }
    }

    /// Defaults overridden by `pairs`; an unknown key or value is an error
    /// naming it and listing what is allowed.
    pub fn parse<'a>(game: GameId, pairs: impl IntoIterator<Item = (&'a str, &'a str)>) -> Result<Options, String> {
        let mut o = Options::defaults(game);
        for (k, v) in pairs {
            o.set(k, v)?;
        }
        Ok(o)
    }

    /// Sets one option, checking key and value.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), String> {
        let clip = crate::notation::clip;
        let key_t = key.trim().to_ascii_lowercase();
        let spec = specs(self.game).iter().find(|s| s.key == key_t).ok_or_else(|| {
            let known: Vec<_> = specs(self.game).iter().map(|s| s.key).collect();
            if known.is_empty() {
                format!("{} has no option `{}`", self.game.title(), clip(key, 24))
            } else {
                format!("{} has no option `{}` (options: {})", self.game.title(), clip(key, 24), known.join(", "))
            }
        })?;
        let v = value.trim().to_ascii_lowercase();
        let val = spec.values.iter().find(|x| **x == v).ok_or_else(|| {
            format!("option {} cannot be `{}` (allowed: {})", spec.key, clip(value, 24), spec.values.join(", "))
        })?;
        self.values.insert(spec.key, val);
        Ok(())
    }

    pub fn game(&self) -> GameId {
        self.game
    }

    /// The value of `key` (the default if never set). Panics only for a key
    /// the game does not have, which is a programming error.
    pub fn get(&self, key: &str) -> &'static str {
        self.values.get(key).copied().unwrap_or_else(|| panic!("no option {key} in {}", self.game))
    }

    /// Numeric value of `key`.
    pub fn get_num(&self, key: &str) -> u32 {
        self.get(key).parse().expect("numeric option")
    }

    /// The values that differ from the defaults, in table order (for links).
    pub fn non_default(&self) -> Vec<(&'static str, &'static str)> {
        specs(self.game)
            .iter()
            .filter_map(|s| {
                let v = self.get(s.key);
                (v != s.default_value()).then_some((s.key, v))
            })
            .collect()
    }

    /// `key=value` pairs that differ from the defaults, comma-separated ("" for none).
    pub fn summary(&self) -> String {
        self.non_default().iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(",")
    }

    /// Parses a `k=v,k=v` summary (the `options:` line of a text position).
    pub fn parse_summary(game: GameId, text: &str) -> Result<Options, String> {
        let mut pairs = Vec::new();
        for part in text.split([',', ' ', ';']).filter(|p| !p.trim().is_empty()) {
            let (k, v) = part
                .split_once('=')
                .ok_or_else(|| format!("option `{}` is not key=value", crate::notation::clip(part, 24)))?;
            pairs.push((k, v));
        }
        Options::parse(game, pairs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_validate_keys_and_values() {
        let o = Options::parse(GameId::Spider, [("suits", "2")]).unwrap();
        assert_eq!(o.get("suits"), "2");
        assert_eq!(o.get("removal"), "manual");
        assert_eq!(o.summary(), "suits=2");
        assert!(Options::parse(GameId::Spider, [("suits", "3")]).unwrap_err().contains("allowed: 4, 2, 1"));
        assert!(Options::parse(GameId::Beeswax, [("x", "1")]).unwrap_err().contains("no option"));
        assert_eq!(
            Options::parse_summary(GameId::Beehive, "storehouse=13, draw=1").unwrap().summary(),
            "storehouse=13,draw=1"
        );
    }
}
