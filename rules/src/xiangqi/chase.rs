//! Chases and the judgement of a repetition (`shared/spec/open-rules.md`).
//!
//! A move chases a piece when, after it, the piece is newly attacked (by the moved piece
//! or by a piece it uncovered), the capture would be legal, the attacker is neither a
//! general nor a soldier, the victim is neither the general nor a soldier that has not
//! crossed the river, and the victim is unprotected — except that a chariot attacked by a
//! horse or cannon, and (Xiangqi) a chariot, horse or cannon attacked by an advisor or
//! elephant, is chased even when protected. Attacks between pieces of one type that can
//! take each other (exchanges) are not chases.

use super::piece::Role;
use super::position::{Move, Position};
use super::square::Square;
use crate::{Color, EndReason, Outcome};

impl Position {
    /// This position with `color` to move (for asking what `color` attacks).
    fn with_turn(&self, color: Color) -> Position {
        let mut p = self.clone();
        if p.turn != color {
            p.turn = color;
            p.key ^= super::zobrist::BLACK_TO_MOVE;
        }
        p
    }

    /// The enemy points `color`'s piece on `from` could capture, moves as if `color`
    /// were to move (pseudo-legal).
    fn capture_targets(&self, color: Color, from: Square) -> Vec<Square> {
        let mut list = super::movegen::MoveList::new();
        self.gen_pseudo(color, &mut list);
        list.iter()
            .filter(|m| m.from == from && self.piece_at(m.to).is_some_and(|p| p.color != color))
            .map(|m| m.to)
            .collect()
    }

    /// Whether `color` may legally play `m` here.
    fn legal_for(&self, color: Color, m: Move) -> bool {
        self.with_turn(color).is_legal(m)
    }

    /// The pieces of the side to move that the last move, `m` from `before`, chases.
    pub fn chased_by(&self, before: &Position, m: Move) -> Vec<Square> {
        let attacker = !self.turn;
        let victim = self.turn;
        let mut out = Vec::new();
        for (sq, piece) in self.pieces(attacker) {
            if matches!(piece.role, Role::General | Role::Soldier) {
                continue;
            }
            let now = self.capture_targets(attacker, sq);
            let was: Vec<Square> = if sq == m.to {
                // The moved piece: along its own line a chariot or cannon attacks nothing
                // new; elsewhere everything it attacks from its new point counts.
                let line = |t: &Square| {
                    matches!(piece.role, Role::Chariot | Role::Cannon)
                        && (t.file() == m.from.file() && t.file() == m.to.file()
                            || t.rank() == m.from.rank() && t.rank() == m.to.rank())
                };
                now.iter().copied().filter(line).collect()
            } else {
                before.capture_targets(attacker, sq)
            };
            for target in now {
                if was.contains(&target) || out.contains(&target) {
                    continue;
                }
                if self.is_chase(attacker, victim, sq, piece.role, target) {
                    out.push(target);
                }
            }
        }
        out
    }

    fn is_chase(
        &self,
        attacker: Color,
        victim: Color,
        from: Square,
        role: Role,
        target: Square,
    ) -> bool {
        let Some(v) = self.piece_at(target) else {
            return false;
        };
        if v.role == Role::General
            || v.role == Role::Soldier && !self.geo.soldier_crossed(victim, target)
        {
            return false;
        }
        let capture = Move::new(from, target);
        if !self.legal_for(attacker, capture) {
            return false;
        }
        // Exchanges: a piece of the same type that can legally take the attacker back.
        if v.role == role && self.legal_for(victim, Move::new(target, from)) {
            return false;
        }
        let stronger = match role {
            Role::Horse | Role::Cannon => v.role == Role::Chariot,
            Role::Advisor | Role::Elephant => {
                matches!(v.role, Role::Chariot | Role::Horse | Role::Cannon)
            }
            _ => false,
        };
        stronger || !self.is_protected_after(attacker, capture)
    }

    /// Whether, after `attacker` plays the capture, the other side can legally retake.
    fn is_protected_after(&self, attacker: Color, capture: Move) -> bool {
        let mut after = self.with_turn(attacker);
        after.make(capture);
        after.legal_moves().iter().any(|r| r.to == capture.to)
    }
}

/// Judges a repetition cycle: `positions[0]` is the first occurrence, the last the
/// current position, `moves[i]` leads from `positions[i]` to `positions[i + 1]`.
pub(crate) fn judge(positions: &[Position], moves: &[Move]) -> Outcome {
    let mut checks = [true, true];
    let mut moved = [false, false];
    // Chased pieces are tracked by identity: ids start as the points of the first
    // position and follow their pieces through the cycle.
    let mut ids: Vec<Option<usize>> = vec![None; super::square::MAILBOX];
    for (i, (sq, _)) in Color::ALL
        .into_iter()
        .flat_map(|c| positions[0].pieces(c))
        .enumerate()
    {
        ids[sq.index()] = Some(i);
    }
    let mut chased: [Option<Vec<usize>>; 2] = [None, None];
    for (i, &m) in moves.iter().enumerate() {
        let (before, after) = (&positions[i], &positions[i + 1]);
        let mover = before.turn;
        let c = mover.index();
        moved[c] = true;
        ids[m.to.index()] = ids[m.from.index()].take();
        checks[c] &= after.is_check();
        let now: Vec<usize> = after
            .chased_by(before, m)
            .into_iter()
            .filter_map(|sq| ids[sq.index()])
            .collect();
        chased[c] = Some(match chased[c].take() {
            None => now,
            Some(prev) => prev.into_iter().filter(|id| now.contains(id)).collect(),
        });
    }
    let checker = [checks[0] && moved[0], checks[1] && moved[1]];
    let chaser = [
        chased[0].as_ref().is_some_and(|s| !s.is_empty()),
        chased[1].as_ref().is_some_and(|s| !s.is_empty()),
    ];
    for (flags, reason) in [
        (checker, EndReason::PerpetualCheck),
        (chaser, EndReason::PerpetualChase),
    ] {
        match flags {
            [true, false] => return Outcome::loss(Color::Red, reason),
            [false, true] => return Outcome::loss(Color::Black, reason),
            [true, true] => return Outcome::draw(reason),
            [false, false] => {}
        }
    }
    Outcome::draw(EndReason::Repetition)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;

    fn chased(variant: Variant, fen: &str, mv: &str) -> Vec<String> {
        let before = Position::from_fen(variant, fen).unwrap();
        let m = before.parse_move(mv).unwrap();
        let mut after = before.clone();
        after.play_unchecked(m);
        after
            .chased_by(&before, m)
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    #[test]
    fn chariot_chasing_an_unprotected_cannon() {
        assert_eq!(
            chased(Variant::MiniXiangqi, "4k2/7/2c4/7/7/7/R2K3 w", "a1a5"),
            ["c5"]
        );
    }

    #[test]
    fn protected_piece_is_not_chased() {
        // The black horse on b7 protects the cannon on c5.
        assert!(chased(Variant::MiniXiangqi, "1n2k2/7/2c4/7/7/7/R2K3 w", "a1a5").is_empty());
    }

    #[test]
    fn horse_chasing_a_protected_chariot() {
        // The c5 chariot is protected by the b7 horse, but a horse attacking a chariot
        // chases it all the same.
        assert_eq!(
            chased(Variant::MiniXiangqi, "1n2k2/7/2r4/7/7/7/2NK3 w", "c1b3"),
            ["c5"]
        );
        // A chariot attacking the same protected chariot... would be an exchange; a
        // chariot attacking a protected cannon is no chase.
        assert!(chased(Variant::MiniXiangqi, "1n2k2/7/2c4/7/7/7/R2K3 w", "a1a5").is_empty());
    }

    #[test]
    fn exchanges_and_generals_are_not_chases() {
        // Chariot offers an exchange to a chariot that can take back.
        assert!(chased(Variant::MiniXiangqi, "4k2/7/2r4/7/7/7/R2K3 w", "a1a5").is_empty());
        // The general itself is never chased (that is check).
        assert!(chased(Variant::MiniXiangqi, "4k2/7/7/7/7/7/R2K3 w", "a1a7").is_empty());
    }

    #[test]
    fn elephant_chasing_a_protected_horse() {
        // The c5 horse is protected by the c8 chariot; an elephant attack chases it anyway.
        let fen = "4k4/9/2r6/9/9/2n6/9/9/9/3K2B2 w - - 0 1";
        assert_eq!(chased(Variant::Xiangqi, fen, "E3+5"), ["c5"]);
    }

    #[test]
    fn soldiers_on_their_own_side_are_not_chased() {
        let fen = "4k4/9/9/2p6/9/9/9/9/9/R2K5 w - - 0 1";
        assert!(chased(Variant::Xiangqi, fen, "a1a7").is_empty());
        // Across the river it can be chased.
        let fen = "4k4/9/9/9/9/2p6/9/9/9/R2K5 w - - 0 1";
        assert_eq!(chased(Variant::Xiangqi, fen, "a1a5"), ["c5"]);
    }
}
