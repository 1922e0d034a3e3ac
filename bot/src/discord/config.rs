//! `palace serve`'s settings: read from a TOML file (see `config.example.toml`), every
//! mistake named with its place in the file; everything has a default so that Palace
//! runs without a file.

use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::service;

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
    /// Another Discord API base, for tests (`http://127.0.0.1:PORT`).
    pub api_base: Option<String>,
}

impl Default for ServeConfig {
    fn default() -> ServeConfig {
        ServeConfig {
            data_dir: PathBuf::from("palace-data"),
            log: "info,serenity=warn,poise=warn".to_owned(),
            games: service::Config::default(),
            clock_seconds: 60,
            dev_guild: None,
            api_base: None,
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
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct Games {
    default_days: Option<u32>,
    challenge_days: Option<u32>,
    clock_seconds: Option<u64>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct Discord {
    dev_guild: Option<u64>,
    api_base: Option<String>,
}

impl ServeConfig {
    /// Reads `path`; a relative `data_dir` is taken from the file's folder.
    pub fn load(path: &Path) -> Result<ServeConfig, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read the config file {}: {e}", path.display()))?;
        let mut config = ServeConfig::parse(&text)
            .map_err(|e| format!("the config file {} is not right: {e}", path.display()))?;
        if config.data_dir.is_relative()
            && let Some(dir) = path.parent()
        {
            config.data_dir = dir.join(&config.data_dir);
        }
        Ok(config)
    }

    /// Reads a config from TOML text.
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
            tracing_subscriber::EnvFilter::try_new(&log)
                .map_err(|e| format!("log = {log:?} is not a log filter: {e}"))?;
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
        if let Some(s) = file.games.clock_seconds {
            if !(1..=3600).contains(&s) {
                return Err(format!("[games] clock_seconds = {s}: it must be 1 to 3600"));
            }
            c.clock_seconds = s;
        }
        c.dev_guild = file.discord.dev_guild;
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
        Ok(c)
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
        let text = include_str!("../../../config.example.toml");
        let c = ServeConfig::parse(text).unwrap();
        assert_eq!(c.games, ServeConfig::default().games);
        assert_eq!(c.clock_seconds, 60);
        assert_eq!(c.api_base, None);
    }

    #[test]
    fn mistakes_are_named() {
        let e = ServeConfig::parse("[games]\ndefault_days = 30\n").unwrap_err();
        assert!(e.contains("default_days = 30"), "{e}");
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
    fn settings_are_read() {
        let c = ServeConfig::parse(
            "data_dir = \"/var/lib/palace\"\n[games]\ndefault_days = 2\n[discord]\ndev_guild = 42\napi_base = \"http://127.0.0.1:9/\"\n",
        )
        .unwrap();
        assert_eq!(c.data_dir, PathBuf::from("/var/lib/palace"));
        assert_eq!(c.games.default_days, 2);
        assert_eq!(c.dev_guild, Some(42));
        assert_eq!(c.api_base.as_deref(), Some("http://127.0.0.1:9"));
    }
}
