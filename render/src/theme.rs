//! The colors of the wooden boards, the pieces and the markings.

/// An opaque color.
pub(crate) type Rgb = [u8; 3];

/// Xiangqi board wood.
pub(crate) const WOOD: Rgb = [233, 198, 140];
/// Minishogi board (kaya) wood.
pub(crate) const KAYA: Rgb = [238, 204, 128];
/// The trays' (piece stands', komadai) wood.
pub(crate) const KOMADAI: Rgb = [196, 146, 88];
/// Board lines, frame and coordinates.
pub(crate) const LINE: Rgb = [86, 52, 24];
/// Coordinates beside the board.
pub(crate) const LABEL: Rgb = [104, 66, 32];
/// River calligraphy: as dark as the labels, so that its thin serif strokes read at the
/// 400 px a phone shows.
pub(crate) const RIVER_TEXT: Rgb = LABEL;
/// The caption band.
pub(crate) const CAPTION_BG: Rgb = [52, 36, 24];
/// Caption text.
pub(crate) const CAPTION_TEXT: Rgb = [246, 232, 204];
/// The caption's shades from the band to the text. Two anti-aliasing shades look as
/// smooth as full anti-aliasing at the caption's size, and make a replay's changing
/// captions cheap to encode (few colours, so the GIF encoder finds repeated strings).
pub(crate) const CAPTION_SHADES: [Rgb; 4] = [
    CAPTION_BG,
    mix(CAPTION_BG, CAPTION_TEXT, 1, 3),
    mix(CAPTION_BG, CAPTION_TEXT, 2, 3),
    CAPTION_TEXT,
];

/// `k/n` of the way from `a` to `b`.
const fn mix(a: Rgb, b: Rgb, k: u32, n: u32) -> Rgb {
    let mut out = [0u8; 3];
    let mut i = 0;
    while i < 3 {
        out[i] = ((a[i] as u32 * (n - k) + b[i] as u32 * k + n / 2) / n) as u8;
        i += 1;
    }
    out
}

/// Face of a xiangqi disc.
pub(crate) const DISC: Rgb = [247, 231, 196];
/// Bevel of a xiangqi disc.
pub(crate) const DISC_EDGE: Rgb = [178, 128, 72];
/// Red ink: a vermilion, light enough beside the black ink to stay apart from it in
/// greyscale and for red-blind eyes (which see red as dark), dark enough to read on the
/// disc (contrast ratios in `tests/sides.rs`).
pub(crate) const RED_INK: Rgb = [214, 64, 24];
/// Black ink.
pub(crate) const BLACK_INK: Rgb = [16, 16, 16];
/// Western style: the face of Black's discs, dark against Red's light ones (their letters
/// and ring are in the light disc's colour), so that the sides differ in lightness and
/// not only in the letters' hue.
pub(crate) const DARK_DISC: Rgb = [44, 40, 36];
/// Face of a shogi piece.
pub(crate) const SHOGI_FACE: Rgb = [250, 224, 166];
/// Outline of a shogi piece.
pub(crate) const SHOGI_EDGE: Rgb = [112, 76, 40];
/// Back of a face-down disc (a shroud marker in the dark variant).
pub(crate) const MARKER_BACK: Rgb = [122, 84, 52];
/// Ring on the back of a face-down disc.
pub(crate) const MARKER_RING: Rgb = [196, 150, 100];

/// Last-move highlight (as lichess: a translucent yellow-green).
pub(crate) const HIGHLIGHT: Rgb = [155, 199, 0];
/// Opacity of the last-move highlight.
pub(crate) const HIGHLIGHT_ALPHA: f32 = 0.45;
/// The corner brackets drawn over both points of the last move, so that it shows even
/// where a piece covers the highlight (and at phone size).
pub(crate) const MOVE_MARK: Rgb = [92, 128, 0];
/// The ring drawn over a general or king in check: orange, a colour no piece has.
pub(crate) const CHECK_RING: Rgb = [255, 140, 0];
/// Glow behind a general or king in check.
pub(crate) const CHECK: Rgb = [228, 24, 24];
/// The ring and crossed badge over the point where a fog view's owner just lost a piece.
pub(crate) const LOST: Rgb = [214, 24, 24];
/// Fog of war.
pub(crate) const FOG: Rgb = [84, 92, 108];
/// Opacity of fog (the board lines stay faintly visible through it).
pub(crate) const FOG_ALPHA: f32 = 0.9;

/// Colors that cover large flat areas, and the caption's shades (so that a caption is
/// exactly its four colours): they got exact palette entries when the palette was learned
/// (see `palette.rs`).
#[cfg(test)]
pub(crate) const FLAT: [Rgb; 15] = [
    WOOD,
    KAYA,
    KOMADAI,
    LINE,
    LABEL,
    CAPTION_BG,
    CAPTION_TEXT,
    CAPTION_SHADES[1],
    CAPTION_SHADES[2],
    DISC,
    RED_INK,
    BLACK_INK,
    DARK_DISC,
    SHOGI_FACE,
    MARKER_BACK,
];
