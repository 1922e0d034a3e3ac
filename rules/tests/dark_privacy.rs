//! Privacy properties of Dark Mini Xiangqi over random games:
//! - the view never claims more than the truth (roles, emptiness, occupancy);
//! - changing what a player cannot see (the role behind a marker; enemy pieces in the
//!   fog) never changes what that player is told, except — as the spec allows — the
//!   legal-move list;
//! - the opponent's move shows only through the view: different opponent moves that
//!   leave the same view and notices give the same report;
//! - every move of an own piece that is not in the list gets one and the same answer.

use proptest::prelude::*;
use rules::dark::{Cell, DarkMoveError, Position, Report, View};
use rules::xiangqi::{self, Piece, Role, Setup};
use rules::{Color, Game};

fn random_game(choices: &[usize]) -> Game<Position> {
    let mut game = Game::new(Position::new());
    for &c in choices {
        if game.outcome().is_some() {
            break;
        }
        let moves = game.position().legal_moves();
        game.play(moves[c % moves.len()]);
    }
    game
}

/// What a player is told, less the move list (which the spec allows to differ).
type Told = (
    View,
    usize,
    Color,
    u32,
    Option<u32>,
    Vec<(Role, xiangqi::Square)>,
    Option<xiangqi::Move>,
    Option<rules::Written>,
);

/// The report without the move list, which the spec allows to differ. (The voice words
/// a report from these fields and the list alone, so equal fields are equal words.)
fn told(r: &Report) -> Told {
    (
        r.view.clone(),
        r.ply,
        r.to_move,
        r.progress,
        r.progress_limit,
        r.captured.clone(),
        r.own_recent_move,
        r.own_recent_written.clone(),
    )
}

fn check_sound(pos: &Position) {
    for viewer in Color::ALL {
        let view = View::of(pos, viewer);
        for sq in pos.squares() {
            let truth = pos.piece_at(sq);
            match view.cell(sq) {
                Cell::Own(role) => assert_eq!(
                    truth,
                    Some(Piece {
                        color: viewer,
                        role
                    })
                ),
                Cell::Enemy(role) => assert_eq!(
                    truth,
                    Some(Piece {
                        color: !viewer,
                        role
                    })
                ),
                Cell::Empty => assert_eq!(truth, None),
                Cell::Occupied => assert_eq!(truth.map(|p| p.color), Some(!viewer)),
                Cell::Fog => assert!(truth.is_none_or(|p| p.color != viewer)),
            }
        }
    }
}

/// A position that differs from `pos` only where `viewer` cannot see, chosen by `seed`:
/// roles behind markers change, fog pieces vanish or appear.
fn hidden_variant(
    pos: &Position,
    viewer: Color,
    seed: u64,
    fog_too: bool,
) -> Option<(Position, bool)> {
    let view = View::of(pos, viewer);
    let mut setup: Setup = pos.setup();
    let mut rng = seed;
    let mut next = || {
        rng = rng
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (rng >> 33) as usize
    };
    let roles = [Role::Chariot, Role::Cannon, Role::Horse, Role::Soldier];
    let mut only_roles = true;
    let mut pieces = Vec::new();
    for &(sq, piece) in &setup.pieces {
        let cell = view.cell(sq);
        if piece.color == viewer
            || piece.role == Role::General
            || !matches!(cell, Cell::Fog | Cell::Occupied)
        {
            pieces.push((sq, piece));
            continue;
        }
        match (
            cell,
            next() % if fog_too { 3 } else { 2 } + usize::from(!fog_too),
        ) {
            (Cell::Fog, 0) => only_roles = false, // removed
            (_, 1) => pieces.push((
                sq,
                Piece {
                    color: piece.color,
                    role: roles[next() % 4],
                },
            )),
            _ => pieces.push((sq, piece)),
        }
    }
    for sq in pos.squares() {
        if fog_too && view.cell(sq) == Cell::Fog && pos.piece_at(sq).is_none() && next() % 6 == 0 {
            pieces.push((
                sq,
                Piece {
                    color: !viewer,
                    role: roles[next() % 4],
                },
            ));
            only_roles = false;
        }
    }
    setup.pieces = pieces;
    Some((Position::from_setup(&setup).ok()?, only_roles))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn views_are_sound(choices in prop::collection::vec(any::<usize>(), 0..100)) {
        let game = random_game(&choices);
        for pos in game.positions() {
            check_sound(pos);
        }
    }

    #[test]
    fn opponent_moves_show_only_through_the_view(choices in prop::collection::vec(any::<usize>(), 0..80)) {
        let game = random_game(&choices);
        if game.outcome().is_some() {
            return Ok(());
        }
        let mover = game.position().turn();
        let watcher = !mover;
        let mut seen: Vec<(View, Vec<(Role, xiangqi::Square)>, _)> = Vec::new();
        for m in game.position().legal_moves() {
            let mut g = game.clone();
            g.play(m);
            let r = Report::for_player(&g, watcher);
            let key = (r.view.clone(), r.captured.clone());
            match seen.iter().find(|(v, c, _)| (v, c) == (&key.0, &key.1)) {
                Some((_, _, earlier)) => prop_assert_eq!(earlier, &told(&r)),
                None => seen.push((key.0, key.1, told(&r))),
            }
        }
    }

    #[test]
    fn rejections_reveal_nothing(choices in prop::collection::vec(any::<usize>(), 0..80)) {
        let game = random_game(&choices);
        let pos = game.position();
        let us = pos.turn();
        let legal = pos.legal_moves();
        for (from, _) in pos.pieces(us) {
            for to in pos.squares() {
                let text = format!("{from}{to}");
                match pos.parse_move(&text) {
                    Ok(m) => prop_assert!(legal.contains(&m)),
                    Err(e) => {
                        prop_assert_eq!(&e, &DarkMoveError::NotAvailable, "{}", text);
                        prop_assert!(!legal.iter().any(|m| m.from == from && m.to == to));
                    }
                }
            }
        }
        for letter in ["R", "C", "H", "P", "K"] {
            for file in 1..=7 {
                for op in ["+", "-", "="] {
                    for dest in 1..=7 {
                        let text = format!("{letter}{file}{op}{dest}");
                        match pos.parse_move(&text) {
                            Ok(m) => prop_assert!(legal.contains(&m)),
                            Err(DarkMoveError::NotAvailable | DarkMoveError::NoSuchPiece { .. }) => {}
                            Err(DarkMoveError::Ambiguous { candidates, .. }) => prop_assert!(candidates.len() > 1),
                            Err(e) => prop_assert!(false, "{text}: {e}"),
                        }
                    }
                }
            }
        }
    }
}

/// Deterministic sweep so the comparisons can be counted: the property must not pass by
/// never comparing anything.
#[test]
fn hidden_changes_tell_nothing() {
    let (mut compared, mut role_only) = (0, 0);
    for game_seed in 0..300u64 {
        let choices: Vec<usize> = (0..(game_seed % 70) as usize)
            .map(|i| {
                (game_seed as usize)
                    .wrapping_mul(2654435761)
                    .wrapping_add(i * 40503)
            })
            .collect();
        let game = random_game(&choices);
        let pos = game.position().clone();
        let reference = Game::new(pos.clone());
        for (viewer, fog_too) in [
            (Color::Red, true),
            (Color::Black, true),
            (Color::Red, false),
            (Color::Black, false),
        ] {
            let Some((other, only_roles)) =
                hidden_variant(&pos, viewer, game_seed * 7 + 3, fog_too)
            else {
                continue;
            };
            let same_view = View::of(&other, viewer) == View::of(&pos, viewer);
            if only_roles {
                assert!(same_view, "a role behind a marker changed the view");
                role_only += 1;
            }
            if same_view && other != pos {
                let a = Report::for_player(&reference, viewer);
                let b = Report::for_player(&Game::new(other.clone()), viewer);
                assert_eq!(told(&a), told(&b));
                compared += 1;
            }
        }
    }
    assert!(compared >= 150, "only {compared} hidden variants compared");
    assert!(role_only >= 50, "only {role_only} role-only variants");
}
