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
    [96, 131, 3],
    [228, 195, 154],
    [221, 176, 110],
    [226, 144, 119],
    [155, 153, 57],
    [118, 82, 45],
    [212, 178, 113],
    [231, 93, 64],
    [121, 87, 48],
    [127, 84, 47],
    [243, 227, 195],
    [106, 68, 35],
    [209, 81, 68],
    [155, 126, 81],
    [118, 79, 42],
    [109, 78, 47],
    [240, 202, 171],
    [246, 218, 167],
    [213, 200, 171],
    [186, 150, 100],
    [202, 174, 107],
    [147, 136, 115],
    [137, 123, 96],
    [206, 173, 120],
    [188, 140, 84],
    [227, 150, 128],
    [218, 190, 141],
    [212, 184, 134],
    [73, 69, 62],
    [171, 132, 82],
    [230, 216, 187],
    [180, 132, 76],
    [244, 138, 45],
    [223, 133, 110],
    [231, 197, 123],
    [234, 138, 90],
    [174, 127, 74],
    [205, 63, 53],
    [173, 143, 92],
    [174, 162, 139],
    [128, 57, 32],
    [226, 123, 87],
    [181, 158, 72],
    [215, 181, 114],
    [36, 36, 34],
    [191, 160, 105],
    [119, 109, 92],
    [108, 102, 89],
    [203, 55, 46],
    [187, 147, 90],
    [195, 145, 59],
    [236, 200, 130],
    [220, 164, 107],
    [142, 104, 60],
    [97, 89, 76],
    [106, 44, 23],
    [206, 181, 133],
    [213, 97, 82],
    [185, 147, 97],
    [221, 206, 175],
    [182, 136, 81],
    [237, 119, 62],
    [208, 75, 59],
    [119, 62, 33],
    [171, 137, 83],
    [153, 108, 65],
    [231, 121, 81],
    [200, 43, 36],
    [230, 164, 140],
    [155, 117, 75],
    [198, 185, 158],
    [142, 42, 25],
    [152, 120, 70],
    [215, 178, 123],
    [210, 166, 118],
    [113, 81, 38],
    [126, 90, 52],
    [199, 162, 106],
    [160, 150, 129],
    [227, 213, 182],
    [166, 80, 51],
    [135, 98, 58],
    [226, 190, 134],
    [240, 200, 157],
    [142, 106, 65],
    [196, 109, 71],
    [227, 191, 118],
    [171, 135, 89],
    [136, 104, 64],
    [173, 172, 65],
    [191, 162, 114],
    [206, 141, 88],
    [142, 102, 58],
    [173, 150, 109],
    [193, 154, 101],
    [183, 167, 136],
    [242, 220, 186],
    [160, 134, 93],
    [131, 98, 58],
    [109, 138, 12],
    [167, 127, 80],
    [142, 91, 52],
    [54, 44, 34],
    [122, 148, 21],
    [227, 195, 139],
    [123, 114, 96],
    [215, 180, 117],
    [181, 145, 97],
    [155, 142, 117],
    [195, 195, 71],
    [60, 57, 51],
    [219, 120, 102],
    [71, 62, 51],
    [169, 155, 129],
    [66, 50, 36],
    [86, 75, 61],
    [146, 112, 68],
    [111, 74, 38],
    [84, 51, 24],
    [203, 164, 107],
    [129, 91, 52],
    [166, 158, 63],
    [120, 38, 21],
    [135, 126, 109],
    [241, 214, 158],
    [153, 129, 58],
    [108, 96, 77],
    [230, 204, 151],
    [146, 108, 67],
    [87, 82, 71],
    [232, 177, 138],
    [199, 168, 117],
    [229, 209, 170],
    [253, 141, 9],
    [125, 105, 78],
    [174, 130, 76],
    [219, 183, 128],
    [149, 79, 48],
    [232, 148, 101],
    [124, 123, 40],
    [194, 145, 88],
    [191, 173, 135],
    [189, 164, 120],
    [212, 108, 35],
    [132, 39, 23],
    [184, 140, 89],
    [170, 143, 100],
    [148, 117, 76],
    [216, 106, 90],
    [127, 97, 51],
    [234, 178, 151],
    [90, 67, 45],
    [226, 193, 121],
    [183, 154, 105],
    [195, 127, 81],
    [231, 160, 128],
    [184, 183, 68],
    [252, 179, 79],
    [211, 119, 95],
    [197, 33, 28],
    [188, 175, 151],
    [51, 49, 44],
    [142, 98, 54],
    [55, 38, 24],
    [237, 189, 160],
    [164, 123, 73],
    [206, 192, 165],
    [151, 128, 90],
    [136, 129, 47],
    [225, 124, 13],
    [131, 92, 54],
    [214, 91, 69],
    [73, 44, 20],
    [201, 50, 42],
    [145, 149, 48],
    [162, 125, 80],
    [241, 116, 39],
    [150, 115, 69],
    [220, 188, 117],
    [147, 39, 24],
    [172, 136, 76],
    [248, 131, 19],
    [199, 71, 55],
    [194, 84, 54],
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
