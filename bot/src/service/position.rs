//! `/position`: the position as text — its FEN, or a dark player's own view while the game
//! runs — and, to the player to move, their legal moves grouped as a player scans them.

use rules::Choice;

use super::message::Message;
use super::words::{count, with_side};
use super::{Ctx, Loaded, Outcome, Service, refuse};
use crate::model::GameId;
use crate::store::Store;

impl<S: Store> Service<S> {
    pub(crate) fn position(&self, ctx: &Ctx<'_>, game: Option<GameId>) -> Outcome {
        let Loaded { doc, game, .. } = self.resolve(ctx, game, false, false)?;
        let variant = game.variant();
        let mine = doc.color_of(ctx.me());
        let mut lines = Vec::new();
        match game.reveal() {
            Some(revealed) => lines.push(format!(
                "Game {} ({}), ply {}: FEN `{}`",
                doc.id,
                variant.title(),
                game.ply(),
                revealed.fen()
            )),
            None => {
                // A running dark game: the player's own view, never the true board.
                let Some(color) = mine else {
                    return refuse(format!(
                        "game {} is a dark game: its position stays hidden until it ends",
                        doc.id
                    ));
                };
                let report = game.report(color).expect("a running dark game");
                lines.push(format!(
                    "Game {} ({}), ply {}: your view as {} (rank 7 first; a letter is a piece you see, upper case Red's; `.` empty, `?` a piece you cannot identify, `#` fog)",
                    doc.id,
                    variant.title(),
                    game.ply(),
                    variant.side_name(color)
                ));
                lines.push(format!("```\n{}```", report.view));
            }
        }
        if !doc.is_running() || game.outcome().is_some() {
            lines.push("The game is over.".to_owned());
        } else if mine == Some(game.turn()) {
            lines.extend(your_moves(&game.moves_for(game.turn())));
        } else {
            let to_move = ctx.txn.name_of(doc.player(game.turn()))?;
            lines.push(format!(
                "{} to move.",
                with_side(&to_move, variant.side_name(game.turn()))
            ));
        }
        Ok(vec![Message::reply(ctx.me(), lines.join("\n"))])
    }
}

/// `Your move: 38 legal moves.` and the moves in three groups: captures, checks, the rest
/// (a capture that checks counts as a capture).
fn your_moves(moves: &[Choice]) -> Vec<String> {
    let group = |pick: &dyn Fn(&Choice) -> bool| -> Vec<&str> {
        moves
            .iter()
            .filter(|c| pick(c))
            .map(|c| c.notation.as_str())
            .collect()
    };
    let n = moves.len() as u64;
    let mut lines = vec![format!(
        "Your move: {}.",
        count(n, "legal move", "legal moves")
    )];
    for (label, group) in [
        ("Captures", group(&|c| c.capture)),
        ("Checks", group(&|c| c.check && !c.capture)),
        ("Others", group(&|c| !c.capture && !c.check)),
    ] {
        if !group.is_empty() {
            lines.push(format!("{label}: {}", group.join(" ")));
        }
    }
    lines
}
