//! The notations moves are written in, and a move written in every notation of its family
//! ([`Written`]), so that a caller can show each reader the notation they chose without
//! going back to the position.
//!
//! The xiangqi games: WXF (canonical, as Fairy-Stockfish writes it), Chinese (炮二平五 /
//! 马8进7, in simplified or traditional characters) and ICCS (`H2-E2`). Minishogi: Western
//! (Hodges, canonical, as Fairy-Stockfish writes it), Japanese (☗２四歩, as KIF writes a
//! move) and USI (`2e2d`). Every notation is read back by the positions' `parse_move`.

use std::fmt;
use std::str::FromStr;

use crate::{ParseNameError, Variant};

/// A way of writing moves.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Notation {
    /// The World Xiangqi Federation's notation (`C2=5`): the xiangqi games' default.
    Wxf,
    /// Chinese notation (`炮二平五`, `马8进7`).
    Chinese,
    /// ICCS coordinates (`H2-E2`: files a–i from red's left, ranks 0–9 from red's side).
    Iccs,
    /// Western (Hodges) notation (`P-2b`, `S-4a+`): Minishogi's default.
    Western,
    /// Japanese notation as KIF writes a move (`☗２四歩`, `☖同　銀`, `☗３三角成`).
    Japanese,
    /// USI coordinates (`2e2d`, `P*3c`).
    Usi,
}

/// Which characters Chinese notation is written in.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Script {
    /// 简体: 车 马 进 后 (mainland China, Singapore).
    #[default]
    Simplified,
    /// 繁體: 俥/車 傌/馬 進 後 (Taiwan, Hong Kong).
    Traditional,
}

impl Notation {
    /// Every notation.
    pub const ALL: [Notation; 6] = [
        Notation::Wxf,
        Notation::Chinese,
        Notation::Iccs,
        Notation::Western,
        Notation::Japanese,
        Notation::Usi,
    ];

    /// Their names, as settings and commands spell them, in the order of [`Notation::ALL`].
    pub const NAMES: [&'static str; 6] = ["wxf", "chinese", "iccs", "western", "japanese", "usi"];

    /// Its name, as settings and commands spell it (`wxf`, `chinese`, ...).
    pub const fn name(self) -> &'static str {
        Notation::NAMES[self as usize]
    }

    /// Whether moves of `variant` can be written in it.
    pub const fn writes(self, variant: Variant) -> bool {
        let xiangqi = variant.is_xiangqi_family();
        match self {
            Notation::Wxf | Notation::Chinese | Notation::Iccs => xiangqi,
            Notation::Western | Notation::Japanese | Notation::Usi => !xiangqi,
        }
    }

    /// The notation `variant`'s moves are written in unless a reader chose another.
    pub const fn default_for(variant: Variant) -> Notation {
        if variant.is_xiangqi_family() {
            Notation::Wxf
        } else {
            Notation::Western
        }
    }
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Notation {
    type Err = ParseNameError;

    fn from_str(s: &str) -> Result<Notation, ParseNameError> {
        let s = s.trim().to_ascii_lowercase();
        Notation::ALL
            .into_iter()
            .find(|n| n.name() == s)
            .ok_or_else(|| {
                ParseNameError::new("notation", &s, "wxf|chinese|iccs|western|japanese|usi")
            })
    }
}

/// One move written in every notation of its family: what a caller keeps to show it to
/// each reader in their own notation.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Written {
    /// A move of Mini Xiangqi, Dark Mini Xiangqi or Xiangqi.
    Xiangqi {
        /// `C2=5`.
        wxf: String,
        /// `炮二平五` (simplified).
        simplified: String,
        /// `炮二平五` (traditional).
        traditional: String,
        /// `H2-E2`.
        iccs: String,
    },
    /// A move of Minishogi.
    Shogi {
        /// `P-2b`.
        western: String,
        /// `☗２四歩`.
        japanese: String,
        /// `2c2b`.
        usi: String,
    },
}

impl Written {
    /// The canonical form (WXF, or Western for Minishogi): what records and the engine's
    /// tools exchange.
    pub fn canonical(&self) -> &str {
        match self {
            Written::Xiangqi { wxf, .. } => wxf,
            Written::Shogi { western, .. } => western,
        }
    }

    /// The move in `notation` (Chinese in `script`); a notation of the other family gives
    /// the canonical form.
    ///
    /// ```
    /// use rules::{Notation, Script, Variant, xiangqi::Position};
    /// let pos = Position::new(Variant::Xiangqi).unwrap();
    /// let w = pos.written("h3e3".parse().unwrap());
    /// assert_eq!(w.get(Notation::Wxf, Script::Simplified), "C2=5");
    /// assert_eq!(w.get(Notation::Chinese, Script::Simplified), "炮二平五");
    /// assert_eq!(w.get(Notation::Iccs, Script::Simplified), "H2-E2");
    /// assert_eq!(w.get(Notation::Japanese, Script::Simplified), "C2=5");
    /// ```
    pub fn get(&self, notation: Notation, script: Script) -> &str {
        match (self, notation, script) {
            (Written::Xiangqi { simplified, .. }, Notation::Chinese, Script::Simplified) => {
                simplified
            }
            (Written::Xiangqi { traditional, .. }, Notation::Chinese, Script::Traditional) => {
                traditional
            }
            (Written::Xiangqi { iccs, .. }, Notation::Iccs, _) => iccs,
            (Written::Shogi { japanese, .. }, Notation::Japanese, _) => japanese,
            (Written::Shogi { usi, .. }, Notation::Usi, _) => usi,
            _ => self.canonical(),
        }
    }
}

/// How one reader writes moves: a notation for each family of games, and the script
/// of Chinese notation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Writing {
    /// For Mini Xiangqi, Dark Mini Xiangqi and Xiangqi (`Wxf`, `Chinese` or `Iccs`).
    pub xiangqi: Notation,
    /// For Minishogi (`Western`, `Japanese` or `Usi`).
    pub shogi: Notation,
    /// Chinese notation's characters.
    pub script: Script,
}

impl Default for Writing {
    /// The canonical notations: WXF and Western.
    fn default() -> Writing {
        Writing {
            xiangqi: Notation::Wxf,
            shogi: Notation::Western,
            script: Script::Simplified,
        }
    }
}

impl Writing {
    /// The same, with `notation` for the family it writes.
    pub fn with(mut self, notation: Notation) -> Writing {
        if notation.writes(Variant::Xiangqi) {
            self.xiangqi = notation;
        } else {
            self.shogi = notation;
        }
        self
    }

    /// The notation this reader uses for `variant`.
    pub fn notation_for(&self, variant: Variant) -> Notation {
        if variant.is_xiangqi_family() {
            self.xiangqi
        } else {
            self.shogi
        }
    }

    /// `w` as this reader writes it.
    ///
    /// ```
    /// use rules::{Notation, Variant, Writing, xiangqi::Position};
    /// let pos = Position::new(Variant::Xiangqi).unwrap();
    /// let w = pos.written("h3e3".parse().unwrap());
    /// assert_eq!(Writing::default().write(&w), "C2=5");
    /// assert_eq!(Writing::default().with(Notation::Chinese).write(&w), "炮二平五");
    /// ```
    pub fn write<'a>(&self, w: &'a Written) -> &'a str {
        match w {
            Written::Xiangqi { .. } => w.get(self.xiangqi, self.script),
            Written::Shogi { .. } => w.get(self.shogi, self.script),
        }
    }
}

impl fmt::Display for Written {
    /// The canonical form.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.canonical())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back_and_fit_their_family() {
        for n in Notation::ALL {
            assert_eq!(n.name().parse::<Notation>(), Ok(n));
            assert_eq!(n.to_string().to_uppercase().parse::<Notation>(), Ok(n));
            let fits: Vec<Variant> = Variant::ALL.into_iter().filter(|&v| n.writes(v)).collect();
            assert!(!fits.is_empty(), "{n}");
        }
        assert!("kif".parse::<Notation>().is_err());
        for v in Variant::ALL {
            assert!(Notation::default_for(v).writes(v));
        }
        assert_eq!(Notation::default_for(Variant::MiniShogi), Notation::Western);
        assert_eq!(Notation::default_for(Variant::Xiangqi), Notation::Wxf);
        assert!(!Notation::Japanese.writes(Variant::DarkMiniXiangqi));
    }
}
