//! A challenge as stored, from its posting until it is taken, declined, withdrawn or
//! lapses.

use serde::{Deserialize, Serialize};

use super::ids::{ChallengeId, Place, Server, Time, UserId};

/// Which side the challenger wants.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ColorChoice {
    /// The first player.
    Red,
    /// The second player.
    Black,
    /// Chosen when the challenge is accepted.
    Random,
}

/// A challenge as stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChallengeDoc {
    /// The id.
    pub id: ChallengeId,
    /// Who challenges.
    pub challenger: UserId,
    /// Whom (none: an open challenge anyone in the place may take).
    pub opponent: Option<UserId>,
    /// Where.
    pub place: Place,
    /// The game.
    pub variant: String,
    /// The challenger's side.
    pub color: ColorChoice,
    /// Days per move.
    pub days: u32,
    /// Whether it counts for ratings.
    pub rated: bool,
    /// A casual game's start position.
    #[serde(default)]
    pub fen: Option<String>,
    /// When it was made.
    pub created: Time,
    /// When it lapses unanswered.
    pub expires: Time,
    /// The front end's handle of the message that posted it (a Discord message id), so
    /// the game can live in a thread made from it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub post: Option<String>,
    /// The server it was posted in (none: a direct message, or a challenge from before
    /// servers were told apart, which is reachable only from its own place).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server: Option<Server>,
    /// Whether its place takes only answers to commands given there (a group DM, or a
    /// server where Palace is not but its player installed it): what Palace would post
    /// there on its own goes to the players by DM instead.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub answers_only: bool,
}

impl ChallengeDoc {
    /// Whether someone (`user`, in `place`) may reach this challenge: its challenger and
    /// the one it names from anywhere (the named opponent may accept by DM), anyone else
    /// only where it was posted. Elsewhere it answers as if it did not exist.
    pub fn reachable(&self, user: &UserId, place: &Place) -> bool {
        &self.challenger == user || self.opponent.as_ref() == Some(user) || &self.place == place
    }
}
