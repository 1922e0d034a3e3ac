//! The rules refuse with values; the voice words them. These are the rules' own tests of
//! their refusals, moved here with every assertion when the words left the rules (issue
//! 41): each builds the position through `rules` and reads the refusal through the
//! voice, so they fail if either the rules' judgement or its English changes.

use palace::voice;
use rules::{MoveRefusal, Variant, dark, shogi, xiangqi};

/// The one answer to every unavailable move of a dark player's own piece.
const NOT_AVAILABLE: &str = "that move is not in your list of moves";

/// A rules value in the voice's English.
trait English {
    fn english(self) -> String;
}

impl English for xiangqi::MoveError {
    fn english(self) -> String {
        voice::move_refusal(&self.into())
    }
}

impl English for shogi::MoveError {
    fn english(self) -> String {
        voice::move_refusal(&self.into())
    }
}

impl English for dark::DarkMoveError {
    fn english(self) -> String {
        voice::move_refusal(&self.into())
    }
}

impl English for xiangqi::FenError {
    fn english(self) -> String {
        voice::start_error(&self.into())
    }
}

impl English for shogi::FenError {
    fn english(self) -> String {
        voice::start_error(&self.into())
    }
}

impl English for shogi::PositionError {
    fn english(self) -> String {
        shogi::FenError::Position(self).english()
    }
}

impl English for rules::PlayAsError {
    fn english(self) -> String {
        voice::play_as_error(Variant::Xiangqi, &self)
    }
}

/// A reason alone, as the voice words it after `TEXT is illegal: `.
impl English for xiangqi::Illegal {
    fn english(self) -> String {
        let refusal = MoveRefusal::Xiangqi(rules::MoveError::Illegal {
            text: "x".into(),
            reason: self,
        });
        let words = voice::move_refusal(&refusal);
        words.strip_prefix("x is illegal: ").unwrap().to_owned()
    }
}

/// Mini Xiangqi and Xiangqi moves: every form read, every refusal worded.
mod xiangqi_moves {
    use super::*;
    use rules::xiangqi::Position;

    fn pos(v: Variant, fen: &str) -> Position {
        Position::from_fen(v, fen).unwrap()
    }

    fn err(p: &Position, text: &str) -> String {
        p.parse_move(text).unwrap_err().english()
    }

    #[test]
    fn tandem_forms() {
        // Two red chariots on file 5 of the 7×7 board (c5 and c1).
        let p = pos(Variant::MiniXiangqi, "3k3/7/2R4/7/7/7/2R1K2 w - - 0 1");
        assert_eq!(p.parse_move("R5+3").unwrap().to_string(), "c1c4");
        assert_eq!(p.parse_move("R-+3").unwrap().to_string(), "c1c4");
        assert_eq!(p.parse_move("-R+3").unwrap().to_string(), "c1c4");
        assert_eq!(p.parse_move("后车进三").unwrap().to_string(), "c1c4");
        assert_eq!(p.parse_move("R+=4").unwrap().to_string(), "c5d5");
        assert_eq!(p.parse_move("前車平四").unwrap().to_string(), "c5d5");
        assert_eq!(
            err(&p, "R5=4"),
            "R5=4 is ambiguous: it could be R+=4 (c5d5) or R-=4 (c1d1)"
        );
    }

    #[test]
    fn specific_errors() {
        let p = Position::new(Variant::Xiangqi).unwrap();
        assert_eq!(
            err(&p, "xyz"),
            "'xyz' is not a move: write WXF like C2=5 or H2+3, coordinates like h2e2, or Chinese like 炮二平五"
        );
        assert_eq!(err(&p, "C3=5"), "C3=5: red has no cannon on file 3");
        assert_eq!(err(&p, "e5e6"), "e5e6: there is no piece on e5");
        assert_eq!(
            err(&p, "e7e6"),
            "e7e6: e7 holds a black soldier, and red is to move"
        );
        assert_eq!(err(&p, "R9+4"), "R9+4 is illegal: the way is blocked at a4");
        assert_eq!(err(&p, "C2+6"), "C2+6 is illegal: the way is blocked at h8");
        assert_eq!(
            err(&p, "b3b8"),
            "b3b8 is illegal: a cannon captures only by jumping over one piece"
        );
        assert_eq!(
            err(&p, "E3+4"),
            "E3+4 is illegal: an elephant does not move that way"
        );
        assert_eq!(
            err(&p, "P5=4"),
            "P5=4 is illegal: a soldier moves sideways only after crossing the river"
        );
        assert_eq!(
            err(&p, "P5-1"),
            "P5-1 is illegal: soldiers never move backwards"
        );
        assert_eq!(
            err(&p, "A4-5"),
            "A4-5 is illegal: the destination is off the board"
        );
        assert_eq!(
            err(&p, "K5=4"),
            "K5=4 is illegal: your own advisor stands on f1"
        );
        assert_eq!(
            err(&p, "P++1"),
            "P++1: red has no file with two or more of its soldiers"
        );
        assert_eq!(
            err(&p, "P+1"),
            "P+1 is ambiguous: it could be P9+1 (a4a5) or P7+1 (c4c5) or P5+1 (e4e5) or P3+1 (g4g5) or P1+1 (i4i5)"
        );
        let ambiguous = err(&p, "R+1");
        assert!(
            ambiguous.starts_with("R+1 is ambiguous: it could be "),
            "{ambiguous}"
        );
        let horse = pos(Variant::MiniXiangqi, "2k4/7/7/7/7/2P4/2NK3 w - - 0 1");
        assert_eq!(
            err(&horse, "H5+4"),
            "H5+4 is illegal: the horse's leg is blocked at c2"
        );
        let pinned = pos(Variant::MiniXiangqi, "3k3/7/7/7/3N3/7/3K3 w - - 0 1");
        assert_eq!(
            err(&pinned, "H4+5"),
            "H4+5 is illegal: the generals would face each other"
        );
        let check = pos(Variant::MiniXiangqi, "3k3/7/7/7/7/3r3/2K4 w - - 0 1");
        assert_eq!(
            err(&check, "K5+1"),
            "K5+1 is illegal: it leaves your general in check"
        );
        let palace = pos(Variant::MiniXiangqi, "3k3/7/7/7/7/7/2K4 w - - 0 1");
        assert_eq!(
            err(&palace, "K5=6"),
            "K5=6 is illegal: the general cannot leave the palace"
        );
    }
}

/// Xiangqi-family FENs: what is wrong, said.
mod xiangqi_fens {
    use super::*;
    use rules::xiangqi::{FenError, Position, Setup};

    fn err(variant: Variant, fen: &str) -> String {
        Position::from_fen(variant, fen).unwrap_err().english()
    }

    #[test]
    fn errors_say_what_is_wrong() {
        let m = Variant::MiniXiangqi;
        let x = Variant::Xiangqi;
        assert_eq!(err(m, ""), "empty fen");
        assert_eq!(
            err(m, "3k3/7/7/7/7/3K3 w"),
            "the board has 6 ranks, expected 7"
        );
        assert_eq!(
            err(m, "3k3/7/7/7/7/7/3K4 w"),
            "rank 1 has 8 files, expected 7"
        );
        assert_eq!(err(m, "3k3/7/7/7/7/7/3Kx2 w"), "unknown piece 'x'");
        assert_eq!(
            err(m, "3k3/7/7/7/7/7/2K4 x"),
            "side to move must be 'w' or 'b', not 'x'"
        );
        assert_eq!(
            err(m, "3k3/7/7/7/7/7/2K4 w - - a 1"),
            "move counter 'a' is not a number"
        );
        assert_eq!(err(m, "3k3/7/7/7/7/7/7 w"), "red has no general");
        assert_eq!(
            err(m, "3k3/3k3/7/7/7/7/3K3 w"),
            "black has more than one general"
        );
        assert_eq!(
            err(m, "3k3/7/7/7/7/7/K6 w"),
            "the red general on a1 is outside its palace"
        );
        assert_eq!(
            err(m, "3k3/7/7/7/7/7/2AK3 w"),
            "Mini Xiangqi has no advisor"
        );
        assert_eq!(
            err(m, "3k3/7/7/7/7/7/3K2R w"),
            "red is to move and could capture the black general"
        );
        assert_eq!(
            err(m, "3k3/7/7/7/7/7/3K3 w"),
            "red is to move and could capture the black general"
        );
        assert_eq!(
            err(x, "4k4/9/9/9/9/9/9/9/9/A3K4 w"),
            "the red advisor on a1 is outside its palace"
        );
        assert_eq!(
            err(x, "4k4/9/9/9/2B6/9/9/9/9/4K4 w"),
            "the red elephant on c6 is across the river"
        );
        assert_eq!(
            err(Variant::MiniShogi, "x"),
            "xiangqi::Position plays Mini Xiangqi and Xiangqi, not Minishogi"
        );
        assert_eq!(
            err(
                Variant::DarkMiniXiangqi,
                Variant::DarkMiniXiangqi.start_fen()
            ),
            "xiangqi::Position plays Mini Xiangqi and Xiangqi, not Dark Mini Xiangqi"
        );
    }

    #[test]
    fn long_digit_runs_are_refused_not_added_up() {
        let m = Variant::MiniXiangqi;
        let x = Variant::Xiangqi;
        // usize::MAX empty files: an overflow once, now a clear refusal.
        let max = "rcn18446744073709551615ncr/p1ppp1p/7/7/7/P1PPP1P/RCNKNCR w - - 0 1";
        assert_eq!(
            err(m, max),
            "rank 7 has a run of 184467440737… empty files, more than the board's 7"
        );
        // Beyond usize, and two runs that together would wrap.
        let huge = format!("3k3/7/7/7/7/7/3K{}", "9".repeat(40));
        assert!(matches!(
            Setup::from_fen(m, &huge),
            Err(FenError::LongRun {
                rank: 1,
                width: 7,
                ..
            })
        ));
        let wrap = "3k3/7/7/7/7/7/18446744073709551615K18446744073709551615 w";
        assert!(matches!(
            Setup::from_fen(m, wrap),
            Err(FenError::LongRun { rank: 1, .. })
        ));
        assert_eq!(
            err(x, "4k4/9/9/9/9/9/9/9/9/10 w"),
            "rank 1 has a run of 10 empty files, more than the board's 9"
        );
        // A run that fits is read as one number, leading zeros and all.
        let pos = Position::from_fen(m, "3k3/7/7/7/7/7/0002K4 w").unwrap();
        assert_eq!(pos.fen(), "3k3/7/7/7/7/7/2K4 w - - 0 1");
    }

    #[test]
    fn dark_fens_refuse_long_runs_too() {
        let fen = "rcn18446744073709551615ncr/p1ppp1p/7/7/7/P1PPP1P/RCNKNCR w - - 0 1";
        assert_eq!(
            dark::Position::from_fen(fen).unwrap_err().english(),
            "rank 7 has a run of 184467440737… empty files, more than the board's 7"
        );
        let fen = "3k3/7/7/7/7/7/3K99999999999999999999999 w";
        assert!(matches!(
            dark::Position::from_fen(fen),
            Err(FenError::LongRun { rank: 1, .. })
        ));
    }
}

/// Minishogi moves: every refusal worded.
mod shogi_moves {
    use super::*;
    use rules::MoveError;
    use rules::shogi::{Illegal, Position};

    const START: &str = "rbsgk/4p/5/P4/KGSBR[-] w 0 1";

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    fn err(fen: &str, text: &str) -> String {
        pos(fen).parse_move(text).unwrap_err().english()
    }

    #[test]
    fn every_input_form() {
        let p = pos(START);
        let m = p.parse_move("B-3d").unwrap();
        for text in [
            "d1c2", "D1C2", "2e3d", "B34", "b-34", "B 3d", " b3d ", "B2e-3d", "Bx3d",
        ] {
            assert_eq!(p.parse_move(text), Ok(m), "{text}");
        }
        let pawn = p.parse_move("P-5c").unwrap();
        for text in ["P-53", "a2a3", "5d5c", "P53", "p5c"] {
            assert_eq!(p.parse_move(text), Ok(pawn), "{text}");
        }
        let promoted = pos("4k/5/+S4/5/K4[-] w 0 1");
        let m = promoted.parse_move("+S-5b").unwrap();
        assert_eq!(promoted.notation(m), "+S-5b");
        assert_eq!(promoted.parse_move("+s5c-5b"), Ok(m));
        assert_eq!(
            promoted.parse_move("S-5b").unwrap_err().english(),
            "S-5b: sente has no silver on the board"
        );
        let gote = pos("1bsgk/4p/5/K1G2/2SBR[Rp] b - - 0 2");
        let d = gote.parse_move("P*3c").unwrap();
        for text in ["P@c3", "p'33", "P*33", "p * 3c"] {
            assert_eq!(gote.parse_move(text), Ok(d), "{text}");
        }
    }

    #[test]
    fn error_messages() {
        assert_eq!(
            err(START, "zz"),
            "'zz' is not a move: write Western like G-4d or P*3c, USI like 2e3d, or coordinates like d1c2"
        );
        assert_eq!(
            err(START, "+S-4d"),
            "+S-4d: sente has no promoted silver on the board"
        );
        assert_eq!(err(START, "G3e-4d"), "G3e-4d: no sente gold on 3e");
        assert_eq!(err(START, "c3c4"), "c3c4: 3c (c3) is empty");
        assert_eq!(
            err(START, "S-3c"),
            "S-3c is illegal: the silver on 3e cannot move to 3c"
        );
        assert_eq!(
            err(START, "G-5d"),
            "G-5d is illegal: 5d is occupied by your own piece"
        );
        assert_eq!(
            err(START, "e5e4"),
            "e5e4 is illegal: the piece on 1a is not yours"
        );
        assert_eq!(err(START, "P*3c"), "P*3c is illegal: no pawn in hand");
        assert_eq!(
            err(START, "G-4d+"),
            "G-4d+ is illegal: a gold cannot promote"
        );
        assert_eq!(
            err(START, "S-4d+"),
            "S-4d+ is illegal: promotion needs a move that starts or ends on the far rank"
        );
        // Two golds can reach 3c.
        assert_eq!(
            err("4k/5/5/1G1G1/K4[-] w 0 1", "G-3c"),
            "G-3c is ambiguous: it could be G4d-3c (b2c3) or G2d-3c (d2c3)"
        );
        // An optional promotion must be chosen.
        assert_eq!(
            err("3k1/PS3/5/5/K3R[] w - - 0 1", "S-4a"),
            "S-4a is ambiguous: it could be S-4a+ (b4b5+) or S-4a= (b4b5)"
        );
        assert_eq!(
            err("3k1/1S3/P4/5/K3R[] w - - 0 1", "a3b3"),
            "a3b3 is illegal: the pawn on 5c cannot move to 4c"
        );
    }

    #[test]
    fn no_such_piece_hints_at_drops() {
        assert_eq!(
            err("4k/5/5/5/K4[R] w 0 1", "R-3c"),
            "R-3c: sente has no rook on the board (drop one from the hand with R*3c)"
        );
    }

    #[test]
    fn drop_rules() {
        // Nifu.
        assert_eq!(
            err("4k/5/5/P4/K4[P] w 0 1", "P*5c"),
            "P*5c is illegal: a second unpromoted pawn on file 5 (nifu)"
        );
        // Dead drop.
        assert_eq!(
            err("4k/5/5/5/K4[P] w 0 1", "P*3a"),
            "P*3a is illegal: a pawn may not be dropped on the last rank (it could never move)"
        );
        // Pawn-drop mate.
        assert_eq!(
            err("k4/2S2/1G3/5/4K[P] w - - 0 1", "P*5b"),
            "P*5b is illegal: a pawn drop may not give checkmate (uchifuzume)"
        );
        // Occupied.
        assert_eq!(
            err("4k/5/5/5/K4[P] w 0 1", "P*5e"),
            "P*5e is illegal: 5e is occupied; drops go on empty squares"
        );
        // A pawn check by drop that is not mate is fine.
        assert!(pos("k4/5/1G3/5/4K[P] w - - 0 1").parse_move("P*5b").is_ok());
    }

    #[test]
    fn promotion_rules() {
        let p = pos("3k1/PS3/5/5/K3R[] w - - 0 1");
        assert_eq!(
            p.parse_move("a4a5"),
            Err(MoveError::Illegal {
                text: "a4a5".to_owned(),
                reason: Illegal::MustPromote
            })
        );
        assert_eq!(
            err("3k1/PS3/5/5/K3R[] w - - 0 1", "P-5a="),
            "P-5a= is illegal: a pawn reaching the last rank must promote"
        );
        let m = p.parse_move("P-5a").unwrap();
        assert_eq!(p.notation(m), "P-5a+");
        assert_eq!(p.parse_move("a4a5+"), Ok(m));
        let s = p.parse_move("S-4a=").unwrap();
        assert_eq!(p.notation(s), "S-4a=");
    }

    #[test]
    fn king_safety() {
        // The gold on 5d is pinned by the rook on 5a.
        assert_eq!(
            err("r3k/5/5/G4/K4[-] w 0 1", "G-4d"),
            "G-4d is illegal: it leaves the king in check"
        );
    }
}

/// Minishogi FENs: what is wrong and where, said.
mod shogi_fens {
    use super::*;
    use rules::shogi::{FenError, Position, Setup};

    fn err(fen: &str) -> String {
        Position::from_fen(fen).unwrap_err().english()
    }

    #[test]
    fn long_digit_runs_are_refused_not_added_up() {
        assert_eq!(
            err("rb18446744073709551615k/4p/5/P4/KGSBR[-] w 0 1"),
            "rank 1 from the top has a run of 184467440737… empty files, more than the board's 5"
        );
        let wrap = "rbsgk/4p/5/P4/K18446744073709551615G18446744073709551615[-] w 0 1";
        assert!(matches!(
            Setup::from_fen(wrap),
            Err(FenError::LongRun { rank: 5, .. })
        ));
        assert!(matches!(
            Setup::from_sfen(&format!("rbsgk/4p/{}/P4/KGSBR b - 1", "9".repeat(30))),
            Err(FenError::LongRun { rank: 3, .. })
        ));
        // A run of digits is one number: `14` is fourteen files, not 1 + 4.
        assert_eq!(
            err("rbsgk/14/5/P4/KGSBR[-] w 0 1"),
            "rank 2 from the top has a run of 14 empty files, more than the board's 5"
        );
        assert_eq!(
            Position::from_fen("rbsgk/004p/5/P4/KGSBR[-] w 0 1").unwrap(),
            Position::new()
        );
    }

    #[test]
    fn huge_hand_counts_are_refused() {
        let bad = "bad pieces in hand 'P99999999999999999999' (expected letters of p, s, g, b, r, or '-')";
        assert_eq!(err("rbsgk/4p/5/P4/KGSBR[P99999999999999999999] w 0 1"), bad);
        assert_eq!(
            err("rbsgk/4p/5/P4/KGSBR[99999999999999999999P] w 0 1"),
            "bad pieces in hand '99999999999999999999P' (expected letters of p, s, g, b, r, or '-')"
        );
        assert!(matches!(
            Setup::from_sfen("rbsgk/4p/5/P4/KGSBR b 4294967296P 1"),
            Err(FenError::BadHand { .. })
        ));
        // Counts that add up past a hand's limit in several steps.
        assert!(matches!(
            Setup::from_fen("4k/5/5/5/K4[20P20P20P] w 0 1"),
            Err(FenError::BadHand { .. })
        ));
        assert!(matches!(
            Setup::from_sfen("rbsgk/4p/5/P4/KGSBR b - 99999999999999999999"),
            Err(FenError::BadNumber { .. })
        ));
    }

    #[test]
    fn errors_say_what_and_where() {
        assert_eq!(err(""), "empty fen");
        assert_eq!(
            err("rbsgk/4p/5/KGSBR[-] w 0 1"),
            "the board has 4 ranks, expected 5 separated by '/'"
        );
        assert_eq!(
            err("rbsgk/4p/1p4/P4/KGSBR[-] w 0 1"),
            "rank 3 from the top describes 6 files, expected 5"
        );
        assert_eq!(
            err("rbsgk/4p/6/P4/KGSBR[-] w 0 1"),
            "rank 3 from the top has a run of 6 empty files, more than the board's 5"
        );
        assert_eq!(
            err("rbsgk/4x/5/P4/KGSBR[-] w 0 1"),
            "unknown piece 'x' in rank 2 from the top"
        );
        assert_eq!(
            err("rbs+gk/4p/5/P4/KGSBR[-] w 0 1"),
            "'+' in rank 1 from the top must be followed by p, s, b or r"
        );
        assert_eq!(
            err("rbsgk/4p/5/P4/KGSBR[K] w 0 1"),
            "bad pieces in hand 'K' (expected letters of p, s, g, b, r, or '-')"
        );
        assert_eq!(
            err("rbsgk/4p/5/P4/KGSBR[- w 0 1"),
            "the hands must be one '[...]' right after the board"
        );
        assert_eq!(
            err("rbsgk/4p/5/P4/KGSBR[-] x 0 1"),
            "side to move 'x' is not 'w' or 'b'"
        );
        assert_eq!(
            err("rbsgk/4p/5/P4/KGSBR[-] w 0 z"),
            "fullmove number 'z' is not a number"
        );
        assert_eq!(
            err("rbsgk/4p/5/P4/KGSBR[-] w 0 1 7"),
            "unexpected field '7' at the end"
        );
        assert_eq!(err("rbsg1/4p/5/P4/KGSBR[-] w 0 1"), "gote has no king");
        assert_eq!(
            err("rbsgk/4p/5/P3K/KGSBR[-] w 0 1"),
            "sente has more than one king"
        );
        assert_eq!(
            err("rbsgk/4p/5/P4/KGSBR[P] w 0 1"),
            "more than two pawns in total (board and hands)"
        );
        assert_eq!(
            err("P3k/5/5/5/K4[-] w 0 1"),
            "pawn on its last rank at 5a (a5)"
        );
        assert_eq!(
            err("4k/5/P4/P4/K4[-] w 0 1"),
            "sente has two unpromoted pawns on file 5 (nifu)"
        );
        assert_eq!(
            err("4k/4R/5/5/K4[-] w 0 1"),
            "the side not to move is in check"
        );
    }
}

/// A game played as a player: its refusals worded, its candidates kept.
mod any_game {
    use super::*;
    use rules::{AnyGame, Color, PlayAsError, Record};

    fn game(variant: Variant, moves: &[&str]) -> AnyGame {
        let mut record = Record::new(variant);
        record.moves = moves.iter().map(|m| (*m).to_owned()).collect();
        AnyGame::from_record(&record).unwrap()
    }

    #[test]
    fn refusals_carry_the_rules_message_and_candidates() {
        let mut g = game(Variant::Xiangqi, &[]);
        match g.play_as(Color::Red, "R+1") {
            Err(PlayAsError::Refused(refusal)) => {
                let message = voice::move_refusal(&refusal);
                let candidates = refusal.candidates();
                assert!(message.starts_with("R+1 is ambiguous"), "{message}");
                let coords: Vec<&str> = candidates.iter().map(|c| c.coordinate.as_str()).collect();
                assert_eq!(coords, ["a1a2", "i1i2"]);
            }
            other => panic!("{other:?}"),
        }
        let e = g.play_as(Color::Red, "H2+2").unwrap_err();
        assert_eq!(
            e.english(),
            "H2+2 is illegal: a horse does not move that way"
        );
        let mut d = game(Variant::DarkMiniXiangqi, &[]);
        assert_eq!(
            d.play_as(Color::Red, "b1b7").unwrap_err().english(),
            NOT_AVAILABLE
        );
        assert_eq!(g.ply() + d.ply(), 0);
    }
}

/// Dark Mini Xiangqi: the uniform answer, and a report that tells only the player's own.
mod dark_game {
    use super::*;
    use rules::dark::{DarkMoveError, Position, Report};
    use rules::{Color, Game};

    fn game(fen: &str) -> Game<Position> {
        Game::new(Position::from_fen(fen).unwrap())
    }

    #[test]
    fn every_unavailable_move_of_an_own_piece_gets_the_same_answer() {
        let pos = Position::from_fen("3k3/7/1r5/7/1n5/7/1C2K2 w - - 0 1").unwrap();
        // Blocked by a hidden piece, through the hidden horse, off the board, wrong shape:
        // the answer never says which.
        for text in [
            "b1b4", "b1b6", "b1a2", "C6+3", "C6+5", "C6=1", "K3-1", "e1e3", "e1f1", "C6-1",
        ] {
            assert_eq!(
                pos.parse_move(text),
                Err(DarkMoveError::NotAvailable),
                "{text}"
            );
        }
        assert_eq!(DarkMoveError::NotAvailable.english(), NOT_AVAILABLE);
        // Legal ones pass; naming no own piece or no move at all says so.
        assert_eq!(pos.parse_move("C6+4").unwrap().to_string(), "b1b5");
        assert_eq!(pos.parse_move("b1b5").unwrap().to_string(), "b1b5");
        assert_eq!(
            pos.parse_move("b3b2").unwrap_err().english(),
            "b3b2: you have no piece on b3"
        );
        assert_eq!(
            pos.parse_move("H2+3").unwrap_err().english(),
            "H2+3: red has no horse on file 2"
        );
        assert!(matches!(
            pos.parse_move("hello"),
            Err(DarkMoveError::Syntax(_))
        ));
    }

    #[test]
    fn report_tells_captures_and_nothing_of_the_opponents_move() {
        let mut g = game("3k3/7/7/r6/7/7/R1K4 b - - 0 1");
        g.play_text("a4a1").unwrap();
        let red = Report::for_player(&g, Color::Red);
        assert_eq!(
            voice::dark_notices(&red),
            ["your chariot on a1 was captured"]
        );
        assert_eq!(red.ply, 1);
        assert_eq!(red.to_move, Color::Red);
        assert_eq!(red.progress, 0);
        let black = Report::for_player(&g, Color::Black);
        assert!(voice::dark_notices(&black).is_empty());
        let text = voice::dark_report(&red);
        assert!(
            text.starts_with("ply 1, your move, progress 0/60\nyour chariot on a1 was captured\n"),
            "{text}"
        );
        assert!(
            !text.contains("a4"),
            "the opponent's move must not show: {text}"
        );
    }
}

/// The three families refuse alike, and read alike in English.
mod shape {
    use super::*;
    use std::fmt::Debug;

    use rules::{Candidate, Color, Rules};

    /// Every family accepts exactly its own variants, through every constructor, and says
    /// so when it refuses.
    #[test]
    fn each_family_plays_exactly_its_variants() {
        fn check<P: Rules + Debug>(plays: &[Variant], family: &str)
        where
            P::FenError: Debug,
        {
            for v in Variant::ALL {
                let by_fen = P::from_fen(v, v.start_fen());
                let by_start = P::start(v);
                if plays.contains(&v) {
                    assert_eq!(by_fen.unwrap().variant(), v, "{family} {v}");
                    assert_eq!(by_start.unwrap().variant(), v, "{family} {v}");
                } else {
                    let e = voice::start_error(&by_fen.unwrap_err().into());
                    assert!(e.starts_with(&format!("{family} plays ")), "{e}");
                    assert!(e.ends_with(&format!("not {}", v.title())), "{e}");
                    assert_eq!(voice::start_error(&by_start.unwrap_err().into()), e);
                }
            }
        }
        check::<xiangqi::Position>(
            &[Variant::MiniXiangqi, Variant::Xiangqi],
            "xiangqi::Position",
        );
        check::<dark::Position>(&[Variant::DarkMiniXiangqi], "dark::Position");
        check::<shogi::Position>(&[Variant::MiniShogi], "shogi::Position");

        // The inherent constructors of the open family refuse the same way.
        for v in [Variant::DarkMiniXiangqi, Variant::MiniShogi] {
            assert!(xiangqi::Position::new(v).is_err(), "{v}");
            assert!(
                xiangqi::Position::from_fen(v, v.start_fen()).is_err(),
                "{v}"
            );
            let setup = xiangqi::Setup::from_fen(Variant::MiniXiangqi, v.start_fen());
            if let Ok(setup) = setup {
                assert!(xiangqi::Position::from_setup(v, &setup).is_err(), "{v}");
            }
        }
        // A dark game's board keeps the dark rules: facing generals are a legal position
        // and the general may capture across the file.
        let facing = "7/3k3/7/7/7/7/3K3 w - - 0 1";
        assert!(xiangqi::Position::from_fen(Variant::MiniXiangqi, facing).is_err());
        let dark = dark::Position::from_fen(facing).unwrap();
        assert!(dark.legal_moves().iter().any(|m| m.to_string() == "d1d6"));
    }

    /// An ambiguous text carries its candidates as moves with their notation, in every
    /// family, and the message names each as `NOTATION (coordinates)`.
    #[test]
    fn ambiguity_carries_moves_in_every_family() {
        fn check<P: Rules>(pos: &P, text: &str, candidates: &[Candidate<P::Move>], message: &str)
        where
            P::Move: Debug,
        {
            assert!(candidates.len() > 1, "{text}");
            let legal = pos.legal_moves();
            for c in candidates {
                assert!(legal.contains(&c.mv), "{text}: {:?}", c.mv);
                assert_eq!(c.written.canonical(), pos.notation(c.mv));
                assert!(message.contains(&c.to_string()), "{message}");
            }
            assert!(
                message.starts_with(&format!("{text} is ambiguous: it could be ")),
                "{message}"
            );
        }

        let pos = xiangqi::Position::new(Variant::Xiangqi).unwrap();
        match pos.parse_move("R+1") {
            Err(e @ xiangqi::MoveError::Ambiguous { .. }) => {
                let xiangqi::MoveError::Ambiguous { text, candidates } = &e else {
                    unreachable!()
                };
                check(&pos, text, candidates, &e.clone().english());
            }
            other => panic!("R+1: {other:?}"),
        }

        let pos = dark::Position::new();
        match pos.parse_move("P+1") {
            Err(e @ dark::DarkMoveError::Ambiguous { .. }) => {
                let dark::DarkMoveError::Ambiguous { text, candidates } = &e else {
                    unreachable!()
                };
                check(&pos, text, candidates, &e.clone().english());
            }
            other => panic!("P+1: {other:?}"),
        }

        let pos = shogi::Position::from_fen("4k/5/5/1G1G1/K4[-] w 0 1").unwrap();
        match pos.parse_move("G-3c") {
            Err(e @ shogi::MoveError::Ambiguous { .. }) => {
                let shogi::MoveError::Ambiguous { text, candidates } = &e else {
                    unreachable!()
                };
                check(&pos, text, candidates, &e.clone().english());
            }
            other => panic!("G-3c: {other:?}"),
        }
    }

    /// Refusals read alike: `TEXT is illegal: REASON`, `'TEXT' is not a move: write ...`,
    /// `TEXT: what is missing`; the dark game gives its one uniform answer instead of a
    /// reason.
    #[test]
    fn messages_read_alike() {
        let xq = xiangqi::Position::new(Variant::Xiangqi).unwrap();
        let sh = shogi::Position::new();
        let dk = dark::Position::new();
        assert_eq!(
            xq.parse_move("H2+2").unwrap_err().english(),
            "H2+2 is illegal: a horse does not move that way"
        );
        assert_eq!(
            sh.parse_move("S-3c").unwrap_err().english(),
            "S-3c is illegal: the silver on 3e cannot move to 3c"
        );
        assert_eq!(dk.parse_move("R1+6").unwrap_err().english(), NOT_AVAILABLE);
        for e in [
            xq.parse_move("zz").unwrap_err().english(),
            sh.parse_move("zz").unwrap_err().english(),
            dk.parse_move("zz").unwrap_err().english(),
        ] {
            assert!(e.starts_with("'zz' is not a move: write "), "{e}");
        }
        assert_eq!(
            xq.parse_move("A2+3").unwrap_err().english(),
            "A2+3: red has no advisor on file 2"
        );
        assert_eq!(
            sh.parse_move("+S-4d").unwrap_err().english(),
            "+S-4d: sente has no promoted silver on the board"
        );
    }

    /// `play` is checked in every family: a legal move is played, anything else is refused
    /// and changes nothing.
    #[test]
    fn checked_play_in_every_family() {
        let mut xq = xiangqi::Position::new(Variant::MiniXiangqi).unwrap();
        let before = xq.clone();
        let wrong: xiangqi::Move = "a7a6".parse().unwrap();
        assert_eq!(
            xq.play(wrong).unwrap_err().english(),
            "the piece on a7 is not yours"
        );
        assert_eq!(
            xq.play("c4c5".parse().unwrap()).unwrap_err().english(),
            "c4 is empty"
        );
        assert_eq!(xq, before);
        xq.play("b1b5".parse().unwrap()).unwrap();
        assert_eq!(xq.turn(), Color::Black);

        let mut sh = shogi::Position::new();
        let before = sh.clone();
        assert!(sh.play("e1e5".parse().unwrap()).is_err());
        assert_eq!(sh, before);
        sh.play("e1e4".parse().unwrap()).unwrap();
        assert_eq!(sh.hand(Color::SENTE), [1, 0, 0, 0, 0]);

        let mut dk = dark::Position::new();
        let before = dk.clone();
        assert_eq!(
            dk.play("b1b7".parse().unwrap()),
            Err(dark::DarkMoveError::NotAvailable)
        );
        assert_eq!(dk, before);
        dk.play("b1b5".parse().unwrap()).unwrap();
        assert_eq!(dk.turn(), Color::Black);
    }
}

/// Setups, records and takebacks: what cannot be used, said.
mod records {
    use super::*;
    use rules::{AnyGame, Color, EndReason, Outcome, Record, UndoRefusal};

    #[test]
    fn a_setup_with_too_many_pieces_is_named() {
        let pos = shogi::Position::new();
        let mut extra = pos.setup();
        extra.hands[0][shogi::Role::Gold.index()] = 1;
        assert_eq!(
            shogi::Position::from_setup(&extra).unwrap_err().english(),
            "more than two golds in total (board and hands)"
        );
    }

    #[test]
    fn records_that_cannot_be_replayed_say_where() {
        let mut bad = Record::new(Variant::Xiangqi);
        bad.moves = vec!["h3e3".into(), "h3e3".into()];
        let e = AnyGame::from_record(&bad).unwrap_err();
        assert_eq!(
            voice::record_error(Variant::Xiangqi, &e),
            "move 2 (h3e3) cannot be replayed: illegal in that position"
        );
        bad.moves = vec!["C2=5".into()];
        let e = AnyGame::from_record(&bad).unwrap_err();
        assert_eq!(
            voice::record_error(Variant::Xiangqi, &e),
            "move 1 (C2=5) cannot be replayed: not a coordinate move"
        );
        let mut claimed = Record::new(Variant::MiniShogi);
        claimed.ending = Some(Outcome::win(Color::Red, EndReason::Checkmate));
        let e = AnyGame::from_record(&claimed).unwrap_err();
        assert_eq!(
            voice::record_error(Variant::MiniShogi, &e),
            "bad ending: checkmate is decided by the rules, not recorded"
        );
        let mut setting = Record::new(Variant::Xiangqi);
        setting.progress_limit = Some(40);
        let e = AnyGame::from_record(&setting).unwrap_err();
        assert_eq!(
            voice::record_error(Variant::Xiangqi, &e),
            "bad setting: Xiangqi has no progress limit to set"
        );
        let mut wrong = Record::new(Variant::MiniShogi);
        wrong.start_fen = "rbsgk/4p/5/P4/KGSBR[-] x 0 1".into();
        let e = AnyGame::from_record(&wrong).unwrap_err();
        assert_eq!(
            voice::record_error(Variant::MiniShogi, &e),
            "bad start position: side to move 'x' is not 'w' or 'b'"
        );
    }

    #[test]
    fn takebacks_that_cannot_be_made_say_why() {
        let words = |r| voice::undo_refusal(r);
        assert_eq!(
            words(UndoRefusal::Dark),
            "there are no takebacks in Dark Mini Xiangqi"
        );
        assert_eq!(words(UndoRefusal::NoMove), "no move has been played");
        assert_eq!(words(UndoRefusal::GameOver), "the game is over");
        let mut g = AnyGame::from_record(&Record::new(Variant::Xiangqi)).unwrap();
        assert_eq!(g.undo(), Err(UndoRefusal::NoMove));
    }
}
