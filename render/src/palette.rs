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
    [103, 47, 24],
    [223, 133, 110],
    [220, 164, 107],
    [230, 216, 187],
    [159, 148, 127],
    [118, 81, 44],
    [233, 138, 90],
    [203, 174, 107],
    [239, 201, 170],
    [119, 53, 28],
    [173, 143, 92],
    [243, 227, 195],
    [104, 78, 53],
    [121, 86, 48],
    [244, 138, 45],
    [61, 58, 52],
    [215, 182, 114],
    [208, 76, 59],
    [236, 200, 131],
    [187, 150, 99],
    [205, 63, 53],
    [246, 219, 165],
    [122, 148, 21],
    [206, 173, 120],
    [73, 70, 62],
    [226, 144, 119],
    [126, 84, 48],
    [105, 68, 35],
    [119, 108, 91],
    [227, 150, 128],
    [151, 107, 66],
    [173, 172, 65],
    [220, 206, 177],
    [180, 132, 76],
    [192, 154, 101],
    [152, 120, 77],
    [226, 190, 134],
    [141, 136, 50],
    [230, 164, 140],
    [148, 120, 77],
    [145, 133, 113],
    [211, 183, 133],
    [186, 147, 90],
    [191, 160, 105],
    [218, 190, 141],
    [36, 36, 34],
    [107, 101, 88],
    [226, 191, 119],
    [143, 90, 53],
    [227, 213, 182],
    [169, 131, 83],
    [210, 81, 69],
    [97, 88, 75],
    [212, 178, 113],
    [221, 176, 110],
    [198, 185, 159],
    [118, 78, 41],
    [167, 127, 80],
    [181, 135, 81],
    [203, 55, 46],
    [195, 145, 59],
    [139, 123, 94],
    [231, 121, 81],
    [112, 85, 35],
    [231, 198, 124],
    [174, 162, 139],
    [173, 151, 111],
    [214, 98, 83],
    [186, 146, 97],
    [154, 151, 57],
    [227, 196, 154],
    [183, 167, 136],
    [146, 112, 68],
    [53, 44, 35],
    [215, 178, 123],
    [158, 136, 99],
    [199, 161, 106],
    [126, 90, 52],
    [135, 98, 58],
    [141, 103, 60],
    [208, 166, 117],
    [156, 127, 81],
    [128, 61, 34],
    [170, 137, 84],
    [140, 101, 58],
    [166, 80, 50],
    [170, 135, 90],
    [144, 40, 24],
    [242, 219, 186],
    [191, 162, 114],
    [240, 197, 159],
    [200, 43, 36],
    [181, 158, 72],
    [195, 195, 71],
    [136, 104, 63],
    [227, 126, 87],
    [173, 128, 74],
    [131, 98, 58],
    [109, 138, 12],
    [156, 127, 67],
    [122, 113, 95],
    [196, 109, 71],
    [239, 118, 50],
    [193, 145, 88],
    [227, 195, 139],
    [215, 180, 117],
    [214, 200, 172],
    [142, 106, 65],
    [150, 115, 69],
    [181, 145, 97],
    [186, 139, 83],
    [202, 181, 135],
    [219, 120, 102],
    [241, 213, 158],
    [65, 50, 37],
    [71, 62, 50],
    [128, 90, 52],
    [111, 73, 38],
    [83, 52, 26],
    [203, 164, 107],
    [86, 75, 60],
    [166, 158, 63],
    [133, 124, 107],
    [107, 95, 77],
    [230, 205, 152],
    [230, 93, 64],
    [119, 36, 21],
    [154, 141, 118],
    [167, 155, 132],
    [87, 82, 71],
    [232, 176, 137],
    [156, 120, 76],
    [199, 168, 117],
    [229, 209, 170],
    [171, 144, 101],
    [126, 105, 77],
    [218, 184, 129],
    [174, 130, 76],
    [155, 130, 89],
    [198, 77, 55],
    [148, 78, 47],
    [132, 40, 23],
    [232, 148, 101],
    [124, 123, 40],
    [87, 67, 48],
    [189, 164, 120],
    [216, 107, 90],
    [213, 109, 34],
    [144, 118, 78],
    [127, 97, 51],
    [234, 177, 151],
    [51, 49, 45],
    [182, 154, 105],
    [231, 160, 128],
    [184, 140, 88],
    [226, 193, 121],
    [184, 183, 68],
    [187, 172, 139],
    [252, 179, 79],
    [217, 111, 94],
    [189, 176, 152],
    [197, 33, 28],
    [192, 130, 81],
    [141, 98, 54],
    [165, 123, 73],
    [55, 38, 25],
    [151, 117, 70],
    [214, 92, 70],
    [225, 124, 13],
    [130, 91, 53],
    [73, 44, 21],
    [200, 51, 42],
    [161, 125, 81],
    [220, 188, 118],
    [146, 108, 66],
    [206, 192, 165],
    [236, 187, 158],
    [148, 116, 54],
    [146, 150, 49],
    [172, 135, 76],
    [113, 77, 40],
    [248, 131, 19],
    [253, 141, 9],
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
