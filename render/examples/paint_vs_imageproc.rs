//! Palace's own anti-aliased drawing beside imageproc's, shape for shape: writes
//! `paint-vs-imageproc.png` (a row a shape, paint.rs left, imageproc right, 4× magnified)
//! and `paint-vs-imageproc-cell.png` (the same at cell size), prints how far apart the two
//! drawings are, and times drawing every shape both ways. Then the same for the GIF's LZW
//! compression: a 100-ply Xiangqi replay compressed by `lzw.rs` and by the gif crate's own
//! encoder (weezl), sizes and times, and a check that both decode to the same frames.
//!
//! ```text
//! cargo run --release -p palace-render --features compare-imageproc --example paint_vs_imageproc [OUT_DIR]
//! ```

use std::path::PathBuf;
use std::time::Instant;

use render::compare::{difference, draw_ours, draw_theirs, gif_both, pairs, side_by_side};
use render::{Scene, Style};
use rules::{AnyGame, Color, Record, Variant};

/// A 100-ply Xiangqi game (moves picked by a fixed pseudo-random sequence), as captioned
/// replay frames.
fn replay() -> Vec<Scene> {
    let mut game = AnyGame::from_record(&Record::new(Variant::Xiangqi)).expect("start");
    let mut seed: u64 = 7;
    while game.ply() < 100 && game.outcome().is_none() {
        let moves = game.moves_for(game.turn());
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let pick = &moves[(seed >> 33) as usize % moves.len()];
        let side = game.turn();
        game.play_as(side, &pick.notation).expect("a legal move");
    }
    let mut frames = Scene::replay(game.reveal().expect("open"), Color::Red, Style::Traditional);
    for (i, f) in frames.iter_mut().enumerate() {
        f.caption = Some(format!("Alice vs Bob · Xiangqi\nPly {i}"));
    }
    frames
}

/// Every frame of a GIF, decoded to its palette indices.
fn decoded(gif: &[u8]) -> Vec<Vec<u8>> {
    let mut opts = gif::DecodeOptions::new();
    opts.set_color_output(gif::ColorOutput::Indexed);
    let mut d = opts.read_info(gif).expect("a gif");
    let mut out = Vec::new();
    while let Some(f) = d.read_next_frame().expect("a frame") {
        out.push(f.buffer.to_vec());
    }
    out
}

/// The median time of `runs` calls of `f`, in microseconds.
fn median_us(runs: usize, f: impl Fn() -> usize) -> f64 {
    let mut times: Vec<f64> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            std::hint::black_box(f());
            t.elapsed().as_secs_f64() * 1e6
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[runs / 2]
}

fn main() {
    let dir = PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| ".".into()));
    // The cell of a 400 px wide Xiangqi picture is about 40 px; Mini Xiangqi's about 56.
    for c in [40, 56] {
        for p in pairs(c) {
            println!(
                "cell {c} px, {:<9}: mean difference {:5.2} per channel (0–255)",
                p.name,
                difference(&p)
            );
        }
        println!(
            "cell {c} px, all shapes: paint.rs {:.1} µs, imageproc {:.1} µs (median of 200)",
            median_us(200, || draw_ours(c)),
            median_us(200, || draw_theirs(c))
        );
    }
    let frames = replay();
    let runs: Vec<[(Vec<u8>, f64); 2]> = (0..7).map(|_| gif_both(&frames).expect("gif")).collect();
    for (i, name) in ["lzw.rs", "gif crate (weezl)"].into_iter().enumerate() {
        let mut ms: Vec<f64> = runs.iter().map(|r| r[i].1).collect();
        ms.sort_by(f64::total_cmp);
        println!(
            "{} frames, LZW by {name:<17}: {} bytes, {:.1} ms to encode (median of 7)",
            frames.len(),
            runs[0][i].0.len(),
            ms[3]
        );
    }
    assert_eq!(
        decoded(&runs[0][0].0),
        decoded(&runs[0][1].0),
        "the same frames"
    );
    println!("both decode to the same frames");
    for (name, zoom) in [
        ("paint-vs-imageproc.png", 4),
        ("paint-vs-imageproc-cell.png", 1),
    ] {
        let path = dir.join(name);
        side_by_side(56, zoom)
            .save(&path)
            .expect("write the picture");
        println!("wrote {}", path.display());
    }
}
