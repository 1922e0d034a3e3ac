//! One 255-color palette for every picture, and a lookup table from RGB to palette index.
//!
//! The palette is learned once per process from sample pictures of every board and style
//! (exact entries for the large flat areas, median cut for the anti-aliased edges), so
//! any picture, and every frame of an animation, can share it. Index 255 is left free
//! for GIF transparency.

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::paint::RgbImage;
use crate::theme::{FLAT, Rgb};

/// Number of real colors; index [`TRANSPARENT`] is reserved.
pub(crate) const COLORS: usize = 255;
/// The transparent index of GIF sub-frames.
pub(crate) const TRANSPARENT: u8 = 255;
/// How many of the most frequent sample colors get an exact entry.
const EXACT: usize = 72;

/// The palette and its RGB → index table.
pub(crate) struct Palette {
    /// 256 RGB triples (the last is unused black).
    pub rgb: Vec<u8>,
    lut: Vec<u8>,
}

fn key(c: Rgb) -> usize {
    ((c[0] as usize >> 2) << 12) | ((c[1] as usize >> 2) << 6) | (c[2] as usize >> 2)
}

impl Palette {
    /// The palette index for a color.
    #[inline]
    pub fn index(&self, c: Rgb) -> u8 {
        self.lut[key(c)]
    }

    /// Quantizes a picture.
    pub fn quantize_into(&self, img: &RgbImage, out: &mut [u8], out_w: u32, x: u32, y: u32) {
        for row in 0..img.h {
            let start = ((y + row) * out_w + x) as usize;
            let src = &img.px[(row * img.w) as usize..((row + 1) * img.w) as usize];
            let Some(dst) = out.get_mut(start..start + img.w as usize) else {
                continue;
            };
            let mut last = [0u8, 0, 0];
            let mut last_i = self.index(last);
            for (d, s) in dst.iter_mut().zip(src) {
                if *s != last {
                    last = *s;
                    last_i = self.index(last);
                }
                *d = last_i;
            }
        }
    }

    /// Learns the palette from sample pictures.
    pub fn learn(samples: &[RgbImage]) -> Palette {
        let mut hist: HashMap<Rgb, u64> = HashMap::new();
        for img in samples {
            for &p in &img.px {
                *hist.entry(p).or_insert(0) += 1;
            }
        }
        let mut colors: Vec<(Rgb, u64)> = hist.into_iter().collect();
        // Most frequent first, ties by color, so the result never depends on hashing.
        colors.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));

        let mut entries: Vec<Rgb> = Vec::with_capacity(COLORS);
        for c in FLAT {
            if !entries.contains(&c) {
                entries.push(c);
            }
        }
        for &(c, _) in colors.iter() {
            if entries.len() >= EXACT {
                break;
            }
            if !entries.contains(&c) {
                entries.push(c);
            }
        }
        let rest: Vec<(Rgb, f64)> = colors
            .iter()
            .filter(|(c, _)| !entries.contains(c))
            .map(|&(c, n)| (c, (n as f64).sqrt()))
            .collect();
        entries.extend(median_cut(rest, COLORS - entries.len()));
        while entries.len() < COLORS {
            entries.push([0, 0, 0]);
        }

        let mut lut = vec![0u8; 1 << 18];
        for (k, slot) in lut.iter_mut().enumerate() {
            let c = [
                ((k >> 12) << 2 | 2) as i32,
                (((k >> 6) & 63) << 2 | 2) as i32,
                ((k & 63) << 2 | 2) as i32,
            ];
            let mut best = (i32::MAX, 0usize);
            for (i, e) in entries.iter().enumerate() {
                let d = |a: i32, b: u8| (a - b as i32) * (a - b as i32);
                let dist = 2 * d(c[0], e[0]) + 4 * d(c[1], e[1]) + 3 * d(c[2], e[2]);
                if dist < best.0 {
                    best = (dist, i);
                }
            }
            *slot = best.1 as u8;
        }
        // Exact colors always map to themselves (the first, most important, wins a bucket).
        for (i, e) in entries.iter().enumerate().take(EXACT).rev() {
            lut[key(*e)] = i as u8;
        }
        let mut rgb: Vec<u8> = entries.iter().flatten().copied().collect();
        rgb.extend_from_slice(&[0, 0, 0]);
        Palette { rgb, lut }
    }
}

/// Splits weighted colors into at most `n` boxes along their widest channel.
fn median_cut(colors: Vec<(Rgb, f64)>, n: usize) -> Vec<Rgb> {
    if colors.is_empty() || n == 0 {
        return Vec::new();
    }
    let mut boxes = vec![colors];
    while boxes.len() < n {
        let widest = boxes
            .iter()
            .enumerate()
            .filter(|(_, b)| b.len() > 1)
            .map(|(i, b)| {
                let (ch, range) = widest_channel(b);
                let w: f64 = b.iter().map(|c| c.1).sum();
                (i, ch, range as f64 * w.sqrt())
            })
            .max_by(|a, b| a.2.total_cmp(&b.2).then(b.0.cmp(&a.0)));
        let Some((i, ch, score)) = widest else { break };
        if score <= 0.0 {
            break;
        }
        let mut b = boxes.swap_remove(i);
        b.sort_unstable_by(|x, y| x.0[ch].cmp(&y.0[ch]).then(x.0.cmp(&y.0)));
        let total: f64 = b.iter().map(|c| c.1).sum();
        let mut acc = 0.0;
        let mut cut = 1;
        for (j, c) in b.iter().enumerate() {
            acc += c.1;
            if acc >= total / 2.0 {
                cut = (j + 1).clamp(1, b.len() - 1);
                break;
            }
        }
        let hi = b.split_off(cut);
        boxes.push(b);
        boxes.push(hi);
    }
    boxes
        .iter()
        .map(|b| {
            let w: f64 = b.iter().map(|c| c.1).sum::<f64>().max(1e-9);
            let m =
                |i: usize| (b.iter().map(|c| c.0[i] as f64 * c.1).sum::<f64>() / w).round() as u8;
            [m(0), m(1), m(2)]
        })
        .collect()
}

fn widest_channel(b: &[(Rgb, f64)]) -> (usize, u8) {
    let mut best = (0, 0u8);
    for ch in 0..3 {
        let lo = b.iter().map(|c| c.0[ch]).min().unwrap_or(0);
        let hi = b.iter().map(|c| c.0[ch]).max().unwrap_or(0);
        if hi - lo > best.1 {
            best = (ch, hi - lo);
        }
    }
    best
}

/// The shared palette, learned on first use.
pub(crate) fn palette() -> &'static Palette {
    static P: OnceLock<Palette> = OnceLock::new();
    P.get_or_init(|| Palette::learn(&crate::compose::training_pictures()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flat_colors_are_exact() {
        let p = palette();
        for c in FLAT {
            let i = p.index(c) as usize;
            assert_eq!(&p.rgb[i * 3..i * 3 + 3], &c[..], "{c:?}");
        }
        assert_eq!(p.rgb.len(), 768);
    }
}
