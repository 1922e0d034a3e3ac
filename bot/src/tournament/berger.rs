//! Round robins as correspondence events run them (ICCF, FIDE's Berger tables): every
//! round known from the start, each player meeting every other once (twice, sides
//! swapped, in a double round robin), a bye for whoever meets the missing player of an
//! odd count.
//!
//! Berger's table for an even `n` (players 1..n, `m = n - 1` rounds): in round `r`, two
//! players `a`, `b` below `n` meet when `a + b ≡ r + 1 (mod m)`, the one with
//! `(b - a) mod m` odd on the first side; the player with `2a ≡ r + 1 (mod m)` meets
//! player `n`, who has the first side in even rounds. Each player then has the first
//! side `n/2` or `n/2 - 1` times: no one more than one extra.

use super::{Pairing, Round};

/// The rounds of a round robin of `players` (at least 2), in order: `players - 1` rounds
/// (`players` for an odd count, one bye a round), twice as many with `double`, the
/// second cycle the first with the sides swapped.
pub fn rounds(players: usize, double: bool) -> Vec<Round> {
    if players < 2 {
        return Vec::new();
    }
    // An odd count plays as the next even one: meeting the missing player is a bye.
    let n = players + players % 2;
    let m = n - 1;
    let mut single = Vec::with_capacity(m);
    for r in 1..=m {
        let mut round = Round::default();
        let mut games = Vec::with_capacity(n / 2);
        for a in 1..=m {
            if (2 * a) % m == (r + 1) % m {
                // Player a meets player n.
                let (first, second) = if r % 2 == 0 { (n, a) } else { (a, n) };
                games.push((first, second));
                continue;
            }
            // b ≡ r + 1 - a (mod m), in 1..=m.
            let b = ((r + 1 + m * 2 - a - 1) % m) + 1;
            if a < b {
                let (first, second) = if ((b + m - a) % m) % 2 == 1 {
                    (a, b)
                } else {
                    (b, a)
                };
                games.push((first, second));
            }
        }
        // Board order: the game of player n first, then by the lower number.
        games.sort_by_key(|&(f, s)| (f != n && s != n, f.min(s)));
        for (first, second) in games {
            let missing = n > players;
            if missing && (first == n || second == n) {
                round.bye = Some((if first == n { second } else { first }) - 1);
            } else {
                round.pairings.push(Pairing {
                    first: first - 1,
                    second: second - 1,
                });
            }
        }
        single.push(round);
    }
    if !double {
        return single;
    }
    let second_cycle: Vec<Round> = single
        .iter()
        .map(|r| Round {
            pairings: r
                .pairings
                .iter()
                .map(|p| Pairing {
                    first: p.second,
                    second: p.first,
                })
                .collect(),
            bye: r.bye,
        })
        .collect();
    single.into_iter().chain(second_cycle).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// FIDE's Berger table for 6 players (Handbook C.05, Annex 1), players from 1.
    #[test]
    fn six_players_as_fides_table() {
        let table = [
            [(1, 6), (2, 5), (3, 4)],
            [(6, 4), (5, 3), (1, 2)],
            [(2, 6), (3, 1), (4, 5)],
            [(6, 5), (1, 4), (2, 3)],
            [(3, 6), (4, 2), (5, 1)],
        ];
        let got = rounds(6, false);
        assert_eq!(got.len(), 5);
        for (round, expected) in got.iter().zip(table) {
            let games: HashSet<(usize, usize)> = round
                .pairings
                .iter()
                .map(|p| (p.first + 1, p.second + 1))
                .collect();
            assert_eq!(games, expected.into_iter().collect(), "{round:?}");
            assert_eq!(round.bye, None);
        }
    }

    /// Every count from 2 to 20, single and double: everyone meets everyone once a cycle,
    /// plays at most once a round, sits out at most once a cycle (only with an odd count),
    /// and has the first side at most once more than the second (single), exactly as
    /// often (double).
    #[test]
    fn every_round_robin_is_complete_and_balanced() {
        for n in 2..=20 {
            for double in [false, true] {
                let rounds = rounds(n, double);
                let cycles = if double { 2 } else { 1 };
                let per_cycle = if n % 2 == 0 { n - 1 } else { n };
                assert_eq!(rounds.len(), per_cycle * cycles, "n={n}");
                let mut met = vec![vec![0; n]; n];
                let mut firsts = vec![0i32; n];
                let mut byes = vec![0; n];
                for round in &rounds {
                    let mut seen = HashSet::new();
                    for p in &round.pairings {
                        assert!(seen.insert(p.first) && seen.insert(p.second), "n={n}");
                        met[p.first][p.second] += 1;
                        met[p.second][p.first] += 1;
                        firsts[p.first] += 1;
                        firsts[p.second] -= 1;
                    }
                    if let Some(b) = round.bye {
                        assert!(seen.insert(b));
                        byes[b] += 1;
                    }
                    assert_eq!(seen.len(), n, "everyone plays or sits out");
                    assert_eq!(round.bye.is_some(), n % 2 == 1);
                }
                for a in 0..n {
                    for (b, &times) in met[a].iter().enumerate() {
                        assert_eq!(times, if a == b { 0 } else { cycles }, "n={n}");
                    }
                    assert_eq!(byes[a], if n % 2 == 1 { cycles } else { 0 });
                    // firsts[a] counts first minus second sides.
                    if double {
                        assert_eq!(firsts[a], 0, "n={n} player {a}");
                    } else {
                        assert!(firsts[a].abs() <= 1, "n={n} player {a}: {}", firsts[a]);
                    }
                }
            }
        }
    }
}
