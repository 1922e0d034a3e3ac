//! Replays: decode the GIF, composite its frames and compare with single pictures.

mod common;

use common::{decode_png, play, sq, start};
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

#[test]
fn captions_of_different_lengths_share_one_band() {
    let mut frames = game(
        Variant::MiniXiangqi,
        &[("b1", "b4"), ("b7", "b5")],
        Color::Red,
    );
    frames[0].caption = None;
    frames[2].caption = Some("Alice vs Bob\nmove 2 · Black wins by resignation".into());
    let gif = render::render_gif(&frames).unwrap();
    let played = play(&gif);
    assert_eq!(played.len(), 3);
    // The band is as tall as the two-line caption needs; that frame is its own picture.
    let png = decode_png(&render::render_png(&frames[2]).unwrap());
    assert_eq!(render::picture_size(&frames[2]), (png.w, png.h));
    assert!(png.px == played[2]);
}
