//! One 255-color palette for every picture, and a lookup table from RGB to palette index.
//!
//! The palette is baked into the source ([`ENTRIES`], as lila-gif bakes its own): it was
//! learned from sample pictures of every board and style (exact entries for the large
//! flat areas, median cut for the anti-aliased edges), so any picture, and every frame of
//! an animation, can share it. Index 255 is left free for GIF transparency. The learning
//! itself lives in the tests, which re-derive the palette from freshly drawn samples and
//! fail if the baked table no longer matches what the drawing code produces.

#[cfg(test)]
use std::collections::HashMap;
use std::sync::OnceLock;

use crate::paint::RgbImage;
#[cfg(test)]
use crate::theme::FLAT;
use crate::theme::Rgb;

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

    /// The palette of `entries` (real colors, the most important first) with its lookup
    /// table: every RGB bucket maps to its nearest entry, and the first [`EXACT`] entries
    /// always map to themselves.
    pub fn from_entries(entries: &[Rgb]) -> Palette {
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

/// Learns the palette entries from sample pictures (how [`ENTRIES`] was made).
#[cfg(test)]
fn learn(samples: &[RgbImage]) -> Vec<Rgb> {
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
    entries
}

/// Splits weighted colors into at most `n` boxes along their widest channel.
#[cfg(test)]
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

#[cfg(test)]
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

/// The shared palette; its lookup table is built on first use.
pub(crate) fn palette() -> &'static Palette {
    static P: OnceLock<Palette> = OnceLock::new();
    P.get_or_init(|| Palette::from_entries(&ENTRIES))
}

/// The palette's entries, most important first (see the module documentation).
#[rustfmt::skip]
pub(crate) const ENTRIES: [Rgb; COLORS] = [
    [233, 198, 140],
    [238, 204, 128],
    [196, 146, 88],
    [86, 52, 24],
    [104, 66, 32],
    [52, 36, 24],
    [246, 232, 204],
    [247, 231, 196],
    [196, 28, 24],
    [28, 28, 28],
    [250, 224, 166],
    [122, 84, 52],
    [178, 128, 72],
    [99, 102, 111],
    [112, 76, 40],
    [201, 202, 70],
    [198, 198, 77],
    [92, 128, 0],
    [116, 82, 48],
    [220, 185, 130],
    [232, 197, 139],
    [199, 159, 110],
    [255, 140, 0],
    [228, 194, 137],
    [230, 196, 138],
    [231, 196, 139],
    [229, 195, 138],
    [184, 138, 84],
    [223, 195, 152],
    [226, 192, 136],
    [84, 88, 100],
    [196, 155, 105],
    [208, 173, 126],
    [241, 222, 185],
    [222, 189, 133],
    [192, 148, 97],
    [199, 159, 109],
    [201, 162, 113],
    [213, 180, 134],
    [229, 204, 164],
    [201, 171, 121],
    [217, 184, 130],
    [199, 169, 119],
    [220, 187, 132],
    [218, 186, 131],
    [52, 50, 46],
    [81, 77, 69],
    [196, 150, 100],
    [227, 193, 136],
    [205, 192, 164],
    [120, 78, 40],
    [212, 180, 127],
    [217, 185, 131],
    [176, 144, 98],
    [180, 169, 145],
    [182, 133, 78],
    [190, 146, 94],
    [205, 168, 120],
    [226, 199, 158],
    [232, 208, 168],
    [238, 217, 179],
    [208, 77, 66],
    [237, 192, 163],
    [228, 193, 137],
    [215, 182, 129],
    [189, 161, 114],
    [196, 166, 117],
    [210, 179, 126],
    [214, 182, 128],
    [232, 172, 146],
    [129, 122, 106],
    [117, 118, 13],
    [212, 178, 113],
    [220, 206, 177],
    [69, 47, 29],
    [118, 82, 45],
    [239, 201, 170],
    [223, 189, 118],
    [227, 150, 128],
    [246, 219, 165],
    [218, 190, 141],
    [203, 174, 107],
    [127, 84, 47],
    [234, 124, 82],
    [167, 126, 80],
    [121, 86, 48],
    [100, 78, 56],
    [106, 68, 35],
    [119, 55, 29],
    [117, 79, 42],
    [187, 150, 99],
    [103, 47, 24],
    [218, 164, 107],
    [234, 138, 90],
    [186, 146, 90],
    [206, 173, 120],
    [210, 81, 69],
    [208, 76, 59],
    [108, 102, 89],
    [243, 227, 195],
    [226, 190, 134],
    [215, 181, 114],
    [205, 63, 53],
    [173, 127, 74],
    [212, 184, 134],
    [180, 131, 76],
    [61, 58, 52],
    [139, 123, 93],
    [173, 172, 65],
    [223, 133, 110],
    [155, 117, 74],
    [196, 109, 71],
    [174, 162, 139],
    [230, 93, 64],
    [242, 223, 189],
    [203, 55, 46],
    [209, 165, 118],
    [113, 142, 14],
    [214, 98, 83],
    [244, 138, 45],
    [154, 126, 80],
    [227, 213, 182],
    [131, 98, 58],
    [186, 146, 97],
    [98, 89, 75],
    [142, 102, 59],
    [230, 216, 187],
    [226, 144, 119],
    [229, 126, 86],
    [221, 176, 110],
    [191, 159, 109],
    [181, 135, 80],
    [73, 69, 62],
    [173, 143, 93],
    [250, 135, 14],
    [230, 164, 140],
    [181, 158, 72],
    [144, 132, 112],
    [226, 198, 154],
    [148, 112, 67],
    [143, 99, 55],
    [231, 197, 123],
    [170, 136, 79],
    [173, 151, 111],
    [141, 136, 50],
    [214, 178, 123],
    [199, 161, 105],
    [157, 136, 99],
    [135, 98, 57],
    [126, 90, 52],
    [169, 131, 83],
    [197, 184, 158],
    [112, 81, 38],
    [155, 129, 66],
    [120, 107, 89],
    [200, 43, 36],
    [206, 181, 133],
    [185, 138, 82],
    [238, 200, 135],
    [170, 135, 89],
    [158, 148, 127],
    [195, 145, 59],
    [213, 199, 171],
    [136, 103, 63],
    [191, 162, 114],
    [183, 167, 136],
    [121, 147, 21],
    [192, 154, 101],
    [166, 80, 51],
    [128, 58, 33],
    [150, 107, 66],
    [142, 90, 51],
    [145, 114, 69],
    [123, 113, 95],
    [239, 118, 50],
    [195, 144, 88],
    [215, 179, 117],
    [227, 195, 139],
    [181, 145, 97],
    [233, 121, 80],
    [142, 106, 65],
    [195, 195, 71],
    [54, 44, 35],
    [219, 120, 102],
    [41, 40, 37],
    [72, 62, 50],
    [111, 74, 39],
    [83, 53, 27],
    [241, 213, 158],
    [129, 90, 52],
    [203, 164, 108],
    [166, 159, 63],
    [85, 76, 61],
    [132, 123, 106],
    [229, 205, 153],
    [153, 140, 118],
    [119, 37, 21],
    [167, 155, 131],
    [107, 95, 77],
    [240, 197, 158],
    [87, 82, 72],
    [232, 177, 138],
    [219, 183, 128],
    [154, 152, 56],
    [131, 105, 72],
    [199, 167, 117],
    [174, 130, 76],
    [229, 209, 170],
    [155, 130, 89],
    [198, 77, 55],
    [149, 79, 48],
    [234, 178, 151],
    [150, 117, 70],
    [232, 148, 101],
    [189, 164, 120],
    [191, 173, 135],
    [132, 39, 23],
    [213, 109, 34],
    [127, 97, 51],
    [171, 144, 101],
    [216, 107, 90],
    [213, 115, 94],
    [226, 193, 121],
    [52, 49, 45],
    [89, 67, 47],
    [182, 154, 105],
    [148, 117, 75],
    [184, 140, 88],
    [231, 160, 128],
    [184, 183, 68],
    [252, 179, 79],
    [197, 33, 28],
    [163, 122, 73],
    [121, 123, 37],
    [56, 38, 24],
    [138, 99, 56],
    [188, 175, 151],
    [145, 107, 65],
    [214, 92, 70],
    [143, 149, 46],
    [217, 113, 80],
    [236, 187, 158],
    [225, 124, 13],
    [242, 216, 183],
    [130, 91, 54],
    [101, 133, 7],
    [32, 32, 31],
    [200, 51, 42],
    [191, 161, 101],
    [161, 125, 81],
    [205, 192, 165],
    [140, 119, 50],
    [234, 201, 126],
    [147, 39, 24],
    [142, 42, 25],
];

#[cfg(test)]
mod tests {
    use super::*;

    /// The baked table is what learning from today's drawing code gives; if a change to
    /// the pictures moves it, this fails and prints the new table to paste in.
    #[test]
    fn baked_entries_match_the_learned_palette() {
        let learned = learn(&crate::compose::training_pictures());
        if learned[..] != ENTRIES[..] {
            let table: String = learned
                .iter()
                .map(|c| format!("    [{}, {}, {}],\n", c[0], c[1], c[2]))
                .collect();
            panic!("the palette moved; the new ENTRIES:\n{table}");
        }
    }

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
