//! A game's page address: a random slug, so that nobody finds a game's page by counting
//! (game numbers are sequential and shown to everyone in its server).

use serde::{Deserialize, Serialize};

/// How many random bytes a slug holds: 80 bits, written as 16 base-32 letters.
const BYTES: usize = 10;

/// The letters a slug is written in: RFC 4648's base-32 alphabet, lower case (no `0`,
/// `1`, `8` or `9`, so no letter is mistaken for another when read aloud or copied).
const ALPHABET: &[u8; 32] = b"abcdefghijklmnopqrstuvwxyz234567";

/// A game's slug: 16 letters from [`ALPHABET`], drawn from the operating system's random
/// source when the game begins.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Slug(pub String);

impl Slug {
    /// A new slug, from the operating system's random source.
    pub fn fresh() -> Slug {
        let mut bytes = [0u8; BYTES];
        getrandom::fill(&mut bytes).expect("the operating system gives random bytes");
        Slug::of_bytes(&bytes)
    }

    fn of_bytes(bytes: &[u8; BYTES]) -> Slug {
        let mut bits = 0u32;
        let mut held = 0;
        let mut text = String::with_capacity(BYTES * 8 / 5);
        for &b in bytes {
            bits = (bits << 8) | u32::from(b);
            held += 8;
            while held >= 5 {
                held -= 5;
                text.push(ALPHABET[((bits >> held) & 31) as usize] as char);
            }
        }
        Slug(text)
    }

    /// `text` as a slug if it is written as one (any other text names no game: an
    /// address is checked before the store is asked).
    pub fn parse(text: &str) -> Option<Slug> {
        (text.len() == BYTES * 8 / 5 && text.bytes().all(|b| ALPHABET.contains(&b)))
            .then(|| Slug(text.to_owned()))
    }

    /// The slug's text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Display for Slug {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_slug_writes_every_bit_in_sixteen_letters() {
        assert_eq!(Slug::of_bytes(&[0; BYTES]).0, "aaaaaaaaaaaaaaaa");
        assert_eq!(Slug::of_bytes(&[0xff; BYTES]).0, "7777777777777777");
        // RFC 4648's test vector "foobar" (then four zero bytes).
        assert_eq!(Slug::of_bytes(b"foobar\0\0\0\0").0, "mzxw6ytboiaaaaaa");
    }

    #[test]
    fn fresh_slugs_differ_and_read_back() {
        let a = Slug::fresh();
        let b = Slug::fresh();
        assert_ne!(a, b);
        assert_eq!(Slug::parse(a.as_str()), Some(a));
        assert_eq!(Slug::parse("12"), None);
        assert_eq!(Slug::parse("AAAAAAAAAAAAAAAA"), None);
        assert_eq!(Slug::parse("aaaaaaaaaaaaaaa1"), None);
        assert_eq!(Slug::parse("../../etc/passwd"), None);
    }
}
