//! `/analyse` and the review after a game in English.

use super::words::{count, result, side, with_side};
use crate::model::{Opening, SwingKind, numbered};
use crate::service::said::{ReviewRefusal, ReviewSaid};
use rules::Variant;

/// `0.4 pawns`, `1.0 pawn`.
fn pawns(cp: i64) -> String {
    let n = format!("{:.1}", cp as f64 / 100.0);
    if n == "1.0" {
        "1.0 pawn".to_owned()
    } else {
        format!("{n} pawns")
    }
}

/// `Central Cannon (中炮): C2=5 H8+7`, `from a position of its own, C2=5`, `no move`.
pub(crate) fn opening(o: &Opening) -> String {
    let moves = |m: &[String]| {
        if m.is_empty() {
            "no move".to_owned()
        } else {
            m.join(" ")
        }
    };
    match o {
        Opening::Named { name, line } => format!("{name}: {}", line.join(" ")),
        Opening::OwnStart { own_start } => {
            format!("from a position of its own, {}", moves(own_start))
        }
        Opening::FirstMoves { first } => moves(first),
        Opening::Words(w) => w.clone(),
    }
}

/// `missed a mate`, `walked into a mate`, `lost 1.4 pawns`.
pub(crate) fn swing(variant: Variant, kind: SwingKind) -> String {
    // Dark Mini Xiangqi has no check and no mate: its "mate" is a general that can be
    // taken.
    let dark = variant == Variant::DarkMiniXiangqi;
    match kind {
        SwingKind::MissedMate if dark => "missed a way to take the general".to_owned(),
        SwingKind::WalkedIntoMate if dark => "left the general to be taken".to_owned(),
        SwingKind::MissedMate => "missed a mate".to_owned(),
        SwingKind::WalkedIntoMate => "walked into a mate".to_owned(),
        SwingKind::Lost(cp) => format!("lost {}", pawns(i64::from(cp))),
    }
}

/// How the marks are chosen, under every analysis: `?! lost 0.6 to 1.2 pawns, …`.
fn marks_legend() -> String {
    let marks = crate::service::MARKS;
    let pawns = |cp: i32| format!("{:.1}", f64::from(cp) / 100.0);
    // The marks run from the largest loss down: each mark reaches up to the one before it.
    let parts: Vec<String> = marks
        .iter()
        .enumerate()
        .rev()
        .map(
            |(i, &(at, mark))| match i.checked_sub(1).map(|j| marks[j].0) {
                Some(upper) => format!("{mark} lost {} to {} pawns", pawns(at), pawns(upper)),
                None => format!("{mark} lost {} pawns or more", pawns(at)),
            },
        )
        .collect();
    format!(
        "Marks: {}. A loss is how much worse the move left its player than Palace's choice, in pawns, to one decimal.",
        parts.join(", ")
    )
}

pub(super) fn said(s: &ReviewSaid) -> String {
    match s {
        ReviewSaid::Analysis {
            game,
            variant,
            nodes,
            covered,
            worst,
            record,
        } => {
            let mut text = format!("Analysis of game {game} by Palace ({nodes} nodes a position).");
            if let Some((plies, total)) = covered {
                text.push_str(&format!(
                    " It covers the first {plies} of the game's {total} plies."
                ));
            }
            if worst.is_empty() {
                text.push_str("\nNo move lost more than 0.6 pawns: a clean game.");
            } else {
                text.push_str("\nWhere the evaluation dropped most:");
                for v in worst {
                    text.push_str(&format!(
                        "\n{}. {} {}{} — {}; Palace prefers {}",
                        v.move_number,
                        with_side(&v.name, &side(*variant, v.side)),
                        v.notation,
                        v.mark,
                        swing(*variant, v.kind),
                        v.better,
                    ));
                }
            }
            text.push_str(&format!("\nThe record: {}", numbered(record)));
            text.push('\n');
            text.push_str(&marks_legend());
            text
        }
        ReviewSaid::Review {
            game,
            variant,
            players,
            result: outcome,
            opening: o,
            swings,
            swing_at_least,
            average_loss,
            puzzles,
            nodes,
            covered,
        } => {
            let who = |c: rules::Color| with_side(&players[c.index()], &side(*variant, c));
            let mut lines = vec![format!(
                "Review of game {game} · {} · {} vs {}",
                variant.title(),
                who(rules::Color::Red),
                who(rules::Color::Black)
            )];
            if let Some((o, plies)) = outcome {
                lines.push(format!(
                    "{}, after {}.",
                    result(*variant, *o),
                    count(*plies as u64, "ply", "plies")
                ));
            }
            lines.push(format!("Opening: {}.", opening(o)));
            if swings.is_empty() {
                lines.push(format!(
                    "No move lost more than {}: a clean game.",
                    pawns(i64::from(*swing_at_least))
                ));
            } else {
                lines.push("Largest swings (pictured in this order):".to_owned());
                for (i, s) in swings.iter().enumerate() {
                    lines.push(format!(
                        "{}. move {}, {} played {} and {}{}",
                        i + 1,
                        s.move_number,
                        s.name,
                        s.played,
                        swing(*variant, s.kind),
                        s.better
                            .as_ref()
                            .map_or(String::new(), |b| format!("; better {b}")),
                    ));
                }
            }
            let losses: Vec<String> = rules::Color::ALL
                .into_iter()
                .filter_map(|c| {
                    average_loss[c.index()]
                        .map(|l| format!("{} {}", players[c.index()], pawns(i64::from(l))))
                })
                .collect();
            if !losses.is_empty() {
                lines.push(format!("Average loss a move: {}.", losses.join(", ")));
            }
            match puzzles {
                0 => {}
                1 => lines.push("1 puzzle found in it: /puzzle".to_owned()),
                n => lines.push(format!("{n} puzzles found in it: /puzzle")),
            }
            let covered = covered.map_or(String::new(), |p| format!(", the first {p} plies"));
            lines.push(format!(
                "(Palace's engine, {nodes} nodes a position{covered}.)"
            ));
            lines.join("\n")
        }
    }
}

pub(super) fn refusal(r: &ReviewRefusal) -> String {
    match r {
        ReviewRefusal::StillRunning(game) => {
            format!("game {game} is still being played: /analyse looks at finished games only")
        }
        ReviewRefusal::NotYet(game) => format!("game {game} cannot be analysed yet"),
        ReviewRefusal::NoMoves(game) => format!("game {game} has no moves to analyse"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::said::{Judged, SwingLine};
    use rules::{Color, EndReason, Outcome, Variant};

    #[test]
    fn the_legend_names_the_unit_and_each_marks_range() {
        assert_eq!(
            marks_legend(),
            "Marks: ?! lost 0.6 to 1.2 pawns, ? lost 1.2 to 3.0 pawns, ?? lost 3.0 pawns or more. \
             A loss is how much worse the move left its player than Palace's choice, in pawns, to one decimal."
        );
    }

    #[test]
    fn openings_and_swings() {
        assert_eq!(
            opening(&Opening::Named {
                name: "Central Cannon (中炮)".into(),
                line: vec!["C2=5".into(), "H8+7".into()],
            }),
            "Central Cannon (中炮): C2=5 H8+7"
        );
        assert_eq!(
            opening(&Opening::OwnStart {
                own_start: vec!["C2=5".into()],
            }),
            "from a position of its own, C2=5"
        );
        assert_eq!(
            opening(&Opening::FirstMoves { first: Vec::new() }),
            "no move"
        );
        assert_eq!(opening(&Opening::Words("C6+2 C2+1".into())), "C6+2 C2+1");
        let x = Variant::Xiangqi;
        assert_eq!(swing(x, SwingKind::Lost(140)), "lost 1.4 pawns");
        assert_eq!(swing(x, SwingKind::Lost(100)), "lost 1.0 pawn");
        assert_eq!(swing(x, SwingKind::MissedMate), "missed a mate");
        assert_eq!(swing(x, SwingKind::WalkedIntoMate), "walked into a mate");
        // No check and no mate in the dark game (review of issue 41).
        let d = Variant::DarkMiniXiangqi;
        assert_eq!(
            swing(d, SwingKind::MissedMate),
            "missed a way to take the general"
        );
        assert_eq!(
            swing(d, SwingKind::WalkedIntoMate),
            "left the general to be taken"
        );
    }

    #[test]
    fn what_analyses_and_reviews_say() {
        let cases = [
            (
                ReviewSaid::Analysis {
                    game: 2,
                    variant: Variant::Xiangqi,
                    nodes: 20_000,
                    covered: Some((400, 450)),
                    worst: vec![
                        Judged {
                            move_number: 3,
                            name: "bob".into(),
                            side: Color::Black,
                            notation: "H8+7".into(),
                            mark: "??",
                            kind: SwingKind::Lost(420),
                            better: "C8=5".into(),
                        },
                        Judged {
                            move_number: 4,
                            name: "Palace (level 4)".into(),
                            side: Color::Black,
                            notation: "R9+1".into(),
                            mark: "??",
                            kind: SwingKind::WalkedIntoMate,
                            better: "C8=6".into(),
                        },
                    ],
                    record: vec!["C2=5".into(), "H8+7??".into()],
                },
                format!(
                    "Analysis of game 2 by Palace (20000 nodes a position). It covers the first 400 of the game's 450 plies.\nWhere the evaluation dropped most:\n3. bob (black) H8+7?? — lost 4.2 pawns; Palace prefers C8=5\n4. Palace (level 4, black) R9+1?? — walked into a mate; Palace prefers C8=6\nThe record: 1. C2=5 H8+7??\n{}",
                    marks_legend()
                ),
            ),
            (
                ReviewSaid::Review {
                    game: 2,
                    variant: Variant::Xiangqi,
                    players: ["alice".into(), "bob".into()],
                    result: Some((Outcome::win(Color::Red, EndReason::Resignation), 9)),
                    opening: Opening::FirstMoves {
                        first: vec!["C2=5".into(), "H8+7".into()],
                    },
                    swings: vec![SwingLine {
                        move_number: 5,
                        name: "bob".into(),
                        played: "H7+5".into(),
                        kind: SwingKind::Lost(350),
                        better: Some("R9+1".into()),
                    }],
                    swing_at_least: 100,
                    average_loss: [Some(12), Some(80)],
                    puzzles: 1,
                    nodes: 20_000,
                    covered: None,
                },
                "Review of game 2 · Xiangqi · alice (red) vs bob (black)\nRed wins by resignation, after 9 plies.\nOpening: C2=5 H8+7.\nLargest swings (pictured in this order):\n1. move 5, bob played H7+5 and lost 3.5 pawns; better R9+1\nAverage loss a move: alice 0.1 pawns, bob 0.8 pawns.\n1 puzzle found in it: /puzzle\n(Palace's engine, 20000 nodes a position.)".to_owned(),
            ),
        ];
        crate::voice::english::assert_every_variant(cases.iter().map(|(s, _)| s));
        for (s, text) in cases {
            assert_eq!(said(&s), text);
        }
    }

    #[test]
    fn why_an_analysis_is_refused() {
        let cases = [
            (
                ReviewRefusal::StillRunning(3),
                "game 3 is still being played: /analyse looks at finished games only",
            ),
            (ReviewRefusal::NotYet(3), "game 3 cannot be analysed yet"),
            (ReviewRefusal::NoMoves(3), "game 3 has no moves to analyse"),
        ];
        crate::voice::english::assert_every_variant(cases.iter().map(|(r, _)| r));
        for (r, text) in cases {
            assert_eq!(refusal(&r), text);
        }
    }
}
