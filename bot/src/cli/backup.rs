//! `palace backup --out FILE` and `palace restore FILE`: the whole store as portable text
//! (see [`crate::store::backup`]), from and into whichever store the config names.

use std::io::{BufReader, BufWriter};
use std::path::Path;

use super::CliError;
use crate::config::ServeConfig;
use crate::store::{Dump, Kind, StoreConfig, backup};

/// The config named on the command line, or the defaults (sled in `palace-data`).
pub fn config(path: Option<&Path>) -> Result<ServeConfig, CliError> {
    match path {
        Some(p) => ServeConfig::load(p).map_err(CliError::Usage),
        None => Ok(ServeConfig::default()),
    }
}

fn open(store: &StoreConfig) -> Result<Box<dyn crate::store::Store>, CliError> {
    if let StoreConfig::Sled(dir) = store
        && !dir.exists()
    {
        return Err(CliError::Usage(format!(
            "there is no store at {} (give the bot's config with --config)",
            dir.display()
        )));
    }
    crate::store::open(store).map_err(|e| CliError::Usage(e.to_string()))
}

fn counts(dump: &Dump) -> String {
    let n = |kind: Kind| {
        let c = dump.count(kind);
        format!("{c} {}{}", kind.name(), if c == 1 { "" } else { "s" })
    };
    format!(
        "{}, {}, {}, {}, {} (last game {}, last challenge {}, last tournament {})",
        n(Kind::Game),
        n(Kind::Challenge),
        n(Kind::Player),
        n(Kind::Server),
        n(Kind::Tournament),
        dump.last_game_id,
        dump.last_challenge_id,
        dump.last_tournament_id
    )
}

/// Writes the store to `out` (a new file: an existing one is never overwritten).
pub fn run_backup(config_path: Option<&Path>, out: &Path) -> Result<String, CliError> {
    let config = config(config_path)?;
    let store = config.store();
    if out.exists() {
        return Err(CliError::Usage(format!(
            "{} already exists; give a new file name",
            out.display()
        )));
    }
    let dump = open(&store)?
        .dump()
        .map_err(|e| CliError::Io(e.to_string()))?;
    // Written beside the target and renamed, so a failure never leaves half a backup
    // under the name asked for.
    let partial = out.with_extension("partial");
    let write = || -> std::io::Result<()> {
        // Owner-only: a backup holds every game, hidden positions too.
        match std::fs::remove_file(&partial) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(e),
            _ => {}
        }
        let file = crate::owner_only::create_new(&partial)?;
        let mut w = BufWriter::new(file);
        backup::write(&dump, &mut w)?;
        w.into_inner().map_err(|e| e.into_error())?.sync_all()?;
        std::fs::rename(&partial, out)
    };
    write().map_err(|e| {
        let _ = std::fs::remove_file(&partial);
        CliError::Io(format!("cannot write {}: {e}", out.display()))
    })?;
    Ok(format!(
        "backed up {} from {} to {}\n",
        counts(&dump),
        store.describe(),
        out.display()
    ))
}

/// Reads the backup `file` into the configured store, which must be empty.
pub fn run_restore(config_path: Option<&Path>, file: &Path) -> Result<String, CliError> {
    let config = config(config_path)?;
    let store = config.store();
    let input = std::fs::File::open(file)
        .map_err(|e| CliError::Usage(format!("cannot read {}: {e}", file.display())))?;
    let dump = backup::read(BufReader::new(input))
        .map_err(|e| CliError::Usage(format!("{} cannot be restored: {e}", file.display())))?;
    if let StoreConfig::Sled(dir) = &store {
        crate::owner_only::create_dir_all(dir)
            .map_err(|e| CliError::Io(format!("cannot create {}: {e}", dir.display())))?;
    }
    crate::store::open(&store)
        .map_err(|e| CliError::Usage(e.to_string()))?
        .restore(&dump)
        .map_err(|e| CliError::Usage(format!("nothing was restored: {e}")))?;
    Ok(format!(
        "restored {} into {}\n",
        counts(&dump),
        store.describe()
    ))
}
