//! Start-position perft of Mini Xiangqi and Xiangqi (bulk counting at the last ply).
//!
//! Reference on the machines here: Fairy-Stockfish does about 12 M leaves/s (Mini Xiangqi
//! depth 6) and 13 M (Xiangqi depth 5); the goal is at least 1.5× that.

#![allow(missing_docs)] // criterion_group! generates undocumented items

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rules::Variant;
use rules::xiangqi::Position;

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for (variant, depth) in [(Variant::MiniXiangqi, 5), (Variant::Xiangqi, 4)] {
        let pos = Position::new(variant).unwrap();
        let leaves = pos.perft(depth);
        group.throughput(Throughput::Elements(leaves));
        group.bench_function(format!("{variant}/{depth}"), |b| {
            b.iter(|| std::hint::black_box(pos.perft(depth)))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
