//! The UCI protocol, as Fairy-Stockfish speaks it for these variants: `UCI_Variant`
//! (`minixiangqi`, `xiangqi`, `minishogi`), Fairy-Stockfish FENs, and moves in its
//! coordinate form (`h3e3`, `a10a9`, `a4a5+`, `P@c3`).
//!
//! Palace's own `UCI_Variant darkminixiangqi` (which Fairy-Stockfish does not know) lets
//! two Palace engines play Dark Mini Xiangqi through the match runner: the `position`
//! command gives the true game, and `go` plays the side to move from what that side was
//! told after every ply ([`crate::dark`]), never from the true board.
//!
//! Commands: `uci`, `isready`, `ucinewgame`, `setoption name <Hash|Level|UCI_Variant> value
//! <v>`, `position startpos|fen <fen> [moves ...]`, `go [depth N] [nodes N] [movetime MS]
//! [wtime MS btime MS winc MS binc MS movestogo N] [infinite]`, `stop`, `quit`, and `d`
//! (print the FEN). The search runs in its own thread, printing `info` after every
//! iteration and `bestmove` at the end. At the end of the input a search with limits is
//! finished; an infinite one is stopped.
//!
//! ```
//! let script = "uci\nsetoption name UCI_Variant value minishogi\nposition startpos moves d1c2\ngo depth 2\n";
//! let mut out = Vec::new();
//! engine::uci::run(script.as_bytes(), &mut out).unwrap();
//! let text = String::from_utf8(out).unwrap();
//! assert!(text.contains("uciok") && text.lines().last().unwrap().starts_with("bestmove "));
//! ```

use std::io::{self, BufRead, Write};
use std::sync::atomic::Ordering;
use std::sync::{Mutex, PoisonError};
use std::thread::{self, ScopedJoinHandle};
use std::time::Duration;

use rules::{Color, Game, Variant, dark, shogi, xiangqi};

use crate::{Engine, Level, Limits, SearchPosition, SearchResult};

/// The position the GUI set up.
#[derive(Clone)]
enum Current {
    Xiangqi(Game<xiangqi::Position>),
    Shogi(Game<shogi::Position>),
    Dark(Game<dark::Position>),
}

impl Current {
    fn start(variant: Variant) -> Current {
        build(variant, None, &[])
            .expect("start positions are valid")
            .0
    }

    fn turn(&self) -> Color {
        match self {
            Current::Xiangqi(g) => g.position().turn(),
            Current::Shogi(g) => g.position().turn(),
            Current::Dark(g) => g.position().turn(),
        }
    }

    fn fen(&self) -> String {
        match self {
            Current::Xiangqi(g) => g.position().fen(),
            Current::Shogi(g) => g.position().fen(),
            Current::Dark(g) => g.position().fen(),
        }
    }
}

/// Plays `moves` from `fen` (or the start); a game our rules have ended goes on from its
/// last position, as a GUI may play on. A move that cannot be read or played stops there,
/// as Stockfish does: the position is the one before it, and the error says which (never
/// the position of an earlier `position` command, which answered for another game than
/// the GUI's).
fn game_of<P: SearchPosition>(
    variant: Variant,
    fen: Option<&str>,
    moves: &[&str],
) -> Result<(Game<P>, Option<String>), String> {
    let start = match fen {
        Some(f) => P::from_fen(variant, f),
        None => P::start(variant),
    }
    .map_err(|e| format!("bad fen: {e}"))?;
    let mut game = Game::new(start);
    // The GUI judges the game: moves past an end these rules see are played on, and the
    // whole history is kept (the move rule and repetition look back over it).
    for text in moves {
        let Ok(m) = text.parse::<P::Move>() else {
            return Ok((
                game,
                Some(format!("bad move {text}; the moves before it stand")),
            ));
        };
        if !game.play_on(m) {
            return Ok((
                game,
                Some(format!("illegal move {text}; the moves before it stand")),
            ));
        }
    }
    Ok((game, None))
}

/// The position `fen` (or the start) with `moves` played, and why the moves stopped
/// early, if they did.
fn build(
    variant: Variant,
    fen: Option<&str>,
    moves: &[&str],
) -> Result<(Current, Option<String>), String> {
    match variant {
        Variant::MiniShogi => game_of(variant, fen, moves).map(|(g, e)| (Current::Shogi(g), e)),
        Variant::MiniXiangqi | Variant::Xiangqi => {
            game_of(variant, fen, moves).map(|(g, e)| (Current::Xiangqi(g), e))
        }
        Variant::DarkMiniXiangqi => {
            game_of(variant, fen, moves).map(|(g, e)| (Current::Dark(g), e))
        }
    }
}

/// `go perft N` as Stockfish answers it: `<move>: <count>` for each legal move (the
/// position's own legality, as Fairy-Stockfish's perft), a blank line, then
/// `Nodes searched: <total>`. The match runner asks it of an engine to check the other
/// engine's moves by its rules.
fn perft_divide<P: rules::Rules>(pos: &P, depth: u32) -> String {
    let mut lines = Vec::new();
    let mut total = 0;
    for m in pos.legal_moves() {
        let n = if depth <= 1 {
            1
        } else {
            let mut next = pos.clone();
            next.play_unchecked(m);
            next.perft(depth - 1)
        };
        total += n;
        lines.push(format!("{m}: {n}"));
    }
    lines.push(String::new());
    lines.push(format!("Nodes searched: {total}"));
    lines.join("\n")
}

fn say<W: Write>(out: &Mutex<W>, line: &str) {
    let mut w = out.lock().unwrap_or_else(PoisonError::into_inner);
    let _ = writeln!(w, "{line}");
    let _ = w.flush();
}

fn info_line<M: std::fmt::Display>(r: &SearchResult<M>) -> String {
    let pv: Vec<String> = r.pv.iter().map(ToString::to_string).collect();
    format!(
        "info depth {} seldepth {} multipv 1 score {} nodes {} nps {} time {} pv {}",
        r.depth,
        r.seldepth,
        r.score,
        r.nodes,
        r.nps(),
        r.time.as_millis(),
        pv.join(" ")
    )
}

fn search_and_report<P: SearchPosition, W: Write>(
    engine: &mut Engine,
    game: &Game<P>,
    limits: &Limits,
    out: &Mutex<W>,
) {
    let result = engine.search_with(game, limits, &mut |r| say(out, &info_line(r)));
    match result.best {
        Some(m) => say(out, &format!("bestmove {m}")),
        None => say(out, "bestmove (none)"),
    }
}

/// The limits of a `go` command for the side `turn`.
fn go_limits(words: &[&str], turn: Color) -> (Limits, bool) {
    let mut limits = Limits::default();
    let mut infinite = false;
    let (mut time, mut inc, mut togo) = ([None, None], [0u64, 0u64], None);
    let mut i = 0;
    while i < words.len() {
        let value = words.get(i + 1).and_then(|v| v.parse::<u64>().ok());
        match words[i] {
            "depth" => limits.depth = value.map(|v| v as u32),
            "nodes" => limits.nodes = value,
            "movetime" => limits.movetime = value.map(Duration::from_millis),
            "wtime" => time[0] = value,
            "btime" => time[1] = value,
            "winc" => inc[0] = value.unwrap_or(0),
            "binc" => inc[1] = value.unwrap_or(0),
            "movestogo" => togo = value,
            "infinite" => {
                infinite = true;
                i += 1;
                continue;
            }
            _ => {
                i += 1;
                continue;
            }
        }
        i += 2;
    }
    if let Some(t) = time[turn.index()] {
        let inc = inc[turn.index()];
        let share = t / togo.unwrap_or(25).max(1) + inc * 3 / 4;
        let ms = share.min(t / 3).saturating_sub(20).max(5);
        limits.movetime = Some(Duration::from_millis(
            limits.movetime.map_or(ms, |m| m.as_millis() as u64).min(ms),
        ));
    }
    (limits, infinite)
}

/// Speaks UCI on `input` and `output` until `quit` or the end of the input.
///
/// Pass `std::io::stdin().lock()` and `std::io::stdout()` for a real engine process (the
/// output is shared with the search thread, so it must be `Send`).
pub fn run<R: BufRead, W: Write + Send>(input: R, output: W) -> io::Result<()> {
    let out = Mutex::new(output);
    let engine = Mutex::new(Engine::new());
    let stop = engine
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .stop_flag();
    let mut variant = Variant::MiniXiangqi;
    let mut level = Level::MAX;
    let mut current = Current::start(variant);
    thread::scope(|scope| -> io::Result<()> {
        let mut running: Option<(ScopedJoinHandle<'_, ()>, bool)> = None;
        let finish = |running: &mut Option<(ScopedJoinHandle<'_, ()>, bool)>, halt: bool| {
            if let Some((handle, _)) = running.take() {
                if halt {
                    stop.store(true, Ordering::Relaxed);
                }
                let _ = handle.join();
            }
        };
        for line in input.lines() {
            let line = line?;
            let words: Vec<&str> = line.split_whitespace().collect();
            let Some(&command) = words.first() else {
                continue;
            };
            match command {
                "uci" => {
                    for l in [
                        "id name Palace",
                        "id author the Palace authors",
                        "option name UCI_Variant type combo default minixiangqi var minixiangqi var xiangqi var minishogi var darkminixiangqi",
                        "option name Level type spin default 8 min 1 max 8",
                        "option name Hash type spin default 16 min 1 max 1024",
                        "uciok",
                    ] {
                        say(&out, l);
                    }
                }
                "isready" => say(&out, "readyok"),
                "ucinewgame" => {
                    finish(&mut running, true);
                    engine
                        .lock()
                        .unwrap_or_else(PoisonError::into_inner)
                        .new_game();
                    current = Current::start(variant);
                }
                "setoption" => {
                    finish(&mut running, true);
                    let text = line.trim();
                    let name_at = text.find(" name ").map(|i| i + 6);
                    let value_at = text.find(" value ");
                    let (name, value) = match (name_at, value_at) {
                        (Some(n), Some(v)) if v + 1 > n => {
                            (text[n..v].trim(), text[v + 7..].trim())
                        }
                        (Some(n), None) => (text[n..].trim(), ""),
                        _ => ("", ""),
                    };
                    match name.to_ascii_lowercase().as_str() {
                        "uci_variant" => match value.parse::<Variant>() {
                            Ok(v) => {
                                variant = v;
                                current = Current::start(v);
                            }
                            _ => say(&out, &format!("info string unsupported variant {value}")),
                        },
                        "level" | "skill level" => {
                            match value.parse::<u8>().ok().and_then(Level::new) {
                                Some(l) => level = l,
                                None => say(&out, &format!("info string bad level {value}")),
                            }
                        }
                        "hash" => match value.parse::<usize>() {
                            Ok(mb) if (1..=1024).contains(&mb) => engine
                                .lock()
                                .unwrap_or_else(PoisonError::into_inner)
                                .set_hash(mb),
                            _ => say(&out, &format!("info string bad hash size {value}")),
                        },
                        _ => say(&out, &format!("info string unknown option {name}")),
                    }
                }
                "position" => {
                    finish(&mut running, true);
                    let moves_at = words.iter().position(|w| *w == "moves");
                    let head = &words[1..moves_at.unwrap_or(words.len())];
                    let moves: &[&str] = moves_at.map_or(&[], |i| &words[i + 1..]);
                    let fen = match head.first() {
                        Some(&"startpos") => None,
                        Some(&"fen") => Some(head[1..].join(" ")),
                        _ => {
                            say(&out, "info string expected startpos or fen");
                            continue;
                        }
                    };
                    match build(variant, fen.as_deref(), moves) {
                        Ok((c, stopped)) => {
                            current = c;
                            if let Some(e) = stopped {
                                say(&out, &format!("info string {e}"));
                            }
                        }
                        Err(e) => say(&out, &format!("info string {e}")),
                    }
                }
                "go" if words.get(1) == Some(&"perft") => {
                    finish(&mut running, true);
                    let depth = words.get(2).and_then(|d| d.parse().ok()).unwrap_or(1);
                    let text = match &current {
                        Current::Xiangqi(g) => perft_divide(g.position(), depth),
                        Current::Shogi(g) => perft_divide(g.position(), depth),
                        Current::Dark(g) => perft_divide(g.position(), depth),
                    };
                    say(&out, &text);
                }
                "go" => {
                    finish(&mut running, true);
                    let (mut limits, infinite) = go_limits(&words[1..], current.turn());
                    if level < Level::MAX {
                        limits = limits.min(level.limits());
                    }
                    let noise = level.noise();
                    stop.store(false, Ordering::Relaxed);
                    let game = current.clone();
                    let (engine, out) = (&engine, &out);
                    let handle = scope.spawn(move || {
                        let mut e = engine.lock().unwrap_or_else(PoisonError::into_inner);
                        e.set_noise(noise);
                        match &game {
                            Current::Xiangqi(g) => search_and_report(&mut e, g, &limits, out),
                            Current::Shogi(g) => search_and_report(&mut e, g, &limits, out),
                            Current::Dark(g) => match e.dark_move(g, &limits) {
                                Some(choice) => {
                                    let best = choice.best;
                                    say(out, &info_line(&choice.into_result()));
                                    say(out, &format!("bestmove {best}"));
                                }
                                None => say(out, "bestmove (none)"),
                            },
                        }
                    });
                    running = Some((handle, infinite || limits.is_infinite()));
                }
                "stop" => finish(&mut running, true),
                "quit" => {
                    finish(&mut running, true);
                    return Ok(());
                }
                "d" => say(&out, &format!("info string fen {}", current.fen())),
                _ => say(&out, &format!("info string unknown command {command}")),
            }
        }
        let halt = running.as_ref().is_some_and(|(_, infinite)| *infinite);
        finish(&mut running, halt);
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_control_spends_a_share() {
        let (l, inf) = go_limits(
            &["wtime", "60000", "btime", "1000", "winc", "0"],
            Color::Red,
        );
        assert!(!inf);
        let ms = l.movetime.unwrap().as_millis();
        assert!((1000..=3000).contains(&ms), "{ms}");
        let (l, _) = go_limits(&["wtime", "60000", "btime", "1000"], Color::Black);
        assert!(l.movetime.unwrap().as_millis() <= 340);
        let (l, inf) = go_limits(&["infinite"], Color::Red);
        assert!(inf && l.is_infinite());
        let (l, _) = go_limits(&["depth", "4", "nodes", "1000"], Color::Red);
        assert_eq!((l.depth, l.nodes), (Some(4), Some(1000)));
    }
}
