//! `palace render` and `palace replay`: board pictures and game GIFs.

use std::path::Path;

use render::{Scene, Style};
use rules::{Color, Game, Rules, Variant, dark, shogi, xiangqi};

use super::CliError;
use super::status::play_moves;

/// Builds the scene of one position of a rules type.
pub trait Picture: Rules {
    /// The true board with the move that led to it.
    fn scene(&self, last: Option<Self::Move>, orientation: Color, style: Style) -> Scene;
    /// A player's own picture in the dark variant (the true board elsewhere).
    fn player_scene(&self, viewer: Color, style: Style) -> Scene {
        self.scene(None, viewer, style)
    }
}

impl Picture for xiangqi::Position {
    fn scene(&self, last: Option<xiangqi::Move>, orientation: Color, style: Style) -> Scene {
        Scene::from_xiangqi(self, last, orientation, style)
    }
}

impl Picture for shogi::Position {
    fn scene(&self, last: Option<shogi::Move>, orientation: Color, style: Style) -> Scene {
        Scene::from_shogi(self, last, orientation, style)
    }
}

impl Picture for dark::Position {
    fn scene(&self, last: Option<xiangqi::Move>, orientation: Color, style: Style) -> Scene {
        Scene::from_dark(self, last, orientation, style)
    }
    fn player_scene(&self, viewer: Color, style: Style) -> Scene {
        Scene::from_view(&dark::View::of(self, viewer), style)
    }
}

/// The scene of frame `i` of `game`: the dark player's view, or the true board.
fn frame<P: Picture>(game: &Game<P>, i: usize, view: Option<Color>, style: Style) -> Scene {
    let pos = &game.positions()[i];
    match view {
        Some(viewer) if pos.variant() == Variant::DarkMiniXiangqi => {
            pos.player_scene(viewer, style)
        }
        _ => {
            let last = i.checked_sub(1).map(|j| game.moves()[j]);
            pos.scene(last, view.unwrap_or(Color::Red), style)
        }
    }
}

fn write(out: &Path, bytes: &[u8]) -> Result<String, CliError> {
    std::fs::write(out, bytes)
        .map_err(|e| CliError::Io(format!("cannot write {}: {e}", out.display())))?;
    Ok(format!("wrote {} ({} bytes)\n", out.display(), bytes.len()))
}

/// Renders the position after `last` (if given) as a PNG; `caption` is `None` for the
/// default caption and `Some(None)` for none.
pub fn render_png<P: Picture>(
    start: P,
    last: Option<&str>,
    view: Option<Color>,
    style: Style,
    caption: Option<Option<String>>,
    out: &Path,
) -> Result<String, CliError> {
    let variant = start.variant();
    let moves: Vec<String> = last.map(str::to_owned).into_iter().collect();
    let game = play_moves(start, &moves)?;
    let mut scene = frame(&game, game.moves().len(), view, style);
    scene.caption = match caption {
        None => default_caption(variant, game.position().turn(), view),
        Some(caption) => caption,
    };
    let png = render::render_png(&scene).map_err(|e| CliError::Render(e.to_string()))?;
    write(out, &png)
}

/// Renders a whole game as an animated GIF.
pub fn render_gif<P: Picture>(
    start: P,
    moves: &[String],
    view: Option<Color>,
    style: Style,
    out: &Path,
) -> Result<String, CliError> {
    let variant = start.variant();
    let game = play_moves(start, moves)?;
    let caption = match (variant, view) {
        (Variant::DarkMiniXiangqi, Some(v)) => view_caption(variant, v),
        _ => format!("{} · {} plies", variant.title(), game.moves().len()),
    };
    let frames: Vec<Scene> = (0..game.positions().len())
        .map(|i| {
            let mut s = frame(&game, i, view, style);
            s.caption = Some(caption.clone());
            s
        })
        .collect();
    let gif = render::render_gif(&frames).map_err(|e| CliError::Render(e.to_string()))?;
    write(out, &gif)
}

fn default_caption(variant: Variant, turn: Color, view: Option<Color>) -> Option<String> {
    Some(match (variant, view) {
        (Variant::DarkMiniXiangqi, Some(v)) => view_caption(variant, v),
        _ => format!("{} · {} to move", variant.title(), variant.side_name(turn)),
    })
}

/// The caption of a dark player's picture: it names whose view it is and nothing more.
fn view_caption(variant: Variant, viewer: Color) -> String {
    format!("{} · {viewer}'s view", variant.title())
}
