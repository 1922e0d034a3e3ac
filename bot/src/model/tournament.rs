//! A tournament of a server, as stored: how it is played, who entered, and the games of
//! each round (the games themselves are ordinary [`super::GameDoc`]s; their results are
//! read from them). What the event makes of them — the next Swiss round, the standings,
//! who is struck out — comes from [`crate::tournament`], on the players' numbers here.

use serde::{Deserialize, Serialize};

use super::{GameId, Place, Server, Time, UserId};
use crate::tournament::standings::{self, Game, Line, Outcome};
use crate::tournament::{Pairing, Round, Side, berger, swiss};

/// A tournament's number (one sequence for all servers, like games').
pub type TournamentId = u64;

/// How the event is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum EventFormat {
    /// Everyone against everyone, every game from the start; `double`: twice, sides
    /// swapped.
    RoundRobin {
        /// Whether each pair meets twice.
        double: bool,
    },
    /// Swiss rounds, each paired when the last has ended.
    Swiss {
        /// How many rounds.
        rounds: u32,
    },
}

/// Where the event is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EventStage {
    /// Taking entries.
    SignUp,
    /// Being played.
    Running,
    /// Over (the last round ended, or no further round could be paired).
    Finished,
}

/// A player of the event, numbered by their place in [`TournamentDoc::entrants`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entrant {
    /// Who.
    pub user: UserId,
    /// Their rating in the event's game when it started (the Swiss order within a score).
    pub rating: i32,
    /// Whether they withdrew (or timed out of every game): no longer paired.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub withdrawn: bool,
}

/// A game of a round: who plays which side, and its game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventGame {
    /// The player (by number) on the first side.
    pub first: usize,
    /// The player on the second side.
    pub second: usize,
    /// The game.
    pub game: GameId,
    /// How it ended, once it has (written with the game's ending, in the same commit).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<EventResult>,
}

/// How a game of the event ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventResult {
    /// Who won, or a draw.
    pub outcome: Outcome,
    /// Whether it was lost without being played out (on time, or by withdrawing): it
    /// does not count as a game the loser finished.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub forfeit: bool,
}

/// A game's place in a tournament (kept in its [`super::GameDoc`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventRef {
    /// The tournament.
    pub tournament: TournamentId,
    /// The round, from 1.
    pub round: u32,
}

/// A round as played.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventRound {
    /// Its games.
    pub games: Vec<EventGame>,
    /// Who had the bye.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bye: Option<usize>,
}

/// A tournament's document.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentDoc {
    /// Its number.
    pub id: TournamentId,
    /// The server it belongs to: it is seen and joined there only.
    pub server: Server,
    /// Where it was announced (its sign-up message).
    pub place: Place,
    /// Who runs it.
    pub organiser: UserId,
    /// Round robin or Swiss.
    pub format: EventFormat,
    /// The game (a variant's name).
    pub variant: String,
    /// Days per move in its games.
    pub days: u32,
    /// Whether its games are rated.
    pub rated: bool,
    /// When sign-up ends and it starts by itself, if set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deadline: Option<Time>,
    /// The most players it takes.
    pub limit: u32,
    /// Its players, in the order they entered.
    pub entrants: Vec<Entrant>,
    /// Where it is.
    pub stage: EventStage,
    /// The rounds paired so far.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rounds: Vec<EventRound>,
}

impl TournamentDoc {
    /// The standings' tiebreaks that apply.
    pub fn standings_format(&self) -> standings::Format {
        match self.format {
            EventFormat::RoundRobin { .. } => standings::Format::RoundRobin,
            EventFormat::Swiss { .. } => standings::Format::Swiss,
        }
    }

    /// When it starts by itself: the end of its sign-up, while it takes entries.
    pub fn starts_by_itself(&self) -> Option<Time> {
        self.deadline.filter(|_| self.stage == EventStage::SignUp)
    }

    /// Rounds in all: a round robin's from Berger's tables (each player's games), a
    /// Swiss's as set.
    pub fn round_count(&self) -> u32 {
        let n = self.entrants.len() as u32;
        match self.format {
            EventFormat::RoundRobin { double } => {
                let once = if n.is_multiple_of(2) {
                    n.saturating_sub(1)
                } else {
                    n
                };
                if double { 2 * once } else { once }
            }
            EventFormat::Swiss { rounds } => rounds,
        }
    }

    /// Its game (a stored name no variant has is damage).
    pub fn variant(&self) -> Result<rules::Variant, super::Damage> {
        self.variant
            .parse()
            .map_err(|_| super::Damage::UnknownVariant(self.variant.clone()))
    }

    /// Game `game` of the event, with its round (from 0).
    pub fn game(&self, game: GameId) -> Option<&EventGame> {
        self.rounds
            .iter()
            .flat_map(|r| &r.games)
            .find(|g| g.game == game)
    }

    /// The number of `user` in the event, if they entered.
    pub fn entrant(&self, user: &UserId) -> Option<usize> {
        self.entrants.iter().position(|e| &e.user == user)
    }

    /// The games of player `p` still running.
    pub fn running_games_of(&self, p: usize) -> Vec<GameId> {
        self.rounds
            .iter()
            .flat_map(|r| &r.games)
            .filter(|g| (g.first == p || g.second == p) && g.result.is_none())
            .map(|g| g.game)
            .collect()
    }

    /// Every game of the event still running.
    pub fn running_games(&self) -> Vec<GameId> {
        self.rounds
            .iter()
            .flat_map(|r| &r.games)
            .filter(|g| g.result.is_none())
            .map(|g| g.game)
            .collect()
    }

    /// Keeps how game `game` ended; whether it is a game of the event still without a
    /// result.
    pub fn record(&mut self, game: GameId, result: EventResult) -> bool {
        let found = self
            .rounds
            .iter_mut()
            .flat_map(|r| &mut r.games)
            .find(|g| g.game == game && g.result.is_none());
        match found {
            Some(g) => {
                g.result = Some(result);
                true
            }
            None => false,
        }
    }

    /// Every game played to a result so far.
    fn finished(&self) -> Vec<Game> {
        self.rounds
            .iter()
            .flat_map(|r| &r.games)
            .filter_map(|g| {
                g.result.map(|r| Game {
                    pairing: Pairing {
                        first: g.first,
                        second: g.second,
                    },
                    outcome: r.outcome,
                })
            })
            .collect()
    }

    /// Whether every game of the last round has ended.
    pub fn round_over(&self) -> bool {
        self.rounds
            .last()
            .is_none_or(|r| r.games.iter().all(|g| g.result.is_some()))
    }

    /// Whether every round has been paired and every game has ended.
    pub fn all_played(&self) -> bool {
        let paired = match self.format {
            EventFormat::RoundRobin { .. } => !self.rounds.is_empty(),
            EventFormat::Swiss { rounds } => self.rounds.len() >= rounds as usize,
        };
        paired && self.running_games().is_empty()
    }

    /// The players struck out: in a round robin, those who withdrew before finishing
    /// half of their games (a game lost on time or by withdrawing is not finished; their
    /// results are then struck for everyone); nobody in a Swiss, where results stand.
    pub fn struck(&self) -> Vec<usize> {
        let EventFormat::RoundRobin { .. } = self.format else {
            return Vec::new();
        };
        (0..self.entrants.len())
            .filter(|&p| self.entrants[p].withdrawn && self.played_under_half(p))
            .collect()
    }

    /// Whether player `p` has played out fewer than half of their games (a game lost on
    /// time or by withdrawing is not played out).
    pub fn played_under_half(&self, p: usize) -> bool {
        let theirs = || {
            self.rounds
                .iter()
                .flat_map(|r| &r.games)
                .filter(move |g| g.first == p || g.second == p)
        };
        let all = theirs().count();
        let done = theirs()
            .filter(|g| g.result.is_some_and(|r| !r.forfeit))
            .count();
        done * 2 < all
    }

    /// Whether a player who ran out of time in every game left to them is withdrawn: in a
    /// Swiss while rounds remain (they are not paired again); in a round robin, where
    /// every game is already paired, when they played out fewer than half of their games
    /// (their results are then struck) — one who played most of theirs keeps them.
    pub fn withdraws_on_timeout(&self, p: usize) -> bool {
        match self.format {
            EventFormat::Swiss { rounds } => self.rounds.len() < rounds as usize,
            EventFormat::RoundRobin { .. } => self.played_under_half(p),
        }
    }

    /// The standings now.
    pub fn standings(&self) -> Vec<Line> {
        let games = self.finished();
        let byes: Vec<usize> = self.rounds.iter().filter_map(|r| r.bye).collect();
        standings::standings(
            self.entrants.len(),
            &games,
            &byes,
            self.standings_format(),
            &self.struck(),
        )
    }

    /// The rounds a round robin of its entrants plays (all of them, known at the start).
    pub fn round_robin(&self) -> Vec<Round> {
        match self.format {
            EventFormat::RoundRobin { double } => berger::rounds(self.entrants.len(), double),
            EventFormat::Swiss { .. } => Vec::new(),
        }
    }

    /// The next Swiss round, when the last one is over and rounds remain: `None` when it
    /// is not time, or when no pairing keeps the rules (the event then ends).
    pub fn next_swiss_round(&self) -> Option<Round> {
        let EventFormat::Swiss { rounds } = self.format else {
            return None;
        };
        if self.rounds.len() >= rounds as usize || !self.round_over() {
            return None;
        }
        swiss::pair(&self.swiss_players())
    }

    /// What Swiss pairing knows of each entrant now.
    fn swiss_players(&self) -> Vec<swiss::Player> {
        let mut players: Vec<swiss::Player> = self
            .entrants
            .iter()
            .map(|e| swiss::Player {
                rating: e.rating,
                withdrawn: e.withdrawn,
                sides: vec![None; self.rounds.len()],
                ..swiss::Player::default()
            })
            .collect();
        for (n, round) in self.rounds.iter().enumerate() {
            for g in &round.games {
                players[g.first].met.push(g.second);
                players[g.second].met.push(g.first);
                players[g.first].sides[n] = Some(Side::First);
                players[g.second].sides[n] = Some(Side::Second);
            }
            if let Some(b) = round.bye {
                players[b].had_bye = true;
            }
        }
        // Scores round by round: each round's floats are read from the scores before it.
        let mut score = vec![0u32; self.entrants.len()];
        for round in &self.rounds {
            for p in players.iter_mut() {
                p.floats.push(None);
            }
            let mut gained = vec![0u32; score.len()];
            for g in &round.games {
                let (f, s) = (g.first, g.second);
                let (down, up) = match score[f].cmp(&score[s]) {
                    std::cmp::Ordering::Greater => (Some(f), Some(s)),
                    std::cmp::Ordering::Less => (Some(s), Some(f)),
                    std::cmp::Ordering::Equal => (None, None),
                };
                if let (Some(d), Some(u)) = (down, up) {
                    *players[d].floats.last_mut().expect("pushed") = Some(swiss::Float::Down);
                    *players[u].floats.last_mut().expect("pushed") = Some(swiss::Float::Up);
                }
                if let Some(outcome) = g.result.map(|r| r.outcome) {
                    let game = Game {
                        pairing: Pairing {
                            first: f,
                            second: s,
                        },
                        outcome,
                    };
                    gained[f] += game.points_of(f);
                    gained[s] += game.points_of(s);
                }
            }
            if let Some(b) = round.bye {
                *players[b].floats.last_mut().expect("pushed") = Some(swiss::Float::Down);
                gained[b] += 2;
            }
            for (total, g) in score.iter_mut().zip(gained) {
                *total += g;
            }
        }
        for (p, s) in players.iter_mut().zip(score) {
            p.score = s;
        }
        players
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn swiss(n: usize, rounds: u32) -> TournamentDoc {
        TournamentDoc {
            id: 1,
            server: Server("9".into()),
            place: Place("<#5>".into()),
            organiser: UserId("1".into()),
            format: EventFormat::Swiss { rounds },
            variant: "minixiangqi".into(),
            days: 3,
            rated: true,
            deadline: None,
            limit: 64,
            entrants: (0..n)
                .map(|i| Entrant {
                    user: UserId(format!("{}", 100 + i)),
                    rating: 1800 - i as i32,
                    withdrawn: false,
                })
                .collect(),
            stage: EventStage::Running,
            rounds: Vec::new(),
        }
    }

    /// Every game for which `result` has an outcome ended with it (played out).
    fn ended(doc: &mut TournamentDoc, result: impl Fn(GameId) -> Option<Outcome>) {
        let games: Vec<GameId> = doc.running_games();
        for g in games {
            if let Some(outcome) = result(g) {
                assert!(doc.record(
                    g,
                    EventResult {
                        outcome,
                        forfeit: false
                    }
                ));
            }
        }
    }

    /// Games numbered 1000 + 10 × round + board.
    fn played(doc: &mut TournamentDoc, round: Round) {
        let number = doc.rounds.len() as u64;
        doc.rounds.push(EventRound {
            games: round
                .pairings
                .iter()
                .enumerate()
                .map(|(board, p)| EventGame {
                    first: p.first,
                    second: p.second,
                    game: 1000 + 10 * number + board as u64,
                    result: None,
                })
                .collect(),
            bye: round.bye,
        });
    }

    #[test]
    fn a_stored_tournament_reads_back_as_written() {
        let mut doc = swiss(3, 2);
        let round = doc.next_swiss_round().unwrap();
        played(&mut doc, round);
        ended(&mut doc, |_| Some(Outcome::Draw));
        let text = serde_json::to_string(&doc).unwrap();
        assert!(
            text.contains(r#""format":{"kind":"swiss","rounds":2}"#),
            "{text}"
        );
        assert_eq!(serde_json::from_str::<TournamentDoc>(&text).unwrap(), doc);
    }

    /// A Swiss of 3 over 2 rounds: round 1 gives the lowest-ranked (2) the bye; round 2
    /// waits for round 1's game, then pairs with no rematch and no second bye; after
    /// round 2 none is left.
    #[test]
    fn swiss_rounds_wait_for_the_last_one_and_stop_at_the_count() {
        let mut doc = swiss(3, 2);
        let one = doc.next_swiss_round().unwrap();
        assert_eq!(one.bye, Some(2));
        played(&mut doc, one);
        assert_eq!(doc.next_swiss_round(), None, "round 1 still runs");
        let first_won = |g: GameId| (g == 1000).then_some(Outcome::FirstWon);
        ended(&mut doc, first_won);
        // The bye floated 2 down; 0 and 1 met on equal scores.
        let known = doc.swiss_players();
        assert_eq!(known[2].floats, [Some(swiss::Float::Down)]);
        assert_eq!(known[0].floats, [None]);
        assert_eq!([known[0].score, known[1].score, known[2].score], [2, 0, 2]);
        let two = doc.next_swiss_round().unwrap();
        assert_ne!(two.bye, Some(2), "a second bye");
        for p in &two.pairings {
            assert!(!(p.has(0) && p.has(1)), "a rematch: {two:?}");
        }
        let (up, down) = (two.pairings[0].first, two.pairings[0].second);
        played(&mut doc, two);
        assert!(!doc.round_over());
        let all_first = |g: GameId| (g < 1020).then_some(Outcome::FirstWon);
        ended(&mut doc, all_first);
        // Round 2 paired 0 (2 points) with 2 (2 points): no float; 1 had the bye.
        let known = doc.swiss_players();
        assert_eq!(known[up].floats[1], None, "{down} and {up} were level");
        assert_eq!(known[1].floats[1], Some(swiss::Float::Down));
        assert!(doc.round_over());
        assert!(doc.all_played());
        assert_eq!(doc.next_swiss_round(), None, "two rounds were asked");
        let table = doc.standings();
        assert_eq!(table.len(), 3);
        assert_eq!(table.iter().map(|l| l.points).sum::<u32>(), 2 * 2 + 2 * 2);
    }

    /// A round robin of 4: a player who withdrew after one of their three games is struck
    /// out (their game counts for no one); one who finished two of three stays.
    #[test]
    fn a_round_robin_strikes_out_who_left_before_half_their_games() {
        let mut doc = swiss(4, 0);
        doc.format = EventFormat::RoundRobin { double: false };
        for round in doc.round_robin() {
            played(&mut doc, round);
        }
        let rounds = doc.rounds.clone();
        let games_of = |p: usize| -> Vec<GameId> {
            rounds
                .iter()
                .flat_map(|r| &r.games)
                .filter(|g| g.first == p || g.second == p)
                .map(|g| g.game)
                .collect()
        };
        let (three, zero) = (games_of(3), games_of(0));
        // Player 3 finished one game, player 0 two; everything else ended too.
        let result = |g: GameId| {
            let unfinished = three[1..].contains(&g) || g == zero[2];
            (!unfinished).then_some(Outcome::Draw)
        };
        ended(&mut doc, result);
        doc.entrants[3].withdrawn = true;
        doc.entrants[0].withdrawn = true;
        assert_eq!(doc.struck(), [3]);
        let table = doc.standings();
        assert!(table.iter().all(|l| l.player != 3));
        assert_eq!(table.len(), 3);
        // Games lost on time do not count as finished: 0's second game was, so 0 has
        // finished one of three and is struck too.
        let second = zero[1];
        for g in doc.rounds.iter_mut().flat_map(|r| &mut r.games) {
            if g.game == second {
                g.result = Some(EventResult {
                    outcome: if g.first == 0 {
                        Outcome::SecondWon
                    } else {
                        Outcome::FirstWon
                    },
                    forfeit: true,
                });
            }
        }
        assert_eq!(doc.struck(), [0, 3]);
    }
}
