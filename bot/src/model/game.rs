//! A game as stored: its record (variant, start FEN, coordinate moves) and the state of its
//! clock and offers, as plain serializable text. It is rebuilt by replaying the record
//! through the rules on every load, so every load re-validates the game.

use rules::{AnyGame, Color, EndReason, Outcome, Record, Variant};
use serde::{Deserialize, Serialize};

use super::damage::Damage;
use super::ids::{GameId, Place, Server, Time, UserId};
use super::premove::Premoves;
use super::review::Review;

/// Whether a game that ended after `plies` counts for ratings and records: both sides
/// must have moved.
pub fn counts(plies: usize) -> bool {
    plies >= 2
}

/// The part of Palace a game is listed in: a server, or for a game in no server, its
/// place. Stores index games by it, so that a server's listings read only its own games.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Scope(pub String);

impl Scope {
    /// A server's scope.
    pub fn of_server(server: &Server) -> Scope {
        Scope(format!("server:{}", server.0))
    }

    /// The scope of a place's games that belong to no server.
    pub fn of_place(place: &Place) -> Scope {
        Scope(format!("place:{}", place.0))
    }
}

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
    /// The server it is played in (none: a direct message, or a game from before servers
    /// were told apart, which is reachable only from its own place and by its players).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server: Option<Server>,
    /// Whether its place takes only answers to commands given there (a group DM, or a
    /// server where Palace is not but its player installed it): what Palace would post
    /// there on its own goes to the players by DM instead.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub answers_only: bool,
    /// Whether it counts for ratings.
    pub rated: bool,
    /// Days per move.
    pub days: u32,
    /// When it started.
    pub started: Time,
    /// When the side to move must have moved (none once over).
    pub deadline: Option<Time>,
    /// Reminders already sent for the current deadline, in seconds before it.
    #[serde(default, rename = "reminded_s", skip_serializing_if = "Vec::is_empty")]
    pub reminded: Vec<i64>,
    /// Reminders sent, in hours before the deadline, as documents written before players
    /// chose their reminders recorded them: kept as read until the clock restarts.
    #[serde(default, rename = "reminded", skip_serializing_if = "Vec::is_empty")]
    pub reminded_hours: Vec<i64>,
    /// The times before the deadline (seconds) the side to move chose to be reminded at,
    /// taken when their turn began (none: the default, [`crate::model::default_reminders`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remind: Option<Vec<i64>>,
    /// Until when the clock is stopped because a player is away (`/vacation`): the
    /// deadline already includes the stop (see [`GameDoc::set_pause_end`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paused_until: Option<Time>,
    /// The conditional moves of the side not to move (`/premove`), if they queued any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub premoves: Option<Premoves>,
    /// A pending draw offer: by whom.
    #[serde(default, with = "color_text")]
    pub draw_offer: Option<Color>,
    /// A pending takeback request: by whom.
    #[serde(default, with = "color_text")]
    pub takeback: Option<Color>,
    /// The offers that lapsed when the one they were made to moved instead of answering,
    /// so that answering one afterwards is told so (until the next move).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lapsed: Vec<LapsedOffer>,
    /// When it ended.
    #[serde(default)]
    pub finished: Option<Time>,
    /// Aborted before the second move: no result, no rating.
    #[serde(default)]
    pub aborted: bool,
    /// Ended, and its review is still to be made and posted.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub review_due: bool,
    /// Its review, once made.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub review: Option<Review>,
    /// The tournament and round it is a game of, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event: Option<super::tournament::EventRef>,
    /// The address of its page on the web (none: a game stored before pages were, until
    /// its store is upgraded).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub slug: Option<super::Slug>,
    /// The generation of each side's private link to their view (Red's first): asking
    /// for a new link raises it, which voids the older ones.
    #[serde(default, skip_serializing_if = "no_links")]
    pub view_links: [u32; 2],
    /// The players' ratings in its variant after it (rounded), Red's first, when it was rated (a
    /// player's rating history on their page; none in games from before it was kept).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ratings_after: Option<[i32; 2]>,
}

fn no_links(links: &[u32; 2]) -> bool {
    *links == [0, 0]
}

/// A draw offer or takeback request that lapsed unanswered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LapsedOffer {
    /// A takeback request (else a draw offer).
    pub takeback: bool,
    /// Who made it.
    #[serde(with = "super::color_serde")]
    pub by: Color,
}

impl GameDoc {
    /// A casual game of `variant` between `players` (Red's first) in `place`, `days` per
    /// move, started at `started` from `start_fen`: nothing played, no offer, no deadline
    /// yet (see [`GameDoc::restart_clock`]).
    pub fn new(
        id: GameId,
        variant: Variant,
        start_fen: String,
        [red, black]: [UserId; 2],
        place: Place,
        days: u32,
        started: Time,
    ) -> GameDoc {
        GameDoc {
            id,
            variant: variant.name().to_owned(),
            start_fen,
            moves: Vec::new(),
            progress_limit: None,
            ending: None,
            red,
            black,
            place,
            server: None,
            answers_only: false,
            rated: false,
            days,
            started,
            deadline: None,
            reminded: Vec::new(),
            reminded_hours: Vec::new(),
            remind: None,
            paused_until: None,
            premoves: None,
            draw_offer: None,
            takeback: None,
            lapsed: Vec::new(),
            finished: None,
            aborted: false,
            review_due: false,
            review: None,
            event: None,
            slug: Some(super::Slug::fresh()),
            view_links: [0, 0],
            ratings_after: None,
        }
    }

    /// The variant.
    pub fn variant(&self) -> Result<Variant, Damage> {
        self.variant
            .parse()
            .map_err(|_| Damage::UnknownVariant(self.variant.clone()))
    }

    /// The rules' record of this game.
    pub fn record(&self) -> Result<Record, Damage> {
        let ending = match &self.ending {
            None => None,
            Some(text) => {
                Some(Outcome::parse(text).ok_or_else(|| Damage::UnknownEnding(text.clone()))?)
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

    /// Rebuilds the game by replaying its record through the rules. A dark game's record
    /// that cannot be replayed is [`Damage::Hidden`], its reason logged.
    ///
    /// A game that ended by the move rule's plain count of 100 plies, as Palace counted it
    /// before checks moved the limit out (issue 47), is stored finished with no ending
    /// recorded; the rules now let it go on, so its result is taken as recorded: the draw
    /// it was given stays (and is stored with it when it is written again).
    pub fn rebuild(&self) -> Result<AnyGame, Damage> {
        let record = self.record()?;
        let game = AnyGame::from_record(&record)
            .map_err(|e| Damage::of_record(self.id, record.variant, e))?;
        if self.finished.is_none() || self.aborted || game.outcome().is_some() {
            return Ok(game);
        }
        let drawn = Record {
            ending: Some(Outcome::draw(EndReason::MoveRule)),
            ..record
        };
        AnyGame::from_record(&drawn).map_err(|_| Damage::FinishedWithoutResult)
    }

    /// The game as it stood after its first `ply` plies, as if it had gone on from there
    /// (no ending): a puzzle's position, a dark player's view at a ply.
    pub fn position_after(&self, ply: usize) -> Result<AnyGame, Damage> {
        let record = self.record()?;
        let variant = record.variant;
        AnyGame::from_record(&Record {
            moves: record.moves.into_iter().take(ply).collect(),
            ending: None,
            ..record
        })
        .map_err(|e| Damage::of_record(self.id, variant, e))
    }

    /// The result this game counted for its players' records: it finished (not aborted)
    /// after both sides had moved ([`counts`]) and its record can be read.
    pub fn counted_outcome(&self) -> Option<Outcome> {
        if self.finished.is_none() || self.aborted || !counts(self.moves.len()) {
            return None;
        }
        self.rebuild().ok()?.outcome()
    }

    /// Where it is listed (`/activity`): its server, or for a game with none, its place.
    pub fn scope(&self) -> Scope {
        match &self.server {
            Some(s) => Scope::of_server(s),
            None => Scope::of_place(&self.place),
        }
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

    /// Whether someone (`user`, in `place` of `server`) may reach this game at all: its
    /// players from anywhere (also by DM), anyone else only from its own server — or,
    /// for a game that names no server, from its own place. Everything else answers as if
    /// the game did not exist, so that nothing of another server shows.
    pub fn reachable(&self, user: &UserId, place: &Place, server: Option<&Server>) -> bool {
        self.color_of(user).is_some()
            || match &self.server {
                Some(s) => Some(s) == server,
                None => &self.place == place,
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

    /// Whether Palace's engine plays one side.
    pub fn has_engine(&self) -> bool {
        Color::ALL
            .into_iter()
            .any(|c| self.player(c).engine_level().is_some())
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
