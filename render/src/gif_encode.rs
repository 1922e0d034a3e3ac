//! Animated GIF output: one global palette; each frame holds only the changed rectangle,
//! with unchanged pixels inside it transparent (as lila-gif does).

use crate::compose::Indexed;
use crate::lzw::Lzw;
use crate::palette::{TRANSPARENT, palette};
use crate::scene::RenderError;

/// Frame timing for [`crate::render_gif_with`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GifOptions {
    /// How long each position stays, in milliseconds.
    pub delay_ms: u32,
    /// How long the final position stays before the loop restarts, in milliseconds.
    pub last_delay_ms: u32,
}

impl Default for GifOptions {
    fn default() -> GifOptions {
        GifOptions {
            delay_ms: 1000,
            last_delay_ms: 4000,
        }
    }
}

/// Which LZW encoder compresses the frames: Palace's own (`lzw.rs`), or the gif crate's
/// (weezl), kept only for the comparison of the two (`compare.rs`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(not(feature = "compare-imageproc"), allow(dead_code))]
pub(crate) enum LzwEncoder {
    /// `lzw.rs`.
    Own,
    /// `gif::Encoder::write_frame`.
    GifCrate,
}

fn centis(ms: u32) -> u16 {
    (ms / 10).clamp(2, u16::MAX as u32) as u16
}

/// Encodes frames of the same size (`give_way` called before each).
pub(crate) fn encode(
    frames: &[Indexed],
    opts: &GifOptions,
    lzw_encoder: LzwEncoder,
    give_way: impl Fn(),
) -> Result<Vec<u8>, RenderError> {
    let err = |e: gif::EncodingError| RenderError::Encode(e.to_string());
    let Some(first) = frames.first() else {
        return Err(RenderError::NoFrames);
    };
    let (w, h) = (first.w, first.h);
    if w > u16::MAX as u32 || h > u16::MAX as u32 {
        return Err(RenderError::Encode(format!("{w}x{h} > 65535")));
    }
    let mut out = Vec::with_capacity(64 * 1024);
    {
        let mut enc =
            gif::Encoder::new(&mut out, w as u16, h as u16, &palette().rgb).map_err(err)?;
        enc.set_repeat(gif::Repeat::Infinite).map_err(err)?;
        let mut prev: Option<&Indexed> = None;
        let mut lzw = Lzw::new();
        let mut lzw_buf = Vec::with_capacity(64 * 1024);
        for (n, f) in frames.iter().enumerate() {
            give_way();
            let delay = centis(if n + 1 == frames.len() {
                opts.last_delay_ms
            } else {
                opts.delay_ms
            });
            let frame = match prev {
                None => gif::Frame {
                    width: w as u16,
                    height: h as u16,
                    buffer: std::borrow::Cow::Borrowed(&f.idx),
                    delay,
                    ..gif::Frame::default()
                },
                Some(p) => changed_part(p, f, delay),
            };
            let mut frame = frame;
            if lzw_encoder == LzwEncoder::GifCrate {
                enc.write_frame(&frame).map_err(err)?;
                prev = Some(f);
                continue;
            }
            lzw_buf.clear();
            lzw.encode(&frame.buffer, &mut lzw_buf);
            frame.buffer = std::borrow::Cow::Borrowed(&lzw_buf);
            enc.write_lzw_pre_encoded_frame(&frame).map_err(err)?;
            prev = Some(f);
        }
    }
    Ok(out)
}

/// The bounding box of what changed, unchanged pixels transparent.
fn changed_part<'a>(prev: &Indexed, cur: &Indexed, delay: u16) -> gif::Frame<'a> {
    let w = cur.w as usize;
    let (mut x0, mut y0, mut x1, mut y1) = (usize::MAX, usize::MAX, 0usize, 0usize);
    for (y, (a, b)) in prev
        .idx
        .chunks_exact(w)
        .zip(cur.idx.chunks_exact(w))
        .enumerate()
    {
        if a == b {
            continue;
        }
        let first = a.iter().zip(b).position(|(p, q)| p != q).unwrap_or(0);
        let last = w
            - 1
            - a.iter()
                .rev()
                .zip(b.iter().rev())
                .position(|(p, q)| p != q)
                .unwrap_or(0);
        x0 = x0.min(first);
        x1 = x1.max(last);
        y0 = y0.min(y);
        y1 = y1.max(y);
    }
    if x0 == usize::MAX {
        // Nothing changed: one transparent pixel keeps the frame's delay.
        return gif::Frame {
            width: 1,
            height: 1,
            buffer: std::borrow::Cow::Owned(vec![TRANSPARENT]),
            transparent: Some(TRANSPARENT),
            delay,
            dispose: gif::DisposalMethod::Keep,
            ..gif::Frame::default()
        };
    }
    let (fw, fh) = (x1 - x0 + 1, y1 - y0 + 1);
    let mut buf = Vec::with_capacity(fw * fh);
    for y in y0..=y1 {
        let row = y * w;
        let (a, b) = (
            &prev.idx[row + x0..=row + x1],
            &cur.idx[row + x0..=row + x1],
        );
        if a == b {
            // Rows between the caption and the board's changes are common and all unchanged.
            buf.resize(buf.len() + fw, TRANSPARENT);
        } else {
            buf.extend(
                a.iter()
                    .zip(b)
                    .map(|(&p, &c)| if p == c { TRANSPARENT } else { c }),
            );
        }
    }
    gif::Frame {
        left: x0 as u16,
        top: y0 as u16,
        width: fw as u16,
        height: fh as u16,
        buffer: std::borrow::Cow::Owned(buf),
        transparent: Some(TRANSPARENT),
        delay,
        dispose: gif::DisposalMethod::Keep,
        ..gif::Frame::default()
    }
}
