//! A dark player's private link to their own view of a running game: the game's page
//! address, their side, and a token signed with the pages' key (HMAC-SHA256 over the
//! game's slug, the side, the link's expiry and its generation). A player asking for a new
//! link raises their generation in the game's document, which voids every older one.
//! Nothing but the token proves the link: it names no player and is never logged.

use hmac::{Hmac, KeyInit, Mac};
use rules::Color;
use sha2::Sha256;

use crate::model::{DAY, Slug, Time};

/// How long a private link stays good after it was given (each turn's message gives a new
/// one, so a player who plays keeps a good link).
pub const LINK_LIFE: Time = 30 * DAY;

/// The bytes of the MAC a token carries: 128 of SHA-256's 256 bits, as RFC 2104 allows.
const MAC_BYTES: usize = 16;

/// The key private links are signed with: from the environment (`PALACE_WEB_KEY`), or one
/// drawn at start (links then end with the process). Never shown: its `Debug` hides it.
#[derive(Clone, PartialEq, Eq)]
pub struct PageKey(Vec<u8>);

impl std::fmt::Debug for PageKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("PageKey(hidden)")
    }
}

impl PageKey {
    /// A key of the text an operator chose (at least 32 bytes: a shorter secret can be
    /// guessed); `None` for a shorter one.
    pub fn of_text(text: &str) -> Option<PageKey> {
        (text.trim().len() >= 32).then(|| PageKey(text.trim().as_bytes().to_vec()))
    }

    /// A new key of 32 random bytes from the operating system.
    pub fn fresh() -> PageKey {
        let mut bytes = vec![0u8; 32];
        getrandom::fill(&mut bytes).expect("the operating system gives random bytes");
        PageKey(bytes)
    }

    fn mac(&self, slug: &Slug, side: Color, expires: Time, generation: u32) -> Hmac<Sha256> {
        let mut mac = <Hmac<Sha256> as KeyInit>::new_from_slice(&self.0)
            .expect("HMAC takes a key of any length");
        mac.update(
            format!(
                "palace-view\0{slug}\0{}\0{expires}\0{generation}",
                side.name()
            )
            .as_bytes(),
        );
        mac
    }

    /// A token for `side`'s view of the game at `slug`, of `generation`, good until
    /// `expires`: `EXPIRES.GENERATION.MAC` (the MAC in hex).
    pub fn token(&self, slug: &Slug, side: Color, expires: Time, generation: u32) -> String {
        let code = self
            .mac(slug, side, expires, generation)
            .finalize()
            .into_bytes();
        let hex: String = code[..MAC_BYTES]
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        format!("{expires}.{generation}.{hex}")
    }

    /// Whether `token` opens `side`'s view of the game at `slug` at `now`, the side's links
    /// being at `generation` now.
    pub fn check(
        &self,
        slug: &Slug,
        side: Color,
        token: &str,
        generation: u32,
        now: Time,
    ) -> Result<(), LinkRefusal> {
        let mut parts = token.split('.');
        let (Some(expires), Some(given), Some(hex), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(LinkRefusal::Invalid);
        };
        let (Ok(expires), Ok(given)) = (expires.parse::<Time>(), given.parse::<u32>()) else {
            return Err(LinkRefusal::Invalid);
        };
        let Some(code) = unhex(hex).filter(|c| c.len() == MAC_BYTES) else {
            return Err(LinkRefusal::Invalid);
        };
        // Compared in constant time (`verify_truncated_left`): the MAC first, so that a
        // made-up token learns nothing of the others.
        self.mac(slug, side, expires, given)
            .verify_truncated_left(&code)
            .map_err(|_| LinkRefusal::Invalid)?;
        if given != generation {
            return Err(LinkRefusal::Replaced);
        }
        if expires <= now {
            return Err(LinkRefusal::Expired);
        }
        Ok(())
    }
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) || !text.is_ascii() {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16).ok())
        .collect()
}

/// Why a private link does not open its view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum LinkRefusal {
    /// Not a link Palace gave for this game and side (mistyped, made up, or another
    /// player's).
    Invalid,
    /// Older than [`LINK_LIFE`] since it was given.
    Expired,
    /// Its player asked for a new link since, which voided it.
    Replaced,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_opens_its_own_view_only_until_it_expires_or_is_replaced() {
        let key = PageKey::fresh();
        let slug = Slug("abcdefghijklmnop".into());
        let token = key.token(&slug, Color::Red, 1000, 2);
        assert_eq!(key.check(&slug, Color::Red, &token, 2, 999), Ok(()));
        assert_eq!(
            key.check(&slug, Color::Red, &token, 2, 1000),
            Err(LinkRefusal::Expired)
        );
        assert_eq!(
            key.check(&slug, Color::Red, &token, 3, 10),
            Err(LinkRefusal::Replaced)
        );
        // The other side, another game, another key, a changed expiry: not this link.
        let other = Slug("bbcdefghijklmnop".into());
        for (k, s, side) in [
            (&key, &slug, Color::Black),
            (&key, &other, Color::Red),
            (&PageKey::fresh(), &slug, Color::Red),
        ] {
            assert_eq!(k.check(s, side, &token, 2, 10), Err(LinkRefusal::Invalid));
        }
        let later = token.replacen("1000.", "9999.", 1);
        assert_eq!(
            key.check(&slug, Color::Red, &later, 2, 10),
            Err(LinkRefusal::Invalid)
        );
        for bad in ["", "1.2", "1.2.3.4", "x.2.00", "1000.2.zz", "1000.2.abcd"] {
            assert_eq!(
                key.check(&slug, Color::Red, bad, 2, 10),
                Err(LinkRefusal::Invalid),
                "{bad}"
            );
        }
    }

    #[test]
    fn a_key_is_never_shown_and_a_short_one_is_refused() {
        let key = PageKey::of_text("0123456789abcdef0123456789abcdef").unwrap();
        assert_eq!(format!("{key:?}"), "PageKey(hidden)");
        assert_eq!(PageKey::of_text("too short"), None);
    }
}
