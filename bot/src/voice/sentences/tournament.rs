//! A server's tournaments in words: sign-up, rounds, withdrawals, standings (as text and as
//! a table's words), and why `/tournament` was refused.

use super::times::moment;
use super::words;
use crate::model::{EventFormat, EventStage};
use crate::service::said::{
    LEAST_PLAYERS, StandingRow, Standings, TournamentRefusal as No, TournamentSaid, Withdrawal,
};
use crate::voice::catalogue::t;

/// `3½`, `½`, `4`: a count of half points.
pub(crate) fn halves(n: u32) -> String {
    match (n / 2, n % 2) {
        (0, 1) => "½".to_owned(),
        (w, 1) => format!("{w}½"),
        (w, _) => w.to_string(),
    }
}

/// `5¼`, `¾`, `6`: a count of quarter points.
pub(crate) fn quarters(n: u32) -> String {
    let frac = ["", "¼", "½", "¾"][(n % 4) as usize];
    match n / 4 {
        0 if !n.is_multiple_of(4) => frac.to_owned(),
        w => format!("{w}{frac}"),
    }
}

/// `round robin`, `double round robin`, `Swiss, 5 rounds`.
fn format(f: EventFormat) -> String {
    let (word, rounds) = match f {
        EventFormat::RoundRobin { double: false } => ("round-robin", 0),
        EventFormat::RoundRobin { double: true } => ("double-round-robin", 0),
        EventFormat::Swiss { rounds } => ("swiss", rounds),
    };
    t!("event-format", format = word, rounds = rounds)
}

fn stage(s: EventStage) -> &'static str {
    match s {
        EventStage::SignUp => "sign-up",
        EventStage::Running => "running",
        EventStage::Finished => "finished",
    }
}

/// A list of names, joined as the language joins them.
fn names(list: &[String]) -> String {
    list.join(&t!("list-comma"))
}

/// The standings' heading: the event, its game and format, and how far it is.
fn standings_head(s: &Standings) -> String {
    let Standings {
        id,
        format: f,
        variant,
        stage: st,
        rounds,
        games,
        ..
    } = s;
    let swiss = matches!(f, EventFormat::Swiss { .. });
    t!(
        "event-standings-head",
        id = id.to_string(),
        variant = words::variant(*variant),
        format = format(*f),
        stage = stage(*st),
        swiss = swiss,
        round = rounds.0,
        rounds = rounds.1,
        done = games.0,
        games = games.1
    )
}

/// One line of the standings as text.
fn standing_line(row: &StandingRow) -> String {
    let tiebreaks = match row.buchholz {
        Some(b) => t!(
            "event-standing-swiss",
            buchholz = halves(b),
            sb = quarters(row.sonneborn_berger)
        ),
        None => t!(
            "event-standing-round-robin",
            sb = quarters(row.sonneborn_berger),
            wins = row.wins
        ),
    };
    t!(
        "event-standing",
        place = row.place,
        name = row.name.as_str(),
        points = halves(row.points),
        one = row.points == 1 || row.points == 2,
        games = row.games,
        tiebreaks = tiebreaks,
        withdrawn = row.withdrawn
    )
}

/// The standings as a table: its title, headed columns and rows (the picture's words).
pub(crate) fn standings_table(s: &Standings) -> render::Table {
    use render::Align::{Left, Right};
    let swiss = matches!(s.format, EventFormat::Swiss { .. });
    let mut columns = vec![
        (t!("event-column-place"), Right),
        (t!("event-column-player"), Left),
        (t!("event-column-points"), Right),
        (t!("event-column-games"), Right),
    ];
    if swiss {
        columns.push((t!("event-column-buchholz"), Right));
        columns.push((t!("event-column-sb"), Right));
    } else {
        columns.push((t!("event-column-sb"), Right));
        columns.push((t!("event-column-wins"), Right));
    }
    let rows = s
        .rows
        .iter()
        .map(|r| {
            let name = if r.withdrawn {
                t!("event-table-withdrawn", name = r.name.as_str())
            } else {
                r.name.clone()
            };
            let mut cells = vec![
                r.place.to_string(),
                name,
                halves(r.points),
                r.games.to_string(),
            ];
            if let Some(b) = r.buchholz {
                cells.push(halves(b));
                cells.push(quarters(r.sonneborn_berger));
            } else {
                cells.push(quarters(r.sonneborn_berger));
                cells.push(r.wins.to_string());
            }
            cells
        })
        .collect();
    render::Table {
        title: standings_head(s),
        columns,
        rows,
    }
}

/// The name of a tournament's thread.
pub(crate) fn thread_title(id: crate::model::TournamentId, variant: rules::Variant) -> String {
    t!(
        "event-thread",
        id = id.to_string(),
        variant = words::variant(variant)
    )
}

pub(super) fn said(s: &TournamentSaid) -> String {
    match s {
        TournamentSaid::Created {
            id,
            organiser,
            terms,
        } => {
            let head = t!(
                "event-created",
                id = id.to_string(),
                organiser = organiser.as_str(),
                format = format(terms.format),
                variant = words::variant(terms.variant),
                days = terms.days,
                rated = terms.rated,
                limit = terms.limit
            );
            let how = match terms.deadline {
                Some(at) => t!("event-created-deadline", deadline = moment(at)),
                None => t!("event-created-no-deadline"),
            };
            format!("{head}\n{how}")
        }
        TournamentSaid::Joined {
            id,
            name,
            players,
            limit,
        } => t!(
            "event-joined",
            id = id.to_string(),
            name = name.as_str(),
            players = *players,
            limit = *limit
        ),
        TournamentSaid::Left { id, name, players } => t!(
            "event-left",
            id = id.to_string(),
            name = name.as_str(),
            players = *players
        ),
        TournamentSaid::Started {
            id,
            format: f,
            players,
            games,
        } => t!(
            "event-started",
            id = id.to_string(),
            format = format(*f),
            count = players.len(),
            players = names(players),
            games = *games
        ),
        TournamentSaid::RoundPaired {
            id,
            round,
            rounds,
            games,
            bye,
        } => {
            let mut lines = vec![t!(
                "event-round",
                id = id.to_string(),
                round = *round,
                rounds = *rounds
            )];
            for g in games {
                lines.push(t!(
                    "event-round-game",
                    game = g.game.to_string(),
                    first = g.players[0].as_str(),
                    second = g.players[1].as_str()
                ));
            }
            if let Some(name) = bye {
                lines.push(t!("event-round-bye", name = name.as_str()));
            }
            lines.join("\n")
        }
        TournamentSaid::Withdrawn {
            id,
            name,
            why,
            forfeited,
            struck,
        } => {
            let why = match why {
                Withdrawal::Left => "left",
                Withdrawal::ByOrganiser => "organiser",
                Withdrawal::TimedOut => "timeout",
            };
            let mut text = t!(
                "event-withdrawn",
                id = id.to_string(),
                name = name.as_str(),
                why = why
            );
            if !forfeited.is_empty() {
                let games: Vec<String> = forfeited.iter().map(|g| format!("#{g}")).collect();
                text.push(' ');
                text.push_str(&t!(
                    "event-withdrawn-forfeits",
                    games = names(&games),
                    count = forfeited.len()
                ));
            }
            if *struck {
                text.push(' ');
                text.push_str(&t!("event-withdrawn-struck"));
            }
            text
        }
        TournamentSaid::Standings(standings) => {
            let mut lines = vec![standings_head(standings)];
            lines.extend(standings.rows.iter().map(standing_line));
            if standings.rows.is_empty() {
                lines.push(t!("event-standings-empty"));
            }
            lines.join("\n")
        }
        TournamentSaid::NotStarted { id, players } => t!(
            "event-not-started",
            id = id.to_string(),
            players = *players,
            least = LEAST_PLAYERS
        ),
        TournamentSaid::Finished {
            id,
            winners,
            unpairable,
        } => {
            let mut text = t!(
                "event-finished",
                id = id.to_string(),
                count = winners.len(),
                winners = names(winners)
            );
            if *unpairable {
                text.push(' ');
                text.push_str(&t!("event-finished-unpairable"));
            }
            text
        }
        TournamentSaid::List { events } => {
            if events.is_empty() {
                return t!("event-list-empty");
            }
            let mut lines = vec![t!("event-list-head")];
            for e in events {
                lines.push(t!(
                    "event-list-line",
                    id = e.id.to_string(),
                    variant = words::variant(e.variant),
                    format = format(e.format),
                    stage = stage(e.stage),
                    players = e.players,
                    limit = e.limit,
                    round = e.rounds
                ));
            }
            lines.join("\n")
        }
    }
}

pub(super) fn refusal(r: &No) -> String {
    match r {
        No::NotInServer => t!("refused-event-not-in-server"),
        No::NeedsPalaceHere => t!("refused-event-needs-palace"),
        No::MayNotCreate => t!("refused-event-may-not-create"),
        No::NotOrganiser(id) => t!("refused-event-not-organiser", id = id.to_string()),
        No::NotFound(id) => t!("refused-event-not-found", id = id.to_string()),
        No::NoneHere(action) => t!("refused-event-none", action = action.name()),
        No::Several { action, ids } => {
            let ids: Vec<String> = ids.iter().map(|i| format!("#{i}")).collect();
            t!(
                "refused-event-several",
                action = action.name(),
                ids = names(&ids)
            )
        }
        No::LimitTooHigh {
            format: f,
            asked,
            most,
        } => t!(
            "refused-event-limit",
            format = format(*f),
            asked = *asked,
            most = *most
        ),
        No::AlreadyIn(id) => t!("refused-event-already-in", id = id.to_string()),
        No::NotIn(id) => t!("refused-event-not-in", id = id.to_string()),
        No::Full { id, limit } => {
            t!("refused-event-full", id = id.to_string(), limit = *limit)
        }
        No::WrongStage { id, stage: st, .. } => t!(
            "refused-event-stage",
            id = id.to_string(),
            stage = stage(*st)
        ),
        No::TooFew { id, players } => t!(
            "refused-event-too-few",
            id = id.to_string(),
            players = *players,
            least = LEAST_PLAYERS
        ),
        No::NotPlaying { id, name } => t!(
            "refused-event-not-playing",
            id = id.to_string(),
            name = name.as_str()
        ),
        No::NotForPalace => t!("refused-event-palace"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Language;
    use crate::service::request::EventAction;
    use crate::service::said::{EventLine, EventTerms, PairedGame};
    use crate::voice::reader::{Reader, as_read_by};
    use rules::Variant;

    fn standings() -> Standings {
        Standings {
            id: 2,
            format: EventFormat::Swiss { rounds: 4 },
            variant: Variant::Xiangqi,
            stage: EventStage::Running,
            rounds: (2, 4),
            games: (8, 8),
            rows: vec![
                StandingRow {
                    place: 1,
                    name: "alice".into(),
                    points: 4,
                    games: 2,
                    wins: 2,
                    sonneborn_berger: 9,
                    buchholz: Some(3),
                    withdrawn: false,
                },
                StandingRow {
                    place: 2,
                    name: "bob".into(),
                    points: 2,
                    games: 2,
                    wins: 1,
                    sonneborn_berger: 2,
                    buchholz: Some(1),
                    withdrawn: true,
                },
            ],
        }
    }

    #[test]
    fn points_are_written_in_halves_and_quarters() {
        assert_eq!(
            [0, 1, 2, 5].map(halves),
            ["0", "½", "1", "2½"].map(String::from)
        );
        assert_eq!(
            [0, 1, 3, 4, 9, 22].map(quarters),
            ["0", "¼", "¾", "1", "2¼", "5½"].map(String::from)
        );
    }

    #[test]
    fn what_tournaments_say() {
        let cases = [
            (
                TournamentSaid::Created {
                    id: 2,
                    organiser: "alice".into(),
                    terms: EventTerms {
                        format: EventFormat::RoundRobin { double: true },
                        variant: Variant::MiniShogi,
                        days: 1,
                        rated: false,
                        limit: 8,
                        deadline: Some(86_400),
                    },
                },
                "alice opened tournament #2: a double round robin of Minishogi, 1 day a move, casual, up to 8 players.\nJoin with the button or /tournament action:join. Sign-up closes 1970.01.02 00:00 UTC, and it starts then.",
            ),
            (
                TournamentSaid::Joined {
                    id: 2,
                    name: "bob".into(),
                    players: 3,
                    limit: 8,
                },
                "bob joined tournament #2 (3 of 8 players).",
            ),
            (
                TournamentSaid::Left {
                    id: 2,
                    name: "bob".into(),
                    players: 2,
                },
                "bob left tournament #2 (2 players).",
            ),
            (
                TournamentSaid::Started {
                    id: 2,
                    format: EventFormat::Swiss { rounds: 3 },
                    players: vec!["a".into(), "b".into(), "c".into()],
                    games: 1,
                },
                "Tournament #2 has begun, a Swiss of 3 rounds of 3 players: a, b, c. 1 game begins now.",
            ),
            (
                TournamentSaid::RoundPaired {
                    id: 2,
                    round: 1,
                    rounds: 3,
                    games: vec![PairedGame {
                        game: 7,
                        players: ["a".into(), "b".into()],
                    }],
                    bye: Some("c".into()),
                },
                "Tournament #2, round 1 of 3:\ngame #7: a – b\nbye (one point): c",
            ),
            (
                TournamentSaid::Withdrawn {
                    id: 2,
                    name: "c".into(),
                    why: Withdrawal::TimedOut,
                    forfeited: vec![7, 9],
                    struck: true,
                },
                "c ran out of time in every game left to them in tournament #2: they are not paired again. Their games #7, #9 count as lost. They finished fewer than half of their games, so their results are struck out for everyone.",
            ),
            (
                TournamentSaid::Standings(standings()),
                "Tournament #2 · Xiangqi · Swiss of 4 rounds · round 2 of 4\n1. alice — 2 points, 2 games (Buchholz cut-1 1½, Sonneborn-Berger 2¼)\n2. bob — 1 point, 2 games (Buchholz cut-1 ½, Sonneborn-Berger ½), withdrawn",
            ),
            (
                TournamentSaid::NotStarted { id: 2, players: 2 },
                "Sign-up for tournament #2 has closed with 2 players, fewer than the 3 it needs: it is called off.",
            ),
            (
                TournamentSaid::Finished {
                    id: 2,
                    winners: vec!["a".into(), "b".into()],
                    unpairable: true,
                },
                "Tournament #2 is over. Sharing first place: a, b! It ended early: no further round could be paired without two players meeting again.",
            ),
            (
                TournamentSaid::List {
                    events: vec![EventLine {
                        id: 2,
                        format: EventFormat::RoundRobin { double: false },
                        variant: Variant::MiniXiangqi,
                        stage: EventStage::Running,
                        players: 5,
                        limit: 16,
                        rounds: 5,
                    }],
                },
                "Tournaments in this server, newest first:\n#2 · Mini Xiangqi · round robin · 5 players, round 5",
            ),
        ];
        crate::voice::sentences::assert_every_variant(cases.iter().map(|(s, _)| s));
        for (s, text) in cases {
            assert_eq!(said(&s), text);
        }
    }

    #[test]
    fn why_tournament_commands_are_refused() {
        let cases = [
            (
                No::NotInServer,
                "Tournaments belong to a server: use /tournament there.",
            ),
            (
                No::NeedsPalaceHere,
                "Tournaments need Palace in this server (its managers invite it): here it can only answer you.",
            ),
            (
                No::MayNotCreate,
                "Only those who may manage this server (Manage Server), or hold the role it names for organisers, open tournaments here.",
            ),
            (
                No::NotOrganiser(3),
                "Only the organiser of tournament #3 or a manager of this server may do that.",
            ),
            (No::NotFound(3), "There is no tournament #3 in this server."),
            (
                No::NoneHere(EventAction::Leave),
                "You are in no tournament here: /tournament action:list shows them all.",
            ),
            (
                No::Several {
                    action: EventAction::Standings,
                    ids: vec![1, 3],
                },
                "Several tournaments here would do (#1, #3): name one with tournament:.",
            ),
            (
                No::LimitTooHigh {
                    format: EventFormat::Swiss { rounds: 5 },
                    asked: 70,
                    most: 64,
                },
                "A Swiss of 5 rounds here takes at most 64 players, not 70.",
            ),
            (No::AlreadyIn(3), "You are already in tournament #3."),
            (No::NotIn(3), "You are not playing in tournament #3."),
            (
                No::Full { id: 3, limit: 4 },
                "Tournament #3 is full (4 players).",
            ),
            (
                No::WrongStage {
                    id: 3,
                    stage: EventStage::Finished,
                    action: EventAction::Join,
                },
                "Tournament #3 is over.",
            ),
            (
                No::TooFew { id: 3, players: 1 },
                "Tournament #3 has 1 player: it needs at least 3 to start.",
            ),
            (
                No::NotPlaying {
                    id: 3,
                    name: "zed".into(),
                },
                "zed is not playing in tournament #3.",
            ),
            (
                No::NotForPalace,
                "Palace plays no tournament; invite people instead.",
            ),
        ];
        crate::voice::sentences::assert_every_variant(cases.iter().map(|(r, _)| r));
        for (r, text) in cases {
            assert_eq!(refusal(&r), text);
        }
    }

    #[test]
    fn standings_in_every_language() {
        let expected = [
            (
                Language::ChineseSimplified,
                "第2号比赛 · 象棋 · 4轮瑞士制 · 第2轮（共4轮）\n1. alice — 2分，2盘（布赫霍尔茨（去最低）1½，索伯分 2¼）",
            ),
            (
                Language::ChineseTraditional,
                "第2號比賽 · 象棋 · 4輪瑞士制 · 第2輪（共4輪）\n1. alice — 2分，2盤（布赫霍爾茨（去最低）1½，索伯分 2¼）",
            ),
            (
                Language::Vietnamese,
                "Giải #2 · Cờ tướng · giải hệ Thụy Sĩ 4 vòng · vòng 2/4\n1. alice — 2 điểm, 2 ván (Buchholz bỏ thấp nhất 1½, Sonneborn-Berger 2¼)",
            ),
            (
                Language::Japanese,
                "大会#2 · シャンチー · 4回戦のスイス式 · 第2回戦（全4回戦）\n1. alice — 2点、2局（ブッフホルツ（最低を除く）1½、ゾンネボルン・ベルガー 2¼）",
            ),
        ];
        for (language, text) in expected {
            let words = as_read_by(Reader::of(language), || {
                said(&TournamentSaid::Standings(standings()))
            });
            assert!(words.starts_with(text), "{language}: {words}");
            let table = as_read_by(Reader::of(language), || standings_table(&standings()));
            assert_eq!(table.columns.len(), 6);
            assert_eq!(table.rows.len(), 2);
            assert!(table.rows[1][1].contains("bob"), "{language}");
        }
    }
}
