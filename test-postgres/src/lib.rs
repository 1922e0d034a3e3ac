//! A throwaway PostgreSQL server for tests.
//!
//! [`TestPostgres::start`] makes a private cluster in a fresh temporary directory (`initdb`
//! with trust authentication for the user `postgres`, UTF-8, locale C) and starts it on a free
//! port of 127.0.0.1, with its Unix socket in that directory and its log in `<dir>/log`. The
//! server never shares the test process's stdout or stderr (cargo would wait for them).
//! Dropping the [`TestPostgres`] stops the server (immediately) and removes the directory.
//!
//! [`TestPostgres::shared`] is one cluster for the whole test process, started on first use.
//! It is never dropped: a small cleaner process (`sh`, waiting for its standard input to
//! close) stops it and removes its directory when the test process ends, however it ends —
//! normal exit, panic, abort, or a kill. (The crate forbids `unsafe`, so there is no
//! `atexit` handler; the cleaner does that work, a few milliseconds after the exit.) With
//! the environment variable `PALACE_TEST_DATABASE_URL` set (e.g.
//! `postgres://postgres@127.0.0.1:5432/postgres`, a user that may create databases),
//! [`TestPostgres::shared`] uses that server instead of starting one; the databases made on
//! it are left there.
//!
//! Each test should take its own database with [`TestPostgres::fresh_database`].
//!
//! # Programs
//!
//! The server programs (`initdb`, `pg_ctl`, `postgres`) are found in the directory named by
//! `PALACE_PG_BIN`, else on `PATH`, else in the newest `/usr/lib/postgresql/*/bin` (where
//! Debian's `postgresql` package puts them). The client `psql` is taken from the same
//! directory if it is there, else from `PATH`.
//!
//! # Root
//!
//! `initdb` and `postgres` refuse to run as root. When the test process runs as root, the
//! server programs run as the user `postgres` (with `runuser`, or `su`), and the temporary
//! directory belongs to that user.
//!
//! # Durability
//!
//! [`TestPostgres::start`] runs with `fsync=off`: a commit the server acknowledged survives
//! [`TestPostgres::kill`] (the server's crash, not the machine's), but nothing is forced to
//! disk. [`TestPostgres::start_durable`] keeps `fsync` on, for tests about crashes where the
//! timing of real disk writes matters. Neither turns `synchronous_commit` off.
//!
//! Every call blocks (it runs a program and waits for it); from an async test that is fine
//! for these short calls.

use std::ffi::OsString;
use std::fs;
use std::io::ErrorKind;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// The message when the server programs cannot be found.
const NOT_INSTALLED: &str = "PostgreSQL's server programs (initdb, pg_ctl) are not installed; \
     on Debian: apt-get install postgresql (see the README)";

/// The user the server runs as when the test process is root.
const SERVER_USER: &str = "postgres";

/// How long the server may take to start or stop.
const PG_CTL_TIMEOUT_SECS: &str = "60";

/// `pg_ctl`'s arguments (before the data directory) to stop the server at once, as a
/// crash would, and wait until it is gone.
const STOP_IMMEDIATELY: [&str; 7] = [
    "stop",
    "-m",
    "immediate",
    "-w",
    "-t",
    PG_CTL_TIMEOUT_SECS,
    "-D",
];

/// A PostgreSQL server for tests: a private cluster, or the server named by
/// `PALACE_TEST_DATABASE_URL` (for [`TestPostgres::shared`]).
///
/// ```no_run
/// use test_postgres::TestPostgres;
/// let pg = TestPostgres::shared();
/// let url = pg.fresh_database();
/// pg.psql(&url, "CREATE TABLE t (x int); INSERT INTO t VALUES (1), (2)");
/// assert_eq!(pg.psql(&url, "SELECT sum(x) FROM t"), "3");
/// ```
pub struct TestPostgres {
    /// `postgres://postgres@127.0.0.1:PORT/postgres`, or `PALACE_TEST_DATABASE_URL`.
    url: String,
    /// The `psql` program.
    psql: PathBuf,
    /// The private cluster; `None` for a server given by `PALACE_TEST_DATABASE_URL`.
    local: Option<Local>,
}

/// A private cluster.
struct Local {
    /// The directory of the server programs.
    bin: PathBuf,
    /// The temporary directory: `data/`, the socket, `log`.
    dir: PathBuf,
    /// The data directory.
    data: PathBuf,
    port: u16,
    durable: bool,
    /// The user to run the server programs as (when the test process is root).
    run_as: Option<String>,
    /// The cleaner: stops the server and removes `dir` when its standard input closes (when
    /// this is dropped, or the process ends). Its lock also orders kill and restart.
    cleaner: Mutex<Option<Child>>,
}

impl std::fmt::Debug for TestPostgres {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TestPostgres")
            .field("url", &self.url)
            .field("dir", &self.local.as_ref().map(|l| &l.dir))
            .finish_non_exhaustive()
    }
}

impl Drop for TestPostgres {
    fn drop(&mut self) {
        let Some(local) = &self.local else { return };
        let mut guard = local
            .cleaner
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(mut child) = guard.take() {
            // Closing its standard input makes the cleaner stop the server and remove the
            // directory; wait for it so that both are gone when the drop returns.
            drop(child.stdin.take());
            let _ = child.wait();
        }
    }
}

impl TestPostgres {
    /// Starts a private cluster (`fsync=off`) in a fresh temporary directory, on a free port
    /// of 127.0.0.1; it accepts connections when this returns.
    ///
    /// # Panics
    ///
    /// If the PostgreSQL server programs are not installed, or the cluster cannot be made or
    /// started (the message includes the server's log).
    #[must_use]
    pub fn start() -> TestPostgres {
        Self::launch(false)
    }

    /// Like [`TestPostgres::start`], with `fsync` on: for tests that kill the server and
    /// check that nothing acknowledged is lost.
    ///
    /// # Panics
    ///
    /// As [`TestPostgres::start`].
    #[must_use]
    pub fn start_durable() -> TestPostgres {
        Self::launch(true)
    }

    /// One server for the whole test process: the server at `PALACE_TEST_DATABASE_URL` if
    /// that is set, else a private cluster started on first use (as [`TestPostgres::start`])
    /// and stopped, its directory removed, when the process ends.
    ///
    /// Tests sharing it must not [`TestPostgres::kill`] it: a test about crashes starts its
    /// own cluster.
    ///
    /// # Panics
    ///
    /// As [`TestPostgres::start`].
    pub fn shared() -> &'static TestPostgres {
        static SHARED: OnceLock<TestPostgres> = OnceLock::new();
        SHARED.get_or_init(|| match std::env::var("PALACE_TEST_DATABASE_URL") {
            Ok(url) if !url.trim().is_empty() => TestPostgres {
                url: url.trim().to_owned(),
                psql: find_psql(None),
                local: None,
            },
            _ => TestPostgres::start(),
        })
    }

    /// The URL of the server's `postgres` database, as the superuser `postgres`:
    /// `postgres://postgres@127.0.0.1:PORT/postgres` (or `PALACE_TEST_DATABASE_URL`).
    #[must_use]
    pub fn url(&self) -> String {
        self.url.clone()
    }

    /// The port of a private cluster (`None` for `PALACE_TEST_DATABASE_URL`).
    #[must_use]
    pub fn port(&self) -> Option<u16> {
        self.local.as_ref().map(|l| l.port)
    }

    /// The data directory of a private cluster (`None` for `PALACE_TEST_DATABASE_URL`).
    #[must_use]
    pub fn data_dir(&self) -> Option<&Path> {
        self.local.as_ref().map(|l| l.data.as_path())
    }

    /// The server's log so far (empty for `PALACE_TEST_DATABASE_URL`).
    #[must_use]
    pub fn log(&self) -> String {
        self.local
            .as_ref()
            .and_then(|l| fs::read_to_string(l.dir.join("log")).ok())
            .unwrap_or_default()
    }

    /// Creates a new, empty database with a unique name (`t_<pid>_<nonce>_<n>`) and returns
    /// its URL. Safe to call from many threads and from several processes sharing one
    /// server.
    ///
    /// # Panics
    ///
    /// If the server refuses.
    #[must_use]
    pub fn fresh_database(&self) -> String {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let mut last = String::new();
        for _ in 0..20 {
            let n = NEXT.fetch_add(1, Ordering::Relaxed);
            let name = format!("t_{}_{}_{n}", std::process::id(), process_nonce());
            match self.try_psql(&self.url, &format!("CREATE DATABASE {name}")) {
                Ok(_) => return with_database(&self.url, &name),
                // Another process made that name (a reused pid), or another CREATE
                // DATABASE held the template: try again.
                Err(e) if e.contains("already exists") || e.contains("other users") => {
                    last = e;
                    std::thread::sleep(Duration::from_millis(50));
                }
                Err(e) => panic!("cannot create a database on {}: {e}", self.url),
            }
        }
        panic!("cannot create a database on {}: {last}", self.url)
    }

    /// Runs `sql` (one or more statements) with `psql` on the database at `db_url` and
    /// returns what it printed: unaligned, without headers, a line per row and `|` between
    /// columns, without the final newline.
    ///
    /// # Panics
    ///
    /// If the statement fails or the server cannot be reached (with psql's message).
    pub fn psql(&self, db_url: &str, sql: &str) -> String {
        self.try_psql(db_url, sql)
            .unwrap_or_else(|e| panic!("psql {sql:?} on {db_url} failed: {e}"))
    }

    /// Like [`TestPostgres::psql`], but a failure is an `Err` with psql's message.
    ///
    /// # Errors
    ///
    /// If the statement fails or the server cannot be reached.
    pub fn try_psql(&self, db_url: &str, sql: &str) -> Result<String, String> {
        let out = Command::new(&self.psql)
            .args(["-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-d"])
            .arg(db_url)
            .arg("-c")
            .arg(sql)
            .env("PGCONNECT_TIMEOUT", "10")
            .stdin(Stdio::null())
            .output()
            .map_err(|e| format!("cannot run {}: {e}", self.psql.display()))?;
        if out.status.success() {
            let text = String::from_utf8_lossy(&out.stdout);
            Ok(text.strip_suffix('\n').unwrap_or(&text).to_owned())
        } else {
            Err(format!(
                "{}: {}",
                out.status,
                String::from_utf8_lossy(&out.stderr).trim()
            ))
        }
    }

    /// Stops the server at once, as a crash would (`pg_ctl stop -m immediate`): no
    /// checkpoint, connections cut. Nothing the server acknowledged is lost; the next
    /// [`TestPostgres::restart`] recovers from the WAL. Does nothing if it is stopped.
    ///
    /// # Panics
    ///
    /// For the server of `PALACE_TEST_DATABASE_URL`, or if the server does not stop.
    pub fn kill(&self) {
        let local = self.local("kill");
        let _guard = local.cleaner.lock();
        if !local.data.join("postmaster.pid").exists() {
            return;
        }
        let out = local.pg_ctl_stop();
        assert!(
            !local.data.join("postmaster.pid").exists(),
            "the server did not stop: {}\n{}",
            describe(&out),
            self.log()
        );
    }

    /// Starts the server again on the same data directory and port (after
    /// [`TestPostgres::kill`]); it accepts connections when this returns.
    ///
    /// # Panics
    ///
    /// For the server of `PALACE_TEST_DATABASE_URL`, or if it does not start (the message
    /// includes the server's log).
    pub fn restart(&self) {
        let local = self.local("restart");
        let _guard = local.cleaner.lock();
        if let Err(e) = local.pg_ctl_start() {
            panic!("cannot restart the PostgreSQL server: {e}\n{}", self.log());
        }
        self.wait_accepting();
    }

    fn local(&self, what: &str) -> &Local {
        self.local.as_ref().unwrap_or_else(|| {
            panic!("cannot {what} the server of PALACE_TEST_DATABASE_URL; start a private one")
        })
    }

    /// Waits until a query works (`pg_ctl -w` already waited for the server to be ready).
    fn wait_accepting(&self) {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            match self.try_psql(&self.url, "SELECT 1") {
                Ok(_) => return,
                Err(e) if Instant::now() > deadline => {
                    panic!(
                        "the PostgreSQL server does not accept connections: {e}\n{}",
                        self.log()
                    )
                }
                Err(_) => std::thread::sleep(Duration::from_millis(100)),
            }
        }
    }

    fn launch(durable: bool) -> TestPostgres {
        let bin = find_bin();
        let run_as = if is_root() {
            Some(SERVER_USER.to_owned())
        } else {
            None
        };
        let dir = make_dir(run_as.as_deref());
        let data = dir.join("data");
        let mut local = Local {
            bin: bin.clone(),
            dir: dir.clone(),
            data,
            port: 0,
            durable,
            run_as,
            cleaner: Mutex::new(None),
        };
        // First the cleaner: whatever fails from here on, the directory goes.
        *local
            .cleaner
            .get_mut()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = Some(local.spawn_cleaner());
        let mut pg = TestPostgres {
            url: String::new(),
            psql: find_psql(Some(&bin)),
            local: None,
        };
        let out = local
            .command("initdb")
            .arg("-D")
            .arg(&local.data)
            .args(["-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"])
            .arg("--locale=C")
            .output();
        let initdb_ok = out.as_ref().is_ok_and(|o| o.status.success());
        pg.local = Some(local);
        assert!(
            initdb_ok,
            "initdb failed in {}: {}",
            dir.display(),
            describe(&out)
        );
        let mut tries = 0;
        loop {
            let Some(local) = pg.local.as_mut() else {
                unreachable!("the cluster was just made")
            };
            local.port = free_port();
            match local.pg_ctl_start() {
                Ok(()) => break,
                // Another process may have taken the port meanwhile.
                Err(e) if tries >= 4 => {
                    panic!("cannot start the PostgreSQL server: {e}\n{}", pg.log())
                }
                Err(_) => tries += 1,
            }
        }
        pg.url = format!("postgres://postgres@127.0.0.1:{}/postgres", pg.port_or_0());
        pg.wait_accepting();
        pg
    }

    fn port_or_0(&self) -> u16 {
        self.port().unwrap_or(0)
    }
}

impl Local {
    /// A command running `program` of the server's directory, as the server's user, in the
    /// cluster's directory, with no standard input.
    fn command(&self, program: &str) -> Command {
        let argv = as_user(self.run_as.as_deref(), self.bin.join(program).into());
        let mut c = Command::new(&argv[0]);
        c.args(&argv[1..])
            .current_dir(&self.dir)
            .stdin(Stdio::null());
        c
    }

    /// `pg_ctl start`, waiting until the server is ready. The server's output goes to
    /// `<dir>/log`; pg_ctl's to `<dir>/pg_ctl.out` (no pipe of ours is left open).
    fn pg_ctl_start(&self) -> Result<(), String> {
        let mut options = format!(
            "-p {} -k '{}' -c listen_addresses=127.0.0.1 -c max_connections=200",
            self.port,
            self.dir.display()
        );
        if !self.durable {
            options.push_str(" -c fsync=off");
        }
        let out_path = self.dir.join("pg_ctl.out");
        let out =
            fs::File::create(&out_path).map_err(|e| format!("{}: {e}", out_path.display()))?;
        let err = out.try_clone().map_err(|e| e.to_string())?;
        let status = self
            .command("pg_ctl")
            .args(["start", "-w", "-t", PG_CTL_TIMEOUT_SECS, "-D"])
            .arg(&self.data)
            .arg("-l")
            .arg(self.dir.join("log"))
            .arg("-o")
            .arg(options)
            .stdout(out)
            .stderr(err)
            .status()
            .map_err(|e| format!("cannot run pg_ctl: {e}"))?;
        if status.success() {
            Ok(())
        } else {
            let said = fs::read_to_string(&out_path).unwrap_or_default();
            Err(format!("pg_ctl start: {status}: {}", said.trim()))
        }
    }

    /// `pg_ctl stop -m immediate`, waiting until the server is gone.
    fn pg_ctl_stop(&self) -> std::io::Result<Output> {
        self.command("pg_ctl")
            .args(STOP_IMMEDIATELY)
            .arg(&self.data)
            .output()
    }

    /// Starts the cleaner: `sh` that ignores the terminal's signals, waits for its standard
    /// input to close, then stops the server and removes the directory. Only this process
    /// holds the pipe's other end (std makes pipes close-on-exec), so it closes when this
    /// process ends, whatever the way.
    fn spawn_cleaner(&self) -> Child {
        const SCRIPT: &str = "dir=$1; shift; trap '' INT TERM HUP QUIT PIPE; \
                              cat >/dev/null; \"$@\" >/dev/null 2>&1; rm -rf \"$dir\"";
        let stop = as_user(
            self.run_as.as_deref(),
            self.bin.join("pg_ctl").into_os_string(),
        );
        Command::new("sh")
            .arg("-c")
            .arg(SCRIPT)
            .arg("palace-test-postgres-cleaner")
            .arg(&self.dir)
            .args(stop)
            .args(STOP_IMMEDIATELY)
            .arg(&self.data)
            .current_dir("/")
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| {
                let _ = fs::remove_dir_all(&self.dir);
                panic!("cannot start sh (to stop the test server at exit): {e}")
            })
    }
}

/// The arguments that run `program` as `user` (as is, without a user).
fn as_user(user: Option<&str>, program: OsString) -> Vec<OsString> {
    let Some(user) = user else {
        return vec![program];
    };
    let runuser = ["/usr/sbin/runuser", "/sbin/runuser", "/usr/bin/runuser"]
        .into_iter()
        .map(PathBuf::from)
        .find(|p| p.is_file());
    match runuser {
        Some(r) => vec![r.into(), "-u".into(), user.into(), "--".into(), program],
        // su passes the arguments after the command to the shell: $0, $1, ...
        None => vec![
            "su".into(),
            user.into(),
            "-s".into(),
            "/bin/sh".into(),
            "-c".into(),
            "exec \"$0\" \"$@\"".into(),
            program,
        ],
    }
}

/// Whether this process runs as root (its `/proc` directory belongs to its effective user).
fn is_root() -> bool {
    if let Ok(m) = fs::metadata("/proc/self") {
        return m.uid() == 0;
    }
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

/// A user's uid and gid, from `id`.
fn ids_of(user: &str) -> Option<(u32, u32)> {
    let get = |flag: &str| {
        let out = Command::new("id").args([flag, user]).output().ok()?;
        if !out.status.success() {
            return None;
        }
        String::from_utf8_lossy(&out.stdout).trim().parse().ok()
    };
    Some((get("-u")?, get("-g")?))
}

/// A fresh private directory under the temporary directory, belonging to `owner` if given.
fn make_dir(owner: Option<&str>) -> PathBuf {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let base = std::env::temp_dir();
    let dir = loop {
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let dir = base.join(format!(
            "palace-pg-{}-{}-{n}",
            std::process::id(),
            process_nonce()
        ));
        match fs::create_dir(&dir) {
            Ok(()) => break dir,
            Err(e) if e.kind() == ErrorKind::AlreadyExists => {}
            Err(e) => panic!("cannot make a directory in {}: {e}", base.display()),
        }
    };
    assert!(
        !dir.to_string_lossy().contains('\''),
        "the temporary directory's path has a quote: {}",
        dir.display()
    );
    let _ = fs::set_permissions(&dir, fs::Permissions::from_mode(0o700));
    if let Some(user) = owner {
        let Some((uid, gid)) = ids_of(user) else {
            let _ = fs::remove_dir_all(&dir);
            panic!(
                "running as root, and there is no user {user} to run the PostgreSQL server as \
                 (initdb and postgres refuse root)"
            );
        };
        if let Err(e) = std::os::unix::fs::chown(&dir, Some(uid), Some(gid)) {
            let _ = fs::remove_dir_all(&dir);
            panic!("cannot give {} to {user}: {e}", dir.display());
        }
    }
    dir
}

/// A port of 127.0.0.1 that was free a moment ago.
fn free_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind 127.0.0.1:0");
    listener.local_addr().expect("a bound address").port()
}

/// Eight hex digits that differ between processes (and runs), for unique names.
fn process_nonce() -> &'static str {
    static NONCE: OnceLock<String> = OnceLock::new();
    NONCE.get_or_init(|| {
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default()
            .as_nanos();
        let mix = nanos ^ (u128::from(std::process::id()) << 64);
        #[allow(clippy::cast_possible_truncation)]
        let folded = (mix as u64) ^ ((mix >> 64) as u64);
        format!("{:08x}", folded.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32)
    })
}

/// The directory of the server programs: `PALACE_PG_BIN`, else `PATH`, else the newest
/// `/usr/lib/postgresql/*/bin`.
fn find_bin() -> PathBuf {
    let has_server = |d: &Path| d.join("initdb").is_file() && d.join("pg_ctl").is_file();
    if let Some(dir) = std::env::var_os("PALACE_PG_BIN").filter(|d| !d.is_empty()) {
        let dir = PathBuf::from(dir);
        assert!(
            has_server(&dir),
            "PALACE_PG_BIN is {}, which has no initdb and pg_ctl",
            dir.display()
        );
        return dir;
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    if let Some(dir) = std::env::split_paths(&path).find(|d| has_server(d)) {
        return dir;
    }
    debian_bins()
        .into_iter()
        .rev()
        .find(|d| has_server(d))
        .unwrap_or_else(|| panic!("{NOT_INSTALLED}"))
}

/// `/usr/lib/postgresql/*/bin`, oldest version first.
fn debian_bins() -> Vec<PathBuf> {
    let mut found: Vec<(Vec<u64>, PathBuf)> = fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            let version: Option<Vec<u64>> = name.split('.').map(|p| p.parse().ok()).collect();
            Some((version?, e.path().join("bin")))
        })
        .collect();
    found.sort();
    found.into_iter().map(|(_, p)| p).collect()
}

/// The `psql` program: next to the server programs, else `PALACE_PG_BIN`, else on `PATH`,
/// else in the newest `/usr/lib/postgresql/*/bin`.
fn find_psql(server_bin: Option<&Path>) -> PathBuf {
    let pg_bin = std::env::var_os("PALACE_PG_BIN").map(PathBuf::from);
    let path = std::env::var_os("PATH").unwrap_or_default();
    server_bin
        .map(Path::to_path_buf)
        .into_iter()
        .chain(pg_bin)
        .chain(std::env::split_paths(&path))
        .chain(debian_bins().into_iter().rev())
        .map(|d| d.join("psql"))
        .find(|p| p.is_file())
        .unwrap_or_else(|| {
            panic!(
                "PostgreSQL's client psql is not installed; on Debian: apt-get install \
                 postgresql (see the README)"
            )
        })
}

/// `url` with its database replaced by `name` (the query string kept).
fn with_database(url: &str, name: &str) -> String {
    let (main, query) = match url.split_once('?') {
        Some((m, q)) => (m, Some(q)),
        None => (url, None),
    };
    let after_scheme = main.find("://").map_or(0, |i| i + 3);
    let base = match main[after_scheme..].find('/') {
        Some(i) => &main[..after_scheme + i],
        None => main,
    };
    match query {
        Some(q) => format!("{base}/{name}?{q}"),
        None => format!("{base}/{name}"),
    }
}

/// A program's outcome for a panic message.
fn describe(out: &std::io::Result<Output>) -> String {
    match out {
        Ok(o) => format!(
            "{}: {}{}",
            o.status,
            String::from_utf8_lossy(&o.stdout).trim(),
            String::from_utf8_lossy(&o.stderr).trim()
        ),
        Err(e) => e.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_get_their_database_replaced() {
        assert_eq!(
            with_database("postgres://postgres@127.0.0.1:5/postgres", "t_1"),
            "postgres://postgres@127.0.0.1:5/t_1"
        );
        assert_eq!(
            with_database("postgres://u:p@h:5/db?sslmode=disable", "t_2"),
            "postgres://u:p@h:5/t_2?sslmode=disable"
        );
        assert_eq!(with_database("postgres://h", "t_3"), "postgres://h/t_3");
    }

    #[test]
    fn a_private_cluster_serves_databases_and_survives_a_crash() {
        let pg = TestPostgres::start_durable();
        let a = pg.fresh_database();
        let b = pg.fresh_database();
        assert_ne!(a, b);
        assert!(a.starts_with(&format!(
            "postgres://postgres@127.0.0.1:{}/t_",
            pg.port_or_0()
        )));
        pg.psql(&a, "CREATE TABLE t (x int); INSERT INTO t VALUES (1), (2)");
        assert_eq!(pg.psql(&a, "SELECT sum(x) FROM t"), "3");
        assert_eq!(
            pg.psql(&b, "SELECT count(*) FROM pg_tables WHERE tablename = 't'"),
            "0"
        );
        assert_eq!(
            pg.psql(&b, "SELECT 1, 'x' UNION ALL SELECT 2, 'y'"),
            "1|x\n2|y"
        );
        let err = pg.try_psql(&a, "SELECT nope").unwrap_err();
        assert!(err.contains("nope"), "{err}");

        pg.kill();
        let err = pg.try_psql(&a, "SELECT 1").unwrap_err();
        assert!(err.contains("connect") || err.contains("refused"), "{err}");
        pg.kill();
        pg.restart();
        assert_eq!(pg.psql(&a, "SELECT sum(x) FROM t"), "3");

        let dir = pg.data_dir().unwrap().parent().unwrap().to_path_buf();
        let pid: u32 = fs::read_to_string(dir.join("data/postmaster.pid"))
            .unwrap()
            .lines()
            .next()
            .unwrap()
            .parse()
            .unwrap();
        drop(pg);
        assert!(!dir.exists(), "{} is still there", dir.display());
        // Gone, or a zombie its new parent (init) has not reaped yet.
        let state = fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
        let state = state.rsplit(')').next().unwrap_or("").trim_start();
        assert!(
            state.is_empty() || state.starts_with('Z') || state.starts_with('X'),
            "the server {pid} still runs: {state}"
        );
    }

    #[test]
    fn the_shared_server_is_one_and_hands_out_distinct_databases() {
        let pg = TestPostgres::shared();
        assert!(std::ptr::eq(pg, TestPostgres::shared()));
        let urls: Vec<String> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..6)
                .map(|_| scope.spawn(|| TestPostgres::shared().fresh_database()))
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        let mut unique = urls.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), urls.len(), "{urls:?}");
        for url in &urls {
            let name = url.rsplit('/').next().unwrap();
            assert_eq!(pg.psql(url, "SELECT current_database()"), name);
        }
    }
}
