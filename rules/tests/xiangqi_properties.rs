//! Property tests over random Mini Xiangqi and Xiangqi games: generation agrees with an
//! independent, slow legality check; FEN, WXF and coordinates round-trip; make/unmake
//! and the incremental key agree with a position rebuilt from scratch.

use proptest::prelude::*;
use rules::Variant;
use rules::xiangqi::{Move, Position, Role, Square};

/// Legality by brute force: the geometric rules, then "no enemy move captures the
/// general and the generals do not face", judged by generating the enemy's moves.
fn slow_legal(pos: &Position) -> Vec<Move> {
    let us = pos.turn();
    let mut out = Vec::new();
    let squares: Vec<Square> = pos.squares().collect();
    for &from in &squares {
        if pos.piece_at(from).is_none_or(|p| p.color != us) {
            continue;
        }
        for &to in &squares {
            if from == to || pos.piece_at(to).is_some_and(|p| p.color == us) {
                continue;
            }
            let m = Move::new(from, to);
            if !geometric(pos, from, to) {
                continue;
            }
            let mut after = pos.clone();
            after.play_unchecked(m);
            let g = after.general(us).unwrap();
            let captured = after.pseudo_legal_moves(!us).iter().any(|r| r.to == g);
            if !captured {
                out.push(m);
            }
        }
    }
    out.sort();
    out
}

/// Whether the piece on `from` may move to `to` by its own movement rules.
fn geometric(pos: &Position, from: Square, to: Square) -> bool {
    let p = pos.piece_at(from).unwrap();
    let (df, dr) = (
        to.file() as i32 - from.file() as i32,
        to.rank() as i32 - from.rank() as i32,
    );
    let at = |f: i32, r: i32| pos.piece_at(Square::new(f as u8, r as u8).unwrap());
    let between = || {
        let (sf, sr) = (df.signum(), dr.signum());
        let (mut f, mut r) = (from.file() as i32 + sf, from.rank() as i32 + sr);
        let mut n = 0;
        while (f, r) != (to.file() as i32, to.rank() as i32) {
            n += at(f, r).is_some() as u32;
            f += sf;
            r += sr;
        }
        n
    };
    let fwd = if p.color == rules::Color::Red { 1 } else { -1 };
    let (w, h) = (pos.width() as i32, pos.height() as i32);
    let palace = |sq: Square| {
        let lo = (w - 3) / 2;
        let f = sq.file() as i32;
        let r = sq.rank() as i32;
        (lo..lo + 3).contains(&f)
            && if p.color == rules::Color::Red {
                r < 3
            } else {
                r >= h - 3
            }
    };
    let own_half = |sq: Square| {
        let r = sq.rank() as i32;
        if p.color == rules::Color::Red {
            r < h / 2
        } else {
            r >= h / 2
        }
    };
    match p.role {
        Role::General => df.abs() + dr.abs() == 1 && palace(to),
        Role::Advisor => df.abs() == 1 && dr.abs() == 1 && palace(to),
        Role::Elephant => {
            df.abs() == 2
                && dr.abs() == 2
                && own_half(to)
                && at(from.file() as i32 + df / 2, from.rank() as i32 + dr / 2).is_none()
        }
        Role::Horse => match (df.abs(), dr.abs()) {
            (1, 2) => at(from.file() as i32, from.rank() as i32 + dr / 2).is_none(),
            (2, 1) => at(from.file() as i32 + df / 2, from.rank() as i32).is_none(),
            _ => false,
        },
        Role::Chariot => (df == 0) != (dr == 0) && between() == 0,
        Role::Cannon => {
            (df == 0) != (dr == 0)
                && if pos.piece_at(to).is_some() {
                    between() == 1
                } else {
                    between() == 0
                }
        }
        Role::Soldier => {
            let crossed = w == 7 || !own_half(from);
            (df == 0 && dr == fwd) || (crossed && dr == 0 && df.abs() == 1)
        }
    }
}

fn random_game(variant: Variant, choices: &[usize]) -> Vec<Position> {
    let mut pos = Position::new(variant).unwrap();
    let mut seen = vec![pos.clone()];
    for &c in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos.play_unchecked(moves[c % moves.len()]);
        seen.push(pos.clone());
    }
    seen
}

fn check_position(pos: &Position) {
    let mut fast: Vec<Move> = pos.legal_moves().to_vec();
    fast.sort();
    assert_eq!(fast, slow_legal(pos), "{}", pos.fen());
    let fen = pos.fen();
    let again = Position::from_fen(pos.variant(), &fen).unwrap();
    assert_eq!(again.fen(), fen);
    assert_eq!(again.key(), pos.key(), "incremental key of {fen}");
    for &m in &fast {
        let wxf = pos.notation(m);
        assert_eq!(pos.parse_move(&wxf), Ok(m), "{wxf} in {fen}");
        assert_eq!(pos.parse_move(&m.to_string()), Ok(m));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn minixiangqi_games(choices in prop::collection::vec(any::<usize>(), 0..120)) {
        for pos in random_game(Variant::MiniXiangqi, &choices) {
            check_position(&pos);
        }
    }

    #[test]
    fn xiangqi_games(choices in prop::collection::vec(any::<usize>(), 0..120)) {
        for pos in random_game(Variant::Xiangqi, &choices) {
            check_position(&pos);
        }
    }
}
