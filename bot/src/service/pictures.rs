//! The pictures the service attaches: boards from a player's side, fog views, replays.

use render::{Scene, Style};
use rules::{AnyGame, Color, Variant};

use super::message::Picture;
use super::words::{capitalized, caption_replay, result_text, with_side};
use crate::model::{GameDoc, PlayerDoc};

/// The piece style a player chose.
pub(crate) fn style_of(player: &PlayerDoc) -> Style {
    if player.style == "western" {
        Style::Western
    } else {
        Style::Traditional
    }
}

/// How a player's name shows in a picture: as the caption font can draw it and at most
/// 16 characters; a name it cannot draw readably becomes the side's name (the message
/// text always carries the real name).
fn shown_name(name: &str, variant: Variant, color: Color) -> String {
    match render::caption_text(name) {
        Some(n) if n.chars().count() > 16 => {
            let cut: String = n.chars().take(15).collect();
            format!("{}…", cut.trim_end())
        }
        Some(n) => n,
        None => capitalized(variant.side_name(color)),
    }
}

/// The caption of a game picture: the players, then the move number, whose turn and a
/// check, or the result. Names are shortened first; the turn and result always stay.
pub(crate) fn caption(variant: Variant, names: [&str; 2], game: &AnyGame) -> String {
    let player = |c: Color| {
        let shown = shown_name(names[c.index()], variant, c);
        let side = capitalized(variant.side_name(c));
        if shown == side {
            shown
        } else {
            with_side(&shown, variant.side_name(c))
        }
    };
    let players = format!("{} vs {}", player(Color::Red), player(Color::Black));
    match game.outcome() {
        Some(o) => format!("{players} · {}", result_text(variant, o)),
        None => {
            let check = if game.in_check() { ", in check" } else { "" };
            format!(
                "{players} · Move {} · {} to move{check}",
                game.ply() / 2 + 1,
                capitalized(variant.side_name(game.turn()))
            )
        }
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

/// The start position of a challenge with its own (`fen:`), shown to whoever may accept
/// it before they do (in the dark variant too: the challenger knows it, so must they).
pub(crate) fn challenge_start(
    id: u64,
    variant: Variant,
    fen: &str,
    style: Style,
) -> Option<Picture> {
    let mut scene = Scene::from_fen(variant, fen, Color::Red).ok()?;
    scene.style = style;
    png(
        scene,
        format!("Challenge {id} · {} · start position", variant.title()),
        format!("challenge-{id}-start.png"),
    )
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
    png(
        scene,
        caption(game.variant(), names, game),
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
        caption(variant, names, game)
    } else {
        let you = shown_name(names[viewer.index()], variant, viewer);
        format!(
            "{} · {you}'s view · Ply {} · {} to move",
            variant.title(),
            game.ply(),
            capitalized(variant.side_name(game.turn()))
        )
    };
    png(
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

/// A game's replay as an animation (its last [`MAX_REPLAY_PLIES`] plies at most); `None`
/// while a dark game is running. With `view`, an ended dark game as that player saw it
/// (their fog, naming their own moves only), any other game from that side of the board.
/// `give_way` is called between frames ([`super::Service::giving_way`]).
pub(crate) fn replay(
    doc: &GameDoc,
    game: &AnyGame,
    names: [&str; 2],
    style: Style,
    view: Option<Color>,
    give_way: Option<fn()>,
) -> Option<Picture> {
    let revealed = game.reveal()?;
    let variant = game.variant();
    let mut heading = format!(
        "{} vs {} · {}",
        shown_name(names[0], variant, Color::Red),
        shown_name(names[1], variant, Color::Black),
        variant.title()
    );
    let notations = revealed.notations();
    let (mut frames, shown): (Vec<Scene>, Vec<Option<String>>) = match (revealed, view) {
        (rules::Revealed::Dark(g), Some(viewer)) => {
            heading.push_str(&format!(" · as {} saw it", viewer.name()));
            let shown = notations
                .into_iter()
                .zip(g.positions())
                .map(|(n, before)| (before.turn() == viewer).then_some(n))
                .collect();
            (Scene::fog_replay(g, viewer, style), shown)
        }
        (_, view) => (
            Scene::replay(revealed, view.unwrap_or(Color::Red), style),
            notations.into_iter().map(Some).collect(),
        ),
    };
    let result = game.outcome().map(|o| result_text(variant, o));
    caption_replay(&mut frames, &heading, &shown, result);
    let skipped = frames.len().saturating_sub(MAX_REPLAY_PLIES + 1);
    let bytes =
        render::render_gif_giving_way(&frames[skipped..], give_way.unwrap_or(|| {})).ok()?;
    Some(Picture {
        file_name: match view {
            Some(v) => format!("game-{}-{}.gif", doc.id, v.name()),
            None => format!("game-{}.gif", doc.id),
        },
        bytes,
        text_board: String::new(),
    })
}
