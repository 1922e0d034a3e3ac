//! The Minishogi position: board, hands, side to move.

use std::fmt;

use crate::Color;

use super::attacks::{self, Bits};
use super::{Illegal, Move, Piece, Role, Square, zobrist};

/// A checked Minishogi position.
///
/// Built only by [`Position::new`] (the start position), [`Position::from_fen`],
/// [`Position::from_sfen`] or [`Position::from_setup`], which reject impossible setups, so
/// every `Position` has one king per side and the side not to move is not in check.
///
/// ```
/// use rules::{Rules, shogi::Position};
/// let pos = Position::new();
/// assert_eq!(pos.perft(2), 181);
/// assert_eq!(pos.sfen(), "rbsgk/4p/5/P4/KGSBR b - 1");
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct Position {
    pub(crate) board: [Option<Piece>; 25],
    pub(crate) by_color: [u32; 2],
    pub(crate) by_role: [u32; 10],
    pub(crate) hands: [[u8; 5]; 2],
    pub(crate) turn: Color,
    pub(crate) key: u64,
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: u32,
}

impl Default for Position {
    fn default() -> Position {
        Position::new()
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({})", self.fen())
    }
}

impl Position {
    /// The start position `rbsgk/4p/5/P4/KGSBR[-] w 0 1`.
    pub fn new() -> Position {
        let mut pos = Position::empty();
        let back = [
            Role::King,
            Role::Gold,
            Role::Silver,
            Role::Bishop,
            Role::Rook,
        ];
        for (file, &role) in back.iter().enumerate() {
            pos.put(
                file,
                Piece {
                    color: Color::SENTE,
                    role,
                },
            );
            pos.put(
                24 - file,
                Piece {
                    color: Color::GOTE,
                    role,
                },
            );
        }
        pos.put(
            5,
            Piece {
                color: Color::SENTE,
                role: Role::Pawn,
            },
        );
        pos.put(
            19,
            Piece {
                color: Color::GOTE,
                role: Role::Pawn,
            },
        );
        pos
    }

    /// An empty board, sente to move (only for the checked constructors).
    pub(crate) fn empty() -> Position {
        Position {
            board: [None; 25],
            by_color: [0; 2],
            by_role: [0; 10],
            hands: [[0; 5]; 2],
            turn: Color::SENTE,
            key: 0,
            halfmoves: 0,
            fullmoves: 1,
        }
    }

    /// Puts a piece on an empty square, keeping the bitboards and key in step.
    pub(crate) fn put(&mut self, sq: usize, piece: Piece) {
        self.board[sq] = Some(piece);
        self.by_color[piece.color.index()] |= 1 << sq;
        self.by_role[piece.role.index()] |= 1 << sq;
        self.key ^= zobrist::piece(piece.color.index(), piece.role.index(), sq);
    }

    /// Removes the piece on a square (which must hold `piece`).
    #[inline]
    fn remove(&mut self, sq: usize, piece: Piece) {
        self.board[sq] = None;
        self.by_color[piece.color.index()] &= !(1 << sq);
        self.by_role[piece.role.index()] &= !(1 << sq);
        self.key ^= zobrist::piece(piece.color.index(), piece.role.index(), sq);
    }

    /// Adds `n` pieces of a hand role to a hand.
    pub(crate) fn add_to_hand(&mut self, color: Color, role: Role, n: u8) {
        let (c, r) = (color.index(), role.index());
        let old = self.hands[c][r];
        self.hands[c][r] = old.saturating_add(n);
        self.key ^= zobrist::hand(c, r, old) ^ zobrist::hand(c, r, self.hands[c][r]);
    }

    #[inline]
    fn take_from_hand(&mut self, color: Color, role: Role) {
        let (c, r) = (color.index(), role.index());
        let old = self.hands[c][r];
        self.hands[c][r] = old.saturating_sub(1);
        self.key ^= zobrist::hand(c, r, old) ^ zobrist::hand(c, r, self.hands[c][r]);
    }

    /// Sets the side to move, keeping the key in step.
    pub(crate) fn set_turn(&mut self, color: Color) {
        if self.turn != color {
            self.key ^= zobrist::GOTE_TO_MOVE;
            self.turn = color;
        }
    }

    /// The variant: always Minishogi.
    pub fn variant(&self) -> crate::Variant {
        crate::Variant::MiniShogi
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The piece on a square.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board[sq.index()]
    }

    /// How many pieces of each hand role `color` holds, in the order of [`Role::HAND`]
    /// (pawn, silver, gold, bishop, rook).
    pub fn hand(&self, color: Color) -> [u8; 5] {
        self.hands[color.index()]
    }

    /// How many pieces of `role` `color` holds (0 for roles that cannot be in hand).
    pub fn hand_count(&self, color: Color, role: Role) -> u8 {
        if role.index() < 5 {
            self.hands[color.index()][role.index()]
        } else {
            0
        }
    }

    /// The FEN full-move number (starts at 1, grows after each gote move).
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    /// Plies since the last capture (the FEN half-move clock).
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    /// The Zobrist key of board, hands and side to move.
    pub fn key(&self) -> u64 {
        self.key
    }

    #[inline]
    pub(crate) fn occupied(&self) -> u32 {
        self.by_color[0] | self.by_color[1]
    }

    #[inline]
    pub(crate) fn pieces(&self, color: Color, role: Role) -> u32 {
        self.by_color[color.index()] & self.by_role[role.index()]
    }

    /// The king square of `color` (every checked position has one).
    #[inline]
    pub(crate) fn king(&self, color: Color) -> usize {
        self.pieces(color, Role::King).trailing_zeros() as usize
    }

    /// The pieces of `by` that attack `sq`, given the occupancy `occ`.
    #[inline]
    pub(crate) fn attackers_to(&self, sq: usize, by: Color, occ: u32) -> u32 {
        let them = self.by_color[by.index()];
        let r = &self.by_role;
        let me = (!by).index();
        let gold_like =
            r[Role::Gold.index()] | r[Role::Tokin.index()] | r[Role::PromotedSilver.index()];
        let rook_like = r[Role::Rook.index()] | r[Role::Dragon.index()];
        let bishop_like = r[Role::Bishop.index()] | r[Role::Horse.index()];
        let kingish = r[Role::King.index()] | r[Role::Dragon.index()] | r[Role::Horse.index()];
        them & ((attacks::PAWN[me][sq] & r[Role::Pawn.index()])
            | (attacks::SILVER[me][sq] & r[Role::Silver.index()])
            | (attacks::GOLD[me][sq] & gold_like)
            | (attacks::KING[sq] & kingish)
            | (attacks::rook(sq, occ) & rook_like)
            | (attacks::bishop(sq, occ) & bishop_like))
    }

    /// The enemy pieces giving check to the side to move.
    #[inline]
    pub(crate) fn checkers(&self) -> u32 {
        self.attackers_to(self.king(self.turn), !self.turn, self.occupied())
    }

    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.checkers() != 0
    }

    /// Whether `color`'s king is attacked.
    pub(crate) fn king_attacked(&self, color: Color) -> bool {
        self.attackers_to(self.king(color), !color, self.occupied()) != 0
    }

    /// Plays a move without checking it (it must be legal, or at least pseudo-legal
    /// with the piece or hand piece present).
    pub fn play_unchecked(&mut self, m: Move) {
        let us = self.turn;
        match m {
            Move::Normal { from, to, promote } => {
                let (from, to) = (from.index(), to.index());
                let Some(piece) = self.board[from] else {
                    return;
                };
                self.remove(from, piece);
                if let Some(victim) = self.board[to] {
                    self.remove(to, victim);
                    self.add_to_hand(us, victim.role.unpromoted(), 1);
                    self.halfmoves = 0;
                } else {
                    self.halfmoves = self.halfmoves.saturating_add(1);
                }
                let role = if promote {
                    piece.role.promoted().unwrap_or(piece.role)
                } else {
                    piece.role
                };
                self.put(to, Piece { color: us, role });
            }
            Move::Drop { role, to } => {
                self.take_from_hand(us, role);
                self.put(to.index(), Piece { color: us, role });
                self.halfmoves = self.halfmoves.saturating_add(1);
            }
        }
        if us == Color::GOTE {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.set_turn(!us);
    }

    /// Plays `m` if it is legal; otherwise says which rule it breaks and changes nothing.
    ///
    /// ```
    /// use rules::shogi::{Illegal, Position};
    /// let mut pos = Position::new();
    /// assert_eq!(pos.play("P@c3".parse()?), Err(Illegal::NotInHand(rules::shogi::Role::Pawn)));
    /// pos.play("d1c2".parse()?)?;
    /// assert_eq!(pos.turn(), rules::Color::GOTE);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play(&mut self, m: Move) -> Result<(), Illegal> {
        if self.is_legal(m) {
            self.play_unchecked(m);
            Ok(())
        } else {
            // The slow judge names the rule; only the mating pawn drop passes it here.
            Err(self.check_move(m).err().unwrap_or(Illegal::PawnDropMate))
        }
    }

    /// Board, hands and side to move are equal.
    pub(crate) fn same_state(&self, other: &Position) -> bool {
        self.board == other.board && self.hands == other.hands && self.turn == other.turn
    }

    /// All squares of `color`'s unpromoted pawns' files.
    #[inline]
    pub(crate) fn pawn_files(&self, color: Color) -> u32 {
        let mut files = 0;
        for sq in Bits(self.pieces(color, Role::Pawn)) {
            files |= attacks::FILE[sq % 5];
        }
        files
    }
}
