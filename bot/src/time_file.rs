//! The time of a data directory: real time plus an offset in seconds kept in its
//! `clock-offset` file, which `palace play`'s `/wait` moves on. The simulated clock is
//! `palace play`'s alone: a `palace serve` keeps the real time and never reads the file,
//! unless a test turns on [`TEST_SWITCH`] (the environment variable
//! `PALACE_TEST_CLOCK_FILE=1`, or [`enable_test_clock_file`] in the test's own process) to
//! move a running bot through days. A bot with the switch on says so loudly in its log.

use std::path::{Path, PathBuf};
use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use crate::model::Time;

/// The environment variable that lets a `palace serve` take its time from the data
/// directory's `clock-offset` file, when set to `1`. For tests only: a real deployment
/// never sets it (the README's does not).
pub const TEST_SWITCH: &str = "PALACE_TEST_CLOCK_FILE";

/// Set by [`enable_test_clock_file`].
static TEST_SWITCH_ON: AtomicBool = AtomicBool::new(false);
/// Set by [`serving`]: this process is `palace serve`.
static SERVING: AtomicBool = AtomicBool::new(false);
/// The switch's warning is logged once per process.
static WARNED: Once = Once::new();

/// Turns the test switch on for this process, as `PALACE_TEST_CLOCK_FILE=1` does (for
/// tests that run the bot in their own process and cannot set the environment safely).
#[doc(hidden)]
pub fn enable_test_clock_file() {
    TEST_SWITCH_ON.store(true, Ordering::SeqCst);
}

/// Marks this process as `palace serve`: its clocks never read a `clock-offset` file, not
/// even to check it, unless the test switch is on.
pub fn serving() {
    SERVING.store(true, Ordering::SeqCst);
}

/// Whether the test switch is on (the variable, or [`enable_test_clock_file`]).
pub fn test_switch_on() -> bool {
    TEST_SWITCH_ON.load(Ordering::SeqCst) || std::env::var_os(TEST_SWITCH).is_some_and(|v| v == "1")
}

/// The time of one data directory.
#[derive(Clone, Debug)]
pub struct TimeFile {
    path: PathBuf,
    /// A bot's clock (else `palace play`'s).
    serve: bool,
}

impl TimeFile {
    /// The time kept in `data_dir` (the file need not exist: then no offset). In a process
    /// marked by [`serving`] this is the bot's clock, as [`TimeFile::for_serve`] makes it.
    pub fn in_dir(data_dir: &Path) -> TimeFile {
        TimeFile {
            path: data_dir.join("clock-offset"),
            serve: SERVING.load(Ordering::SeqCst),
        }
    }

    /// The clock of a `palace serve` on `data_dir`: the real time. With the test switch on,
    /// the real time plus the file's offset, said loudly in the log, and a file that does
    /// not hold a number of seconds is refused here.
    pub fn for_serve(data_dir: &Path) -> Result<TimeFile, String> {
        let clock = TimeFile {
            path: data_dir.join("clock-offset"),
            serve: true,
        };
        clock.offset()?;
        Ok(clock)
    }

    /// The file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The offset in seconds: 0 without a file; an error naming the file when it holds
    /// anything but a whole number of seconds. A bot's clock without the test switch has
    /// no offset and reads nothing.
    pub fn offset(&self) -> Result<Time, String> {
        if self.serve && !self.test_switch() {
            return Ok(0);
        }
        self.read()
    }

    /// The time now, as a running bot sees it: the system clock, plus the file's offset
    /// only with the test switch on. A file that went bad after it was checked counts as no
    /// offset (logged), so a running bot keeps answering. (`palace play` keeps its own time
    /// from [`TimeFile::offset`] and [`TimeFile::advance`].)
    pub fn now(&self) -> Time {
        self.now_with(self.test_switch())
    }

    fn now_with(&self, switch: bool) -> Time {
        if !switch {
            return system_time();
        }
        let offset = self.read().unwrap_or_else(|e| {
            tracing::warn!(error = %e, "clock offset ignored");
            0
        });
        system_time() + offset
    }

    /// Whether the switch is on, said loudly (once) when it is.
    fn test_switch(&self) -> bool {
        let on = test_switch_on();
        if on {
            WARNED.call_once(|| {
                tracing::warn!(
                    file = %self.path.display(),
                    "TEST SWITCH {TEST_SWITCH} IS ON: this bot takes its time from the clock-offset file, \
                     which `palace play` /wait moves; never set it for a real bot"
                );
            });
        }
        on
    }

    fn read(&self) -> Result<Time, String> {
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

    /// Moves the clock on by `seconds` (from `offset`, already read and checked). The
    /// file is the owner's only.
    pub fn advance(&self, offset: Time, seconds: Time) -> Result<Time, String> {
        let next = offset + seconds;
        crate::owner_only::write(&self.path, next.to_string().as_bytes())
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

    fn play_clock(dir: &Path) -> TimeFile {
        TimeFile {
            path: dir.join("clock-offset"),
            serve: false,
        }
    }

    #[test]
    fn no_file_is_no_offset_and_advancing_writes_it() {
        let dir = tempfile::tempdir().unwrap();
        let clock = play_clock(dir.path());
        assert_eq!(clock.offset(), Ok(0));
        assert_eq!(clock.advance(0, 86_400), Ok(86_400));
        assert_eq!(clock.offset(), Ok(86_400));
        // A bot's time has the offset only with the test switch.
        assert!((clock.now_with(true) - system_time() - 86_400).abs() <= 1);
        assert!((clock.now_with(false) - system_time()).abs() <= 1);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(clock.path())
                .unwrap()
                .permissions()
                .mode();
            assert_eq!(mode & 0o777, 0o600, "{mode:o}");
        }
    }

    #[test]
    fn a_file_that_is_not_a_number_is_named_in_the_error() {
        let dir = tempfile::tempdir().unwrap();
        let clock = play_clock(dir.path());
        std::fs::write(clock.path(), "two days").unwrap();
        let e = clock.offset().unwrap_err();
        assert!(e.contains("clock-offset") && e.contains("two days"), "{e}");
        // A running bot goes on with the real time.
        assert!((clock.now_with(true) - system_time()).abs() <= 1);
    }

    /// A bot's clock neither reads nor checks the file (unless the test switch is on, which
    /// no test of this process turns on: see the binary's tests for that).
    #[test]
    fn a_bots_clock_ignores_the_file() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("clock-offset"), "1209600").unwrap();
        if test_switch_on() {
            return; // someone ran the tests with PALACE_TEST_CLOCK_FILE=1
        }
        let clock = TimeFile::for_serve(dir.path()).unwrap();
        assert_eq!(clock.offset(), Ok(0));
        assert!((clock.now() - system_time()).abs() <= 1);
        std::fs::write(clock.path(), "two days").unwrap();
        assert!(TimeFile::for_serve(dir.path()).is_ok());
        // `palace play` reads it.
        let e = play_clock(dir.path()).offset().unwrap_err();
        assert!(e.contains("two days"), "{e}");
    }
}
