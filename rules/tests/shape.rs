//! The three rule families have one shape: the same constructors, gates, names, errors
//! and counters, so that no call silently plays the wrong game.

use std::fmt::Debug;

use rules::{Candidate, Color, Rules, Variant, dark, shogi, xiangqi};

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
                let e = by_fen.unwrap_err().to_string();
                assert!(e.starts_with(&format!("{family} plays ")), "{e}");
                assert!(e.ends_with(&format!("not {}", v.title())), "{e}");
                assert_eq!(by_start.unwrap_err().to_string(), e);
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
            assert_eq!(c.notation, pos.notation(c.mv));
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
            check(&pos, text, candidates, &e.to_string());
        }
        other => panic!("R+1: {other:?}"),
    }

    let pos = dark::Position::new();
    match pos.parse_move("P+1") {
        Err(e @ dark::DarkMoveError::Ambiguous { .. }) => {
            let dark::DarkMoveError::Ambiguous { text, candidates } = &e else {
                unreachable!()
            };
            check(&pos, text, candidates, &e.to_string());
        }
        other => panic!("P+1: {other:?}"),
    }

    let pos = shogi::Position::from_fen("4k/5/5/1G1G1/K4[-] w 0 1").unwrap();
    match pos.parse_move("G-3c") {
        Err(e @ shogi::MoveError::Ambiguous { .. }) => {
            let shogi::MoveError::Ambiguous { text, candidates } = &e else {
                unreachable!()
            };
            check(&pos, text, candidates, &e.to_string());
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
        xq.parse_move("H2+2").unwrap_err().to_string(),
        "H2+2 is illegal: a horse does not move that way"
    );
    assert_eq!(
        sh.parse_move("S-3c").unwrap_err().to_string(),
        "S-3c is illegal: the silver on 3e cannot move to 3c"
    );
    assert_eq!(
        dk.parse_move("R1+6").unwrap_err().to_string(),
        dark::NOT_AVAILABLE
    );
    for e in [
        xq.parse_move("zz").unwrap_err().to_string(),
        sh.parse_move("zz").unwrap_err().to_string(),
        dk.parse_move("zz").unwrap_err().to_string(),
    ] {
        assert!(e.starts_with("'zz' is not a move: write "), "{e}");
    }
    assert_eq!(
        xq.parse_move("A2+3").unwrap_err().to_string(),
        "A2+3: red has no advisor on file 2"
    );
    assert_eq!(
        sh.parse_move("+S-4d").unwrap_err().to_string(),
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
        xq.play(wrong).unwrap_err().to_string(),
        "the piece on a7 is not yours"
    );
    assert_eq!(
        xq.play("c4c5".parse().unwrap()).unwrap_err().to_string(),
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

/// `FromStr` reads exactly the coordinate form `Display` writes, for every move of a few
/// positions of each family, and nothing looser.
#[test]
fn strict_coordinate_moves_round_trip() {
    fn round_trip<P: Rules>(pos: &P)
    where
        P::Move: Debug,
        <P::Move as std::str::FromStr>::Err: Debug,
    {
        for m in pos.legal_moves() {
            assert_eq!(m.to_string().parse::<P::Move>().unwrap(), m);
        }
    }
    round_trip(&xiangqi::Position::new(Variant::Xiangqi).unwrap());
    round_trip(&xiangqi::Position::new(Variant::MiniXiangqi).unwrap());
    round_trip(&dark::Position::new());
    round_trip(&shogi::Position::new());
    round_trip(&shogi::Position::from_fen("1bsgk/4p/5/K1G2/2SBR[Rp] b - - 0 2").unwrap());
    for loose in ["H3E3", "h3-e3", " h3e3", "h3e3 ", "C2=5", "h3e11"] {
        assert!(loose.parse::<xiangqi::Move>().is_err(), "{loose}");
    }
    for loose in ["D1C2", "d1c2=", "p@c3", "P*3c", "2e3d", "d1c2 "] {
        assert!(loose.parse::<shogi::Move>().is_err(), "{loose}");
    }
}

/// Each FEN counter means one thing in every family: the half-move clock (plies since
/// the last capture), then the full-move number; a lone counter is the half-move clock.
#[test]
fn fen_counters_mean_the_same_everywhere() {
    let xq = xiangqi::Position::from_fen(Variant::MiniXiangqi, "3k3/7/7/7/7/7/2K4 w 7 12").unwrap();
    let dk = dark::Position::from_fen("3k3/7/7/7/7/7/2K4 w 7 12").unwrap();
    let sh = shogi::Position::from_fen("rbsgk/4p/5/P4/KGSBR[-] w 7 12").unwrap();
    assert_eq!((xq.halfmoves(), xq.fullmoves()), (7, 12));
    assert_eq!((dk.halfmoves(), dk.fullmoves()), (7, 12));
    assert_eq!((sh.halfmoves(), sh.fullmoves()), (7, 12));
    assert_eq!(
        (
            Rules::halfmoves(&xq),
            Rules::halfmoves(&dk),
            Rules::halfmoves(&sh)
        ),
        (7, 7, 7)
    );
    let xq = xiangqi::Position::from_fen(Variant::MiniXiangqi, "3k3/7/7/7/7/7/2K4 w 5").unwrap();
    let dk = dark::Position::from_fen("3k3/7/7/7/7/7/2K4 w 5").unwrap();
    let sh = shogi::Position::from_fen("rbsgk/4p/5/P4/KGSBR[-] w 5").unwrap();
    assert_eq!((xq.halfmoves(), xq.fullmoves()), (5, 1));
    assert_eq!((dk.halfmoves(), dk.fullmoves()), (5, 1));
    assert_eq!((sh.halfmoves(), sh.fullmoves()), (5, 1));
    // The FEN written back says the same.
    assert_eq!(xq.fen(), "3k3/7/7/7/7/7/2K4 w - - 5 1");
    assert_eq!(sh.fen(), "rbsgk/4p/5/P4/KGSBR[-] w 5 1");
    assert_eq!(Rules::fen(&dk), "3k3/7/7/7/7/7/2K4 w - - 5 1");
}
