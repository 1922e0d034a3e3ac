//! Challenges in English.

use super::words::{challenge_options, count, days, result, side, with_side};
use crate::service::said::{ChallengeRefusal, ChallengeSaid, Terms};

/// `Mini Xiangqi (rated, 3 days per move; alice plays red)`.
pub(super) fn terms(t: &Terms) -> String {
    let yes = |b: bool| if b { "yes" } else { "no" };
    crate::voice::catalogue::t!(
        "challenge-terms",
        variant = super::words::variant(t.variant),
        rated = yes(t.rated),
        days = t.days,
        own = yes(t.own_start),
        side = t
            .challenger_side
            .map_or_else(|| "random".to_owned(), |c| side(t.variant, c)),
        challenger = t.challenger.as_str()
    )
}

pub(super) fn said(s: &ChallengeSaid) -> String {
    match s {
        ChallengeSaid::Offered {
            id,
            to,
            terms: t,
            start,
        } => {
            let me = &t.challenger;
            let start = start
                .as_ref()
                .map_or(String::new(), |fen| format!("\nStart position: `{fen}`"));
            match to {
                Some(to) => format!(
                    "{me} challenges {to} to {}. {to}: /accept challenge:{id} or /decline challenge:{id}.{start}",
                    terms(t)
                ),
                None => format!(
                    "{me} offers a game of {}. Anyone here may /accept challenge:{id}.{start}",
                    terms(t)
                ),
            }
        }
        ChallengeSaid::ChallengedYou {
            id,
            terms: t,
            place,
        } => crate::voice::catalogue::t!(
            "challenge-to-you",
            challenger = t.challenger.as_str(),
            terms = terms(t),
            place = place.to_string(),
            id = id.to_string()
        ),
        ChallengeSaid::NoticeHeldBack { opponent, minutes } => format!(
            "{opponent} was told of a challenge of yours less than {} ago, so this one is posted without pinging or messaging them again",
            count(*minutes, "minute", "minutes")
        ),
        ChallengeSaid::GameBegins {
            game,
            players,
            variant,
            days: d,
            rated,
            first,
        } => format!(
            "Game {game} begins: {} vs {}, {}, {} per move{}. {} moves first.",
            with_side(&players[0], &side(*variant, rules::Color::Red)),
            with_side(&players[1], &side(*variant, rules::Color::Black)),
            variant.title(),
            days(*d),
            if *rated { ", rated" } else { ", casual" },
            players[first.index()],
        ),
        ChallengeSaid::Declined { id, by, challenger } => {
            format!("{by} declined {challenger}'s challenge {id}.")
        }
        ChallengeSaid::Withdrawn { id, by } => format!("{by} withdrew challenge {id}."),
        ChallengeSaid::Expired { id, by } => format!("{by}'s challenge {id} expired unanswered."),
    }
}

pub(super) fn refusal(r: &ChallengeRefusal) -> String {
    match r {
        ChallengeRefusal::Yourself => "you cannot challenge yourself".to_owned(),
        ChallengeRefusal::OwnStartRated => {
            "a game from your own start position cannot be rated: add rated:false".to_owned()
        }
        ChallengeRefusal::BadStart(variant, reason) => {
            let reason = match reason.as_ref() {
                rules::RecordError::Start(e) => super::from_rules::start_error(e),
                other => super::from_rules::record_error(*variant, other),
            };
            format!("that start position cannot be used: {reason}")
        }
        ChallengeRefusal::StartDecided(variant, outcome) => format!(
            "that start position is already decided: {}",
            result(*variant, *outcome)
        ),
        ChallengeRefusal::LevelWithOpponent { opponent } => format!(
            "level: is for a game against Palace; leave out opponent:{opponent} (or leave out level: to challenge them)"
        ),
        ChallengeRefusal::PalaceUnrated => {
            "games against Palace are not rated: leave out rated: or add rated:false".to_owned()
        }
        ChallengeRefusal::TooManyOpen(open) => format!(
            "you have {} open challenges, as many as one may have at once: /cancel one of them first ({})",
            open.len(),
            challenge_options(open)
        ),
        ChallengeRefusal::TooManyEngineGames(games) => format!(
            "you already play Palace in {} games, as many as one may at once: finish or /resign one of them first ({})",
            games.len(),
            games
                .iter()
                .map(|g| format!("game:{g}"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        ChallengeRefusal::TakesNone(name) => format!(
            "{name} does not take challenges by name now (their /settings say challenges:off); an open challenge (/challenge without opponent:) is one anyone here may accept"
        ),
        ChallengeRefusal::NoSuch(id) => format!(
            "there is no challenge {id} here (it may have been taken, withdrawn or expired)"
        ),
        ChallengeRefusal::Which(ids) => {
            format!("which challenge? add one of {}", challenge_options(ids))
        }
        ChallengeRefusal::NothingToAccept => {
            "there is no challenge here for you to accept".to_owned()
        }
        ChallengeRefusal::OwnChallenge(id) => format!(
            "challenge {id} is your own: someone else accepts it (/cancel challenge:{id} withdraws it)"
        ),
        ChallengeRefusal::NotForYou(id) => format!("challenge {id} is not addressed to you"),
        ChallengeRefusal::Expired(id) => format!("challenge {id} has expired"),
        ChallengeRefusal::NothingToDecline => {
            "there is no challenge here addressed to you".to_owned()
        }
        ChallengeRefusal::YoursToCancel(id) => {
            format!("challenge {id} is yours: /cancel withdraws it")
        }
        ChallengeRefusal::NothingToWithdraw => "you have no challenge here to withdraw".to_owned(),
        ChallengeRefusal::NotYoursToWithdraw(id) => {
            format!("challenge {id} is not yours to withdraw")
        }
        ChallengeRefusal::Unreadable { id, reason } => format!(
            "challenge {id} cannot be read ({}); your other challenges and games are not affected",
            super::from_rules::damage(reason)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Place;
    use rules::{Color, EndReason, Outcome, Variant};

    fn t(side: Option<Color>, own_start: bool) -> Terms {
        Terms {
            variant: Variant::MiniXiangqi,
            rated: !own_start,
            days: 3,
            own_start,
            challenger: "alice".into(),
            challenger_side: side,
        }
    }

    #[test]
    fn a_challenge_told_privately_in_every_language() {
        use crate::model::Language;
        use crate::voice::reader::{Reader, as_read_by};
        let told = |side, own| ChallengeSaid::ChallengedYou {
            id: 4,
            terms: t(side, own),
            place: Place("#lobby".into()),
        };
        let expected = [
            (
                Language::English,
                "alice challenged you to Mini Xiangqi (rated, 3 days per move; alice plays black) in #lobby: /accept challenge:4 there.",
                "alice challenged you to Mini Xiangqi (casual, 3 days per move, own start position; sides drawn at random) in #lobby: /accept challenge:4 there.",
            ),
            (
                Language::ChineseSimplified,
                "alice在#lobby向你发起挑战：迷你象棋（计等级分，每步3天；alice执黑方）。请在那里用 /accept challenge:4 接受。",
                "alice在#lobby向你发起挑战：迷你象棋（不计等级分，每步3天，自定开局局面；先后手随机）。请在那里用 /accept challenge:4 接受。",
            ),
            (
                Language::ChineseTraditional,
                "alice在#lobby向你發起挑戰：迷你象棋（計等級分，每步3天；alice執黑方）。請在那裡用 /accept challenge:4 接受。",
                "alice在#lobby向你發起挑戰：迷你象棋（不計等級分，每步3天，自訂開局局面；先後手隨機）。請在那裡用 /accept challenge:4 接受。",
            ),
            (
                Language::Vietnamese,
                "alice thách đấu bạn Cờ tướng mini (tính điểm, 3 ngày mỗi nước; alice cầm bên Đen) ở #lobby: gõ /accept challenge:4 ở đó để nhận lời.",
                "alice thách đấu bạn Cờ tướng mini (giao hữu, 3 ngày mỗi nước, thế cờ khởi đầu riêng; bên chơi được chọn ngẫu nhiên) ở #lobby: gõ /accept challenge:4 ở đó để nhận lời.",
            ),
            (
                Language::Japanese,
                "aliceが#lobbyであなたに対局を申し込みました：ミニシャンチー（レーティング対象、一手3日、aliceが黒）。そこで /accept challenge:4 で受けられます。",
                "aliceが#lobbyであなたに対局を申し込みました：ミニシャンチー（レーティング対象外、一手3日、独自の開始局面、手番はランダム）。そこで /accept challenge:4 で受けられます。",
            ),
        ];
        for (language, sided, random) in expected {
            let reader = Reader {
                language,
                ..Reader::default()
            };
            let words = as_read_by(reader, || {
                (
                    said(&told(Some(Color::Black), false)),
                    said(&told(None, true)),
                )
            });
            assert_eq!(words, (sided.to_owned(), random.to_owned()), "{language}");
        }
    }

    #[test]
    fn what_challenges_say() {
        let cases = [
            (
                ChallengeSaid::Offered {
                    id: 4,
                    to: Some("bob".into()),
                    terms: t(Some(Color::Red), false),
                    start: None,
                },
                "alice challenges bob to Mini Xiangqi (rated, 3 days per move; alice plays red). bob: /accept challenge:4 or /decline challenge:4.",
            ),
            (
                ChallengeSaid::Offered {
                    id: 5,
                    to: None,
                    terms: t(None, true),
                    start: Some("3k3/7/7/7/7/7/R1K3R w - - 0 1".into()),
                },
                "alice offers a game of Mini Xiangqi (casual, 3 days per move, own start position; sides drawn at random). Anyone here may /accept challenge:5.\nStart position: `3k3/7/7/7/7/7/R1K3R w - - 0 1`",
            ),
            (
                ChallengeSaid::ChallengedYou {
                    id: 4,
                    terms: t(Some(Color::Black), false),
                    place: Place("#lobby".into()),
                },
                "alice challenged you to Mini Xiangqi (rated, 3 days per move; alice plays black) in #lobby: /accept challenge:4 there.",
            ),
            (
                ChallengeSaid::NoticeHeldBack {
                    opponent: "bob".into(),
                    minutes: 60,
                },
                "bob was told of a challenge of yours less than 60 minutes ago, so this one is posted without pinging or messaging them again",
            ),
            (
                ChallengeSaid::GameBegins {
                    game: 7,
                    players: ["alice".into(), "Palace (level 2)".into()],
                    variant: Variant::MiniShogi,
                    days: 1,
                    rated: false,
                    first: Color::Red,
                },
                "Game 7 begins: alice (sente) vs Palace (level 2, gote), Minishogi, 1 day per move, casual. alice moves first.",
            ),
            (
                ChallengeSaid::Declined {
                    id: 4,
                    by: "bob".into(),
                    challenger: "alice".into(),
                },
                "bob declined alice's challenge 4.",
            ),
            (
                ChallengeSaid::Withdrawn {
                    id: 4,
                    by: "alice".into(),
                },
                "alice withdrew challenge 4.",
            ),
            (
                ChallengeSaid::Expired {
                    id: 4,
                    by: "alice".into(),
                },
                "alice's challenge 4 expired unanswered.",
            ),
        ];
        super::super::assert_every_variant(cases.iter().map(|(s, _)| s));
        for (s, text) in cases {
            assert_eq!(said(&s), text);
        }
    }

    #[test]
    fn why_challenges_are_refused() {
        let cases = [
            (ChallengeRefusal::Yourself, "you cannot challenge yourself"),
            (
                ChallengeRefusal::OwnStartRated,
                "a game from your own start position cannot be rated: add rated:false",
            ),
            (
                ChallengeRefusal::BadStart(
                    Variant::Xiangqi,
                    Box::new(rules::RecordError::Start(rules::StartError::Xiangqi(
                        rules::xiangqi::FenError::Position(
                            rules::xiangqi::PositionError::MissingGeneral(rules::Color::Red),
                        ),
                    ))),
                ),
                "that start position cannot be used: red has no general",
            ),
            (
                ChallengeRefusal::StartDecided(
                    Variant::Xiangqi,
                    Outcome::win(Color::Red, EndReason::Checkmate),
                ),
                "that start position is already decided: Red wins by checkmate",
            ),
            (
                ChallengeRefusal::LevelWithOpponent {
                    opponent: "bob".into(),
                },
                "level: is for a game against Palace; leave out opponent:bob (or leave out level: to challenge them)",
            ),
            (
                ChallengeRefusal::PalaceUnrated,
                "games against Palace are not rated: leave out rated: or add rated:false",
            ),
            (
                ChallengeRefusal::TooManyOpen(vec![1, 2]),
                "you have 2 open challenges, as many as one may have at once: /cancel one of them first (challenge:1, challenge:2)",
            ),
            (
                ChallengeRefusal::TooManyEngineGames(vec![4, 7, 9]),
                "you already play Palace in 3 games, as many as one may at once: finish or /resign one of them first (game:4, game:7, game:9)",
            ),
            (
                ChallengeRefusal::TakesNone("bob".into()),
                "bob does not take challenges by name now (their /settings say challenges:off); an open challenge (/challenge without opponent:) is one anyone here may accept",
            ),
            (
                ChallengeRefusal::NoSuch(9),
                "there is no challenge 9 here (it may have been taken, withdrawn or expired)",
            ),
            (
                ChallengeRefusal::Which(vec![2, 3]),
                "which challenge? add one of challenge:2, challenge:3",
            ),
            (
                ChallengeRefusal::NothingToAccept,
                "there is no challenge here for you to accept",
            ),
            (
                ChallengeRefusal::OwnChallenge(2),
                "challenge 2 is your own: someone else accepts it (/cancel challenge:2 withdraws it)",
            ),
            (
                ChallengeRefusal::NotForYou(2),
                "challenge 2 is not addressed to you",
            ),
            (ChallengeRefusal::Expired(2), "challenge 2 has expired"),
            (
                ChallengeRefusal::NothingToDecline,
                "there is no challenge here addressed to you",
            ),
            (
                ChallengeRefusal::YoursToCancel(2),
                "challenge 2 is yours: /cancel withdraws it",
            ),
            (
                ChallengeRefusal::NothingToWithdraw,
                "you have no challenge here to withdraw",
            ),
            (
                ChallengeRefusal::NotYoursToWithdraw(2),
                "challenge 2 is not yours to withdraw",
            ),
            (
                ChallengeRefusal::Unreadable {
                    id: 2,
                    reason: crate::model::Damage::UnknownVariant("chess".into()),
                },
                "challenge 2 cannot be read (unknown variant 'chess'); your other challenges and games are not affected",
            ),
        ];
        super::super::assert_every_variant(cases.iter().map(|(r, _)| r));
        for (r, text) in cases {
            assert_eq!(refusal(&r), text);
        }
    }
}
