//! A player as stored: name, settings, and ratings and results per variant.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::ids::{UserId, engine_name};

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
pub struct Results {
    /// Games won.
    pub wins: u32,
    /// Games lost.
    pub losses: u32,
    /// Games drawn.
    pub draws: u32,
}

impl Results {
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
    pub results: BTreeMap<String, Results>,
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
        let engine = id.engine_level();
        PlayerDoc {
            id: id.clone(),
            name: engine.map_or_else(|| name.to_owned(), engine_name),
            style: default_style(),
            notify: engine.is_none(),
            ratings: BTreeMap::new(),
            results: BTreeMap::new(),
        }
    }
}
