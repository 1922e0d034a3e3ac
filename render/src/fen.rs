//! Scenes from Fairy-Stockfish FEN, for samples, tests and tools.
//!
//! This is a convenience for pictures only: it reads the board and (Minishogi) hands and
//! checks nothing about legality. Positions proper belong to `rules`.

use rules::{Color, Variant};

use crate::scene::{Cell, Hand, Kind, Piece, RenderError, Scene};

fn kind_of(variant: Variant, c: char, promoted: bool) -> Option<Kind> {
    let lower = c.to_ascii_lowercase();
    if variant == Variant::MiniShogi {
        let k = match (lower, promoted) {
            ('k', false) => Kind::King,
            ('r', false) => Kind::Rook,
            ('b', false) => Kind::Bishop,
            ('g', false) => Kind::Gold,
            ('s', false) => Kind::Silver,
            ('p', false) => Kind::Pawn,
            ('r', true) => Kind::Dragon,
            ('b', true) => Kind::DragonHorse,
            ('s', true) => Kind::PromotedSilver,
            ('p', true) => Kind::Tokin,
            _ => return None,
        };
        return Some(k);
    }
    if promoted {
        return None;
    }
    Some(match lower {
        'k' => Kind::General,
        'a' => Kind::Advisor,
        'b' | 'e' => Kind::Elephant,
        'n' | 'h' => Kind::Horse,
        'r' => Kind::Chariot,
        'c' => Kind::Cannon,
        'p' => Kind::Soldier,
        _ => return None,
    })
}

fn color_of(c: char) -> Color {
    if c.is_ascii_uppercase() {
        Color::Red
    } else {
        Color::Black
    }
}

impl Scene {
    /// A scene showing the board (and Minishogi hands) of a Fairy-Stockfish FEN.
    ///
    /// ```
    /// use render::Scene;
    /// use rules::{Color, Variant};
    ///
    /// let v = Variant::Xiangqi;
    /// let scene = Scene::from_fen(v, v.start_fen(), Color::Red).unwrap();
    /// assert_eq!(scene.cells.len(), 90);
    /// ```
    pub fn from_fen(variant: Variant, fen: &str, orientation: Color) -> Result<Scene, RenderError> {
        let bad = |why: &str| RenderError::Fen(format!("{why} in '{fen}'"));
        let mut scene = Scene::empty(variant, orientation);
        let (w, h) = Scene::dimensions(variant);
        let field = fen.split_whitespace().next().unwrap_or("");
        let (board, hand_text) = match field.find('[') {
            Some(i) => (&field[..i], Some(field[i + 1..].trim_end_matches(']'))),
            None => (field, None),
        };
        let rows: Vec<&str> = board.split('/').collect();
        if rows.len() != h {
            return Err(bad("wrong number of ranks"));
        }
        for (i, row) in rows.iter().enumerate() {
            let rank = h - 1 - i;
            let mut file = 0usize;
            let mut promoted = false;
            let mut digits = 0usize;
            let flush = |file: &mut usize, digits: &mut usize| {
                *file = file.saturating_add(*digits);
                *digits = 0;
            };
            for c in row.chars() {
                if let Some(d) = c.to_digit(10) {
                    digits = digits.saturating_mul(10).saturating_add(d as usize);
                    continue;
                }
                flush(&mut file, &mut digits);
                if c == '+' {
                    promoted = true;
                    continue;
                }
                let kind = kind_of(variant, c, promoted).ok_or_else(|| bad("unknown piece"))?;
                promoted = false;
                if file >= w {
                    return Err(bad("rank too long"));
                }
                scene.cells[rank * w + file] = Cell::Piece(Piece::new(color_of(c), kind));
                file += 1;
            }
            flush(&mut file, &mut digits);
            if file != w {
                return Err(bad("rank of the wrong length"));
            }
        }
        if variant == Variant::MiniShogi {
            let mut hands: [Hand; 2] = [Vec::new(), Vec::new()];
            for c in hand_text.unwrap_or("").chars().filter(|&c| c != '-') {
                let kind =
                    kind_of(variant, c, false).ok_or_else(|| bad("unknown piece in hand"))?;
                let hand = &mut hands[color_of(c).index()];
                match hand.iter_mut().find(|(k, _)| *k == kind) {
                    Some((_, n)) => *n = n.saturating_add(1),
                    None => hand.push((kind, 1)),
                }
            }
            for hand in &mut hands {
                hand.sort();
            }
            scene.hands = Some(hands);
        }
        Ok(scene)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_boards_and_hands() {
        let v = Variant::MiniShogi;
        let s = Scene::from_fen(v, "rb1gk/4+P/2s2/P4/KGSBR[PPgs] b 0 1", Color::Red).unwrap();
        assert_eq!(s.cells[0], Cell::Piece(Piece::new(Color::Red, Kind::King)));
        assert_eq!(
            s.cells[19],
            Cell::Piece(Piece::new(Color::Red, Kind::Tokin))
        );
        assert_eq!(
            s.cells[12],
            Cell::Piece(Piece::new(Color::Black, Kind::Silver))
        );
        let hands = s.hands.unwrap();
        assert_eq!(hands[0], vec![(Kind::Pawn, 2)]);
        assert_eq!(hands[1], vec![(Kind::Gold, 1), (Kind::Silver, 1)]);
        let x =
            Scene::from_fen(Variant::Xiangqi, Variant::Xiangqi.start_fen(), Color::Red).unwrap();
        assert_eq!(
            x.cells[4],
            Cell::Piece(Piece::new(Color::Red, Kind::General))
        );
        assert_eq!(
            x.cells[85],
            Cell::Piece(Piece::new(Color::Black, Kind::General))
        );
        assert!(
            Scene::from_fen(
                Variant::Xiangqi,
                "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRR w",
                Color::Red
            )
            .is_err()
        );
        assert!(
            Scene::from_fen(
                Variant::Xiangqi,
                "99999999999999999999/9/9/9/9/9/9/9/9/9",
                Color::Red
            )
            .is_err()
        );
        assert!(Scene::from_fen(Variant::Xiangqi, "+R8/9/9/9/9/9/9/9/9/9", Color::Red).is_err());
    }
}
