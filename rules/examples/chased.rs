//! Prints what Palace's chase detector marks, for the Fairy-Stockfish cross-check
//! (`tools/fsf-crosscheck/chase_sets.py` runs it to compare with Fairy-Stockfish's
//! `StateInfo::chased`).
//!
//! Reads lines `variant<TAB>fen<TAB>move move ...` on standard input and prints one line
//! per input line: for each ply `chased-squares|check`, e.g. `c5,d3|+` or `-|`,
//! separated by spaces. A line that cannot be read gives `ERROR <why>`; a move that cannot
//! be played ends its line with `ERROR:<move>:<why>`.
//!
//! ```sh
//! cargo build --release -p palace-rules --example chased
//! printf 'minixiangqi\t4k2/7/7/3n3/7/3R3/2K4 b - - 0 1\td4b5 d2d5\n' \
//!     | target/release/examples/chased
//! ```

use std::io::{BufRead, Write};

use rules::Variant;
use rules::xiangqi::Position;

/// The answer for one input line.
fn trace(line: &str) -> String {
    let mut parts = line.split('\t');
    let (Some(variant), Some(fen)) = (parts.next(), parts.next()) else {
        return "ERROR expected variant<TAB>fen<TAB>moves".to_owned();
    };
    let variant: Variant = match variant.parse() {
        Ok(v) => v,
        Err(e) => return format!("ERROR {e}"),
    };
    let mut pos = match Position::from_fen(variant, fen) {
        Ok(p) => p,
        Err(e) => return format!("ERROR {e}"),
    };
    let mut out = Vec::new();
    for m in parts.next().unwrap_or("").split_whitespace() {
        let mv = match pos.parse_move(m) {
            Ok(mv) => mv,
            Err(e) => {
                out.push(format!("ERROR:{m}:{e}"));
                break;
            }
        };
        let before = pos.clone();
        pos.play_unchecked(mv);
        let chased: Vec<String> = pos
            .chased_by(&before, mv)
            .iter()
            .map(ToString::to_string)
            .collect();
        let chased = if chased.is_empty() {
            "-".to_owned()
        } else {
            chased.join(",")
        };
        out.push(format!(
            "{chased}|{}",
            if pos.is_check() { "+" } else { "" }
        ));
    }
    out.join(" ")
}

fn main() {
    let mut stdin = std::io::stdin().lock();
    let mut stdout = std::io::stdout().lock();
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        match stdin.read_until(b'\n', &mut bytes) {
            Ok(0) => break,
            Ok(_) => {}
            Err(e) => {
                let _ = writeln!(stdout, "ERROR cannot read input: {e}");
                break;
            }
        }
        // A line that is not UTF-8 gets its answer like any other malformed line.
        let answer = match std::str::from_utf8(&bytes) {
            Ok(line) => trace(line.trim_end_matches(['\n', '\r'])),
            Err(_) => "ERROR the line is not UTF-8".to_owned(),
        };
        if writeln!(stdout, "{answer}").is_err() {
            break;
        }
    }
}
