//! The words of a server's pages on the web: its leaderboard with its latest games, and a
//! player's page there.

use crate::service::request::Ranking;
use crate::service::server_pages::{PageGame, PlayerPage, ServerPage};
use crate::voice::catalogue::t;

use super::words::{rating, result, variant};

/// A finished game as a list on a page says it: its title (a link), its players, its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameWords {
    /// `Game 12 · Xiangqi`.
    pub title: String,
    /// `alice vs bob`.
    pub players: String,
    /// `Red wins by checkmate`, or that it was aborted.
    pub end: String,
}

/// Every word of a server's page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServerPageWords {
    /// `Leaderboard · Xiangqi · by rating`.
    pub title: String,
    /// The columns: rank, player, rating, wins, games.
    pub columns: [String; 5],
    /// Each row: rank, name, rating, wins, games.
    pub rows: Vec<[String; 5]>,
    /// Said when nobody is ranked yet.
    pub nobody: String,
    /// The other leaderboards' links: each variant's name, each ranking's.
    pub variants: Vec<String>,
    /// See `variants`.
    pub rankings: [String; 3],
    /// What `?` after a rating means, when a row has one.
    pub provisional: Option<String>,
    /// The latest games' heading.
    pub latest: String,
    /// The latest games.
    pub games: Vec<GameWords>,
}

/// Every word of a player's page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerPageWords {
    /// Their name.
    pub title: String,
    /// The ratings' heading, then one line a variant.
    pub ratings: (String, Vec<String>),
    /// The results' heading, then one line a variant.
    pub results: (String, Vec<String>),
    /// The games' heading, then the games.
    pub games: (String, Vec<GameWords>),
    /// Each rating history chart's heading, in the page's order of variants.
    pub history: Vec<String>,
    /// The link back to the server's page.
    pub back: String,
}

fn game(g: &PageGame) -> GameWords {
    GameWords {
        title: t!(
            "page-title",
            game = g.id.to_string(),
            variant = variant(g.variant)
        ),
        players: t!(
            "page-players",
            red = g.players[0].as_str(),
            black = g.players[1].as_str()
        ),
        end: match g.outcome {
            Some(o) => result(g.variant, o),
            None => t!("page-aborted"),
        },
    }
}

fn ranking(by: Ranking) -> String {
    t!("server-page-by", by = by.name())
}

pub(crate) fn server_page(page: &ServerPage) -> ServerPageWords {
    ServerPageWords {
        title: t!(
            "server-page-title",
            variant = variant(page.variant),
            by = ranking(page.by)
        ),
        columns: [
            t!("server-page-rank"),
            t!("server-page-player"),
            t!("server-page-rating"),
            t!("server-page-wins"),
            t!("server-page-games"),
        ],
        rows: page
            .rows
            .iter()
            .enumerate()
            .map(|(i, r)| {
                [
                    (i + 1).to_string(),
                    r.name.clone(),
                    rating(r.rating),
                    r.wins.to_string(),
                    r.games.to_string(),
                ]
            })
            .collect(),
        nobody: t!("leaderboard-nobody"),
        variants: rules::Variant::ALL.into_iter().map(variant).collect(),
        rankings: [Ranking::Rating, Ranking::Wins, Ranking::Games].map(ranking),
        provisional: page
            .rows
            .iter()
            .any(|r| r.rating.is_provisional())
            .then(|| t!("provisional-note")),
        latest: t!("server-page-latest"),
        games: page.latest.iter().map(game).collect(),
    }
}

pub(crate) fn player_page(page: &PlayerPage) -> PlayerPageWords {
    PlayerPageWords {
        title: page.name.clone(),
        ratings: (
            t!("player-page-ratings"),
            page.ratings
                .iter()
                .map(|(v, r)| {
                    t!(
                        "player-page-rating",
                        variant = variant(*v),
                        rating = rating(*r)
                    )
                })
                .collect(),
        ),
        results: (
            t!("player-page-results"),
            page.results
                .iter()
                .map(|(v, r)| {
                    t!(
                        "player-page-result",
                        variant = variant(*v),
                        wins = r.wins,
                        losses = r.losses,
                        draws = r.draws
                    )
                })
                .collect(),
        ),
        games: (
            t!("player-page-games"),
            page.games.iter().map(game).collect(),
        ),
        history: page
            .history
            .iter()
            .map(|(v, _)| t!("player-page-history", variant = variant(*v)))
            .collect(),
        back: t!("button-server-page"),
    }
}
