//! Moves typed as chat messages, the other way to play besides `/move`: a message that
//! mentions Palace (`@Palace C2=5`), any message in a DM with Palace, and — where the
//! operator lets Palace read messages — a bare move typed in a game's own place by the
//! player to move. The same reading, checks and answers as `/move`, except that what
//! `/move` would say to its author alone goes by DM (a chat message cannot be answered
//! privately), and that a dark game's move typed where others read it is not played.
//!
//! A message is a move when it reads as one in the notations of some variant
//! ([`rules::Variant::reads_as_move`]), whatever the position: `good luck` is chat, and
//! never answered in a thread; a mention or a DM that is no move gets a hint.

use rules::Variant;

use super::command::{Command, OptionValue};
use super::message::{Audience, Message};
use super::request::Verb;
use super::said::Said;
use super::{Handled, Service};
use crate::model::{GameId, Time};
use crate::store::Store;

/// How a chat message reached Palace.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Typing {
    /// It mentions Palace, wherever it was posted.
    Mentioned,
    /// In a DM with Palace.
    Direct,
    /// Neither: typed in a game's place, read only where the operator lets Palace read
    /// messages (Discord's message-content intent).
    Bare,
}

/// A chat message read as a move: the move's text, and the game it names (`game:12`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypedMove {
    /// The move, in any notation.
    pub text: String,
    /// The game, as typed after `game:`.
    pub game: Option<String>,
}

/// Reads a chat message's text (its mention of Palace taken off) as a move: the words of
/// a move in any variant's notation, with `game:NUMBER` anywhere and a leading `move` or
/// `/move` forgiven. `None` when it is no move (chat).
pub fn read(text: &str) -> Option<TypedMove> {
    let mut game = None;
    let mut words = Vec::new();
    for (i, w) in text.split_whitespace().enumerate() {
        let lower = w.to_lowercase();
        if let Some(n) = lower.strip_prefix("game:") {
            if game.replace(n.to_owned()).is_some() {
                return None;
            }
        } else if !(i == 0 && (lower == "move" || lower == "/move")) {
            words.push(w);
        }
    }
    let text = words.join(" ");
    Variant::ALL
        .iter()
        .any(|v| v.reads_as_move(&text))
        .then_some(TypedMove { text, game })
}

impl<S: Store> Service<S> {
    /// Handles a message typed in chat as [`Service::typed_alone`] does, then lets the
    /// engine answer where it plays (as [`Service::handle`] does for a command).
    pub fn typed(&self, by: &Command, text: &str, how: Typing, now: Time) -> Vec<Message> {
        self.then_engine(self.typed_alone(by, text, how, now), now)
    }

    /// Handles a message typed in chat as `how`: `text` is what it says (its mention of
    /// Palace taken off); `by` gives its author, place, server and locales (its name and
    /// options are not read). A move is played as `/move` plays it; a mention or a DM
    /// that is no move is answered with a hint; a bare message is taken only when it is a
    /// move of the author's turn in the game of its place, and otherwise left alone.
    pub fn typed_alone(&self, by: &Command, text: &str, how: Typing, now: Time) -> Handled {
        let Some(typed) = read(text) else {
            let hint = match how {
                Typing::Bare => return Handled::default(),
                Typing::Direct => Message::dm(&by.user.id, Said::TypedHint { direct: true }),
                Typing::Mentioned => Message::public(
                    &by.place,
                    by.server.as_ref(),
                    Said::TypedHint { direct: false },
                )
                .with_ping(&by.user.id),
            };
            return Handled {
                messages: self.addressed(vec![hint], Some(by)),
                engine_game: None,
            };
        };
        let game = match how {
            Typing::Bare => match self.turn_here(by) {
                Some(id) if typed.game.as_ref().is_none_or(|g| *g == id.to_string()) => {
                    Some(id.to_string())
                }
                _ => return Handled::default(),
            },
            Typing::Mentioned | Typing::Direct => typed.game,
        };
        let mut options = vec![("text".to_owned(), OptionValue::Text(typed.text))];
        options.extend(game.map(|g| ("game".to_owned(), OptionValue::Text(g))));
        let cmd = Command {
            name: Verb::Move.name().to_owned(),
            options,
            ..by.clone()
        };
        let (mut messages, acted_on) = self.run_as(&cmd, Some(how), now);
        // Nothing can be shown to the author alone beside a chat message: it goes by DM.
        for m in &mut messages {
            if let Audience::Reply(user) = &m.audience {
                m.audience = Audience::Dm(user.clone());
            }
        }
        Handled {
            messages: self.addressed(messages, Some(&cmd)),
            engine_game: acted_on.filter(|_| !cmd.user.id.is_engine()),
        }
    }

    /// The author's game in progress in their command's place, if they are the one to move
    /// there (the one game a bare move typed there can be meant for).
    fn turn_here(&self, by: &Command) -> Option<GameId> {
        let here = self.store.running_games_in(&by.place).ok()?;
        let mine = self.store.running_games_of(&by.user.id).ok()?;
        let [id] = here
            .into_iter()
            .filter(|id| mine.contains(id))
            .collect::<Vec<_>>()[..]
        else {
            return None;
        };
        let loaded = self.load(id).ok()?;
        let to_move = loaded.doc.player(loaded.game.turn());
        (*to_move == by.user.id).then_some(id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_is_read_with_its_game_and_chat_is_not() {
        let read_as = |t: &str| read(t).map(|m| (m.text, m.game));
        assert_eq!(read_as("C2=5"), Some(("C2=5".into(), None)));
        assert_eq!(read_as("  炮二平五 "), Some(("炮二平五".into(), None)));
        assert_eq!(
            read_as("/move h3e3 game:12"),
            Some(("h3e3".into(), Some("12".into())))
        );
        assert_eq!(
            read_as("Game:7 ☗２四歩"),
            Some(("☗２四歩".into(), Some("7".into())))
        );
        assert_eq!(read_as("move"), None);
        assert_eq!(read_as("good luck"), None);
        assert_eq!(read_as("C2=5 game:1 game:2"), None, "two games named");
        assert_eq!(read_as("help"), None);
    }
}
