//! The four games Palace plays.

use std::fmt;
use std::str::FromStr;

use crate::Color;

/// One of the games Palace offers.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// 7×7 xiangqi without river, advisors or elephants.
    MiniXiangqi,
    /// Mini Xiangqi with fog of war (pseudo-legal moves, general capture wins).
    DarkMiniXiangqi,
    /// Standard 9×10 xiangqi.
    Xiangqi,
    /// 5×5 shogi with drops.
    MiniShogi,
}

impl Variant {
    /// Every variant, in menu order.
    pub const ALL: [Variant; 4] = [
        Variant::MiniXiangqi,
        Variant::DarkMiniXiangqi,
        Variant::Xiangqi,
        Variant::MiniShogi,
    ];

    /// The command-line and storage name (`minixiangqi`, `dark-minixiangqi`, ...).
    pub const fn name(self) -> &'static str {
        match self {
            Variant::MiniXiangqi => "minixiangqi",
            Variant::DarkMiniXiangqi => "dark-minixiangqi",
            Variant::Xiangqi => "xiangqi",
            Variant::MiniShogi => "minishogi",
        }
    }

    /// A human title (`Mini Xiangqi`, ...).
    pub const fn title(self) -> &'static str {
        match self {
            Variant::MiniXiangqi => "Mini Xiangqi",
            Variant::DarkMiniXiangqi => "Dark Mini Xiangqi",
            Variant::Xiangqi => "Xiangqi",
            Variant::MiniShogi => "Minishogi",
        }
    }

    /// The Fairy-Stockfish FEN of the start position.
    pub const fn start_fen(self) -> &'static str {
        match self {
            Variant::MiniXiangqi | Variant::DarkMiniXiangqi => {
                "rcnkncr/p1ppp1p/7/7/7/P1PPP1P/RCNKNCR w - - 0 1"
            }
            Variant::Xiangqi => {
                "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
            }
            Variant::MiniShogi => "rbsgk/4p/5/P4/KGSBR[-] w 0 1",
        }
    }

    /// How this variant names a side: `red`/`black`, or `sente`/`gote` in Minishogi.
    pub const fn side_name(self, color: Color) -> &'static str {
        match (self, color) {
            (Variant::MiniShogi, Color::Red) => "sente",
            (Variant::MiniShogi, Color::Black) => "gote",
            (_, c) => c.name(),
        }
    }

    /// Whether `text` is written as a move in a notation this variant reads, whatever the
    /// position: a chat line that is not (`good luck`) is no attempt at a move, while one
    /// that is (`C2=5`, `炮二平五`, `☗２四歩`) is read against the position as any move.
    ///
    /// ```
    /// use rules::Variant;
    /// assert!(Variant::Xiangqi.reads_as_move("C2=5"));
    /// assert!(Variant::Xiangqi.reads_as_move("炮二平五"));
    /// assert!(!Variant::Xiangqi.reads_as_move("good luck"));
    /// assert!(Variant::MiniShogi.reads_as_move("☖同　銀"));
    /// assert!(!Variant::MiniShogi.reads_as_move("C2=5"));
    /// ```
    pub fn reads_as_move(self, text: &str) -> bool {
        match self {
            Variant::MiniShogi => crate::shogi::reads_as_move(text),
            _ => crate::xiangqi::parse::reads_as_move(text),
        }
    }

    /// Whether this is one of the xiangqi family (WXF notation, generals and palaces).
    pub const fn is_xiangqi_family(self) -> bool {
        !matches!(self, Variant::MiniShogi)
    }

    /// The plies after which a game that has not ended is drawn, if the variant has such
    /// a limit. Minishogi has no move rule, and drops make every capture undoable, so its
    /// games have no bound of their own: Palace draws one at its 700th ply as lishogi does
    /// for every variant but chushogi (`Game.maxPlies` in lishogi's `modules/game`). The
    /// xiangqi games are bounded by their own rules: the no-capture limit
    /// ([`crate::ProgressRule`]) with repetition.
    pub const fn ply_limit(self) -> Option<usize> {
        match self {
            Variant::MiniShogi => Some(700),
            _ => None,
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Variant {
    type Err = crate::ParseNameError;
    fn from_str(s: &str) -> Result<Variant, Self::Err> {
        let norm: String = s
            .trim()
            .chars()
            .filter(|c| !matches!(c, '-' | '_' | ' '))
            .flat_map(char::to_lowercase)
            .collect();
        match norm.as_str() {
            "minixiangqi" | "mxq" => Ok(Variant::MiniXiangqi),
            "darkminixiangqi" | "dark" | "dmxq" => Ok(Variant::DarkMiniXiangqi),
            "xiangqi" | "xq" | "chinesechess" => Ok(Variant::Xiangqi),
            "minishogi" | "5x5shogi" => Ok(Variant::MiniShogi),
            _ => Err(crate::ParseNameError::new(
                "variant",
                s,
                "minixiangqi, dark-minixiangqi, xiangqi, minishogi",
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for v in Variant::ALL {
            assert_eq!(v.name().parse::<Variant>().unwrap(), v);
        }
        assert_eq!(
            "Dark Mini Xiangqi".parse::<Variant>().unwrap(),
            Variant::DarkMiniXiangqi
        );
    }

    #[test]
    fn unknown_variant_is_named() {
        let e = "chess".parse::<Variant>().unwrap_err();
        assert_eq!((e.what(), e.given()), ("variant", "chess"));
    }
}
