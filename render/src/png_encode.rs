//! Indexed PNG output.

use std::io::Write;

use crate::compose::Indexed;
use crate::palette::{COLORS, palette};
use crate::scene::RenderError;

/// Encodes palette indices as an 8-bit indexed PNG.
pub(crate) fn encode(img: &Indexed) -> Result<Vec<u8>, RenderError> {
    let err = |e: png::EncodingError| RenderError::Encode(e.to_string());
    let mut out = Vec::with_capacity(32 * 1024);
    let mut enc = png::Encoder::new(&mut out, img.w, img.h);
    enc.set_color(png::ColorType::Indexed);
    enc.set_depth(png::BitDepth::Eight);
    enc.set_palette(&palette().rgb[..COLORS * 3]);
    let mut w = enc.write_header().map_err(err)?;
    // zlib level 2 without filters (they mean nothing for palette indices), by zlib-rs:
    // a third smaller than level 1 for 0.1 ms more. Measured on the golden pictures
    // (536x584 Mini Xiangqi, 546x686 Xiangqi): zlib-rs level 2 takes 0.24-0.29 ms for
    // 18.7-22.0 KB where miniz_oxide's level 2 took 0.77-0.95 ms for the same size — in
    // the Discord benchmark's profile deflate was a third of all CPU time. The scanlines
    // are compressed in one call rather than through the png crate's streaming writer,
    // whose path zeroed its whole output buffer on every write.
    let row = img.w as usize;
    let mut raw = Vec::with_capacity((row + 1) * img.h as usize);
    for line in img.idx.chunks(row) {
        raw.push(0); // filter type None
        raw.extend_from_slice(line);
    }
    let mut z = flate2::write::ZlibEncoder::new(
        Vec::with_capacity(raw.len() / 8),
        flate2::Compression::new(2),
    );
    z.write_all(&raw)
        .map_err(|e| RenderError::Encode(e.to_string()))?;
    let zlib = z.finish().map_err(|e| RenderError::Encode(e.to_string()))?;
    w.write_chunk(png::chunk::IDAT, &zlib).map_err(err)?;
    w.finish().map_err(err)?;
    Ok(out)
}
