//! The time of a data directory: real time plus an offset in seconds kept in its
//! `clock-offset` file. `palace play`'s `/wait` moves it on, and tests move a running
//! `palace serve` through days the same way. One reader for both, so a file one of them
//! refuses is refused by the other too.

use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use crate::model::Time;

/// The time of one data directory.
#[derive(Clone, Debug)]
pub struct TimeFile {
    path: PathBuf,
}

impl TimeFile {
    /// The time kept in `data_dir` (the file need not exist: then no offset).
    pub fn in_dir(data_dir: &Path) -> TimeFile {
        TimeFile {
            path: data_dir.join("clock-offset"),
        }
    }

    /// The file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The offset in seconds: 0 without a file; an error naming the file when it holds
    /// anything but a whole number of seconds.
    pub fn offset(&self) -> Result<Time, String> {
        match std::fs::read_to_string(&self.path) {
            Ok(text) => text.trim().parse().map_err(|_| {
                format!(
                    "{} does not hold a number of seconds (it holds {:?})",
                    self.path.display(),
                    text.chars().take(40).collect::<String>()
                )
            }),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(0),
            Err(e) => Err(format!("cannot read {}: {e}", self.path.display())),
        }
    }

    /// The time now: the system clock plus the offset. A file that went bad after it was
    /// checked counts as no offset (logged), so a running bot keeps answering.
    pub fn now(&self) -> Time {
        let offset = self.offset().unwrap_or_else(|e| {
            tracing::warn!(error = %e, "clock offset ignored");
            0
        });
        system_time() + offset
    }

    /// Moves the clock on by `seconds` (from `offset`, already read and checked).
    pub fn advance(&self, offset: Time, seconds: Time) -> Result<Time, String> {
        let next = offset + seconds;
        std::fs::write(&self.path, next.to_string())
            .map_err(|e| format!("cannot write {}: {e}", self.path.display()))?;
        Ok(next)
    }
}

/// The system clock in seconds since 1970.
pub fn system_time() -> Time {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as Time)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_file_is_no_offset_and_advancing_writes_it() {
        let dir = tempfile::tempdir().unwrap();
        let clock = TimeFile::in_dir(dir.path());
        assert_eq!(clock.offset(), Ok(0));
        assert_eq!(clock.advance(0, 86_400), Ok(86_400));
        assert_eq!(clock.offset(), Ok(86_400));
        let now = clock.now();
        assert!((now - system_time() - 86_400).abs() <= 1);
    }

    #[test]
    fn a_file_that_is_not_a_number_is_named_in_the_error() {
        let dir = tempfile::tempdir().unwrap();
        let clock = TimeFile::in_dir(dir.path());
        std::fs::write(clock.path(), "two days").unwrap();
        let e = clock.offset().unwrap_err();
        assert!(e.contains("clock-offset") && e.contains("two days"), "{e}");
        // A running bot goes on with the real time.
        assert!((clock.now() - system_time()).abs() <= 1);
    }
}
