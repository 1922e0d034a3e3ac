//! The words on pictures in English: captions and a text board's labels.

use rules::{Color, Variant};

use super::review::swing;
use super::words::{self, result, side, side_start, with_side};
use crate::service::said::{BoardState, Caption, PictureWords, ReplayHeading, Shown, TextLabels};
use crate::voice::catalogue::t;
use crate::voice::reader::{Reader, as_read_by};

/// Palace's English on pictures.
pub struct EnglishPictures;

/// A player as a caption names them: their shown name, else the side's.
fn player(variant: Variant, shown: &Shown, color: Color) -> String {
    shown.clone().unwrap_or_else(|| side_start(variant, color))
}

/// `alice (red) vs Black`: each player with their side, where the name is shown.
fn players(variant: Variant, shown: &[Shown; 2]) -> String {
    let one = |c: Color| match &shown[c.index()] {
        Some(name) => with_side(name, &side(variant, c)),
        None => side_start(variant, c),
    };
    t!(
        "caption-players",
        red = one(Color::Red),
        black = one(Color::Black)
    )
}

/// The label of the frame after ply `ply` of a replay: `Start`, `3. C2=5` (a first
/// player's move), `3… H8+7` (a second player's), or `Ply 6` when the move is not the
/// viewer's to see.
pub(crate) fn move_label(ply: usize, notation: Option<&str>) -> String {
    match (ply, notation) {
        (0, _) => t!("frame-start"),
        (p, Some(n)) if p % 2 == 1 => format!("{}. {n}", p.div_ceil(2)),
        (p, Some(n)) => format!("{}… {n}", p / 2),
        (p, None) => t!("frame-ply", ply = p.to_string()),
    }
}

fn heading(h: &ReplayHeading) -> String {
    match h {
        ReplayHeading::Players {
            players: shown,
            variant,
            seen_by,
        } => {
            let mut text = t!(
                "replay-heading",
                red = player(*variant, &shown[0], Color::Red),
                black = player(*variant, &shown[1], Color::Black),
                variant = words::variant(*variant)
            );
            if let Some(v) = seen_by {
                text.push_str(&t!("replay-heading-seen", side = side(*variant, *v)));
            }
            text
        }
        ReplayHeading::Plies { variant, plies } => t!(
            "replay-heading-plies",
            variant = words::variant(*variant),
            plies = *plies
        ),
        ReplayHeading::View { variant, viewer } => caption(&Caption::View {
            variant: *variant,
            viewer: *viewer,
        }),
    }
}

/// A caption's words.
pub(crate) fn caption(c: &Caption) -> String {
    match c {
        Caption::Game {
            variant,
            players: shown,
            state,
        } => {
            let who = players(*variant, shown);
            match state {
                BoardState::Over(o) => t!(
                    "caption-game-over",
                    players = who,
                    result = result(*variant, *o)
                ),
                BoardState::ToMove {
                    move_number,
                    turn,
                    check,
                } => t!(
                    "caption-to-move",
                    players = who,
                    number = move_number.to_string(),
                    side = side(*variant, *turn),
                    check = *check
                ),
            }
        }
        Caption::Fog {
            variant,
            viewer,
            side: own,
            ply,
            to_move,
        } => t!(
            "caption-fog",
            variant = words::variant(*variant),
            viewer = player(*variant, viewer, *own),
            ply = ply.to_string(),
            side = side(*variant, *to_move)
        ),
        Caption::ChallengeStart { id, variant } => t!(
            "caption-challenge-start",
            id = id.to_string(),
            variant = words::variant(*variant)
        ),
        Caption::Puzzle {
            game,
            move_number,
            variant,
            side: to_move,
        } => t!(
            "caption-puzzle",
            game = game.to_string(),
            number = move_number.to_string(),
            side = side(*variant, *to_move)
        ),
        Caption::Swing {
            game,
            variant,
            move_number,
            name,
            played,
            kind,
            better,
        } => t!(
            "caption-swing",
            game = game.to_string(),
            number = move_number.to_string(),
            name = name.as_str(),
            move = crate::voice::reader::write(played),
            swing = swing(*variant, *kind),
            better = better.as_ref().map_or(String::new(), |b| {
                t!("caption-better", move = crate::voice::reader::write(b))
            })
        ),
        Caption::View { variant, viewer } => t!(
            "caption-view",
            variant = words::variant(*variant),
            side = side(*variant, *viewer)
        ),
        Caption::Position { variant, turn } => t!(
            "caption-position",
            variant = words::variant(*variant),
            side = side(*variant, *turn)
        ),
        Caption::Frame {
            heading: h,
            ply,
            notation,
            result: outcome,
        } => {
            let written = notation.as_ref().map(crate::voice::reader::write);
            let mut label = move_label(*ply, written.as_deref());
            if let Some((variant, o)) = outcome {
                label = format!("{label} · {}", result(*variant, *o));
            }
            format!("{}\n{label}", heading(h))
        }
    }
}

/// A text board's labels.
pub(crate) fn board_labels(variant: Variant, bottom: Color, western: bool) -> TextLabels {
    let letters = western && variant != Variant::MiniShogi;
    TextLabels {
        colon: t!("labels-colon"),
        heading: t!(
            "labels-heading",
            variant = words::variant(variant),
            side = side(variant, bottom),
            letters = letters
        ),
        hands: Color::ALL.map(|c| t!("labels-hand", side = side(variant, c))),
        last_move: t!("labels-last-move"),
        your_last_move: t!("labels-your-last-move"),
        drop_on: t!("labels-drop-on"),
        taken_on: t!("labels-taken-on"),
        check: t!("labels-check"),
        fog: t!("labels-fog"),
        unknown: t!("labels-unknown"),
    }
}

impl PictureWords for EnglishPictures {
    fn caption(&self, reader: Reader, c: &Caption) -> String {
        as_read_by(reader, || caption(c))
    }

    fn board_labels(
        &self,
        reader: Reader,
        variant: Variant,
        bottom: Color,
        western: bool,
    ) -> TextLabels {
        as_read_by(reader, || board_labels(variant, bottom, western))
    }

    fn standings_table(
        &self,
        reader: Reader,
        standings: &crate::service::said::Standings,
    ) -> render::Table {
        as_read_by(reader, || super::tournament::standings_table(standings))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::SwingKind;
    use rules::{EndReason, Outcome};

    #[test]
    fn captions_in_every_language() {
        use crate::model::Language;
        use crate::voice::reader::{Reader, as_read_by};
        let game = Caption::Game {
            variant: Variant::Xiangqi,
            players: [Some("alice".to_owned()), None],
            state: BoardState::ToMove {
                move_number: 3,
                turn: Color::Black,
                check: true,
            },
        };
        let expected = [
            (
                Language::English,
                "alice (red) vs Black · move 3 · black to move, in check",
                "Minishogi, gote at the bottom",
            ),
            (
                Language::ChineseSimplified,
                "alice（红方） 对 黑方 · 第3回合 · 轮到黑方走，被将军",
                "5五将棋，后手在下方",
            ),
            (
                Language::ChineseTraditional,
                "alice（紅方） 對 黑方 · 第3回合 · 輪到黑方走，被將軍",
                "5五將棋，後手在下方",
            ),
            (
                Language::Vietnamese,
                "alice (bên Đỏ) vs Bên Đen · nước 3 · đến lượt bên Đen, đang bị chiếu",
                "Shogi mini, hậu thủ ở dưới",
            ),
            (
                Language::Japanese,
                "alice（赤） 対 黒 · 第3巡 · 黒の手番（王手）",
                "5五将棋、後手が下",
            ),
        ];
        for (language, caption_text, heading) in expected {
            let reader = Reader::of(language);
            let (c, l) = as_read_by(reader, || {
                (
                    caption(&game),
                    board_labels(Variant::MiniShogi, Color::Black, false).heading,
                )
            });
            assert_eq!(
                (c.as_str(), l.as_str()),
                (caption_text, heading),
                "{language}"
            );
            assert_eq!(render::missing_glyph(&c), None, "{language}: {c}");
        }
    }

    #[test]
    fn captions() {
        let shown = [Some("alice".to_owned()), None];
        let cases = [
            (
                Caption::Game {
                    variant: Variant::Xiangqi,
                    players: shown.clone(),
                    state: BoardState::ToMove {
                        move_number: 3,
                        turn: Color::Black,
                        check: true,
                    },
                },
                "alice (red) vs Black · move 3 · black to move, in check",
            ),
            (
                Caption::Fog {
                    variant: Variant::DarkMiniXiangqi,
                    viewer: Some("bob".into()),
                    side: Color::Black,
                    ply: 4,
                    to_move: Color::Red,
                },
                "Dark Mini Xiangqi · bob's view · ply 4 · red to move",
            ),
            (
                Caption::ChallengeStart {
                    id: 2,
                    variant: Variant::MiniShogi,
                },
                "Challenge 2 · Minishogi · start position",
            ),
            (
                Caption::Puzzle {
                    game: 5,
                    move_number: 12,
                    variant: Variant::MiniShogi,
                    side: Color::Black,
                },
                "Puzzle · game 5 · move 12 · gote to move and win",
            ),
            (
                Caption::Swing {
                    game: 5,
                    variant: Variant::Xiangqi,
                    move_number: 7,
                    name: "bob".into(),
                    played: crate::voice::sentences::as_written("H7+5"),
                    kind: SwingKind::MissedMate,
                    better: Some(crate::voice::sentences::as_written("R9+1")),
                },
                "Game 5 · move 7 · bob played H7+5: missed a mate · better R9+1",
            ),
            (
                Caption::View {
                    variant: Variant::DarkMiniXiangqi,
                    viewer: Color::Black,
                },
                "Dark Mini Xiangqi · black's view",
            ),
            (
                Caption::Position {
                    variant: Variant::MiniXiangqi,
                    turn: Color::Red,
                },
                "Mini Xiangqi · red to move",
            ),
            (
                Caption::Frame {
                    heading: ReplayHeading::Players {
                        players: shown,
                        variant: Variant::DarkMiniXiangqi,
                        seen_by: Some(Color::Red),
                    },
                    ply: 3,
                    notation: Some(rules::Written::Xiangqi {
                        wxf: "C6=4".into(),
                        simplified: "炮六平四".into(),
                        traditional: "炮六平四".into(),
                        iccs: "C0-E0".into(),
                    }),
                    result: Some((
                        Variant::DarkMiniXiangqi,
                        Outcome::win(Color::Red, EndReason::GeneralCaptured),
                    )),
                },
                "alice vs Black · Dark Mini Xiangqi · as red saw it\n2. C6=4 · Red wins by capturing the general",
            ),
        ];
        for (c, text) in cases {
            assert_eq!(caption(&c), text);
        }
        let frame = |heading, ply, notation: Option<rules::Written>| {
            caption(&Caption::Frame {
                heading,
                ply,
                notation,
                result: None,
            })
        };
        assert_eq!(
            frame(
                ReplayHeading::Plies {
                    variant: Variant::Xiangqi,
                    plies: 2
                },
                0,
                None
            ),
            "Xiangqi · 2 plies\nStart"
        );
        assert_eq!(
            frame(
                ReplayHeading::View {
                    variant: Variant::DarkMiniXiangqi,
                    viewer: Color::Black
                },
                6,
                None
            ),
            "Dark Mini Xiangqi · black's view\nPly 6"
        );
        assert_eq!(move_label(4, Some("H8+7")), "2… H8+7");
    }

    /// Moved here from the service's words, which the voice now holds.
    #[test]
    fn replay_frames_say_which_move_is_on_screen() {
        use render::{Scene, Style};
        let game = crate::model::played(Variant::MiniXiangqi, &["b1b3", "b7b6", "b3d3"]);
        let revealed = game.reveal().unwrap();
        let mut frames = Scene::replay(revealed, Color::Red, Style::Western);
        let shown: Vec<Option<rules::Written>> = revealed.written().into_iter().map(Some).collect();
        let result = game.outcome().map(|o| (game.variant(), o));
        let heading = ReplayHeading::Players {
            players: [Some("a".into()), Some("b".into())],
            variant: Variant::MiniXiangqi,
            seen_by: None,
        };
        let captions = |reader, frames: &mut Vec<Scene>| {
            crate::service::pictures::caption_frames(
                &EnglishPictures,
                reader,
                frames,
                &heading,
                &shown,
                result,
            );
            frames
                .iter()
                .map(|f| f.caption.clone().unwrap())
                .collect::<Vec<String>>()
        };
        assert_eq!(
            captions(Reader::default(), &mut frames),
            [
                "a vs b · Mini Xiangqi\nStart",
                "a vs b · Mini Xiangqi\n1. C6+2",
                "a vs b · Mini Xiangqi\n1… C2+1",
                "a vs b · Mini Xiangqi\n2. C6=4 · Red wins by checkmate"
            ]
        );
        // A Chinese reader who writes Chinese notation reads both in the frames.
        let chinese = Reader::new(
            crate::model::Language::ChineseSimplified,
            rules::Writing::default().with(rules::Notation::Chinese),
        );
        assert_eq!(
            captions(chinese, &mut frames),
            [
                "a 对 b · 迷你象棋\n开局",
                "a 对 b · 迷你象棋\n1. 炮六进二",
                "a 对 b · 迷你象棋\n1… 炮2进1",
                "a 对 b · 迷你象棋\n2. 炮六平四 · 红方将死对方获胜"
            ]
        );
        assert_eq!(move_label(6, None), "Ply 6");
    }

    #[test]
    fn text_board_labels() {
        let l = board_labels(Variant::MiniXiangqi, Color::Red, true);
        assert_eq!(
            l.heading,
            "Mini Xiangqi, red at the bottom (WXF letters, upper case = red)"
        );
        let l = board_labels(Variant::MiniShogi, Color::Black, true);
        assert_eq!(l.heading, "Minishogi, gote at the bottom");
        assert_eq!(l.hands, ["sente hand", "gote hand"]);
        assert_eq!(
            (l.last_move.as_str(), l.drop_on.as_str(), l.check.as_str()),
            ("last move", "drop on", "check")
        );
    }
}
