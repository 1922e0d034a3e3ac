//! `/position`: the position as text — its FEN, or a dark player's own view while the game
//! runs — and, to the player to move, their legal moves grouped as a player scans them.

use super::message::Message;
use super::said::{PlayerRefusal, PlayerSaid, PositionNext, PositionView};
use super::{Ctx, Loaded, Outcome, Service, refuse};
use crate::model::GameId;
use crate::store::Store;

impl<S: Store> Service<S> {
    pub(crate) fn position(&self, ctx: &Ctx<'_>, game: Option<GameId>) -> Outcome {
        let Loaded { doc, game, .. } = self.resolve(ctx, game, false, false)?;
        let mine = doc.color_of(ctx.me());
        let view = match game.reveal() {
            Some(revealed) => PositionView::Fen(revealed.fen()),
            None => {
                // A running dark game: the player's own view, never the true board.
                let Some(color) = mine else {
                    return refuse(PlayerRefusal::DarkPositionHidden(doc.id));
                };
                let report = game.report(color).expect("a running dark game");
                PositionView::Dark {
                    side: color,
                    view: report.view,
                }
            }
        };
        let next = if !doc.is_running() || game.outcome().is_some() {
            PositionNext::Over
        } else if mine == Some(game.turn()) {
            PositionNext::YourMoves(game.moves_for(game.turn()))
        } else {
            PositionNext::ToMove {
                name: ctx
                    .txn
                    .name_of(doc.player(game.turn()), doc.server.as_ref())?,
                side: game.turn(),
            }
        };
        let said = PlayerSaid::Position {
            game: doc.id,
            variant: game.variant(),
            ply: game.ply(),
            view,
            next,
        };
        Ok(vec![Message::reply(ctx.me(), said)])
    }
}
