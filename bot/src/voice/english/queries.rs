//! The queries and vacations in English.

use super::game::{line, listed};
use super::times::{away, duration, moment};
use super::words::{count, rating, result};
use crate::service::request::Ranking;
use crate::service::said::{
    Allowance, Ending, OpenChallenge, QueryRefusal, QuerySaid, ReplayView, ShownResults,
    VacationRefusal, VacationSaid,
};
use rules::Variant;

/// The footer under ratings shown with a `?`.
const PROVISIONAL_NOTE: &str = "? = provisional: too few rated games to be sure of the rating yet (Glicko-2 deviation above 110); it settles as more rated games are played.";

/// `12 d 3 h of your 21 vacation days in any 365 are left.`
fn allowance(a: &Allowance) -> String {
    if a.left <= 0 {
        format!("None of your {} vacation days in any 365 is left.", a.days)
    } else {
        format!(
            "{} of your {} vacation days in any 365 {} left.",
            duration(a.left),
            a.days,
            if a.left == crate::model::DAY {
                "is"
            } else {
                "are"
            }
        )
    }
}

/// `3, 5 and 8`.
fn and_list(ids: &[u64]) -> String {
    let text: Vec<String> = ids.iter().map(u64::to_string).collect();
    match text.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => text.join(""),
    }
}

/// `game 3` or `games 3 and 5`.
fn games_phrase(games: &[u64]) -> String {
    match games {
        [one] => format!("game {one}"),
        many => format!("games {}", and_list(many)),
    }
}

/// The rules of a variant in a few lines.
fn rules_of(v: Variant) -> &'static str {
    match v {
        Variant::Xiangqi => {
            "**Xiangqi** (9×10). Red moves first. Pieces stand on points. The general and advisors stay in the palace; the general moves one point straight, advisors one diagonally. Elephants move two points diagonally, never across the river, and are stopped by a piece on the point between. Horses move one point straight then one diagonally, and are stopped by a piece on the first point. Chariots move any distance straight. Cannons move like chariots but capture by jumping over exactly one piece. Soldiers move one point forward, and also sideways once across the river. The two generals may never face each other on an open file. Checkmate or stalemate wins; perpetual check and perpetual chase lose; other repetitions, and 100 plies without a capture, are draws (every check past the tenth that one side gives in those plies adds 2 plies to the limit)."
        }
        Variant::MiniXiangqi => {
            "**Mini Xiangqi** (7×7). Xiangqi on a 7×7 board without river, advisors or elephants: each side has a general, two chariots, two cannons, two horses and four soldiers. Soldiers move forward or sideways from the start. The general stays in its 3×3 palace and may not face the other general on an open file. Checkmate or stalemate wins; perpetual check and perpetual chase lose; other repetitions, and 100 plies without a capture, are draws (every check past the tenth that one side gives in those plies adds 2 plies to the limit)."
        }
        Variant::DarkMiniXiangqi => {
            "**Dark Mini Xiangqi**. Mini Xiangqi in fog of war: you see your own pieces and the points your pieces could move to or capture on; an occupied horse leg or cannon screen shows as a face-down marker. There is no check: any move of your pieces is allowed, generals may face, and a general may capture the other across an open file. Capturing the enemy general wins; a side with no move loses; a third repetition or 60 plies without a capture draw. Each player gets their own view by DM after every ply; the whole game is shown when it ends."
        }
        Variant::MiniShogi => {
            "**Minishogi** (5×5). Each side has a king, gold, silver, bishop, rook and pawn. Captured pieces change sides and may be dropped back on an empty square instead of moving. The far rank is the promotion zone: a piece moving into or out of it may promote (a pawn reaching the last rank must). A second unpromoted pawn on a file, a pawn drop on the last rank, and a pawn drop that mates are not allowed. Checkmate wins, and a side with no move loses. A fourfold repetition loses for the side giving perpetual check, otherwise for sente. A game still going at its 700th ply is a draw (lishogi's limit)."
        }
    }
}

/// `challenge 3 · Minishogi (rated, …) · to carol · lapses in 6 d 23 h`, or one addressed
/// to the reader with how to take it.
fn open_challenge(c: &OpenChallenge) -> String {
    let whom = match (&c.opponent, c.to_you) {
        (_, true) => format!(
            "from {} · /accept challenge:{id} or /decline challenge:{id}",
            c.terms.challenger,
            id = c.id
        ),
        (Some(o), false) => format!("to {o}"),
        (None, false) => "open to anyone where it was posted".to_owned(),
    };
    format!(
        "challenge {} · {} · {whom} · lapses in {}",
        c.id,
        super::challenge::terms(&c.terms),
        duration(c.lapses_in)
    )
}

pub(super) fn said(s: &QuerySaid) -> String {
    match s {
        QuerySaid::GamesOf {
            name,
            games,
            challenges,
            someone_else,
        } => {
            let mut lines = if games.is_empty() {
                // Someone else without a game here is answered alike whether they play
                // elsewhere or nowhere: not even that they play in another server shows.
                let here = if *someone_else { " here" } else { "" };
                vec![format!("{name} has no game in progress{here}.")]
            } else {
                let mut lines = vec![format!("Games of {name} in progress:")];
                lines.extend(games.iter().map(listed));
                lines
            };
            if !challenges.is_empty() {
                lines.push("Open challenges:".to_owned());
                lines.extend(challenges.iter().map(open_challenge));
            }
            lines.join("\n")
        }
        QuerySaid::Record(pgn) => format!("```\n{pgn}\n```"),
        QuerySaid::Replay {
            game,
            plies,
            view,
            cut_to,
        } => {
            let plies = count(*plies as u64, "ply", "plies");
            let seen = match view {
                ReplayView::AsSeenBy(c) => format!(" as {} saw it", c.name()),
                ReplayView::From(c) => format!(" from {}'s side", c.name()),
                ReplayView::Whole => String::new(),
            };
            match cut_to {
                Some(max) => format!(
                    "Replay of game {game}{seen} (its last {max} of {plies}; /export gives the whole record)."
                ),
                None => format!("Replay of game {game}{seen} ({plies})."),
            }
        }
        QuerySaid::Stats(st) => {
            let mut lines = vec![match st.shown {
                ShownResults::All => format!("{}:", st.name),
                ShownResults::ThisServer => format!(
                    "{} (results in this server; ratings count every server):",
                    st.name
                ),
                ShownResults::None => format!(
                    "{} (ratings only; results show in the server they were played in):",
                    st.name
                ),
            }];
            for row in &st.rows {
                let r = &row.results;
                lines.push(format!(
                    "{} · {} · {}: {} won, {} lost, {} drawn",
                    row.variant.title(),
                    row.rating
                        .map_or("unrated".to_owned(), |x| format!("rating {}", rating(x))),
                    count(r.games(), "game", "games"),
                    r.wins,
                    r.losses,
                    r.draws
                ));
            }
            if st.rows.is_empty() {
                lines.push(match st.shown {
                    ShownResults::ThisServer => "no finished games here yet".to_owned(),
                    _ => "no finished games yet".to_owned(),
                });
            }
            if st.provisional {
                lines.push(PROVISIONAL_NOTE.to_owned());
            }
            if let Some((solved, given)) = st.puzzles {
                lines.push(format!("Puzzles: {solved} solved of {given} given"));
            }
            if let Some(a) = &st.away {
                lines.push(away(&a.name, a.until, a.left));
            }
            if let Some(a) = &st.vacation {
                lines.push(format!("Vacation: {}", allowance(a)));
            }
            lines.join("\n")
        }
        QuerySaid::Leaderboard { variant, by, rows } => {
            let title = match by {
                Ranking::Wins => "by wins",
                Ranking::Games => "by games played",
                Ranking::Rating => "by rating",
            };
            let mut lines = vec![format!("{} · top 20 {title}", variant.title())];
            if rows.is_empty() {
                lines.push("nobody yet".to_owned());
            }
            for (i, r) in rows.iter().enumerate() {
                lines.push(format!(
                    "{:>2}. {} · {} · {} · {}",
                    i + 1,
                    r.name,
                    rating(r.rating),
                    count(r.wins, "win", "wins"),
                    count(r.games, "game", "games")
                ));
            }
            if rows.iter().any(|r| r.rating.is_provisional()) {
                lines.push(PROVISIONAL_NOTE.to_owned());
            }
            lines.join("\n")
        }
        QuerySaid::Activity { started, finished } => {
            let mut lines = vec!["Latest games started:".to_owned()];
            if started.is_empty() {
                lines.push("none in progress".to_owned());
            }
            lines.extend(started.iter().map(line));
            lines.push("Latest games finished:".to_owned());
            if finished.is_empty() {
                lines.push("none yet".to_owned());
            }
            for f in finished {
                let end = match f.ending {
                    Ending::Result(o) => result(f.variant, o),
                    Ending::Aborted => "aborted".to_owned(),
                    Ending::Unreadable => "unreadable".to_owned(),
                };
                lines.push(format!(
                    "Game {} · {} · {} vs {} · {end}",
                    f.game,
                    f.variant.title(),
                    f.players[0],
                    f.players[1]
                ));
            }
            lines.join("\n")
        }
        QuerySaid::Rules(Some(v)) => rules_of(*v).to_owned(),
        QuerySaid::Help => super::commands::help(),
        QuerySaid::Rules(None) => Variant::ALL
            .iter()
            .map(|&v| rules_of(v))
            .collect::<Vec<_>>()
            .join("\n\n"),
    }
}

pub(super) fn refusal(r: &QueryRefusal) -> String {
    match r {
        QueryRefusal::LeaderboardNeedsServer => {
            "/leaderboard lists the players of a server: ask in one of its channels".to_owned()
        }
    }
}

pub(super) fn vacation(s: &VacationSaid) -> String {
    match s {
        VacationSaid::Status {
            away: Some((until, left)),
            allowance: a,
        } => format!(
            "You are away until {} ({} more): the clocks of your games are stopped. {}/vacation end when you are back early.",
            moment(*until),
            duration(*left),
            a.as_ref().map_or(String::new(), |a| allowance(a) + " ")
        ),
        VacationSaid::Status {
            away: None,
            allowance: None,
        } => "Vacations are turned off on this bot.".to_owned(),
        VacationSaid::Status {
            away: None,
            allowance: Some(a),
        } => format!(
            "You are not away. {} /vacation days:N stops the clocks of all your games for N days.",
            allowance(a)
        ),
        VacationSaid::WentAway {
            until: (until, left),
            games,
            untold,
            allowance: a,
        } => {
            let stopped = match games.as_slice() {
                [] => "you have no game in progress; games that begin meanwhile wait for you too"
                    .to_owned(),
                [one] => format!("the clock of game {one} is stopped"),
                many => format!("the clocks of games {} are stopped", and_list(many)),
            };
            let clocks = match (games.len(), untold.len()) {
                (0, _) => stopped,
                (1, 0) => format!("{stopped} and your opponent is told"),
                (_, 0) => format!("{stopped} and your opponents are told"),
                (1, _) => format!(
                    "{stopped}; your opponent heard of a vacation of yours less than a day ago and is not told again (their /games shows it)"
                ),
                (n, k) if n == k => format!(
                    "{stopped}; your opponents heard of a vacation of yours less than a day ago and are not told again (their /games shows it)"
                ),
                _ => format!(
                    "{stopped} and your opponents are told, except in {}, {} heard of a vacation of yours less than a day ago (their /games shows it)",
                    games_phrase(untold),
                    if untold.len() == 1 {
                        "whose opponent"
                    } else {
                        "whose opponents"
                    }
                ),
            };
            format!(
                "You are away until {} ({}): {clocks}. {} /vacation end when you are back early.",
                moment(*until),
                duration(*left),
                allowance(a),
            )
        }
        VacationSaid::AwayNotice {
            game,
            name,
            until: (until, left),
            other_until,
        } => format!(
            "Game {game}: {name} is away until {} ({}): the clock is stopped until then{}.",
            moment(*until),
            duration(*left),
            other_until
                .map(|s| format!(" and while the other player is away, until {}", moment(s)))
                .unwrap_or_default(),
        ),
        VacationSaid::CameBack {
            away,
            untold,
            allowance: a,
        } => {
            let untold = match untold.len() {
                0 => String::new(),
                1 => format!(
                    " Your opponent in {} heard of a vacation of yours less than a day ago and is not told again (their /games shows it).",
                    games_phrase(untold)
                ),
                _ => format!(
                    " Your opponents in {} heard of a vacation of yours less than a day ago and are not told again (their /games shows it).",
                    games_phrase(untold)
                ),
            };
            format!(
                "Welcome back: you were away {}. {} Each day begun counts.{untold}",
                if *away < 60 {
                    "less than a minute".to_owned()
                } else {
                    duration(*away)
                },
                allowance(a)
            )
        }
        VacationSaid::BackNotice {
            game,
            name,
            still_until,
        } => {
            let how = match still_until {
                Some(s) => format!(
                    "the clock stays stopped while the other player is away, until {}",
                    moment(*s)
                ),
                None => "the clock runs again".to_owned(),
            };
            format!("Game {game}: {name} is back early: {how}.")
        }
    }
}

pub(super) fn vacation_refusal(r: &VacationRefusal) -> String {
    match r {
        VacationRefusal::DaysAndEnd => {
            "give days: to go away, or end: to come back early, not both".to_owned()
        }
        VacationRefusal::Off => "vacations are turned off on this bot".to_owned(),
        VacationRefusal::NotAway => {
            "you are not away (/vacation days:N stops your clocks for N days)".to_owned()
        }
        VacationRefusal::TooLong {
            left, allowance, ..
        } if *left <= 0 => {
            format!("you have no vacation left: all of your {allowance} days in any 365 are used")
        }
        VacationRefusal::TooLong {
            days,
            left,
            allowance,
        } => format!(
            "{} is more than the vacation you have left: {} of your {allowance} days in any 365",
            count(*days, "day", "days"),
            duration(*left)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Rating, Results};
    use crate::service::said::{
        Away, Finished, GameLine, LeaderRow, LineState, Listed, Stats, StatsRow,
    };
    use rules::{Color, EndReason, Outcome};

    const MONDAY: i64 = 1_795_392_000;

    fn rated(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            ..Rating::default()
        }
    }

    fn finished_line() -> GameLine {
        GameLine {
            game: 3,
            variant: Variant::Xiangqi,
            players: ["alice".into(), "bob".into()],
            state: LineState::Finished(None),
        }
    }

    #[test]
    fn what_the_queries_say() {
        let cases = [
            (
                QuerySaid::GamesOf {
                    name: "alice".into(),
                    games: vec![Listed::Game(finished_line()), Listed::Unreadable(4)],
                    challenges: Vec::new(),
                    someone_else: false,
                },
                "Games of alice in progress:\nGame 3 · Xiangqi · alice (red) vs bob (black) · over\nGame 4 · cannot be read",
            ),
            (
                QuerySaid::Record("[Variant \"xiangqi\"]\n\n*".into()),
                "```\n[Variant \"xiangqi\"]\n\n*\n```",
            ),
            (
                QuerySaid::Replay {
                    game: 3,
                    plies: 250,
                    view: ReplayView::From(Color::Black),
                    cut_to: Some(200),
                },
                "Replay of game 3 from black's side (its last 200 of 250 plies; /export gives the whole record).",
            ),
            (
                QuerySaid::Stats(Stats {
                    name: "alice".into(),
                    shown: ShownResults::All,
                    rows: vec![StatsRow {
                        variant: Variant::MiniXiangqi,
                        rating: Some(rated(1620.4, 80.0)),
                        results: Results {
                            wins: 2,
                            losses: 1,
                            draws: 0,
                        },
                    }],
                    provisional: false,
                    puzzles: Some((1, 3)),
                    away: None,
                    vacation: Some(Allowance {
                        left: 86_400,
                        days: 21,
                    }),
                }),
                "alice:\nMini Xiangqi · rating 1620 · 3 games: 2 won, 1 lost, 0 drawn\nPuzzles: 1 solved of 3 given\nVacation: 1 d 0 h of your 21 vacation days in any 365 is left.",
            ),
            (
                QuerySaid::Leaderboard {
                    variant: Variant::MiniShogi,
                    by: Ranking::Wins,
                    rows: vec![LeaderRow {
                        name: "alice".into(),
                        rating: Rating::default(),
                        wins: 1,
                        games: 2,
                    }],
                },
                "Minishogi · top 20 by wins\n 1. alice · 1500? · 1 win · 2 games\n? = provisional: too few rated games to be sure of the rating yet (Glicko-2 deviation above 110); it settles as more rated games are played.",
            ),
            (
                QuerySaid::Activity {
                    started: Vec::new(),
                    finished: vec![
                        Finished {
                            game: 2,
                            variant: Variant::Xiangqi,
                            players: ["alice".into(), "bob".into()],
                            ending: Ending::Result(Outcome::win(Color::Black, EndReason::Timeout)),
                        },
                        Finished {
                            game: 1,
                            variant: Variant::Xiangqi,
                            players: ["alice".into(), "bob".into()],
                            ending: Ending::Aborted,
                        },
                    ],
                },
                "Latest games started:\nnone in progress\nLatest games finished:\nGame 2 · Xiangqi · alice vs bob · Black wins by timeout\nGame 1 · Xiangqi · alice vs bob · aborted",
            ),
            (
                QuerySaid::Rules(Some(Variant::MiniShogi)),
                rules_of(Variant::MiniShogi),
            ),
        ];
        let help = super::super::commands::help();
        assert_eq!(said(&QuerySaid::Help), help);
        let mut cases = cases.map(|(s, t)| (s, t.to_owned())).to_vec();
        cases.push((QuerySaid::Help, help));
        crate::voice::english::assert_every_variant(cases.iter().map(|(s, _)| s));
        for (s, text) in cases {
            assert_eq!(said(&s), text);
        }
        // The rest of each: nobody's games here, a whole replay, stats without games but
        // away, an empty board, every variant's rules.
        assert_eq!(
            said(&QuerySaid::GamesOf {
                name: "bob".into(),
                games: Vec::new(),
                challenges: Vec::new(),
                someone_else: true,
            }),
            "bob has no game in progress here."
        );
        // Open challenges, one's own and one to them (review of issue 41: /games shows
        // them too).
        let terms = |challenger: &str, side| crate::service::said::Terms {
            variant: Variant::MiniShogi,
            rated: true,
            days: 3,
            own_start: false,
            challenger: challenger.into(),
            challenger_side: side,
        };
        assert_eq!(
            said(&QuerySaid::GamesOf {
                name: "alice".into(),
                games: Vec::new(),
                challenges: vec![
                    OpenChallenge {
                        id: 3,
                        terms: terms("alice", None),
                        opponent: Some("carol".into()),
                        to_you: false,
                        lapses_in: 6 * 86400 + 23 * 3600,
                    },
                    OpenChallenge {
                        id: 4,
                        terms: terms("dave", Some(Color::Red)),
                        opponent: Some("alice".into()),
                        to_you: true,
                        lapses_in: 3600,
                    },
                    OpenChallenge {
                        id: 5,
                        terms: terms("alice", None),
                        opponent: None,
                        to_you: false,
                        lapses_in: 60,
                    },
                ],
                someone_else: false,
            }),
            "alice has no game in progress.\nOpen challenges:\n\
             challenge 3 · Minishogi (rated, 3 days per move; sides drawn at random) · to carol · lapses in 6 d 23 h\n\
             challenge 4 · Minishogi (rated, 3 days per move; dave plays sente) · from dave · /accept challenge:4 or /decline challenge:4 · lapses in 1 h 0 min\n\
             challenge 5 · Minishogi (rated, 3 days per move; sides drawn at random) · open to anyone where it was posted · lapses in 1 min"
        );
        assert_eq!(
            said(&QuerySaid::Replay {
                game: 3,
                plies: 1,
                view: ReplayView::AsSeenBy(Color::Red),
                cut_to: None,
            }),
            "Replay of game 3 as red saw it (1 ply)."
        );
        assert_eq!(
            said(&QuerySaid::Stats(Stats {
                name: "bob".into(),
                shown: ShownResults::All,
                rows: Vec::new(),
                provisional: false,
                puzzles: None,
                away: Some(Away {
                    name: "bob".into(),
                    until: MONDAY,
                    left: 3600,
                }),
                vacation: None,
            })),
            "bob:\nno finished games yet\nbob away until 2026.11.23 00:00 UTC (1 h 0 min more)"
        );
        let someone = |shown| Stats {
            name: "bob".into(),
            shown,
            rows: Vec::new(),
            provisional: false,
            puzzles: None,
            away: None,
            vacation: None,
        };
        assert_eq!(
            said(&QuerySaid::Stats(someone(ShownResults::ThisServer))),
            "bob (results in this server; ratings count every server):\nno finished games here yet"
        );
        assert_eq!(
            said(&QuerySaid::Stats(someone(ShownResults::None))),
            "bob (ratings only; results show in the server they were played in):\nno finished games yet"
        );
        assert_eq!(
            said(&QuerySaid::Leaderboard {
                variant: Variant::Xiangqi,
                by: Ranking::Games,
                rows: Vec::new(),
            }),
            "Xiangqi · top 20 by games played\nnobody yet"
        );
        let all = said(&QuerySaid::Rules(None));
        assert_eq!(all.matches("**").count(), 8);
    }

    #[test]
    fn why_a_query_is_refused() {
        let cases = [(
            QueryRefusal::LeaderboardNeedsServer,
            "/leaderboard lists the players of a server: ask in one of its channels",
        )];
        crate::voice::english::assert_every_variant(cases.iter().map(|(r, _)| r));
        for (r, text) in cases {
            assert_eq!(refusal(&r), text);
        }
    }

    #[test]
    fn what_vacations_say() {
        let left = Allowance {
            left: 12 * 86_400 + 3 * 3600,
            days: 21,
        };
        let cases = [
            (
                VacationSaid::Status {
                    away: None,
                    allowance: Some(left.clone()),
                },
                "You are not away. 12 d 3 h of your 21 vacation days in any 365 are left. /vacation days:N stops the clocks of all your games for N days.",
            ),
            (
                VacationSaid::WentAway {
                    until: (MONDAY, 2 * 86_400),
                    games: vec![3, 5, 8],
                    untold: Vec::new(),
                    allowance: left.clone(),
                },
                "You are away until 2026.11.23 00:00 UTC (2 d 0 h): the clocks of games 3, 5 and 8 are stopped and your opponents are told. 12 d 3 h of your 21 vacation days in any 365 are left. /vacation end when you are back early.",
            ),
            (
                VacationSaid::WentAway {
                    until: (MONDAY, 2 * 86_400),
                    games: vec![3, 5, 8],
                    untold: vec![5, 8],
                    allowance: left.clone(),
                },
                "You are away until 2026.11.23 00:00 UTC (2 d 0 h): the clocks of games 3, 5 and 8 are stopped and your opponents are told, except in games 5 and 8, whose opponents heard of a vacation of yours less than a day ago (their /games shows it). 12 d 3 h of your 21 vacation days in any 365 are left. /vacation end when you are back early.",
            ),
            (
                VacationSaid::WentAway {
                    until: (MONDAY, 2 * 86_400),
                    games: vec![3],
                    untold: vec![3],
                    allowance: left.clone(),
                },
                "You are away until 2026.11.23 00:00 UTC (2 d 0 h): the clock of game 3 is stopped; your opponent heard of a vacation of yours less than a day ago and is not told again (their /games shows it). 12 d 3 h of your 21 vacation days in any 365 are left. /vacation end when you are back early.",
            ),
            (
                VacationSaid::WentAway {
                    until: (MONDAY, 2 * 86_400),
                    games: vec![3, 4],
                    untold: vec![3, 4],
                    allowance: left.clone(),
                },
                "You are away until 2026.11.23 00:00 UTC (2 d 0 h): the clocks of games 3 and 4 are stopped; your opponents heard of a vacation of yours less than a day ago and are not told again (their /games shows it). 12 d 3 h of your 21 vacation days in any 365 are left. /vacation end when you are back early.",
            ),
            (
                VacationSaid::AwayNotice {
                    game: 3,
                    name: "alice".into(),
                    until: (MONDAY, 2 * 86_400),
                    other_until: Some(MONDAY + 86_400),
                },
                "Game 3: alice is away until 2026.11.23 00:00 UTC (2 d 0 h): the clock is stopped until then and while the other player is away, until 2026.11.24 00:00 UTC.",
            ),
            (
                VacationSaid::CameBack {
                    away: 30,
                    untold: Vec::new(),
                    allowance: Allowance { left: 0, days: 21 },
                },
                "Welcome back: you were away less than a minute. None of your 21 vacation days in any 365 is left. Each day begun counts.",
            ),
            (
                VacationSaid::CameBack {
                    away: 30,
                    untold: vec![4],
                    allowance: Allowance { left: 0, days: 21 },
                },
                "Welcome back: you were away less than a minute. None of your 21 vacation days in any 365 is left. Each day begun counts. Your opponent in game 4 heard of a vacation of yours less than a day ago and is not told again (their /games shows it).",
            ),
            (
                VacationSaid::CameBack {
                    away: 30,
                    untold: vec![4, 6],
                    allowance: Allowance { left: 0, days: 21 },
                },
                "Welcome back: you were away less than a minute. None of your 21 vacation days in any 365 is left. Each day begun counts. Your opponents in games 4 and 6 heard of a vacation of yours less than a day ago and are not told again (their /games shows it).",
            ),
            (
                VacationSaid::BackNotice {
                    game: 3,
                    name: "alice".into(),
                    still_until: None,
                },
                "Game 3: alice is back early: the clock runs again.",
            ),
        ];
        crate::voice::english::assert_every_variant(cases.iter().map(|(s, _)| s));
        for (s, text) in cases {
            assert_eq!(vacation(&s), text);
        }
        assert_eq!(
            vacation(&VacationSaid::Status {
                away: Some((MONDAY, 3600)),
                allowance: Some(left),
            }),
            "You are away until 2026.11.23 00:00 UTC (1 h 0 min more): the clocks of your games are stopped. 12 d 3 h of your 21 vacation days in any 365 are left. /vacation end when you are back early."
        );
        assert_eq!(
            vacation(&VacationSaid::Status {
                away: None,
                allowance: None,
            }),
            "Vacations are turned off on this bot."
        );
        assert_eq!(
            vacation(&VacationSaid::BackNotice {
                game: 3,
                name: "alice".into(),
                still_until: Some(MONDAY),
            }),
            "Game 3: alice is back early: the clock stays stopped while the other player is away, until 2026.11.23 00:00 UTC."
        );
    }

    #[test]
    fn why_a_vacation_is_refused() {
        let cases = [
            (
                VacationRefusal::DaysAndEnd,
                "give days: to go away, or end: to come back early, not both",
            ),
            (VacationRefusal::Off, "vacations are turned off on this bot"),
            (
                VacationRefusal::NotAway,
                "you are not away (/vacation days:N stops your clocks for N days)",
            ),
            (
                VacationRefusal::TooLong {
                    days: 30,
                    left: 3 * 86_400,
                    allowance: 21,
                },
                "30 days is more than the vacation you have left: 3 d 0 h of your 21 days in any 365",
            ),
        ];
        crate::voice::english::assert_every_variant(cases.iter().map(|(r, _)| r));
        for (r, text) in cases {
            assert_eq!(vacation_refusal(&r), text);
        }
        assert_eq!(
            vacation_refusal(&VacationRefusal::TooLong {
                days: 1,
                left: 0,
                allowance: 21,
            }),
            "you have no vacation left: all of your 21 days in any 365 are used"
        );
    }
}
