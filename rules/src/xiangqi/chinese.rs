//! Chinese notation and ICCS coordinates out (both are read by `parse.rs`).
//!
//! Chinese notation as the Chinese standard writes it (中国象棋竞赛规则; xqbase.com's
//! 中国象棋着法表示规范): the piece, its file, 进/退/平, then the destination file (平, and
//! the diagonal movers) or the distance (straight moves along the file). Red counts files
//! from its right in Chinese numerals (炮二平五), black from its right in Arabic digits
//! (马8进7). Two like pieces on one file are 前/后 instead of the file (前车进一), except
//! advisors and elephants, whose direction already tells them apart (the one that can
//! retreat is in front). Soldiers: 前兵/后兵 for two on a file, 前兵/中兵/后兵 for three,
//! 一兵..五兵 counted from the front for four or five; when two files each hold two or
//! more, the file replaces 兵 after the place (前五进一, 后5平4). Only the mover's own
//! pieces and the board's geometry are read, so a dark player's own moves are written
//! from nothing they cannot see.

use super::piece::Role;
use super::position::{Move, Position};
use crate::{Color, Script};

/// Red's file numerals.
const HANZI_DIGITS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

/// A piece's character for `color` in `script`.
fn piece_char(role: Role, color: Color, script: Script) -> char {
    use Color::{Black, Red};
    use Script::{Simplified, Traditional};
    match (role, color, script) {
        (Role::General, Red, Simplified) => '帅',
        (Role::General, Red, Traditional) => '帥',
        (Role::General, Black, Simplified) => '将',
        (Role::General, Black, Traditional) => '將',
        (Role::Advisor, Red, _) => '仕',
        (Role::Advisor, Black, _) => '士',
        (Role::Elephant, Red, _) => '相',
        (Role::Elephant, Black, _) => '象',
        (Role::Horse, _, Simplified) => '马',
        (Role::Horse, Red, Traditional) => '傌',
        (Role::Horse, Black, Traditional) => '馬',
        (Role::Chariot, _, Simplified) => '车',
        (Role::Chariot, Red, Traditional) => '俥',
        (Role::Chariot, Black, Traditional) => '車',
        (Role::Cannon, Red, _) | (Role::Cannon, Black, Simplified) => '炮',
        (Role::Cannon, Black, Traditional) => '砲',
        (Role::Soldier, Red, _) => '兵',
        (Role::Soldier, Black, _) => '卒',
    }
}

/// A file number or distance (1..=9) as `color` writes it.
fn number(n: u8, color: Color) -> char {
    match color {
        Color::Red => HANZI_DIGITS[usize::from(n.clamp(1, 9)) - 1],
        Color::Black => char::from(b'0' + n),
    }
}

/// The place word of the `index`-th (0 = front) of `count` like pieces on a file.
fn place_word(index: usize, count: usize, script: Script) -> char {
    let rear = match script {
        Script::Simplified => '后',
        Script::Traditional => '後',
    };
    match (count, index) {
        (2 | 3, 0) => '前',
        (2, _) | (3, 2) => rear,
        (3, _) => '中',
        (_, i) => HANZI_DIGITS[i.min(8)],
    }
}

impl Position {
    /// The Chinese notation of `m`, a move of the side to move, in `script`.
    ///
    /// ```
    /// use rules::{Script, Variant, xiangqi::Position};
    /// let mut pos = Position::new(Variant::Xiangqi).unwrap();
    /// assert_eq!(pos.chinese("h3e3".parse().unwrap(), Script::Simplified), "炮二平五");
    /// pos.play_unchecked("h3e3".parse().unwrap());
    /// assert_eq!(pos.chinese("h10g8".parse().unwrap(), Script::Simplified), "马8进7");
    /// assert_eq!(pos.chinese("h10g8".parse().unwrap(), Script::Traditional), "馬8進7");
    /// ```
    pub fn chinese(&self, m: Move, script: Script) -> String {
        let Some(piece) = self.piece_at(m.from) else {
            return self.iccs(m);
        };
        let (us, role) = (piece.color, piece.role);
        let (from, to) = (m.from, m.to);
        let file_no = |file: u8| number(self.wxf_file(us, file), us);
        let mut out = String::with_capacity(12);
        let on_file = self.file_pieces(us, role, from.file());
        let index = on_file.iter().position(|&s| s == from).unwrap_or(0);
        let tandem = on_file.len() >= 2 && !matches!(role, Role::Advisor | Role::Elephant);
        if tandem && role == Role::Soldier && self.multi_tandem(us, role) {
            out.push(place_word(index, on_file.len(), script));
            out.push(file_no(from.file()));
        } else if tandem {
            out.push(place_word(index, on_file.len(), script));
            out.push(piece_char(role, us, script));
        } else {
            out.push(piece_char(role, us, script));
            out.push(file_no(from.file()));
        }
        out.push(if from.rank() == to.rank() {
            '平'
        } else if Position::is_ahead(us, to, from) {
            match script {
                Script::Simplified => '进',
                Script::Traditional => '進',
            }
        } else {
            '退'
        });
        if from.file() == to.file() {
            out.push(number(from.rank().abs_diff(to.rank()), us));
        } else {
            out.push(file_no(to.file()));
        }
        out
    }

    /// The ICCS coordinates of `m`: files `A`.. from red's left, ranks `0`.. from red's
    /// side, joined by a dash.
    ///
    /// ```
    /// use rules::{Variant, xiangqi::Position};
    /// let pos = Position::new(Variant::Xiangqi).unwrap();
    /// assert_eq!(pos.iccs("h3e3".parse().unwrap()), "H2-E2");
    /// ```
    pub fn iccs(&self, m: Move) -> String {
        let square =
            |s: super::square::Square| format!("{}{}", char::from(b'A' + s.file()), s.rank());
        format!("{}-{}", square(m.from), square(m.to))
    }

    /// `m` in every notation of the xiangqi games.
    pub fn written(&self, m: Move) -> crate::Written {
        crate::Written::Xiangqi {
            wxf: self.notation(m),
            simplified: self.chinese(m, Script::Simplified),
            traditional: self.chinese(m, Script::Traditional),
            iccs: self.iccs(m),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;

    fn pos(v: Variant, fen: &str) -> Position {
        Position::from_fen(v, fen).unwrap()
    }

    fn both(p: &Position, m: &str) -> (String, String) {
        let m: Move = m.parse().unwrap();
        let out = (
            p.chinese(m, Script::Simplified),
            p.chinese(m, Script::Traditional),
        );
        for text in [&out.0, &out.1] {
            assert_eq!(p.parse_move(text), Ok(m), "{text} reads back");
        }
        out
    }

    #[test]
    fn openings_as_books_write_them() {
        let mut p = Position::new(Variant::Xiangqi).unwrap();
        let line = [
            ("h3e3", "炮二平五", "炮二平五"),
            ("h10g8", "马8进7", "馬8進7"),
            ("h1g3", "马二进三", "傌二進三"),
            ("i10h10", "车9平8", "車9平8"),
            ("i1h1", "车一平二", "俥一平二"),
            ("g7g6", "卒7进1", "卒7進1"),
            ("h1h7", "车二进六", "俥二進六"),
            ("b8c8", "炮2平3", "砲2平3"),
            ("c1a3", "相七进九", "相七進九"),
            ("f10e9", "士6进5", "士6進5"),
            ("a3c5", "相九进七", "相九進七"),
            ("e9f10", "士5退6", "士5退6"),
            ("e1e2", "帅五进一", "帥五進一"),
            ("e10e9", "将5进1", "將5進1"),
        ];
        for (m, simplified, traditional) in line {
            assert_eq!(both(&p, m), (simplified.into(), traditional.into()), "{m}");
            p.play_unchecked(m.parse().unwrap());
        }
    }

    #[test]
    fn tandems_say_front_and_rear() {
        // Red chariots on e5 and e3, cannons on b3 and b8, advisors on d1 and d3.
        let p = pos(
            Variant::Xiangqi,
            "3k5/9/9/9/9/4R4/9/1C1A1R3/9/1C1AK4 w - - 0 1",
        );
        // Chariots on e5 (front) and f3.
        assert_eq!(both(&p, "e5e9").0, "车五进四");
        // Cannons on file 8 (b): the front one is b3.
        assert_eq!(both(&p, "b3b4"), ("前炮进一".into(), "前炮進一".into()));
        assert_eq!(both(&p, "b1a1"), ("后炮平九".into(), "後炮平九".into()));
        // Advisors on d1 and d3 keep their file: the direction tells them apart.
        assert_eq!(both(&p, "d1e2").0, "仕六进五");
        assert_eq!(both(&p, "d3e2").0, "仕六退五");
        // Black's tandem, written in digits.
        let p = pos(Variant::Xiangqi, "3k5/9/2r6/9/2r6/9/9/9/9/4K4 b - - 0 1");
        // Black's front is nearer red: c6 leads c8.
        assert_eq!(both(&p, "c8d8"), ("后车平4".into(), "後車平4".into()));
        assert_eq!(both(&p, "c6c5").0, "前车进1");
    }

    #[test]
    fn soldiers_by_place() {
        // Three red soldiers on file e (五): front, middle, rear.
        let p = pos(Variant::Xiangqi, "3k5/9/4P4/4P4/4P4/9/9/9/9/4K4 w - - 0 1");
        assert_eq!(both(&p, "e8e9").0, "前兵进一");
        assert_eq!(both(&p, "e7d7").0, "中兵平六");
        assert_eq!(both(&p, "e6f6").0, "后兵平四");
        // Four on one file: counted from the front.
        let p = pos(
            Variant::Xiangqi,
            "3k5/4P4/4P4/4P4/4P4/9/9/9/9/4K4 w - - 0 1",
        );
        assert_eq!(both(&p, "e9d9").0, "一兵平六");
        assert_eq!(both(&p, "e8f8").0, "二兵平四");
        assert_eq!(both(&p, "e6d6"), ("四兵平六".into(), "四兵平六".into()));
        // Two files with two each: the place, then the file.
        let p = pos(
            Variant::Xiangqi,
            "3k5/9/9/2P1P4/2P1P4/9/9/9/9/4K4 w - - 0 1",
        );
        assert_eq!(both(&p, "e7e8").0, "前五进一");
        assert_eq!(both(&p, "c6b6"), ("后七平八".into(), "後七平八".into()));
        // Black's, in digits.
        let p = pos(
            Variant::Xiangqi,
            "3k5/9/9/9/9/2p1p4/2p1p4/9/9/4K4 b - - 0 1",
        );
        assert_eq!(both(&p, "e4e3").0, "前5进1");
        assert_eq!(both(&p, "c5d5").0, "后3平4");
    }

    #[test]
    fn mini_xiangqi_counts_seven_files() {
        let p = Position::new(Variant::MiniXiangqi).unwrap();
        for m in p.legal_moves() {
            let text = p.chinese(m, Script::Simplified);
            assert_eq!(p.parse_move(&text), Ok(m), "{text}");
            assert!(!text.contains(['八', '九']), "{text}");
            assert_eq!(p.parse_move(&p.iccs(m)), Ok(m));
        }
    }
}
