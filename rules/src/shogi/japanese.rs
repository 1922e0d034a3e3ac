//! Japanese notation, out and in, as KIF and the Japan Shogi Association write a move:
//! `☗２四歩`, `☖同　銀`, `☗３三角成`, `☗２二銀不成`, `☗４四歩打`, `☗２三金右`.
//!
//! The mark (☗ sente, ☖ gote), the destination (a full-width file digit and a kanji
//! rank, or 同 when it is the previous move's square, followed by a full-width space
//! before a one-character name as KIF aligns it), the piece (玉 飛 角 金 銀 歩, promoted
//! 龍 馬 成銀 と), then, only when another piece of the same kind could go there too, how
//! it moves (上 forward, 引 back, 寄 sideways) or which one it is (右/左 from the mover's
//! side, 直 for a gold or silver going straight up), both when one is not enough (右上);
//! then 成 or 不成 when it may promote, and 打 for a drop.
//!
//! Read back: the same, with or without the mark, in full-width or ASCII digits, 王 and
//! 竜 and 全 as well, 生 for 不成, and KIF's origin in brackets (`２四歩(25)`). 同 needs the
//! previous move, so the game replaces it first ([`Position::expand_same`]).

use super::notation::{MoveError, MoveSpec};
use super::{Move, Position, Role, Square};
use crate::{Candidate, Color};

const RANKS: [char; 5] = ['一', '二', '三', '四', '五'];
const FILES: [char; 5] = ['１', '２', '３', '４', '５'];

/// The name KIF gives a role in a move.
fn name(role: Role) -> &'static str {
    match role {
        Role::King => "玉",
        Role::Rook => "飛",
        Role::Bishop => "角",
        Role::Gold => "金",
        Role::Silver => "銀",
        Role::Pawn => "歩",
        Role::Dragon => "龍",
        Role::Horse => "馬",
        Role::PromotedSilver => "成銀",
        Role::Tokin => "と",
    }
}

/// Every name read, longest first.
const NAMES: [(&str, Role); 13] = [
    ("成銀", Role::PromotedSilver),
    ("玉", Role::King),
    ("王", Role::King),
    ("飛", Role::Rook),
    ("角", Role::Bishop),
    ("金", Role::Gold),
    ("銀", Role::Silver),
    ("歩", Role::Pawn),
    ("龍", Role::Dragon),
    ("竜", Role::Dragon),
    ("馬", Role::Horse),
    ("全", Role::PromotedSilver),
    ("と", Role::Tokin),
];

/// A square's Japanese name: `２四`.
fn square_name(sq: Square) -> String {
    let rank = usize::from(sq.western_rank() as u8 - b'a');
    [FILES[usize::from(sq.western_file()) - 1], RANKS[rank]]
        .iter()
        .collect()
}

/// Which way a board move goes, seen from the mover.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Way {
    /// 上: forward (also diagonally).
    Up,
    /// 引: back.
    Back,
    /// 寄: sideways.
    Aside,
}

fn way(color: Color, from: Square, to: Square) -> Way {
    let ahead = match color {
        Color::Red => to.rank() > from.rank(),
        Color::Black => to.rank() < from.rank(),
    };
    if from.rank() == to.rank() {
        Way::Aside
    } else if ahead {
        Way::Up
    } else {
        Way::Back
    }
}

/// How far right `sq` stands for `color` (larger is further right).
fn rightness(color: Color, sq: Square) -> i8 {
    match color {
        Color::Red => sq.file() as i8,
        Color::Black => -(sq.file() as i8),
    }
}

fn way_char(w: Way) -> char {
    match w {
        Way::Up => '上',
        Way::Back => '引',
        Way::Aside => '寄',
    }
}

/// What a Japanese move says beyond its square and piece.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Marks {
    way: Option<Way>,
    /// 右 (`Some(true)`) or 左.
    right: Option<bool>,
    straight: bool,
    drop: bool,
    promote: Option<bool>,
    from: Option<Square>,
}

/// A Japanese move read, before it meets a position.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Japanese {
    to: Square,
    role: Role,
    marks: Marks,
}

fn digit(c: char) -> Option<u8> {
    match c {
        '1'..='5' => Some(c as u8 - b'0'),
        '１'..='５' => Some((c as u32 - '１' as u32) as u8 + 1),
        _ => RANKS.iter().position(|&r| r == c).map(|i| i as u8 + 1),
    }
}

/// Whether `text` is written as a move in a notation Minishogi reads (Japanese, Western,
/// USI), whatever the position (同 stands for any square).
pub(crate) fn reads_as_move(text: &str) -> bool {
    let any_square = Square::from_western(1, 1);
    read(&Position::expand_same(text, any_square)).is_some() || MoveSpec::parse(text).is_some()
}

fn read(text: &str) -> Option<Japanese> {
    let s: String = text
        .chars()
        .filter(|c| !c.is_whitespace() && !matches!(c, '☗' | '☖' | '▲' | '△'))
        .collect();
    let mut chars = s.chars();
    let to = Square::from_western(digit(chars.next()?)?, digit(chars.next()?)?)?;
    let rest = chars.as_str();
    let (role, mut rest) = NAMES
        .iter()
        .find_map(|&(n, role)| rest.strip_prefix(n).map(|r| (role, r)))?;
    let mut marks = Marks::default();
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix("不成") {
            marks.promote = Some(false);
            rest = r;
            continue;
        }
        if let Some(inner) = rest.strip_prefix('(') {
            let (digits, r) = inner.split_once(')')?;
            let mut d = digits.chars();
            let from = Square::from_western(digit(d.next()?)?, digit(d.next()?)?)?;
            if d.next().is_some() {
                return None;
            }
            marks.from = Some(from);
            rest = r;
            continue;
        }
        let mut c = rest.chars();
        match c.next()? {
            '上' | '行' | '入' => marks.way = Some(Way::Up),
            '引' => marks.way = Some(Way::Back),
            '寄' => marks.way = Some(Way::Aside),
            '右' => marks.right = Some(true),
            '左' => marks.right = Some(false),
            '直' => marks.straight = true,
            '打' => marks.drop = true,
            '成' => marks.promote = Some(true),
            '生' => marks.promote = Some(false),
            _ => return None,
        }
        rest = c.as_str();
    }
    Some(Japanese { to, role, marks })
}

impl Position {
    /// The Japanese notation of `m`, a legal move of the side to move; `last_to` is where
    /// the previous move went (for 同).
    ///
    /// ```
    /// use rules::shogi::Position;
    /// let pos = Position::new();
    /// let m = pos.parse_move("2e3d").unwrap();
    /// assert_eq!(pos.japanese(m, None), "☗３四角");
    /// assert_eq!(pos.japanese(m, Some(m.to())), "☗同　角");
    /// ```
    pub fn japanese(&self, m: Move, last_to: Option<Square>) -> String {
        let us = self.turn;
        let mut out = String::from(if us == Color::SENTE { "☗" } else { "☖" });
        let to = m.to();
        let role = match m {
            Move::Drop { role, .. } => role,
            Move::Normal { from, .. } => match self.board[from.index()] {
                Some(p) => p.role,
                None => return m.usi(),
            },
        };
        if last_to == Some(to) {
            out.push('同');
            if name(role).chars().count() == 1 {
                out.push('　');
            }
        } else {
            out.push_str(&square_name(to));
        }
        out.push_str(name(role));
        match m {
            Move::Drop { .. } => out.push('打'),
            Move::Normal { from, promote, .. } => {
                out.push_str(&self.which(role, from, to));
                if promote {
                    out.push('成');
                } else if self.may_promote(from, to) {
                    out.push_str("不成");
                }
            }
        }
        out
    }

    /// `m` in every notation of Minishogi; `last_to` is where the previous move went.
    pub fn written(&self, m: Move, last_to: Option<Square>) -> crate::Written {
        crate::Written::Shogi {
            western: self.notation(m),
            japanese: self.japanese(m, last_to),
            usi: m.usi(),
        }
    }

    /// The squares of the mover's pieces of `role` that can go to `to`.
    fn origins(&self, role: Role, to: Square) -> Vec<Square> {
        let mut out: Vec<Square> = self
            .legal_moves()
            .iter()
            .filter_map(|&m| match m {
                Move::Normal { from, to: t, .. }
                    if t == to && self.board[from.index()].map(|p| p.role) == Some(role) =>
                {
                    Some(from)
                }
                _ => None,
            })
            .collect();
        // A move that may promote is listed twice, once each way.
        out.sort();
        out.dedup();
        out
    }

    /// What tells the piece on `from` from the others of its kind that can reach `to`
    /// (empty when none can).
    fn which(&self, role: Role, from: Square, to: Square) -> String {
        let us = self.turn;
        let all = self.origins(role, to);
        let rivals: Vec<Square> = all.iter().copied().filter(|&s| s != from).collect();
        if rivals.is_empty() {
            return String::new();
        }
        let ours = way(us, from, to);
        if rivals.iter().all(|&r| way(us, r, to) != ours) {
            return way_char(ours).to_string();
        }
        let gold_like = matches!(
            role,
            Role::Gold | Role::Silver | Role::Tokin | Role::PromotedSilver
        );
        if gold_like && ours == Way::Up && from.file() == to.file() {
            return "直".to_owned();
        }
        let side = |among: &[Square]| {
            let me = rightness(us, from);
            if among.iter().all(|&s| s == from || rightness(us, s) < me) {
                Some('右')
            } else if among.iter().all(|&s| s == from || rightness(us, s) > me) {
                Some('左')
            } else {
                None
            }
        };
        if let Some(c) = side(&all) {
            return c.to_string();
        }
        let same_way: Vec<Square> = all
            .iter()
            .copied()
            .filter(|&s| way(us, s, to) == ours)
            .collect();
        let mut out = String::new();
        out.extend(side(&same_way));
        out.push(way_char(ours));
        out
    }

    /// `text` with 同 replaced by the square `last_to` names, so that it can be read
    /// without the game's history; unchanged when it has no 同 or there is no last move.
    pub fn expand_same(text: &str, last_to: Option<Square>) -> std::borrow::Cow<'_, str> {
        match (text.find('同'), last_to) {
            (Some(_), Some(sq)) => {
                let expanded = text.replacen('同', &square_name(sq), 1);
                std::borrow::Cow::Owned(expanded.replace('　', ""))
            }
            _ => std::borrow::Cow::Borrowed(text),
        }
    }

    /// Reads Japanese notation, or `None` when `text` is not Japanese.
    pub(crate) fn parse_japanese(&self, text: &str) -> Option<Result<Move, MoveError>> {
        if text.is_ascii() {
            return None;
        }
        let j = read(text)?;
        let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let us = self.turn;
        let marks = &j.marks;
        let legal = self.legal_moves();
        let board: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|&m| match m {
                Move::Normal { from, to, promote } => {
                    !marks.drop
                        && to == j.to
                        && self.board[from.index()].map(|p| p.role) == Some(j.role)
                        && marks.from.is_none_or(|f| f == from)
                        && marks.promote.is_none_or(|p| p == promote)
                        && marks.way.is_none_or(|w| way(us, from, to) == w)
                        && (!marks.straight
                            || (from.file() == to.file() && way(us, from, to) == Way::Up))
                }
                Move::Drop { .. } => false,
            })
            .collect();
        // Without 成 or 不成, a move that may promote is read as not promoting, as a
        // Japanese reader would (a forced promotion needs no mark).
        let board: Vec<Move> = if marks.promote.is_none() && board.iter().any(|m| !m.is_promotion())
        {
            board.into_iter().filter(|m| !m.is_promotion()).collect()
        } else {
            board
        };
        let board: Vec<Move> = match marks.right {
            None => board,
            Some(right) => {
                let key = |m: &Move| m.from().map_or(0, |f| rightness(us, f));
                let best = if right {
                    board.iter().map(key).max()
                } else {
                    board.iter().map(key).min()
                };
                board.into_iter().filter(|m| Some(key(m)) == best).collect()
            }
        };
        let drop = Move::Drop {
            role: j.role,
            to: j.to,
        };
        let drop_ok = marks.way.is_none()
            && marks.right.is_none()
            && !marks.straight
            && marks.from.is_none()
            && marks.promote.is_none()
            && legal.contains(&drop);
        let found: Vec<Move> = match (board.as_slice(), marks.drop) {
            (_, true) => drop_ok.then_some(drop).into_iter().collect(),
            ([], false) => drop_ok.then_some(drop).into_iter().collect(),
            (_, false) => board,
        };
        Some(match found.as_slice() {
            [m] => Ok(*m),
            [] => {
                // Nothing fits: the Western reading of the same names says why.
                let spec = if marks.drop {
                    MoveSpec::Drop {
                        role: j.role,
                        to: j.to,
                    }
                } else {
                    MoveSpec::Piece {
                        role: j.role,
                        from: marks.from,
                        to: j.to,
                        promote: marks.promote,
                    }
                };
                match self.resolve_spec(spec, compact.clone()) {
                    Err(e) => Err(e),
                    // The piece exists and can go there, but not the way the marks say.
                    Ok(_) => Err(MoveError::Syntax(compact)),
                }
            }
            many => Err(MoveError::Ambiguous {
                text: compact,
                candidates: many
                    .iter()
                    .map(|&mv| Candidate {
                        mv,
                        written: self.written(mv, None),
                    })
                    .collect(),
            }),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    fn say(p: &Position, usi: &str) -> String {
        let m = p
            .legal_moves()
            .iter()
            .copied()
            .find(|m| m.usi() == usi)
            .unwrap_or_else(|| panic!("{usi} is legal"));
        let text = p.japanese(m, None);
        assert_eq!(p.parse_move(&text), Ok(m), "{text} reads back");
        text
    }

    #[test]
    fn start_moves() {
        let mut p = Position::new();
        assert_eq!(say(&p, "5d5c"), "☗５三歩");
        assert_eq!(say(&p, "2e3d"), "☗３四角");
        assert_eq!(say(&p, "5e4d"), "☗４四玉");
        p.play_unchecked(p.parse_move("5d5c").unwrap());
        assert_eq!(say(&p, "1b1c"), "☖１三歩");
    }

    #[test]
    fn promotions_drops_and_same_square() {
        // A sente silver on 4b may promote on any move, or decline.
        let p = pos("4k/1S3/5/5/K4 w - - 0 1");
        assert_eq!(say(&p, "4b4a+"), "☗４一銀成");
        assert_eq!(say(&p, "4b4a"), "☗４一銀不成");
        assert_eq!(p.parse_move("☗４一銀生"), p.parse_move("☗４一銀不成"));
        // Without a mark, the move that does not promote; KIF's origin is read too.
        assert_eq!(p.parse_move("４一銀").map(|m| m.is_promotion()), Ok(false));
        assert_eq!(
            p.parse_move("４一銀成(42)").map(|m| m.is_promotion()),
            Ok(true)
        );
        let drop = Move::Drop {
            role: Role::Pawn,
            to: Square::from_western(3, 3).unwrap(),
        };
        let g = pos("4k/5/5/5/K4[P] w - - 0 1");
        assert_eq!(g.japanese(drop, None), "☗３三歩打");
        assert_eq!(g.parse_move("☗３三歩打"), Ok(drop));
        assert_eq!(g.parse_move("33歩"), Ok(drop));
        // 同 reads through the game's expansion.
        assert_eq!(
            Position::expand_same("☖同　銀", Square::from_western(2, 4)),
            "☖２四銀"
        );
        assert_eq!(Position::expand_same("２四歩", None), "２四歩");
    }

    #[test]
    fn two_golds_are_told_apart() {
        // Sente golds on 4c and 2c both reach 3b (moving up) and 3c (sideways).
        let p = pos("4k/5/1G1G1/5/K4 w - - 0 1");
        assert_eq!(say(&p, "4c3b"), "☗３二金左");
        assert_eq!(say(&p, "2c3b"), "☗３二金右");
        assert_eq!(say(&p, "4c3c"), "☗３三金左");
        // Golds on 3d and 2c: both reach 3c, one up, one aside.
        let p = pos("4k/5/3G1/2G2/K4 w - - 0 1");
        assert_eq!(say(&p, "3d3c"), "☗３三金上");
        assert_eq!(say(&p, "2c3c"), "☗３三金寄");
        assert!(matches!(
            p.parse_move("☗３三金"),
            Err(MoveError::Ambiguous { .. })
        ));
        // Golds on 3d and 2d both go up to 3c: straight, or the one on the right.
        let p = pos("4k/5/5/2GG1/K4 w - - 0 1");
        assert_eq!(say(&p, "3d3c"), "☗３三金直");
        assert_eq!(say(&p, "2d3c"), "☗３三金右");
    }

    #[test]
    fn a_game_writes_and_reads_same_square() {
        let mut g = crate::Game::new(Position::new());
        g.play_text("☗１二飛").unwrap();
        g.play_text("☖同玉").unwrap();
        let japanese: Vec<String> = g
            .written()
            .iter()
            .map(|w| {
                w.get(crate::Notation::Japanese, crate::Script::default())
                    .to_owned()
            })
            .collect();
        assert_eq!(japanese, ["☗１二飛", "☖同　玉"]);
        assert_eq!(g.notations(), ["Rx1b", "Kx1b"]);
    }

    #[test]
    fn not_japanese_is_left_to_the_other_readers() {
        let p = Position::new();
        assert_eq!(p.parse_japanese("P-2d"), None);
        assert!(matches!(p.parse_move("☗６四歩"), Err(MoveError::Syntax(_))));
        assert!(matches!(
            p.parse_move("☗２四金"),
            Err(MoveError::NoSuchPiece { .. }) | Err(MoveError::Illegal { .. })
        ));
    }
}
