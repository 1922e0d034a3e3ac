//! How a game ends, in the vocabulary of `shared/spec/open-rules.md`.

use std::fmt;

use crate::{Color, Variant};

/// Why a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// The side to move is in check and has no legal move.
    Checkmate,
    /// The side to move is not in check and has no legal move (it loses).
    Stalemate,
    /// One side checked on every move of a repetition cycle.
    PerpetualCheck,
    /// One side chased the same piece on every move of a repetition cycle.
    PerpetualChase,
    /// A repetition with no violation (a draw in the xiangqi family; sente loses in Minishogi).
    Repetition,
    /// 100 plies without a capture, moved out by checks as Fairy-Stockfish counts them
    /// under the AXF rules (xiangqi family, [`crate::ProgressRule::Axf`]).
    MoveRule,
    /// Dark Mini Xiangqi: a general was captured.
    GeneralCaptured,
    /// Dark Mini Xiangqi: the side to move has no pseudo-legal move.
    Immobilized,
    /// Dark Mini Xiangqi: the no-capture progress clock ran out.
    ProgressClock,
    /// A player resigned.
    Resignation,
    /// A player ran out of time.
    Timeout,
    /// Both players agreed to a draw.
    Agreement,
    /// The game reached its variant's ply limit ([`crate::Variant::ply_limit`]): a draw.
    PlyLimit,
}

impl EndReason {
    /// Every reason.
    pub const ALL: [EndReason; 13] = [
        EndReason::Checkmate,
        EndReason::Stalemate,
        EndReason::PerpetualCheck,
        EndReason::PerpetualChase,
        EndReason::Repetition,
        EndReason::MoveRule,
        EndReason::GeneralCaptured,
        EndReason::Immobilized,
        EndReason::ProgressClock,
        EndReason::Resignation,
        EndReason::Timeout,
        EndReason::Agreement,
        EndReason::PlyLimit,
    ];

    /// The spec's word for it (`checkmate`, `perpetual-check`, ...).
    pub const fn name(self) -> &'static str {
        match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::PerpetualCheck => "perpetual-check",
            EndReason::PerpetualChase => "perpetual-chase",
            EndReason::Repetition => "repetition",
            EndReason::MoveRule => "move-rule",
            EndReason::GeneralCaptured => "general-captured",
            EndReason::Immobilized => "immobilized",
            EndReason::ProgressClock => "progress-clock",
            EndReason::Resignation => "resignation",
            EndReason::Timeout => "timeout",
            EndReason::Agreement => "agreement",
            EndReason::PlyLimit => "ply-limit",
        }
    }

    /// Parses the spec's word.
    pub fn from_name(s: &str) -> Option<EndReason> {
        EndReason::ALL.into_iter().find(|r| r.name() == s)
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The result of a finished game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// One side won.
    Win {
        /// The winner.
        winner: Color,
        /// Why.
        reason: EndReason,
    },
    /// Nobody won.
    Draw {
        /// Why.
        reason: EndReason,
    },
}

impl Outcome {
    /// A win for `winner`.
    pub const fn win(winner: Color, reason: EndReason) -> Outcome {
        Outcome::Win { winner, reason }
    }

    /// A loss for `loser`.
    pub fn loss(loser: Color, reason: EndReason) -> Outcome {
        Outcome::Win {
            winner: !loser,
            reason,
        }
    }

    /// The end of the open games when the side to move has no legal move: it loses, by
    /// checkmate when in check, by stalemate otherwise.
    pub fn no_legal_move(side_to_move: Color, in_check: bool) -> Outcome {
        let reason = if in_check {
            EndReason::Checkmate
        } else {
            EndReason::Stalemate
        };
        Outcome::loss(side_to_move, reason)
    }

    /// A draw.
    pub const fn draw(reason: EndReason) -> Outcome {
        Outcome::Draw { reason }
    }

    /// The winner, if any.
    pub const fn winner(self) -> Option<Color> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw { .. } => None,
        }
    }

    /// Why the game ended.
    pub const fn reason(self) -> EndReason {
        match self {
            Outcome::Win { reason, .. } | Outcome::Draw { reason } => reason,
        }
    }

    /// `draw <reason>` or `<winner> wins <reason>`, naming sides as `variant` does.
    pub fn describe(self, variant: Variant) -> String {
        match self {
            Outcome::Win { winner, reason } => {
                format!("{} wins {}", variant.side_name(winner), reason)
            }
            Outcome::Draw { reason } => format!("draw {reason}"),
        }
    }

    /// Parses [`Outcome::describe`]'s output.
    pub fn parse(s: &str) -> Option<Outcome> {
        let mut words = s.split_whitespace();
        let first = words.next()?;
        let out = if first == "draw" {
            Outcome::draw(EndReason::from_name(words.next()?)?)
        } else {
            let winner = first.parse::<Color>().ok()?;
            if words.next()? != "wins" {
                return None;
            }
            Outcome::win(winner, EndReason::from_name(words.next()?)?)
        };
        words.next().is_none().then_some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn describes_with_variant_side_names() {
        let o = Outcome::loss(Color::Red, EndReason::Repetition);
        assert_eq!(o.describe(Variant::MiniShogi), "gote wins repetition");
        assert_eq!(o.describe(Variant::Xiangqi), "black wins repetition");
        assert_eq!(
            Outcome::draw(EndReason::MoveRule).describe(Variant::Xiangqi),
            "draw move-rule"
        );
    }

    #[test]
    fn parse_round_trips() {
        for r in EndReason::ALL {
            for o in [
                Outcome::draw(r),
                Outcome::win(Color::Red, r),
                Outcome::win(Color::Black, r),
            ] {
                for v in Variant::ALL {
                    assert_eq!(Outcome::parse(&o.describe(v)), Some(o));
                }
            }
        }
        assert_eq!(Outcome::parse("red wins"), None);
        assert_eq!(Outcome::parse("draw checkmate extra"), None);
    }
}
