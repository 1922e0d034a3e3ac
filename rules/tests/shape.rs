//! The three rule families have one shape: the same constructors, gates, names, errors
//! and counters, so that no call silently plays the wrong game.

use std::fmt::Debug;

use rules::{Rules, Variant, dark, shogi, xiangqi};

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
