//! Whole games through `palace play --script --json`, one script per ending under
//! `tests/scripts/`. Every `# expect: TEXT` comment in a script must be found in a
//! message printed after the lines before it; no message may be a refusal unless the
//! script says `# refused: TEXT`; no public message may contain a `# never in public:
//! TEXT`.

use std::path::Path;
use std::process::Command;

fn run_script(path: &Path) {
    let data = tempfile::tempdir().unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_palace"))
        .args(["play", "--json", "--data"])
        .arg(data.path())
        .arg("--script")
        .arg(path)
        .output()
        .unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(
        output.status.success(),
        "{}: {}",
        path.display(),
        String::from_utf8_lossy(&output.stderr)
    );
    let messages: Vec<serde_json::Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    for m in &messages {
        let keys: Vec<&str> = m.as_object().unwrap().keys().map(String::as_str).collect();
        assert_eq!(
            keys,
            [
                "error", "picture", "pictures", "place", "text", "to", "user"
            ],
            "{m}"
        );
        let all: Vec<&str> = m["pictures"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p.as_str().unwrap())
            .collect();
        assert_eq!(m["picture"].as_str(), all.first().copied(), "{m}");
        for p in all {
            let bytes = std::fs::read(p).unwrap();
            assert!(
                bytes.starts_with(b"\x89PNG") || bytes.starts_with(b"GIF89a"),
                "{p}"
            );
        }
    }
    let script = std::fs::read_to_string(path).unwrap();
    let allowed: Vec<&str> = script
        .lines()
        .filter_map(|l| l.strip_prefix("# refused: "))
        .collect();
    for m in &messages {
        if m["error"] == true {
            let text = m["text"].as_str().unwrap();
            assert!(
                allowed.iter().any(|a| text.contains(a)),
                "{}: unexpected refusal: {text}",
                path.display()
            );
        }
    }
    let texts: Vec<&str> = messages
        .iter()
        .map(|m| m["text"].as_str().unwrap())
        .collect();
    for never in script
        .lines()
        .filter_map(|l| l.strip_prefix("# never in public: "))
    {
        for m in messages.iter().filter(|m| m["to"] == "public") {
            let text = m["text"].as_str().unwrap();
            assert!(
                !text.contains(never),
                "{}: a public message says {never:?}: {text}",
                path.display()
            );
        }
    }
    for want in script.lines().filter_map(|l| l.strip_prefix("# expect: ")) {
        assert!(
            texts.iter().any(|t| t.contains(want)),
            "{}: no message contains {want:?}; got:\n{}",
            path.display(),
            texts.join("\n")
        );
    }
}

#[test]
fn every_script_plays_to_its_expected_end() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scripts");
    let mut n = 0;
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    paths.sort();
    for path in paths
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "play"))
    {
        run_script(path);
        n += 1;
    }
    assert!(n >= 9, "{n} scripts");
}

#[test]
fn every_picture_gets_a_file_of_its_own() {
    let data = tempfile::tempdir().unwrap();
    let play = |lines: &str| -> Vec<String> {
        let script = data.path().join("lines.play");
        std::fs::write(&script, lines).unwrap();
        let output = Command::new(env!("CARGO_BIN_EXE_palace"))
            .args(["play", "--json", "--data"])
            .arg(data.path().join("store"))
            .arg("--script")
            .arg(&script)
            .output()
            .unwrap();
        assert!(output.status.success());
        String::from_utf8(output.stdout)
            .unwrap()
            .lines()
            .filter_map(|l| {
                let m: serde_json::Value = serde_json::from_str(l).unwrap();
                m["picture"].as_str().map(str::to_owned)
            })
            .collect()
    };
    // The start board, /board, a flipped one, the same again, and a move taken back (its
    // board is the start position once more): each shows ply 0 of game 1.
    let first = play(
        "alice: /challenge @bob minixiangqi side:red\nbob: /accept\nalice: /board\n\
         bob: /board flip:true\nbob: /board\nalice: /move b1b3\nalice: /takeback request\n\
         bob: /takeback accept\n",
    );
    // Later, in another run on the same store, the same board again.
    let later = play("alice: /board game:1\nbob: /board game:1\n");
    let all: Vec<&String> = first.iter().chain(&later).collect();
    assert_eq!((first.len(), later.len()), (6, 2), "{all:?}");
    let mut unique = all.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), all.len(), "{all:?}");
    assert!(all.iter().all(|p| Path::new(p).exists()));
    assert!(first[0].ends_with("game-1-ply-0.png"), "{first:?}");
    assert!(first[1].ends_with("game-1-ply-0-2.png"), "{first:?}");
    assert!(first[2].ends_with("game-1-ply-0-3.png"), "{first:?}");
}
