//! Search speed: nodes per second at a fixed depth, from each start position and from a
//! middlegame position per variant.

#![allow(missing_docs)] // criterion_group! generates undocumented items

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use engine::{Engine, Limits, SearchPosition};
use rules::{Game, Variant, shogi, xiangqi};

fn bench_one<P: SearchPosition>(c: &mut Criterion, name: &str, start: P, depth: u32) {
    let game = Game::new(start);
    let nodes = {
        let mut e = Engine::new();
        let r = e.search(&game, &Limits::depth(depth));
        eprintln!(
            "{name}: depth {depth}, {} nodes, {} nodes/s, best {:?}",
            r.nodes,
            r.nps(),
            r.best.map(|m| m.to_string())
        );
        r.nodes
    };
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    group.throughput(Throughput::Elements(nodes));
    group.bench_function(format!("{name}/depth{depth}"), |b| {
        b.iter(|| {
            let mut e = Engine::with_hash(16);
            std::hint::black_box(e.search(&game, &Limits::depth(depth)))
        })
    });
    group.finish();
}

fn bench(c: &mut Criterion) {
    let xq = |v: Variant, fen: &str| xiangqi::Position::from_fen(v, fen).unwrap();
    bench_one(
        c,
        "minixiangqi/start",
        xq(Variant::MiniXiangqi, Variant::MiniXiangqi.start_fen()),
        7,
    );
    bench_one(
        c,
        "minixiangqi/middlegame",
        xq(
            Variant::MiniXiangqi,
            "rcnkncr/p1pp2p/4p2/7/4P1P/P1PP3/RCNKN1R w - - 4 4",
        ),
        7,
    );
    bench_one(
        c,
        "xiangqi/start",
        xq(Variant::Xiangqi, Variant::Xiangqi.start_fen()),
        6,
    );
    bench_one(
        c,
        "xiangqi/middlegame",
        xq(
            Variant::Xiangqi,
            "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/2P6/P3P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 4",
        ),
        6,
    );
    bench_one(c, "minishogi/start", shogi::Position::new(), 6);
    bench_one(
        c,
        "minishogi/middlegame",
        shogi::Position::from_fen("2sg1/2b1k/1p3/2G1B/K1S2[PRr] b - - 1 5").unwrap(),
        6,
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
