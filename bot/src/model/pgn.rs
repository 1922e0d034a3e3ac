//! What a PGN-style record writes: the date of a time, and the moves numbered.

use super::Time;

/// `2026.11.23` (the PGN date) of a time.
pub fn date(t: Time) -> String {
    // Days to civil date (Howard Hinnant's algorithm), for dates after 1970.
    let z = t.div_euclid(86400) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}.{m:02}.{d:02}")
}

/// `1. C2=5 H8+7 2. H2+3`.
pub fn numbered(notations: &[String]) -> String {
    notations
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| format!("{}. {}", i + 1, pair.join(" ")))
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert_eq!(date(0), "1970.01.01");
        assert_eq!(date(1_795_401_600), "2026.11.23");
        assert_eq!(date(951_782_400), "2000.02.29");
        let moves: Vec<String> = ["C2=5", "H8+7", "H2+3"].map(String::from).to_vec();
        assert_eq!(numbered(&moves), "1. C2=5 H8+7 2. H2+3");
    }
}
