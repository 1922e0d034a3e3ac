//! SplitMix64, usable at compile time: the fixed pseudo-random keys of the Zobrist hashes
//! (the same keys on every machine, so repetition detection is reproducible), and the one
//! definition the engine's generator and the tests' random games build on.

/// The SplitMix64 finaliser: a good 64-bit hash of `z`.
pub const fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// One SplitMix64 step: the next state and its output.
pub const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    (s, mix(s))
}
