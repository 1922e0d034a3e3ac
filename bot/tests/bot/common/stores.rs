//! The two stores every service test runs on: sled in a temporary directory, and a fresh
//! database on the test PostgreSQL server (started once per test process, see
//! `test_postgres`).

use palace::store::{PgStore, SledStore, Store};

/// Which backend a test runs on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Backend {
    /// The embedded sled store.
    Sled,
    /// PostgreSQL.
    Postgres,
}

/// A fresh, empty store and what keeps it alive.
pub struct Fresh {
    /// The store.
    pub store: Box<dyn Store>,
    /// The sled directory, removed at the end.
    pub _dir: Option<tempfile::TempDir>,
    /// The database URL (PostgreSQL only).
    pub url: Option<String>,
}

/// A fresh store on `backend`.
pub fn fresh(backend: Backend) -> Fresh {
    match backend {
        Backend::Sled => {
            let dir = tempfile::tempdir().unwrap();
            Fresh {
                store: Box::new(SledStore::open(dir.path()).unwrap()),
                _dir: Some(dir),
                url: None,
            }
        }
        Backend::Postgres => {
            let url = test_postgres::TestPostgres::shared().fresh_database();
            Fresh {
                store: Box::new(PgStore::open(&url).unwrap()),
                _dir: None,
                url: Some(url),
            }
        }
    }
}

/// Runs each named test function (taking a [`Backend`]) once on sled and once on
/// PostgreSQL, as `sled::NAME` and `postgres::NAME`.
#[macro_export]
macro_rules! on_both_stores {
    ($($name:ident),* $(,)?) => {
        mod sled {
            $(#[test] fn $name() { super::$name($crate::common::stores::Backend::Sled) })*
        }
        mod postgres {
            $(#[test] fn $name() { super::$name($crate::common::stores::Backend::Postgres) })*
        }
    };
}
