//! The rules' refusals in English: a move that cannot be read, names no piece, is
//! ambiguous or breaks a rule; a start position or a record that cannot be used; a dark
//! player's report. The rules give these as values; only here are they words.

use rules::dark::{self, DarkMoveError};
use rules::{
    Candidate, Color, EndingFault, MoveError, MoveRefusal, PlayAsError, RecordError, ReplayFault,
    StartError, UndoRefusal, Variant, WrongVariant, shogi, xiangqi,
};

use super::words::{self, result, side};
use crate::voice::catalogue::t;

/// Why a typed move was refused.
pub(crate) fn move_refusal(r: &MoveRefusal) -> String {
    match r {
        MoveRefusal::Xiangqi(e) => open_error(e, "xiangqi", xiangqi_missing, xiangqi_illegal),
        MoveRefusal::Shogi(e) => open_error(e, "shogi", shogi_missing, shogi_illegal),
        MoveRefusal::Dark(e) => match e {
            DarkMoveError::Syntax(text) => syntax(text, "dark"),
            DarkMoveError::NoSuchPiece { text, missing } => {
                t!(
                    "move-no-piece",
                    text = text.as_str(),
                    why = xiangqi_missing(missing)
                )
            }
            DarkMoveError::Ambiguous { text, candidates } => ambiguous(text, candidates),
            // The one answer to every move of a dark player's own piece that is not in
            // their list, so that a refusal reveals nothing of the hidden board.
            DarkMoveError::NotAvailable => t!("move-not-available"),
        },
    }
}

/// Why a player's move was refused, whoever's turn it was.
pub(crate) fn play_as_error(variant: Variant, e: &PlayAsError) -> String {
    match e {
        PlayAsError::NotYourTurn { to_move } => {
            t!("move-not-your-turn", side = side(variant, *to_move))
        }
        PlayAsError::GameOver(_) => t!("move-game-over"),
        PlayAsError::Refused(r) => move_refusal(r),
    }
}

/// Why a takeback cannot be made.
pub(crate) fn undo_refusal(r: UndoRefusal) -> String {
    match r {
        UndoRefusal::Dark => t!("undo-dark"),
        UndoRefusal::GameOver => t!("move-game-over"),
        UndoRefusal::NoMove => t!("undo-no-move"),
    }
}

fn open_error<M: std::fmt::Display, R, W>(
    e: &MoveError<M, R, W>,
    family: &str,
    missing: fn(&W) -> String,
    illegal: fn(&R) -> String,
) -> String {
    match e {
        MoveError::Syntax(text) => syntax(text, family),
        MoveError::NoSuchPiece { text, missing: m } => {
            t!("move-no-piece", text = text.as_str(), why = missing(m))
        }
        MoveError::Ambiguous { text, candidates } => ambiguous(text, candidates),
        MoveError::Illegal { text, reason } => {
            t!("move-illegal", text = text.as_str(), why = illegal(reason))
        }
    }
}

/// `'TEXT' is not a move: write ...`, the one wording of a syntax error in every family
/// (`family` names the forms to suggest: `xiangqi`, `shogi` or `dark`).
fn syntax(text: &str, family: &str) -> String {
    t!("move-not-a-move", text = text, family = family)
}

/// `TEXT is ambiguous: it could be A or B`, the one wording of ambiguity in every family.
fn ambiguous<M: std::fmt::Display>(text: &str, candidates: &[Candidate<M>]) -> String {
    let could: Vec<String> = candidates
        .iter()
        .map(|c| format!("{} ({})", crate::voice::reader::write(&c.written), c.mv))
        .collect();
    t!(
        "move-ambiguous",
        text = text,
        could = could.join(&t!("move-or"))
    )
}

fn xiangqi_illegal(i: &xiangqi::Illegal) -> String {
    use xiangqi::Illegal;
    let at = |sq: &xiangqi::Square| sq.to_string();
    match i {
        Illegal::EmptySquare(sq) => t!("illegal-empty-square", square = at(sq)),
        Illegal::NotYourPiece(sq) => t!("illegal-not-your-piece", square = at(sq)),
        Illegal::OffBoard => t!("illegal-off-board"),
        Illegal::OwnPiece(sq, role) => {
            t!("illegal-own-piece", role = role.name(), square = at(sq))
        }
        Illegal::Shape(role) => t!("illegal-shape", role = role.name()),
        Illegal::PathBlocked(sq) => t!("illegal-path-blocked", square = at(sq)),
        Illegal::NoScreen => t!("illegal-no-screen"),
        Illegal::TooManyScreens(n) => t!("illegal-too-many-screens", count = n.to_string()),
        Illegal::HorseLeg(sq) => t!("illegal-horse-leg", square = at(sq)),
        Illegal::ElephantEye(sq) => t!("illegal-elephant-eye", square = at(sq)),
        Illegal::River => t!("illegal-river"),
        Illegal::Palace(role) => t!("illegal-palace", role = role.name()),
        Illegal::NotCrossed => t!("illegal-not-crossed"),
        Illegal::Backward => t!("illegal-backward"),
        Illegal::LeavesGeneralAttacked => t!("illegal-leaves-general-attacked"),
        Illegal::GeneralsFace => t!("illegal-generals-face"),
    }
}

fn xiangqi_missing(m: &xiangqi::Missing) -> String {
    use xiangqi::{Missing, MissingNamed as Named};
    let side = |c: Color| side(Variant::Xiangqi, c);
    match *m {
        Missing::OffBoard(sq) => t!("missing-off-board", square = sq.to_string()),
        Missing::Empty(sq) => t!("missing-empty", square = sq.to_string()),
        Missing::NoneOfYours(sq) => t!("missing-none-of-yours", square = sq.to_string()),
        Missing::Opponents { at, piece } => t!(
            "missing-opponents",
            square = at.to_string(),
            color = side(piece.color),
            role = piece.role.name(),
            to_move = side(!piece.color)
        ),
        Missing::NoPiece {
            side: s,
            role,
            named,
        } => {
            let (s, role) = (side(s), role.name());
            match named {
                Named::File(n) => t!(
                    "missing-on-file",
                    side = s,
                    role = role,
                    file = n.to_string()
                ),
                Named::Any => t!("missing-any", side = s, role = role),
                Named::OnSharedFile => t!("missing-on-shared-file", side = s, role = role),
                Named::Numbered(k, Some(n)) => t!(
                    "missing-numbered-on-file",
                    side = s,
                    role = role,
                    number = k.to_string(),
                    file = n.to_string()
                ),
                Named::Numbered(k, None) => {
                    t!(
                        "missing-numbered",
                        side = s,
                        role = role,
                        number = k.to_string()
                    )
                }
            }
        }
    }
}

/// A Minishogi role as the catalogues name it: its rules' name as one word
/// (`pawn`, `promoted-pawn`, `promoted-silver`, ...).
fn shogi_role(r: shogi::Role) -> String {
    r.name().replace(' ', "-")
}

fn shogi_illegal(i: &shogi::Illegal) -> String {
    use shogi::Illegal;
    let at = |sq: &shogi::Square| sq.to_string();
    match i {
        Illegal::Nifu { file } => t!("shogi-nifu", file = file.to_string()),
        Illegal::DeadDrop => t!("shogi-dead-drop"),
        Illegal::PawnDropMate => t!("shogi-pawn-drop-mate"),
        Illegal::LeavesKingInCheck => t!("shogi-leaves-king-in-check"),
        Illegal::MustPromote => t!("shogi-must-promote"),
        Illegal::NotInHand(r) => t!("shogi-not-in-hand", role = shogi_role(*r)),
        Illegal::OwnPiece(sq) => t!("shogi-own-piece", square = at(sq)),
        Illegal::CannotMove { role, from, to } => t!(
            "shogi-cannot-move",
            role = shogi_role(*role),
            from = at(from),
            to = at(to)
        ),
        Illegal::DropOccupied(sq) => t!("shogi-drop-occupied", square = at(sq)),
        Illegal::CannotPromote(r) => t!("shogi-cannot-promote", role = shogi_role(*r)),
        Illegal::OutsidePromotionZone => t!("shogi-outside-promotion-zone"),
        Illegal::NotYourPiece(sq) => t!("illegal-not-your-piece", square = at(sq)),
        Illegal::EmptySquare(sq) => t!("illegal-empty-square", square = at(sq)),
    }
}

fn shogi_missing(m: &shogi::Missing) -> String {
    let shogi_side = |c: Color| side(Variant::MiniShogi, c);
    match *m {
        shogi::Missing::Empty(sq) => t!(
            "shogi-missing-empty",
            square = sq.to_string(),
            coord = sq.coord()
        ),
        shogi::Missing::NotOn { side, role, at } => t!(
            "shogi-missing-not-on",
            side = shogi_side(side),
            role = shogi_role(role),
            square = at.to_string()
        ),
        shogi::Missing::NotOnBoard {
            side,
            role,
            to,
            in_hand,
        } => {
            let mut text = t!(
                "shogi-missing-not-on-board",
                side = shogi_side(side),
                role = shogi_role(role)
            );
            if in_hand {
                text.push_str(&t!(
                    "shogi-missing-drop-hint",
                    drop = format!("{}*{to}", role.letter())
                ));
            }
            text
        }
    }
}

/// Why a start position cannot be used.
pub(crate) fn start_error(e: &StartError) -> String {
    match e {
        StartError::Xiangqi(e) => xiangqi_fen(e),
        StartError::Shogi(e) => shogi_fen(e),
    }
}

fn wrong_variant(e: &WrongVariant) -> String {
    let plays: Vec<String> = e.plays.iter().map(|v| words::variant(*v)).collect();
    t!(
        "fen-wrong-variant",
        family = e.family.to_string(),
        plays = plays.join(&t!("fen-and")),
        given = words::variant(e.given)
    )
}

fn xiangqi_fen(e: &xiangqi::FenError) -> String {
    use xiangqi::FenError;
    match e {
        FenError::Empty => t!("fen-empty"),
        FenError::WrongVariant(e) => wrong_variant(e),
        FenError::RankCount { found, expected } => t!(
            "fen-rank-count",
            found = *found,
            expected = expected.to_string()
        ),
        FenError::RankLength {
            rank,
            found,
            expected,
        } => t!(
            "fen-rank-length",
            rank = rank.to_string(),
            found = found.to_string(),
            expected = expected.to_string()
        ),
        FenError::LongRun { rank, run, width } => t!(
            "fen-long-run",
            rank = rank.to_string(),
            run = run.to_string(),
            width = width.to_string()
        ),
        FenError::UnknownPiece(c) => t!("fen-unknown-piece", text = c.to_string()),
        FenError::BadTurn(s) => t!("fen-bad-turn", text = s.to_string()),
        FenError::BadCounter(s) => t!("fen-bad-counter", text = s.to_string()),
        FenError::Position(e) => xiangqi_position(e),
    }
}

fn xiangqi_position(e: &xiangqi::PositionError) -> String {
    use xiangqi::PositionError;
    let side = |c: Color| side(Variant::Xiangqi, c);
    match e {
        PositionError::WrongVariant(e) => wrong_variant(e),
        PositionError::OffBoard(sq) => t!("position-off-board", square = sq.to_string()),
        PositionError::Occupied(sq) => t!("position-occupied", square = sq.to_string()),
        PositionError::MissingGeneral(c) => t!("position-missing-general", side = side(*c)),
        PositionError::TwoGenerals(c) => t!("position-two-generals", side = side(*c)),
        PositionError::GeneralOutsidePalace(c, sq) => t!(
            "position-general-outside",
            side = side(*c),
            square = sq.to_string()
        ),
        PositionError::AdvisorOutsidePalace(c, sq) => t!(
            "position-advisor-outside",
            side = side(*c),
            square = sq.to_string()
        ),
        PositionError::ElephantAcrossRiver(c, sq) => t!(
            "position-elephant-across",
            side = side(*c),
            square = sq.to_string()
        ),
        PositionError::NotInVariant(role, v) => t!(
            "position-not-in-variant",
            variant = words::variant(*v),
            role = role.name()
        ),
        PositionError::TooManyPieces(c, n) => {
            t!("position-too-many", side = side(*c), count = n.to_string())
        }
        PositionError::OpponentInCheck(c) => t!(
            "position-opponent-in-check",
            side = side(*c),
            other = side(!*c)
        ),
    }
}

fn shogi_fen(e: &shogi::FenError) -> String {
    use shogi::FenError;
    match e {
        FenError::Empty => t!("fen-empty"),
        FenError::RankCount { found } => {
            t!("shogi-fen-rank-count", found = found.to_string())
        }
        FenError::RankWidth { rank, width } => t!(
            "shogi-fen-rank-width",
            rank = rank.to_string(),
            width = width.to_string()
        ),
        FenError::LongRun { rank, run } => t!(
            "shogi-fen-long-run",
            rank = rank.to_string(),
            run = run.to_string()
        ),
        FenError::BadPiece { rank, found } => t!(
            "shogi-fen-bad-piece",
            text = found.to_string(),
            rank = rank.to_string()
        ),
        FenError::BadPromotion { rank } => {
            t!("shogi-fen-bad-promotion", rank = rank.to_string())
        }
        FenError::BadHand { found } => t!("shogi-fen-bad-hand", text = found.to_string()),
        FenError::BadBrackets => t!("shogi-fen-bad-brackets"),
        FenError::BadTurn { found } => t!("shogi-fen-bad-turn", text = found.to_string()),
        FenError::BadNumber { field, found } => t!(
            "shogi-fen-bad-number",
            field = field.to_string(),
            text = found.to_string()
        ),
        FenError::ExtraFields { found } => t!("shogi-fen-extra", text = found.to_string()),
        FenError::WrongVariant(e) => wrong_variant(e),
        FenError::Position(e) => shogi_position(e),
    }
}

fn shogi_position(e: &shogi::PositionError) -> String {
    use shogi::PositionError;
    let shogi_side = |c: Color| side(Variant::MiniShogi, c);
    match e {
        PositionError::Occupied(sq) => t!(
            "shogi-position-occupied",
            square = sq.to_string(),
            coord = sq.coord()
        ),
        PositionError::MissingKing(c) => t!("shogi-position-no-king", side = shogi_side(*c)),
        PositionError::ExtraKing(c) => {
            t!("shogi-position-extra-king", side = shogi_side(*c))
        }
        PositionError::TooMany(r) => t!("shogi-position-too-many", role = shogi_role(*r)),
        PositionError::DeadPawn(sq) => t!(
            "shogi-position-dead-pawn",
            square = sq.to_string(),
            coord = sq.coord()
        ),
        PositionError::Nifu { color, file } => t!(
            "shogi-position-nifu",
            side = shogi_side(*color),
            file = file.to_string()
        ),
        PositionError::OpponentInCheck => t!("shogi-position-in-check"),
    }
}

/// Why a stored record cannot be rebuilt into a game of `variant`.
pub(crate) fn record_error(variant: Variant, e: &RecordError) -> String {
    match e {
        RecordError::Start(e) => t!("record-bad-start", why = start_error(e)),
        RecordError::Move { ply, text, reason } => {
            let id = match reason {
                ReplayFault::NotCoordinates => "record-not-coordinates",
                ReplayFault::Illegal => "record-illegal",
            };
            t!(id, ply = ply.to_string(), text = text.as_str())
        }
        RecordError::MovesAfterEnd { ply } => t!("record-after-end", ply = ply.to_string()),
        RecordError::Ending(EndingFault::DecidedByRules(reason)) => {
            t!("record-decided-by-rules", reason = reason.name())
        }
        RecordError::Ending(EndingFault::AlreadyEnded(outcome)) => {
            t!("record-already-ended", result = result(variant, *outcome))
        }
        RecordError::NoProgressLimit(v) => {
            t!("record-no-progress-limit", variant = words::variant(*v))
        }
    }
}

/// What is wrong with a stored game or challenge.
pub(crate) fn damage(d: &crate::model::Damage) -> String {
    use crate::model::Damage;
    match d {
        Damage::Stored(reason) => t!("damage-stored", why = reason.to_string()),
        Damage::UnknownVariant(name) => t!("damage-unknown-variant", text = name.as_str()),
        Damage::UnknownEnding(text) => t!("damage-unknown-ending", text = text.as_str()),
        Damage::Record(variant, e) => record_error(*variant, e),
        Damage::FinishedWithoutResult => t!("damage-finished-without-result"),
        Damage::Hidden(_) => t!("damage-hidden"),
    }
}

/// `your chariot on b5 was captured`: a dark player's own pieces taken by the last ply.
pub(crate) fn dark_notices(report: &dark::Report) -> Vec<String> {
    report
        .captured
        .iter()
        .map(|(role, sq)| t!("dark-captured", role = role.name(), square = sq.to_string()))
        .collect()
}

/// A dark player's report as plain text, computed from the report alone: the ply, whose
/// move, the progress clock, what of theirs was captured, their view and their moves.
pub(crate) fn dark_report(report: &dark::Report) -> String {
    let you = report.view.viewer();
    let turn = if report.to_move == you {
        t!("dark-your-move")
    } else {
        t!(
            "dark-to-move",
            side = side(Variant::DarkMiniXiangqi, report.to_move)
        )
    };
    let mut progress = report.progress.to_string();
    if let Some(limit) = report.progress_limit {
        progress.push_str(&format!("/{limit}"));
    }
    let mut text = t!(
        "dark-report-head",
        ply = report.ply.to_string(),
        turn = turn,
        progress = progress
    );
    text.push('\n');
    for notice in dark_notices(report) {
        text.push_str(&notice);
        text.push('\n');
    }
    for row in report.view.rows_as_seen() {
        text.push_str(&row.to_string());
        text.push('\n');
    }
    let moves: Vec<String> = report
        .moves
        .iter()
        .map(|m| crate::voice::reader::write(&m.written))
        .collect();
    text.push_str(&t!("dark-your-moves", moves = moves.join(" ")));
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::xiangqi::{Illegal as X, Role as XRole};

    /// Every reason a Xiangqi-family move breaks a rule has its words (the match fails to
    /// compile when a reason is added without them here).
    #[test]
    fn every_xiangqi_reason_is_worded() {
        let sq: xiangqi::Square = "e5".parse().unwrap();
        let cases = [
            (X::EmptySquare(sq), "e5 is empty"),
            (X::NotYourPiece(sq), "the piece on e5 is not yours"),
            (X::OffBoard, "the destination is off the board"),
            (X::OwnPiece(sq, XRole::Horse), "your own horse stands on e5"),
            (
                X::Shape(XRole::Advisor),
                "an advisor does not move that way",
            ),
            (X::PathBlocked(sq), "the way is blocked at e5"),
            (
                X::NoScreen,
                "a cannon captures only by jumping over one piece",
            ),
            (
                X::TooManyScreens(2),
                "a cannon captures by jumping over exactly one piece, not 2",
            ),
            (X::HorseLeg(sq), "the horse's leg is blocked at e5"),
            (X::ElephantEye(sq), "the elephant's eye is blocked at e5"),
            (X::River, "elephants cannot cross the river"),
            (
                X::Palace(XRole::Advisor),
                "the advisor cannot leave the palace",
            ),
            (
                X::NotCrossed,
                "a soldier moves sideways only after crossing the river",
            ),
            (X::Backward, "soldiers never move backwards"),
            (X::LeavesGeneralAttacked, "it leaves your general in check"),
            (X::GeneralsFace, "the generals would face each other"),
        ];
        for (reason, words) in &cases {
            match reason {
                X::EmptySquare(_)
                | X::NotYourPiece(_)
                | X::OffBoard
                | X::OwnPiece(..)
                | X::Shape(_)
                | X::PathBlocked(_)
                | X::NoScreen
                | X::TooManyScreens(_)
                | X::HorseLeg(_)
                | X::ElephantEye(_)
                | X::River
                | X::Palace(_)
                | X::NotCrossed
                | X::Backward
                | X::LeavesGeneralAttacked
                | X::GeneralsFace => {}
            }
            assert_eq!(xiangqi_illegal(reason), *words);
        }
        assert_eq!(cases.len(), 16);
    }

    /// Every reason a Minishogi move breaks a rule has its words.
    #[test]
    fn every_shogi_reason_is_worded() {
        use shogi::{Illegal as S, Role};
        let sq = shogi::Square::from_western(3, 3).unwrap();
        let far = shogi::Square::from_western(3, 1).unwrap();
        let cases = [
            (
                S::Nifu { file: 3 },
                "a second unpromoted pawn on file 3 (nifu)",
            ),
            (
                S::DeadDrop,
                "a pawn may not be dropped on the last rank (it could never move)",
            ),
            (
                S::PawnDropMate,
                "a pawn drop may not give checkmate (uchifuzume)",
            ),
            (S::LeavesKingInCheck, "it leaves the king in check"),
            (S::MustPromote, "a pawn reaching the last rank must promote"),
            (S::NotInHand(Role::Gold), "no gold in hand"),
            (S::OwnPiece(sq), "3c is occupied by your own piece"),
            (
                S::CannotMove {
                    role: Role::Silver,
                    from: sq,
                    to: far,
                },
                "the silver on 3c cannot move to 3a",
            ),
            (
                S::DropOccupied(sq),
                "3c is occupied; drops go on empty squares",
            ),
            (S::CannotPromote(Role::Gold), "a gold cannot promote"),
            (
                S::OutsidePromotionZone,
                "promotion needs a move that starts or ends on the far rank",
            ),
            (S::NotYourPiece(sq), "the piece on 3c is not yours"),
            (S::EmptySquare(sq), "3c is empty"),
        ];
        for (reason, words) in &cases {
            match reason {
                S::Nifu { .. }
                | S::DeadDrop
                | S::PawnDropMate
                | S::LeavesKingInCheck
                | S::MustPromote
                | S::NotInHand(_)
                | S::OwnPiece(_)
                | S::CannotMove { .. }
                | S::DropOccupied(_)
                | S::CannotPromote(_)
                | S::OutsidePromotionZone
                | S::NotYourPiece(_)
                | S::EmptySquare(_) => {}
            }
            assert_eq!(shogi_illegal(reason), *words);
        }
    }

    /// What a move names that is not there, in each family and in the dark game (which
    /// never says whether a point is empty or the opponent's).
    #[test]
    fn every_missing_piece_is_worded() {
        use xiangqi::{Missing, MissingNamed as Named, Piece};
        let sq: xiangqi::Square = "e7".parse().unwrap();
        let none = |role, named| Missing::NoPiece {
            side: Color::Red,
            role,
            named,
        };
        let cases = [
            (Missing::OffBoard(sq), "e7 is not on the board"),
            (Missing::Empty(sq), "there is no piece on e7"),
            (Missing::NoneOfYours(sq), "you have no piece on e7"),
            (
                Missing::Opponents {
                    at: sq,
                    piece: Piece {
                        color: Color::Black,
                        role: XRole::Soldier,
                    },
                },
                "e7 holds a black soldier, and red is to move",
            ),
            (none(XRole::Cannon, Named::Any), "red has no cannon"),
            (
                none(XRole::Cannon, Named::File(3)),
                "red has no cannon on file 3",
            ),
            (
                none(XRole::Soldier, Named::OnSharedFile),
                "red has no file with two or more of its soldiers",
            ),
            (
                none(XRole::Soldier, Named::Numbered(2, Some(5))),
                "red has no soldier number 2 on file 5",
            ),
            (
                none(XRole::Soldier, Named::Numbered(2, None)),
                "red has no soldier number 2 on a shared file",
            ),
        ];
        for (missing, words) in cases {
            assert_eq!(xiangqi_missing(&missing), words);
        }
        let sq = shogi::Square::from_western(3, 3).unwrap();
        let role = shogi::Role::Rook;
        assert_eq!(
            shogi_missing(&shogi::Missing::Empty(sq)),
            "3c (c3) is empty"
        );
        assert_eq!(
            shogi_missing(&shogi::Missing::NotOn {
                side: Color::Black,
                role,
                at: sq
            }),
            "no gote rook on 3c"
        );
        for (in_hand, words) in [
            (false, "sente has no rook on the board"),
            (
                true,
                "sente has no rook on the board (drop one from the hand with R*3c)",
            ),
        ] {
            let missing = shogi::Missing::NotOnBoard {
                side: Color::Red,
                role,
                to: sq,
                in_hand,
            };
            assert_eq!(shogi_missing(&missing), words);
        }
    }

    #[test]
    fn every_damage_is_worded() {
        use crate::model::Damage;
        let cases = [
            (
                Damage::Stored("EOF at line 1".into()),
                "the store cannot read it: EOF at line 1",
            ),
            (
                Damage::UnknownVariant("chess".into()),
                "unknown variant 'chess'",
            ),
            (
                Damage::UnknownEnding("red wins by magic".into()),
                "unreadable ending 'red wins by magic'",
            ),
            (
                Damage::Record(
                    Variant::MiniXiangqi,
                    Box::new(rules::RecordError::MovesAfterEnd { ply: 9 }),
                ),
                "move 9 comes after the game had ended",
            ),
            (
                Damage::FinishedWithoutResult,
                "it is stored as finished, but no result of its own ends it",
            ),
            (
                Damage::Hidden(Box::new(Damage::Record(
                    Variant::DarkMiniXiangqi,
                    Box::new(rules::RecordError::MovesAfterEnd { ply: 9 }),
                ))),
                "its moves cannot be replayed; the reason could show a hidden move, so only the operator's log gives it",
            ),
        ];
        for (d, words) in cases {
            assert_eq!(damage(&d), words);
        }
    }

    #[test]
    fn a_dark_report_is_worded_from_the_report_alone() {
        let mut game = rules::Game::new(dark::Position::new());
        let m = game.position().parse_move("b1b5").unwrap();
        assert!(game.play(m));
        let black = dark::Report::for_player(&game, Color::Black);
        let text = dark_report(&black);
        assert!(text.starts_with("ply 1, your move, progress 1"), "{text}");
        assert!(text.ends_with('\n'), "{text}");
        assert!(text.contains("\nyour moves: "), "{text}");
        let red = dark_report(&dark::Report::for_player(&game, Color::Red));
        assert!(red.starts_with("ply 1, black to move"), "{red}");
        assert!(dark_notices(&black).is_empty());
    }

    #[test]
    fn move_refusals_in_every_language() {
        use crate::model::Language;
        use crate::voice::reader::{Reader, as_read_by};
        let xq = |e| MoveRefusal::Xiangqi(e);
        let horse = xq(MoveError::Illegal {
            text: "H2+2".into(),
            reason: X::Shape(XRole::Horse),
        });
        let leg = xq(MoveError::Illegal {
            text: "H2+3".into(),
            reason: X::HorseLeg("c1".parse().unwrap()),
        });
        let typo = xq(MoveError::Syntax("zz".into()));
        let nifu = MoveRefusal::Shogi(MoveError::Illegal {
            text: "P*5b".into(),
            reason: shogi::Illegal::Nifu { file: 5 },
        });
        let hidden = MoveRefusal::Dark(DarkMoveError::NotAvailable);
        let expected = [
            (
                Language::English,
                [
                    "H2+2 is illegal: a horse does not move that way",
                    "H2+3 is illegal: the horse's leg is blocked at c1",
                    "'zz' is not a move: write WXF like C2=5 or H2+3, coordinates like h2e2, or Chinese like 炮二平五",
                    "P*5b is illegal: a second unpromoted pawn on file 5 (nifu)",
                    "that move is not in your list of moves",
                ],
            ),
            (
                Language::ChineseSimplified,
                [
                    "H2+2不合规则：马不能这样走",
                    "H2+3不合规则：马腿在c1被蹩住",
                    "“zz”不是着法：请用中文记法（如 炮二平五）、WXF（如 C2=5、H2+3）或坐标（如 h2e2）",
                    "P*5b不合规则：第5筋会有第二枚未升变的步兵（二步）",
                    "这步棋不在你的可走着法中",
                ],
            ),
            (
                Language::ChineseTraditional,
                [
                    "H2+2不合規則：馬不能這樣走",
                    "H2+3不合規則：馬腿在c1被蹩住",
                    "“zz”不是著法：請用中文記法（如 炮二平五）、WXF（如 C2=5、H2+3）或座標（如 h2e2）",
                    "P*5b不合規則：第5筋會有第二枚未升變的步兵（二步）",
                    "這步棋不在你的可走著法中",
                ],
            ),
            (
                Language::Vietnamese,
                [
                    "H2+2 không hợp lệ: Mã không đi như vậy",
                    "H2+3 không hợp lệ: chân Mã bị cản ở c1",
                    "'zz' không phải là nước đi: hãy viết kiểu WXF như C2=5 hoặc H2+3, tọa độ như h2e2, hoặc kiểu Trung Quốc như 炮二平五",
                    "P*5b không hợp lệ: tốt chưa phong thứ hai trên cột 5 (nifu)",
                    "nước đó không có trong danh sách nước đi của bạn",
                ],
            ),
            (
                Language::Japanese,
                [
                    "H2+2は反則です：馬はそのようには動けません",
                    "H2+3は反則です：馬の足がc1でふさがれています",
                    "「zz」は指し手ではありません：WXF（C2=5、H2+3など）、座標（h2e2など）、または中国式（炮二平五など）で書いてください",
                    "P*5bは反則です：5筋に二歩になります",
                    "その手はあなたの指せる手の一覧にありません",
                ],
            ),
        ];
        for (language, texts) in expected {
            let reader = Reader::of(language);
            let words = as_read_by(reader, || {
                [&horse, &leg, &typo, &nifu, &hidden].map(move_refusal)
            });
            assert_eq!(words, texts.map(str::to_owned), "{language}");
        }
    }

    #[test]
    fn bad_start_positions_in_every_language() {
        use crate::model::Language;
        use crate::voice::reader::{Reader, as_read_by};
        let general = StartError::Xiangqi(xiangqi::FenError::Position(
            xiangqi::PositionError::MissingGeneral(Color::Black),
        ));
        let nifu = StartError::Shogi(shogi::FenError::Position(shogi::PositionError::Nifu {
            color: Color::Red,
            file: 3,
        }));
        let expected = [
            (
                Language::English,
                "black has no general",
                "sente has two unpromoted pawns on file 3 (nifu)",
            ),
            (
                Language::ChineseSimplified,
                "黑方没有将",
                "先手在第3筋有两枚未升变的步兵（二步）",
            ),
            (
                Language::ChineseTraditional,
                "黑方沒有將",
                "先手在第3筋有兩枚未升變的步兵（二步）",
            ),
            (
                Language::Vietnamese,
                "bên Đen không có Tướng",
                "tiên thủ có hai tốt chưa phong trên cột 3 (nifu)",
            ),
            (
                Language::Japanese,
                "黒に将がありません",
                "先手の歩が3筋に2枚あります（二歩）",
            ),
        ];
        for (language, no_general, two_pawns) in expected {
            let reader = Reader::of(language);
            let words = as_read_by(reader, || (start_error(&general), start_error(&nifu)));
            assert_eq!(
                words,
                (no_general.to_owned(), two_pawns.to_owned()),
                "{language}"
            );
        }
    }

    #[test]
    fn every_shogi_piece_has_its_name() {
        // The catalogues select a piece's name by the rules' name as one word: a role
        // whose word no variant has would fall to the default piece silently.
        for role in shogi::Role::ALL {
            assert_eq!(
                shogi_illegal(&shogi::Illegal::NotInHand(role)),
                format!("no {} in hand", role.name())
            );
        }
    }
}
