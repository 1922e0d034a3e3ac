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

/// A database URL with its password (if any) replaced by `***`, for logs and errors.
pub fn without_password(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_owned();
    };
    let Some((auth, host)) = rest.split_once('@') else {
        return url.to_owned();
    };
    match auth.split_once(':') {
        Some((user, _)) => format!("{scheme}://{user}:***@{host}"),
        None => url.to_owned(),
    }
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
        let c = StoreConfig::Postgres("postgres://u:pw@h/d".into());
        assert!(!c.describe().contains("pw"), "{}", c.describe());
    }
}
