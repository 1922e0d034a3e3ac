//! `/analyse` and the review after a game in English.

use super::words::{self, result, side, with_side};
use crate::model::{Opening, SwingKind, numbered};
use crate::service::said::{ReviewRefusal, ReviewSaid};
use crate::voice::catalogue::t;
use crate::voice::reader::{write, write_line};
use rules::Variant;

/// `0.4 pawns`, `1.0 pawn`.
/// A loss of `cp` centipawns in the game's own pawns (a Minishogi pawn is 歩, a xiangqi
/// soldier 兵, where the language tells them apart).
fn pawns(variant: Variant, cp: i64) -> String {
    let n = format!("{:.1}", cp as f64 / 100.0);
    let one = n == "1.0";
    t!("pawns", n = n, one = one, unit = unit(variant))
}

/// The pawn losses are counted in, in `variant`.
fn unit(variant: Variant) -> String {
    t!("pawn-unit", shogi = variant == Variant::MiniShogi)
}

/// `Central Cannon (中炮): C2=5 H8+7`, `from a position of its own, C2=5`, `no move`: the
/// moves as the reader writes them (`first_moves`, the game's first; the opening's own
/// strings where the game has fewer, as a review kept of another record).
pub(crate) fn opening(o: &Opening, first_moves: &[rules::Written]) -> String {
    let moves = |m: &[String]| {
        if m.is_empty() {
            t!("opening-no-move")
        } else if first_moves.len() >= m.len() {
            write_line(&first_moves[..m.len()])
        } else {
            m.join(" ")
        }
    };
    match o {
        Opening::Named { name, line } => {
            t!("opening-named", name = name.as_str(), moves = moves(line))
        }
        Opening::OwnStart { own_start } => {
            t!("opening-own-start", moves = moves(own_start))
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
        SwingKind::MissedMate if dark => t!("swing-missed-general"),
        SwingKind::WalkedIntoMate if dark => t!("swing-left-general"),
        SwingKind::MissedMate => t!("swing-missed-mate"),
        SwingKind::WalkedIntoMate => t!("swing-walked-into-mate"),
        SwingKind::Lost(cp) => t!("swing-lost", pawns = pawns(variant, i64::from(cp))),
    }
}

/// How the marks are chosen, under every analysis: `?! lost 0.6 to 1.2 pawns, …`.
fn marks_legend(variant: Variant) -> String {
    let unit = unit(variant);
    let marks = crate::service::MARKS;
    let pawns = |cp: i32| format!("{:.1}", f64::from(cp) / 100.0);
    // The marks run from the largest loss down: each mark reaches up to the one before it.
    let parts: Vec<String> = marks
        .iter()
        .enumerate()
        .rev()
        .map(
            |(i, &(at, mark))| match i.checked_sub(1).map(|j| marks[j].0) {
                Some(upper) => t!(
                    "marks-range",
                    mark = mark,
                    at = pawns(at),
                    upper = pawns(upper),
                    unit = unit.as_str()
                ),
                None => t!(
                    "marks-last",
                    mark = mark,
                    at = pawns(at),
                    unit = unit.as_str()
                ),
            },
        )
        .collect();
    t!(
        "marks",
        marks = parts.join(&t!("list-comma")),
        unit = unit.as_str()
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
            let mut text = t!(
                "analysis-head",
                game = game.to_string(),
                nodes = nodes.to_string()
            );
            if let Some((plies, total)) = covered {
                text.push_str(&t!(
                    "analysis-covers",
                    plies = plies.to_string(),
                    total = total.to_string()
                ));
            }
            text.push('\n');
            if worst.is_empty() {
                text.push_str(&t!("analysis-clean"));
            } else {
                text.push_str(&t!("analysis-worst"));
                for v in worst {
                    text.push('\n');
                    text.push_str(&t!(
                        "analysis-line",
                        number = v.move_number.to_string(),
                        who = with_side(&v.name, &side(*variant, v.side)),
                        move = format!("{}{}", write(&v.notation), v.mark),
                        swing = swing(*variant, v.kind),
                        better = write(&v.better)
                    ));
                }
            }
            text.push('\n');
            text.push_str(&t!("analysis-record"));
            let marked: Vec<String> = record
                .iter()
                .map(|(w, mark)| format!("{}{mark}", write(w)))
                .collect();
            text.push_str(&numbered(&marked));
            text.push('\n');
            text.push_str(&marks_legend(*variant));
            text
        }
        ReviewSaid::Review {
            game,
            variant,
            players,
            result: outcome,
            opening: o,
            first_moves,
            swings,
            swing_at_least,
            average_loss,
            puzzles,
            nodes,
            covered,
        } => {
            let who = |c: rules::Color| with_side(&players[c.index()], &side(*variant, c));
            let mut lines = vec![t!(
                "review-head",
                game = game.to_string(),
                variant = words::variant(*variant),
                red = who(rules::Color::Red),
                black = who(rules::Color::Black)
            )];
            if let Some((o, plies)) = outcome {
                lines.push(t!(
                    "review-result",
                    result = result(*variant, *o),
                    plies = *plies
                ));
            }
            lines.push(t!("review-opening", opening = opening(o, first_moves)));
            if swings.is_empty() {
                lines.push(t!(
                    "review-clean",
                    pawns = pawns(*variant, i64::from(*swing_at_least))
                ));
            } else {
                lines.push(t!("review-swings"));
                for (i, s) in swings.iter().enumerate() {
                    lines.push(t!(
                        "review-swing",
                        rank = (i + 1).to_string(),
                        number = s.move_number.to_string(),
                        name = s.name.as_str(),
                        move = write(&s.played),
                        swing = swing(*variant, s.kind),
                        better = s.better.as_ref().map_or(String::new(), |b| {
                            t!("review-better", move = write(b))
                        })
                    ));
                }
            }
            let losses: Vec<String> = rules::Color::ALL
                .into_iter()
                .filter_map(|c| {
                    average_loss[c.index()].map(|l| {
                        let loss = pawns(*variant, i64::from(l));
                        format!("{} {loss}", players[c.index()])
                    })
                })
                .collect();
            if !losses.is_empty() {
                lines.push(t!(
                    "review-average-loss",
                    losses = losses.join(&t!("list-comma"))
                ));
            }
            if *puzzles > 0 {
                lines.push(t!("review-puzzles", count = *puzzles));
            }
            let covered = covered.map_or(String::new(), |p| {
                t!("review-covered", plies = p.to_string())
            });
            lines.push(t!(
                "review-engine",
                nodes = nodes.to_string(),
                covered = covered
            ));
            lines.join("\n")
        }
    }
}

pub(super) fn refusal(r: &ReviewRefusal) -> String {
    match r {
        ReviewRefusal::StillRunning(game) => {
            t!("refused-analyse-running", game = game.to_string())
        }
        ReviewRefusal::NotYet(game) => t!("refused-analyse-not-yet", game = game.to_string()),
        ReviewRefusal::NoMoves(game) => t!("refused-analyse-no-moves", game = game.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::said::{Judged, SwingLine};
    use crate::voice::sentences::{as_written, written_after};
    use rules::{Color, EndReason, Outcome, Variant};

    #[test]
    fn the_legend_names_the_unit_and_each_marks_range() {
        assert_eq!(
            marks_legend(Variant::Xiangqi),
            "Marks: ?! lost 0.6 to 1.2 pawns, ? lost 1.2 to 3.0 pawns, ?? lost 3.0 pawns or more. \
             A loss is how much worse the move left its player than Palace's choice, in pawns, to one decimal."
        );
    }

    #[test]
    fn openings_and_swings() {
        assert_eq!(
            opening(
                &Opening::Named {
                    name: "Central Cannon (中炮)".into(),
                    line: vec!["C2=5".into(), "H8+7".into()],
                },
                &[as_written("C2=5"), as_written("H8+7")]
            ),
            "Central Cannon (中炮): C2=5 H8+7"
        );
        assert_eq!(
            opening(
                &Opening::OwnStart {
                    own_start: vec!["C2=5".into()],
                },
                &[]
            ),
            "from a position of its own, C2=5"
        );
        assert_eq!(
            opening(&Opening::FirstMoves { first: Vec::new() }, &[]),
            "no move"
        );
        assert_eq!(
            opening(&Opening::Words("C6+2 C2+1".into()), &[]),
            "C6+2 C2+1"
        );
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
                            notation: as_written("H8+7"),
                            mark: "??",
                            kind: SwingKind::Lost(420),
                            better: as_written("C8=5"),
                        },
                        Judged {
                            move_number: 4,
                            name: "Palace (level 4)".into(),
                            side: Color::Black,
                            notation: as_written("R9+1"),
                            mark: "??",
                            kind: SwingKind::WalkedIntoMate,
                            better: as_written("C8=6"),
                        },
                    ],
                    record: vec![(as_written("C2=5"), ""), (as_written("H8+7"), "??")],
                },
                format!(
                    "Analysis of game 2 by Palace (20000 nodes a position). It covers the first 400 of the game's 450 plies.\nWhere the evaluation dropped most:\n3. bob (black) H8+7?? — lost 4.2 pawns; Palace prefers C8=5\n4. Palace (level 4, black) R9+1?? — walked into a mate; Palace prefers C8=6\nThe record: 1. C2=5 H8+7??\n{}",
                    marks_legend(Variant::Xiangqi)
                ),
            ),
            (
                sample_review(),
                "Review of game 2 · Xiangqi · alice (red) vs bob (black)\nRed wins by resignation, after 9 plies.\nOpening: C2=5 H8+7.\nLargest swings (pictured in this order):\n1. move 5, bob played H7+5 and lost 3.5 pawns; better R9+1\nAverage loss a move: alice 0.1 pawns, bob 0.8 pawns.\n1 puzzle found in it: /puzzle\n(Palace's engine, 20000 nodes a position.)".to_owned(),
            ),
        ];
        crate::voice::sentences::assert_every_variant(cases.iter().map(|(s, _)| s));
        for (s, text) in cases {
            assert_eq!(said(&s), text);
        }
    }

    /// A review of a resigned Xiangqi game with one swing, the same in every language.
    fn sample_review() -> ReviewSaid {
        ReviewSaid::Review {
            game: 2,
            variant: Variant::Xiangqi,
            players: ["alice".into(), "bob".into()],
            result: Some((Outcome::win(Color::Red, EndReason::Resignation), 9)),
            opening: Opening::FirstMoves {
                first: vec!["C2=5".into(), "H8+7".into()],
            },
            first_moves: crate::voice::sentences::written_after(Variant::Xiangqi, &[], "C2=5 H8+7"),
            swings: vec![SwingLine {
                move_number: 5,
                name: "bob".into(),
                played: as_written("H7+5"),
                kind: SwingKind::Lost(350),
                better: Some(as_written("R9+1")),
            }],
            swing_at_least: 100,
            average_loss: [Some(12), Some(80)],
            puzzles: 1,
            nodes: 20_000,
            covered: None,
        }
    }

    #[test]
    fn a_review_in_every_language() {
        use crate::model::Language;
        use crate::voice::reader::{Reader, as_read_by};
        let review = sample_review();
        let expected = [
            (
                Language::ChineseSimplified,
                "第2局复盘 · 象棋 · alice（红方） 对 bob（黑方）\n红方胜（对方认输），共9步。\n开局：C2=5 H8+7。\n局势变化最大的着法（按此顺序配图）：\n1. 第5回合，bob走了H7+5，损失了3.5个兵；更好的是R9+1\n平均每步损失：alice 0.1个兵、bob 0.8个兵。\n从中找到1道谜题：/puzzle\n（Palace引擎，每个局面20000个节点。）",
            ),
            (
                Language::ChineseTraditional,
                "第2局覆盤 · 象棋 · alice（紅方） 對 bob（黑方）\n紅方勝（對方認輸），共9步。\n開局：C2=5 H8+7。\n局勢變化最大的著法（按此順序配圖）：\n1. 第5回合，bob走了H7+5，損失了3.5個兵；更好的是R9+1\n平均每步損失：alice 0.1個兵、bob 0.8個兵。\n從中找到1道謎題：/puzzle\n（Palace引擎，每個局面20000個節點。）",
            ),
            (
                Language::Vietnamese,
                "Nhận xét ván 2 · Cờ tướng · alice (bên Đỏ) vs bob (bên Đen)\nBên Đỏ thắng do đối phương xin thua, sau 9 nửa nước.\nKhai cuộc: C2=5 H8+7.\nNhững thay đổi lớn nhất (có hình theo thứ tự này):\n1. nước 5, bob đi H7+5 và mất 3.5 tốt; tốt hơn là R9+1\nMức mất trung bình mỗi nước: alice 0.1 tốt, bob 0.8 tốt.\nTìm được 1 bài tập từ ván này: /puzzle\n(Máy của Palace, 20000 nút mỗi thế cờ.)",
            ),
            (
                Language::Japanese,
                "対局2の検討 · シャンチー · alice（赤） 対 bob（黒）\n赤の勝ち（投了）、9手で終局。\n序盤：C2=5 H8+7。\n形勢が大きく動いた手（この順に図示）：\n1. 第5巡、bobがH7+5と指して兵3.5枚分損しました。より良い手はR9+1\n一手あたりの平均損失：alice 兵0.1枚、bob 兵0.8枚。\nこの対局から詰め問題が1問見つかりました：/puzzle\n（Palaceのエンジン、1局面あたり20000ノード。）",
            ),
        ];
        for (language, text) in expected {
            let reader = Reader::of(language);
            assert_eq!(as_read_by(reader, || said(&review)), text, "{language}");
        }
        // A reader of Chinese notation reads every move of it so.
        let chinese = Reader::new(
            Language::ChineseSimplified,
            rules::Writing::default().with(rules::Notation::Chinese),
        );
        let real = written_after(Variant::Xiangqi, &["C2=5", "H8+7", "H2+3"], "H2+3 R1=2");
        let mut review = sample_review();
        if let ReviewSaid::Review { swings, .. } = &mut review {
            *swings = vec![SwingLine {
                move_number: 2,
                name: "bob".into(),
                played: real[0].clone(),
                kind: SwingKind::Lost(350),
                better: Some(real[1].clone()),
            }];
        }
        let text = as_read_by(chinese, || said(&review));
        assert!(text.contains("开局：炮二平五 马8进7。"), "{text}");
        // Losses are in the game's own pawns: 歩 in Minishogi, 兵 in xiangqi.
        let japanese = Reader::of(Language::Japanese);
        let lost = SwingKind::Lost(350);
        assert_eq!(
            as_read_by(japanese, || swing(Variant::MiniShogi, lost)),
            "歩3.5枚分損しました"
        );
        assert_eq!(
            as_read_by(japanese, || swing(Variant::Xiangqi, lost)),
            "兵3.5枚分損しました"
        );
        let shogi_marks = as_read_by(japanese, || marks_legend(Variant::MiniShogi));
        assert!(shogi_marks.contains("歩の枚数"), "{shogi_marks}");
        assert!(!shogi_marks.contains('兵'), "{shogi_marks}");
        assert!(
            text.contains("bob走了马2进3，损失了3.5个兵；更好的是车一平二"),
            "{text}"
        );
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
        crate::voice::sentences::assert_every_variant(cases.iter().map(|(r, _)| r));
        for (r, text) in cases {
            assert_eq!(refusal(&r), text);
        }
    }
}
