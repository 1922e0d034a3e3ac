//! The pictures the service attaches: boards from a player's side, fog views, replays. Their
//! words (captions, a text board's labels) are the voice's, through [`PictureWords`].

use render::{Scene, Style};
use rules::{AnyGame, Color, Variant};

use super::message::{Art, Picture, Reader, Replay, ReplayKey, Sketch};
use super::said::{BoardState, Caption, PictureWords, ReplayHeading, Shown};
use crate::model::{GameDoc, PlayerDoc};

/// The piece style a player chose.
pub(crate) fn style_of(player: &PlayerDoc) -> Style {
    Style::named(&player.style)
}

/// How a player's name shows in a picture: as the caption font can draw it and at most
/// 16 characters; `None` for a name it cannot draw readably, which the caption names by
/// its side instead (the message text always carries the real name).
pub(crate) fn shown_name(name: &str) -> Shown {
    render::caption_text(name).map(|n| {
        if n.chars().count() > 16 {
            let cut: String = n.chars().take(15).collect();
            format!("{}…", cut.trim_end())
        } else {
            n
        }
    })
}

/// The caption of a game picture: the players, then the move number, whose turn and a
/// check, or the result.
pub(crate) fn caption(names: [&str; 2], game: &AnyGame) -> Caption {
    Caption::Game {
        variant: game.variant(),
        players: names.map(shown_name),
        state: match game.outcome() {
            Some(o) => BoardState::Over(o),
            None => BoardState::ToMove {
                move_number: game.ply() / 2 + 1,
                turn: game.turn(),
                check: game.in_check(),
            },
        },
    }
}

/// A board with its caption, to be drawn for its reader as a PNG with its text board.
pub(crate) fn still(scene: Scene, caption: Caption, file_name: String) -> Sketch {
    Sketch {
        file_name,
        art: Art::Still {
            scene: Box::new(scene),
            caption: Box::new(caption),
        },
    }
}

/// Draws `sketch` in `reader`'s words: the caption, a text board's labels and every move
/// as they write it; `None` if drawing fails (the message goes out without it: the change
/// it reports has already been made). `give_way` is called between a replay's frames.
pub(crate) fn draw(
    words: &dyn PictureWords,
    reader: Reader,
    sketch: Sketch,
    give_way: Option<fn()>,
) -> Option<Picture> {
    match sketch.art {
        Art::Still { mut scene, caption } => {
            scene.caption = Some(words.caption(reader, &caption));
            scene.writing = reader.writing;
            let bytes = render::render_png(&scene).ok()?;
            let titled = if scene.revealed_dark {
                Variant::DarkMiniXiangqi
            } else {
                scene.variant
            };
            let labels = words.board_labels(
                reader,
                titled,
                scene.orientation,
                scene.style == Style::Western,
            );
            Some(Picture {
                file_name: sketch.file_name,
                text_board: render::text_board(&scene, &labels),
                bytes,
            })
        }
        Art::Replay(replay) => {
            let Replay {
                mut frames,
                heading,
                shown,
                result,
                ..
            } = *replay;
            caption_frames(words, reader, &mut frames, &heading, &shown, result);
            let skipped = frames.len().saturating_sub(MAX_REPLAY_PLIES + 1);
            let bytes =
                render::render_gif_giving_way(&frames[skipped..], give_way.unwrap_or(|| {}))
                    .ok()?;
            Some(Picture {
                file_name: sketch.file_name,
                bytes,
                text_board: String::new(),
            })
        }
        Art::Standings(said) => {
            let table = words.standings_table(reader, &said);
            let bytes = render::render_table_png(&table).ok()?;
            Some(Picture {
                file_name: sketch.file_name,
                bytes,
                text_board: String::new(),
            })
        }
    }
}

/// The picture of a tournament's standings.
pub(crate) fn standings_sketch(standings: &super::said::Standings) -> Sketch {
    Sketch {
        file_name: format!(
            "tournament-{}-round-{}.png",
            standings.id, standings.rounds.0
        ),
        art: Art::Standings(Box::new(standings.clone())),
    }
}

/// The start position of a challenge with its own (`fen:`), shown to whoever may accept
/// it before they do (in the dark variant too: the challenger knows it, so must they).
pub(crate) fn challenge_start(
    id: u64,
    variant: Variant,
    fen: &str,
    style: Style,
) -> Option<Sketch> {
    let mut scene = Scene::from_fen(variant, fen, Color::Red).ok()?;
    scene.style = style;
    Some(still(
        scene,
        Caption::ChallengeStart { id, variant },
        format!("challenge-{id}-start.png"),
    ))
}

/// The board of a game as anyone may see it, from `orientation`; `None` for a running
/// dark game.
pub(crate) fn public_board(
    doc: &GameDoc,
    game: &AnyGame,
    names: [&str; 2],
    orientation: Color,
    style: Style,
) -> Option<Sketch> {
    let scene = Scene::public(game, orientation, style)?;
    Some(still(
        scene,
        caption(names, game),
        format!("game-{}-ply-{}.png", doc.id, game.ply()),
    ))
}

/// What `viewer` may see: their fog view of a running dark game, else the board from
/// their side.
pub(crate) fn player_board(
    doc: &GameDoc,
    game: &AnyGame,
    names: [&str; 2],
    viewer: Color,
    style: Style,
) -> Sketch {
    let scene = Scene::for_player(game, viewer, style);
    let caption = if game.reveal().is_some() {
        caption(names, game)
    } else {
        Caption::Fog {
            variant: game.variant(),
            viewer: shown_name(names[viewer.index()]),
            side: viewer,
            ply: game.ply(),
            to_move: game.turn(),
        }
    };
    still(
        scene,
        caption,
        format!("game-{}-ply-{}-{}.png", doc.id, game.ply(), viewer),
    )
}

/// The plies a replay shows at most: a longer game's replay shows its last this many. A
/// Xiangqi frame takes about 0.45 ms to draw and encode and 5 KB of the GIF (`cargo bench
/// -p palace-render -- gif`: 44 ms and 508 KB for 100 plies), so the bound keeps a replay
/// near a megabyte and under four minutes to watch; /export gives any record whole.
pub(crate) const MAX_REPLAY_PLIES: usize = 200;

/// Captions the frames of a replay (the start, then one frame a ply): `heading`, then
/// which move is on screen (`shown[j]`: the notation of ply `j + 1`, or `None` where the
/// viewer may not see it), and the result on the last frame.
pub fn caption_frames(
    words: &dyn PictureWords,
    reader: Reader,
    frames: &mut [Scene],
    heading: &ReplayHeading,
    shown: &[Option<rules::Written>],
    result: Option<(Variant, rules::Outcome)>,
) {
    let last = frames.len().saturating_sub(1);
    for (i, scene) in frames.iter_mut().enumerate() {
        let notation = i
            .checked_sub(1)
            .and_then(|j| shown.get(j))
            .cloned()
            .flatten();
        scene.caption = Some(words.caption(
            reader,
            &Caption::Frame {
                heading: heading.clone(),
                ply: i,
                notation,
                result: result.filter(|_| i == last),
            },
        ));
    }
}

/// A game's replay as an animation (its last [`MAX_REPLAY_PLIES`] plies at most), which
/// `key` names; `None` while a dark game is running. With `view`, an ended dark game as
/// that player saw it (their fog, naming their own moves only), any other game from that
/// side of the board.
pub(crate) fn replay(
    key: ReplayKey,
    doc: &GameDoc,
    game: &AnyGame,
    names: [&str; 2],
    style: Style,
    view: Option<Color>,
) -> Option<Sketch> {
    let revealed = game.reveal()?;
    let variant = game.variant();
    let written = revealed.written();
    let mut seen_by = None;
    let (frames, shown) = match (revealed, view) {
        (rules::Revealed::Dark(g), Some(viewer)) => {
            seen_by = Some(viewer);
            let shown = written
                .into_iter()
                .zip(g.positions())
                .map(|(w, before)| (before.turn() == viewer).then_some(w))
                .collect();
            (Scene::fog_replay(g, viewer, style), shown)
        }
        (_, view) => (
            Scene::replay(revealed, view.unwrap_or(Color::Red), style),
            written.into_iter().map(Some).collect(),
        ),
    };
    let heading = ReplayHeading::Players {
        players: names.map(shown_name),
        variant,
        seen_by,
    };
    Some(Sketch {
        file_name: match view {
            Some(v) => format!("game-{}-{}.gif", doc.id, v.name()),
            None => format!("game-{}.gif", doc.id),
        },
        art: Art::Replay(Box::new(Replay {
            frames,
            heading,
            shown,
            result: game.outcome().map(|o| (variant, o)),
            key,
        })),
    })
}

impl<S: crate::store::Store> super::Service<S> {
    /// `sketch` drawn for `reader` ([`draw`]); a replay is drawn once for the same moves,
    /// names, style and reader, then kept.
    pub(crate) fn drawn(&self, sketch: Sketch, reader: Reader) -> Option<Picture> {
        let Art::Replay(replay) = &sketch.art else {
            return draw(self.words, reader, sketch, self.give_way);
        };
        let key = ReplayKey {
            reader,
            ..replay.key.clone()
        };
        let kept = self
            .heavy
            .replay(key, || draw(self.words, reader, sketch, self.give_way))?;
        // A copy of the cached bytes: serenity's attachment takes an owned Vec whatever
        // Picture held, and a copy of a few MB is well under a millisecond beside the
        // seconds of drawing it saved.
        Some((*kept).clone())
    }
}
