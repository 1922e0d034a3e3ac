//! Minishogi in the shared [`Game`](crate::Game) layer.

use super::fen::FenError;
use super::notation::MoveError;
use super::repetition;
use super::{Move, Position};
use crate::{Outcome, ProgressRule, Rules, Variant};

impl Rules for Position {
    type Move = Move;
    type MoveList = super::MoveList;
    type MoveError = MoveError;
    type FenError = FenError;

    crate::game::forward_vocabulary!();

    fn written(&self, m: Move, last: Option<Move>) -> crate::Written {
        Position::written(self, m, last.map(Move::to))
    }

    fn expand_text(text: &str, last: Option<Move>) -> std::borrow::Cow<'_, str> {
        Position::expand_same(text, last.map(Move::to))
    }

    fn from_fen(variant: Variant, fen: &str) -> Result<Position, FenError> {
        Position::check_variant(variant).map_err(FenError::WrongVariant)?;
        Position::from_fen(fen)
    }

    fn same_repetition_state(&self, other: &Position) -> bool {
        self.same_state(other)
    }

    fn repetition_limit(&self) -> usize {
        4
    }

    fn judge_repetition(positions: &[Position], moves: &[Move]) -> Outcome {
        repetition::judge(positions, moves)
    }

    /// No legal move loses: checkmate when in check, stalemate otherwise.
    fn terminal_outcome(&self) -> Option<Outcome> {
        if self.count_legal() > 0 {
            return None;
        }
        Some(Outcome::no_legal_move(self.turn, self.is_check()))
    }

    fn is_check(&self) -> bool {
        Position::is_check(self)
    }

    fn default_progress_rule(&self) -> Option<ProgressRule> {
        None
    }
}

/// The rules of Minishogi as the position plays them.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::Color;
    use crate::EndReason;
    use crate::shogi::{Illegal, Piece, Role, Square};

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    #[test]
    fn captured_pieces_go_to_hand_unpromoted() {
        // Sente's dragon on 4c takes gote's promoted silver on 4b.
        let mut p = pos("4k/1+s3/1+R3/5/K4[-] w 0 1");
        let m = p.parse_move("+Rx4b").unwrap();
        p.play(m).unwrap();
        assert_eq!(p.hand(Color::SENTE), [0, 1, 0, 0, 0]);
        assert_eq!(
            p.piece_at(m.to()),
            Some(Piece {
                color: Color::SENTE,
                role: Role::Dragon
            })
        );
        assert_eq!(p.fen(), "4k/1+R3/5/5/K4[S] b 0 1");
        // The silver can be dropped again, unpromoted.
        let drop = Move::Drop {
            role: Role::Silver,
            to: Square::from_western(3, 3).unwrap(),
        };
        p.play_unchecked(p.parse_move("k-2a").unwrap());
        assert!(p.is_legal(drop));
    }

    #[test]
    fn promotion_is_optional_into_and_out_of_the_zone() {
        let p = pos("3k1/1S3/5/5/K4[-] w 0 1");
        let b4 = Square::from_western(4, 2).unwrap();
        let moves: Vec<Move> = p
            .legal_moves()
            .into_iter()
            .filter(|m| m.from() == Some(b4))
            .collect();
        // Into the zone (5a, 4a, 3a): both; backwards (5c, 3c): no promotion.
        assert_eq!(moves.len(), 8);
        let out = pos("1S1k1/5/5/5/K4[-] w 0 1");
        let back = out.parse_move("S-5b+").unwrap();
        assert!(back.is_promotion());
        assert!(out.is_legal(back));
        // A pawn must promote on the last rank; a silver need not.
        let pawn = pos("3k1/P4/5/5/K4[-] w 0 1");
        assert_eq!(
            pawn.legal_moves()
                .iter()
                .filter(|m| m.from().is_some_and(|f| f.rank() == 3))
                .count(),
            1
        );
    }

    #[test]
    fn check_and_checkmate() {
        let p = pos("4k/5/4G/5/K4[G] w 0 1");
        assert!(!p.is_check());
        let mut q = p.clone();
        q.play_unchecked(q.parse_move("G*1b").unwrap());
        assert!(q.is_check());
        assert!(q.legal_moves().is_empty());
        assert_eq!(
            q.terminal_outcome(),
            Some(Outcome::win(Color::SENTE, EndReason::Checkmate))
        );
        assert_eq!(p.terminal_outcome(), None);
    }

    #[test]
    fn no_legal_move_loses() {
        let p = pos("1rpg1/s1bk1/5/4g/K4[psrb] w - - 2 19");
        assert!(!p.is_check());
        assert_eq!(
            p.terminal_outcome(),
            Some(Outcome::loss(Color::SENTE, EndReason::Stalemate))
        );
    }

    #[test]
    fn pawn_drop_check_that_is_not_mate_is_generated() {
        // Gote's king can take the dropped pawn.
        let p = pos("4k/5/5/5/K4[P] w 0 1");
        assert!(p.is_legal(p.parse_move("P*1b").unwrap()));
        // With the gold guarding it, the drop mates and is not generated.
        let mate = pos("k4/2S2/1G3/5/4K[P] w - - 0 1");
        let drop = Move::Drop {
            role: Role::Pawn,
            to: Square::from_western(5, 2).unwrap(),
        };
        assert!(!mate.is_legal(drop));
        assert_eq!(mate.check_move(drop), Err(Illegal::PawnDropMate));
        assert_eq!(mate.legal_moves().len(), 31);
    }

    #[test]
    fn rules_trait_basics() {
        let p = Position::new();
        assert_eq!(Rules::variant(&p), Variant::MiniShogi);
        assert_eq!(Rules::turn(&p), Color::SENTE);
        assert_eq!(p.repetition_limit(), 4);
        assert_eq!(p.default_progress_rule(), None);
        assert_eq!(p.halfmoves(), 0);
        let m = Rules::parse_move(&p, "e1e4").unwrap();
        assert_eq!(Rules::notation(&p, m), "Rx1b");
        assert_eq!(m.to_string(), "e1e4");
        let mut q = p.clone();
        Rules::play_unchecked(&mut q, m);
        assert_eq!(q.hand(Color::SENTE), [1, 0, 0, 0, 0]);
        assert!(q.is_check());
        assert_eq!(Rules::fen(&q), "rbsgk/4R/5/P4/KGSB1[P] b 0 1");
        assert!(!q.same_repetition_state(&p));
        assert_ne!(q.key(), p.key());
        let mut r = p.clone();
        assert_eq!(r.play(p.legal_moves()[0]), Ok(()));
        let illegal = Move::Drop {
            role: Role::Rook,
            to: Square::from_western(3, 3).unwrap(),
        };
        assert_eq!(r.play(illegal), Err(Illegal::NotInHand(Role::Rook)));
    }
}
