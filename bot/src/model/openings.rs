//! A game's opening by name: Xiangqi's named openings by their first moves, from the
//! public list in `bot/data/xiangqi-openings.tsv` (its source is named in the file), the
//! longest that the game's moves begin with; the other variants, and any game from a
//! start position of its own, by their first move and reply.

use std::sync::OnceLock;

use rules::Variant;
use serde::{Deserialize, Serialize};

/// The named Xiangqi openings: (first moves in WXF, name).
fn xiangqi_openings() -> &'static [(Vec<String>, String)] {
    static TABLE: OnceLock<Vec<(Vec<String>, String)>> = OnceLock::new();
    TABLE.get_or_init(|| read_table(include_str!("../../data/xiangqi-openings.tsv")))
}

/// The lines of the table: moves, a tab, the English name, a tab, the Chinese name (and
/// what may follow); `#` lines are comments.
fn read_table(text: &str) -> Vec<(Vec<String>, String)> {
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .filter_map(|l| {
            let mut cols = l.split('\t');
            let moves = cols.next()?.split_whitespace().map(str::to_owned).collect();
            let english = cols.next()?.trim();
            let chinese = cols.next().map(str::trim).filter(|c| !c.is_empty());
            Some((
                moves,
                match chinese {
                    Some(c) => format!("{english} ({c})"),
                    None => english.to_owned(),
                },
            ))
        })
        .collect()
}

/// A game's opening, as its review keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Opening {
    /// A named Xiangqi opening (the table's name, its Chinese name in brackets) and the
    /// moves that make it.
    Named {
        /// The name.
        name: String,
        /// Its moves, in the game's notation.
        line: Vec<String>,
    },
    /// A game from a start position of its own: its first move and reply.
    OwnStart {
        /// The moves (none, one or two).
        own_start: Vec<String>,
    },
    /// No name: the first move and reply (none, one or two).
    FirstMoves {
        /// The moves.
        first: Vec<String>,
    },
    /// A review stored before openings were kept as values: its words as they were.
    Words(String),
}

/// The opening of a game of `variant` with these moves (in the game's notation), from the
/// variant's own start position or not: a named Xiangqi opening (the longest line the
/// moves begin with), else the first move and reply.
pub fn opening_name(variant: Variant, standard_start: bool, moves: &[String]) -> Opening {
    let first: Vec<String> = moves.iter().take(2).cloned().collect();
    if !standard_start {
        return Opening::OwnStart { own_start: first };
    }
    if variant == Variant::Xiangqi
        && let Some((line, name)) = xiangqi_openings()
            .iter()
            .filter(|(line, _)| {
                line.len() <= moves.len() && moves.iter().zip(line).all(|(a, b)| a == b)
            })
            .max_by_key(|(line, _)| line.len())
    {
        return Opening::Named {
            name: name.clone(),
            line: line.clone(),
        };
    }
    Opening::FirstMoves { first }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_line_of_the_table_is_read_and_is_legal_from_the_start() {
        let table = xiangqi_openings();
        assert!(table.len() >= 10, "{}", table.len());
        for (line, name) in table {
            assert!(!line.is_empty() && !name.is_empty(), "{line:?} {name}");
            let mut game =
                rules::AnyGame::from_record(&rules::Record::new(Variant::Xiangqi)).unwrap();
            for m in line {
                let turn = game.turn();
                let played = game
                    .play_as(turn, m)
                    .unwrap_or_else(|e| panic!("{name}: {m} in {line:?}: {e:?}"));
                assert_eq!(
                    played.written.canonical(),
                    *m,
                    "{name}: written as the game writes it"
                );
            }
        }
    }

    #[test]
    fn the_longest_named_line_is_taken_and_the_rest_named_by_their_first_moves() {
        let moves = |t: &str| t.split(' ').map(str::to_owned).collect::<Vec<_>>();
        let Opening::Named { name, line } =
            opening_name(Variant::Xiangqi, true, &moves("C2=5 H8+7 H2+3"))
        else {
            panic!("Central Cannon is named");
        };
        assert!(name.starts_with("Central Cannon"), "{name}");
        assert_eq!(line[0], "C2=5");
        assert_eq!(
            opening_name(Variant::MiniXiangqi, true, &moves("C6+2 C2+1 R1+1")),
            Opening::FirstMoves {
                first: moves("C6+2 C2+1")
            }
        );
        assert_eq!(
            opening_name(Variant::Xiangqi, false, &moves("C2=5")),
            Opening::OwnStart {
                own_start: moves("C2=5")
            }
        );
        assert_eq!(
            opening_name(Variant::MiniShogi, true, &[]),
            Opening::FirstMoves { first: Vec::new() }
        );
    }

    #[test]
    fn an_opening_is_stored_as_a_value_and_old_words_still_read() {
        let named = Opening::Named {
            name: "Central Cannon".into(),
            line: vec!["C2=5".into()],
        };
        for o in [
            named,
            Opening::OwnStart {
                own_start: vec!["C2=5".into()],
            },
            Opening::FirstMoves { first: Vec::new() },
            Opening::Words("C2=5 H8+7".into()),
        ] {
            let json = serde_json::to_string(&o).unwrap();
            assert_eq!(serde_json::from_str::<Opening>(&json).unwrap(), o, "{json}");
        }
        assert_eq!(
            serde_json::from_str::<Opening>("\"from a position of its own, C2=5\"").unwrap(),
            Opening::Words("from a position of its own, C2=5".into())
        );
    }
}
