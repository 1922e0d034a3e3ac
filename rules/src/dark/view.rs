//! What one player of Dark Mini Xiangqi may see (`shared/spec/dark-minixiangqi.md`).
//!
//! A point is visible to a player when it holds one of their pieces, or when one of their
//! pieces could move to it or capture on it on the true board: the general's palace
//! neighbours (and the enemy general while the flying capture is possible), a soldier's
//! forward and sideways points, a chariot's rays up to and including the first piece, a
//! horse's destinations behind empty legs, a cannon's empty points before its screen and
//! an enemy target beyond it. Occupied horse legs and cannon screens are shown as markers
//! (occupied, role unknown). Everything else is fog.

use std::fmt;

use super::Position;
use crate::Color;
use crate::xiangqi::{Piece, Role, Square};

/// Board size of the dark variant.
const SIZE: u8 = 7;

/// What a player knows of one point.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Cell {
    /// One of the player's own pieces.
    Own(Role),
    /// An enemy piece the player sees.
    Enemy(Role),
    /// A point the player sees to be empty.
    Empty,
    /// An enemy piece of unknown role (the shroud marker).
    Occupied,
    /// Unknown.
    Fog,
}

/// One player's view of the board: 49 cells, and nothing else.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct View {
    viewer: Color,
    cells: [Cell; 49],
}

impl View {
    /// The view of `viewer` of the true position `pos`: the points `viewer`'s pieces
    /// could move to or capture on (the move generator's own targets, the flying capture
    /// included), their own points, and the blockers of their horses and cannons as
    /// markers.
    pub fn of(pos: &Position, viewer: Color) -> View {
        let board = pos.board();
        let idx = |sq: Square| (sq.rank() * SIZE + sq.file()) as usize;
        let mut visible = [false; 49];
        for m in pos.moves_of(viewer).iter() {
            visible[idx(m.to)] = true;
        }
        let mut marked = [false; 49];
        for sq in board.blockers(viewer) {
            marked[idx(sq)] = true;
        }
        let mut cells = [Cell::Fog; 49];
        for (i, cell) in cells.iter_mut().enumerate() {
            let sq = Square::new(i as u8 % SIZE, i as u8 / SIZE).expect("on the board");
            *cell = match pos.piece_at(sq) {
                Some(Piece { color, role }) if color == viewer => Cell::Own(role),
                Some(p) if visible[i] => Cell::Enemy(p.role),
                None if visible[i] => Cell::Empty,
                Some(_) if marked[i] => Cell::Occupied,
                _ => Cell::Fog,
            };
        }
        View { viewer, cells }
    }

    /// Whose view this is.
    pub fn viewer(&self) -> Color {
        self.viewer
    }

    /// What the viewer knows of `sq` (fog off the 7×7 board).
    pub fn cell(&self, sq: Square) -> Cell {
        if sq.file() < SIZE && sq.rank() < SIZE {
            self.cells[(sq.rank() * SIZE + sq.file()) as usize]
        } else {
            Cell::Fog
        }
    }

    /// The 49 cells, rank 1 first, file a first within a rank.
    pub fn cells(&self) -> &[Cell; 49] {
        &self.cells
    }

    /// The character of a cell: a FEN letter for a known piece (upper case for Red), `.`
    /// visible empty, `?` marker, `#` fog.
    pub fn cell_char(&self, cell: Cell) -> char {
        let letter = |color: Color, role: Role| Piece { color, role }.fen_char();
        match cell {
            Cell::Own(role) => letter(self.viewer, role),
            Cell::Enemy(role) => letter(!self.viewer, role),
            Cell::Empty => '.',
            Cell::Occupied => '?',
            Cell::Fog => '#',
        }
    }

    /// Seven rows of seven characters, rank 7 first (see [`View::cell_char`]).
    pub fn rows(&self) -> Vec<String> {
        (0..SIZE)
            .rev()
            .map(|rank| {
                (0..SIZE)
                    .map(|file| self.cell_char(self.cells[(rank * SIZE + file) as usize]))
                    .collect()
            })
            .collect()
    }
}

impl View {
    /// The board as the player's picture shows it, their own side at the bottom, with
    /// rank numbers on the left and file letters below: Red sees rank 7 at the top and
    /// `abcdefg`, Black rank 1 at the top and `gfedcba`.
    pub fn rows_as_seen(&self) -> Vec<String> {
        let red = self.viewer() == Color::Red;
        let order = |n: u8| -> Vec<u8> {
            if red {
                (0..n).collect()
            } else {
                (0..n).rev().collect()
            }
        };
        let mut rows: Vec<String> = order(SIZE)
            .into_iter()
            .rev()
            .map(|rank| {
                let cells: String = order(SIZE)
                    .into_iter()
                    .map(|file| self.cell_char(self.cells[(rank * SIZE + file) as usize]))
                    .collect();
                format!("{} {cells}", rank + 1)
            })
            .collect();
        let files: String = order(SIZE)
            .into_iter()
            .map(|file| char::from(b'a' + file))
            .collect();
        rows.push(format!("  {files}"));
        rows
    }
}

impl fmt::Display for View {
    /// The rows, one per line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in self.rows() {
            writeln!(f, "{row}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;

    fn view(fen: &str, viewer: Color) -> View {
        View::of(&Position::from_fen(fen).unwrap(), viewer)
    }

    fn cell(v: &View, s: &str) -> Cell {
        v.cell(s.parse().unwrap())
    }

    #[test]
    fn each_player_reads_the_board_from_their_own_side() {
        let start = Variant::DarkMiniXiangqi.start_fen();
        let red = view(start, Color::Red).rows_as_seen();
        assert_eq!(red.first().unwrap(), "7 #?###?#");
        assert_eq!(red[6], "1 RCNKNCR");
        assert_eq!(red[7], "  abcdefg");
        let black = view(start, Color::Black).rows_as_seen();
        // Black's own pieces at the bottom, as in Black's picture; files from g to a.
        assert_eq!(black.first().unwrap(), "1 #?###?#");
        assert_eq!(black[6], "7 rcnkncr");
        assert_eq!(black[7], "  gfedcba");
    }

    #[test]
    fn worked_vector_start() {
        let v = view(Variant::DarkMiniXiangqi.start_fen(), Color::Red);
        let empty: Vec<&str> = "a3 b2 b3 b4 b5 b6 c3 d3 e3 f2 f3 f4 f5 f6 g3"
            .split(' ')
            .collect();
        for sq in Position::new().squares() {
            let name = sq.to_string();
            let c = v.cell(sq);
            if empty.contains(&name.as_str()) {
                assert_eq!(c, Cell::Empty, "{name}");
            } else if name == "b7" || name == "f7" {
                assert_eq!(c, Cell::Occupied, "{name}");
            } else {
                assert!(matches!(c, Cell::Own(_) | Cell::Fog), "{name}: {c:?}");
            }
        }
    }

    #[test]
    fn worked_vector_chariot_behind_horse_leg() {
        let v = view("3k3/7/1r5/7/1n5/7/1C2K2 w - - 0 1", Color::Red);
        for sq in ["a1", "b2", "c1", "d1", "e2"] {
            assert_eq!(cell(&v, sq), Cell::Empty, "{sq}");
        }
        assert_eq!(cell(&v, "b3"), Cell::Occupied);
        assert_eq!(cell(&v, "b5"), Cell::Enemy(Role::Chariot));
        assert_eq!(cell(&v, "b4"), Cell::Fog);
    }

    #[test]
    fn worked_vector_blocked_horse() {
        let v = view("3k3/7/7/3c3/3N3/7/4K2 w - - 0 1", Color::Red);
        assert_eq!(cell(&v, "d4"), Cell::Occupied);
        assert_eq!(cell(&v, "c5"), Cell::Fog);
        assert_eq!(cell(&v, "e5"), Cell::Fog);
    }

    #[test]
    fn worked_vector_facing_generals() {
        let v = view("7/3k3/7/7/7/7/3K3 w - - 0 1", Color::Red);
        assert_eq!(cell(&v, "d6"), Cell::Enemy(Role::General));
        assert_eq!(cell(&v, "d2"), Cell::Empty);
        for sq in ["d3", "d4", "d5"] {
            assert_eq!(cell(&v, sq), Cell::Fog, "{sq}");
        }
    }
}
