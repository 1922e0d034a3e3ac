//! The standings of an event: points, then its tiebreaks, in that order — for a round
//! robin Sonneborn-Berger then games won, for a Swiss Buchholz cut-1 then
//! Sonneborn-Berger — then the order of the player list. Players equal on all of these
//! share a place.
//!
//! Points count in half points (a win 2, a draw 1, a bye 2). Sonneborn-Berger adds the
//! points of each opponent beaten and half the points of each opponent drawn with
//! (quarter points, to stay whole). Buchholz adds the points of every opponent and leaves
//! the lowest out; a bye counts as an opponent with no points (so it is the one left
//! out). A player struck out of a round robin (withdrawn before finishing half of their
//! games) is not listed, and their games count for no one.

use std::cmp::Reverse;

use super::Pairing;

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    /// The first side won.
    FirstWon,
    /// The second side won.
    SecondWon,
    /// A draw.
    Draw,
}

/// A finished game of the event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Game {
    /// Who played it, on which side.
    pub pairing: Pairing,
    /// How it ended.
    pub outcome: Outcome,
}

impl Game {
    /// The half points `player`, who played it, scored.
    pub fn points_of(&self, player: usize) -> u32 {
        match (self.outcome, self.pairing.first == player) {
            (Outcome::Draw, _) => 1,
            (Outcome::FirstWon, true) | (Outcome::SecondWon, false) => 2,
            _ => 0,
        }
    }
}

/// Which tiebreaks apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Sonneborn-Berger, then games won.
    RoundRobin,
    /// Buchholz cut-1, then Sonneborn-Berger.
    Swiss,
}

/// One player's line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// Their place, from 1 (shared by players equal on points and every tiebreak).
    pub place: usize,
    /// Who.
    pub player: usize,
    /// Points, in half points.
    pub points: u32,
    /// Games played (byes aside).
    pub games: u32,
    /// Games won.
    pub wins: u32,
    /// Sonneborn-Berger, in quarter points.
    pub sonneborn_berger: u32,
    /// Buchholz cut-1, in half points (Swiss only; 0 in a round robin).
    pub buchholz_cut1: u32,
}

/// The standings of `players` (numbered 0..players) after `games` and the `byes` given
/// (a player once per bye), without those `struck` out, best first.
pub fn standings(
    players: usize,
    games: &[Game],
    byes: &[usize],
    format: Format,
    struck: &[usize],
) -> Vec<Line> {
    let counted: Vec<&Game> = games
        .iter()
        .filter(|g| !struck.contains(&g.pairing.first) && !struck.contains(&g.pairing.second))
        .collect();
    let mut points = vec![0u32; players];
    for g in &counted {
        points[g.pairing.first] += g.points_of(g.pairing.first);
        points[g.pairing.second] += g.points_of(g.pairing.second);
    }
    for &b in byes.iter().filter(|b| !struck.contains(b)) {
        points[b] += 2;
    }
    let mut lines: Vec<Line> = (0..players)
        .filter(|p| !struck.contains(p))
        .map(|p| {
            let mine: Vec<&&Game> = counted.iter().filter(|g| g.pairing.has(p)).collect();
            let sonneborn_berger = mine
                .iter()
                .map(|g| g.points_of(p) * points[g.pairing.opponent(p)])
                .sum();
            let mut opponents: Vec<u32> =
                mine.iter().map(|g| points[g.pairing.opponent(p)]).collect();
            opponents.extend(byes.iter().filter(|&&b| b == p).map(|_| 0));
            let buchholz_cut1 = match format {
                Format::Swiss => {
                    opponents.sort_unstable();
                    opponents.iter().skip(1).sum()
                }
                Format::RoundRobin => 0,
            };
            Line {
                place: 0,
                player: p,
                points: points[p],
                games: mine.len() as u32,
                wins: mine.iter().filter(|g| g.points_of(p) == 2).count() as u32,
                sonneborn_berger,
                buchholz_cut1,
            }
        })
        .collect();
    let key = |l: &Line| match format {
        Format::RoundRobin => (l.points, l.sonneborn_berger, l.wins),
        Format::Swiss => (l.points, l.buchholz_cut1, l.sonneborn_berger),
    };
    lines.sort_by_key(|l| (Reverse(key(l)), l.player));
    for i in 0..lines.len() {
        lines[i].place = if i > 0 && key(&lines[i]) == key(&lines[i - 1]) {
            lines[i - 1].place
        } else {
            i + 1
        };
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(first: usize, second: usize, outcome: Outcome) -> Game {
        Game {
            pairing: Pairing { first, second },
            outcome,
        }
    }

    /// (player, place, points, tiebreak 1, tiebreak 2) in half or quarter points.
    fn table(lines: &[Line], format: Format) -> Vec<(usize, usize, u32, u32, u32)> {
        lines
            .iter()
            .map(|l| match format {
                Format::RoundRobin => (l.player, l.place, l.points, l.sonneborn_berger, l.wins),
                Format::Swiss => (
                    l.player,
                    l.place,
                    l.points,
                    l.buchholz_cut1,
                    l.sonneborn_berger,
                ),
            })
            .collect()
    }

    /// A round robin of four, by hand: A 1½ (beat B, drew C, lost to D), B 2 (beat C and
    /// D), C 1, D 1½ (drew C). A and D tie on points; A's Sonneborn-Berger is B's 2 and
    /// half of C's 1 = 2½, D's is A's 1½ and half of C's 1 = 2.
    #[test]
    fn a_round_robin_by_hand() {
        let games = [
            game(0, 1, Outcome::FirstWon),
            game(2, 0, Outcome::Draw),
            game(0, 3, Outcome::SecondWon),
            game(1, 2, Outcome::FirstWon),
            game(3, 1, Outcome::SecondWon),
            game(2, 3, Outcome::Draw),
        ];
        let lines = standings(4, &games, &[], Format::RoundRobin, &[]);
        assert_eq!(
            table(&lines, Format::RoundRobin),
            [
                (1, 1, 4, 10, 2),
                (0, 2, 3, 10, 1),
                (3, 3, 3, 8, 1),
                (2, 4, 2, 6, 0)
            ]
        );
        // Struck out, D's games count for no one: A keeps 1½, B 2 → 1, C 1 → ½.
        let lines = standings(4, &games, &[], Format::RoundRobin, &[3]);
        assert_eq!(
            lines
                .iter()
                .map(|l| (l.player, l.points))
                .collect::<Vec<_>>(),
            [(0, 3), (1, 2), (2, 1)]
        );
    }

    /// A Swiss of five over three rounds, by hand (a bye a round): 0 scores 2½; 1, 2 and 3
    /// score 2 with Buchholz cut-1 3 each (a bye is the opponent left out), so
    /// Sonneborn-Berger decides: 1 has 1½ (half of 4's ½ and of 0's 2½), 2 and 3 have ½
    /// each (beating 4) and share third place; 4 has ½.
    #[test]
    fn a_swiss_by_hand() {
        let games = [
            game(0, 3, Outcome::FirstWon),
            game(1, 4, Outcome::Draw),
            game(2, 0, Outcome::SecondWon),
            game(3, 4, Outcome::FirstWon),
            game(0, 1, Outcome::Draw),
            game(2, 4, Outcome::FirstWon),
        ];
        let lines = standings(5, &games, &[2, 1, 3], Format::Swiss, &[]);
        assert_eq!(
            table(&lines, Format::Swiss),
            [
                (0, 1, 5, 8, 20),
                (1, 2, 4, 6, 6),
                (2, 3, 4, 6, 2),
                (3, 3, 4, 6, 2),
                (4, 5, 1, 8, 4)
            ]
        );
        assert_eq!(lines[0].wins, 2);
        assert_eq!(lines[1].games, 2, "a bye is no game");
    }
}
