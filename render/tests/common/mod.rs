//! Helpers shared by the picture tests.

#![allow(dead_code)]

use render::{Cell, Scene, Style, TextLabels};
use rules::{Color, Variant};

#[path = "../support/labels.rs"]
mod labels;

/// A scene's text board with the English labels of the tests.
pub fn text_board(scene: &Scene) -> String {
    render::text_board(scene, &labels::english(scene))
}

/// A decoded picture as RGB.
pub struct Decoded {
    pub w: u32,
    pub h: u32,
    pub px: Vec<[u8; 3]>,
}

impl Decoded {
    pub fn at(&self, x: u32, y: u32) -> [u8; 3] {
        self.px[(y * self.w + x) as usize]
    }
}

/// Decodes an indexed PNG to RGB.
pub fn decode_png(bytes: &[u8]) -> Decoded {
    let mut dec = png::Decoder::new(std::io::Cursor::new(bytes));
    dec.set_transformations(png::Transformations::EXPAND);
    let mut reader = dec.read_info().expect("png header");
    let mut buf = vec![0; reader.output_buffer_size().expect("size")];
    let info = reader.next_frame(&mut buf).expect("png frame");
    let ch = info.color_type.samples();
    let px = buf[..info.buffer_size()]
        .chunks_exact(ch)
        .map(|p| [p[0], p[1], p[2]])
        .collect();
    Decoded {
        w: info.width,
        h: info.height,
        px,
    }
}

/// Whether two colors are within `tol` on every channel.
pub fn near(a: [u8; 3], b: [u8; 3], tol: u8) -> bool {
    a.iter().zip(&b).all(|(x, y)| x.abs_diff(*y) <= tol)
}

/// The start position of a variant.
pub fn start(variant: Variant, orientation: Color) -> Scene {
    Scene::from_fen(variant, variant.start_fen(), orientation).expect("start fen")
}

/// Index of a square name like `e1`.
pub fn sq(variant: Variant, name: &str) -> usize {
    let (w, _) = Scene::dimensions(variant);
    let b = name.as_bytes();
    let file = (b[0] - b'a') as usize;
    let rank: usize = name[1..].parse().expect("rank");
    (rank - 1) * w + file
}

/// Counts pixels in the square of side `r * 2` around (x, y) that satisfy `f`.
pub fn count_around(
    img: &Decoded,
    (x, y): (u32, u32),
    r: u32,
    f: impl Fn([u8; 3]) -> bool,
) -> usize {
    let mut n = 0;
    for yy in y.saturating_sub(r)..(y + r).min(img.h) {
        for xx in x.saturating_sub(r)..(x + r).min(img.w) {
            if f(img.at(xx, yy)) {
                n += 1;
            }
        }
    }
    n
}

/// A fog view of the dark variant: Red's half visible, a marker and fog beyond.
pub fn fog_view() -> Scene {
    let v = Variant::DarkMiniXiangqi;
    let mut s = start(v, Color::Red);
    for (i, c) in s.cells.iter_mut().enumerate() {
        if i / 7 >= 4 {
            *c = Cell::Fog;
        }
    }
    s.cells[sq(v, "d5")] = Cell::Marker;
    s.cells[sq(v, "c5")] = Cell::Empty;
    s
}

/// Composites every frame of a GIF onto a canvas; returns the canvas after each frame.
pub fn play(gif_bytes: &[u8]) -> Vec<Vec<[u8; 3]>> {
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

/// `img` scaled to `width` pixels wide as a browser shrinks it (each pixel the average of
/// the area it covers), for measuring what a phone shows.
pub fn scaled_to(img: &Decoded, width: u32) -> Decoded {
    let s = img.w as f64 / width as f64;
    let height = (img.h as f64 / s).round() as u32;
    // The source pixels under [a, b) with the share of each that lies inside.
    let spans = |n: u32, limit: u32| -> Vec<Vec<(usize, f64)>> {
        (0..n)
            .map(|o| {
                let (a, b) = (o as f64 * s, ((o + 1) as f64 * s).min(limit as f64));
                (a.floor() as u32..b.ceil() as u32)
                    .map(|i| {
                        let cover = (b.min(i as f64 + 1.0) - a.max(i as f64)).max(0.0);
                        (i as usize, cover)
                    })
                    .collect()
            })
            .collect()
    };
    let (xs, ys) = (spans(width, img.w), spans(height, img.h));
    let mut px = Vec::with_capacity((width * height) as usize);
    for ry in &ys {
        for rx in &xs {
            let (mut sum, mut total) = ([0.0f64; 3], 0.0);
            for &(y, wy) in ry {
                for &(x, wx) in rx {
                    let p = img.px[y * img.w as usize + x];
                    for c in 0..3 {
                        sum[c] += p[c] as f64 * wx * wy;
                    }
                    total += wx * wy;
                }
            }
            px.push(sum.map(|v| (v / total).round() as u8));
        }
    }
    Decoded {
        w: width,
        h: height,
        px,
    }
}
