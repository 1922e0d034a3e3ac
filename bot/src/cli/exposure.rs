//! What `palace serve` checks at start about who else may read its secrets: the config
//! file (when it holds a database password, or the token itself) and the data directory.
//! Each finding is a warning in the log; the bot starts all the same.

use std::path::Path;

use crate::config::{Backend, ServeConfig};
use crate::owner_only::too_open;

/// The warnings for a bot configured from `config_path` (if any) with `token`.
pub fn warnings(config_path: Option<&Path>, config: &ServeConfig, token: &str) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(path) = config_path {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        let mut secrets = Vec::new();
        if let Backend::Postgres(url) = &config.backend
            && crate::store::without_password(url) != *url
        {
            secrets.push("the database password");
        }
        if !token.is_empty() && text.contains(token) {
            secrets.push("the Discord token");
        }
        if let Some(mode) = too_open(path, 0o022) {
            out.push(format!(
                "the config file {} (mode {mode:o}) may be changed by others than its owner, \
                 who could point the bot elsewhere: chmod 600 {0}",
                path.display()
            ));
        }
        if !secrets.is_empty()
            && let Some(mode) = too_open(path, 0o044)
        {
            out.push(format!(
                "the config file {} holds {} and is readable by others than its owner \
                 (mode {mode:o}): chmod 600 {0}",
                path.display(),
                secrets.join(" and ")
            ));
        }
    }
    if let Some(mode) = too_open(&config.data_dir, 0o077) {
        out.push(format!(
            "the data directory {} (mode {mode:o}) is open to others than its owner: chmod 700 {0}",
            config.data_dir.display()
        ));
    }
    out
}

#[cfg(unix)]
#[cfg(test)]
mod tests {
    use std::os::unix::fs::PermissionsExt;

    use super::*;

    fn chmod(p: &Path, mode: u32) {
        std::fs::set_permissions(p, std::fs::Permissions::from_mode(mode)).unwrap();
    }

    #[test]
    fn a_readable_config_with_a_secret_is_named() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("palace.toml");
        let data = dir.path().join("data");
        crate::owner_only::create_dir_all(&data).unwrap();
        let with_password = format!(
            "data_dir = {:?}\n[store]\nbackend = \"postgres\"\nurl = \"host=h password=pw-s3cret\"\n",
            data.display().to_string()
        );
        std::fs::write(&path, &with_password).unwrap();
        chmod(&path, 0o644);
        let config = ServeConfig::load(&path).unwrap();
        let w = warnings(Some(&path), &config, "tok");
        assert_eq!(w.len(), 1, "{w:?}");
        assert!(
            w[0].contains("database password") && w[0].contains("readable") && w[0].contains("644"),
            "{w:?}"
        );
        assert!(!w[0].contains("s3cret"));
        chmod(&path, 0o600);
        assert!(warnings(Some(&path), &config, "tok").is_empty());
        // The token itself in the file (a comment, say).
        std::fs::write(
            &path,
            format!(
                "# DISCORD_TOKEN=tok-123\ndata_dir = {:?}\n",
                data.display().to_string()
            ),
        )
        .unwrap();
        chmod(&path, 0o640);
        let config = ServeConfig::load(&path).unwrap();
        let w = warnings(Some(&path), &config, "tok-123");
        assert!(w.len() == 1 && w[0].contains("Discord token"), "{w:?}");
        assert!(!w[0].contains("tok-123"));
        // Nothing secret: readable is fine; writable by others is not.
        assert!(warnings(Some(&path), &config, "other").is_empty());
        chmod(&path, 0o666);
        let w = warnings(Some(&path), &config, "other");
        assert!(w.len() == 1 && w[0].contains("changed by others"), "{w:?}");
        // An open data directory.
        chmod(&path, 0o600);
        chmod(&data, 0o755);
        let w = warnings(Some(&path), &config, "other");
        assert!(w.len() == 1 && w[0].contains("data directory"), "{w:?}");
    }
}
