//! Zobrist keys for the repetition hash.

use crate::splitmix::splitmix;

const fn keys<const N: usize>(seed: u64) -> [u64; N] {
    let mut out = [0u64; N];
    let mut state = seed;
    let mut i = 0;
    while i < N {
        let (s, z) = splitmix(state);
        state = s;
        out[i] = z;
        i += 1;
    }
    out
}

/// One key per (color, role, square): index `(color * 10 + role) * 25 + square`.
pub(crate) const PIECE: [u64; 500] = keys(0x5348_4F47_4931);
/// One key per (color, hand role, count held): index `((color * 5 + role) * 32) + count`.
const HAND: [u64; 320] = keys(0x4841_4E44_5321);
/// Toggled when gote is to move.
pub(crate) const GOTE_TO_MOVE: u64 = 0xD1B5_4A32_D192_ED03;

#[inline]
pub(crate) fn piece(color: usize, role: usize, sq: usize) -> u64 {
    PIECE[(color * 10 + role) * 25 + sq]
}

/// The key of holding `count` pieces of a hand role (0 for none).
#[inline]
pub(crate) fn hand(color: usize, role: usize, count: u8) -> u64 {
    if count == 0 {
        0
    } else {
        HAND[(color * 5 + role) * 32 + usize::from(count.min(31))]
    }
}
