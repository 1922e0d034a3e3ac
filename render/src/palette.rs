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
    [116, 82, 48],
    [220, 185, 130],
    [232, 197, 139],
    [199, 159, 110],
    [228, 194, 137],
    [230, 196, 138],
    [84, 88, 100],
    [231, 196, 139],
    [229, 195, 138],
    [184, 138, 84],
    [223, 195, 152],
    [226, 192, 136],
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
    [199, 169, 119],
    [217, 184, 130],
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
    [231, 198, 124],
    [219, 205, 175],
    [163, 121, 72],
    [145, 134, 113],
    [233, 125, 82],
    [227, 213, 182],
    [207, 73, 60],
    [230, 216, 187],
    [226, 190, 134],
    [217, 187, 115],
    [152, 45, 28],
    [152, 119, 77],
    [240, 202, 171],
    [66, 50, 36],
    [218, 190, 140],
    [158, 136, 99],
    [97, 90, 76],
    [138, 123, 95],
    [226, 194, 121],
    [146, 114, 69],
    [231, 95, 65],
    [235, 153, 98],
    [218, 113, 92],
    [127, 79, 45],
    [73, 69, 62],
    [119, 82, 45],
    [243, 227, 195],
    [148, 119, 78],
    [223, 205, 170],
    [205, 63, 53],
    [108, 102, 89],
    [160, 150, 129],
    [200, 43, 36],
    [183, 167, 135],
    [174, 162, 139],
    [122, 88, 51],
    [222, 133, 113],
    [157, 130, 82],
    [181, 143, 94],
    [218, 116, 99],
    [106, 68, 35],
    [101, 52, 26],
    [203, 55, 46],
    [212, 184, 134],
    [162, 124, 80],
    [230, 162, 136],
    [194, 160, 110],
    [213, 95, 81],
    [120, 61, 33],
    [145, 111, 65],
    [206, 181, 133],
    [204, 173, 111],
    [216, 105, 89],
    [175, 175, 63],
    [120, 107, 88],
    [186, 156, 101],
    [228, 133, 95],
    [229, 186, 134],
    [126, 90, 51],
    [117, 80, 43],
    [173, 129, 79],
    [140, 101, 58],
    [204, 106, 78],
    [41, 40, 37],
    [175, 132, 80],
    [210, 81, 66],
    [207, 174, 122],
    [234, 143, 93],
    [166, 127, 79],
    [146, 112, 67],
    [177, 144, 93],
    [197, 159, 102],
    [198, 185, 158],
    [108, 78, 48],
    [230, 153, 114],
    [192, 158, 102],
    [246, 218, 167],
    [203, 165, 112],
    [240, 200, 157],
    [164, 89, 56],
    [181, 135, 82],
    [135, 103, 62],
    [129, 90, 52],
    [209, 180, 111],
    [173, 150, 109],
    [60, 57, 51],
    [165, 166, 61],
    [112, 84, 35],
    [193, 164, 115],
    [130, 97, 57],
    [229, 190, 152],
    [122, 113, 95],
    [165, 80, 51],
    [235, 200, 130],
    [174, 136, 80],
    [213, 200, 171],
    [130, 47, 27],
    [54, 44, 34],
    [141, 105, 64],
    [200, 171, 107],
    [242, 223, 189],
    [166, 132, 81],
    [194, 194, 71],
    [141, 139, 51],
    [185, 150, 94],
    [157, 157, 56],
    [71, 62, 51],
    [151, 106, 65],
    [169, 155, 129],
    [86, 76, 61],
    [84, 51, 24],
    [111, 74, 38],
    [193, 147, 92],
    [155, 116, 70],
    [133, 124, 107],
    [230, 204, 150],
    [241, 214, 158],
    [120, 37, 21],
    [131, 91, 53],
    [174, 135, 89],
    [154, 142, 119],
    [108, 96, 77],
    [232, 113, 76],
    [183, 137, 83],
    [227, 150, 127],
    [155, 130, 90],
    [135, 97, 57],
    [86, 82, 71],
    [217, 181, 122],
    [219, 183, 128],
    [130, 104, 71],
    [215, 155, 115],
    [229, 209, 170],
    [227, 195, 139],
    [209, 171, 113],
    [191, 173, 135],
    [184, 155, 109],
    [170, 143, 100],
    [233, 177, 150],
    [196, 80, 56],
    [89, 67, 46],
    [149, 79, 48],
    [143, 117, 77],
    [191, 166, 121],
    [217, 179, 114],
    [184, 148, 100],
    [127, 96, 51],
    [143, 43, 25],
    [173, 159, 68],
    [184, 183, 68],
    [130, 118, 45],
    [197, 33, 28],
    [183, 151, 84],
    [180, 131, 76],
    [188, 175, 151],
    [158, 135, 64],
    [201, 162, 102],
    [51, 49, 44],
    [55, 38, 24],
    [237, 189, 160],
    [133, 38, 22],
    [202, 187, 91],
    [187, 142, 87],
    [175, 128, 73],
    [145, 107, 65],
    [201, 51, 42],
    [73, 44, 20],
    [206, 192, 165],
    [220, 122, 100],
    [111, 37, 21],
    [32, 32, 31],
    [144, 90, 54],
    [168, 135, 89],
    [233, 171, 140],
    [156, 124, 81],
    [114, 77, 41],
    [242, 216, 183],
    [216, 90, 66],
    [120, 86, 46],
    [170, 143, 92],
    [164, 149, 64],
    [232, 104, 70],
    [217, 109, 89],
    [185, 138, 82],
    [193, 138, 84],
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
