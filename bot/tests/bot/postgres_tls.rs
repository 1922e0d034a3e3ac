//! TLS to PostgreSQL as the DSN asks: `sslmode=require` (or `verify-ca`, `verify-full`),
//! in a URL or as key=value words, never falls back to plain text. The throwaway test
//! server speaks no TLS, so asking for it must fail, with an error that says TLS (and no
//! password); `disable` and no `sslmode` connect over plain TCP as before.

use std::process::Command;

use palace::store::PgStore;
use test_postgres::TestPostgres;

/// The test database as key=value words, with `extra` words after them.
fn words(url: &str, extra: &str) -> String {
    let c: tokio_postgres::Config = url.parse().unwrap();
    let host = match &c.get_hosts()[0] {
        tokio_postgres::config::Host::Tcp(h) => h.clone(),
        #[cfg(unix)]
        tokio_postgres::config::Host::Unix(p) => p.display().to_string(),
    };
    let mut out = format!(
        "host={host} port={} user={} dbname={}",
        c.get_ports().first().copied().unwrap_or(5432),
        c.get_user().unwrap_or("postgres"),
        c.get_dbname().unwrap_or("postgres"),
    );
    if let Some(pw) = c.get_password() {
        out.push_str(&format!(
            " password='{}'",
            String::from_utf8_lossy(pw)
                .replace('\\', "\\\\")
                .replace('\'', "\\'")
        ));
    }
    format!("{out} {extra}")
}

fn with_query(url: &str, query: &str) -> String {
    let sep = if url.contains('?') { '&' } else { '?' };
    format!("{url}{sep}{query}")
}

/// The server of `PALACE_TEST_DATABASE_URL` may speak TLS; the throwaway one does not.
fn server_without_tls() -> bool {
    TestPostgres::shared().port().is_some()
}

#[test]
fn tls_asked_of_a_server_without_it_fails_naming_tls() {
    let url = TestPostgres::shared().fresh_database();
    // The plain forms connect, as before.
    PgStore::open(&url).unwrap();
    PgStore::open(&with_query(&url, "sslmode=disable")).unwrap();
    PgStore::open(&words(&url, "sslmode=disable")).unwrap();
    if !server_without_tls() {
        eprintln!("PALACE_TEST_DATABASE_URL's server may speak TLS: the refusals are not checked");
        return;
    }
    for dsn in [
        with_query(&url, "sslmode=require"),
        with_query(&url, "sslmode=verify-ca"),
        with_query(&url, "sslmode=verify-full"),
        with_query(&url, "password=pw-s3cret&sslmode=require"),
        words(&url, "sslmode=require password='pw s3cret'"),
        words(&url, "sslmode = 'verify-full'"),
    ] {
        let e = PgStore::open(&dsn).err().unwrap().to_string();
        assert!(e.contains("TLS"), "{dsn}: {e}");
        assert!(e.contains("server does not support TLS"), "{dsn}: {e}");
        assert!(!e.contains("s3cret"), "{e}");
    }
}

/// The same through the command line: `palace backup` of a store whose DSN asks for TLS.
#[test]
fn the_command_line_says_tls_too() {
    if !server_without_tls() {
        return;
    }
    let url = TestPostgres::shared().fresh_database();
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("palace.toml");
    std::fs::write(
        &config,
        format!(
            "[store]\nbackend = \"postgres\"\nurl = {:?}\n",
            words(&url, "sslmode=verify-full password='pw s3cret'")
        ),
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_palace"))
        .args(["backup", "--config"])
        .arg(&config)
        .arg("--out")
        .arg(dir.path().join("b.txt"))
        .output()
        .unwrap();
    let e = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{e}");
    assert!(
        e.contains("sslmode=verify-full") && e.contains("server does not support TLS"),
        "{e}"
    );
    assert!(e.contains("password=***") && !e.contains("s3cret"), "{e}");
    assert!(!dir.path().join("b.txt").exists());
}
