//! Snowflakes, tokens and timestamps.

use std::time::{SystemTime, UNIX_EPOCH};

/// Discord's epoch (2015-01-01) in milliseconds since the Unix epoch.
const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// Hands out increasing snowflakes carrying the current time, like Discord's.
#[derive(Debug, Default)]
pub(crate) struct IdGen {
    last: u64,
}

impl IdGen {
    /// The next id: later than every id handed out before.
    pub(crate) fn next(&mut self) -> u64 {
        let now = unix_ms().saturating_sub(DISCORD_EPOCH_MS) << 22;
        self.last = now.max(self.last + 1);
        self.last
    }

    /// The next id whose shard among `total` is `shard` (`(id >> 22) % total == shard`, the
    /// timestamp part of a snowflake decides): the next id, moved up to `total - 1` ms
    /// ahead. Later ids stay above it.
    pub(crate) fn next_on_shard(&mut self, shard: u32, total: u32) -> u64 {
        let total = u64::from(total.max(1));
        let first = self.next();
        let ms = first >> 22;
        let ahead = (u64::from(shard) + total - ms % total) % total;
        if ahead > 0 {
            self.last = (ms + ahead) << 22;
        }
        self.last
    }
}

fn unix_ms() -> u64 {
    let since = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default();
    u64::try_from(since.as_millis()).unwrap_or(u64::MAX)
}

/// The current time as Discord writes it (RFC 3339).
pub(crate) fn timestamp() -> String {
    serenity::model::Timestamp::now().to_string()
}

/// Seconds since the Unix epoch, with milliseconds, as in `X-RateLimit-Reset`.
pub(crate) fn unix_secs_f64() -> f64 {
    #[allow(clippy::cast_precision_loss)]
    let ms = unix_ms() as f64;
    ms / 1000.0
}

/// A small pseudo-random generator (SplitMix64) for tokens and session ids; nothing here
/// needs to be secret, only different between runs.
pub(crate) struct Noise(u64);

impl Noise {
    /// A generator seeded from the clock and `salt`.
    pub(crate) fn new(salt: u64) -> Self {
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default()
            .as_nanos();
        #[allow(clippy::cast_possible_truncation)]
        Noise(nanos as u64 ^ salt.rotate_left(17))
    }

    /// The next 64 bits.
    pub(crate) fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// `len` characters from `[A-Za-z0-9_-]`.
    pub(crate) fn word(&mut self, len: usize) -> String {
        const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        (0..len)
            .map(|_| {
                #[allow(clippy::cast_possible_truncation)]
                let i = (self.next_u64() % 64) as usize;
                char::from(ALPHABET[i])
            })
            .collect()
    }

    /// `len` lowercase hex digits.
    pub(crate) fn hex(&mut self, len: usize) -> String {
        (0..len)
            .map(|_| char::from(b"0123456789abcdef"[(self.next_u64() % 16) as usize]))
            .collect()
    }
}

/// A bot token shaped like Discord's: base64 of the user id, a time part, an HMAC part.
pub(crate) fn bot_token(bot_id: u64, noise: &mut Noise) -> String {
    format!(
        "{}.{}.{}",
        base64(bot_id.to_string().as_bytes()),
        noise.word(6),
        noise.word(38)
    )
}

fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..=chunk.len() {
            out.push(char::from(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize]));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snowflakes_increase_and_carry_the_time() {
        let mut ids = IdGen::default();
        let a = ids.next();
        let b = ids.next();
        assert!(b > a);
        let created = serenity::model::id::UserId::new(a).created_at();
        let age = serenity::model::Timestamp::now().unix_timestamp() - created.unix_timestamp();
        assert!((0..5).contains(&age), "age {age}");
    }

    #[test]
    fn ids_can_be_made_for_a_shard() {
        let mut ids = IdGen::default();
        for total in 1..6 {
            for shard in 0..total {
                let before = ids.next();
                let id = ids.next_on_shard(shard, total);
                assert!(id > before);
                assert_eq!(crate::state::shard_of(id, total), shard);
                assert!(ids.next() > id);
            }
        }
    }

    #[test]
    fn tokens_look_like_discord_tokens() {
        let token = bot_token(123_456_789_012_345_678, &mut Noise::new(1));
        assert!(serenity::utils::validate_token(&token).is_ok(), "{token}");
        assert_eq!(base64(b"Man"), "TWFu");
        assert_eq!(base64(b"Ma"), "TWE");
    }

    #[test]
    fn timestamps_parse_as_serenity_timestamps() {
        let t: serenity::model::Timestamp = timestamp().parse().unwrap();
        assert!(t.unix_timestamp() > 1_700_000_000);
    }
}
