//! How often a command goes to the store: each command is one unit of work that reads
//! every player it needs once and writes all its changes in one commit (on PostgreSQL
//! every read and every commit is a round trip).

use crate::common;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use common::world::World;
use palace::model::{
    ChallengeDoc, ChallengeId, GameDoc, GameId, Place, PlayerDoc, Scope, Server, Time, UserId,
};
use palace::store::{Batch, Counter, Due, Dump, SledStore, Store, StoreError, Versioned};

/// What a store was asked for.
#[derive(Default)]
struct Counts {
    player_reads: AtomicUsize,
    commits: AtomicUsize,
    player_writes: AtomicUsize,
    /// How many of the next commits to throw away as conflicts.
    conflicts: AtomicUsize,
}

impl Counts {
    /// Player reads and commits since the last look, and starts counting afresh.
    fn take(&self) -> (usize, usize) {
        (
            self.player_reads.swap(0, Ordering::SeqCst),
            self.commits.swap(0, Ordering::SeqCst),
        )
    }
}

/// A store that counts player reads and commits, and passes everything on (or throws
/// commits away as conflicts when asked to).
struct Counting {
    inner: SledStore,
    counts: Arc<Counts>,
}

impl Store for Counting {
    fn game(&self, id: GameId) -> Result<Option<Versioned<GameDoc>>, StoreError> {
        self.inner.game(id)
    }
    fn challenge(&self, id: ChallengeId) -> Result<Option<Versioned<ChallengeDoc>>, StoreError> {
        self.inner.challenge(id)
    }
    fn player(&self, id: &UserId) -> Result<Option<Versioned<PlayerDoc>>, StoreError> {
        self.counts.player_reads.fetch_add(1, Ordering::SeqCst);
        self.inner.player(id)
    }
    fn server(
        &self,
        id: &palace::model::Server,
    ) -> Result<Option<Versioned<palace::model::ServerDoc>>, StoreError> {
        self.inner.server(id)
    }
    fn tournament(
        &self,
        id: palace::model::TournamentId,
    ) -> Result<Option<Versioned<palace::model::TournamentDoc>>, StoreError> {
        self.inner.tournament(id)
    }
    fn tournaments_of(
        &self,
        server: &palace::model::Server,
    ) -> Result<Vec<palace::model::TournamentId>, StoreError> {
        self.inner.tournaments_of(server)
    }
    fn game_by_slug(&self, slug: &palace::model::Slug) -> Result<Option<GameId>, StoreError> {
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
    fn challenges_in(&self, place: &Place) -> Result<Vec<ChallengeId>, StoreError> {
        self.inner.challenges_in(place)
    }
    fn due(&self, until: Time) -> Result<Vec<Due>, StoreError> {
        self.inner.due(until)
    }
    fn finished(&self, newest: usize) -> Result<Vec<GameId>, StoreError> {
        self.inner.finished(newest)
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
    fn next_id(&self, counter: Counter) -> Result<u64, StoreError> {
        self.inner.next_id(counter)
    }
    fn commit(&self, batch: Batch) -> Result<(), StoreError> {
        let conflict =
            self.counts
                .conflicts
                .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1));
        if conflict.is_ok() {
            return Err(StoreError::Conflict);
        }
        self.counts.commits.fetch_add(1, Ordering::SeqCst);
        self.counts
            .player_writes
            .fetch_add(batch.players.len(), Ordering::SeqCst);
        self.inner.commit(batch)
    }
    fn dump(&self) -> Result<Dump, StoreError> {
        self.inner.dump()
    }
    fn restore(&self, dump: &Dump) -> Result<(), StoreError> {
        self.inner.restore(dump)
    }
}

/// A world on a counting sled store, and its counts.
fn counted() -> (World, Arc<Counts>, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let counts = Arc::new(Counts::default());
    let store = Counting {
        inner: SledStore::open(dir.path()).unwrap(),
        counts: counts.clone(),
    };
    (World::on(Box::new(store)), counts, dir)
}

#[test]
fn a_move_reads_each_player_once_and_commits_once() {
    let (w, counts, _dir) = counted();
    w.start("minixiangqi", "");
    counts.take();
    // Its author refreshed, both names on the board, the mover's style, the DM setting
    // of the player to move: two players, each read once.
    w.ok("alice: /move b1b3");
    assert_eq!(counts.take(), (2, 1));
    w.ok("bob: /move b7b6");
    assert_eq!(counts.take(), (2, 1));
}

#[test]
fn a_move_writes_no_player_document_unless_the_name_changed() {
    let (w, counts, _dir) = counted();
    w.start("minixiangqi", "");
    let writes = || counts.player_writes.swap(0, Ordering::SeqCst);
    writes();
    // A player's many games would otherwise all write (and contend for) their one
    // document on every move.
    w.ok("alice: /move b1b3");
    assert_eq!(writes(), 0);
    // Renamed since: the new name is stored with the move.
    let mut cmd = match palace::play::line::parse("bob: /move b7b6").unwrap() {
        palace::play::line::Line::Command(c) => c,
        other => panic!("{other:?}"),
    };
    cmd.user.name = "Bobby".into();
    assert!(w.run(&cmd).iter().all(|m| !m.error));
    assert_eq!(writes(), 1);
    assert_eq!(w.player("bob").name, "Bobby");
}

#[test]
fn a_game_that_ends_counts_its_result_in_the_same_commit() {
    let (w, counts, _dir) = counted();
    w.start("minixiangqi", "");
    // Both sides move: a game that ends before that counts for nothing.
    w.ok("alice: /move b1b3");
    w.ok("bob: /move b7b6");
    counts.take();
    // Resigning ends the game: ratings of both, the author's name, the final board.
    let out = w.ok("alice: /resign");
    assert!(out.iter().any(|m| m.text.contains("Ratings:")), "{out:#?}");
    assert_eq!(counts.take(), (2, 1));
}

#[test]
fn a_challenge_and_its_acceptance_are_one_commit_each() {
    let (w, counts, _dir) = counted();
    w.ok("alice: /challenge @bob minixiangqi side:red");
    assert_eq!(counts.take(), (2, 1));
    w.ok("bob: /accept");
    assert_eq!(counts.take(), (2, 1));
}

#[test]
fn a_refused_command_writes_nothing() {
    let (w, counts, _dir) = counted();
    w.start("minixiangqi", "");
    counts.take();
    w.refused("alice: /move a1a9");
    assert_eq!(counts.take().1, 0);
    w.refused("carol: /resign");
    assert_eq!(counts.take().1, 0);
    w.refused("alice: /challenge @alice minixiangqi");
    assert_eq!(counts.take().1, 0);
}

#[test]
fn a_command_retried_after_a_conflict_keeps_its_number() {
    let (w, counts, _dir) = counted();
    // The first attempts at the challenge and at its acceptance are thrown away as
    // conflicts: the retries use the numbers those attempts took.
    counts.conflicts.store(1, Ordering::SeqCst);
    let out = w.ok("alice: /challenge @bob minixiangqi side:first");
    assert!(
        out[0].text.contains("/accept challenge:1"),
        "{}",
        out[0].text
    );
    counts.conflicts.store(1, Ordering::SeqCst);
    let out = w.ok("bob: /accept");
    assert!(out[0].text.starts_with("Game 1 begins"), "{}", out[0].text);
    // And the next ones follow on.
    assert_eq!(w.start("minixiangqi", ""), 2);
}
