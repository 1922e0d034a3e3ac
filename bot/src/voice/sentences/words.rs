//! The small words every sentence shares: sides, names with their side, results, ratings.

use rules::{Color, Outcome, Variant};

use crate::voice::catalogue::t;

/// `red`, `black`; `sente`, `gote` in Minishogi (in the reader's language).
pub(crate) fn side(variant: Variant, color: Color) -> String {
    t!("side", side = variant.side_name(color))
}

/// A notation's name in the reader's language: `WXF`, `Chinese` (`中文记法`), `ICCS`,
/// `Western`, `Japanese`, `USI`.
pub(crate) fn notation(n: rules::Notation) -> String {
    t!("notation-name", notation = n.name())
}

/// A game's name (`Xiangqi`, `象棋`, ...), in the reader's language.
pub(crate) fn variant(v: Variant) -> String {
    t!("variant", variant = v.name())
}

/// A language's own name for itself (the same in every language, as menus show them).
pub(crate) fn endonym(l: crate::model::Language) -> &'static str {
    use crate::model::Language;
    match l {
        Language::English => "English",
        Language::ChineseSimplified => "简体中文",
        Language::ChineseTraditional => "繁體中文",
        Language::Vietnamese => "Tiếng Việt",
        Language::Japanese => "日本語",
    }
}

/// `alice (red)`, `Palace (level 8, black)`: a name with its side, in one bracket
/// (full-width in Chinese and Japanese).
pub(crate) fn with_side(name: &str, side: &str) -> String {
    match name.strip_suffix(')') {
        Some(inner) if inner.contains(" (") => t!("with-side-inner", inner = inner, side = side),
        _ => t!("with-side", name = name, side = side),
    }
}

/// `Red`, `Sente`: a side at the start of a sentence, in the reader's language.
pub(crate) fn side_start(variant: Variant, color: Color) -> String {
    t!("side-start", side = variant.side_name(color))
}

/// `Red wins by checkmate`, `Black wins by capturing the general`, `Red wins: black gave
/// perpetual check`, `Draw by move rule`.
pub(crate) fn result(variant: Variant, outcome: Outcome) -> String {
    let reason = outcome.reason().name();
    match outcome.winner() {
        Some(w) => t!(
            "result-win",
            reason = reason,
            winner = side_start(variant, w),
            loser = side(variant, !w)
        ),
        None => match (outcome.reason(), variant.ply_limit()) {
            (rules::EndReason::PlyLimit, Some(plies)) => {
                t!("result-draw-ply-limit", plies = plies.to_string())
            }
            _ => t!("result-draw", reason = reason),
        },
    }
}

/// `1500`, or `1500?` for a provisional rating.
pub(crate) fn rating(r: crate::model::Rating) -> String {
    format!(
        "{:.0}{}",
        r.rating,
        if r.is_provisional() { "?" } else { "" }
    )
}

/// `challenge:3, challenge:5`.
pub(crate) fn challenge_options(ids: &[u64]) -> String {
    ids.iter()
        .map(|c| format!("challenge:{c}"))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::EndReason;

    #[test]
    fn small_words() {
        assert_eq!(
            result(
                Variant::MiniShogi,
                Outcome::win(Color::Black, EndReason::Repetition)
            ),
            "Gote wins by repetition"
        );
        assert_eq!(
            result(Variant::Xiangqi, Outcome::draw(EndReason::MoveRule)),
            "Draw by move rule"
        );
        assert_eq!(
            result(Variant::MiniShogi, Outcome::draw(EndReason::PlyLimit)),
            "Draw at the 700-ply limit"
        );
        // Every ending reads as English (review of issue 41: not "by general captured").
        let win = |reason| result(Variant::DarkMiniXiangqi, Outcome::win(Color::Red, reason));
        assert_eq!(
            win(EndReason::GeneralCaptured),
            "Red wins by capturing the general"
        );
        assert_eq!(
            win(EndReason::PerpetualCheck),
            "Red wins: black gave perpetual check"
        );
        assert_eq!(
            win(EndReason::PerpetualChase),
            "Red wins: black chased perpetually"
        );
        assert_eq!(win(EndReason::Immobilized), "Red wins: black cannot move");
        assert_eq!(win(EndReason::Checkmate), "Red wins by checkmate");
        assert_eq!(side_start(Variant::MiniShogi, Color::Red), "Sente");
        assert_eq!(side_start(Variant::Xiangqi, Color::Black), "Black");
        assert_eq!(with_side("alice", "red"), "alice (red)");
        assert_eq!(
            with_side("Palace (level 8)", "black"),
            "Palace (level 8, black)"
        );
        assert_eq!(challenge_options(&[3, 5]), "challenge:3, challenge:5");
    }
}
