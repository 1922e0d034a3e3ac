//! The levels' Elo ladder: each level plays the next one up from seeded random openings
//! (each opening twice, the colors swapped), and the Elo differences add up to each
//! level's distance below level 8 (at its default thinking time):
//!
//! ```text
//! cargo run --release -p palace-engine --example levels -- VARIANT [GAMES] [OPENING_PLIES] [FIRST_LEVEL]
//! ```
//!
//! `VARIANT` is `minixiangqi`, `xiangqi` or `minishogi`; `GAMES` per pair (even, 20 by
//! default); `OPENING_PLIES` random plies before the levels play (4); `FIRST_LEVEL` the
//! lowest level of the ladder (1). A pair's Elo comes from its score with half a win and
//! half a loss added, so a clean sweep gives a finite figure (a lower bound). One line a
//! pair on standard output as it finishes, then the ladder.

use engine::{Engine, Level, SplitMix64};
use rules::{AnyGame, Color, Record, Variant};

/// The Elo difference of a score (0..1).
fn elo(score: f64) -> f64 {
    -400.0 * (1.0 / score - 1.0).log10()
}

/// A game from `opening` between `red` and `black`: 1 red won, 0 black won, ½ a draw
/// (also after `max_plies`).
fn play(opening: &AnyGame, red: Level, black: Level, seed: u64, max_plies: usize) -> f64 {
    let mut game = opening.clone();
    let mut engines = [Engine::with_hash(8), Engine::with_hash(8)];
    while game.outcome().is_none() && game.ply() < max_plies {
        let us = game.turn();
        let (engine, level) = if us == Color::Red {
            (&mut engines[0], red)
        } else {
            (&mut engines[1], black)
        };
        let reply = engine
            .play_level(&game, level, seed ^ game.ply() as u64)
            .expect("a level always moves");
        let mv = reply.best.expect("a move while the game runs");
        game.play_as(us, &mv).expect("the engine's move is legal");
    }
    match game.outcome().and_then(|o| o.winner()) {
        Some(Color::Red) => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    }
}

/// A seeded random opening of `plies` plies that has not ended.
fn opening(variant: Variant, plies: usize, seed: u64) -> AnyGame {
    let mut rng = SplitMix64::new(seed);
    loop {
        let mut game = AnyGame::from_record(&Record::new(variant)).expect("the start");
        for _ in 0..plies {
            let us = game.turn();
            let moves = game.moves_for(us);
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.below(moves.len())].coordinate.clone();
            game.play_as(us, &mv).expect("a legal move");
        }
        if game.outcome().is_none() {
            return game;
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant: Variant = match args.first().map(|v| v.parse()) {
        Some(Ok(v)) if v != Variant::DarkMiniXiangqi => v,
        _ => {
            eprintln!(
                "usage: levels minixiangqi|xiangqi|minishogi [GAMES] [OPENING_PLIES] [FIRST_LEVEL]"
            );
            std::process::exit(2);
        }
    };
    let number = |i: usize, default: u64| -> u64 {
        args.get(i).map_or(default, |a| {
            a.parse().unwrap_or_else(|_| {
                eprintln!("'{a}' is not a number");
                std::process::exit(2)
            })
        })
    };
    let games = number(1, 20).max(2) / 2 * 2;
    let plies = number(2, 4) as usize;
    let first = number(3, 1).clamp(1, 7) as u8;
    let max_plies = if variant == Variant::Xiangqi {
        400
    } else {
        300
    };
    let mut steps = Vec::new();
    for low in first..8 {
        let (weak, strong) = (Level::new(low).unwrap(), Level::new(low + 1).unwrap());
        let (mut w, mut d, mut l) = (0u32, 0u32, 0u32);
        for pair in 0..games / 2 {
            let start = opening(variant, plies, 1000 + pair);
            for strong_red in [true, false] {
                let (red, black) = if strong_red {
                    (strong, weak)
                } else {
                    (weak, strong)
                };
                let red_score = play(&start, red, black, pair * 7919, max_plies);
                let score = if strong_red {
                    red_score
                } else {
                    1.0 - red_score
                };
                match score {
                    1.0 => w += 1,
                    0.0 => l += 1,
                    _ => d += 1,
                }
            }
        }
        let n = f64::from(w + d + l);
        let score = (f64::from(w) + f64::from(d) / 2.0 + 0.5) / (n + 1.0);
        let gain = elo(score);
        println!(
            "{variant}: level {strong} vs level {weak}: +{w} ={d} -{l}, {:.0} Elo",
            gain
        );
        steps.push((low, gain));
    }
    println!("\n{variant}, {games} games a step, {plies} random opening plies:");
    let mut below = 0.0;
    for &(low, gain) in steps.iter().rev() {
        below += gain;
        println!("level {low}: {below:.0} Elo below level 8");
    }
}
