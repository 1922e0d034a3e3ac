//! The guard of the voice: no sentence meant for a player is formed in `rules/`, `render/`
//! or the service (`bot/src/service/`); they hand over values and the voice
//! (`bot/src/voice/`) words them. ARCHITECTURE.md says what the guard allows.
//!
//! A literal is "sentence-like" as `../shared/tools/sentence_literals.py` counts them: three
//! words or more, two lower-case words in a row. Allowed: comments and doc comments, test
//! modules (`#[cfg(test)]` and what follows it in a file), and literals inside calls that
//! speak to programmers and operators, never to players: `tracing::…!` logs, `assert…!`,
//! `panic!`, `unreachable!`, `.expect(…)`.

use std::path::{Path, PathBuf};

/// Calls whose literals are for programmers and operators.
const ALLOWED_CALLS: &[&str] = &[
    "warn!",
    "info!",
    "error!",
    "debug!",
    "trace!",
    "assert!",
    "assert_eq!",
    "assert_ne!",
    "debug_assert!",
    "debug_assert_eq!",
    "panic!",
    "unreachable!",
    "expect",
];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Whether a literal reads as a sentence (the shared tool's rule).
fn sentence_like(lit: &str) -> bool {
    let words = lit
        .split(|c: char| !(c.is_ascii_alphabetic() || c == '\''))
        .filter(|w| !w.is_empty())
        .count();
    let lower_pair = lit.split(' ').collect::<Vec<_>>().windows(2).any(|w| {
        let lower = |s: &str| {
            let tail: String = s
                .chars()
                .rev()
                .take_while(|c| c.is_ascii_lowercase())
                .collect();
            let head: String = s.chars().take_while(|c| c.is_ascii_lowercase()).collect();
            (tail.len() >= 2, head.len() >= 2)
        };
        lower(w[0]).0 && lower(w[1]).1
    });
    words >= 3 && lower_pair
}

/// The sentence-like literals of `source` (its code before any `#[cfg(test)]`) outside
/// comments and the allowed calls, with their lines.
fn sentences(source: &str) -> Vec<(usize, String)> {
    let code = source.split("#[cfg(test)]").next().unwrap_or("");
    let chars: Vec<char> = code.chars().collect();
    let mut found = Vec::new();
    // Each open bracket, and whether it belongs to an allowed call.
    let mut stack: Vec<bool> = Vec::new();
    let (mut i, mut line) = (0, 1);
    let callee = |end: usize| -> String {
        // The name before an opening bracket: `warn!`, `expect`, `tracing::info!`.
        let mut j = end;
        while j > 0 && chars[j - 1].is_whitespace() {
            j -= 1;
        }
        let stop = j;
        while j > 0
            && (chars[j - 1].is_alphanumeric() || chars[j - 1] == '_' || chars[j - 1] == '!')
        {
            j -= 1;
        }
        chars[j..stop].iter().collect()
    };
    while i < chars.len() {
        let c = chars[i];
        match c {
            '\n' => line += 1,
            '/' if chars.get(i + 1) == Some(&'/') => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
                continue;
            }
            '/' if chars.get(i + 1) == Some(&'*') => {
                while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                    if chars[i] == '\n' {
                        line += 1;
                    }
                    i += 1;
                }
                i += 2;
                continue;
            }
            '\'' => {
                // A char literal ('"', '\n') is skipped; a lifetime is not one.
                if chars.get(i + 2) == Some(&'\'') {
                    i += 3;
                    continue;
                }
                if chars.get(i + 1) == Some(&'\\') {
                    let mut j = i + 2;
                    while j < chars.len() && chars[j] != '\'' {
                        j += 1;
                    }
                    i = j + 1;
                    continue;
                }
            }
            '(' | '[' | '{' => {
                let allowed = stack.last().copied().unwrap_or(false)
                    || ALLOWED_CALLS.iter().any(|a| callee(i).ends_with(a));
                stack.push(allowed);
            }
            ')' | ']' | '}' => {
                stack.pop();
            }
            '"' | 'r' => {
                // A string or raw string literal.
                let (start, hashes) = if c == 'r' {
                    let mut j = i + 1;
                    while chars.get(j) == Some(&'#') {
                        j += 1;
                    }
                    let is_raw = chars.get(j) == Some(&'"')
                        && (i == 0 || !(chars[i - 1].is_alphanumeric() || chars[i - 1] == '_'));
                    if !is_raw {
                        i += 1;
                        continue;
                    }
                    (j + 1, j - i - 1)
                } else {
                    (i + 1, 0)
                };
                let mut j = start;
                let mut text = String::new();
                let begin = line;
                while let Some(&d) = chars.get(j) {
                    if d == '\\' && c != 'r' {
                        text.push(d);
                        if let Some(&e) = chars.get(j + 1) {
                            text.push(e);
                        }
                        j += 2;
                        continue;
                    }
                    if d == '"' && chars[j + 1..].iter().take(hashes).all(|h| *h == '#') {
                        j += 1 + hashes;
                        break;
                    }
                    if d == '\n' {
                        line += 1;
                    }
                    text.push(d);
                    j += 1;
                }
                if !stack.last().copied().unwrap_or(false) && sentence_like(&text) {
                    found.push((begin, text));
                }
                i = j;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    found
}

#[test]
fn no_sentence_is_formed_below_the_voice() {
    let root = root();
    let mut files = Vec::new();
    for dir in ["rules/src", "render/src", "bot/src/service"] {
        rust_files(&root.join(dir), &mut files);
    }
    let mut offenders = Vec::new();
    for path in &files {
        let rel = path
            .strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        for (line, text) in sentences(&std::fs::read_to_string(path).unwrap()) {
            offenders.push(format!("{rel}:{line}: {text:?}"));
        }
    }
    assert!(
        offenders.is_empty(),
        "sentences formed below the voice (word them in bot/src/voice):\n{}",
        offenders.join("\n")
    );
}

#[test]
fn the_guard_finds_sentences_and_allows_what_it_says() {
    let source = r#"
        // "a comment says what it likes"
        fn f() -> String {
            tracing::warn!(game = 1, "the operator reads this one");
            let x = thing.expect("a programmer reads this one");
            assert!(
                ok,
                "spanning lines is allowed too"
            );
            let c = '"';
            format!("a player reads this one {c}")
        }
        #[cfg(test)]
        mod tests { const T: &str = "test words are fine here"; }
    "#;
    let found = sentences(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].1, "a player reads this one {c}");
    assert!(!sentence_like("C2=5 H8+7"));
    assert!(!sentence_like("Game {}"));
    assert!(sentence_like("it is not your turn"));
}
