//! The two board shapes of the family and their zones, precomputed per mailbox cell.

use super::square::{MAILBOX, STRIDE, Square};
use crate::{Color, Variant};

/// Zone bits of a cell.
pub(crate) const ON_BOARD: u8 = 1;
/// Inside Red's palace.
pub(crate) const RED_PALACE: u8 = 2;
/// Inside Black's palace.
pub(crate) const BLACK_PALACE: u8 = 4;
/// On Red's half (where Red's elephants stay).
pub(crate) const RED_HALF: u8 = 8;
/// On Black's half.
pub(crate) const BLACK_HALF: u8 = 16;

/// A board shape: its size, river, and zone table.
#[derive(Debug)]
pub(crate) struct Geometry {
    /// Number of files.
    pub width: u8,
    /// Number of ranks.
    pub height: u8,
    /// Whether soldiers must cross a river before moving sideways (Xiangqi).
    pub has_river: bool,
    /// Zone bits of each mailbox cell.
    pub zones: [u8; MAILBOX],
    /// The on-board cells in index order.
    pub cells: [u8; 90],
}

impl Geometry {
    const fn build(width: u8, height: u8, has_river: bool) -> Geometry {
        let mut zones = [0u8; MAILBOX];
        let mut cells = [0u8; 90];
        let mut n = 0;
        let palace_lo = (width - 3) / 2;
        let mut rank = 0;
        while rank < height {
            let mut file = 0;
            while file < width {
                let sq = Square::from_coords(file, rank).index();
                let mut z = ON_BOARD;
                let in_palace_files = file >= palace_lo && file < palace_lo + 3;
                if in_palace_files && rank < 3 {
                    z |= RED_PALACE;
                }
                if in_palace_files && rank >= height - 3 {
                    z |= BLACK_PALACE;
                }
                if rank < height / 2 {
                    z |= RED_HALF;
                } else {
                    z |= BLACK_HALF;
                }
                zones[sq] = z;
                cells[n] = sq as u8;
                n += 1;
                file += 1;
            }
            rank += 1;
        }
        Geometry {
            width,
            height,
            has_river,
            zones,
            cells,
        }
    }

    /// The shape of `variant` (Minishogi has no xiangqi geometry and maps to Xiangqi's).
    pub fn of(variant: Variant) -> &'static Geometry {
        match variant {
            Variant::MiniXiangqi | Variant::DarkMiniXiangqi => &MINI,
            Variant::Xiangqi | Variant::MiniShogi => &FULL,
        }
    }

    /// The on-board cells.
    #[inline]
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        self.cells[..self.width as usize * self.height as usize]
            .iter()
            .map(|&i| Square::from_index(i as usize))
    }

    /// Whether `sq` is on this board.
    #[inline]
    pub fn contains(&self, sq: Square) -> bool {
        self.zones[sq.index()] & ON_BOARD != 0
    }

    /// Whether `sq` is in `color`'s palace.
    #[inline]
    pub fn in_palace(&self, color: Color, sq: Square) -> bool {
        self.zones[sq.index()] & palace_bit(color) != 0
    }

    /// Whether `sq` is on `color`'s own half.
    #[inline]
    pub fn on_own_half(&self, color: Color, sq: Square) -> bool {
        self.zones[sq.index()] & half_bit(color) != 0
    }

    /// Whether a soldier of `color` on `sq` may move sideways.
    #[inline]
    pub fn soldier_crossed(&self, color: Color, sq: Square) -> bool {
        !self.has_river || !self.on_own_half(color, sq)
    }

    /// The mailbox step one rank forward for `color`.
    #[inline]
    pub const fn forward(color: Color) -> i16 {
        match color {
            Color::Red => STRIDE,
            Color::Black => -STRIDE,
        }
    }
}

/// The palace zone bit of `color`.
#[inline]
pub(crate) const fn palace_bit(color: Color) -> u8 {
    match color {
        Color::Red => RED_PALACE,
        Color::Black => BLACK_PALACE,
    }
}

/// The own-half zone bit of `color`.
#[inline]
pub(crate) const fn half_bit(color: Color) -> u8 {
    match color {
        Color::Red => RED_HALF,
        Color::Black => BLACK_HALF,
    }
}

static MINI: Geometry = Geometry::build(7, 7, false);
static FULL: Geometry = Geometry::build(9, 10, true);

/// Orthogonal steps.
pub(crate) const ORTHO: [i16; 4] = [STRIDE, -STRIDE, 1, -1];
/// Diagonal steps.
pub(crate) const DIAG: [i16; 4] = [STRIDE + 1, STRIDE - 1, -STRIDE + 1, -STRIDE - 1];
/// Horse jumps with the leg each passes: `(leg, destination)` offsets.
pub(crate) const HORSE: [(i16, i16); 8] = [
    (STRIDE, 2 * STRIDE + 1),
    (STRIDE, 2 * STRIDE - 1),
    (-STRIDE, -2 * STRIDE + 1),
    (-STRIDE, -2 * STRIDE - 1),
    (1, STRIDE + 2),
    (1, -STRIDE + 2),
    (-1, STRIDE - 2),
    (-1, -STRIDE - 2),
];
/// Horse attacks seen from the target: `(leg, horse)` offsets; the leg is the diagonal
/// neighbour of the target on the horse's side.
pub(crate) const HORSE_FROM: [(i16, i16); 8] = [
    (STRIDE + 1, 2 * STRIDE + 1),
    (STRIDE - 1, 2 * STRIDE - 1),
    (-STRIDE + 1, -2 * STRIDE + 1),
    (-STRIDE - 1, -2 * STRIDE - 1),
    (STRIDE + 1, STRIDE + 2),
    (-STRIDE + 1, -STRIDE + 2),
    (STRIDE - 1, STRIDE - 2),
    (-STRIDE - 1, -STRIDE - 2),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mini_has_palaces_on_c_to_e() {
        let g = Geometry::of(Variant::MiniXiangqi);
        let sq = |s: &str| s.parse::<Square>().unwrap();
        assert!(g.in_palace(Color::Red, sq("c1")));
        assert!(g.in_palace(Color::Red, sq("e3")));
        assert!(!g.in_palace(Color::Red, sq("e4")));
        assert!(g.in_palace(Color::Black, sq("d5")));
        assert!(!g.in_palace(Color::Black, sq("b7")));
        assert!(!g.contains(sq("h1")));
        assert!(g.soldier_crossed(Color::Red, sq("a2")));
        assert_eq!(g.squares().count(), 49);
    }

    #[test]
    fn xiangqi_river_and_palaces() {
        let g = Geometry::of(Variant::Xiangqi);
        let sq = |s: &str| s.parse::<Square>().unwrap();
        assert!(g.in_palace(Color::Red, sq("d1")));
        assert!(g.in_palace(Color::Black, sq("f10")));
        assert!(!g.soldier_crossed(Color::Red, sq("e5")));
        assert!(g.soldier_crossed(Color::Red, sq("e6")));
        assert!(g.soldier_crossed(Color::Black, sq("e5")));
        assert_eq!(g.squares().count(), 90);
    }

    #[test]
    fn horse_tables_agree() {
        // Every (leg, dest) jump seen backwards from dest must be in HORSE_FROM.
        for (leg, dest) in HORSE {
            let back = (leg - dest, -dest);
            assert!(HORSE_FROM.contains(&back), "{leg} {dest}");
        }
    }
}
