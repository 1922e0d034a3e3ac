//! Palace's settings, read by `palace serve` and, with `--config`, by `palace play`,
//! `backup` and `restore`: from a TOML file (see `config.example.toml`), every mistake named
//! with its place in the file; everything has a default so that Palace runs without a file.

use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::service;
use crate::store::StoreConfig;

/// Which store backs the bot.
#[derive(Clone, PartialEq, Eq)]
pub enum Backend {
    /// sled in `data_dir/store` (the default; one process).
    Sled,
    /// PostgreSQL at this URL (several processes may share it).
    Postgres(String),
}

impl std::fmt::Debug for Backend {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Backend::Sled => f.write_str("Sled"),
            Backend::Postgres(url) => {
                write!(f, "Postgres({})", crate::store::without_password(url))
            }
        }
    }
}

/// The shards one process runs: `first..end` of `total` (Discord's gateway sharding).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Shards {
    /// The first shard of this process.
    pub first: u32,
    /// One past the last shard of this process.
    pub end: u32,
    /// How many shards the bot has in all.
    pub total: u32,
}

impl std::str::FromStr for Shards {
    type Err = String;

    /// Reads `A..B/N`: shards A to B-1 of N (`0..2/4` is the first half of four).
    fn from_str(text: &str) -> Result<Shards, String> {
        let bad = || {
            format!("shards {text:?}: write FIRST..END/TOTAL, e.g. 0..2/4 for shards 0 and 1 of 4")
        };
        let (range, total) = text.trim().split_once('/').ok_or_else(bad)?;
        let (first, end) = range.split_once("..").ok_or_else(bad)?;
        let num = |t: &str| t.trim().parse::<u32>().map_err(|_| bad());
        let (first, end, total) = (num(first)?, num(end)?, num(total)?);
        if total == 0 || first >= end || end > total {
            return Err(format!(
                "shards {text:?}: need FIRST < END <= TOTAL and TOTAL >= 1 (got {first}..{end}/{total})"
            ));
        }
        Ok(Shards { first, end, total })
    }
}

impl std::fmt::Display for Shards {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}..{}/{}", self.first, self.end, self.total)
    }
}

/// Where `https://discord.com` is reached instead of Discord (the fake Discord's TLS side):
/// its address, and the authority whose certificate alone is trusted there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApiAddress {
    /// The address `discord.com` resolves to.
    pub address: std::net::SocketAddr,
    /// A PEM file with the certificate of the authority that signed the server's.
    pub ca_file: PathBuf,
}

/// Everything `palace serve` is told, with defaults.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServeConfig {
    /// Where the store lives (created if missing).
    pub data_dir: PathBuf,
    /// The log filter (`tracing` syntax); `RUST_LOG` overrides it.
    pub log: String,
    /// Days per move and challenge expiry.
    pub games: service::Config,
    /// Seconds between two looks at the clock.
    pub clock_seconds: u64,
    /// A guild whose commands are registered at once (development); else global.
    pub dev_guild: Option<u64>,
    /// Whether Palace reads every message in its games' threads (Discord's privileged
    /// message-content intent, which the application must be granted): then a bare move
    /// typed there by the player to move is played. Without it, only messages that mention
    /// Palace and DMs to it are read.
    pub read_messages: bool,
    /// Another Discord API base, for tests (`http://127.0.0.1:PORT`); serenity's rate
    /// limiter is off there (it would ignore the base), Palace's retries wait instead.
    pub api_base: Option<String>,
    /// Discord's own API (`https://discord.com`) reached at another address, for tests:
    /// the rate limiter stays on, as against Discord.
    pub api_address: Option<ApiAddress>,
    /// The store's backend.
    pub backend: Backend,
    /// The shards this process runs (all of them, automatically, if `None`).
    pub shards: Option<Shards>,
    /// How much one person may ask of the bot (the challenge limits are in `games`).
    pub limits: crate::fair_use::Limits,
    /// Where the games' pages are served (`[web]`; none: no pages, no links to them).
    pub web: Option<crate::web::WebConfig>,
}

impl Default for ServeConfig {
    fn default() -> ServeConfig {
        ServeConfig {
            data_dir: PathBuf::from("palace-data"),
            log: "info,serenity=warn,poise=warn".to_owned(),
            games: service::Config::default(),
            clock_seconds: 60,
            dev_guild: None,
            read_messages: false,
            api_base: None,
            api_address: None,
            backend: Backend::Sled,
            shards: None,
            limits: crate::fair_use::Limits::default(),
            web: None,
        }
    }
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct File {
    data_dir: Option<PathBuf>,
    log: Option<String>,
    #[serde(default)]
    games: Games,
    #[serde(default)]
    discord: Discord,
    #[serde(default)]
    store: StoreSection,
    #[serde(default)]
    limits: LimitsSection,
    web: Option<WebSection>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct WebSection {
    listen: Option<String>,
    base_url: Option<String>,
    behind_proxy: Option<bool>,
    requests_per_second: Option<u32>,
    request_burst: Option<u32>,
}

impl WebSection {
    /// The pages' settings, or what is wrong with them.
    fn read(self) -> Result<crate::web::WebConfig, String> {
        let mut web = crate::web::WebConfig::default();
        if let Some(listen) = self.listen {
            web.listen = listen.parse().map_err(|_| {
                format!(
                    "[web] listen = {listen:?}: write an address and port like \"127.0.0.1:8080\""
                )
            })?;
        }
        if let Some(base) = self.base_url {
            let rest = base
                .strip_prefix("https://")
                .or_else(|| base.strip_prefix("http://"));
            match rest {
                Some(host)
                    if !host.is_empty()
                        && !host.starts_with('/')
                        && !host.contains(['?', '#', ' ', '"', '<', '>']) => {}
                _ => {
                    return Err(format!(
                        "[web] base_url = {base:?}: write the address the pages are reached at, like \"https://palace.example.org\" (no query, no fragment)"
                    ));
                }
            }
            web.base_url = Some(base.trim_end_matches('/').to_owned());
        }
        web.behind_proxy = self.behind_proxy.unwrap_or(false);
        for (name, value, field) in [
            (
                "requests_per_second",
                self.requests_per_second,
                &mut web.requests_per_second,
            ),
            ("request_burst", self.request_burst, &mut web.request_burst),
        ] {
            match value {
                Some(n @ 1..=10_000) => *field = n,
                Some(n) => return Err(format!("[web] {name} = {n}: it must be 1 to 10000")),
                None => {}
            }
        }
        Ok(web)
    }
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct LimitsSection {
    commands_per_minute: Option<u32>,
    command_burst: Option<u32>,
    heavy_per_user: Option<u32>,
    heavy_at_once: Option<u32>,
    heavy_queue: Option<u32>,
    suggestions_per_minute: Option<u32>,
    open_challenges: Option<u32>,
    engine_games: Option<u32>,
    challenge_notice_minutes: Option<u32>,
    swiss_players: Option<u32>,
    round_robin_players: Option<u32>,
}

impl LimitsSection {
    /// Sets what the section says in `c` and checks it.
    fn apply(self, c: &mut ServeConfig) -> Result<(), String> {
        let l = &mut c.limits;
        let fields = [
            (self.commands_per_minute, &mut l.commands_per_minute),
            (self.command_burst, &mut l.command_burst),
            (self.heavy_per_user, &mut l.heavy_per_user),
            (self.heavy_at_once, &mut l.heavy_at_once),
            (self.heavy_queue, &mut l.heavy_queue),
            (self.suggestions_per_minute, &mut l.suggestions_per_minute),
        ];
        for (value, field) in fields {
            if let Some(v) = value {
                *field = v;
            }
        }
        l.check()?;
        if let Some(n) = self.open_challenges {
            if !(1..=100).contains(&n) {
                return Err(format!(
                    "[limits] open_challenges = {n}: it must be 1 to 100"
                ));
            }
            c.games.open_challenges = n as usize;
        }
        if let Some(n) = self.engine_games {
            if !(1..=50).contains(&n) {
                return Err(format!("[limits] engine_games = {n}: it must be 1 to 50"));
            }
            c.games.engine_games = n as usize;
        }
        // The most players a tournament takes (`/tournament players:` goes up to 64).
        for (value, name, field) in [
            (
                self.swiss_players,
                "swiss_players",
                &mut c.games.swiss_players,
            ),
            (
                self.round_robin_players,
                "round_robin_players",
                &mut c.games.round_robin_players,
            ),
        ] {
            if let Some(n) = value {
                if !(3..=64).contains(&n) {
                    return Err(format!("[limits] {name} = {n}: it must be 3 to 64"));
                }
                *field = n;
            }
        }
        if let Some(m) = self.challenge_notice_minutes {
            if m > 7 * 24 * 60 {
                return Err(format!(
                    "[limits] challenge_notice_minutes = {m}: it must be at most 10080 (a week)"
                ));
            }
            c.games.challenge_notice_minutes = m;
        }
        Ok(())
    }
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct StoreSection {
    backend: Option<String>,
    url: Option<String>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct Games {
    default_days: Option<u32>,
    challenge_days: Option<u32>,
    vacation_days: Option<u32>,
    level8_seconds: Option<u32>,
    clock_seconds: Option<u64>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct Discord {
    dev_guild: Option<u64>,
    read_messages: Option<bool>,
    api_base: Option<String>,
    api_address: Option<String>,
    api_ca_file: Option<PathBuf>,
    shards: Option<String>,
}

/// A log filter (`info`, `palace=debug,serenity=warn`) as `log =` or `RUST_LOG` give it.
/// Each directive is trimmed first (tracing-subscriber 0.3 slices a directive with leading
/// spaces at byte positions of its trimmed text and panics on a non-ASCII letter there,
/// found by fuzzing: `" aé=info"`), and field values are matched as plain text, not
/// compiled as regular expressions (a 258-byte filter took 150 s to compile).
pub fn log_filter(text: &str) -> Result<tracing_subscriber::EnvFilter, String> {
    let directives: Vec<&str> = text
        .split(',')
        .map(str::trim)
        .filter(|d| !d.is_empty())
        .collect();
    tracing_subscriber::EnvFilter::builder()
        .with_regex(false)
        .parse(directives.join(","))
        .map_err(|e| e.to_string())
}

impl ServeConfig {
    /// Reads `path`; a relative `data_dir` is taken from the file's folder.
    pub fn load(path: &Path) -> Result<ServeConfig, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read the config file {}: {e}", path.display()))?;
        let mut config = ServeConfig::parse(&text)
            .map_err(|e| format!("the config file {} is not right: {e}", path.display()))?;
        if let Some(dir) = path.parent() {
            if config.data_dir.is_relative() {
                config.data_dir = dir.join(&config.data_dir);
            }
            if let Some(a) = &mut config.api_address
                && a.ca_file.is_relative()
            {
                a.ca_file = dir.join(&a.ca_file);
            }
        }
        Ok(config)
    }

    /// Reads a config from TOML text (see [`log_filter`] for `log`).
    pub fn parse(text: &str) -> Result<ServeConfig, String> {
        let file: File = toml::from_str(text).map_err(|e| e.to_string().trim().to_owned())?;
        let mut c = ServeConfig::default();
        if let Some(d) = file.data_dir {
            if d.as_os_str().is_empty() {
                return Err("data_dir is empty".to_owned());
            }
            c.data_dir = d;
        }
        if let Some(log) = file.log {
            log_filter(&log).map_err(|e| format!("log = {log:?} is not a log filter: {e}"))?;
            c.log = log;
        }
        if let Some(d) = file.games.default_days {
            if !(1..=14).contains(&d) {
                return Err(format!("[games] default_days = {d}: it must be 1 to 14"));
            }
            c.games.default_days = d;
        }
        if let Some(d) = file.games.challenge_days {
            if !(1..=60).contains(&d) {
                return Err(format!("[games] challenge_days = {d}: it must be 1 to 60"));
            }
            c.games.challenge_days = d;
        }
        if let Some(d) = file.games.vacation_days {
            if d > 365 {
                return Err(format!(
                    "[games] vacation_days = {d}: it must be 0 (no vacations) to 365"
                ));
            }
            c.games.vacation_days = d;
        }
        if let Some(s) = file.games.level8_seconds {
            if !(1..=60).contains(&s) {
                return Err(format!(
                    "[games] level8_seconds = {s}: it must be 1 to 60 (Palace's thinking time at level 8)"
                ));
            }
            c.games.level8_seconds = s;
        }
        if let Some(s) = file.games.clock_seconds {
            if !(1..=3600).contains(&s) {
                return Err(format!("[games] clock_seconds = {s}: it must be 1 to 3600"));
            }
            c.clock_seconds = s;
        }
        c.dev_guild = file.discord.dev_guild;
        c.read_messages = file.discord.read_messages.unwrap_or(false);
        if let Some(base) = file.discord.api_base {
            let base = base.trim_end_matches('/').to_owned();
            let rest = base
                .strip_prefix("http://")
                .or_else(|| base.strip_prefix("https://"));
            if rest.is_none_or(|r| r.is_empty() || r.contains(char::is_whitespace)) {
                return Err(format!(
                    "[discord] api_base = {base:?}: write a base URL like \"http://127.0.0.1:8080\""
                ));
            }
            c.api_base = Some(base);
        }
        c.api_address = match (file.discord.api_address, file.discord.api_ca_file) {
            (None, None) => None,
            (Some(a), Some(ca_file)) => {
                let address = a.trim().parse().map_err(|_| {
                    format!(
                        "[discord] api_address = {a:?}: write an address like \"127.0.0.1:8443\""
                    )
                })?;
                if c.api_base.is_some() {
                    return Err(
                        "[discord] api_base and api_address are two ways to reach another Discord: keep one"
                            .to_owned(),
                    );
                }
                Some(ApiAddress { address, ca_file })
            }
            (Some(_), None) => {
                return Err(
                    "[discord] api_address needs api_ca_file, the authority its certificate comes from"
                        .to_owned(),
                );
            }
            (None, Some(_)) => {
                return Err("[discord] api_ca_file is set without api_address".to_owned());
            }
        };
        file.limits.apply(&mut c)?;
        if let Some(web) = file.web {
            c.serve_pages(web.read()?);
        }
        if let Some(s) = file.discord.shards {
            c.shards = Some(s.parse::<Shards>().map_err(|e| format!("[discord] {e}"))?);
        }
        c.backend = match (file.store.backend.as_deref(), file.store.url) {
            (None | Some("sled"), None) => Backend::Sled,
            (None | Some("sled"), Some(_)) => {
                return Err(
                    "[store] url is set but backend is sled: add backend = \"postgres\" or remove url"
                        .to_owned(),
                );
            }
            (Some("postgres"), Some(url)) => {
                crate::store::PgStore::check_url(&url).map_err(|e| {
                    format!(
                        "[store] url = {:?} is not a PostgreSQL URL ({e}); write e.g. \"postgres://palace:PASSWORD@localhost:5432/palace\"",
                        crate::store::without_password(&url)
                    )
                })?;
                Backend::Postgres(url)
            }
            (Some("postgres"), None) => {
                return Err(
                    "[store] backend = \"postgres\" needs url = \"postgres://USER:PASSWORD@HOST:PORT/DATABASE\""
                        .to_owned(),
                );
            }
            (Some(other), _) => {
                return Err(format!(
                    "[store] backend = {other:?}: it must be \"sled\" or \"postgres\""
                ));
            }
        };
        Ok(c)
    }

    /// Serves the games' pages as `web` says, their address in every game's messages.
    pub fn serve_pages(&mut self, web: crate::web::WebConfig) {
        self.games.pages = Some(web.base());
        self.web = Some(web);
    }

    /// Where the store is: sled under the data directory, or the PostgreSQL database.
    pub fn store(&self) -> StoreConfig {
        match &self.backend {
            Backend::Sled => StoreConfig::Sled(self.data_dir.join("store")),
            Backend::Postgres(url) => StoreConfig::Postgres(url.clone()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_file_gives_the_defaults() {
        assert_eq!(ServeConfig::parse("").unwrap(), ServeConfig::default());
    }

    #[test]
    fn the_example_file_is_valid_and_says_the_defaults() {
        let text = include_str!("../../config.example.toml");
        let c = ServeConfig::parse(text).unwrap();
        assert_eq!(c.games, ServeConfig::default().games);
        assert_eq!(c.limits, ServeConfig::default().limits);
        assert_eq!(c.clock_seconds, 60);
        assert_eq!(c.api_base, None);
    }

    #[test]
    fn the_pages_are_served_only_with_a_web_section() {
        let c = ServeConfig::parse("").unwrap();
        assert_eq!((c.web, c.games.pages), (None, None));
        let c = ServeConfig::parse("[web]\n").unwrap();
        let web = c.web.unwrap();
        assert_eq!(web.listen.to_string(), "127.0.0.1:8080");
        assert_eq!(c.games.pages.as_deref(), Some("http://127.0.0.1:8080"));
        let c = ServeConfig::parse(
            "[web]\nlisten = \"0.0.0.0:9000\"\nbase_url = \"https://palace.example.org/\"\nbehind_proxy = true\n",
        )
        .unwrap();
        let web = c.web.unwrap();
        assert_eq!(web.listen.to_string(), "0.0.0.0:9000");
        assert!(web.behind_proxy);
        assert_eq!(c.games.pages.as_deref(), Some("https://palace.example.org"));
        for (bad, said) in [
            (
                "listen = \"localhost\"",
                "[web] listen = \"localhost\": write an address and port",
            ),
            (
                "base_url = \"palace.example.org\"",
                "[web] base_url = \"palace.example.org\": write the address",
            ),
            ("base_url = \"https://x.org/?a=1\"", "no query, no fragment"),
            ("base_url = \"https://\"", "[web] base_url"),
            ("port = 80", "unknown field `port`"),
            (
                "requests_per_second = 0",
                "[web] requests_per_second = 0: it must be 1 to 10000",
            ),
        ] {
            let e = ServeConfig::parse(&format!("[web]\n{bad}\n")).unwrap_err();
            assert!(e.contains(said), "{bad}: {e}");
        }
    }

    #[test]
    fn mistakes_are_named() {
        let e = ServeConfig::parse("[games]\ndefault_days = 30\n").unwrap_err();
        assert!(e.contains("default_days = 30"), "{e}");
        let e = ServeConfig::parse("[games]\nvacation_days = 400\n").unwrap_err();
        assert!(e.contains("vacation_days = 400: it must be 0"), "{e}");
        for bad in [0, 61] {
            let e = ServeConfig::parse(&format!("[games]\nlevel8_seconds = {bad}\n")).unwrap_err();
            assert!(
                e.contains(&format!("level8_seconds = {bad}: it must be 1 to 60")),
                "{e}"
            );
        }
        let c = ServeConfig::parse("[games]\nlevel8_seconds = 12\n").unwrap();
        assert_eq!(c.games.level8_seconds, 12);
        let e = ServeConfig::parse("[discord]\napi_base = \"127.0.0.1\"\n").unwrap_err();
        assert!(e.contains("api_base"), "{e}");
        let e = ServeConfig::parse("colour = 1\n").unwrap_err();
        assert!(e.contains("colour"), "{e}");
        let e = ServeConfig::parse("log = \"info,[\"\n").unwrap_err();
        assert!(e.contains("log"), "{e}");
        let e = ServeConfig::parse("[discord]\ntoken = \"x\"\n").unwrap_err();
        assert!(e.contains("token"), "{e}");
    }

    #[test]
    fn the_store_and_shards_are_read_and_checked() {
        let c = ServeConfig::parse(
            "[store]\nbackend = \"postgres\"\nurl = \"postgres://p:pw@127.0.0.1:5432/palace\"\n[discord]\nshards = \"1..3/4\"\n",
        )
        .unwrap();
        assert_eq!(
            c.backend,
            Backend::Postgres("postgres://p:pw@127.0.0.1:5432/palace".into())
        );
        assert!(!format!("{c:?}").contains("pw@"), "{c:?}");
        assert_eq!(
            c.shards,
            Some(Shards {
                first: 1,
                end: 3,
                total: 4
            })
        );
        assert_eq!(
            ServeConfig::parse("[store]\nbackend = \"sled\"\n")
                .unwrap()
                .backend,
            Backend::Sled
        );
        for (text, says) in [
            ("[store]\nbackend = \"postgres\"\n", "needs url"),
            (
                "[store]\nbackend = \"mysql\"\n",
                "must be \"sled\" or \"postgres\"",
            ),
            ("[store]\nurl = \"postgres://x@y/z\"\n", "backend is sled"),
            (
                "[store]\nbackend = \"postgres\"\nurl = \"postgres://u:pw@h:notaport/d\"\n",
                "not a PostgreSQL URL",
            ),
            ("[discord]\nshards = \"2..2/4\"\n", "FIRST < END"),
            ("[discord]\nshards = \"0..5/4\"\n", "FIRST < END"),
            ("[discord]\nshards = \"half\"\n", "FIRST..END/TOTAL"),
        ] {
            let e = ServeConfig::parse(text).unwrap_err();
            assert!(e.contains(says), "{text}: {e}");
            assert!(!e.contains(":pw@"), "{e}");
        }
    }

    #[test]
    fn every_dsn_form_is_read_and_its_password_never_shown() {
        for url in [
            "postgres://p:pw-s3cret@db/palace?sslmode=verify-full",
            "postgres://p@db/palace?sslmode=verify-ca&sslrootcert=/etc/palace/ca.pem&password=pw-s3cret",
            "host=db user=p password='pw-s3cret x' sslmode=require",
        ] {
            let c =
                ServeConfig::parse(&format!("[store]\nbackend = \"postgres\"\nurl = {url:?}\n"))
                    .unwrap();
            assert_eq!(c.backend, Backend::Postgres(url.into()));
            assert!(!format!("{c:?}").contains("s3cret"), "{c:?}");
            assert!(!c.store().describe().contains("s3cret"));
        }
        for url in [
            "host=db password=pw-s3cret sslmode=maybe",
            "host=db password=pw-s3cret port=notaport",
            "postgres://p:pw-s3cret@db/palace?sslmode=allow",
        ] {
            let e =
                ServeConfig::parse(&format!("[store]\nbackend = \"postgres\"\nurl = {url:?}\n"))
                    .unwrap_err();
            assert!(e.contains("not a PostgreSQL URL"), "{e}");
            assert!(!e.contains("s3cret"), "{e}");
        }
    }

    #[test]
    fn limits_are_read_and_checked() {
        let c = ServeConfig::parse(
            "[limits]\ncommands_per_minute = 12\nheavy_at_once = 2\nopen_challenges = 3\nengine_games = 2\nsuggestions_per_minute = 60\nchallenge_notice_minutes = 0\nswiss_players = 32\nround_robin_players = 10\n",
        )
        .unwrap();
        assert_eq!(
            (c.games.swiss_players, c.games.round_robin_players),
            (32, 10)
        );
        assert_eq!(c.limits.commands_per_minute, 12);
        assert_eq!(c.limits.heavy_at_once, 2);
        assert_eq!(c.limits.command_burst, 10, "the rest keep their defaults");
        assert_eq!(c.games.open_challenges, 3);
        assert_eq!(c.games.engine_games, 2);
        assert_eq!(c.limits.suggestions_per_minute, 60);
        assert_eq!(c.games.challenge_notice_minutes, 0);
        for (text, says) in [
            ("[limits]\nheavy_per_user = 0\n", "heavy_per_user = 0"),
            ("[limits]\nopen_challenges = 0\n", "open_challenges = 0"),
            ("[limits]\nengine_games = 0\n", "engine_games = 0"),
            ("[limits]\nswiss_players = 65\n", "swiss_players = 65"),
            (
                "[limits]\nround_robin_players = 2\n",
                "round_robin_players = 2",
            ),
            (
                "[limits]\nsuggestions_per_minute = 0\n",
                "suggestions_per_minute = 0",
            ),
            ("[limits]\nengine_games = 51\n", "engine_games = 51"),
            ("[limits]\ncommands_per_minute = 99999\n", "at most 6000"),
            ("[limits]\nchallenge_notice_minutes = 99999\n", "a week"),
            ("[limits]\nper_second = 3\n", "per_second"),
        ] {
            let e = ServeConfig::parse(text).unwrap_err();
            assert!(e.contains(says), "{text}: {e}");
        }
    }

    #[test]
    fn settings_are_read() {
        let c = ServeConfig::parse(
            "data_dir = \"/var/lib/palace\"\n[games]\ndefault_days = 2\nvacation_days = 0\n[discord]\ndev_guild = 42\nread_messages = true\napi_base = \"http://127.0.0.1:9/\"\n",
        )
        .unwrap();
        assert!(c.read_messages);
        assert!(!ServeConfig::default().read_messages);
        assert_eq!(c.data_dir, PathBuf::from("/var/lib/palace"));
        assert_eq!(c.games.default_days, 2);
        assert_eq!(c.games.vacation_days, 0);
        assert_eq!(c.dev_guild, Some(42));
        assert_eq!(c.api_base.as_deref(), Some("http://127.0.0.1:9"));
    }

    #[test]
    fn another_discord_at_an_address_needs_its_authority() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("palace.toml");
        std::fs::write(
            &path,
            "[discord]\napi_address = \"127.0.0.1:8443\"\napi_ca_file = \"ca.pem\"\n",
        )
        .unwrap();
        let c = ServeConfig::load(&path).unwrap();
        let a = c.api_address.unwrap();
        assert_eq!(a.address, "127.0.0.1:8443".parse().unwrap());
        assert_eq!(
            a.ca_file,
            dir.path().join("ca.pem"),
            "beside the config file"
        );
        for (text, says) in [
            (
                "[discord]\napi_address = \"localhost\"\napi_ca_file = \"ca.pem\"\n",
                "write an address like",
            ),
            (
                "[discord]\napi_address = \"127.0.0.1:8443\"\n",
                "needs api_ca_file",
            ),
            (
                "[discord]\napi_ca_file = \"ca.pem\"\n",
                "without api_address",
            ),
            (
                "[discord]\napi_base = \"http://127.0.0.1:9\"\napi_address = \"127.0.0.1:8443\"\napi_ca_file = \"ca.pem\"\n",
                "keep one",
            ),
        ] {
            let e = ServeConfig::parse(text).unwrap_err();
            assert!(e.contains(says), "{text}: {e}");
        }
    }
}
