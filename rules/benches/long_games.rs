//! Loading long games: a Minishogi record of 1 000 and 10 000 plies (random legal moves
//! that end nothing) replayed through the rules, as every command that touches a game
//! does. Loading must grow linearly with the record.
//!
//! `cargo bench -p palace-rules --bench long_games`

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_main};
use rules::{AnyGame, Record, Variant};

#[path = "../tests/long/minishogi.rs"]
mod long;
use long::long_minishogi;

fn load(c: &mut Criterion) {
    let mut group = c.benchmark_group("minishogi_load");
    group.sample_size(10);
    for plies in [1_000, 10_000] {
        let moves = long_minishogi(plies, 0x5eed);
        assert_eq!(moves.len(), plies, "the generator ended the game early");
        let record = Record {
            moves,
            ..Record::new(Variant::MiniShogi)
        };
        group.throughput(Throughput::Elements(plies as u64));
        group.bench_function(format!("from_record {plies} plies"), |b| {
            b.iter(|| AnyGame::from_record(black_box(&record)).expect("loads"))
        });
    }
    group.finish();
}

// `criterion_group!` defines an undocumented public function.
mod group {
    #![allow(missing_docs)]
    criterion::criterion_group!(benches, super::load);
}

criterion_main!(group::benches);
