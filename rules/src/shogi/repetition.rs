//! Fourfold repetition (sennichite): perpetual check loses, otherwise sente loses.

use crate::{Color, EndReason, Outcome};

use super::{Move, Position};

/// Judges a fourfold repetition: `positions[0]` is the first occurrence and `moves[i]`
/// leads from `positions[i]` to `positions[i + 1]`.
///
/// If every move of one side gave check, that side loses (`perpetual-check`); if both
/// sides checked on every move, the game is drawn (as Fairy-Stockfish scores it);
/// otherwise sente loses (`repetition`), whoever completed it.
pub(crate) fn judge(positions: &[Position], moves: &[Move]) -> Outcome {
    let mut moved = [false; 2];
    let mut always_checked = [true; 2];
    for (i, _) in moves.iter().enumerate() {
        let (Some(before), Some(after)) = (positions.get(i), positions.get(i + 1)) else {
            break;
        };
        let mover = before.turn().index();
        moved[mover] = true;
        if !after.is_check() {
            always_checked[mover] = false;
        }
    }
    let perpetual = |c: Color| moved[c.index()] && always_checked[c.index()];
    match (perpetual(Color::SENTE), perpetual(Color::GOTE)) {
        (true, false) => Outcome::loss(Color::SENTE, EndReason::PerpetualCheck),
        (false, true) => Outcome::loss(Color::GOTE, EndReason::PerpetualCheck),
        (true, true) => Outcome::draw(EndReason::PerpetualCheck),
        (false, false) => Outcome::loss(Color::SENTE, EndReason::Repetition),
    }
}

#[cfg(test)]
mod tests {
    use super::super::Position;
    use crate::{Color, EndReason, Game, Outcome, Rules};

    fn play(fen: &str, moves: &[&str]) -> Game<Position> {
        let mut g = Game::new(Position::from_fen(fen).unwrap());
        for m in moves {
            g.play_text(m).unwrap();
        }
        g
    }

    #[test]
    fn quiet_repetition_loses_for_sente() {
        let cycle = ["b1b2", "d5d4", "b2b1", "d4d5"];
        let moves: Vec<&str> = cycle.iter().cycle().take(11).copied().collect();
        let mut g = play("rbsgk/4p/5/P4/KGSBR[-] w 0 1", &moves);
        assert_eq!(g.outcome(), None);
        g.play_text("d4d5").unwrap();
        assert_eq!(
            g.outcome(),
            Some(Outcome::loss(Color::SENTE, EndReason::Repetition))
        );
        assert_eq!(g.position().repetition_limit(), 4);
    }

    #[test]
    fn perpetual_check_loses() {
        // Sente's rook checks from 1d and 2d in turn; gote's king steps between 1a and 2a.
        let fen = "4k/5/5/3R1/K4[-] w 0 1";
        let cycle = ["d2e2", "e5d5", "e2d2", "d5e5"];
        let mut g = Game::new(Position::from_fen(fen).unwrap());
        let mut result = None;
        for m in cycle.iter().cycle().take(20) {
            g.play_text(m).unwrap();
            if let Some(o) = g.outcome() {
                result = Some(o);
                break;
            }
        }
        assert_eq!(
            result,
            Some(Outcome::loss(Color::SENTE, EndReason::PerpetualCheck))
        );
    }
}
