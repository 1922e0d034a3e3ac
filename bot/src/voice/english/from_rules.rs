//! The rules' refusals in English: a move that cannot be read, names no piece, is
//! ambiguous or breaks a rule; a start position or a record that cannot be used; a dark
//! player's report. The rules give these as values; only here are they words.

use rules::dark::{self, DarkMoveError};
use rules::{
    Candidate, Color, EndingFault, MoveError, MoveRefusal, PlayAsError, RecordError, ReplayFault,
    StartError, UndoRefusal, Variant, WrongVariant, shogi, xiangqi,
};

use super::words::{count, result, side};
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

/// A Minishogi role as the catalogues name it (`pawn`, `tokin`, `promoted-silver`, ...).
fn shogi_role(r: shogi::Role) -> &'static str {
    use shogi::Role;
    match r {
        Role::Pawn => "pawn",
        Role::Silver => "silver",
        Role::Gold => "gold",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::King => "king",
        Role::Tokin => "tokin",
        Role::PromotedSilver => "promoted-silver",
        Role::Horse => "horse",
        Role::Dragon => "dragon",
    }
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
    let plays: Vec<&str> = e.plays.iter().map(|v| v.title()).collect();
    format!(
        "{} plays {}, not {}",
        e.family,
        plays.join(" and "),
        e.given.title()
    )
}

fn xiangqi_fen(e: &xiangqi::FenError) -> String {
    use xiangqi::FenError;
    match e {
        FenError::Empty => "empty fen".to_owned(),
        FenError::WrongVariant(e) => wrong_variant(e),
        FenError::RankCount { found, expected } => format!(
            "the board has {}, expected {expected}",
            count(*found as u64, "rank", "ranks")
        ),
        FenError::RankLength {
            rank,
            found,
            expected,
        } => format!("rank {rank} has {found} files, expected {expected}"),
        FenError::LongRun { rank, run, width } => {
            format!("rank {rank} has a run of {run} empty files, more than the board's {width}")
        }
        FenError::UnknownPiece(c) => format!("unknown piece '{c}'"),
        FenError::BadTurn(s) => format!("side to move must be 'w' or 'b', not '{s}'"),
        FenError::BadCounter(s) => format!("move counter '{s}' is not a number"),
        FenError::Position(e) => xiangqi_position(e),
    }
}

fn xiangqi_position(e: &xiangqi::PositionError) -> String {
    use xiangqi::PositionError;
    match e {
        PositionError::WrongVariant(e) => wrong_variant(e),
        PositionError::OffBoard(sq) => format!("{sq} is not on the board"),
        PositionError::Occupied(sq) => format!("two pieces on {sq}"),
        PositionError::MissingGeneral(c) => format!("{c} has no general"),
        PositionError::TwoGenerals(c) => format!("{c} has more than one general"),
        PositionError::GeneralOutsidePalace(c, sq) => {
            format!("the {c} general on {sq} is outside its palace")
        }
        PositionError::AdvisorOutsidePalace(c, sq) => {
            format!("the {c} advisor on {sq} is outside its palace")
        }
        PositionError::ElephantAcrossRiver(c, sq) => {
            format!("the {c} elephant on {sq} is across the river")
        }
        PositionError::NotInVariant(role, v) => format!("{} has no {}", v.title(), role.name()),
        PositionError::TooManyPieces(c, n) => format!("{c} has {n} pieces (at most 16)"),
        PositionError::OpponentInCheck(c) => {
            format!("{c} is to move and could capture the {} general", !*c)
        }
    }
}

fn shogi_fen(e: &shogi::FenError) -> String {
    use shogi::FenError;
    match e {
        FenError::Empty => "empty fen".to_owned(),
        FenError::RankCount { found } => {
            format!("the board has {found} ranks, expected 5 separated by '/'")
        }
        FenError::RankWidth { rank, width } => {
            format!("rank {rank} from the top describes {width} files, expected 5")
        }
        FenError::LongRun { rank, run } => format!(
            "rank {rank} from the top has a run of {run} empty files, more than the board's 5"
        ),
        FenError::BadPiece { rank, found } => {
            format!("unknown piece '{found}' in rank {rank} from the top")
        }
        FenError::BadPromotion { rank } => {
            format!("'+' in rank {rank} from the top must be followed by p, s, b or r")
        }
        FenError::BadHand { found } => {
            format!("bad pieces in hand '{found}' (expected letters of p, s, g, b, r, or '-')")
        }
        FenError::BadBrackets => "the hands must be one '[...]' right after the board".to_owned(),
        FenError::BadTurn { found } => format!("side to move '{found}' is not 'w' or 'b'"),
        FenError::BadNumber { field, found } => format!("{field} '{found}' is not a number"),
        FenError::ExtraFields { found } => format!("unexpected field '{found}' at the end"),
        FenError::WrongVariant(e) => wrong_variant(e),
        FenError::Position(e) => shogi_position(e),
    }
}

fn shogi_position(e: &shogi::PositionError) -> String {
    use shogi::PositionError;
    let shogi_side = |c: Color| side(Variant::MiniShogi, c);
    match e {
        PositionError::Occupied(sq) => format!("two pieces on {sq} ({})", sq.coord()),
        PositionError::MissingKing(c) => format!("{} has no king", shogi_side(*c)),
        PositionError::ExtraKing(c) => format!("{} has more than one king", shogi_side(*c)),
        PositionError::TooMany(r) => {
            format!("more than two {}s in total (board and hands)", r.name())
        }
        PositionError::DeadPawn(sq) => format!("pawn on its last rank at {sq} ({})", sq.coord()),
        PositionError::Nifu { color, file } => format!(
            "{} has two unpromoted pawns on file {file} (nifu)",
            shogi_side(*color)
        ),
        PositionError::OpponentInCheck => "the side not to move is in check".to_owned(),
    }
}

/// Why a stored record cannot be rebuilt into a game of `variant`.
pub(crate) fn record_error(variant: Variant, e: &RecordError) -> String {
    match e {
        RecordError::Start(e) => format!("bad start position: {}", start_error(e)),
        RecordError::Move { ply, text, reason } => {
            let why = match reason {
                ReplayFault::NotCoordinates => "not a coordinate move",
                ReplayFault::Illegal => "illegal in that position",
            };
            format!("move {ply} ({text}) cannot be replayed: {why}")
        }
        RecordError::MovesAfterEnd { ply } => {
            format!("move {ply} comes after the game had ended")
        }
        RecordError::Ending(EndingFault::DecidedByRules(reason)) => format!(
            "bad ending: {} is decided by the rules, not recorded",
            reason.name()
        ),
        RecordError::Ending(EndingFault::AlreadyEnded(outcome)) => format!(
            "bad ending: the rules had already ended the game ({})",
            result(variant, *outcome)
        ),
        RecordError::NoProgressLimit(v) => {
            format!("bad setting: {} has no progress limit to set", v.title())
        }
    }
}

/// What is wrong with a stored game or challenge.
pub(crate) fn damage(d: &crate::model::Damage) -> String {
    use crate::model::Damage;
    match d {
        Damage::Stored(reason) => format!("the store cannot read it: {reason}"),
        Damage::UnknownVariant(name) => format!("unknown variant '{name}'"),
        Damage::UnknownEnding(text) => format!("unreadable ending '{text}'"),
        Damage::Record(variant, e) => record_error(*variant, e),
        Damage::FinishedWithoutResult => {
            "it is stored as finished, but no result of its own ends it".to_owned()
        }
        Damage::Hidden(_) => "its moves cannot be replayed; the reason could show a hidden \
             move, so only the operator's log gives it"
            .to_owned(),
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
            let reader = Reader {
                language,
                ..Reader::default()
            };
            let words = as_read_by(reader, || {
                [&horse, &leg, &typo, &nifu, &hidden].map(move_refusal)
            });
            assert_eq!(words, texts.map(str::to_owned), "{language}");
        }
    }
}
