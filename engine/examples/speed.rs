//! Depth and speed of a fixed-time search from each start position, and the time of one
//! Dark Mini Xiangqi choice: `cargo run --release -p palace-engine --example speed [MS]`.

use std::time::Duration;

use engine::{Engine, Limits, SearchPosition, dark};
use rules::{Color, Game, Record, Variant, shogi, xiangqi};

fn one<P: SearchPosition>(name: &str, start: P, limits: &Limits) {
    let game = Game::new(start);
    let r = Engine::new().search(&game, limits);
    let pv: Vec<String> = r.pv.iter().map(ToString::to_string).collect();
    println!(
        "{name}: depth {} seldepth {} nodes {} nodes/s {} score {} pv {}",
        r.depth,
        r.seldepth,
        r.nodes,
        r.nps(),
        r.score,
        pv.join(" ")
    );
}

fn main() {
    let ms: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1000);
    let limits = Limits::movetime(Duration::from_millis(ms));
    for v in [Variant::MiniXiangqi, Variant::Xiangqi] {
        one(v.name(), xiangqi::Position::new(v).unwrap(), &limits);
    }
    one("minishogi", shogi::Position::new(), &limits);
    let reports =
        dark::reports_from_record(&Record::new(Variant::DarkMiniXiangqi), Color::Red).unwrap();
    for depth in 1..=3 {
        let c = dark::choose(&reports, 1, &Limits::depth(depth)).unwrap();
        println!(
            "dark-minixiangqi: depth {depth}, {} samples ({} consistent), {} nodes in {:?}: {}",
            c.samples, c.consistent, c.nodes, c.time, c.best
        );
    }
}
