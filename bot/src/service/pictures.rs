//! The pictures the service attaches: boards from a player's side, fog views, replays.

use render::{Scene, Style};
use rules::{AnyGame, Color, Outcome, Variant};

use super::docs::{GameDoc, PlayerDoc};
use super::types::Picture;

/// The piece style a player chose.
pub(crate) fn style_of(player: &PlayerDoc) -> Style {
    if player.style == "western" {
        Style::Western
    } else {
        Style::Traditional
    }
}

/// The caption of a game picture: players, move number and whose turn, or the result.
pub(crate) fn caption(
    variant: Variant,
    names: [&str; 2],
    ply: usize,
    to_move: Color,
    outcome: Option<Outcome>,
) -> String {
    let players = format!(
        "{} ({}) vs {} ({})",
        names[0],
        variant.side_name(Color::Red),
        names[1],
        variant.side_name(Color::Black)
    );
    match outcome {
        Some(o) => format!("{players} · {}", result_text(variant, o)),
        None => format!(
            "{players} · move {} · {} to move",
            ply / 2 + 1,
            variant.side_name(to_move)
        ),
    }
}

/// `Red wins by checkmate`, `Draw by agreement`.
pub(crate) fn result_text(variant: Variant, outcome: Outcome) -> String {
    let reason = outcome.reason().name().replace('-', " ");
    match outcome.winner() {
        Some(w) => {
            let side = variant.side_name(w);
            let mut chars = side.chars();
            let first = chars
                .next()
                .map(|c| c.to_uppercase().collect::<String>())
                .unwrap_or_default();
            format!("{first}{} wins by {reason}", chars.as_str())
        }
        None => format!("Draw by {reason}"),
    }
}

/// Encodes a scene as a PNG picture; `None` if drawing fails (the message goes out
/// without it: the change it reports has already been made).
pub(crate) fn png(mut scene: Scene, caption: String, file_name: String) -> Option<Picture> {
    scene.caption = Some(caption);
    let bytes = render::render_png(&scene).ok()?;
    Some(Picture {
        file_name,
        text_board: render::text_board(&scene),
        bytes,
    })
}

/// The board of a game as anyone may see it, from `orientation`; `None` for a running
/// dark game.
pub(crate) fn public_board(
    doc: &GameDoc,
    game: &AnyGame,
    names: [&str; 2],
    orientation: Color,
    style: Style,
) -> Option<Picture> {
    let scene = Scene::public(game, orientation, style)?;
    let variant = game.variant();
    png(
        scene,
        caption(variant, names, game.ply(), game.turn(), game.outcome()),
        format!("game-{}-ply-{}.png", doc.id, game.ply()),
    )
}

/// What `viewer` may see: their fog view of a running dark game, else the board from
/// their side.
pub(crate) fn player_board(
    doc: &GameDoc,
    game: &AnyGame,
    names: [&str; 2],
    viewer: Color,
    style: Style,
) -> Option<Picture> {
    let scene = Scene::for_player(game, viewer, style);
    let variant = game.variant();
    let caption = if game.reveal().is_some() {
        caption(variant, names, game.ply(), game.turn(), game.outcome())
    } else {
        let you = names[viewer.index()];
        format!(
            "{} · {you}'s view · ply {} · {} to move",
            variant.title(),
            game.ply(),
            variant.side_name(game.turn())
        )
    };
    png(
        scene,
        caption,
        format!("game-{}-ply-{}-{}.png", doc.id, game.ply(), viewer),
    )
}

/// An animated replay of a revealed game; `None` for a running dark game.
pub(crate) fn replay(
    doc: &GameDoc,
    game: &AnyGame,
    names: [&str; 2],
    style: Style,
) -> Option<Picture> {
    let revealed = game.reveal()?;
    let variant = game.variant();
    let title = caption(variant, names, game.ply(), game.turn(), game.outcome());
    let frames: Vec<Scene> = Scene::replay(revealed, Color::Red, style)
        .into_iter()
        .map(|mut s| {
            s.caption = Some(title.clone());
            s
        })
        .collect();
    let bytes = render::render_gif(&frames).ok()?;
    Some(Picture {
        file_name: format!("game-{}.gif", doc.id),
        bytes,
        text_board: String::new(),
    })
}
