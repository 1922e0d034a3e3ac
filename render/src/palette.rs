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
    [117, 101, 84],
    [181, 167, 144],
    [247, 231, 196],
    [214, 64, 24],
    [16, 16, 16],
    [44, 40, 36],
    [250, 224, 166],
    [122, 84, 52],
    [99, 102, 111],
    [178, 128, 72],
    [201, 202, 70],
    [112, 76, 40],
    [92, 128, 0],
    [198, 198, 77],
    [214, 24, 24],
    [255, 140, 0],
    [116, 82, 48],
    [220, 185, 130],
    [232, 197, 139],
    [84, 88, 100],
    [228, 194, 137],
    [199, 159, 110],
    [230, 196, 138],
    [147, 126, 79],
    [231, 196, 139],
    [229, 195, 138],
    [226, 192, 136],
    [222, 189, 133],
    [133, 98, 59],
    [184, 138, 84],
    [223, 195, 152],
    [201, 171, 121],
    [196, 155, 105],
    [208, 173, 126],
    [217, 184, 130],
    [241, 222, 185],
    [195, 165, 116],
    [220, 187, 132],
    [192, 148, 97],
    [199, 159, 109],
    [201, 162, 113],
    [213, 180, 134],
    [229, 204, 164],
    [196, 150, 100],
    [218, 186, 131],
    [227, 193, 136],
    [25, 23, 22],
    [216, 75, 36],
    [212, 180, 127],
    [217, 185, 131],
    [219, 91, 52],
    [228, 193, 137],
    [247, 230, 195],
    [241, 199, 163],
    [215, 182, 129],
    [226, 194, 121],
    [196, 166, 117],
    [189, 161, 114],
    [222, 104, 66],
    [210, 179, 126],
    [214, 182, 128],
    [214, 200, 170],
    [209, 179, 112],
    [117, 118, 13],
    [196, 168, 105],
    [117, 84, 44],
    [95, 89, 78],
    [112, 74, 39],
    [127, 92, 53],
    [145, 108, 65],
    [90, 80, 62],
    [187, 142, 86],
    [200, 170, 106],
    [217, 80, 40],
    [135, 101, 59],
    [153, 124, 78],
    [233, 160, 124],
    [224, 197, 147],
    [141, 111, 70],
    [222, 105, 66],
    [244, 226, 191],
    [111, 94, 92],
    [182, 147, 78],
    [134, 125, 108],
    [220, 92, 49],
    [155, 85, 55],
    [220, 87, 51],
    [214, 66, 26],
    [193, 195, 66],
    [202, 170, 118],
    [255, 143, 6],
    [136, 105, 63],
    [230, 215, 183],
    [108, 97, 76],
    [216, 178, 112],
    [163, 124, 79],
    [155, 114, 71],
    [33, 31, 27],
    [243, 209, 173],
    [235, 154, 99],
    [223, 109, 71],
    [175, 129, 73],
    [216, 73, 33],
    [229, 121, 73],
    [235, 200, 128],
    [151, 142, 121],
    [186, 156, 100],
    [218, 126, 84],
    [132, 105, 51],
    [225, 115, 78],
    [169, 173, 59],
    [105, 68, 34],
    [177, 129, 74],
    [217, 184, 130],
    [57, 45, 33],
    [123, 79, 44],
    [57, 53, 46],
    [178, 131, 76],
    [213, 199, 170],
    [167, 141, 100],
    [198, 185, 158],
    [178, 147, 95],
    [227, 188, 133],
    [229, 134, 95],
    [153, 143, 58],
    [176, 127, 73],
    [150, 127, 90],
    [222, 183, 115],
    [179, 133, 80],
    [179, 163, 130],
    [209, 180, 129],
    [226, 124, 86],
    [143, 149, 44],
    [168, 139, 89],
    [120, 86, 47],
    [245, 219, 177],
    [184, 154, 107],
    [248, 133, 14],
    [231, 122, 80],
    [177, 137, 88],
    [168, 130, 77],
    [224, 99, 62],
    [226, 188, 120],
    [144, 106, 63],
    [56, 39, 24],
    [230, 144, 107],
    [123, 114, 95],
    [133, 84, 69],
    [195, 157, 100],
    [168, 157, 134],
    [182, 146, 90],
    [226, 204, 159],
    [241, 196, 157],
    [225, 209, 176],
    [152, 71, 44],
    [233, 154, 111],
    [68, 49, 30],
    [196, 162, 111],
    [121, 104, 77],
    [130, 96, 56],
    [126, 130, 40],
    [123, 87, 48],
    [140, 98, 59],
    [124, 41, 22],
    [235, 145, 94],
    [188, 149, 94],
    [212, 191, 150],
    [246, 219, 161],
    [96, 65, 33],
    [67, 61, 51],
    [208, 174, 110],
    [165, 130, 86],
    [203, 144, 89],
    [40, 37, 33],
    [212, 176, 120],
    [191, 39, 41],
    [141, 86, 46],
    [212, 176, 115],
    [215, 70, 30],
    [164, 154, 63],
    [143, 39, 23],
    [89, 82, 70],
    [189, 160, 113],
    [254, 159, 38],
    [215, 79, 43],
    [76, 71, 62],
    [228, 193, 134],
    [163, 150, 121],
    [199, 130, 81],
    [240, 210, 161],
    [156, 64, 68],
    [134, 120, 93],
    [23, 22, 20],
    [150, 119, 72],
    [238, 185, 149],
    [220, 95, 56],
    [199, 176, 130],
    [113, 106, 91],
    [130, 92, 53],
    [111, 42, 22],
    [119, 89, 55],
    [148, 112, 70],
    [218, 83, 43],
    [233, 131, 86],
    [185, 173, 147],
    [223, 149, 101],
    [147, 135, 110],
    [193, 183, 86],
    [225, 101, 56],
    [181, 180, 66],
    [125, 88, 48],
    [81, 71, 54],
    [235, 172, 132],
    [87, 54, 26],
    [120, 108, 39],
    [166, 124, 73],
    [236, 175, 100],
    [189, 144, 89],
    [208, 108, 69],
    [135, 130, 47],
    [47, 44, 38],
    [134, 97, 58],
    [183, 135, 80],
    [221, 153, 50],
    [196, 83, 55],
    [184, 139, 85],
    [207, 161, 109],
    [214, 47, 29],
    [231, 98, 65],
    [181, 147, 99],
    [228, 202, 148],
    [103, 93, 77],
    [216, 146, 94],
    [111, 141, 14],
    [235, 179, 141],
    [136, 54, 31],
    [233, 209, 157],
    [244, 208, 152],
    [203, 70, 37],
    [209, 95, 43],
    [115, 79, 43],
    [44, 40, 35],
    [72, 65, 52],
    [180, 131, 66],
    [241, 126, 50],
    [217, 93, 56],
    [145, 104, 57],
    [149, 107, 61],
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
