//! Helpers shared by the picture tests.

#![allow(dead_code)]

use render::{Cell, Scene};
use rules::{Color, Variant};

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
