//! Writes training positions for the xiangqi networks: Palace plays itself at a fixed
//! number of nodes a move from random openings, and each quiet position it met is written
//! with its search score and the game's result.
//!
//! ```text
//! cargo run --release -p palace-engine --example datagen -- VARIANT GAMES NODES SEED > OUT.tsv
//! ```
//!
//! `VARIANT` is `xiangqi` or `minixiangqi`. Each line is `FEN<TAB>score<TAB>result`: the
//! search's score in centipawns for Red and the game's result for Red (1, 0.5 or 0). A
//! position is written when the side to move is not in check, the search's move does not
//! capture and its score is not a mate; the random opening plies (8 in Xiangqi, 6 in Mini
//! Xiangqi, chosen by the seed) are not written. A game is decided once the score has been
//! at least [`RESIGN`] for the same side for [`RESIGN_PLIES`] plies, drawn once it has been
//! within [`DRAW_SCORE`] for [`DRAW_PLIES`] plies after [`DRAW_FROM`], and drawn at
//! [`MAX_PLIES`]. The search is single-threaded and node-limited, so the same arguments
//! write the same file on every machine.

use std::io::{BufWriter, Write};
use std::process::ExitCode;

#[path = "common/opening.rs"]
mod opening;
use opening::random_opening;

use engine::{Engine, Limits, Score, SplitMix64};
use rules::xiangqi::Position;
use rules::{Color, Game, Outcome, Variant};

/// A score this large (centipawns, either side) decides the game ...
const RESIGN: i32 = 1500;
/// ... once it has held for this many plies.
const RESIGN_PLIES: usize = 8;
/// A score this close to even ...
const DRAW_SCORE: i32 = 15;
/// ... held for this many plies ...
const DRAW_PLIES: usize = 24;
/// ... after this ply draws the game.
const DRAW_FROM: usize = 160;
/// A game this long is a draw.
const MAX_PLIES: usize = 400;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: datagen xiangqi|minixiangqi GAMES NODES SEED > OUT.tsv";
    let [variant, games, nodes, seed] = args.as_slice() else {
        eprintln!("{usage}");
        return ExitCode::from(2);
    };
    let variant = match variant.as_str() {
        "xiangqi" => Variant::Xiangqi,
        "minixiangqi" => Variant::MiniXiangqi,
        other => {
            eprintln!("datagen: no network for '{other}'\n{usage}");
            return ExitCode::from(2);
        }
    };
    let (Ok(games), Ok(nodes), Ok(seed)) = (
        games.parse::<usize>(),
        nodes.parse::<u64>(),
        seed.parse::<u64>(),
    ) else {
        eprintln!("datagen: GAMES, NODES and SEED are whole numbers\n{usage}");
        return ExitCode::from(2);
    };
    let mut out = BufWriter::new(std::io::stdout().lock());
    match generate(variant, games, nodes, seed, &mut out, |g, written| {
        if g % 50 == 0 {
            eprintln!("datagen: {g} games, {written} positions");
        }
    }) {
        Ok(written) => {
            eprintln!("datagen: {games} games, {written} positions");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("datagen: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Plays `games` games of `variant` at `nodes` nodes a move from openings drawn from
/// `seed`, writes their positions to `out` and calls `progress` with the games played
/// and positions written after each game: the number of positions written.
fn generate(
    variant: Variant,
    games: usize,
    nodes: u64,
    seed: u64,
    out: &mut impl Write,
    mut progress: impl FnMut(usize, usize),
) -> std::io::Result<usize> {
    let opening = if variant == Variant::Xiangqi { 8 } else { 6 };
    let mut rng = SplitMix64::new(seed);
    let mut engine = Engine::new();
    let mut written = 0usize;
    for g in 0..games {
        let game = random_opening::<Position>(variant, opening, &mut rng);
        engine.new_game();
        let (lines, result) = play(&mut engine, game, nodes);
        for (fen, score) in &lines {
            writeln!(out, "{fen}\t{score}\t{result}")?;
        }
        written += lines.len();
        progress(g + 1, written);
    }
    out.flush()?;
    Ok(written)
}

/// Plays the game out: the quiet positions with their scores for Red, and the result for
/// Red.
fn play(
    engine: &mut Engine,
    mut game: Game<Position>,
    nodes: u64,
) -> (Vec<(String, i32)>, &'static str) {
    let limits = Limits::nodes(nodes);
    let mut lines = Vec::new();
    let (mut winning, mut even) = (0usize, 0usize);
    let mut leader = Color::Red;
    let result = loop {
        if let Some(outcome) = game.outcome() {
            break result_of(outcome);
        }
        if game.moves().len() >= MAX_PLIES {
            break "0.5";
        }
        let pos = game.position();
        let found = engine.search(&game, &limits);
        let Some(m) = found.best else {
            break "0.5";
        };
        let us = pos.turn();
        if let Score::Cp(cp) = found.score {
            let red = if us == Color::Red { cp } else { -cp };
            if !pos.is_check() && pos.piece_at(m.to).is_none() {
                lines.push((pos.fen(), red));
            }
            let ahead = if red > 0 { Color::Red } else { Color::Black };
            if red.abs() >= RESIGN && (winning == 0 || ahead == leader) {
                winning += 1;
                leader = ahead;
            } else {
                winning = 0;
            }
            even = if red.abs() <= DRAW_SCORE { even + 1 } else { 0 };
        } else {
            winning = 0;
            even = 0;
        }
        if winning >= RESIGN_PLIES {
            break if leader == Color::Red { "1" } else { "0" };
        }
        if even >= DRAW_PLIES && game.moves().len() >= DRAW_FROM {
            break "0.5";
        }
        game.play(m);
    };
    (lines, result)
}

/// Red's result.
fn result_of(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Win {
            winner: Color::Red, ..
        } => "1",
        Outcome::Win { .. } => "0",
        Outcome::Draw { .. } => "0.5",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_arguments_write_the_same_positions() {
        let run = || {
            let mut out = Vec::new();
            let n = generate(Variant::MiniXiangqi, 3, 300, 9, &mut out, |_, _| {}).unwrap();
            (n, String::from_utf8(out).unwrap())
        };
        let (n, text) = run();
        assert_eq!(run(), (n, text.clone()));
        assert!(n > 30, "{n} positions");
        assert_eq!(text.lines().count(), n);
        for line in text.lines() {
            let [fen, score, result] = line.split('\t').collect::<Vec<_>>()[..] else {
                panic!("{line}");
            };
            let pos = Position::from_fen(Variant::MiniXiangqi, fen).unwrap();
            // Quiet positions only, outside the random opening, with a centipawn score.
            assert!(!pos.is_check(), "{line}");
            assert!(pos.fullmoves() > 3, "{line}");
            assert!(score.parse::<i32>().unwrap().abs() < 20_000, "{line}");
            assert!(["1", "0.5", "0"].contains(&result), "{line}");
        }
    }
}
