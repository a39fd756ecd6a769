//! Rule options: the table of keys and values per game (SPEC §1.5), and
//! `Options`, a validated set of values used by links, the CLI and records.

use super::GameId;

/// One option: its key, its allowed values (in the order they are listed:
/// the page's picker, messages), its default and a label.
#[derive(Debug)]
pub struct OptionSpec {
    pub key: &'static str,
    pub values: &'static [&'static str],
    /// One of `values`.
    pub default: &'static str,
    pub label: &'static str,
    /// How the page's picker names each value, in the same order.
    pub value_labels: &'static [ValueLabel],
}

/// How the page names one value of an option: a closed picker shows the
/// `short` form (readable whole on a 320 px phone); the picker's list and
/// its tooltip give the `full` one.
#[derive(Debug)]
pub struct ValueLabel {
    pub short: &'static str,
    pub full: &'static str,
}

/// A value whose name is short enough as it is.
const fn same(name: &'static str) -> ValueLabel {
    ValueLabel { short: name, full: name }
}

/// A value named `short` in a closed picker and `full` in its list.
const fn both(short: &'static str, full: &'static str) -> ValueLabel {
    ValueLabel { short, full }
}

impl OptionSpec {
    pub fn default_value(&self) -> &'static str {
        self.default
    }

    /// The values as messages list them, in order, the default marked:
    /// `7, 8, 9, 10 (default), 11, 12, 13, 14, 15, 16`.
    pub fn listed(&self) -> String {
        let mark = |v: &&str| if *v == self.default { format!("{v} (default)") } else { v.to_string() };
        self.values.iter().map(mark).collect::<Vec<_>>().join(", ")
    }
}

/// Keys an option had before, still read (links, records and positions
/// written with them keep working): Beetle's `cards` was once `deal`, which
/// collided with a link's deal number.
const OLD_KEYS: &[(&str, &str)] = &[("deal", "cards")];

/// The key `key` names as `Options::set` reads it: trimmed, lower case, an
/// old name replaced by the current one.
pub fn canonical_key(key: &str) -> String {
    let k = key.trim().to_ascii_lowercase();
    OLD_KEYS.iter().find(|(old, _)| *old == k).map_or(k, |(_, new)| new.to_string())
}

const BEEHIVE: &[OptionSpec] = &[
    OptionSpec {
        key: "storehouse",
        values: &["7", "8", "9", "10", "11", "12", "13", "14", "15", "16"],
        default: "10",
        label: "Storehouse size",
        value_labels: &[
            same("7"),
            same("8"),
            same("9"),
            both("10 cards", "10 cards (default)"),
            same("11"),
            same("12"),
            same("13"),
            same("14"),
            same("15"),
            same("16"),
        ],
    },
    OptionSpec {
        key: "draw",
        values: &["3", "1"],
        default: "3",
        label: "Deal from stock",
        value_labels: &[same("three at a time"), same("one at a time")],
    },
    OptionSpec {
        key: "fill",
        values: &["any", "leeming"],
        default: "any",
        label: "Empty columns",
        value_labels: &[same("may stay empty"), both("filled at once", "filled at once (Leeming)")],
    },
];

const BEETLE: &[OptionSpec] = &[
    OptionSpec {
        key: "cards",
        values: &["44", "54"],
        default: "44",
        label: "Layout",
        value_labels: &[both("44 cards", "44 cards (5/5/5/5/4…)"), both("54 cards", "54 cards (Open Spider)")],
    },
    OptionSpec {
        key: "empty_deal",
        values: &["no", "yes"],
        default: "no",
        label: "Deal with an empty pile",
        value_labels: &[same("not allowed"), same("allowed")],
    },
];

const SPIDER: &[OptionSpec] = &[
    OptionSpec {
        key: "suits",
        values: &["4", "2", "1"],
        default: "4",
        label: "Suits",
        value_labels: &[same("4 suits"), same("2 suits (♠♥)"), same("1 suit (♠)")],
    },
    OptionSpec {
        key: "extra",
        values: &["left", "spread"],
        default: "left",
        label: "Extra face-down cards",
        value_labels: &[same("piles 1–4"), same("piles 1, 4, 7, 10")],
    },
    OptionSpec {
        key: "removal",
        values: &["manual", "auto"],
        default: "manual",
        label: "Remove a complete suit",
        value_labels: &[both("by the player", "by the player (Woods)"), same("automatically")],
    },
    OptionSpec {
        key: "empty_deal",
        values: &["no", "yes"],
        default: "no",
        label: "Deal with an empty pile",
        value_labels: &[same("not allowed"), same("allowed")],
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
    /// The value of each of the game's options, in the order of
    /// [`specs`] (a list, not a map: a game has at most a few options, and
    /// each map type adds kilobytes to the wasm).
    values: Vec<&'static str>,
}

impl Options {
    /// All defaults.
    pub fn defaults(game: GameId) -> Options {
        Options { game, values: specs(game).iter().map(OptionSpec::default_value).collect() }
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

    /// Sets one option, checking key and value (an old key is read as the
    /// current one: Beetle's `deal=54` is `cards=54`).
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), String> {
        let clip = crate::text::clip;
        let key_t = canonical_key(key);
        let (at, spec) = specs(self.game).iter().enumerate().find(|(_, s)| s.key == key_t).ok_or_else(|| {
            let known: Vec<_> = specs(self.game).iter().map(|s| s.key).collect();
            if known.is_empty() {
                format!("{} has no option `{}`", self.game.title(), clip(key, 24))
            } else {
                format!("{} has no option `{}` (options: {})", self.game.title(), clip(key, 24), known.join(", "))
            }
        })?;
        let v = value.trim().to_ascii_lowercase();
        let val = spec.values.iter().find(|x| **x == v).ok_or_else(|| {
            format!("option {} cannot be `{}` (allowed: {})", spec.key, clip(value, 24), spec.listed())
        })?;
        self.values[at] = val;
        Ok(())
    }

    pub fn game(&self) -> GameId {
        self.game
    }

    /// The value of `key` (the default if never set). Panics only for a key
    /// the game does not have, which is a programming error.
    pub fn get(&self, key: &str) -> &'static str {
        match specs(self.game).iter().position(|s| s.key == key) {
            Some(at) => self.values[at],
            None => panic!("no option {key} in {}", self.game),
        }
    }

    /// Numeric value of `key`.
    pub fn get_num(&self, key: &str) -> u32 {
        self.get(key).parse().unwrap_or_else(|_| panic!("option {key} is not a number"))
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
                .ok_or_else(|| format!("option `{}` is not key=value", crate::text::clip(part, 24)))?;
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
        assert!(Options::parse(GameId::Spider, [("suits", "3")]).unwrap_err().contains("allowed: 4 (default), 2, 1"));
        assert!(Options::parse(GameId::Beeswax, [("x", "1")]).unwrap_err().contains("no option"));
        assert_eq!(
            Options::parse_summary(GameId::Beehive, "storehouse=13, draw=1").unwrap().summary(),
            "storehouse=13,draw=1"
        );
    }

    #[test]
    fn the_storehouse_sizes_are_listed_in_order_with_the_default_marked() {
        let e = Options::parse(GameId::Beehive, [("storehouse", "17")]).unwrap_err();
        assert!(e.ends_with("(allowed: 7, 8, 9, 10 (default), 11, 12, 13, 14, 15, 16)"), "{e}");
        assert_eq!(Options::defaults(GameId::Beehive).get("storehouse"), "10");
        for game in GameId::ALL {
            for spec in specs(game) {
                assert!(spec.values.contains(&spec.default), "{game} {}", spec.key);
            }
        }
    }

    #[test]
    fn beetles_layout_key_is_cards_and_its_old_name_deal_is_still_read() {
        let o = Options::parse(GameId::Beetle, [("cards", "54")]).unwrap();
        assert_eq!(o.summary(), "cards=54");
        assert_eq!(Options::parse(GameId::Beetle, [("deal", "54")]).unwrap(), o);
        assert_eq!(Options::parse_summary(GameId::Beetle, "deal=54").unwrap(), o);
        assert!(Options::parse(GameId::Spider, [("deal", "54")]).unwrap_err().contains("no option `deal`"));
    }

    #[test]
    fn every_value_has_a_picker_name_no_longer_than_its_description() {
        for game in GameId::ALL {
            for spec in specs(game) {
                assert_eq!(spec.values.len(), spec.value_labels.len(), "{game} {}", spec.key);
                for l in spec.value_labels {
                    assert!(!l.short.is_empty() && l.short.chars().count() <= l.full.chars().count(), "{l:?}");
                }
            }
        }
    }
}
