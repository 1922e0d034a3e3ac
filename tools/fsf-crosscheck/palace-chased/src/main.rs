//! Reads lines `variant<TAB>fen<TAB>move move ...` and prints one line per game:
//! for each ply `chased-squares|check` (`c5,d3|+` or `-|`), separated by spaces.
use std::io::BufRead;

use rules::xiangqi::Position;
use rules::Variant;

fn main() {
    let stdin = std::io::stdin();
    for line in stdin.lock().lines() {
        let line = line.unwrap();
        let mut parts = line.split('\t');
        let variant: Variant = parts.next().unwrap().parse().unwrap();
        let fen = parts.next().unwrap();
        let moves: Vec<&str> = parts.next().unwrap_or("").split_whitespace().collect();
        let mut pos = match Position::from_fen(variant, fen) {
            Ok(p) => p,
            Err(e) => {
                println!("ERROR {e}");
                continue;
            }
        };
        let mut out = Vec::new();
        for m in moves {
            let mv = match pos.parse_move(m) {
                Ok(mv) => mv,
                Err(e) => {
                    out.push(format!("ERROR:{m}:{e}"));
                    break;
                }
            };
            let before = pos.clone();
            pos.play_unchecked(mv);
            let chased: Vec<String> = pos.chased_by(&before, mv).iter().map(|s| s.to_string()).collect();
            let chased = if chased.is_empty() { "-".to_owned() } else { chased.join(",") };
            out.push(format!("{chased}|{}", if pos.is_check() { "+" } else { "" }));
        }
        println!("{}", out.join(" "));
    }
}
