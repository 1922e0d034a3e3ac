//! The two sides stay apart for every eye: in greyscale and for red-green colour blindness.
//!
//! Method: the pictures are decoded, and colours read off the pieces are compared by the
//! WCAG 2.x contrast ratio of their relative luminance ((L1 + 0.05) / (L2 + 0.05), with L
//! from linear sRGB: 0.2126 R + 0.7152 G + 0.0722 B), which is what a greyscale picture
//! keeps of them. Colour blindness is simulated with the matrices of Machado, Oliveira and
//! Fernandes, "A Physiologically-based Model for Simulation of Color Vision Deficiency"
//! (IEEE TVCG 15(6), 2009), at severity 1.0 (protanopia and deuteranopia), applied to
//! linear RGB; the simulated colours are compared the same way. 3:1 is WCAG's least
//! contrast for graphical objects (success criterion 1.4.11).

mod common;

use common::{Decoded, decode_png, scaled_to, sq, start};
use render::{Cell, Kind, Piece, Scene, Style};
use rules::{Color, Variant};

/// Machado et al. 2009, protanopia, severity 1.0 (linear RGB).
const PROTANOPIA: [[f64; 3]; 3] = [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
];
/// Machado et al. 2009, deuteranopia, severity 1.0 (linear RGB).
const DEUTERANOPIA: [[f64; 3]; 3] = [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.011820, 0.042940, 0.968881],
];
const IDENTITY: [[f64; 3]; 3] = [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]];
const VISIONS: [(&str, [[f64; 3]; 3]); 3] = [
    ("greyscale", IDENTITY),
    ("protanopia", PROTANOPIA),
    ("deuteranopia", DEUTERANOPIA),
];

fn linear(c: u8) -> f64 {
    let c = f64::from(c) / 255.0;
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

/// Relative luminance of a linear RGB colour as seen through `vision`.
fn luminance(rgb: [f64; 3], vision: [[f64; 3]; 3]) -> f64 {
    let seen = vision.map(|row| (0..3).map(|i| row[i] * rgb[i]).sum::<f64>().clamp(0.0, 1.0));
    0.2126 * seen[0] + 0.7152 * seen[1] + 0.0722 * seen[2]
}

fn contrast(a: [f64; 3], b: [f64; 3], vision: [[f64; 3]; 3]) -> f64 {
    let (x, y) = (luminance(a, vision), luminance(b, vision));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

/// The pixels within `r` of (x, y), in linear RGB.
fn disc_pixels(img: &Decoded, (x, y): (u32, u32), r: f64) -> Vec<[f64; 3]> {
    let r2 = r * r;
    let ri = r.ceil() as u32;
    let mut out = Vec::new();
    for yy in y - ri..=y + ri {
        for xx in x - ri..=x + ri {
            let (dx, dy) = (f64::from(xx) - f64::from(x), f64::from(yy) - f64::from(y));
            if dx * dx + dy * dy <= r2 {
                out.push(img.at(xx, yy).map(linear));
            }
        }
    }
    out
}

fn mean(px: &[[f64; 3]]) -> [f64; 3] {
    let n = px.len() as f64;
    [0, 1, 2].map(|i| px.iter().map(|p| p[i]).sum::<f64>() / n)
}

/// The most frequent colour among `px` (a flat area: a disc's face or rim).
fn commonest(px: &[[u8; 3]]) -> [f64; 3] {
    let mut counts = std::collections::HashMap::new();
    for p in px {
        *counts.entry(*p).or_insert(0) += 1;
    }
    let (top, _) = counts
        .into_iter()
        .max_by_key(|&(c, n)| (n, c))
        .expect("pixels");
    top.map(linear)
}

/// The pixels of `img` at a distance from `c` between `r0` and `r1`.
fn ring(img: &Decoded, c: (u32, u32), r0: f64, r1: f64) -> Vec<[u8; 3]> {
    let ri = r1.ceil() as u32;
    let mut out = Vec::new();
    for y in c.1 - ri..=c.1 + ri {
        for x in c.0 - ri..=c.0 + ri {
            let d = (f64::from(x) - f64::from(c.0)).hypot(f64::from(y) - f64::from(c.1));
            if (r0..=r1).contains(&d) {
                out.push(img.at(x, y));
            }
        }
    }
    out
}

/// Western style: Red's discs are light, Black's dark. Their faces (fill) and their rims
/// (outline) differ by a contrast of at least 3:1 in greyscale and for protanopes and
/// deuteranopes; each side's letters stand out from their own face as much; and even a
/// whole disc averaged (face, ring and letter, as a glance at a phone takes it in)
/// stays apart from the other side's.
#[test]
fn western_discs_differ_in_lightness_for_every_eye() {
    for v in [Variant::Xiangqi, Variant::MiniXiangqi] {
        let mut s = start(v, Color::Red);
        s.style = Style::Western;
        let (red_general, black_general) = match v {
            Variant::Xiangqi => ("e1", "e10"),
            _ => ("d1", "d7"),
        };
        let img = decode_png(&render::render_png(&s).unwrap());
        let cell = f64::from(
            render::cell_center(&s, 1).unwrap().0 - render::cell_center(&s, 0).unwrap().0,
        );
        let r = cell * 0.445;
        let centre = |n: &str| render::cell_center(&s, sq(v, n)).unwrap();
        let (red, black) = (centre(red_general), centre(black_general));
        let face = |c| commonest(&ring(&img, c, 0.0, r * 0.75));
        let rim = |c| commonest(&ring(&img, c, r - 2.2, r - 0.8));
        // The whole disc at the 400 px a phone shows.
        let small = scaled_to(&img, 400);
        let k = 400.0 / f64::from(img.w);
        let at_phone = |(x, y): (u32, u32)| {
            let c = (
                (f64::from(x) * k).round() as u32,
                (f64::from(y) * k).round() as u32,
            );
            mean(&disc_pixels(&small, c, r * k * 0.9))
        };
        for (name, vision) in VISIONS {
            let faces = contrast(face(red), face(black), vision);
            let rims = contrast(rim(red), rim(black), vision);
            let whole = contrast(at_phone(red), at_phone(black), vision);
            eprintln!(
                "{v} western, {name}: faces {faces:.2}:1, rims {rims:.2}:1, whole discs at \
                 400 px {whole:.2}:1"
            );
            assert!(faces >= 3.0, "{v} {name}: faces {faces:.2}:1");
            assert!(rims >= 3.0, "{v} {name}: rims {rims:.2}:1");
            assert!(whole >= 2.0, "{v} {name}: whole discs {whole:.2}:1");
        }
        for (side, c) in [("red", red), ("black", black)] {
            let px = disc_pixels(&img, c, r * 0.75);
            let letters = ink_against(&px, face(c));
            for (name, vision) in VISIONS {
                let on_face = contrast(letters, face(c), vision);
                eprintln!("{v} western {side} letters on their face, {name}: {on_face:.2}:1");
                assert!(on_face >= 3.0, "{v} {side} {name}: letters {on_face:.2}:1");
            }
        }
    }
}

/// The ink on a face: the mean of the tenth of the pixels least like the face (the
/// strokes' cores; the anti-aliased edges lie between them and the face).
fn ink_against(px: &[[f64; 3]], face: [f64; 3]) -> [f64; 3] {
    let l = luminance(face, IDENTITY);
    let mut px = px.to_vec();
    px.sort_by(|a, b| {
        let d = |p: &[f64; 3]| (luminance(*p, IDENTITY) - l).abs();
        d(b).total_cmp(&d(a))
    });
    mean(&px[..px.len() / 10])
}

/// Traditional style: both sides' characters stand on the same light wood, so their inks
/// must differ: red and black ink at least 3:1 apart in greyscale and for protanopes and
/// deuteranopes (for whom red darkens towards black), and each 3:1 from the disc.
#[test]
fn traditional_inks_differ_for_every_eye() {
    let v = Variant::Xiangqi;
    let s = start(v, Color::Red);
    let img = decode_png(&render::render_png(&s).unwrap());
    let cell = render::cell_center(&s, 1).unwrap().0 - render::cell_center(&s, 0).unwrap().0;
    let inside = |n: &str| {
        let c = render::cell_center(&s, sq(v, n)).unwrap();
        disc_pixels(&img, c, f64::from(cell) * 0.445 * 0.75)
    };
    let (red, black) = (inside("e1"), inside("e10"));
    let e1 = render::cell_center(&s, sq(v, "e1")).unwrap();
    let face = commonest(&ring(&img, e1, 0.0, f64::from(cell) * 0.445 * 0.75));
    let (red_ink, black_ink) = (ink_against(&red, face), ink_against(&black, face));
    for (name, vision) in VISIONS {
        let inks = contrast(red_ink, black_ink, vision);
        let red_on_face = contrast(red_ink, face, vision);
        eprintln!(
            "traditional inks, {name}: red–black {inks:.2}:1, red on the disc {red_on_face:.2}:1"
        );
        assert!(inks >= 3.0, "{name}: inks {inks:.2}:1");
        assert!(
            red_on_face >= 3.0,
            "{name}: red on the disc {red_on_face:.2}:1"
        );
    }
}

/// Minishogi's kings, 玉 (sente) and 王 (gote), are told apart at 400 px: drawn upright on
/// the same point (each from its owner's side), 玉's dot is at least 6 pixels of solid ink
/// where 王 has the light face — not a speck beside a look-alike (the Ming face's 王 ends
/// its lowest stroke in a triangle just where 玉 has its dot).
#[test]
fn minishogi_kings_are_told_apart_at_phone_width() {
    let v = Variant::MiniShogi;
    // The centre point is at the same place from either side.
    let king = |color: Color| {
        let mut s = Scene::empty(v, color);
        s.cells[sq(v, "c3")] = Cell::Piece(Piece::new(color, Kind::King));
        let img = decode_png(&render::render_png(&s).unwrap());
        let (x, y) = render::cell_center(&s, sq(v, "c3")).unwrap();
        let k = 400.0 / f64::from(img.w);
        let cell = render::cell_center(&s, 1).unwrap().0;
        let half = f64::from(cell.abs_diff(render::cell_center(&s, 0).unwrap().0)) * k / 2.0;
        let small = scaled_to(&img, 400);
        let c = (f64::from(x) * k, f64::from(y) * k);
        let mut cell = Vec::new();
        for yy in (c.1 - half) as u32..(c.1 + half) as u32 {
            for xx in (c.0 - half) as u32..(c.0 + half) as u32 {
                cell.push(luminance(small.at(xx, yy).map(linear), IDENTITY));
            }
        }
        cell
    };
    let (sente, gote) = (king(Color::Red), king(Color::Black));
    let only_in = |a: &[f64], b: &[f64]| {
        a.iter()
            .zip(b)
            .filter(|&(&x, &y)| x < 0.05 && y > 0.5)
            .count()
    };
    let (dot, extra) = (only_in(&sente, &gote), only_in(&gote, &sente));
    eprintln!("玉's ink where 王 has none: {dot} px at 400 (the other way: {extra} px)");
    assert!(dot >= 6, "{dot} px");
}
