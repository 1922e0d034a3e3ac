//! The embedded store: one sled tree, documents as JSON text under typed key prefixes,
//! indexes kept in the same transaction as the documents they follow.

use std::path::Path;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use sled::transaction::{ConflictableTransactionError, TransactionError, TransactionalTree};

use super::{
    Batch, Counter, Document, Due, Dump, Kind, Put, Record, Store, StoreError, Versioned,
    challenge_of, game_of, player_of, tournament_of,
};
use crate::model::{
    ChallengeDoc, ChallengeId, GameDoc, GameId, Place, PlayerDoc, ResultsByServer, Scope, Server,
    ServerDoc, Slug, Time, TournamentDoc, TournamentId, UserId,
};

/// The schema this code reads and writes; checked on open.
const SCHEMA: &str = "palace-store-1";

/// Where the number of upgrades applied to a store of [`SCHEMA`] is kept (none: 0).
const UPGRADES_KEY: &[u8] = b"meta/upgrades";

/// The upgrades this code applies on open, each once: 1, games indexed by scope (running
/// and finished) and players by server, with each player's results per server counted
/// from the finished games; 2, every game given a page (a slug) and indexed by it.
/// Both are [`SledStore::index_and_count`], which is idempotent.
const UPGRADES: u64 = 2;

/// A document with its version, as written to disk.
#[derive(Serialize, Deserialize)]
struct Stored<T> {
    version: u64,
    doc: T,
}

/// The sled-backed [`Store`].
pub struct SledStore {
    db: sled::Db,
}

fn io(e: impl std::fmt::Display) -> StoreError {
    StoreError::Io(e.to_string())
}

fn game_key(id: GameId) -> Vec<u8> {
    [b"g/".as_slice(), &id.to_be_bytes()].concat()
}

fn challenge_key(id: ChallengeId) -> Vec<u8> {
    [b"c/".as_slice(), &id.to_be_bytes()].concat()
}

fn player_key(id: &UserId) -> Vec<u8> {
    [b"p/".as_slice(), id.0.as_bytes()].concat()
}

fn server_key(id: &Server) -> Vec<u8> {
    [b"sv/".as_slice(), id.0.as_bytes()].concat()
}

fn tournament_key(id: TournamentId) -> Vec<u8> {
    [b"tn/".as_slice(), &id.to_be_bytes()].concat()
}

/// A tournament's index entry: under its server.
fn tournament_index(t: &TournamentDoc) -> Vec<Vec<u8>> {
    let mut keys = vec![named_key(b"st/", &t.server.0, t.id)];
    if let Some(at) = t.starts_by_itself() {
        keys.push(due_key(at, DUE_TOURNAMENT, t.id));
    }
    keys
}

/// `prefix` + `name` + NUL + `id`: an index entry under a name.
fn named_key(prefix: &[u8], name: &str, id: u64) -> Vec<u8> {
    [prefix, name.as_bytes(), &[0], &id.to_be_bytes()].concat()
}

fn named_prefix(prefix: &[u8], name: &str) -> Vec<u8> {
    [prefix, name.as_bytes(), &[0]].concat()
}

/// A time that sorts as bytes: the sign bit flipped.
fn time_bytes(t: Time) -> [u8; 8] {
    ((t as u64) ^ (1 << 63)).to_be_bytes()
}

fn time_of(b: &[u8]) -> Time {
    (u64::from_be_bytes(b.try_into().expect("8 bytes")) ^ (1 << 63)) as Time
}

fn due_key(at: Time, kind: u8, id: u64) -> Vec<u8> {
    [
        b"due/".as_slice(),
        &time_bytes(at),
        &[kind],
        &id.to_be_bytes(),
    ]
    .concat()
}

/// `prefix` + when the game finished + its id: an entry of a list of finished games,
/// oldest first.
fn finished_key(prefix: &[u8], at: Time, id: GameId) -> Vec<u8> {
    [prefix, &time_bytes(at), &id.to_be_bytes()].concat()
}

fn id_at_end(key: &[u8]) -> u64 {
    u64::from_be_bytes(key[key.len() - 8..].try_into().expect("8 bytes"))
}

/// The one counter of games and challenges together, before they were numbered apart.
const LEGACY_COUNTER: &[u8] = b"meta/next_id";

/// Where a counter keeps the last number it gave.
fn counter_key(counter: Counter) -> &'static [u8] {
    match counter {
        Counter::Game => b"meta/last_game_id",
        Counter::Challenge => b"meta/last_challenge_id",
        Counter::Tournament => b"meta/last_tournament_id",
    }
}

const DUE_GAME: u8 = b'g';
const DUE_CHALLENGE: u8 = b'c';
const DUE_TOURNAMENT: u8 = b't';

/// The index entries a game stands in.
fn game_index(g: &GameDoc) -> Vec<Vec<u8>> {
    let mut keys = Vec::new();
    if let Some(slug) = &g.slug {
        keys.push(named_key(b"gs/", slug.as_str(), g.id));
    }
    let scope = g.scope();
    if g.is_running() {
        keys.push(named_key(b"ug/", &g.red.0, g.id));
        keys.push(named_key(b"ug/", &g.black.0, g.id));
        keys.push(named_key(b"pg/", &g.place.0, g.id));
        keys.push(named_key(b"sg/", &scope.0, g.id));
        keys.push([b"rg/".as_slice(), &g.id.to_be_bytes()].concat());
        if let Some(at) = g.next_due() {
            keys.push(due_key(at, DUE_GAME, g.id));
        }
    } else if let Some(at) = g.finished {
        keys.push(finished_key(b"fin/", at, g.id));
        keys.push(finished_key(&named_prefix(b"sf/", &scope.0), at, g.id));
    }
    keys
}

/// The index entries a player stands in: one per server they have finished a game in.
fn player_index(p: &PlayerDoc) -> Vec<Vec<u8>> {
    p.servers
        .iter()
        .map(|s| [named_prefix(b"sp/", &s.0).as_slice(), p.id.0.as_bytes()].concat())
        .collect()
}

fn challenge_index(c: &ChallengeDoc) -> Vec<Vec<u8>> {
    vec![
        named_key(b"pc/", &c.place.0, c.id),
        due_key(c.expires, DUE_CHALLENGE, c.id),
    ]
}

fn decode<T: DeserializeOwned>(what: &Document, bytes: &[u8]) -> Result<Stored<T>, StoreError> {
    serde_json::from_slice(bytes).map_err(|e| StoreError::Corrupt {
        what: what.clone(),
        reason: e.to_string(),
    })
}

type TxResult<T> = Result<T, ConflictableTransactionError<StoreError>>;

/// Writes one document if its version is still the expected one, keeping its index
/// entries in step; returns nothing, aborts the transaction otherwise.
fn put<T: Serialize + DeserializeOwned>(
    tx: &TransactionalTree,
    key: &[u8],
    what: &Document,
    put: &Put<T>,
    index: impl Fn(&T) -> Vec<Vec<u8>>,
) -> TxResult<()> {
    let old = tx.get(key)?;
    let version = match (&old, put.expected) {
        (None, None) => 1,
        (Some(bytes), Some(expected)) => {
            let old: Stored<T> =
                decode(what, bytes).map_err(ConflictableTransactionError::Abort)?;
            if old.version != expected {
                return Err(ConflictableTransactionError::Abort(StoreError::Conflict));
            }
            for k in index(&old.doc) {
                tx.remove(k)?;
            }
            expected + 1
        }
        _ => return Err(ConflictableTransactionError::Abort(StoreError::Conflict)),
    };
    let bytes = serde_json::to_vec(&Stored {
        version,
        doc: &put.doc,
    })
    .map_err(|e| ConflictableTransactionError::Abort(io(e)))?;
    tx.insert(key, bytes)?;
    for k in index(&put.doc) {
        tx.insert(k, &[][..])?;
    }
    Ok(())
}

impl SledStore {
    /// The number stored under a counter's `key` (0 when none was given yet).
    fn last_id(&self, key: &[u8]) -> Result<u64, StoreError> {
        match self.db.get(key).map_err(io)? {
            Some(b) => Ok(u64::from_be_bytes(b.as_ref().try_into().map_err(io)?)),
            None => Ok(0),
        }
    }

    /// Opens (or creates) the store in `dir`. A second process on the same directory, or
    /// data of another schema, is refused with a clear error.
    pub fn open(dir: &Path) -> Result<SledStore, StoreError> {
        let db = sled::Config::new().path(dir).open().map_err(|e| {
            let text = e.to_string();
            if text.contains("could not acquire lock") {
                StoreError::Locked(format!("{}", dir.display()))
            } else {
                io(format!("cannot open {}: {text}", dir.display()))
            }
        })?;
        match db.get(b"meta/schema").map_err(io)? {
            None => {
                db.insert(b"meta/schema", SCHEMA.as_bytes()).map_err(io)?;
                db.insert(UPGRADES_KEY, &UPGRADES.to_be_bytes()[..])
                    .map_err(io)?;
                db.flush().map_err(io)?;
            }
            Some(v) if v.as_ref() == SCHEMA.as_bytes() => {}
            Some(v) => {
                return Err(StoreError::Schema(format!(
                    "{} holds data of schema '{}', this palace reads '{SCHEMA}'",
                    dir.display(),
                    String::from_utf8_lossy(&v)
                )));
            }
        }
        let store = SledStore { db };
        store.upgrade(dir)?;
        Ok(store)
    }

    /// Applies the upgrades this store has not had yet (see [`UPGRADES`]); refused when it
    /// has had more than this code knows.
    fn upgrade(&self, dir: &Path) -> Result<(), StoreError> {
        let at = self.last_id(UPGRADES_KEY)?;
        if at > UPGRADES {
            return Err(StoreError::Schema(format!(
                "{} has had {at} upgrades, this palace knows {UPGRADES}: run a newer palace",
                dir.display()
            )));
        }
        if at == UPGRADES {
            return Ok(());
        }
        self.index_and_count()?;
        self.db
            .insert(UPGRADES_KEY, &UPGRADES.to_be_bytes()[..])
            .map_err(io)?;
        self.db.flush().map_err(io)?;
        tracing::info!(upgrades = UPGRADES, "store upgraded");
        Ok(())
    }

    /// Writes every readable document's index entries, gives every game without a page
    /// its slug, and counts the per-server results of every player who has none yet from
    /// the finished games (their document's version goes up by one, as a game's given a
    /// slug). Idempotent: run again, it changes nothing.
    fn index_and_count(&self) -> Result<(), StoreError> {
        let mut batch = sled::Batch::default();
        let mut counted = ResultsByServer::default();
        for item in self.db.scan_prefix(b"g/") {
            let (k, v) = item.map_err(io)?;
            // An unreadable game stays in no index, as when it was written.
            if let Ok(mut g) = serde_json::from_slice::<Stored<GameDoc>>(&v) {
                if g.doc.slug.is_none() {
                    g.doc.slug = Some(Slug::fresh());
                    g.version += 1;
                    batch.insert(k, serde_json::to_vec(&g).map_err(io)?);
                }
                for k in game_index(&g.doc) {
                    batch.insert(k, &[][..]);
                }
                counted.add(&g.doc);
            }
        }
        for item in self.db.scan_prefix(b"p/") {
            let (k, v) = item.map_err(io)?;
            let Ok(p) = serde_json::from_slice::<Stored<PlayerDoc>>(&v) else {
                continue;
            };
            for k in player_index(&p.doc) {
                batch.insert(k, &[][..]);
            }
            if let Some(doc) = counted.fill(&p.doc) {
                let bytes = serde_json::to_vec(&Stored {
                    version: p.version + 1,
                    doc,
                })
                .map_err(io)?;
                batch.insert(k, bytes);
            }
        }
        self.db.apply_batch(batch).map_err(io)?;
        self.db.flush().map_err(io)?;
        Ok(())
    }

    /// Writes everything still in memory to disk (every commit already is; this is for
    /// shutdown).
    pub fn flush(&self) -> Result<(), StoreError> {
        self.db.flush().map(|_| ()).map_err(io)
    }

    fn get<T: DeserializeOwned>(
        &self,
        key: &[u8],
        what: Document,
    ) -> Result<Option<Versioned<T>>, StoreError> {
        match self.db.get(key).map_err(io)? {
            None => Ok(None),
            Some(bytes) => {
                let s: Stored<T> = decode(&what, &bytes)?;
                Ok(Some(Versioned {
                    version: s.version,
                    doc: s.doc,
                }))
            }
        }
    }

    /// The ids of the last `newest` entries under `prefix` (a list of finished games),
    /// newest first.
    fn newest_under(&self, prefix: &[u8], newest: usize) -> Result<Vec<u64>, StoreError> {
        self.db
            .scan_prefix(prefix)
            .keys()
            .rev()
            .take(newest)
            .map(|k| k.map(|k| id_at_end(&k)).map_err(io))
            .collect()
    }

    fn ids_under(&self, prefix: &[u8]) -> Result<Vec<u64>, StoreError> {
        self.db
            .scan_prefix(prefix)
            .keys()
            .map(|k| k.map(|k| id_at_end(&k)).map_err(io))
            .collect()
    }

    /// Overwrites a stored game's raw bytes (for tests of corrupt records).
    #[cfg(test)]
    pub fn corrupt_game(&self, id: GameId, bytes: &[u8]) {
        self.db.insert(game_key(id), bytes).unwrap();
    }
}

impl Store for SledStore {
    fn game(&self, id: GameId) -> Result<Option<Versioned<GameDoc>>, StoreError> {
        self.get(&game_key(id), Document::new(Kind::Game, id))
    }

    fn challenge(&self, id: ChallengeId) -> Result<Option<Versioned<ChallengeDoc>>, StoreError> {
        self.get(&challenge_key(id), Document::new(Kind::Challenge, id))
    }

    fn player(&self, id: &UserId) -> Result<Option<Versioned<PlayerDoc>>, StoreError> {
        self.get(&player_key(id), Document::new(Kind::Player, &id.0))
    }

    fn server(&self, id: &Server) -> Result<Option<Versioned<ServerDoc>>, StoreError> {
        self.get(&server_key(id), Document::new(Kind::Server, &id.0))
    }

    fn tournament(&self, id: TournamentId) -> Result<Option<Versioned<TournamentDoc>>, StoreError> {
        self.get(&tournament_key(id), Document::new(Kind::Tournament, id))
    }

    fn tournaments_of(&self, server: &Server) -> Result<Vec<TournamentId>, StoreError> {
        self.ids_under(&named_prefix(b"st/", &server.0))
    }

    fn running_games_of(&self, user: &UserId) -> Result<Vec<GameId>, StoreError> {
        self.ids_under(&named_prefix(b"ug/", &user.0))
    }

    fn game_by_slug(&self, slug: &Slug) -> Result<Option<GameId>, StoreError> {
        Ok(self
            .ids_under(&named_prefix(b"gs/", slug.as_str()))?
            .first()
            .copied())
    }

    fn running_games_in(&self, place: &Place) -> Result<Vec<GameId>, StoreError> {
        self.ids_under(&named_prefix(b"pg/", &place.0))
    }

    fn running_games(&self) -> Result<Vec<GameId>, StoreError> {
        self.ids_under(b"rg/")
    }

    fn running_games_within(&self, scope: &Scope) -> Result<Vec<GameId>, StoreError> {
        self.ids_under(&named_prefix(b"sg/", &scope.0))
    }

    fn finished_within(&self, scope: &Scope, newest: usize) -> Result<Vec<GameId>, StoreError> {
        self.newest_under(&named_prefix(b"sf/", &scope.0), newest)
    }

    fn players_on(&self, server: &Server) -> Result<Vec<PlayerDoc>, StoreError> {
        let prefix = named_prefix(b"sp/", &server.0);
        let mut out = Vec::new();
        for key in self.db.scan_prefix(&prefix).keys() {
            let key = key.map_err(io)?;
            let id = UserId(String::from_utf8_lossy(&key[prefix.len()..]).into_owned());
            // One unreadable player must not hide the others from a leaderboard.
            if let Ok(Some(p)) = self.player(&id) {
                out.push(p.doc);
            }
        }
        Ok(out)
    }

    fn challenges_in(&self, place: &Place) -> Result<Vec<ChallengeId>, StoreError> {
        self.ids_under(&named_prefix(b"pc/", &place.0))
    }

    fn due(&self, until: Time) -> Result<Vec<Due>, StoreError> {
        let end = [b"due/".as_slice(), &time_bytes(until.saturating_add(1))].concat();
        self.db
            .range(b"due/".to_vec()..end)
            .keys()
            .map(|k| {
                let k = k.map_err(io)?;
                let at = time_of(&k[4..12]);
                let id = id_at_end(&k);
                Ok(match k[12] {
                    DUE_CHALLENGE => Due::Challenge { at, id },
                    DUE_TOURNAMENT => Due::Tournament { at, id },
                    _ => Due::Game { at, id },
                })
            })
            .collect()
    }

    fn finished(&self, newest: usize) -> Result<Vec<GameId>, StoreError> {
        self.newest_under(b"fin/", newest)
    }

    fn next_id(&self, counter: Counter) -> Result<u64, StoreError> {
        // A store from before games and challenges were numbered apart goes on from its
        // one counter, which is never written again: no number is given twice.
        // Tournaments came later and count from 1.
        let legacy = match counter {
            Counter::Tournament => 0,
            Counter::Game | Counter::Challenge => self.last_id(LEGACY_COUNTER)?,
        };
        let next = self
            .db
            .update_and_fetch(counter_key(counter), |old| {
                let n = old.map_or(legacy, |b| {
                    u64::from_be_bytes(b.try_into().unwrap_or([0; 8]))
                });
                Some((n + 1).to_be_bytes().to_vec())
            })
            .map_err(io)?
            .expect("just written");
        Ok(u64::from_be_bytes(next.as_ref().try_into().map_err(io)?))
    }

    fn flush(&self) -> Result<(), StoreError> {
        SledStore::flush(self)
    }

    fn dump(&self) -> Result<Dump, StoreError> {
        let last = |counter| -> Result<u64, StoreError> {
            let key = counter_key(counter);
            if self.db.contains_key(key).map_err(io)? {
                self.last_id(key)
            } else if counter == Counter::Tournament {
                Ok(0)
            } else {
                self.last_id(LEGACY_COUNTER)
            }
        };
        let (last_game_id, last_challenge_id) = (last(Counter::Game)?, last(Counter::Challenge)?);
        let last_tournament_id = last(Counter::Tournament)?;
        let mut records = Vec::new();
        for (prefix, kind) in [
            (b"g/".as_slice(), Kind::Game),
            (b"c/", Kind::Challenge),
            (b"p/", Kind::Player),
            (b"sv/", Kind::Server),
            (b"tn/", Kind::Tournament),
        ] {
            for item in self.db.scan_prefix(prefix) {
                let (k, v) = item.map_err(io)?;
                let key = match kind {
                    Kind::Player | Kind::Server => {
                        String::from_utf8_lossy(&k[prefix.len()..]).into_owned()
                    }
                    _ => id_at_end(&k).to_string(),
                };
                // An unreadable record is kept as its raw text, at version 0.
                let (version, doc) =
                    match serde_json::from_slice::<Stored<Box<serde_json::value::RawValue>>>(&v) {
                        Ok(s) => (s.version, s.doc.get().to_owned()),
                        Err(_) => (0, String::from_utf8_lossy(&v).into_owned()),
                    };
                records.push(Record {
                    kind,
                    key,
                    version,
                    doc,
                });
            }
        }
        Ok(Dump {
            last_game_id,
            last_challenge_id,
            last_tournament_id,
            records,
        })
    }

    fn restore(&self, dump: &Dump) -> Result<(), StoreError> {
        let held = [b"g/".as_slice(), b"c/", b"p/", b"sv/", b"tn/"]
            .iter()
            .map(|p| self.db.scan_prefix(p).count())
            .sum::<usize>();
        if held > 0 {
            return Err(StoreError::NotEmpty(format!(
                "the store already holds {held} records; restore only into an empty one"
            )));
        }
        let mut batch = sled::Batch::default();
        for r in &dump.records {
            let key = match r.kind {
                Kind::Game => game_key(parse_key(r)?),
                Kind::Challenge => challenge_key(parse_key(r)?),
                Kind::Player => player_key(&UserId(r.key.clone())),
                Kind::Server => server_key(&Server(r.key.clone())),
                Kind::Tournament => tournament_key(parse_key(r)?),
            };
            let raw = serde_json::value::RawValue::from_string(r.doc.clone()).ok();
            let bytes = match raw {
                Some(doc) if r.version > 0 => serde_json::to_vec(&Stored {
                    version: r.version,
                    doc,
                })
                .map_err(io)?,
                // Unreadable: kept as it was, in no index.
                _ => r.doc.clone().into_bytes(),
            };
            batch.insert(key, bytes);
            let index = match r.kind {
                Kind::Game => game_of(r).map(|g| game_index(&g)),
                Kind::Challenge => challenge_of(r).map(|c| challenge_index(&c)),
                Kind::Player => player_of(r).map(|p| player_index(&p)),
                Kind::Server => None,
                Kind::Tournament => tournament_of(r).map(|t| tournament_index(&t)),
            };
            for k in index.unwrap_or_default() {
                batch.insert(k, &[][..]);
            }
        }
        for (counter, last) in [
            (Counter::Game, dump.last_game_id),
            (Counter::Challenge, dump.last_challenge_id),
            (Counter::Tournament, dump.last_tournament_id),
        ] {
            batch.insert(counter_key(counter), &last.to_be_bytes()[..]);
        }
        self.db.apply_batch(batch).map_err(io)?;
        // A backup from before per-server results gets them counted, as on upgrade.
        self.index_and_count()
    }

    fn commit(&self, batch: Batch) -> Result<(), StoreError> {
        if batch.is_empty() {
            return Ok(());
        }
        let result = self.db.transaction(|tx| {
            for g in &batch.games {
                put(
                    tx,
                    &game_key(g.doc.id),
                    &Document::new(Kind::Game, g.doc.id),
                    g,
                    game_index,
                )?;
            }
            for c in &batch.challenges {
                let what = Document::new(Kind::Challenge, c.doc.id);
                put(tx, &challenge_key(c.doc.id), &what, c, challenge_index)?;
            }
            for &(id, expected) in &batch.removed_challenges {
                let key = challenge_key(id);
                let Some(bytes) = tx.get(&key)? else {
                    return Err(ConflictableTransactionError::Abort(StoreError::Conflict));
                };
                let old: Stored<ChallengeDoc> = decode(&Document::new(Kind::Challenge, id), &bytes)
                    .map_err(ConflictableTransactionError::Abort)?;
                if old.version != expected {
                    return Err(ConflictableTransactionError::Abort(StoreError::Conflict));
                }
                for k in challenge_index(&old.doc) {
                    tx.remove(k)?;
                }
                tx.remove(key)?;
            }
            for p in &batch.players {
                put(
                    tx,
                    &player_key(&p.doc.id),
                    &Document::new(Kind::Player, &p.doc.id.0),
                    p,
                    player_index,
                )?;
            }
            for v in &batch.servers {
                let what = Document::new(Kind::Server, &v.doc.id.0);
                put(tx, &server_key(&v.doc.id), &what, v, |_| Vec::new())?;
            }
            for t in &batch.tournaments {
                let what = Document::new(Kind::Tournament, t.doc.id);
                put(tx, &tournament_key(t.doc.id), &what, t, tournament_index)?;
            }
            Ok(())
        });
        match result {
            Ok(()) => {}
            Err(TransactionError::Abort(e)) => return Err(e),
            Err(TransactionError::Storage(e)) => return Err(io(e)),
        }
        // Durable before any message about it exists.
        self.db.flush().map_err(io)?;
        Ok(())
    }
}

fn parse_key(r: &Record) -> Result<u64, StoreError> {
    r.key
        .parse()
        .map_err(|_| io(format!("{} key '{}' is not a number", r.kind.name(), r.key)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::GameDoc;

    fn game(id: GameId) -> GameDoc {
        let v = rules::Variant::MiniXiangqi;
        let players = [UserId("a".into()), UserId("b".into())];
        GameDoc {
            rated: true,
            deadline: Some(3 * 86400),
            slug: Some(Slug(format!("game{id}"))),
            ..GameDoc::new(
                id,
                v,
                v.start_fen().into(),
                players,
                Place("#x".into()),
                3,
                0,
            )
        }
    }

    #[test]
    fn a_store_with_the_one_old_counter_numbers_both_kinds_on_from_it() {
        let dir = tempfile::tempdir().unwrap();
        {
            let store = SledStore::open(dir.path()).unwrap();
            store
                .db
                .insert(LEGACY_COUNTER, &7u64.to_be_bytes()[..])
                .unwrap();
        }
        let store = SledStore::open(dir.path()).unwrap();
        assert_eq!(store.next_id(Counter::Game).unwrap(), 8);
        assert_eq!(store.next_id(Counter::Game).unwrap(), 9);
        assert_eq!(store.next_id(Counter::Challenge).unwrap(), 8);
        let dump = store.dump().unwrap();
        assert_eq!((dump.last_game_id, dump.last_challenge_id), (9, 8));
        let fresh = tempfile::tempdir().unwrap();
        let fresh = SledStore::open(fresh.path()).unwrap();
        assert_eq!(fresh.next_id(Counter::Challenge).unwrap(), 1);
        assert_eq!(fresh.next_id(Counter::Game).unwrap(), 1);
        assert_eq!(fresh.next_id(Counter::Challenge).unwrap(), 2);
    }

    #[test]
    fn versions_guard_every_write() {
        let dir = tempfile::tempdir().unwrap();
        let store = SledStore::open(dir.path()).unwrap();
        let g = game(store.next_id(Counter::Game).unwrap());
        let put = |expected, doc: &GameDoc| Batch {
            games: vec![Put {
                expected,
                doc: doc.clone(),
            }],
            ..Batch::default()
        };
        store.commit(put(None, &g)).unwrap();
        assert_eq!(store.commit(put(None, &g)), Err(StoreError::Conflict));
        let mut moved = g.clone();
        moved.moves.push("b1b5".into());
        store.commit(put(Some(1), &moved)).unwrap();
        assert_eq!(
            store.commit(put(Some(1), &moved)),
            Err(StoreError::Conflict)
        );
        let stored = store.game(g.id).unwrap().unwrap();
        assert_eq!((stored.version, stored.doc), (2, moved.clone()));
        assert_eq!(store.running_games_of(&UserId("b".into())).unwrap(), [g.id]);
        assert_eq!(store.running_games_in(&Place("#x".into())).unwrap(), [g.id]);
        let due = store.due(10 * 86400).unwrap();
        assert_eq!(due.len(), 1);
        let mut over = moved.clone();
        over.finished = Some(100);
        over.deadline = None;
        store.commit(put(Some(2), &over)).unwrap();
        assert!(
            store
                .running_games_of(&UserId("b".into()))
                .unwrap()
                .is_empty()
        );
        assert!(store.due(i64::MAX - 1).unwrap().is_empty());
        assert_eq!(store.finished(10).unwrap(), [g.id]);
    }

    #[test]
    fn a_second_process_and_a_foreign_schema_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let store = SledStore::open(dir.path()).unwrap();
        // sled locks the directory per process; a second open in this process shares
        // nothing and must fail the same way another process would.
        let again = SledStore::open(dir.path());
        assert!(
            matches!(again, Err(StoreError::Locked(_))),
            "{:?}",
            again.err()
        );
        store
            .db
            .insert(b"meta/schema", b"other".as_slice())
            .unwrap();
        drop(store);
        let e = SledStore::open(dir.path()).err().unwrap();
        assert!(matches!(e, StoreError::Schema(_)), "{e}");
    }

    #[test]
    fn a_corrupt_record_is_named_and_others_stay_readable() {
        let dir = tempfile::tempdir().unwrap();
        let store = SledStore::open(dir.path()).unwrap();
        for id in [1, 2] {
            store
                .commit(Batch {
                    games: vec![Put {
                        expected: None,
                        doc: game(id),
                    }],
                    ..Batch::default()
                })
                .unwrap();
        }
        store.corrupt_game(1, b"{not json");
        assert!(matches!(store.game(1), Err(StoreError::Corrupt { .. })));
        assert_eq!(store.game(2).unwrap().unwrap().doc, game(2));
    }
}
