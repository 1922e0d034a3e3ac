//! `palace render` and `palace replay`: board pictures and game GIFs.
//!
//! The command line is handed a whole game (a start position and every move), so it may
//! draw all of it, a dark game's true board included: it reveals the game it was given
//! ([`Drawable::reveal`]) and draws through render's one door, as the service does.

use std::path::Path;

use render::{Scene, Style};
use rules::{Color, Game, Revealed, Rules, Variant, dark, shogi, xiangqi};

use super::CliError;
use super::status::play_moves;
use crate::service::message::Reader;
use crate::service::pictures::caption_frames;
use crate::service::said::{Caption, ReplayHeading};
use crate::voice;

/// A position type whose games the command line can draw.
pub trait Drawable: Rules + Sized {
    /// The whole game, every fact shown: the command line was given all of it.
    fn reveal(game: &Game<Self>) -> Revealed<'_>;

    /// Every position as `viewer` saw it, in a variant that hides anything from a player
    /// (the dark one); `None` where everything is seen.
    fn fog_replay(game: &Game<Self>, viewer: Color, style: Style) -> Option<Vec<Scene>> {
        let _ = (game, viewer, style);
        None
    }
}

impl Drawable for xiangqi::Position {
    fn reveal(game: &Game<Self>) -> Revealed<'_> {
        Revealed::Xiangqi(game)
    }
}

impl Drawable for shogi::Position {
    fn reveal(game: &Game<Self>) -> Revealed<'_> {
        Revealed::Shogi(game)
    }
}

impl Drawable for dark::Position {
    fn reveal(game: &Game<Self>) -> Revealed<'_> {
        Revealed::Dark(game)
    }

    fn fog_replay(game: &Game<Self>, viewer: Color, style: Style) -> Option<Vec<Scene>> {
        Some(Scene::fog_replay(game, viewer, style))
    }
}

/// Every frame of `game` as drawn for `view`: that player's fog views in the dark
/// variant, else the board from that side (Red's without a view); and whether they are
/// fog views.
fn frames<P: Drawable>(game: &Game<P>, view: Option<Color>, style: Style) -> (Vec<Scene>, bool) {
    if let Some(fog) = view.and_then(|v| P::fog_replay(game, v, style)) {
        return (fog, true);
    }
    let orientation = view.unwrap_or(Color::Red);
    (Scene::replay(P::reveal(game), orientation, style), false)
}

fn write(out: &Path, bytes: &[u8]) -> Result<String, CliError> {
    std::fs::write(out, bytes)
        .map_err(|e| CliError::Io(format!("cannot write {}: {e}", out.display())))?;
    Ok(format!("wrote {} ({} bytes)\n", out.display(), bytes.len()))
}

/// Renders the position after `last` (if given) as a PNG; `caption` is `None` for the
/// default caption and `Some(None)` for none.
pub fn render_png<P: Drawable>(
    start: P,
    last: Option<&str>,
    view: Option<Color>,
    style: Style,
    (caption, reader): (Option<Option<String>>, Reader),
    out: &Path,
) -> Result<String, CliError> {
    let variant = start.variant();
    let moves: Vec<String> = last.map(str::to_owned).into_iter().collect();
    let game = play_moves(start, &moves)?;
    let mut scene = frames(&game, view, style)
        .0
        .pop()
        .expect("the start at least");
    scene.caption = match caption {
        None => default_caption(variant, game.position().turn(), view, reader),
        Some(caption) => caption,
    };
    let png = render::render_png(&scene).map_err(|e| CliError::Render(e.to_string()))?;
    write(out, &png)
}

/// Renders a whole game as an animated GIF.
pub fn render_gif<P: Drawable>(
    start: P,
    moves: &[String],
    view: Option<Color>,
    (style, reader): (Style, Reader),
    out: &Path,
) -> Result<String, CliError> {
    let variant = start.variant();
    let game = play_moves(start, moves)?;
    let (mut frames, fog) = frames(&game, view, style);
    let heading = match view.filter(|_| fog) {
        Some(viewer) => ReplayHeading::View { variant, viewer },
        None => ReplayHeading::Plies {
            variant,
            plies: game.moves().len(),
        },
    };
    // A fog view names only the viewer's own moves.
    let shown: Vec<Option<rules::Written>> = game
        .written()
        .into_iter()
        .zip(game.positions())
        .map(|(n, before)| (!fog || view == Some(before.turn())).then_some(n))
        .collect();
    let result = game.outcome().map(|o| (variant, o));
    caption_frames(
        voice::pictures(),
        reader,
        &mut frames,
        &heading,
        &shown,
        result,
    );
    let gif = render::render_gif(&frames).map_err(|e| CliError::Render(e.to_string()))?;
    write(out, &gif)
}

/// The caption of a picture: a dark player's names whose view it is and nothing more,
/// any other the side to move.
fn default_caption(
    variant: Variant,
    turn: Color,
    view: Option<Color>,
    reader: Reader,
) -> Option<String> {
    let caption = match (variant, view) {
        (Variant::DarkMiniXiangqi, Some(viewer)) => Caption::View { variant, viewer },
        _ => Caption::Position { variant, turn },
    };
    Some(voice::reader::as_read_by(reader, || {
        voice::caption(&caption)
    }))
}
