//! Zobrist keys for repetition detection.

use super::square::MAILBOX;

use crate::splitmix::splitmix;

const fn build() -> [[u64; 64]; MAILBOX] {
    let mut table = [[0u64; 64]; MAILBOX];
    let mut state = 0x5041_4c41_4345_u64; // "PALACE"
    let mut sq = 0;
    while sq < MAILBOX {
        let mut code = 0;
        while code < 64 {
            let (s, z) = splitmix(state);
            state = s;
            table[sq][code] = z;
            code += 1;
        }
        sq += 1;
    }
    table
}

/// One key per (mailbox cell, cell code).
pub(crate) static PIECE_KEYS: [[u64; 64]; MAILBOX] = build();
/// Xored in when Black is to move.
pub(crate) const BLACK_TO_MOVE: u64 = 0x7c3a_91e5_d2b4_0f68;
