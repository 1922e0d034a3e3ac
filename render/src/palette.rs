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
    [255, 140, 0],
    [199, 159, 110],
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
    [125, 90, 52],
    [220, 187, 132],
    [218, 186, 131],
    [52, 50, 46],
    [81, 77, 69],
    [196, 150, 100],
    [227, 193, 136],
    [205, 192, 164],
    [212, 180, 127],
    [217, 185, 131],
    [220, 192, 139],
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
    [122, 149, 19],
    [232, 172, 146],
    [129, 122, 106],
    [117, 118, 13],
    [101, 95, 84],
    [131, 96, 56],
    [135, 103, 56],
    [136, 143, 40],
    [100, 76, 53],
    [140, 41, 24],
    [237, 189, 161],
    [230, 196, 125],
    [192, 192, 70],
    [231, 127, 83],
    [176, 145, 94],
    [128, 81, 45],
    [109, 72, 37],
    [179, 143, 85],
    [210, 177, 125],
    [203, 170, 118],
    [117, 105, 84],
    [242, 230, 206],
    [178, 72, 49],
    [196, 165, 116],
    [140, 130, 112],
    [237, 186, 147],
    [128, 91, 54],
    [175, 163, 140],
    [159, 149, 128],
    [234, 108, 67],
    [161, 127, 79],
    [128, 117, 98],
    [165, 139, 87],
    [244, 223, 189],
    [157, 139, 103],
    [178, 179, 65],
    [142, 113, 72],
    [168, 133, 86],
    [226, 194, 121],
    [232, 165, 129],
    [181, 87, 55],
    [225, 141, 120],
    [203, 178, 131],
    [54, 52, 46],
    [187, 140, 84],
    [215, 180, 123],
    [198, 159, 105],
    [167, 122, 76],
    [192, 154, 103],
    [226, 117, 81],
    [247, 221, 163],
    [225, 136, 108],
    [237, 205, 162],
    [216, 184, 130],
    [198, 35, 30],
    [237, 221, 188],
    [150, 121, 80],
    [197, 31, 26],
    [48, 38, 30],
    [88, 81, 69],
    [235, 157, 101],
    [68, 57, 46],
    [169, 105, 52],
    [177, 129, 75],
    [248, 134, 17],
    [174, 152, 111],
    [215, 187, 143],
    [171, 127, 76],
    [229, 96, 63],
    [161, 133, 83],
    [236, 130, 47],
    [166, 111, 71],
    [139, 103, 61],
    [165, 127, 83],
    [121, 87, 48],
    [177, 133, 82],
    [242, 226, 193],
    [221, 125, 103],
    [120, 78, 42],
    [224, 209, 180],
    [128, 117, 45],
    [238, 114, 41],
    [213, 94, 79],
    [68, 45, 26],
    [148, 109, 65],
    [203, 189, 163],
    [180, 133, 76],
    [148, 111, 70],
    [208, 74, 61],
    [235, 137, 87],
    [105, 55, 28],
    [157, 120, 75],
    [211, 195, 161],
    [235, 199, 132],
    [133, 100, 61],
    [111, 140, 13],
    [227, 188, 133],
    [191, 176, 148],
    [209, 87, 58],
    [115, 81, 43],
    [138, 124, 98],
    [238, 215, 182],
    [130, 95, 54],
    [217, 174, 115],
    [75, 71, 62],
    [211, 85, 70],
    [202, 53, 44],
    [32, 32, 31],
    [202, 173, 107],
    [196, 30, 26],
    [189, 152, 95],
    [243, 211, 155],
    [224, 202, 157],
    [217, 112, 95],
    [175, 138, 91],
    [127, 88, 49],
    [155, 126, 83],
    [149, 44, 27],
    [160, 86, 52],
    [234, 129, 85],
    [170, 138, 81],
    [155, 131, 92],
    [243, 227, 196],
    [181, 136, 82],
    [169, 156, 131],
    [123, 62, 34],
    [169, 167, 64],
    [221, 188, 118],
    [84, 72, 57],
    [153, 110, 64],
    [116, 109, 95],
    [141, 107, 66],
    [151, 112, 69],
    [89, 56, 28],
    [164, 132, 74],
    [124, 39, 22],
    [205, 63, 53],
    [185, 156, 74],
    [196, 143, 87],
    [220, 86, 62],
    [161, 121, 75],
    [151, 117, 71],
    [200, 43, 36],
    [158, 127, 75],
    [178, 159, 69],
    [240, 206, 174],
    [222, 157, 126],
    [221, 194, 141],
    [231, 166, 141],
    [214, 200, 172],
    [189, 158, 103],
    [98, 89, 73],
    [152, 140, 120],
    [198, 164, 105],
    [223, 159, 111],
    [209, 173, 116],
    [128, 94, 50],
    [186, 145, 94],
    [233, 175, 148],
    [45, 43, 40],
    [233, 207, 152],
    [173, 146, 102],
    [223, 97, 68],
    [118, 82, 45],
    [66, 63, 56],
    [118, 97, 71],
    [117, 107, 34],
    [189, 161, 114],
    [194, 181, 156],
    [233, 140, 92],
    [183, 170, 146],
    [229, 215, 188],
    [157, 157, 57],
    [209, 101, 38],
    [168, 138, 94],
    [154, 143, 58],
    [190, 31, 25],
    [225, 200, 147],
    [190, 171, 129],
    [215, 102, 85],
    [228, 192, 135],
    [233, 192, 115],
    [228, 155, 132],
    [184, 152, 105],
    [213, 181, 113],
    [250, 147, 40],
    [253, 173, 65],
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
