//! The evaluation is color-blind: a position and its color mirror (the board turned so
//! each side stands where the other stood, the colors, hands and side to move swapped)
//! evaluate the same from the side to move's point of view, and so does a xiangqi position
//! reflected left to right (exactly in the classical evaluations; in the xiangqi networks
//! exactly where no general stands on the middle file, nearly elsewhere).

use engine::tune::classical_xiangqi;
use engine::{SearchPosition, SplitMix64};
use rules::{Color, Variant, shogi, xiangqi};

/// Positions along seeded random games from the start.
fn random_positions<P: SearchPosition + Clone>(start: P, games: u64, plies: usize) -> Vec<P> {
    let mut out = Vec::new();
    for seed in 0..games {
        let mut rng = SplitMix64::new(seed);
        let mut pos = start.clone();
        for _ in 0..plies {
            out.push(pos.clone());
            let mut moves = Vec::new();
            pos.generate(&mut moves);
            let legal: Vec<P> = moves.iter().filter_map(|&m| pos.make(m)).collect();
            if legal.is_empty() {
                break;
            }
            pos = legal[rng.below(legal.len())].clone();
        }
    }
    out
}

/// `pos` with every piece moved by `square`, and the colors swapped if `swap`.
fn xiangqi_image(
    pos: &xiangqi::Position,
    square: impl Fn(xiangqi::Square) -> xiangqi::Square,
    swap: bool,
) -> xiangqi::Position {
    let mut setup = pos.setup();
    for (sq, p) in &mut setup.pieces {
        *sq = square(*sq);
        if swap {
            p.color = !p.color;
        }
    }
    if swap {
        setup.turn = Some(!pos.turn());
    }
    xiangqi::Position::from_setup(pos.variant(), &setup).unwrap()
}

fn check_xiangqi(variant: Variant, files: u8, ranks: u8) {
    let start = xiangqi::Position::from_fen(variant, variant.start_fen()).unwrap();
    let (mut off_middle, mut middle, mut drift, mut size) = (0, 0, 0i64, 0i64);
    for pos in random_positions(start, 40, 80) {
        let flipped = xiangqi_image(
            &pos,
            |s| xiangqi::Square::new(s.file(), ranks - 1 - s.rank()).unwrap(),
            true,
        );
        let reflected = xiangqi_image(
            &pos,
            |s| xiangqi::Square::new(files - 1 - s.file(), s.rank()).unwrap(),
            false,
        );
        // The classical evaluation: exactly symmetric both ways.
        let c = classical_xiangqi(&pos);
        assert_eq!(
            classical_xiangqi(&flipped),
            c,
            "color mirror of {}",
            pos.fen()
        );
        assert_eq!(
            classical_xiangqi(&reflected),
            c,
            "reflection of {}",
            pos.fen()
        );
        // The engine's evaluation (the network): exactly color-blind; exactly symmetric
        // left to right where each side's general stands off the middle file (each side's
        // view is then reflected to the same one), nearly so elsewhere.
        let e = pos.evaluate();
        assert_eq!(flipped.evaluate(), e, "color mirror of {}", pos.fen());
        let centred = [Color::Red, Color::Black]
            .iter()
            .any(|&c| pos.general(c).is_some_and(|g| 2 * g.file() + 1 == files));
        if centred {
            middle += 1;
            drift += i64::from((reflected.evaluate() - e).abs());
            size += i64::from(e.abs());
        } else {
            off_middle += 1;
            assert_eq!(reflected.evaluate(), e, "reflection of {}", pos.fen());
        }
    }
    assert!(
        off_middle >= 100 && middle >= 100,
        "{off_middle} / {middle}"
    );
    // The network learnt the two wings alike from reflected copies of its training
    // positions: where a general stands on the middle file, a position's evaluation and
    // its reflection's differ by less than a fifth of the evaluations' mean size.
    assert!(
        5 * drift < size,
        "{variant:?}: reflections differ by {} cp on average, evaluations {} cp",
        drift / middle,
        size / middle
    );
}

#[test]
fn mini_xiangqi_is_symmetric() {
    check_xiangqi(Variant::MiniXiangqi, 7, 7);
}

#[test]
fn xiangqi_is_symmetric() {
    check_xiangqi(Variant::Xiangqi, 9, 10);
}

#[test]
fn minishogi_is_symmetric() {
    for pos in random_positions(shogi::Position::new(), 40, 80) {
        let mut setup = pos.setup();
        for (sq, p) in &mut setup.pieces {
            *sq = shogi::Square::ALL[24 - sq.index()];
            p.color = !p.color;
        }
        setup.hands.swap(0, 1);
        setup.turn = Some(!pos.turn());
        let flipped = shogi::Position::from_setup(&setup).unwrap();
        assert_eq!(flipped.evaluate(), pos.evaluate(), "{}", pos.fen());
    }
}
