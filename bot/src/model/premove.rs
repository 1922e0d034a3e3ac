//! Conditional moves (`/premove`): after your move, your answers to the replies you
//! expect, as lines of pairs — `H8+7 H2+3 C8=5 R1=2` means "if they play H8+7 I play H2+3,
//! then if C8=5 I play R1=2" — and several lines (`;` between them) make a tree. Each line
//! is checked move by move in the positions where it would be played when it is entered,
//! and stored in coordinates; a reply that no line expects clears them all.

use rules::{AnyGame, Color, MoveRefusal, PlayAsError};
use serde::{Deserialize, Serialize};

/// The most lines one may queue.
pub const MAX_LINES: usize = 10;

/// The most pairs (a reply and an answer) in one line.
pub const MAX_PAIRS: usize = 20;

/// A player's conditional moves in one game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Premoves {
    /// Who queued them (the side that answers).
    #[serde(with = "super::color_serde")]
    pub by: Color,
    /// Each line: the pairs of (their reply, the answer), in coordinates.
    pub lines: Vec<Vec<[String; 2]>>,
}

/// What is wrong with the conditional moves given: the mistake, and in which line when
/// several were given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PremoveError {
    /// The line (1-based) it is in, when several were given.
    pub line: Option<usize>,
    /// What is wrong.
    pub mistake: PremoveMistake,
}

/// A mistake in conditional moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PremoveMistake {
    /// Nothing was given.
    Empty,
    /// More lines than one may queue (how many were given).
    TooManyLines(usize),
    /// A move of theirs without an answer after it.
    NoAnswer(String),
    /// More pairs in a line than one may queue.
    TooManyPairs,
    /// The game would be over after this answer: nothing can follow it.
    OverAfterAnswer(String),
    /// The game would be over after this move of theirs: there is nothing to answer.
    OverAfterTheirs(String),
    /// Their move cannot be played there (with the rules' reason, if they give one).
    TheirMove {
        /// As typed.
        text: String,
        /// Why not.
        reason: Option<Box<MoveRefusal>>,
    },
    /// The answer cannot be played there (with the rules' reason, if they give one).
    Answer {
        /// As typed.
        text: String,
        /// The move of theirs it answers.
        to: String,
        /// Why not.
        reason: Option<Box<MoveRefusal>>,
    },
    /// Two lines answer the same move (reached by the same moves) two ways.
    TwoWays {
        /// The lines (1-based), the earlier first.
        lines: [usize; 2],
        /// Their move, in the game's notation.
        reply: String,
        /// The two answers, the earlier line's first.
        answers: [String; 2],
    },
}

impl Premoves {
    /// Reads `text` (lines of moves in any notation the game takes, `;` between lines) as
    /// `by`'s conditional moves in `game`, where the other side is to move: every move
    /// checked in the position where it would be played. A mistake is named with its line
    /// and move.
    pub fn read(game: &AnyGame, by: Color, text: &str) -> Result<Premoves, PremoveError> {
        let texts: Vec<&str> = text
            .split([';', '|'])
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .collect();
        let whole = |mistake| PremoveError {
            line: None,
            mistake,
        };
        if texts.is_empty() {
            return Err(whole(PremoveMistake::Empty));
        }
        if texts.len() > MAX_LINES {
            return Err(whole(PremoveMistake::TooManyLines(texts.len())));
        }
        let (mut lines, mut written) = (Vec::new(), Vec::new());
        for (n, text) in texts.iter().enumerate() {
            let at = |mistake| PremoveError {
                line: (texts.len() > 1).then_some(n + 1),
                mistake,
            };
            let words: Vec<&str> = text.split_whitespace().collect();
            if words.len() % 2 == 1 {
                return Err(at(PremoveMistake::NoAnswer(
                    words[words.len() - 1].to_owned(),
                )));
            }
            if words.len() / 2 > MAX_PAIRS {
                return Err(at(PremoveMistake::TooManyPairs));
            }
            let mut position = game.clone();
            let (mut line, mut notations) = (Vec::new(), Vec::new());
            for (i, pair) in words.chunks(2).enumerate() {
                if i > 0 && position.outcome().is_some() {
                    return Err(at(PremoveMistake::OverAfterAnswer(
                        words[2 * i - 1].to_owned(),
                    )));
                }
                let reply = position.play_as(!by, pair[0]).map_err(|e| {
                    at(PremoveMistake::TheirMove {
                        text: pair[0].to_owned(),
                        reason: reason(e),
                    })
                })?;
                if position.outcome().is_some() {
                    return Err(at(PremoveMistake::OverAfterTheirs(pair[0].to_owned())));
                }
                let answer = position.play_as(by, pair[1]).map_err(|e| {
                    at(PremoveMistake::Answer {
                        text: pair[1].to_owned(),
                        to: pair[0].to_owned(),
                        reason: reason(e),
                    })
                })?;
                line.push([reply.coordinate, answer.coordinate]);
                notations.push([
                    reply.written.canonical().to_owned(),
                    answer.written.canonical().to_owned(),
                ]);
            }
            lines.push(line);
            written.push(notations);
        }
        one_answer_each(&lines, &written).map_err(whole)?;
        Ok(Premoves { by, lines })
    }

    /// The answer to `reply` (coordinates) and the lines that go on after it, if a line
    /// expects it; none means they are all cleared.
    pub fn answer(&self, reply: &str) -> Option<(String, Option<Premoves>)> {
        let matching: Vec<&Vec<[String; 2]>> = self
            .lines
            .iter()
            .filter(|l| l.first().is_some_and(|p| p[0] == reply))
            .collect();
        let answer = matching.first()?.first()?[1].clone();
        let rest: Vec<Vec<[String; 2]>> = matching
            .iter()
            .map(|l| l[1..].to_vec())
            .filter(|l| !l.is_empty())
            .collect();
        let rest = (!rest.is_empty()).then_some(Premoves {
            by: self.by,
            lines: rest,
        });
        Some((answer, rest))
    }

    /// Each line's moves in every notation, as they would be played from `game` (a line
    /// that no longer replays is shown as far as it does).
    pub fn shown(&self, game: &AnyGame) -> Vec<Vec<rules::Written>> {
        self.lines
            .iter()
            .map(|line| {
                let mut position = game.clone();
                let mut words = Vec::new();
                for [reply, answer] in line {
                    for (color, mv) in [(!self.by, reply), (self.by, answer)] {
                        match position.play_as(color, mv) {
                            Ok(p) => words.push(p.written),
                            Err(_) => return words,
                        }
                    }
                }
                words
            })
            .collect()
    }
}

/// Two lines that reach the same move of theirs by the same moves must answer it alike
/// (`written`: the same lines in the game's notation, to name them).
fn one_answer_each(
    lines: &[Vec<[String; 2]>],
    written: &[Vec<[String; 2]>],
) -> Result<(), PremoveMistake> {
    for (i, a) in lines.iter().enumerate() {
        for (j, b) in lines[..i].iter().enumerate() {
            for (k, (pa, pb)) in a.iter().zip(b).enumerate() {
                if pa[0] != pb[0] {
                    break;
                }
                if pa[1] != pb[1] {
                    let [reply, answer] = &written[i][k];
                    return Err(PremoveMistake::TwoWays {
                        lines: [j + 1, i + 1],
                        reply: reply.clone(),
                        answers: [written[j][k][1].clone(), answer.clone()],
                    });
                }
            }
        }
    }
    Ok(())
}

/// The rules' reason a move of a line was refused, if they gave one.
fn reason(e: PlayAsError) -> Option<Box<MoveRefusal>> {
    match e {
        PlayAsError::Refused(refusal) => Some(Box::new(refusal)),
        PlayAsError::NotYourTurn { .. } | PlayAsError::GameOver(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{Record, Variant};

    fn xiangqi_after(moves: &[&str]) -> AnyGame {
        crate::model::played(Variant::Xiangqi, moves)
    }

    #[test]
    fn a_line_is_checked_where_it_would_be_played_and_stored_in_coordinates() {
        let game = xiangqi_after(&["C2=5"]);
        let p = Premoves::read(&game, Color::Red, "H8+7 H2+3 C2=5 R1=2").unwrap();
        assert_eq!(
            p.lines,
            vec![vec![
                ["h10g8".to_owned(), "h1g3".to_owned()],
                ["b8e8".to_owned(), "i1h1".to_owned()]
            ]]
        );
        let shown = p.shown(&game);
        let shown: Vec<Vec<&str>> = shown
            .iter()
            .map(|line| line.iter().map(rules::Written::canonical).collect())
            .collect();
        assert_eq!(shown, vec![vec!["H8+7", "H2+3", "C2=5", "R1=2"]]);
        // Their move that the line expects: the answer, and the rest of the line.
        let (answer, rest) = p.answer("h10g8").unwrap();
        assert_eq!(answer, "h1g3");
        assert_eq!(
            rest.unwrap().lines,
            vec![vec![["b8e8".to_owned(), "i1h1".to_owned()]]]
        );
        // Any other: nothing, and the lines are cleared.
        assert_eq!(p.answer("b10c8"), None);
        let (_, rest) = Premoves::read(&game, Color::Red, "H8+7 H2+3")
            .unwrap()
            .answer("h10g8")
            .unwrap();
        assert_eq!(rest, None, "nothing after the last pair");
    }

    #[test]
    fn lines_make_a_tree_with_one_answer_to_each_move() {
        let game = xiangqi_after(&["C2=5"]);
        let p = Premoves::read(
            &game,
            Color::Red,
            "H8+7 H2+3 C2=5 R1=2; H8+7 H2+3 R9+1 R1+1; C8=5 H2+3",
        )
        .unwrap();
        let (answer, rest) = p.answer("h10g8").unwrap();
        assert_eq!(answer, "h1g3");
        assert_eq!(
            rest.unwrap().lines.len(),
            2,
            "both branches after H8+7 go on"
        );
        let (answer, rest) = p.answer("h8e8").unwrap();
        assert_eq!(answer, "h1g3");
        assert_eq!(rest, None);
        let e = Premoves::read(&game, Color::Red, "H8+7 H2+3; H8+7 C8=6").unwrap_err();
        assert_eq!(
            e.mistake,
            PremoveMistake::TwoWays {
                lines: [1, 2],
                reply: "H8+7".into(),
                answers: ["H2+3".into(), "C8=6".into()],
            }
        );
    }

    #[test]
    fn mistakes_are_named_with_their_line_and_move() {
        let game = xiangqi_after(&["C2=5"]);
        let read = |text: &str| Premoves::read(&game, Color::Red, text).unwrap_err();
        assert_eq!(read("").mistake, PremoveMistake::Empty);
        assert_eq!(
            read("H8+7").mistake,
            PremoveMistake::NoAnswer("H8+7".into())
        );
        let e = read("H8+7 H2+3; H8+7 R1+5");
        assert_eq!(e.line, Some(2));
        assert!(matches!(
            e.mistake,
            PremoveMistake::Answer { ref text, ref to, reason: Some(_) } if text == "R1+5" && to == "H8+7"
        ));
        let many = ["H8+7 H2+3"; MAX_LINES + 1].join(";");
        assert_eq!(
            read(&many).mistake,
            PremoveMistake::TooManyLines(MAX_LINES + 1)
        );
    }

    #[test]
    fn a_line_stops_where_the_game_would_end() {
        // Mini Xiangqi: after C6+2 C2+1, red's C6=4 mates (the service's checkmate game).
        let mut game = AnyGame::from_record(&Record {
            moves: vec!["b1b3".to_owned()],
            ..Record::new(Variant::MiniXiangqi)
        })
        .unwrap();
        let p = Premoves::read(&game, Color::Red, "b7b6 b3d3").unwrap();
        assert_eq!(p.lines[0].len(), 1);
        let e = Premoves::read(&game, Color::Red, "b7b6 b3d3 a6a5 a2a3").unwrap_err();
        assert_eq!(e.mistake, PremoveMistake::OverAfterAnswer("b3d3".into()));
        game.play_as(Color::Black, "b7b6").unwrap();
        game.play_as(Color::Red, "b3d3").unwrap();
        assert!(game.outcome().is_some());
    }

    #[test]
    fn stored_as_plain_text() {
        let game = xiangqi_after(&["C2=5"]);
        let p = Premoves::read(&game, Color::Red, "H8+7 H2+3").unwrap();
        let json = serde_json::to_string(&p).unwrap();
        assert_eq!(json, r#"{"by":"red","lines":[[["h10g8","h1g3"]]]}"#);
        assert_eq!(serde_json::from_str::<Premoves>(&json).unwrap(), p);
    }
}
