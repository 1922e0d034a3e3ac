//! An engine that has a legal move always answers with one, whatever came before: many
//! games in one UCI process, as the match runner plays them (`ucinewgame` between games,
//! each move checked with `go perft 1` first, seeded random openings, move times down to
//! a few milliseconds and clocks nearly run out), every `bestmove` checked against the
//! rules. Issue 46: after 87 games against Fairy-Stockfish in one process, Palace once
//! answered `bestmove (none)` in a position with 38 legal moves.

use std::io::{self, BufRead, Read, Write};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::Duration;

use engine::SplitMix64;
use rules::{Game, Variant, xiangqi};

/// Lines sent to the engine, read as its standard input.
struct Input {
    lines: Receiver<String>,
    buf: Vec<u8>,
    at: usize,
}

impl Read for Input {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        let n = {
            let avail = self.fill_buf()?;
            let n = avail.len().min(out.len());
            out[..n].copy_from_slice(&avail[..n]);
            n
        };
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for Input {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        if self.at >= self.buf.len() {
            match self.lines.recv() {
                Ok(line) => {
                    self.buf = format!("{line}\n").into_bytes();
                    self.at = 0;
                }
                Err(_) => return Ok(&[]),
            }
        }
        Ok(&self.buf[self.at..])
    }

    fn consume(&mut self, n: usize) {
        self.at += n;
    }
}

/// The engine's standard output, line by line.
struct Output {
    lines: Sender<String>,
    pending: Vec<u8>,
}

impl Write for Output {
    fn write(&mut self, data: &[u8]) -> io::Result<usize> {
        for &b in data {
            if b == b'\n' {
                let line = String::from_utf8_lossy(&self.pending).into_owned();
                self.pending.clear();
                let _ = self.lines.send(line);
            } else {
                self.pending.push(b);
            }
        }
        Ok(data.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// A UCI engine running in this process.
struct Uci {
    to: Sender<String>,
    from: Receiver<String>,
}

impl Uci {
    fn start() -> (Uci, std::thread::JoinHandle<()>) {
        let (to, input) = channel();
        let (output, from) = channel();
        let engine = std::thread::spawn(move || {
            let input = Input {
                lines: input,
                buf: Vec::new(),
                at: 0,
            };
            let output = Output {
                lines: output,
                pending: Vec::new(),
            };
            engine::uci::run(input, output).unwrap();
        });
        (Uci { to, from }, engine)
    }

    fn send(&self, line: &str) {
        self.to.send(line.to_owned()).unwrap();
    }

    /// The lines up to and including the first that starts with `word`.
    fn until(&self, word: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let line = self
                .from
                .recv_timeout(Duration::from_secs(60))
                .unwrap_or_else(|_| panic!("no {word} after {seen:?}"));
            let done = line.starts_with(word);
            seen.push(line);
            if done {
                return seen;
            }
        }
    }
}

/// Plays `games` games of `variant` in one process, both sides by the engine, each move
/// under `limit(ply, rng)`, and checks every answer.
fn many_games(
    variant: Variant,
    games: usize,
    max_plies: usize,
    limit: fn(usize, &mut SplitMix64) -> String,
) {
    let (uci, engine) = Uci::start();
    uci.send("uci");
    uci.until("uciok");
    uci.send(&format!(
        "setoption name UCI_Variant value {}",
        variant.name()
    ));
    let mut rng = SplitMix64::new(46);
    for g in 0..games {
        uci.send("ucinewgame");
        uci.send("isready");
        uci.until("readyok");
        let mut game = Game::new(xiangqi::Position::new(variant).unwrap());
        let mut moves: Vec<String> = Vec::new();
        // A random opening of 4 plies.
        for _ in 0..4 {
            let legal = game.position().legal_moves();
            if legal.is_empty() || game.outcome().is_some() {
                break;
            }
            let m = legal[(rng.next_u64() % legal.len() as u64) as usize];
            assert!(game.play(m));
            moves.push(m.to_string());
        }
        while game.outcome().is_none() && moves.len() < max_plies {
            let position = format!("position startpos moves {}", moves.join(" "));
            // The runner first checks the last move by this engine's rules.
            uci.send(&position);
            uci.send("go perft 1");
            let listed = uci.until("Nodes searched");
            let legal = game.position().legal_moves();
            assert_eq!(listed.len() - 2, legal.len(), "game {g}: {position}");
            uci.send(&position);
            uci.send(&format!("go {}", limit(moves.len(), &mut rng)));
            let answer = uci.until("bestmove");
            let best = answer
                .last()
                .unwrap()
                .split_whitespace()
                .nth(1)
                .unwrap()
                .to_owned();
            let m: xiangqi::Move = best.parse().unwrap_or_else(|_| {
                panic!(
                    "game {g}, ply {}: bestmove {best}\n{position}\n{answer:?}",
                    moves.len()
                )
            });
            assert!(
                legal.contains(&m),
                "game {g}: {best} is not legal\n{position}"
            );
            assert!(game.play(m));
            moves.push(best);
        }
    }
    uci.send("quit");
    engine.join().unwrap();
}

/// Mini Xiangqi, 40 games, move times of 1 to 4 ms and clocks nearly out.
#[test]
fn every_answer_of_many_games_in_one_process_is_a_legal_move() {
    many_games(Variant::MiniXiangqi, 40, 120, |ply, rng| {
        match rng.next_u64() % 3 {
            0 => format!("movetime {}", 1 + rng.next_u64() % 4),
            1 => format!("wtime {} btime {} winc 0 binc 0", 10 + ply, 30),
            _ => "nodes 300".to_owned(),
        }
    });
}

/// Xiangqi at 50 ms a move over 100 games, as the match that found issue 46 (about 15
/// minutes): `cargo test --release -p palace-engine --test uci_many_games -- --ignored`.
#[test]
#[ignore]
fn a_hundred_xiangqi_games_at_50_ms_in_one_process() {
    many_games(Variant::Xiangqi, 100, 200, |_, _| "movetime 50".to_owned());
}
