//! Which store to open: sled in the data directory (the embedded default) or a PostgreSQL
//! database shared by several processes.

use std::path::PathBuf;

use super::{PgStore, SledStore, Store, StoreError};

/// Where the store is.
#[derive(Clone, PartialEq, Eq)]
pub enum StoreConfig {
    /// sled in this directory (one process at a time).
    Sled(PathBuf),
    /// PostgreSQL at this URL (any number of processes).
    Postgres(String),
}

impl std::fmt::Debug for StoreConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreConfig::Sled(dir) => write!(f, "sled at {}", dir.display()),
            StoreConfig::Postgres(url) => write!(f, "PostgreSQL at {}", without_password(url)),
        }
    }
}

impl StoreConfig {
    /// Says where, without a password.
    pub fn describe(&self) -> String {
        format!("{self:?}")
    }
}

/// A database connection string with every password replaced by `***`, for logs and
/// errors: in a URL's userinfo (`postgres://user:***@host/db`) and query (`?password=***`),
/// and as a key=value word (`host=db password=***`, quoted or not). A part that cannot be
/// read (tokio-postgres refuses it too) is hidden whole.
pub fn without_password(url: &str) -> String {
    super::pg_store::dsn::Dsn::read(url).masked()
}

/// Opens the configured store.
pub fn open(config: &StoreConfig) -> Result<Box<dyn Store>, StoreError> {
    Ok(match config {
        StoreConfig::Sled(dir) => Box::new(SledStore::open(dir)?),
        StoreConfig::Postgres(url) => Box::new(PgStore::open(url).map_err(|e| match e {
            StoreError::Io(why) => StoreError::Io(format!("{} ({why})", config.describe())),
            other => other,
        })?),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passwords_are_never_shown() {
        assert_eq!(
            without_password("postgres://palace:s3cret@db:5432/palace"),
            "postgres://palace:***@db:5432/palace"
        );
        assert_eq!(
            without_password("postgres://palace@db/palace"),
            "postgres://palace@db/palace"
        );
        for url in [
            "postgres://u:pw-s3cret@h/d",
            "postgres://u@h/d?password=pw-s3cret",
            "postgres://u@h/d?sslmode=require&password=pw-s3cret&application_name=x",
            "host=h user=u password=pw-s3cret dbname=d",
            "host=h user=u password='pw-s3cret and more' dbname=d",
            "host=h user=u password = pw-s3cret",
            "host=h password='pw-s3cret",
        ] {
            let c = StoreConfig::Postgres(url.into());
            assert!(!c.describe().contains("s3cret"), "{}", c.describe());
            assert!(c.describe().contains("***"), "{}", c.describe());
            assert!(!format!("{c:?}").contains("s3cret"));
        }
    }

    #[test]
    fn a_store_that_cannot_be_opened_names_it_without_the_password() {
        let c =
            StoreConfig::Postgres("host=127.0.0.1 port=1 password=pw-s3cret sslmode=bogus".into());
        let e = open(&c).err().unwrap().to_string();
        assert!(e.contains("sslmode") && !e.contains("s3cret"), "{e}");
    }
}
