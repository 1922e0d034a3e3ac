//! Replays: decode the GIF, composite its frames and compare with single pictures.

mod common;

use common::{decode_png, sq, start};
use render::{Cell, GifOptions, Scene};
use rules::{Color, Variant};

/// Plays `moves` (from, to) from the start, one scene per position.
fn game(v: Variant, moves: &[(&str, &str)], orientation: Color) -> Vec<Scene> {
    let mut s = start(v, orientation);
    s.caption = Some("Alice vs Bob · start".into());
    let mut out = vec![s.clone()];
    for (n, (a, b)) in moves.iter().enumerate() {
        let (from, to) = (sq(v, a), sq(v, b));
        s.cells[to] = s.cells[from];
        s.cells[from] = Cell::Empty;
        s.last_move = Some((Some(from), to));
        s.caption = Some(format!("Alice vs Bob · move {}", n + 1));
        out.push(s.clone());
    }
    out
}

/// Composites every frame of a GIF onto a canvas; returns the canvas after each frame.
fn play(gif_bytes: &[u8]) -> Vec<Vec<[u8; 3]>> {
    let mut opts = gif::DecodeOptions::new();
    opts.set_color_output(gif::ColorOutput::Indexed);
    let mut d = opts.read_info(gif_bytes).expect("gif header");
    let (w, h) = (d.width() as usize, d.height() as usize);
    let pal = d.global_palette().expect("global palette").to_vec();
    let mut canvas = vec![[0u8; 3]; w * h];
    let mut out = Vec::new();
    while let Some(f) = d.read_next_frame().expect("frame") {
        for y in 0..f.height as usize {
            for x in 0..f.width as usize {
                let i = f.buffer[y * f.width as usize + x];
                if Some(i) == f.transparent {
                    continue;
                }
                let p = &pal[i as usize * 3..i as usize * 3 + 3];
                canvas[(f.top as usize + y) * w + f.left as usize + x] = [p[0], p[1], p[2]];
            }
        }
        out.push(canvas.clone());
    }
    out
}

#[test]
fn every_gif_frame_matches_the_single_picture() {
    for (v, moves) in [
        (
            Variant::Xiangqi,
            vec![
                ("h3", "e3"),
                ("h10", "g8"),
                ("h1", "g3"),
                ("i10", "h10"),
                ("e3", "e7"),
            ],
        ),
        (
            Variant::MiniShogi,
            vec![("a2", "a3"), ("e4", "e3"), ("a3", "a4")],
        ),
    ] {
        for orientation in Color::ALL {
            let frames = game(v, &moves, orientation);
            let gif = render::render_gif(&frames).unwrap();
            let played = play(&gif);
            assert_eq!(played.len(), frames.len());
            for (scene, canvas) in frames.iter().zip(&played) {
                let png = decode_png(&render::render_png(scene).unwrap());
                assert!(
                    png.px == *canvas,
                    "{v} {orientation}: frame differs from its picture"
                );
            }
        }
    }
}

#[test]
fn gif_timing_and_size() {
    let frames = game(Variant::Xiangqi, &[("h3", "e3"), ("h10", "g8")], Color::Red);
    let opts = GifOptions {
        delay_ms: 500,
        last_delay_ms: 2000,
    };
    let gif = render::render_gif_with(&frames, &opts).unwrap();
    let mut d = gif::DecodeOptions::new().read_info(&gif[..]).unwrap();
    let mut delays = Vec::new();
    while let Some(f) = d.read_next_frame().unwrap() {
        delays.push(f.delay);
    }
    assert_eq!(delays, vec![50, 50, 200]);
    assert!(gif.len() < 60 * 1024, "{}", gif.len());
}
