//! The PostgreSQL store, for several bot processes on one database: documents as JSON
//! text beside the columns their indexes need, one transaction per commit with every
//! write conditional on the version read (so a command is applied at most once, whichever
//! process runs it), and clock claims taken with `FOR UPDATE SKIP LOCKED` so that two
//! processes do not both work on the same reminder.
//!
//! The service is synchronous and runs on blocking threads; this store drives an async
//! pool (deadpool-postgres over tokio-postgres) on a small runtime of its own, so it can
//! be used from any thread that is not itself running async tasks.

pub(super) mod dsn;
mod tls;

use std::time::Duration;

use deadpool_postgres::{Manager, ManagerConfig, Object, Pool, RecyclingMethod};
use futures::TryStreamExt as _;
use serde::de::DeserializeOwned;
use tokio_postgres::error::SqlState;
use tokio_postgres::types::ToSql;
use tokio_postgres::{IsolationLevel, NoTls};

use super::{
    Batch, Counter, Document, Due, Dump, Kind, Put, Record, Store, StoreError, Versioned,
    challenge_of, game_of, player_of, tournament_of,
};
use crate::model::{
    ChallengeDoc, ChallengeId, GameDoc, GameId, Place, PlayerDoc, ResultsByServer, Scope, Server,
    ServerDoc, Slug, Time, TournamentDoc, TournamentId, UserId,
};

/// The schema, one migration per version: a database at version `n` has had the first
/// `n` applied. Never edit one that has shipped; add the next.
const MIGRATIONS: &[&str] = &[
    // 1: the first schema.
    "CREATE TABLE games (
         id bigint PRIMARY KEY,
         version bigint NOT NULL,
         doc text NOT NULL,
         running boolean NOT NULL,
         red text,
         black text,
         place text,
         due_at bigint,
         finished_at bigint,
         claimed_until bigint
     );
     CREATE INDEX games_red ON games (red, id) WHERE running;
     CREATE INDEX games_black ON games (black, id) WHERE running;
     CREATE INDEX games_place ON games (place, id) WHERE running;
     CREATE INDEX games_running ON games (id) WHERE running;
     CREATE INDEX games_due ON games (due_at, id) WHERE due_at IS NOT NULL;
     CREATE INDEX games_finished ON games (finished_at, id) WHERE finished_at IS NOT NULL;
     CREATE TABLE challenges (
         id bigint PRIMARY KEY,
         version bigint NOT NULL,
         doc text NOT NULL,
         place text,
         expires bigint,
         claimed_until bigint
     );
     CREATE INDEX challenges_place ON challenges (place, id);
     CREATE INDEX challenges_expires ON challenges (expires, id);
     CREATE TABLE players (
         id text COLLATE \"C\" PRIMARY KEY,
         version bigint NOT NULL,
         doc text NOT NULL
     );
     CREATE SEQUENCE palace_ids;",
    // 2: games and challenges numbered apart, each going on from the one old counter.
    "CREATE SEQUENCE palace_game_ids;
     CREATE SEQUENCE palace_challenge_ids;
     SELECT setval('palace_game_ids', last_value, true) FROM palace_ids WHERE is_called;
     SELECT setval('palace_challenge_ids', last_value, true) FROM palace_ids WHERE is_called;
     DROP SEQUENCE palace_ids;",
    // 3: games listed by scope (a server, or the place of a game in none) and players by
    // the servers they have finished a game in; the columns are filled by
    // `index_and_count` right after, in the same transaction. The GIN index writes
    // straight into its tree: with its pending list (fastupdate), a leaderboard read
    // after many new players scanned the whole list (1.8 ms of a 2.9 ms query, measured
    // by server_queries) until a vacuum.
    "ALTER TABLE games ADD COLUMN scope text;
     CREATE INDEX games_scope_running ON games (scope, id) WHERE running;
     CREATE INDEX games_scope_finished ON games (scope, finished_at, id)
         WHERE finished_at IS NOT NULL;
     ALTER TABLE players ADD COLUMN servers text[] NOT NULL DEFAULT '{}';
     CREATE INDEX players_servers ON players USING gin (servers) WITH (fastupdate = off);",
    // 4: servers' own settings (the language and notations of their public messages).
    "CREATE TABLE servers (
         id text COLLATE \"C\" PRIMARY KEY,
         version bigint NOT NULL,
         doc text NOT NULL
     );",
    // 5: tournaments, listed by server, numbered from 1.
    "CREATE TABLE tournaments (
         id bigint PRIMARY KEY,
         version bigint NOT NULL,
         doc text NOT NULL,
         server text COLLATE \"C\"
     );
     CREATE INDEX tournaments_server ON tournaments (server, id);
     CREATE SEQUENCE palace_tournament_ids;",
    // 6: the end of a tournament's sign-up, when it starts by itself (claimed as a
    // game's deadline is). No stored tournament had one before.
    "ALTER TABLE tournaments ADD COLUMN starts_at bigint, ADD COLUMN claimed_until bigint;
     CREATE INDEX tournaments_starts ON tournaments (starts_at, id) WHERE starts_at IS NOT NULL;",
    // 7: games found by the slug of their page; `index_and_count` gives every game
    // without one its slug right after, in the same transaction.
    "ALTER TABLE games ADD COLUMN slug text COLLATE \"C\";
     CREATE UNIQUE INDEX games_slug ON games (slug) WHERE slug IS NOT NULL;",
];

/// The migrations whose new columns [`index_and_count`] fills from the documents, once
/// the last migration is applied (1-based, as the schema versions).
const FILLED_AFTER: &[usize] = &[3, 7];

/// The sequence that numbers a counter's kind.
fn sequence(counter: Counter) -> &'static str {
    match counter {
        Counter::Game => "palace_game_ids",
        Counter::Challenge => "palace_challenge_ids",
        Counter::Tournament => "palace_tournament_ids",
    }
}

/// The advisory lock held while the schema is created or migrated ("palace" in ASCII).
const MIGRATION_LOCK: i64 = 0x70616c616365;

/// How many connections one process keeps at most.
const POOL_SIZE: usize = 16;

/// How long a command waits for a connection (or to make one) before it is told the
/// database is unreachable.
const CONNECT_WAIT: Duration = Duration::from_secs(5);

/// The PostgreSQL-backed [`Store`].
pub struct PgStore {
    pool: Pool,
    /// Drives the pool's connections; `None` only while dropping.
    runtime: Option<tokio::runtime::Runtime>,
}

fn io(e: impl std::fmt::Display) -> StoreError {
    StoreError::Io(e.to_string())
}

/// A database error in the store's terms: a lost race is a conflict (the command runs
/// again), anything else names the database.
fn db(e: tokio_postgres::Error) -> StoreError {
    match e.code() {
        Some(c)
            if *c == SqlState::T_R_SERIALIZATION_FAILURE
                || *c == SqlState::T_R_DEADLOCK_DETECTED =>
        {
            StoreError::Conflict
        }
        _ => StoreError::Io(format!("the database failed: {}", describe(&e))),
    }
}

/// The error with its cause (tokio-postgres's own text is often just "db error").
fn describe(e: &tokio_postgres::Error) -> String {
    match e.as_db_error() {
        Some(d) => format!("{}: {}", d.code().code(), d.message()),
        None => match std::error::Error::source(e) {
            Some(cause) => format!("{e}: {cause}"),
            None => e.to_string(),
        },
    }
}

fn decode<T: DeserializeOwned>(what: Document, text: &str) -> Result<T, StoreError> {
    serde_json::from_str(text).map_err(|e| StoreError::Corrupt {
        what,
        reason: e.to_string(),
    })
}

fn id_param(id: u64) -> Result<i64, StoreError> {
    i64::try_from(id).map_err(|_| io(format!("id {id} is out of PostgreSQL's range")))
}

/// The columns a game's indexes need (all empty for an unreadable document).
struct GameColumns {
    running: bool,
    red: Option<String>,
    black: Option<String>,
    place: Option<String>,
    scope: Option<String>,
    slug: Option<String>,
    due_at: Option<Time>,
    finished_at: Option<Time>,
}

impl GameColumns {
    fn of(g: Option<&GameDoc>) -> GameColumns {
        match g {
            None => GameColumns {
                running: false,
                red: None,
                black: None,
                place: None,
                scope: None,
                slug: None,
                due_at: None,
                finished_at: None,
            },
            Some(g) => {
                let running = g.is_running();
                GameColumns {
                    running,
                    red: Some(g.red.0.clone()),
                    black: Some(g.black.0.clone()),
                    place: Some(g.place.0.clone()),
                    scope: Some(g.scope().0),
                    slug: g.slug.as_ref().map(|s| s.0.clone()),
                    due_at: if running { g.next_due() } else { None },
                    finished_at: if running { None } else { g.finished },
                }
            }
        }
    }
}

impl PgStore {
    /// Checks `url` as [`PgStore::open`] reads it, without connecting: the error says
    /// what is wrong (never the password).
    pub fn check_url(url: &str) -> Result<(), String> {
        let dsn = dsn::Dsn::read(url);
        tls::Tls::of(&dsn)?;
        dsn.for_driver()
            .parse::<tokio_postgres::Config>()
            .map(drop)
            .map_err(|e| e.to_string())
    }

    /// Connects to the database at `url` (`postgres://user:password@host:port/db`),
    /// creating or migrating the schema. Refused with a clear error when the database is
    /// unreachable or has a newer schema than this palace knows.
    ///
    /// `sslmode=require`, `verify-ca` or `verify-full` (in the URL's query or as a
    /// key=value word) connects with TLS or not at all; without it, or with `disable`,
    /// over plain TCP (see [`tls`]).
    pub fn open(url: &str) -> Result<PgStore, StoreError> {
        let dsn = dsn::Dsn::read(url);
        let tls =
            tls::Tls::of(&dsn).map_err(|e| io(format!("the database URL is not valid: {e}")))?;
        if dsn.last("sslmode") == Some("prefer") {
            tracing::warn!(
                "sslmode=prefer: Palace connects to PostgreSQL without TLS; write sslmode=verify-full (or require) for TLS"
            );
        }
        let mut config: tokio_postgres::Config = dsn
            .for_driver()
            .parse()
            .map_err(|e| io(format!("the database URL is not valid: {e}")))?;
        let connector = tls.connector().map_err(io)?;
        if connector.is_some() {
            // tokio-postgres then refuses a server that does not speak TLS.
            config.ssl_mode(tokio_postgres::config::SslMode::Require);
        }
        tracing::debug!(tls = tls.describe(), "connecting to PostgreSQL");
        // Durable before any reply, whatever the server's default.
        let options = match config.get_options() {
            Some(o) => format!("{o} -c synchronous_commit=on"),
            None => "-c synchronous_commit=on".to_owned(),
        };
        config.options(&options);
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(CONNECT_WAIT);
        }
        if config.get_application_name().is_none() {
            config.application_name("palace");
        }
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .thread_name("palace-postgres")
            .enable_all()
            .build()
            .map_err(io)?;
        let manager_config = ManagerConfig {
            recycling_method: RecyclingMethod::Fast,
        };
        let manager = match connector {
            Some(tls) => Manager::from_config(config, tls, manager_config),
            None => Manager::from_config(config, NoTls, manager_config),
        };
        let pool = Pool::builder(manager)
            .max_size(POOL_SIZE)
            .runtime(deadpool_postgres::Runtime::Tokio1)
            .wait_timeout(Some(CONNECT_WAIT))
            .create_timeout(Some(CONNECT_WAIT))
            .recycle_timeout(Some(CONNECT_WAIT))
            .build()
            .map_err(io)?;
        let store = PgStore {
            pool,
            runtime: Some(runtime),
        };
        store.migrate()?;
        Ok(store)
    }

    /// Runs `f` with a pooled connection on the store's runtime.
    fn with<T>(
        &self,
        f: impl AsyncFnOnce(&mut Object) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let runtime = self.runtime.as_ref().expect("open until dropped");
        runtime.block_on(async {
            let mut client = self.pool.get().await.map_err(|e| {
                io(format!(
                    "cannot reach the database: {}",
                    match &e {
                        deadpool_postgres::PoolError::Backend(b) => describe(b),
                        other => other.to_string(),
                    }
                ))
            })?;
            f(&mut client).await
        })
    }

    /// Brings the schema to the newest version, one process at a time.
    fn migrate(&self) -> Result<(), StoreError> {
        self.with(async |c| {
            let tx = c.transaction().await.map_err(db)?;
            // Processes starting at once take turns: the first creates or migrates the
            // schema, the others find it done.
            tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])
                .await
                .map_err(db)?;
            tx.batch_execute("CREATE TABLE IF NOT EXISTS palace_schema (version integer NOT NULL)")
                .await
                .map_err(db)?;
            let rows = tx
                .query("SELECT version FROM palace_schema", &[])
                .await
                .map_err(db)?;
            let at = match rows.first() {
                Some(r) => r.get::<_, i32>(0),
                None => {
                    tx.execute("INSERT INTO palace_schema (version) VALUES (0)", &[])
                        .await
                        .map_err(db)?;
                    0
                }
            };
            let known = MIGRATIONS.len() as i32;
            if at > known {
                return Err(StoreError::Schema(format!(
                    "the database has Palace's schema version {at}; this palace knows up to \
                     {known}: run a newer palace"
                )));
            }
            let mut fill = false;
            for (i, sql) in MIGRATIONS.iter().enumerate().skip(at as usize) {
                tx.batch_execute(sql).await.map_err(db)?;
                fill |= FILLED_AFTER.contains(&(i + 1));
                tx.execute("UPDATE palace_schema SET version = $1", &[&(i as i32 + 1)])
                    .await
                    .map_err(db)?;
                tracing::info!(version = i + 1, "database schema migrated");
            }
            // Once every column is there (a fill after migration 3 writes migration 7's).
            if fill {
                index_and_count(&tx).await?;
            }
            tx.commit().await.map_err(db)
        })
    }

    /// The schema version the database is at.
    pub fn schema_version(&self) -> Result<i32, StoreError> {
        self.with(async |c| {
            let row = c
                .query_one("SELECT version FROM palace_schema", &[])
                .await
                .map_err(db)?;
            Ok(row.get(0))
        })
    }

    fn get<T: DeserializeOwned>(
        &self,
        sql: &'static str,
        key: &(dyn ToSql + Sync),
        what: Document,
    ) -> Result<Option<Versioned<T>>, StoreError> {
        self.with(async |c| {
            let stmt = c.prepare_cached(sql).await.map_err(db)?;
            let Some(row) = c.query_opt(&stmt, &[key]).await.map_err(db)? else {
                return Ok(None);
            };
            let version: i64 = row.get(0);
            let text: &str = row.get(1);
            Ok(Some(Versioned {
                version: version as u64,
                doc: decode(what, text)?,
            }))
        })
    }

    /// The readable documents `sql` (selecting version and document, given `keys` as its
    /// one parameter) finds, in one round trip; unreadable ones are left out.
    fn readable<T: DeserializeOwned>(
        &self,
        sql: &'static str,
        keys: &(dyn ToSql + Sync),
    ) -> Result<Vec<Versioned<T>>, StoreError> {
        self.with(async |c| {
            let stmt = c.prepare_cached(sql).await.map_err(db)?;
            let rows = c.query(&stmt, &[keys]).await.map_err(db)?;
            Ok(rows
                .iter()
                .filter_map(|r| {
                    let doc = serde_json::from_str(r.get::<_, &str>(1)).ok()?;
                    let version = r.get::<_, i64>(0) as u64;
                    Some(Versioned { version, doc })
                })
                .collect())
        })
    }

    fn ids(
        &self,
        sql: &'static str,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<Vec<u64>, StoreError> {
        self.with(async |c| {
            let stmt = c.prepare_cached(sql).await.map_err(db)?;
            let rows = c.query(&stmt, params).await.map_err(db)?;
            Ok(rows.iter().map(|r| r.get::<_, i64>(0) as u64).collect())
        })
    }
}

impl Drop for PgStore {
    fn drop(&mut self) {
        // Dropping a runtime blocks, which async code may not do; let it end on its own.
        if let Some(rt) = self.runtime.take() {
            rt.shutdown_background();
        }
    }
}

/// How a row is written: inserted at a version (1 for a new document, its own for a
/// restored one), or updated from the version it must still have (then bumped).
#[derive(Copy, Clone)]
enum Write {
    Insert(u64),
    Update(u64),
}

impl Write {
    /// A [`Put`]'s write: new, or from the version read.
    fn of<T>(put: &Put<T>) -> Write {
        put.expected.map_or(Write::Insert(1), Write::Update)
    }
}

/// Writes one row inside a transaction: `insert` or `update`, each given `params` and the
/// version last. `false`: the row already existed, or its version did not match (nothing
/// written).
async fn write_row(
    tx: &deadpool_postgres::Transaction<'_>,
    how: Write,
    insert: &str,
    update: &str,
    params: &[&(dyn ToSql + Sync)],
) -> Result<bool, StoreError> {
    let (sql, version) = match how {
        Write::Insert(v) => (insert, v as i64),
        Write::Update(v) => (update, v as i64),
    };
    let mut all = params.to_vec();
    all.push(&version);
    let stmt = tx.prepare_cached(sql).await.map_err(db)?;
    Ok(tx.execute(&stmt, &all).await.map_err(db)? == 1)
}

async fn write_game(
    tx: &deadpool_postgres::Transaction<'_>,
    how: Write,
    id: i64,
    doc: &str,
    col: &GameColumns,
) -> Result<bool, StoreError> {
    write_row(
        tx,
        how,
        "INSERT INTO games (id, version, doc, running, red, black, place, due_at, finished_at,
             scope, slug)
         VALUES ($1, $11, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING",
        "UPDATE games SET version = version + 1, doc = $2, running = $3, red = $4,
             black = $5, place = $6, due_at = $7, finished_at = $8, scope = $9, slug = $10,
             claimed_until = NULL
         WHERE id = $1 AND version = $11",
        &[
            &id,
            &doc,
            &col.running,
            &col.red,
            &col.black,
            &col.place,
            &col.due_at,
            &col.finished_at,
            &col.scope,
            &col.slug,
        ],
    )
    .await
}

async fn write_challenge(
    tx: &deadpool_postgres::Transaction<'_>,
    how: Write,
    id: i64,
    doc: &str,
    place: Option<&str>,
    expires: Option<Time>,
) -> Result<bool, StoreError> {
    write_row(
        tx,
        how,
        "INSERT INTO challenges (id, version, doc, place, expires)
         VALUES ($1, $5, $2, $3, $4) ON CONFLICT (id) DO NOTHING",
        "UPDATE challenges SET version = version + 1, doc = $2, place = $3, expires = $4,
             claimed_until = NULL
         WHERE id = $1 AND version = $5",
        &[&id, &doc, &place, &expires],
    )
    .await
}

/// Writes a player row; `servers` is the index column ([`PlayerDoc::servers`], empty for
/// an unreadable document).
async fn write_player(
    tx: &deadpool_postgres::Transaction<'_>,
    how: Write,
    id: &str,
    doc: &str,
    servers: &[String],
) -> Result<bool, StoreError> {
    write_row(
        tx,
        how,
        "INSERT INTO players (id, version, doc, servers) VALUES ($1, $4, $2, $3)
         ON CONFLICT (id) DO NOTHING",
        "UPDATE players SET version = version + 1, doc = $2, servers = $3
         WHERE id = $1 AND version = $4",
        &[&id, &doc, &servers],
    )
    .await
}

/// Writes a server row.
async fn write_server(
    tx: &deadpool_postgres::Transaction<'_>,
    how: Write,
    id: &str,
    doc: &str,
) -> Result<bool, StoreError> {
    write_row(
        tx,
        how,
        "INSERT INTO servers (id, version, doc) VALUES ($1, $3, $2) ON CONFLICT (id) DO NOTHING",
        "UPDATE servers SET version = version + 1, doc = $2 WHERE id = $1 AND version = $3",
        &[&id, &doc],
    )
    .await
}

/// Writes a tournament row; `server` and `starts_at` (when it starts by itself) are the
/// index columns (none for an unreadable document).
async fn write_tournament(
    tx: &deadpool_postgres::Transaction<'_>,
    how: Write,
    id: i64,
    doc: &str,
    (server, starts_at): (Option<&str>, Option<Time>),
) -> Result<bool, StoreError> {
    write_row(
        tx,
        how,
        "INSERT INTO tournaments (id, version, doc, server, starts_at)
         VALUES ($1, $5, $2, $3, $4) ON CONFLICT (id) DO NOTHING",
        "UPDATE tournaments SET version = version + 1, doc = $2, server = $3, starts_at = $4,
             claimed_until = NULL
         WHERE id = $1 AND version = $5",
        &[&id, &doc, &server, &starts_at],
    )
    .await
}

/// A player's servers, as the index column holds them.
fn servers_column(p: Option<&PlayerDoc>) -> Vec<String> {
    p.map(|p| p.servers.iter().map(|s| s.0.clone()).collect())
        .unwrap_or_default()
}

/// Fills the index columns of every readable document (games' scope, players' servers)
/// and counts the per-server results of every player who has none yet from the finished
/// games (their version goes up by one), and gives every game without a page its slug
/// (its version goes up by one too): the step after the migrations [`FILLED_AFTER`], and
/// after a restore (a backup from before them). Idempotent.
async fn index_and_count(tx: &deadpool_postgres::Transaction<'_>) -> Result<(), StoreError> {
    let mut counted = ResultsByServer::default();
    let (mut ids, mut scopes, mut slugs) = (Vec::new(), Vec::new(), Vec::new());
    let mut given = Vec::<Option<String>>::new();
    // Row by row: a store's every game need not be in memory at once.
    let rows = tx
        .query_raw("SELECT id, doc FROM games", std::iter::empty::<i64>())
        .await
        .map_err(db)?;
    let mut rows = std::pin::pin!(rows);
    while let Some(row) = rows.try_next().await.map_err(db)? {
        // An unreadable game stays in no index, as when it was written.
        if let Ok(mut g) = serde_json::from_str::<GameDoc>(row.get(1)) {
            ids.push(row.get::<_, i64>(0));
            scopes.push(g.scope().0);
            counted.add(&g);
            if g.slug.is_none() {
                g.slug = Some(Slug::fresh());
                given.push(Some(json(&g)?));
            } else {
                given.push(None);
            }
            slugs.push(g.slug.map(|s| s.0));
        }
    }
    tx.execute(
        "UPDATE games SET scope = u.scope, slug = u.slug,
             doc = COALESCE(u.doc, games.doc),
             version = games.version + CASE WHEN u.doc IS NULL THEN 0 ELSE 1 END
         FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[]) AS u(id, scope, slug, doc)
         WHERE games.id = u.id",
        &[&ids, &scopes, &slugs, &given],
    )
    .await
    .map_err(db)?;
    let (mut ids, mut docs, mut servers) = (Vec::new(), Vec::<Option<String>>::new(), Vec::new());
    for row in tx
        .query("SELECT id, doc FROM players", &[])
        .await
        .map_err(db)?
    {
        let Ok(p) = serde_json::from_str::<PlayerDoc>(row.get(1)) else {
            continue;
        };
        let filled = counted.fill(&p);
        ids.push(row.get::<_, String>(0));
        servers.push(json(&servers_column(Some(&p)))?);
        docs.push(filled.as_ref().map(json).transpose()?);
    }
    tx.execute(
        "UPDATE players SET
             doc = COALESCE(u.doc, players.doc),
             version = players.version + CASE WHEN u.doc IS NULL THEN 0 ELSE 1 END,
             servers = ARRAY(SELECT jsonb_array_elements_text(u.servers::jsonb))
         FROM unnest($1::text[], $2::text[], $3::text[]) AS u(id, doc, servers)
         WHERE players.id = u.id",
        &[&ids, &docs, &servers],
    )
    .await
    .map_err(db)?;
    Ok(())
}

fn json(doc: &impl serde::Serialize) -> Result<String, StoreError> {
    serde_json::to_string(doc).map_err(io)
}

impl Store for PgStore {
    fn game(&self, id: GameId) -> Result<Option<Versioned<GameDoc>>, StoreError> {
        self.get(
            "SELECT version, doc FROM games WHERE id = $1",
            &id_param(id)?,
            Document::new(Kind::Game, id),
        )
    }

    fn challenge(&self, id: ChallengeId) -> Result<Option<Versioned<ChallengeDoc>>, StoreError> {
        self.get(
            "SELECT version, doc FROM challenges WHERE id = $1",
            &id_param(id)?,
            Document::new(Kind::Challenge, id),
        )
    }

    fn player(&self, id: &UserId) -> Result<Option<Versioned<PlayerDoc>>, StoreError> {
        self.get(
            "SELECT version, doc FROM players WHERE id = $1",
            &id.0,
            Document::new(Kind::Player, &id.0),
        )
    }

    fn server(&self, id: &Server) -> Result<Option<Versioned<ServerDoc>>, StoreError> {
        self.get(
            "SELECT version, doc FROM servers WHERE id = $1",
            &id.0,
            Document::new(Kind::Server, &id.0),
        )
    }

    fn tournament(&self, id: TournamentId) -> Result<Option<Versioned<TournamentDoc>>, StoreError> {
        self.get(
            "SELECT version, doc FROM tournaments WHERE id = $1",
            &id_param(id)?,
            Document::new(Kind::Tournament, id),
        )
    }

    fn tournaments_of(&self, server: &Server) -> Result<Vec<TournamentId>, StoreError> {
        self.ids(
            "SELECT id FROM tournaments WHERE server = $1 ORDER BY id",
            &[&server.0],
        )
    }

    fn games(&self, ids: &[GameId]) -> Result<Vec<Versioned<GameDoc>>, StoreError> {
        let keys = ids
            .iter()
            .map(|&id| id_param(id))
            .collect::<Result<Vec<_>, _>>()?;
        let mut found: std::collections::HashMap<GameId, Versioned<GameDoc>> = self
            .readable("SELECT version, doc FROM games WHERE id = ANY($1)", &keys)?
            .into_iter()
            .map(|g: Versioned<GameDoc>| (g.doc.id, g))
            .collect();
        Ok(ids.iter().filter_map(|id| found.remove(id)).collect())
    }

    fn players(&self, ids: &[UserId]) -> Result<Vec<Versioned<PlayerDoc>>, StoreError> {
        let keys: Vec<&str> = ids.iter().map(|id| id.0.as_str()).collect();
        self.readable("SELECT version, doc FROM players WHERE id = ANY($1)", &keys)
    }

    fn running_games_of(&self, user: &UserId) -> Result<Vec<GameId>, StoreError> {
        self.ids(
            "SELECT id FROM games WHERE running AND red = $1
             UNION SELECT id FROM games WHERE running AND black = $1 ORDER BY id",
            &[&user.0],
        )
    }

    fn game_by_slug(&self, slug: &Slug) -> Result<Option<GameId>, StoreError> {
        let ids = self.ids("SELECT id FROM games WHERE slug = $1", &[&slug.as_str()])?;
        Ok(ids.first().copied())
    }

    fn running_games_in(&self, place: &Place) -> Result<Vec<GameId>, StoreError> {
        self.ids(
            "SELECT id FROM games WHERE running AND place = $1 ORDER BY id",
            &[&place.0],
        )
    }

    fn running_games(&self) -> Result<Vec<GameId>, StoreError> {
        self.ids("SELECT id FROM games WHERE running ORDER BY id", &[])
    }

    fn running_games_within(&self, scope: &Scope) -> Result<Vec<GameId>, StoreError> {
        self.ids(
            "SELECT id FROM games WHERE running AND scope = $1 ORDER BY id",
            &[&scope.0],
        )
    }

    fn finished_within(&self, scope: &Scope, newest: usize) -> Result<Vec<GameId>, StoreError> {
        let limit = newest.min(i64::MAX as usize) as i64;
        self.ids(
            "SELECT id FROM games WHERE finished_at IS NOT NULL AND scope = $1
             ORDER BY finished_at DESC, id DESC LIMIT $2",
            &[&scope.0, &limit],
        )
    }

    fn players_on(&self, server: &Server) -> Result<Vec<PlayerDoc>, StoreError> {
        // One unreadable player must not hide the others from a leaderboard.
        let found = self.readable(
            "SELECT version, doc FROM players WHERE servers @> ARRAY[$1::text] ORDER BY id",
            &server.0,
        )?;
        Ok(found.into_iter().map(|p| p.doc).collect())
    }

    fn challenges_in(&self, place: &Place) -> Result<Vec<ChallengeId>, StoreError> {
        self.ids(
            "SELECT id FROM challenges WHERE place = $1 ORDER BY id",
            &[&place.0],
        )
    }

    fn due(&self, until: Time) -> Result<Vec<Due>, StoreError> {
        self.with(async |c| {
            let stmt = c
                .prepare_cached(
                    "SELECT due_at, 'g', id FROM games WHERE due_at <= $1
                     UNION ALL SELECT expires, 'c', id FROM challenges WHERE expires <= $1
                     UNION ALL SELECT starts_at, 't', id FROM tournaments WHERE starts_at <= $1
                     ORDER BY 1, 2, 3",
                )
                .await
                .map_err(db)?;
            let rows = c.query(&stmt, &[&until]).await.map_err(db)?;
            Ok(rows.iter().map(due_of).collect())
        })
    }

    fn claim_due(&self, now: Time, lease_until: Time) -> Result<Vec<Due>, StoreError> {
        self.with(async |c| {
            let tx = c.transaction().await.map_err(db)?;
            // Each kind's due rows, claimed alike: (table, its due column, its kind).
            let mut out: Vec<Due> = Vec::new();
            for (table, at, kind) in [
                ("games", "due_at", "g"),
                ("challenges", "expires", "c"),
                ("tournaments", "starts_at", "t"),
            ] {
                let claim = tx
                    .prepare_cached(&format!(
                        "WITH due AS (
                             SELECT id, {at} FROM {table}
                             WHERE {at} <= $1 AND (claimed_until IS NULL OR claimed_until <= $1)
                             ORDER BY {at}, id LIMIT 1000 FOR UPDATE SKIP LOCKED)
                         UPDATE {table} SET claimed_until = $2 FROM due
                         WHERE {table}.id = due.id
                         RETURNING due.{at}, '{kind}', {table}.id"
                    ))
                    .await
                    .map_err(db)?;
                out.extend(
                    tx.query(&claim, &[&now, &lease_until])
                        .await
                        .map_err(db)?
                        .iter()
                        .map(due_of),
                );
            }
            tx.commit().await.map_err(db)?;
            out.sort_by_key(|d| match *d {
                Due::Game { at, id } => (at, b'g', id),
                Due::Challenge { at, id } => (at, b'c', id),
                Due::Tournament { at, id } => (at, b't', id),
            });
            Ok(out)
        })
    }

    fn finished(&self, newest: usize) -> Result<Vec<GameId>, StoreError> {
        let limit = newest.min(i64::MAX as usize) as i64;
        self.ids(
            "SELECT id FROM games WHERE finished_at IS NOT NULL
             ORDER BY finished_at DESC, id DESC LIMIT $1",
            &[&limit],
        )
    }

    fn next_id(&self, counter: Counter) -> Result<u64, StoreError> {
        self.with(async |c| {
            let row = c
                .query_one(&format!("SELECT nextval('{}')", sequence(counter)), &[])
                .await
                .map_err(db)?;
            Ok(row.get::<_, i64>(0) as u64)
        })
    }

    fn commit(&self, batch: Batch) -> Result<(), StoreError> {
        if batch.is_empty() {
            return Ok(());
        }
        // Rows are locked in one order (games, challenges, players, servers, tournaments; each
        // by id) so that two
        // commands touching the same rows wait for each other instead of deadlocking.
        let mut batch = batch;
        batch.games.sort_by_key(|p| p.doc.id);
        batch.challenges.sort_by_key(|p| p.doc.id);
        batch.removed_challenges.sort();
        batch.players.sort_by(|a, b| a.doc.id.0.cmp(&b.doc.id.0));
        batch.servers.sort_by(|a, b| a.doc.id.0.cmp(&b.doc.id.0));
        batch.tournaments.sort_by_key(|p| p.doc.id);
        self.with(async |c| {
            let tx = c.transaction().await.map_err(db)?;
            for g in &batch.games {
                let col = GameColumns::of(Some(&g.doc));
                let id = id_param(g.doc.id)?;
                if !write_game(&tx, Write::of(g), id, &json(&g.doc)?, &col).await? {
                    return Err(StoreError::Conflict);
                }
            }
            for ch in &batch.challenges {
                let (id, doc) = (id_param(ch.doc.id)?, json(&ch.doc)?);
                let (place, expires) = (Some(ch.doc.place.0.as_str()), Some(ch.doc.expires));
                if !write_challenge(&tx, Write::of(ch), id, &doc, place, expires).await? {
                    return Err(StoreError::Conflict);
                }
            }
            for &(id, expected) in &batch.removed_challenges {
                let stmt = tx
                    .prepare_cached("DELETE FROM challenges WHERE id = $1 AND version = $2")
                    .await
                    .map_err(db)?;
                let n = tx
                    .execute(&stmt, &[&id_param(id)?, &(expected as i64)])
                    .await
                    .map_err(db)?;
                if n != 1 {
                    return Err(StoreError::Conflict);
                }
            }
            for p in &batch.players {
                let servers = servers_column(Some(&p.doc));
                if !write_player(&tx, Write::of(p), &p.doc.id.0, &json(&p.doc)?, &servers).await? {
                    return Err(StoreError::Conflict);
                }
            }
            for v in &batch.servers {
                if !write_server(&tx, Write::of(v), &v.doc.id.0, &json(&v.doc)?).await? {
                    return Err(StoreError::Conflict);
                }
            }
            for t in &batch.tournaments {
                let (id, doc) = (id_param(t.doc.id)?, json(&t.doc)?);
                let columns = (Some(t.doc.server.0.as_str()), t.doc.starts_by_itself());
                if !write_tournament(&tx, Write::of(t), id, &doc, columns).await? {
                    return Err(StoreError::Conflict);
                }
            }
            // Returns once the server has the transaction on disk (synchronous_commit=on).
            tx.commit().await.map_err(|e| {
                if e.as_db_error().is_some() {
                    db(e)
                } else {
                    // The connection broke with the COMMIT sent: it may have been applied.
                    StoreError::Unsure(describe(&e))
                }
            })
        })
    }

    fn dump(&self) -> Result<Dump, StoreError> {
        self.with(async |c| {
            let tx = c
                .build_transaction()
                .isolation_level(IsolationLevel::RepeatableRead)
                .read_only(true)
                .start()
                .await
                .map_err(db)?;
            let mut last = [0u64; 3];
            let counters = [Counter::Game, Counter::Challenge, Counter::Tournament];
            for (i, counter) in counters.into_iter().enumerate() {
                let sql = format!("SELECT last_value, is_called FROM {}", sequence(counter));
                let seq = tx.query_one(&sql, &[]).await.map_err(db)?;
                if seq.get::<_, bool>(1) {
                    last[i] = seq.get::<_, i64>(0) as u64;
                }
            }
            let [last_game_id, last_challenge_id, last_tournament_id] = last;
            let mut records = Vec::new();
            for (kind, sql) in [
                (
                    Kind::Game,
                    "SELECT id::text, version, doc FROM games ORDER BY id",
                ),
                (
                    Kind::Challenge,
                    "SELECT id::text, version, doc FROM challenges ORDER BY id",
                ),
                (
                    Kind::Player,
                    "SELECT id, version, doc FROM players ORDER BY id",
                ),
                (
                    Kind::Server,
                    "SELECT id, version, doc FROM servers ORDER BY id",
                ),
                (
                    Kind::Tournament,
                    "SELECT id::text, version, doc FROM tournaments ORDER BY id",
                ),
            ] {
                for row in tx.query(sql, &[]).await.map_err(db)? {
                    records.push(Record {
                        kind,
                        key: row.get(0),
                        version: row.get::<_, i64>(1) as u64,
                        doc: row.get(2),
                    });
                }
            }
            tx.commit().await.map_err(db)?;
            Ok(Dump {
                last_game_id,
                last_challenge_id,
                last_tournament_id,
                records,
            })
        })
    }

    fn restore(&self, dump: &Dump) -> Result<(), StoreError> {
        self.with(async |c| {
            let tx = c.transaction().await.map_err(db)?;
            tx.batch_execute(
                "LOCK TABLE games, challenges, players, servers, tournaments IN EXCLUSIVE MODE",
            )
            .await
            .map_err(db)?;
            let held = tx
                .query_one(
                    "SELECT (SELECT count(*) FROM games) + (SELECT count(*) FROM challenges)
                          + (SELECT count(*) FROM players) + (SELECT count(*) FROM servers)
                          + (SELECT count(*) FROM tournaments)",
                    &[],
                )
                .await
                .map_err(db)?
                .get::<_, i64>(0);
            if held > 0 {
                return Err(StoreError::NotEmpty(format!(
                    "the database already holds {held} records; restore only into an empty one"
                )));
            }
            for r in &dump.records {
                let how = Write::Insert(r.version);
                let written = match r.kind {
                    Kind::Game => {
                        let col = GameColumns::of(game_of(r).as_ref());
                        write_game(&tx, how, key_id(r)?, &r.doc, &col).await?
                    }
                    Kind::Challenge => {
                        let doc = challenge_of(r);
                        let place = doc.as_ref().map(|d| d.place.0.as_str());
                        let expires = doc.as_ref().map(|d| d.expires);
                        write_challenge(&tx, how, key_id(r)?, &r.doc, place, expires).await?
                    }
                    Kind::Player => {
                        let servers = servers_column(player_of(r).as_ref());
                        write_player(&tx, how, &r.key, &r.doc, &servers).await?
                    }
                    Kind::Server => write_server(&tx, how, &r.key, &r.doc).await?,
                    Kind::Tournament => {
                        let doc = tournament_of(r);
                        let columns = (
                            doc.as_ref().map(|d| d.server.0.as_str()),
                            doc.as_ref().and_then(TournamentDoc::starts_by_itself),
                        );
                        write_tournament(&tx, how, key_id(r)?, &r.doc, columns).await?
                    }
                };
                if !written {
                    return Err(io(format!("{} {} appears twice", r.kind.name(), r.key)));
                }
            }
            for (counter, last) in [
                (Counter::Game, dump.last_game_id),
                (Counter::Challenge, dump.last_challenge_id),
                (Counter::Tournament, dump.last_tournament_id),
            ] {
                if last > 0 {
                    tx.execute(
                        &format!("SELECT setval('{}', $1, true)", sequence(counter)),
                        &[&(last as i64)],
                    )
                    .await
                    .map_err(db)?;
                }
            }
            // A backup from before per-server results gets them counted, as on upgrade.
            index_and_count(&tx).await?;
            tx.commit().await.map_err(db)
        })
    }
}

fn key_id(r: &Record) -> Result<i64, StoreError> {
    r.key
        .parse::<u64>()
        .map_err(|_| io(format!("{} key '{}' is not a number", r.kind.name(), r.key)))
        .and_then(id_param)
}

fn due_of(row: &tokio_postgres::Row) -> Due {
    let at: Time = row.get(0);
    let kind: &str = row.get(1);
    let id = row.get::<_, i64>(2) as u64;
    match kind {
        "c" => Due::Challenge { at, id },
        "t" => Due::Tournament { at, id },
        _ => Due::Game { at, id },
    }
}
