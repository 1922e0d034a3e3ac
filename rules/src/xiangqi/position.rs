//! A xiangqi-family position: the board, the side to move and the move counters.

use std::fmt;

use super::geometry::{Geometry, HORSE_FROM, ORTHO};
use super::piece::{EMPTY, OFF, Piece, Role, color_flag};
use super::square::{MAILBOX, Square};
use super::zobrist::{BLACK_TO_MOVE, PIECE_KEYS};
use crate::{Color, Variant};

/// A move: from one point to another.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// Where the piece stands.
    pub from: Square,
    /// Where it goes.
    pub to: Square,
}

impl Move {
    /// A move from `from` to `to`.
    pub const fn new(from: Square, to: Square) -> Move {
        Move { from, to }
    }
}

impl fmt::Display for Move {
    /// The coordinate form, `h2e2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// What `make` must remember to undo a move.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Undo {
    captured: u8,
    halfmoves: u32,
}

/// A checked position of Mini Xiangqi or Xiangqi.
///
/// Built only through [`Position::new`], [`Position::from_fen`] or
/// [`Position::from_setup`], which validate it and accept exactly these two variants.
/// (Dark Mini Xiangqi's true board is this type too, but only inside
/// [`crate::dark::Position`], which plays it by the dark rules.)
#[derive(Clone)]
pub struct Position {
    pub(crate) board: [u8; MAILBOX],
    pub(crate) geo: &'static Geometry,
    pub(crate) variant: Variant,
    pub(crate) turn: Color,
    /// The general's point per color (`None` only in the dark variant after a capture).
    pub(crate) generals: [Option<Square>; 2],
    /// Each color's pieces, as mailbox indices; `slot[sq]` is a piece's place in its list.
    pub(crate) lists: [[u8; 16]; 2],
    pub(crate) counts: [u8; 2],
    pub(crate) slot: [u8; MAILBOX],
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: u32,
    pub(crate) key: u64,
}

impl Position {
    /// The start position of `variant`: Mini Xiangqi or Xiangqi; any other variant is
    /// refused with [`FenError::WrongVariant`](super::FenError::WrongVariant).
    ///
    /// ```
    /// use rules::{Variant, xiangqi::Position};
    /// assert_eq!(Position::new(Variant::Xiangqi).unwrap().width(), 9);
    /// assert!(Position::new(Variant::MiniShogi).is_err());
    /// ```
    pub fn new(variant: Variant) -> Result<Position, super::FenError> {
        Position::from_fen(variant, variant.start_fen())
    }

    /// An empty board of `variant` with Red to move, for the FEN reader.
    pub(crate) fn empty(variant: Variant) -> Position {
        let geo = Geometry::of(variant);
        let mut board = [OFF; MAILBOX];
        for sq in geo.squares() {
            board[sq.index()] = EMPTY;
        }
        Position {
            board,
            geo,
            variant,
            turn: Color::Red,
            generals: [None, None],
            lists: [[0; 16]; 2],
            counts: [0; 2],
            slot: [0; MAILBOX],
            halfmoves: 0,
            fullmoves: 1,
            key: 0,
        }
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The number of files (7 or 9).
    pub fn width(&self) -> u8 {
        self.geo.width
    }

    /// The number of ranks (7 or 10).
    pub fn height(&self) -> u8 {
        self.geo.height
    }

    /// Every point of the board, `a1` first, rank by rank.
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        self.geo.squares()
    }

    /// Whether `sq` is on this board.
    pub fn contains(&self, sq: Square) -> bool {
        self.geo.contains(sq)
    }

    /// The piece on `sq`.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Piece::from_code(self.board[sq.index()])
    }

    /// Where `color`'s general stands.
    pub fn general(&self, color: Color) -> Option<Square> {
        self.generals[color.index()]
    }

    /// The pieces of `color` with their points.
    pub fn pieces(&self, color: Color) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.lists[color.index()][..self.counts[color.index()] as usize]
            .iter()
            .map(move |&i| {
                let sq = Square::from_index(i as usize);
                (
                    sq,
                    self.piece_at(sq).expect("listed pieces are on the board"),
                )
            })
    }

    /// Plies since the last capture (the FEN half-move clock).
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    /// The FEN full-move number.
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    /// The Zobrist key of (board, side to move).
    pub fn key(&self) -> u64 {
        self.key
    }

    /// Puts a piece on an empty point (position building only).
    pub(crate) fn put(&mut self, sq: Square, piece: Piece) {
        let c = piece.color.index();
        self.board[sq.index()] = piece.code();
        self.slot[sq.index()] = self.counts[c];
        self.lists[c][self.counts[c] as usize] = sq.index() as u8;
        self.counts[c] += 1;
        self.key ^= PIECE_KEYS[sq.index()][piece.code() as usize & 63];
        if piece.role == Role::General {
            self.generals[c] = Some(sq);
        }
    }

    /// Removes the piece of color index `c` from `sq` in the piece list.
    #[inline]
    fn unlist(&mut self, c: usize, sq: usize) {
        let s = self.slot[sq] as usize;
        let last = self.counts[c] as usize - 1;
        let moved = self.lists[c][last];
        self.lists[c][s] = moved;
        self.slot[moved as usize] = s as u8;
        self.counts[c] -= 1;
    }

    #[inline]
    fn relist(&mut self, c: usize, sq: usize) {
        let n = self.counts[c] as usize;
        self.lists[c][n] = sq as u8;
        self.slot[sq] = n as u8;
        self.counts[c] += 1;
    }

    /// Plays a move without any check and returns what undoes it.
    #[inline]
    pub(crate) fn make(&mut self, m: Move) -> Undo {
        let (from, to) = (m.from.index(), m.to.index());
        let piece = self.board[from];
        let captured = self.board[to];
        let us = self.turn.index();
        let undo = Undo {
            captured,
            halfmoves: self.halfmoves,
        };
        if captured != EMPTY {
            let them = us ^ 1;
            self.unlist(them, to);
            self.key ^= PIECE_KEYS[to][captured as usize & 63];
            if captured & 7 == Role::General as u8 {
                self.generals[them] = None;
            }
            self.halfmoves = 0;
        } else {
            self.halfmoves += 1;
        }
        self.board[to] = piece;
        self.board[from] = EMPTY;
        let s = self.slot[from];
        self.slot[to] = s;
        self.lists[us][s as usize] = to as u8;
        self.key ^= PIECE_KEYS[from][piece as usize & 63]
            ^ PIECE_KEYS[to][piece as usize & 63]
            ^ BLACK_TO_MOVE;
        if piece & 7 == Role::General as u8 {
            self.generals[us] = Some(m.to);
        }
        if self.turn == Color::Black {
            self.fullmoves += 1;
        }
        self.turn = !self.turn;
        undo
    }

    /// Takes back `m`, played by [`Position::make`] which returned `undo`.
    #[inline]
    pub(crate) fn unmake(&mut self, m: Move, undo: Undo) {
        self.turn = !self.turn;
        if self.turn == Color::Black {
            self.fullmoves -= 1;
        }
        let (from, to) = (m.from.index(), m.to.index());
        let us = self.turn.index();
        let piece = self.board[to];
        self.board[from] = piece;
        self.board[to] = undo.captured;
        let s = self.slot[to];
        self.slot[from] = s;
        self.lists[us][s as usize] = from as u8;
        self.key ^= PIECE_KEYS[from][piece as usize & 63]
            ^ PIECE_KEYS[to][piece as usize & 63]
            ^ BLACK_TO_MOVE;
        if piece & 7 == Role::General as u8 {
            self.generals[us] = Some(m.from);
        }
        if undo.captured != EMPTY {
            let them = us ^ 1;
            self.relist(them, to);
            self.key ^= PIECE_KEYS[to][undo.captured as usize & 63];
            if undo.captured & 7 == Role::General as u8 {
                self.generals[them] = Some(m.to);
            }
        }
        self.halfmoves = undo.halfmoves;
    }

    /// Plays a move without checking it (the caller knows it is legal).
    pub fn play_unchecked(&mut self, m: Move) {
        self.make(m);
    }

    /// Plays `m` if it is legal; otherwise says which rule it breaks and changes nothing.
    ///
    /// ```
    /// use rules::{Variant, xiangqi::{Illegal, Position}};
    /// let mut pos = Position::new(Variant::Xiangqi)?;
    /// assert_eq!(pos.play("h1h5".parse()?), Err(Illegal::Shape(rules::xiangqi::Role::Horse)));
    /// pos.play("h3e3".parse()?)?;
    /// assert_eq!(pos.turn(), rules::Color::Black);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play(&mut self, m: Move) -> Result<(), super::Illegal> {
        match self.why_illegal(m.from, m.to) {
            None => {
                self.make(m);
                Ok(())
            }
            Some(reason) => Err(reason),
        }
    }

    /// Whether `color`'s general is attacked (a general that is gone counts as attacked).
    #[inline]
    pub fn is_general_attacked(&self, color: Color) -> bool {
        match self.generals[color.index()] {
            Some(g) => self.general_attacked_at(g, color),
            None => true,
        }
    }

    /// Fast check test on `color`'s general at `g`: only the pieces that can ever reach a
    /// general (chariot, cannon, horse, soldier, the facing general).
    #[inline]
    pub(crate) fn general_attacked_at(&self, g: Square, color: Color) -> bool {
        let them = color_flag(!color);
        let t = g.index() as i16;
        let b = &self.board;
        let chariot = Role::Chariot as u8 | them;
        let cannon = Role::Cannon as u8 | them;
        let general = Role::General as u8 | them;
        for (dir, &step) in ORTHO.iter().enumerate() {
            let mut i = t + step;
            while b[i as usize] == EMPTY {
                i += step;
            }
            let first = b[i as usize];
            if first == OFF {
                continue;
            }
            if first == chariot || (first == general && dir < 2) {
                return true;
            }
            i += step;
            while b[i as usize] == EMPTY {
                i += step;
            }
            if b[i as usize] == cannon {
                return true;
            }
        }
        let horse = Role::Horse as u8 | them;
        for (leg, h) in HORSE_FROM {
            if b[(t + h) as usize] == horse && b[(t + leg) as usize] == EMPTY {
                return true;
            }
        }
        let soldier = Role::Soldier as u8 | them;
        let fwd = Geometry::forward(!color);
        // A soldier beside a general inside its palace has always crossed.
        b[(t - fwd) as usize] == soldier
            || b[(t + 1) as usize] == soldier
            || b[(t - 1) as usize] == soldier
    }

    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.is_general_attacked(self.turn)
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({:?})", self.fen())
    }
}

impl PartialEq for Position {
    /// Positions are equal when variant, board and side to move are (counters ignored).
    fn eq(&self, other: &Position) -> bool {
        self.variant == other.variant && self.turn == other.turn && self.board == other.board
    }
}

impl Eq for Position {}
