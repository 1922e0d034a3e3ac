//! The queries and vacations in English.

use super::game::{line, listed};
use super::times::{away, duration, moment};
use super::words::{self, rating, result, side};
use crate::service::request::Ranking;
use crate::service::said::{
    Allowance, Ending, OpenChallenge, QueryRefusal, QuerySaid, ReplayView, ShownResults,
    VacationRefusal, VacationSaid,
};
use crate::voice::catalogue::t;
use rules::Variant;

/// `12 d 3 h of your 21 vacation days in any 365 are left.`
fn allowance(a: &Allowance) -> String {
    if a.left <= 0 {
        t!("allowance-none", days = a.days.to_string())
    } else {
        t!(
            "allowance-left",
            left = duration(a.left),
            days = a.days.to_string(),
            one = a.left == crate::model::DAY
        )
    }
}

/// `3, 5 and 8` (`3、5和8`).
fn and_list(ids: &[u64]) -> String {
    let text: Vec<String> = ids.iter().map(u64::to_string).collect();
    match text.split_last() {
        Some((last, rest)) if !rest.is_empty() => t!(
            "list-and",
            rest = rest.join(&t!("list-comma")),
            last = last.as_str()
        ),
        _ => text.join(""),
    }
}

/// `game 3` or `games 3 and 5`.
fn games_phrase(games: &[u64]) -> String {
    t!("games-phrase", count = games.len(), games = and_list(games))
}

/// The rules of a variant in a few lines.
fn rules_of(v: Variant) -> String {
    t!(&format!("rules-{}", v.name()))
}

/// `challenge 3 · Minishogi (rated, …) · to carol · lapses in 6 d 23 h`, or one addressed
/// to the reader with how to take it.
fn open_challenge(c: &OpenChallenge) -> String {
    let whom = match (&c.opponent, c.to_you) {
        (_, true) => t!(
            "open-challenge-from",
            challenger = c.terms.challenger.as_str(),
            id = c.id.to_string()
        ),
        (Some(o), false) => t!("open-challenge-to", opponent = o.as_str()),
        (None, false) => t!("open-challenge-anyone"),
    };
    t!(
        "open-challenge",
        id = c.id.to_string(),
        terms = super::challenge::terms(&c.terms),
        whom = whom,
        lapses = duration(c.lapses_in)
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
                let id = if *someone_else {
                    "games-none-here"
                } else {
                    "games-none"
                };
                vec![t!(id, name = name.as_str())]
            } else {
                let mut lines = vec![t!("games-of", name = name.as_str())];
                lines.extend(games.iter().map(listed));
                lines
            };
            if !challenges.is_empty() {
                lines.push(t!("games-open-challenges"));
                lines.extend(challenges.iter().map(open_challenge));
            }
            lines.join("\n")
        }
        QuerySaid::Page { game, url, private } => {
            let page = t!("page-link", game = game.to_string(), url = url.as_str());
            match private {
                None => page,
                Some((private, new)) => format!(
                    "{page}\n{}",
                    t!(
                        "page-private-link",
                        url = private.as_str(),
                        new = if *new { "yes" } else { "no" }
                    )
                ),
            }
        }
        QuerySaid::Record { text, page: None } => format!("```\n{text}\n```"),
        QuerySaid::Record {
            text,
            page: Some(url),
        } => format!(
            "```\n{text}\n```\n{}",
            t!("export-page", url = url.as_str())
        ),
        QuerySaid::Replay {
            game,
            plies,
            view,
            cut_to,
        } => {
            // Sides as the xiangqi games name them: a dark game's, or the side a replay
            // is seen from.
            let seen = match view {
                ReplayView::AsSeenBy(c) => {
                    t!("replay-as-seen-by", side = side(Variant::Xiangqi, *c))
                }
                ReplayView::From(c) => t!("replay-from", side = side(Variant::Xiangqi, *c)),
                ReplayView::Whole => String::new(),
            };
            match cut_to {
                Some(max) => t!(
                    "replay-cut",
                    game = game.to_string(),
                    seen = seen,
                    max = max.to_string(),
                    plies = *plies
                ),
                None => t!(
                    "replay",
                    game = game.to_string(),
                    seen = seen,
                    plies = *plies
                ),
            }
        }
        QuerySaid::Stats(st) => {
            let name = st.name.as_str();
            let mut lines = vec![match st.shown {
                ShownResults::All => t!("stats-head", name = name),
                ShownResults::ThisServer => t!("stats-head-this-server", name = name),
                ShownResults::None => t!("stats-head-ratings-only", name = name),
            }];
            for row in &st.rows {
                let r = &row.results;
                lines.push(t!(
                    "stats-row",
                    variant = words::variant(row.variant),
                    rating = row.rating.map_or_else(
                        || t!("stats-unrated"),
                        |x| t!("stats-rating", rating = rating(x))
                    ),
                    games = r.games(),
                    won = r.wins.to_string(),
                    lost = r.losses.to_string(),
                    drawn = r.draws.to_string()
                ));
            }
            if st.rows.is_empty() {
                lines.push(match st.shown {
                    ShownResults::ThisServer => t!("stats-none-here"),
                    _ => t!("stats-none"),
                });
            }
            if st.provisional {
                lines.push(t!("provisional-note"));
            }
            if let Some((solved, given)) = st.puzzles {
                lines.push(t!(
                    "stats-puzzles",
                    solved = solved.to_string(),
                    given = given.to_string()
                ));
            }
            if let Some(a) = &st.away {
                lines.push(away(&a.name, a.until, a.left));
            }
            if let Some(a) = &st.vacation {
                lines.push(t!("stats-vacation") + &allowance(a));
            }
            lines.join("\n")
        }
        QuerySaid::Leaderboard { variant, by, rows } => {
            let by = match by {
                Ranking::Wins => "wins",
                Ranking::Games => "games",
                Ranking::Rating => "rating",
            };
            let mut lines = vec![t!(
                "leaderboard-head",
                variant = words::variant(*variant),
                by = by
            )];
            if rows.is_empty() {
                lines.push(t!("leaderboard-nobody"));
            }
            for (i, r) in rows.iter().enumerate() {
                lines.push(t!(
                    "leaderboard-row",
                    rank = format!("{:>2}", i + 1),
                    name = r.name.as_str(),
                    rating = rating(r.rating),
                    wins = r.wins,
                    games = r.games
                ));
            }
            if rows.iter().any(|r| r.rating.is_provisional()) {
                lines.push(t!("provisional-note"));
            }
            lines.join("\n")
        }
        QuerySaid::Activity { started, finished } => {
            let mut lines = vec![t!("activity-started")];
            if started.is_empty() {
                lines.push(t!("activity-none-started"));
            }
            lines.extend(started.iter().map(line));
            lines.push(t!("activity-finished"));
            if finished.is_empty() {
                lines.push(t!("activity-none-finished"));
            }
            for f in finished {
                let end = match f.ending {
                    Ending::Result(o) => result(f.variant, o),
                    Ending::Aborted => t!("activity-aborted"),
                    Ending::Unreadable => t!("activity-unreadable"),
                };
                lines.push(t!(
                    "activity-game",
                    game = f.game.to_string(),
                    variant = words::variant(f.variant),
                    red = f.players[0].as_str(),
                    black = f.players[1].as_str(),
                    end = end
                ));
            }
            lines.join("\n")
        }
        QuerySaid::Rules(Some(v)) => rules_of(*v),
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
        QueryRefusal::LeaderboardNeedsServer => t!("refused-leaderboard-needs-server"),
        QueryRefusal::NoPages => t!("refused-no-pages"),
        QueryRefusal::NoPrivateView(game) => {
            t!("refused-no-private-view", game = game.to_string())
        }
    }
}

pub(super) fn vacation(s: &VacationSaid) -> String {
    match s {
        VacationSaid::Status {
            away: Some((until, left)),
            allowance: a,
        } => t!(
            "vacation-away",
            until = moment(*until),
            left = duration(*left),
            allowance = a.as_ref().map_or(String::new(), |a| allowance(a) + " ")
        ),
        VacationSaid::Status {
            away: None,
            allowance: None,
        } => t!("vacation-off"),
        VacationSaid::Status {
            away: None,
            allowance: Some(a),
        } => t!("vacation-not-away", allowance = allowance(a)),
        VacationSaid::WentAway {
            until: (until, left),
            games,
            untold,
            allowance: a,
        } => {
            let stopped = match games.as_slice() {
                [] => t!("vacation-no-games"),
                many => t!(
                    "vacation-stopped",
                    count = many.len(),
                    games = and_list(many)
                ),
            };
            let clocks = match (games.len(), untold.len()) {
                (0, _) => stopped,
                (1, 0) => t!("vacation-told-one", stopped = stopped),
                (_, 0) => t!("vacation-told-all", stopped = stopped),
                (1, _) => t!("vacation-untold-one", stopped = stopped),
                (n, k) if n == k => t!("vacation-untold-all", stopped = stopped),
                _ => t!(
                    "vacation-untold-some",
                    stopped = stopped,
                    untold = games_phrase(untold),
                    count = untold.len()
                ),
            };
            t!(
                "vacation-went-away",
                until = moment(*until),
                left = duration(*left),
                clocks = clocks,
                allowance = allowance(a)
            )
        }
        VacationSaid::AwayNotice {
            game,
            name,
            until: (until, left),
            other_until,
        } => t!(
            "vacation-away-notice",
            game = game.to_string(),
            name = name.as_str(),
            until = moment(*until),
            left = duration(*left),
            also = other_until
                .map(|s| t!("vacation-also-other", until = moment(s)))
                .unwrap_or_default()
        ),
        VacationSaid::CameBack {
            away,
            untold,
            allowance: a,
        } => {
            let untold = match untold.len() {
                0 => String::new(),
                n => t!(
                    "vacation-back-untold",
                    count = n,
                    games = games_phrase(untold)
                ),
            };
            t!(
                "vacation-came-back",
                away = if *away < 60 {
                    t!("vacation-less-than-a-minute")
                } else {
                    duration(*away)
                },
                allowance = allowance(a),
                untold = untold
            )
        }
        VacationSaid::BackNotice {
            game,
            name,
            still_until,
        } => {
            let how = match still_until {
                Some(s) => t!("vacation-still-stopped", until = moment(*s)),
                None => t!("vacation-runs-again"),
            };
            t!(
                "vacation-back-notice",
                game = game.to_string(),
                name = name.as_str(),
                how = how
            )
        }
    }
}

pub(super) fn vacation_refusal(r: &VacationRefusal) -> String {
    match r {
        VacationRefusal::DaysAndEnd => t!("refused-days-and-end"),
        VacationRefusal::Off => t!("refused-vacations-off"),
        VacationRefusal::NotAway => t!("refused-not-away"),
        VacationRefusal::TooLong {
            left, allowance, ..
        } if *left <= 0 => t!(
            "refused-no-vacation-left",
            allowance = allowance.to_string()
        ),
        VacationRefusal::TooLong {
            days,
            left,
            allowance,
        } => t!(
            "refused-vacation-too-long",
            days = *days,
            left = duration(*left),
            allowance = allowance.to_string()
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

    /// alice's stats: one Mini Xiangqi row, puzzles, and the vacation she has left.
    fn alice_stats(vacation: Option<Allowance>) -> Stats {
        Stats {
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
            vacation,
        }
    }

    #[test]
    fn stats_leaderboards_and_rules_in_every_language() {
        use crate::model::Language;
        use crate::voice::reader::{Reader, as_read_by};
        let stats = QuerySaid::Stats(alice_stats(None));
        let board = QuerySaid::Leaderboard {
            variant: Variant::MiniShogi,
            by: Ranking::Wins,
            rows: vec![LeaderRow {
                name: "alice".into(),
                id: crate::model::UserId("alice".into()),
                rating: rated(1612.0, 50.0),
                wins: 1,
                games: 2,
            }],
        };
        let expected = [
            (
                Language::English,
                "alice:\nMini Xiangqi · rating 1620 · 3 games: 2 won, 1 lost, 0 drawn\nPuzzles: 1 solved of 3 given",
                "Minishogi · top 20 by wins\n 1. alice · 1612 · 1 win · 2 games",
                "**Minishogi** (5×5).",
            ),
            (
                Language::ChineseSimplified,
                "alice：\n迷你象棋 · 等级分1620 · 3局：2胜1负0和\n谜题：已解1题，共3题",
                "5五将棋 · 前20名（按胜局数）\n 1. alice · 1612 · 1胜 · 2局",
                "**5五将棋**（5×5）。",
            ),
            (
                Language::ChineseTraditional,
                "alice：\n迷你象棋 · 等級分1620 · 3局：2勝1負0和\n謎題：已解1題，共3題",
                "5五將棋 · 前20名（按勝局數）\n 1. alice · 1612 · 1勝 · 2局",
                "**5五將棋**（5×5）。",
            ),
            (
                Language::Vietnamese,
                "alice:\nCờ tướng mini · điểm 1620 · 3 ván: thắng 2, thua 1, hòa 0\nBài tập: giải được 1 trên 3 bài",
                "Shogi mini · top 20 theo số ván thắng\n 1. alice · 1612 · 1 thắng · 2 ván",
                "**Shogi mini** (5×5).",
            ),
            (
                Language::Japanese,
                "alice：\nミニシャンチー · レーティング1620 · 3局：2勝1敗0分\n詰め問題：3問中1問正解",
                "5五将棋 · 上位20人（勝ち数順）\n 1. alice · 1612 · 1勝 · 2局",
                "**5五将棋**（5×5）。",
            ),
        ];
        for (language, stats_text, board_text, rules_start) in expected {
            let reader = Reader::of(language);
            let (s, b, r) = as_read_by(reader, || {
                (
                    said(&stats),
                    said(&board),
                    said(&QuerySaid::Rules(Some(Variant::MiniShogi))),
                )
            });
            assert_eq!(
                (s.as_str(), b.as_str()),
                (stats_text, board_text),
                "{language}"
            );
            assert!(r.starts_with(rules_start), "{language}: {r}");
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
                QuerySaid::Record {
                    text: "[Variant \"xiangqi\"]\n\n*".into(),
                    page: None,
                },
                "```\n[Variant \"xiangqi\"]\n\n*\n```",
            ),
            (
                QuerySaid::Page {
                    game: 3,
                    url: "https://p.example/g/abcdefghijklmnop".into(),
                    private: Some((
                        "https://p.example/g/abcdefghijklmnop/red?k=1.0.ab".into(),
                        true,
                    )),
                },
                "Game 3's page: https://p.example/g/abcdefghijklmnop\nYour own view, a new link (the older ones no longer open it; keep it to yourself): https://p.example/g/abcdefghijklmnop/red?k=1.0.ab",
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
                QuerySaid::Stats(alice_stats(Some(Allowance {
                    left: 86_400,
                    days: 21,
                }))),
                "alice:\nMini Xiangqi · rating 1620 · 3 games: 2 won, 1 lost, 0 drawn\nPuzzles: 1 solved of 3 given\nVacation: 1 d 0 h of your 21 vacation days in any 365 is left.",
            ),
            (
                QuerySaid::Leaderboard {
                    variant: Variant::MiniShogi,
                    by: Ranking::Wins,
                    rows: vec![LeaderRow {
                        name: "alice".into(),
                        id: crate::model::UserId("x".into()),
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
                "**Minishogi** (5×5). Each side has a king, gold, silver, bishop, rook and pawn. Captured pieces change sides and may be dropped back on an empty square instead of moving. The far rank is the promotion zone: a piece moving into or out of it may promote (a pawn reaching the last rank must). A second unpromoted pawn on a file, a pawn drop on the last rank, and a pawn drop that mates are not allowed. Checkmate wins, and a side with no move loses. A fourfold repetition loses for the side giving perpetual check, otherwise for sente. A game still going at its 700th ply is a draw (lishogi's limit).",
            ),
        ];
        let help = super::super::commands::help();
        assert_eq!(said(&QuerySaid::Help), help);
        let mut cases = cases.map(|(s, t)| (s, t.to_owned())).to_vec();
        cases.push((QuerySaid::Help, help));
        crate::voice::sentences::assert_every_variant(cases.iter().map(|(s, _)| s));
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
    fn a_record_names_its_page_when_pages_are_served() {
        let said = QuerySaid::Record {
            text: "[Variant \"xiangqi\"]\n\n*".into(),
            page: Some("https://palace.example.org/g/abcdefghijklmnop".into()),
        };
        assert_eq!(
            super::said(&said),
            "```\n[Variant \"xiangqi\"]\n\n*\n```\nIts page: https://palace.example.org/g/abcdefghijklmnop"
        );
    }
    #[test]
    fn why_a_query_is_refused() {
        let cases = [
            (
                QueryRefusal::LeaderboardNeedsServer,
                "/leaderboard lists the players of a server: ask in one of its channels",
            ),
            (
                QueryRefusal::NoPages,
                "This Palace serves no pages on the web: its operator has not turned them on.",
            ),
            (
                QueryRefusal::NoPrivateView(7),
                "/page new gives a new private link to your own view of a running Dark Mini Xiangqi game of yours, and game 7 is not one.",
            ),
        ];
        crate::voice::sentences::assert_every_variant(cases.iter().map(|(r, _)| r));
        for (r, text) in cases {
            assert_eq!(refusal(&r), text);
        }
    }

    #[test]
    fn vacations_in_every_language() {
        use crate::model::Language;
        use crate::voice::reader::{Reader, as_read_by};
        let went = VacationSaid::WentAway {
            until: (MONDAY, 2 * 86_400),
            games: vec![3, 5, 8],
            untold: vec![5],
            allowance: Allowance {
                left: 12 * 86_400 + 3 * 3600,
                days: 21,
            },
        };
        let expected = [
            (
                Language::English,
                "You are away until 2026.11.23 00:00 UTC (2 d 0 h): the clocks of games 3, 5 and 8 are stopped and your opponents are told, except in game 5, whose opponent heard of a vacation of yours less than a day ago (their /games shows it). 12 d 3 h of your 21 vacation days in any 365 are left. /vacation end when you are back early.",
            ),
            (
                Language::ChineseSimplified,
                "你开始休假，直到2026.11.23 00:00 UTC（2天0小时）：第3、5和8局的计时已暂停，并已通知你的对手们，但第5局除外：那里的对手在不到一天前已收到你休假的通知（对方的 /games 会显示）。你每365天21天的休假还剩12天3小时。提前回来时请用 /vacation end。",
            ),
            (
                Language::ChineseTraditional,
                "你開始休假，直到2026.11.23 00:00 UTC（2天0小時）：第3、5和8局的計時已暫停，並已通知你的對手們，但第5局除外：那裡的對手在不到一天前已收到你休假的通知（對方的 /games 會顯示）。你每365天21天的休假還剩12天3小時。提前回來時請用 /vacation end。",
            ),
            (
                Language::Vietnamese,
                "Bạn nghỉ phép đến 2026.11.23 00:00 UTC (2 ngày 0 giờ): đồng hồ của các ván 3, 5 và 8 đã dừng và các đối thủ của bạn đã được báo, trừ ván 5, nơi đối thủ đã được báo về một lần nghỉ phép của bạn cách đây chưa đầy một ngày (/games của họ có hiển thị). Bạn còn 12 ngày 3 giờ trong 21 ngày nghỉ phép của mỗi 365 ngày. Dùng /vacation end nếu bạn quay lại sớm.",
            ),
            (
                Language::Japanese,
                "2026.11.23 00:00 UTCまで休暇に入りました（2日0時間）：対局3、5と8の時計を止めました。相手の皆さんに知らせましたが、対局5の相手には1日以内にあなたの休暇を知らせたので知らせません（相手の /games に表示されます）。365日あたり21日の休暇のうち、残りは12日3時間です。早く戻ったら /vacation end を使ってください。",
            ),
        ];
        for (language, text) in expected {
            let reader = Reader::of(language);
            assert_eq!(as_read_by(reader, || vacation(&went)), text, "{language}");
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
        crate::voice::sentences::assert_every_variant(cases.iter().map(|(s, _)| s));
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
        crate::voice::sentences::assert_every_variant(cases.iter().map(|(r, _)| r));
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
