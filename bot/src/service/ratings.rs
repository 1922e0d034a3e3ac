//! Results and Glicko-2 ratings per variant, updated when a game ends.

use rules::{Color, Outcome};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

use crate::model::{PlayerDoc, Rating, Server, count_on};

fn to_glicko(r: Rating) -> Glicko2Rating {
    Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }
}

fn from_glicko(g: Glicko2Rating) -> Rating {
    Rating {
        rating: g.rating,
        deviation: g.deviation,
        volatility: g.volatility,
    }
}

/// Counts the result for both players (overall, and in `server`'s results when the game
/// was played in one) and, for a rated game, updates their ratings; returns the ratings
/// before and after (Red's first) for a rated game.
pub(crate) fn record_result(
    players: [&mut PlayerDoc; 2],
    server: Option<&Server>,
    variant: &str,
    outcome: Outcome,
    rated: bool,
) -> Option<[(Rating, Rating); 2]> {
    let [red, black] = players;
    for (p, color) in [(&mut *red, Color::Red), (&mut *black, Color::Black)] {
        p.results
            .entry(variant.to_owned())
            .or_default()
            .count(outcome, color);
        if let Some(server) = server {
            count_on(&mut p.results_in, server, variant, outcome, color);
        }
    }
    if !rated {
        return None;
    }
    let before = [
        red.ratings.get(variant).copied().unwrap_or_default(),
        black.ratings.get(variant).copied().unwrap_or_default(),
    ];
    let result = match outcome.winner() {
        Some(Color::Red) => Outcomes::WIN,
        Some(Color::Black) => Outcomes::LOSS,
        None => Outcomes::DRAW,
    };
    let (r, b) = glicko2(
        &to_glicko(before[0]),
        &to_glicko(before[1]),
        &result,
        &Glicko2Config::new(),
    );
    let after = [from_glicko(r), from_glicko(b)];
    red.ratings.insert(variant.to_owned(), after[0]);
    black.ratings.insert(variant.to_owned(), after[1]);
    Some([(before[0], after[0]), (before[1], after[1])])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::UserId;
    use rules::EndReason;

    #[test]
    fn a_win_moves_ratings_apart_and_counts_results() {
        let mut a = PlayerDoc::new(&UserId("a".into()), "a");
        let mut b = PlayerDoc::new(&UserId("b".into()), "b");
        let change = record_result(
            [&mut a, &mut b],
            None,
            "xiangqi",
            Outcome::win(Color::Red, EndReason::Checkmate),
            true,
        )
        .unwrap();
        assert!(change[0].1.rating > 1500.0 && change[1].1.rating < 1500.0);
        assert_eq!(a.results["xiangqi"].wins, 1);
        assert_eq!(b.results["xiangqi"].losses, 1);
        assert!(a.ratings["xiangqi"].is_provisional());
        assert!(
            record_result(
                [&mut a, &mut b],
                None,
                "xiangqi",
                Outcome::draw(EndReason::Agreement),
                false
            )
            .is_none()
        );
        assert_eq!((a.results["xiangqi"].draws, a.ratings.len()), (1, 1));
        assert!(
            a.results_in.is_empty(),
            "a game in no server counts in none"
        );
    }

    #[test]
    fn a_result_also_counts_in_its_server() {
        let mut a = PlayerDoc::new(&UserId("a".into()), "a");
        let mut b = PlayerDoc::new(&UserId("b".into()), "b");
        let (s1, s2) = (Server("1".into()), Server("2".into()));
        let win = Outcome::win(Color::Black, EndReason::Resignation);
        record_result([&mut a, &mut b], Some(&s1), "xiangqi", win, false);
        record_result([&mut a, &mut b], Some(&s2), "minishogi", win, true);
        assert_eq!(a.results_on(&s1)["xiangqi"].losses, 1);
        assert_eq!(b.results_on(&s1)["xiangqi"].wins, 1);
        assert!(!a.results_on(&s1).contains_key("minishogi"));
        assert_eq!(b.results_on(&s2)["minishogi"].wins, 1);
        assert_eq!(
            a.results["xiangqi"].games() + a.results["minishogi"].games(),
            2
        );
    }
}
