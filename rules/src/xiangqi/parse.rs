//! Reading the moves players type: coordinates (`h2e2`), WXF in its canonical and
//! textbook forms (`C2=5`, `R-+3`, `+R+3`, `N2+3`, `c2.5`, `R+1`), and Chinese notation
//! (`炮二平五`, `马8进7`, `前車進一`). Parsing the syntax comes first; then the move is
//! resolved against the position, with a specific error when that fails.

use super::illegal::Illegal;
use super::missing::{Missing, Named as MissingNamed};
use super::piece::Role;
use super::position::{Move, Position};
use super::square::Square;
use crate::Candidate;

/// Why a typed move was not accepted (the shape every open family shares).
pub type MoveError = crate::MoveError<Move, Illegal, Missing>;

/// Which of a side's pieces a WXF origin names.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Origin {
    /// Not given (`R+1`).
    Any,
    /// A WXF file number.
    File(u8),
    /// The front piece of two or more on a file (optionally a given WXF file: Chinese
    /// `前五` when two files hold tandem soldiers).
    Front(Option<u8>),
    /// The rear piece.
    Rear(Option<u8>),
    /// The middle one of three.
    Middle(Option<u8>),
    /// The n-th from the front (1-based), optionally on a given WXF file.
    Place(u8, Option<u8>),
}

/// A piece a typed move names and where it would go, or why that is no move.
pub(crate) type NamedPiece = (Square, Result<Square, Illegal>);

/// What a typed move names.
pub(crate) enum Named {
    /// A coordinate move.
    Coordinates(Square, Square),
    /// WXF or Chinese: the own pieces it names with their destinations.
    Candidates(Vec<NamedPiece>),
}

/// A parsed WXF move before it meets a position.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct WxfSpec {
    role: Option<Role>,
    origin: Origin,
    op: char,
    dest: u8,
}

fn role_letter(c: char) -> Option<Role> {
    Some(match c.to_ascii_uppercase() {
        'K' | 'G' => Role::General,
        'A' => Role::Advisor,
        'E' | 'B' => Role::Elephant,
        'H' | 'N' => Role::Horse,
        'R' => Role::Chariot,
        'C' => Role::Cannon,
        'P' | 'S' => Role::Soldier,
        _ => return None,
    })
}

fn role_hanzi(c: char) -> Option<Role> {
    Some(match c {
        '帥' | '帅' | '將' | '将' => Role::General,
        '仕' | '士' => Role::Advisor,
        '相' | '象' => Role::Elephant,
        '馬' | '马' | '傌' | '㐷' => Role::Horse,
        '車' | '车' | '俥' | '伡' => Role::Chariot,
        '炮' | '砲' | '包' => Role::Cannon,
        '兵' | '卒' => Role::Soldier,
        _ => return None,
    })
}

fn numeral(c: char) -> Option<u8> {
    Some(match c {
        '1'..='9' => c as u8 - b'0',
        '１'..='９' => (c as u32 - '１' as u32 + 1) as u8,
        '一' => 1,
        '二' => 2,
        '三' => 3,
        '四' => 4,
        '五' => 5,
        '六' => 6,
        '七' => 7,
        '八' => 8,
        '九' => 9,
        _ => return None,
    })
}

fn op_char(c: char) -> Option<char> {
    Some(match c {
        '+' | '进' | '進' => '+',
        '-' | '退' => '-',
        '=' | '.' | '平' => '=',
        _ => return None,
    })
}

/// Whether `text` is written as a move in a notation the xiangqi games read (WXF,
/// Chinese, ICCS, coordinates), whatever the position: what the rules would read before
/// looking for the piece.
pub(crate) fn reads_as_move(text: &str) -> bool {
    let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    parse_coordinates(&compact).is_some() || parse_wxf(&compact).is_some()
}

/// Reads `h2e2`, `h2-e2`, `a10a9`.
fn parse_coordinates(s: &str) -> Option<(Square, Square)> {
    if !s.is_ascii() || s.len() < 4 {
        return None;
    }
    // ICCS, as Xiangqi software writes it: capital files and ranks from 0 on red's side
    // with a dash (`H2-E2`); Palace's own coordinates are small letters and ranks from 1
    // (`h3e3`, `h3-e3`), so the two never read alike.
    if let [f1, r1, b'-', f2, r2] = s.as_bytes()
        && [f1, f2].iter().all(|f| (b'A'..=b'I').contains(f))
        && [r1, r2].iter().all(|r| r.is_ascii_digit())
    {
        let square = |f: u8, r: u8| Square::new(f - b'A', r - b'0');
        return Some((square(*f1, *r1)?, square(*f2, *r2)?));
    }
    let s = s.to_ascii_lowercase();
    let split = s[1..].find(|c: char| c.is_ascii_alphabetic())? + 1;
    let (a, b) = s.split_at(split);
    let a = a.trim_end_matches('-');
    Some((a.parse().ok()?, b.parse().ok()?))
}

/// Reads WXF and Chinese notation into a spec.
fn parse_wxf(s: &str) -> Option<WxfSpec> {
    let chars: Vec<char> = s.chars().collect();
    let n = chars.len();
    if n < 3 {
        return None;
    }
    // Destinations are single digits: no file number or rank count exceeds 9.
    let op = op_char(chars[n - 2])?;
    let dest = numeral(chars[n - 1])?;
    let head = &chars[..n - 2];
    let tandem = |c: char| match c {
        '+' | '前' => Some(Origin::Front(None)),
        '-' | '后' | '後' => Some(Origin::Rear(None)),
        '中' => Some(Origin::Middle(None)),
        _ => None,
    };
    let role_of = |c: char| role_letter(c).or_else(|| role_hanzi(c));
    let (role, origin) = match head {
        // R+1: no origin.
        [r] => (Some(role_of(*r)?), Origin::Any),
        [a, b] => {
            if let Some(role) = role_of(*a) {
                // C2=5, 炮二平五, R++1 (FSF tandem).
                let origin = match numeral(*b) {
                    Some(file) => Origin::File(file),
                    None => tandem(*b)?,
                };
                (Some(role), origin)
            } else if let (Some(origin), Some(role)) = (tandem(*a), role_of(*b)) {
                // +R+3, 前炮平五 (textbook tandem).
                (Some(role), origin)
            } else if let (Some(origin), Some(file)) = (tandem(*a), numeral(*b)) {
                // 前五进一, 后5平4: soldiers when two files hold two or more (the Chinese
                // standard leaves out 兵; `+5+1` reads the same).
                let on = |o: Option<u8>| o.or(Some(file));
                let origin = match origin {
                    Origin::Front(f) => Origin::Front(on(f)),
                    Origin::Rear(f) => Origin::Rear(on(f)),
                    Origin::Middle(f) => Origin::Middle(on(f)),
                    other => other,
                };
                (Some(Role::Soldier), origin)
            } else if let (Some(place), Some(role)) = (numeral(*a), role_of(*b)) {
                // 二兵平四: the second soldier.
                (Some(role), Origin::Place(place, None))
            } else {
                // 15+1: the first soldier on file 5.
                let place = numeral(*a)?;
                let file = numeral(*b)?;
                (None, Origin::Place(place, Some(file)))
            }
        }
        // +R2+3 style (sign, letter, file) is not a form anyone writes; P15+1 neither.
        _ => return None,
    };
    Some(WxfSpec {
        role,
        origin,
        op,
        dest,
    })
}

impl std::str::FromStr for Move {
    type Err = MoveError;

    /// Reads the strict coordinate form, `h2e2` or `a10a9` (files `a`..`i`, ranks
    /// `1`..`10`), without looking at any position.
    ///
    /// ```
    /// use rules::xiangqi::Move;
    /// let m: Move = "h3e3".parse().unwrap();
    /// assert_eq!(m.to_string(), "h3e3");
    /// assert!("C2=5".parse::<Move>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Move, MoveError> {
        // Strict: exactly the form `Display` writes, nothing the lenient reader forgives.
        parse_coordinates(text)
            .map(|(from, to)| Move::new(from, to))
            .filter(|m| m.to_string() == text)
            .ok_or_else(|| MoveError::Syntax(text.to_owned()))
    }
}

impl Position {
    fn resolve_coordinates(&self, text: &str, from: Square, to: Square) -> Result<Move, MoveError> {
        let us = self.turn;
        let missing = |missing: Missing| MoveError::NoSuchPiece {
            text: text.to_owned(),
            missing,
        };
        if !self.geo.contains(from) {
            return Err(missing(Missing::OffBoard(from)));
        }
        match self.piece_at(from) {
            None => Err(missing(Missing::Empty(from))),
            Some(piece) if piece.color != us => {
                Err(missing(Missing::Opponents { at: from, piece }))
            }
            Some(_) => match self.why_illegal(from, to) {
                None => Ok(Move::new(from, to)),
                Some(reason) => Err(MoveError::Illegal {
                    text: text.to_owned(),
                    reason,
                }),
            },
        }
    }

    /// Reads a move in any accepted notation and resolves it against this position.
    ///
    /// ```
    /// use rules::{MoveError, Variant, xiangqi::{Illegal, Position, Role}};
    /// let pos = Position::new(Variant::Xiangqi).unwrap();
    /// for text in ["C2=5", "c2.5", "h3e3", "炮二平五"] {
    ///     assert_eq!(pos.parse_move(text).unwrap().to_string(), "h3e3");
    /// }
    /// assert_eq!(
    ///     pos.parse_move("H2+2"),
    ///     Err(MoveError::Illegal { text: "H2+2".into(), reason: Illegal::Shape(Role::Horse) })
    /// );
    /// ```
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let (compact, named) = self.parse_named(text)?;
        match named {
            Named::Coordinates(from, to) => self.resolve_coordinates(&compact, from, to),
            Named::Candidates(candidates) => self.resolve_candidates(&compact, candidates),
        }
    }

    /// Reads a move and finds what it names among the side to move's own pieces, using
    /// nothing but those pieces and the board's geometry (so the dark variant can use it
    /// without revealing anything). Returns the text without spaces and what it names.
    pub(crate) fn parse_named(&self, text: &str) -> Result<(String, Named), MoveError> {
        let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        if compact.is_empty() {
            return Err(MoveError::Syntax(text.trim().to_owned()));
        }
        if let Some((from, to)) = parse_coordinates(&compact) {
            return Ok((compact, Named::Coordinates(from, to)));
        }
        let spec = parse_wxf(&compact).ok_or_else(|| MoveError::Syntax(text.trim().to_owned()))?;
        let candidates = self.candidates(&compact, spec)?;
        Ok((compact, Named::Candidates(candidates)))
    }

    /// The origins a spec names, before looking at the move.
    fn select(&self, spec: WxfSpec) -> Vec<Square> {
        let us = self.turn;
        let roles: Vec<Role> = match spec.role {
            Some(r) => vec![r],
            None => Role::ALL.to_vec(),
        };
        let mut out = Vec::new();
        for role in roles {
            // A bare place number (`15+1`) names only pieces that WXF numbers: three or
            // more on a file, or two or more when two files hold such tandems.
            let numbered_from = match (spec.role, self.multi_tandem(us, role)) {
                (None, true) => 2,
                (None, false) => 3,
                (Some(_), _) => 2,
            };
            for file in 0..self.geo.width {
                let on_file = self.file_pieces(us, role, file);
                let wxf_file = self.wxf_file(us, file);
                let picked: Vec<Square> = match spec.origin {
                    Origin::Any => on_file,
                    Origin::File(n) if n == wxf_file => on_file,
                    Origin::File(_) => continue,
                    _ if on_file.len() < 2 => continue,
                    Origin::Front(Some(n)) | Origin::Rear(Some(n)) | Origin::Middle(Some(n))
                        if n != wxf_file =>
                    {
                        continue;
                    }
                    Origin::Front(_) => vec![on_file[0]],
                    Origin::Rear(_) => vec![on_file[on_file.len() - 1]],
                    Origin::Middle(_) if on_file.len() == 3 => vec![on_file[1]],
                    Origin::Middle(_) => continue,
                    Origin::Place(..) if on_file.len() < numbered_from => continue,
                    Origin::Place(k, f) if f.is_none_or(|f| f == wxf_file) => {
                        on_file.get(k as usize - 1).copied().into_iter().collect()
                    }
                    Origin::Place(..) => continue,
                };
                out.extend(picked);
            }
        }
        out
    }

    /// Where a piece on `from` goes for `op` and `dest`, or why that is no move.
    fn target(&self, from: Square, role: Role, op: char, dest: u8) -> Result<Square, Illegal> {
        let us = self.turn;
        let fwd: i16 = match us {
            crate::Color::Red => 1,
            crate::Color::Black => -1,
        };
        let square = |file: i16, rank: i16| {
            if (0..self.geo.width as i16).contains(&file)
                && (0..self.geo.height as i16).contains(&rank)
            {
                Ok(Square::from_coords(file as u8, rank as u8))
            } else {
                Err(Illegal::OffBoard)
            }
        };
        let (f, r) = (from.file() as i16, from.rank() as i16);
        let straight = matches!(
            role,
            Role::General | Role::Chariot | Role::Cannon | Role::Soldier
        );
        if straight {
            return match op {
                '=' => {
                    let file = self.file_of_wxf(us, dest).ok_or(Illegal::OffBoard)?;
                    if file as i16 == f {
                        return Err(Illegal::Shape(role));
                    }
                    square(file as i16, r)
                }
                _ => {
                    let dir = if op == '+' { fwd } else { -fwd };
                    square(f, r + dir * dest as i16)
                }
            };
        }
        if op == '=' {
            return Err(Illegal::Shape(role));
        }
        let file = self.file_of_wxf(us, dest).ok_or(Illegal::OffBoard)? as i16;
        let adf = (file - f).abs();
        let adr = match (role, adf) {
            (Role::Horse, 1) => 2,
            (Role::Horse, 2) => 1,
            (Role::Elephant, 2) => 2,
            (Role::Advisor, 1) => 1,
            _ => return Err(Illegal::Shape(role)),
        };
        let dir = if op == '+' { fwd } else { -fwd };
        square(file, r + dir * adr)
    }

    /// The pieces a WXF spec names and where each would go (or why it cannot).
    fn candidates(&self, text: &str, spec: WxfSpec) -> Result<Vec<NamedPiece>, MoveError> {
        let us = self.turn;
        let origins = self.select(spec);
        if origins.is_empty() {
            let named = match spec.origin {
                Origin::File(n) => MissingNamed::File(n),
                Origin::Any => MissingNamed::Any,
                Origin::Front(_) | Origin::Rear(_) | Origin::Middle(_) => {
                    MissingNamed::OnSharedFile
                }
                Origin::Place(k, n) => MissingNamed::Numbered(k, n),
            };
            return Err(MoveError::NoSuchPiece {
                text: text.to_owned(),
                missing: Missing::NoPiece {
                    side: us,
                    role: spec.role.unwrap_or(Role::Soldier),
                    named,
                },
            });
        }
        Ok(origins
            .into_iter()
            .map(|from| {
                let role = self
                    .piece_at(from)
                    .map(|p| p.role)
                    .expect("selected from own pieces");
                (from, self.target(from, role, spec.op, spec.dest))
            })
            .collect())
    }

    fn resolve_candidates(
        &self,
        text: &str,
        candidates: Vec<NamedPiece>,
    ) -> Result<Move, MoveError> {
        let mut legal = Vec::new();
        let mut first_reason = None;
        for (from, target) in candidates {
            let reason = match target {
                Ok(to) => match self.why_illegal(from, to) {
                    None => {
                        legal.push(Move::new(from, to));
                        continue;
                    }
                    Some(reason) => reason,
                },
                Err(reason) => reason,
            };
            first_reason.get_or_insert(reason);
        }
        self.pick(text, legal, || MoveError::Illegal {
            text: text.to_owned(),
            reason: first_reason.expect("at least one origin"),
        })
    }

    /// One move, or ambiguity among several, or `none` when there is no move at all.
    pub(crate) fn pick(
        &self,
        text: &str,
        moves: Vec<Move>,
        none: impl FnOnce() -> MoveError,
    ) -> Result<Move, MoveError> {
        match moves.as_slice() {
            [m] => Ok(*m),
            [] => Err(none()),
            many => Err(MoveError::Ambiguous {
                text: text.to_owned(),
                candidates: many
                    .iter()
                    .map(|&mv| Candidate {
                        mv,
                        written: self.written(mv),
                    })
                    .collect(),
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Color, Variant};

    fn pos(v: Variant, fen: &str) -> Position {
        Position::from_fen(v, fen).unwrap()
    }

    #[test]
    fn accepts_every_form() {
        let p = Position::new(Variant::Xiangqi).unwrap();
        for text in [
            "H2+3",
            "N2+3",
            "h2+3",
            " H 2 + 3 ",
            "h1g3",
            "h1-g3",
            "马二进三",
            "馬二進三",
            "傌2進3",
        ] {
            assert_eq!(p.parse_move(text).unwrap().to_string(), "h1g3", "{text}");
        }
        for text in ["E3+5", "B3+5", "相三进五", "象三進五"] {
            assert_eq!(p.parse_move(text).unwrap().to_string(), "g1e3", "{text}");
        }
        // ICCS: capitals, a dash, ranks from 0 (review of issue 41); our own coordinates
        // in capitals with a dash are not read as ICCS unless they are ICCS.
        assert_eq!(p.parse_move("H2-E2").unwrap().to_string(), "h3e3");
        assert_eq!(p.parse_move("H0-G2").unwrap().to_string(), "h1g3");
        assert!(
            p.parse_move("H9-E9").is_err(),
            "ICCS rank 9 is black's back rank"
        );
        let mini = Position::new(Variant::MiniXiangqi).unwrap();
        assert_eq!(mini.parse_move("B0-B2").unwrap().to_string(), "b1b3");
        assert_eq!(mini.parse_move("b1-b3").unwrap().to_string(), "b1b3");
        let mut b = p.clone();
        b.play_unchecked(p.parse_move("C2=5").unwrap());
        for text in ["H8+7", "马8进7", "馬８進７", "h10g8"] {
            assert_eq!(b.parse_move(text).unwrap().to_string(), "h10g8", "{text}");
        }
    }

    /// A refusal is a value: what was typed, and what is missing or which rule it breaks
    /// (the voice words it; its English is tested in the bot's `rules_in_english`).
    #[test]
    fn refusals_are_values() {
        let p = Position::new(Variant::Xiangqi).unwrap();
        assert_eq!(p.parse_move("xyz"), Err(MoveError::Syntax("xyz".into())));
        assert_eq!(
            p.parse_move("C3=5"),
            Err(MoveError::NoSuchPiece {
                text: "C3=5".into(),
                missing: Missing::NoPiece {
                    side: Color::Red,
                    role: Role::Cannon,
                    named: MissingNamed::File(3)
                }
            })
        );
        let e7: Square = "e7".parse().unwrap();
        assert!(matches!(
            p.parse_move("e7e6"),
            Err(MoveError::NoSuchPiece { missing: Missing::Opponents { at, .. }, .. }) if at == e7
        ));
        assert_eq!(
            p.parse_move("E3+4"),
            Err(MoveError::Illegal {
                text: "E3+4".into(),
                reason: Illegal::Shape(Role::Elephant)
            })
        );
        let palace = pos(Variant::MiniXiangqi, "3k3/7/7/7/7/7/2K4 w - - 0 1");
        assert_eq!(
            palace.parse_move("K5=6"),
            Err(MoveError::Illegal {
                text: "K5=6".into(),
                reason: Illegal::Palace(Role::General)
            })
        );
    }
}
