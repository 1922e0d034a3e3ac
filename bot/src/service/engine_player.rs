//! Palace as a player: `/challenge level:N` starts a game against the engine at once, and
//! the engine answers through the same path as a person — a `/move` (or a takeback or
//! draw answer) given by its own user, checked and stored like any other. Games against
//! Palace are never rated, so human ratings stay among humans.

use std::time::Duration;

use engine::{Engine, Score};
use rules::Color;

use super::command::Command;
use super::message::Message;
use super::request::{OfferAction, Request};
use super::{Loaded, Service};
use crate::model::{GameDoc, GameId, Time, User};
use crate::store::Store;

/// How many engine turns one command may cause (one reply, or an answer to an offer
/// followed by a reply): a bound, should the rules ever hand the engine the move twice.
const MAX_TURNS: usize = 3;

impl<S: Store> Service<S> {
    /// Whatever the engine must do in game `id` now: its move when it is to move, its
    /// answer to a takeback request (accepted) or a draw offer (accepted when it does not
    /// think itself better). Nothing for games without the engine.
    pub fn engine_turns(&self, id: GameId, now: Time) -> Vec<Message> {
        let mut out = Vec::new();
        for _ in 0..MAX_TURNS {
            let Ok(loaded) = self.load(id) else { break };
            let Some(cmd) = self.engine_command(&loaded) else {
                break;
            };
            let (answer, _) = self.run(&cmd, now);
            let refused = answer.iter().any(|m| m.error);
            out.extend(answer.into_iter().filter(|m| !m.error));
            if refused {
                tracing::warn!(game = id, command = %cmd.name, "the engine's command was refused");
                break;
            }
        }
        self.addressed(out, None)
    }

    /// The engine's next command in a game, if it has one to give.
    fn engine_command(&self, loaded: &Loaded) -> Option<Command> {
        let Loaded { doc, game, .. } = loaded;
        let (color, level) = engine_side(loaded)?;
        let user = User::engine(level);
        let here = Some(doc.id);
        let command = |request: Request| {
            Command::of(
                user.clone(),
                doc.place.clone(),
                doc.server.clone(),
                &request,
            )
        };
        if doc.takeback == Some(!color) {
            return Some(command(Request::Takeback {
                action: OfferAction::Accept,
                game: here,
            }));
        }
        let mut engine = Engine::with_hash(8);
        if doc.draw_offer == Some(!color) {
            let accept = !game.is_dark()
                // Judged without the level's noise: a beginner Palace plays weakly but
                // does not take a draw at move one.
                && engine
                    .best_move(game, &level.limits())
                    .is_ok_and(|r| match r.score {
                        // Evaluated for the side to move: the engine's own view only
                        // when it is to move; else the offerer's, negated.
                        // Accepted when Palace is losing, or late in a level game.
                        Score::Cp(cp) => {
                            let mine = if game.turn() == color { cp } else { -cp };
                            mine <= -150 || (game.ply() >= 40 && mine <= 50)
                        }
                        Score::Mate(n) => (n > 0) != (game.turn() == color),
                    });
            let action = if accept {
                OfferAction::Accept
            } else {
                OfferAction::Decline
            };
            return Some(command(Request::Draw { action, game: here }));
        }
        if game.turn() != color {
            return None;
        }
        let think = Duration::from_secs(self.config.level8_seconds.into());
        let reply = engine
            .play_level_thinking(game, level, seed(doc), think)
            .ok()?;
        Some(command(Request::Move {
            text: reply.best?,
            game: here,
        }))
    }
}

/// The engine's side and level in a running game where it has something to do (its
/// move, or an offer of the other side to answer).
fn engine_side(loaded: &Loaded) -> Option<(Color, engine::Level)> {
    let Loaded { doc, game, .. } = loaded;
    if !doc.is_running() || game.outcome().is_some() {
        return None;
    }
    let (color, level) = Color::ALL
        .into_iter()
        .find_map(|c| doc.player(c).engine_level().map(|l| (c, l)))?;
    let asked = doc.takeback == Some(!color) || doc.draw_offer == Some(!color);
    (asked || game.turn() == color).then_some((color, level))
}

/// The engine's seed in a game: the same position of the same game gets the same move.
fn seed(doc: &GameDoc) -> u64 {
    doc.id.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ doc.moves.len() as u64
}
