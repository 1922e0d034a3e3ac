//! What the service stores: games, challenges and players, as plain serializable text.
//! A game holds its record (variant, start FEN, coordinate moves) and is rebuilt by
//! replaying it through the rules on every load.

use std::collections::BTreeMap;

use rules::{AnyGame, Color, Outcome, Record, Variant};
use serde::{Deserialize, Serialize};

use super::types::{Place, Time, UserId};

/// A game's id (also shown to players: `game:12`).
pub type GameId = u64;
/// A challenge's id.
pub type ChallengeId = u64;

/// A game as stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameDoc {
    /// The id.
    pub id: GameId,
    /// `minixiangqi`, `dark-minixiangqi`, `xiangqi` or `minishogi`.
    pub variant: String,
    /// The start position.
    pub start_fen: String,
    /// The moves in coordinates.
    pub moves: Vec<String>,
    /// Dark Mini Xiangqi's no-capture limit, if not the default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub progress_limit: Option<u32>,
    /// An ending decided off the board (`red wins resignation`), in the rules' words.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ending: Option<String>,
    /// The first player (Red, sente).
    pub red: UserId,
    /// The second player (Black, gote).
    pub black: UserId,
    /// Where the game is played.
    pub place: Place,
    /// Whether it counts for ratings.
    pub rated: bool,
    /// Days per move.
    pub days: u32,
    /// When it started.
    pub started: Time,
    /// When the side to move must have moved (none once over).
    pub deadline: Option<Time>,
    /// Reminders already sent for the current deadline, in hours before it (24, 1).
    #[serde(default)]
    pub reminded: Vec<i64>,
    /// A pending draw offer: by whom.
    #[serde(default, with = "color_text")]
    pub draw_offer: Option<Color>,
    /// A pending takeback request: by whom.
    #[serde(default, with = "color_text")]
    pub takeback: Option<Color>,
    /// When it ended.
    #[serde(default)]
    pub finished: Option<Time>,
    /// Aborted before the second move: no result, no rating.
    #[serde(default)]
    pub aborted: bool,
}

impl GameDoc {
    /// The variant.
    pub fn variant(&self) -> Result<Variant, String> {
        self.variant.parse().map_err(|e| format!("{e}"))
    }

    /// The rules' record of this game.
    pub fn record(&self) -> Result<Record, String> {
        let ending = match &self.ending {
            None => None,
            Some(text) => {
                Some(Outcome::parse(text).ok_or_else(|| format!("unreadable ending '{text}'"))?)
            }
        };
        Ok(Record {
            variant: self.variant()?,
            start_fen: self.start_fen.clone(),
            moves: self.moves.clone(),
            progress_limit: self.progress_limit,
            ending,
        })
    }

    /// Rebuilds the game by replaying its record through the rules.
    pub fn rebuild(&self) -> Result<AnyGame, String> {
        AnyGame::from_record(&self.record()?).map_err(|e| e.to_string())
    }

    /// Stores what the game now is.
    pub fn set_record(&mut self, game: &AnyGame) {
        let record = game.record();
        self.moves = record.moves;
        self.ending = record.ending.map(|o| o.describe(record.variant));
    }

    /// The player of `color`.
    pub fn player(&self, color: Color) -> &UserId {
        match color {
            Color::Red => &self.red,
            Color::Black => &self.black,
        }
    }

    /// The color `user` plays, if they play.
    pub fn color_of(&self, user: &UserId) -> Option<Color> {
        if &self.red == user {
            Some(Color::Red)
        } else if &self.black == user {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The reminders (hours before the deadline) this game's clock sends: 24 h and 1 h,
    /// or only the 1-h one in a 1-day game.
    pub fn reminder_hours(&self) -> &'static [i64] {
        if self.days > 1 { &[24, 1] } else { &[1] }
    }

    /// When the clock must next look at this game: an unsent reminder or the deadline.
    pub fn next_due(&self) -> Option<Time> {
        let deadline = self.deadline.filter(|_| self.is_running())?;
        let reminder = self
            .reminder_hours()
            .iter()
            .filter(|h| !self.reminded.contains(h))
            .map(|h| deadline - h * super::types::HOUR)
            .min();
        Some(reminder.map_or(deadline, |r| r.min(deadline)))
    }

    /// Whether the game is still being played.
    pub fn is_running(&self) -> bool {
        self.finished.is_none()
    }
}

/// A side stored as `red`/`black` text (the rules crate has no serde).
mod color_text {
    use rules::Color;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(c: &Option<Color>, s: S) -> Result<S::Ok, S::Error> {
        match c {
            Some(c) => s.serialize_some(c.name()),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Color>, D::Error> {
        Option::<String>::deserialize(d)?
            .map(|t| t.parse::<Color>().map_err(serde::de::Error::custom))
            .transpose()
    }
}

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
}

/// A Glicko-2 rating.
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    /// The rating.
    pub rating: f64,
    /// Its deviation (uncertainty).
    pub deviation: f64,
    /// Its volatility.
    pub volatility: f64,
}

impl Default for Rating {
    fn default() -> Rating {
        let g = skillratings::glicko2::Glicko2Rating::new();
        Rating {
            rating: g.rating,
            deviation: g.deviation,
            volatility: g.volatility,
        }
    }
}

impl Rating {
    /// A rating is provisional while its deviation is high.
    pub fn is_provisional(&self) -> bool {
        self.deviation > 110.0
    }
}

/// A player's results in one variant.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record3 {
    /// Games won.
    pub wins: u32,
    /// Games lost.
    pub losses: u32,
    /// Games drawn.
    pub draws: u32,
}

impl Record3 {
    /// Games finished.
    pub fn games(&self) -> u32 {
        self.wins + self.losses + self.draws
    }
}

/// A player as stored: name, settings, ratings and results per variant.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerDoc {
    /// The id.
    pub id: UserId,
    /// The last name seen.
    pub name: String,
    /// Piece style of pictures sent to this player: `traditional` or `western`.
    #[serde(default = "default_style")]
    pub style: String,
    /// Whether to send turn notifications by DM.
    #[serde(default = "default_true")]
    pub notify: bool,
    /// Rated results per variant name.
    #[serde(default)]
    pub ratings: BTreeMap<String, Rating>,
    /// Results (rated and casual) per variant name.
    #[serde(default)]
    pub results: BTreeMap<String, Record3>,
}

fn default_style() -> String {
    "traditional".to_owned()
}

fn default_true() -> bool {
    true
}

impl PlayerDoc {
    /// A new player with default settings.
    pub fn new(id: &UserId, name: &str) -> PlayerDoc {
        let engine = super::engine_player::engine_level(id);
        PlayerDoc {
            id: id.clone(),
            name: engine.map_or_else(|| name.to_owned(), super::engine_player::engine_name),
            style: default_style(),
            notify: engine.is_none(),
            ratings: BTreeMap::new(),
            results: BTreeMap::new(),
        }
    }
}
