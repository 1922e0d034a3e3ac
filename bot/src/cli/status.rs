//! `palace status`: plays moves and prints the state of the game.

use rules::{Game, Rules};

use super::CliError;

/// Plays `moves` (any accepted notation) from `start`, naming the first that cannot be
/// played by its 1-based number.
pub fn play_moves<P: Rules>(start: P, moves: &[String]) -> Result<Game<P>, CliError> {
    let variant = start.variant();
    let mut game = Game::new(start);
    for (i, text) in moves.iter().enumerate() {
        game.play_text(text).map_err(|e| CliError::Move {
            index: i + 1,
            text: text.clone(),
            reason: match e {
                rules::PlayError::GameOver(o) => {
                    format!("the game is over ({})", o.describe(variant))
                }
                rules::PlayError::Move(e) => crate::voice::move_refusal(&e.into()),
            },
        })?;
    }
    Ok(game)
}

/// Plays `moves` from `start`; `ongoing`, `draw <reason>` or `<winner> wins <reason>`.
pub fn play<P: Rules>(start: P, moves: &[String]) -> Result<String, CliError> {
    let variant = start.variant();
    let game = play_moves(start, moves)?;
    Ok(match game.outcome() {
        Some(o) => format!("{}\n", o.describe(variant)),
        None => "ongoing\n".to_owned(),
    })
}
