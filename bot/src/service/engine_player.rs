//! Palace as a player: `/challenge level:N` starts a game against the engine at once, and
//! the engine answers through the same path as a person — a `/move` (or a takeback or
//! draw answer) given by its own user, checked and stored like any other. Games against
//! Palace are never rated, so human ratings stay among humans.

use engine::{Engine, Level, Score};
use rules::Color;

use super::docs::{GameDoc, GameId};
use super::types::{Command, Message, OptionValue, Time, User, UserId};
use super::{Loaded, Service};
use crate::store::Store;

/// The prefix of the engine's user ids (`palace:engine:4` plays at level 4).
const PREFIX: &str = "palace:engine:";

/// The engine's user at `level`.
pub fn engine_user(level: Level) -> User {
    User {
        id: UserId(format!("{PREFIX}{}", level.get())),
        name: engine_name(level),
    }
}

/// The engine's name at `level`, as players see it.
pub fn engine_name(level: Level) -> String {
    format!("Palace (level {})", level.get())
}

/// The level of an engine user; `None` for people.
pub fn engine_level(id: &UserId) -> Option<Level> {
    id.0.strip_prefix(PREFIX)?.parse().ok().and_then(Level::new)
}

/// Whether `id` is the engine.
pub fn is_engine(id: &UserId) -> bool {
    engine_level(id).is_some()
}

/// How many engine turns one command may cause (one reply, or an answer to an offer
/// followed by a reply): a bound, should the rules ever hand the engine the move twice.
const MAX_TURNS: usize = 3;

impl<S: Store> Service<S> {
    /// Whatever the engine must do in game `id` now: its move when it is to move, its
    /// answer to a takeback request (accepted) or a draw offer (accepted when it does not
    /// think itself better). Nothing for games without the engine.
    pub(crate) fn engine_turns(&self, id: GameId, now: Time) -> Vec<Message> {
        let mut out = Vec::new();
        for _ in 0..MAX_TURNS {
            let Ok(loaded) = self.load(id) else { break };
            let Some(cmd) = self.engine_command(&loaded) else {
                break;
            };
            let answer = self.handle(&cmd, now);
            let refused = answer.iter().any(|m| m.error);
            out.extend(answer.into_iter().filter(|m| !m.error));
            if refused {
                tracing::warn!(game = id, command = %cmd.name, "the engine's command was refused");
                break;
            }
        }
        out
    }

    /// The engine's next command in a game, if it has one to give.
    fn engine_command(&self, loaded: &Loaded) -> Option<Command> {
        let Loaded { doc, game, .. } = loaded;
        if !doc.is_running() || game.outcome().is_some() {
            return None;
        }
        let (color, level) = Color::ALL
            .into_iter()
            .find_map(|c| engine_level(doc.player(c)).map(|l| (c, l)))?;
        let user = engine_user(level);
        let command = |name: &str, options: Vec<(&str, String)>| Command {
            user: user.clone(),
            place: doc.place.clone(),
            name: name.to_owned(),
            options: options
                .into_iter()
                .map(|(k, v)| (k.to_owned(), OptionValue::Text(v)))
                .chain([("game".to_owned(), OptionValue::Text(doc.id.to_string()))])
                .collect(),
        };
        if doc.takeback == Some(!color) {
            return Some(command("takeback", vec![("action", "accept".into())]));
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
            let action = if accept { "accept" } else { "decline" };
            return Some(command("draw", vec![("action", action.into())]));
        }
        if game.turn() != color {
            return None;
        }
        let reply = engine.play_level(game, level, seed(doc)).ok()?;
        Some(command("move", vec![("text", reply.best?)]))
    }
}

/// The engine's seed in a game: the same position of the same game gets the same move.
fn seed(doc: &GameDoc) -> u64 {
    doc.id.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ doc.moves.len() as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn engine_users_carry_their_level() {
        for n in 1..=8 {
            let level = Level::new(n).unwrap();
            let user = engine_user(level);
            assert_eq!(engine_level(&user.id), Some(level));
            assert_eq!(user.name, format!("Palace (level {n})"));
        }
        assert_eq!(engine_level(&UserId("palace:engine:9".into())), None);
        assert_eq!(engine_level(&UserId("123456789".into())), None);
    }
}
