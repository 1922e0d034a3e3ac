//! Start-position perft with bulk counting at the last ply.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_main};
use rules::shogi::Position;

fn perft(c: &mut Criterion) {
    let pos = Position::new();
    let mut group = c.benchmark_group("minishogi_perft");
    group.sample_size(10);
    for (depth, leaves) in [(5, 533_203u64), (6, 0), (7, 0)] {
        let leaves = if leaves == 0 {
            pos.perft(depth)
        } else {
            leaves
        };
        group.throughput(Throughput::Elements(leaves));
        group.bench_function(format!("start depth {depth}"), |b| {
            b.iter(|| black_box(&pos).perft(black_box(depth)))
        });
    }
    group.finish();
}

// `criterion_group!` defines an undocumented public function.
mod group {
    #![allow(missing_docs)]
    criterion::criterion_group!(benches, super::perft);
}

criterion_main!(group::benches);
