//! Anti-aliased drawing used once per asset (board backgrounds, piece sprites).
//!
//! Everything here works on a premultiplied `f32` RGBA canvas and computes exact pixel
//! coverage from signed distances, so axis-aligned lines on integer coordinates come out
//! crisp and curves come out smooth. None of it runs per request except text for captions.
//!
//! Kept instead of `imageproc` because that crate draws these shapes visibly worse at the
//! sizes used (aliased discs and rings, 1 px lines, whole-pixel polygon corners; the same
//! only for whole-pixel rectangles): the side-by-side picture and figures are in render's
//! README, made by `examples/paint_vs_imageproc.rs` (feature `compare-imageproc`).

use crate::theme::Rgb;

/// A premultiplied-alpha RGBA canvas in `f32`, for building assets.
#[derive(Clone)]
pub(crate) struct Paint {
    pub w: u32,
    pub h: u32,
    px: Vec<[f32; 4]>,
}

/// An opaque RGB picture (a background or a composed frame before quantization).
#[derive(Clone)]
pub(crate) struct RgbImage {
    pub w: u32,
    pub h: u32,
    pub px: Vec<Rgb>,
}

/// A straight-alpha RGBA sprite, blended onto an [`RgbImage`] per request.
#[derive(Clone)]
pub(crate) struct Sprite {
    pub w: u32,
    pub h: u32,
    pub px: Vec<[u8; 4]>,
}

/// Straight-alpha source over an opaque pixel.
#[inline]
fn blend_px(d: &mut Rgb, sp: [u8; 4]) {
    let a = sp[3] as u32;
    if a == 0 {
        return;
    }
    if a == 255 {
        *d = [sp[0], sp[1], sp[2]];
        return;
    }
    for i in 0..3 {
        d[i] = ((sp[i] as u32 * a + d[i] as u32 * (255 - a) + 127) / 255) as u8;
    }
}

fn clamp01(v: f32) -> f32 {
    v.clamp(0.0, 1.0)
}

impl Paint {
    /// A transparent canvas.
    pub fn new(w: u32, h: u32) -> Paint {
        Paint {
            w,
            h,
            px: vec![[0.0; 4]; (w * h) as usize],
        }
    }

    /// A canvas filled with an opaque color.
    pub fn filled(w: u32, h: u32, c: Rgb) -> Paint {
        let mut p = Paint::new(w, h);
        let v = [
            c[0] as f32 / 255.0,
            c[1] as f32 / 255.0,
            c[2] as f32 / 255.0,
            1.0,
        ];
        p.px.fill(v);
        p
    }

    /// Composites `color` with coverage `a` over the pixel (source-over).
    pub fn blend(&mut self, x: i32, y: i32, c: Rgb, a: f32) {
        if a <= 0.0 || x < 0 || y < 0 || x >= self.w as i32 || y >= self.h as i32 {
            return;
        }
        let a = a.min(1.0);
        let p = &mut self.px[(y as u32 * self.w + x as u32) as usize];
        let inv = 1.0 - a;
        for (i, ch) in c.iter().enumerate() {
            p[i] = *ch as f32 / 255.0 * a + p[i] * inv;
        }
        p[3] = a + p[3] * inv;
    }

    /// Visits every pixel of a bounding box with its centre coordinates.
    fn each(
        &mut self,
        x0: f32,
        y0: f32,
        x1: f32,
        y1: f32,
        mut f: impl FnMut(&mut Self, i32, i32, f32, f32),
    ) {
        let xa = (x0.floor() as i32).max(0);
        let ya = (y0.floor() as i32).max(0);
        let xb = (x1.ceil() as i32).min(self.w as i32);
        let yb = (y1.ceil() as i32).min(self.h as i32);
        for y in ya..yb {
            for x in xa..xb {
                f(self, x, y, x as f32 + 0.5, y as f32 + 0.5);
            }
        }
    }

    /// Fills an axis-aligned rectangle with exact fractional edge coverage.
    pub fn fill_rect(&mut self, x0: f32, y0: f32, x1: f32, y1: f32, c: Rgb, alpha: f32) {
        self.each(x0, y0, x1, y1, |p, x, y, _, _| {
            let cx = clamp01((x as f32 + 1.0).min(x1) - (x as f32).max(x0));
            let cy = clamp01((y as f32 + 1.0).min(y1) - (y as f32).max(y0));
            p.blend(x, y, c, cx * cy * alpha);
        });
    }

    /// Fills a disc.
    pub fn fill_circle(&mut self, cx: f32, cy: f32, r: f32, c: Rgb, alpha: f32) {
        self.each(
            cx - r - 1.0,
            cy - r - 1.0,
            cx + r + 1.0,
            cy + r + 1.0,
            |p, x, y, px, py| {
                let d = ((px - cx).powi(2) + (py - cy).powi(2)).sqrt();
                p.blend(x, y, c, clamp01(r - d + 0.5) * alpha);
            },
        );
    }

    /// Strokes a circle of radius `r` with a line of width `w`.
    pub fn stroke_circle(&mut self, cx: f32, cy: f32, r: f32, w: f32, c: Rgb, alpha: f32) {
        let o = r + w;
        self.each(
            cx - o - 1.0,
            cy - o - 1.0,
            cx + o + 1.0,
            cy + o + 1.0,
            |p, x, y, px, py| {
                let d = ((px - cx).powi(2) + (py - cy).powi(2)).sqrt();
                p.blend(x, y, c, clamp01(w / 2.0 - (d - r).abs() + 0.5) * alpha);
            },
        );
    }

    /// A radial glow: full `alpha` at the centre fading to nothing at `r`.
    pub fn radial_glow(&mut self, cx: f32, cy: f32, r: f32, c: Rgb, alpha: f32) {
        self.each(cx - r, cy - r, cx + r, cy + r, |p, x, y, px, py| {
            let d = ((px - cx).powi(2) + (py - cy).powi(2)).sqrt() / r;
            let t = clamp01(1.0 - d);
            p.blend(x, y, c, t.powf(0.7) * alpha);
        });
    }

    /// A straight line of width `w` with butt ends.
    pub fn line(&mut self, x0: f32, y0: f32, x1: f32, y1: f32, w: f32, c: Rgb) {
        let (dx, dy) = (x1 - x0, y1 - y0);
        let len = (dx * dx + dy * dy).sqrt();
        if len <= 0.0 {
            return;
        }
        let (ux, uy) = (dx / len, dy / len);
        let pad = w + 1.0;
        self.each(
            x0.min(x1) - pad,
            y0.min(y1) - pad,
            x0.max(x1) + pad,
            y0.max(y1) + pad,
            |p, x, y, px, py| {
                let (rx, ry) = (px - x0, py - y0);
                let along = rx * ux + ry * uy;
                let across = (rx * uy - ry * ux).abs();
                let ca = clamp01(w / 2.0 - across + 0.5);
                let cl = clamp01(along + 0.5).min(clamp01(len - along + 0.5));
                p.blend(x, y, c, ca * cl);
            },
        );
    }

    /// Fills a convex polygon given clockwise or anticlockwise.
    pub fn fill_convex(&mut self, pts: &[(f32, f32)], c: Rgb, alpha: f32) {
        if pts.len() < 3 {
            return;
        }
        let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
        for &(x, y) in pts {
            x0 = x0.min(x);
            y0 = y0.min(y);
            x1 = x1.max(x);
            y1 = y1.max(y);
        }
        // Orientation decides which side of each edge is inside.
        let mut area = 0.0;
        for i in 0..pts.len() {
            let (a, b) = (pts[i], pts[(i + 1) % pts.len()]);
            area += a.0 * b.1 - b.0 * a.1;
        }
        let sign = if area >= 0.0 { 1.0 } else { -1.0 };
        self.each(x0 - 1.0, y0 - 1.0, x1 + 1.0, y1 + 1.0, |p, x, y, px, py| {
            let mut dmax = f32::MIN;
            for i in 0..pts.len() {
                let (a, b) = (pts[i], pts[(i + 1) % pts.len()]);
                let (ex, ey) = (b.0 - a.0, b.1 - a.1);
                let len = (ex * ex + ey * ey).sqrt().max(1e-6);
                // Signed distance, positive outside.
                let d = -sign * (ex * (py - a.1) - ey * (px - a.0)) / len;
                dmax = dmax.max(d);
            }
            p.blend(x, y, c, clamp01(0.5 - dmax) * alpha);
        });
    }

    /// Multiplies every pixel by a coverage computed from its centre.
    pub fn mask(&mut self, f: impl Fn(f32, f32) -> f32) {
        for y in 0..self.h {
            for x in 0..self.w {
                let k = clamp01(f(x as f32 + 0.5, y as f32 + 0.5));
                for v in &mut self.px[(y * self.w + x) as usize] {
                    *v *= k;
                }
            }
        }
    }

    /// Alpha of a pixel (0 outside the canvas).
    pub fn alpha(&self, x: i32, y: i32) -> f32 {
        if x < 0 || y < 0 || x >= self.w as i32 || y >= self.h as i32 {
            return 0.0;
        }
        self.px[(y as u32 * self.w + x as u32) as usize][3]
    }

    /// The canvas turned 180°.
    pub fn rotated_180(&self) -> Paint {
        let mut px = self.px.clone();
        px.reverse();
        Paint {
            w: self.w,
            h: self.h,
            px,
        }
    }

    /// Puts `top` over `self` (same size).
    pub fn over(&mut self, top: &Paint) {
        for (d, s) in self.px.iter_mut().zip(&top.px) {
            let inv = 1.0 - s[3];
            for i in 0..4 {
                d[i] = s[i] + d[i] * inv;
            }
        }
    }

    /// A soft drop shadow of this canvas' shape, offset by (dx, dy).
    pub fn shadow(&self, dx: i32, dy: i32, alpha: f32) -> Paint {
        let mut out = Paint::new(self.w, self.h);
        for y in 0..self.h as i32 {
            for x in 0..self.w as i32 {
                let mut a = 0.0;
                for oy in -1..=1 {
                    for ox in -1..=1 {
                        a += self.alpha(x - dx + ox, y - dy + oy);
                    }
                }
                out.blend(x, y, [0, 0, 0], a / 9.0 * alpha);
            }
        }
        out
    }

    /// Converts to a straight-alpha sprite.
    pub fn to_sprite(&self) -> Sprite {
        let px = self
            .px
            .iter()
            .map(|p| {
                let a = p[3];
                if a <= 0.0 {
                    return [0, 0, 0, 0];
                }
                let f = |v: f32| (v / a * 255.0).round().clamp(0.0, 255.0) as u8;
                [
                    f(p[0]),
                    f(p[1]),
                    f(p[2]),
                    (a * 255.0).round().clamp(0.0, 255.0) as u8,
                ]
            })
            .collect();
        Sprite {
            w: self.w,
            h: self.h,
            px,
        }
    }

    /// Flattens onto an opaque color.
    pub fn to_rgb(&self, under: Rgb) -> RgbImage {
        let px = self
            .px
            .iter()
            .map(|p| {
                let inv = 1.0 - p[3];
                let f = |v: f32, u: u8| {
                    ((v + u as f32 / 255.0 * inv) * 255.0)
                        .round()
                        .clamp(0.0, 255.0) as u8
                };
                [f(p[0], under[0]), f(p[1], under[1]), f(p[2], under[2])]
            })
            .collect();
        RgbImage {
            w: self.w,
            h: self.h,
            px,
        }
    }
}

impl RgbImage {
    /// Copies a rectangle out (parts outside the picture are black).
    pub fn crop(&self, x: u32, y: u32, w: u32, h: u32) -> RgbImage {
        if x + w <= self.w && y + h <= self.h {
            let mut px = Vec::with_capacity((w * h) as usize);
            for row in y..y + h {
                let start = (row * self.w + x) as usize;
                px.extend_from_slice(&self.px[start..start + w as usize]);
            }
            return RgbImage { w, h, px };
        }
        let mut px = Vec::with_capacity((w * h) as usize);
        for row in y..y + h {
            for col in x..x + w {
                px.push(if row < self.h && col < self.w {
                    self.px[(row * self.w + col) as usize]
                } else {
                    [0, 0, 0]
                });
            }
        }
        RgbImage { w, h, px }
    }

    /// Blends a sprite with its top-left corner at (x, y).
    pub fn draw_sprite(&mut self, s: &Sprite, x: i32, y: i32) {
        if x == 0 && y == 0 && s.w == self.w && s.h == self.h {
            for (d, sp) in self.px.iter_mut().zip(&s.px) {
                blend_px(d, *sp);
            }
            return;
        }
        for sy in 0..s.h as i32 {
            let ty = y + sy;
            if ty < 0 || ty >= self.h as i32 {
                continue;
            }
            for sx in 0..s.w as i32 {
                let tx = x + sx;
                if tx < 0 || tx >= self.w as i32 {
                    continue;
                }
                let sp = s.px[(sy as u32 * s.w + sx as u32) as usize];
                blend_px(&mut self.px[(ty as u32 * self.w + tx as u32) as usize], sp);
            }
        }
    }

    /// Pastes another picture with its top-left corner at (x, y).
    #[cfg(test)]
    pub fn paste(&mut self, src: &RgbImage, x: u32, y: u32) {
        for row in 0..src.h {
            let ty = y + row;
            if ty >= self.h {
                break;
            }
            for col in 0..src.w {
                let tx = x + col;
                if tx >= self.w {
                    break;
                }
                self.px[(ty * self.w + tx) as usize] = src.px[(row * src.w + col) as usize];
            }
        }
    }
}
