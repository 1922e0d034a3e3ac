//! A store that says which games each commit changed, to whoever listens in this process
//! (a game's open pages follow it live). Commits of other processes on the same
//! PostgreSQL database are not heard here: a listener also looks again now and then.

use tokio::sync::broadcast;

use super::{Batch, Counter, Due, Dump, Store, StoreError, Versioned};
use crate::model::{ChallengeDoc, ChallengeId, GameDoc, GameId, Place, PlayerDoc, ServerDoc};
use crate::model::{Scope, Server, Slug, Time, TournamentDoc, TournamentId, UserId};

/// How many changes a slow listener may fall behind before it is told it lagged (then it
/// reads its game again: nothing is lost but the wait).
const BACKLOG: usize = 1024;

/// `S`, announcing the games each of its commits wrote.
pub struct Announced<S> {
    inner: S,
    changes: broadcast::Sender<GameId>,
}

impl<S: Store> Announced<S> {
    /// `inner`, announcing its commits' games.
    pub fn new(inner: S) -> Announced<S> {
        Announced {
            inner,
            changes: broadcast::channel(BACKLOG).0,
        }
    }

    /// The store it wraps.
    pub fn inner(&self) -> &S {
        &self.inner
    }

    /// The games written from now on, one id per game a commit wrote.
    pub fn changes(&self) -> broadcast::Receiver<GameId> {
        self.changes.subscribe()
    }
}

impl<S: Store> Store for Announced<S> {
    fn game(&self, id: GameId) -> Result<Option<Versioned<GameDoc>>, StoreError> {
        self.inner.game(id)
    }
    fn challenge(&self, id: ChallengeId) -> Result<Option<Versioned<ChallengeDoc>>, StoreError> {
        self.inner.challenge(id)
    }
    fn player(&self, id: &UserId) -> Result<Option<Versioned<PlayerDoc>>, StoreError> {
        self.inner.player(id)
    }
    fn server(&self, id: &Server) -> Result<Option<Versioned<ServerDoc>>, StoreError> {
        self.inner.server(id)
    }
    fn tournament(&self, id: TournamentId) -> Result<Option<Versioned<TournamentDoc>>, StoreError> {
        self.inner.tournament(id)
    }
    fn tournaments_of(&self, server: &Server) -> Result<Vec<TournamentId>, StoreError> {
        self.inner.tournaments_of(server)
    }
    fn games(&self, ids: &[GameId]) -> Result<Vec<Versioned<GameDoc>>, StoreError> {
        self.inner.games(ids)
    }
    fn players(&self, ids: &[UserId]) -> Result<Vec<Versioned<PlayerDoc>>, StoreError> {
        self.inner.players(ids)
    }
    fn game_by_slug(&self, slug: &Slug) -> Result<Option<GameId>, StoreError> {
        self.inner.game_by_slug(slug)
    }
    fn running_games_of(&self, user: &UserId) -> Result<Vec<GameId>, StoreError> {
        self.inner.running_games_of(user)
    }
    fn running_games_in(&self, place: &Place) -> Result<Vec<GameId>, StoreError> {
        self.inner.running_games_in(place)
    }
    fn running_games(&self) -> Result<Vec<GameId>, StoreError> {
        self.inner.running_games()
    }
    fn running_games_within(&self, scope: &Scope) -> Result<Vec<GameId>, StoreError> {
        self.inner.running_games_within(scope)
    }
    fn finished_within(&self, scope: &Scope, newest: usize) -> Result<Vec<GameId>, StoreError> {
        self.inner.finished_within(scope, newest)
    }
    fn players_on(&self, server: &Server) -> Result<Vec<PlayerDoc>, StoreError> {
        self.inner.players_on(server)
    }
    fn challenges_in(&self, place: &Place) -> Result<Vec<ChallengeId>, StoreError> {
        self.inner.challenges_in(place)
    }
    fn due(&self, until: Time) -> Result<Vec<Due>, StoreError> {
        self.inner.due(until)
    }
    fn claim_due(&self, now: Time, lease_until: Time) -> Result<Vec<Due>, StoreError> {
        self.inner.claim_due(now, lease_until)
    }
    fn finished(&self, newest: usize) -> Result<Vec<GameId>, StoreError> {
        self.inner.finished(newest)
    }
    fn next_id(&self, counter: Counter) -> Result<u64, StoreError> {
        self.inner.next_id(counter)
    }
    fn commit(&self, batch: Batch) -> Result<(), StoreError> {
        let games: Vec<GameId> = batch.games.iter().map(|g| g.doc.id).collect();
        self.inner.commit(batch)?;
        for id in games {
            // Nobody listening is no failure.
            let _ = self.changes.send(id);
        }
        Ok(())
    }
    fn flush(&self) -> Result<(), StoreError> {
        self.inner.flush()
    }
    fn dump(&self) -> Result<Dump, StoreError> {
        self.inner.dump()
    }
    fn restore(&self, dump: &Dump) -> Result<(), StoreError> {
        self.inner.restore(dump)
    }
}
