//! `palace play` serving the games' pages (`--web` on a free port), driven line by line
//! on its standard input as a person at a terminal would, its answers read as printed.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// `palace play` serving pages, driven line by line.
pub struct Playing {
    child: Child,
    stdin: ChildStdin,
    lines: mpsc::Receiver<String>,
    pub base: String,
    _data: tempfile::TempDir,
}

impl Playing {
    pub fn start() -> Playing {
        let data = tempfile::tempdir().unwrap();
        // A free port: bound, then let go for palace to take.
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let mut child = Command::new(env!("CARGO_BIN_EXE_palace"))
            .args(["play", "--data"])
            .arg(data.path())
            .args(["--web", &format!("127.0.0.1:{port}")])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Playing {
            child,
            stdin,
            lines,
            base: format!("http://127.0.0.1:{port}"),
            _data: data,
        }
    }

    /// Types `line` and returns what was printed until `until` appeared in a line.
    pub fn say(&mut self, line: &str, until: &str) -> Vec<String> {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
        let mut out = Vec::new();
        loop {
            let l = self
                .lines
                .recv_timeout(Duration::from_secs(20))
                .unwrap_or_else(|_| panic!("no '{until}' after '{line}': {out:#?}"));
            let done = l.contains(until);
            out.push(l);
            if done {
                return out;
            }
        }
    }

    /// Starts a game of `variant` between alice and bob (alice red): its page's address.
    pub fn game(&mut self, variant: &str) -> String {
        self.begin(["alice", "bob"], "", variant)
    }

    /// Starts a game of `variant` between `red` and `black` at `at` (`#srv/lobby`; empty:
    /// the default place): its page's address.
    pub fn begin(&mut self, [red, black]: [&str; 2], at: &str, variant: &str) -> String {
        self.say(
            &format!("{red} {at}: /challenge @{black} {variant} side:red"),
            "/accept",
        );
        let out = self.say(&format!("{black} {at}: /accept"), "'s page: ");
        let line = out.iter().find(|l| l.contains("'s page: ")).unwrap();
        let url = line.rsplit(' ').next().unwrap().to_owned();
        assert!(url.starts_with(&format!("{}/g/", self.base)), "{line}");
        url
    }

    /// Mini Xiangqi's three-ply cannon mate in game `game`, begun at `at` between `red`
    /// and `black` (b1b3, C2+1, C6=4): what the mate printed, through its review.
    pub fn cannon_mate(&mut self, [red, black]: [&str; 2], at: &str, game: u64) -> Vec<String> {
        self.say(&format!("{red} {at}: /move b1b3"), &format!("{red} played"));
        self.say(
            &format!("{black} {at}: /move C2+1"),
            &format!("{black} played"),
        );
        self.say(
            &format!("{red} {at}: /move C6=4"),
            &format!("Review of game {game}"),
        )
    }
}

impl Drop for Playing {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
