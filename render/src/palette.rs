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
    [160, 82, 49],
    [75, 54, 34],
    [115, 108, 91],
    [227, 145, 116],
    [117, 83, 47],
    [229, 102, 61],
    [247, 221, 163],
    [181, 137, 76],
    [56, 54, 48],
    [211, 177, 113],
    [110, 72, 38],
    [145, 106, 61],
    [130, 109, 79],
    [214, 162, 121],
    [84, 79, 68],
    [214, 201, 171],
    [174, 143, 92],
    [227, 149, 127],
    [203, 171, 117],
    [132, 99, 59],
    [162, 138, 92],
    [173, 157, 121],
    [209, 78, 64],
    [247, 139, 39],
    [172, 162, 139],
    [124, 142, 28],
    [232, 122, 81],
    [242, 203, 150],
    [99, 64, 33],
    [200, 42, 36],
    [167, 126, 76],
    [67, 63, 55],
    [228, 214, 182],
    [192, 153, 101],
    [230, 163, 139],
    [238, 196, 167],
    [222, 179, 110],
    [216, 182, 129],
    [156, 119, 76],
    [149, 127, 90],
    [230, 209, 166],
    [122, 85, 48],
    [228, 195, 150],
    [121, 83, 45],
    [116, 81, 44],
    [234, 200, 128],
    [187, 165, 122],
    [191, 159, 103],
    [173, 145, 100],
    [121, 77, 41],
    [244, 226, 192],
    [187, 139, 83],
    [146, 141, 53],
    [186, 148, 98],
    [218, 185, 115],
    [201, 171, 107],
    [125, 91, 53],
    [145, 135, 113],
    [184, 144, 90],
    [165, 126, 80],
    [161, 151, 130],
    [182, 136, 81],
    [150, 114, 68],
    [216, 194, 152],
    [212, 92, 78],
    [155, 127, 81],
    [216, 108, 91],
    [128, 91, 53],
    [174, 173, 65],
    [250, 134, 17],
    [228, 162, 105],
    [223, 110, 75],
    [220, 175, 108],
    [108, 99, 78],
    [137, 100, 59],
    [213, 177, 120],
    [222, 133, 113],
    [156, 139, 66],
    [205, 61, 51],
    [201, 189, 161],
    [198, 160, 105],
    [158, 108, 67],
    [178, 131, 77],
    [133, 83, 47],
    [181, 154, 71],
    [132, 41, 23],
    [196, 197, 68],
    [209, 178, 127],
    [115, 82, 42],
    [150, 117, 70],
    [129, 118, 95],
    [138, 104, 64],
    [145, 108, 67],
    [225, 190, 133],
    [228, 194, 121],
    [215, 117, 97],
    [160, 90, 56],
    [233, 174, 148],
    [131, 93, 54],
    [146, 40, 24],
    [189, 160, 112],
    [241, 219, 186],
    [172, 135, 88],
    [46, 40, 33],
    [230, 141, 91],
    [191, 144, 87],
    [198, 79, 57],
    [32, 32, 31],
    [233, 134, 87],
    [111, 133, 12],
    [228, 194, 134],
    [142, 104, 60],
    [239, 118, 52],
    [171, 136, 83],
    [156, 143, 115],
    [214, 101, 86],
    [131, 123, 107],
    [188, 176, 151],
    [183, 145, 96],
    [223, 129, 100],
    [223, 91, 64],
    [154, 154, 55],
    [73, 44, 20],
    [203, 163, 107],
    [199, 176, 131],
    [123, 41, 23],
    [152, 119, 70],
    [109, 45, 23],
    [199, 180, 94],
    [228, 182, 130],
    [228, 128, 33],
    [198, 166, 116],
    [154, 65, 41],
    [138, 109, 67],
    [134, 93, 54],
    [113, 81, 38],
    [95, 87, 70],
    [149, 110, 68],
    [230, 204, 150],
    [222, 190, 119],
    [206, 113, 81],
    [165, 162, 63],
    [193, 163, 115],
    [170, 131, 79],
    [175, 151, 109],
    [134, 73, 43],
    [234, 148, 96],
    [224, 120, 88],
    [253, 177, 73],
    [172, 138, 74],
    [147, 101, 52],
    [204, 68, 56],
    [148, 118, 76],
    [128, 99, 52],
    [202, 51, 43],
    [241, 209, 177],
    [210, 113, 25],
    [74, 70, 62],
    [103, 98, 86],
    [194, 145, 88],
    [237, 188, 155],
    [124, 120, 40],
    [197, 112, 73],
    [185, 184, 68],
    [170, 125, 72],
    [217, 111, 94],
    [213, 189, 142],
    [231, 159, 127],
    [183, 153, 105],
    [213, 178, 115],
    [197, 126, 89],
    [197, 33, 28],
    [160, 132, 90],
    [48, 46, 42],
    [93, 88, 78],
    [39, 38, 36],
    [139, 129, 49],
    [211, 174, 110],
    [123, 88, 49],
    [141, 154, 38],
    [219, 120, 102],
    [241, 212, 156],
    [242, 216, 160],
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
