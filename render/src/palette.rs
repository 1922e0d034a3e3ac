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
    [44, 41, 36],
    [178, 163, 131],
    [144, 106, 63],
    [186, 142, 86],
    [244, 226, 191],
    [220, 95, 56],
    [135, 102, 59],
    [168, 139, 89],
    [223, 109, 70],
    [255, 143, 6],
    [152, 74, 45],
    [153, 124, 79],
    [241, 197, 158],
    [154, 115, 72],
    [229, 188, 132],
    [222, 184, 115],
    [125, 129, 40],
    [182, 127, 73],
    [216, 73, 33],
    [136, 105, 63],
    [152, 149, 56],
    [121, 113, 98],
    [104, 66, 33],
    [183, 148, 78],
    [202, 170, 118],
    [124, 46, 25],
    [220, 177, 111],
    [111, 94, 92],
    [151, 141, 121],
    [231, 216, 183],
    [116, 82, 43],
    [245, 220, 177],
    [117, 82, 45],
    [141, 112, 71],
    [200, 170, 106],
    [178, 130, 76],
    [217, 80, 40],
    [217, 184, 130],
    [32, 30, 27],
    [186, 156, 100],
    [225, 204, 162],
    [231, 122, 80],
    [224, 198, 147],
    [222, 105, 66],
    [209, 180, 129],
    [226, 193, 121],
    [89, 79, 61],
    [169, 174, 58],
    [133, 125, 107],
    [233, 160, 124],
    [57, 53, 45],
    [213, 199, 169],
    [112, 75, 39],
    [166, 141, 100],
    [124, 79, 45],
    [193, 195, 66],
    [229, 134, 95],
    [178, 147, 95],
    [254, 159, 38],
    [235, 154, 99],
    [149, 127, 90],
    [177, 129, 73],
    [126, 92, 54],
    [179, 133, 80],
    [134, 84, 69],
    [155, 85, 55],
    [94, 88, 77],
    [141, 150, 42],
    [229, 121, 74],
    [121, 85, 47],
    [235, 145, 94],
    [211, 124, 80],
    [179, 137, 87],
    [249, 133, 14],
    [168, 130, 77],
    [197, 185, 157],
    [224, 98, 62],
    [52, 44, 34],
    [149, 107, 61],
    [243, 210, 174],
    [226, 209, 176],
    [220, 86, 50],
    [168, 157, 134],
    [195, 157, 100],
    [226, 125, 86],
    [181, 145, 90],
    [236, 200, 128],
    [163, 125, 80],
    [216, 78, 42],
    [230, 145, 107],
    [233, 154, 111],
    [214, 66, 26],
    [123, 87, 48],
    [130, 96, 56],
    [196, 162, 111],
    [80, 70, 53],
    [245, 218, 161],
    [224, 114, 77],
    [121, 104, 77],
    [66, 61, 51],
    [189, 150, 94],
    [202, 144, 89],
    [212, 191, 151],
    [215, 70, 30],
    [164, 131, 86],
    [242, 209, 157],
    [208, 173, 110],
    [132, 105, 51],
    [212, 176, 120],
    [191, 39, 41],
    [140, 88, 46],
    [140, 98, 59],
    [143, 39, 23],
    [166, 153, 64],
    [213, 179, 115],
    [88, 82, 69],
    [225, 122, 83],
    [190, 161, 113],
    [220, 92, 50],
    [89, 56, 28],
    [156, 64, 67],
    [75, 70, 61],
    [114, 90, 60],
    [238, 187, 151],
    [153, 122, 69],
    [134, 119, 92],
    [107, 97, 76],
    [22, 21, 20],
    [228, 194, 134],
    [188, 156, 107],
    [148, 113, 70],
    [163, 150, 123],
    [130, 92, 52],
    [114, 106, 89],
    [218, 83, 43],
    [112, 41, 22],
    [233, 131, 85],
    [223, 149, 101],
    [184, 172, 147],
    [198, 176, 130],
    [40, 37, 32],
    [193, 183, 86],
    [146, 134, 110],
    [225, 101, 55],
    [181, 180, 66],
    [235, 171, 133],
    [125, 88, 49],
    [186, 129, 62],
    [189, 144, 89],
    [120, 108, 39],
    [209, 107, 68],
    [166, 124, 74],
    [114, 83, 40],
    [135, 130, 47],
    [237, 176, 99],
    [228, 202, 149],
    [74, 45, 21],
    [221, 153, 50],
    [134, 97, 58],
    [210, 95, 44],
    [194, 136, 84],
    [196, 82, 55],
    [233, 209, 157],
    [214, 47, 29],
    [237, 179, 143],
    [181, 147, 99],
    [231, 97, 65],
    [183, 135, 80],
    [207, 160, 109],
    [102, 93, 80],
    [203, 70, 37],
    [111, 140, 14],
    [72, 65, 52],
    [126, 38, 22],
    [136, 53, 30],
    [241, 126, 50],
    [221, 144, 93],
    [179, 151, 107],
    [145, 104, 57],
    [226, 184, 119],
    [215, 92, 57],
    [143, 106, 65],
    [150, 111, 65],
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
