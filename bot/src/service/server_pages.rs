//! What a server's pages on the web show, as facts: its leaderboard (the top 20 of a
//! variant by rating, wins or games, as `/leaderboard`) with its latest finished games,
//! and each of its players' page (ratings, results in this server, recent games here).
//! A server's pages are at `/s/{server}/{secret}`: the secret is kept in its document and
//! made the first time `/leaderboard` links to them, so nobody outside the server finds
//! them; they show this server's games and results only.

use rules::{Outcome, Variant};

use super::Service;
use super::request::Ranking;
use super::said::LeaderRow;
use super::txn::Txn;
use crate::model::{GameId, Rating, Results, Scope, Server, Slug, Time, UserId};
use crate::store::{Store, StoreError};

/// How many finished games a server's page lists, and a player's.
const LATEST: usize = 20;

/// How many of the server's latest finished games a player's page looks through for
/// theirs (a player's page lists their recent games here, not their whole history).
const LOOKED_AT: usize = 200;

/// A finished game as a list on a page shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct PageGame {
    /// Its number.
    pub id: GameId,
    /// Its page.
    pub slug: Option<Slug>,
    /// Its variant.
    pub variant: Variant,
    /// Its players' names in this server, Red's first.
    pub players: [String; 2],
    /// The players' ratings after it, Red's first, when it was rated.
    pub ratings_after: Option<[i32; 2]>,
    /// The players, Red's first.
    pub ids: [UserId; 2],
    /// How it ended (none: aborted).
    pub outcome: Option<Outcome>,
    /// When it ended.
    pub finished: Option<Time>,
}

/// A server's page: its leaderboard in one variant and its latest games.
#[derive(Clone, Debug, PartialEq)]
pub struct ServerPage {
    /// The leaderboard's variant.
    pub variant: Variant,
    /// What it ranks by.
    pub by: Ranking,
    /// The top 20.
    pub rows: Vec<LeaderRow>,
    /// The latest finished games here, newest first.
    pub latest: Vec<PageGame>,
}

/// A player's page in a server.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerPage {
    /// Their name in this server.
    pub name: String,
    /// Their rating in each variant they have one in (one everywhere).
    pub ratings: Vec<(Variant, Rating)>,
    /// Their results in this server, by variant.
    pub results: Vec<(Variant, Results)>,
    /// Their latest finished games here, newest first.
    pub games: Vec<PageGame>,
    /// Their rating after each of those games that was rated, oldest first, by variant
    /// (the variants with two points or more).
    pub history: Vec<(Variant, Vec<(Time, i32)>)>,
}

/// The path of `server`'s pages under `secret`: `/s/{server}/{secret}` (the server's id
/// written for an address).
pub fn server_path(server: &Server, secret: &str) -> String {
    format!("/s/{}/{secret}", in_address(&server.0))
}

/// The path of `user`'s page among `server`'s pages under `secret`.
pub fn player_path(server: &Server, secret: &str, user: &UserId) -> String {
    format!("{}/p/{}", server_path(server, secret), in_address(&user.0))
}

/// `text` as one segment of an address (every character but letters and digits escaped).
fn in_address(text: &str) -> percent_encoding::PercentEncode<'_> {
    percent_encoding::utf8_percent_encode(text, percent_encoding::NON_ALPHANUMERIC)
}

/// Whether `given` is `secret`, compared in constant time.
fn same(given: &str, secret: &Slug) -> bool {
    let (a, b) = (given.as_bytes(), secret.as_str().as_bytes());
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |d, (x, y)| d | (x ^ y)) == 0
}

impl<S: Store> Service<S> {
    /// The address of `server`'s page (showing `shown`'s leaderboard), when pages are
    /// served.
    pub fn server_url(
        &self,
        server: &Server,
        secret: &Slug,
        shown: Option<(Variant, Ranking)>,
    ) -> Option<String> {
        let base = self.config.pages.as_deref()?.trim_end_matches('/');
        let query = shown.map_or_else(String::new, |(v, by)| {
            format!("?variant={}&by={}", v.name(), by.name())
        });
        Some(format!(
            "{base}{}{query}",
            server_path(server, secret.as_str())
        ))
    }

    /// The address of `user`'s page in `server`, when pages are served.
    pub fn player_url(&self, server: &Server, secret: &Slug, user: &UserId) -> Option<String> {
        let base = self.config.pages.as_deref()?.trim_end_matches('/');
        Some(format!(
            "{base}{}",
            player_path(server, secret.as_str(), user)
        ))
    }

    /// Whether `secret` opens `server`'s pages.
    fn opens(&self, server: &Server, secret: &str) -> Result<bool, StoreError> {
        let doc = self.store.server(server)?.map(|v| v.doc);
        Ok(doc.and_then(|d| d.page).is_some_and(|s| same(secret, &s)))
    }

    /// `server`'s page with the leaderboard of `variant` by `by`, if `secret` opens it.
    pub fn server_page(
        &self,
        server: &Server,
        secret: &str,
        variant: Variant,
        by: Ranking,
    ) -> Result<Option<ServerPage>, StoreError> {
        if !self.opens(server, secret)? {
            return Ok(None);
        }
        let rows = self.leader_rows(server, variant, by)?;
        let ids = self
            .store
            .finished_within(&Scope::of_server(server), LATEST)?;
        let latest = self.page_games(&ids, |_| true)?;
        Ok(Some(ServerPage {
            variant,
            by,
            rows,
            latest,
        }))
    }

    /// `user`'s page in `server`, if `secret` opens the server's pages and they have
    /// finished a game here.
    pub fn player_page(
        &self,
        server: &Server,
        secret: &str,
        user: &UserId,
    ) -> Result<Option<PlayerPage>, StoreError> {
        if !self.opens(server, secret)? {
            return Ok(None);
        }
        let Some(player) = self.store.player(user)?.map(|v| v.doc) else {
            return Ok(None);
        };
        if !player.servers.contains(server) {
            return Ok(None);
        }
        let here = player.results_on(server);
        let ids = self
            .store
            .finished_within(&Scope::of_server(server), LOOKED_AT)?;
        let mut games = self.page_games(&ids, |d| d.red == *user || d.black == *user)?;
        games.truncate(LATEST);
        let mut history: Vec<(Variant, Vec<(Time, i32)>)> = Vec::new();
        for g in games.iter().rev() {
            let (Some(after), Some(at)) = (g.ratings_after, g.finished) else {
                continue;
            };
            let side = usize::from(g.ids[0] != *user);
            match history.iter_mut().find(|(v, _)| *v == g.variant) {
                Some((_, points)) => points.push((at, after[side])),
                None => history.push((g.variant, vec![(at, after[side])])),
            }
        }
        history.retain(|(_, points)| points.len() >= 2);
        Ok(Some(PlayerPage {
            history,
            name: player.name_in(Some(server)).to_owned(),
            ratings: Variant::ALL
                .into_iter()
                .filter_map(|v| player.ratings.get(v.name()).map(|r| (v, *r)))
                .collect(),
            results: Variant::ALL
                .into_iter()
                .filter_map(|v| here.get(v.name()).map(|r| (v, *r)))
                .filter(|(_, r)| r.games() > 0)
                .collect(),
            games,
        }))
    }

    /// The games among `ids` that `keep` keeps, as a list shows them (an unreadable one is
    /// left out), at most [`LATEST`] of them.
    fn page_games(
        &self,
        ids: &[GameId],
        keep: impl Fn(&crate::model::GameDoc) -> bool,
    ) -> Result<Vec<PageGame>, StoreError> {
        let txn = Txn::new(&self.store);
        let mut out = Vec::new();
        for stored in self.store.games(ids)? {
            if out.len() == LATEST {
                break;
            }
            let doc = stored.doc;
            if !keep(&doc) {
                continue;
            }
            let Ok(game) = self.known.game(&doc, stored.version) else {
                continue;
            };
            let Ok(players) = txn.names(&doc) else {
                continue;
            };
            out.push(PageGame {
                id: doc.id,
                slug: doc.slug.clone(),
                variant: game.variant(),
                players,
                ratings_after: doc.ratings_after,
                ids: [doc.red.clone(), doc.black.clone()],
                outcome: game.outcome().filter(|_| !doc.aborted),
                finished: doc.finished,
            });
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_secret_is_compared_whole() {
        let secret = Slug("abcdefghijklmnop".into());
        assert!(same("abcdefghijklmnop", &secret));
        for other in [
            "abcdefghijklmnoq",
            "abcdefghijklmno",
            "",
            "abcdefghijklmnopq",
        ] {
            assert!(!same(other, &secret), "{other}");
        }
    }
}
