//! A short match between two levels in every open variant:
//! `cargo run --release -p palace-engine --example levels [STRONG] [WEAK] [GAMES]`.

use engine::{Engine, Level};
use rules::{AnyGame, Record, Variant};

fn main() {
    let args: Vec<u8> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let strong = Level::new(*args.first().unwrap_or(&6)).unwrap();
    let weak = Level::new(*args.get(1).unwrap_or(&3)).unwrap();
    let games = *args.get(2).unwrap_or(&6) as u64;
    for variant in [Variant::MiniXiangqi, Variant::Xiangqi, Variant::MiniShogi] {
        let (mut w, mut d, mut l) = (0, 0, 0);
        for i in 0..games {
            let mut game = AnyGame::from_record(&Record::new(variant)).unwrap();
            let strong_color = if i % 2 == 0 {
                rules::Color::Red
            } else {
                rules::Color::Black
            };
            let mut engines = [Engine::with_hash(8), Engine::with_hash(8)];
            while game.outcome().is_none() && game.ply() < 300 {
                let us = game.turn();
                let (e, level) = if us == strong_color {
                    (&mut engines[0], strong)
                } else {
                    (&mut engines[1], weak)
                };
                let r = e
                    .play_level(&game, level, i * 1000 + game.ply() as u64)
                    .unwrap();
                game.play_as(us, r.best.as_deref().unwrap()).unwrap();
            }
            match game.outcome().and_then(|o| o.winner()) {
                Some(c) if c == strong_color => w += 1,
                Some(_) => l += 1,
                None => d += 1,
            }
        }
        println!("{variant}: level {strong} vs level {weak}: +{w} ={d} -{l}");
    }
}
