//! The caption band above the board: the lines a caption becomes, and drawing them.

use crate::fonts::{self, Face};
use crate::geometry::{Board, Layout};
use crate::paint::RgbImage;
use crate::scene::Scene;
use crate::theme::CAPTION_SHADES;

/// Space left and right of a caption line.
const MARGIN: f32 = 12.0;
/// What separates the parts of a caption (players · move · turn).
const SEPARATOR: &str = " · ";

/// Measures lines against the room a picture has for them.
struct Fit {
    room: f32,
    size: f32,
}

impl Fit {
    fn width(&self, text: &str) -> f32 {
        fonts::advance(Face::Sans, self.size, text)
    }

    fn fits(&self, text: &str) -> bool {
        self.width(text) <= self.room
    }

    /// A line too long for one broken into two at a separator, the first as full as it
    /// can be; a line without separators stays one.
    fn wrap(&self, line: &str) -> Vec<String> {
        let parts: Vec<&str> = line.split(SEPARATOR).collect();
        let first = (1..parts.len())
            .rev()
            .find(|&k| self.fits(&parts[..k].join(SEPARATOR)))
            .unwrap_or(1);
        if first >= parts.len() {
            return vec![line.to_owned()];
        }
        vec![
            parts[..first].join(SEPARATOR),
            parts[first..].join(SEPARATOR),
        ]
    }

    /// The line shortened to fit: its longest part first (the players' names, in Palace's
    /// captions), so that the move, turn or result beside it stay whole.
    fn shorten(&self, line: &str) -> String {
        let mut parts: Vec<String> = line.split(SEPARATOR).map(str::to_owned).collect();
        for _ in 0..parts.len() {
            let joined = parts.join(SEPARATOR);
            if self.fits(&joined) || parts.len() < 2 {
                break;
            }
            let Some((i, widest)) = parts
                .iter()
                .map(|p| self.width(p))
                .enumerate()
                .max_by(|a, b| a.1.total_cmp(&b.1))
            else {
                break;
            };
            let room = self.room - (self.width(&joined) - widest);
            // Too little would be left of the part to read: cut the line's end instead.
            if room < 4.0 * self.size {
                break;
            }
            parts[i] = self.cut(&parts[i], room);
        }
        let joined = parts.join(SEPARATOR);
        if self.fits(&joined) {
            joined
        } else {
            self.cut(&joined, self.room)
        }
    }

    /// As many characters of `text` as fit in `room` beside an ellipsis.
    fn cut(&self, text: &str, room: f32) -> String {
        let room = room - self.width("…");
        let mut used = 0.0;
        let mut kept = String::new();
        for c in text.chars() {
            used += self.width(c.encode_utf8(&mut [0; 4]));
            if used > room {
                break;
            }
            kept.push(c);
        }
        format!("{}…", kept.trim_end())
    }
}

/// The caption's lines as drawn: at most two, each fitting the picture's width. A caption
/// of one line too long for the picture is broken at its ` · ` separators into two; a
/// line still too long is shortened with `…`, its longest part first.
pub(crate) fn lines(scene: &Scene) -> Vec<String> {
    let Some(text) = &scene.caption else {
        return Vec::new();
    };
    let l = Layout::new(Board::of(scene.variant), scene.orientation, 1);
    let fit = Fit {
        room: l.width as f32 - 2.0 * MARGIN,
        size: l.caption_size as f32,
    };
    let given: Vec<String> = text
        .lines()
        .map(|line| {
            let line: String = line.chars().filter(|c| !c.is_control()).take(300).collect();
            line.trim().to_owned()
        })
        .filter(|l| !l.is_empty())
        .take(2)
        .collect();
    let given = match given.as_slice() {
        [one] if !fit.fits(one) => fit.wrap(one),
        _ => given,
    };
    given.iter().map(|line| fit.shorten(line)).collect()
}

/// Draws `lines` on `band`, the caption band's background. Lines start at the left
/// margin, so that in a replay the part of a caption that stays (players, move number)
/// stays in place and only what changes is redrawn. The text has two anti-aliasing
/// shades (see [`CAPTION_SHADES`]).
pub(crate) fn draw(l: &Layout, lines: &[String], band: &mut RgbImage) {
    let cover = coverage(l, lines, band.w, band.h);
    for (px, &a) in band.px.iter_mut().zip(&cover) {
        let shade = shade(a);
        if shade > 0 {
            *px = CAPTION_SHADES[shade];
        }
    }
}

/// [`draw`] straight into palette indices, on a band of `w` × `h` all of the caption's
/// background colour: what the RGB band would quantize to, without drawing and quantizing
/// it (a caption is redrawn for every move's picture).
pub(crate) fn draw_indices(l: &Layout, lines: &[String], w: u32, h: u32) -> Vec<u8> {
    let pal = crate::palette::palette();
    let shades = CAPTION_SHADES.map(|c| pal.index(c));
    coverage(l, lines, w, h)
        .into_iter()
        .map(|a| shades[shade(a)])
        .collect()
}

/// The shade of the caption's text (0: none) for coverage `a`, rounded to the nearest
/// (`a` is never negative).
fn shade(a: f32) -> usize {
    let top = (CAPTION_SHADES.len() - 1) as f32;
    ((a * top + 0.5) as usize).min(CAPTION_SHADES.len() - 1)
}

/// How much of each pixel of a band of `w` × `h` the lines' text covers.
fn coverage(l: &Layout, lines: &[String], w: u32, h: u32) -> Vec<f32> {
    let (w, h) = (w as i32, h as i32);
    let mut cover = vec![0.0f32; (w * h).max(0) as usize];
    for (i, line) in lines.iter().enumerate() {
        let at = (MARGIN, l.caption_baseline(i as u32));
        fonts::rasterize(
            Face::Sans,
            l.caption_size as f32,
            line,
            at,
            true,
            |x, y, c| {
                if (0..w).contains(&x) && (0..h).contains(&y) {
                    let a = &mut cover[(y * w + x) as usize];
                    *a += c.min(1.0) * (1.0 - *a);
                }
            },
        );
    }
    cover
}

#[cfg(test)]
mod tests {
    use rules::{Color, Variant};

    use super::*;

    fn lines_of(variant: Variant, caption: &str) -> Vec<String> {
        let mut s = Scene::empty(variant, Color::Red);
        s.caption = Some(caption.into());
        lines(&s)
    }

    #[test]
    fn a_long_line_breaks_at_a_separator() {
        let v = Variant::Xiangqi;
        assert_eq!(
            lines_of(v, "Alice vs Bob · Move 3"),
            ["Alice vs Bob · Move 3"]
        );
        assert_eq!(
            lines_of(
                v,
                "Алексей Смирнов (red) vs 山田太郎 (black) · Move 12 · Red to move, in check"
            ),
            [
                "Алексей Смирнов (red) vs 山田太郎 (black)",
                "Move 12 · Red to move, in check"
            ]
        );
        // Two lines given stay two; blank lines and control characters go.
        assert_eq!(lines_of(v, "\n a \u{7}\n\n b \n c"), ["a", "b"]);
    }

    #[test]
    fn shortening_keeps_the_move_and_the_result() {
        let v = Variant::MiniXiangqi;
        let name = "Александра Константиновна Преображенская-Верещагина";
        let got = lines_of(
            v,
            &format!("{name} vs Bob · Red wins by checkmate\n12. C2=5"),
        );
        assert_eq!(got.len(), 2);
        assert!(got[0].ends_with("… · Red wins by checkmate"), "{got:?}");
        assert!(got[0].starts_with("Александра"), "{got:?}");
        assert_eq!(got[1], "12. C2=5");
        // A replay's last label, with the longest results the bot writes (`Sente wins by
        // perpetual check`), is never shortened.
        for v in Variant::ALL {
            for reason in rules::EndReason::ALL {
                for winner in Color::ALL {
                    let side = v.side_name(winner);
                    let reason = reason.name().replace('-', " ");
                    let result = format!(
                        "{}{} wins by {reason}",
                        side[..1].to_uppercase(),
                        &side[1..]
                    );
                    let label = format!("188… +B3c · {result}");
                    assert_eq!(lines_of(v, &format!("{name}\n{label}"))[1], label);
                }
            }
        }
        // Without separators the end goes.
        let got = lines_of(v, &"x".repeat(500));
        assert!(got[0].ends_with('…') && got[0].len() < 200, "{got:?}");
    }
}
