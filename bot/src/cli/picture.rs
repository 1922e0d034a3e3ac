//! `palace render` and `palace replay`: board pictures and game GIFs.

use std::path::Path;

use render::{Picture, Scene, Style, frame};
use rules::{Color, Variant};

use super::CliError;
use super::status::play_moves;

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
    let fog = match (variant, view) {
        (Variant::DarkMiniXiangqi, Some(v)) => Some(v),
        _ => None,
    };
    let heading = match fog {
        Some(v) => view_caption(variant, v),
        None => format!("{} · {} plies", variant.title(), game.moves().len()),
    };
    let notations = game.notations();
    let last = game.moves().len();
    let frames: Vec<Scene> = (0..=last)
        .map(|i| {
            let mut s = frame(&game, i, view, style);
            // A fog view names only the viewer's own moves.
            let notation = i.checked_sub(1).and_then(|j| {
                let mover = game.positions()[j].turn();
                (fog.is_none_or(|v| v == mover)).then(|| notations[j].as_str())
            });
            let mut label = render::move_label(i, notation);
            if let (true, Some(o)) = (i == last, game.outcome()) {
                label = format!("{label} · {}", render::result_text(variant, o));
            }
            s.caption = Some(format!("{heading}\n{label}"));
            s
        })
        .collect();
    let gif = render::render_gif(&frames).map_err(|e| CliError::Render(e.to_string()))?;
    write(out, &gif)
}

fn default_caption(variant: Variant, turn: Color, view: Option<Color>) -> Option<String> {
    Some(match (variant, view) {
        (Variant::DarkMiniXiangqi, Some(v)) => view_caption(variant, v),
        _ => format!(
            "{} · {} to move",
            variant.title(),
            render::capitalized(variant.side_name(turn))
        ),
    })
}

/// The caption of a dark player's picture: it names whose view it is and nothing more.
fn view_caption(variant: Variant, viewer: Color) -> String {
    format!(
        "{} · {}'s view",
        variant.title(),
        render::capitalized(viewer.name())
    )
}
