//! Files and folders that only their owner may read: the data directory (the store, the
//! clock, pictures), backups, and a check of the config file. On Unix, folders are made
//! 0700 and files 0600 whatever the umask; elsewhere the system's defaults apply.

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::Path;

/// Creates `dir` and any missing parents, each owner-only (an existing one is left as it
/// is: see [`too_open`]).
pub fn create_dir_all(dir: &Path) -> std::io::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(dir)
}

/// Creates `path`, which must not exist yet, owner-only.
pub fn create_new(path: &Path) -> std::io::Result<File> {
    let mut options = OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options.open(path)
}

/// Writes `bytes` to `path`, created owner-only if it is new.
pub fn write(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut options = OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options.open(path)?.write_all(bytes)
}

/// The permission bits of `path` when someone besides its owner may use it (`mask`:
/// `0o077` for any access by the group or others, `0o044` to read, `0o022` to write);
/// `None` when only the owner may, or the file cannot be looked at (or not on Unix).
pub fn too_open(path: &Path, mask: u32) -> Option<u32> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(path).ok()?.permissions().mode() & 0o7777;
        (mode & mask != 0).then_some(mode)
    }
    #[cfg(not(unix))]
    {
        let _ = (path, mask);
        None
    }
}

#[cfg(unix)]
#[cfg(test)]
mod tests {
    use std::os::unix::fs::PermissionsExt;

    use super::*;

    fn mode(p: &Path) -> u32 {
        std::fs::metadata(p).unwrap().permissions().mode() & 0o777
    }

    #[test]
    fn folders_and_files_are_the_owners_only() {
        let dir = tempfile::tempdir().unwrap();
        let deep = dir.path().join("a/b");
        create_dir_all(&deep).unwrap();
        assert_eq!(mode(&dir.path().join("a")), 0o700);
        assert_eq!(mode(&deep), 0o700);
        let f = deep.join("f");
        create_new(&f).unwrap().write_all(b"x").unwrap();
        assert_eq!(mode(&f), 0o600);
        assert!(create_new(&f).is_err(), "never over an existing file");
        let g = deep.join("g");
        write(&g, b"1").unwrap();
        write(&g, b"2").unwrap();
        assert_eq!(mode(&g), 0o600);
        assert_eq!(std::fs::read(&g).unwrap(), b"2");
        assert_eq!(too_open(&g, 0o077), None);
        std::fs::set_permissions(&g, std::fs::Permissions::from_mode(0o640)).unwrap();
        assert_eq!(too_open(&g, 0o044), Some(0o640));
        assert_eq!(too_open(&g, 0o022), None);
        assert_eq!(too_open(&dir.path().join("missing"), 0o077), None);
    }
}
