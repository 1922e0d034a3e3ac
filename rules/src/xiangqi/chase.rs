//! Chases and the judgement of a repetition (`shared/spec/open-rules.md`).
//!
//! The spec defines a chase as the Asian rules "as Fairy-Stockfish implements them", so
//! [`Position::chased_by`] is a port of Fairy-Stockfish 0.0.90's `Position::chased()`:
//! new attacks by the moved piece or uncovered pieces (not by generals or soldiers) on
//! pieces other than the general and uncrossed soldiers, that are unprotected (roots are
//! pseudo attackers that are not pinned), or stronger (a chariot attacked by a horse or
//! cannon; a chariot, horse or cannon attacked by an advisor or elephant); exchanges
//! between pieces of one type excluded; plus its rules for newly pinned protectors and
//! pieces that newly screen a check. `tests/data/repetition-cycles.jsonl` holds 1,314
//! repetition games judged by Fairy-Stockfish that check this (4 of them carry the spec's
//! verdict, see below), and `tests/data/chase-sets.jsonl` 3,607 per-move chase sets.
//!
//! The judgement looks at the moves since the first of the three occurrences, as the
//! spec says (Fairy-Stockfish also looks at the move into that first occurrence for the
//! side that completed the repetition).

use super::fsf_attacks::Bits;
use super::geometry::DIAG;
use super::piece::{OFF, Role};
use super::position::{Move, Position};
use super::square::Square;
use crate::{Color, EndReason, Outcome};

impl Position {
    /// The pieces of the side to move that the last move, `m` played from `before`,
    /// chases: Fairy-Stockfish's `Position::chased()` (0.0.90), step for step.
    pub fn chased_by(&self, before: &Position, m: Move) -> Vec<Square> {
        let v = self.turn;
        let a = !v;
        let occ = self.occupied();
        let blockers_v = self.blockers_for_king(v);
        let mut pins = blockers_v;
        // Flying general: the only other piece of the victim on the attacker's general's
        // file, with the victim's general on it, counts as pinned.
        if let Some(ak) = self.general(a) {
            let mut on_file = Bits::default();
            for (sq, _) in self.pieces(v).filter(|(sq, _)| sq.file() == ak.file()) {
                on_file.insert(sq);
            }
            let kings = self.pieces_of(v, &[Role::General]);
            let others = on_file.minus(kings);
            if !on_file.and(kings).is_empty() && others.count() <= 1 {
                pins = pins.or(others);
            }
        }
        let shielded = self
            .pieces_of(v, &[Role::General, Role::Soldier])
            .minus(self.crossed_soldiers(v));
        let mut chased = Bits::default();
        let add = |chased: &mut Bits, from: Square, role: Role, mut attacks: Bits| {
            if attacks.minus(*chased).is_empty() {
                return;
            }
            attacks = attacks.minus(shielded);
            // Attacks on stronger pieces count even when they are protected.
            if matches!(role, Role::Horse | Role::Cannon) {
                *chased = chased.or(attacks.and(self.pieces_of(v, &[Role::Chariot])));
            }
            if matches!(role, Role::Elephant | Role::Advisor) {
                let strong = self.pieces_of(v, &[Role::Chariot, Role::Cannon, Role::Horse]);
                *chased = chased.or(attacks.and(strong));
            }
            // Exchanges do not count: same-type attacks, unless the victim is pinned, or a
            // horse with a blocked leg that cannot take back.
            let hemmed = DIAG.iter().any(|&d| {
                let sq = from.index() as i16 + d;
                self.board[sq as usize] != OFF && occ.contains(Square::from_index(sq as usize))
            });
            if role == Role::Horse && hemmed {
                for h in attacks.and(self.pieces_of(v, &[Role::Horse])).iter() {
                    if self.raw_attacks(v, Role::Horse, h, occ).contains(from) {
                        attacks.remove(h);
                    }
                }
            } else {
                attacks = attacks.minus(self.pieces_of(v, &[role]).minus(pins));
            }
            // Unprotected victims.
            let mut lifted = occ;
            lifted.remove(from);
            let kings = self.pieces_of(v, &[Role::General]);
            for s in attacks.iter() {
                let roots = self.attackers_to(s, lifted, v).minus(pins);
                let general_cannot_retake = roots == kings
                    && self.general(a).is_some_and(|ak| {
                        self.raw_attacks(v, Role::Chariot, ak, lifted).contains(s)
                    });
                if roots.is_empty() || general_cannot_retake {
                    chased.insert(s);
                }
            }
        };
        let victims = self.pieces_of(v, &[]);
        // Direct attacks of the moved piece (along its own line nothing is new).
        let moved = self.piece_at(m.to).map(|p| p.role);
        if let Some(role) = moved.filter(|r| !matches!(r, Role::General | Role::Soldier)) {
            let mut direct = self.attacks_from(a, role, m.to).and(victims);
            if matches!(role, Role::Chariot | Role::Cannon) {
                for s in direct.iter() {
                    let on_line = if m.from.rank() == m.to.rank() {
                        s.rank() == m.from.rank()
                    } else {
                        s.file() == m.from.file()
                    };
                    if on_line {
                        direct.remove(s);
                    }
                }
            }
            add(&mut chased, m.to, role, direct);
        }
        // Discovered attacks: horses whose leg and elephants whose eye was freed,
        // chariots and cannons on the lines through the origin, cannons through the
        // destination (new screens). The moved piece is among them when it slid.
        let mut before_occ = occ;
        if before.piece_at(m.to).is_none() {
            before_occ.remove(m.to);
        }
        before_occ.insert(m.from);
        for (sq, p) in self.pieces(a) {
            let (df, dr) = (
                sq.file().abs_diff(m.from.file()),
                sq.rank().abs_diff(m.from.rank()),
            );
            let candidate = match p.role {
                Role::Horse => df + dr == 1,
                Role::Elephant => (df, dr) == (1, 1),
                Role::Chariot => (df == 0) != (dr == 0),
                Role::Cannon => {
                    (df == 0) != (dr == 0)
                        || (sq != m.to && (sq.file() == m.to.file() || sq.rank() == m.to.rank()))
                }
                _ => false,
            };
            if candidate {
                let now = self.raw_attacks(a, p.role, sq, occ);
                let was = self.raw_attacks(a, p.role, sq, before_occ);
                add(&mut chased, sq, p.role, victims.and(now).minus(was));
            }
        }
        // Fake roots: a protector newly pinned no longer protects.
        let before_blockers_v = before.blockers_for_king(v);
        let new_blockers = blockers_v.minus(before_blockers_v);
        let blockers_a = self.blockers_for_king(a);
        for s in new_blockers.and(victims).iter() {
            let role = self.piece_at(s).map(|p| p.role).expect("a victim piece");
            let protected = victims
                .minus(shielded)
                .and(self.raw_attacks(v, role, s, occ));
            for s2 in protected.iter() {
                if !self.attackers_to(s2, occ, a).minus(blockers_a).is_empty() {
                    chased.insert(s2);
                }
            }
        }
        // Discovered checks: a piece that newly screens a check chases all it attacks,
        // except what the general can safely take back.
        if let Some(vk) = self.general(v) {
            let king_reach = self.attacks_from(v, Role::General, vk);
            for s in new_blockers.and(self.pieces_of(a, &[])).iter() {
                let role = self.piece_at(s).map(|p| p.role).expect("an attacker piece");
                let attacks = self.attacks_from(a, role, s).and(victims);
                chased = chased.or(attacks.minus(king_reach));
                let mut o = occ;
                o.remove(s);
                o.remove(vk);
                for s2 in attacks.and(king_reach).iter() {
                    if !self.attackers_to(s2, o, a).minus(Bits::one(s)).is_empty() {
                        chased.insert(s2);
                    }
                }
            }
        }
        chased.iter().collect()
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
