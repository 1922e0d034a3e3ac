//! Picture timings: one board (render + encode) per variant, and a 100-ply GIF with a
//! caption that changes every frame, a fixed one, and two lines as a replay has them.
//!
//! `cargo bench -p palace-render`. Sizes are printed once per benchmark.

#![allow(missing_docs)] // criterion_group! generates undocumented functions

use criterion::{Criterion, criterion_group, criterion_main};
use render::{Cell, Scene, Style};
use rules::{Color, Variant};

/// A deterministic "game": each ply moves one piece of the side to play a short hop
/// (sometimes capturing), with last-move highlight and a changing caption.
fn synthetic_game(variant: Variant, plies: usize) -> Vec<Scene> {
    let mut scene = Scene::from_fen(variant, variant.start_fen(), Color::Red).expect("start");
    let (w, h) = Scene::dimensions(variant);
    let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut rand = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    scene.caption = Some("Alice vs Bob · start · red to play".to_string());
    let mut frames = vec![scene.clone()];
    let mut side = Color::Red;
    for ply in 0..plies {
        let own: Vec<usize> = (0..w * h)
            .filter(|&i| matches!(scene.cells[i], Cell::Piece(p) if p.color == side))
            .collect();
        if own.is_empty() {
            break;
        }
        for _ in 0..50 {
            let from = own[rand(own.len())];
            let (f, r) = ((from % w) as i32, (from / w) as i32);
            let (tf, tr) = (f + rand(5) as i32 - 2, r + rand(5) as i32 - 2);
            if tf < 0 || tr < 0 || tf >= w as i32 || tr >= h as i32 {
                continue;
            }
            let to = tr as usize * w + tf as usize;
            match scene.cells[to] {
                Cell::Piece(p) if p.color == side || p.kind.is_royal() => continue,
                _ => {}
            }
            scene.cells[to] = scene.cells[from];
            scene.cells[from] = Cell::Empty;
            scene.last_move = Some((Some(from), to));
            break;
        }
        side = !side;
        scene.caption = Some(format!(
            "Alice vs Bob · move {} · {} to play",
            ply / 2 + 1,
            side
        ));
        frames.push(scene.clone());
    }
    frames
}

fn board(c: &mut Criterion) {
    for v in [Variant::Xiangqi, Variant::MiniXiangqi, Variant::MiniShogi] {
        let mut scene = synthetic_game(v, 30).pop().expect("frames");
        scene.style = Style::Traditional;
        let png = render::render_png(&scene).expect("png");
        let (pw, ph) = render::picture_size(&scene);
        println!("{v}: {pw}x{ph}, {} bytes", png.len());
        c.bench_function(&format!("png {v}"), |b| {
            b.iter(|| render::render_png(&scene).expect("png"))
        });
    }
}

fn fog(c: &mut Criterion) {
    let v = Variant::DarkMiniXiangqi;
    let mut scene = synthetic_game(v, 20).pop().expect("frames");
    for (i, cell) in scene.cells.iter_mut().enumerate() {
        if i / 7 >= 4 {
            *cell = if i % 3 == 0 { Cell::Marker } else { Cell::Fog };
        }
    }
    scene.last_move = None;
    let png = render::render_png(&scene).expect("png");
    println!("{v} fog view: {} bytes", png.len());
    c.bench_function("png dark fog view", |b| {
        b.iter(|| render::render_png(&scene).expect("png"))
    });
}

fn gif(c: &mut Criterion) {
    let frames = synthetic_game(Variant::Xiangqi, 100);
    let gif = render::render_gif(&frames).expect("gif");
    println!("xiangqi gif: {} frames, {} bytes", frames.len(), gif.len());
    let mut fixed = frames.clone();
    for f in &mut fixed {
        f.caption = Some("Alice (red) vs Bob (black)".to_string());
    }
    let fixed_gif = render::render_gif(&fixed).expect("gif");
    println!("xiangqi gif, fixed caption: {} bytes", fixed_gif.len());
    // As the bot captions a replay: a fixed heading, then the move on screen.
    let mut replay = frames.clone();
    for (i, f) in replay.iter_mut().enumerate() {
        let label = match i {
            0 => "Start".to_owned(),
            i if i % 2 == 1 => format!("{}. C2=5", i.div_ceil(2)),
            i => format!("{}… H8+7", i / 2),
        };
        f.caption = Some(format!("Alice vs Bob · Xiangqi\n{label}"));
    }
    let replay_gif = render::render_gif(&replay).expect("gif");
    println!("xiangqi gif, replay captions: {} bytes", replay_gif.len());
    let mut g = c.benchmark_group("gif");
    g.sample_size(10);
    g.bench_function("gif xiangqi 100 plies", |b| {
        b.iter(|| render::render_gif(&frames).expect("gif"))
    });
    g.bench_function("gif xiangqi 100 plies, fixed caption", |b| {
        b.iter(|| render::render_gif(&fixed).expect("gif"))
    });
    g.bench_function("gif xiangqi 100 plies, replay captions", |b| {
        b.iter(|| render::render_gif(&replay).expect("gif"))
    });
    g.finish();
}

criterion_group!(benches, board, fog, gif);
criterion_main!(benches);
